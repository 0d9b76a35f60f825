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

Measured 2026-12-01 about 20:05 UTC with ``python benchmarks/before_after.py --before f2d1ced
--before ff1fd29 --rounds 2 --scale 0.5`` on the project's 2-core machine, the other core busy
with another engineer's work (load average 1.5 to 3): not idle figures, but the commits met the
same load in turns. ff1fd29 is main before the second round of speed work (branch ``speed``).

                        f2d1ced   ff1fd29   this checkout   x vs f2d1ced   x vs ff1fd29
    random 2 players      1,057       990           1,026           0.97           1.04
    random 3 players        896       821             858           0.96           1.05
    random 4 players        554       511             549           0.99           1.07
    random 5 players        457       408             438           0.96           1.07
    random x4 bots          605       548             598           0.99           1.09
    greedy x4 bots           76        88             115           1.50           1.30
    Game.copy() us          158      10.0            15.3          10.31           0.65

The same command with ``--rounds 5 --scale 1`` a minute later: greedy x4 bots 112.9, 128.2 and
165.5 games a second (1.47x f2d1ced, 1.29x ff1fd29), random 4 players 795, 661 and 793 (1.00x,
1.20x), ``Game.copy()`` 94.9, 9.8 and 9.9 microseconds (9.56x, 0.99x): the copy figure of one
short run is noise.

Instructions counted by ``valgrind --tool=callgrind`` (the load cannot disturb them; Python's
start and imports taken off), ``play_game`` for 4 players as ``_MEASURE`` plays them: 10 greedy
games, f2d1ced 494 million, ff1fd29 416 million, this checkout 312 million (1.58x fewer than
f2d1ced, 1.33x fewer than ff1fd29); 50 random games, 332, 360 and 342 million (0.97x and
1.05x). The greedy evaluator now keeps, across decisions, what depends only on the cards out
of a pile (the souvenir pile's families and odds, the hot spring and encounter piles' unseen
cards) and the set points of each family count, and works out each decision's values with
fewer calls; the engine's next-mover and ``unseen`` loops do less. Issue 14's factors over
f2d1ced (3x greedy, 2x random) are not reached: replaying the greedy games' actions alone
costs the engine about 113 million instructions of the 312, and random playouts are within a few
per cent of f2d1ced, whose engine had no undo stack and no Crossroads to check.
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
