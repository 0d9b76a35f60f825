"""The decisions of Tokaido as small frozen values.

Every choice a traveller makes is one of these. ``Game.legal_actions()`` lists the ones the rules
allow at the current decision; ``Game.play`` applies one. They say nothing about who plays
them: the game knows whose decision it is.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, cast

QUIET_FIELDS = frozenset({"friendship", "hospitality", "devotion", "health"})
"""The Crossroads amulet fields of an action, left out of its repr and its JSON while unused, so a
base game's actions read and save as they always did (``Move(to=8)``, not
``Move(to=8, friendship=False)``)."""


def _shown_fields(action: Any) -> list[str]:
    shown = []
    for name in action.__slots__:
        value = getattr(action, name)
        if name not in QUIET_FIELDS or (value is not False and value is not None):
            shown.append(name)
    return shown


def _repr(action: Any) -> str:
    values = ", ".join(f"{name}={getattr(action, name)!r}" for name in _shown_fields(action))
    return f"{type(action).__name__}({values})"


@dataclass(frozen=True, slots=True)
class ChooseTraveller:
    """Keep one of the two travellers dealt at set-up."""

    traveller: str


@dataclass(frozen=True, slots=True, repr=False)
class Move:
    """Walk to the road position ``to`` (0 = Kyoto ... 54 = Edo) and stop there; with
    ``friendship`` (Crossroads), play the Friendship amulet to share an occupied single space."""

    to: int
    friendship: bool = False

    __repr__ = _repr


@dataclass(frozen=True, slots=True)
class Donate:
    """Give ``coins`` (1 to 3) at a temple; Hirotada may add the bank's coin."""

    coins: int
    bank_coin: bool = False


@dataclass(frozen=True, slots=True, repr=False)
class Buy:
    """Buy these revealed souvenirs (none is allowed); Zen-emon names his one-coin card; with
    ``devotion`` (Crossroads), the Devotion amulet sends the coins paid for that card to the
    temple."""

    souvenirs: tuple[str, ...] = ()
    one_coin: str | None = None
    devotion: str | None = None

    __repr__ = _repr


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


@dataclass(frozen=True, slots=True, repr=False)
class Eat:
    """Buy this meal from the inn's hand, or none; Crossroads: ``hospitality`` plays the
    Hospitality amulet (the meal is free), ``devotion`` the Devotion amulet (its coins go to the
    temple)."""

    meal: str | None
    hospitality: bool = False
    devotion: bool = False

    __repr__ = _repr


# --- Crossroads (reference (e)) ---------------------------------------------------------------
@dataclass(frozen=True, slots=True, repr=False)
class ChooseOption:
    """At a stop but an inn: the base action (``"base"``), the Crossroads option (``"option"``),
    or, for Kita, Miyataka or with the Health amulet, both in an order (``"base_first"``,
    ``"option_first"``, the record's ``both``). ``devotion`` plays the Devotion amulet on a
    bathhouse's coin; ``health`` plays Health beside Kita's or Miyataka's power, which gives
    both already (the amulet is spent for nothing, as the online game allows:
    ``data.HEALTH_BESIDE_A_POWER_OF_BOTH``)."""

    choice: str
    devotion: bool = False
    health: bool = False

    __repr__ = _repr


@dataclass(frozen=True, slots=True, repr=False)
class TakeAmulet:
    """Buy this amulet from the stack, or none; Hirotada may add the bank's coin to the temple;
    ``devotion`` sends the amulet's coin to the temple."""

    amulet: str | None
    bank_coin: bool = False
    devotion: bool = False

    __repr__ = _repr


@dataclass(frozen=True, slots=True, repr=False)
class TakeLegendary:
    """Buy this legendary object, or none; ``devotion`` sends its coins to the temple."""

    card: str | None
    devotion: bool = False

    __repr__ = _repr


@dataclass(frozen=True, slots=True, repr=False)
class TakeCalligraphy:
    """Buy this calligraphy, or none; ``devotion`` sends its coin to the temple."""

    card: str | None
    devotion: bool = False

    __repr__ = _repr


@dataclass(frozen=True, slots=True)
class PlayAmulet:
    """Play this amulet now (Fortune before a move, Vitality after a stop), or None to keep it."""

    amulet: str | None


@dataclass(frozen=True, slots=True)
class Bet:
    """Jirocho bets his coin on the fortune die at an inn, or not."""

    bet: bool


Action = (
    ChooseTraveller
    | Move
    | Donate
    | Buy
    | KeepEncounter
    | TakePanorama
    | Pay
    | KeepMeal
    | Eat
    | ChooseOption
    | TakeAmulet
    | TakeLegendary
    | TakeCalligraphy
    | PlayAmulet
    | Bet
)

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
    "choose_option": ChooseOption,
    "take_amulet": TakeAmulet,
    "take_legendary": TakeLegendary,
    "take_calligraphy": TakeCalligraphy,
    "play_amulet": PlayAmulet,
    "bet": Bet,
}
_TYPE_NAMES = {cls: name for name, cls in ACTION_TYPES.items()}


def action_to_json(action: Action) -> dict[str, Any]:
    """An action as a plain JSON object: ``{"type": "move", "to": 8}``."""
    data: dict[str, Any] = {"type": _TYPE_NAMES[type(action)]}
    for name in _shown_fields(action):
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
        return cast(Action, cls(**fields))
    except TypeError as error:
        raise ValueError(f"not a valid {data['type']} action: {data!r}") from error


def sort_key(action: Action) -> tuple[tuple[bool, Any], ...]:
    """A total order over actions of one decision, so legal lists are deterministic."""
    values = []
    for name in action.__slots__:
        value = getattr(action, name)
        values.append((value is not None, value if value is not None else 0))
    return tuple(values)
