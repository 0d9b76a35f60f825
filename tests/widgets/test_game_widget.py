"""The game widget: buttons are the legal actions, a click plays one, a refusal shows a message."""

from __future__ import annotations

from tokaido_nb.rules import Donate, Game, Move
from tokaido_nb.rules.words import action_label
from tokaido_nb.scenarios import walk
from tokaido_nb.widgets.game_widget import GameWidget


def new_game() -> Game:
    return Game(4, travellers=["kinko", "hirotada", "umegae", "chuubei"], kyoto=[0, 1, 2, 3])


def test_one_button_per_legal_action_with_its_label():
    game = new_game()
    widget = GameWidget(game)
    labels = [b.description for b in widget.choices.buttons]
    assert labels == [action_label(game, a) for a in game.legal_actions()]
    assert labels[0] == "Stop at 1 · village"


def test_a_click_plays_the_action_and_redraws_the_view():
    game = new_game()
    widget = GameWidget(game)
    before = widget.view_html
    widget.choices.click("Stop at 3 · encounter")
    assert (game.turns[0]["player"], game.turns[0]["to"]) == (3, 3)
    assert game.position(3) == 3
    assert widget.view_html != before
    assert "Chuubei" in widget.message.text


def test_an_illegal_action_shows_the_rule_and_leaves_the_game_unchanged():
    game = new_game()
    widget = GameWidget(game)
    before = game.snapshot()
    assert widget.play(Move(20)) is False
    assert game.snapshot() == before
    assert "inn at position 14 comes first" in widget.message.text
    assert "road.inn_stop" in widget.message.text


def test_a_wrong_kind_of_action_is_explained_not_raised():
    game = new_game()
    widget = GameWidget(game)
    assert widget.play(Donate(1)) is False
    assert "must now choose where to move" in widget.message.text


def test_bots_play_their_seats_until_a_person_must_decide():
    game = new_game()
    first = lambda g: g.legal_actions()[0]  # noqa: E731
    widget = GameWidget(game, bots={0: first, 1: first, 2: first})
    assert game.to_move == 3
    widget.choices.buttons[-1].click()  # straight to the inn
    assert game.is_over() or game.to_move == 3


def test_undo_takes_back_the_last_decision():
    game = new_game()
    widget = GameWidget(game)
    widget.choices.click("Stop at 3 · encounter")
    assert game.turns
    widget.undo_button.click()
    assert game.turns == []
    assert game.to_move == 3


def test_undo_with_nothing_to_undo_says_so():
    widget = GameWidget(new_game())
    widget.undo_button.click()
    assert "nothing to undo" in widget.message.text


def test_buttons_of_a_village_name_the_souvenirs_and_their_cost():
    game = new_game()
    game.name_draws("souvenir", ["koma", "geta", "ukiyoe"])
    walk(game, 3, 1)
    widget = GameWidget(game)
    labels = [b.description for b in widget.choices.buttons]
    assert "Buy nothing" in labels
    assert "Buy Koma + Geta (3 coins)" in labels


def test_a_double_click_plays_once_and_shows_no_refusal():
    first = lambda g: g.legal_actions()[0]  # noqa: E731
    once, twice = new_game(), new_game()
    GameWidget(once, bots={0: first, 1: first, 2: first}).choices.buttons[3].click()
    widget = GameWidget(twice, bots={0: first, 1: first, 2: first})
    button = widget.choices.buttons[3]
    button.click()
    said = widget.message.text
    button.click()  # the stale button: the bots have answered and new buttons are shown
    assert twice.snapshot() == once.snapshot() and len(twice.history) == len(once.history)
    assert widget.message.text == said
    assert "tokaido-message-refusal" not in widget.message._dom_classes
