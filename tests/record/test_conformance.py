"""Real games (Board Game Arena, four players) replayed through the rules: every mover, every
stop and every choice must be legal, and the result must be the one the online game gave.

The games are read from the bundles kept in the repository (bundles.py, tests/data/), so every
clone runs them all.
"""

from __future__ import annotations

from typing import Any

import pytest

from tokaido_nb.record import ReplayError, compare_result, read_record, replay, replay_positions

from .bundles import load_bundle

BASE = load_bundle("bga-4p-base")
CROSSROADS = load_bundle("bga-4p-crossroads")


def table(name: str) -> str:
    """A game's test id: its Board Game Arena table number (the file name without .json)."""
    return name.removesuffix(".json")


def assert_replays_exactly_as_recorded(source: dict[str, Any]) -> None:
    """road.last_moves, road.shared_behind and every stop rule, on a real game.

    The replay refuses a turn whose traveller is not the one furthest behind, a stop the rules
    do not allow, and any choice or card the rules do not allow; then scores, coins and
    achievement counts must be the record's.
    """
    record = read_record(source)
    movers = []
    for number, game in replay_positions(record):
        if number < len(record.turns):
            movers.append((game.actor, record.turns[number]["to"] in game.legal_stops()))
    assert movers == [(turn["player"], True) for turn in record.turns]
    assert game.is_over()
    assert compare_result(game, record) == []
    assert set(record.result or ()) == {"scores", "coins", "achievements"}


@pytest.mark.parametrize("name", sorted(BASE), ids=table)
def test_base_game_replays_exactly_as_recorded(name: str) -> None:
    """road.last_moves, road.shared_behind and every stop rule: see the helper above."""
    assert_replays_exactly_as_recorded(BASE[name])


def test_every_base_game_is_present() -> None:
    assert len(BASE) == 624


@pytest.mark.parametrize("name", sorted(CROSSROADS), ids=table)
def test_crossroads_game_is_read_but_refused_as_not_supported_yet(name: str) -> None:
    """A valid record: only the replay is not possible yet.

    When the rules play Crossroads, this test becomes
    ``assert_replays_exactly_as_recorded(CROSSROADS[name])``.
    """
    record = read_record(CROSSROADS[name])
    assert "crossroads" in record.expansions
    with pytest.raises(ReplayError, match="^Crossroads is not supported yet") as caught:
        replay(record)
    assert caught.value.turn is None
    assert caught.value.rule == "setup.invalid"


def test_every_crossroads_game_is_present() -> None:
    assert len(CROSSROADS) == 199
