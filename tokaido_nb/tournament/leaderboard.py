"""The leaderboard of a tournament: games, wins with a 95% interval, mean points, faults, rating.

The rating is openskill's Plackett-Luce model (the ``tournament`` extra), fed the games in
their order, each game's ranks as the rules give them (a shared victory is a tie). Players are
ranked by the rating's ordinal (mu - 3 sigma: what the rating is sure of), then by win rate.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..players.learners import FAULTS
from ..rules.language import _, pgettext
from ..rules.numbers import decimal, percent
from ..rules.untrusted import shown_name as shown
from ..studies.results import wilson_interval
from .tables import TableResult

INSTALL = "pip install 'tokaido_nb[tournament]'"
"""The command that installs the rating library of the leaderboard."""


@dataclass
class Standing:
    """One player's line of the leaderboard."""

    name: str
    games: int = 0
    wins: int = 0
    points: int = 0
    faults: Counter = field(default_factory=Counter)
    mu: float = 0.0
    sigma: float = 0.0

    @property
    def win_rate(self) -> float:
        """Wins per game (0 before any game)."""
        return self.wins / self.games if self.games else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        """The 95% Wilson interval of the win rate."""
        return wilson_interval(self.wins, self.games)

    @property
    def mean_points(self) -> float:
        """Points per game."""
        return self.points / self.games if self.games else 0.0

    @property
    def rating(self) -> float:
        """The rating's ordinal, mu - 3 sigma."""
        return self.mu - 3 * self.sigma

    def to_json(self) -> dict[str, Any]:
        """The line as plain JSON (rounded to what a reader needs)."""
        low, high = self.interval
        return {
            "name": self.name,
            "games": self.games,
            "wins": self.wins,
            "win_rate": round(self.win_rate, 4),
            "win_rate_95": [round(low, 4), round(high, 4)],
            "mean_points": round(self.mean_points, 2),
            "rating": round(self.rating, 3),
            "mu": round(self.mu, 3),
            "sigma": round(self.sigma, 3),
            "faults": {kind: self.faults[kind] for kind in FAULTS if self.faults[kind]},
        }


def leaderboard(names: Sequence[str], results: Sequence[TableResult]) -> list[Standing]:
    """Every player's standing after ``results`` (in the order played), best first."""
    try:
        from openskill.models import PlackettLuce
    except ImportError:
        raise ImportError(
            _("the leaderboard's rating needs openskill, which is not installed: {command}").format(
                command=INSTALL
            )
        ) from None
    model = PlackettLuce()
    ratings = {name: model.rating(name=name) for name in names}
    standings = {name: Standing(name) for name in names}
    for result in sorted(results, key=lambda r: r.table.number):
        seats = result.table.seats
        for seat, name in enumerate(seats):
            standing = standings[name]
            standing.games += 1
            standing.wins += result.ranks[seat] == 1
            standing.points += result.scores[seat]
        for fault in result.faults:
            standings[fault.player].faults[fault.kind] += 1
        teams = model.rate([[ratings[name]] for name in seats], ranks=list(result.ranks))
        for name, (rated,) in zip(seats, teams, strict=True):
            ratings[name] = rated
    for name, standing in standings.items():
        standing.mu, standing.sigma = ratings[name].mu, ratings[name].sigma
    return sorted(standings.values(), key=lambda s: (-s.rating, -s.win_rate, s.name))


def table(standings: Sequence[Standing]) -> str:
    """The leaderboard as plain text, one line per player, best first."""
    kinds = [kind for kind in FAULTS if any(s.faults[kind] for s in standings)]
    header = [
        "#",
        # TRANSLATORS: the leaderboard's columns; the faults' own columns keep their keys.
        pgettext("leaderboard", "player"),
        pgettext("leaderboard", "games"),
        pgettext("leaderboard", "wins"),
        pgettext("leaderboard", "win rate ({confidence} interval)").format(
            confidence=percent(0.95)
        ),
        pgettext("leaderboard", "mean points"),
        pgettext("leaderboard", "rating"),
    ]
    header += kinds
    rows = []
    for place, s in enumerate(standings, 1):
        low, high = s.interval
        rows.append(
            [
                str(place),
                shown(s.name),
                str(s.games),
                str(s.wins),
                f"{percent(s.win_rate)} ({percent(low)}-{percent(high)})",
                decimal(s.mean_points),
                decimal(s.rating),
            ]
            + [str(s.faults[kind]) for kind in kinds]
        )
    widths = [max(len(row[i]) for row in [header, *rows]) for i in range(len(header))]
    lines = [
        "  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True))
        for row in [header, *rows]
    ]
    return "\n".join(line.rstrip() for line in lines)
