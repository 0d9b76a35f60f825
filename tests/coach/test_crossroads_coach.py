"""The coach on Crossroads games: ``advise`` ranks every legal action of each Crossroads
decision, and ``review`` judges a recorded Crossroads game (a Board Game Arena record from the
repository's bundle) to its result."""

from __future__ import annotations

import pytest

from tokaido_nb.coach import advise, review
from tokaido_nb.masters import real_games
from tokaido_nb.rules import Game

from .conftest import TINY, first_decision

SETUP = {"travellers": ["kita", "miyataka", "jirocho", "gotozaemon"]}
KINDS = ["option", "amulet", "legendary", "calligraphy"]


@pytest.mark.parametrize("kind", KINDS)
def test_advice_on_a_crossroads_decision_ranks_every_legal_action(kind: str) -> None:
    game = first_decision(Game(4, expansions=["crossroads"], seed=3, **SETUP), kind)
    before = game.snapshot()
    advice = advise(game, TINY)
    assert game.snapshot() == before, "advise changed the game"
    legal = game.legal_actions()
    assert len(legal) > 1
    assert sorted(map(repr, (a.action for a in advice))) == sorted(map(repr, legal))
    assert [a.rank for a in advice] == list(range(1, len(legal) + 1))
    values = [a.value for a in advice]
    assert values == sorted(values, reverse=True)
    assert all(a.reason.endswith(".") and a.label for a in advice)


def first_crossroads_record() -> dict:
    return next(real_games(["bga-4p-crossroads"])).record


def test_a_board_game_arena_crossroads_record_is_reviewed_to_its_result() -> None:
    record = first_crossroads_record()
    assert "crossroads" in record["options"]["expansions"]
    result = review(record, TINY, players=[1])
    (player,) = result.players
    assert result.over and player.score == record["result"]["scores"][1]
    assert len(player.choices) > 15
    assert player.rank in (1, 2, 3, 4)
