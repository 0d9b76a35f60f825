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


def test_a_player_that_reads_its_input_reads_nothing():
    with PlayerProcess(Limits(decision_seconds=5)) as process:
        process.load("reads", "reads.py", READS, seed=0)
        reply = process.ask(view(), 5)
    assert reply.fault == "exception" and "EOFError" in reply.message


def test_a_process_that_stops_reading_cannot_hang_the_tournament():
    """A message bigger than the pipe holds (a file over 64 KB) to a process that reads
    nothing: the write gives up at the deadline instead of blocking for ever."""
    source = "import time\ntime.sleep(60)\n# " + "x" * 200_000 + "\n"
    with PlayerProcess(Limits(load_seconds=0.5)) as process:
        start = time.monotonic()
        reply = process.load("deaf", "deaf.py", source, seed=0)
        assert reply.fault == "import" and "0.5 s" in reply.message
        assert time.monotonic() - start < 5
        assert process._process is None  # killed
