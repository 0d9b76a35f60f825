"""The numbers of the rules, in one value a lesson can copy and change.

``OFFICIAL`` holds the printed numbers, which are also the defaults of ``Rules``. A notebook asks
"what if a full souvenir set were worth more?" with ``Rules(set_values=(1, 3, 6, 10))``: the
numbers it names change, every other one stays official (the chapters always spell a rule change
this way). The result goes to a ``Game`` or a scoring function. The board and card lists stay in
data.py.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from types import MappingProxyType
from typing import Any


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
        """Rules from ``to_json`` output; unknown keys are refused by name."""
        known = {f for f in cls.__dataclass_fields__}
        unknown = sorted(set(data) - known)
        if unknown:
            raise ValueError(f"unknown rule numbers: {', '.join(unknown)}")
        values: dict[str, Any] = {}
        for key, value in data.items():
            if isinstance(value, list):
                value = tuple(value)
            elif isinstance(value, dict):
                value = _frozen(value)
            values[key] = value
        return cls(**values)


OFFICIAL = Rules()
