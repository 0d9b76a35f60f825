"""The coach's first guess and its players in the deals: the greedy bot's values, corrected
toward the stops strong players choose.

The greedy bot (players/bots.py) values a stop by rules of thumb. Strong players on Board Game Arena
choose otherwise in a third of their moves: they value farms, encounters and hot springs more,
temples and the first sea views less, a village the more the richer they are, and they walk
fewer spaces. ``HABITS`` adds what they choose to greedy's value of a move, in points; the
numbers were fitted to the 21,991 moves of the first 312 conformance games by a conditional
logit (``python -m benchmarks.coach_hints fit``, which prints them). The best stop so valued is the
one played in 74.9% of the moves of the other 312 games, against 66.5% for greedy's values.
``StrongEvaluator`` is greedy's evaluator with them; ``StrongGreedyBot`` plays it, and plays
every deal of the coach's search. Other decisions than moves keep greedy's values.
"""

from __future__ import annotations

from ..players.bots import Evaluator, GreedyBot
from ..rules import Game, data

HABITS: dict[str, float] = {
    "village": -2.77,
    "temple": -4.73,
    "encounter": 4.48,
    "paddy": 1.43,
    "mountain": 1.15,
    "sea": -1.63,
    "hot_spring": 2.48,
    "farm": 5.84,
    "spaces": -2.17,
    "spaces_squared": -0.97,
    "village_coins": 3.97,
    "temple_coins": 0.77,
    "late_spaces": 0.35,
}
"""Points added to greedy's value of a move, per unit of each habit (``habits``): a stop of
each kind (an inn adds nothing), each space walked past the next one (and their square, over
10), a village or a temple per 4 coins held (up to 12), each space past the next one per 100
turns already played."""


def habits(game: Game, to: int) -> dict[str, float]:
    """How much of each habit of ``HABITS`` a move of the traveller concerned to ``to`` has."""
    actor = game.actor
    assert actor is not None  # a move is being decided
    t = game.travellers[actor]
    kind = game.kind_at(to)
    spaces = game.progress_of(to) - t.progress - 1
    purse = min(t.coins, 12) / 4
    found = {
        "spaces": float(spaces),
        "spaces_squared": spaces * spaces / 10,
        "late_spaces": len(game.turns) / 100 * spaces,
    }
    if kind in data.PANORAMAS or kind in ("village", "temple", "encounter", "hot_spring", "farm"):
        found[kind] = 1.0
    if kind in ("village", "temple"):
        found[f"{kind}_coins"] = purse
    return found


def habit_points(game: Game, to: int) -> float:
    """What the habits of strong players add to greedy's value of a move to ``to``, in points."""
    return sum(HABITS[habit] * amount for habit, amount in habits(game, to).items())


class StrongEvaluator(Evaluator):
    """Greedy's values (``bots.Evaluator``) with the habits of strong players added to every
    move of a player's traveller (not the neutral one's)."""

    def move(self, to: int) -> float:
        return super().move(to) + habit_points(self.game, to)


class StrongGreedyBot(GreedyBot):
    """The greedy bot choosing with ``StrongEvaluator``: the best immediate value, as strong
    players weigh the stops.

    >>> from tokaido_nb.rules import Game
    >>> game = Game(4, travellers=["kinko", "hirotada", "umegae", "chuubei"], seed=3)
    >>> StrongGreedyBot(seed=1)(game) in game.legal_actions()
    True
    """

    @property
    def evaluator(self) -> type[Evaluator]:
        return StrongEvaluator

    def __repr__(self) -> str:
        return f"StrongGreedyBot(seed={self.seed})"


__all__ = ["HABITS", "StrongEvaluator", "StrongGreedyBot", "habit_points", "habits"]
