"""The one error a player meets: an action the rules refuse."""

from __future__ import annotations


class IllegalAction(ValueError):
    """An action the rules refuse. The game that refused it is left exactly as it was.

    ``rule`` is a stable key, an id of ``shared/rules/checklist.md`` where the refusal enforces
    one (``"road.inn_stop"``), or one of the keys for play itself: ``"turn.out_of_turn"``,
    ``"turn.wrong_decision"``, ``"game.over"``, ``"action.malformed"``, ``"setup.invalid"``,
    ``"chance.unavailable"``. The message names the rule in a learner's words and the way out.
    """

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(message)
        self.rule = rule

    def __reduce__(
        self,
    ) -> tuple[
        type[IllegalAction], tuple[str, str]
    ]:  # keep .rule through pickling (process pools in simulations)
        return (type(self), (self.rule, str(self)))
