"""The same speed measurements on older commits and on this checkout, in one run.

    python -m benchmarks.before_after                    # f2d1ced and 38c5877 against here
    python -m benchmarks.before_after --before f2d1ced --rounds 5 --scale 3   # 3x the games

Each commit named with ``--before`` is unpacked with ``git archive`` into a temporary folder
(the package only; nothing in the repository changes) and measured in a subprocess that imports
the package from there; this checkout is measured the same way. The commits take turns, round
after round, so that a busy machine slows them alike, and each figure is the best round: CPU
seconds of the subprocess (``time.process_time``), which other work disturbs less than the
wall clock. ``benchmarks/playouts.py --before`` and ``benchmarks/bot_games.py speed --before`` print
the rows of this table that they measure.

The measurements use only what every commit since f2d1ced offers (``Game``, ``Game.copy``,
``RandomBot``, ``GreedyBot``, ``play_game``), so they play the very same games:

- ``random N players``: random playouts (``simulate.play_game``), games per CPU second;
- ``random x4 bots`` and ``greedy x4 bots``: four bots of a kind (``play_game`` with one bot
  per seat, as ``benchmarks/bot_games.py speed`` plays them), games per CPU second;
- ``Game.copy()``: microseconds per copy, at decision 68 of a greedy 4-player journey.

The ``random N players`` rows drop each game once it is played, as a study does. Until
2026-12-04 they kept every game in a list, and with hundreds of finished games alive the
garbage collector walked them all again and again: those rows came out about 40% slower
than ``random x4 bots``, which plays the same kind of game.

Measured 2026-12-04 at 19:51 UTC with ``python -m benchmarks.before_after --before f2d1ced
--before 97c1f12 --rounds 5 --scale 3`` on the project's 2-core machine, idle but for the
benchmark (load average 0.4 at the start). 97c1f12 is main before the fourth round of speed
work (below):

                        f2d1ced   97c1f12   this checkout   x vs f2d1ced   x vs 97c1f12
    random 2 players      2,100     2,781           3,020           1.44           1.09
    random 3 players      1,839     2,671           3,123           1.70           1.17
    random 4 players      1,223     1,673           1,855           1.52           1.11
    random 5 players      1,039     1,579           1,841           1.77           1.17
    random x4 bots        1,418     1,993           2,353           1.66           1.18
    greedy x4 bots          172       270             322           1.88           1.19
    Game.copy() us         66.9       5.9             5.8          11.55           1.02

On this machine CPU seconds vary by a tenth or more between runs (the same command with
``--before f2d1ced --rounds 3`` alone, a few minutes before, gave 1.58x for random 4 players and
1.89x for greedy x4 bots). The instruction counts are the figures to trust.

Instructions counted by ``valgrind --tool=callgrind`` (the load cannot disturb them; Python's
start and imports taken off: ``python -m benchmarks.instructions --before f2d1ced --before
97c1f12``, with ``--only`` for the 2- and 5-player rows), ``play_game`` as ``_MEASURE`` plays
it, millions, 2026-12-04:

                                      f2d1ced   97c1f12   this checkout   x vs f2d1ced
    10 greedy x4 bots games             494.8     260.9           226.1           2.19
    50 random x4 bots games             331.8     216.2           183.7           1.81
    50 random 4-player games            331.8     216.3           183.9           1.80
    10 random 2-player games             43.8      31.6            27.6           1.58
    10 random 5-player games             83.5      56.9            48.5           1.72

The fourth round (97c1f12 to here), the same games: the engine runs an answer's steps in
``_answer``, keeps every purchase of a village with its ``Buy`` and price, makes the actions of
a set-up, a temple and a panorama choice once for every game, takes full spaces out of a move
list by their place, draws a village's cards and an inn's hand in one go, reads its piles and
movers in place when no undo entry is open, and works out the open spaces ahead, the first time
a process meets them, in one plain loop; the greedy evaluator keeps each purse's coin curve, the
set points of each collection a purchase passes through and the souvenir pile by a tuple, and
asks fewer calls per decision. Its review took back written-out copies of ``furthest_behind``,
``_ask``, ``_legal_now`` and the kept open spaces' lookup, and of a purchase's price, so that
each of these is in one place again (50 random 4-player games 183.4M to 190.2M instructions,
counted then with the games kept in a list; 10 greedy 223.3M to 225.8M). Issue 14's factors
over f2d1ced (3x greedy, 2x random) are still not reached. A random 4-player game is now about
3.7 million instructions: its set-up (five Mersenne Twister seedings of about 36 thousand each,
for the game and its four bots, and shuffling some 100 cards) is about a seventh of it, and
each of its 72 or so decisions about 44 thousand, spread over some 25 Python calls with no
one of them a tenth of the cost. A greedy game is about 22.6 million, seven tenths of it the
evaluator's, again in many small calls (``python -m benchmarks.instructions --split``).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

DEFAULT_BEFORE = ("f2d1ced", "38c5877")
"""The issue's baseline (f2d1ced, before the undo stack and Crossroads) and main before the
speed work (38c5877)."""

RECORDED = {
    "f2d1ced": {
        "random all players": 1448,
        "random 4 players": 1322,
        "random x4 bots": 1286.6,
        "greedy x4 bots": 151.6,
        "Game.copy() us": 50.8,
    }
}
"""Figures of f2d1ced measured on the project's 2-core machine when idle (issue 14's "before",
wall clock: ``benchmarks/playouts.py`` and ``benchmarks/bot_games.py speed`` of that commit)."""

_MEASURE = r"""
import json, sys, time
from tokaido_nb.rules import Game
from tokaido_nb.bots import GreedyBot, RandomBot
from tokaido_nb.simulate import play_game

which, games = sys.argv[1], int(sys.argv[2])

def cpu(run):
    start = time.process_time()
    run()
    return time.process_time() - start

def bots(kind):
    for number in range(games):
        play_game(4, number, [kind(number * 8 + seat) for seat in range(4)])

def randoms(players):
    # Each game is dropped once played, as a study drops it: a list of hundreds of finished
    # games would make the garbage collector walk them all, again and again.
    for seed in range(games):
        play_game(players, seed)

if which.endswith(" players"):
    players = int(which.split()[1])
    print(json.dumps(games / cpu(lambda: randoms(players))))
elif which == "random x4 bots":
    print(json.dumps(games / cpu(lambda: bots(RandomBot))))
elif which == "greedy x4 bots":
    print(json.dumps(games / cpu(lambda: bots(GreedyBot))))
elif which == "Game.copy() us":
    game = Game(4, seed=1)
    seats = [GreedyBot(10 + seat) for seat in range(4)]
    while len(game.history) < 68:
        game.play(seats[game.to_move](game))
    copies = games * 20
    def run():
        for _ in range(copies):
            game.copy()
    print(json.dumps(cpu(run) / copies * 1e6))
"""

LOWER_IS_BETTER = {"Game.copy() us"}


def unpack(ref: str, into: Path) -> Path:
    """The package of commit ``ref``, unpacked under ``into``; returns the folder to import from."""
    folder = into / ref.replace("/", "_")
    folder.mkdir()
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", ref, "tokaido_nb"], check=True, capture_output=True
    ).stdout
    subprocess.run(["tar", "-x", "-C", str(folder)], input=archive, check=True)
    return folder


def measure(folder: Path, which: str, games: int, script: str = _MEASURE) -> Any:
    """One measurement of the package in ``folder``, in a fresh interpreter: what ``script``
    (``_MEASURE`` by default) prints as JSON when run with ``which`` and ``games``."""
    env = dict(os.environ, PYTHONPATH=str(folder), PYTHONHASHSEED="0")
    done = subprocess.run(
        [sys.executable, "-c", script, which, str(games)],
        capture_output=True,
        text=True,
        cwd=folder,
        env=env,
    )
    if done.returncode:
        raise SystemExit(f"measuring {which!r} in {folder} failed:\n{done.stderr}")
    return json.loads(done.stdout)


def best_of(
    folders: dict[str, Path], rows: list[tuple[str, int]], rounds: int
) -> dict[tuple[str, str], float]:
    """The best of ``rounds`` measurements of each row for the package in each folder, by
    (row, label of the folder); the folders take turns, so that they meet the same load."""
    best: dict[tuple[str, str], float] = {}
    for _ in range(rounds):
        for which, games in rows:
            for label, folder in folders.items():
                value = measure(folder, which, games)
                key = (which, label)
                better = min if which in LOWER_IS_BETTER else max
                best[key] = better(best.get(key, value), value)
    return best


def compare(rows: list[tuple[str, int]], before: list[str], rounds: int) -> None:
    """Measure each row on each commit of ``before`` and on this checkout, and print a table."""
    labels = [*before, "this checkout"]
    with tempfile.TemporaryDirectory(prefix="tokaido-before-") as tmp:
        folders = {ref: unpack(ref, Path(tmp)) for ref in before}
        folders["this checkout"] = ROOT
        best = best_of(folders, rows, rounds)
    width = max(len(label) for label in labels)
    print(
        f"best of {rounds} rounds, commits taking turns; games per CPU second "
        "(Game.copy(): microseconds)"
    )
    header = f"{'':<20}" + "".join(f"  {label:>{width}}" for label in labels)
    header += "".join(f"  {'x vs ' + ref:>{max(10, len(ref) + 5)}}" for ref in before)
    print(header)
    for which, _ in rows:
        new = best[(which, "this checkout")]
        line = f"{which:<20}" + "".join(
            f"  {best[(which, label)]:>{width},.1f}" for label in labels
        )
        for ref in before:
            old = best[(which, ref)]
            ratio = old / new if which in LOWER_IS_BETTER else new / old
            line += f"  {ratio:>{max(10, len(ref) + 5)}.2f}"
        print(line)
    for ref in before:
        if ref in RECORDED:
            figures = ", ".join(f"{k} {v:,}" for k, v in RECORDED[ref].items())
            print(f"recorded for {ref} on the idle machine (wall clock): {figures}")


ROWS = {
    "random 2 players": 300,
    "random 3 players": 300,
    "random 4 players": 300,
    "random 5 players": 300,
    "random x4 bots": 300,
    "greedy x4 bots": 60,
    "Game.copy() us": 500,
}
"""Every measurement and its default number of games (copies: 20 per game)."""


def rows(names: list[str], scale: float = 1.0) -> list[tuple[str, int]]:
    """The measurements ``names`` (keys of ``ROWS``) with their numbers of games."""
    return [(name, max(1, round(ROWS[name] * scale))) for name in names]


def commits(before: list[str] | None) -> list[str]:
    """The commits to compare: those named, ``default`` standing for ``DEFAULT_BEFORE``."""
    named: list[str] = []
    for ref in before or ["default"]:
        named += list(DEFAULT_BEFORE) if ref == "default" else [ref]
    return named


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--before", action="append", help="a commit to compare (f2d1ced and 38c5877 by default)"
    )
    parser.add_argument("--rounds", type=int, default=3, help="rounds, best kept (3)")
    parser.add_argument("--scale", type=float, default=1.0, help="games times this (1.0)")
    args = parser.parse_args(argv)
    compare(rows(list(ROWS), args.scale), commits(args.before), args.rounds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
