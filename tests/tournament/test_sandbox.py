"""A player's process on its own: a process that dies, a file that loops as it loads, the
environment it gets."""

from __future__ import annotations

import os
import time

from tokaido_nb.rules import Game
from tokaido_nb.tournament import Limits, PlayerProcess

QUIT = "import os\n\n\ndef play(view):\n    os._exit(3)\n"
SLOW = "while True:\n    pass\n"
ENVIRONMENT = "import os\n\n\ndef play(view):\n    raise RuntimeError(sorted(os.environ))\n"


def view():
    game = Game(3, seed=2)
    return game.view(game.to_move).to_json()


def test_a_player_whose_process_stops_loses_the_decision_as_a_crash():
    with PlayerProcess(Limits(decision_seconds=5)) as process:
        assert process.load("quits", "quits.py", QUIT, seed=0).fault is None
        reply = process.ask(view(), 5)
        assert (reply.fault, reply.action) == ("crash", None)
        again = process.ask(view(), 5)  # started again, the file loaded again: it stops again
        assert again.fault == "crash"


def test_a_file_that_never_finishes_loading_is_refused_in_time():
    with PlayerProcess(Limits(load_seconds=0.5)) as process:
        reply = process.load("slow", "slow.py", SLOW, seed=0)
    assert reply.fault == "import" and "longer than 0.5 s to load" in reply.message


def test_a_player_sees_none_of_the_teachers_environment(monkeypatch):
    monkeypatch.setenv("TEACHERS_TOKEN", "secret")
    with PlayerProcess(Limits(decision_seconds=5)) as process:
        assert process.memory_limited is False  # not started yet
        process.load("env", "env.py", ENVIRONMENT, seed=0)
        reply = process.ask(view(), 5)
        assert process.memory_limited is (os.name == "posix")
    assert reply.fault == "exception"
    assert "TEACHERS_TOKEN" not in reply.message and "PYTHONHASHSEED" in reply.message


READS = "def play(view):\n    return input()\n"
FORKS = (
    "import subprocess, sys\n\n\ndef play(view):\n"
    "    child = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(60)'])\n"
    "    raise RuntimeError(child.pid)\n"
)


def test_a_player_that_reads_its_input_reads_nothing():
    with PlayerProcess(Limits(decision_seconds=5)) as process:
        process.load("reads", "reads.py", READS, seed=0)
        reply = process.ask(view(), 5)
    assert reply.fault == "exception" and "EOFError" in reply.message


def test_what_a_player_started_ends_with_its_process():
    with PlayerProcess(Limits(decision_seconds=5)) as process:
        process.load("forks", "forks.py", FORKS, seed=0)
        reply = process.ask(view(), 5)
    child = int(reply.message.split(":")[1].split()[0])
    for _ in range(50):  # killed with the group (a zombie until whoever adopted it reaps it)
        if not _running(child):
            break
        time.sleep(0.1)
    else:
        raise AssertionError(f"the player's child {child} outlived it")


def _running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return True
