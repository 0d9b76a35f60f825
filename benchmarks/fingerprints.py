"""Fingerprints of many whole games, to prove that speed work changes no game at all.

    python -m benchmarks.fingerprints --write benchmarks/results/fingerprints.json
    python -m benchmarks.fingerprints --check benchmarks/results/fingerprints.json

Each set-up below plays its seeds to the end and keeps, per seed, a short hash of the game's
save (``Game.dumps()``: every action with the cards it drew), its scores, breakdowns and ranks,
and of what a few other paths give on the same game: the save loaded back and saved again,
``copy()`` played on to the end, and ``undo`` taken back and replayed (games with the undo
stack). ``--check`` compares with a file written before a change and names the first seeds that
differ; the speed work of issue 14 must leave every one of them equal. ``--quick`` plays a
tenth of the seeds (tests/playouts/test_fingerprints.py runs that much against the same file).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tokaido_nb.bots import GreedyBot, RandomBot, SearchBot
from tokaido_nb.coach.prior import StrongGreedyBot
from tokaido_nb.rules import Game

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_FILE = ROOT / "benchmarks" / "results" / "fingerprints.json"


def _search(seed: int) -> SearchBot:
    return SearchBot(seed, rollouts=4, candidates=3)


BOTS: dict[str, Callable[[int], Any]] = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "strong": StrongGreedyBot,
    "search": _search,
}

# name: (players, variants, expansions, seats, seeds, undo): seats names one bot per seat, or
# one for all. ``undo`` games keep the undo stack (and check undo and replay), the others are
# the playouts' ``undo=False`` games.
SETUPS: dict[str, tuple[int, tuple, tuple, tuple[str, ...], int, bool]] = {
    "random 2": (2, (), (), ("random",), 400, False),
    "random 3": (3, (), (), ("random",), 400, False),
    "random 4": (4, (), (), ("random",), 400, False),
    "random 5": (5, (), (), ("random",), 400, False),
    "random 4 undo": (4, (), (), ("random",), 200, True),
    "random 3 new_encounters": (3, (), ("new_encounters",), ("random",), 300, False),
    "random 4 return_trip gastronomy": (
        4,
        ("return_trip", "gastronomy"),
        (),
        ("random",),
        300,
        False,
    ),
    "random 5 preparations": (5, ("preparations",), (), ("random",), 200, False),
    "random 4 initiatory": (4, ("initiatory",), (), ("random",), 200, False),
    "random 2 crossroads": (2, (), ("crossroads",), ("random",), 300, False),
    "random 4 crossroads": (4, (), ("crossroads",), ("random",), 300, False),
    "random 5 crossroads new_encounters": (
        5,
        (),
        ("crossroads", "new_encounters"),
        ("random",),
        200,
        True,
    ),
    "random 3 crossroads return_trip": (
        3,
        ("return_trip",),
        ("crossroads",),
        ("random",),
        200,
        True,
    ),
    "greedy 2": (2, (), (), ("greedy",), 200, False),
    "greedy 3": (3, (), (), ("greedy",), 200, False),
    "greedy 4": (4, (), (), ("greedy",), 300, False),
    "greedy 5": (5, (), (), ("greedy",), 150, False),
    "greedy 4 undo": (4, (), (), ("greedy",), 100, True),
    "greedy 3 new_encounters": (3, (), ("new_encounters",), ("greedy",), 150, False),
    "greedy 4 return_trip": (4, ("return_trip",), (), ("greedy",), 150, False),
    "greedy 2 crossroads": (2, (), ("crossroads",), ("greedy",), 150, False),
    "greedy 4 crossroads": (4, (), ("crossroads",), ("greedy",), 150, True),
    "strong 4": (4, (), (), ("strong",), 100, False),
    "strong 4 crossroads": (4, (), ("crossroads",), ("strong",), 100, False),
    "greedy 3 crossroads new_encounters": (
        3,
        (),
        ("crossroads", "new_encounters"),
        ("greedy",),
        100,
        False,
    ),
    "mixed 4": (4, (), (), ("greedy", "random", "strong", "greedy"), 150, True),
    "search 3": (3, (), (), ("search", "greedy", "greedy"), 6, False),
    "search 4 crossroads": (
        4,
        (),
        ("crossroads",),
        ("greedy", "search", "greedy", "greedy"),
        4,
        True,
    ),
}


def _digest(*parts: Any) -> str:
    text = json.dumps(parts, sort_keys=True, default=repr)
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def _outcome(game: Game) -> list[Any]:
    return [game.dumps(), game.scores(), game.breakdowns(), game.ranks(), game.achievements()]


def fingerprint(name: str, seed: int) -> str:
    """The hash of one game of set-up ``name``, and of the other paths to the same game."""
    players, variants, expansions, seats, _, undo = SETUPS[name]
    names = seats if len(seats) == players else seats * players
    bots = [BOTS[kind](seed * 8 + seat) for seat, kind in enumerate(names)]
    game = Game(players, seed=seed, variants=variants, expansions=expansions, undo=undo)
    branch: list[Any] = []
    while not game.is_over():
        decisions = len(game.history)
        if decisions == 40:  # a copy plays on with random players; the game is not touched
            other = game.copy()
            stand_ins = [RandomBot(seed + seat) for seat in range(players)]
            while not other.is_over():
                other.play(stand_ins[other.to_move](other))
            branch = _outcome(other)
        action = bots[game.to_move](game)
        game.play(action)
        if undo and decisions % 17 == 5:  # take it back, and play it again
            assert game.undo() == action
            game.play(action)
    loaded = Game.loads(game.dumps())
    assert loaded.dumps() == game.dumps(), (name, seed)
    return _digest(_outcome(game), branch, loaded.snapshot() == game.snapshot())


def run(quick: bool, only: list[str] | None) -> dict[str, list[str]]:
    found: dict[str, list[str]] = {}
    for name, (*_, seeds, _undo) in SETUPS.items():
        if only and name not in only:
            continue
        count = max(1, seeds // 10) if quick else seeds
        found[name] = [fingerprint(name, seed) for seed in range(count)]
        print(f"{name}: {count} games", file=sys.stderr)
    return found


def compare(found: dict[str, list[str]], expected: dict[str, list[str]]) -> list[str]:
    """Lines naming each set-up whose games differ from ``expected`` (empty when all agree)."""
    problems = []
    for name, hashes in found.items():
        before = expected.get(name)
        if before is None:
            problems.append(f"{name}: not in the file")
            continue
        differ = [seed for seed, h in enumerate(hashes) if seed >= len(before) or before[seed] != h]
        if differ:
            problems.append(f"{name}: {len(differ)} games differ, seeds {differ[:10]}")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", type=Path, help="write the fingerprints to this file")
    parser.add_argument("--check", type=Path, help="compare with the fingerprints of this file")
    parser.add_argument("--quick", action="store_true", help="a tenth of the seeds")
    parser.add_argument("--only", action="append", help="one set-up (repeatable)")
    args = parser.parse_args(argv)
    found = run(args.quick, args.only)
    if args.write:
        args.write.write_text(json.dumps(found, indent=0) + "\n")
    if args.check:
        problems = compare(found, json.loads(args.check.read_text()))
        for line in problems:
            print(line)
        if problems:
            return 1
        print(f"all {sum(len(h) for h in found.values())} games agree")
    return 0


if __name__ == "__main__":
    sys.exit(main())
