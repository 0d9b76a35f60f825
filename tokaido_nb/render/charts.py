"""Charts with matplotlib: a score breakdown by category, and the temple standings.

Each function returns a ``matplotlib.figure.Figure`` built with the object API, never pyplot:
no global state, no backend chosen, nothing shown. A notebook displays the returned figure by
itself (notebook.py registers a PNG fallback when the inline backend is not active); a widget
puts it into an ``Output`` with ``append_display_data``; a script calls ``fig.savefig``. This
module is the only one of the drawing floor that imports matplotlib, so drawing the road does
not pay for it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, cast

from matplotlib.axes import Axes
from matplotlib.axis import Axis
from matplotlib.figure import Figure
from matplotlib.ticker import MaxNLocator

from ..rules.config import OFFICIAL, Rules
from ..rules.language import _, pgettext
from ..rules.scoring import CATEGORIES, dense_ranks, temple_awards
from ..rules.words import CATEGORY_LABELS, card_name
from .chart_tables import temple_label
from .in_words import breakdown_chart_words
from .notebook import describe_figure
from .palette import (
    CATEGORY_COLOURS,
    CATEGORY_HATCHES,
    INK,
    MUTED,
    PAPER,
    PLAYER_COLOURS,
    player_colour,
    readable,
)

if TYPE_CHECKING:
    from ..rules.game import Game


def whole_number_ticks(axis: Axis) -> None:
    """Ticks at whole numbers only on ``axis`` (points, coins): its default locator, an
    ``AutoLocator``, is a ``MaxNLocator``, which can be told so."""
    cast(MaxNLocator, axis.get_major_locator()).set_params(integer=True)


HATCH_INK = "#2b21188c"
"""Edges and hatching of stacked bars: the ink, translucent, seen on light and dark fills."""


def chart_frame(width: float, height: float) -> tuple[Figure, Axes]:
    """An empty chart in the drawings' style: a figure ``width`` x ``height`` inches on the
    board's paper, one axes with its top and right spines hidden. Every chart starts here."""
    figure = Figure(figsize=(width, height), dpi=100, facecolor=PAPER, layout="constrained")
    axes = figure.add_subplot()
    axes.set_facecolor(PAPER)
    for side in ("top", "right"):
        axes.spines[side].set_visible(False)
    for side in ("left", "bottom"):
        axes.spines[side].set_color(MUTED)
    axes.tick_params(colors=INK, labelsize=11)
    return figure, axes


def _player_labels(game: Game) -> list[str]:
    labels = []
    for t in game.travellers:
        if t.neutral:
            continue
        labels.append(f"{t.name}\n{card_name(t.key)}" if t.key else t.name)
    return labels


def breakdown_figure(game: Game, *, width: float = 9.0) -> Figure:
    """Each player's points as a bar stacked by score category, with the total on top.

    The categories are ``state.CATEGORIES`` (panoramas, souvenirs, ..., temple award), from
    ``game.breakdowns()``; during the journey the bars show the points so far.

    >>> from tokaido_nb.rules import Game
    >>> figure = breakdown_figure(Game(3, travellers=["kinko", "satsuki", "umegae"]))
    >>> [text.get_text() for text in figure.axes[0].texts]
    ['0', '0', '0']
    """
    if game.is_over():
        title = _("Score by category (final score)")
    else:
        title = _("Score by category (points so far)")
    return stacked_breakdown_figure(
        game.breakdowns(),
        _player_labels(game),
        [player_colour(game, i) for i in range(game.players)],
        title,
        width=width,
    )


def stacked_breakdown_figure(
    breakdowns: Sequence[Mapping[str, int]],
    labels: Sequence[str],
    colours: Sequence[str],
    title: str,
    *,
    width: float = 9.0,
    height: float = 4.6,
) -> Figure:
    """Bars stacked by score category (``state.CATEGORIES``), one per player, totals on top.

    The picture of ``breakdown_figure``, from plain values: each player's points by category,
    their label and colour. The score sheet draws a table's result with it.

    >>> figure = stacked_breakdown_figure([{"meals": 6}, {"meals": 12}], ["A", "B"],
    ...                                   ["#000", "#111"], "Meals")
    >>> [text.get_text() for text in figure.axes[0].texts]
    ['6', '12']
    """
    figure, axes = chart_frame(width, height)
    positions = list(range(len(breakdowns)))
    bottoms = [0] * len(breakdowns)
    for category in CATEGORIES:
        values = [b.get(category, 0) for b in breakdowns]
        if not any(values):
            continue
        axes.bar(
            positions,
            values,
            bottom=bottoms,
            width=0.6,
            color=CATEGORY_COLOURS[category],
            # The hatching tells the categories apart where colours alone would not (for
            # colour-blind eyes); matplotlib draws it in the edge's colour.
            hatch=CATEGORY_HATCHES[category],
            edgecolor=HATCH_INK,
            linewidth=0.8,
            label=_(CATEGORY_LABELS[category]),
        )
        bottoms = [b + v for b, v in zip(bottoms, values, strict=True)]
    top = max(bottoms + [1])
    for x, total in zip(positions, bottoms, strict=True):
        axes.text(
            x,
            total + top * 0.015,
            str(total),
            ha="center",
            va="bottom",
            fontsize=13,
            fontweight="bold",
            color=INK,
        )
    axes.set_xticks(positions, labels, fontsize=11)
    for tick, colour in zip(axes.get_xticklabels(), colours, strict=True):
        tick.set_color(readable(colour))
        tick.set_fontweight("bold")
    axes.set_ylim(0, top * 1.12)
    whole_number_ticks(axes.yaxis)
    axes.set_ylabel(pgettext("chart axis", "points"), fontsize=11, color=MUTED)
    axes.set_xlim(-0.6, len(positions) - 0.4)
    axes.set_title(title, fontsize=13, color=INK, loc="left")
    if axes.get_legend_handles_labels()[0]:
        legend = axes.legend(
            loc="upper left",
            bbox_to_anchor=(1.01, 1),
            fontsize=11,
            frameon=False,
            reverse=True,
        )
        for text in legend.get_texts():
            text.set_color(INK)
    # Its alt text: every player's points by category, the same numbers as the bars.
    return describe_figure(figure, breakdown_chart_words(breakdowns, labels, title))


def sheet_figure(result: Any, *, width: float = 9.0) -> Figure:
    """The picture of ``breakdown_figure``, drawn from a score sheet's result
    (``scoresheet.SheetResult``: its ``breakdowns`` and the label of each column).

    >>> from tokaido_nb.scoresheet import PlayerSheet, ScoreSheet, score
    >>> result = score(ScoreSheet([PlayerSheet("Aiko", hot_springs_3=1), PlayerSheet("Bea")]))
    >>> [text.get_text() for text in sheet_figure(result).axes[0].texts]
    ['6', '0']
    """
    positions = range(len(result.breakdowns))
    return stacked_breakdown_figure(
        result.breakdowns,
        [result.label(i).replace(" (", "\n(") for i in positions],
        [PLAYER_COLOURS[i % len(PLAYER_COLOURS)] for i in positions],
        _("Score by category"),
        width=width,
        height=4.4,
    )


def temple_figure(
    donations: Game | Sequence[int],
    names: Sequence[str] | None = None,
    *,
    rules: Rules = OFFICIAL,
    colours: Sequence[str] | None = None,
    width: float = 7.0,
) -> Figure:
    """Coins given at the temples, one bar per traveller, each labelled with the award it would
    take if the journey ended now (``scoring.temple_awards``: dense ranks, 10/7/4, then 2).

    ``donations`` is a list of totals, or a game (its travellers' totals, the neutral's too).

    >>> figure = temple_figure([5, 5, 3, 1])
    >>> [text.get_text() for text in figure.axes[0].texts]
    ['1st: +10', '1st: +10', '2nd: +7', '3rd: +4']
    """
    if hasattr(donations, "travellers"):
        game = cast("Game", donations)  # a game: its travellers' donations
        totals = [t.donated for t in game.travellers]
        names = names or [
            (pgettext("pawn", "Neutral") if t.neutral else t.name) for t in game.travellers
        ]
        colours = colours or [player_colour(game, t.index) for t in game.travellers]
        rules = game.rules
    else:
        totals = [int(d) for d in cast("Sequence[int]", donations)]
    count = len(totals)
    names = (
        list(names)
        if names
        else [_("Traveller {number}").format(number=i + 1) for i in range(count)]
    )
    colours = list(colours) if colours else [PLAYER_COLOURS[i % 5] for i in range(count)]
    if len(names) != count or len(colours) != count:
        raise ValueError(f"give one name and one colour per donation ({count})")
    awards = temple_awards(totals, rules)
    ranks = dense_ranks(totals)
    figure, axes = chart_frame(width, 3.8)
    positions = list(range(count))
    axes.bar(positions, totals, width=0.6, color=colours, edgecolor=INK, linewidth=0.6)
    top = max(totals + [3])
    for x, total, award, rank in zip(positions, totals, awards, ranks, strict=True):
        label = temple_label(rank, award) if total > 0 else _("no coin: 0")
        axes.text(
            x,
            total + top * 0.02,
            label,
            ha="center",
            va="bottom",
            fontsize=12,
            fontweight="bold",
            color=INK,
        )
    axes.set_xticks(positions, names, fontsize=11)
    axes.set_ylim(0, top * 1.2)
    axes.set_ylabel(_("coins given"), fontsize=11, color=MUTED)
    whole_number_ticks(axes.yaxis)
    axes.set_title(
        _("Temple standings: the award each would take now"),
        fontsize=13,
        color=INK,
        loc="left",
    )
    return figure


__all__ = [
    "breakdown_figure",
    "chart_frame",
    "sheet_figure",
    "stacked_breakdown_figure",
    "temple_figure",
    "whole_number_ticks",
]
