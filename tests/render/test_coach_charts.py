"""The chart of value lost per turn."""

from __future__ import annotations

import pytest

from tokaido_nb.render.coach_charts import value_lost_figure


def test_one_line_per_player_with_the_turns_and_the_total_in_the_legend():
    figure = value_lost_figure(
        [("Kinko", [(1, 0.0), (3, 2.5), (4, 1.0)]), ("Satsuki", [(2, 4.0)])],
        colours=["#e8590c", "#1c7ed6"],
    )
    axes = figure.axes[0]
    lines = axes.get_lines()
    assert [list(line.get_xdata()) for line in lines] == [[1, 3, 4], [2]]
    assert list(lines[1].get_ydata()) == [4.0]
    legend = [t.get_text() for t in axes.get_legend().get_texts()]
    assert legend == ["Kinko: 3.5 points lost", "Satsuki: 4.0 points lost"]
    assert axes.get_ylim()[1] >= 4.0


def test_a_colour_missing_is_refused_by_name():
    with pytest.raises(ValueError, match="one colour per player"):
        value_lost_figure([("Kinko", [(1, 1.0)])], colours=[])
