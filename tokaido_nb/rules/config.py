"""The numbers of the rules, in one value a lesson can copy and change.

``OFFICIAL`` holds the printed numbers. A notebook asks "what if a full souvenir set were worth
more?" with ``dataclasses.replace(OFFICIAL, set_values=(1, 3, 6, 10))`` and passes the result to
a ``Game`` or a scoring function. The board and card lists stay in data.py.
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
                # Crossroads (reference (c)), checked in the online games.
                "jirocho": 5,
                "daigoro": 3,
                "nampo": 2,
                "gotozaemon": 0,
                "miyataka": 4,
                "kita": 4,
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
    # --- Crossroads (reference (e) and the six travellers of (c)). ---
    cherry_tree_points: int = 2
    cherry_tree_coins: int = 1
    bathhouse_price: int = 1
    bathhouse_points: int = 4
    gaming_room_bet: int = 2
    die_multipliers: Mapping[str, int] = field(
        default_factory=lambda: _frozen({"x0": 0, "x1": 1, "x2": 2, "x3": 3, "x4": 4})
    )
    """What each face of the fortune die multiplies a bet by (Fortune: the coins gained)."""
    amulet_price: int = 1
    fortune_stake: int = 1
    """The Fortune amulet's coins: the die's multiplier times this, from the bank (0 to 4)."""
    legendary_prices: Mapping[str, int] = field(
        default_factory=lambda: _frozen(
            {"shodo": 1, "emaki": 1, "buppatsu": 2, "ema": 2, "murasame": 3, "masamune": 3}
        )
    )
    collection_points: int = 1
    """Shodo and Emaki: points per souvenir and legendary object held besides the card itself."""
    legendary_points: int = 8
    """Murasame and Masamune: flat points."""
    fifth_set_value: int = 9
    """What the fifth card of a souvenir set scores (a set can hold Buppatsu's or Ema's family)."""
    calligraphy_price: int = 1
    foresight_points: int = 2
    """Foresight: points per coin left at the end."""
    contemplation_points: tuple[int, ...] = (3, 1)
    """Contemplation: points per completed panorama, per cherry tree."""
    nostalgia_points: tuple[int, ...] = (2, 1)
    """Nostalgia: points per legendary object, per souvenir."""
    patience_points: tuple[int, ...] = (6, 4, 2)
    """Patience: last to arrive at the end of the road, second to last, any other."""
    perfection_points: tuple[int, ...] = (2, 1)
    """Perfection: points per achievement card, per calligraphy (itself included)."""
    fasting_points: int = 3
    """Fasting: points per inn meal not eaten, of the four a journey offers."""
    jirocho_bet: int = 1
    daigoro_souvenirs: int = 1
    nampo_points: tuple[int, ...] = (1, 2, 3)
    """Nampo: points for a meal printed at 1, 2 or 3 coins."""
    gotozaemon_coins: int = 1

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
