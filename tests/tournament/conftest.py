"""The student-like files of players/ are data, not tests: pytest does not import them; and a
folder of quick players shared by the tests of the command line and of the cluster."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tokaido_nb.tournament import Limits

collect_ignore = ["players"]

PLAYERS = Path(__file__).parent / "players"

QUICK = {"games": 3, "seats": [3], "seed": 11, "limits": Limits(2.0, 30.0, 400)}
"""A small tournament of the quick players: one rotation of a table of three."""


@pytest.fixture(scope="module")
def quick_folder(tmp_path_factory):
    """Three players that answer at once (one of them draws at random with the global
    ``random``, seeded by the host for each game)."""
    folder = tmp_path_factory.mktemp("quick")
    for name in ("cheapest", "Thinker"):
        shutil.copy(PLAYERS / f"{name}.py", folder)
    (folder / "dice.py").write_text(
        "import random\n\n\ndef play(view):\n    return random.choice(view.legal_actions)\n"
    )
    return folder
