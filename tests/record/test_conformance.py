"""Real games (Board Game Arena, four players) replayed through the rules: every mover, every
stop and every choice must be legal, and the result must be the one the online game gave."""

from __future__ import annotations

from pathlib import Path

import pytest

from tokaido_nb.record import ReplayError, compare_result, read_record, replay, replay_positions

from .support import conformance_files, need_conformance

BASE = conformance_files("bga-4p-base")
CROSSROADS = conformance_files("bga-4p-crossroads")


@pytest.mark.parametrize("path", BASE or [None], ids=lambda p: p.stem if p else "missing")
def test_base_game_replays_exactly_as_recorded(path: Path | None) -> None:
    """road.last_moves, road.shared_behind and every stop rule, on a real game.

    The replay refuses a turn whose traveller is not the one furthest behind, a stop the rules
    do not allow, and any choice or card the rules do not allow; then scores, coins and
    achievement counts must be the record's.
    """
    need_conformance("bga-4p-base")
    record = read_record(path)
    movers = []
    for number, game in replay_positions(record):
        if number < len(record.turns):
            movers.append((game.actor, record.turns[number]["to"] in game.legal_stops()))
    assert movers == [(turn["player"], True) for turn in record.turns]
    assert game.is_over()
    assert compare_result(game, record) == []
    assert set(record.result or ()) == {"scores", "coins", "achievements"}


def test_every_base_game_is_present() -> None:
    need_conformance("bga-4p-base")
    assert len(BASE) == 624


def test_crossroads_games_are_read_but_refused_as_not_supported_yet() -> None:
    need_conformance("bga-4p-crossroads")
    assert len(CROSSROADS) == 199
    for path in CROSSROADS:
        record = read_record(path)  # a valid record: only the replay is not possible yet
        assert "crossroads" in record.expansions
        with pytest.raises(ReplayError, match="^Crossroads is not supported yet") as caught:
            replay(record)
        assert caught.value.turn is None
        assert caught.value.rule == "setup.invalid"


def test_missing_conformance_games_skip_but_fail_on_ci(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    from . import support

    monkeypatch.setattr(support, "CONFORMANCE", tmp_path / "nowhere")
    monkeypatch.setenv("CI", "false")
    with pytest.raises(pytest.skip.Exception, match="conformance games not found"):
        support.need_conformance("bga-4p-base")
    monkeypatch.setenv("CI", "true")
    with pytest.raises(pytest.fail.Exception, match="conformance games not found"):
        support.need_conformance("bga-4p-base")
