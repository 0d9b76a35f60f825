"""What the cards, the travellers' powers and the Crossroads options do, in words: an encounter's
effect, a traveller's power, an amulet's, a legendary object's and a calligraphy's effect, the
Crossroads options' labels and the choice at each kind of stop. A number in a sentence comes
from the ``Rules`` given, so a lesson that changes a rule sees its words change.

Split from words.py, which re-exports every name here (``from tokaido_nb.rules.words import
traveller_power`` keeps working) and holds each action's label and each decision's sentence.
"""

from __future__ import annotations

from collections.abc import Callable

from . import data, prices
from .config import OFFICIAL, Rules
from .language import N_, _
from .names import STOP_NAMES, a_or_an, capitalized, listed, plural

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
        coins = plural(rules.bathhouse_price, "coin", as_object=True)
        return _("pay {coins} for a bathhouse").format(coins=coins)
    if option == "gaming_room":
        coins = plural(rules.gaming_room_bet, "coin", as_object=True)
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
