"""The numbers of the rules, in one value a lesson can copy and change.

``OFFICIAL`` holds the printed numbers. A notebook asks "what if a full souvenir set were worth
more?" with ``dataclasses.replace(OFFICIAL, set_values=(1, 3, 6, 10))`` and passes the result to
a ``Game`` or a scoring function. The board and card lists stay in data.py.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields
from types import MappingProxyType
from typing import Any

from . import data as _data
from .untrusted import short_repr


def _frozen(mapping: dict[str, int]) -> Mapping[str, int]:
    return MappingProxyType(dict(mapping))


@dataclass(frozen=True)
class Rules:
    """Every rule number of Tokaido, with the official values as defaults (reference (b)-(d))."""

    set_values: tuple[int, ...] = (1, 3, 5, 7)
    temple_awards: tuple[int, ...] = (10, 7, 4)
    temple_other_award: int = 2
    achievement_points: int = 3
    meal_points: int = 6
    panorama_lengths: Mapping[str, int] = field(
        default_factory=lambda: _frozen({"paddy": 3, "mountain": 4, "sea": 5})
    )
    panorama_copies: int = 5
    starting_coins: Mapping[str, int] = field(
        default_factory=lambda: _frozen(
            {
                "hiroshige": 3,
                "chuubei": 4,
                "kinko": 7,
                "yoshiyasu": 9,
                "satsuki": 2,
                "mitsukuni": 6,
                "sasayakko": 5,
                "hirotada": 8,
                "umegae": 5,
                "zen_emon": 6,
            }
        )
    )
    initiatory_coins: int = 7
    preparations_bonus: tuple[int, ...] = (2, 1, 0, -1, -1)
    farm_coins: int = 3
    max_donation: int = 3
    meal_hand_extra: int = 1
    samurai_points: int = 3
    kuge_coins: int = 3
    miko_points: int = 1
    takuhatsuso_points: int = 4
    kinko_discount: int = 1
    zen_emon_price: int = 1
    umegae_points: int = 1
    umegae_coins: int = 1
    mitsukuni_bonus: int = 1

    def __post_init__(self) -> None:
        # Every number checked once, here: a what-if typed in a lesson or on the command line
        # is refused with the field and its range, before a game can go wrong with it.
        for name, check in _CHECKS.items():
            object.__setattr__(self, name, check(name, getattr(self, name)))

    def to_json(self) -> dict[str, Any]:
        """The rules as plain JSON values."""
        # Not dataclasses.asdict: it deep-copies values, and a MappingProxyType cannot be copied.
        data: dict[str, Any] = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if isinstance(value, Mapping):
                value = dict(value)
            elif isinstance(value, tuple):
                value = list(value)
            data[f.name] = value
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Rules:
        """Rules from ``to_json`` output; unknown keys are refused by name, and every number
        is checked as ``Rules(...)`` checks it (``RulesError``)."""
        if not isinstance(data, Mapping):
            raise RulesError(f"rule numbers are a JSON object, not {_shown(data)}")
        known = {f for f in cls.__dataclass_fields__}
        unknown = sorted(str(key) for key in set(data) - known)
        if unknown:
            raise RulesError(f"unknown rule numbers: {', '.join(unknown)}", field=unknown[0])
        values: dict[str, Any] = {}
        for key, value in data.items():
            if isinstance(value, list):
                value = tuple(value)
            elif isinstance(value, dict):
                value = _frozen(value)
            values[key] = value
        return cls(**values)


class RulesError(ValueError):
    """A rule number out of its range or of the wrong kind; ``field`` names it."""

    def __init__(self, message: str, *, field: str | None = None) -> None:
        super().__init__(message)
        self.field = field


def _shown(value: Any) -> str:
    return short_repr(value)


def _whole(low: int, high: int) -> Callable[[str, Any], int]:
    """A check of one whole number from ``low`` to ``high``."""

    def check(name: str, value: Any) -> int:
        if type(value) is not int or not low <= value <= high:
            raise RulesError(
                f"{name} must be a whole number from {low} to {high}, not {_shown(value)}",
                field=name,
            )
        return value

    return check


def _numbers(low: int, high: int, fewest: int, most: int) -> Callable[[str, Any], tuple]:
    """A check of a list of ``fewest`` to ``most`` whole numbers, each ``low`` to ``high``."""
    count = f"{fewest}" if fewest == most else f"{fewest} to {most}"

    def check(name: str, value: Any) -> tuple[int, ...]:
        words = f"{name} must list {count} whole numbers, each from {low} to {high}"
        if not isinstance(value, (tuple, list)) or not fewest <= len(value) <= most:
            raise RulesError(f"{words}, not {_shown(value)}", field=name)
        for item in value:
            if type(item) is not int or not low <= item <= high:
                raise RulesError(f"{words}; {_shown(item)} is not one", field=name)
        return tuple(value)

    return check


def _table(keys: tuple[str, ...], low: int, high: int) -> Callable[[str, Any], Mapping]:
    """A check of a mapping with exactly ``keys``, each to a whole number ``low`` to ``high``."""

    def check(name: str, value: Any) -> Mapping[str, int]:
        words = f"{name} must give a whole number from {low} to {high} to each of {', '.join(keys)}"
        if not isinstance(value, Mapping):
            raise RulesError(f"{words}, not {_shown(value)}", field=name)
        missing = [key for key in keys if key not in value]
        extra = [key for key in value if key not in keys]
        if missing or extra:
            wrong = f"{_shown(extra[0])} is not one" if extra else f"{missing[0]} is missing"
            raise RulesError(f"{words}; {wrong}", field=name)
        for key in keys:
            item = value[key]
            if type(item) is not int or not low <= item <= high:
                raise RulesError(f"{words}; {key} is {_shown(item)}", field=name)
        return _frozen({key: value[key] for key in keys})

    return check


# The range of each rule number. Points and coins stay within 0 to 100; counts of cards and
# prices within what the cards and the board allow. The limits keep every game playable and
# every number printable, and leave room for any "what if" a lesson asks.
_POINTS = _whole(0, 100)
_COINS = _whole(0, 100)
_CHECKS: dict[str, Callable[[str, Any], Any]] = {
    "set_values": _numbers(0, 100, 4, 4),  # one value per card of a set of four families
    "temple_awards": _numbers(0, 100, 0, 5),  # the ranks of at most five travellers
    "temple_other_award": _POINTS,
    "achievement_points": _POINTS,
    "meal_points": _POINTS,
    "panorama_lengths": _table(_data.PANORAMAS, 1, 10),
    "panorama_copies": _whole(1, 10),
    "starting_coins": _table(tuple(_data.TRAVELLERS), 0, 100),
    "initiatory_coins": _COINS,
    "preparations_bonus": _numbers(-100, 100, 1, 5),  # one per place in the Kyoto line
    "farm_coins": _COINS,
    "max_donation": _whole(1, 3),  # the rulebook's 1 to 3; a what-if may lower the most
    "meal_hand_extra": _whole(0, 3),
    "samurai_points": _POINTS,
    "kuge_coins": _COINS,
    "miko_points": _POINTS,
    "takuhatsuso_points": _POINTS,
    "kinko_discount": _whole(0, 3),  # meals cost 1 to 3
    "zen_emon_price": _whole(0, 3),  # souvenirs cost 1 to 3
    "umegae_points": _POINTS,
    "umegae_coins": _COINS,
    "mitsukuni_bonus": _POINTS,
}


OFFICIAL = Rules()
