"""Charts: matplotlib figures built without pyplot, and kept out of the SVG drawing's imports."""

from __future__ import annotations

import subprocess
import sys
import textwrap

import pytest

from tokaido_nb.render import breakdown_figure, temple_figure
from tokaido_nb.rules.state import CATEGORIES

from .support import finished, played


def run_python(code: str) -> str:
    result = subprocess.run(
        [sys.executable, "-c", textwrap.dedent(code)], capture_output=True, text=True, check=True
    )
    return result.stdout.strip()


def test_drawing_the_road_does_not_import_matplotlib():
    out = run_python(
        """
        import sys
        import tokaido_nb.render.svg
        import tokaido_nb.render
        from tokaido_nb.render import road_svg, card_svg, tableau_svg, game_html
        from tokaido_nb.rules import Game
        game_html(Game(3, seed=1, travellers=["kinko", "umegae", "satsuki"]))
        print(sorted(m for m in sys.modules if m.split(".")[0] == "matplotlib"))
        """
    )
    assert out == "[]"


def test_charts_never_touch_pyplot():
    out = run_python(
        """
        import sys
        from tokaido_nb.render import breakdown_figure, temple_figure
        from tokaido_nb.rules import Game
        breakdown_figure(Game(3, seed=1, travellers=["kinko", "umegae", "satsuki"]))
        temple_figure([3, 1, 0])
        print("matplotlib.pyplot" in sys.modules, "matplotlib" in sys.modules)
        """
    )
    assert out == "False True"


def bar_heights(axes) -> list[float]:
    return [patch.get_height() for patch in axes.patches]


@pytest.mark.parametrize("seed", range(3))
def test_breakdown_bars_stack_each_category_of_each_player(seed):
    game = finished(3 + seed, seed=seed)
    figure = breakdown_figure(game)
    axes = figure.axes[0]
    breakdowns = game.breakdowns()
    used = [c for c in CATEGORIES if any(b[c] for b in breakdowns)]
    expected = [b[c] for c in used for b in breakdowns]
    assert bar_heights(axes) == expected
    assert [t.get_text() for t in axes.texts] == [str(s) for s in game.scores()]


def test_breakdown_during_the_journey_says_so():
    figure = breakdown_figure(played(4, steps=30, seed=1))
    assert "points so far" in figure.axes[0].get_title(loc="left")


def test_temple_bars_carry_the_dense_awards():  # end.temple, end.temple_ties
    figure = temple_figure([5, 5, 3, 1, 0], names=["A", "B", "C", "D", "E"])
    axes = figure.axes[0]
    assert bar_heights(axes) == [5, 5, 3, 1, 0]
    assert [t.get_text() for t in axes.texts] == [
        "1st: +10",
        "1st: +10",
        "2nd: +7",
        "3rd: +4",
        "no coin: 0",
    ]


def test_temple_of_a_game_includes_the_neutral_traveller():  # two.neutral_temple
    game = finished(2, seed=3)
    axes = temple_figure(game).axes[0]
    assert bar_heights(axes) == [t.donated for t in game.travellers]
    assert [t.get_text() for t in axes.get_xticklabels()][-1] == "Neutral"


def test_temple_refuses_names_that_do_not_match():
    with pytest.raises(ValueError, match="one name and one colour per donation"):
        temple_figure([1, 2], names=["only one"])


def test_chart_fonts_are_readable():
    figure = breakdown_figure(finished(4, seed=1))
    texts = figure.findobj(lambda a: hasattr(a, "get_fontsize") and hasattr(a, "get_text"))
    sizes = [t.get_fontsize() for t in texts if t.get_text() and t.get_visible()]
    assert len(sizes) > 10 and min(sizes) >= 11
