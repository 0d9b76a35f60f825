"""Shared helpers for the coach tests: games stopped at chosen decisions, and twins of a game
that differ only in what the player deciding cannot see.

The coach is asked at its ``quick`` strength, or with the ``TINY`` budget where the facts tested
stand out of any noise (a whole review), so that the tests stay fast.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from tokaido_nb.bots import GreedyBot
from tokaido_nb.coach import Budget
from tokaido_nb.rules import Game

TINY = Budget(rollouts=6, most=24, screen=1, candidates=2)
"""A few deals per decision: enough to find a blunder of many points."""


def greedy_decisions(game: Game, seed: int = 0) -> Iterator[Game]:
    """``game`` at each decision with a choice, played on by greedy bots (the same object)."""
    bots = [GreedyBot(seed=seed + p) for p in range(game.players)]
    while not game.is_over():
        if len(game.legal_actions()) > 1:
            yield game
        game.play(bots[game.to_move](game))


def first_decision(game: Game, kind: str, seed: int = 0) -> Game:
    """A copy of ``game`` at its first decision of ``kind`` with a choice, played greedily."""
    for state in greedy_decisions(game, seed):
        if state.decision == kind:
            return state.copy()
    raise AssertionError(f"no {kind} decision in this game")


def hide_differently(game: Game, seed: int) -> Game:
    """A copy of ``game`` that differs only in what the player deciding cannot know: every
    face-down pile reshuffled, and an inn hand they are not choosing from dealt again from the
    uneaten meals."""
    other = game.copy()
    rng = random.Random(seed)
    looking = game.decision == "eat" and game.actor == game.to_move
    with other.edit() as state:  # a scenario set up by hand: the game's own state is read-only
        for pile in state.piles.values():
            rng.shuffle(pile)
        if state.inn_hand and not looking:
            pool = state.piles["meal"] + state.inn_hand
            rng.shuffle(pool)
            size = len(state.inn_hand)
            state.inn_hand[:] = pool[:size]
            state.piles["meal"][:] = pool[size:]
    return other
