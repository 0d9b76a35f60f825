"""Many games of Tokaido: seeded players, one game played to its end, and the summary of many.

A *policy* is a player (``bots.Player``): a plain callable from a game to one of its legal
actions; a *bot maker* is a callable from a seed to a policy (``RandomBot`` is one). Each game
of a study gets fresh players seeded from that game's own seed, so a study gives the same
numbers whether its games run one after another or spread over processes by an executor. The
rules live in ``rules/``; charts of a summary belong to the rendering floor.
"""

from __future__ import annotations

import contextlib
import functools
import math
import pickle
import signal
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

# Processes are imported where games are spread over them: a lesson that only reads a study's
# results (the browser edition, where no process starts) does not pay for them at its start.
if TYPE_CHECKING:
    import concurrent.futures

from ..players.bots import Player, RandomBot

# One game of a study lives in players/games.py: its public names are importable from here.
from ..players.games import (
    GameResult,
    bot_seed,
    choice_label,
    game_seeds,
    play_game,
)
from ..players.games import (
    crossroads_counts as crossroads_counts,
)
from ..rules import OFFICIAL, Game, Rules
from ..rules.language import N_, _, language, ngettext, pgettext
from ..rules.numbers import decimal, percent
from ..rules.scoring import CATEGORIES
from .processors import available_cpus

BotMaker = Callable[[int], Player]
"""Makes a policy for one game from a seed (a bot class taking a seed is one)."""


@dataclass(frozen=True)
class Study:
    """What to play in every game of a study (everything a worker process needs)."""

    players: int = 4
    bots: tuple[BotMaker, ...] | None = None
    variants: tuple[str, ...] = ()
    expansions: tuple[str, ...] = ()
    travellers: tuple[str, ...] | None = None
    rules: Rules = OFFICIAL

    def play(self, seed: int) -> GameResult:
        """Play the game with this seed; bots are made afresh from ``bot_seed(seed, seat)``."""
        policies = None
        if self.bots is not None:
            policies = [_policy(make, bot_seed(seed, seat)) for seat, make in enumerate(self.bots)]
        game = play_game(
            self.players,
            seed,
            policies,
            variants=self.variants,
            expansions=self.expansions,
            travellers=self.travellers,
            rules=self.rules,
        )
        return GameResult.of(game)

    def __reduce__(self) -> tuple:
        # Rules holds read-only mappings, which pickle cannot send to a worker process: send
        # its JSON form instead.
        rules = None if self.rules == OFFICIAL else self.rules.to_json()
        fields = (self.players, self.bots, self.variants, self.expansions, self.travellers)
        return (_study_from, (*fields, rules))


def _policy(make: BotMaker, seed: int) -> Player:
    """The policy ``make`` makes from ``seed``; a bot given where its maker was is refused.

    >>> _policy(RandomBot, 5)
    RandomBot(seed=5)
    >>> _policy(RandomBot(1), 5)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    TypeError: bots take bot makers, called with a seed: give the class RandomBot, not a bot ...
    """
    # A bot keeps its seed; a maker (a class, a function, a partial) has none of its own.
    if not isinstance(make, type) and hasattr(make, "seed"):
        raise TypeError(
            _(
                "bots take bot makers, called with a seed: give the class {name}, not a bot "
                "made from it ({bot})"
            ).format(name=type(make).__name__, bot=repr(make))
        )
    policy = make(seed)
    if not callable(policy):
        raise TypeError(
            _("the bot maker {maker} made {made}, which is not a bot").format(
                maker=bot_name(make), made=repr(policy)
            )
        )
    return policy


def _study_from(
    players: int,
    bots: tuple | None,
    variants: tuple,
    expansions: tuple,
    travellers: tuple | None,
    rules: dict | None,
) -> Study:
    return Study(
        players,
        bots,
        variants,
        expansions,
        travellers,
        Rules.from_json(rules) if rules else OFFICIAL,
    )


def _play_chunk(study: Study, seeds: Sequence[int]) -> list[GameResult]:
    """The results of the games of ``seeds``; fewer if the worker was stopped by Ctrl-C."""
    results: list[GameResult] = []
    if _worker["stopped"]:
        return results
    _worker["in_chunk"] = True
    try:
        for seed in seeds:
            results.append(study.play(seed))
    except KeyboardInterrupt:
        pass
    finally:
        _worker["in_chunk"] = False
    return results


PARALLEL_MIN_GAMES = 100
"""A study of fewer games plays them here: starting worker processes would cost more than it
saves (about 0.1 s for a pool, against 0.3 s for 100 random games on one core)."""


NO_PROCESS_POOL = N_(
    "This Python cannot start other processes (the browser edition): "
    "the {games} games are played one after another in this one."
)
"""The line a study prints when it falls back to one process; ``{games}``: how many games."""


def processes_available() -> bool:
    """Whether this Python can run a pool of processes: not in the browser (Pyodide), which
    has one process and no threads.

    >>> processes_available() == (sys.platform != "emscripten")
    True
    """
    return sys.platform != "emscripten"


def seat_bots(bots: BotMaker | Sequence[BotMaker] | Mapping[int, BotMaker] | None, players: int):
    """One bot maker per seat, from what ``simulate`` accepts; None keeps the default.

    ``bots`` is one maker for every seat, a sequence of one per seat, or a mapping from some
    seats (0 is Player 1) to their makers, the other seats keeping ``RandomBot``.

    >>> seat_bots({1: "greedy-maker"}, 3) == (RandomBot, "greedy-maker", RandomBot)
    True
    """
    if bots is None:
        return None
    if isinstance(bots, Mapping):
        for seat in bots:
            if not (isinstance(seat, int) and 0 <= seat < players):
                raise ValueError(
                    _("no seat {seat} with {players} players: seats are 0 to {last}").format(
                        seat=repr(seat), players=players, last=players - 1
                    )
                )
        return tuple(bots.get(seat, RandomBot) for seat in range(players))
    if callable(bots):
        return (bots,) * players
    seats = tuple(bots)
    if len(seats) != players:
        raise ValueError(
            _("give one bot per player: {expected} expected, {given} given").format(
                expected=players, given=len(seats)
            )
        )
    return seats


def bot_name(maker: Any) -> str:
    """A short name for a bot maker, for tables and charts.

    >>> import functools
    >>> bot_name(RandomBot), bot_name(functools.partial(RandomBot, seed=1))
    ('RandomBot', 'RandomBot(seed=1)')
    """
    if isinstance(maker, functools.partial):
        options = ", ".join(f"{k}={v!r}" for k, v in maker.keywords.items())
        return f"{bot_name(maker.func)}({options})"
    return getattr(maker, "__qualname__", None) or getattr(maker, "__name__", None) or repr(maker)


def checked_study(
    players: int = 4,
    bots: BotMaker | Sequence[BotMaker] | Mapping[int, BotMaker] | None = None,
    *,
    variants: Iterable[str] = (),
    expansions: Iterable[str] = (),
    travellers: Sequence[str] | None = None,
    rules: Rules = OFFICIAL,
) -> Study:
    """The study that ``simulate``'s set-up arguments ask for, checked before any game is
    played: a wrong number of bots (``ValueError``) or a set-up the rules refuse
    (``IllegalAction``) is refused here, so a caller can check before it shows progress.

    >>> checked_study(2, bots=[RandomBot, RandomBot, RandomBot])
    Traceback (most recent call last):
    ...
    ValueError: give one bot per player: 2 expected, 3 given
    """
    study = Study(
        players,
        seat_bots(bots, players),
        tuple(sorted(set(variants))),
        tuple(sorted(set(expansions))),
        tuple(travellers) if travellers is not None else None,
        rules,
    )
    Game(  # refuse a bad set-up before any work is spread out
        players,
        travellers=study.travellers,
        variants=study.variants,
        expansions=study.expansions,
        rules=rules,
    )
    return study


def simulate(
    games: int = 1000,
    players: int = 4,
    seed: int = 0,
    bots: BotMaker | Sequence[BotMaker] | Mapping[int, BotMaker] | None = None,
    *,
    variants: Iterable[str] = (),
    expansions: Iterable[str] = (),
    travellers: Sequence[str] | None = None,
    rules: Rules = OFFICIAL,
    executor: concurrent.futures.Executor | None = None,
    workers: int | None = None,
    chunk_size: int | None = None,
    progress: Callable[[int], Any] | bool | None = None,
) -> Summary:
    """Play ``games`` games and summarise them: scores by seat, traveller and category, wins.

    Who plays: ``bots`` gives the bot maker of each seat (see ``seat_bots``; default
    ``RandomBot`` everywhere). Travellers are dealt (each player chooses one of two) unless
    ``travellers`` gives one per seat. ``rules`` changes the numbers of the rules for a "what if".

    Where: by default a study of ``PARALLEL_MIN_GAMES`` games or more is spread over a process
    pool of ``workers`` processes (``available_cpus()`` by default; ``workers=1`` plays here,
    one game after another). ``executor`` runs the games on any ``concurrent.futures.Executor``
    instead (a Dask cluster's: ``cluster.DaskExecutor(client)``), in chunks of ``chunk_size``;
    it is not shut down. Processes need picklable bot makers (classes, module functions,
    ``functools.partial`` of those; not lambdas): when they are not, the study plays here
    instead (``Summary.workers`` tells where it ran).

    ``progress`` is called with the number of games just finished (a tqdm bar's ``update``
    fits); ``True`` shows a tqdm bar (``tqdm.auto``: a widget in a notebook, text in a
    terminal). The seeds come from ``game_seeds(seed, games)`` and results keep their order, so
    the numbers do not depend on where the games ran.

    >>> summary = simulate(20, players=2, seed=3)
    >>> summary.games, sum(summary.wins()) >= 20, summary.workers
    (20, True, 1)
    """
    _check_where(games, workers, executor)
    study = checked_study(
        players, bots, variants=variants, expansions=expansions, travellers=travellers, rules=rules
    )
    seeds = game_seeds(seed, games)
    finished: list[GameResult] = []  # the games done so far, for a study interrupted
    used: int | None = None
    with _progress_bar(progress, games) as update:
        start = time.perf_counter()
        try:
            if executor is not None:
                results = _spread(executor, study, seeds, chunk_size, update, finished=finished)
            else:
                used = _workers_used(workers, games, study)
                results = _play_here(study, seeds, chunk_size, update, used, finished)
        except KeyboardInterrupt:
            seconds = time.perf_counter() - start
            done = Summary(finished, study=study, seed=seed, seconds=seconds, workers=used)
            raise Interrupted(done, games) from None
        seconds = time.perf_counter() - start
    return Summary(results, study=study, seed=seed, seconds=seconds, workers=used)


def _check_where(games: int, workers: int | None, executor: Any) -> None:
    """``simulate``'s count of games and where they run, checked before anything is played."""
    if games < 0:
        raise ValueError(_("the number of games cannot be negative ({count})").format(count=games))
    if workers is not None and workers < 1:
        raise ValueError(_("workers must be at least 1, not {count}").format(count=workers))
    import concurrent.futures

    if executor is not None and not isinstance(executor, concurrent.futures.Executor):
        # A Dask client is the likely mistake: it submits work too, but its futures are Dask's.
        hint = "; for a Dask client, give tokaido_nb.studies.cluster.DaskExecutor(client)"
        raise TypeError(
            f"executor must be a concurrent.futures.Executor, not {type(executor).__name__}"
            + (hint if hasattr(executor, "get_executor") else "")
        )


def _workers_used(workers: int | None, games: int, study: Study) -> int:
    """How many processes play a study on this machine: 1 (here) for a small study, bots that
    cannot be sent to another process, or where no process pool can start (said so)."""
    used = min(workers or available_cpus(), max(1, games))
    too_few = workers is None and games < PARALLEL_MIN_GAMES
    if used > 1 and (too_few or not _sendable(study)):
        used = 1
    if used > 1 and not processes_available():
        print(_(NO_PROCESS_POOL).format(games=games))
        used = 1
    return used


def _play_here(
    study: Study,
    seeds: Sequence[int],
    chunk_size: int | None,
    update: Callable[[int], Any] | None,
    used: int,
    finished: list[GameResult],
) -> list[GameResult]:
    """The games of a study on this machine: one after another here, or on ``used`` processes;
    ``finished`` holds those done so far if the study is interrupted."""
    if used == 1:
        for game_seed in seeds:
            finished.append(study.play(game_seed))
            if update is not None:
                update(1)
        return finished
    import concurrent.futures

    with concurrent.futures.ProcessPoolExecutor(
        used, initializer=_leave_quietly_on_interrupt
    ) as pool:
        return _spread(pool, study, seeds, chunk_size, update, workers=used, finished=finished)


class Interrupted(KeyboardInterrupt):
    """A study stopped by Ctrl-C (a notebook's interrupt too) before its last game.

    ``summary`` holds the games finished before the interrupt, ``asked`` how many were asked
    for. It is a ``KeyboardInterrupt``, so code that does not look for it stops as before.
    """

    def __init__(self, summary: Summary, asked: int) -> None:
        super().__init__(f"interrupted after {summary.games} of {asked} games")
        self.summary = summary
        self.asked = asked


# In a worker process of ``simulate``: whether Ctrl-C was pressed, and whether a chunk is being
# played (only then does Ctrl-C interrupt it; an idle worker must not die of it, or the pool
# breaks with a traceback).
_worker = {"stopped": False, "in_chunk": False}


def _leave_quietly_on_interrupt() -> None:
    """Set up a worker process so that Ctrl-C (sent to every process of the terminal) ends its
    chunk early, and any later one at once, without a traceback: the study's own process
    reports the games finished."""
    signal.signal(signal.SIGINT, _interrupt_in_worker)


def _interrupt_in_worker(_signal: int, _frame: Any) -> None:
    _worker["stopped"] = True
    if _worker["in_chunk"]:
        raise KeyboardInterrupt


def _spread(
    executor: concurrent.futures.Executor,
    study: Study,
    seeds: Sequence[int],
    chunk_size: int | None,
    update: Callable[[int], Any] | None,
    workers: int | None = None,
    finished: list[GameResult] | None = None,
) -> list[GameResult]:
    """Play the games of ``seeds`` in chunks on ``executor``; results in the order of seeds.

    ``finished``, if given, receives each chunk's results as it ends (so an interrupted study
    can still report them)."""
    games = len(seeds)
    if chunk_size is not None and chunk_size < 1:
        raise ValueError(f"chunk_size must be at least 1, not {chunk_size}")
    # Small chunks keep every worker busy to the end and the progress bar moving; more than
    # 250 games in one would make the bar jump.
    size = chunk_size or max(1, min(250, math.ceil(games / (8 * (workers or 8)))))
    chunks = [seeds[i : i + size] for i in range(0, games, size)]
    import concurrent.futures

    futures = [executor.submit(_play_chunk, study, chunk) for chunk in chunks]
    try:
        sizes = {future: len(chunk) for future, chunk in zip(futures, chunks, strict=True)}
        for future in concurrent.futures.as_completed(futures):
            done = future.result()  # a chunk that failed stops the study at once
            if finished is not None:
                finished.extend(done)
            if len(done) < sizes[future]:  # a worker was stopped by Ctrl-C: so is the study
                raise KeyboardInterrupt
            if update is not None:
                update(sizes[future])
    except BaseException:
        for future in futures:
            future.cancel()
        raise
    return [result for future in futures for result in future.result()]


def _sendable(study: Study) -> bool:
    """Whether worker processes can receive this study (and find its bots) as it is."""
    try:
        pickle.dumps(study)
    except Exception:
        return False
    import multiprocessing

    if multiprocessing.get_start_method(allow_none=False) == "fork":
        return True
    # A worker that does not fork cannot import what a notebook or a script defined.
    return all(getattr(make, "__module__", None) != "__main__" for make in study.bots or ())


@contextlib.contextmanager
def _progress_bar(
    progress: Callable[[int], Any] | bool | None, games: int
) -> Iterator[Callable[[int], Any] | None]:
    if progress is True:
        from tqdm.auto import tqdm

        with tqdm(total=games, unit=_("game"), desc=_("games")) as bar:
            yield bar.update
    elif callable(progress):
        yield progress
    else:
        yield None


class Summary:
    """The results of a study's games, with the averages and win counts a lesson shows.

    Players are counted by index (``seat``); a shared victory is a win for every winner.
    """

    def __init__(
        self,
        results: Sequence[GameResult],
        *,
        study: Study,
        seed: int,
        seconds: float,
        workers: int | None = 1,
    ) -> None:
        self.results = list(results)
        self.study = study
        self.seed = seed
        self.seconds = seconds
        self.workers = workers
        """Processes that played the games (1: here), or None for an executor given."""

    @property
    def games(self) -> int:
        """How many games were played."""
        return len(self.results)

    @property
    def players(self) -> int:
        """Players in each game."""
        return self.study.players

    @property
    def bot_names(self) -> list[str]:
        """The name of the bot in each seat (``RandomBot`` by default)."""
        if self.study.bots is None:
            return ["RandomBot"] * self.players
        return [bot_name(make) for make in self.study.bots]

    @property
    def decisions(self) -> int:
        """Decisions taken over all the games."""
        return sum(r.decisions for r in self.results)

    @property
    def games_per_second(self) -> float:
        """Games played per second of wall-clock time."""
        return self.games / self.seconds if self.seconds > 0 else math.inf

    @property
    def decisions_per_second(self) -> float:
        """Decisions taken per second of wall-clock time."""
        return self.decisions / self.seconds if self.seconds > 0 else math.inf

    def wins(self) -> list[int]:
        """Games won by each seat."""
        wins = [0] * self.players
        for r in self.results:
            for player in r.winners:
                wins[player] += 1
        return wins

    def shared_wins(self) -> int:
        """Games that ended in a shared victory."""
        return sum(1 for r in self.results if len(r.winners) > 1)

    def mean_score(self) -> float:
        """Mean final score of a player over all seats and games."""
        return _mean([s for r in self.results for s in r.scores])

    def seats(self) -> list[dict[str, Any]]:
        """Per seat (player index): games, mean score, wins and win rate."""
        return self._groups("seat", lambda r, player: player, range(self.players))

    def start_places(self) -> list[dict[str, Any]]:
        """Per place in the Kyoto line counted from the road (1 departs last), as ``seats``."""
        places = sorted({p for r in self.results for p in r.start_places})
        return self._groups("start_place", lambda r, player: r.start_places[player], places)

    def bots(self) -> dict[str, dict[str, Any]]:
        """Per bot (its seats taken together, by ``bot_names``): games, mean score, wins."""
        names = self.bot_names
        groups = self._groups("bot", lambda r, player: names[player], dict.fromkeys(names))
        return {group.pop("bot"): group for group in groups}

    def travellers(self) -> dict[str, dict[str, Any]]:
        """Per traveller (``none`` in the initiatory journey): games, mean score, wins."""
        keys = sorted({k or "none" for r in self.results for k in r.travellers})
        groups = self._groups("traveller", lambda r, player: r.travellers[player] or "none", keys)
        return {group.pop("traveller"): group for group in groups}

    def categories(self) -> dict[str, float]:
        """Mean points of a player in each score category (``state.CATEGORIES``)."""
        count = sum(len(r.breakdowns) for r in self.results)
        return {
            category: _mean_of(sum(b[category] for r in self.results for b in r.breakdowns), count)
            for category in CATEGORIES
        }

    def crossroads(self) -> dict[str, int]:
        """The Crossroads choices of every game added up (``crossroads_counts``), sorted by
        key; empty without the expansion."""
        total: Counter = Counter()
        for r in self.results:
            total.update(dict(r.crossroads))
        return dict(sorted(total.items()))

    def _groups(
        self, name: str, key: Callable[[GameResult, int], Any], keys: Iterable[Any]
    ) -> list[dict[str, Any]]:
        totals: dict[Any, list[int]] = {k: [0, 0, 0] for k in keys}  # games, points, wins
        for r in self.results:
            for player, score in enumerate(r.scores):
                entry = totals[key(r, player)]
                entry[0] += 1
                entry[1] += score
                entry[2] += r.ranks[player] == 1
        return [
            {
                name: k,
                "games": games,
                "mean_score": _mean_of(points, games),
                "wins": wins,
                "win_rate": _mean_of(wins, games),
            }
            for k, (games, points, wins) in totals.items()
        ]

    def to_json(self) -> dict[str, Any]:
        """The summary as plain JSON values (per-game results left out)."""
        return {
            "games": self.games,
            "players": self.players,
            "seed": self.seed,
            "variants": list(self.study.variants),
            "expansions": list(self.study.expansions),
            "travellers_given": (
                list(self.study.travellers) if self.study.travellers is not None else None
            ),
            "rules": "official" if self.study.rules == OFFICIAL else self.study.rules.to_json(),
            "bots": self.bot_names,
            "workers": self.workers,
            "seconds": round(self.seconds, 3),
            "games_per_second": round(self.games_per_second, 1),
            "decisions": self.decisions,
            "decisions_per_second": round(self.decisions_per_second),
            "mean_score": _round(self.mean_score()),
            "wins": self.wins(),
            "shared_wins": self.shared_wins(),
            "seats": [_rounded(g) for g in self.seats()],
            "start_places": [_rounded(g) for g in self.start_places()],
            "bots_summary": {k: _rounded(g) for k, g in self.bots().items()},
            "travellers": {k: _rounded(g) for k, g in self.travellers().items()},
            "categories": {k: _round(v) for k, v in self.categories().items()},
            "crossroads": self.crossroads(),
        }

    def table(self) -> str:
        """The summary as a plain-text report, for a terminal, in the language spoken now
        (the columns widen to fit a translation's words)."""
        lines = self._report_head()
        # TRANSLATORS: the columns of a study's table: games played, mean final score, games
        # won, share of games won.
        heads = [_("games"), _("mean score"), _("wins"), _("win rate")]
        titles = {
            "seat": pgettext("study table", "seat"),
            "bot": pgettext("study table", "bot"),
            "start place": pgettext("study table", "start place"),
            "traveller": pgettext("study table", "traveller"),
        }
        first = max(12, *(len(t) + 1 for t in titles.values()))
        widths = [max(w, len(h) + 1) for w, h in zip((7, 12, 7, 10), heads, strict=True)]
        header = "".join(f"{h:>{w}}" for h, w in zip(heads, widths, strict=True))

        def rows(title: str, groups: Iterable[tuple[str, dict[str, Any]]]) -> None:
            lines.append(f"{title:<{first}}" + header)
            for name, g in groups:
                cells = (g["games"], decimal(g["mean_score"]), g["wins"], percent(g["win_rate"], 1))
                lines.append(
                    f"{name:<{first}}"
                    + "".join(f"{c:>{w}}" for c, w in zip(cells, widths, strict=True))
                )
            lines.append("")

        seats = ((_("Player {number}").format(number=g["seat"] + 1), g) for g in self.seats())
        rows(titles["seat"], seats)
        if len(set(self.bot_names)) > 1:
            rows(titles["bot"], self.bots().items())
        places = ((str(g["start_place"]), g) for g in self.start_places())
        rows(titles["start place"], places)
        travellers = ((_traveller_word(key), g) for key, g in self.travellers().items())
        rows(titles["traveller"], travellers)
        lines += self._category_lines()
        lines += self._crossroads_lines()
        return "\n".join(lines)

    def _report_head(self) -> list[str]:
        """The report's first lines: what was played, by whom, how fast, the mean score."""
        study = self.study
        none = pgettext("no variant or expansion", "none")
        return [
            # TRANSLATORS: the first line of a study's report; {variants} and {expansions} are
            # the option names of the command line (English keys) or the word "none".
            _(
                "{games} games, {players} players, seed {seed}; variants: {variants}; "
                "expansions: {expansions}"
            ).format(
                games=self.games,
                players=self.players,
                seed=self.seed,
                variants=", ".join(study.variants) or none,
                expansions=", ".join(study.expansions) or none,
            ),
            _("bots by seat: {bots}").format(bots=", ".join(self.bot_names)),
            _("{seconds} s on {where}: {games} games/s, {decisions} decisions/s").format(
                seconds=decimal(self.seconds, 2),
                where=_where(self.workers),
                games=f"{self.games_per_second:,.0f}",
                decisions=f"{self.decisions_per_second:,.0f}",
            ),
            _("mean score {mean}; shared victories {shared}").format(
                mean=decimal(self.mean_score()), shared=self.shared_wins()
            ),
            "",
        ]

    def _category_lines(self) -> list[str]:
        """The mean points of each category, a line each."""
        lines = []
        category, mean_points = pgettext("study table", "category"), _("mean points")
        column = max(14, len(mean_points) + 1)
        words = {key: category_word(key) for key in self.categories()}
        first = max(12, len(category) + 1)  # a longer name overflows, as it always did
        lines.append(f"{category:<{first}}{mean_points:>{column}}")
        for key, mean in self.categories().items():
            lines.append(f"{words[key]:<{first}}{decimal(mean, 2):>{column}}")
        return lines

    def _crossroads_lines(self) -> list[str]:
        """How often each Crossroads choice was taken, in all and per game (none without it)."""
        choices = self.crossroads()
        if not choices:
            return []
        heads = [_("Crossroads choice"), _("times"), _("per game")]
        widths = [max(w, len(h) + 1) for w, h in zip((40, 7, 10), heads, strict=True)]
        lines = ["", f"{heads[0]:<{widths[0]}}{heads[1]:>{widths[1]}}{heads[2]:>{widths[2]}}"]
        for key, count in choices.items():
            lines.append(
                f"{choice_label(key):<{widths[0]}}{count:>{widths[1]}}"
                f"{decimal(count / self.games, 2):>{widths[2]}}"
            )
        return lines

    def __repr__(self) -> str:
        return (
            f"<Summary {self.games} games, {self.players} players, "
            f"mean score {self.mean_score():.1f}>"
        )

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        """What a notebook shows for a summary: its repr in English, a sentence in the lesson's
        language otherwise."""
        if language() == "en":
            printer.text(repr(self))
            return
        printer.text(
            ngettext(
                "A study of {count} game of {players} players; mean score {score}.",
                "A study of {count} games of {players} players; mean score {score}.",
                self.games,
            ).format(count=self.games, players=self.players, score=decimal(self.mean_score()))
        )


def _where(workers: int | None) -> str:
    if workers is None:
        return _("the executor given")
    return ngettext("{count} process", "{count} processes", workers).format(count=workers)


def _traveller_word(key: str) -> str:
    """A traveller's row of a study's table: its key, as ``--travellers`` takes it
    (``zen_emon``); ``none`` (the initiatory journey) in words."""
    return pgettext("no traveller", "none") if key == "none" else key


def category_word(key: str) -> str:
    """A score category's row of a study's table: its key in English (``hot_springs``, as the
    tables always showed it), its translation in another language."""
    words = {
        # TRANSLATORS: the score categories as a study's table names them (English shows the
        # keys themselves): points of panoramas, souvenirs, hot springs, meals, encounters,
        # coins given to the temple, the traveller's power, achievements, the temple award;
        # then the Crossroads ones.
        "panoramas": pgettext("score category", "panoramas"),
        "souvenirs": pgettext("score category", "souvenirs"),
        "hot_springs": pgettext("score category", "hot_springs"),
        "meals": pgettext("score category", "meals"),
        "encounters": pgettext("score category", "encounters"),
        "donations": pgettext("score category", "donations"),
        "traveller": pgettext("score category", "traveller"),
        "achievements": pgettext("score category", "achievements"),
        "temple": pgettext("score category", "temple"),
        "cherry_trees": pgettext("score category", "cherry_trees"),
        "legendary": pgettext("score category", "legendary"),
        "bathhouses": pgettext("score category", "bathhouses"),
        "calligraphies": pgettext("score category", "calligraphies"),
        "total": pgettext("score category", "total"),
    }
    return words.get(key, key)


def _mean(values: Sequence[float]) -> float:
    return _mean_of(sum(values), len(values))


def _mean_of(total: float, count: int) -> float:
    return total / count if count else 0.0


def _round(value: float) -> float:
    return round(value, 3)


def _rounded(group: dict[str, Any]) -> dict[str, Any]:
    return {k: _round(v) if isinstance(v, float) else v for k, v in group.items()}
