"""Playing a tournament's games: each learner's seat asked through its own process.

``play_tables(entrants, tables, limits)`` plays some games of a tournament, here or on a worker
of a Dask cluster (it and its arguments pickle): one ``PlayerProcess`` per learner's player,
started when first needed and kept for the games of the call (its file is loaded afresh for each
game), the built-in bots played here. A fault costs the player that decision only: a random
legal action, drawn from the game's seed and the decision's number, is played for it.
"""

from __future__ import annotations

import atexit
import hashlib
import json
import random
import threading
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..record import write_record
from ..rules import MAX_DECISIONS, Game
from ..rules.actions import action_to_json
from ..rules.language import _, ngettext
from ..rules.untrusted import shown_name
from ..studies.simulate import bot_seed
from .sandbox import Limits, PlayerProcess
from .schedule import Table

BOT_PREFIX = "bot:"
"""The name of a built-in bot in a tournament: ``bot:random``, ``bot:greedy``."""

SOURCE = "a class tournament of tokaido_nb"


@dataclass(frozen=True)
class Entrant:
    """A player of the tournament: a learner's file (its name, path and source) or a bot."""

    name: str
    filename: str = ""
    source: str = ""

    @property
    def bot(self) -> str | None:
        """The built-in bot's name, or None for a learner's file."""
        if self.filename or not self.name.startswith(BOT_PREFIX):
            return None
        return self.name[len(BOT_PREFIX) :]


@dataclass(frozen=True)
class Fault:
    """One decision a player lost: in which game, at which decision, what kind, what it said."""

    player: str
    game: int
    decision: int
    kind: str
    message: str

    def to_json(self) -> dict[str, Any]:
        """The fault as plain JSON."""
        return {
            "player": self.player,
            "game": self.game,
            "decision": self.decision,
            "kind": self.kind,
            "message": self.message,
        }


@dataclass
class TableResult:
    """What one game of the tournament gave: ranks and scores by seat, faults, its record."""

    table: Table
    scores: list[int]
    ranks: list[int]
    faults: list[Fault] = field(default_factory=list)
    record: dict[str, Any] = field(default_factory=dict)
    seconds: list[float] = field(default_factory=list)
    """The seconds each seat's player spent thinking in this game."""


def bot_class(name: str) -> Any:
    """The built-in bot called ``name`` (random, greedy or search)."""
    from ..players.bots import GreedyBot, RandomBot, SearchBot

    known = {"random": RandomBot, "greedy": GreedyBot, "search": SearchBot}
    if name not in known:
        raise ValueError(
            _("unknown bot {name}; choose from {bots}").format(
                name=repr(name), bots=", ".join(known)
            )
        )
    return known[name]


def fallback(legal: Sequence[Any], game_seed: int, decision: int) -> Any:
    """The random legal action played for a player who lost a decision: the same in every run.

    >>> fallback(["a", "b", "c"], 5, 2) == fallback(["a", "b", "c"], 5, 2)
    True
    """
    return random.Random(f"{game_seed}:{decision}").choice(list(legal))


_KEPT: dict[Limits, dict[str, PlayerProcess]] = {}
"""The players' processes a cluster's worker keeps from one chunk of games to the next (starting
one costs a third of a second; each game loads its player's file afresh anyway)."""


def _close_kept() -> None:
    for processes in _KEPT.values():
        for process in processes.values():
            process.close()
    _KEPT.clear()


class ProcessShelf:
    """The players' processes of games played at once in threads of one process: a game takes
    an idle process of each of its players (a new one if the player is busy at another table)
    and gives them back at its end. ``retire`` ends them all, and any taken later: the games
    still running then end at once (their players benched)."""

    def __init__(self, limits: Limits, processes: dict[str, PlayerProcess]) -> None:
        self.limits = limits
        self._idle = {name: [process] for name, process in processes.items()}
        self._all = list(processes.values())
        self._lock = threading.Lock()
        self._retired = False

    def take(self, names: Sequence[str]) -> dict[str, PlayerProcess]:
        """A process for each of ``names``, for one game."""
        taken = {}
        with self._lock:
            for name in names:
                idle = self._idle.setdefault(name, [])
                if idle:
                    taken[name] = idle.pop()
                else:
                    taken[name] = PlayerProcess(self.limits)
                    self._all.append(taken[name])
                if self._retired:
                    taken[name].retire()
        return taken

    def give(self, taken: dict[str, PlayerProcess]) -> None:
        """Give back what ``take`` gave, for the next games."""
        with self._lock:
            for name, process in taken.items():
                self._idle[name].append(process)

    def retire(self) -> None:
        """End every process, those in use too, for good."""
        with self._lock:
            self._retired = True
            processes = list(self._all)
        for process in processes:
            process.retire()


def play_shelved(
    entrants: dict[str, Entrant],
    table: Table,
    limits: Limits,
    shelf: ProcessShelf,
    budget: dict[str, float],
) -> TableResult:
    """One game in a thread of ``--jobs``, its players' processes taken from ``shelf``."""
    taken = shelf.take([name for name in table.seats if entrants[name].bot is None])
    try:
        return play_table(entrants, table, limits, taken, budget)
    finally:
        shelf.give(taken)


def play_tables(
    entrants: dict[str, Entrant],
    tables: Sequence[Table],
    limits: Limits,
    keep: bool = False,
    budget: dict[str, float] | None = None,
) -> list[TableResult]:
    """Play ``tables`` in order; each learner's player in its own process, closed at the end,
    or with ``keep`` kept in this process for the next call (a cluster's worker: they are closed
    when it exits, and a process whose parent died ends when its input closes)."""
    if keep:
        if not _KEPT:
            atexit.register(_close_kept)
        kept = _KEPT.setdefault(limits, {})
        return [play_table(entrants, table, limits, kept, budget) for table in tables]
    processes: dict[str, PlayerProcess] = {}
    try:
        return [play_table(entrants, table, limits, processes, budget) for table in tables]
    finally:
        for process in processes.values():
            process.close()


BENCH_AFTER = 2
"""Timeouts, crashes or garbled answers in one game after which a player is benched for the
rest of it (a random legal action played for it at once, counted once as "benched")."""

REPEATED = ("timeout", "crash", "protocol")


def player_seed(game_seed: int, seat: int) -> int:
    """The seed of a learner's global ``random`` in a game: one-way from the game's seed, so
    that a player who reads its generator's state learns nothing of the game's cards.

    >>> player_seed(7, 0) != player_seed(7, 1)
    True
    """
    digest = hashlib.sha256(f"tokaido-player:{game_seed}:{seat}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def play_table(
    entrants: dict[str, Entrant],
    table: Table,
    limits: Limits,
    processes: dict[str, PlayerProcess],
    budget: dict[str, float] | None = None,
) -> TableResult:
    """Play one game of the tournament to its end (``processes`` are reused and added to).

    ``budget`` is the seconds each player has left of its time for the whole tournament
    (``Limits.tournament_seconds`` when missing); one who runs out is benched for good (the
    game's fault "budget"; the next games know from their ``budget``)."""
    players = len(table.seats)
    game = Game(players, seed=table.seed, undo=False)
    faults: list[Fault] = []
    seats: list[Any] = []
    used = [0.0] * players  # seconds each seat's player has spent on this game
    benched = [False] * players
    failures = [0] * players
    left = [
        (budget or {}).get(name, limits.tournament_seconds) for name in table.seats
    ]  # of the tournament's time
    for place, name in enumerate(table.seats):
        entrant = entrants[name]
        if entrant.bot is not None:
            seats.append(bot_class(entrant.bot)(bot_seed(table.seed, place)))
            continue
        process = processes.get(name)
        if process is None:
            process = processes[name] = PlayerProcess(limits)
        if left[place] <= 0:
            faults.append(Fault(name, table.number, 0, "budget", _budget_words(limits)))
            benched[place] = True
            seats.append(process)
            continue
        loaded = process.load(
            name, entrant.filename, entrant.source, player_seed(table.seed, place)
        )
        if loaded.fault is not None:  # it loaded before the tournament: now it does not
            faults.append(Fault(name, table.number, 0, "import", loaded.message))
            benched[place] = True  # every decision of this game is played for it
        seats.append(process)
    for decision in range(1, MAX_DECISIONS + 1):
        mover = game.to_move
        if mover is None:
            break
        seat = mover
        player = seats[seat]
        if not isinstance(player, PlayerProcess):
            game.play(player(game))
            continue
        view = game.view(seat)
        legal = view.legal_actions
        action = None
        if not benched[seat]:
            name = table.seats[seat]
            seconds = min(
                limits.decision_seconds, limits.game_seconds - used[seat], left[seat] - used[seat]
            )
            reply = player.ask(view.to_json(), max(seconds, 0.0))
            used[seat] += reply.seconds
            kind, message = reply.fault, reply.message
            if kind == "timeout" and seconds < limits.decision_seconds:
                if left[seat] - used[seat] < limits.game_seconds - used[seat]:
                    kind, message = "budget", _budget_words(limits)
                else:
                    kind = "game_time"
                    message = _("more than {seconds} s for the game").format(
                        seconds=f"{limits.game_seconds:g}"
                    )
            if kind is None:
                action, kind, message = _offered(reply.action, legal)
            if kind in ("game_time", "budget"):
                benched[seat] = True
            if kind is not None:
                faults.append(Fault(name, table.number, decision, kind, message))
            if kind in REPEATED:
                failures[seat] += 1
                if failures[seat] >= BENCH_AFTER:
                    benched[seat] = True
                    words = ngettext(
                        "benched for the rest of the game after {count} timeout or crash",
                        "benched for the rest of the game after {count} timeouts or crashes",
                        failures[seat],
                    ).format(count=failures[seat])
                    faults.append(Fault(name, table.number, decision, "benched", words))
        if action is None:
            action = fallback(legal, table.seed, decision)
        game.play(action)
    else:
        raise RuntimeError(f"game {table.number} did not end in {MAX_DECISIONS} decisions")
    record = write_record(game, source=SOURCE)
    for seat, name in enumerate(table.seats):
        record["players"][seat]["name"] = shown_name(name)  # a record's reader refuses others
    return TableResult(
        table, list(game.scores()), list(game.ranks()), faults, record, [round(u, 4) for u in used]
    )


def _budget_words(limits: Limits) -> str:
    return _("more than {seconds} s for the whole tournament").format(
        seconds=f"{limits.tournament_seconds:g}"
    )


def same_json(answer: Any, legal: Any) -> bool:
    """Whether ``answer`` is ``legal`` exactly: same types (``1.0`` is not ``1``, ``True`` is not
    ``1``) and same values, compared no deeper than ``legal`` goes (a reply nested 1,000 deep
    is refused at its first level).

    >>> same_json({"type": "move", "to": 1.0}, {"type": "move", "to": 1})
    False
    >>> same_json({"type": "buy", "souvenirs": [3]}, {"type": "buy", "souvenirs": [3]})
    True
    """
    if type(answer) is not type(legal):
        return False
    if isinstance(legal, dict):
        return answer.keys() == legal.keys() and all(
            same_json(answer[key], legal[key]) for key in legal
        )
    if isinstance(legal, list):
        return len(answer) == len(legal) and all(
            same_json(a, b) for a, b in zip(answer, legal, strict=True)
        )
    return bool(answer == legal)


def _offered(plain: Any, legal: Sequence[Any]) -> tuple[Any, str | None, str]:
    """The legal action a player answered (``plain``, its JSON) if it is exactly one of
    ``legal``; else the fault and its words. Only the engine's own action is ever played."""
    for action in legal:
        if same_json(plain, action_to_json(action)):
            return action, None, ""
    try:
        shown = json.dumps(plain)[:200]
    except (ValueError, TypeError, RecursionError):
        shown = "?"
    return (
        None,
        "illegal",
        _("answered {answer}, which was not offered").format(answer=shown),
    )
