"""Charts of a study: figures built without pyplot, one bar per group, the fair share drawn."""

from __future__ import annotations

import dataclasses

import pytest
from matplotlib.figure import Figure

from tokaido_nb.render.study_charts import (
    bot_wins_figure,
    category_points_figure,
    rule_change_figure,
    start_wins_figure,
    traveller_wins_figure,
)
from tokaido_nb.rules import OFFICIAL
from tokaido_nb.rules.scoring import CATEGORIES, CROSSROADS_CATEGORIES
from tokaido_nb.simulate import RandomBot, simulate
from tokaido_nb.study import compare_rules


@pytest.fixture(scope="module")
def summary():
    return simulate(40, players=4, seed=3, bots={0: RandomBot})


def texts(figure: Figure) -> list[str]:
    return [text.get_text() for text in figure.axes[0].texts]


def test_traveller_chart_has_a_bar_per_traveller_best_first(summary):
    figure = traveller_wins_figure(summary)
    assert isinstance(figure, Figure)
    axes = figure.axes[0]
    widths = [patch.get_width() for patch in axes.patches]
    assert len(widths) == len(summary.travellers())
    assert widths == sorted(widths, reverse=True)
    labels = [tick.get_text() for tick in axes.get_yticklabels()]
    assert all("(" in label for label in labels)  # games played, in brackets
    assert axes.get_legend().get_texts()[0].get_text() == "fair share (25%)"


def test_start_chart_has_a_bar_per_place_in_the_line(summary):
    figure = start_wins_figure(summary)
    axes = figure.axes[0]
    assert len(axes.patches) == 4
    heights = [patch.get_height() for patch in axes.patches]
    expected = {g["start_place"]: g["win_rate"] for g in summary.start_places()}
    assert heights == pytest.approx([expected[4], expected[3], expected[2], expected[1]])


def test_bot_chart_groups_the_seats_of_each_bot():
    summary = simulate(10, players=3, seed=1, bots={0: RandomBot, 1: RandomBot, 2: RandomBot})
    figure = bot_wins_figure(summary)
    assert [t.get_text() for t in figure.axes[0].get_xticklabels()] == ["RandomBot\n(3 seats)"]


BASE_CATEGORIES = [c for c in CATEGORIES if c not in CROSSROADS_CATEGORIES]


def test_category_chart_shows_the_mean_points_of_each_category(summary):
    figure = category_points_figure(summary)
    widths = [patch.get_width() for patch in figure.axes[0].patches]
    assert widths == pytest.approx([summary.categories()[c] for c in BASE_CATEGORIES])
    assert f"{summary.categories()['meals']:.1f}" in texts(figure)


def test_category_chart_of_crossroads_games_shows_its_categories():
    crossroads = simulate(6, players=3, seed=2, expansions=["crossroads"])
    figure = category_points_figure(crossroads)
    labels = [t.get_text() for t in figure.axes[0].get_yticklabels()]
    assert "cherry trees" in labels and len(figure.axes[0].patches) == len(labels)


def test_rule_change_chart_shows_before_and_after_with_the_change_in_its_title():
    what_if = dataclasses.replace(OFFICIAL, set_values=(2, 6, 10, 14))
    comparison = compare_rules(OFFICIAL, what_if, games=8, players=3, seed=1)
    figure = rule_change_figure(comparison)
    axes = figure.axes[0]
    assert len(axes.patches) == 2 * len(BASE_CATEGORIES)
    assert "set_values: 1, 3, 5, 7 → 2, 6, 10, 14" in axes.get_title(loc="left")
    souvenirs = BASE_CATEGORIES.index("souvenirs")
    before = axes.patches[souvenirs].get_width()
    after = axes.patches[len(BASE_CATEGORIES) + souvenirs].get_width()
    assert after == pytest.approx(2 * before)


def test_study_charts_never_touch_pyplot():
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from tokaido_nb.render.study_charts import category_points_figure\n"
        "from tokaido_nb.simulate import simulate\n"
        "category_points_figure(simulate(3, players=2))\n"
        "print('matplotlib.pyplot' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_the_traveller_chart_names_a_traveller_nobody_played():
    from tokaido_nb.bots import GreedyBot

    greedy = simulate(20, players=4, seed=1, bots=GreedyBot, workers=1)  # greedy never keeps her
    figure = traveller_wins_figure(greedy)
    labels = [tick.get_text() for tick in figure.axes[0].get_yticklabels()]
    assert not any(label.startswith("Satsuki") for label in labels)
    assert "Not in the chart: Satsuki, played in none of these games" in (
        figure.axes[0].get_xlabel()
    )


def test_a_chart_where_every_traveller_played_adds_no_note(summary):
    assert "Not in the chart" not in traveller_wins_figure(summary).axes[0].get_xlabel()
