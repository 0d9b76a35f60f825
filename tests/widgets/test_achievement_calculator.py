"""The achievement calculator of chapter 8: + and - change totals, the rules say who takes each."""

from __future__ import annotations

from dataclasses import replace

from tokaido_nb.rules import OFFICIAL
from tokaido_nb.scoring import achievement_winners
from tokaido_nb.widgets.achievement_calculator import (
    END_ACHIEVEMENTS,
    AchievementCalculator,
    winners_sentence,
)


def test_a_new_calculator_gives_nothing_to_anybody():  # end.achievement_ties
    calc = AchievementCalculator(players=3)
    assert calc.points == [0, 0, 0]
    for key in END_ACHIEVEMENTS:
        assert "nobody takes it: the best total is 0" in calc.results[key].value


def test_a_click_on_plus_raises_the_total_and_gives_the_card():  # end.gourmet
    calc = AchievementCalculator(players=3)
    calc.buttons[("gourmet", 0, +1)].click()
    assert calc.totals["gourmet"] == [1, 0, 0]
    assert "Player 1 takes it" in calc.results["gourmet"].value
    assert "<b style='font-size:15px'>1</b>" in calc.counts[("gourmet", 0)].value
    assert calc.points == [3, 0, 0]
    assert "Player 1: 3 · Player 2: 0 · Player 3: 0" in calc.points_line.value


def test_a_tie_gives_the_card_to_every_tied_traveller():  # end.achievement_ties
    calc = AchievementCalculator(players=4)
    for player in (1, 3):
        for _ in range(2):
            calc.buttons[("collector", player, +1)].click()
    calc.buttons[("collector", 0, +1)].click()
    assert calc.winners("collector") == achievement_winners([1, 2, 0, 2])
    assert "Player 2 and Player 4 tie: each takes it" in calc.results["collector"].value
    assert calc.points == [0, 3, 0, 3]


def test_the_points_per_card_come_from_the_rules():
    calc = AchievementCalculator(players=2, rules=replace(OFFICIAL, achievement_points=5))
    calc.add("bather", 1)
    calc.add("chatterbox", 1)
    assert calc.points == [0, 10]
    assert "(5 per card)" in calc.points_line.value


def test_minus_below_zero_is_explained_and_changes_nothing():
    calc = AchievementCalculator(players=3)
    calc.buttons[("chatterbox", 2, -1)].click()
    assert calc.totals["chatterbox"] == [0, 0, 0]
    assert "Player 3 has no encounter cards to take away" in calc.message.text
    assert "tokaido-message-refusal" in calc.message._dom_classes


def test_an_unknown_achievement_or_player_is_explained():
    calc = AchievementCalculator(players=3)
    before = {key: list(values) for key, values in calc.totals.items()}
    calc.add("sea", 0)
    assert "no 'sea' achievement at the end" in calc.message.text
    calc.add("gourmet", 5)
    assert "Players are numbered 0 to 2" in calc.message.text
    assert calc.totals == before


def test_start_again_brings_every_total_back_to_zero():
    calc = AchievementCalculator(players=2)
    calc.add("gourmet", 0, 3)
    calc.restart_button.click()
    assert calc.totals["gourmet"] == [0, 0]
    assert calc.points == [0, 0]


def test_a_short_stable_repr():
    assert repr(AchievementCalculator(players=3)) == "AchievementCalculator(players=3)"


def test_the_sentence_for_three_tied_names():
    sentence = winners_sentence(["A", "B", "C"], [2, 2, 2])
    assert sentence == "A, B and C tie: each takes it"
