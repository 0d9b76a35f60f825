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

from . import data, prices
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
from .config import OFFICIAL, Rules
from .decisions import AmuletMoment, Decision, FreeMeal, StopOption
from .names import (
    ACHIEVEMENT_LABELS as ACHIEVEMENT_LABELS,
)
from .names import (
    ACHIEVEMENT_RULES as ACHIEVEMENT_RULES,
)
from .names import (
    CATEGORY_LABELS as CATEGORY_LABELS,
)
from .names import (
    ENCOUNTER_ROLES as ENCOUNTER_ROLES,
)
from .names import (
    EXPANSION_LABELS as EXPANSION_LABELS,
)
from .names import (
    FAMILY_LABELS as FAMILY_LABELS,
)
from .names import (
    INN_NAMES as INN_NAMES,
)
from .names import (
    STOP_NAMES as STOP_NAMES,
)
from .names import (
    VARIANT_LABELS as VARIANT_LABELS,
)
from .names import (
    a_or_an as a_or_an,
)
from .names import (
    as_words as as_words,
)
from .names import (
    capitalized as capitalized,
)
from .names import (
    card_name as card_name,
)
from .names import (
    card_names as card_names,
)
from .names import (
    encounter_label as encounter_label,
)
from .names import (
    encounter_title as encounter_title,
)
from .names import (
    inn_name as inn_name,
)
from .names import (
    listed as listed,
)
from .names import (
    noun as noun,
)
from .names import (
    number_word as number_word,
)
from .names import (
    ordinal as ordinal,
)
from .names import (
    ordinal_word as ordinal_word,
)
from .names import (
    place as place,
)
from .names import (
    plural as plural,
)
from .names import (
    stop_label as stop_label,
)
from .names import (
    traveller_name as traveller_name,
)
from .names import (
    traveller_title as traveller_title,
)
from .names import (
    victory as victory,
)
from .names import (
    who as who,
)
from .protocols import GameLike
from .state import Traveller

# ---------------------------------------------------------------------------------- Crossroads

OPTION_LABELS: dict[str, str] = {
    "cherry_tree": "cherry tree",
    "bathhouse": "bathhouse",
    "gaming_room": "gaming room",
    "amulet": "amulet",
    "legendary": "legendary object",
    "calligraphy": "calligraphy",
}
"""Each Crossroads option (``data.CROSSROADS_OPTIONS``), in words."""

DIE_FACE_LABELS: dict[str, str] = {"x0": "X", "x1": "×1", "x2": "×2", "x3": "×3", "x4": "×4"}
"""The faces of the fortune die as printed (``data.DIE_KEYS``): X loses the bet."""

BASE_ACTIONS: dict[str, str] = {
    "paddy": "paint the next paddy section",
    "mountain": "paint the next mountain section",
    "sea": "paint the next sea section",
    "hot_spring": "draw a hot spring card",
    "farm": "take the farm's coins",
    "temple": "donate to the temple",
    "village": "look at three souvenirs",
    "encounter": "draw an encounter card",
}
"""What the base action of each kind of stop but an inn does, as a choice names it."""

BOTH_BY: dict[str, str] = {
    "kita": "Kita's power",
    "miyataka": "Miyataka's power",
    "health": "the Health amulet",
}
"""What lets a traveller take both actions of a stop (``StopOption.both``)."""


LEFT_OUT_FOR_COINS: dict[str, str] = {
    "temple": "no coin was left for a donation",
    "village": "no coin was left for souvenirs",
    "bathhouse": "too few coins were left for a bathhouse",
    "gaming_room": "too few coins were left for the gaming room's bet",
    "amulet": "no coin was left for an amulet",
    "legendary": "no legendary object left was within the purse",
    "calligraphy": "no coin was left for a calligraphy",
}
"""Why the second of both actions was left out (a record's ``declined``), by the stop of a base
action or by the Crossroads option: the first left too few coins for it."""

LEFT_OUT_FOR_CARDS: dict[str, str] = {
    "cherry_tree": "no cherry tree was left",
    "bathhouse": "no bathhouse was left",
    "amulet": "no amulet was left",
    "legendary": "no legendary object was left",
    "calligraphy": "no calligraphy was left",
}
"""Why a Crossroads option taken second was left out when its cards had run out."""

SECOND_MAY_BE_LEFT_OUT = "the second may be left out: too few coins after the first"
"""Said on a choice of both actions whose second the purse may not pay for after the first
(``prices.second_may_be_left_out``)."""

NOTHING_WITHIN_PURSE = "no legendary object left is within the purse: nothing would be bought"
"""Said on a choice of the legendary option when none left is within the purse (the online game
lets a traveller choose it all the same, ``data.LEGENDARY_OPTION_WITH_NONE_WITHIN_PURSE``)."""


def left_out_reason(stop: str, declined: str, cards_left: bool) -> str:
    """Why the second of both actions at a ``stop`` was left out: ``declined`` is the record's
    value (``"base"`` or ``"option"``), ``cards_left`` whether the option's cards had not run out.

    >>> left_out_reason("temple", "option", True)
    'no coin was left for an amulet'
    """
    if declined == "base":
        return LEFT_OUT_FOR_COINS.get(stop, "it could not be done")
    option = data.CROSSROADS_OPTIONS[stop]
    if not cards_left and option in LEFT_OUT_FOR_CARDS:
        return LEFT_OUT_FOR_CARDS[option]
    return LEFT_OUT_FOR_COINS.get(option, "it could not be done")


CHOSE_NOTHING: dict[str, str] = {
    "legendary": "option taken, none bought",
    "calligraphy": "option taken, none bought",
    "jirocho bet": "no bet",
}
"""What a count of Crossroads choices (``simulate.crossroads_counts``, whose key is then
``"<choice>:none"``) calls the choice of nothing, by the choice's name."""


def option_action(option: str, rules: Rules = OFFICIAL) -> str:
    """What taking a Crossroads option does, as a choice names it (after "or").

    >>> option_action("gaming_room"), option_action("legendary")
    ('bet 2 coins in the gaming room', 'buy a legendary object')
    """
    actions = {
        "cherry_tree": "take a cherry tree",
        "bathhouse": f"pay {plural(rules.bathhouse_price, 'coin')} for a bathhouse",
        "gaming_room": f"bet {plural(rules.gaming_room_bet, 'coin')} in the gaming room",
        "amulet": "buy an amulet",
        "legendary": "buy a legendary object",
        "calligraphy": "buy a calligraphy",
    }
    return actions[option]


STOP_CHOICE = "At {a_stop}: {base}, or {option}."
"""What a Crossroads stop offers, whole: ``a_stop`` is "a farm", ``base`` and ``option`` say
what the two actions do."""


def stop_choice(space: str, rules: Rules = OFFICIAL) -> str:
    """The two actions a kind of stop offers with Crossroads, in one sentence.

    >>> stop_choice("farm")
    "At a farm: take the farm's coins, or bet 2 coins in the gaming room."
    >>> stop_choice("inn")
    Traceback (most recent call last):
    ...
    ValueError: An inn has no Crossroads option; stops with one: paddy, mountain, sea, \
hot_spring, farm, temple, village, encounter.
    """
    if space not in data.CROSSROADS_OPTIONS:
        raise ValueError(
            f"{capitalized(a_or_an(STOP_NAMES.get(space, space)))} has no Crossroads option; "
            f"stops with one: {', '.join(data.CROSSROADS_OPTIONS)}."
        )
    return STOP_CHOICE.format(
        a_stop=a_or_an(STOP_NAMES[space]),
        base=BASE_ACTIONS[space],
        option=option_action(data.CROSSROADS_OPTIONS[space], rules),
    )


def option_effect(option: str, rules: Rules = OFFICIAL) -> str:
    """One line saying what a Crossroads option does, with the numbers of ``rules``.

    >>> option_effect("cherry_tree")
    '+2 points and +1 coin.'
    >>> option_effect("gaming_room")
    'Bet 2 coins and roll the fortune die: X, ×1, ×2, ×3, ×3 or ×4.'
    """
    effects = {
        "cherry_tree": f"{plural(rules.cherry_tree_points, 'point', sign=True)} and "
        f"{plural(rules.cherry_tree_coins, 'coin', sign=True)}.",
        "bathhouse": f"Pay {plural(rules.bathhouse_price, 'coin')}: "
        f"{plural(rules.bathhouse_points, 'point', sign=True)}; it counts for the Bather.",
        "gaming_room": f"Bet {plural(rules.gaming_room_bet, 'coin')} and roll the fortune die: "
        f"{listed((DIE_FACE_LABELS[f] for f in data.DIE_FACES), 'or')}.",
        "amulet": f"Pay {plural(rules.amulet_price, 'coin')} to the bank for a secret amulet.",
        "legendary": "Buy one legendary object at its price.",
        "calligraphy": f"Pay {plural(rules.calligraphy_price, 'coin')} for a secret calligraphy, "
        "scored at the end.",
    }
    return effects[option]


def amulet_effect(amulet: str, rules: Rules = OFFICIAL) -> str:
    """One line saying what an amulet does and when it is played.

    >>> amulet_effect("hospitality")
    'Your next meal at an inn is free.'
    """
    stake = rules.fortune_stake
    high = max(rules.die_multipliers.values()) * stake
    effects = {
        "vitality": "After a stop that puts you in the lead (not an inn), move again.",
        "fortune": f"Before moving, roll the fortune die: gain 0 to {plural(high, 'coin')}.",
        "health": "At a stop but an inn, take both its actions.",
        "friendship": "Stop on a single space someone holds; you leave first.",
        "hospitality": "Your next meal at an inn is free.",
        "devotion": "The coins of a purchase go to the temple: 1 point each, and they count "
        "in the ranking.",
    }
    return effects[amulet]


def legendary_effect(card: str, rules: Rules = OFFICIAL) -> str:
    """One line saying what a legendary object gives, with its price.

    >>> legendary_effect("murasame")
    '3 coins: 8 points.'
    """
    price = plural(rules.legendary_prices[card], "coin")
    effects = {
        "collection": (
            f"{plural(rules.collection_points, 'point')} per souvenir and legendary object "
            "held, then 1 more for each gained later"
            if rules.later_legendary_bonus
            else f"{plural(rules.collection_points, 'point')} per souvenir and legendary object "
            "held, then 1 more for each souvenir gained later"
        ),
        "fifth_family": f"a fifth souvenir family: a set can score {rules.fifth_set_value}",
        "points": plural(rules.legendary_points, "point"),
    }
    return f"{price}: {effects[data.LEGENDARY[card]]}."


def calligraphy_effect(card: str, rules: Rules = OFFICIAL) -> str:
    """One line saying what a calligraphy scores at the end of the journey.

    >>> calligraphy_effect("patience")
    '6 points if last to arrive at the end, 4 if second to last, 2 otherwise.'
    """
    panorama, tree = rules.contemplation_points
    legendary, souvenir = rules.nostalgia_points
    last, second, other = (tuple(rules.patience_points) + (0, 0, 0))[:3]
    card_points, own = rules.perfection_points
    effects = {
        "foresight": f"{plural(rules.foresight_points, 'point')} per coin left.",
        "contemplation": f"{plural(panorama, 'point')} per completed panorama, {tree} per "
        "cherry tree.",
        "nostalgia": f"{plural(legendary, 'point')} per legendary object, {souvenir} per souvenir.",
        "patience": f"{plural(last, 'point')} if last to arrive at the end, {second} if second to "
        f"last, {other} otherwise.",
        "perfection": f"{plural(card_points, 'point')} per achievement card, {own} per "
        "calligraphy (this one included).",
        "fasting": f"{plural(rules.fasting_points, 'point')} per inn meal not eaten, of "
        f"{data.INN_MEALS}.",
    }
    return effects[card]


# ---------------------------------------------------------------------------------- effects


def encounter_effect(card: str, rules: Rules = OFFICIAL) -> str:
    """One line saying what an encounter card does, with the numbers of ``rules``.

    >>> encounter_effect("samurai"), encounter_effect("takuhatsuso")
    ('+3 points.', 'Pay 1 coin: +4 points.')
    """
    if card in data.ANNAIBITO:
        return f"Take your next {data.ANNAIBITO[card]} section (if complete: another, or none)."
    fee = f"Pay {plural(prices.ENCOUNTER_FEE, 'coin')}"
    effects = {
        "shokunin": "Take the top souvenir of the pile; it scores as if bought.",
        "samurai": f"{plural(rules.samurai_points, 'point', sign=True)}.",
        "kuge": f"{plural(rules.kuge_coins, 'coin', sign=True)}.",
        "miko": "A bank coin joins your temple donations: "
        f"{plural(rules.miko_points, 'point', sign=True)}.",
        "itamae": f"{fee}: draw a meal; a new specialty scores {rules.meal_points}.",
        "kitoushi": f"{fee}: take the next section of a panorama of your choice.",
        "saru": "Draw a hot spring card.",
        "takuhatsuso": f"{fee}: {plural(rules.takuhatsuso_points, 'point', sign=True)}.",
    }
    return effects[card]


def traveller_power(key: str, rules: Rules = OFFICIAL) -> str:
    """A traveller's power in one line, with the numbers of ``rules`` (``data.TRAVELLERS`` has
    the tile as printed, with the official numbers).

    >>> import dataclasses
    >>> traveller_power("kinko", dataclasses.replace(OFFICIAL, kinko_discount=3))
    'Meals cost him 3 coins less.'
    """
    numbered: dict[str, Callable[[Rules], str]] = {
        "kinko": lambda r: f"Meals cost him {plural(r.kinko_discount, 'coin')} less.",
        "mitsukuni": lambda r: (
            f"+{plural(r.mitsukuni_bonus, 'point')} per hot spring card and per achievement card."
        ),
        "umegae": lambda r: (
            f"+{plural(r.umegae_points, 'point')} and "
            f"+{plural(r.umegae_coins, 'coin')} at each encounter."
        ),
        "zen_emon": lambda r: (
            f"Once per village, buys one souvenir for {plural(r.zen_emon_price, 'coin')}."
        ),
        "jirocho": lambda r: (
            "At each of the three inns on the way, may bet "
            f"{plural(r.jirocho_bet, 'coin')} on the fortune die."
        ),
        "nampo": lambda r: (
            f"At each inn, {listed((f'+{n}' for n in r.nampo_points), 'or')} points for a "
            f"{listed(range(1, len(r.nampo_points) + 1), 'or')}-coin meal."
        ),
        "gotozaemon": lambda r: (
            f"+{plural(r.gotozaemon_coins, 'coin')} at each panorama stop, cherry tree included."
        ),
    }
    if key in numbered:
        return numbered[key](rules)
    return data.ALL_TRAVELLERS[key][1]


# ---------------------------------------------------------------------------------- actions


def _label_buy(action: Buy, t: Traveller | None, pending: Decision | None, rules: Rules) -> str:
    if not action.souvenirs:
        return "Buy nothing"
    key = t.key if t else None
    cost = prices.souvenir_cost(action.souvenirs, key, action.one_coin, rules)
    names = " + ".join(card_name(c) for c in action.souvenirs)
    deal = f", {card_name(action.one_coin)} for {rules.zen_emon_price}" if action.one_coin else ""
    if action.devotion:
        deal += f"; Devotion sends {card_name(action.devotion)}'s coins to the temple"
    return f"Buy {names} ({plural(cost, 'coin')}{deal})"


def _label_keep_meal(action: KeepMeal, t, pending: Decision | None, rules: Rules) -> str:
    card = card_name(pending.card) if isinstance(pending, FreeMeal) else "meal"
    return f"Keep the free {card}" if action.kept else f"Refuse the {card}"


def _label_eat(action: Eat, t: Traveller | None, pending, rules: Rules) -> str:
    if action.meal is None:
        return "No meal"
    if action.hospitality:
        return f"Eat {card_name(action.meal)} free (play Hospitality)"
    cost = prices.meal_cost(action.meal, t.key if t else None, rules)
    devotion = ", its coins to the temple (play Devotion)" if action.devotion else ""
    return f"Eat {card_name(action.meal)} ({plural(cost, 'coin')}{devotion})"


def _label_option(action: ChooseOption, t, pending: Decision | None, rules: Rules) -> str:
    if not isinstance(pending, StopOption):
        return repr(action)
    base = capitalized(BASE_ACTIONS[pending.space])
    option = option_action(pending.option, rules)
    labels = {
        "base": base,
        "option": capitalized(option),
        "base_first": f"Both: {base.lower()}, then {option}",
        "option_first": f"Both: {option}, then {base.lower()}",
    }
    label = labels.get(action.choice, repr(action))
    if action.choice in ("base_first", "option_first") and pending.both == "health":
        label += " (play Health)"
    elif action.health:
        label += " (play Health too: it adds nothing, the amulet is spent)"
    if action.devotion:
        label += ", its coin to the temple (play Devotion)"
    return label


def _label_purchase(name: str, price: int, devotion: bool) -> str:
    words = f"Buy {name} ({plural(price, 'coin')}"
    return words + (", to the temple: play Devotion)" if devotion else ")")


def _label_amulet(action: TakeAmulet, t, pending, rules: Rules) -> str:
    if action.amulet is None:
        return "Buy no amulet"
    name = f"the {card_name(action.amulet)} amulet"
    label = _label_purchase(name, rules.amulet_price, action.devotion)
    return label + (" + the bank's coin" if action.bank_coin else "")


_Label = Callable[[Any, Traveller | None, Decision | None, Rules], str]

_ACTION_LABELS_CROSSROADS: dict[type, _Label] = {
    ChooseOption: _label_option,
    TakeAmulet: _label_amulet,
    TakeLegendary: lambda a, t, pending, rules: (
        "Buy no legendary object"
        if a.card is None
        else _label_purchase(card_name(a.card), rules.legendary_prices[a.card], a.devotion)
    ),
    TakeCalligraphy: lambda a, t, pending, rules: (
        "Buy no calligraphy"
        if a.card is None
        else _label_purchase(
            f"the {card_name(a.card)} calligraphy", rules.calligraphy_price, a.devotion
        )
    ),
    PlayAmulet: lambda a, t, pending, rules: (
        (
            f"Keep the {card_name(pending.amulet)} amulet for later"
            if isinstance(pending, AmuletMoment)
            else "Keep the amulet"
        )
        if a.amulet is None
        else f"Play the {card_name(a.amulet)} amulet now"
    ),
    Bet: lambda a, t, pending, rules: (
        f"Bet {plural(rules.jirocho_bet, 'coin')} on the fortune die" if a.bet else "Do not bet"
    ),
}


_ACTION_LABELS: dict[type, Callable[[Any, Traveller | None, Decision | None, Rules], str]] = {
    Move: lambda a, t, pending, rules: (
        f"Stop at {stop_label(a.to)}" + (" (play Friendship)" if a.friendship else "")
    ),
    ChooseTraveller: lambda a, t, pending, rules: f"Keep {card_name(a.traveller)}",
    Donate: lambda a, t, pending, rules: (
        f"Give {plural(a.coins, 'coin')}" + (" + the bank's coin" if a.bank_coin else "")
    ),
    Buy: _label_buy,
    KeepEncounter: lambda a, t, pending, rules: f"Keep {encounter_label(a.card)}",
    TakePanorama: lambda a, t, pending, rules: (
        "Take no panorama card" if a.panorama is None else f"Take a {a.panorama} card"
    ),
    Pay: lambda a, t, pending, rules: (
        f"Pay {plural(prices.ENCOUNTER_FEE, 'coin')}" if a.paid else "Do not pay"
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
            words += f" ({warning})"
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
            return NOTHING_WITHIN_PURSE
    if action.choice in ("base_first", "option_first"):
        first = action.choice.removesuffix("_first")
        if prices.second_may_be_left_out(first, stop.space, t.coins, legendary, game.rules):
            return SECOND_MAY_BE_LEFT_OUT
    return None


# ---------------------------------------------------------------------------------- decisions


@dataclass(frozen=True)
class DecisionWords:
    """What a kind of decision asks, in words: ``task`` follows "must now" ("choose a
    donation"), ``question`` follows "the record does not say" ("how many coins were given")."""

    task: str
    question: str


DECISION_WORDS: dict[str, DecisionWords] = {
    "traveller": DecisionWords("choose a traveller", "which traveller was chosen"),
    "move": DecisionWords("choose where to move", "where the traveller moved"),
    "donate": DecisionWords("choose a donation", "how many coins were given at the temple"),
    "buy": DecisionWords("choose which souvenirs to buy", "which souvenirs were bought"),
    "keep_encounter": DecisionWords(
        "choose which encounter card to keep", "which encounter card Yoshiyasu kept"
    ),
    "panorama": DecisionWords("choose a panorama card", "which panorama card was taken"),
    "pay": DecisionWords(
        "choose whether to pay for the encounter", "whether the encounter's coin was paid"
    ),
    "keep_meal": DecisionWords(
        "choose whether to keep the free meal", "whether Satsuki kept her free meal"
    ),
    "eat": DecisionWords("choose a meal or none", "which meal was eaten"),
    "option": DecisionWords(
        "choose the base action or the Crossroads option",
        "whether the base action or the Crossroads option was taken",
    ),
    "amulet": DecisionWords("choose an amulet or none", "which amulet was bought"),
    "legendary": DecisionWords(
        "choose a legendary object or none", "which legendary object was bought"
    ),
    "calligraphy": DecisionWords("choose a calligraphy or none", "which calligraphy was bought"),
    "play_amulet": DecisionWords(
        "choose whether to play the amulet", "whether the amulet was played"
    ),
    "bet": DecisionWords("choose whether to bet on the fortune die", "whether Jirocho bet"),
}
"""Each kind of decision (``decisions.DECISIONS``) in words."""


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
        return f"{capitalized(who(mover))} is in the lead and played Vitality: they move again."
    road = game.position(mover.index)
    here = game.occupants(road)
    kind = game.kind_at(road)
    if kind == "inn" and mover.progress == 0:
        why = f"at {inn_name(road)}, the last in the line moves first"
    elif len(here) > 1 and kind == "inn":
        if len(here) == len(game.travellers):
            # Nobody is further back than anyone: the order of arrival decides, so say that.
            sentence = (
                f"Every traveller is at {inn_name(road)}, and {who(mover)} arrived there last: "
                "the last to arrive leaves first."
            )
            if mover.neutral and game.to_move is not None:
                mover_of = who(game.travellers[game.to_move])
                sentence += f" {capitalized(mover_of)} moves it, as the player furthest ahead."
            return sentence
        else:  # some have left already: name the ones still waiting
            others = listed(who(game.travellers[i]) for i in here if i != mover.index)
            why = (
                f"it arrived at {inn_name(road)} after {others}, who still "
                f"{'waits' if len(here) == 2 else 'wait'} there, and the last to arrive leaves "
                "first"
            )
    elif len(here) > 1:
        others = ", ".join(who(game.travellers[i]) for i in here if i != mover.index)
        why = f"at {road} it shares the space with {others} and arrived later"
    else:
        spot = f"{road} ({inn_name(road)})" if kind == "inn" else str(road)
        why = f"at {spot}, nobody is further back"
    sentence = f"{capitalized(who(mover))} is furthest behind: {why}."
    if mover.neutral:
        sentence += f" {who(game.travellers[to_move])} moves it, as the player furthest ahead."
    return sentence


def _stops(game: GameLike) -> str:
    return ", ".join(
        f"{road} ({inn_name(road)})" if game.kind_at(road) == "inn" else str(road)
        for road in game.legal_stops()
    )


def _purse(t: Traveller) -> str:
    return plural(t.coins, "coin")


_PANORAMA_REASONS = {
    "hiroshige": "Hiroshige takes a panorama card of his choice",
    "annaibito": "The guide's panorama is complete: another one may be chosen",
    "kitoushi": "Kitoushi gives the next section of a panorama of choice",
}

_SENTENCES: dict[str, Callable[[GameLike, Any, str, Traveller], str]] = {
    "traveller": lambda game, d, Who, t: f"{Who} chooses a traveller: {card_names(d.dealt, 'or')}.",
    "move": lambda game, d, Who, t: f"{move_reason(game)} Stops open: {_stops(game)}.",
    "donate": lambda game, d, Who, t: (
        f"{Who}, at {place(game.position(t.index))}, gives 1 to "
        f"{plural(min(game.rules.max_donation, t.coins), 'coin')} to the temple."
    ),
    "buy": lambda game, d, Who, t: (
        f"{Who}, at {place(game.position(t.index))} with {_purse(t)}, may buy any of the "
        f"souvenirs shown: {', '.join(card_name(c) for c in d.revealed)}."
    ),
    "keep_encounter": lambda game, d, Who, t: (
        f"{Who} drew two encounters and keeps one: {card_names(d.drawn, 'or')}."
    ),
    "panorama": lambda game, d, Who, t: (
        f"{_PANORAMA_REASONS.get(d.reason, 'A panorama card is to be chosen')}. {Who} chooses: "
        f"{', '.join(d.options)}{' or none' if d.may_decline else ''}."
    ),
    "pay": lambda game, d, Who, t: (
        f"{Who}, with {_purse(t)}, may pay {plural(prices.ENCOUNTER_FEE, 'coin')} for "
        f"{card_name(d.card)}, or decline."
    ),
    "keep_meal": lambda game, d, Who, t: (
        f"{Who} receives {card_name(d.card)} for free, and keeps it or refuses it."
    ),
    "eat": lambda game, d, Who, t: (
        f"{Who}, at {place(game.position(t.index))} with {_purse(t)}, may buy one meal: "
        f"{', '.join(card_name(m) for m in d.shown) or 'no meal left'}."
    ),
    "option": lambda game, d, Who, t: (
        f"{Who}, at {place(game.position(t.index))} with {_purse(t)}, chooses: "
        f"{BASE_ACTIONS[d.space] if d.base else 'no base action (panorama complete)'}, or "
        f"{option_action(d.option, game.rules)}{'' if d.open else ' (not open now)'}"
        f"{'; ' + BOTH_BY[d.both] + ' allows both' if d.both else ''}."
    ),
    "amulet": lambda game, d, Who, t: (
        f"{Who}, with {_purse(t)}, may buy an amulet for "
        f"{plural(game.rules.amulet_price, 'coin')}: {card_names(d.offered, 'or') or 'none left'}."
    ),
    "legendary": lambda game, d, Who, t: (
        f"{Who}, with {_purse(t)}, may buy a legendary object: "
        f"{', '.join(f'{card_name(c)} ({game.rules.legendary_prices[c]})' for c in d.offered)}."
    ),
    "calligraphy": lambda game, d, Who, t: (
        f"{Who}, with {_purse(t)}, may buy a calligraphy for "
        f"{plural(game.rules.calligraphy_price, 'coin')}: {card_names(d.offered, 'or')}."
    ),
    "play_amulet": lambda game, d, Who, t: (
        f"{Who} may play the {card_name(d.amulet)} amulet now: "
        f"{amulet_effect(d.amulet, game.rules)}"
    ),
    "bet": lambda game, d, Who, t: (
        f"{Who}, with {_purse(t)}, may bet {plural(d.stake, 'coin')} on the fortune die."
    ),
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
        return f"{capitalized(who(t))} decides ({pending.kind})."
    return sentence(game, pending, capitalized(who(t)), t)


__all__ = [
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
