"""Reading a study: win rates with their uncertainty, points by category, and rule changes.

``simulate`` plays the games and counts; this module turns a ``Summary`` into the few numbers a
lesson asks about. Who wins more often, by traveller, by place in the Kyoto line or by bot, and
how sure can we be? Where do the points come from? What does a change of the rules do to the
same games? Everything here is pure arithmetic over a summary, except ``compare_rules``, which
plays the two studies. The charts of these numbers live in ``render/study_charts.py``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from ..rules import Rules, data
from ..rules.language import _, pgettext, semicolons
from ..rules.numbers import decimal
from ..rules.scoring import categories_scored
from .simulate import Summary, category_word, simulate

__all__ = [
    "RuleComparison",
    "WinRate",
    "compare_rules",
    "crossroads_shares",
    "departure_order",
    "fair_share",
    "pawns",
    "points_by_category",
    "travellers_not_played",
    "rule_changes",
    "wilson_interval",
    "win_rates_by_bot",
    "win_rates_by_start",
    "win_rates_by_traveller",
]


def wilson_interval(wins: int, games: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate: where the true rate probably lies.

    Few games give a wide interval: 5 wins in 10 games say little, 500 in 1,000 a lot.

    >>> [round(x, 2) for x in wilson_interval(5, 10)]
    [0.24, 0.76]
    >>> [round(x, 2) for x in wilson_interval(500, 1000)]
    [0.47, 0.53]
    >>> wilson_interval(0, 0)
    (0.0, 1.0)
    """
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    denominator = 1 + z * z / games
    centre = (p + z * z / (2 * games)) / denominator
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True)
class WinRate:
    """How often one group of players (a traveller, a place, a bot) won, and its mean score.

    A shared victory is a win for every winner, so the rates of a study may add up to a little
    more than 1.
    """

    key: Any
    """The traveller key, the departure order (1 leaves Kyoto first) or the bot name."""
    games: int
    wins: int
    mean_score: float

    @property
    def win_rate(self) -> float:
        """Wins per game played (0.0 when the group never played)."""
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """The 95% interval of the win rate (``wilson_interval``)."""
        return wilson_interval(self.wins, self.games)


def _rates(groups: Iterable[tuple[Any, dict[str, Any]]]) -> list[WinRate]:
    return [WinRate(key, g["games"], g["wins"], g["mean_score"]) for key, g in groups]


def fair_share(summary: Summary) -> float:
    """The win rate of a player if nothing made a difference: 1 / players.

    >>> fair_share(simulate(0, players=4))
    0.25
    """
    return 1 / summary.players


def pawns(summary: Summary) -> int:
    """Pawns in the Kyoto line: the players, and the neutral traveller with two players."""
    return max((p for r in summary.results for p in r.start_places), default=summary.players)


def win_rates_by_traveller(summary: Summary) -> list[WinRate]:
    """Each traveller's win rate, the best first (``none`` in the initiatory journey).

    >>> rates = win_rates_by_traveller(simulate(40, players=3, seed=1))
    >>> rates[0].win_rate >= rates[-1].win_rate
    True
    """
    rates = _rates(summary.travellers().items())
    return sorted(rates, key=lambda rate: (-rate.win_rate, rate.key))


def travellers_not_played(summary: Summary) -> list[str]:
    """The travellers of the box that nobody played in the study, in the order of the box.

    When travellers are dealt, a traveller the players never keep has no games and no win
    rate: a chart by traveller must say that it is missing rather than leave it out silently.

    >>> from tokaido_nb.players.bots import GreedyBot
    >>> travellers_not_played(simulate(20, players=4, seed=1, bots=GreedyBot, workers=1))
    ['satsuki']
    """
    if "initiatory" in summary.study.variants:
        return []  # nobody has a traveller
    played = set(summary.travellers())
    box = data.ALL_TRAVELLERS if "crossroads" in summary.study.expansions else data.TRAVELLERS
    return [key for key in box if key not in played]


def crossroads_shares(summary: Summary) -> dict[str, dict[str, float]]:
    """At each kind of stop but an inn, the share of stops where the players took the base
    action, the Crossroads option and both (``simulate.crossroads_counts``); empty without
    the expansion. Panoramas are counted together.

    >>> from tokaido_nb.players.bots import GreedyBot
    >>> study = simulate(4, players=3, seed=1, bots=GreedyBot, expansions=["crossroads"])
    >>> shares = crossroads_shares(study)
    >>> round(sum(shares["panorama"].values()), 6), sorted(shares["panorama"])
    (1.0, ['base', 'both', 'option'])
    """
    counts: dict[str, dict[str, int]] = {}
    for key, count in summary.crossroads().items():
        stop, _colon, way = key.partition(":")
        if way in ("base", "option", "both"):
            counts.setdefault(stop, {"base": 0, "option": 0, "both": 0})[way] += count
    return {
        stop: {way: n / sum(ways.values()) for way, n in ways.items()}
        for stop, ways in counts.items()
    }


def departure_order(place: int, pawns: int) -> int:
    """Departure order of the pawn at ``place`` in a Kyoto line of ``pawns``.

    Places count from the road (``GameResult.start_places``); the pawn furthest from the road
    leaves first (setup.kyoto), so the last place departs first.

    >>> [departure_order(place, 4) for place in (1, 2, 3, 4)]
    [4, 3, 2, 1]
    """
    return pawns + 1 - place


def win_rates_by_start(summary: Summary) -> list[WinRate]:
    """Win rate by order of departure from Kyoto: key 1 leaves first, then 2, and so on.

    With two players the neutral traveller holds one place of the line, so each player's
    departure can be any of 1 to 3.

    >>> [rate.key for rate in win_rates_by_start(simulate(20, players=4, seed=1))]
    [1, 2, 3, 4]
    """
    line = pawns(summary)
    rates = _rates((departure_order(g["start_place"], line), g) for g in summary.start_places())
    return sorted(rates, key=lambda rate: rate.key)


def win_rates_by_bot(summary: Summary) -> list[WinRate]:
    """Each bot's win rate, its seats taken together, in the order of their first seat."""
    return _rates(summary.bots().items())


def points_by_category(summary: Summary) -> dict[str, float]:
    """Mean points of a player in each score category, in ``state.CATEGORIES`` order."""
    return summary.categories()


def rule_changes(before: Rules, after: Rules) -> dict[str, tuple[Any, Any]]:
    """The numbers that differ between two rules: name -> (before, after), JSON values.

    >>> from dataclasses import replace
    >>> from tokaido_nb.rules import OFFICIAL
    >>> rule_changes(OFFICIAL, replace(OFFICIAL, set_values=(1, 3, 6, 10)))
    {'set_values': ([1, 3, 5, 7], [1, 3, 6, 10])}
    """
    old, new = before.to_json(), after.to_json()
    return {name: (old[name], new[name]) for name in old if old[name] != new[name]}


@dataclass(frozen=True)
class RuleComparison:
    """Two studies of the same games (same seeds, same bots), under two sets of rules.

    Each game starts from the same deal of travellers, cards and Kyoto line in both; it may
    then take another turn when the bots, who know the rules, choose differently.
    """

    before: Summary
    after: Summary

    @property
    def changes(self) -> dict[str, tuple[Any, Any]]:
        """What was changed (``rule_changes``)."""
        return rule_changes(self.before.study.rules, self.after.study.rules)

    def categories(self) -> dict[str, tuple[float, float]]:
        """Mean points of a player by category: (before, after)."""
        old, new = self.before.categories(), self.after.categories()
        return {category: (old[category], new[category]) for category in old}

    def mean_scores(self) -> tuple[float, float]:
        """Mean final score of a player: (before, after)."""
        return self.before.mean_score(), self.after.mean_score()

    def travellers(self) -> dict[str, tuple[float, float]]:
        """Each traveller's win rate: (before, after), travellers seen in either study."""
        old, new = self.before.travellers(), self.after.travellers()
        keys = sorted(set(old) | set(new))
        return {key: (_win_rate(old, key), _win_rate(new, key)) for key in keys}

    def biggest_change(self) -> tuple[str, float]:
        """The category whose mean points moved most, and by how much (after - before)."""
        moves = {c: after - before for c, (before, after) in self.categories().items()}
        category = max(moves, key=lambda c: (abs(moves[c]), c))
        return category, moves[category]

    def table(self) -> str:
        """The comparison as plain text: what changed, then mean points by category."""
        # TRANSLATORS: a rule number changed: its English name (code), old -> new.
        changed = pgettext("a rule number changed", "{name}: {before} -> {after}")
        changes = semicolons(
            changed.format(name=n, before=b, after=a) for n, (b, a) in self.changes.items()
        )
        # TRANSLATORS: the first line of a comparison of rules; {changes} lists each rule
        # number changed (its English name: old -> new), or the word "nothing".
        lines = [
            _("{games} games each, same seeds; changed: {changes}").format(
                games=self.before.games,
                changes=changes or pgettext("no rule changed", "nothing"),
            )
        ]
        heads = [
            pgettext("study table", "category"),
            # TRANSLATORS: a comparison's columns: mean points under the rules before the
            # change, after it, and the difference.
            pgettext("rules compared", "before"),
            pgettext("rules compared", "after"),
            pgettext("rules compared", "change"),
        ]
        widths = [max(w, len(h) + 1) for w, h in zip((14, 8, 8, 8), heads, strict=True)]
        lines.append(
            f"{heads[0]:<{widths[0]}}"
            + "".join(f"{h:>{w}}" for h, w in zip(heads[1:], widths[1:], strict=True))
        )
        pairs = self.categories()
        shown = categories_scored([{c: max(pair) for c, pair in pairs.items()}])
        rows = [*((c, pairs[c]) for c in shown), ("total", self.mean_scores())]
        for name, (old, new) in rows:
            change = round(new - old, 2) + 0.0  # + 0.0: no "-0.00"
            lines.append(
                f"{category_word(name):<{widths[0]}}{decimal(old, 2):>{widths[1]}}"
                f"{decimal(new, 2):>{widths[2]}}{decimal(change, 2, sign=True):>{widths[3]}}"
            )
        return "\n".join(lines)

    def __repr__(self) -> str:
        changes = ", ".join(self.changes) or "nothing"
        return f"<RuleComparison of {self.before.games} games; changed: {changes}>"


def _win_rate(groups: dict[str, dict[str, Any]], key: str) -> float:
    return groups[key]["win_rate"] if key in groups else 0.0


def compare_rules(
    before: Rules,
    after: Rules,
    games: int = 300,
    players: int = 4,
    seed: int = 0,
    bots: Any = None,
    *,
    progress: Callable[[int], Any] | bool | None = None,
    **options: Any,
) -> RuleComparison:
    """Play the same ``games`` under ``before`` and under ``after``, and compare.

    Both studies use the same seeds and bots (see ``simulate`` for ``bots`` and the other
    ``options``: variants, travellers, executor, workers). ``progress`` counts the games of
    both studies: ``True`` shows one tqdm bar of ``2 * games``.

    >>> from dataclasses import replace
    >>> from tokaido_nb.rules import OFFICIAL
    >>> what_if = replace(OFFICIAL, meal_points=12)
    >>> comparison = compare_rules(OFFICIAL, what_if, games=10, players=2, seed=1)
    >>> comparison.changes
    {'meal_points': (6, 12)}
    >>> meals_before, meals_after = comparison.categories()["meals"]
    >>> meals_after > meals_before
    True
    """
    if progress is True:
        from tqdm.auto import tqdm

        with tqdm(total=2 * games, unit=_("game"), desc=_("games")) as bar:
            return compare_rules(
                before, after, games, players, seed, bots, progress=bar.update, **options
            )
    old = simulate(games, players, seed, bots, rules=before, progress=progress or None, **options)
    new = simulate(games, players, seed, bots, rules=after, progress=progress or None, **options)
    return RuleComparison(old, new)
