"""Instructions that games cost, counted by ``valgrind --tool=callgrind``: a busy machine
cannot disturb them, so two commits compare to a few parts in a thousand.

    python -m benchmarks.instructions                       # this checkout
    python -m benchmarks.instructions --before f2d1ced      # and a commit, the same games

Each measurement of ``before_after.py`` (``greedy x4 bots``, ``random 4 players``, ...) runs
twice under callgrind in a fresh interpreter, once with no game and once with ``--games``
games (10 greedy, 50 random by default); the difference is what the games cost, Python's start
and the imports taken off. Needs valgrind; runs for about a minute per commit.

    python -m benchmarks.instructions --split               # a greedy game's parts

``--split`` counts what ``benchmarks/bot_games.py split`` times, each part in a fresh interpreter
(the whole games as the ``greedy x4 bots`` row counts them). This checkout, 2026-12-04 (10
games):

    10 greedy 4-player games, instructions (millions) and share of the whole
    whole games         226.1M 100.0%
    the rules            66.7M  29.5%
    the evaluator       156.8M  69.3%
    the rest              2.6M   1.1%

So counted, about 1% is left over for the bot's choosing and the loop: the 20% or so that
``bot_games.py split`` times as "the rest" comes from timing parts whose rounds replay the same
positions, not from work of its own. For 3x f2d1ced (165M for the 10 games) with the rules as
they are, the evaluator would have to drop to about 96M, 39% fewer instructions.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from benchmarks.before_after import _MEASURE, ROOT, ROWS, unpack

GAMES = {"greedy x4 bots": 10, "random 4 players": 50, "random x4 bots": 50}
"""The measurements counted by default and their numbers of games (10 for any other)."""


def instructions(folder: Path, which: str, games: int, script: str = _MEASURE, *more: str) -> int:
    """Instructions callgrind counts for ``games`` games of ``which`` in ``folder``'s package
    (``script`` run with the two, and ``more``, as its arguments)."""
    env = dict(os.environ, PYTHONPATH=str(folder), PYTHONHASHSEED="0")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    with tempfile.TemporaryDirectory(prefix="tokaido-callgrind-") as tmp:
        out = Path(tmp) / "callgrind.out"
        done = subprocess.run(
            [
                "valgrind",
                "--tool=callgrind",
                f"--callgrind-out-file={out}",
                sys.executable,
                "-c",
                script,
                which,
                str(games),
                *more,
            ],
            capture_output=True,
            text=True,
            cwd=folder,
            env=env,
        )
        if done.returncode:
            raise SystemExit(f"callgrind on {which!r} in {folder} failed:\n{done.stderr}")
        found = re.search(r"Collected : (\d+)", done.stderr)
        if found is None:
            raise SystemExit(f"no instruction count in callgrind's output:\n{done.stderr}")
        return int(found.group(1))


def games_cost(folder: Path, which: str, games: int) -> int:
    """Instructions of ``games`` games, Python's start and imports taken off."""
    # One run first writes the bytecode caches, so that neither counted run compiles.
    env = dict(os.environ, PYTHONPATH=str(folder))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    subprocess.run(
        [sys.executable, "-c", _MEASURE, which, "0"],
        check=True,
        cwd=folder,
        env=env,
        capture_output=True,
    )
    return instructions(folder, which, games) - instructions(folder, which, 0)


_SPLIT = r"""
import pickle
import sys
from tokaido_nb.bots import GreedyBot
from tokaido_nb.rules import Game

part, counted, saved = sys.argv[1], sys.argv[2] == "1", sys.argv[3]
# The greedy games of ``_MEASURE``'s ``greedy x4 bots``, played by a run of their own (so that
# neither the rules nor the evaluator has run here before the part counted), read back alike in
# both runs: their seeds and actions, unpickled.
with open(saved, "rb") as file:
    recorded = pickle.load(file)
positions = []  # a copy of the game at each decision with a choice
if part == "the evaluator":
    for seed, actions in recorded:
        game = Game(4, seed=seed, undo=False)
        for action in actions:
            if len(game.legal_actions()) > 1:
                positions.append(game.copy())
            game.play(action)
if counted and part == "the rules":  # the same actions, taken from the legal lists
    for seed, actions in recorded:
        game = Game(4, seed=seed, undo=False)
        for action in actions:
            offered = game.legal_actions()
            game.play(offered[offered.index(action)])
elif counted and part == "the evaluator":  # GreedyBot.values at each decision with a choice
    bot = GreedyBot(0)
    for position in positions:
        bot.values(position, position.legal_actions())
"""

_RECORD = r"""
import pickle
import sys
from tokaido_nb.bots import GreedyBot
from tokaido_nb.simulate import play_game

recorded = []
for number in range(int(sys.argv[1])):
    game = play_game(4, number, [GreedyBot(number * 8 + seat) for seat in range(4)])
    recorded.append((number, [action for action, _ in game.history]))
with open(sys.argv[2], "wb") as saved:
    pickle.dump(recorded, saved)
"""


def record_greedy_games(games: int, into: Path) -> str:
    """Play ``games`` greedy 4-player games as ``greedy x4 bots`` plays them (``_RECORD``) and
    pickle their seeds and actions into a file under ``into``; returns its path."""
    saved = str(into / "games.pickle")
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONHASHSEED="0")
    subprocess.run(
        [sys.executable, "-c", _RECORD, str(games), saved], check=True, cwd=ROOT, env=env
    )
    return saved


def part_cost(script: str, part: str, saved: str) -> int:
    """Instructions of ``part`` of ``script`` over the recorded games ``saved`` (a script that
    reads ``part``, whether to count, and ``saved``): counted with the part and without."""
    return instructions(ROOT, part, 1, script, saved) - instructions(ROOT, part, 0, script, saved)


def split(games: int) -> None:
    """Where a greedy game's instructions go, as ``benchmarks/bot_games.py split`` times it: whole
    games (``games_cost`` of ``greedy x4 bots``), the rules alone (the same actions taken from
    the legal lists) and the evaluator alone (``GreedyBot.values`` at each decision with a
    choice), each counted in a fresh interpreter, so that no kept answer of the evaluator is
    warm from an earlier run."""
    costs = {"whole games": games_cost(ROOT, "greedy x4 bots", games)}
    with tempfile.TemporaryDirectory(prefix="tokaido-split-") as tmp:
        saved = record_greedy_games(games, Path(tmp))
        for part in ("the rules", "the evaluator"):
            costs[part] = part_cost(_SPLIT, part, saved)
    whole = costs["whole games"]
    print(f"{games} greedy 4-player games, instructions (millions) and share of the whole")
    for part, count in costs.items():
        print(f"{part:<16} {count / 1e6:8.1f}M {count / whole:6.1%}")
    rest = whole - costs["the rules"] - costs["the evaluator"]
    print(f"{'the rest':<16} {rest / 1e6:8.1f}M {rest / whole:6.1%}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", action="append", default=[], help="a commit to count too")
    games = [name for name in ROWS if name != "Game.copy() us"]  # copies are not games
    parser.add_argument(
        "--only", action="append", choices=games, help="one measurement (repeatable)"
    )
    parser.add_argument(
        "--split",
        action="store_true",
        help="where 10 greedy games' instructions go: the rules, the evaluator, the rest",
    )
    args = parser.parse_args(argv)
    if args.split:
        split(GAMES["greedy x4 bots"])
        return 0
    names = args.only or list(GAMES)
    with tempfile.TemporaryDirectory(prefix="tokaido-before-") as tmp:
        folders = {ref: unpack(ref, Path(tmp)) for ref in args.before}
        folders["this checkout"] = ROOT
        for which in names:
            games = GAMES.get(which, 10)
            counts = {label: games_cost(folder, which, games) for label, folder in folders.items()}
            here = counts["this checkout"]
            line = f"{which} ({games} games): " + ", ".join(
                f"{label} {count / 1e6:,.1f}M" for label, count in counts.items()
            )
            ratios = [f"{counts[ref] / here:.2f}x fewer than {ref}" for ref in args.before]
            print(line + (f" ({', '.join(ratios)})" if ratios else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
