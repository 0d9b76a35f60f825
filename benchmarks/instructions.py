"""Instructions that games cost, counted by ``valgrind --tool=callgrind``: a busy machine
cannot disturb them, so two commits compare to a few parts in a thousand.

    python benchmarks/instructions.py                       # this checkout
    python benchmarks/instructions.py --before f2d1ced      # and a commit, the same games

Each measurement of ``before_after.py`` (``greedy x4 bots``, ``random 4 players``, ...) runs
twice under callgrind in a fresh interpreter, once with no game and once with ``--games``
games (10 greedy, 50 random by default); the difference is what the games cost, Python's start
and the imports taken off. Needs valgrind; runs for about a minute per commit.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

from before_after import _MEASURE, ROOT, ROWS, unpack

GAMES = {"greedy x4 bots": 10, "random 4 players": 50, "random x4 bots": 50}
"""The measurements counted by default and their numbers of games (10 for any other)."""


def instructions(folder: Path, which: str, games: int) -> int:
    """Instructions callgrind counts for ``games`` games of ``which`` in ``folder``'s package."""
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
                _MEASURE,
                which,
                str(games),
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", action="append", default=[], help="a commit to count too")
    games = [name for name in ROWS if name != "Game.copy() us"]  # copies are not games
    parser.add_argument(
        "--only", action="append", choices=games, help="one measurement (repeatable)"
    )
    args = parser.parse_args(argv)
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
