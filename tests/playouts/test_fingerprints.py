"""Whole games are the same as before the speed work, action for action (issue 14).

``benchmarks/fingerprints.py`` hashes the save, the scores and the other paths to the same game
(a copy played on, undo and replay, load and save) of hundreds of seeds per set-up, before and
after each change; here the first seeds of every set-up are checked against the same file.
"""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "fingerprints.py"
_spec = importlib.util.spec_from_file_location("fingerprints", SCRIPT)
fingerprints = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fingerprints)

EXPECTED = json.loads(fingerprints.DEFAULT_FILE.read_text())


@pytest.mark.parametrize("name", list(fingerprints.SETUPS))
def test_the_first_games_of_each_setup_are_the_recorded_ones(name):
    seeds = 1 if name.startswith("search") else 2
    played = [fingerprints.fingerprint(name, seed) for seed in range(seeds)]
    assert played == EXPECTED[name][:seeds]
