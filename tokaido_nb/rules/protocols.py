"""The public face of a game that the rules floor's words and refusals read, as a ``Protocol``.

They need a game's public state, not the ``Game`` class: typing them with ``GameLike`` keeps the
imports one way (the game package, rules/game/, uses refusals.py and words.py, never the
reverse), and says exactly what they may look at.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

from .config import Rules
from .decisions import Decision
from .state import Traveller


class GameLike(Protocol):
    """What a ``Game`` shows of itself: its travellers, the decision awaited and the road."""

    players: int
    rules: Rules
    expansions: tuple[str, ...]
    travellers: list[Traveller]
    turns: list[dict[str, Any]]
    piles: dict[str, list[str]]

    @property
    def decision(self) -> str | None: ...

    @property
    def pending(self) -> Decision | None: ...

    @property
    def to_move(self) -> int | None: ...

    @property
    def actor(self) -> int | None: ...

    def is_over(self) -> bool: ...

    @property
    def before_move(self) -> dict[str, Any]: ...

    def legal_actions(self) -> Sequence[Any]: ...

    def legal_stops(self) -> list[int]: ...

    def position(self, index: int) -> int: ...

    def kind_at(self, road_index: int) -> str: ...

    def progress_of(self, road_index: int) -> int: ...

    def road_index(self, progress: int) -> int: ...

    def next_inn(self, progress: int) -> int: ...

    def occupants(self, road_index: int) -> list[int]: ...

    def stop_blocked(self, road_index: int) -> str | None: ...
