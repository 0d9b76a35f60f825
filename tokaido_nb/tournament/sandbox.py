"""A learner's player in a process of its own, asked for one action at a time with a time limit.

``PlayerProcess`` starts ``python -m tokaido_nb.tournament.host`` (host.py) and talks to it in
lines of JSON. A player that does not answer in time is killed and started again for its next
decision; so is one that died. What went wrong comes back as a fault kind (``players.FAULTS``,
the words of the chapter's in-process runner too) with a message, never as an exception in the
tournament's own process.

These limits stop mistakes and hogs (an endless loop, a runaway list, a crash), not a
determined attacker: the process can still read files and open sockets. For that, run the
whole tournament in a container (README, "A class tournament").
"""

from __future__ import annotations

import json
import os
import select
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from typing import Any

from ..rules.language import ENVIRONMENT_VARIABLE, _, language

LONGEST_ANSWER = 1_000_000
"""The most bytes an answer may hold: a player that floods its output is stopped."""

START_SECONDS = 30.0
"""How long a player's process may take to start (import the rules) on a busy machine."""


@dataclass(frozen=True)
class Limits:
    """What a player may use: seconds per decision and per game, megabytes of memory."""

    decision_seconds: float = 1.0
    game_seconds: float = 60.0
    memory_mb: int = 512
    load_seconds: float = 5.0


@dataclass(frozen=True)
class Reply:
    """A player's answer: the action as JSON, or the fault's kind and message."""

    action: dict[str, Any] | None = None
    fault: str | None = None
    message: str = ""
    seconds: float = 0.0


def player_environment() -> dict[str, str]:
    """The environment a player's process gets: not the teacher's (which may hold tokens and
    passwords), only what Python needs to find the package, and a fixed hash seed so that a
    player that walks a set of names plays the same way in every run."""
    keep = ("PATH", "PYTHONPATH", "VIRTUAL_ENV", "LANG", "LC_ALL", "SYSTEMROOT", "TMPDIR")
    environment = {name: os.environ[name] for name in keep if name in os.environ}
    environment[ENVIRONMENT_VARIABLE] = language()  # its messages in the tournament's language
    environment["PYTHONHASHSEED"] = "0"
    environment["PYTHONDONTWRITEBYTECODE"] = "1"
    return environment


class PlayerProcess:
    """One player's process: ``load`` a file's source for a game, then ``ask`` for actions."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self._process: subprocess.Popen[bytes] | None = None
        self._buffer = b""
        self._ended = False
        self._load: dict[str, Any] | None = None  # the last file loaded, loaded again on restart
        self.memory_limited = False

    def _start(self) -> None:
        self._process = subprocess.Popen(
            [sys.executable, "-m", "tokaido_nb.tournament.host", str(self.limits.memory_mb)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,  # the player's prints: nobody reads them in a tournament
            close_fds=True,
            env=player_environment(),
            # A group of its own: killing it kills whatever the player started too.
            start_new_session=True,
        )
        self._buffer = b""
        self._ended = False
        ready = self._read(START_SECONDS)
        if ready is None:
            self.close()
            raise RuntimeError("a player's process did not start (python -m tokaido_nb...host)")
        self.memory_limited = bool(ready.get("memory_limited"))

    def close(self) -> None:
        """Stop the process (killed: a player gets no say in when it ends)."""
        process, self._process = self._process, None
        if process is not None:
            try:
                os.killpg(process.pid, signal.SIGKILL)
            except (AttributeError, OSError):  # no process groups here, or already gone
                process.kill()
            process.wait()
            for stream in (process.stdin, process.stdout):
                if stream is not None:
                    stream.close()

    def __enter__(self) -> PlayerProcess:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def load(self, name: str, filename: str, source: str, seed: int) -> Reply:
        """Load the player's file afresh (a new game); a ``Reply`` with fault "import" if not."""
        self._load = {"load": {"name": name, "filename": filename, "source": source, "seed": seed}}
        return self._loaded(self._exchange(self._load, self.limits.load_seconds))

    def _loaded(self, reply: Reply) -> Reply:
        if reply.fault in ("timeout", "crash", "memory"):
            words = {
                "timeout": _("it took longer than {seconds} s to load").format(
                    seconds=f"{self.limits.load_seconds:g}"
                ),
                "crash": _("its process stopped while loading it"),
                "memory": _("it used more than {megabytes} MB while loading").format(
                    megabytes=self.limits.memory_mb
                ),
            }
            return Reply(fault="import", message=words[reply.fault], seconds=reply.seconds)
        return reply

    def ask(self, view: dict[str, Any], seconds: float) -> Reply:
        """The player's answer to ``view`` (a view's JSON) within ``seconds``.

        A process stopped after a fault is started again first, its file loaded as the game
        began (the time that takes is not the player's)."""
        if self._process is None and self._load is not None:
            loaded = self._loaded(self._exchange(self._load, self.limits.load_seconds))
            if loaded.fault is not None:
                message = _("could not be started again: {reason}").format(reason=loaded.message)
                return Reply(fault="crash", message=message)
        return self._exchange({"view": view}, seconds)

    def _exchange(self, message: dict[str, Any], seconds: float) -> Reply:
        if self._process is None:
            self._start()
        process = self._process
        assert process is not None and process.stdin is not None
        start = time.perf_counter()
        try:
            process.stdin.write(json.dumps(message).encode() + b"\n")
            process.stdin.flush()
        except (BrokenPipeError, OSError):
            self.close()
            return Reply(fault="crash", message=_("its process had stopped"))
        answer = self._read(seconds)
        spent = time.perf_counter() - start
        if answer is None:
            died = self._ended or process.poll() is not None
            self.close()
            if died:
                return Reply(fault="crash", message=_("its process stopped"), seconds=spent)
            silence = _("no answer within {seconds} s").format(seconds=f"{seconds:g}")
            return Reply(fault="timeout", message=silence, seconds=spent)
        if "fault" in answer:
            # A MemoryError unwound the player's call, freeing what it held there: the process
            # goes on (one that died of it answers nothing, and is started again).
            return Reply(fault=answer["fault"], message=answer.get("message", ""), seconds=spent)
        return Reply(action=answer.get("action"), seconds=spent)

    def _read(self, seconds: float) -> dict[str, Any] | None:
        """One line of JSON from the process within ``seconds``; None if none came."""
        process = self._process
        assert process is not None and process.stdout is not None
        fd = process.stdout.fileno()
        deadline = time.monotonic() + seconds
        while b"\n" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0 or len(self._buffer) > LONGEST_ANSWER:
                return None
            readable, _written, _failed = select.select([fd], [], [], left)
            if not readable:
                return None
            chunk = os.read(fd, 65536)
            if not chunk:  # the process ended (it may not be reaped yet: poll() would not say)
                self._ended = True
                return None
            self._buffer += chunk
        line, _newline, self._buffer = self._buffer.partition(b"\n")
        try:
            answer = json.loads(line)
        except ValueError:
            return None
        return answer if isinstance(answer, dict) else None
