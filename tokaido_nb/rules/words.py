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
from .language import N_, _, ngettext, pgettext
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
    achievement_label as achievement_label,
)
from .names import (
    achievement_rule as achievement_rule,
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
    category_label as category_label,
)
from .names import (
    encounter_label as encounter_label,
)
from .names import (
    encounter_role as encounter_role,
)
from .names import (
    encounter_title as encounter_title,
)
from .names import (
    expansion_label as expansion_label,
)
from .names import (
    family_label as family_label,
)
from .names import (
    inn_at as inn_at,
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
    variant_label as variant_label,
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
    "cherry_tree": N_("cherry tree"),
    "bathhouse": N_("bathhouse"),
    "gaming_room": N_("gaming room"),
    "amulet": N_("amulet"),
    "legendary": N_("legendary object"),
    "calligraphy": N_("calligraphy"),
}
"""Each Crossroads option (``data.CROSSROADS_OPTIONS``), in words (``option_label`` says it in
the language spoken now)."""

DIE_FACE_LABELS: dict[str, str] = {"x0": "X", "x1": "×1", "x2": "×2", "x3": "×3", "x4": "×4"}
"""The faces of the fortune die as printed (``data.DIE_KEYS``): X loses the bet."""

BASE_ACTIONS: dict[str, str] = {
    "paddy": N_("paint the next paddy section"),
    "mountain": N_("paint the next mountain section"),
    "sea": N_("paint the next sea section"),
    "hot_spring": N_("draw a hot spring card"),
    "farm": N_("take the farm's coins"),
    "temple": N_("donate to the temple"),
    "village": N_("look at three souvenirs"),
    "encounter": N_("draw an encounter card"),
}
"""What the base action of each kind of stop but an inn does, as a choice names it
(``base_action`` says it in the language spoken now)."""

BOTH_BY: dict[str, str] = {
    "kita": N_("Kita's power"),
    "miyataka": N_("Miyataka's power"),
    "health": N_("the Health amulet"),
}
"""What lets a traveller take both actions of a stop (``StopOption.both``; ``both_by``)."""


LEFT_OUT_FOR_COINS: dict[str, str] = {
    "temple": N_("no coin was left for a donation"),
    "village": N_("no coin was left for souvenirs"),
    "bathhouse": N_("too few coins were left for a bathhouse"),
    "gaming_room": N_("too few coins were left for the gaming room's bet"),
    "amulet": N_("no coin was left for an amulet"),
    "legendary": N_("no legendary object left was within the purse"),
    "calligraphy": N_("no coin was left for a calligraphy"),
}
"""Why the second of both actions was left out (a record's ``declined``), by the stop of a base
action or by the Crossroads option: the first left too few coins for it."""

LEFT_OUT_FOR_CARDS: dict[str, str] = {
    "cherry_tree": N_("no cherry tree was left"),
    "bathhouse": N_("no bathhouse was left"),
    "amulet": N_("no amulet was left"),
    "legendary": N_("no legendary object was left"),
    "calligraphy": N_("no calligraphy was left"),
}
"""Why a Crossroads option taken second was left out when its cards had run out."""

SECOND_MAY_BE_LEFT_OUT = N_("the second may be left out: too few coins after the first")
"""Said on a choice of both actions whose second the purse may not pay for after the first
(``prices.second_may_be_left_out``); translate it where it is shown, ``_(...)``."""

NOTHING_WITHIN_PURSE = N_("no legendary object left is within the purse: nothing would be bought")
"""Said on a choice of the legendary option when none left is within the purse (the online game
lets a traveller choose it all the same, ``data.LEGENDARY_OPTION_WITH_NONE_WITHIN_PURSE``);
translate it where it is shown, ``_(...)``."""


def option_label(option: str) -> str:
    """A Crossroads option in words, in the language spoken now (``OPTION_LABELS``).

    >>> option_label("gaming_room")
    'gaming room'
    """
    return _(OPTION_LABELS[option])


def base_action(kind: str) -> str:
    """What the base action of a kind of stop does, in the language spoken now.

    >>> base_action("farm")
    "take the farm's coins"
    """
    return _(BASE_ACTIONS[kind])


def both_by(key: str) -> str:
    """What lets a traveller take both actions of a stop, in the language spoken now."""
    return _(BOTH_BY[key])


def left_out_reason(stop: str, declined: str, cards_left: bool) -> str:
    """Why the second of both actions at a ``stop`` was left out: ``declined`` is the record's
    value (``"base"`` or ``"option"``), ``cards_left`` whether the option's cards had not run out.

    >>> left_out_reason("temple", "option", True)
    'no coin was left for an amulet'
    """
    if declined == "base":
        reason = LEFT_OUT_FOR_COINS.get(stop)
    else:
        option = data.CROSSROADS_OPTIONS[stop]
        if not cards_left and option in LEFT_OUT_FOR_CARDS:
            reason = LEFT_OUT_FOR_CARDS[option]
        else:
            reason = LEFT_OUT_FOR_COINS.get(option)
    return _(reason) if reason else _("it could not be done")


CHOSE_NOTHING: dict[str, str] = {
    "legendary": N_("option taken, none bought"),
    "calligraphy": N_("option taken, none bought"),
    "jirocho bet": N_("no bet"),
}
"""What a count of Crossroads choices (``simulate.crossroads_counts``, whose key is then
``"<choice>:none"``) calls the choice of nothing, by the choice's name (``chose_nothing``)."""


def chose_nothing(choice: str) -> str:
    """What a count of Crossroads choices calls the choice of nothing, in the language spoken
    now (``CHOSE_NOTHING``)."""
    return _(CHOSE_NOTHING[choice])


def option_action(option: str, rules: Rules = OFFICIAL) -> str:
    """What taking a Crossroads option does, as a choice names it (after "or").

    >>> option_action("gaming_room"), option_action("legendary")
    ('bet 2 coins in the gaming room', 'buy a legendary object')
    """
    if option == "bathhouse":
        coins = plural(rules.bathhouse_price, "coin")
        return _("pay {coins} for a bathhouse").format(coins=coins)
    if option == "gaming_room":
        coins = plural(rules.gaming_room_bet, "coin")
        return _("bet {coins} in the gaming room").format(coins=coins)
    actions = {
        "cherry_tree": _("take a cherry tree"),
        "amulet": _("buy an amulet"),
        "legendary": _("buy a legendary object"),
        "calligraphy": _("buy a calligraphy"),
    }
    return actions[option]


# TRANSLATORS: what a Crossroads stop offers: {base} and {option} say what the two actions do
# ("take the farm's coins", "bet 2 coins in the gaming room"), as infinitives.
STOP_CHOICES: dict[str, str] = {
    "paddy": N_("At a paddy field: {base}, or {option}."),
    "mountain": N_("At a mountain view: {base}, or {option}."),
    "sea": N_("At a sea view: {base}, or {option}."),
    "hot_spring": N_("At a hot spring: {base}, or {option}."),
    "farm": N_("At a farm: {base}, or {option}."),
    "temple": N_("At a temple: {base}, or {option}."),
    "village": N_("At a village: {base}, or {option}."),
    "encounter": N_("At an encounter: {base}, or {option}."),
}
"""What a Crossroads stop offers, whole, one sentence per kind of stop (its place names the
stop with the article and case a language needs); ``base`` and ``option`` say what the two
actions do."""


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
    return _(STOP_CHOICES[space]).format(
        base=base_action(space),
        option=option_action(data.CROSSROADS_OPTIONS[space], rules),
    )


def option_effect(option: str, rules: Rules = OFFICIAL) -> str:
    """One line saying what a Crossroads option does, with the numbers of ``rules``.

    >>> option_effect("cherry_tree")
    '+2 points and +1 coin.'
    >>> option_effect("gaming_room")
    'Bet 2 coins and roll the fortune die: X, ×1, ×2, ×3, ×3 or ×4.'
    """
    if option == "cherry_tree":
        return _("{points} and {coins}.").format(
            points=plural(rules.cherry_tree_points, "point", sign=True),
            coins=plural(rules.cherry_tree_coins, "coin", sign=True),
        )
    if option == "bathhouse":
        return _("Pay {coins}: {points}; it counts for the Bather.").format(
            coins=plural(rules.bathhouse_price, "coin", as_object=True),
            points=plural(rules.bathhouse_points, "point", sign=True),
        )
    if option == "gaming_room":
        # TRANSLATORS: {faces} lists the faces of the fortune die ("X, ×1, ×2, ×3, ×3 or ×4").
        return _("Bet {coins} and roll the fortune die: {faces}.").format(
            coins=plural(rules.gaming_room_bet, "coin"),
            faces=listed((DIE_FACE_LABELS[f] for f in data.DIE_FACES), "or"),
        )
    if option == "amulet":
        return _("Pay {coins} to the bank for a secret amulet.").format(
            coins=plural(rules.amulet_price, "coin", as_object=True)
        )
    if option == "legendary":
        return _("Buy one legendary object at its price.")
    if option == "calligraphy":
        return _("Pay {coins} for a secret calligraphy, scored at the end.").format(
            coins=plural(rules.calligraphy_price, "coin", as_object=True)
        )
    raise KeyError(option)


def amulet_effect(amulet: str, rules: Rules = OFFICIAL) -> str:
    """One line saying what an amulet does and when it is played.

    >>> amulet_effect("hospitality")
    'Your next meal at an inn is free.'
    """
    if amulet == "fortune":
        high = max(rules.die_multipliers.values()) * rules.fortune_stake
        return _("Before moving, roll the fortune die: gain 0 to {coins}.").format(
            coins=plural(high, "coin")
        )
    effects = {
        "vitality": _("After a stop that puts you in the lead (not an inn), move again."),
        "health": _("At a stop but an inn, take both its actions."),
        "friendship": _("Stop on a single space someone holds; you leave first."),
        "hospitality": _("Your next meal at an inn is free."),
        "devotion": _(
            "The coins of a purchase go to the temple: 1 point each, and they count in the ranking."
        ),
    }
    return effects[amulet]


def legendary_effect(card: str, rules: Rules = OFFICIAL) -> str:
    """One line saying what a legendary object gives, with its price.

    >>> legendary_effect("murasame")
    '3 coins: 8 points.'
    """
    price = plural(rules.legendary_prices[card], "coin")
    kind = data.LEGENDARY[card]
    if kind == "collection":
        points = plural(rules.collection_points, "point")
        if rules.later_legendary_bonus:
            text = _(
                "{price}: {points} per souvenir and legendary object held, then 1 more for each "
                "gained later."
            )
        else:
            text = _(
                "{price}: {points} per souvenir and legendary object held, then 1 more for each "
                "souvenir gained later."
            )
        return text.format(price=price, points=points)
    if kind == "fifth_family":
        return _("{price}: a fifth souvenir family: a set can score {value}.").format(
            price=price, value=rules.fifth_set_value
        )
    return _("{price}: {points}.").format(
        price=price, points=plural(rules.legendary_points, "point")
    )


def calligraphy_effect(card: str, rules: Rules = OFFICIAL) -> str:
    """One line saying what a calligraphy scores at the end of the journey.

    >>> calligraphy_effect("patience")
    '6 points if last to arrive at the end, 4 if second to last, 2 otherwise.'
    """
    panorama, tree = rules.contemplation_points
    legendary, souvenir = rules.nostalgia_points
    last, second, other = (tuple(rules.patience_points) + (0, 0, 0))[:3]
    card_points, own = rules.perfection_points
    if card == "foresight":
        return _("{points} per coin left.").format(points=plural(rules.foresight_points, "point"))
    if card == "contemplation":
        return _("{points} per completed panorama, {tree} per cherry tree.").format(
            points=plural(panorama, "point"), tree=tree
        )
    if card == "nostalgia":
        return _("{points} per legendary object, {souvenir} per souvenir.").format(
            points=plural(legendary, "point"), souvenir=souvenir
        )
    if card == "patience":
        return _(
            "{points} if last to arrive at the end, {second} if second to last, {other} otherwise."
        ).format(points=plural(last, "point"), second=second, other=other)
    if card == "perfection":
        return _(
            "{points} per achievement card, {own} per calligraphy (this one included)."
        ).format(points=plural(card_points, "point"), own=own)
    if card == "fasting":
        return _("{points} per inn meal not eaten, of {meals}.").format(
            points=plural(rules.fasting_points, "point"), meals=data.INN_MEALS
        )
    raise KeyError(card)


# ---------------------------------------------------------------------------------- effects


def encounter_effect(card: str, rules: Rules = OFFICIAL) -> str:
    """One line saying what an encounter card does, with the numbers of ``rules``.

    >>> encounter_effect("samurai"), encounter_effect("takuhatsuso")
    ('+3 points.', 'Pay 1 coin: +4 points.')
    """
    if card in data.ANNAIBITO:
        return {
            "paddy": _("Take your next paddy section (if complete: another, or none)."),
            "mountain": _("Take your next mountain section (if complete: another, or none)."),
            "sea": _("Take your next sea section (if complete: another, or none)."),
        }[data.ANNAIBITO[card]]
    fee = plural(prices.ENCOUNTER_FEE, "coin", as_object=True)
    if card == "shokunin":
        return _("Take the top souvenir of the pile; it scores as if bought.")
    if card == "samurai":
        return _("{points}.").format(points=plural(rules.samurai_points, "point", sign=True))
    if card == "kuge":
        return _("{coins}.").format(coins=plural(rules.kuge_coins, "coin", sign=True))
    if card == "miko":
        return _("A bank coin joins your temple donations: {points}.").format(
            points=plural(rules.miko_points, "point", sign=True)
        )
    if card == "itamae":
        return _("Pay {coins}: draw a meal; a new specialty scores {points}.").format(
            coins=fee, points=rules.meal_points
        )
    if card == "kitoushi":
        return _("Pay {coins}: take the next section of a panorama of your choice.").format(
            coins=fee
        )
    if card == "saru":
        return _("Draw a hot spring card.")
    if card == "takuhatsuso":
        return _("Pay {coins}: {points}.").format(
            coins=fee, points=plural(rules.takuhatsuso_points, "point", sign=True)
        )
    raise KeyError(card)


_UNNUMBERED_POWERS = (
    # The powers with no rule number in them, as data.ALL_TRAVELLERS prints them (marked here
    # for the catalog; a test checks that this list and the data agree).
    N_("At each of the three inns on the way, takes a panorama card of his choice."),
    N_("At each of the three inns on the way, draws an encounter."),
    N_("At an encounter draws two cards and keeps one."),
    N_("At each inn receives a free meal from the pile; may refuse it."),
    N_("Buying two or more souvenirs at once, the cheapest is free."),
    N_("At a temple may add a coin from the bank to his donation."),
    N_("At each of the three inns on the way, draws a souvenir card."),
    N_("At a temple may both donate and buy an amulet."),
    N_("At an encounter may both draw a card and buy a calligraphy."),
)


def traveller_power(key: str, rules: Rules = OFFICIAL) -> str:
    """A traveller's power in one line, with the numbers of ``rules`` (``data.TRAVELLERS`` has
    the tile as printed, with the official numbers).

    >>> import dataclasses
    >>> traveller_power("kinko", dataclasses.replace(OFFICIAL, kinko_discount=3))
    'Meals cost him 3 coins less.'
    """
    numbered: dict[str, Callable[[Rules], str]] = {
        "kinko": lambda r: _("Meals cost him {coins} less.").format(
            coins=plural(r.kinko_discount, "coin")
        ),
        "mitsukuni": lambda r: _("{points} per hot spring card and per achievement card.").format(
            points=plural(r.mitsukuni_bonus, "point", sign=True)
        ),
        "umegae": lambda r: _("{points} and {coins} at each encounter.").format(
            points=plural(r.umegae_points, "point", sign=True),
            coins=plural(r.umegae_coins, "coin", sign=True),
        ),
        "zen_emon": lambda r: _("Once per village, buys one souvenir for {coins}.").format(
            coins=plural(r.zen_emon_price, "coin", as_object=True)
        ),
        "jirocho": lambda r: _(
            "At each of the three inns on the way, may bet {coins} on the fortune die."
        ).format(coins=plural(r.jirocho_bet, "coin")),
        # TRANSLATORS: {points} lists the points ("+1, +2 or +3"), {prices} the meal prices in
        # coins ("1, 2 or 3").
        "nampo": lambda r: _("At each inn, {points} points for a {prices}-coin meal.").format(
            points=listed((f"+{n}" for n in r.nampo_points), "or"),
            prices=listed(range(1, len(r.nampo_points) + 1), "or"),
        ),
        "gotozaemon": lambda r: _("{coins} at each panorama stop, cherry tree included.").format(
            coins=plural(r.gotozaemon_coins, "coin", sign=True)
        ),
    }
    if key in numbered:
        return numbered[key](rules)
    return _(data.ALL_TRAVELLERS[key][1])


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


def _label_keep_meal(action: KeepMeal, t, pending: Decision | None, rules: Rules) -> str:
    if isinstance(pending, FreeMeal):
        card = card_name(pending.card)
        if action.kept:
            return _("Keep the free {meal}").format(meal=card)
        return _("Refuse the {meal}").format(meal=card)
    return _("Keep the free meal") if action.kept else _("Refuse the meal")


def _label_eat(action: Eat, t: Traveller | None, pending, rules: Rules) -> str:
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


def _label_option(action: ChooseOption, t, pending: Decision | None, rules: Rules) -> str:
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


def _label_amulet(action: TakeAmulet, t, pending, rules: Rules) -> str:
    if action.amulet is None:
        return _("Buy no amulet")
    if action.devotion:
        template = _("Buy the {card} amulet ({coins}, to the temple: play Devotion)")
    else:
        template = _("Buy the {card} amulet ({coins})")
    label = _label_purchase(template, action.amulet, rules.amulet_price, action.devotion)
    return _("{label} + the bank's coin").format(label=label) if action.bank_coin else label


def _label_legendary(action: TakeLegendary, t, pending, rules: Rules) -> str:
    if action.card is None:
        return _("Buy no legendary object")
    if action.devotion:
        template = _("Buy {card} ({coins}, to the temple: play Devotion)")
    else:
        template = _("Buy {card} ({coins})")
    return _label_purchase(
        template, action.card, rules.legendary_prices[action.card], action.devotion
    )


def _label_calligraphy(action: TakeCalligraphy, t, pending, rules: Rules) -> str:
    if action.card is None:
        return _("Buy no calligraphy")
    if action.devotion:
        template = _("Buy the {card} calligraphy ({coins}, to the temple: play Devotion)")
    else:
        template = _("Buy the {card} calligraphy ({coins})")
    return _label_purchase(template, action.card, rules.calligraphy_price, action.devotion)


def _label_play_amulet(action: PlayAmulet, t, pending, rules: Rules) -> str:
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


def _label_move(action: Move, t, pending, rules: Rules) -> str:
    if action.friendship:
        return _("Stop at {stop} (play Friendship)").format(stop=stop_label(action.to))
    return _("Stop at {stop}").format(stop=stop_label(action.to))


def _label_donate(action: Donate, t, pending, rules: Rules) -> str:
    coins = plural(action.coins, "coin", as_object=True)
    if action.bank_coin:
        return _("Give {coins} + the bank's coin").format(coins=coins)
    return _("Give {coins}").format(coins=coins)


def _label_panorama(action: TakePanorama, t, pending, rules: Rules) -> str:
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
