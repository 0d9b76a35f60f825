"""One traveller's side of the table: position, purse and collection.

The game moves these values; scoring reads them. The neutral traveller of a two-player game has
one too, holding only a position and its temple coins.
"""

from __future__ import annotations

from typing import Any

CATEGORIES = (
    "panoramas",
    "souvenirs",
    "hot_springs",
    "meals",
    "encounters",
    "donations",
    "traveller",
    "achievements",
    "temple",
)
"""Score categories, in the order a score sheet lists them.

``donations`` is the point per coin given at temples (Miko's and Hirotada's bank coins
included); ``temple`` is the end-of-journey award for the temple ranking; ``traveller`` holds
the points a traveller's power gives (Mitsukuni, Umegae).
"""


class Traveller:
    """The state of one traveller on the road (a player's, or the neutral one)."""

    __slots__ = (
        "index",
        "name",
        "key",
        "neutral",
        "progress",
        "arrival",
        "coins",
        "souvenirs",
        "panoramas",
        "hot_springs",
        "meals",
        "encounters",
        "donated",
        "achievements",
        "points",
    )

    def __init__(self, index: int, name: str, key: str | None, neutral: bool = False) -> None:
        self.index = index
        self.name = name
        self.key = key  # traveller key, None in the initiatory journey and for the neutral
        self.neutral = neutral
        self.progress = 0  # steps walked from the start inn: 0 .. 54
        self.arrival = 0  # arrival stamp; a later arrival on the same space is further behind
        self.coins = 0
        self.souvenirs: list[str] = []
        self.panoramas: dict[str, int] = {"paddy": 0, "mountain": 0, "sea": 0}
        self.hot_springs: list[int] = []
        self.meals: list[str] = []
        self.encounters: list[str] = []
        self.donated = 0  # coins in the temple, for the ranking
        self.achievements: list[str] = []
        self.points: dict[str, int] = dict.fromkeys(CATEGORIES, 0)

    @property
    def score(self) -> int:
        """Points so far (the end-of-journey awards are added when the journey ends)."""
        return sum(self.points.values())

    def snapshot(self) -> dict[str, Any]:
        """Every field as plain values, for equality and JSON."""
        return {name: _plain(getattr(self, name)) for name in self.__slots__}

    def copy(self) -> Traveller:
        """An independent copy."""
        other = Traveller.__new__(Traveller)
        for name in self.__slots__:
            value = getattr(self, name)
            if isinstance(value, (list, dict)):
                value = value.copy()
            setattr(other, name, value)
        return other


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        return dict(value)
    if isinstance(value, list):
        return list(value)
    return value
