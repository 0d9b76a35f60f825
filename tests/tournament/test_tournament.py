"""A class tournament between real student-like files (tests/tournament/players): the faults of
each are named, the good players are ranked, the records replay, and a seed gives one
leaderboard.

The limits are small (half a second a decision) so that the player that loops forever costs
little; the whole module takes about 20 s of processor time.
"""

from __future__ import annotations

import json
from collections import Counter

import pytest

from tokaido_nb.record import replay
from tokaido_nb.tournament import FAULTS, Limits, play_tournament, schedule
from tokaido_nb.tournament.entrants import player_files

from .conftest import PLAYERS, QUICK

# The module waits on a player that loops (about 40 s of wall time, little processor): a slow
# module goes first in `make test`, beside the browser's.
pytestmark = pytest.mark.slow

LIMITS = Limits(decision_seconds=0.5, game_seconds=1.5, memory_mb=300)
FAULT_OF = {
    "raises": "exception",
    "loops": "timeout",
    "hog": "memory",
    "offbeat": "illegal",
    "peeker": "hidden",
}
"""Each faulty player of the folder and the fault it makes."""
GOOD = ("cheapest", "Thinker")


@pytest.fixture(scope="module")
def tournament():
    """The whole folder, tables of four, two rotations: every loaded player plays."""
    return play_tournament(PLAYERS, games=8, seats=[4], seed=5, limits=LIMITS)


def test_a_file_that_cannot_be_loaded_is_listed_with_its_error(tournament):
    assert [(n.file, n.message.split(":")[0]) for n in tournament.not_loaded] == [
        ("broken.py", "SyntaxError")
    ]
    assert "broken" not in {s.name for s in tournament.standings}


def test_every_fault_is_counted_by_kind_and_player(tournament):
    faults = {s.name: s.faults for s in tournament.standings}
    for name, kind in FAULT_OF.items():
        assert faults[name][kind] > 0, (name, faults[name])
        assert set(faults[name]) <= {kind, "game_time", "crash", "benched"}, (name, faults[name])
    for name in GOOD:
        assert not faults[name], (name, faults[name])
    # Two timeouts in a game bench it for the rest of that game: one "benched" a game.
    assert faults["loops"]["benched"] == faults["loops"]["timeout"] / 2 > 0
    kinds = {fault.kind for fault in tournament.faults}
    assert kinds <= set(FAULTS)
    hidden = next(f for f in tournament.faults if f.kind == "hidden")
    assert "piles" in hidden.message and "peeker.py" in hidden.message


def test_the_tournament_ranks_the_players_that_loaded(tournament):
    standings = tournament.standings
    assert {s.name for s in standings} == {*FAULT_OF, *GOOD}
    assert all(s.games >= 4 for s in standings)
    assert standings[0].name == "cheapest"  # it plays every decision; the others lose many
    assert sum(s.games for s in standings) == 4 * len(tournament.results)
    # Every player sat in every seat of a table of four equally often.
    seats = Counter(
        (name, seat) for r in tournament.results for seat, name in enumerate(r.table.seats)
    )
    for s in standings:
        assert {seats[s.name, seat] for seat in range(4)} == {s.games // 4}


def test_the_leaderboard_says_it_all_as_text_and_json(tournament):
    text = tournament.table()
    assert "broken.py: SyntaxError" in text
    for kind in FAULT_OF.values():
        assert kind in text
    plain = json.loads(json.dumps(tournament.to_json()))
    line = plain["leaderboard"][0]
    assert line["name"] == "cheapest"
    assert line["win_rate_95"][0] <= line["win_rate"] <= line["win_rate_95"][1]


def test_every_game_is_saved_as_a_record_the_replay_opens(tournament, tmp_path):
    results = tournament.save(tmp_path)
    plain = json.loads(results.read_text())
    assert plain["games_played"] == len(tournament.results) == 8
    for game in plain["games"]:
        record = json.loads((tmp_path / game["record"]).read_text())
        assert [p["name"] for p in record["players"]] == game["seats"]
        assert replay(record).scores() == game["scores"]


def test_the_tables_rotate_every_player_through_every_seat():
    tables = schedule(list("abcdefg"), 20, [3, 4, 5], seed=2)
    assert len(tables) == 24  # 20 rounded up to the end of the rotation
    assert tables == schedule(list("abcdefg"), 20, [3, 4, 5], seed=2)
    assert tables != schedule(list("abcdefg"), 20, [3, 4, 5], seed=3)
    per_seat = Counter(
        (name, len(t.seats), seat) for t in tables for seat, name in enumerate(t.seats)
    )
    by_size = Counter((name, len(t.seats)) for t in tables for name in t.seats)
    for (name, size), games in by_size.items():
        assert {per_seat[name, size, seat] for seat in range(size)} == {games // size}


def test_a_folder_of_players_skips_private_files(tmp_path):
    for name in ("a.py", "_helper.py", ".hidden.py", "notes.txt"):
        (tmp_path / name).write_text("")
    assert [p.name for p in player_files(tmp_path)] == ["a.py"]


def test_the_same_seed_gives_the_same_leaderboard(quick_folder):
    first = play_tournament(quick_folder, **QUICK)
    again = play_tournament(quick_folder, **QUICK)
    assert first.to_json()["leaderboard"] == again.to_json()["leaderboard"]
    assert [r.scores for r in first.results] == [r.scores for r in again.results]


def test_the_command_line_prints_and_saves_the_tournament(quick_folder, tmp_path, capsys):
    from tokaido_nb.__main__ import main

    code = main(
        [
            "tournament",
            str(quick_folder),
            "--games",
            "3",
            "--seats",
            "3",
            "--seed",
            "11",
            "--decision-seconds",
            "2",
            "--game-seconds",
            "30",
            "--memory-mb",
            "400",
            "--jobs",
            "2",  # two games at once in worker processes: the leaderboard of one process
            "--out",
            str(tmp_path),
            "--quiet",
        ]
    )
    out = capsys.readouterr().out
    assert code == 0
    assert "win rate (95% interval)" in out and "dice" in out
    saved = json.loads((tmp_path / "results.json").read_text())
    expected = play_tournament(quick_folder, **QUICK).to_json()["leaderboard"]
    assert saved["leaderboard"] == expected
    assert (tmp_path / "leaderboard.png").stat().st_size > 1000
    assert "won" in (tmp_path / "leaderboard.txt").read_text()


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--seats", "2-4"], "3 to 5 seats"),
        (["--games", "0"], "must be from 1"),
        (["--decision-seconds", "soon"], "not a number of seconds"),
    ],
)
def test_the_command_line_refuses_a_bad_option_by_name(args, message, capsys, tmp_path):
    from tokaido_nb.__main__ import main

    with pytest.raises(SystemExit) as stopped:
        main(["tournament", str(tmp_path), *args])
    assert stopped.value.code == 2
    assert message in capsys.readouterr().err


def test_a_missing_folder_is_refused(capsys, tmp_path):
    from tokaido_nb.__main__ import main

    assert main(["tournament", str(tmp_path / "nowhere"), "--quiet"]) == 2
    assert "is not a folder" in capsys.readouterr().err
