"""Worked positions of chapter 17 (playing well) and the coach's word on them.

Each position is a real game, dealt from a seed and played by greedy bots until Aiko (Player 1)
has a move to decide after a given number of turns: the same position every time. The coach's
advice on it is worked out at the ``quick`` strength with a fixed seed, so the chapter's
exercises have one answer, and kept once worked out (a hint takes about half a second).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from functools import cache
from typing import Any

from ..players.bots import GreedyBot
from ..rules import Game
from ..rules.language import _, language
from ..rules.numbers import counted, decimal

STRENGTH = "quick"
"""The coach's strength for the chapter's positions: enough to tell a stop clearly better."""

POSITIONS: dict[str, tuple[int, int]] = {
    "worked": (4, 20),
    "tempo": (1, 6),
    "farm": (4, 34),
}
"""Each position by name: (the game's seed, the turns played before Aiko's move)."""

NAMES = ["Aiko", "Ben", "Chiyo"]


def coach_position(name: str) -> Game:
    """A fresh copy of the worked position ``name`` (``POSITIONS``): Aiko to move.

    >>> game = coach_position("tempo")
    >>> game.decision, game.to_move, game.position(0)
    ('move', 0, 4)
    """
    if name not in POSITIONS:
        said = _("There is no position {name}; positions: {names}.")
        raise ValueError(said.format(name=repr(name), names=", ".join(POSITIONS)))
    seed, turns = POSITIONS[name]
    game = Game(3, travellers=["kinko", "satsuki", "umegae"], names=NAMES, seed=seed)
    bots = [GreedyBot(seed=seed * 10 + player) for player in range(3)]
    while not (game.decision == "move" and game.to_move == 0 and len(game.turns) >= turns):
        mover = game.to_move
        assert mover is not None  # each position comes long before the journey's end
        game.play(bots[mover](game))
    return game


def position_advice(name: str) -> tuple[Any, ...]:
    """The coach's advice on the position ``name``, best first, in the language spoken now
    (kept once worked out, for each language: its reasons are sentences)."""
    return _advice(name, language())


@cache
def _advice(name: str, code: str) -> tuple[Any, ...]:
    from ..coach import advise

    return tuple(advise(coach_position(name), STRENGTH, seed=0))


def best_stop(name: str) -> int:
    """The coach's best stop in the position ``name``."""
    return position_advice(name)[0].stop


def _decimal(value: float) -> str:
    """``value`` to one decimal, with the decimal comma of French and Polish."""
    return decimal(value)


class StopVerdicts(Mapping):
    """For an exercise's wrong answers: every other open stop of a position, with what the
    coach says of it, without naming the best stop (the hints come first): what the stop gives
    and how far it walks, and how many points of value it gives up (worked out when first
    read)."""

    def __init__(self, name: str) -> None:
        self.name = name

    def _verdicts(self) -> dict[int, str]:
        advice = position_advice(self.name)
        # TRANSLATORS: {reason} is the coach's first sentence on a stop (what it gives, how far
        # it walks), without its full stop; {points} a number with one decimal, e.g. 1.5.
        return {
            item.stop: counted(
                "{reason}. The coach values it about {points} point below the best stop.",
                "{reason}. The coach values it about {points} points below the best stop.",
                _decimal(item.behind),
            ).format(reason=item.reason.split(". ")[0].rstrip("."), points=_decimal(item.behind))
            for item in advice[1:]
        }

    def __getitem__(self, stop: int) -> str:
        return self._verdicts()[stop]

    def __iter__(self) -> Iterator[int]:
        return iter(self._verdicts())

    def __len__(self) -> int:
        return len(self._verdicts())


__all__ = [
    "POSITIONS",
    "STRENGTH",
    "StopVerdicts",
    "best_stop",
    "coach_position",
    "position_advice",
]
