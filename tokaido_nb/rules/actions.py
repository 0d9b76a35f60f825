"""The decisions of Tokaido as small frozen values.

Every choice a traveller makes is one of these. ``Game.legal_actions()`` lists the ones the rules
allow at the current decision; ``Game.play`` applies one. They say nothing about who plays
them: the game knows whose decision it is.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class ChooseTraveller:
    """Keep one of the two travellers dealt at set-up."""

    traveller: str


@dataclass(frozen=True, slots=True)
class Move:
    """Walk to the road position ``to`` (0 = Kyoto ... 54 = Edo) and stop there."""

    to: int


@dataclass(frozen=True, slots=True)
class Donate:
    """Give ``coins`` (1 to 3) at a temple; Hirotada may add the bank's coin."""

    coins: int
    bank_coin: bool = False


@dataclass(frozen=True, slots=True)
class Buy:
    """Buy these revealed souvenirs (none is allowed); Zen-emon names his one-coin card."""

    souvenirs: tuple[str, ...] = ()
    one_coin: str | None = None


@dataclass(frozen=True, slots=True)
class KeepEncounter:
    """Yoshiyasu keeps this one of the two encounter cards he drew."""

    card: str


@dataclass(frozen=True, slots=True)
class TakePanorama:
    """Take the next card of this panorama (Hiroshige, Annaibito, Kitoushi); None declines."""

    panorama: str | None


@dataclass(frozen=True, slots=True)
class Pay:
    """Pay the coin a New Encounter asks for, or decline."""

    paid: bool


@dataclass(frozen=True, slots=True)
class KeepMeal:
    """Satsuki keeps her free meal, or refuses it to choose from the inn's hand."""

    kept: bool


@dataclass(frozen=True, slots=True)
class Eat:
    """Buy this meal from the inn's hand, or none."""

    meal: str | None


Action = ChooseTraveller | Move | Donate | Buy | KeepEncounter | TakePanorama | Pay | KeepMeal | Eat

ACTION_TYPES: dict[str, type] = {
    "choose_traveller": ChooseTraveller,
    "move": Move,
    "donate": Donate,
    "buy": Buy,
    "keep_encounter": KeepEncounter,
    "take_panorama": TakePanorama,
    "pay": Pay,
    "keep_meal": KeepMeal,
    "eat": Eat,
}
_TYPE_NAMES = {cls: name for name, cls in ACTION_TYPES.items()}


def action_to_json(action: Action) -> dict[str, Any]:
    """An action as a plain JSON object: ``{"type": "move", "to": 8}``."""
    data: dict[str, Any] = {"type": _TYPE_NAMES[type(action)]}
    for name in action.__slots__:  # type: ignore[union-attr]
        value = getattr(action, name)
        data[name] = list(value) if isinstance(value, tuple) else value
    return data


def action_from_json(data: dict[str, Any]) -> Action:
    """The action written by ``action_to_json``; a clear ValueError for anything else."""
    if not isinstance(data, dict) or data.get("type") not in ACTION_TYPES:
        raise ValueError(f"not an action: {data!r}")
    cls = ACTION_TYPES[data["type"]]
    fields = {k: v for k, v in data.items() if k != "type"}
    if cls is Buy and "souvenirs" in fields:
        fields["souvenirs"] = tuple(fields["souvenirs"])
    try:
        return cls(**fields)
    except TypeError as error:
        raise ValueError(f"not a valid {data['type']} action: {data!r}") from error


def sort_key(action: Action) -> tuple:
    """A total order over actions of one decision, so legal lists are deterministic."""
    values = []
    for name in action.__slots__:  # type: ignore[union-attr]
        value = getattr(action, name)
        values.append((value is not None, value if value is not None else 0))
    return tuple(values)
