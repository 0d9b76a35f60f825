"""Guess the winner's move: go through a real game from one seat and guess each decision.

At each decision of the seat with a choice, the learner sees only what that seat saw
(``GuessTheMove.view``) and guesses an action before the real one is shown. Each guess is
compared with what the real player did and judged by the coach: the points the guess gave up
against the coach's best, and, where the coach and the real player disagree, the coach's
sentence on the real move. The score counts the guesses that matched the real player and the
points the guesses lost.

>>> from tokaido_nb.masters import real_games
>>> from tokaido_nb.coach.search import Budget
>>> tiny = Budget(rollouts=2, most=4, screen=1, candidates=2)
>>> walk = GuessTheMove(next(real_games(["bga-4p-base"])).record, strength=tiny)
>>> walk.seat in walk.winners, walk.finished
(True, False)
>>> guess = walk.guess(walk.legal_actions()[0])
>>> guess.matched == (guess.guess == guess.played), walk.guessed
(True, 1)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass

from ..coach.advice import advise, verdict
from ..coach.review import decision_turn, decisions
from ..coach.search import Budget
from ..record import read_record, replay
from ..record.replaying import RecordLike
from ..rules import Action, Game
from ..rules.game.observer import PlayerView

__all__ = ["Guess", "GuessTheMove"]


@dataclass(frozen=True)
class Guess:
    """One decision of the real game, the learner's guess, and what the coach says of both."""

    number: int
    """The action's place in the game's history (0 for the first action)."""
    turn: int
    """The turn the decision belongs to, counted from 1."""
    decision: str
    """The kind of decision (``Game.decision``)."""
    options: int
    """How many legal actions the decision offered."""
    guess: Action
    played: Action
    """What the real player did."""
    best: Action
    """The coach's best action."""
    guess_label: str
    played_label: str
    best_label: str
    lost: float
    """Points the guess gave up against the coach's best (0 for the best; never negative)."""
    played_lost: float
    """Points the real move gave up against the coach's best."""
    verdict: str
    """The coach's sentence on the guess."""
    why_played: str
    """The coach's sentence on the real move where the coach would have chosen otherwise, else
    an empty string."""

    @property
    def matched(self) -> bool:
        """Whether the guess is what the real player did."""
        return self.guess == self.played


class GuessTheMove:
    """A real game walked from one seat (the winner's by default), decision by decision."""

    def __init__(
        self,
        record: RecordLike,
        seat: int | None = None,
        *,
        strength: str | Budget = "quick",
        seed: int = 0,
    ) -> None:
        game = replay(read_record(record))
        self.winners: tuple[int, ...] = tuple(game.winners())
        """The seats in first place at the end of the real game."""
        choices: Counter[int] = Counter(
            position.to_move
            for position, _played in decisions(game)
            if position.to_move is not None and len(position.legal_actions()) > 1
        )
        if seat is None:
            # The winner's seat; in a game not finished, the first seat with a choice to guess.
            seat = self.winners[0] if self.winners else min(choices, default=0)
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < game.players:
            raise ValueError(
                f"there is no seat {seat!r} in this game: seats are 0 to {game.players - 1}"
            )
        self.seat = seat
        self.strength = strength
        self.seed = seed
        self.guesses: list[Guess] = []
        self._walk: Iterator[tuple[int, Game, Action]] = self._decisions_of_the_seat(game)
        self._here: tuple[int, Game, Action] | None = next(self._walk, None)
        self.decisions: int = choices[seat]
        """How many decisions with a choice the seat had in the game (what a walk guesses)."""

    def _decisions_of_the_seat(self, game: Game) -> Iterator[tuple[int, Game, Action]]:
        for number, (position, played) in enumerate(decisions(game)):
            if position.to_move == self.seat and len(position.legal_actions()) > 1:
                yield number, position, played

    @property
    def finished(self) -> bool:
        """Whether every decision of the seat has been guessed."""
        return self._here is None

    def _current(self) -> tuple[int, Game, Action]:
        if self._here is None:
            raise ValueError("the game is over: every decision of this seat has been guessed")
        return self._here

    @property
    def view(self) -> PlayerView:
        """What the seat knew at the decision to guess (never a card it could not see)."""
        return self._current()[1].view(self.seat)

    @property
    def turn(self) -> int:
        """The turn of the decision to guess, counted from 1."""
        return decision_turn(self._current()[1])

    @property
    def position(self) -> Game:
        """A copy of the game at the decision to guess, for drawing it as the seat saw it
        (``render``'s ``viewer=seat``). It holds the cards nobody could see, the piles' order
        included: show it only through a viewer, or use ``view``."""
        return self._current()[1].copy()

    def legal_actions(self) -> list[Action]:
        """The actions the seat could choose from at the decision to guess."""
        return self._current()[1].legal_actions()

    def guess(self, action: Action) -> Guess:
        """Guess ``action`` at the current decision, then move on to the seat's next one.

        An action that is not one of ``legal_actions()`` is refused (``ValueError``) and the
        walk stays where it was.
        """
        number, position, played = self._current()
        legal = position.legal_actions()
        if action not in legal:
            raise ValueError(
                f"{action!r} is not one of this decision's {len(legal)} actions: guess one of "
                "legal_actions()"
            )
        advice = advise(position, self.strength, seed=self.seed, focus=played)
        if action not in (item.action for item in advice[:1]) and action != played:
            # The guess is judged on as many deals as the best, like the real move.
            on_guess = advise(position, self.strength, seed=self.seed, focus=action)
        else:
            on_guess = advice
        said = verdict(on_guess, action)
        real = verdict(advice, played)
        decision = position.decision
        assert decision is not None  # a decision with a choice
        result = Guess(
            number=number,
            turn=decision_turn(position),
            decision=decision,
            options=len(legal),
            guess=action,
            played=played,
            best=real.best.action,
            guess_label=said.played.label,
            played_label=real.played.label,
            best_label=real.best.label,
            lost=said.lost,
            played_lost=real.lost,
            verdict=said.sentence,
            why_played="" if real.best.action == played else real.sentence,
        )
        self.guesses.append(result)
        self._here = next(self._walk, None)
        return result

    @property
    def guessed(self) -> int:
        """Decisions guessed so far."""
        return len(self.guesses)

    @property
    def matched(self) -> int:
        """Guesses that matched the real player."""
        return sum(g.matched for g in self.guesses)

    @property
    def lost(self) -> float:
        """Points the guesses gave up in all, as the coach judges them."""
        return sum(g.lost for g in self.guesses)

    def __repr__(self) -> str:
        return (
            f"<GuessTheMove seat {self.seat}: {self.matched} of {self.guessed} guesses matched, "
            f"{self.lost:.1f} points lost>"
        )
