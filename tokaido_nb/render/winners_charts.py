"""What the winners of real games do, drawn with matplotlib: one chart per statistic.

Each function takes the seats' facts (``masters.winners.SeatFacts``, e.g.
``masters.shipped_facts.shipped_facts()``) and returns a ``Figure`` built with the object API,
like ``study_charts.py``. The numbers, the sentence under each chart and its words for a screen
reader come from ``winners_tables.py`` (the same function name there gives the table the browser
edition shows offline): a chart's ``alt`` is its title, its sentence, then every number drawn.

>>> from tokaido_nb.masters.shipped_facts import shipped_facts
>>> figure = winners_inn_coins_figure(shipped_facts())
>>> from tokaido_nb.render.notebook import figure_words
>>> figure_words(figure).startswith("Chart: Coins carried into each inn in 975 real games.")
True
"""

from __future__ import annotations

import textwrap
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from matplotlib.figure import Figure

from ..masters.winners import (
    SeatFacts,
    coins_into_inns,
    crossroads_options,
    first_panorama_and_temple,
    points_by_category,
    win_rates_by_traveller,
)
from ..rules import data
from ..rules.language import _
from ..rules.numbers import decimal, percent
from ..rules.words import CATEGORY_LABELS, card_name, inn_name, option_label
from . import winners_tables as tables
from .chart_tables import ChartTable
from .charts import chart_frame
from .notebook import describe_figure
from .palette import INK, MUTED, PAPER
from .study_charts import BAR, BEFORE, LanguagePercent

if TYPE_CHECKING:
    from matplotlib.axes import Axes

    from ..studies.results import WinRate

__all__ = list(tables.WINNERS_CHARTS)


def _finish(figure: Figure, axes: Axes, table: ChartTable) -> Figure:
    """The title and the sentence over the chart (the sentence wrapped to the chart's width),
    the words for a screen reader on the figure."""
    width = int(figure.get_figwidth() * 11)  # characters of the sentence's size per line
    sentence = "\n".join(textwrap.wrap(table.notes[0], width))
    figure.suptitle(f"{table.title}\n{sentence}", x=0.01, ha="left", fontsize=11, color=INK)
    return describe_figure(figure, tables.chart_words(table))


def _legend(axes: Axes) -> None:
    # Beside the bars, not over them: a long bar reaches the corner a legend would take.
    legend = axes.legend(loc="upper left", bbox_to_anchor=(1.0, 1.0), fontsize=10)
    legend.get_frame().set(facecolor=PAPER, edgecolor=MUTED, alpha=0.9)


def _rates(axes: Axes, labels: Sequence[str], rates: Sequence[WinRate]) -> None:
    """Horizontal bars of win rates, with 95% intervals, values and the fair share's line."""
    positions = list(range(len(rates)))
    values = [rate.win_rate for rate in rates]
    errors = [
        [max(0.0, v - r.interval[0]) for v, r in zip(values, rates, strict=True)],
        [max(0.0, r.interval[1] - v) for v, r in zip(values, rates, strict=True)],
    ]
    axes.barh(
        positions, values, height=0.6, xerr=errors, color=BAR, edgecolor=PAPER, ecolor=MUTED,
        capsize=3,
    )  # fmt: skip
    axes.set_yticks(positions, labels)
    axes.invert_yaxis()
    fair = _("fair share ({share})").format(share=percent(tables.FAIR_SHARE))
    axes.axvline(tables.FAIR_SHARE, color=INK, linestyle="--", linewidth=1, label=fair)
    top = max([r.interval[1] for r in rates] + [tables.FAIR_SHARE])
    axes.set_xlim(0, min(1.1, top * 1.2))
    axes.xaxis.set_major_formatter(LanguagePercent(1.0, decimals=0))
    axes.set_xlabel(_("games won"), fontsize=11, color=MUTED)
    for y, rate in zip(positions, rates, strict=True):
        axes.text(
            rate.interval[1] + top * 0.01, y, percent(rate.win_rate), va="center", fontsize=9,
            color=INK,
        )  # fmt: skip
    _legend(axes)


def _pairs(
    axes: Axes,
    labels: Sequence[str],
    pairs: Sequence[tuple[float | None, float | None]],
    unit: str,
) -> None:
    """Side-by-side horizontal bars, the winners' (blue) over the others' (grey), each with
    its value; a missing mean is drawn as no bar."""
    positions = list(range(len(labels)))
    winners = [w or 0.0 for w, _o in pairs]
    others = [o or 0.0 for _w, o in pairs]
    axes.barh([y - 0.2 for y in positions], winners, height=0.38, color=BAR, label=_("winners"))
    axes.barh(
        [y + 0.2 for y in positions], others, height=0.38, color=BEFORE, label=_("the others")
    )
    axes.set_yticks(positions, labels)
    axes.invert_yaxis()
    top = max(winners + others + [1.0])
    for y, (w, o) in zip(positions, pairs, strict=True):
        for shift, value in ((-0.2, w), (0.2, o)):
            if value is not None:
                axes.text(
                    value + top * 0.01, y + shift, decimal(value), va="center", fontsize=9,
                    color=INK,
                )  # fmt: skip
    axes.set_xlim(0, top * 1.15)
    axes.set_xlabel(unit, fontsize=11, color=MUTED)
    _legend(axes)


def winners_travellers_figure(facts: Iterable[SeatFacts], *, width: float = 8.5) -> Figure:
    """Each traveller's win rate with its 95% interval, the highest at the top."""
    seats = list(facts)
    rates = sorted(win_rates_by_traveller(seats), key=lambda r: (-r.win_rate, r.key))
    labels = [f"{card_name(rate.key)} ({rate.games})" for rate in rates]
    figure, axes = chart_frame(width, 1.4 + 0.34 * len(rates))
    _rates(axes, labels, rates)
    return _finish(figure, axes, tables.winners_travellers_figure(seats))


def winners_points_figure(facts: Iterable[SeatFacts], *, width: float = 8.5) -> Figure:
    """Mean points in each score category, the winners' against the others'."""
    seats = list(facts)
    points = {c: pair for c, pair in points_by_category(seats).items() if (pair[0] or pair[1])}
    figure, axes = chart_frame(width, 1.6 + 0.5 * len(points))
    labels = [_(CATEGORY_LABELS[category]) for category in points]
    _pairs(axes, labels, list(points.values()), _("mean points"))
    return _finish(figure, axes, tables.winners_points_figure(seats))


def winners_firsts_figure(facts: Iterable[SeatFacts], *, width: float = 8.5) -> Figure:
    """The mean road space of the first panorama card and the first temple offering."""
    seats = list(facts)
    firsts = first_panorama_and_temple(seats)
    figure, axes = chart_frame(width, 3.2)
    labels = [_("first panorama card"), _("first temple offering")]
    _pairs(axes, labels, [firsts["panorama"], firsts["temple"]], _("road space (Kyoto 0, Edo 54)"))
    return _finish(figure, axes, tables.winners_firsts_figure(seats))


def winners_inn_coins_figure(facts: Iterable[SeatFacts], *, width: float = 8.5) -> Figure:
    """The mean coins held on walking into each inn, the winners' against the others'."""
    seats = list(facts)
    labels = [inn_name(space) for space in data.INNS[1:]]
    figure, axes = chart_frame(width, 3.8)
    _pairs(axes, labels, coins_into_inns(seats), _("mean coins in the purse"))
    return _finish(figure, axes, tables.winners_inn_coins_figure(seats))


def winners_options_figure(facts: Iterable[SeatFacts], *, width: float = 8.5) -> Figure:
    """Each Crossroads option: the win rate of the seats that took it, with its interval; the
    label says the share of seats that took it."""
    seats = list(facts)
    options = [rate for rate in crossroads_options(seats) if rate.seats]
    labels = [
        _("{option} (taken by {share})").format(
            option=option_label(rate.option), share=percent(rate.taken)
        )
        for rate in options
    ]
    figure, axes = chart_frame(width, 1.4 + 0.4 * max(1, len(options)))
    if options:
        _rates(axes, labels, [rate.win_rate for rate in options])
    return _finish(figure, axes, tables.winners_options_figure(seats))
