"""The strategy lab widget: choose a rule change, run a small study, read the result."""

from __future__ import annotations

import dataclasses

import pytest

from tokaido_nb.rules import OFFICIAL
from tokaido_nb.simulate import RandomBot
from tokaido_nb.widgets.strategy_lab import StrategyLab


@pytest.fixture
def lab() -> StrategyLab:
    changes = {
        "Sets score 2, 6, 10, 14": dataclasses.replace(OFFICIAL, set_values=(2, 6, 10, 14)),
        "Meals score 3": dataclasses.replace(OFFICIAL, meal_points=3),
    }
    return StrategyLab(changes, {"Random bots": RandomBot}, games=10, players=3)


def test_a_click_plays_the_games_under_both_rules_and_says_what_moved(lab):
    assert lab.result_text == "" and lab.chart.outputs == ()
    lab.run_button.click()
    comparison = lab.comparison
    assert comparison.before.games == comparison.after.games == 10
    assert comparison.changes == {"set_values": ([1, 3, 5, 7], [2, 6, 10, 14])}
    text = lab.result_text
    assert text.startswith("10 games played twice") and "Moved most: souvenirs" in text
    assert lab.progress.value == lab.progress.max == 20
    (output,) = lab.chart.outputs
    assert output["data"]["image/png"]  # the chart, put into the Output's state


def test_the_dropdown_chooses_the_rule_change(lab):
    lab.change_choice.value = "Meals score 3"
    lab.run_button.click()
    assert lab.comparison.changes == {"meal_points": (6, 3)}
    assert "Moved most: meals" in lab.result_text


def test_too_few_games_are_refused_on_the_message_line_and_nothing_changes(lab):
    lab.games_box.value = 2
    assert lab.games == 10 and lab.games_box.value == 10
    assert "2 is too few" in lab.message.text
    assert "tokaido-message-refusal" in lab.message._dom_classes
    lab.games_box.value = 5000
    assert lab.games == 10 and "would take minutes" in lab.message.text
    lab.games_box.value = 12
    assert lab.games == 12 and "12 games" in lab.message.text


def test_the_widget_has_stable_classes_and_a_short_repr(lab):
    assert "tokaido-strategy-lab" in lab._dom_classes
    assert "tokaido-lab-run" in lab.run_button._dom_classes
    assert repr(lab) == "StrategyLab(change='Sets score 2, 6, 10, 14', games=10)"


def test_a_lab_without_changes_is_refused():
    with pytest.raises(ValueError, match="at least one rule change"):
        StrategyLab({}, {"Random bots": RandomBot})


def test_the_crossroads_box_plays_the_study_with_the_expansion(lab):
    assert lab.crossroads_box.value is False and lab.expansions == []
    lab.crossroads_box.value = True
    lab.run_button.click()
    for summary in (lab.comparison.before, lab.comparison.after):
        assert summary.study.expansions == ("crossroads",)
        assert summary.crossroads()  # the Crossroads choices were counted
    assert "with the Crossroads expansion" in lab.result_text
    assert "tokaido-lab-crossroads" in lab.crossroads_box._dom_classes


def test_a_lab_may_start_with_crossroads_ticked():
    lab = StrategyLab(games=10, players=2, crossroads=True)
    assert lab.expansions == ["crossroads"]
