"""Undo gives back the cards a lesson named before the action it takes back."""

from __future__ import annotations

from tokaido_nb.rules import Game, Move


def village_game() -> Game:
    game = Game(4, travellers=["kinko", "hirotada", "umegae", "chuubei"], kyoto=[0, 1, 2, 3])
    game.name_draws("souvenir", ["koma", "geta", "ukiyoe"])
    return game


def test_undo_names_again_the_cards_named_before_the_action():
    game = village_game()
    before = game.snapshot()
    game.play(Move(1))
    game.undo()
    assert game.named_draws() == {"souvenir": ["koma", "geta", "ukiyoe"]}
    assert game.snapshot() == before
    game.play(Move(1))
    assert list(game.pending.revealed) == ["koma", "geta", "ukiyoe"]


def test_undo_after_a_load_names_the_same_cards_again():
    game = village_game()
    game.play(Move(1))
    loaded = Game.loads(game.dumps())
    loaded.undo()
    game.undo()
    assert loaded == game
    assert loaded.named_draws() == {"souvenir": ["koma", "geta", "ukiyoe"]}


def test_undo_of_an_action_with_nothing_named_names_nothing():
    game = Game(4, travellers=["kinko", "hirotada", "umegae", "chuubei"], kyoto=[0, 1, 2, 3])
    game.play(Move(1))
    game.undo()
    assert game.named_draws() == {}
