"""A learner's player in a process of its own, asked for one action at a time with a time limit.

``PlayerProcess`` starts ``python -m tokaido_nb.confined.host`` (host.py) and talks to it in
lines of JSON. A player that does not answer in time is killed and started again for its next
decision; so is one that died. What went wrong comes back as a fault kind (``players.FAULTS``,
the words of the chapter's in-process runner too) with a message, never as an exception in the
tournament's own process.

These limits stop mistakes and hogs (an endless loop, a runaway list, a crash), not a
determined attacker: the process can still read files and open sockets. For that, run the
whole tournament in a container (README, "A class tournament").
"""

from __future__ import annotations

import contextlib
import dataclasses
import json
import os
import select
import signal
import subprocess
import time
from dataclasses import dataclass
from typing import Any

from ..rules.language import ENVIRONMENT_VARIABLE, _, language

LONGEST_ANSWER = 100_000
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
    tournament_seconds: float = 120.0
    """A player's thinking time over the whole tournament: past it, it is benched for good."""


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


REPLIES: dict[str, dict[str, type | tuple[type, ...]]] = {
    "ready": {"ready": bool, "memory_limited": bool, "confined": str},
    "ok": {"ok": bool},
    "action": {"action": dict},
    "fault": {"fault": str, "message": str},
}
"""The only replies a player's process may send: each key and the type of its value."""

PLAYER_FAULTS = frozenset({"import", "exception", "memory", "illegal", "hidden"})
"""The fault kinds a player's process may report of itself (the others are the tournament's)."""


def checked_reply(line: bytes) -> dict[str, Any] | None:
    """The reply ``line`` holds if it is one of ``REPLIES`` exactly; None for anything else
    (not JSON, nested too deep, an unknown key, a value of the wrong type...)."""
    try:
        reply = json.loads(line)
    except (ValueError, RecursionError, UnicodeDecodeError):
        return None
    if not isinstance(reply, dict):
        return None
    for schema in REPLIES.values():
        if set(reply) == set(schema) and all(
            type(reply[key]) is kind  # bool is not int, 1.0 is not 1
            if isinstance(kind, type)
            else type(reply[key]) in kind
            for key, kind in schema.items()
        ):
            if "fault" in reply and reply["fault"] not in PLAYER_FAULTS:
                return None
            if "ok" in reply and reply["ok"] is not True:
                return None
            if "message" in reply:
                reply["message"] = reply["message"][:500]
            return reply
    return None


def stopped(pid: int) -> bool:
    """Whether process ``pid`` is stopped (SIGSTOP) or traced; False where /proc is missing."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] in ("T", "t")
    except (OSError, IndexError):
        return False


class PlayerProcess:
    """One player's process: ``load`` a file's source for a game, then ``ask`` for actions.

    Nothing the process sends is trusted: a reply is read within a time limit and a size limit
    and checked against ``REPLIES``; a message to it is written without blocking (a process
    that stops reading cannot hang the tournament). Every failure is a ``Reply`` with a fault,
    never an exception."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self._process: subprocess.Popen[bytes] | None = None
        self._buffer = b""
        self._ended = False
        self._load: dict[str, Any] | None = None  # the last file loaded, loaded again on restart
        self.memory_limited = False
        self.confined = ""
        self.starts = 0
        self._garbled = ""
        self._ready = False
        self._retired = False

    def spawn(self) -> None:
        """Start the process without waiting for it to be ready (``load`` waits): many can
        start at once, their imports overlapping."""
        if self._process is None:
            self._spawn()

    def retire(self) -> None:
        """Close the process for good: it is never started again (every question after is
        answered "crash" at once)."""
        self._retired = True
        self.close()

    def start(self) -> bool:
        """Start the process (unless ``spawn`` did); False (and nothing running) if it did not
        say it was ready, or was retired."""
        if self._retired:
            self.close()
            return False
        if self._process is None:
            self._spawn()
        ready = self._read(START_SECONDS)
        if ready is None or "ready" not in ready:
            self.close()
            return False
        self.memory_limited = bool(ready["memory_limited"])
        self.confined = str(ready["confined"])
        self._ready = True
        return True

    def _spawn(self) -> None:
        from ..confined.confine import player_command, player_credentials

        self.starts += 1
        self._ready = False
        self._process = subprocess.Popen(
            player_command(self.limits.memory_mb),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,  # the player's prints: nobody reads them in a tournament
            close_fds=True,
            env=player_environment(),
            cwd="/" if os.name == "posix" else None,  # not the teacher's folder
            # A group of its own: killing it kills whatever the player started too.
            start_new_session=True,
            **player_credentials(),
        )
        assert self._process.stdin is not None
        os.set_blocking(self._process.stdin.fileno(), False)
        self._buffer = b""
        self._ended = False

    def close(self) -> None:
        """Stop the process (killed: a player gets no say in when it ends)."""
        process, self._process = self._process, None
        if process is None:
            return
        with contextlib.suppress(OSError):
            os.killpg(process.pid, signal.SIGKILL)  # what it started, if it could start any
        with contextlib.suppress(OSError):
            process.kill()  # itself, even if it left its group (setsid)
        with contextlib.suppress(subprocess.TimeoutExpired):
            process.wait(timeout=START_SECONDS)
        for stream in (process.stdin, process.stdout):
            if stream is not None:
                with contextlib.suppress(OSError):  # a pipe it broke: nothing left to flush
                    stream.close()

    def __enter__(self) -> PlayerProcess:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def load(self, name: str, filename: str, source: str, seed: int) -> Reply:
        """Load the player's file afresh (a new game); a ``Reply`` with fault "import" if not."""
        self._load = {"load": {"name": name, "filename": filename, "source": source, "seed": seed}}
        return self._loaded(self._exchange(self._load, self.limits.load_seconds, loading=True))

    def _loaded(self, reply: Reply) -> Reply:
        if reply.fault in ("timeout", "crash", "memory", "protocol"):
            words = {
                "timeout": _("it took longer than {seconds} s to load").format(
                    seconds=f"{self.limits.load_seconds:g}"
                ),
                "crash": _("its process stopped while loading it"),
                "protocol": reply.message,
                "memory": _("it used more than {megabytes} MB while loading").format(
                    megabytes=self.limits.memory_mb
                ),
            }
            return Reply(fault="import", message=words[reply.fault], seconds=reply.seconds)
        return reply

    def ask(self, view: dict[str, Any], seconds: float) -> Reply:
        """The player's answer to ``view`` (a view's JSON) within ``seconds``.

        A process stopped after a fault is started again first, its file loaded as the game
        began: the time that takes is the player's (in ``Reply.seconds``, not in the decision's
        limit), so that a player that crashes at every decision pays for its restarts."""
        restart = 0.0
        if self._process is None and self._load is not None:
            start = time.perf_counter()
            loaded = self._loaded(
                self._exchange(self._load, self.limits.load_seconds, loading=True)
            )
            restart = time.perf_counter() - start
            if loaded.fault is not None:
                message = _("could not be started again: {reason}").format(reason=loaded.message)
                return Reply(fault="crash", message=message, seconds=restart)
        reply = self._exchange({"view": view}, seconds)
        if restart:
            reply = dataclasses.replace(reply, seconds=reply.seconds + restart)
        return reply

    def _exchange(self, message: dict[str, Any], seconds: float, loading: bool = False) -> Reply:
        if (self._process is None or not self._ready) and not self.start():
            return Reply(fault="crash", message=_("its process did not start"))
        process = self._process
        assert process is not None
        start = time.perf_counter()
        deadline = time.monotonic() + seconds
        if not self._write(json.dumps(message).encode() + b"\n", deadline):
            return self._silent(process, seconds, time.perf_counter() - start)
        answer = self._read(max(0.0, deadline - time.monotonic()))
        spent = time.perf_counter() - start
        if answer is None:
            return self._silent(process, seconds, spent)
        kind = answer.get("fault")
        if loading:
            fits = "ok" in answer or kind == "import"
        else:
            fits = "action" in answer or (kind is not None and kind != "import")
        if not fits:
            # An answer to a question it was not asked.
            self._garbled = _("its answer broke the rules of the conversation")
            return self._silent(process, seconds, spent)
        if kind is not None:
            # A MemoryError unwound the player's call, freeing what it held there: the process
            # goes on (one that died of it answers nothing, and is started again).
            return Reply(fault=kind, message=answer["message"], seconds=spent)
        return Reply(action=answer.get("action"), seconds=spent)

    def _silent(self, process: subprocess.Popen[bytes], seconds: float, spent: float) -> Reply:
        """The fault of a process that gave no acceptable answer: it died, was stopped, spoke
        out of turn, or took too long. It is killed (and started again when next asked)."""
        garbled = self._garbled
        died = self._ended or process.poll() is not None
        frozen = not died and stopped(process.pid)
        self.close()
        if garbled:
            return Reply(fault="protocol", message=garbled, seconds=spent)
        if frozen:
            return Reply(fault="crash", message=_("its process was stopped"), seconds=spent)
        if died:
            return Reply(fault="crash", message=_("its process stopped"), seconds=spent)
        silence = _("no answer within {seconds} s").format(seconds=f"{seconds:g}")
        return Reply(fault="timeout", message=silence, seconds=spent)

    def _write(self, data: bytes, deadline: float) -> bool:
        """Send ``data`` by ``deadline`` without ever blocking; False if the process did not
        take it all in time (it stopped reading) or its pipe is closed."""
        process = self._process
        assert process is not None and process.stdin is not None
        fd = process.stdin.fileno()
        self._garbled = ""
        view = memoryview(data)
        while view:
            left = deadline - time.monotonic()
            if left <= 0:
                return False
            try:
                _readable, writable, _failed = select.select([], [fd], [], left)
                if writable:
                    view = view[os.write(fd, view) :]
            except BlockingIOError:
                continue
            except OSError:  # BrokenPipeError: it died
                self._ended = True
                return False
        return True

    def _read(self, seconds: float) -> dict[str, Any] | None:
        """One reply from the process within ``seconds``, checked (``checked_reply``); None if
        none came, or if what came is not a reply (then ``_garbled`` says why)."""
        process = self._process
        assert process is not None and process.stdout is not None
        fd = process.stdout.fileno()
        deadline = time.monotonic() + seconds
        self._garbled = ""
        while b"\n" not in self._buffer:
            left = deadline - time.monotonic()
            if len(self._buffer) > LONGEST_ANSWER:
                self._garbled = _("it sent more than {count} bytes in one answer").format(
                    count=f"{LONGEST_ANSWER:,}"
                )
                return None
            if left <= 0:
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
        if len(line) > LONGEST_ANSWER:
            self._garbled = _("it sent more than {count} bytes in one answer").format(
                count=f"{LONGEST_ANSWER:,}"
            )
            return None
        reply = checked_reply(line)
        if reply is None or self._buffer:  # nothing may follow an answer before the next question
            self._garbled = _("its answer broke the rules of the conversation")
            return None
        return reply
