"""The numbers of the rules, in one value a lesson can copy and change.

``OFFICIAL`` holds the printed numbers, which are also the defaults of ``Rules``. A notebook asks
"what if a full souvenir set were worth more?" with ``Rules(set_values=(1, 3, 6, 10))``: the
numbers it names change, every other one stays official (the chapters always spell a rule change
this way). The result goes to a ``Game`` or a scoring function. The board and card lists stay in
data.py.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, fields
from types import MappingProxyType
from typing import Any

from . import data as _data
from .language import _
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
    later_legendary_bonus: bool = True
    """Shodo and Emaki: whether a legendary object gained after the card adds its points too
    (the rules, and the online game from January 2021). False is the online game's older
    scoring, which gave them only for later souvenirs: the Crossroads games recorded there in
    2020 (shared/conformance/README.md, ``bga-4p-crossroads-2020``) were scored that way."""
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
    nampo_points: tuple[int, ...] = (1, 2, 3)
    """Nampo: points for a meal printed at 1, 2 or 3 coins."""
    gotozaemon_coins: int = 1

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

    def changes(self) -> dict[str, Any]:
        """The settings that differ from the official rules, as JSON values by field name: what
        a game record keeps in ``options.rules`` (empty for the official rules).

        >>> Rules(meal_points=7, later_legendary_bonus=False).changes()
        {'meal_points': 7, 'later_legendary_bonus': False}
        """
        official = OFFICIAL.to_json()
        return {name: value for name, value in self.to_json().items() if value != official[name]}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Rules:
        """Rules from ``to_json`` or ``changes`` output (a field left out keeps its official
        value); unknown keys are refused by name, and every number is checked as ``Rules(...)``
        checks it (``RulesError``)."""
        if not isinstance(data, Mapping):
            raise RulesError(
                _("rule numbers are a JSON object, not {value}").format(value=_shown(data))
            )
        known = {f for f in cls.__dataclass_fields__}
        unknown = sorted(str(key) for key in set(data) - known)
        if unknown:
            raise RulesError(
                # TRANSLATORS: {settings} lists setting names, which stay English.
                _(
                    "unknown rule settings: {settings}; the settings are the names of the fields "
                    "of Rules"
                ).format(settings=", ".join(unknown)),
                field=unknown[0],
            )
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
                # TRANSLATORS: {name} is the name of a rule setting (meal_points), kept English.
                _("{name} must be a whole number from {low} to {high}, not {value}").format(
                    name=name, low=low, high=high, value=_shown(value)
                ),
                field=name,
            )
        return value

    return check


def _numbers(low: int, high: int, fewest: int, most: int) -> Callable[[str, Any], tuple[int, ...]]:
    """A check of a list of ``fewest`` to ``most`` whole numbers, each ``low`` to ``high``."""

    def refuse(name: str, value: Any, wrong_item: bool) -> RulesError:
        if fewest == most and wrong_item:
            template = _(
                "{name} must list {fewest} whole numbers, each from {low} to {high}; {value} is "
                "not one"
            )
        elif fewest == most:
            template = _(
                "{name} must list {fewest} whole numbers, each from {low} to {high}, not {value}"
            )
        elif wrong_item:
            template = _(
                "{name} must list {fewest} to {most} whole numbers, each from {low} to {high}; "
                "{value} is not one"
            )
        else:
            template = _(
                "{name} must list {fewest} to {most} whole numbers, each from {low} to {high}, "
                "not {value}"
            )
        shown = _shown(value)
        text = template.format(name=name, fewest=fewest, most=most, low=low, high=high, value=shown)
        return RulesError(text, field=name)

    def check(name: str, value: Any) -> tuple[int, ...]:
        if not isinstance(value, (tuple, list)) or not fewest <= len(value) <= most:
            raise refuse(name, value, False)
        for item in value:
            if type(item) is not int or not low <= item <= high:
                raise refuse(name, item, True)
        return tuple(value)

    return check


def _table(keys: tuple[str, ...], low: int, high: int) -> Callable[[str, Any], Mapping[str, int]]:
    """A check of a mapping with exactly ``keys``, each to a whole number ``low`` to ``high``."""

    def check(name: str, value: Any) -> Mapping[str, int]:
        fields = {"name": name, "low": low, "high": high, "keys": ", ".join(keys)}
        if not isinstance(value, Mapping):
            text = _(
                "{name} must give a whole number from {low} to {high} to each of {keys}, not "
                "{value}"
            ).format(value=_shown(value), **fields)
            raise RulesError(text, field=name)
        missing = [key for key in keys if key not in value]
        extra = [key for key in value if key not in keys]
        if extra:
            text = _(
                "{name} must give a whole number from {low} to {high} to each of {keys}; {key} is "
                "not one"
            ).format(key=_shown(extra[0]), **fields)
            raise RulesError(text, field=name)
        if missing:
            text = _(
                "{name} must give a whole number from {low} to {high} to each of {keys}; {key} is "
                "missing"
            ).format(key=missing[0], **fields)
            raise RulesError(text, field=name)
        for key in keys:
            item = value[key]
            if type(item) is not int or not low <= item <= high:
                text = _(
                    "{name} must give a whole number from {low} to {high} to each of {keys}; "
                    "{key} is {value}"
                ).format(key=key, value=_shown(item), **fields)
                raise RulesError(text, field=name)
        return _frozen({key: value[key] for key in keys})

    return check


def _flag(name: str, value: Any) -> bool:
    """A check of a rule that is on or off (``True`` or ``False``, not a number)."""
    if type(value) is not bool:
        raise RulesError(
            _("{name} must be true or false, not {value}").format(name=name, value=_shown(value)),
            field=name,
        )
    return value


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
    "starting_coins": _table(tuple(_data.ALL_TRAVELLERS), 0, 100),
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
    # Crossroads; prices and bets up to 20 coins, the die's multipliers up to 10.
    "cherry_tree_points": _POINTS,
    "cherry_tree_coins": _COINS,
    "bathhouse_price": _whole(0, 20),
    "bathhouse_points": _POINTS,
    "gaming_room_bet": _whole(0, 20),
    "die_multipliers": _table(_data.DIE_KEYS, 0, 10),
    "amulet_price": _whole(0, 20),
    "fortune_stake": _whole(0, 20),
    "legendary_prices": _table(tuple(_data.LEGENDARY), 0, 20),
    "collection_points": _POINTS,
    "later_legendary_bonus": _flag,
    "legendary_points": _POINTS,
    "fifth_set_value": _POINTS,
    "calligraphy_price": _whole(0, 20),
    "foresight_points": _POINTS,
    "contemplation_points": _numbers(0, 100, 2, 2),  # per completed panorama, per cherry tree
    "nostalgia_points": _numbers(0, 100, 2, 2),  # per legendary object, per souvenir
    "patience_points": _numbers(0, 100, 3, 3),  # last, second to last, any other
    "perfection_points": _numbers(0, 100, 2, 2),  # per achievement card, per calligraphy
    "fasting_points": _POINTS,
    "jirocho_bet": _whole(0, 20),
    "nampo_points": _numbers(0, 100, 3, 3),  # for a meal printed at 1, 2, 3 coins
    "gotozaemon_coins": _COINS,
}


OFFICIAL = Rules()
