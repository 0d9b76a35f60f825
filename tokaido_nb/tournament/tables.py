"""Playing a tournament's games: each learner's seat asked through its own process.

``play_tables(entrants, tables, limits)`` plays some games of a tournament, here or on a worker
of a Dask cluster (it and its arguments pickle): one ``PlayerProcess`` per learner's player,
started when first needed and kept for the games of the call (its file is loaded afresh for each
game), the built-in bots played here. A fault costs the player that decision only: a random
legal action, drawn from the game's seed and the decision's number, is played for it.
"""

from __future__ import annotations

import atexit
import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..record import write_record
from ..rules import MAX_DECISIONS, Game
from ..rules.actions import action_from_json
from ..rules.language import _
from ..simulate import bot_seed
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
        return self.name[len(BOT_PREFIX) :] if self.name.startswith(BOT_PREFIX) else None


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


def bot_class(name: str) -> Any:
    """The built-in bot called ``name`` (random, greedy or search)."""
    from ..bots import GreedyBot, RandomBot, SearchBot

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


def play_tables(
    entrants: dict[str, Entrant], tables: Sequence[Table], limits: Limits, keep: bool = False
) -> list[TableResult]:
    """Play ``tables`` in order; each learner's player in its own process, closed at the end,
    or with ``keep`` kept in this process for the next call (a cluster's worker: they are closed
    when it exits, and a process whose parent died ends when its input closes)."""
    if keep:
        if not _KEPT:
            atexit.register(_close_kept)
        kept = _KEPT.setdefault(limits, {})
        return [play_table(entrants, table, limits, kept) for table in tables]
    processes: dict[str, PlayerProcess] = {}
    try:
        return [play_table(entrants, table, limits, processes) for table in tables]
    finally:
        for process in processes.values():
            process.close()


def play_table(
    entrants: dict[str, Entrant],
    table: Table,
    limits: Limits,
    processes: dict[str, PlayerProcess],
) -> TableResult:
    """Play one game of the tournament to its end (``processes`` are reused and added to)."""
    players = len(table.seats)
    game = Game(players, seed=table.seed, undo=False)
    faults: list[Fault] = []
    seats: list[Any] = []
    used = [0.0] * players  # seconds each seat's player has spent on this game
    out_of_time = [False] * players
    for place, name in enumerate(table.seats):
        entrant = entrants[name]
        if entrant.bot is not None:
            seats.append(bot_class(entrant.bot)(bot_seed(table.seed, place)))
            continue
        process = processes.get(name)
        if process is None:
            process = processes[name] = PlayerProcess(limits)
        loaded = process.load(name, entrant.filename, entrant.source, bot_seed(table.seed, place))
        if loaded.fault is not None:  # it loaded before the tournament: now it does not
            faults.append(Fault(name, table.number, 0, "import", loaded.message))
            out_of_time[place] = True  # every decision of this game is played for it
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
        if not out_of_time[seat]:
            left = limits.game_seconds - used[seat]
            seconds = min(limits.decision_seconds, left)
            reply = player.ask(view.to_json(), seconds)
            used[seat] += reply.seconds
            kind, message = reply.fault, reply.message
            if kind == "timeout" and seconds < limits.decision_seconds:
                kind = "game_time"
                message = _("more than {seconds} s for the game").format(
                    seconds=f"{limits.game_seconds:g}"
                )
            if kind is None:
                action, kind, message = _offered(reply.action, legal)
            if kind == "game_time":
                out_of_time[seat] = True
            if kind is not None:
                faults.append(Fault(table.seats[seat], table.number, decision, kind, message))
        if action is None:
            action = fallback(legal, table.seed, decision)
        game.play(action)
    else:
        raise RuntimeError(f"game {table.number} did not end in {MAX_DECISIONS} decisions")
    record = write_record(game, source=SOURCE)
    for seat, name in enumerate(table.seats):
        record["players"][seat]["name"] = name
    return TableResult(table, list(game.scores()), list(game.ranks()), faults, record)


def _offered(plain: Any, legal: Sequence[Any]) -> tuple[Any, str | None, str]:
    """The action a player answered if it is one of ``legal``; else the fault and its words."""
    try:
        action = action_from_json(plain)
    except Exception:
        return (
            None,
            "illegal",
            _("answered {answer}, which is not an action").format(answer=str(plain)[:200]),
        )
    if action not in legal:
        return (
            None,
            "illegal",
            _("answered {answer}, which was not offered").format(answer=repr(action)),
        )
    return action, None, ""
