"""A whole tournament: the players loaded, the tables drawn, the games played (here or on a
Dask cluster), the leaderboard made, and everything saved."""

from __future__ import annotations

import concurrent.futures
import contextlib
import hashlib
import json
import math
import os
import secrets
import stat
import tempfile
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..players.learners import FAULTS, fault_words
from ..rules.language import _, ngettext
from ..rules.numbers import decimal
from .entrants import NotLoaded, load_entrants
from .leaderboard import Standing, leaderboard, shown, table
from .sandbox import Limits
from .schedule import Table, schedule
from .tables import (
    BOT_PREFIX,
    Entrant,
    Fault,
    ProcessShelf,
    TableResult,
    bot_class,
    play_shelved,
    play_tables,
)

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
    players: list[str] = field(default_factory=list)
    """Every player's name, in the order of the schedule's roster."""
    sources: dict[str, str] = field(default_factory=dict)
    """The SHA-256 of each learner's file (a resumed tournament checks the files are the same)."""
    games_planned: int = 0
    stopped: str = ""
    """Empty when every game was played; else why the tournament stopped early."""
    interrupted: bool = False
    """Whether Ctrl-C stopped it."""
    confined: str = ""
    """One line saying which protections of the sandbox held (``confine.described``)."""

    @property
    def faults(self) -> list[Fault]:
        """Every decision a player lost, in the order of the games."""
        return [fault for result in self.results for fault in result.faults]

    def table(self) -> str:
        """The leaderboard and what was left out, as plain text (names shown safely)."""
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
        if self.stopped:
            lines += [
                "",
                _("Stopped after {played} of {planned} games: {reason}").format(
                    played=played, planned=self.games_planned, reason=self.stopped
                ),
            ]
        counts = [s.games for s in self.standings]
        if counts and min(counts) != max(counts) and not self.stopped:
            lines += [
                "",
                _(
                    "Not every player played as many games ({fewest} to {most}): {count} "
                    "players do not share tables of {sizes} equally in {games} games."
                ).format(
                    fewest=min(counts),
                    most=max(counts),
                    count=len(counts),
                    sizes=", ".join(map(str, self.sizes)),
                    games=played,
                ),
            ]
        if self.not_loaded:
            lines += ["", _("Left out (the file could not be loaded):")]
            lines += [f"  {shown(n.file)}: {shown(n.message)}" for n in self.not_loaded]
        kinds = sorted({f.kind for f in self.faults}, key=list(FAULTS).index)
        if kinds:
            lines += ["", _("Faults (a random legal action was played instead):")]
            lines += [f"  {kind}: {fault_words(kind)}" for kind in kinds]
        lines += [
            "",
            _(
                "Time for each player: {decision} s a decision, {game} s a game, {whole} s "
                "over the whole tournament."
            ).format(
                decision=decimal(self.limits.decision_seconds, 3, trim=True),
                game=decimal(self.limits.game_seconds, 3, trim=True),
                whole=decimal(self.limits.tournament_seconds, 3, trim=True),
            ),
        ]
        if not self.memory_limited:
            lines += ["", _("No memory limit could be set here (only on Linux and macOS).")]
        return "\n".join(lines)

    def to_json(self, records: str | None = None, standings: bool = True) -> dict[str, Any]:
        """The results as plain JSON; ``records`` names the folder of the game records;
        without ``standings``, no leaderboard (the results saved after each game)."""
        return {
            "format": FORMAT,
            "version": 2,
            "complete": len(self.results) >= self.games_planned and not self.stopped,
            "seed": self.seed,
            "games_asked": self.games_asked,
            "games_planned": self.games_planned,
            "games_played": len(self.results),
            "seats": list(self.sizes),
            "players": list(self.players),
            "sources": dict(self.sources),
            "limits": {
                "decision_seconds": self.limits.decision_seconds,
                "game_seconds": self.limits.game_seconds,
                "tournament_seconds": self.limits.tournament_seconds,
                "load_seconds": self.limits.load_seconds,
                "memory_mb": self.limits.memory_mb if self.memory_limited else None,
            },
            "sandbox": self.confined,
            "stopped": self.stopped,
            "seconds": round(self.seconds, 2),
            "leaderboard": [s.to_json() for s in self.standings] if standings else [],
            "not_loaded": [n.to_json() for n in self.not_loaded],
            "games": [
                {
                    "number": r.table.number,
                    "seed": r.table.seed,
                    "seats": list(r.table.seats),
                    "scores": r.scores,
                    "ranks": r.ranks,
                    "seconds": r.seconds,
                    "faults": [f.to_json() for f in r.faults],
                    **({"record": f"{records}/{_record_name(r.table)}"} if records else {}),
                }
                for r in sorted(self.results, key=lambda r: r.table.number)
            ],
            "faults": [f.to_json() for f in self.faults],
        }

    def save(self, folder: Path | str) -> Path:
        """Write ``results.json`` and each game's record (``games/game-0001.json``...) in
        ``folder``, each file written whole or not at all; returns the results file's path."""
        saver = Saver(Path(folder), self, again=True)
        for result in self.results:
            saver.record(result)
        return saver.finish(self)


def _record_name(table: Table) -> str:
    return f"game-{table.number:04d}.json"


RESULTS = "results.json"


def write_atomically(path: Path, text: str | bytes) -> None:
    """Write ``path`` whole or not at all: a new file beside it, then renamed over it (a
    symbolic link planted there is replaced, never followed)."""
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".", suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(text.encode() if isinstance(text, str) else text)
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


def check_out_folder(out: Path, resume: bool, again: bool = False) -> None:
    """Refuse an output folder that would lose or spoil something: ``results.json`` there that
    is not a regular file; an earlier tournament's results, or any other file, without
    ``resume``; with ``resume``, none to resume."""
    results = out / RESULTS
    if os.path.lexists(results) and not stat.S_ISREG(os.lstat(results).st_mode):
        raise ValueError(
            _("{path} exists and is not a regular file: remove it or choose another folder").format(
                path=results
            )
        )
    if again:  # the same tournament saved again (``Tournament.save``)
        return
    if resume and not results.exists():
        raise ValueError(
            _("{path} does not exist: there is no tournament to resume").format(path=results)
        )
    if not resume and results.exists():
        raise ValueError(
            _("{folder} holds a tournament already: resume it, or choose another folder").format(
                folder=out
            )
        )
    if not resume and out.is_dir() and any(out.iterdir()):
        raise ValueError(
            _("{folder} is not empty: the tournament writes into a folder of its own").format(
                folder=out
            )
        )


class Saver:
    """A tournament's folder, written game by game: each record as its game ends, then
    ``results.json`` (``"complete": false`` until the last game), so that nothing finished is
    lost to Ctrl-C, a crash or a power cut."""

    def __init__(
        self, out: Path, tournament: Tournament, resume: bool = False, again: bool = False
    ) -> None:
        check_out_folder(out, resume, again)
        out.mkdir(parents=True, exist_ok=True, mode=0o700)
        (out / "games").mkdir(exist_ok=True, mode=0o700)
        self.out = out
        self.tournament = tournament
        self.path = out / RESULTS

    def record(self, result: TableResult) -> None:
        """Save one finished game's record."""
        path = self.out / "games" / _record_name(result.table)
        write_atomically(path, json.dumps(result.record, indent=1))

    def add(self, result: TableResult) -> None:
        """Save a game just finished, then the results so far."""
        self.record(result)
        self.tournament.results.append(result)
        plain = self.tournament.to_json("games", standings=False)
        write_atomically(self.path, json.dumps(plain, indent=1))

    def finish(self, tournament: Tournament) -> Path:
        """Save the whole tournament (or what was played of it), leaderboard included."""
        write_atomically(self.path, json.dumps(tournament.to_json("games"), indent=1))
        return self.path


def play_tournament(
    folder: Path | str,
    games: int = 20,
    seats: Sequence[int] = (3, 4, 5),
    bots: Sequence[str] = (),
    seed: int | None = 0,
    limits: Limits | None = None,
    executor: concurrent.futures.Executor | None = None,
    progress: Callable[[int], Any] | None = None,
    jobs: int = 1,
    out: Path | str | None = None,
    resume: bool = False,
) -> Tournament:
    """Play a tournament between the players of ``folder`` (and the built-in ``bots``).

    ``games`` is rounded up to whole rotations (``schedule``); ``seats`` are the table sizes,
    taken in turn. Each learner's player runs in a confined process of its own within
    ``limits``. ``seed`` None draws a secret seed (saved in the results, never shown to a
    player); the same seed gives the same tables and games. ``jobs`` plays that many games at
    once (in threads here: each player thinks in its own process, on the other cores);
    ``executor`` (``cluster.DaskExecutor(client)``) plays them on a
    cluster instead, in chunks: the leaderboard does not depend on where they were played.
    ``out`` saves each game as it ends (``Saver``), and with ``resume`` plays only the games
    its results lack. Ctrl-C, or an error while playing, stops the games: the tournament so far
    is returned (``stopped`` says why) and saved. ``progress`` is called with the number of
    games just finished.
    """
    limits = limits or Limits()
    sizes = tuple(seats)
    if not sizes or any(not 3 <= size <= 5 for size in sizes):
        raise ValueError(
            _("tables have 3 to 5 seats, not {sizes}").format(sizes=", ".join(map(str, sizes)))
        )
    if games < 1:
        raise ValueError(_("a tournament plays at least one game, not {count}").format(count=games))
    saved: dict[str, Any] | None = None
    if out is not None:
        check_out_folder(Path(out), resume)
        if resume:
            saved = _read_results(Path(out) / RESULTS)
            seed, games, sizes = saved["seed"], saved["games_asked"], tuple(saved["seats"])
            limits = Limits(**{k: v for k, v in saved["limits"].items() if v is not None})
    if seed is None:
        seed = secrets.randbits(62)
    start = time.perf_counter()
    held: list[str] = []
    kept: dict[str, Any] = {}  # the try-out's processes, for the games played here
    entrants, not_loaded = load_entrants(
        folder, limits, tuple(bots), confined=held, keep=kept if executor is None else None
    )
    try:
        if saved is not None:
            entrants = _same_players(entrants, saved, folder, limits)
        _enough(entrants, not_loaded, folder)
    except BaseException:
        for process in kept.values():
            process.close()
        raise
    loaded = time.perf_counter()
    tables = schedule(list(entrants), games, sizes, seed)
    tournament = Tournament(
        seed=seed,
        games_asked=games,
        sizes=sizes,
        limits=limits,
        standings=[],
        results=[],
        not_loaded=not_loaded,
        memory_limited=_memory_limit_available(),
        players=list(entrants),
        sources={
            name: hashlib.sha256(e.source.encode()).hexdigest()
            for name, e in entrants.items()
            if e.bot is None
        },
        games_planned=len(tables),
        confined=_confinement(limits, held),
    )
    saver = Saver(Path(out), tournament, resume=resume) if out is not None else None
    if saved is not None:
        tournament.results.extend(_saved_results(saved, tables, Path(out or ".")))
    done = {r.table.number for r in tournament.results}
    waiting = [t for t in tables if t.number not in done]

    def finished(result: TableResult) -> None:
        if saver is not None:
            saver.add(result)
        else:
            tournament.results.append(result)
        if progress is not None:
            progress(1)

    try:
        _play(entrants, waiting, limits, executor, jobs, tournament, finished, kept)
    except KeyboardInterrupt:
        tournament.stopped, tournament.interrupted = _("stopped by Ctrl-C"), True
    except Exception as error:  # a failure of the tournament's own: what was played is kept
        tournament.stopped = _("stopped by an error: {error}").format(error=f"{error!r:.300}")
    tournament.results.sort(key=lambda r: r.table.number)
    tournament.standings = leaderboard(list(entrants), tournament.results)
    tournament.seconds = time.perf_counter() - start
    tournament.loading_seconds = loaded - start
    if saver is not None:
        saver.finish(tournament)
    return tournament


def _enough(entrants: dict[str, Entrant], not_loaded: list[NotLoaded], folder: Path | str) -> None:
    """Refuse a tournament of fewer than two players, saying how many files failed."""
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


def _read_results(path: Path) -> dict[str, Any]:
    """The results of an interrupted tournament, refused in words if they are not."""
    try:
        plain = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError) as error:
        raise ValueError(
            _("{path} cannot be read as a tournament's results: {error}").format(
                path=path, error=error
            )
        ) from None
    keys = ("seed", "games_asked", "seats", "limits", "players", "sources", "games")
    if (
        not isinstance(plain, dict)
        or plain.get("format") != FORMAT
        or any(key not in plain for key in keys)
    ):
        raise ValueError(_("{path} is not the results of a tournament").format(path=path))
    return plain


def _same_players(
    entrants: dict[str, Entrant], saved: dict[str, Any], folder: Path | str, limits: Limits
) -> dict[str, Entrant]:
    """The players of the tournament being resumed: the same names and the same files."""
    bots = tuple(name[4:] for name in saved["players"] if name.startswith(BOT_PREFIX))
    for bot in bots:
        bot_class(bot)
        entrants[BOT_PREFIX + bot] = Entrant(BOT_PREFIX + bot)
    changed = sorted(
        name
        for name in set(saved["players"]) | {n for n, e in entrants.items() if e.bot is None}
        if name not in entrants
        or name not in saved["players"]
        or (
            entrants[name].bot is None
            and hashlib.sha256(entrants[name].source.encode()).hexdigest()
            != saved["sources"].get(name)
        )
    )
    if changed:
        raise ValueError(
            _(
                "the players' files changed since the tournament began ({names}): it cannot be "
                "resumed"
            ).format(names=", ".join(shown(name) for name in changed))
        )
    return {name: entrants[name] for name in saved["players"]}


def _saved_results(saved: dict[str, Any], tables: list[Table], out: Path) -> list[TableResult]:
    """The games an interrupted tournament finished, read back from its results and records."""
    by_number = {t.number: t for t in tables}
    results = []
    for game in saved["games"]:
        table = by_number.get(game.get("number"))
        if table is None or list(table.seats) != game.get("seats"):
            raise ValueError(_("the saved games do not match the tournament's tables"))
        record_path = out / "games" / _record_name(table)
        try:
            record = json.loads(record_path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue  # its record was not saved: the game is played again
        faults = [Fault(**fault) for fault in game.get("faults", [])]
        results.append(
            TableResult(
                table, game["scores"], game["ranks"], faults, record, game.get("seconds", [])
            )
        )
    return results


def _confinement(limits: Limits, held: list[str]) -> str:
    """What the players' processes said of their sandbox, in one line (a process is started to
    ask when no file was tried)."""
    from ..confined.confine import described
    from .sandbox import PlayerProcess

    if not held:
        with PlayerProcess(limits) as process:
            if not process.start():
                return ""
            held = process.confined.split(",")
    return described(held)


def _play(
    entrants: dict[str, Entrant],
    tables: list[Table],
    limits: Limits,
    executor: concurrent.futures.Executor | None,
    jobs: int,
    tournament: Tournament,
    finished: Callable[[TableResult], None],
    processes: dict[str, Any],
) -> None:
    """Play ``tables``, calling ``finished`` with each result as it comes; ``processes`` are
    the players' processes to use here (those of the try-out), closed at the end."""
    spent: dict[str, float] = {}

    def budget() -> dict[str, float]:
        return {name: limits.tournament_seconds - spent.get(name, 0.0) for name in entrants}

    def count(result: TableResult) -> None:
        for name, seconds in zip(result.table.seats, result.seconds, strict=False):
            spent[name] = spent.get(name, 0.0) + seconds
        finished(result)

    for result in tournament.results:
        for name, seconds in zip(result.table.seats, result.seconds, strict=False):
            spent[name] = spent.get(name, 0.0) + seconds
    if executor is None and jobs <= 1:
        from .tables import play_table

        try:
            for t in tables:
                count(play_table(entrants, t, limits, processes, budget()))
        finally:
            for process in processes.values():
                process.close()
        return
    shelf = None
    if executor is None:
        # Games in threads of this process, each asking its players' processes (those of the
        # try-out first, more where a player sits at two tables at once): the players think
        # on the other cores, and no worker has to start every player's process again.
        shelf = ProcessShelf(limits, processes)
        pool: concurrent.futures.Executor = concurrent.futures.ThreadPoolExecutor(jobs)
        chunks = [[t] for t in tables]
        width = jobs
    else:
        for process in processes.values():
            process.close()
        pool = executor
        # Chunks of a few games, for a fair share between workers; each worker keeps its
        # players' processes from one chunk to the next.
        size = max(1, min(25, math.ceil(len(tables) / 16)))
        chunks = [tables[i : i + size] for i in range(0, len(tables), size)]
        width = 16
    running: dict[concurrent.futures.Future, list[Table]] = {}
    waiting = list(reversed(chunks))
    try:
        while waiting or running:
            while waiting and len(running) < 2 * width:
                chunk = waiting.pop()
                future: concurrent.futures.Future[Any]
                if shelf is not None:
                    future = pool.submit(play_shelved, entrants, chunk[0], limits, shelf, budget())
                else:
                    future = pool.submit(play_tables, entrants, chunk, limits, True, budget())
                running[future] = chunk
            done, _pending = concurrent.futures.wait(
                running, return_when=concurrent.futures.FIRST_COMPLETED
            )
            for future in sorted(done, key=lambda f: running[f][0].number):
                del running[future]
                outcome = future.result()
                for result in outcome if isinstance(outcome, list) else [outcome]:
                    count(result)
    finally:
        for future in running:
            future.cancel()
        if shelf is not None:
            shelf.retire()  # the games still running end at once, their players benched
            pool.shutdown(wait=True, cancel_futures=True)


def _memory_limit_available() -> bool:
    try:
        import resource  # noqa: F401
    except ImportError:
        return False
    return True
