"""The command line never ends in a traceback: bad options are refused by name (exit 2), a
reader that leaves early or a closed stdout ends the output quietly (exit 1), names and file
names cannot garble the terminal, and Ctrl-C prints what was finished (exit 130).

Each case runs ``python -m tokaido_nb`` in a real process, as a terminal would."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from tokaido_nb import cli_replay
from tokaido_nb.__main__ import main

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "notebooks" / "data" / "example_game.json"


def run(*args: str | bytes, timeout: float = 120, **options) -> subprocess.CompletedProcess:
    result = subprocess.run(
        [sys.executable, "-m", "tokaido_nb", *args],
        capture_output=True,
        timeout=timeout,
        cwd=options.pop("cwd", REPO),
        **options,
    )
    assert b"Traceback" not in result.stderr, result.stderr.decode(errors="replace")
    return result


def refused(capsys: pytest.CaptureFixture, *args: str, phrase: str) -> str:
    """Run the command line here (a real process adds nothing to checking options): it must
    exit with 2 and say ``phrase`` on stderr. Any exception escaping would fail the test."""
    try:
        code = main(list(args))
    except SystemExit as exit:  # argparse refuses an option this way
        code = exit.code
    error = capsys.readouterr().err
    assert code == 2, (code, error)
    assert phrase in error, error
    return error


# ---------------------------------------------------------------------------- options
@pytest.mark.parametrize(
    ("bots", "phrase"),
    [
        ("search:foo=1", "the search bot has no option 'foo': its options are rollouts,"),
        ("random:seed=1", "the random bot has no option 'seed': it takes no options"),
        ("greedy:rollouts=3", "the greedy bot has no option 'rollouts': its options are tempo"),
        ("search:rollouts=[1]", "rollouts is a whole number from 1 to 100000"),
        ("search:rollouts=1e999", "rollouts is a whole number from 1 to 100000"),
        ("search:rollouts=0", "rollouts is a whole number from 1 to 100000"),
        ('search:rollouts="x"', "rollouts is a whole number from 1 to 100000"),
        ("greedy:tempo=NaN", "tempo is a number from 0 to 100"),
    ],
)
def test_a_bad_bot_option_is_refused_by_name(bots: str, phrase: str, capsys):
    refused(capsys, "simulate", "--games", "2", "--quiet", "--bots", bots, phrase=phrase)


@pytest.mark.parametrize(
    ("rule", "phrase"),
    [
        ("set_values=1,3", "set_values must list 4 whole numbers, each from 0 to 100"),
        ("farm_coins=-10", "farm_coins must be a whole number from 0 to 100, not -10"),
        ("meal_points=NaN", "the value must be a number, numbers separated by commas, or JSON"),
        ("meal_points=1e400", "the value must be a number, numbers separated by commas, or JSON"),
        ('meal_points="x"', "meal_points must be a whole number from 0 to 100, not 'x'"),
        ("meal_points=2.5", "meal_points must be a whole number from 0 to 100, not 2.5"),
        ("panorama_lengths=5", "panorama_lengths must give a whole number from 1 to 10"),
        ("starting_coins=[1]", "starting_coins must give a whole number from 0 to 100"),
        ('set_values=["a", 1, 2, 3]', "set_values must list 4 whole numbers"),
        ("preparations_bonus=[]", "preparations_bonus must list 1 to 5 whole numbers"),
        ("max_donation=6", "max_donation must be a whole number from 1 to 3, not 6"),
        ("set_values=" + "[" * 5000, "the value must be a number"),
    ],
)
def test_a_bad_rule_value_is_refused_by_name(rule: str, phrase: str, capsys):
    error = refused(capsys, "simulate", "--games", "2", "--quiet", "--rule", rule, phrase=phrase)
    assert len(error) < 2000  # a huge value is not echoed whole


@pytest.mark.parametrize(
    ("option", "value", "phrase"),
    [
        ("--games", "abc", "argument --games: 'abc' is not a whole number"),
        ("--games", "0", "argument --games: must be from 1 to 10,000,000, not '0'"),
        ("--games", "9" * 5000, "argument --games: must be from 1 to 10,000,000"),
        (
            "--jobs",
            "1000",
            "argument --jobs: '1000' is not a number of worker processes from 1 to 256",
        ),
        (
            "--jobs",
            "two",
            "argument --jobs: 'two' is not a number of worker processes from 1 to 256",
        ),
    ],
)
def test_a_bad_count_is_refused_without_naming_a_function(option, value, phrase: str, capsys):
    error = refused(capsys, "simulate", option, value, phrase=phrase)
    assert "_count" not in error and "_jobs" not in error


def test_nan_never_reaches_the_json_output(capsys):
    refused(capsys, "simulate", "--games", "2", "--json", "--rule", "meal_points=NaN", phrase="")
    assert capsys.readouterr().out == ""


# ---------------------------------------------------------------------------- output
def test_replay_into_a_pipe_closed_early_ends_quietly(tmp_path: Path):
    for i in range(40):
        (tmp_path / f"game{i:02}.json").write_bytes(EXAMPLE.read_bytes())
    process = subprocess.Popen(
        [sys.executable, "-m", "tokaido_nb", "replay", "--verbose", str(tmp_path)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=REPO,
    )
    assert process.stdout.readline().endswith(b"game00.json:\n")  # like `| head -1`
    process.stdout.close()
    _, error = process.communicate(timeout=120)
    assert b"Traceback" not in error and b"BrokenPipeError" not in error, error.decode()
    assert process.returncode == 1


@pytest.mark.parametrize(
    "args", [("replay", str(EXAMPLE)), ("simulate", "--games", "3", "--quiet")], ids=str
)
def test_a_closed_stdout_is_reported_not_a_traceback(args):
    result = run(*args, preexec_fn=lambda: os.close(1))
    assert result.returncode == 1
    assert b"standard output is closed" in result.stderr, result.stderr


def test_a_closed_stderr_does_not_stop_simulate():
    result = run("simulate", "--games", "3", preexec_fn=lambda: os.close(2))
    assert result.returncode == 0 and b"mean score" in result.stdout


def test_a_file_name_that_is_not_utf8_prints_on_a_strict_utf8_terminal(tmp_path: Path):
    name = os.fsencode(tmp_path) + b"/caf\xff.json"
    Path(os.fsdecode(name)).write_bytes(EXAMPLE.read_bytes())
    env = dict(os.environ, LC_ALL="C.UTF-8", PYTHONIOENCODING="utf-8:strict")
    result = run("replay", os.fsencode(tmp_path), env=env)
    assert result.returncode == 0, result.stdout
    assert b"caf\\xff.json: ok (87 turns" in result.stdout


def test_control_characters_are_shown_as_escapes_not_sent_to_the_terminal(tmp_path: Path):
    (tmp_path / "evil\x1b[2J.json").write_bytes(EXAMPLE.read_bytes())
    record = json.loads(EXAMPLE.read_text())
    record["players"][0]["name"] = "Aiko\x1b]0;owned\x07"
    (tmp_path / "named.json").write_text(json.dumps(record))
    result = run("replay", "--verbose", str(tmp_path))
    out = result.stdout.decode()
    assert "\x1b" not in out and "\x07" not in out
    assert "evil\\x1b[2J.json: ok" in out
    assert "named.json: not a valid record: 'players[0].name' is not a name" in out


def test_an_ascii_terminal_gets_escapes_for_what_it_cannot_show(tmp_path: Path):
    (tmp_path / "Kyōto.json").write_bytes(EXAMPLE.read_bytes())
    env = dict(os.environ, LC_ALL="C", PYTHONIOENCODING="ascii:strict")
    result = run("replay", str(tmp_path), env=env)
    assert b"Ky\\u014dto.json: ok" in result.stdout


def test_a_fifo_given_to_replay_is_refused_without_waiting(tmp_path: Path, finishes, capsys):
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    assert finishes(lambda: main(["replay", str(fifo)])) == 2
    assert "replay: " in (error := capsys.readouterr().err)
    assert "game.json: not a record file or a folder" in error


# ---------------------------------------------------------------------------- the newcomer's list
def test_a_wrong_number_of_bots_is_refused_before_any_progress_bar():
    result = run("simulate", "--bots", "greedy", "greedy", "--games", "5")
    assert result.returncode == 2
    assert result.stderr == b"simulate: give one bot per player: 4 expected, 2 given\n"
    assert result.stdout == b""


def test_a_missing_path_is_an_error_naming_it_not_a_failed_game(tmp_path: Path):
    missing = tmp_path / "no such game.json"
    result = run("replay", str(missing), str(EXAMPLE))
    assert result.returncode == 2
    assert result.stderr.decode() == f"replay: {missing}: no such file or folder\n"
    out = result.stdout.decode()
    assert "example_game.json: ok (87 turns" in out  # the other path is still replayed
    assert out.splitlines()[-1].startswith("1 game: 1 ok, 0 differ, 0 failed, 0 not supported (")


@pytest.mark.parametrize("command", ["replay", "review"])
def test_an_option_of_another_subcommand_gets_this_subcommands_usage(command: str, capsys):
    error = refused(capsys, command, "--crossroads", str(EXAMPLE), phrase="--crossroads")
    assert error.startswith(f"usage: python -m tokaido_nb {command} [-h]"), error
    assert f"python -m tokaido_nb {command}: error: unrecognized arguments: --crossroads" in error


def test_simulate_help_says_what_it_plays(capsys):
    with pytest.raises(SystemExit):
        main(["simulate", "--help"])
    own = " ".join(capsys.readouterr().out.split())
    assert "Play games between bots (random ones unless --bots names others)" in own
    with pytest.raises(SystemExit):
        main(["--help"])
    top = " ".join(capsys.readouterr().out.split())
    assert "simulate play games between bots and print a summary" in top
    assert "random games" not in own + top


def test_a_file_name_with_a_newline_stays_on_its_result_line(tmp_path: Path):
    (tmp_path / "two\nlines.json").write_bytes(EXAMPLE.read_bytes())
    result = run("replay", str(tmp_path))
    assert result.returncode == 0
    lines = result.stdout.decode().splitlines()
    assert len(lines) == 2, lines  # the game's line and the summary
    assert lines[0].startswith(f"{tmp_path}/two\\x0alines.json: ok (87 turns")


# ---------------------------------------------------------------------------- Ctrl-C
AS_FROM_A_TERMINAL = (
    "import runpy, signal, sys;"
    "signal.signal(signal.SIGINT, signal.default_int_handler);"
    "sys.argv[0] = 'tokaido_nb';"
    "runpy.run_module('tokaido_nb', run_name='__main__', alter_sys=True)"
)


def interrupted(*args: str) -> tuple[int, str, str]:
    """Start ``simulate`` in its own process group, press Ctrl-C (SIGINT to the whole group,
    as a terminal does) once games are being played, and collect what it printed.

    The command starts as from a terminal, with Ctrl-C raising KeyboardInterrupt: a shell that
    runs the suite in the background (``make test &``) hands its children SIGINT ignored, and
    Python keeps it ignored, so the command would never stop."""
    process = subprocess.Popen(
        [sys.executable, "-c", AS_FROM_A_TERMINAL, "simulate", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=REPO,
        start_new_session=True,
    )
    errors: list[bytes] = []
    # The progress bar redraws its line with "\r": read what comes, not whole lines.
    reader = threading.Thread(
        target=lambda: errors.extend(iter(lambda: process.stderr.read1(4096), b""))
    )
    reader.start()
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:  # until the progress bar counts a finished game
        counts = re.findall(rb"\| *(\d+)/1000000", b"".join(errors))
        if counts and int(counts[-1]) > 0:
            break
        time.sleep(0.05)
    os.killpg(process.pid, signal.SIGINT)
    try:  # the summary is a few lines: it fits in the pipe, so the command can end first
        process.wait(timeout=120)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.wait()
        pytest.fail("simulate was still running 120 s after Ctrl-C", pytrace=False)
    out = process.stdout.read()
    reader.join(timeout=10)
    return process.returncode, out.decode(), b"".join(errors).decode()


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_ctrl_c_prints_the_games_finished_and_exits_130(jobs: str):
    code, out, error = interrupted("--games", "1000000", "--jobs", jobs)
    assert "Traceback" not in error and "KeyboardInterrupt" not in error, error
    assert code == 130, (code, error[-500:])
    assert "simulate: stopped by Ctrl-C after " in error and " of 1000000 games" in error
    games = int(out.split(" games,", 1)[0])
    assert 0 < games < 1_000_000
    assert f"after {games} of" in error
    assert "mean score" in out and "Player 1" in out


def test_ctrl_c_during_replay_prints_the_summary_so_far(tmp_path: Path, monkeypatch, capsys):
    (tmp_path / "a.json").write_bytes(EXAMPLE.read_bytes())
    (tmp_path / "b.json").write_bytes(EXAMPLE.read_bytes())
    calls = []

    def replay_then_interrupt(path):
        calls.append(path)
        if len(calls) == 2:
            raise KeyboardInterrupt
        return cli_replay.OK, "ok (87 turns)"

    monkeypatch.setattr(cli_replay, "replay_one", replay_then_interrupt)
    assert main(["replay", str(tmp_path)]) == 130
    last = capsys.readouterr().out.splitlines()[-1]
    assert last.startswith("1 game: 1 ok, 0 differ, 0 failed, 0 not supported (")
    assert last.endswith("; stopped by Ctrl-C)")
