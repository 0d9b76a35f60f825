"""Scoring as pure functions over plain values, usable alone in a lesson.

``score_journey`` is the one way points are counted: from what each traveller holds
(``Holdings``) to the points of every category of ``CATEGORIES``, the achievement cards and the
temple awards. The game, the score sheet and the widgets all call it; the small functions it is
made of (``souvenir_points``, ``temple_awards``, ...) are for a lesson to call with lists and
numbers. Nothing here looks at a ``Game``.
"""

from __future__ import annotations

import numbers
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import cast

from . import data
from .config import OFFICIAL, Rules
from .language import N_, _
from .names import listed

CATEGORIES = (
    "panoramas",
    "cherry_trees",
    "souvenirs",
    "legendary",
    "hot_springs",
    "bathhouses",
    "meals",
    "encounters",
    "calligraphies",
    "donations",
    "traveller",
    "achievements",
    "temple",
)
"""Score categories, in the order a score sheet lists them.

``donations`` is the point per coin given at temples (Miko's and Hirotada's bank coins
included, and Crossroads' Devotion coins); ``temple`` is the end-of-journey award for the temple
ranking; ``traveller`` holds the points a traveller's power gives (Mitsukuni, Umegae, Nampo).
The Crossroads categories (``CROSSROADS_CATEGORIES``) stay at 0 in a game without it:
``souvenirs`` holds the points of Buppatsu and Ema too (a fifth souvenir family), ``legendary``
those of Shodo, Emaki, Murasame and Masamune, and ``calligraphies`` is scored at the end only.
"""

CROSSROADS_CATEGORIES = ("cherry_trees", "legendary", "bathhouses", "calligraphies")
"""The categories only the Crossroads expansion fills (a chart may leave them out otherwise)."""


def categories_scored(breakdowns: Iterable[Mapping[str, float]]) -> list[str]:
    """The categories a table or a chart of these breakdowns lists: every one of the base game,
    and a Crossroads one only where some breakdown scores in it (so a base game shows none).

    >>> categories_scored([{"cherry_trees": 0}]) == [
    ...     c for c in CATEGORIES if c not in CROSSROADS_CATEGORIES
    ... ]
    True
    >>> "cherry_trees" in categories_scored([{"cherry_trees": 2}])
    True
    """
    scored = {c for b in breakdowns for c in CROSSROADS_CATEGORIES if b.get(c)}
    return [c for c in CATEGORIES if c not in CROSSROADS_CATEGORIES or c in scored]


END_GAME_ACHIEVEMENTS = ("gourmet", "collector", "bather", "chatterbox")
"""The achievements decided at the end of the journey, in the order a score sheet lists them."""


# The four families, and the fifth that Crossroads' Buppatsu and Ema bring.
_FAMILIES = frozenset(data.FAMILIES) | {data.FIFTH_FAMILY}


def check_family(family: object) -> str:
    """``family`` if it is one of the four souvenir families (or Crossroads' fifth,
    ``"legendary"``); otherwise a ``ValueError`` that lists the four (a miscased name is not
    quietly taken for another family).

    >>> check_family("food")
    'food'
    >>> check_family("Food")
    Traceback (most recent call last):
    ...
    ValueError: 'Food' is not a souvenir family (did you mean 'food'? families are written in \
lower case); the four families are small_object, food, clothing and art.
    """
    if family in _FAMILIES:
        return family
    known = listed(data.FAMILIES)
    if isinstance(family, str):
        key = family.strip().lower().replace(" ", "_").replace("-", "_")
        key = {"small_objects": "small_object", "arts": "art", "foods": "food"}.get(key, key)
        if key in _FAMILIES:
            raise ValueError(
                # TRANSLATORS: {family} and {key} are Python values; {known} lists the families'
                # keys (small_object, food, clothing and art), which stay English.
                _(
                    "{family} is not a souvenir family (did you mean {key}? families are written "
                    "in lower case); the four families are {known}."
                ).format(family=repr(family), key=repr(key), known=known)
            )
    raise ValueError(
        _("{family} is not a souvenir family; the four families are {known}.").format(
            family=repr(family), known=known
        )
    )


def check_counts(values: Sequence[object], what: str) -> list[int]:
    """``values`` as a list if each is a whole number of 0 or more; otherwise a ``ValueError``
    naming the first wrong one (``what`` says what the numbers count).

    >>> check_counts([3, 0], "coins given")
    [3, 0]
    >>> check_counts([3, -1], "coins given")
    Traceback (most recent call last):
    ...
    ValueError: coins given must be whole numbers of 0 or more: -1 (number 2 of [3, -1]) is not.
    """
    values = list(values)
    for place, value in enumerate(values, start=1):
        if isinstance(value, bool) or not isinstance(value, numbers.Integral) or value < 0:
            raise ValueError(
                # TRANSLATORS: {what} says what the numbers count ("Coins given at temples").
                _(
                    "{what} must be whole numbers of 0 or more: {value} (number {place} of "
                    "{values}) is not."
                ).format(what=_(what), value=repr(value), place=place, values=values)
            )
    return cast("list[int]", values)  # each checked a whole number above


def next_souvenir_points(counts: Mapping[str, int], family: str, rules: Rules = OFFICIAL) -> int:
    """Points earned by adding one souvenir of ``family`` to a collection with ``counts``.

    The new card joins the first set that lacks its family: it is that set's card number
    ``1 + (families held more often than this one)``.

    >>> next_souvenir_points({"food": 1, "art": 1}, "clothing")
    5
    """
    mine = counts.get(check_family(family), 0)
    place = sum(1 for count in counts.values() if count > mine)
    if place >= len(rules.set_values):  # a fifth family (Crossroads' Buppatsu and Ema)
        return rules.fifth_set_value
    return rules.set_values[place]


def souvenir_points(families: Sequence[str], rules: Rules = OFFICIAL) -> int:
    """Points for a collection of souvenirs, given their families in purchase order.

    Each souvenir joins the first set that lacks its family; the 1st to 4th card of a set
    score ``rules.set_values`` (1, 3, 5, 7), so a full set of four is worth 16.

    >>> souvenir_points(["food", "art", "food"])
    5
    >>> souvenir_points(["food", "art", "clothing", "small_object"])
    16
    >>> souvenir_points(["food", "art", "clothing", "small_object", "legendary"])
    25

    A name that is not one of the four families is refused, never counted as a new family:

    >>> souvenir_points(["Food", "food"])  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    ValueError: 'Food' is not a souvenir family (did you mean 'food'? ...
    """
    if isinstance(families, str):
        raise ValueError(
            _("souvenir_points takes a list of families, like [{families}]").format(
                families=repr(families)
            )
        )
    for family in families:
        check_family(family)
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
    for place in dense_ranks(check_counts(donations, N_("Coins given at temples"))):
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
    totals = check_counts(totals, N_("Achievement totals"))
    if not totals:
        return []
    best = max(totals)
    if best <= 0 and not data.ZERO_BEST_GIVES_ACHIEVEMENT:
        return [False] * len(totals)
    return [total == best for total in totals]


def final_ranks(scores: Sequence[int], achievements: Sequence[int]) -> list[int]:
    """Final places (1 = winner): most points, then most achievement cards; still tied, shared.

    >>> final_ranks([70, 70, 65], [2, 3, 1])
    [2, 1, 3]
    >>> final_ranks([70, 70, 65], [2, 2, 1])
    [1, 1, 3]
    """
    if len(scores) != len(achievements):
        raise ValueError(
            _(
                "final_ranks needs one score and one count of achievement cards per traveller; "
                "scores: {scores}, counts of cards: {cards}."
            ).format(scores=len(scores), cards=len(achievements))
        )
    check_counts(achievements, N_("Numbers of achievement cards"))
    keys = [(s, a) for s, a in zip(scores, achievements, strict=True)]
    return [1 + sum(1 for other in keys if other > key) for key in keys]


def gourmet_total(meals: Sequence[str]) -> int:
    """What Gourmet compares: the printed prices of the meals eaten, added up.

    >>> gourmet_total(["dango", "unagi"])
    4
    """
    return sum(data.MEALS[meal][0] for meal in meals)


def souvenir_sets(souvenirs: Sequence[str]) -> list[list[str]]:
    """Souvenir cards grouped into sets, in purchase order: each joins the first set lacking its
    family (the sets ``souvenir_points`` counts).

    >>> souvenir_sets(["koma", "geta", "gofu", "sake"])
    [['koma', 'geta', 'sake'], ['gofu']]
    """
    sets: list[list[str]] = []
    for card in souvenirs:
        family = data.SOUVENIRS[card][0]
        for group in sets:
            if all(data.SOUVENIRS[other][0] != family for other in group):
                group.append(card)
                break
        else:
            sets.append([card])
    return sets


@dataclass(frozen=True)
class Holdings:
    """What one traveller holds, as scoring reads it: the cards in front of them, and the few
    facts the cards do not show (coins paid to encounters, encounter stops for Umegae).

    ``souvenirs`` lists families in the order acquired; ``firsts`` the achievement cards won
    during the journey (panoramas completed first); ``hot_springs`` the cards that count for
    Bather and ``other_springs`` those that score without counting for it (Saru's, when
    ``data.SARU_COUNTS_FOR_BATHER`` says so); ``paid`` the New Encounters paid for;
    ``temple_coins`` every coin in the temple, for the ranking (Miko's and bank coins included).

    Crossroads adds fields with empty defaults, so every holding written before keeps its
    meaning: ``cherry_trees`` and ``bathhouses`` (counts), ``legendary`` (legendary objects,
    ``data.LEGENDARY``), ``calligraphies``, ``encounter_meals`` (meals Itamae gave away from an
    inn, also in ``meals``: neither Nampo nor Fasting counts them), and for the calligraphies
    ``coins`` (left at the end, Foresight) and ``finish`` (1 for the first player to reach the
    end of the road, 2 next ..., 0 unknown; Patience).
    """

    traveller: str | None = None
    souvenirs: tuple[str, ...] = ()
    panoramas: Mapping[str, int] = field(default_factory=dict)
    firsts: tuple[str, ...] = ()
    hot_springs: tuple[int, ...] = ()
    other_springs: tuple[int, ...] = ()
    meals: tuple[str, ...] = ()
    encounters: tuple[str, ...] = ()
    paid: tuple[str, ...] = ()
    encounter_stops: int = 0
    temple_coins: int = 0
    cherry_trees: int = 0
    bathhouses: int = 0
    legendary: tuple[str, ...] = ()
    calligraphies: tuple[str, ...] = ()
    encounter_meals: tuple[str, ...] = ()
    coins: int = 0
    finish: int = 0


@dataclass(frozen=True)
class JourneyScore:
    """The points of a table of travellers, player by player.

    ``breakdowns`` has the points of each category of ``CATEGORIES``; ``achievements`` the
    achievement cards each holds (those won on the way first, then the end-of-journey ones);
    ``end_game_totals`` what each end-of-journey achievement compared; ``temple_awards`` the
    award of each player's place in the temple ranking (0 during the journey).
    """

    breakdowns: tuple[dict[str, int], ...]
    achievements: tuple[tuple[str, ...], ...]
    end_game_totals: dict[str, tuple[int, ...]]
    temple_awards: tuple[int, ...]

    @property
    def scores(self) -> list[int]:
        """Each player's total."""
        return [sum(b.values()) for b in self.breakdowns]


END_GAME_TOTALS: dict[str, Callable[[Holdings], int]] = {
    "gourmet": lambda h: gourmet_total(h.meals),
    "collector": lambda h: len(h.souvenirs) + len(h.legendary),
    "bather": lambda h: len(h.hot_springs) + h.bathhouses,
    "chatterbox": lambda h: len(h.encounters) + len(h.calligraphies),
}
"""What each end-of-journey achievement compares, read from a traveller's holdings: Crossroads'
legendary objects count for Collector, bathhouses for Bather, calligraphies for Chatterbox
(reference (e))."""


def inn_meals(h: Holdings) -> list[str]:
    """The meals eaten at inns: every meal but those Itamae gave away from an inn.

    >>> inn_meals(Holdings(meals=("dango", "soba"), encounter_meals=("soba",)))
    ['dango']
    """
    rest = list(h.meals)
    for meal in h.encounter_meals:
        rest.remove(meal)
    return rest


def _souvenir_families(h: Holdings) -> tuple[str, ...]:
    fifth = sum(1 for card in h.legendary if data.LEGENDARY[card] == "fifth_family")
    return h.souvenirs + (data.FIFTH_FAMILY,) * fifth


def legendary_points(h: Holdings, rules: Rules = OFFICIAL) -> int:
    """Points of the legendary objects held but Buppatsu and Ema (which score as souvenirs):
    Shodo and Emaki 1 per souvenir and legendary object held besides themselves (at purchase,
    then one more for each gained later), Murasame and Masamune 8 each.

    ``h.legendary`` lists the objects in the order gained. With
    ``Rules(later_legendary_bonus=False)`` (the online game's older scoring) Shodo and Emaki
    count only the legendary objects gained before them, and every souvenir.

    >>> held = Holdings(souvenirs=("food", "art"), legendary=("shodo", "murasame"))
    >>> legendary_points(held), legendary_points(held, Rules(later_legendary_bonus=False))
    (11, 10)
    """
    total = 0
    for place, card in enumerate(h.legendary):
        if data.LEGENDARY[card] == "collection":
            others = len(h.legendary) - 1 if rules.later_legendary_bonus else place
            total += rules.collection_points * (len(h.souvenirs) + others)
        elif data.LEGENDARY[card] == "points":
            total += rules.legendary_points
    return total


def calligraphy_points(
    card: str, h: Holdings, rules: Rules = OFFICIAL, achievements: int = 0, from_last: int = 0
) -> int:
    """End-of-journey points of one calligraphy for the traveller holding ``h``.

    ``achievements`` is the number of achievement cards they hold at the end (Perfection),
    ``from_last`` their place counted from the last to reach the end of the road (1 = last;
    Patience; 0 if unknown, which scores as any other place).

    >>> h = Holdings(coins=3, panoramas={"paddy": 3, "mountain": 1, "sea": 0}, cherry_trees=2)
    >>> calligraphy_points("foresight", h), calligraphy_points("contemplation", h)
    (6, 5)
    >>> calligraphy_points("patience", h, from_last=1), calligraphy_points("patience", h)
    (6, 2)
    """
    if card == "foresight":
        return rules.foresight_points * h.coins
    if card == "contemplation":
        done = sum(1 for p, n in h.panoramas.items() if n >= rules.panorama_lengths.get(p, n + 1))
        per_panorama, per_tree = rules.contemplation_points
        return per_panorama * done + per_tree * h.cherry_trees
    if card == "nostalgia":
        per_object, per_souvenir = rules.nostalgia_points
        return per_object * len(h.legendary) + per_souvenir * len(h.souvenirs)
    if card == "patience":
        places = rules.patience_points
        return places[min(from_last, len(places)) - 1] if from_last >= 1 else places[-1]
    if card == "perfection":
        per_card, per_calligraphy = rules.perfection_points
        return per_card * achievements + per_calligraphy * len(h.calligraphies)
    if card == "fasting":
        eaten = len(h.meals) if data.FASTING_COUNTS_ENCOUNTER_MEALS else len(inn_meals(h))
        return rules.fasting_points * max(0, data.INN_MEALS - eaten)
    raise ValueError(
        _("{card} is not a calligraphy; calligraphies: {known}").format(
            card=repr(card), known=", ".join(data.CALLIGRAPHIES)
        )
    )


def places_from_last(finishes: Sequence[int]) -> list[int]:
    """Each player's place counted from the last to reach the end of the road (1 = last), from
    their arrival order (``Holdings.finish``); 0 for a player whose arrival is unknown (0).

    >>> places_from_last([2, 4, 1, 3]), places_from_last([0, 0])
    ([3, 1, 4, 2], [0, 0])
    """
    return [sum(1 for other in finishes if other >= mine) if mine > 0 else 0 for mine in finishes]


def _donation_points(h: Holdings, rules: Rules) -> int:
    # Every coin in the temple scored 1 point when given, except Miko's (rules.miko_points) and
    # Takuhatsuso's when it goes to the temple (it counts in the ranking, scores no point).
    miko = h.encounters.count("miko")
    plain = h.temple_coins - miko
    if data.TAKUHATSUSO_COIN_TO_TEMPLE:
        plain -= h.paid.count("takuhatsuso")
    return plain + rules.miko_points * miko


def _traveller_points(h: Holdings, rules: Rules, cards: int) -> int:
    if h.traveller == "mitsukuni":  # bathhouses included (reference (c))
        springs = len(h.hot_springs) + len(h.other_springs) + h.bathhouses
        return rules.mitsukuni_bonus * (springs + cards)
    if h.traveller == "umegae":
        return rules.umegae_points * h.encounter_stops
    if h.traveller == "nampo":  # each inn meal by its printed price
        values = rules.nampo_points
        return sum(values[min(data.MEALS[m][0], len(values)) - 1] for m in inn_meals(h))
    return 0


CATEGORY_POINTS: dict[str, Callable[[Holdings, Rules, int], int]] = {
    "panoramas": lambda h, rules, cards: sum(n * (n + 1) // 2 for n in h.panoramas.values()),
    "cherry_trees": lambda h, rules, cards: rules.cherry_tree_points * h.cherry_trees,
    "souvenirs": lambda h, rules, cards: souvenir_points(_souvenir_families(h), rules),
    "legendary": lambda h, rules, cards: legendary_points(h, rules),
    "hot_springs": lambda h, rules, cards: sum(h.hot_springs) + sum(h.other_springs),
    "bathhouses": lambda h, rules, cards: rules.bathhouse_points * h.bathhouses,
    "meals": lambda h, rules, cards: rules.meal_points * len(h.meals),
    "encounters": lambda h, rules, cards: (
        rules.samurai_points * h.encounters.count("samurai")
        + rules.takuhatsuso_points * h.paid.count("takuhatsuso")
    ),
    "donations": lambda h, rules, cards: _donation_points(h, rules),
    "traveller": _traveller_points,
    "achievements": lambda h, rules, cards: rules.achievement_points * cards,
}
"""The points of each category but the temple award and the calligraphies (both scored at the
end, with the whole table known), from one traveller's holdings and the number of achievement
cards they hold. A panorama section scores its number, so a panorama of ``n`` sections scores
1 + 2 + ... + n."""


def breakdown(
    holdings: Holdings,
    rules: Rules = OFFICIAL,
    achievements: Sequence[str] | None = None,
    temple: int = 0,
    calligraphies: int = 0,
) -> dict[str, int]:
    """One traveller's points by category: so far, or with the end-of-journey ``achievements``
    (all the cards held), ``temple`` award and ``calligraphies`` points once they are known.

    >>> breakdown(Holdings(meals=("dango",), panoramas={"sea": 2}))["meals"]
    6
    """
    cards = len(holdings.firsts if achievements is None else achievements)
    points = {
        category: CATEGORY_POINTS[category](holdings, rules, cards) for category in CATEGORY_POINTS
    }
    points["temple"] = temple
    points["calligraphies"] = calligraphies
    return {category: points[category] for category in CATEGORIES}


def score_journey(
    table: Sequence[Holdings],
    rules: Rules = OFFICIAL,
    *,
    final: bool = True,
    neutral_temple_coins: int | None = None,
    neutral_finish: int | None = None,
) -> JourneyScore:
    """The points of every player of a table, from their holdings.

    With ``final`` the end-of-journey achievements (``END_GAME_ACHIEVEMENTS``), the temple
    awards and the calligraphies (after the achievements, which Perfection counts) are scored;
    without it the points are those earned so far. The neutral traveller of a two-player game
    scores nothing, but its coins compete in the temple ranking (and, where
    ``data.PATIENCE_COUNTS_NEUTRAL``, its arrival, ``neutral_finish``, in Patience's order).

    >>> aiko = Holdings(meals=("dango", "unagi"), souvenirs=("food", "food", "art"))
    >>> bea = Holdings(panoramas={"paddy": 3}, firsts=("paddy",))
    >>> result = score_journey([aiko, bea])
    >>> result.scores, result.achievements
    ([23, 9], (('gourmet', 'collector'), ('paddy',)))
    """
    totals = {name: tuple(count(h) for h in table) for name, count in END_GAME_TOTALS.items()}
    held = [list(h.firsts) for h in table]
    awards = [0] * len(table)
    written = [0] * len(table)
    if final:
        for name in END_GAME_ACHIEVEMENTS:
            for cards, wins in zip(held, achievement_winners(totals[name]), strict=True):
                if wins:
                    cards.append(name)
        donations = [h.temple_coins for h in table]
        if neutral_temple_coins is not None:
            donations.append(neutral_temple_coins)
        awards = temple_awards(donations, rules)[: len(table)]
        finishes = [h.finish for h in table]
        if neutral_finish is not None and data.PATIENCE_COUNTS_NEUTRAL:
            finishes.append(neutral_finish)
        from_last = places_from_last(finishes)[: len(table)]
        written = [
            sum(calligraphy_points(c, h, rules, len(cards), place) for c in h.calligraphies)
            for h, cards, place in zip(table, held, from_last, strict=True)
        ]
    return JourneyScore(
        breakdowns=tuple(
            breakdown(h, rules, cards, award, points)
            for h, cards, award, points in zip(table, held, awards, written, strict=True)
        ),
        achievements=tuple(tuple(cards) for cards in held),
        end_game_totals=totals,
        temple_awards=tuple(awards),
    )
