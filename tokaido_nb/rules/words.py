"""The game's words: names of cards and travellers, counts and lists, labels, what encounters
and powers do, each action's label and each decision's sentence.

One home for them, standard library only like the rest of the rules floor, so that a refusal,
the story of a journey, the score sheet, the drawings and the buttons say a thing the same way.
A number in a sentence comes from the ``Rules`` given, never from a copy of it, so a lesson that
changes a rule sees its words change. A new decision, action or card is one more entry in a
table here. Sentences about a game read its public state only (``protocols.GameLike``).

How things are named and counted (``card_name``, ``plural``, the labels) is names.py's, each
name re-exported here, so that ``from tokaido_nb.rules.words import card_name`` keeps working.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from . import prices
from .actions import (
    Action,
    Bet,
    Buy,
    ChooseOption,
    ChooseTraveller,
    Donate,
    Eat,
    KeepEncounter,
    KeepMeal,
    Move,
    Pay,
    PlayAmulet,
    TakeAmulet,
    TakeCalligraphy,
    TakeLegendary,
    TakePanorama,
)
from .config import Rules
from .decisions import AmuletMoment, Decision, FreeMeal, StopOption
from .effects import (
    BASE_ACTIONS,
    BOTH_BY,
    CHOSE_NOTHING,
    DIE_FACE_LABELS,
    LEFT_OUT_FOR_CARDS,
    LEFT_OUT_FOR_COINS,
    NOTHING_WITHIN_PURSE,
    OPTION_LABELS,
    SECOND_MAY_BE_LEFT_OUT,
    STOP_CHOICES,
    amulet_effect,
    base_action,
    both_by,
    calligraphy_effect,
    chose_nothing,
    encounter_effect,
    left_out_reason,
    legendary_effect,
    option_action,
    option_effect,
    option_label,
    stop_choice,
    traveller_power,
)
from .language import N_, _, ngettext, pgettext
from .names import (
    ACHIEVEMENT_LABELS,
    ACHIEVEMENT_RULES,
    CATEGORY_LABELS,
    ENCOUNTER_ROLES,
    EXPANSION_LABELS,
    FAMILY_LABELS,
    INN_NAMES,
    STOP_NAMES,
    VARIANT_LABELS,
    a_or_an,
    achievement_label,
    achievement_rule,
    as_words,
    capitalized,
    card_name,
    card_names,
    category_label,
    encounter_label,
    encounter_role,
    encounter_title,
    expansion_label,
    family_label,
    inn_at,
    inn_name,
    listed,
    noun,
    number_word,
    ordinal,
    ordinal_word,
    place,
    plural,
    stop_label,
    traveller_name,
    traveller_title,
    variant_label,
    victory,
    who,
)
from .protocols import GameLike
from .state import Traveller

# ---------------------------------------------------------------------------------- actions


def panorama_word(panorama: str) -> str:
    """A panorama's kind in words, in the language spoken now: ``"paddy"``, ``"sea"``."""
    words = {
        "paddy": pgettext("panorama", "paddy"),
        "mountain": pgettext("panorama", "mountain"),
        "sea": pgettext("panorama", "sea"),
    }
    return words.get(panorama, panorama)


def space_word(kind: str) -> str:
    """A kind of space of the road in words, in the language spoken now (``as_words`` in
    English): ``"hot spring"``, ``"village"``."""
    words = {
        "inn": pgettext("kind of space", "inn"),
        "village": pgettext("kind of space", "village"),
        "temple": pgettext("kind of space", "temple"),
        "encounter": pgettext("kind of space", "encounter"),
        "paddy": pgettext("kind of space", "paddy"),
        "mountain": pgettext("kind of space", "mountain"),
        "sea": pgettext("kind of space", "sea"),
        "hot_spring": pgettext("kind of space", "hot spring"),
        "farm": pgettext("kind of space", "farm"),
    }
    return words.get(kind, as_words(kind))


def _label_buy(action: Buy, t: Traveller | None, pending: Decision | None, rules: Rules) -> str:
    if not action.souvenirs:
        return _("Buy nothing")
    key = t.key if t else None
    cost = prices.souvenir_cost(action.souvenirs, key, action.one_coin, rules)
    names = " + ".join(card_name(c) for c in action.souvenirs)
    fields = {"souvenirs": names, "coins": plural(cost, "coin"), "price": rules.zen_emon_price}
    if action.one_coin:
        fields["card"] = card_name(action.one_coin)
    if action.devotion:
        fields["devoted"] = card_name(action.devotion)
    # TRANSLATORS: {souvenirs} are card names joined by " + ", {coins} the cost ("3 coins"),
    # {card} the souvenir Zen-emon buys for {price} coins, {devoted} the card whose coins
    # the Devotion amulet sends to the temple.
    if action.one_coin and action.devotion:
        template = _(
            "Buy {souvenirs} ({coins}, {card} for {price}; Devotion sends {devoted}'s coins to "
            "the temple)"
        )
    elif action.one_coin:
        template = _("Buy {souvenirs} ({coins}, {card} for {price})")
    elif action.devotion:
        template = _("Buy {souvenirs} ({coins}; Devotion sends {devoted}'s coins to the temple)")
    else:
        template = _("Buy {souvenirs} ({coins})")
    return template.format(**fields)


def _label_keep_meal(
    action: KeepMeal, t: Traveller | None, pending: Decision | None, rules: Rules
) -> str:
    if isinstance(pending, FreeMeal):
        card = card_name(pending.card)
        if action.kept:
            return _("Keep the free {meal}").format(meal=card)
        return _("Refuse the {meal}").format(meal=card)
    return _("Keep the free meal") if action.kept else _("Refuse the meal")


def _label_eat(action: Eat, t: Traveller | None, pending: Decision | None, rules: Rules) -> str:
    if action.meal is None:
        return _("No meal")
    meal = card_name(action.meal)
    if action.hospitality:
        return _("Eat {meal} free (play Hospitality)").format(meal=meal)
    coins = plural(prices.meal_cost(action.meal, t.key if t else None, rules), "coin")
    if action.devotion:
        template = _("Eat {meal} ({coins}, its coins to the temple (play Devotion))")
    else:
        template = _("Eat {meal} ({coins})")
    return template.format(meal=meal, coins=coins)


def _label_option(
    action: ChooseOption, t: Traveller | None, pending: Decision | None, rules: Rules
) -> str:
    if not isinstance(pending, StopOption):
        return repr(action)
    base = base_action(pending.space)
    option = option_action(pending.option, rules)
    if action.choice == "base":
        label = capitalized(base)
    elif action.choice == "option":
        label = capitalized(option)
    elif action.choice == "base_first":
        label = _("Both: {first}, then {second}").format(first=base, second=option)
    elif action.choice == "option_first":
        label = _("Both: {first}, then {second}").format(first=option, second=base)
    else:
        return repr(action)
    # TRANSLATORS: {label} is the label of a choice at a Crossroads stop ("Take a cherry tree").
    if action.choice in ("base_first", "option_first") and pending.both == "health":
        label = _("{label} (play Health)").format(label=label)
    elif action.health:
        label = _("{label} (play Health too: it adds nothing, the amulet is spent)").format(
            label=label
        )
    if action.devotion:
        label = _("{label}, its coin to the temple (play Devotion)").format(label=label)
    return label


def _label_purchase(template: str, card: str, price: int, devotion: bool) -> str:
    """A purchase's label: ``template`` holds ``{card}`` and ``{coins}``."""
    return template.format(card=card_name(card), coins=plural(price, "coin"))


def _label_amulet(
    action: TakeAmulet, t: Traveller | None, pending: Decision | None, rules: Rules
) -> str:
    if action.amulet is None:
        return _("Buy no amulet")
    if action.devotion:
        template = _("Buy the {card} amulet ({coins}, to the temple: play Devotion)")
    else:
        template = _("Buy the {card} amulet ({coins})")
    label = _label_purchase(template, action.amulet, rules.amulet_price, action.devotion)
    return _("{label} + the bank's coin").format(label=label) if action.bank_coin else label


def _label_legendary(
    action: TakeLegendary, t: Traveller | None, pending: Decision | None, rules: Rules
) -> str:
    if action.card is None:
        return _("Buy no legendary object")
    if action.devotion:
        template = _("Buy {card} ({coins}, to the temple: play Devotion)")
    else:
        template = _("Buy {card} ({coins})")
    return _label_purchase(
        template, action.card, rules.legendary_prices[action.card], action.devotion
    )


def _label_calligraphy(
    action: TakeCalligraphy, t: Traveller | None, pending: Decision | None, rules: Rules
) -> str:
    if action.card is None:
        return _("Buy no calligraphy")
    if action.devotion:
        template = _("Buy the {card} calligraphy ({coins}, to the temple: play Devotion)")
    else:
        template = _("Buy the {card} calligraphy ({coins})")
    return _label_purchase(template, action.card, rules.calligraphy_price, action.devotion)


def _label_play_amulet(
    action: PlayAmulet, t: Traveller | None, pending: Decision | None, rules: Rules
) -> str:
    if action.amulet is not None:
        return _("Play the {card} amulet now").format(card=card_name(action.amulet))
    if isinstance(pending, AmuletMoment):
        return _("Keep the {card} amulet for later").format(card=card_name(pending.amulet))
    return _("Keep the amulet")


_Label = Callable[[Any, Traveller | None, Decision | None, Rules], str]

_ACTION_LABELS_CROSSROADS: dict[type, _Label] = {
    ChooseOption: _label_option,
    TakeAmulet: _label_amulet,
    TakeLegendary: _label_legendary,
    TakeCalligraphy: _label_calligraphy,
    PlayAmulet: _label_play_amulet,
    Bet: lambda a, t, pending, rules: (
        _("Bet {coins} on the fortune die").format(coins=plural(rules.jirocho_bet, "coin"))
        if a.bet
        else _("Do not bet")
    ),
}


def _label_move(action: Move, t: Traveller | None, pending: Decision | None, rules: Rules) -> str:
    if action.friendship:
        return _("Stop at {stop} (play Friendship)").format(stop=stop_label(action.to))
    return _("Stop at {stop}").format(stop=stop_label(action.to))


def _label_donate(
    action: Donate, t: Traveller | None, pending: Decision | None, rules: Rules
) -> str:
    coins = plural(action.coins, "coin", as_object=True)
    if action.bank_coin:
        return _("Give {coins} + the bank's coin").format(coins=coins)
    return _("Give {coins}").format(coins=coins)


def _label_panorama(
    action: TakePanorama, t: Traveller | None, pending: Decision | None, rules: Rules
) -> str:
    if action.panorama is None:
        return _("Take no panorama card")
    labels = {
        "paddy": _("Take a paddy card"),
        "mountain": _("Take a mountain card"),
        "sea": _("Take a sea card"),
    }
    return labels.get(action.panorama, f"Take a {action.panorama} card")


_ACTION_LABELS: dict[type, Callable[[Any, Traveller | None, Decision | None, Rules], str]] = {
    Move: _label_move,
    ChooseTraveller: lambda a, t, pending, rules: _("Keep {traveller}").format(
        traveller=card_name(a.traveller)
    ),
    Donate: _label_donate,
    Buy: _label_buy,
    KeepEncounter: lambda a, t, pending, rules: _("Keep {encounter}").format(
        encounter=encounter_label(a.card)
    ),
    TakePanorama: _label_panorama,
    Pay: lambda a, t, pending, rules: (
        _("Pay {coins}").format(coins=plural(prices.ENCOUNTER_FEE, "coin", as_object=True))
        if a.paid
        else _("Do not pay")
    ),
    KeepMeal: _label_keep_meal,
    Eat: _label_eat,
    **_ACTION_LABELS_CROSSROADS,
}
"""Each action class and how a button names one of its actions."""


def action_label(game: GameLike, action: Action) -> str:
    """Words for a legal action of ``game``'s current decision, as a button shows them.

    >>> from tokaido_nb.rules import Game
    >>> game = Game(3, travellers=["kinko", "satsuki", "umegae"], kyoto=[0, 1, 2])
    >>> action_label(game, game.legal_actions()[0])
    'Stop at 1 · village'
    """
    t = game.travellers[game.actor] if game.actor is not None else None
    label = _ACTION_LABELS.get(type(action))
    if label is None:
        return repr(action)
    words = label(action, t, game.pending, game.rules)
    if isinstance(action, ChooseOption) and t is not None:
        warning = _option_warning(game, action, t)
        if warning:
            # TRANSLATORS: a choice's label followed by a warning about it.
            words = _("{label} ({warning})").format(label=words, warning=warning)
    return words


def _option_warning(game: GameLike, action: ChooseOption, t: Traveller) -> str | None:
    """What a learner should know before choosing: the legendary option buys nothing, or the
    second of both actions may find the purse too light."""
    stop = game.pending
    if not isinstance(stop, StopOption):
        return None
    legendary = game.piles.get("legendary", ()) if stop.option == "legendary" else ()
    if action.choice in ("option", "option_first", "base_first") and legendary:
        cheapest = min(prices.legendary_cost(card, game.rules) for card in legendary)
        if cheapest > t.coins:
            return _(NOTHING_WITHIN_PURSE)
    if action.choice in ("base_first", "option_first"):
        first = action.choice.removesuffix("_first")
        if prices.second_may_be_left_out(first, stop.space, t.coins, legendary, game.rules):
            return _(SECOND_MAY_BE_LEFT_OUT)
    return None


# ---------------------------------------------------------------------------------- decisions


@dataclass(frozen=True)
class DecisionWords:
    """What a kind of decision asks, in words: ``task`` follows "must now" ("choose a
    donation"), ``question`` follows "the record does not say" ("how many coins were given").
    Both are English; ``decision_task`` and ``decision_question`` say them in the language
    spoken now."""

    task: str
    question: str


DECISION_WORDS: dict[str, DecisionWords] = {
    "traveller": DecisionWords(N_("choose a traveller"), N_("which traveller was chosen")),
    "move": DecisionWords(N_("choose where to move"), N_("where the traveller moved")),
    "donate": DecisionWords(N_("choose a donation"), N_("how many coins were given at the temple")),
    "buy": DecisionWords(N_("choose which souvenirs to buy"), N_("which souvenirs were bought")),
    "keep_encounter": DecisionWords(
        N_("choose which encounter card to keep"), N_("which encounter card Yoshiyasu kept")
    ),
    "panorama": DecisionWords(N_("choose a panorama card"), N_("which panorama card was taken")),
    "pay": DecisionWords(
        N_("choose whether to pay for the encounter"), N_("whether the encounter's coin was paid")
    ),
    "keep_meal": DecisionWords(
        N_("choose whether to keep the free meal"), N_("whether Satsuki kept her free meal")
    ),
    "eat": DecisionWords(N_("choose a meal or none"), N_("which meal was eaten")),
    "option": DecisionWords(
        N_("choose the base action or the Crossroads option"),
        N_("whether the base action or the Crossroads option was taken"),
    ),
    "amulet": DecisionWords(N_("choose an amulet or none"), N_("which amulet was bought")),
    "legendary": DecisionWords(
        N_("choose a legendary object or none"), N_("which legendary object was bought")
    ),
    "calligraphy": DecisionWords(
        N_("choose a calligraphy or none"), N_("which calligraphy was bought")
    ),
    "play_amulet": DecisionWords(
        N_("choose whether to play the amulet"), N_("whether the amulet was played")
    ),
    "bet": DecisionWords(N_("choose whether to bet on the fortune die"), N_("whether Jirocho bet")),
}
"""Each kind of decision (``decisions.DECISIONS``) in words."""


def decision_task(kind: str) -> str:
    """What a kind of decision asks, after "must now", in the language spoken now.

    >>> decision_task("donate")
    'choose a donation'
    """
    return _(DECISION_WORDS[kind].task)


def decision_question(kind: str) -> str:
    """What a record left unsaid about a kind of decision, in the language spoken now."""
    return _(DECISION_WORDS[kind].question)


def move_reason(game: GameLike) -> str:
    """Why the traveller to move is the one who moves, in a learner's words.

    >>> from tokaido_nb.rules import Game
    >>> game = Game(3, travellers=["kinko", "satsuki", "umegae"], kyoto=[0, 1, 2])
    >>> move_reason(game)
    'Player 3 (Umegae) is furthest behind: at Kyoto, the last in the line moves first.'
    """
    actor, to_move = game.actor, game.to_move
    if game.decision != "move":
        return ""
    assert actor is not None and to_move is not None  # a move is awaited
    mover = game.travellers[actor]
    if getattr(game.pending, "vitality", False):
        return _("{who} is in the lead and played Vitality: they move again.").format(
            who=capitalized(who(mover))
        )
    road = game.position(mover.index)
    here = game.occupants(road)
    kind = game.kind_at(road)
    # TRANSLATORS: {mover} names the player who moves it ("Aiko (Kinko)").
    moves_it = _("{mover} moves it, as the player furthest ahead.")
    if kind == "inn" and mover.progress == 0:
        why = _("{at_inn}, the last in the line moves first").format(at_inn=inn_at(road))
    elif len(here) > 1 and kind == "inn":
        if len(here) == len(game.travellers):
            # Nobody is further back than anyone: the order of arrival decides, so say that.
            sentence = _(
                "Every traveller is {at_inn}, and {who} arrived there last: the last to arrive "
                "leaves first."
            ).format(at_inn=inn_at(road), who=who(mover))
            if mover.neutral and game.to_move is not None:
                mover_of = capitalized(who(game.travellers[game.to_move]))
                sentence += " " + moves_it.format(mover=mover_of)
            return sentence
        else:  # some have left already: name the ones still waiting
            others = [i for i in here if i != mover.index]
            # TRANSLATORS: {others} lists the travellers still waiting at the inn.
            why = ngettext(
                "it arrived {at_inn} after {others}, who still waits there, and the last to "
                "arrive leaves first",
                "it arrived {at_inn} after {others}, who still wait there, and the last to "
                "arrive leaves first",
                len(others),
            ).format(at_inn=inn_at(road), others=listed(who(game.travellers[i]) for i in others))
    elif len(here) > 1:
        others_ = pgettext("list", ", ").join(
            who(game.travellers[i]) for i in here if i != mover.index
        )
        why = _("at {road} it shares the space with {others} and arrived later").format(
            road=road, others=others_
        )
    elif kind == "inn":
        why = _("at {road} ({inn}), nobody is further back").format(road=road, inn=inn_name(road))
    else:
        why = _("at {road}, nobody is further back").format(road=road)
    # TRANSLATORS: {who} names the traveller, {why} says why they move (a clause).
    sentence = _("{who} is furthest behind: {why}.").format(who=capitalized(who(mover)), why=why)
    if mover.neutral:
        sentence += " " + moves_it.format(mover=who(game.travellers[to_move]))
    return sentence


def _stops(game: GameLike) -> str:
    return ", ".join(
        f"{road} ({inn_name(road)})" if game.kind_at(road) == "inn" else str(road)
        for road in game.legal_stops()
    )


def _purse(t: Traveller) -> str:
    return plural(t.coins, "coin")


_PANORAMA_REASONS = {
    "hiroshige": N_("Hiroshige takes a panorama card of his choice"),
    "annaibito": N_("The guide's panorama is complete: another one may be chosen"),
    "kitoushi": N_("Kitoushi gives the next section of a panorama of choice"),
}


def _here(game: GameLike, t: Traveller) -> str:
    return place(game.position(t.index))


def _panorama_sentence(game: GameLike, d: Any, Who: str, t: Traveller) -> str:
    reason = _PANORAMA_REASONS.get(d.reason)
    fields = {
        "reason": _(reason) if reason else _("A panorama card is to be chosen"),
        "who": Who,
        "options": pgettext("list", ", ").join(panorama_word(o) for o in d.options),
    }
    if d.may_decline:
        return _("{reason}. {who} chooses: {options} or none.").format(**fields)
    return _("{reason}. {who} chooses: {options}.").format(**fields)


def _eat_sentence(game: GameLike, d: Any, Who: str, t: Traveller) -> str:
    meals = pgettext("list", ", ").join(card_name(m) for m in d.shown)
    return _("{who}, at {place} with {purse}, may buy one meal: {meals}.").format(
        who=Who, place=_here(game, t), purse=_purse(t), meals=meals or _("no meal left")
    )


def _option_sentence(game: GameLike, d: Any, Who: str, t: Traveller) -> str:
    base = base_action(d.space) if d.base else _("no base action (panorama complete)")
    option = option_action(d.option, game.rules)
    if not d.open:
        option = _("{option} (not open now)").format(option=option)
    fields = {"who": Who, "place": _here(game, t), "purse": _purse(t), "base": base}
    fields["option"] = option
    if d.both:
        # TRANSLATORS: {both} says what allows both actions ("Kita's power").
        return _(
            "{who}, at {place} with {purse}, chooses: {base}, or {option}; {both} allows both."
        ).format(both=both_by(d.both), **fields)
    return _("{who}, at {place} with {purse}, chooses: {base}, or {option}.").format(**fields)


_SENTENCES: dict[str, Callable[[GameLike, Any, str, Traveller], str]] = {
    # TRANSLATORS: {who} names the player; {travellers} lists the two dealt ("Kinko or Kita").
    "traveller": lambda game, d, Who, t: _("{who} chooses a traveller: {travellers}.").format(
        who=Who, travellers=card_names(d.dealt, "or")
    ),
    # TRANSLATORS: {reason} is why this traveller moves; {stops} lists road positions.
    "move": lambda game, d, Who, t: _("{reason} Stops open: {stops}.").format(
        reason=move_reason(game), stops=_stops(game)
    ),
    "donate": lambda game, d, Who, t: _(
        "{who}, at {place}, gives 1 to {coins} to the temple."
    ).format(
        who=Who,
        place=_here(game, t),
        coins=plural(min(game.rules.max_donation, t.coins), "coin"),
    ),
    "buy": lambda game, d, Who, t: _(
        "{who}, at {place} with {purse}, may buy any of the souvenirs shown: {souvenirs}."
    ).format(
        who=Who,
        place=_here(game, t),
        purse=_purse(t),
        souvenirs=pgettext("list", ", ").join(card_name(c) for c in d.revealed),
    ),
    "keep_encounter": lambda game, d, Who, t: _(
        "{who} drew two encounters and keeps one: {encounters}."
    ).format(who=Who, encounters=card_names(d.drawn, "or")),
    "panorama": _panorama_sentence,
    "pay": lambda game, d, Who, t: _(
        "{who}, with {purse}, may pay {coins} for {card}, or decline."
    ).format(
        who=Who,
        purse=_purse(t),
        coins=plural(prices.ENCOUNTER_FEE, "coin"),
        card=card_name(d.card),
    ),
    "keep_meal": lambda game, d, Who, t: _(
        "{who} receives {meal} for free, and keeps it or refuses it."
    ).format(who=Who, meal=card_name(d.card)),
    "eat": _eat_sentence,
    "option": _option_sentence,
    "amulet": lambda game, d, Who, t: _(
        "{who}, with {purse}, may buy an amulet for {coins}: {amulets}."
    ).format(
        who=Who,
        purse=_purse(t),
        coins=plural(game.rules.amulet_price, "coin"),
        amulets=card_names(d.offered, "or") or _("none left"),
    ),
    "legendary": lambda game, d, Who, t: _(
        "{who}, with {purse}, may buy a legendary object: {objects}."
    ).format(
        who=Who,
        purse=_purse(t),
        objects=pgettext("list", ", ").join(
            f"{card_name(c)} ({game.rules.legendary_prices[c]})" for c in d.offered
        ),
    ),
    "calligraphy": lambda game, d, Who, t: _(
        "{who}, with {purse}, may buy a calligraphy for {coins}: {calligraphies}."
    ).format(
        who=Who,
        purse=_purse(t),
        coins=plural(game.rules.calligraphy_price, "coin"),
        calligraphies=card_names(d.offered, "or"),
    ),
    # TRANSLATORS: {effect} is the amulet's effect, a whole sentence.
    "play_amulet": lambda game, d, Who, t: _(
        "{who} may play the {card} amulet now: {effect}"
    ).format(who=Who, card=card_name(d.amulet), effect=amulet_effect(d.amulet, game.rules)),
    "bet": lambda game, d, Who, t: _(
        "{who}, with {purse}, may bet {coins} on the fortune die."
    ).format(who=Who, purse=_purse(t), coins=plural(d.stake, "coin")),
}
"""Each kind of decision and the sentence that says what the game waits for."""


def decision_sentence(game: GameLike) -> str:
    """What the game waits for, in one or two sentences (empty once the journey is over).

    >>> from tokaido_nb.rules import Game
    >>> game = Game(3, travellers=["kinko", "satsuki", "umegae"], kyoto=[0, 1, 2])
    >>> decision_sentence(game).split(". ")[-1]
    'Stops open: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14 (Inn 1).'
    """
    if game.is_over():
        return ""
    actor, pending = game.actor, game.pending
    assert actor is not None and pending is not None  # the journey goes on
    t = game.travellers[actor]
    sentence = _SENTENCES.get(pending.kind)
    if sentence is None:
        return _("{who} decides ({kind}).").format(who=capitalized(who(t)), kind=pending.kind)
    return sentence(game, pending, capitalized(who(t)), t)


__all__ = [
    "LEFT_OUT_FOR_CARDS",
    "LEFT_OUT_FOR_COINS",
    "STOP_CHOICES",
    "left_out_reason",
    "ACHIEVEMENT_LABELS",
    "ACHIEVEMENT_RULES",
    "CATEGORY_LABELS",
    "DECISION_WORDS",
    "BASE_ACTIONS",
    "BOTH_BY",
    "CHOSE_NOTHING",
    "DIE_FACE_LABELS",
    "ENCOUNTER_ROLES",
    "EXPANSION_LABELS",
    "FAMILY_LABELS",
    "OPTION_LABELS",
    "INN_NAMES",
    "STOP_NAMES",
    "VARIANT_LABELS",
    "DecisionWords",
    "a_or_an",
    "achievement_label",
    "achievement_rule",
    "base_action",
    "both_by",
    "category_label",
    "chose_nothing",
    "decision_question",
    "decision_task",
    "encounter_role",
    "expansion_label",
    "family_label",
    "option_label",
    "panorama_word",
    "space_word",
    "variant_label",
    "action_label",
    "amulet_effect",
    "calligraphy_effect",
    "as_words",
    "capitalized",
    "card_name",
    "card_names",
    "decision_sentence",
    "encounter_effect",
    "encounter_label",
    "encounter_title",
    "inn_at",
    "inn_name",
    "legendary_effect",
    "listed",
    "move_reason",
    "noun",
    "number_word",
    "option_action",
    "option_effect",
    "stop_choice",
    "ordinal",
    "ordinal_word",
    "place",
    "plural",
    "stop_label",
    "traveller_name",
    "traveller_power",
    "traveller_title",
    "victory",
    "who",
]
