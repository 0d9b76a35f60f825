"""What a game record is (``docs/record-format.md``): its format and version, the keys a turn may
carry at each kind of stop and for each traveller's power, the ``Record`` read from a file, its
players, and the error that names a wrong key (``RecordError``).

Split from reading.py, which re-exports the public names and reads a record; checking.py checks
one against these tables.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from ..rules import OFFICIAL, Rules, data
from ..rules.language import N_

FORMAT = "tokaido-record"
VERSION = 1

# Crossroads names (reference (i)), from the rules' tables.
CROSSROADS_OPTIONS = data.CROSSROADS_OPTIONS
AMULETS = data.AMULETS
CALLIGRAPHIES = data.CALLIGRAPHIES
LEGENDARY = tuple(data.LEGENDARY)
DIE_FACES = data.DIE_KEYS

# Keys a turn may carry, by the kind of stop (docs/record-format.md, "Turns").
BASE_KEYS: dict[str, frozenset[str]] = {
    "farm": frozenset(),
    "hot_spring": frozenset({"hot_spring"}),
    "temple": frozenset({"donate", "bank_coin"}),
    "encounter": frozenset({"drawn", "kept", "souvenir", "panorama", "paid", "meal", "hot_spring"}),
    "village": frozenset({"revealed", "bought", "one_coin"}),
    "paddy": frozenset(),
    "mountain": frozenset(),
    "sea": frozenset(),
    "inn": frozenset({"hiroshige", "chuubei", "satsuki", "shown", "meal", "discard"}),
}
CROSSROADS_KEYS: dict[str, frozenset[str]] = {
    "farm": frozenset({"option", "roll"}),
    "hot_spring": frozenset({"option"}),
    "temple": frozenset({"option", "amulet"}),
    "encounter": frozenset({"option", "calligraphy"}),
    "village": frozenset({"option", "legendary"}),
    "paddy": frozenset({"option"}),
    "mountain": frozenset({"option"}),
    "sea": frozenset({"option"}),
    "inn": frozenset({"daigoro", "jirocho"}),
}
CROSSROADS_ANYWHERE = frozenset({"both", "declined", "amulets", "fortune", "devotion", "waiting"})
# The action of a "both" turn that comes second, which is the one a "declined" may name.
SECOND = {"base_first": "option", "option_first": "base"}
WAITING = ("option", "play_amulet", "move")
CHUUBEI_KEYS = frozenset({"drawn", "souvenir", "panorama", "paid", "meal", "hot_spring"})
# Keys only one traveller's power writes.
POWER_KEYS = {
    "hiroshige": "hiroshige",
    "chuubei": "chuubei",
    "satsuki": "satsuki",
    "kept": "yoshiyasu",
    "one_coin": "zen_emon",
    "bank_coin": "hirotada",
    "daigoro": "daigoro",
    "jirocho": "jirocho",
}
# The key an encounter card's effect writes, by card.
EFFECT_KEYS = {
    "souvenir": ("shokunin",),
    "panorama": ("annaibito_paddy", "annaibito_mountain", "annaibito_sea", "kitoushi"),
    "paid": tuple(sorted(data.PAID_ENCOUNTERS)),
    "meal": ("itamae",),
    "hot_spring": ("saru",),
}
TOP_KEYS = ("format", "version", "source", "options", "players", "kyoto", "turns", "result")
RESULT_KEYS = ("scores", "coins", "achievements")
INTERMEDIATE_INNS = tuple(i for i in data.INNS if i not in (data.KYOTO, data.EDO))
# The kind of a stop in a record's messages, by board kind (translated where used, ARTICLE[kind]).
ARTICLE = {
    "inn": N_("an inn"),
    "village": N_("a village"),
    "temple": N_("a temple"),
    "encounter": N_("an encounter"),
    "paddy": N_("a paddy field"),
    "mountain": N_("a mountain"),
    "sea": N_("a sea view"),
    "hot_spring": N_("a hot spring"),
    "farm": N_("a farm"),
}
# "'{path}' names {value}, which is not ...": one whole sentence by the kind of card expected;
# {path} is a JSON key of the record, {value} the value found there.
NOT_A = {
    "souvenir": N_("'{path}' names {value}, which is not a souvenir"),
    "panorama": N_("'{path}' names {value}, which is not a panorama"),
    "meal": N_("'{path}' names {value}, which is not a meal"),
    "encounter": N_("'{path}' names {value}, which is not an encounter card"),
    "die": N_("'{path}' names {value}, which is not a die face"),
    "amulet": N_("'{path}' names {value}, which is not an amulet"),
    "calligraphy": N_("'{path}' names {value}, which is not a calligraphy"),
    "legendary": N_("'{path}' names {value}, which is not a legendary object"),
}


class RecordError(ValueError):
    """A game record that cannot be read: malformed JSON, or a key with a wrong or impossible value.

    ``path`` is the key concerned (``"turns[11].revealed"``), ``turn`` the turn number counted
    from 1 and ``player`` the record's player index, each None where it does not apply.
    """

    def __init__(
        self,
        message: str,
        *,
        path: str | None = None,
        turn: int | None = None,
        player: int | None = None,
    ) -> None:
        super().__init__(message)
        self.path = path
        self.turn = turn
        self.player = player


@dataclass(frozen=True)
class RecordPlayer:
    """One player of a record: a name and a traveller key (None in the initiatory journey)."""

    name: str
    traveller: str | None


@dataclass(frozen=True)
class Record:
    """A checked game record. ``turns`` are the record's turn objects, as plain dicts.

    ``result`` holds the lists the record gives (``scores``, ``coins``, ``achievements``), or
    is None when it gives none; ``rules`` the rule settings the game was played with (its
    ``options.rules``, on top of the official ones). Build one with ``read_record``;
    ``to_json`` writes it back.
    """

    players: tuple[RecordPlayer, ...]
    kyoto: tuple[int, ...]
    turns: tuple[dict[str, Any], ...]
    variants: tuple[str, ...] = ()
    expansions: tuple[str, ...] = ()
    source: str = ""
    result: dict[str, tuple[int, ...]] | None = None
    rules: Rules = OFFICIAL

    @property
    def count(self) -> int:
        """Travellers on the road: the players, and the neutral one in a two-player game."""
        return len(self.players) + (1 if len(self.players) == 2 else 0)

    @property
    def neutral(self) -> int | None:
        """Index of the neutral traveller (2 in a two-player game), or None."""
        return 2 if len(self.players) == 2 else None

    def traveller_of(self, index: int) -> str | None:
        """The traveller key of a player index (None for the neutral one or the initiatory)."""
        if index >= len(self.players):
            return None
        return self.players[index].traveller

    def to_json(self) -> dict[str, Any]:
        """The record as the JSON object of the format."""
        out: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "source": self.source,
            "options": {
                "players": len(self.players),
                "variants": list(self.variants),
                "expansions": list(self.expansions),
            },
            "players": [{"name": p.name, "traveller": p.traveller} for p in self.players],
            "kyoto": list(self.kyoto),
            "turns": copy.deepcopy(list(self.turns)),
        }
        changes = self.rules.changes()
        if changes:
            out["options"]["rules"] = changes
        if self.result is not None:
            out["result"] = {k: list(v) for k, v in self.result.items()}
        return out
