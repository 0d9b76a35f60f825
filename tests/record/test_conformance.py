"""Real games (Board Game Arena, four players) replayed through the rules: every mover, every
stop and every choice must be legal, and the result must be the one the online game gave."""

from __future__ import annotations

from pathlib import Path

import pytest

from tokaido_nb.record import compare_result, read_record, replay_positions
from tokaido_nb.rules import Game, PlayAmulet

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


@pytest.mark.parametrize("path", CROSSROADS or [None], ids=lambda p: p.stem if p else "missing")
def test_crossroads_game_replays_exactly_as_recorded(path: Path | None) -> None:
    """cross.choice and every Crossroads rule, on a real game.

    The same checks as the base game's: the traveller furthest behind moves (or the one
    Vitality moves again), every stop is legal, every choice and card is the rules' own, and
    scores, coins and achievement counts come out as the online game gave them.
    """
    need_conformance("bga-4p-crossroads")
    record = read_record(path)
    assert "crossroads" in record.expansions
    movers = []
    for number, game in replay_positions(record):
        if number < len(record.turns):
            turn = record.turns[number]
            movers.append((game.actor, turn["to"] in stops_after_fortune(game, turn)))
    assert movers == [(turn["player"], True) for turn in record.turns]
    assert game.is_over()
    assert compare_result(game, record) == []
    assert set(record.result or ()) == {"scores", "coins", "achievements"}


def stops_after_fortune(game: Game, turn: dict) -> list[int]:
    """The stops open to the traveller to move, once the Fortune amulet is played or kept as
    the turn says (Fortune comes before the move, and its coins may open a stop)."""
    if game.decision != "play_amulet":
        return game.legal_stops()
    probe = game.copy()
    if "fortune" in turn:
        probe.name_draws("die", [turn["fortune"]])
    probe.play(PlayAmulet("fortune" if "fortune" in turn else None))
    return probe.legal_stops()


def test_every_crossroads_game_is_present() -> None:
    need_conformance("bga-4p-crossroads")
    assert len(CROSSROADS) == 199


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
