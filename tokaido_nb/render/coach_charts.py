"""The coach's chart: value lost per turn, one line of points per player.

It draws plain numbers (``(turn, points lost)`` per player, as ``coach.PlayerReview.by_turn``
gives them), so the drawing floor does not depend on the coach; the review itself is the
coach's. Built with matplotlib's object API, like charts.py, and returned unshown.
"""

from __future__ import annotations

from collections.abc import Sequence

from matplotlib.figure import Figure

from ..rules.language import _, pgettext
from ..rules.numbers import counted, decimal
from .charts import chart_frame, whole_number_ticks
from .palette import INK, MUTED, PLAYER_COLOURS


def value_lost_figure(
    players: Sequence[tuple[str, Sequence[tuple[int, float]]]],
    *,
    colours: Sequence[str] | None = None,
    width: float = 9.0,
) -> Figure:
    """Value lost per turn, in points, one line of markers per player, with each player's total
    in the legend.

    ``players`` is a list of ``(name, [(turn, points lost), ...])``, one per player reviewed;
    ``colours`` one colour per player (the pawns' colours by default).

    >>> figure = value_lost_figure([("Kinko", [(1, 0.0), (2, 3.5)]), ("Satsuki", [(1, 1.0)])])
    >>> [text.get_text() for text in figure.axes[0].get_legend().get_texts()]
    ['Kinko: 3.5 points lost', 'Satsuki: 1.0 points lost']
    """
    if colours is None:
        colours = [PLAYER_COLOURS[i % 5] for i in range(len(players))]
    if len(colours) != len(players):
        raise ValueError(f"give one colour per player ({len(players)})")
    figure, axes = chart_frame(width, 3.6)
    top = 1.0
    for (name, turns), colour in zip(players, colours, strict=True):
        xs = [turn for turn, _ in turns]
        ys = [max(0.0, lost) for _, lost in turns]
        total = sum(ys)
        axes.plot(
            xs,
            ys,
            marker="o",
            markersize=5,
            linewidth=1.6,
            color=colour,
            # TRANSLATORS: {points} is a number with one decimal ("3.5").
            label=counted(
                "{name}: {points} point lost", "{name}: {points} points lost", decimal(total)
            ).format(name=name, points=decimal(total)),
        )
        top = max([top, *ys])
    axes.set_ylim(0, top * 1.15)
    axes.set_xlabel(pgettext("chart axis", "turn"), fontsize=11, color=MUTED)
    axes.set_ylabel(_("points lost"), fontsize=11, color=MUTED)
    whole_number_ticks(axes.xaxis)
    axes.set_title(
        _("Value lost per turn against the coach's best move"), fontsize=13, color=INK, loc="left"
    )
    if players:
        axes.legend(fontsize=10, frameon=False)
    return figure


__all__ = ["value_lost_figure"]
