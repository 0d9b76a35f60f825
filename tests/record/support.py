"""Helpers for the game-record tests: random play and small hand-made records.

The real recorded games are in bundles.py (shipped in the package under
tokaido_nb/masters/games/).
"""

from __future__ import annotations

import random
from typing import Any

from tokaido_nb.rules import Game


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
