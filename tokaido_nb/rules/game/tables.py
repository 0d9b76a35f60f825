"""The tables and small helpers the rooms of ``Game`` share: the piles' names, the actions kept
ready (one ``Move`` per board position, ...), the spaces ahead of each step of the road, the
cards of the box, and ``copy_plain`` for a turn of the record.

Seams: plain values and functions; imports only the rules' lower modules, no room of the game.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from .. import data
from ..actions import (
    Bet,
    Buy,
    ChooseTraveller,
    Donate,
    Eat,
    KeepMeal,
    Move,
    Pay,
    TakePanorama,
)
from ..decisions import (
    AmuletShop,
    CalligraphyShop,
    NextStop,
    StopOption,
    TempleOffering,
)
from ..frozen import FrozenDict, FrozenList
from ..state import Traveller

PILES = ("souvenir", "meal", "hot_spring", "encounter", "discard", "die")
"""Chance channels that ``name_draws`` accepts: the four card piles, the card the neutral
traveller's player discards at random from an inn's hand, and the face the fortune die shows
(Crossroads: ``"x0"`` ... ``"x4"``, ``data.DIE_KEYS``)."""


CROSSROADS_PILES = ("cherry_tree", "bathhouse", "legendary", "amulet", "calligraphy")
"""The Crossroads cards left, as piles of ``Game.piles`` in a game with the expansion: a
traveller chooses from them (nothing is drawn at random), so they are kept sorted."""


MAX_DECISIONS = 5_000
"""No journey takes more decisions: at most 54 moves per traveller, each followed by a few
decisions. A loop that plays a game to its end stops there, so that a policy or a rule that
loops fails loudly instead of hanging a study or a widget."""


KEPT = object()
"""An undo entry's mark for a part its action did not change."""


def own_last_turn(turns: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A new list of the turns whose last turn is a copy: the one a game may still write in."""
    if not turns:
        return []
    return [*turns[:-1], copy_plain(turns[-1])]


SCALARS = frozenset({str, int, bool, float, type(None)})


def copy_plain(value: Any) -> Any:
    """A deep copy of plain JSON-like values (dicts, lists, tuples of numbers and strings),
    several times faster than ``copy.deepcopy`` on a turn of the record."""
    kind = type(value)
    if kind in SCALARS:
        return value
    if kind is dict or kind is FrozenDict:  # a game's read-only dicts and lists: made plain
        return {k: v if type(v) in SCALARS else copy_plain(v) for k, v in value.items()}
    if kind is list or kind is FrozenList:
        return [v if type(v) in SCALARS else copy_plain(v) for v in value]
    if kind is tuple:
        return tuple(v if type(v) in SCALARS else copy_plain(v) for v in value)
    raise TypeError(f"not a plain value: {value!r}")


# Actions are small frozen values: one per board position serves every legal list of moves,
# and so on for the actions asked most often.
MOVES: tuple[Move, ...] = tuple(Move(road) for road in range(data.ROAD_LENGTH))
EAT_NOTHING = Eat(None)
EAT: dict[str, Eat] = {meal: Eat(meal) for meal in data.MEALS}
PAY = {paid: Pay(paid) for paid in (False, True)}
KEEP_MEAL = {kept: KeepMeal(kept) for kept in (False, True)}
BET = {bet: Bet(bet) for bet in (False, True)}
CHOOSE = {key: ChooseTraveller(key) for key in data.ALL_TRAVELLERS}
DONATE = {(coins, bank): Donate(coins, bank) for coins in range(4) for bank in (False, True)}
"""Every donation the rules allow (``Rules.max_donation`` is at most 3)."""
TAKE_PANORAMA = {panorama: TakePanorama(panorama) for panorama in (None, *data.PANORAMAS)}


BUYS: dict[tuple[str, ...], tuple[Buy, int]] = {}
"""Each purchase met so far (souvenirs in the order shown), with its ``Buy`` and the coins it
asks (its printed price): ``Game._legal_buy`` for a traveller but Zen-emon, with no Devotion.
At most 12,721 keys for the 24 souvenirs of the box, none to three at a time."""


def purchases(revealed: tuple[str, ...]) -> list[tuple[str, ...]]:
    """Every set of the ``revealed`` souvenirs that holds no card twice, each in the order
    shown, the sets sorted (``Game._legal_buy`` lists them in that order)."""
    if len(revealed) == 3:
        a, b, c = revealed
        if a != b != c != a:  # three cards, as a village shows them: the sets written out
            chosen = [(), (a,), (b,), (c,), (a, b), (a, c), (b, c), (a, b, c)]
            chosen.sort()
            return chosen
    sizes = range(len(revealed) + 1)
    chosen = list(
        itertools.chain.from_iterable(map(itertools.combinations, [revealed] * len(sizes), sizes))
    )
    if len(set(revealed)) < len(revealed):  # a card shown twice (no pile deals one twice)
        chosen = [cards for cards in chosen if len(set(cards)) == len(cards)]
    chosen.sort()
    return chosen


def spaces_ahead(
    reverse: bool, doubles: bool
) -> tuple[tuple[tuple[int, int, str, bool, int], ...], ...]:
    """For each number of steps walked: the spaces up to the next inn, as (steps walked, board
    position, kind, double, room), nearest first (``Game._legal_move`` reads them every move).

    ``room`` is how many travellers may stand on the space before it is full: 2 on a double
    space when second slots are used (``doubles``, 4 or 5 players), 1 on any other, and more
    than any table holds on an inn, which is never full.
    """
    inns = sorted(data.EDO - i if reverse else i for i in data.INNS)
    table = []
    for start in range(data.ROAD_LENGTH):
        end = next((inn for inn in inns if inn > start), data.EDO)
        spaces = []
        for progress in range(start + 1, end + 1):
            road = data.EDO - progress if reverse else progress
            kind, double = data.BOARD[road]
            room = INN_ROOM if kind == "inn" else 2 if double and doubles else 1
            spaces.append((progress, road, kind, double, room))
        table.append(tuple(spaces))
    return tuple(table)


def open_spaces(
    reverse: bool, doubles: bool, progress: int, closed: tuple[str, ...]
) -> tuple[dict[int, tuple[int, int]], list[Move], int]:
    """The spaces ahead of ``progress`` (``AHEAD``) of a kind not ``closed``: the moves to
    them in the order a legal list gives them; by steps walked, the place of the space's move in
    that list and the room of the space; and the steps walked at the next inn (where the spaces
    ahead end). Kept, as the same few come back move after move
    (tests/playouts/test_fast_paths.py compares ``Game._legal_move`` with
    ``prices.stop_blocked`` asked space by space)."""
    key = (reverse, doubles, progress, closed)
    found = OPEN_SPACES.get(key)
    if found is None:
        ahead = AHEAD[reverse, doubles][progress]
        moves: list[Move] = []
        spaces: dict[int, tuple[int, int]] = {}
        # One plain loop: every game meets a few hundred keys first, each worked out here.
        for steps, road, kind, _, room in reversed(ahead) if reverse else ahead:
            if kind not in closed:  # legal lists go along the board, from Kyoto to Edo
                spaces[steps] = (len(moves), room)
                moves.append(MOVES[road])
        inn = ahead[-1][0] if ahead else progress
        found = OPEN_SPACES[key] = (spaces, moves, inn)
    return found


OPEN_SPACES: dict[tuple[Any, ...], tuple[dict[int, tuple[int, int]], list[Move], int]] = {}
"""``open_spaces`` kept: at most 2 x 2 x 55 x 32 keys (ways, doubles, progress, kinds closed)."""

INN_ROOM = 99
"""The room of an inn in ``spaces_ahead``: more travellers than any game has."""

AHEAD = {
    (reverse, doubles): spaces_ahead(reverse, doubles)
    for reverse in (False, True)
    for doubles in (False, True)
}
"""``spaces_ahead`` both ways along the road (the return trip walks it from Edo), with second
slots on double spaces and without."""
NEXT_STOP = NextStop()
TEMPLE_OFFERING = TempleOffering()
VITALITY_STOP = NextStop(vitality=True)

PILE_CARDS: dict[str, frozenset[Any]] = {
    "souvenir": frozenset(data.SOUVENIRS),
    "meal": frozenset(data.MEALS),
    "hot_spring": frozenset(set(data.HOT_SPRINGS)),
    "encounter": frozenset(data.ENCOUNTERS) | frozenset(data.NEW_ENCOUNTERS),
    "discard": frozenset(data.MEALS),
    "die": frozenset(data.DIE_KEYS),
}
BOTH = ("base_first", "option_first")
PARTS = {
    "base": ("base",),
    "option": ("option",),
    "base_first": ("base", "option"),
    "option_first": ("option", "base"),
}
"""The actions each answer of a ``StopOption`` takes, in order."""


def option_choices(stop: StopOption) -> list[str]:
    """The answers a ``StopOption`` allows (``ChooseOption.choice``)."""
    choices = []
    if stop.base:
        choices.append("base")
    if stop.open:
        choices.append("option")
    if stop.both is not None:
        # An order whose first action is closed now would be the other action alone (and spend
        # Health for nothing). The second may be closed now: the first can pay for it (a farm's
        # coins for the gaming room's bet, as online: record 107297270, turn 57).
        if stop.base:
            choices.append("base_first")
        if stop.open:
            choices.append("option_first")
    return choices


CROSSROADS_BOX: dict[str, list[str]] = {
    "cherry_tree": ["cherry_tree"] * data.CROSSROADS_COPIES["cherry_tree"],
    "bathhouse": ["bathhouse"] * data.CROSSROADS_COPIES["bathhouse"],
    "legendary": sorted(data.LEGENDARY) * data.CROSSROADS_COPIES["legendary"],
    "amulet": sorted(data.AMULETS) * data.CROSSROADS_COPIES["amulet"],
    "calligraphy": sorted(data.CALLIGRAPHIES) * data.CROSSROADS_COPIES["calligraphy"],
}
"""Every Crossroads card in play (``data.CROSSROADS_COPIES``), as the piles start."""

BOX: dict[str, Counter[Any]] = {
    "souvenir": Counter(data.SOUVENIRS.keys()),
    "meal": Counter({meal: copies for meal, (_, copies) in data.MEALS.items()}),
    "hot_spring": Counter(data.HOT_SPRINGS),
    "encounter": Counter(data.ENCOUNTERS),
}
"""Every card of each pile in the box (the New Encounters are added when played)."""

SHOPS: dict[str, type] = {"amulet": AmuletShop, "calligraphy": CalligraphyShop}
"""The decision that shows a secret Crossroads stack to the traveller choosing from it."""

SECRET_HELD: dict[str, Callable[[Traveller], Sequence[Any]]] = {
    "amulet": lambda t: t.amulets,
    "calligraphy": lambda t: t.calligraphies,
}
"""The secret Crossroads cards a traveller holds."""

HELD: dict[str, Callable[[Traveller], Sequence[Any]]] = {
    "souvenir": lambda t: t.souvenirs,
    "meal": lambda t: t.meals,
    "hot_spring": lambda t: t.hot_springs + t.other_springs,
    "encounter": lambda t: t.encounters,
}
"""The cards of each pile a traveller holds."""
