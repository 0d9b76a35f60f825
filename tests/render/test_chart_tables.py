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


def test_a_win_rate_table_carries_the_fair_share_and_the_travellers_nobody_played() -> None:
    """Lesson 12's text reads the chart's dashed line (the fair share), its thin lines (the
    intervals) and the note under its axis (Satsuki, whom no greedy bot keeps): the table
    that stands for the chart offline says the same."""
    from tokaido_nb.bots import GreedyBot
    from tokaido_nb.render.chart_tables import bot_wins_figure, traveller_wins_figure
    from tokaido_nb.rules.words import card_name
    from tokaido_nb.simulate import simulate
    from tokaido_nb.study import travellers_not_played

    summary = simulate(12, players=3, seed=2, bots=GreedyBot)
    table = traveller_wins_figure(summary)
    assert "Fair share: 33%" in table.notes[0] and "thin line" in table.notes[0]
    missing = travellers_not_played(summary)
    assert missing, "greedy bots were expected to leave a traveller out"
    assert "Not in the table" in table.notes[1]
    assert all(card_name(key) in table.notes[1] for key in missing)
    assert table.notes[1] in str(table) and "Fair share" in table._repr_html_()
    # Every player kept a bot: no traveller note, but the fair share (1 in 3) is there.
    assert len(bot_wins_figure(summary).notes) == 1


def test_matplotlib_is_asked_for_once_a_session_within_its_time_limit(monkeypatch) -> None:
    """In the browser edition a network that never answers would hold every chart cell: the
    one question to the CDN gives up after FETCH_SECONDS, the wheels are not asked for, and
    later charts do not ask again."""
    import importlib.util
    import types

    from tokaido_nb.render import in_browser

    asked: list[object] = []
    probed: list[tuple[str, int]] = []

    def answers(url: str, milliseconds: int) -> str:
        probed.append((url, milliseconds))
        return "no answer"

    fake = {
        "pyodide_js": types.SimpleNamespace(
            version="0.0.1", loadPackage=lambda *a: asked.append(a) or "promise"
        ),
        "pyodide": types.ModuleType("pyodide"),
        "pyodide.code": types.SimpleNamespace(run_js=lambda source: answers),
        "pyodide.ffi": types.SimpleNamespace(
            can_run_sync=lambda: True,
            run_sync=lambda promise: promise != "no answer",  # the JavaScript's answer
            to_js=lambda value: value,
        ),
    }
    for name, module in fake.items():
        monkeypatch.setitem(sys.modules, name, module)
    real_find_spec = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util,
        "find_spec",
        lambda name, *a: None if name == "matplotlib" else real_find_spec(name, *a),
    )
    monkeypatch.setattr(sys, "platform", "emscripten")
    monkeypatch.setattr(in_browser, "_fetched", None)
    assert in_browser.fetch_matplotlib() is False
    assert in_browser.fetch_matplotlib() is False
    assert in_browser.chart_maker("charts", "temple_figure").__module__.endswith("chart_tables")
    assert probed == [("https://cdn.jsdelivr.net/pyodide/v0.0.1/full/pyodide-lock.json", 10_000)], (
        "the CDN was asked more than once, or without its time limit"
    )
    assert not asked, "the wheels were asked for from a CDN that did not answer"
