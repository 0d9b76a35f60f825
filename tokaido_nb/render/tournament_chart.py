"""The chart of a tournament's leaderboard: each player's win rate with its 95% interval, best
rated at the top, and a sentence that says the same for those who cannot see it.

Takes the standings of ``tournament.leaderboard`` (best first) and draws them with the object
API, like study_charts.py.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from matplotlib.figure import Figure

from ..rules.language import N_, _, semicolons
from ..rules.numbers import percent
from ..rules.untrusted import shown_name as shown
from .charts import chart_frame
from .palette import INK, MUTED, PAPER
from .study_charts import BAR, LanguagePercent

if TYPE_CHECKING:
    from ..tournament.leaderboard import Standing

ALT_PLAYER = N_("{name}: won {wins} of {games} games, {rate} (95% interval {low} to {high})")
"""One player's part of the chart's words (named placeholders, for a translation)."""
ALT_TITLE = N_("Tournament leaderboard, best rated first. {players}.")
"""The chart's words around the players' parts."""


def leaderboard_figure(
    standings: Sequence[Standing], fair: float | None = None, *, width: float = 8.0
) -> Figure:
    """Bars of each player's win rate with its 95% interval, the best rated at the top; a
    dashed line at ``fair`` (the share of a player as good as the others) when given."""
    height = 1.2 + 0.42 * max(1, len(standings))
    figure, axes = chart_frame(width, height)
    positions = list(range(len(standings)))
    rates = [s.win_rate for s in standings]
    errors = [
        [max(0.0, rate - s.interval[0]) for rate, s in zip(rates, standings, strict=True)],
        [max(0.0, s.interval[1] - rate) for rate, s in zip(rates, standings, strict=True)],
    ]
    axes.barh(
        positions,
        rates,
        height=0.6,
        xerr=errors,
        color=BAR,
        edgecolor=PAPER,
        ecolor=MUTED,
        capsize=3,
    )
    axes.set_yticks(positions, [shown(s.name) for s in standings])
    axes.invert_yaxis()
    for y, s in zip(positions, standings, strict=True):
        axes.text(
            s.interval[1] + 0.01,
            y,
            # TRANSLATORS: a bar's label: the share of games won, of how many games.
            _("{rate} of {games}").format(rate=percent(s.win_rate), games=s.games),
            va="center",
            fontsize=10,
            color=INK,
        )
    if fair is not None:
        axes.axvline(
            fair,
            color=INK,
            linestyle="--",
            linewidth=1,
            label=_("fair share ({share})").format(share=percent(fair)),
        )
        legend = axes.legend(loc="lower right", fontsize=10)
        legend.get_frame().set(facecolor=PAPER, edgecolor=MUTED, alpha=0.9)
    axes.set_xlim(0, 1.15)
    axes.xaxis.set_major_formatter(LanguagePercent(1.0, decimals=0))
    axes.set_xlabel(_("games won (thin line: 95% interval)"), fontsize=11, color=MUTED)
    axes.set_title(_("Tournament: games won, best rated first"), fontsize=13, color=INK, loc="left")
    return figure


def leaderboard_alt(standings: Sequence[Standing]) -> str:
    """The chart in words, best rated first: each player's wins, games and interval."""
    parts = [
        _(ALT_PLAYER).format(
            name=shown(s.name),
            wins=s.wins,
            games=s.games,
            rate=percent(s.win_rate),
            low=percent(s.interval[0]),
            high=percent(s.interval[1]),
        )
        for s in standings
    ]
    return _(ALT_TITLE).format(players=semicolons(parts))
