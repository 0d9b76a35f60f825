"""Puzzles cut from real games: a small build, reproducible, resumable, each puzzle sound.

The build runs on the last turns of real games with a tiny coach, so that it takes seconds
(one game's last 10 turns in `make test`, two games' last 20 under ``TOKAIDO_FULL_SWEEPS=1``;
the coach plays each deal to the end, so late decisions cost least); the thresholds (margin,
seeds that must agree) are the real ones.
"""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest

from tests.sizes import FULL, sized
from tokaido_nb.coach.search import Budget
from tokaido_nb.masters import RealGame, real_games
from tokaido_nb.masters.puzzles import MIN_CHOICES, THEMES, Puzzle, build, load
from tokaido_nb.record import replay

TINY = Budget(rollouts=3, most=6, screen=1, candidates=2)
TURNS = sized(10, 20)


def last_turns(games: list[RealGame], turns: int = TURNS) -> int:
    """The turn from which the build looks for puzzles: ``turns`` before the shortest game's
    end."""
    return min(len(g.record["turns"]) for g in games) - turns


@pytest.fixture(scope="module")
def games() -> list[RealGame]:
    base = next(real_games(["bga-4p-base"]))
    crossroads = next(itertools.islice(real_games(["bga-4p-crossroads"]), 5, None))
    return [base, crossroads] if FULL else [crossroads]


@pytest.fixture(scope="module")
def built(games, tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("puzzles") / "puzzles.jsonl"
    build(games, out, screen=TINY, confirm=TINY, from_turn=last_turns(games))
    return out


def test_a_small_build_finds_puzzles_and_each_is_sound(built, games) -> None:
    puzzles = load(built)
    assert puzzles, "two openings of real games gave no puzzle at all"
    records = {f"{g.bundle}/{g.name}": g.record for g in games}
    for puzzle in puzzles:
        position = puzzle.position()
        legal = position.legal_actions()
        assert position.to_move == puzzle.seat and len(legal) == puzzle.options >= MIN_CHOICES
        assert set(puzzle.answers) <= set(legal) and puzzle.played in legal
        assert puzzle.check(puzzle.answers[0]) and not all(puzzle.check(a) for a in legal)
        assert puzzle.theme in THEMES and puzzle.margin >= 3.0
        assert set(puzzle.reasons) == {"en", "fr", "pl"} and all(puzzle.reasons.values())
        assert puzzle.missed == (puzzle.lost > 0)
        # Its record is the real one up to the decision, and replays.
        real = records[puzzle.id.partition("#")[0]]
        assert real["turns"][: len(puzzle.record["turns"])] == puzzle.record["turns"]
        replay(puzzle.record)
        # The seat sees at the puzzle what it saw in the real game: no card more.
        assert position.view(puzzle.seat).to_json() == _real_view(real, puzzle)


def _real_view(record: dict, puzzle: Puzzle) -> dict:
    from tokaido_nb.coach.review import decisions

    for number, (position, _played) in enumerate(decisions(replay(record))):
        if number == puzzle.number:
            return position.view(puzzle.seat).to_json()
    raise AssertionError(f"no decision {puzzle.number}")


def test_the_same_games_give_the_same_file_and_a_stopped_build_resumes(
    built, games, tmp_path
) -> None:
    # A build stopped after the first game: its part is there (the lines of the module's
    # build, which a resumed build must take as they are), the others' are not.
    parts = tmp_path / "again.jsonl.parts"
    parts.mkdir()
    first = f"{games[0].bundle}/{games[0].name}#"
    kept = [line for line in built.read_text().splitlines() if f'"id": "{first}' in line]
    (parts / f"{games[0].bundle}__{games[0].name}.jsonl").write_text(
        "".join(line + "\n" for line in kept)
    )
    seen = []
    again = tmp_path / "again.jsonl"
    build(
        games,
        again,
        screen=TINY,
        confirm=TINY,
        progress=lambda *a: seen.append(a),
        from_turn=last_turns(games),
    )
    assert again.read_bytes() == built.read_bytes()
    # Only the games after the first were built again (none when the sample has one game).
    assert [done for done, _total, _found in seen] == list(range(2, len(games) + 1))
    assert not parts.exists()
    # A build from nothing gives the same bytes again, and finds puzzles.
    fresh = tmp_path / "fresh.jsonl"
    assert build(games, fresh, screen=TINY, confirm=TINY, from_turn=last_turns(games)) > 0
    assert fresh.read_bytes() == built.read_bytes()


def test_a_build_capped_per_game_on_an_executor_writes_a_subset_compressed(
    built, games, tmp_path
) -> None:
    # One candidate a game, shared out by an executor, into an xz file: the puzzles are some of
    # the uncapped build's (the same coach on the same seeds), at most one a game.
    from concurrent.futures import ThreadPoolExecutor

    out = tmp_path / "capped.jsonl.xz"
    with ThreadPoolExecutor(2) as executor:
        count = build(
            games,
            out,
            screen=TINY,
            confirm=TINY,
            from_turn=last_turns(games),
            per_game=1,
            executor=executor,
        )
    assert out.read_bytes()[:6] == b"\xfd7zXZ\x00"  # xz's magic number
    capped = [p.to_json() for p in load(out)]
    everything = [p.to_json() for p in load(built)]
    assert len(capped) == count <= len(games)
    assert all(puzzle in everything for puzzle in capped)
    assert count >= 1 or not everything


def test_a_compressed_puzzle_file_that_is_not_xz_is_refused(tmp_path) -> None:
    fake = tmp_path / "fake.jsonl.xz"
    fake.write_text('{"id": "x"}\n')
    with pytest.raises(ValueError, match="not a file compressed with xz"):
        load(fake)


def test_a_puzzle_file_with_a_bad_line_is_refused_with_its_line(built, tmp_path) -> None:
    lines = built.read_text().splitlines()
    broken = json.loads(lines[0])
    broken["theme"] = "luck"
    bad = tmp_path / "bad.jsonl"
    bad.write_text("\n".join([lines[0], json.dumps(broken)]) + "\n")
    with pytest.raises(ValueError, match=r"line 2: not a puzzle: unknown theme 'luck'"):
        load(bad)


def test_a_missing_puzzle_file_is_named_and_a_package_without_its_set_says_so(
    tmp_path, monkeypatch
) -> None:
    from tokaido_nb.masters import puzzles

    with pytest.raises(FileNotFoundError, match="no puzzle file at"):
        load(tmp_path / "nothing.jsonl")
    monkeypatch.setattr(puzzles, "SHIPPED", tmp_path / "puzzles.jsonl.xz")
    with pytest.raises(FileNotFoundError, match="ships no puzzle set yet"):
        load()


def test_a_capped_build_takes_the_clearest_of_each_kind_of_decision_in_turn() -> None:
    # Moves lead widest far more often than meals: the cap takes the widest of each kind in
    # turn, so a meal is confirmed even though four moves lead wider.
    from types import SimpleNamespace

    from tokaido_nb.masters.puzzles import clearest

    def candidate(number: int, decision: str, lead: float):
        return (number, SimpleNamespace(decision=decision), None, lead)

    screened = [
        candidate(1, "move", 9.0),
        candidate(2, "eat", 2.5),
        candidate(3, "move", 7.0),
        candidate(4, "move", 8.0),
        candidate(5, "eat", 3.0),
        candidate(6, "move", 6.0),
    ]
    taken = clearest(screened, 4)
    assert [(c[0], c[1].decision) for c in taken] == [
        (1, "move"),
        (2, "eat"),
        (4, "move"),
        (5, "eat"),
    ]
    assert clearest(screened, 1)[0][0] == 1 and len(clearest(screened, 10)) == 6
