"""What things cost a traveller, and what a stop asks of one before they may stop there.

The printed prices are in data.py and the rule numbers (Kinko's discount, Zen-emon's price) in
``Rules``; this module applies the travellers' powers to them, so that the game, its refusals,
the bots and the button labels agree on every price. A new price (an expansion's bathhouse or
amulet) is one more entry or function here.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from . import data
from .config import OFFICIAL, Rules
from .state import Traveller

COINS_TO_STOP: dict[str, int] = {"village": 1, "temple": 1}
"""Coins a traveller must hold to stop at a kind of space (reference (a): a village with no coin
to spend, a temple with no coin to give are closed); other kinds ask for none."""

ENCOUNTER_FEE = 1
"""The coin a New Encounter (Itamae, Kitoushi, Takuhatsuso) asks for (reference (b))."""


def souvenir_cost(
    souvenirs: Sequence[str],
    traveller: str | None = None,
    one_coin: str | None = None,
    rules: Rules = OFFICIAL,
) -> int:
    """Coins paid for buying ``souvenirs`` at once: Sasayakko gets the cheapest free when she
    buys two or more, Zen-emon pays ``rules.zen_emon_price`` for his ``one_coin`` card.

    >>> souvenir_cost(["koma", "ukiyoe"]), souvenir_cost(["koma", "ukiyoe"], "sasayakko")
    (4, 3)
    >>> souvenir_cost(["koma", "ukiyoe"], "zen_emon", one_coin="ukiyoe")
    2
    """
    prices = [data.SOUVENIRS[card][1] for card in souvenirs]
    total = sum(prices)
    if one_coin is not None:
        total += rules.zen_emon_price - data.SOUVENIRS[one_coin][1]
    if traveller == "sasayakko" and len(prices) >= 2:
        total -= min(prices)
    return total


def coins_to_buy(
    souvenirs: Sequence[str],
    traveller: str | None = None,
    one_coin: str | None = None,
    rules: Rules = OFFICIAL,
) -> int:
    """Coins a traveller must hold to buy ``souvenirs``: their cost, except that Sasayakko must
    hold the full printed price though the cheapest card is then free (reference (c), English
    rulebook: "She must have the coins on hand to pay for all Souvenirs").

    >>> coins_to_buy(["koma", "ukiyoe"], "sasayakko")
    4
    """
    if traveller == "sasayakko":
        return sum(data.SOUVENIRS[card][1] for card in souvenirs)
    return souvenir_cost(souvenirs, traveller, one_coin, rules)


def meal_cost(meal: str, traveller: str | None = None, rules: Rules = OFFICIAL) -> int:
    """Coins paid for a meal: its printed price, ``rules.kinko_discount`` less for Kinko.

    >>> meal_cost("dango"), meal_cost("dango", "kinko"), meal_cost("unagi", "kinko")
    (1, 0, 2)
    """
    price = data.MEALS[meal][0]
    if traveller == "kinko":
        price -= rules.kinko_discount
    return max(0, price)


def coins_to_stop(kind: str, traveller: str | None = None) -> int:
    """Coins a traveller must hold to stop at a space of ``kind`` (``COINS_TO_STOP``); Hirotada
    needs none at a temple unless ``data.HIROTADA_NEEDS_OWN_COIN`` (reference (h) 3).

    >>> coins_to_stop("village"), coins_to_stop("farm"), coins_to_stop("temple", "hirotada")
    (1, 0, 1)
    """
    if kind == "temple" and traveller == "hirotada" and not data.HIROTADA_NEEDS_OWN_COIN:
        return 0
    return COINS_TO_STOP.get(kind, 0)


def stop_blocked(
    traveller: Traveller,
    kind: str,
    double: bool,
    here: int,
    doubles_open: bool,
    cherry_tree: bool = False,
) -> str | None:
    """Why ``traveller`` may not stop on a space (a rule id of the checklist), or None if it may.

    ``kind`` and ``double`` describe the space, ``here`` is how many travellers stand on it
    already, and ``doubles_open`` whether second slots are used (4 or 5 players); ``cherry_tree``
    whether a Crossroads cherry tree can be taken there, which keeps a completed panorama's
    space open (``data.COMPLETED_PANORAMA_CLOSES_CHERRY_TREE``). Inns are never closed. Whether
    the space lies before the next inn is the game's question.
    """
    if kind == "inn":
        return None
    if here >= (2 if double and doubles_open else 1):
        if here == 1 and double:
            return "road.doubles"
        return "road.occupied"
    if traveller.neutral:
        return None
    if kind in COINS_TO_STOP and traveller.coins < coins_to_stop(kind, traveller.key):
        return f"road.{kind}_coin"  # road.village_coin, road.temple_coin
    if kind in data.PANORAMAS and traveller.completed(kind):
        if not cherry_tree or data.COMPLETED_PANORAMA_CLOSES_CHERRY_TREE:
            return "road.panorama_closed"
    return None


def closed_kinds(traveller: Traveller, cherry_tree: bool = False) -> tuple[str, ...]:
    """The kinds of stop that ``stop_blocked`` closes to ``traveller`` whatever stands on them:
    a village or a temple it cannot pay for, a panorama it has completed. Any other space is
    open to it while it has room.

    ``Game._legal_move`` asks this once per move instead of ``stop_blocked`` for each space
    ahead (tests/rules/test_prices.py checks that the two agree).

    >>> from .state import Traveller
    >>> poor = Traveller(0, "Ann", "kinko")
    >>> closed_kinds(poor)
    ('village', 'temple')
    """
    if traveller.neutral:
        return ()
    closed: tuple[str, ...] = ()
    if traveller.coins < _MOST_COINS_TO_STOP:  # else every stop is paid for
        closed = tuple(
            kind for kind in COINS_TO_STOP if traveller.coins < coins_to_stop(kind, traveller.key)
        )
    if not cherry_tree or data.COMPLETED_PANORAMA_CLOSES_CHERRY_TREE:
        # Traveller.completed, read in place: asked at every move. The read-only dict copied
        # into a plain one first: three reads of a dict subclass cost more than the copy.
        held, lengths = dict(traveller.panoramas), traveller.rules.panorama_lengths
        for kind in data.PANORAMAS:
            if held[kind] >= lengths[kind]:
                closed += (kind,)
    return closed


_MOST_COINS_TO_STOP = max(COINS_TO_STOP.values())


# ---------------------------------------------------------------------------------- Crossroads
def option_coins(option: str, rules: Rules = OFFICIAL) -> int:
    """Coins a traveller must hold to take a Crossroads option (reference (e)): the bathhouse's
    price, the gaming room's bet, an amulet's or a calligraphy's price; a cherry tree is free,
    and a legendary object may be chosen with none then within the purse (the online game
    allows it: records 101769046 turn 74, 140206956 turn 79).

    >>> option_coins("gaming_room"), option_coins("cherry_tree"), option_coins("legendary")
    (2, 0, 0)
    """
    needed = {
        "bathhouse": rules.bathhouse_price,
        "gaming_room": rules.gaming_room_bet,
        "amulet": rules.amulet_price,
        "calligraphy": rules.calligraphy_price,
    }
    return needed.get(option, 0)


def legendary_cost(card: str, rules: Rules = OFFICIAL) -> int:
    """The price of a legendary object (``rules.legendary_prices``).

    >>> legendary_cost("shodo"), legendary_cost("masamune")
    (1, 3)
    """
    return rules.legendary_prices[card]


def devotion_coins(
    card: str,
    souvenirs: Sequence[str],
    traveller: str | None = None,
) -> int:
    """Coins the Devotion amulet sends to the temple for one souvenir of a purchase: its price,
    nothing for the card Sasayakko gets free (the cheapest; where two cards tie for it, the other
    one is the free one). Zen-emon's one-coin card sends its printed price all the same: the
    online game does so (record 113223508, turn 76: he pays 1 coin for Sake, Devotion sends 2).

    >>> devotion_coins("ukiyoe", ["koma", "ukiyoe"])
    3
    >>> devotion_coins("koma", ["koma", "ukiyoe"], "sasayakko")
    0
    """
    price = data.SOUVENIRS[card][1]
    if traveller == "sasayakko" and len(souvenirs) >= 2:
        others = [data.SOUVENIRS[other][1] for other in souvenirs if other != card]
        if price < min(others):
            return 0
    return price


def friendship_blocked(
    traveller: Traveller,
    kind: str,
    double: bool,
    here: int,
    doubles_open: bool,
    cherry_tree: bool = False,
) -> str | None:
    """Why ``traveller`` may not stop on a space with the Friendship amulet, or None if it may
    (its other conditions, a coin for a village, a panorama not complete, still hold).

    Friendship shares a single space held by one traveller; a double space with a slot free
    needs no amulet, a full one none opens; with 2 or 3 players a double space has one slot and
    counts as single (``data.FRIENDSHIP_ON_ONE_SLOT_DOUBLES``).
    """
    if kind == "inn":
        return "cross.amulet_friendship"
    single = not double or (not doubles_open and data.FRIENDSHIP_ON_ONE_SLOT_DOUBLES)
    if here != 1 or not single:
        return "cross.amulet_friendship"
    return stop_blocked(traveller, kind, double, 0, doubles_open, cherry_tree)


def second_may_be_left_out(
    first: str,
    stop: str,
    coins: int,
    legendary: Iterable[str] = (),
    rules: Rules = OFFICIAL,
) -> bool:
    """Whether, taking both actions of a Crossroads ``stop`` with ``first`` (``"base"`` or
    ``"option"``) first, the purse may hold too few coins for the second once the first is done
    at its cheapest: a donation of 1 coin, the cheapest souvenir, the option's price or bet
    (``legendary``: the objects left, for their cheapest price). A learner is told so before
    choosing; the game leaves the second out when its turn comes (the record's ``declined``).

    >>> second_may_be_left_out("base", "temple", 1)  # a donation, then an amulet: 1 + 1 coins
    True
    >>> second_may_be_left_out("base", "farm", 0)  # the farm's coins pay the gaming room's bet
    False
    """
    option = data.CROSSROADS_OPTIONS[stop]
    option_cost = option_coins(option, rules)
    if option == "legendary":
        option_cost = min((legendary_cost(card, rules) for card in legendary), default=0)
    base_cost = COINS_TO_STOP.get(stop, 0)  # a donation or a souvenir: 1 coin at the least
    gains = {"farm": rules.farm_coins, "cherry_tree": rules.cherry_tree_coins}
    if first == "base":
        left, needed = coins - base_cost + gains.get(stop, 0), option_cost
    else:
        left, needed = coins - option_cost + gains.get(option, 0), base_cost
    return needed > 0 and left < needed


TEMPLE_SPACES = sum(1 for kind, _ in data.BOARD if kind == "temple")
"""The temple spaces of the road (6)."""


def most_temple_coins(rules: Rules = OFFICIAL) -> int:
    """The most coins one traveller can put in the temple in a journey without Crossroads (whose
    Devotion amulet has no such bound): the most at every temple, Hirotada's bank coin at each,
    both Miko cards and Takuhatsuso's coin where it goes to the temple.

    >>> most_temple_coins()
    26
    """
    per_temple = rules.max_donation + 1  # Hirotada adds the bank's coin
    encounters = data.ENCOUNTERS["miko"] + (1 if data.TAKUHATSUSO_COIN_TO_TEMPLE else 0)
    return TEMPLE_SPACES * per_temple + encounters
