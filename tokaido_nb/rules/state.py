"""One traveller's side of the table: position, purse and collection.

The game moves these values; scoring reads them (``holdings``). The neutral traveller of a
two-player game has one too, holding only a position and its temple coins.
"""

from __future__ import annotations

from typing import Any

from . import data
from .config import OFFICIAL, Rules
from .frozen import EMPTY, FrozenDict, FrozenList, refuse_field
from .scoring import CATEGORIES, Holdings, breakdown

__all__ = ["CATEGORIES", "SealedTraveller", "Traveller"]


TRAVELLER_FIELDS = (
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
    "other_springs",
    "meals",
    "encounters",
    "paid",
    "encounter_stops",
    "donated",
    "achievements",
    "cherry_trees",
    "bathhouses",
    "legendary",
    "calligraphies",
    "amulets",
    "new_amulets",
    "encounter_meals",
    "finish",
    "rules",
)
"""The fields of a ``Traveller``, which ``snapshot`` and ``restore`` go through (read here, not
from ``__slots__``, which a class compiled with mypyc does not keep)."""


class Traveller:
    """The state of one traveller on the road (a player's, or the neutral one).

    Its cards are read-only lists (``frozen.FrozenList``), replaced whole when they change, so
    that a copy shares them; its panoramas a read-only dict. A game's travellers, once handed
    out (``Game.travellers``), are ``SealedTraveller``: every field refuses a new value.
    """

    __slots__ = TRAVELLER_FIELDS

    def __init__(
        self,
        index: int,
        name: str,
        key: str | None,
        neutral: bool = False,
        rules: Rules = OFFICIAL,
    ) -> None:
        self.index = index
        self.name = name
        self.key = key  # traveller key, None in the initiatory journey and for the neutral
        self.neutral = neutral
        self.progress = 0  # steps walked from the start inn: 0 .. 54
        self.arrival = 0  # arrival stamp; a later arrival on the same space is further behind
        self.coins = 0
        self.souvenirs: list[str] = EMPTY
        self.panoramas: dict[str, int] = NO_PANORAMA
        self.hot_springs: list[int] = EMPTY  # the cards that count for Bather
        self.other_springs: list[int] = EMPTY  # hot spring cards that score but not for Bather
        self.meals: list[str] = EMPTY
        self.encounters: list[str] = EMPTY
        self.paid: list[str] = EMPTY  # New Encounters paid for
        self.encounter_stops = 0  # encounter spaces stopped at (Umegae scores each)
        self.donated = 0  # coins in the temple, for the ranking
        self.achievements: list[str] = EMPTY  # achievement cards won on the way
        # Crossroads (reference (e)).
        self.cherry_trees = 0
        self.bathhouses = 0
        self.legendary: list[str] = EMPTY  # legendary objects, in the order bought
        self.calligraphies: list[str] = EMPTY  # secret until the end
        self.amulets: list[str] = EMPTY  # secret; each goes back to the stack once played
        self.new_amulets: list[str] = EMPTY  # those bought this turn, not to be played yet
        self.encounter_meals: list[str] = EMPTY  # meals Itamae gave away from an inn (in meals)
        self.finish = 0  # 1 for the first player to reach the end of the road, 2 next ...
        self.rules = rules  # the numbers its points are counted with

    def completed(self, panorama: str) -> bool:
        """Whether this traveller holds every section of ``panorama``."""
        return self.panoramas[panorama] >= self.rules.panorama_lengths[panorama]

    def open_panoramas(self) -> list[str]:
        """The panoramas this traveller has not completed, in board order."""
        return [p for p in data.PANORAMAS if not self.completed(p)]

    def can_play(self, amulet: str) -> bool:
        """Whether this traveller holds ``amulet`` from an earlier turn (an amulet bought this
        turn cannot be played yet, reference (e))."""
        return amulet in self.amulets and amulet not in self.new_amulets

    def holdings(self) -> Holdings:
        """What this traveller holds, as scoring reads it."""
        return Holdings(
            traveller=self.key,
            souvenirs=tuple(data.SOUVENIRS[card][0] for card in self.souvenirs),
            panoramas=dict(self.panoramas),
            firsts=tuple(self.achievements),
            hot_springs=tuple(self.hot_springs),
            other_springs=tuple(self.other_springs),
            meals=tuple(self.meals),
            encounters=tuple(self.encounters),
            paid=tuple(self.paid),
            encounter_stops=self.encounter_stops,
            temple_coins=self.donated,
            cherry_trees=self.cherry_trees,
            bathhouses=self.bathhouses,
            legendary=tuple(self.legendary),
            calligraphies=tuple(self.calligraphies),
            encounter_meals=tuple(self.encounter_meals),
            coins=self.coins,
            finish=self.finish,
        )

    @property
    def points(self) -> dict[str, int]:
        """Points so far by category (see ``CATEGORIES``); the end-of-journey awards are the
        game's to add (``Game.breakdown``). The neutral traveller scores nothing."""
        if self.neutral:
            return dict.fromkeys(CATEGORIES, 0)
        return breakdown(self.holdings(), self.rules)

    @property
    def score(self) -> int:
        """Points so far (the end-of-journey awards are added when the journey ends)."""
        return sum(self.points.values())

    def snapshot(self) -> dict[str, Any]:
        """Every field as plain values, for equality and JSON (the points included)."""
        values = {name: _plain(getattr(self, name)) for name in TRAVELLER_FIELDS if name != "rules"}
        values["points"] = self.points
        return values

    def copy(self) -> Traveller:
        """An independent copy (never sealed: a copy is the caller's own)."""
        # Written out field by field: every action copies the traveller it changes (for undo),
        # and a loop over the slots costs several times more. The cards are read-only lists,
        # replaced whole when they change: shared.
        other = Traveller.__new__(Traveller)
        other.index = self.index
        other.name = self.name
        other.key = self.key
        other.neutral = self.neutral
        other.progress = self.progress
        other.arrival = self.arrival
        other.coins = self.coins
        other.souvenirs = self.souvenirs
        other.panoramas = self.panoramas
        other.hot_springs = self.hot_springs
        other.other_springs = self.other_springs
        other.meals = self.meals
        other.encounters = self.encounters
        other.paid = self.paid
        other.encounter_stops = self.encounter_stops
        other.donated = self.donated
        other.achievements = self.achievements
        other.cherry_trees = self.cherry_trees
        other.bathhouses = self.bathhouses
        other.legendary = self.legendary
        other.calligraphies = self.calligraphies
        other.amulets = self.amulets
        other.new_amulets = self.new_amulets
        other.encounter_meals = self.encounter_meals
        other.finish = self.finish
        other.rules = self.rules
        return other

    def restore(self, saved: Traveller) -> None:
        """Take every value of ``saved`` (a copy of this traveller made earlier), in place: a
        list or dict as a read-only one (the values of a copy are, and are shared)."""
        for name in TRAVELLER_FIELDS:
            value = getattr(saved, name)
            if type(value) is list:
                value = FrozenList(value)
            elif type(value) is dict:
                value = FrozenDict(value)
            object.__setattr__(self, name, value)

    def __reduce__(self) -> tuple[Any, ...]:
        # A sealed traveller refuses the setattr with which pickle and copy rebuild a slotted
        # object: rebuilt as a plain one.
        return (_rebuilt, (tuple(getattr(self, name) for name in TRAVELLER_FIELDS),))


NO_PANORAMA: dict[str, int] = FrozenDict({"paddy": 0, "mountain": 0, "sea": 0})
"""A traveller's panorama sections at the start."""


class SealedTraveller(Traveller):
    """A traveller of a game, as the game hands it out: read like any ``Traveller``, but each
    field refuses a new value (``frozen.ReadOnlyState``), as would each of its lists and dicts:
    a change from outside would bypass the game's undo journal. The game unseals one for the
    time it plays an action on it (``seal``, ``unseal``)."""

    __slots__ = ()

    def __setattr__(self, name: str, value: Any) -> None:
        refuse_field(f"Traveller.{name}")

    def __delattr__(self, name: str) -> None:
        refuse_field(f"Traveller.{name}")


def seal(traveller: Traveller) -> None:
    """Make a game's traveller refuse every change (``SealedTraveller``)."""
    traveller.__class__ = SealedTraveller


SET_CLASS = object.__dict__["__class__"].__set__
"""``object``'s own setter of ``__class__``: how the game seals and unseals a traveller (a
``SealedTraveller`` refuses a plain ``__class__`` assignment, as every other field)."""


def unseal(traveller: Traveller) -> None:
    """Let the game change a sealed traveller again (``seal`` undone)."""
    SET_CLASS(traveller, Traveller)


def _rebuilt(values: tuple[Any, ...]) -> Traveller:
    traveller = Traveller.__new__(Traveller)
    for name, value in zip(TRAVELLER_FIELDS, values, strict=True):
        setattr(traveller, name, value)
    return traveller


def _plain(value: Any) -> Any:
    if isinstance(value, dict):
        return dict(value)
    if isinstance(value, list):
        return list(value)
    return value
