"""Students who crash, hang, spoil or cheat (tests/tournament/players/hostile): each file's
attempts fail inside the sandbox, each mistake is a named fault of its player, and the host goes
on. The spoil, cheat and daemon families run in every run with two careless files; the other
careless files run under TOKAIDO_FULL_SWEEPS=1 (each costs a process start or a timeout).
"""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import time
from pathlib import Path

import pytest

from tests.sizes import FULL
from tokaido_nb.confined.confine import landlock_abi
from tokaido_nb.rules import Game
from tokaido_nb.tournament import Limits, PlayerProcess
from tokaido_nb.tournament.tables import _offered

from .conftest import PLAYERS

HOSTILE = PLAYERS / "hostile"
LIMITS = Limits(decision_seconds=1.0, game_seconds=30.0, memory_mb=400, load_seconds=5.0)

confined = pytest.mark.skipif(
    landlock_abi() < 6 or os.uname().machine not in ("x86_64", "aarch64"),
    reason="needs Landlock ABI 6+ and seccomp on x86-64 or arm64",
)


def move_game() -> Game:
    """A game at a decision to move (the first ones choose travellers)."""
    game = Game(3, seed=2)
    while game.view(game.to_move).decision != "move":
        game.play(game.view(game.to_move).legal_actions[0])
    return game


def move_view() -> dict:
    return move_game().view(move_game().to_move).to_json()


def move_legal() -> list:
    game = move_game()
    return list(game.view(game.to_move).legal_actions)


@pytest.fixture
def targets(tmp_path):
    """A fake teacher's home, a rival's file, a tournament's folder, a rival's process (with
    its input pipe) and a port that listens: what the hostile files aim at."""
    home = tmp_path / "home"
    home.mkdir()
    (home / ".bashrc").write_text("# the teacher's\n")
    rival = tmp_path / "class" / "cheapest.py"
    rival.parent.mkdir()
    rival.write_text((PLAYERS / "cheapest.py").read_text())
    out = tmp_path / "out"
    out.mkdir()
    sleeper = subprocess.Popen(["sleep", "60"], stdin=subprocess.PIPE)
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen()
    server.setblocking(False)
    aimed = {
        "rival": str(rival),
        "home": str(home),
        "results": str(out / "results.json"),
        "rival_pid": sleeper.pid,
        "port": server.getsockname()[1],
    }
    yield aimed | {"sleeper": sleeper, "server": server, "tmp": tmp_path}
    os.kill(sleeper.pid, signal.SIGCONT)
    sleeper.kill()
    sleeper.wait()
    server.close()


def aimed_source(name: str, targets: dict) -> str:
    """The hostile file ``name`` with its targets written in."""
    aimed = {key: value for key, value in targets.items() if isinstance(value, str | int)}
    source = (HOSTILE / f"{name}.py").read_text()
    return source.replace("TARGETS: dict = {}", f"TARGETS: dict = {json.dumps(aimed)}")


def attempts(name: str, targets: dict) -> dict[str, str]:
    """Load the file ``name``, ask it one move, and read the report its exception carries."""
    with PlayerProcess(LIMITS) as process:
        filename = f"{targets['tmp']}/class/{name}.py"
        assert process.load(name, filename, aimed_source(name, targets), 0).fault is None
        reply = process.ask(move_view(), 5)
    assert reply.fault == "exception", reply
    words = reply.message.removeprefix("RuntimeError: ").split(" (line")[0].split()
    return dict(word.split(":") for word in words)


@confined
def test_a_student_reads_and_spoils_nothing(targets):
    report = attempts("spoiler", targets)
    assert len(report) == 10 and all(outcome != "DONE" for outcome in report.values()), report
    assert Path(targets["home"], ".bashrc").read_text() == "# the teacher's\n"
    assert Path(targets["rival"]).read_text() == (PLAYERS / "cheapest.py").read_text()
    assert os.listdir(Path(targets["results"]).parent) == []  # nothing planted at results.json
    assert not os.path.exists("/dev/shm/spoiler") and not os.path.exists("/tmp/spoiler.txt")


@confined
def test_a_student_cannot_stop_a_rival_write_into_its_pipe_or_reach_the_network(targets):
    report = attempts("cheat", targets)
    assert len(report) == 7 and all(outcome != "DONE" for outcome in report.values()), report
    with open(f"/proc/{targets['sleeper'].pid}/stat") as stat:
        assert stat.read().rsplit(")", 1)[1].split()[0] != "T"  # not stopped
    with pytest.raises(BlockingIOError):
        targets["server"].accept()  # nobody connected


@confined
def test_a_student_starts_no_process_but_may_use_threads(targets):
    report = attempts("daemon", targets)
    assert report.pop("thread") == "DONE"
    assert all(outcome != "DONE" for outcome in report.values()), report


def careless(name: str, asks: int = 2, pause: float = 0.0) -> list:
    """The replies of the file ``name`` to ``asks`` moves."""
    replies = []
    with PlayerProcess(LIMITS) as process:
        loaded = process.load(name, f"{name}.py", (HOSTILE / f"{name}.py").read_text(), 0)
        assert loaded.fault is None, loaded
        for _ in range(asks):
            replies.append(process.ask(move_view(), 1.0))
            time.sleep(pause)
    return replies


SAMPLE = {"floaty", "garbage"}
CARELESS = [
    ("floaty", "illegal", "not offered"),  # 1.0 is not 1
    ("garbage", "protocol", ""),
    ("deep", "illegal", "not an action"),
    ("numpy_int", "illegal", "not an action"),
    ("stops", "crash", "stopped"),
    ("alarm", "crash", ""),
    ("stuck", "timeout", ""),
]


@pytest.mark.parametrize(
    ("name", "kind", "said"),
    [
        pytest.param(*case, marks=[] if case[0] in SAMPLE or FULL else pytest.mark.skip("full"))
        for case in CARELESS
    ],
    ids=[case[0] for case in CARELESS],
)
def test_a_careless_answer_is_a_named_fault_of_its_player_and_the_host_goes_on(name, kind, said):
    start = time.monotonic()
    replies = careless(name, pause=0.1 if name == "alarm" else 0.0)
    legal = move_legal()
    faults = []
    for reply in replies:
        if reply.fault is None:  # passed on as an action: the tournament's check refuses it
            _action, fault, message = _offered(reply.action, legal)
            faults.append((fault, message))
        else:
            faults.append((reply.fault, reply.message))
    assert any(fault == kind for fault, _words in faults), replies
    assert all(said in words for fault, words in faults if fault == kind), faults
    assert time.monotonic() - start < 20  # never a hang: each answer waited at most 1 s


def test_a_reply_is_accepted_only_in_the_exact_shape_of_a_legal_action():
    from tokaido_nb.rules.actions import Move, action_to_json
    from tokaido_nb.tournament.tables import _offered

    legal = [Move(to=3), Move(to=4)]
    assert _offered({"type": "move", "to": 3}, legal) == (legal[0], None, "")
    for answer in (
        {"type": "move", "to": 3.0},
        {"type": "move", "to": True},
        {"type": "move", "to": "3"},
        {"type": "move", "to": 3, "extra": 1},
        {"type": "move", "to": [[[[3]]]]},
        ["move", 3],
        None,
    ):
        action, kind, message = _offered(answer, legal)
        assert (action, kind) == (None, "illegal") and "not offered" in message
    assert action_to_json(legal[1]) == {"type": "move", "to": 4}


@pytest.mark.parametrize(
    "line",
    [
        b"[" * 100_000,
        b'{"fault": ["x"], "message": "m"}',
        b'{"fault": "surprise", "message": "m"}',
        b'{"fault": "timeout", "message": "m"}',  # the tournament's kind, not the player's
        b'{"ok": 1}',
        b'{"action": {"type": "move", "to": 3}, "also": 1}',
        b'{"action": [1]}',
        b"\xff\xfe",
        b"NaN",
    ],
)
def test_a_reply_outside_the_schema_is_refused_without_an_exception(line):
    from tokaido_nb.tournament.sandbox import checked_reply

    assert checked_reply(line) is None


def test_the_schema_accepts_the_replies_of_an_honest_process():
    from tokaido_nb.tournament.sandbox import checked_reply

    assert checked_reply(b'{"ok": true}') == {"ok": True}
    assert checked_reply(b'{"fault": "exception", "message": "' + b"x" * 900 + b'"}') == {
        "fault": "exception",
        "message": "x" * 500,
    }


@pytest.mark.parametrize("code", ["fr", "pl"])
def test_the_new_faults_and_the_sandbox_line_speak_french_and_polish(code):
    from tokaido_nb.confined.confine import described
    from tokaido_nb.players import FAULTS
    from tokaido_nb.rules.language import in_language

    for kind in ("protocol", "benched", "budget"):
        assert in_language(code, FAULTS[kind]) not in ("", FAULTS[kind])
    for held in (["landlock", "seccomp"], ["seccomp"], []):
        english = described(held)
        assert in_language(code, english) not in ("", english)
    refusal = "{path} exists and is not a regular file: remove it or choose another folder"
    assert "{path}" in in_language(code, refusal) != refusal


def test_a_player_that_thinks_just_under_the_limit_runs_out_of_its_tournament_time():
    from tokaido_nb.tournament import Entrant, Table
    from tokaido_nb.tournament.tables import play_table

    sleepy = Entrant("sleepy", "sleepy.py", (HOSTILE / "sleepy.py").read_text())
    entrants = {"sleepy": sleepy, "bot:random": Entrant("bot:random")}
    entrants["bot:greedy"] = Entrant("bot:greedy")
    table = Table(1, 7, ("sleepy", "bot:random", "bot:greedy"))
    limits = Limits(decision_seconds=1.0, game_seconds=30.0, tournament_seconds=1.0)
    processes: dict = {}
    try:
        start = time.monotonic()
        result = play_table(entrants, table, limits, processes)
        assert [f.kind for f in result.faults] == ["budget"]  # once, then benched
        assert 0.9 <= result.seconds[0] <= 1.5 and time.monotonic() - start < 10
        later = play_table(entrants, Table(2, 8, table.seats), limits, processes, {"sleepy": 0.0})
        assert [(f.kind, f.decision) for f in later.faults] == [("budget", 0)]
        assert later.seconds[0] == 0.0  # not asked once
    finally:
        for process in processes.values():
            process.close()
