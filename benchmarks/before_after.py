"""The same speed measurements on older commits and on this checkout, in one run.

    python benchmarks/before_after.py                    # f2d1ced and 38c5877 against here
    python benchmarks/before_after.py --before f2d1ced --rounds 5 --games 300

Each commit named with ``--before`` is unpacked with ``git archive`` into a temporary folder
(the package only; nothing in the repository changes) and measured in a subprocess that imports
the package from there; this checkout is measured the same way. The commits take turns, round
after round, so that a busy machine slows them alike, and each figure is the best round: CPU
seconds of the subprocess (``time.process_time``), which other work disturbs less than the
wall clock. ``benchmarks/playouts.py --before`` and ``benchmarks/bots.py speed --before`` print
the rows of this table that they measure.

The measurements use only what every commit since f2d1ced offers (``Game``, ``Game.copy``,
``RandomBot``, ``GreedyBot``, ``play_game``), so they play the very same games:

- ``random N players``: random playouts (``simulate.play_game``), games per CPU second;
- ``random x4 bots`` and ``greedy x4 bots``: four bots of a kind (``play_game`` with one bot
  per seat, as ``benchmarks/bots.py speed`` plays them), games per CPU second;
- ``Game.copy()``: microseconds per copy, at decision 68 of a greedy 4-player journey.

Measured 2026-12-02 about 09:25 UTC with ``python benchmarks/before_after.py --before f2d1ced
--before 5ec5bc0 --rounds 5`` on the project's 2-core machine, both cores busy with another
engineer's test suites as well (load average 2.1 to 2.4 all along): not idle figures, but the
commits met the same load in turns. 5ec5bc0 is main before the third round of speed work
(branch ``speed2``).

                        f2d1ced   5ec5bc0   this checkout   x vs f2d1ced   x vs 5ec5bc0
    random 2 players      1,275     1,101           1,354           1.06           1.23
    random 3 players        950       981           1,378           1.45           1.41
    random 4 players        770       734           1,161           1.51           1.58
    random 5 players        675       629           1,079           1.60           1.71
    random x4 bots        1,025       777           1,170           1.14           1.51
    greedy x4 bots          113       151             167           1.48           1.11
    Game.copy() us        104.3      12.5             9.3          11.23           1.34

Under that load one run's CPU seconds vary by a third: the same command twenty minutes before
(load 1.9 to 2.2, one small change earlier) gave random x4 bots 1.55x, greedy x4 bots 1.79x and
random 2 players 1.42x f2d1ced. The instruction counts below are the figures to trust.

Instructions counted by ``valgrind --tool=callgrind`` (the load cannot disturb them; Python's
start and imports taken off: ``python benchmarks/instructions.py --before f2d1ced --before
5ec5bc0``, with ``--only`` for the 2- and 5-player rows), ``play_game`` as ``_MEASURE`` plays
it, millions:

                                      f2d1ced   5ec5bc0   this checkout   x vs f2d1ced
    10 greedy x4 bots games             495.0     311.5           263.8           1.88
    50 random x4 bots games             331.8     341.3           216.2           1.53
    50 random 4-player games            338.0     349.8           224.6           1.50
    10 random 2-player games             45.8      45.9            32.3           1.42
    10 random 5-player games             85.9      89.1            59.7           1.44

The third round (5ec5bc0 to here): ``Game`` keeps its state in ``__slots__`` (it has more
attributes than a shared-key instance dict holds, and CPython 3.11 does not specialise a method
call on an object with a dict of its own, so every ``self._method()`` of the engine was about
twice as slow); legal lists are built in their order instead of sorted by ``sort_key``; moves
come from a kept table of the open spaces ahead, with the full ones taken out, instead of
``prices.stop_blocked`` per space; ``play`` checks the offered action in place; the purchases
of a village are listed in one pass; shuffles draw without a call per number; and the greedy
evaluator keeps temple award gains, coin values and each collection's family gains across
decisions. Issue 14's factors over f2d1ced (3x greedy, 2x random) are still not reached: a
greedy 4-player game is about 27 million instructions, three quarters of them the evaluator's
(some 190 thousand per move decision, in many small calls of about a thousand instructions
each), and a random game about 4.4 million, of which listing the legal actions is about a
third and the set-up (shuffles, four seeded bots) an eighth.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

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
wall clock: ``benchmarks/playouts.py`` and ``benchmarks/bots.py speed`` of that commit)."""

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

if which.endswith(" players"):
    players = int(which.split()[1])
    seconds = cpu(lambda: [play_game(players, seed) for seed in range(games)])
    print(json.dumps(games / seconds))
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


def measure(folder: Path, which: str, games: int) -> float:
    """One measurement of the package in ``folder``, in a fresh interpreter."""
    env = dict(os.environ, PYTHONPATH=str(folder), PYTHONHASHSEED="0")
    done = subprocess.run(
        [sys.executable, "-c", _MEASURE, which, str(games)],
        capture_output=True,
        text=True,
        cwd=folder,
        env=env,
    )
    if done.returncode:
        raise SystemExit(f"measuring {which!r} in {folder} failed:\n{done.stderr}")
    return json.loads(done.stdout)


def compare(rows: list[tuple[str, int]], before: list[str], rounds: int) -> None:
    """Measure each row on each commit of ``before`` and on this checkout, and print a table."""
    labels = [*before, "this checkout"]
    with tempfile.TemporaryDirectory(prefix="tokaido-before-") as tmp:
        folders = {ref: unpack(ref, Path(tmp)) for ref in before}
        folders["this checkout"] = ROOT
        best: dict[tuple[str, str], float] = {}
        for _ in range(rounds):
            for which, games in rows:
                for label in labels:
                    value = measure(folders[label], which, games)
                    key = (which, label)
                    better = min if which in LOWER_IS_BETTER else max
                    best[key] = better(best.get(key, value), value)
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
