"""Real games (Board Game Arena, four players) replayed through the rules: every mover, every
stop and every choice must be legal, and the result must be the one the online game gave.

The games are read from the bundles kept in the repository (bundles.py,
tokaido_nb/masters/games/), so every clone runs them all.
"""

from __future__ import annotations

from typing import Any

import pytest

from tokaido_nb.record import compare_result, read_record, replay, replay_positions
from tokaido_nb.rules import OFFICIAL, Game, PlayAmulet, Rules

from .bundles import load_bundle

BASE = load_bundle("bga-4p-base")
CROSSROADS = load_bundle("bga-4p-crossroads")
CROSSROADS_2020 = load_bundle("bga-4p-crossroads-2020")


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
            turn = record.turns[number]
            movers.append((game.actor, turn["to"] in stops_after_fortune(game, turn)))
    assert movers == [(turn["player"], True) for turn in record.turns]
    assert game.is_over()
    assert compare_result(game, record) == []
    assert set(record.result or ()) == {"scores", "coins", "achievements"}


def stops_after_fortune(game: Game, turn: dict[str, Any]) -> list[int]:
    """The stops open to the traveller to move, once the Fortune amulet (Crossroads) is played
    or kept as the turn says: Fortune comes before the move, and its coins may open a stop."""
    if game.decision != "play_amulet":
        return game.legal_stops()
    probe = game.copy()
    if "fortune" in turn:
        probe.name_draws("die", [turn["fortune"]])
    probe.play(PlayAmulet("fortune" if "fortune" in turn else None))
    return probe.legal_stops()


@pytest.mark.parametrize("name", sorted(BASE), ids=table)
def test_base_game_replays_exactly_as_recorded(name: str) -> None:
    """road.last_moves, road.shared_behind and every stop rule: see the helper above."""
    assert_replays_exactly_as_recorded(BASE[name])


def test_every_base_game_is_present() -> None:
    assert len(BASE) == 624


@pytest.mark.parametrize("name", sorted(CROSSROADS), ids=table)
def test_crossroads_game_replays_exactly_as_recorded(name: str) -> None:
    """cross.choice and every Crossroads rule, on a real game: see the helper above (the
    traveller Vitality moves again is the one the rules ask to move)."""
    record = read_record(CROSSROADS[name])
    assert "crossroads" in record.expansions
    assert_replays_exactly_as_recorded(record)


def test_every_crossroads_game_is_present() -> None:
    assert len(CROSSROADS) == 199


@pytest.mark.parametrize("name", sorted(CROSSROADS_2020), ids=table)
def test_crossroads_game_of_2020_replays_exactly_under_the_older_scoring(name: str) -> None:
    """cross.legendary_shodo: the online game of 2020 gave a held Shodo or Emaki no point
    for a later legendary object; each record says so in ``options.rules``, and replays with it."""
    record = read_record(CROSSROADS_2020[name])
    assert record.rules == Rules(later_legendary_bonus=False)
    assert_replays_exactly_as_recorded(record)


def test_every_crossroads_game_of_2020_is_present() -> None:
    assert len(CROSSROADS_2020) == 152


def test_the_older_scoring_is_what_makes_the_games_of_2020_exact() -> None:
    """Scored under the rules of today, some of the games of 2020 end with other scores: the
    setting is what makes them exact (it could fail if it changed nothing)."""
    differ = 0
    for source in CROSSROADS_2020.values():
        record = read_record(source)
        game = replay(record, rules=OFFICIAL)
        differ += bool(compare_result(game, record))
    assert differ > 0
