"""CalligraphyScorer: editable holdings, each calligraphy's points from the rules, a number no
journey can reach refused (chapter 16)."""

from __future__ import annotations

import pytest

from tokaido_nb.rules import Rules
from tokaido_nb.widgets import CalligraphyScorer


def test_each_calligraphy_scores_what_the_holdings_say():  # cross.calligraphy_scoring
    scorer = CalligraphyScorer(
        coins=3, panoramas=2, cherry_trees=1, legendary=2, souvenirs=5, achievements=2, meals=1,
        place=1,
    )  # fmt: skip
    assert scorer.points() == {
        "foresight": 6,
        "contemplation": 7,
        "nostalgia": 9,
        "patience": 6,
        "perfection": 5,  # 2 x 2 cards + itself
        "fasting": 9,
    }
    assert scorer.total == 0


def test_ticking_a_calligraphy_adds_it_to_the_total_and_perfection_counts_it():
    scorer = CalligraphyScorer(coins=3, achievements=2, held=["foresight"])
    assert scorer.total == 6
    scorer.ticks["perfection"].value = True
    assert scorer.held == ["foresight", "perfection"]
    assert scorer.points()["perfection"] == 2 * 2 + 2 and scorer.total == 6 + 6
    assert "2 calligraphies held: 12 points" in scorer.total_line.value


def test_typing_a_number_changes_the_points():
    scorer = CalligraphyScorer(held=["foresight"])
    scorer.boxes["coins"].value = 7
    assert scorer.total == 14
    assert scorer.message.text == "Coins left: 7."


def test_the_place_of_arrival_changes_patience():
    scorer = CalligraphyScorer(held=["patience"])
    assert scorer.total == 2
    scorer.place_box.value = 2
    assert scorer.total == 4


def test_a_number_no_journey_can_reach_is_refused_and_the_box_keeps_its_value():
    scorer = CalligraphyScorer(meals=2, held=["fasting"])
    table = scorer.table.value
    scorer.boxes["meals"].value = 5
    assert scorer.counts["meals"] == 2 and scorer.boxes["meals"].value == 2
    assert scorer.table.value == table
    assert scorer.message.text == (
        "Inn meals eaten cannot be 5: a journey has four inns with a meal (0 to 4). It stays 2."
    )
    scorer.boxes["coins"].value = -1
    assert scorer.counts["coins"] == 0 and "0 or more" in scorer.message.text
    scorer.set_held("haiku", True)
    assert scorer.held == ["fasting"] and "is not a calligraphy" in scorer.message.text


def test_start_again_restores_the_first_holdings():
    scorer = CalligraphyScorer(coins=2, held=["foresight"])
    scorer.boxes["coins"].value = 9
    scorer.ticks["nostalgia"].value = True
    scorer.restart_button.click()
    assert scorer.counts["coins"] == 2 and scorer.held == ["foresight"]
    assert scorer.boxes["coins"].value == 2 and not scorer.ticks["nostalgia"].value


def test_edited_rules_change_the_points():
    scorer = CalligraphyScorer(coins=3, held=["foresight"], rules=Rules(foresight_points=5))
    assert scorer.total == 15


def test_bad_starting_values_are_refused_when_built():
    with pytest.raises(ValueError, match="not a calligraphy"):
        CalligraphyScorer(held=["haiku"])
    with pytest.raises(ValueError, match="there are three panoramas"):
        CalligraphyScorer(panoramas=4)
    with pytest.raises(ValueError, match="no box 'gold'"):
        CalligraphyScorer(gold=1)
