"""Charts of a study: win rates by traveller, by departure from Kyoto and by bot, points by
category, and the same games before and after a change of the rules.

Each function takes a ``studies.simulate.Summary`` (or a ``studies.results.RuleComparison``) and
returns a ``matplotlib.figure.Figure`` built with the object API, never pyplot, like
``charts.py``: a notebook shows it by itself, a widget puts it into an ``Output``, a script
saves it. The numbers come from ``tokaido_nb.studies.results``; this module only draws them. Win
rates carry their 95% interval as a thin line, and a dashed line marks the fair share (1 /
players), so a learner sees at once whether a difference is bigger than luck.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from matplotlib.figure import Figure
from matplotlib.ticker import PercentFormatter

from ..rules.language import _, ngettext, pgettext, semicolons
from ..rules.numbers import decimal, percent
from ..rules.scoring import categories_scored
from ..rules.words import CATEGORY_LABELS, card_name, listed, ordinal
from .charts import chart_frame
from .palette import CATEGORY_COLOURS, INK, MUTED, PAPER

if TYPE_CHECKING:
    from matplotlib.axes import Axes

    from ..studies.results import RuleComparison, WinRate
    from ..studies.simulate import Summary

BAR = "#2a78c2"
"""Colour of win-rate bars (the sea blue of the board)."""
BEFORE = "#c9c0b2"
"""Colour of the "before" bars of a rule change: a pale stone grey."""

__all__ = [
    "bot_wins_figure",
    "category_points_figure",
    "rule_change_figure",
    "start_wins_figure",
    "traveller_wins_figure",
]


class LanguagePercent(PercentFormatter):
    """An axis of shares written as the language writes a percentage (« 40 % » in French)."""

    def __call__(self, x: float, pos: int | None = None) -> str:
        return percent(x)

    def format_data(self, value: float) -> str:
        return percent(value)


def _title(axes: Axes, title: str, subtitle: str) -> None:
    axes.set_title(f"{title}\n", fontsize=13, color=INK, loc="left")
    axes.text(0, 1.02, subtitle, transform=axes.transAxes, fontsize=10, color=MUTED, va="bottom")


def _rate_bars(
    axes: Axes,
    labels: Sequence[str],
    rates: Sequence[WinRate],
    fair: float,
    *,
    horizontal: bool,
) -> None:
    """Bars of win rates with their intervals, a value on each, and the fair-share line."""
    positions = list(range(len(rates)))
    values = [rate.win_rate for rate in rates]
    # max(0, ...): at a rate of 0 or 1 rounding may put the interval's end a hair inside it.
    errors = [
        [max(0.0, value - rate.interval[0]) for value, rate in zip(values, rates, strict=True)],
        [max(0.0, rate.interval[1] - value) for value, rate in zip(values, rates, strict=True)],
    ]
    style: dict[str, Any] = {"color": BAR, "edgecolor": PAPER, "ecolor": MUTED, "capsize": 3}
    fair_label = _("fair share ({share})").format(share=percent(fair))
    top = max([rate.interval[1] for rate in rates] + [fair, 0.05])
    if horizontal:
        axes.barh(positions, values, height=0.6, xerr=errors, **style)
        axes.set_yticks(positions, labels)
        axes.invert_yaxis()  # the first (best) at the top
        axes.axvline(fair, color=INK, linestyle="--", linewidth=1, label=fair_label)
        axes.set_xlim(0, min(1.1, top * 1.15))
        axes.xaxis.set_major_formatter(LanguagePercent(1.0, decimals=0))
        axes.set_xlabel(_("games won"), fontsize=11, color=MUTED)
        for y, rate in zip(positions, rates, strict=True):
            axes.text(
                rate.interval[1] + top * 0.01,
                y,
                percent(rate.win_rate),
                va="center",
                fontsize=10,
                color=INK,
            )
    else:
        axes.bar(positions, values, width=0.6, yerr=errors, **style)
        axes.set_xticks(positions, labels)
        axes.axhline(fair, color=INK, linestyle="--", linewidth=1, label=fair_label)
        axes.set_ylim(0, min(1.12, top * 1.2))
        axes.yaxis.set_major_formatter(LanguagePercent(1.0, decimals=0))
        axes.set_ylabel(_("games won"), fontsize=11, color=MUTED)
        for x, rate in zip(positions, rates, strict=True):
            axes.text(
                x,
                rate.interval[1] + top * 0.02,
                percent(rate.win_rate),
                ha="center",
                va="bottom",
                fontsize=10,
                color=INK,
            )
    legend = axes.legend(loc="lower right" if horizontal else "upper right", fontsize=10)
    legend.get_frame().set(facecolor=PAPER, edgecolor=MUTED, alpha=0.9)
    for text in legend.get_texts():
        text.set_color(INK)


def traveller_wins_figure(summary: Summary, *, width: float = 8.0) -> Figure:
    """How often each traveller won, the best at the top, with 95% intervals.

    >>> from tokaido_nb.studies.simulate import simulate
    >>> figure = traveller_wins_figure(simulate(30, players=4, seed=1))
    >>> len(figure.axes[0].patches) == len(figure.axes[0].get_yticklabels())
    True

    A traveller nobody played has no bar; the chart names it under the axis.
    """
    from ..studies.results import fair_share, travellers_not_played, win_rates_by_traveller

    rates = win_rates_by_traveller(summary)
    labels = [
        _("(no traveller)") if rate.key == "none" else f"{card_name(rate.key)} ({rate.games})"
        for rate in rates
    ]
    figure, axes = chart_frame(width, 0.9 + 0.42 * len(rates))
    _rate_bars(axes, labels, rates, fair_share(summary), horizontal=True)
    _title(
        axes,
        _("Win rate by traveller"),
        _("{games}; in brackets: games played as that traveller; thin line: 95% interval").format(
            games=_games(summary)
        ),
    )
    missing = travellers_not_played(summary)
    if missing:
        names = listed(card_name(key) for key in missing)
        axes.set_xlabel(
            ngettext(
                "games won\nNot in the chart: {names}, played in none of these games (no "
                "player kept that traveller).",
                "games won\nNot in the chart: {names}, played in none of these games (no "
                "player kept them).",
                len(missing),
            ).format(names=names),
            fontsize=11,
            color=MUTED,
        )
    return figure


def start_wins_figure(summary: Summary, *, width: float = 8.0) -> Figure:
    """How often the traveller who left Kyoto 1st, 2nd, ... won, with 95% intervals.

    >>> from tokaido_nb.studies.simulate import simulate
    >>> figure = start_wins_figure(simulate(20, players=3, seed=1))
    >>> [tick.get_text() for tick in figure.axes[0].get_xticklabels()]
    ['leaves 1st', 'leaves 2nd', 'leaves 3rd']
    """
    from ..studies.results import fair_share, win_rates_by_start

    rates = win_rates_by_start(summary)
    labels = [_("leaves {place}").format(place=ordinal(rate.key)) for rate in rates]
    figure, axes = chart_frame(width, 3.8)
    _rate_bars(axes, labels, rates, fair_share(summary), horizontal=False)
    _title(
        axes,
        _("Win rate by place in the Kyoto line"),
        _("{games}; the pawn furthest from the road leaves first; thin line: 95% interval").format(
            games=_games(summary)
        ),
    )
    return figure


def bot_wins_figure(summary: Summary, *, width: float = 8.0) -> Figure:
    """How often each bot won (its seats together), with 95% intervals.

    >>> from tokaido_nb.players.bots import RandomBot
    >>> from tokaido_nb.studies.simulate import simulate
    >>> figure = bot_wins_figure(simulate(10, players=2, seed=1, bots=[RandomBot, RandomBot]))
    >>> [tick.get_text() for tick in figure.axes[0].get_xticklabels()]
    ['RandomBot\\n(2 seats)']
    """
    from ..studies.results import fair_share, win_rates_by_bot

    rates = win_rates_by_bot(summary)
    seats = summary.bot_names
    labels = [_seats_label(rate.key, seats.count(rate.key)) for rate in rates]
    figure, axes = chart_frame(width, 3.8)
    _rate_bars(axes, labels, rates, fair_share(summary), horizontal=False)
    _title(
        axes,
        _("Win rate by bot (per seat)"),
        _("{games}; thin line: 95% interval").format(games=_games(summary)),
    )
    return figure


def _seats_label(name: str, seats: int) -> str:
    return ngettext("{name}\n({count} seat)", "{name}\n({count} seats)", seats).format(
        name=name, count=seats
    )


def _games(summary: Summary) -> str:
    """A study's size, as a chart's subtitle begins: ``30 games, 4 players``."""
    games = ngettext("{count} game", "{count} games", summary.games).format(count=summary.games)
    players = ngettext("{count} player", "{count} players", summary.players).format(
        count=summary.players
    )
    # TRANSLATORS: {games} is "30 games", {players} "4 players".
    return _("{games}, {players}").format(games=games, players=players)


def category_points_figure(summary: Summary, *, width: float = 8.0) -> Figure:
    """Where the points come from: a player's mean points in each score category.

    >>> from tokaido_nb.studies.simulate import simulate
    >>> figure = category_points_figure(simulate(10, players=3, seed=1))
    >>> len(figure.axes[0].patches)
    9
    """
    from ..studies.results import points_by_category

    points = points_by_category(summary)
    categories = categories_scored([points])
    values = [points[c] for c in categories]
    figure, axes = chart_frame(width, 4.4)
    positions = list(range(len(categories)))
    axes.barh(
        positions,
        values,
        height=0.65,
        color=[CATEGORY_COLOURS[c] for c in categories],
        edgecolor=PAPER,
    )
    axes.set_yticks(positions, [_(CATEGORY_LABELS[c]) for c in categories])
    axes.invert_yaxis()
    top = max(values + [1.0])
    for y, value in zip(positions, values, strict=True):
        axes.text(value + top * 0.01, y, decimal(value), va="center", fontsize=10, color=INK)
    axes.set_xlim(0, top * 1.12)
    axes.set_xlabel(_("mean points of a player"), fontsize=11, color=MUTED)
    _title(
        axes,
        _("Where the points come from"),
        _("{games}; mean final score {score}").format(
            games=_games(summary), score=decimal(summary.mean_score())
        ),
    )
    return figure


def rule_change_figure(comparison: RuleComparison, *, width: float = 8.5) -> Figure:
    """Mean points by category under the first rules (grey) and the changed ones (colour).

    >>> from dataclasses import replace
    >>> from tokaido_nb.rules import OFFICIAL
    >>> from tokaido_nb.studies.results import compare_rules
    >>> comparison = compare_rules(OFFICIAL, replace(OFFICIAL, meal_points=9), 6, 2, seed=1)
    >>> figure = rule_change_figure(comparison)
    >>> len(figure.axes[0].patches)
    18
    """
    pairs = comparison.categories()
    categories = categories_scored([{c: max(pair) for c, pair in pairs.items()}])
    before = [pairs[c][0] for c in categories]
    after = [pairs[c][1] for c in categories]
    figure, axes = chart_frame(width, 5.2)
    positions = list(range(len(categories)))
    axes.barh([y - 0.2 for y in positions], before, height=0.38, color=BEFORE, label=_("before"))
    axes.barh(
        [y + 0.2 for y in positions],
        after,
        height=0.38,
        color=[CATEGORY_COLOURS[c] for c in categories],
        label=_("after"),
    )
    axes.set_yticks(positions, [_(CATEGORY_LABELS[c]) for c in categories])
    axes.invert_yaxis()
    top = max(before + after + [1.0])
    for y, old, new in zip(positions, before, after, strict=True):
        change = new - old
        note = (
            f"{decimal(new)} ({decimal(change, sign=True)})"
            if abs(change) >= 0.05
            else decimal(new)
        )
        axes.text(new + top * 0.01, y + 0.2, note, va="center", fontsize=10, color=INK)
        axes.text(old + top * 0.01, y - 0.2, decimal(old), va="center", fontsize=9, color=MUTED)
    axes.set_xlim(0, top * 1.22)
    axes.set_xlabel(_("mean points of a player"), fontsize=11, color=MUTED)
    old_score, new_score = comparison.mean_scores()
    # TRANSLATORS: a rule number changed: its English name (code), old → new.
    changed = pgettext("a rule number changed", "{name}: {before} → {after}")
    changes = semicolons(
        changed.format(name=name, before=_value(old), after=_value(new))
        for name, (old, new) in comparison.changes.items()
    )
    games = comparison.before.games
    _title(
        axes,
        ngettext(
            "The same {count} game, before and after: {changes}",
            "The same {count} games, before and after: {changes}",
            games,
        ).format(count=games, changes=changes or _("no change")),
        _("grey: before, colour: after; mean final score {old} → {new}").format(
            old=decimal(old_score), new=decimal(new_score)
        ),
    )
    return figure


def _value(value: object) -> str:
    """A rule number as a person writes it: ``[1, 3, 5, 7]`` -> ``1, 3, 5, 7``."""
    if isinstance(value, list):
        return ", ".join(str(v) for v in value)
    return str(value)
