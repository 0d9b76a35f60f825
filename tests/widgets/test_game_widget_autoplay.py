"""GameWidget's hooks for larger widgets: bots that wait for ``play_bots``, and ``on_redraw``."""

from __future__ import annotations

from tokaido_nb.rules import Game
from tokaido_nb.widgets.game_widget import GameWidget


def first(game: Game):
    return game.legal_actions()[0]


def new_game() -> Game:
    return Game(3, travellers=["kinko", "umegae", "satsuki"], kyoto=[0, 1, 2])


def test_bots_play_at_once_by_default():
    game = new_game()
    GameWidget(game, bots={0: first, 1: first, 2: first})
    assert game.is_over()


def test_without_autoplay_bots_wait_for_play_bots():
    game = new_game()
    widget = GameWidget(game, bots={0: first, 1: first, 2: first}, autoplay=False)
    assert not game.history
    assert all(button.disabled for button in widget.choices.buttons)
    assert widget.play_bots(limit=1) == 1
    assert len(game.history) == 1
    assert widget.message.text == "Player 3 (Satsuki): Stop at 1 · village."
    played = widget.play_bots()
    assert game.is_over() and played > 1
    assert widget.message.text == f"The bots played {played} decisions."
    assert widget.play_bots() == 0


def test_play_bots_stops_where_a_person_decides():
    game = new_game()
    widget = GameWidget(game, bots={1: first, 2: first}, autoplay=False)
    widget.play_bots()
    assert game.to_move == 0
    assert not widget.choices.buttons[0].disabled


def test_on_redraw_is_called_after_every_redraw():
    calls = []
    game = new_game()
    widget = GameWidget(game, on_redraw=lambda: calls.append(len(game.turns)))
    widget.choices.buttons[0].click()
    assert calls == [0, 1]


def test_undo_back_to_a_bots_first_move_lets_the_bot_play_again():
    game = new_game()  # Satsuki (player 3) moves first
    widget = GameWidget(game, bots={2: first})
    assert game.to_move != 2 and game.history
    widget.undo_button.click()
    assert game.to_move != 2  # not stuck at the bot's turn with every button disabled
    assert not all(button.disabled for button in widget.choices.buttons)
