"""What compiling the rules and the bots with mypyc would give: the same games, how much faster.

    pip install mypy setuptools        # into the Python that runs this (.venv/bin/pip), once
    python benchmarks/compiled.py                   # ~1.5 min: builds, checks, times
    python benchmarks/compiled.py --instructions    # and callgrind's counts (needs valgrind)

An experiment for issue 14, not a way to install the package: nothing of the checkout changes.
The script copies this checkout's package into a temporary folder, applies ``compiled.patch``
there (the type fixes mypyc needs, listed at the top of that file), and compiles ``MODULES``
with mypyc (https://mypyc.readthedocs.io: it turns type-annotated Python modules into C
extensions; the other modules stay Python). Then it

- checks that the compiled package plays the same games as this checkout: every action and
  score of ``CHECKED`` games, greedy and random, hashed;
- times the rows of ``before_after.py`` for f2d1ced (the issue's "before"), this checkout and
  the compiled copy, taking turns, best of ``--rounds``, in games per CPU second;
- with ``--instructions``, counts the instructions of ``instructions.py``'s games for each.

Measured on the project's 2-core machine, 2026-12-04 (``python benchmarks/compiled.py
--instructions``, 2 min):

    1000 random games, compiled and not: the same
    100 greedy games, compiled and not: the same
    200 Crossroads random games, compiled and not: the same

    games per CPU second, best of 3 rounds, the three taking turns
                              f2d1ced  this checkout       compiled   compiled vs f2d1ced
    random 4 players            1,277          2,236          4,761      3.73x
    random x4 bots              1,310          2,123          4,865      3.72x
    greedy x4 bots                168            302            777      4.62x

    instructions (millions), callgrind
    random 4 players (50 games):  f2d1ced 331.8M  this checkout 183.8M  compiled 110.3M
    greedy x4 bots (10 games):  f2d1ced 494.9M  this checkout 225.8M  compiled 130.4M

So compiled, the same games take 3.01x fewer instructions than f2d1ced's (random) and 3.80x
fewer (greedy): issue 14's factors (2x and 3x) and its figures (2,500 and 500 games a second)
would be met, where the Python of this checkout reaches 1.80x and 2.19x.

The compiled copy is not a product. ``Game.copy()`` fails in it, and so do the Crossroads
greedy bot, the search bot and the coach, which copy games; 617 of the 1,431 tests of
``tests/rules``, ``tests/playouts`` and ``tests/bots`` failed against it. What adopting it would
take is in issue 14's closing note of 2026-12-04.
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from before_after import ROOT, best_of, measure, rows, unpack
from instructions import GAMES, games_cost

MODULES = (
    "tokaido_nb/rules/game.py",
    "tokaido_nb/rules/state.py",
    "tokaido_nb/rules/prices.py",
    "tokaido_nb/rules/chance.py",
    "tokaido_nb/bots.py",
)
"""The modules compiled: where random and greedy games spend their time."""

TIMED = ("random 4 players", "random x4 bots", "greedy x4 bots")
"""The rows of ``before_after.py`` timed, each with its number of games there."""

COUNTED = ("random 4 players", "greedy x4 bots")
"""The games ``--instructions`` counts, as many as ``instructions.py`` counts."""

CHECKED = {"random": 1000, "greedy": 100, "Crossroads random": 200}
"""Games whose every action and score must be the same, compiled and not (no greedy Crossroads
games: the Vitality amulet's value plays a copy of the game, and ``copy()`` fails compiled)."""

# mypy type-checks every module a compiled one imports; only the compiled ones must be clean.
_MYPY_INI = """\
[mypy]
[mypy-tokaido_nb.rules.refusals,tokaido_nb.rules.words,tokaido_nb.rules.decisions,\
tokaido_nb.rules.scoring,tokaido_nb.rules.validation,tokaido_nb.rules.untrusted]
ignore_errors = True
"""

_DIGEST = r"""
import hashlib, json, sys
import tokaido_nb.bots, tokaido_nb.rules.game
from tokaido_nb.bots import GreedyBot
from tokaido_nb.simulate import play_game

kind, games = sys.argv[1], int(sys.argv[2])
digest = hashlib.sha256()
for number in range(games):
    greedy = kind.endswith("greedy")
    bots = [GreedyBot(number * 8 + seat) for seat in range(4)] if greedy else None
    expansions = ["crossroads"] if kind.startswith("Crossroads") else []
    game = play_game(4, number, bots, expansions=expansions)
    digest.update(repr([action for action, _ in game.history]).encode())
    digest.update(repr(game.scores()).encode())
compiled = all(m.__file__.endswith(".so") for m in (tokaido_nb.bots, tokaido_nb.rules.game))
print(json.dumps([digest.hexdigest(), "compiled" if compiled else "python"]))
"""


def build(into: Path) -> Path:
    """A copy of this checkout's package, patched and compiled under ``into``; returns the folder
    to import from (``SystemExit`` with mypyc's words when it cannot be built)."""
    folder = into / "compiled"
    shutil.copytree(
        ROOT / "tokaido_nb", folder / "tokaido_nb", ignore=shutil.ignore_patterns("__pycache__")
    )
    patch = Path(__file__).with_name("compiled.patch")
    applied = subprocess.run(
        ["git", "apply", str(patch)], cwd=folder, capture_output=True, text=True
    )
    if applied.returncode:
        raise SystemExit(f"compiled.patch no longer applies to this checkout:\n{applied.stderr}")
    (folder / "mypy.ini").write_text(_MYPY_INI)
    done = subprocess.run(
        [sys.executable, "-m", "mypyc", "--config-file", "mypy.ini", *MODULES],
        cwd=folder,
        capture_output=True,
        text=True,
    )
    if done.returncode:
        if "No module named mypyc" in done.stderr:
            raise SystemExit(f"mypyc is missing: {sys.executable} -m pip install mypy setuptools")
        raise SystemExit(
            f"mypyc could not compile the package:\n{done.stdout[-3000:]}{done.stderr[-3000:]}"
        )
    return folder


def digest(folder: Path, kind: str, games: int) -> tuple[str, str]:
    """The hash of ``games`` games of ``kind`` played by the package in ``folder``, and whether
    its rules and bots were compiled (``"compiled"``) or not (``"python"``)."""
    found, how = measure(folder, kind, games, _DIGEST)
    return found, how


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="rounds, best kept (3)")
    parser.add_argument("--instructions", action="store_true", help="callgrind's counts too")
    args = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="tokaido-compiled-") as tmp:
        folders = {"f2d1ced": unpack("f2d1ced", Path(tmp)), "this checkout": ROOT}
        folders["compiled"] = build(Path(tmp))
        for kind, games in CHECKED.items():
            plain, how = digest(ROOT, kind, games)
            fast, fast_how = digest(folders["compiled"], kind, games)
            if how != "python" or fast_how != "compiled":
                raise SystemExit(f"expected Python then compiled modules, got {how}, {fast_how}")
            verdict = "the same" if plain == fast else "NOT THE SAME"
            print(f"{games} {kind} games, compiled and not: {verdict}")
            if plain != fast:
                return 1
        best = best_of(folders, rows(list(TIMED)), args.rounds)
        print(f"\ngames per CPU second, best of {args.rounds} rounds, the three taking turns")
        print(f"{'':<18}" + "".join(f"{label:>15}" for label in folders) + "   compiled vs f2d1ced")
        for which in TIMED:
            line = f"{which:<18}" + "".join(f"{best[(which, label)]:>15,.0f}" for label in folders)
            print(line + f"{best[(which, 'compiled')] / best[(which, 'f2d1ced')]:>10.2f}x")
        if args.instructions:
            print("\ninstructions (millions), callgrind")
            for which in COUNTED:
                games = GAMES[which]
                counts = {
                    label: games_cost(folder, which, games) for label, folder in folders.items()
                }
                line = f"{which} ({games} games):" + "".join(
                    f"  {label} {count / 1e6:,.1f}M" for label, count in counts.items()
                )
                print(
                    line
                    + f"  compiled {counts['f2d1ced'] / counts['compiled']:.2f}x fewer than f2d1ced"
                )
    return 0


if __name__ == "__main__":
    sys.exit(main())
