"""Shared helpers for the bot tests: a tiny match loop and games stopped at chosen decisions.

The many-game runner lives in ``tokaido_nb.simulate``; these tests keep their own loop so that
they check the bots alone. The ``slow`` marker is registered in pyproject.toml.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from tokaido_nb.bots import Player
from tokaido_nb.rules import Game

# Set-ups that reach every decision kind: 2 to 5 players, every variant, New Encounters, and
# every traveller.
SETUPS: list[dict] = [
    {"players": 2},
    {"players": 3, "expansions": ["new_encounters"]},
    {"players": 4},
    {"players": 5, "variants": ["gastronomy"]},
    {"players": 2, "variants": ["return_trip", "preparations"]},
    {"players": 3, "variants": ["initiatory"]},
    {"players": 4, "variants": ["preparations", "gastronomy"], "expansions": ["new_encounters"]},
    {"players": 5, "variants": ["return_trip"], "expansions": ["new_encounters"]},
    # Every traveller's power, whatever the bots would choose when dealt.
    {"players": 5, "travellers": ["satsuki", "yoshiyasu", "hiroshige", "zen_emon", "sasayakko"]},
    {
        "players": 4,
        "travellers": ["kinko", "mitsukuni", "hirotada", "umegae"],
        "expansions": ["new_encounters"],
    },
    {"players": 2, "travellers": ["chuubei", "satsuki"], "variants": ["gastronomy"]},
]


def new_game(setup: dict, seed: int) -> Game:
    setup = dict(setup)
    return Game(setup.pop("players"), seed=seed, **setup)


def play_checked(game: Game, bots: Sequence[Player], limit: int = 2000) -> list[str]:
    """Play to the end, asserting each choice is legal; returns the decision kinds met."""
    kinds = []
    for _ in range(limit):
        if game.is_over():
            return kinds
        legal = game.legal_actions()
        action = bots[game.to_move](game)
        assert action in legal, (game.decision, action, legal)
        kinds.append(game.decision)
        game.play(action)
    raise AssertionError(f"game not over after {limit} actions")


def decisions(game: Game, bots: Sequence[Player]) -> Iterator[Game]:
    """Yield ``game`` at every decision with two or more legal actions, playing ``bots``."""
    while not game.is_over():
        if len(game.legal_actions()) > 1:
            yield game
        game.play(bots[game.to_move](game))
