"""Scoring access: the points of a game so far, or final once the journey is over.

``Game.scores()``, ``breakdowns()``, ``achievements()``, ``ranks()``, ``winners()``, ``result()``
and ``journey_score()`` all read one ``scoring.score_journey`` of the travellers' holdings,
kept once the journey is over.

Seams: reads the fields of core.py and calls ``rules/scoring.py``; no other room.
"""

from __future__ import annotations

import dataclasses

from ..scoring import JourneyScore, final_ranks, score_journey
from .draws import Draws


class Scoring(Draws):
    """The scores of a game (see the module's docstring)."""

    __slots__ = ()

    def _score(self) -> JourneyScore:
        if self._over and self._final is not None:
            return self._final
        players = [t for t in self._travellers if not t.neutral]
        neutral = [t for t in self._travellers if t.neutral]
        scored = score_journey(
            [t.holdings() for t in players],
            self._rules,
            final=self._over,
            neutral_temple_coins=neutral[0].donated if neutral else None,
            neutral_finish=neutral[0].finish if neutral else None,
        )
        if self._over:
            self._final = scored
        return scored

    def journey_score(self) -> JourneyScore:
        """The whole table's score from one computation: each player's points by category
        (``.breakdowns``), achievement cards (``.achievements``) and total (``.scores``), so far
        during the journey, final once it is over. ``scores()``, ``breakdowns()`` and
        ``achievements()`` give the same parts one by one."""
        scored = self._score()
        # Copies: the final score is kept, and a caller's change must not reach it.
        return dataclasses.replace(
            scored,
            breakdowns=tuple(dict(b) for b in scored.breakdowns),
            end_game_totals=dict(scored.end_game_totals),
        )

    def scores(self) -> list[int]:
        """Each player's points: so far during the journey, final once it is over."""
        return self._score().scores

    def breakdowns(self) -> list[dict[str, int]]:
        """Each player's points by category (see scoring.CATEGORIES), awards included at the end."""
        return [dict(b) for b in self._score().breakdowns]

    def breakdown(self, player: int) -> dict[str, int]:
        """One player's points by category."""
        return self.breakdowns()[player]

    def achievements(self) -> list[list[str]]:
        """Achievement cards each player holds (end-of-journey ones once the journey is over)."""
        return [list(cards) for cards in self._score().achievements]

    def ranks(self) -> list[int]:
        """Final places (1 = winner), ties broken by achievement cards, then shared."""
        scored = self._score()
        return final_ranks(scored.scores, [len(a) for a in scored.achievements])

    def winners(self) -> list[int]:
        """The players in first place (several on a shared victory); empty before the end."""
        if not self._over:
            return []
        return [i for i, rank in enumerate(self.ranks()) if rank == 1]

    def result(self) -> dict[str, list[int]]:
        """Scores, coins and achievement counts of every player, as a game record's result."""
        return {
            "scores": self.scores(),
            "coins": [t.coins for t in self._travellers if not t.neutral],
            "achievements": [len(a) for a in self.achievements()],
        }
