"""What things are worth to the greedy bot, in tables kept between decisions: the souvenir
families' points and gains, the cards a player cannot place, the coins' value along the road,
the temple awards; and the board read once (the kinds of space, the inns ahead).

Split from bots.py, which re-exports its public names; the greedy bot's ``Evaluator``
(evaluator.py) reads them at every decision, so they are kept fast: plain dicts and tuples.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from math import comb
from typing import Any

from ..rules import data
from ..rules.config import Rules
from ..rules.decisions import TwoEncounters
from ..rules.game import Game
from ..rules.scoring import gourmet_total, next_souvenir_points
from ..rules.state import Traveller

STATS: dict[str, Callable[[Traveller], int]] = {
    "souvenirs": lambda t: len(t.souvenirs),
    "hot_springs": lambda t: len(t.hot_springs),
    "encounters": lambda t: len(t.encounters),
    "gourmet": lambda t: gourmet_total(t.meals),
    "paddy": lambda t: t.panoramas["paddy"],
    "mountain": lambda t: t.panoramas["mountain"],
    "sea": lambda t: t.panoramas["sea"],
}
FAMILY = {card: family for card, (family, _) in data.SOUVENIRS.items()}
FAMILY_INDEX = {card: data.FAMILIES.index(family) for card, family in FAMILY.items()}
_SOUVENIR_CARDS = tuple((card, family, price) for card, (family, price) in data.SOUVENIRS.items())
_FAMILY_CARDS: tuple[tuple[str, tuple[tuple[str, int], ...]], ...] = tuple(
    (
        family,
        tuple(sorted(((c, p) for c, f, p in _SOUVENIR_CARDS if f == family), key=lambda cp: cp[1])),
    )
    for family in dict.fromkeys(f for _, f, _ in _SOUVENIR_CARDS)
)
"""Each souvenir family, in the order the box lists them first, with its cards cheapest first
(ties in the box's order)."""


class Kept(dict):
    """Answers kept across decisions and games, shared by every evaluator: a dict that starts
    afresh once it holds ``most`` entries (a game needs a few dozen, a long study meets many,
    and should hold a few megabytes, not tens)."""

    def __init__(self, most: int = 4096) -> None:
        super().__init__()
        self.most = most

    def keep(self, key: Any, value: Any) -> Any:
        """Keep ``value`` under ``key`` (emptied first when full) and return it."""
        if len(self) >= self.most:
            self.clear()
        self[key] = value
        return value


def kept_unseen(game: Game, pile: str, travellers: Sequence[Traveller] | None = None) -> Counter:
    """``game.unseen(pile)``, kept for the hot spring and encounter piles by what it is worked
    out from: the cards of that pile the travellers hold, the two encounters on show to
    Yoshiyasu, and whether New Encounters are in the box. The same few come back decision after
    decision (a card is drawn now and then), so the Counters are shared: not to be changed
    (tests/bots/test_fast_paths.py compares them with ``Game.unseen`` at every decision).
    ``travellers``: ``game.travellers``, when the caller has read them already (a property that
    costs more than passing them on).
    """
    if travellers is None:
        travellers = game.travellers
    held: list[Any] = []  # every traveller's cards of the pile, one after the other
    if pile == "hot_spring":
        for t in travellers:
            held += t.hot_springs
            held += t.other_springs
        key: tuple = (pile, tuple(held))
    elif pile == "encounter":
        for t in travellers:
            held += t.encounters
        pending = game.pending
        shown = pending.drawn if isinstance(pending, TwoEncounters) else ()
        key = (pile, tuple(held), shown, "new_encounters" in game.expansions)
    else:
        return game.unseen(pile)
    left = _UNSEEN.get(key)
    if left is None:
        left = _UNSEEN.keep(key, game.unseen(pile))
    return left


_UNSEEN: Kept = Kept()


def family_gains(souvenirs: tuple[str, ...], bonus: float, rules: Rules) -> dict[str, float]:
    """What one more card of each family of ``data.FAMILIES`` adds to a collection of
    ``souvenirs``: its set points, plus ``bonus`` (the Collector bonus). A traveller's
    collection changes a few times a journey and is valued at most of its decisions, so the
    answers are kept (a dict shared with other evaluators: not to be changed;
    tests/bots/test_fast_paths.py compares ``Evaluator.family_gain`` with
    ``next_souvenir_points`` at every decision)."""
    key = (souvenirs, bonus, rules.set_values, rules.fifth_set_value)
    gains = _FAMILY_GAINS.get(key)
    if gains is None:
        counts: dict[str, int] = {}
        for card in souvenirs:
            family = FAMILY[card]
            counts[family] = counts.get(family, 0) + 1
        points = family_points(counts, rules)
        gains = {f: p + bonus for f, p in zip(data.FAMILIES, points, strict=True)}
        _FAMILY_GAINS.keep(key, gains)
    return gains


_FAMILY_GAINS: Kept = Kept()


def family_points(counts: dict[str, int], rules: Rules) -> tuple[int, ...]:
    """``next_souvenir_points(counts, family, rules)`` of each family of ``data.FAMILIES``, in
    that order, for a collection holding ``counts`` of the four families.

    A few hundred collections come back all the time, so the answers are kept by the counts
    and the two rule numbers they depend on (tests/bots/test_fast_paths.py compares them with
    ``next_souvenir_points``).
    """
    return held_points(tuple([counts.get(family, 0) for family in data.FAMILIES]), rules)


def held_points(held: tuple[int, ...], rules: Rules) -> tuple[int, ...]:
    """``family_points`` of a collection of ``held`` souvenirs of each family of
    ``data.FAMILIES``, in that order (kept: the evaluators ask for a few hundred collections
    again and again; a purchase of several cards asks for one collection after another)."""
    key = (held, rules.set_values, rules.fifth_set_value)
    points = _FAMILY_POINTS.get(key)
    if points is None:
        counts = dict(zip(data.FAMILIES, held, strict=True))
        points = tuple([next_souvenir_points(counts, f, rules) for f in data.FAMILIES])
        _FAMILY_POINTS[key] = points
    return points


_FAMILY_POINTS: dict[tuple, tuple[int, ...]] = {}


def souvenir_pile(out: tuple[str, ...]) -> tuple[dict[str, tuple[int, int]], list]:
    """What the evaluators read of the face-down souvenir pile when the cards ``out`` of it
    are known (held or on show): for each family left, ``(count, cheapest price)``, and
    ``(family, cheapest price, chance that a village's three cards show one)``.

    The same few sets come back decision after decision (a souvenir is bought now and then),
    so the answers are kept (``_PILES``; tests/bots/test_fast_paths.py compares them with the
    card-by-card count), by ``out`` itself: a tuple (in the travellers' order, as the evaluator
    lists them) is quicker to make than a set, and the same cards in another order are only
    worked out again.
    """
    found = _PILES.get(out)
    if found is None:
        known = frozenset(out)
        families: dict[str, tuple[int, int]] = {}
        for family, cards in _FAMILY_CARDS:  # each family's cards cheapest first
            left = [price for card, price in cards if card not in known]
            if left:
                families[family] = (len(left), left[0])
        total = sum(n for n, _ in families.values())
        draws = min(3, total)
        none = comb(total, draws)
        odds = [
            (family, cheapest, 1 - comb(total - n, draws) / none)
            for family, (n, cheapest) in families.items()
        ]
        found = _PILES.keep(out, (families, odds))
    return found


_PILES: Kept = Kept()


def coin_value(
    coins: int,
    gain: int,
    steps: tuple[int, int, float],
    reserve_coin: float,
    comfort_coin: float,
) -> float:
    """``Evaluator.coins_gain`` worked out: the value of ``gain`` more coins (negative: spent)
    for a traveller holding ``coins``, whose coins are worth ``reserve_coin`` each up to the
    first of ``steps`` (reserve, comfort, surplus value), ``comfort_coin`` up to the second,
    and the surplus value above."""
    reserve, comfort, surplus = steps
    low, high = (coins, coins + gain) if gain >= 0 else (coins + gain, coins)
    # Coins of [low, high) below the reserve, between reserve and comfort, and above:
    # max(0, min(high, reserve) - low) and so on, written with conditional expressions
    # (asked at nearly every decision, and the min and max builtins cost several times more).
    first = (high if high < reserve else reserve) - low
    second = (high if high < comfort else comfort) - (low if low > reserve else reserve)
    third = high - (low if low > comfort else comfort)
    value = (
        reserve_coin * (first if first > 0 else 0)
        + comfort_coin * (second if second > 0 else 0)
        + surplus * (third if third > 0 else 0)
    )
    return value if gain >= 0 else -value


COIN_CURVES: Kept = Kept()


def temple_award_gain(donations: tuple[int, ...], index: int, coins: int, rules: Rules) -> int:
    """How much traveller ``index``'s temple award grows when they give ``coins`` more, the
    travellers having given ``donations``. The same few come back decision after decision, so
    the answers are kept (tests/bots/test_fast_paths.py compares them with ``temple_awards``).
    """
    key = (donations, index, coins, rules.temple_awards, rules.temple_other_award)
    gain = _AWARD_GAINS.get(key)
    if gain is None:
        before = _temple_award(donations, index, rules)
        after = list(donations)
        after[index] += coins
        gain = _temple_award(after, index, rules) - before
        _AWARD_GAINS.keep(key, gain)
    return gain


_AWARD_GAINS: Kept = Kept()


def _temple_award(donations: Sequence[int], index: int, rules: Rules) -> int:
    """``temple_awards(donations, rules)[index]``, worked out for one traveller only (the bot
    asks it twice for each temple it values; tests/bots/test_fast_paths.py compares the two)."""
    mine = donations[index]
    if mine <= 0:
        return 0
    place = 1 + len({d for d in donations if d > mine})
    awards = rules.temple_awards
    return awards[place - 1] if place <= len(awards) else rules.temple_other_award


KINDS = tuple([kind for kind, _ in data.BOARD])
"""The kind of stop at each board position (``Game.kind_at``)."""

# Steps walked to reach each inn that serves a meal; the same both ways along the road.
_INN_PROGRESS = tuple(i for i in data.INNS if i != data.KYOTO)
# How many of them lie ahead of each number of steps walked (coin_steps asks at every decision).
INNS_AHEAD = tuple(
    sum(1 for inn in _INN_PROGRESS if inn > progress) for progress in range(data.EDO + 1)
)
