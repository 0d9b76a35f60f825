"""Helpers for the game-record tests: where the conformance games are, and random play.

The conformance folder sits beside the repository (``../shared/conformance``), as on CI. When
it is missing the tests that need it are skipped, except on CI (``CI=true``), where they fail.
"""

from __future__ import annotations

import os
import random
from pathlib import Path
from typing import Any

import pytest

from tokaido_nb.rules import Game

REPO = Path(__file__).resolve().parents[2]
CONFORMANCE = REPO.parent / "shared" / "conformance"


def conformance_files(folder: str) -> list[Path]:
    """The records of one conformance folder (empty if the folder is missing)."""
    path = CONFORMANCE / folder
    return sorted(path.glob("*.json")) if path.is_dir() else []


def need_conformance(folder: str) -> Path:
    """The folder's path; skips the test if it is missing (fails instead on CI)."""
    path = CONFORMANCE / folder
    if not path.is_dir():
        reason = f"conformance games not found at {path}"
        if os.environ.get("CI") == "true":
            pytest.fail(reason, pytrace=False)
        pytest.skip(reason)
    return path


def play_randomly(game: Game, seed: int, steps: int | None = None) -> Game:
    """Play legal actions chosen by a seeded random policy, ``steps`` of them or to the end."""
    rng = random.Random(seed)
    done = 0
    while not game.is_over() and (steps is None or done < steps):
        game.play(rng.choice(game.legal_actions()))
        done += 1
    return game


def crossroads_record(seed: int = 11) -> dict[str, Any]:
    """A whole four-player Crossroads game with the Crossroads travellers, as a record."""
    from tokaido_nb.record import write_record

    game = Game(
        4,
        travellers=["kita", "miyataka", "jirocho", "nampo"],
        kyoto=[0, 1, 2, 3],
        expansions=["crossroads"],
        seed=seed,
    )
    return write_record(play_randomly(game, seed=seed))


def two_player_record(turns: list[dict[str, Any]], **options: Any) -> dict[str, Any]:
    """A two-player record (Satsuki and Kinko, the neutral traveller 2 moving first)."""
    return {
        "format": "tokaido-record",
        "version": 1,
        "source": "a test",
        "options": {"players": 2, "variants": [], "expansions": [], **options},
        "players": [
            {"name": "Aiko", "traveller": "satsuki"},
            {"name": "Ben", "traveller": "kinko"},
        ],
        "kyoto": [0, 1, 2],
        "turns": turns,
    }
