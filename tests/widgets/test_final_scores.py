"""The final scores of chapter 8: the ranking, then one player's score sheet at a time."""

from __future__ import annotations

import pytest

from tokaido_nb.render import tableau_svg
from tokaido_nb.rules import Game
from tokaido_nb.simulate import play_game
from tokaido_nb.widgets.final_scores import FinalScores


@pytest.fixture(scope="module")
def finished() -> Game:
    return play_game(4, seed=563)


def test_the_ranking_lists_places_from_the_game(finished):  # end.winner
    sheet = FinalScores(finished)
    ranking = sheet.ranking.value
    winner = finished.winners()[0]
    assert f"Player {winner + 1} (" in ranking.split("wins")[0]
    for score in finished.scores():
        assert f"<b>{score}</b>" in ranking


def test_a_click_shows_that_players_sheet_and_tableau(finished):
    sheet = FinalScores(finished)
    sheet.buttons[2].click()
    assert sheet.player == 2
    assert sheet.message.text.startswith("Score sheet of Player 3 (")
    assert tableau_svg(finished, 2) in sheet.sheet.value
    total = sum(finished.breakdown(2).values())
    assert f"<td><b>total</b></td><td style='text-align:right;padding:0 10px'><b>{total}</b>" in (
        sheet.sheet.value
    )
    assert sheet.buttons[2].button_style == "info"
    assert sheet.buttons[0].button_style == ""


def test_every_category_of_the_breakdown_is_on_the_sheet(finished):
    sheet = FinalScores(finished)
    sheet.choose(1)
    for points in finished.breakdown(1).values():
        assert f"<b>{points}</b>" in sheet.sheet.value


def test_a_player_who_does_not_exist_is_explained_and_the_sheet_stays(finished):
    sheet = FinalScores(finished)
    before = sheet.sheet.value
    sheet.choose(4)
    assert sheet.message.text == "There is no player 5 in this game: choose a player from 1 to 4."
    assert sheet.sheet.value == before
    assert sheet.player == 0


def test_a_shared_victory_is_said_so():
    from tokaido_nb.scenarios import finish

    game = Game(3, travellers=["kinko", "satsuki", "umegae"], kyoto=[0, 1, 2])
    finish(game)  # nobody scores anything: all three share first place
    sheet = FinalScores(game)
    assert "Shared victory" in sheet.ranking.value


def test_an_unfinished_game_is_refused_with_a_reason():
    with pytest.raises(ValueError, match="not over yet"):
        FinalScores(Game(3, travellers=["kinko", "satsuki", "umegae"]))


def test_a_crossroads_sheet_has_the_crossroads_rows():
    game = play_game(3, seed=4, expansions=["crossroads"])
    sheet = FinalScores(game)
    sheet.choose(0)
    assert "cherry trees" in sheet.sheet.value and "calligraphies" in sheet.sheet.value
    base = FinalScores(play_game(3, seed=4))
    base.choose(0)
    assert "cherry trees" not in base.sheet.value
