"""Hostile inputs: how many of each family were tried, what came back, and what a huge or
endless file costs to refuse.

    python -m benchmarks.hostile_inputs                      # 2,000 inputs per family
    python -m benchmarks.hostile_inputs --examples 20000 --seed 1
    python -m benchmarks.hostile_inputs --large              # a 200 MB record, a FIFO, /dev/zero
    python -m benchmarks.hostile_inputs --surfaces           # views, set-ups, widgets, classes

The families are those of tests/hostile/families.py (records as objects and as files, saves as
objects and as text, actions, named cards, rule numbers, uploads into the table and the replay
viewer). Each input's outcome is ``clean`` or the project's own error that refused it; anything
else (another exception, a changed game) is counted as ``FAILED`` and its first example printed.
The exit code is 1 if any input failed.

``--large`` writes a 200 MB record (the example game's turns repeated) and a 200 MB record
whose ``source`` is 200 MB of text, then times ``read_record`` and ``python -m tokaido_nb
replay`` on each, and on a FIFO and a link to ``/dev/zero``, each in a fresh process, with the
peak memory (maximum resident set) of that process.

Measured on the project's 2-core machine, shared with other work (2026-12-01):

    python -m benchmarks.hostile_inputs --examples 10000 --seed 1     (3 min of CPU)
    family            inputs   CPU s  outcomes
    record objects    10,000    23.2  RecordError 9,515, ReplayError 323, clean 162
    record files      10,000    32.9  RecordError 9,579, ReplayError 295, clean 126
    save objects      10,000    26.8  SaveError 9,476, clean 524
    save files        10,000    34.9  SaveError 9,617, clean 383
    actions           10,000    18.8  IllegalAction 9,511, clean 489
    named cards       10,000    30.3  IllegalAction 4,989, clean 5,011
    rule numbers      10,000    13.9  RulesError 9,603, clean 397
    uploads            1,000     6.2  loaded 16, refused 984
    all               71,000  failed: 0

    python -m benchmarks.hostile_inputs --large
    read_record(path) of a 200 MB record      0.08 ms, 21 MB peak: refused by its size
    the same through an upload's bytes        0.07 ms (215 MB peak: the 200 MB held already)
    a 1.9 MB record of 35,844 turns           192 ms, 36 MB peak: refused, too many turns
    a FIFO, a link to /dev/zero               0.08 ms, 21 MB: refused, not regular files
    python -m tokaido_nb replay on each       0.12 s (mostly imports), 21 MB (39 MB at 1.9 MB)
Before this check, a 200 MB record took more than 4 minutes and 2.5 GB to be refused, and a
FIFO or a link to /dev/zero hung ``read_record``.

``--surfaces`` runs the families of tests/hostile/surfaces.py (issue 43): 3,000 players' views
spoiled by the seeded mutator (``--views``), ``Game(4, ...)`` with each argument given each odd
value, every public widget method given each odd value, every widget's keyword arguments given
each odd value (only a ``TraitError`` counts as wrong there), and the 67 class folders, each in
a process of its own (1.5 GB of memory at most, 30 s). "wrong" counts the outcomes that are
neither a reading nor a refusal in words. On the shared 2-core machine (2026-12-06), before
(the code of 04baaf5, the same families) and after:

    family          inputs  wrong before  wrong after
    views            3,000         1,400            0   (556 of the 1,400 were ValueErrors in
                                                         words: format, version, a part missing)
    set-ups            198            67            0
    widget calls   636/672           130            0   (672 after: the scene pickers' known())
    widget set-ups     780            21            0   (TraitErrors: ScoreSheetForm(players=),
                                                         StrategyLab(crossroads=))
    class folders       67            20            0
"""

from __future__ import annotations

import argparse
import collections
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent


def families() -> dict:
    """Each family's strategy and run, as the property tests use them."""
    from tests.hostile import families as f
    from tests.hostile.widget_uploads import UPLOAD_WIDGETS, upload_outcome

    uploads = {kind: make() for kind, make in UPLOAD_WIDGETS.items()}

    def upload(example):
        kind, content = example
        return upload_outcome(uploads[kind], content)

    from hypothesis import strategies as st

    return {
        "record objects": (f.record_inputs(), f.run_record),
        "record files": (f.record_files(), f.run_record_file),
        "save objects": (f.save_inputs(), f.run_save),
        "save files": (f.save_files(), f.run_save),
        "actions": (f.actions(), lambda example: f.run_action(*example)),
        "named cards": (f.draws(), lambda example: f.run_draws(*example)),
        "rule numbers": (f.rule_changes(), lambda example: f.run_rules(*example)),
        "uploads": (st.tuples(st.sampled_from(sorted(uploads)), f.record_files()), upload),
    }


def count(strategy, run, examples: int, seed: int) -> tuple[collections.Counter, list, float]:
    """Run ``examples`` generated inputs; their outcome counts, failures and CPU seconds."""
    from hypothesis import HealthCheck, Phase, given, settings
    from hypothesis import seed as hypothesis_seed

    from tokaido_nb.rules.untrusted import short_repr

    outcomes: collections.Counter = collections.Counter()
    failures: list = []

    @hypothesis_seed(seed)
    @settings(
        max_examples=examples,
        deadline=None,
        database=None,
        phases=[Phase.generate],
        suppress_health_check=list(HealthCheck),
    )
    @given(strategy)
    def feed(example):
        try:
            outcomes[run(example)] += 1
        except Exception as error:  # counted and shown, not raised: the count goes on
            outcomes["FAILED"] += 1
            if len(failures) < 3:
                failures.append((short_repr(example, 200), f"{type(error).__name__}: {error}"))

    start = time.process_time()
    feed()
    return outcomes, failures, time.process_time() - start


def run_families(examples: int, seed: int) -> int:
    print(f"{examples:,} generated inputs per family (uploads: a tenth), hypothesis seed {seed}")
    print(f"{'family':<16}{'inputs':>8}  {'CPU s':>6}  outcomes")
    failed = 0
    total = 0
    for name, (strategy, run) in families().items():
        wanted = max(1, examples // 10) if name == "uploads" else examples
        outcomes, failures, cpu = count(strategy, run, wanted, seed)
        inputs = sum(outcomes.values())
        total += inputs
        listed = ", ".join(f"{key} {value:,}" for key, value in sorted(outcomes.items()))
        print(f"{name:<16}{inputs:>8,}  {cpu:>6.1f}  {listed}")
        for example, error in failures:
            print(f"    FAILED on {example}: {error}")
        failed += outcomes["FAILED"]
    print(f"{'all':<16}{total:>8,}  failed: {failed}")
    return 1 if failed else 0


# ---------------------------------------------------------------------------- large files
_MEASURE = """
import resource, sys, time
from pathlib import Path
how, path = sys.argv[1], sys.argv[2]
if how == "read_record":
    from tokaido_nb.record import RecordError, read_record
    start = time.perf_counter()
    try:
        read_record(path)
        outcome = "read"
    except RecordError as error:
        outcome = f"RecordError: {error}"
elif how == "upload":
    from tokaido_nb.record import RecordError
    from tokaido_nb.widgets.uploads import UploadedFile, read_uploaded_record
    content = Path(path).read_bytes()  # what a FileUpload holds in memory already
    start = time.perf_counter()
    try:
        read_uploaded_record(UploadedFile("big.json", content))
        outcome = "read"
    except RecordError as error:
        outcome = f"RecordError: {error}"
else:
    import contextlib, io
    from tokaido_nb.__main__ import main
    start = time.perf_counter()
    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(out):  # a path refused
        code = main(["replay", path])
    outcome = f"exit {code}: {out.getvalue().splitlines()[0]}"
seconds = time.perf_counter() - start
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(f"{seconds * 1000:.2f}|{peak:.0f}|{outcome}")
"""


def _in_fresh_process(how: str, path: Path) -> str:
    result = subprocess.run(
        [sys.executable, "-c", _MEASURE, how, str(path)],
        capture_output=True,
        text=True,
        timeout=600,
        cwd=REPO,
    )
    milliseconds, peak, outcome = result.stdout.strip().split("|", 2)
    outcome = outcome.replace(str(path.parent) + "/", "")
    return f"{float(milliseconds):>9.2f} ms  {float(peak):>6.0f} MB   {outcome[:80]}"


def _write_turns(path: Path, example: dict, size: int) -> None:
    """A record with the example game's turns repeated until the file has about ``size`` bytes."""
    with path.open("w") as out:
        head = {key: value for key, value in example.items() if key != "turns"}
        out.write(json.dumps(head)[:-1] + ', "turns": [')
        written, turn_text = 0, ", ".join(json.dumps(t) for t in example["turns"])
        while written + len(turn_text) < size:
            out.write(("," if written else "") + turn_text)
            written += len(turn_text) + 1
        out.write("]}")


def run_large(size_mb: int) -> int:
    from tokaido_nb.rules.untrusted import MAX_BYTES

    example = json.loads((REPO / "notebooks" / "data" / "example_game.json").read_text())
    folder = Path(tempfile.mkdtemp(prefix="tokaido-large-"))
    turns_path = folder / "many_turns.json"
    source_path = folder / "long_source.json"
    target = size_mb * 1_000_000
    _write_turns(turns_path, example, target)
    near_path = folder / "near_limit.json"  # just under the size limit: parsed, then refused
    _write_turns(near_path, example, MAX_BYTES - 100_000)
    with source_path.open("w") as out:
        out.write('{"format": "tokaido-record", "version": 1, "source": "')
        chunk = "x" * 1_000_000
        for _ in range(size_mb):
            out.write(chunk)
        out.write('"}')
    fifo = folder / "fifo.json"
    os.mkfifo(fifo)
    zero = folder / "zero.json"
    zero.symlink_to("/dev/zero")
    print(
        "Each in a fresh process: time to refuse (ms), the process's peak resident memory (MB), "
        f"outcome; files in {folder}"
    )
    for how, paths in (
        ("read_record", (turns_path, source_path, near_path, fifo, zero)),
        ("replay", (turns_path, source_path, near_path, fifo, zero)),
        ("upload", (turns_path, source_path, near_path)),
    ):
        title = {
            "read_record": "read_record(path)",
            "replay": "python -m tokaido_nb replay PATH (its main(), in-process)",
            "upload": "an upload of the file's bytes (read_uploaded_record; the bytes in memory)",
        }[how]
        print(title)
        for path in paths:
            size = f"{path.stat().st_size / 1e6:,.0f} MB" if path.is_file() else "-"
            print(f"  {path.name:<17}{size:>7}  {_in_fresh_process(how, path)}")
    for path in (turns_path, source_path, near_path, fifo, zero):
        path.unlink()
    folder.rmdir()
    return 0


# ---------------------------------------------------------------------------- the surfaces
_CLASS_CASE = """
import resource, sys, tempfile
from pathlib import Path
resource.setrlimit(resource.RLIMIT_AS, (1_500_000_000, 1_500_000_000))  # /dev/zero, read whole
from tests.hostile.surfaces import class_folder, run_class_case
folder = Path(tempfile.mkdtemp(prefix="tokaido-class-"))
class_folder(folder, sys.argv[1])
print(run_class_case(folder, sys.argv[1]))
"""


def _class_case(case: str) -> str:
    """One class folder case, in a process of its own: a FIFO may hang it, a link to /dev/zero
    may fill its memory (limited to 1.5 GB), without harm to this one."""
    try:
        result = subprocess.run(
            [sys.executable, "-c", _CLASS_CASE, case],
            capture_output=True,
            text=True,
            timeout=30,
            cwd=REPO,
        )
    except subprocess.TimeoutExpired:
        return "hangs (30 s)"
    if result.returncode:
        return f"{result.stderr.strip().splitlines()[-1][:60]}"
    return result.stdout.strip().splitlines()[-1]


def run_surfaces(views: int, seed: int, only: str | None = None) -> int:
    """The families of tests/hostile/surfaces.py: each outcome counted, the wrong ones shown."""
    from tests.hostile import surfaces as s

    # The widget calls write files (a table's save to "x", a progress export): into a scratch
    # folder, never the repository.
    os.chdir(tempfile.mkdtemp(prefix="tokaido-surfaces-"))
    os.environ.setdefault("TOKAIDO_NB_DATA", os.path.join(os.getcwd(), "data"))
    families = {
        "views": (
            [(view,) for view in s.mutated_views(views, seed)],
            s.run_view,
            {"read", "ViewError"},
        ),
        "set-ups": (s.setups(), s.run_setup, {"clean", "IllegalAction"}),
        "widget calls": (s.widget_calls(), s.run_widget_call, s.WIDGET_OUTCOMES),
        # Only a TraitError is wrong here: other set-up refusals are ValueErrors in words, and
        # a few widgets take objects (a game, bots) that no learner types.
        "widget set-ups": (
            s.widget_arguments(),
            s.run_widget_argument,
            lambda outcome: outcome != "TraitError",
        ),
        "class folders": ([(case,) for case in s.CLASS_CASES], _class_case, {"clean"}),
    }
    print(f"{'family':<14}{'inputs':>7}  {'CPU s':>6}  {'wrong':>5}  outcomes")
    wrong_in_all = 0
    for name, (inputs, run, allowed) in families.items():
        if only and name != only:
            continue
        outcomes: collections.Counter = collections.Counter()
        examples: dict[str, str] = {}
        start = time.process_time()
        for each in inputs:
            outcome = run(*each)
            outcomes[outcome] += 1
            if not _allowed(outcome, allowed):
                examples.setdefault(outcome, short_repr_of(each))
        cpu = time.process_time() - start
        wrong = sum(n for outcome, n in outcomes.items() if not _allowed(outcome, allowed))
        wrong_in_all += wrong
        listed = ", ".join(f"{key} {value:,}" for key, value in outcomes.most_common())
        print(f"{name:<14}{len(inputs):>7,}  {cpu:>6.1f}  {wrong:>5,}  {listed}")
        for outcome, example in examples.items():
            print(f"    {outcome}: {example}")
    return 1 if wrong_in_all else 0


def _allowed(outcome: str, allowed: Any) -> bool:
    return allowed(outcome) if callable(allowed) else outcome in allowed


def short_repr_of(example: tuple) -> str:
    from tokaido_nb.rules.untrusted import short_repr

    return ", ".join(short_repr(part, 90) for part in example)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=int, default=2000, help="inputs per family (2000)")
    parser.add_argument("--seed", type=int, default=0, help="hypothesis seed (0)")
    parser.add_argument("--large", action="store_true", help="time refusing huge/endless files")
    parser.add_argument("--size", type=int, default=200, help="MB of the large records (200)")
    parser.add_argument(
        "--surfaces",
        action="store_true",
        help="views, set-ups, widget calls and class folders (tests/hostile/surfaces.py)",
    )
    parser.add_argument("--views", type=int, default=3000, help="mutated views (3000)")
    parser.add_argument("--only", help="one family of --surfaces (views, set-ups, ...)")
    args = parser.parse_args(argv)
    if args.surfaces:
        return run_surfaces(args.views, args.seed, args.only)
    if args.large:
        return run_large(args.size)
    return run_families(args.examples, args.seed)


if __name__ == "__main__":
    sys.exit(main())
