"""The decisions of a journey as small frozen values: what the traveller to decide is shown.

``Game.pending`` is one of these, and ``Game.decision`` its ``kind``. Each class names its kind,
the action that answers it, and, as fields, what the decision is about: the travellers dealt,
the souvenirs revealed, the meals shown. A field misspelt is an ``AttributeError`` that lists
the right ones, not a silent ``KeyError``. A new kind of decision is one more class here (its
legal actions and its effect are the game's, its words are in words.py).

>>> VillageShop(revealed=("koma", "geta", "ukiyoe"))
VillageShop(revealed=('koma', 'geta', 'ukiyoe'))
>>> VillageShop.kind, VillageShop.answer.__name__
('buy', 'Buy')
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, ClassVar

from .actions import (
    Bet,
    Buy,
    ChooseOption,
    ChooseTraveller,
    Donate,
    Eat,
    KeepEncounter,
    KeepMeal,
    Move,
    Pay,
    PlayAmulet,
    TakeAmulet,
    TakeCalligraphy,
    TakeLegendary,
    TakePanorama,
)
from .state import Traveller

DECISIONS: dict[str, type[Decision]] = {}
"""Every kind of decision (``Game.decision``) and its class, filled as the classes are defined."""


class Decision:
    """A decision awaited. Subclasses set ``kind`` and ``answer`` and list what is shown, as
    frozen dataclasses; each registers itself in ``DECISIONS``."""

    __slots__ = ()
    kind: ClassVar[str] = ""
    answer: ClassVar[type] = object
    """The action class that answers it."""
    # Each kind is a dataclass (the annotation alone, no value: it tells type checkers that
    # ``fields`` may read a decision's fields).
    __dataclass_fields__: ClassVar[dict[str, Any]]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        # No super() call: dataclass(slots=True) rebuilds each class, which breaks a bare super().
        if cls.kind:
            DECISIONS[cls.kind] = cls

    def cards(self, traveller: Traveller) -> list[tuple[str, Any]]:
        """The cards the decision is about, as ``(card kind, key)`` pairs for a drawing (the
        ``traveller`` deciding tells which panorama section comes next)."""
        return []

    def as_context(self) -> dict[str, Any]:
        """The fields as a plain dict of lists and values (the old ``Game.context``)."""
        values = {}
        for f in fields(self):
            value = getattr(self, f.name)
            values[f.name] = list(value) if isinstance(value, tuple) else value
        return values


@dataclass(frozen=True, slots=True)
class TravellerDeal(Decision):
    """Two traveller tiles dealt at set-up; the player keeps one."""

    kind: ClassVar[str] = "traveller"
    answer: ClassVar[type] = ChooseTraveller
    dealt: tuple[str, ...]

    def cards(self, traveller: Traveller) -> list[tuple[str, Any]]:
        return [("traveller", key) for key in self.dealt]


@dataclass(frozen=True, slots=True)
class NextStop(Decision):
    """The traveller furthest behind walks on: where does it stop?

    ``vitality`` (Crossroads): the traveller is not the one furthest behind but the one in the
    lead, who played the Vitality amulet and moves again.
    """

    kind: ClassVar[str] = "move"
    answer: ClassVar[type] = Move
    vitality: bool = False


@dataclass(frozen=True, slots=True)
class TempleOffering(Decision):
    """At a temple: how many coins to give (and, for Hirotada, whether to add the bank's)."""

    kind: ClassVar[str] = "donate"
    answer: ClassVar[type] = Donate


@dataclass(frozen=True, slots=True)
class VillageShop(Decision):
    """At a village: which of the revealed souvenirs to buy."""

    kind: ClassVar[str] = "buy"
    answer: ClassVar[type] = Buy
    revealed: tuple[str, ...]

    def cards(self, traveller: Traveller) -> list[tuple[str, Any]]:
        return [("souvenir", card) for card in self.revealed]


@dataclass(frozen=True, slots=True)
class TwoEncounters(Decision):
    """Yoshiyasu drew two encounter cards: which one he keeps."""

    kind: ClassVar[str] = "keep_encounter"
    answer: ClassVar[type] = KeepEncounter
    drawn: tuple[str, ...]

    def cards(self, traveller: Traveller) -> list[tuple[str, Any]]:
        return [("encounter", card) for card in self.drawn]


@dataclass(frozen=True, slots=True)
class PanoramaChoice(Decision):
    """Which panorama's next section to take.

    ``reason`` says who offers it: ``"hiroshige"`` at an inn, ``"annaibito"`` when the guide's
    own panorama is complete, ``"kitoushi"`` once his coin is paid. ``options`` are the
    panoramas not complete; ``may_decline`` whether taking none is allowed.
    """

    kind: ClassVar[str] = "panorama"
    answer: ClassVar[type] = TakePanorama
    reason: str
    options: tuple[str, ...]
    may_decline: bool

    def cards(self, traveller: Traveller) -> list[tuple[str, Any]]:
        return [("panorama", (p, traveller.panoramas[p] + 1)) for p in self.options]


@dataclass(frozen=True, slots=True)
class EncounterFee(Decision):
    """A New Encounter asks for a coin: pay it, or not."""

    kind: ClassVar[str] = "pay"
    answer: ClassVar[type] = Pay
    card: str

    def cards(self, traveller: Traveller) -> list[tuple[str, Any]]:
        return [("encounter", self.card)]


@dataclass(frozen=True, slots=True)
class FreeMeal(Decision):
    """Satsuki is given a meal from the pile: keep it, or refuse it and choose at the inn."""

    kind: ClassVar[str] = "keep_meal"
    answer: ClassVar[type] = KeepMeal
    card: str

    def cards(self, traveller: Traveller) -> list[tuple[str, Any]]:
        return [("meal", self.card)]


@dataclass(frozen=True, slots=True)
class InnMeal(Decision):
    """At an inn: which of the meals shown to eat, if any."""

    kind: ClassVar[str] = "eat"
    answer: ClassVar[type] = Eat
    shown: tuple[str, ...]

    def cards(self, traveller: Traveller) -> list[tuple[str, Any]]:
        return [("meal", meal) for meal in self.shown]


# --- Crossroads (reference (e)) ---------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class StopOption(Decision):
    """At a stop but an inn: the base action or the Crossroads ``option`` (``cherry_tree``,
    ``bathhouse``, ``gaming_room``, ``amulet``, ``legendary``, ``calligraphy``).

    ``space`` is the kind of stop; ``both`` names what lets the traveller take both actions
    (``"kita"``, ``"miyataka"`` or the ``"health"`` amulet), None when they may not; ``base``
    whether the base action is open (not on a completed panorama, whose space is open to the
    cherry tree alone), ``open`` whether the option is (a card left, and the coins a bathhouse
    or the gaming room's bet asks). Both actions, in an order, are offered when the first of
    them is open (the first may open the second: a farm's coins pay the gaming room's bet); when
    the second cannot be done after the first, it is left out and the turn says so
    (``"declined"``, docs/record-format.md).
    """

    kind: ClassVar[str] = "option"
    answer: ClassVar[type] = ChooseOption
    space: str
    option: str
    both: str | None = None
    base: bool = True
    open: bool = True


@dataclass(frozen=True, slots=True)
class AmuletShop(Decision):
    """At a temple: which amulet of the stack to buy (the stack is ``offered``), or none;
    ``bank_coin`` says whether Hirotada may add the bank's coin (he does not when he donates at
    this stop too)."""

    kind: ClassVar[str] = "amulet"
    answer: ClassVar[type] = TakeAmulet
    offered: tuple[str, ...]
    bank_coin: bool = False

    def cards(self, traveller: Traveller) -> list[tuple[str, Any]]:
        return [("amulet", card) for card in self.offered]


@dataclass(frozen=True, slots=True)
class LegendaryShop(Decision):
    """At a village: which legendary object left to buy (``offered``), or none."""

    kind: ClassVar[str] = "legendary"
    answer: ClassVar[type] = TakeLegendary
    offered: tuple[str, ...]

    def cards(self, traveller: Traveller) -> list[tuple[str, Any]]:
        return [("legendary", card) for card in self.offered]


@dataclass(frozen=True, slots=True)
class CalligraphyShop(Decision):
    """At an encounter: which calligraphy left to buy (``offered``), or none."""

    kind: ClassVar[str] = "calligraphy"
    answer: ClassVar[type] = TakeCalligraphy
    offered: tuple[str, ...]

    def cards(self, traveller: Traveller) -> list[tuple[str, Any]]:
        return [("calligraphy", card) for card in self.offered]


@dataclass(frozen=True, slots=True)
class AmuletMoment(Decision):
    """The moment to play an amulet held: Fortune before a move, Vitality after a stop that put
    the traveller in the lead. Play it, or keep it."""

    kind: ClassVar[str] = "play_amulet"
    answer: ClassVar[type] = PlayAmulet
    amulet: str

    def cards(self, traveller: Traveller) -> list[tuple[str, Any]]:
        return [("amulet", self.amulet)]


@dataclass(frozen=True, slots=True)
class FortuneBet(Decision):
    """Jirocho at an inn on the way: bet ``stake`` coins on the fortune die, or not."""

    kind: ClassVar[str] = "bet"
    answer: ClassVar[type] = Bet
    stake: int


DECISION_ACTIONS: dict[str, type] = {kind: cls.answer for kind, cls in DECISIONS.items()}
"""Each kind of decision and the action class that answers it."""

ACTIONS = tuple(DECISION_ACTIONS.values())
"""Every action class of the game."""

__all__ = [
    "ACTIONS",
    "DECISIONS",
    "DECISION_ACTIONS",
    "AmuletMoment",
    "AmuletShop",
    "CalligraphyShop",
    "Decision",
    "EncounterFee",
    "FortuneBet",
    "LegendaryShop",
    "StopOption",
    "FreeMeal",
    "InnMeal",
    "NextStop",
    "PanoramaChoice",
    "TempleOffering",
    "TravellerDeal",
    "TwoEncounters",
    "VillageShop",
]
