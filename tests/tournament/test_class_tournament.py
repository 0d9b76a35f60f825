"""A class tournament with mischievous and careless students beside honest ones, through the
command line: it ends with exit 0, saves every game, ranks the honest players, names each
fault, and leaves nothing behind; Ctrl-C keeps the games played and ``--resume`` finishes them;
a results file that is not a regular file is refused before anything is played."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time

import pytest

from tests.sizes import FULL
from tokaido_nb.__main__ import main
from tokaido_nb.confined.confine import landlock_abi
from tokaido_nb.record import replay
from tokaido_nb.tournament import Limits, play_tournament
from tokaido_nb.tournament.schedule import schedule
from tokaido_nb.tournament.tables import bot_seed, player_seed

from .conftest import PLAYERS, QUICK
from .test_hostile import HOSTILE, aimed_source

pytestmark = pytest.mark.slow

MARK = "317"
"""The memory limit of this module's tournaments: it names their players' processes."""

ODD_NAME = "ann\n\x1b[31mred"


def players_left() -> list[int]:
    """The processes of this module's players still running."""
    left = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/cmdline", "rb") as cmdline:
                    words = cmdline.read().split(b"\0")
            except OSError:
                continue
            if b"tokaido_nb.confined.host" in words and MARK.encode() in words:
                left.append(int(entry))
    return left


@pytest.mark.skipif(landlock_abi() < 6, reason="needs Landlock ABI 6+")
def test_a_hostile_class_ends_saved_ranked_and_named(tmp_path, capsys):
    home = tmp_path / "home"
    home.mkdir()
    (home / ".bashrc").write_text("# the teacher's\n")
    folder = tmp_path / "class"
    folder.mkdir()
    for name in ("cheapest", "Thinker"):
        shutil.copy(PLAYERS / f"{name}.py", folder)
    shutil.copy(PLAYERS / "cheapest.py", folder / f"{ODD_NAME}.py")
    shutil.copy(PLAYERS / "cheapest.py", folder / "bot:greedy.py")
    out = tmp_path / "out"
    aimed = {
        "rival": str(folder / "Thinker.py"),
        "home": str(home),
        "results": str(out / "results.json"),
    }
    (folder / "spoiler.py").write_text(aimed_source("spoiler", aimed))
    for name in ("stops", "floaty", "alarm"):
        shutil.copy(HOSTILE / f"{name}.py", folder)
    before = {path.name for path in tmp_path.iterdir()}
    code = main(
        [
            "tournament",
            str(folder),
            "--games",
            "6",
            "--seats",
            "3-4",
            "--decision-seconds",
            "0.5",
            "--game-seconds",
            "5",
            "--player-seconds",
            "30",
            "--memory-mb",
            MARK,
            "--jobs",
            "1",  # test_tournament.py compares --jobs 2 with one process
            "--out",
            str(out),
            "--quiet",
        ]
    )
    printed = capsys.readouterr().out
    assert code == 0
    results = json.loads((out / "results.json").read_text())
    assert results["complete"] and isinstance(results["seed"], int)  # a secret seed, saved
    assert results["games_played"] == len(os.listdir(out / "games")) >= 6
    faults = {line["name"]: line["faults"] for line in results["leaderboard"]}
    assert faults["spoiler"] == {"exception": faults["spoiler"]["exception"]}
    assert faults["stops"]["crash"] > 0 and faults["stops"]["benched"] > 0
    assert faults["alarm"].get("crash", 0) + faults["alarm"].get("benched", 0) > 0
    assert faults["floaty"]["illegal"] > 0
    assert not faults["cheapest"] and not faults["Thinker"] and not faults[ODD_NAME]
    assert "DONE" not in json.dumps(results)  # no attempt of the spoiler's succeeded
    assert [n["file"] for n in results["not_loaded"]] == ["bot:greedy.py"]
    # Every honest player is ranked, having played its games without a fault. (Who comes first
    # is left to chance: the seed is secret, and six games of a near-random Thinker against
    # benched players, who play random actions, can go either way.)
    games = {line["name"]: line["games"] for line in results["leaderboard"]}
    assert all(games[name] > 0 for name in ("cheapest", "Thinker", ODD_NAME)), games
    # A name with a newline and an escape code stays on its line, escaped.
    words = (out / "leaderboard.txt").read_text()
    assert "\x1b" not in words and "\x1b" not in printed
    assert "ann\\n\\x1b[31mred" in words and "ann\\n\\x1b[31mred" in printed
    # ... and in the game records, which the replay reads (it refuses control characters).
    odd = next(g for g in results["games"] if ODD_NAME in g["seats"])
    record = json.loads((out / odd["record"]).read_text())
    assert replay(record).scores() == odd["scores"]
    assert "ann\\n\\x1b[31mred" in [p["name"] for p in record["players"]]
    assert "Landlock" in printed and "30 s over the whole tournament" in printed
    # Nothing spoiled, nothing left behind.
    assert (home / ".bashrc").read_text() == "# the teacher's\n"
    assert (folder / "Thinker.py").read_text() == (PLAYERS / "Thinker.py").read_text()
    assert {path.name for path in tmp_path.iterdir()} == before | {"out"}
    for _ in range(50):
        if not players_left():
            break
        time.sleep(0.1)
    assert players_left() == []


def test_ctrl_c_keeps_the_games_played_and_resume_finishes_the_tournament(quick_folder, tmp_path):
    out = tmp_path / "out"

    def interrupt(_games: int) -> None:
        raise KeyboardInterrupt

    stopped = play_tournament(quick_folder, **QUICK, out=out, progress=interrupt)
    assert stopped.interrupted and len(stopped.results) == 1 and "Ctrl-C" in stopped.table()
    saved = json.loads((out / "results.json").read_text())
    assert not saved["complete"] and saved["games_played"] == 1
    assert os.listdir(out / "games") == ["game-0001.json"]
    assert saved["leaderboard"]  # the leaderboard so far
    with pytest.raises(ValueError, match="holds a tournament already"):
        play_tournament(quick_folder, **QUICK, out=out)
    resumed = play_tournament(quick_folder, **{**QUICK, "seed": 99}, out=out, resume=True)
    whole = play_tournament(quick_folder, **QUICK)
    assert resumed.seed == QUICK["seed"] and not resumed.stopped
    assert resumed.to_json()["leaderboard"] == whole.to_json()["leaderboard"]
    assert [r.record for r in resumed.results] == [r.record for r in whole.results]
    assert json.loads((out / "results.json").read_text())["complete"]


@pytest.mark.parametrize("planted", ["folder", "link"])
def test_a_results_file_that_is_not_a_regular_file_is_refused_at_the_start(
    planted, quick_folder, tmp_path, capsys
):
    out = tmp_path / "out"
    out.mkdir()
    teachers = tmp_path / "teachers.txt"
    teachers.write_text("keep me\n")
    if planted == "folder":
        (out / "results.json").mkdir()
    else:
        (out / "results.json").symlink_to(teachers)
    code = main(["tournament", str(quick_folder), "--out", str(out), "--quiet"])
    assert code == 2
    assert "is not a regular file" in capsys.readouterr().err
    assert teachers.read_text() == "keep me\n" and os.listdir(out) == ["results.json"]


def test_every_player_plays_and_no_player_learns_the_game_seed():
    tables = schedule(list("abcdefg"), 6, [3], seed=1)
    assert {name for t in tables for name in t.seats} == set("abcdefg")
    assert player_seed(12345, 0) not in {bot_seed(12345, 0), 12345}
    from tokaido_nb.rules import Game

    game = Game(3, seed=424242)
    assert "424242" not in json.dumps(game.view(game.to_move).to_json())
    assert Limits().tournament_seconds > 0


@pytest.mark.skipif(not FULL, reason="full sweeps only (the API's Ctrl-C is tested above)")
@pytest.mark.parametrize("jobs", [1, 2])
def test_ctrl_c_on_the_command_line_prints_the_games_so_far_and_leaves_no_process(
    jobs, quick_folder, tmp_path
):
    """A real Ctrl-C (SIGINT) once the first game is saved: exit 130, the leaderboard so far
    printed, the games saved, and no player's process left (with --jobs, nor worker)."""
    out = tmp_path / "out"
    command = [sys.executable, "-m", "tokaido_nb", "tournament", str(quick_folder)]
    command += ["--games", "60", "--seats", "3", "--memory-mb", MARK, "--jobs", str(jobs)]
    command += ["--out", str(out), "--quiet"]
    process = subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    try:
        for _ in range(600):
            if (out / "games" / "game-0001.json").exists():
                break
            time.sleep(0.1)
        process.send_signal(signal.SIGINT)
        printed, said = process.communicate(timeout=60)
    finally:
        process.kill()
    assert process.returncode == 130, said
    assert "Stopped after" in printed and "cheapest" in printed and "--resume" in said
    saved = json.loads((out / "results.json").read_text())
    assert not saved["complete"] and saved["games_played"] == len(os.listdir(out / "games")) > 0
    for _ in range(50):
        if not players_left():
            break
        time.sleep(0.1)
    assert players_left() == []


def test_a_folder_that_holds_other_files_is_refused(quick_folder, tmp_path, capsys):
    (tmp_path / "notes.txt").write_text("the teacher's\n")
    assert main(["tournament", str(quick_folder), "--out", str(tmp_path), "--quiet"]) == 2
    assert "is not empty" in capsys.readouterr().err
    assert os.listdir(tmp_path) == ["notes.txt"]
