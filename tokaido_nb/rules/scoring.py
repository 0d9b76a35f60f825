"""Scoring as pure functions over plain values, usable alone in a lesson.

The game calls these at the moment points are earned and at the end of the journey; a notebook
calls them directly with lists and numbers. They never look at a ``Game``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .config import OFFICIAL, Rules


def next_souvenir_points(counts: Mapping[str, int], family: str, rules: Rules = OFFICIAL) -> int:
    """Points earned by adding one souvenir of ``family`` to a collection with ``counts``.

    The new card joins the first set that lacks its family: it is that set's card number
    ``1 + (families held more often than this one)``.

    >>> next_souvenir_points({"food": 1, "art": 1}, "clothing")
    5
    """
    mine = counts.get(family, 0)
    place = sum(1 for count in counts.values() if count > mine)
    return rules.set_values[min(place, len(rules.set_values) - 1)]


def souvenir_points(families: Sequence[str], rules: Rules = OFFICIAL) -> int:
    """Points for a collection of souvenirs, given their families in purchase order.

    Each souvenir joins the first set that lacks its family; the 1st to 4th card of a set
    score ``rules.set_values`` (1, 3, 5, 7), so a full set of four is worth 16.

    >>> souvenir_points(["food", "art", "food"])
    5
    >>> souvenir_points(["food", "art", "clothing", "small_object"])
    16
    """
    counts: dict[str, int] = {}
    total = 0
    for family in families:
        total += next_souvenir_points(counts, family, rules)
        counts[family] = counts.get(family, 0) + 1
    return total


def dense_ranks(totals: Sequence[int]) -> list[int]:
    """Dense places for totals that count only when positive: 1 for the best total, the next
    distinct total takes the next place, ties share one; 0 for a total of 0 or less.

    >>> dense_ranks([5, 5, 3, 1, 0])
    [1, 1, 2, 3, 0]
    """
    distinct = sorted({t for t in totals if t > 0}, reverse=True)
    place = {total: i + 1 for i, total in enumerate(distinct)}
    return [place.get(t, 0) if t > 0 else 0 for t in totals]


def temple_awards(donations: Sequence[int], rules: Rules = OFFICIAL) -> list[int]:
    """End-of-journey temple awards for each traveller's total donation.

    Ranks are dense: tied donors share a rank and the next total takes the next rank. The first
    ranks score ``rules.temple_awards`` (10, 7, 4), every other donor scores
    ``rules.temple_other_award`` (2), and a traveller who gave nothing scores nothing.

    >>> temple_awards([5, 5, 3, 1])
    [10, 10, 7, 4]
    >>> temple_awards([4, 0, 1, 1, 2])
    [10, 0, 4, 4, 7]
    """
    awards = []
    for place in dense_ranks(donations):
        if place == 0:
            awards.append(0)
        elif place <= len(rules.temple_awards):
            awards.append(rules.temple_awards[place - 1])
        else:
            awards.append(rules.temple_other_award)
    return awards


def achievement_winners(totals: Sequence[int]) -> list[bool]:
    """Who takes an end-of-journey achievement, given each traveller's total.

    Everyone tied for the best total takes it; a best total of 0 gives it to nobody
    (reference (h) 4).

    >>> achievement_winners([3, 5, 5, 0])
    [False, True, True, False]
    >>> achievement_winners([0, 0])
    [False, False]
    """
    from .data import ZERO_BEST_GIVES_ACHIEVEMENT

    if not totals:
        return []
    best = max(totals)
    if best <= 0 and not ZERO_BEST_GIVES_ACHIEVEMENT:
        return [False] * len(totals)
    return [total == best for total in totals]


def final_ranks(scores: Sequence[int], achievements: Sequence[int]) -> list[int]:
    """Final places (1 = winner): most points, then most achievement cards; still tied, shared.

    >>> final_ranks([70, 70, 65], [2, 3, 1])
    [2, 1, 3]
    >>> final_ranks([70, 70, 65], [2, 2, 1])
    [1, 1, 3]
    """
    keys = [(s, a) for s, a in zip(scores, achievements, strict=True)]
    return [1 + sum(1 for other in keys if other > key) for key in keys]
