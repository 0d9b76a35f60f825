"""Where matplotlib cannot be loaded (the browser edition offline), a chart is a table."""

from __future__ import annotations

import subprocess
import sys

from tokaido_nb.render.chart_tables import NO_CHARTS, ChartTable, temple_figure
from tokaido_nb.rules import Game

# matplotlib made unimportable, as in Pyodide when its wheels cannot be fetched.
WITHOUT_MATPLOTLIB = """
import sys
sys.modules["matplotlib"] = None
from tokaido_nb.render import breakdown_figure, category_points_figure, temple_figure
from tokaido_nb.rules import Game
from tokaido_nb.simulate import simulate
print(type(temple_figure([3, 1])).__name__)
print(breakdown_figure(Game(3, travellers=["kinko", "satsuki", "umegae"])))
print(category_points_figure(simulate(4, players=3, seed=1)).rows[0][0])
"""


def test_without_matplotlib_the_render_charts_are_tables() -> None:
    done = subprocess.run(
        [sys.executable, "-c", WITHOUT_MATPLOTLIB], capture_output=True, text=True, check=True
    )
    lines = done.stdout.splitlines()
    assert lines[0] == "ChartTable"
    assert "needs matplotlib" in lines[1]
    assert lines[3].split()[0] == "player" and lines[3].split()[-1] == "total"
    assert len(lines) == 1 + 2 + 1 + 3 + 1


def test_a_table_has_the_charts_numbers_and_says_why() -> None:
    table = temple_figure([5, 5, 3, 0], ["A", "B", "C", "D"])
    assert [row[2] for row in table.rows] == ["1st: +10", "1st: +10", "2nd: +7", "no coin: 0"]
    html = table._repr_html_()
    assert NO_CHARTS.format(title=table.title) in html.replace("&quot;", '"')
    assert html.count("<tr>") == 1 + 4 and '<th scope="col">award now</th>' in html


def test_a_table_for_a_game_names_each_player() -> None:
    from tokaido_nb.render.chart_tables import breakdown_figure

    table = breakdown_figure(Game(3, travellers=["kinko", "satsuki", "umegae"]))
    assert isinstance(table, ChartTable)
    assert len(table.rows) == 3 and all(row[-1] == "0" for row in table.rows)


def test_a_widget_shows_a_table_in_place_of_its_chart() -> None:
    import ipywidgets as widgets

    from tokaido_nb.render.chart_tables import fortune_figure
    from tokaido_nb.widgets.parts import show_figure

    output = widgets.Output()
    show_figure(output, fortune_figure({-2: 3, 4: 1}, {-2: 0.5, 4: 0.5}, 1.0), "4 bets")
    (shown,) = output.outputs
    assert "image/png" not in shown["data"]
    assert "needs matplotlib" in shown["data"]["text/html"]
    assert "75%" in shown["data"]["text/plain"]  # three bets of four lost 2 coins


def test_the_score_sheet_shows_its_table_where_matplotlib_cannot_be_loaded(monkeypatch) -> None:
    from tokaido_nb.render import in_browser
    from tokaido_nb.scoresheet import PlayerSheet, ScoreSheet, score
    from tokaido_nb.widgets.score_sheet import ScoreSheetForm

    monkeypatch.setattr(in_browser, "fetch_matplotlib", lambda: False)
    widget = ScoreSheetForm.__new__(ScoreSheetForm)
    widget.chart = __import__("ipywidgets").Output()
    result = score(ScoreSheet([PlayerSheet("Aiko", hot_springs_3=1), PlayerSheet("Bea")]))
    widget._draw(result)
    (shown,) = widget.chart.outputs
    assert "needs matplotlib" in shown["data"]["text/html"]
    assert "Aiko" in shown["data"]["text/plain"] and "6" in shown["data"]["text/plain"]
