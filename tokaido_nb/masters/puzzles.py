"""Puzzles cut from real games: a decision where one answer is clearly best.

A puzzle is a decision of a real game, from the seat that decided, with at least
``MIN_CHOICES`` choices, where the coach finds one answer (or several equal ones) ahead of
every other by at least ``MARGIN`` points. The build works in two passes:

1. **Screen** every decision cheaply: the coach at its ``quick`` strength (one seed) keeps the
   decisions where its best leads the runner-up by at least ``SCREEN_MARGIN`` points.
2. **Confirm** each candidate at a strong setting on ``CONFIRM_SEEDS`` independent seeds: the
   mean value of each action over the seeds decides which answers are equal
   (within ``EQUAL`` points of the best: all accepted) and whether every other trails by
   ``MARGIN``; the accepted answers must also come first on at least ``CONFIRM_AGREE`` seeds.

Why 3 points: the coach calls a move "good" within ``coach.advice.GOOD_ENOUGH`` (1 point) of
its best, and twice that where the gap is within the noise of the deals; a puzzle's other
answers must be mistakes by the coach's own measure even at that looser bound, with a point to
spare for the error of the strong setting's mean over ten seeds. These numbers are data, here,
in one place.

Each puzzle keeps the real record up to its decision (``position()`` rebuilds the game there),
the seat, the accepted answers, what the real player did and what the coach says it cost, the
coach's reason in English, French and Polish, a theme of ``THEMES``, and a starting
difficulty (a rating on openskill's scale, ``DIFFICULTY``).
"""

from __future__ import annotations

import contextlib
import itertools
import json
import lzma
import os
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path
from statistics import fmean
from typing import Any

from ..coach.advice import ranked, strength_budget
from ..coach.review import decision_turn, decisions
from ..coach.search import Budget, judge
from ..record import replay
from ..rules import Action, Game, data, untrusted
from ..rules.actions import (
    Buy,
    ChooseOption,
    Donate,
    Eat,
    KeepEncounter,
    KeepMeal,
    Move,
    Pay,
    TakePanorama,
    action_from_json,
    action_to_json,
)
from ..rules.language import language, set_language
from .real_games import RealGame

MIN_CHOICES = 3
"""A puzzle's decision offers at least this many actions (the issue asks for 3)."""
MARGIN = 3.0
"""Points by which every other answer trails the accepted ones, after confirmation."""
SCREEN_MARGIN = 2.0
"""Points by which the coach's best must lead at the screening pass (looser: one seed)."""
EQUAL = 0.5
"""Answers within this many points of the best (mean over the confirming seeds) are equal:
all of them are accepted."""
CONFIRM_SEEDS = 10
CONFIRM_AGREE = 9
"""The accepted answers come first on at least this many of ``CONFIRM_SEEDS`` seeds."""
DIFFICULTY = 25.0
"""The starting difficulty of a puzzle, on openskill's scale (its default mu is 25), before
the adjustments of ``difficulty``."""
LANGUAGES = ("en", "fr", "pl")

THEMES: dict[str, str] = {
    "achievement": "the answer wins an achievement card",
    "temple": "the temple race: offerings and temple stops",
    "panorama": "panoramas: being first to complete one",
    "souvenirs": "villages and souvenir sets",
    "meals": "the Gourmet and meals at the inns",
    "encounters": "encounters and their cards",
    "hot_springs": "hot springs",
    "coins": "coins: farms and the purse",
    "inn_race": "the race to the inn",
    "crossroads": "Crossroads options: cherry trees, bathhouses, amulets, legendary objects, "
    "calligraphies, the gaming room",
}
"""The fixed list of themes (key: what it covers). A puzzle's theme comes from its decision
and its best answer (``theme_of``)."""

_SPACE_THEMES = {
    "temple": "temple",
    "paddy": "panorama",
    "mountain": "panorama",
    "sea": "panorama",
    "village": "souvenirs",
    "encounter": "encounters",
    "hot_spring": "hot_springs",
    "farm": "coins",
    "inn": "inn_race",
}

__all__ = [
    "CONFIRM_AGREE",
    "CONFIRM_SEEDS",
    "EQUAL",
    "MARGIN",
    "MIN_CHOICES",
    "THEMES",
    "Puzzle",
    "build",
    "candidates",
    "load",
    "puzzles_of_game",
    "theme_of",
]


def theme_of(position: Game, best: Action) -> str:
    """The theme of a puzzle whose best answer at ``position`` is ``best``.

    An answer that wins an achievement card at once is about that card; otherwise the kind of
    decision, or for a move the kind of space it goes to, decides.
    """
    mover = position.to_move
    if mover is not None:
        after = position.copy()
        before = len(after.travellers[mover].achievements)
        after.play(best)
        if len(after.travellers[mover].achievements) > before:
            return "achievement"
    if isinstance(best, Move):
        return _SPACE_THEMES[data.BOARD[best.to][0]]
    if isinstance(best, Donate):
        return "temple"
    if isinstance(best, Buy):
        return "souvenirs"
    if isinstance(best, TakePanorama):
        return "panorama"
    if isinstance(best, KeepEncounter | Pay):
        return "encounters"
    if isinstance(best, Eat | KeepMeal):
        return "meals"
    if isinstance(best, ChooseOption):
        return "crossroads"
    return "crossroads" if position.crossroads else "coins"


@dataclass(frozen=True)
class Puzzle:
    """One puzzle: a position of a real game, the seat to play, and its accepted answers."""

    id: str
    record: dict[str, Any]
    """The real game's record, its turns up to the decision's turn."""
    number: int
    """The decision's place in the game's actions (``coach.review.decisions``)."""
    seat: int
    decision: str
    options: int
    answers: tuple[Action, ...]
    played: Action
    """What the real player did."""
    lost: float
    """Points the real move cost against the best, the coach's mean over the confirming seeds
    (0 if it was an accepted answer)."""
    margin: float
    """Points by which the nearest other answer trails the best."""
    reasons: dict[str, str]
    """The coach's reason for the best answer, by language code."""
    theme: str
    difficulty: float

    def position(self) -> Game:
        """The game at the decision, rebuilt from the record (a fresh ``Game`` each call)."""
        for number, (position, _played) in enumerate(decisions(replay(self.record))):
            if number == self.number:
                return position.copy()
        raise ValueError(f"puzzle {self.id}: the record has no decision {self.number}")

    @property
    def reason(self) -> str:
        """The coach's reason in the current language (English if it has none)."""
        return self.reasons.get(language(), self.reasons["en"])

    def check(self, answer: Action) -> bool:
        """Whether ``answer`` is one of the accepted answers."""
        return answer in self.answers

    @property
    def missed(self) -> bool:
        """Whether the real player missed the answer."""
        return self.played not in self.answers

    def to_json(self) -> dict[str, Any]:
        """The puzzle as one line of a puzzle file."""
        return {
            "id": self.id,
            "record": self.record,
            "number": self.number,
            "seat": self.seat,
            "decision": self.decision,
            "options": self.options,
            "answers": [action_to_json(a) for a in self.answers],
            "played": action_to_json(self.played),
            "lost": self.lost,
            "margin": self.margin,
            "reasons": self.reasons,
            "theme": self.theme,
            "difficulty": self.difficulty,
        }

    @classmethod
    def from_json(cls, entry: Mapping[str, Any]) -> Puzzle:
        """A puzzle from one line of a puzzle file (``ValueError`` naming what is wrong)."""
        try:
            theme = entry["theme"]
            if theme not in THEMES:
                raise ValueError(f"unknown theme {theme!r}")
            return cls(
                id=str(entry["id"]),
                record=dict(entry["record"]),
                number=int(entry["number"]),
                seat=int(entry["seat"]),
                decision=str(entry["decision"]),
                options=int(entry["options"]),
                answers=tuple(action_from_json(a) for a in entry["answers"]),
                played=action_from_json(entry["played"]),
                lost=float(entry["lost"]),
                margin=float(entry["margin"]),
                reasons={str(k): str(v) for k, v in dict(entry["reasons"]).items()},
                theme=theme,
                difficulty=float(entry["difficulty"]),
            )
        except (KeyError, TypeError, ValueError) as error:
            raise ValueError(f"not a puzzle: {error}") from error


def candidates(
    game: Game, screen: str | Budget = "quick", seed: int = 0, from_turn: int = 0
) -> Iterator[tuple[int, Game, Action, float]]:
    """The decisions of a finished game worth confirming: ``(number, position, played,
    lead)``, where the coach's quick best leads by ``SCREEN_MARGIN``; only those from turn
    ``from_turn`` on (counted from 0) if given."""
    budget = strength_budget(screen)
    for number, (position, played) in enumerate(decisions(game)):
        if len(position.turns) < from_turn:
            continue
        if position.to_move is None or len(position.legal_actions()) < MIN_CHOICES:
            continue
        advice = ranked(position, judge(position, budget, seed), budget.prior, words=False)
        lead = advice[0].value - advice[1].value
        if lead >= SCREEN_MARGIN:
            yield number, position.copy(), played, lead  # decisions() moves its game on


def _confirmed(
    position: Game, confirm: Budget
) -> tuple[tuple[Action, ...], float, dict[Action, float], list[Any]] | None:
    """The accepted answers, the margin and each action's mean value over the seeds, with the
    judgements of the first seed whose best is an accepted answer (for the coach's reason);
    None when the decision is no puzzle."""
    runs = [judge(position, confirm, seed) for seed in range(1, CONFIRM_SEEDS + 1)]
    orders = [ranked(position, run, confirm.prior, words=False) for run in runs]
    actions = [item.action for item in orders[0]]
    means = {
        a: fmean(next(i.value for i in order if i.action == a) for order in orders) for a in actions
    }
    best = max(means.values())
    accepted = tuple(a for a in actions if means[a] >= best - EQUAL)
    others = [means[a] for a in actions if a not in accepted]
    if not others or best - max(others) < MARGIN:
        return None
    agreeing = [run for run, order in zip(runs, orders, strict=True) if order[0].action in accepted]
    if len(agreeing) < CONFIRM_AGREE:
        return None
    return accepted, best - max(others), means, agreeing[0]


def clearest(
    screened: Sequence[tuple[int, Game, Action, float]], count: int
) -> list[tuple[int, Game, Action, float]]:
    """``count`` of the ``candidates``, in the game's order: the widest screening lead of each
    kind of decision in turn (a move, a meal, a purchase, an amulet...), then the next widest
    of each, and so on. Moves lead widest far more often than any other kind, so the widest
    leads alone would give nothing but moves.
    """
    by_kind: dict[str, list[tuple[int, Game, Action, float]]] = {}
    for candidate in sorted(screened, key=lambda c: (-round(c[3], 6), c[0])):
        decision = candidate[1].decision
        by_kind.setdefault(decision or "", []).append(candidate)
    rounds = itertools.zip_longest(*by_kind.values())
    taken = [c for round_ in rounds for c in round_ if c is not None][:count]
    return sorted(taken, key=lambda c: c[0])


def difficulty(options: int, margin: float, missed: bool) -> float:
    """A puzzle's starting difficulty: harder with more choices, a narrower margin, and when
    the real player (one of the best online) missed it."""
    return round(DIFFICULTY + 0.5 * (options - MIN_CHOICES) + 2.0 * (missed) - 0.3 * margin, 2)


def puzzles_of_game(
    game: RealGame,
    *,
    screen: str | Budget = "quick",
    confirm: str | Budget = "strong",
    seed: int = 0,
    from_turn: int = 0,
    per_game: int | None = None,
) -> list[Puzzle]:
    """The puzzles of one real game, in the order of its decisions (from turn ``from_turn``
    on, counted from 0, if given). With ``per_game``, only that many candidates are confirmed
    (``clearest``)."""
    finished = replay(game.record)
    confirm_budget = strength_budget(confirm)
    screened = list(candidates(finished, screen, seed, from_turn))
    if per_game is not None:
        screened = clearest(screened, per_game)
    found = []
    for number, here, played, _lead in screened:
        kept = _confirmed(here, confirm_budget)
        if kept is None:
            continue
        accepted, margin, means, run = kept
        # The reason compares the best with the best answer *not* accepted: two equal answers
        # are both right, and "it beats the other right answer by 0.8 points" teaches nothing.
        top = ranked(here, run, confirm_budget.prior, words=False)[0].action
        apart = [j for j in run if j.action == top or j.action not in accepted]
        if ranked(here, apart, confirm_budget.prior, words=False)[0].action == top:
            run = apart
        reasons = {}
        spoken = language()
        try:
            for code in LANGUAGES:
                set_language(code)
                reasons[code] = ranked(here, run, confirm_budget.prior)[0].reason
        finally:
            set_language(spoken)
        lost = 0.0 if played in accepted else round(max(means.values()) - means[played], 1)
        seat = here.to_move
        decision = here.decision
        assert seat is not None and decision is not None
        record = {**game.record, "turns": game.record["turns"][: decision_turn(here)]}
        record.pop("result", None)
        options = len(here.legal_actions())
        found.append(
            Puzzle(
                id=f"{game.bundle}/{game.name}#{number}",
                record=record,
                number=number,
                seat=seat,
                decision=decision,
                options=options,
                answers=accepted,
                played=played,
                lost=lost,
                margin=round(margin, 1),
                reasons=reasons,
                theme=theme_of(here, accepted[0]),
                difficulty=difficulty(options, margin, played not in accepted),
            )
        )
    return found


def _part_name(game: RealGame) -> str:
    return f"{game.bundle}__{game.name}".replace("/", "_") + ".jsonl"


def build(
    games: Iterable[RealGame],
    out: str | os.PathLike[str],
    *,
    screen: str | Budget = "quick",
    confirm: str | Budget = "strong",
    seed: int = 0,
    jobs: int = 1,
    progress: Callable[[int, int, int], None] | None = None,
    from_turn: int = 0,
    per_game: int | None = None,
    executor: Executor | None = None,
) -> int:
    """Build the puzzles of ``games`` into ``out`` (one JSON object a line); returns how many.

    Each game's puzzles are saved as soon as it is done, in ``<out>.parts/``; a build stopped
    and started again skips the games already done (it resumes). At the end the parts are
    joined into ``out`` in the order of ``games``, and the parts folder removed: the same
    games, budgets and seed give the same file. ``jobs`` worker processes share the games.
    ``progress(done, total, puzzles)`` is called after each game. ``from_turn`` leaves out
    each game's turns before it (a quicker, smaller build); ``per_game`` confirms at most that
    many candidates a game (``puzzles_of_game``). ``executor`` (e.g. ``cluster.DaskExecutor``)
    shares the games instead of ``jobs``. An ``out`` ending in ``.xz`` is written compressed
    (``lzma``, the same bytes for the same puzzles).
    """
    target = Path(out)
    parts = target.with_name(target.name + ".parts")
    parts.mkdir(parents=True, exist_ok=True)
    listed = list(games)
    todo = [g for g in listed if not (parts / _part_name(g)).is_file()]
    done = len(listed) - len(todo)
    found = sum(
        len((parts / _part_name(g)).read_text().splitlines())
        for g in listed
        if (parts / _part_name(g)).is_file()
    )
    work = [(g, screen, confirm, seed, from_turn, per_game) for g in todo]
    with contextlib.ExitStack() as stack:
        if executor is None and jobs > 1:
            executor = stack.enter_context(ProcessPoolExecutor(jobs))
        if executor is not None:
            # Each game's puzzles are saved as soon as that game is done, whatever the order.
            pending = {executor.submit(_lines_of_game, item): item[0] for item in work}
            finished_games: Iterator[tuple[RealGame, list[str]]] = (
                (pending[future], future.result()) for future in as_completed(pending)
            )
        else:
            pending = {}
            finished_games = ((item[0], _lines_of_game(item)) for item in work)
        try:
            for game, lines in finished_games:
                found += _save_part(parts, game, lines)
                done += 1
                if progress:
                    progress(done, len(listed), found)
        except BaseException:
            # Stopped (Ctrl-C) or failed: the games not started are dropped, not played out.
            for future in pending:
                future.cancel()
            raise
    joined = "".join((parts / _part_name(g)).read_text(encoding="utf-8") for g in listed)
    partial = target.with_name(target.name + ".partial")
    data_bytes = joined.encode("utf-8")
    if target.suffix == ".xz":
        data_bytes = lzma.compress(data_bytes, preset=9)
    partial.write_bytes(data_bytes)
    partial.replace(target)
    for part in parts.iterdir():
        part.unlink()
    parts.rmdir()
    return len(joined.splitlines())


def _lines_of_game(
    work: tuple[RealGame, str | Budget, str | Budget, int, int, int | None],
) -> list[str]:
    game, screen, confirm, seed, from_turn, per_game = work
    found = puzzles_of_game(
        game, screen=screen, confirm=confirm, seed=seed, from_turn=from_turn, per_game=per_game
    )
    return [json.dumps(p.to_json(), ensure_ascii=False, sort_keys=True) for p in found]


def _save_part(parts: Path, game: RealGame, lines: Sequence[str]) -> int:
    path = parts / _part_name(game)
    partial = path.with_suffix(".partial")
    partial.write_text("".join(line + "\n" for line in lines), encoding="utf-8")
    partial.replace(path)  # a part is there whole, or not at all
    return len(lines)


SHIPPED = Path(__file__).with_name("puzzles.jsonl.xz")
"""Where the package's own puzzle set is kept, built from its real games (``make puzzles``)."""
MAX_PUZZLE_BYTES = 64_000_000
"""The most a puzzle file may hold once unpacked (the shipped set of 133 is under 1 MB)."""


def load(path: str | os.PathLike[str] | None = None) -> list[Puzzle]:
    """The puzzles of a puzzle file (the package's own set by default)."""
    source = Path(path) if path is not None else SHIPPED
    if not source.is_file():
        if path is None:
            raise FileNotFoundError(
                "the package ships no puzzle set yet: build one with "
                "`python -m tokaido_nb puzzles build --out puzzles.jsonl` and load that file"
            )
        raise FileNotFoundError(f"no puzzle file at {source}")
    content = source.read_bytes()
    if source.suffix == ".xz":
        unpacker = lzma.LZMADecompressor()
        try:
            content = unpacker.decompress(content, max_length=MAX_PUZZLE_BYTES + 1)
        except lzma.LZMAError as error:
            raise ValueError(f"{source}: not a file compressed with xz ({error})") from error
        if len(content) > MAX_PUZZLE_BYTES:  # an xz "bomb": a few bytes that unpack to gigabytes
            raise ValueError(f"{source}: unpacks to more than {MAX_PUZZLE_BYTES:,} bytes")
    try:
        text = content.decode("utf-8")
    except UnicodeDecodeError as error:
        raise ValueError(f"{source}: not text in UTF-8 ({error})") from error
    puzzles: list[Puzzle] = []
    lines: dict[str, int] = {}  # each id's line: the ratings are kept by id, so one id a puzzle
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            # The gate for untrusted text: too deep, NaN, a key twice, each said in words.
            puzzle = Puzzle.from_json(untrusted.parse_json(line))
        except ValueError as error:
            raise ValueError(f"{source}, line {number}: {error}") from error
        if puzzle.id in lines:
            raise ValueError(
                f"{source}, line {number}: the puzzle {puzzle.id!r} is on line "
                f"{lines[puzzle.id]} too"
            )
        lines[puzzle.id] = number
        puzzles.append(puzzle)
    return puzzles
