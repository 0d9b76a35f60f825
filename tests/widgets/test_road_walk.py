"""RoadWalk: you choose every move, other decisions are answered, the message tells the stop."""

from __future__ import annotations

from tokaido_nb.rules import Game, Move
from tokaido_nb.scenarios import plainest
from tokaido_nb.widgets.road_walk import RoadWalk, holdings, stop_story

NAMES = ["Aiko", "Ben", "Chiyo", "Daisuke"]


def new_game(players: int = 4) -> Game:
    travellers = ["kinko", "hirotada", "umegae", "chuubei"][:players]
    return Game(players, travellers=travellers, names=NAMES[:players], kyoto=list(range(players)))


def test_the_buttons_are_the_stops_open_to_the_traveller_furthest_behind():  # road.last_moves
    game = new_game()
    walk = RoadWalk(game)
    assert [b.tooltip for b in walk.choices.buttons] == [repr(a) for a in game.legal_actions()]
    assert walk.choices.buttons[-1].description == "Stop at 14 · Inn 1"  # road.inn_stop
    assert "Daisuke (Chuubei) is furthest behind" in walk.view_html


def test_a_click_moves_the_pawn_and_the_view_names_the_next_traveller_and_why():
    game = new_game()
    walk = RoadWalk(game)
    walk.choices.click("Stop at 5 · hot spring")
    assert game.position(3) == 5
    assert "Chiyo (Umegae) is furthest behind" in walk.view_html
    walk.choices.click("Stop at 5 · hot spring")  # the second slot of the double space
    assert game.occupants(5) == [3, 2]
    # road.shared_behind: Chiyo arrived later at 5, and Ben and Aiko are still at Kyoto.
    assert game.actor == 1


def test_the_message_says_what_a_farm_gave():  # farm.coins
    game = new_game()
    walk = RoadWalk(game)
    walk.choices.click("Stop at 7 · farm")
    assert game.travellers[3].coins == 7
    assert walk.message.text == "Daisuke (Chuubei) stopped at 7 · farm: +3 coins (7 coins now)."


def test_the_message_names_the_hot_spring_card_drawn():  # hot_spring.card
    game = new_game()
    game.name_draws("hot_spring", [2])
    walk = RoadWalk(game)
    walk.choices.click("Stop at 5 · hot spring")
    assert game.travellers[3].hot_springs == [2]
    assert "a hot spring card worth 2, +2 points" in walk.message.text


def test_a_temple_gift_is_made_for_you_and_said_so():
    game = new_game()
    walk = RoadWalk(game)
    walk.choices.click("Stop at 2 · temple")
    assert game.decision == "move" and game.travellers[3].donated == 1
    assert walk.message.text.endswith("Chosen for you: Give 1 coin.")


def test_an_illegal_move_shows_the_rule_and_leaves_the_game_unchanged():
    game = new_game()
    walk = RoadWalk(game)
    before = game.snapshot()
    assert walk.play(Move(20)) is False
    assert game.snapshot() == before
    assert "road.inn_stop" in walk.message.text
    assert "the inn at position 14 comes first" in walk.message.text


def test_a_full_single_space_is_refused_by_name():  # road.occupied
    game = new_game()
    walk = RoadWalk(game)
    walk.play(Move(4))
    before = game.snapshot()
    assert walk.play(Move(4)) is False
    assert game.snapshot() == before
    assert "road.occupied" in walk.message.text


def test_undo_takes_back_the_move_and_the_decision_made_for_it():
    game = new_game()
    walk = RoadWalk(game)
    walk.choices.click("Stop at 2 · temple")
    walk.undo_button.click()
    assert game.turns == [] and game.decision == "move" and game.actor == 3
    assert game.travellers[3].donated == 0
    assert walk.message.text == "Took back the last move."
    assert walk.choices.buttons[0].description == "Stop at 1 · village"


def test_undo_with_nothing_to_undo_says_so():
    walk = RoadWalk(new_game())
    walk.undo_button.click()
    assert "nothing to undo" in walk.message.text


def test_bots_walk_on_and_you_keep_the_moves_while_you_are_last():
    game = new_game(3)
    walk = RoadWalk(game, bots={0: plainest, 1: plainest})
    walk.choices.click("Stop at 7 · farm")
    assert [game.position(i) for i in range(3)] == [14, 14, 7]
    assert game.actor == 2
    assert walk.message.text == "Chiyo (Umegae) stopped at 7 · farm: +3 coins (8 coins now)."


def test_the_repr_is_short_and_stable():
    assert repr(RoadWalk(new_game())) == "RoadWalk(<Game 4 players, turn 0, move for player 3>)"


def test_a_stop_that_gave_nothing_says_so():
    game = new_game()
    before = holdings(game, 3)
    assert stop_story(before, holdings(game, 3)) == "nothing gained"


def test_a_quiet_walk_of_the_road_leaves_the_coach_out():  # issue 33: chapter 01's road walk
    quiet = RoadWalk(Game(4, variants=["initiatory"], kyoto=[0, 1, 2, 3]), gains=False)
    assert quiet.coach is None
    assert "tokaido-hint" not in repr(quiet.children)
    told = RoadWalk(Game(3, travellers=["kinko", "satsuki", "umegae"], kyoto=[0, 1, 2]))
    assert told.coach is not None
    asked = RoadWalk(Game(4, variants=["initiatory"], kyoto=[0, 1, 2, 3]), gains=False, coach=True)
    assert asked.coach is not None
