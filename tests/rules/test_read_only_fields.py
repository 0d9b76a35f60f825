"""Game's public fields are read-only: a write from outside would bypass the undo journal, so
it is refused with a message that says why, and the game is left as it was."""

from __future__ import annotations

import pytest

from tokaido_nb.rules import Game
from tokaido_nb.rules.game import GAME_FIELDS

PUBLIC_FIELDS = (
    "rules",
    "players",
    "variants",
    "expansions",
    "seed",
    "crossroads",
    "travellers",
    "kyoto",
    "piles",
    "inn_hand",
    "panorama_firsts",
    "turns",
    "history",
)


@pytest.mark.parametrize("name", PUBLIC_FIELDS)
def test_a_write_to_a_public_field_is_refused_and_changes_nothing(name):
    game = Game(3, seed=4)
    game.play(game.legal_actions()[0])
    before = game.snapshot()
    kept = getattr(game, name)
    with pytest.raises(AttributeError, match=rf"Game\.{name} is read-only: .*undo"):
        setattr(game, name, [])
    assert getattr(game, name) is kept
    assert game.snapshot() == before
    with pytest.raises(AttributeError):
        delattr(game, name)


@pytest.mark.parametrize("name", PUBLIC_FIELDS)
def test_each_public_field_is_documented(name):
    doc = getattr(Game, name).__doc__
    assert doc and len(doc) > 20, f"Game.{name} has no docstring"


def test_a_refused_write_leaves_undo_right():
    """The reason for the guard: had ``game.travellers = []`` gone through, undo would put
    back travellers the list no longer holds."""
    game = Game(4, travellers=["kinko", "hirotada", "umegae", "chuubei"], kyoto=[0, 1, 2, 3])
    start = game.snapshot()
    game.play(game.legal_actions()[0])
    with pytest.raises(AttributeError):
        game.travellers = []
    game.undo()
    assert game.snapshot() == start


def test_no_field_is_a_dict_entry_and_every_slot_is_private_or_read_only():
    """The fields are slots (no __dict__ to write around the guard)."""
    game = Game(2)
    assert not hasattr(game, "__dict__")
    with pytest.raises(AttributeError):
        game.travelers = []  # a misspelt field is refused too, not added
    public = {name for name in GAME_FIELDS if not name.startswith("_")}
    assert not public, f"public slots bypass the guard: {sorted(public)}"
    assert {name.lstrip("_") for name in GAME_FIELDS} >= set(PUBLIC_FIELDS)
