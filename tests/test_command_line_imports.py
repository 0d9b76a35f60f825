"""The command line imports only what the command named needs (issue 35): ``--help`` and a
refused top-level option import none of the subcommands' modules, and each subcommand leaves the
others' alone. Checked on ``sys.modules`` in a fresh process, not timed
(``python -m benchmarks.startup`` gives the times)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

_LIST_IMPORTS = """
import contextlib, io, json, sys
from tokaido_nb.__main__ import main
with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
    try:
        code = main(sys.argv[1:])
    except SystemExit as stop:
        code = stop.code
print(json.dumps([code, sorted(sys.modules)]))
"""

SIMULATE, CLUSTER = "tokaido_nb.studies.simulate", "tokaido_nb.studies.cluster"
HEAVY = [
    "tokaido_nb.rules",
    "tokaido_nb.record",
    "tokaido_nb.coach",
    "tokaido_nb.studies.simulate",
    "tokaido_nb.studies.cluster",
    "tokaido_nb.players",
    "tokaido_nb.players.bots",
    "distributed",
    "matplotlib",
    "ipywidgets",
    "numpy",
    "tqdm",
]


def imported(*args: str) -> tuple[int, set[str]]:
    """The exit code of ``python -m tokaido_nb ARGS`` and the modules it imported."""
    done = subprocess.run(
        [sys.executable, "-c", _LIST_IMPORTS, *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    code, modules = json.loads(done.stdout)
    return code, set(modules)


@pytest.mark.parametrize(
    "args",
    [["--help"], ["--crossroads"], ["frobnicate"], []],
    ids=["help", "option", "command", "none"],
)
def test_help_and_a_refused_option_import_no_subcommand(args: list[str]) -> None:
    code, modules = imported(*args)
    assert code == (0 if args == ["--help"] else 2)
    assert not modules & set(HEAVY), sorted(modules & set(HEAVY))
    assert not {
        m for m in modules if m.startswith("tokaido_nb.cli.") and m != "tokaido_nb.cli.output"
    } - {"tokaido_nb.cli.main"}


@pytest.mark.parametrize(
    ("args", "not_imported"),
    [
        # simulate reads its arguments with the rules alone: the studies and the bots wait
        (["simulate", "--players", "9"], ["tokaido_nb.record", "tokaido_nb.coach", "distributed"]),
        (["simulate", "--players", "9"], [SIMULATE, "tokaido_nb.players.bots"]),
        (["replay", "--crossroads", "x.json"], ["tokaido_nb.coach", SIMULATE]),
        (["replay", "--help"], ["tokaido_nb.coach", SIMULATE, CLUSTER]),
        (["review", "--player", "0", "x.json"], [CLUSTER, "tokaido_nb.cli.simulate"]),
        # a refused option of the tournament: no player loaded, no rating library, no chart
        (["tournament", "--seats", "9", "x"], ["tokaido_nb.tournament", "openskill"]),
        (["tournament", "--seats", "9", "x"], [SIMULATE, "tokaido_nb.cli.simulate"]),
    ],
)
def test_a_subcommand_imports_none_of_the_others(args: list[str], not_imported: list[str]) -> None:
    code, modules = imported(*args)
    assert code in (0, 2)
    assert f"tokaido_nb.cli.{args[0]}" in modules  # the subcommand named was reached
    for name in not_imported:
        assert name not in modules, name
    assert "matplotlib" not in modules and "ipywidgets" not in modules
