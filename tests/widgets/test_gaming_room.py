"""GamingRoom: bets played by the rules, a histogram against the expected value, bad input
refused (chapter 15)."""

from __future__ import annotations

import base64
from collections import Counter
from fractions import Fraction

import pytest

from tokaido_nb.rules import Rules
from tokaido_nb.widgets import GamingRoom
from tokaido_nb.widgets.gaming_room import MOST_BETS, die_odds, expected_change, play_bet


def chart_png(room: GamingRoom) -> bytes:
    (output,) = room.chart.outputs
    return base64.b64decode(output["data"]["image/png"])


def test_each_face_changes_the_purse_by_the_bet_times_the_face_less_the_bet():  # cross.gaming_room
    changes = {face: play_bet(Rules(), 3, face)[1] for face in ("x0", "x1", "x2", "x3", "x4")}
    assert changes == {"x0": -2, "x1": 0, "x2": 2, "x3": 4, "x4": 6}


def test_the_odds_count_x3_twice_and_the_expected_change_is_seven_thirds():  # cross.gaming_room
    odds = die_odds()
    assert odds[4] == Fraction(2, 6) and odds[-2] == Fraction(1, 6) and sum(odds.values()) == 1
    assert expected_change() == Fraction(7, 3)


def test_an_edited_die_changes_the_expected_value():
    rules = Rules(die_multipliers={"x0": 0, "x1": 1, "x2": 2, "x3": 3, "x4": 10})
    assert expected_change(rules) == Fraction(-2 + 0 + 2 + 4 + 4 + 18, 6)


def test_one_bet_says_the_face_and_the_change():
    room = GamingRoom(seed=5)
    room.bet_buttons[1].click()
    assert len(room.changes) == 1
    face = {"x0": "X", "x1": "×1", "x2": "×2", "x3": "×3", "x4": "×4"}[room.faces[0]]
    assert room.message.text.startswith(f"The die shows {face}: ")
    assert room.summary_text().startswith("1 bet: ")


def test_a_thousand_bets_gather_around_the_expected_value():
    room = GamingRoom(seed=1)
    room.bet_buttons[1000].click()
    counts = Counter(room.faces)
    assert len(room.changes) == 1000 and set(counts) == {"x0", "x1", "x2", "x3", "x4"}
    # x3 is printed twice: it comes up about twice as often as any other face.
    assert counts["x3"] > 1.5 * max(counts[f] for f in ("x0", "x1", "x2", "x4"))
    assert abs(room.average - 7 / 3) < 0.35


def test_the_same_seed_gives_the_same_bets_and_start_again_forgets_them():
    first, second = GamingRoom(seed=2), GamingRoom(seed=2)
    first.bet(100)
    second.bet(100)
    assert first.changes == second.changes
    first.restart_button.click()
    assert first.changes == [] and first.summary_text().startswith("No bet yet.")


def test_the_chart_is_redrawn_after_each_bet():
    room = GamingRoom(seed=1)
    before = chart_png(room)
    room.bet(100)
    after = chart_png(room)
    assert after.startswith(b"\x89PNG") and after != before


def test_a_bad_number_of_bets_is_refused_with_the_bets_kept():
    room = GamingRoom(seed=1)
    room.bet(3)
    room.bet(0)
    assert len(room.changes) == 3
    assert "tokaido-message-refusal" in room.message._dom_classes
    room.bet(MOST_BETS)
    assert len(room.changes) == 3 and f"{MOST_BETS} bets at most" in room.message.text


def test_the_repr_is_short_and_stable():
    room = GamingRoom(seed=4)
    room.bet(2)
    assert repr(room) == "GamingRoom(seed=4, bets=2)"


def test_a_bet_bigger_than_the_purse_is_refused_in_words():
    with pytest.raises(ValueError, match="the bet of 8 coins must be in the purse"):
        GamingRoom(rules=Rules(gaming_room_bet=8))
