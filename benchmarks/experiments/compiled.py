"""What compiling the rules and the bots with mypyc would give: the same games, how much faster.

Conclusion (2026-12-04): compiled, the same games take 2.94x (random) and 3.71x (greedy) fewer
instructions than f2d1ced, and the whole suite passes against the copy; but the package stays
plain Python (it runs in Pyodide, on Binder and in the browser edition, with no compiler and no
build step), so this is kept as a record, not a build. Nothing here is installed.

    pip install mypy setuptools        # into the Python that runs this (.venv/bin/pip), once
    python -m benchmarks.experiments.compiled                 # ~1.5 min: builds, checks, times
    python -m benchmarks.experiments.compiled --instructions  # and callgrind's counts (valgrind)
    python -m benchmarks.experiments.compiled --tests         # and the tests on the copy (+2 min)

An experiment for issue 14, not a way to install the package: nothing of the checkout changes.
The script copies this checkout's package into a temporary folder, applies ``compiled.patch``
there (what only a compiled build needs, listed at the top of that file), and compiles
``MODULES`` with mypyc (https://mypyc.readthedocs.io: it turns type-annotated Python modules into
C extensions; the other modules stay Python). Then it

- checks that the compiled package plays the same games as this checkout: every action and
  score of ``CHECKED`` games, greedy and random, hashed;
- times the rows of ``before_after.py`` for f2d1ced (the issue's "before"), this checkout and
  the compiled copy, taking turns, best of ``--rounds``, in games per CPU second;
- with ``--instructions``, counts the instructions of ``instructions.py``'s games for each;
- with ``--tests``, runs ``make test``'s pytest run (but the real-browser check) against the
  compiled copy, every notebook, test and doctest, then ``fingerprints.py --check``: every game
  of ``results/fingerprints.json`` must be played the same.

Measured on the project's 2-core machine, 2026-12-04 (``python -m benchmarks.experiments.compiled
--instructions --tests``, 3 min):

    1000 random games, compiled and not: the same
    100 greedy games, compiled and not: the same
    200 Crossroads random games, compiled and not: the same
    50 Crossroads greedy games, compiled and not: the same

    games per CPU second, best of 3 rounds, the three taking turns
                              f2d1ced  this checkout       compiled   compiled vs f2d1ced
    random 4 players            1,445          2,516          4,921      3.41x
    random x4 bots              1,502          2,525          4,940      3.29x
    greedy x4 bots                189            351            790      4.18x

    instructions (millions), callgrind
    random 4 players (50 games):  f2d1ced 331.8M  this checkout 184.1M  compiled 112.8M
    greedy x4 bots (10 games):  f2d1ced 495.0M  this checkout 227.4M  compiled 133.5M

    the test suite against the compiled copy: 4317 passed

So compiled, the same games take 2.94x fewer instructions than f2d1ced's (random) and 3.71x
fewer (greedy): issue 14's factors (2x and 3x) and its figures (2,500 and 500 games a second)
are met, where the Python of this checkout reaches 1.80x and 2.18x. The compiled copy passes the
whole suite (but the browser check, not run) and plays the 5,810 games of
``benchmarks/results/fingerprints.json`` the same. It is still no product: there is no build
step, no guard against a compiled module older than its source, and no CI or Binder for it;
see issue 14's closing notes of 2026-12-04.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from benchmarks.before_after import ROOT, best_of, measure, rows, unpack
from benchmarks.instructions import GAMES, games_cost

MODULES = (
    # the game's rooms, whichever modules rules/game/ holds
    *sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "tokaido_nb/rules/game").glob("*.py")),
    "tokaido_nb/rules/state.py",
    "tokaido_nb/rules/prices.py",
    "tokaido_nb/rules/chance.py",
    "tokaido_nb/players/bots.py",
    "tokaido_nb/players/evaluator.py",
    "tokaido_nb/players/values.py",
)
"""The modules compiled: where random and greedy games spend their time (paths from the
checkout's root; tests/test_architecture_doc.py checks that each exists)."""

TIMED = ("random 4 players", "random x4 bots", "greedy x4 bots")
"""The rows of ``before_after.py`` timed, each with its number of games there."""

COUNTED = ("random 4 players", "greedy x4 bots")
"""The games ``--instructions`` counts, as many as ``instructions.py`` counts."""

CHECKED = {"random": 1000, "greedy": 100, "Crossroads random": 200, "Crossroads greedy": 50}
"""Games whose every action and score must be the same, compiled and not (a Crossroads greedy
bot plays copies of the game to value the Vitality amulet)."""

TESTED = ["notebooks", "tests", "tokaido_nb", "--ignore=tests/browser"]
"""What ``--tests`` runs against the compiled copy: ``make test``'s pytest run but the
real-browser check (which needs Chromium and its own JupyterLab)."""

# As ``make lint`` checks them ([tool.mypy] in pyproject.toml): the modules compiled must
# type-check; the others are read for their types.
_MYPY_INI = """\
[mypy]
follow_imports = silent
"""

_DIGEST = r"""
import hashlib, json, sys
import tokaido_nb.players.bots, tokaido_nb.rules.prices
from tokaido_nb.players.bots import GreedyBot
from tokaido_nb.players.games import play_game

kind, games = sys.argv[1], int(sys.argv[2])
digest = hashlib.sha256()
for number in range(games):
    greedy = kind.endswith("greedy")
    bots = [GreedyBot(number * 8 + seat) for seat in range(4)] if greedy else None
    expansions = ["crossroads"] if kind.startswith("Crossroads") else []
    game = play_game(4, number, bots, expansions=expansions)
    digest.update(repr([action for action, _ in game.history]).encode())
    digest.update(repr(game.scores()).encode())
looked_at = (tokaido_nb.players.bots, tokaido_nb.rules.prices)
compiled = all(m.__file__.endswith(".so") for m in looked_at)
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


def run_tests(folder: Path) -> int:
    """Run ``TESTED`` and the whole fingerprint check against the compiled package in
    ``folder``, with the repository's other tracked files copied beside it (the tests read its
    data, notebooks and benchmarks); returns 0 when both pass."""
    listed = subprocess.run(
        ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout
    for name in listed.split("\0"):
        if name and not name.startswith("tokaido_nb/") and (ROOT / name).is_file():
            (folder / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, folder / name)
    # The notebooks' kernels and the pytest workers import the package from ``folder`` too.
    env = {**os.environ, "PYTHONPATH": str(folder), "PYTHONHASHSEED": "0"}
    nbval = ["--nbval", "--nbval-current-env", "--nbval-sanitize-with", "tests/nbval_sanitize.cfg"]
    xdist = ["-n", "2", "--dist", "loadscope"]
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *nbval, *xdist]
    tested = subprocess.run([*command, *TESTED], cwd=folder, env=env).returncode
    print("\nevery game of benchmarks/results/fingerprints.json, played by the compiled copy")
    fingerprints = [
        "-m",
        "benchmarks.fingerprints",
        "--check",
        "benchmarks/results/fingerprints.json",
    ]
    played = subprocess.run([sys.executable, *fingerprints], cwd=folder, env=env).returncode
    return tested or played


def digest(folder: Path, kind: str, games: int) -> tuple[str, str]:
    """The hash of ``games`` games of ``kind`` played by the package in ``folder``, and whether
    its rules and bots were compiled (``"compiled"``) or not (``"python"``)."""
    found, how = measure(folder, kind, games, _DIGEST)
    return found, how


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="rounds, best kept (3)")
    parser.add_argument("--instructions", action="store_true", help="callgrind's counts too")
    parser.add_argument(
        "--tests", action="store_true", help="and the test suite against the compiled copy"
    )
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
        if args.tests:
            print(f"\nthe test suite against the compiled copy: pytest {' '.join(TESTED)}")
            return run_tests(folders["compiled"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
