"""A whole tournament: the players loaded, the tables drawn, the games played (here or on a
Dask cluster), the leaderboard made, and everything saved."""

from __future__ import annotations

import concurrent.futures
import json
import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..players import FAULTS, fault_words
from ..rules.language import _, ngettext
from .entrants import NotLoaded, load_entrants
from .leaderboard import Standing, leaderboard, table
from .sandbox import Limits
from .schedule import Table, schedule
from .tables import Entrant, Fault, TableResult, play_tables

FORMAT = "tokaido-tournament"
"""The ``format`` of a tournament's results file."""


@dataclass
class Tournament:
    """What a tournament gave: its settings, the leaderboard, the games, the faults."""

    seed: int
    games_asked: int
    sizes: tuple[int, ...]
    limits: Limits
    standings: list[Standing]
    results: list[TableResult]
    not_loaded: list[NotLoaded] = field(default_factory=list)
    seconds: float = 0.0
    """Seconds for the whole tournament, the files tried and the games played."""
    loading_seconds: float = 0.0
    """Of ``seconds``, those spent trying the files before the games."""
    memory_limited: bool = True

    @property
    def faults(self) -> list[Fault]:
        """Every decision a player lost, in the order of the games."""
        return [fault for result in self.results for fault in result.faults]

    def table(self) -> str:
        """The leaderboard and what was left out, as plain text."""
        played = len(self.results)
        lines = [
            # TRANSLATORS: a tournament's first line: games played, games asked for (rounded
            # up to whole rotations of the tables), the table sizes (3, 4, 5), the seed.
            ngettext(
                "{count} game ({asked} asked, whole rotations), tables of {sizes}, seed {seed}",
                "{count} games ({asked} asked, whole rotations), tables of {sizes}, seed {seed}",
                played,
            ).format(
                count=played,
                asked=self.games_asked,
                sizes=", ".join(map(str, self.sizes)),
                seed=self.seed,
            ),
            "",
            table(self.standings),
        ]
        if self.not_loaded:
            lines += ["", _("Left out (the file could not be loaded):")]
            lines += [f"  {n.file}: {n.message}" for n in self.not_loaded]
        kinds = sorted({f.kind for f in self.faults}, key=list(FAULTS).index)
        if kinds:
            lines += ["", _("Faults (a random legal action was played instead):")]
            lines += [f"  {kind}: {fault_words(kind)}" for kind in kinds]
        if not self.memory_limited:
            lines += ["", _("No memory limit could be set here (only on Linux and macOS).")]
        return "\n".join(lines)

    def to_json(self, records: str | None = None) -> dict[str, Any]:
        """The results as plain JSON; ``records`` names the folder of the game records."""
        return {
            "format": FORMAT,
            "version": 1,
            "seed": self.seed,
            "games_asked": self.games_asked,
            "games_played": len(self.results),
            "seats": list(self.sizes),
            "limits": {
                "decision_seconds": self.limits.decision_seconds,
                "game_seconds": self.limits.game_seconds,
                "memory_mb": self.limits.memory_mb if self.memory_limited else None,
            },
            "seconds": round(self.seconds, 2),
            "leaderboard": [s.to_json() for s in self.standings],
            "not_loaded": [n.to_json() for n in self.not_loaded],
            "games": [
                {
                    "number": r.table.number,
                    "seed": r.table.seed,
                    "seats": list(r.table.seats),
                    "scores": r.scores,
                    "ranks": r.ranks,
                    **({"record": f"{records}/{_record_name(r.table)}"} if records else {}),
                }
                for r in self.results
            ],
            "faults": [f.to_json() for f in self.faults],
        }

    def save(self, folder: Path | str) -> Path:
        """Write ``results.json`` and each game's record (``games/game-0001.json``...) in
        ``folder``; returns the results file's path."""
        out = Path(folder)
        games = out / "games"
        games.mkdir(parents=True, exist_ok=True)
        for result in self.results:
            path = games / _record_name(result.table)
            path.write_text(json.dumps(result.record, indent=1), encoding="utf-8")
        path = out / "results.json"
        path.write_text(json.dumps(self.to_json("games"), indent=1), encoding="utf-8")
        return path


def _record_name(table: Table) -> str:
    return f"game-{table.number:04d}.json"


def play_tournament(
    folder: Path | str,
    games: int = 20,
    seats: Sequence[int] = (3, 4, 5),
    bots: Sequence[str] = (),
    seed: int = 0,
    limits: Limits | None = None,
    executor: concurrent.futures.Executor | None = None,
    progress: Callable[[int], Any] | None = None,
) -> Tournament:
    """Play a tournament between the players of ``folder`` (and the built-in ``bots``).

    ``games`` is rounded up to whole rotations (``schedule``); ``seats`` are the table sizes,
    taken in turn. Each learner's player runs in a process of its own within ``limits``.
    ``executor`` (``cluster.DaskExecutor(client)``) plays the games on a cluster, in chunks;
    the leaderboard does not depend on where they were played. ``progress`` is called with the
    number of games just finished.
    """
    limits = limits or Limits()
    sizes = tuple(seats)
    if not sizes or any(not 3 <= size <= 5 for size in sizes):
        raise ValueError(
            _("tables have 3 to 5 seats, not {sizes}").format(sizes=", ".join(map(str, sizes)))
        )
    if games < 1:
        raise ValueError(_("a tournament plays at least one game, not {count}").format(count=games))
    start = time.perf_counter()
    entrants, not_loaded = load_entrants(folder, limits, tuple(bots))
    if len(entrants) < 2:
        refusal = _("a tournament needs at least two players; {folder} gave {count} that load")
        if not_loaded:
            refusal = ngettext(
                "a tournament needs at least two players; {folder} gave {count} that load "
                "({failed} file could not be loaded)",
                "a tournament needs at least two players; {folder} gave {count} that load "
                "({failed} files could not be loaded)",
                len(not_loaded),
            )
        raise ValueError(refusal.format(folder=folder, count=len(entrants), failed=len(not_loaded)))
    loaded = time.perf_counter()
    tables = schedule(list(entrants), games, sizes, seed)
    results = _play(entrants, tables, limits, executor, progress)
    standings = leaderboard(list(entrants), results)
    return Tournament(
        seed=seed,
        games_asked=games,
        sizes=sizes,
        limits=limits,
        standings=standings,
        results=results,
        not_loaded=not_loaded,
        seconds=time.perf_counter() - start,
        loading_seconds=loaded - start,
        memory_limited=_memory_limit_available(),
    )


def _play(
    entrants: dict[str, Entrant],
    tables: list[Table],
    limits: Limits,
    executor: concurrent.futures.Executor | None,
    progress: Callable[[int], Any] | None,
) -> list[TableResult]:
    if executor is None:
        results = []
        processes: dict[str, Any] = {}
        from .tables import play_table

        try:
            for t in tables:
                results.append(play_table(entrants, t, limits, processes))
                if progress is not None:
                    progress(1)
        finally:
            for process in processes.values():
                process.close()
        return results
    # Chunks of a few games, for the progress bar and a fair share between workers; each worker
    # keeps its players' processes from one chunk to the next.
    size = max(1, min(25, math.ceil(len(tables) / 16)))
    chunks = [tables[i : i + size] for i in range(0, len(tables), size)]
    futures = {
        executor.submit(play_tables, entrants, chunk, limits, True): chunk for chunk in chunks
    }
    try:
        for future in concurrent.futures.as_completed(futures):
            future.result()
            if progress is not None:
                progress(len(futures[future]))
    except BaseException:
        for future in futures:
            future.cancel()
        raise
    return sorted((r for future in futures for r in future.result()), key=lambda r: r.table.number)


def _memory_limit_available() -> bool:
    try:
        import resource  # noqa: F401
    except ImportError:
        return False
    return True
