"""How long the command line takes to answer ``--help`` and a refused option, now and before.

    python -m benchmarks.startup                           # this checkout, 21 runs of each
    python -m benchmarks.startup --before f2d1ced          # and that commit, taking turns
    python -m benchmarks.startup --before f2d1ced --runs 41 --top 10

Each case is ``python -m tokaido_nb ARGS`` in a fresh process; its figure is the median wall
time (``time.perf_counter`` around ``subprocess.run``) of ``--runs`` runs, in milliseconds. A
commit named with ``--before`` is unpacked with ``git archive`` into a temporary folder outside
the checkout (the package only, as ``before_after.py`` does) and run from there; the commits take
turns run after run, so that a busy machine slows them alike. One run of each case comes first
and is not counted: it writes the bytecode caches. Then, for each commit, ``-X importtime`` of
``--help`` once: how many modules it imports, the ``TOP`` largest (cumulative microseconds, as
Python prints them) and which of the heavy ones (``HEAVY``) are among them.

The cases: the top-level ``--help``, a refused top-level option, and a refused option of each
subcommand (each imports what its subcommand needs to read its arguments: the rules for
``simulate``, the record reader for ``replay``, the coach for ``review``). Every case must exit
with 0 (``--help``) or 2; a commit without a subcommand refuses it as an unknown command, and its
row says so.

Measured 2026-12-05 on the project's 2-core machine, shared with other work (figures in
benchmarks/README.md).
"""

from __future__ import annotations

import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from benchmarks.before_after import ROOT, unpack

CASES: dict[str, tuple[str, ...]] = {
    "--help": ("--help",),
    "refused: --crossroads": ("--crossroads",),
    "refused: simulate --players 9": ("simulate", "--players", "9"),
    "refused: replay --crossroads": ("replay", "--crossroads", "x.json"),
    "refused: review --player 0": ("review", "--player", "0", "x.json"),
}
"""Each case's arguments to ``python -m tokaido_nb``."""

HEAVY = ("tokaido_nb.rules", "tokaido_nb.record", "tokaido_nb.coach", "tokaido_nb.studies.simulate")
HEAVY += ("tokaido_nb.studies.cluster", "tokaido_nb.players", "distributed", "matplotlib")
HEAVY += ("ipywidgets", "numpy", "tokaido_nb.simulate", "tokaido_nb.cluster", "tokaido_nb.bots")
"""Modules that ``--help`` has no use for (the last three: their names in a commit before
issue 42 moved them, for ``--before``)."""


def run_once(folder: Path, args: tuple[str, ...]) -> tuple[float, int, str]:
    """Wall seconds of one ``python -m tokaido_nb ARGS`` with the package in ``folder``, its exit
    code and its standard error."""
    env = dict(os.environ, PYTHONPATH=str(folder))
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    started = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "tokaido_nb", *args],
        cwd=folder,
        env=env,
        capture_output=True,
        text=True,
    )
    return time.perf_counter() - started, done.returncode, done.stderr


def import_times(folder: Path) -> list[tuple[int, str]]:
    """Every module ``--help`` imports with the package in ``folder``: (cumulative
    microseconds, name), as ``-X importtime`` prints them."""
    env = dict(os.environ, PYTHONPATH=str(folder))
    done = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "tokaido_nb", "--help"],
        cwd=folder,
        env=env,
        capture_output=True,
        text=True,
    )
    found = re.findall(r"^import time:\s+\d+ \|\s+(\d+) \| (.*)$", done.stderr, re.M)
    return [(int(cumulative), name) for cumulative, name in found]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", action="append", default=[], help="a commit to compare")
    parser.add_argument("--runs", type=int, default=21, help="runs of each case (21)")
    parser.add_argument("--top", type=int, default=8, help="imports listed per commit (8)")
    args = parser.parse_args(argv)
    print("python -m benchmarks.startup " + " ".join(argv if argv is not None else sys.argv[1:]))
    with tempfile.TemporaryDirectory(prefix="tokaido-startup-") as tmp:
        folders = {ref: unpack(ref, Path(tmp)) for ref in args.before}
        folders["this checkout"] = ROOT
        times: dict[tuple[str, str], list[float]] = {}
        notes: dict[tuple[str, str], str] = {}
        for label, folder in folders.items():  # the bytecode caches, and what each case says
            for case, case_args in CASES.items():
                _, code, error = run_once(folder, case_args)
                if code not in (0, 2) or "Traceback" in error:
                    raise SystemExit(f"{case!r} in {label} ended with {code}:\n{error}")
                if f"invalid choice: '{case_args[0]}'" in error:
                    notes[(case, label)] = "*"
        for _ in range(args.runs):
            for case, case_args in CASES.items():
                for label, folder in folders.items():
                    seconds, _, _ = run_once(folder, case_args)
                    times.setdefault((case, label), []).append(seconds)
        width = max(len(case) for case in CASES) + 2
        print(f"\nmedian wall time of {args.runs} runs, ms (load average {os.getloadavg()[0]:.1f})")
        print(f"{'':<{width}}" + "".join(f"{label:>16}" for label in folders))
        for case in CASES:
            cells = (
                f"{statistics.median(times[(case, label)]) * 1000:.0f}"
                + notes.get((case, label), "")
                for label in folders
            )
            print(f"{case:<{width}}" + "".join(f"{cell:>16}" for cell in cells))
        if notes:
            print("* no such subcommand there: refused as an unknown command")
        for label, folder in folders.items():
            imported = import_times(folder)
            names = {name.strip() for _, name in imported}
            heavy = [name for name in HEAVY if name in names]
            print(
                f"\n{label}: --help imports {len(imported)} modules; of {', '.join(HEAVY)}: "
                + (", ".join(heavy) or "none")
            )
            for cumulative, name in sorted(imported, reverse=True)[: args.top]:
                print(f"  {cumulative / 1000:8.1f} ms  {name.rstrip()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
