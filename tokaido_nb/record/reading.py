"""Reading a game record: the JSON of ``docs/record-format.md`` checked into a ``Record``.

Everything that can be judged from the record alone is checked here: the format and version,
the card, traveller and option names, the values a key may take at the kind of stop it is
written for, and which traveller may carry which key. Whether the choices were legal at that
moment of the journey is for the replay (replaying.py) to find out, through the rules.

Turns are numbered from 1 in messages (turn 12 is ``turns[11]``); players are the record's own
indices (``"player": 3``), so a message points at the very key to look at.
"""

from __future__ import annotations

import copy
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeGuard

from ..rules import OFFICIAL, Rules, data, untrusted
from ..rules.config import RulesError
from ..rules.language import _
from ..rules.untrusted import json_kind
from ..rules.words import plural

FORMAT = "tokaido-record"
VERSION = 1

# Crossroads names (reference (i)), from the rules' tables.
CROSSROADS_OPTIONS = data.CROSSROADS_OPTIONS
AMULETS = data.AMULETS
CALLIGRAPHIES = data.CALLIGRAPHIES
LEGENDARY = tuple(data.LEGENDARY)
DIE_FACES = data.DIE_KEYS

# Keys a turn may carry, by the kind of stop (docs/record-format.md, "Turns").
_BASE_KEYS: dict[str, frozenset[str]] = {
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
_CROSSROADS_KEYS: dict[str, frozenset[str]] = {
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
_CROSSROADS_ANYWHERE = frozenset({"both", "declined", "amulets", "fortune", "devotion", "waiting"})
# The action of a "both" turn that comes second, which is the one a "declined" may name.
_SECOND = {"base_first": "option", "option_first": "base"}
_WAITING = ("option", "play_amulet", "move")
_CHUUBEI_KEYS = frozenset({"drawn", "souvenir", "panorama", "paid", "meal", "hot_spring"})
# Keys only one traveller's power writes.
_POWER_KEYS = {
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
_EFFECT_KEYS = {
    "souvenir": ("shokunin",),
    "panorama": ("annaibito_paddy", "annaibito_mountain", "annaibito_sea", "kitoushi"),
    "paid": tuple(sorted(data.PAID_ENCOUNTERS)),
    "meal": ("itamae",),
    "hot_spring": ("saru",),
}
_TOP_KEYS = ("format", "version", "source", "options", "players", "kyoto", "turns", "result")
_RESULT_KEYS = ("scores", "coins", "achievements")
_INTERMEDIATE_INNS = tuple(i for i in data.INNS if i not in (data.KYOTO, data.EDO))
_ARTICLE = {
    "inn": "an inn",
    "village": "a village",
    "temple": "a temple",
    "encounter": "an encounter",
    "paddy": "a paddy field",
    "mountain": "a mountain",
    "sea": "a sea view",
    "hot_spring": "a hot spring",
    "farm": "a farm",
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


def read_record(source: Record | Mapping[str, Any] | str | os.PathLike[str]) -> Record:
    """A checked ``Record`` from a file path, a JSON object (dict) or a ``Record``.

    Raises ``RecordError`` naming the key and the turn for anything malformed: not JSON, a wrong
    format or version, an unknown card, traveller, variant or key, an impossible value.
    """
    if isinstance(source, Record):
        return source
    try:
        if isinstance(source, (str, os.PathLike)):
            path = Path(source)
            try:
                text = untrusted.read_file(path)
            except OSError as error:
                # TRANSLATORS: {path} is a file's path, {error} why it could not be read.
                message = _("cannot read {path}: {error}")
                raise RecordError(
                    message.format(path=path, error=error.strerror or error)
                ) from error
            except untrusted.UntrustedInputError as error:
                message = _("cannot read {path}: {error}")
                raise RecordError(message.format(path=path, error=error)) from error
            source = untrusted.parse_json(text)
        elif isinstance(source, Mapping):
            untrusted.check_value(source)  # a dict from anywhere: the same limits as a file
    except untrusted.UntrustedInputError as error:
        raise RecordError(str(error), path=error.where) from error
    if not isinstance(source, Mapping):
        # TRANSLATORS: {kind} says what the file holds instead ("a list", "the number 3").
        message = _("a game record is a JSON object, not {kind}").format(kind=json_kind(source))
        raise RecordError(message, path="")
    return _Checker(source).record()


# ---------------------------------------------------------------------------------- checking


def _is_int(value: Any) -> TypeGuard[int]:
    """Whether ``value`` is a whole number of JSON's (``True`` and ``False`` are not)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _names(values: Any) -> str:
    return ", ".join(str(v) for v in values)


class _Checker:
    """Walks a record's JSON and raises ``RecordError`` at the first problem."""

    def __init__(self, raw: Mapping[str, Any]) -> None:
        self.raw = raw
        self.turn: int | None = None  # number of the turn being checked, from 1
        self.settings: Rules = OFFICIAL  # the record's rules, once its options are read
        self.player: int | None = None

    def fail(self, path: str, problem: str) -> RecordError:
        if self.turn is not None:
            who = f" (player {self.player})" if self.player is not None else ""
            where = f"turn {self.turn}{who}"
            full = f"turns[{self.turn - 1}]" + (f".{path}" if path else "")
            return RecordError(f"{where}: {problem}", path=full, turn=self.turn, player=self.player)
        return RecordError(problem, path=path)

    # ------------------------------------------------------------------ the whole record
    def record(self) -> Record:
        raw = self.raw
        fmt = raw.get("format")
        if fmt != FORMAT:
            # TRANSLATORS: 'format' is a key of the record's JSON, kept as it is; {format} is
            # the value a game record has there ('tokaido-record').
            if "format" not in raw:
                problem = _("'format' is missing: a game record has {format}")
            else:
                problem = _("'format' is {value}: a game record has {format}")
            raise self.fail("format", problem.format(value=repr(fmt), format=repr(FORMAT)))
        version = raw.get("version")
        if version != VERSION or not _is_int(version):
            if "version" not in raw:
                problem = _("'version' is missing: this reader knows version {version} only")
            else:
                problem = _("'version' is {value}: this reader knows version {version} only")
            raise self.fail("version", problem.format(value=json_kind(version), version=VERSION))
        for key in raw:
            if key not in _TOP_KEYS:
                raise self.fail(
                    key, f"unknown key {key!r}; a record has the keys {_names(_TOP_KEYS)}"
                )
        for key in ("options", "players", "kyoto", "turns"):
            if key not in raw:
                raise self.fail(key, f"the record has no {key!r}")
        source = raw.get("source", "")
        if not isinstance(source, str):
            raise self.fail("source", f"'source' is free text, not {json_kind(source)}")
        count, variants, expansions = self.options(raw["options"])
        rules = self.settings = self.rules(raw["options"].get("rules", {}))
        self.variants, self.expansions = variants, expansions
        self.players = self.player_list(raw["players"], count, variants, expansions)
        self.count = count + (1 if count == 2 else 0)
        kyoto = self.kyoto(raw["kyoto"])
        turns = raw["turns"]
        if not isinstance(turns, list):
            raise self.fail("turns", f"'turns' is a list of turns, not {json_kind(turns)}")
        most = self.count * data.EDO  # every turn takes a traveller one space forward at least
        if len(turns) > most:
            raise self.fail(
                "turns",
                f"'turns' lists {len(turns):,} turns, but {self.count} travellers reach Edo in "
                f"{most} turns at most",
            )
        checked = tuple(self.check_turn(number, turn) for number, turn in enumerate(turns, 1))
        self.turn = self.player = None
        result = self.result(raw.get("result"), count) if "result" in raw else None
        return Record(
            players=self.players,
            kyoto=kyoto,
            turns=checked,
            variants=variants,
            expansions=expansions,
            source=source,
            result=result,
            rules=rules,
        )

    def options(self, options: Any) -> tuple[int, tuple[str, ...], tuple[str, ...]]:
        if not isinstance(options, Mapping):
            raise self.fail("options", f"'options' is an object, not {json_kind(options)}")
        for key in options:
            if key not in ("players", "variants", "expansions", "rules"):
                raise self.fail(
                    f"options.{key}",
                    f"unknown key 'options.{key}'; options are players, variants, expansions, "
                    "rules",
                )
        players = options.get("players")
        if not _is_int(players) or not 2 <= players <= 5:
            shown = "missing" if "players" not in options else json_kind(players)
            raise self.fail(
                "options.players",
                f"'options.players' is {shown}: Tokaido is played by 2 to 5 players",
            )
        lists = []
        for key, known in (("variants", data.VARIANTS), ("expansions", data.EXPANSIONS)):
            values = options.get(key, [])
            if not isinstance(values, list):
                raise self.fail(
                    f"options.{key}",
                    f"'options.{key}' is a list, not {json_kind(values)}",
                )
            for i, value in enumerate(values):
                if value not in known:
                    raise self.fail(
                        f"options.{key}[{i}]",
                        f"'options.{key}' names {value!r}, which is not one of {_names(known)}",
                    )
            if len(set(values)) != len(values):
                raise self.fail(f"options.{key}", f"'options.{key}' names one twice")
            lists.append(tuple(values))
        return players, lists[0], lists[1]

    def rules(self, changes: Any) -> Rules:
        """The rule settings of ``options.rules``: the official ones but those it names."""
        if not isinstance(changes, Mapping):
            raise self.fail(
                "options.rules", f"'options.rules' is an object, not {json_kind(changes)}"
            )
        try:
            return Rules.from_json(changes)
        except RulesError as error:
            where = f"options.rules.{error.field}" if error.field else "options.rules"
            raise self.fail(where, f"'options.rules': {error}") from error

    def player_list(
        self, players: Any, count: int, variants: tuple[str, ...], expansions: tuple[str, ...]
    ) -> tuple[RecordPlayer, ...]:
        if not isinstance(players, list):
            raise self.fail("players", f"'players' is a list, not {json_kind(players)}")
        if len(players) != count:
            raise self.fail(
                "players",
                f"'players' lists {len(players)} players, but 'options.players' says {count}",
            )
        initiatory = "initiatory" in variants
        known = list(data.TRAVELLERS)
        if "crossroads" in expansions:
            known += list(data.CROSSROADS_TRAVELLERS)
        out = []
        for i, player in enumerate(players):
            path = f"players[{i}]"
            if not isinstance(player, Mapping):
                raise self.fail(path, f"'{path}' is an object, not {json_kind(player)}")
            for key in player:
                if key not in ("name", "traveller"):
                    raise self.fail(
                        f"{path}.{key}", f"unknown key '{path}.{key}'; a player has name, traveller"
                    )
            name = player.get("name")
            if not isinstance(name, str) or not name.strip():
                raise self.fail(f"{path}.name", f"'{path}.name' must be a non-empty text")
            problem = untrusted.name_problem(name)
            if problem:
                raise self.fail(f"{path}.name", f"'{path}.name' is not a name: {problem}")
            if "traveller" not in player:
                raise self.fail(f"{path}.traveller", f"'{path}' has no 'traveller'")
            key = player["traveller"]
            if initiatory:
                if key is not None:
                    raise self.fail(
                        f"{path}.traveller",
                        f"'{path}.traveller' is {key!r}, but the initiatory journey has no "
                        "travellers: it must be null",
                    )
            elif key is None:
                raise self.fail(
                    f"{path}.traveller",
                    f"'{path}.traveller' is null, but only the initiatory journey has no "
                    "travellers",
                )
            elif (
                isinstance(key, str)
                and key in data.CROSSROADS_TRAVELLERS
                and "crossroads" not in expansions
            ):
                raise self.fail(
                    f"{path}.traveller",
                    f"'{path}.traveller' is {key!r}, a Crossroads traveller, but "
                    "'options.expansions' does not list crossroads",
                )
            elif key not in known:
                raise self.fail(
                    f"{path}.traveller",
                    f"'{path}.traveller' names {key!r}, which is not a traveller; travellers: "
                    f"{_names(known)}",
                )
            out.append(RecordPlayer(name, key))
        keys = [p.traveller for p in out if p.traveller is not None]
        for key in keys:
            if keys.count(key) > 1:
                raise self.fail(
                    "players", f"'players' gives {key!r} to two players; each tile exists once"
                )
        return tuple(out)

    def kyoto(self, kyoto: Any) -> tuple[int, ...]:
        expected = list(range(self.count))
        if (
            not isinstance(kyoto, list)
            or not all(_is_int(i) for i in kyoto)
            or sorted(kyoto) != expected
        ):
            shown = kyoto if isinstance(kyoto, list) else json_kind(kyoto)
            raise self.fail(
                "kyoto",
                f"'kyoto' must list each traveller index 0 to {self.count - 1} once (a "
                f"permutation), not {shown}",
            )
        return tuple(kyoto)

    def result(self, result: Any, count: int) -> dict[str, tuple[int, ...]]:
        if not isinstance(result, Mapping):
            raise self.fail("result", f"'result' is an object, not {json_kind(result)}")
        out = {}
        for key, values in result.items():
            if key not in _RESULT_KEYS:
                raise self.fail(
                    f"result.{key}",
                    f"unknown key 'result.{key}'; a result has {_names(_RESULT_KEYS)}",
                )
            if (
                not isinstance(values, list)
                or len(values) != count
                or not all(_is_int(v) for v in values)
            ):
                raise self.fail(
                    f"result.{key}",
                    f"'result.{key}' must list {count} whole numbers, one per player",
                )
            if key != "scores" and any(v < 0 for v in values):
                raise self.fail(f"result.{key}", f"'result.{key}' cannot be negative")
            out[key] = tuple(values)
        return out

    # ------------------------------------------------------------------ one turn
    def check_turn(self, number: int, turn: Any) -> dict[str, Any]:
        self.turn, self.player = number, None
        if not isinstance(turn, Mapping):
            raise self.fail("", f"a turn is an object, not {json_kind(turn)}")
        player = turn.get("player")
        if not _is_int(player) or not 0 <= player < self.count:
            shown = "missing" if "player" not in turn else json_kind(player)
            also = " (the neutral traveller included)" if self.count == 3 else ""
            raise self.fail(
                "player",
                f"'player' is {shown}: it must be a traveller index 0 to {self.count - 1}{also}",
            )
        self.player = player
        if "to" not in turn and turn.get("waiting") == "move":
            return self.check_before_move(turn)
        to = turn.get("to")
        if not _is_int(to) or not data.KYOTO <= to <= data.EDO:
            shown = "missing" if "to" not in turn else json_kind(to)
            raise self.fail(
                "to", f"'to' is {shown}: it must be a road index 0 (Kyoto) to {data.EDO} (Edo)"
            )
        start = data.EDO if "return_trip" in self.variants else data.KYOTO
        if to == start:
            place = "Edo" if start == data.EDO else "Kyoto"
            raise self.fail(
                "to", f"'to' is {to}, {place}, where the journey starts: no traveller moves there"
            )
        kind = data.BOARD[to][0]
        neutral = player == len(self.players)
        traveller = None if neutral else self.players[player].traveller
        allowed = set(_BASE_KEYS[kind])
        if "crossroads" in self.expansions:
            allowed |= _CROSSROADS_KEYS[kind] | _CROSSROADS_ANYWHERE
        if neutral:
            allowed = {"discard"} if kind == "inn" else set()
        else:
            allowed.discard("discard")
        for key in turn:
            if key in ("player", "to"):
                continue
            if key in allowed:
                continue
            raise self.fail(key, self.misplaced(key, kind, to, neutral))
        for key, owner in _POWER_KEYS.items():
            if key in turn and traveller != owner:
                who = (
                    "the neutral traveller"
                    if neutral
                    else f"this player's traveller is {traveller}"
                )
                raise self.fail(key, f"only {owner} writes {key!r}, and {who}")
        if kind == "inn" and to not in _INTERMEDIATE_INNS:
            for key in ("hiroshige", "chuubei", "daigoro", "jirocho"):
                if key in turn:
                    raise self.fail(
                        key,
                        f"{key!r} is given at the inn at {to}, but that power acts only at the "
                        f"three inns on the way ({_names(_INTERMEDIATE_INNS)})",
                    )
        getattr(self, f"check_{kind if kind not in data.PANORAMAS else 'panorama'}")(
            turn, traveller
        )
        if "crossroads" in self.expansions:
            self.check_crossroads(turn, kind)
        return copy.deepcopy(dict(turn))

    def check_before_move(self, turn: Mapping[str, Any]) -> dict[str, Any]:
        """A turn saved after the Fortune amulet and before its move: no ``to``, only what
        was played (``amulets``, ``fortune``), on the last turn of an unfinished record."""
        if "crossroads" not in self.expansions:
            raise self.fail(
                "to", "'to' is missing: only a Crossroads turn saved before its move has none"
            )
        for key in turn:
            if key not in ("player", "amulets", "fortune", "waiting"):
                raise self.fail(
                    key, f"{key!r} is given, but the turn has no move yet ('to' is missing)"
                )
        if turn.get("amulets") != ["fortune"] or "fortune" not in turn:
            raise self.fail(
                "amulets",
                "a turn saved before its move plays the Fortune amulet: 'amulets' is "
                "[\"fortune\"] and 'fortune' names the die's face",
            )
        self.check_crossroads(turn, "inn")
        return copy.deepcopy(dict(turn))

    def misplaced(self, key: str, kind: str, to: int, neutral: bool) -> str:
        if neutral:
            extra = " (its inn turns carry only 'discard')" if kind == "inn" else ""
            return f"{key!r} is given, but the neutral traveller makes no choice{extra}"
        if key == "discard":
            return "'discard' is given, but only the neutral traveller's inn turns carry it"
        crossroads_keys = set().union(*_CROSSROADS_KEYS.values()) | _CROSSROADS_ANYWHERE
        if key in crossroads_keys and "crossroads" not in self.expansions:
            return (
                f"{key!r} belongs to the Crossroads expansion, which 'options.expansions' "
                "does not list"
            )
        for other, keys in _BASE_KEYS.items():
            if key in keys:
                return (
                    f"{key!r} is given at {to}, {_ARTICLE[kind]}; it belongs to {_ARTICLE[other]}"
                )
        return f"unknown key {key!r} at {to}, {_ARTICLE[kind]}"

    # ------------------------------------------------------------------ values
    def card(self, path: str, value: Any, known: Any, what: str, null: bool = False) -> None:
        if value is None and null:
            return
        if not isinstance(value, str) or value not in known:
            shown = f"{value!r}" if isinstance(value, str) else json_kind(value)
            raise self.fail(path, f"{path!r} names {shown}, which is not {what}")

    def cards(self, path: str, values: Any, known: Any, what: str, most: int) -> list:
        if not isinstance(values, list):
            raise self.fail(path, f"{path!r} is a list, not {json_kind(values)}")
        for value in values:
            self.card(path, value, known, what)
        if len(values) > most:
            raise self.fail(path, f"{path!r} lists {len(values)} cards; at most {most} can be here")
        return values

    def flag(self, path: str, value: Any) -> None:
        if not isinstance(value, bool):
            raise self.fail(path, f"{path!r} is true or false, not {json_kind(value)}")

    def hot_spring(self, path: str, value: Any, null: bool = False) -> None:
        if value is None and null:
            return
        if not _is_int(value) or value not in data.HOT_SPRINGS:
            raise self.fail(path, f"{path!r} is {json_kind(value)}: hot spring cards are 2 or 3")

    def encounters(self) -> tuple[str, ...]:
        known = tuple(data.ENCOUNTERS)
        if "new_encounters" in self.expansions:
            known += tuple(data.NEW_ENCOUNTERS)
        return known

    def encounter_card(self, path: str, value: Any) -> None:
        new = isinstance(value, str) and value in data.NEW_ENCOUNTERS  # a list is no card
        if new and "new_encounters" not in self.expansions:
            raise self.fail(
                path,
                f"{path!r} names {value!r}, a New Encounters card, but 'options.expansions' does "
                "not list new_encounters",
            )
        self.card(path, value, self.encounters(), "an encounter card")

    # ------------------------------------------------------------------ stops
    def check_farm(self, turn: Mapping, traveller: str | None) -> None:
        pass

    def check_panorama(self, turn: Mapping, traveller: str | None) -> None:
        pass

    def check_hot_spring(self, turn: Mapping, traveller: str | None) -> None:
        if "hot_spring" in turn:
            self.hot_spring("hot_spring", turn["hot_spring"])

    def check_temple(self, turn: Mapping, traveller: str | None) -> None:
        if "donate" in turn:
            coins = turn["donate"]
            most = self.settings.max_donation
            # Hirotada with no coin of his own gives the bank's alone, where the rules let him
            # stop so (data.HIROTADA_NEEDS_OWN_COIN, reference (h)3).
            least = 0 if turn.get("bank_coin") is True and not data.HIROTADA_NEEDS_OWN_COIN else 1
            if not _is_int(coins) or not least <= coins <= most:
                raise self.fail(
                    "donate",
                    f"'donate' is {json_kind(coins)}: a donation is {least} to {most} coins",
                )
        if "bank_coin" in turn:
            self.flag("bank_coin", turn["bank_coin"])

    def check_village(self, turn: Mapping, traveller: str | None) -> None:
        revealed = None
        if "revealed" in turn:
            revealed = self.cards("revealed", turn["revealed"], data.SOUVENIRS, "a souvenir", 3)
            self.unique("revealed", revealed)
        if "bought" in turn:
            bought = self.cards("bought", turn["bought"], data.SOUVENIRS, "a souvenir", 3)
            self.unique("bought", bought)
            for card in bought:
                if revealed is not None and card not in revealed:
                    raise self.fail(
                        "bought",
                        f"'bought' names {card!r}, which is not among the revealed cards "
                        f"({_names(revealed)})",
                    )
        if "one_coin" in turn:
            card = turn["one_coin"]
            self.card("one_coin", card, data.SOUVENIRS, "a souvenir")
            if card not in turn.get("bought", []):
                raise self.fail(
                    "one_coin", f"'one_coin' names {card!r}, which is not among the cards bought"
                )

    def unique(self, path: str, cards: list) -> None:
        for card in cards:
            if cards.count(card) > 1:
                raise self.fail(
                    path, f"{path!r} names {card!r} twice, but each souvenir card exists once"
                )

    def check_encounter(self, turn: Mapping, traveller: str | None, prefix: str = "") -> None:
        most = 2 if traveller == "yoshiyasu" and not prefix else 1
        met = None
        if "drawn" in turn:
            drawn = turn["drawn"]
            path = prefix + "drawn"
            if not isinstance(drawn, list):
                raise self.fail(path, f"{path!r} is a list, not {json_kind(drawn)}")
            for card in drawn:
                self.encounter_card(path, card)
            if len(drawn) > most:
                why = "only Yoshiyasu draws two" if most == 1 else "Yoshiyasu draws two"
                raise self.fail(path, f"{path!r} lists {len(drawn)} cards; {why}")
            if len(drawn) == 1:
                met = drawn[0]
        if "kept" in turn:
            kept = turn["kept"]
            self.encounter_card("kept", kept)
            if "drawn" in turn and kept not in turn["drawn"]:
                raise self.fail(
                    "kept", f"'kept' names {kept!r}, which is not among the cards drawn"
                )
            met = kept
        for key, cards in _EFFECT_KEYS.items():
            if key not in turn:
                continue
            path = prefix + key
            value = turn[key]
            if key == "souvenir":
                self.card(path, value, data.SOUVENIRS, "a souvenir", null=True)
            elif key == "panorama":
                self.card(path, value, data.PANORAMAS, "a panorama", null=True)
            elif key == "paid":
                self.flag(path, value)
            elif key == "meal":
                self.card(path, value, data.MEALS, "a meal", null=True)
            elif key == "hot_spring":
                self.hot_spring(path, value, null=True)
            if "drawn" in turn and met is None:
                raise self.fail(
                    path,
                    f"{path!r} is given, but the record does not say which encounter card was met",
                )
            if met is not None and met not in cards:
                raise self.fail(
                    path,
                    f"{path!r} is given, but the card met is {met}, and only "
                    f"{' or '.join(cards)} gives it",
                )

    def check_inn(self, turn: Mapping, traveller: str | None) -> None:
        if "hiroshige" in turn:
            self.card("hiroshige", turn["hiroshige"], data.PANORAMAS, "a panorama", null=True)
        if "chuubei" in turn:
            inner = turn["chuubei"]
            if not isinstance(inner, Mapping):
                raise self.fail("chuubei", f"'chuubei' is an object, not {json_kind(inner)}")
            for key in inner:
                if key not in _CHUUBEI_KEYS:
                    raise self.fail(
                        f"chuubei.{key}",
                        f"unknown key 'chuubei.{key}'; Chuubei's encounter has "
                        f"{_names(sorted(_CHUUBEI_KEYS))}",
                    )
            self.check_encounter(inner, traveller, prefix="chuubei.")
        kept_free = False
        if "satsuki" in turn:
            free = turn["satsuki"]
            if not isinstance(free, Mapping):
                raise self.fail("satsuki", f"'satsuki' is an object, not {json_kind(free)}")
            for key in free:
                if key not in ("card", "kept"):
                    raise self.fail(
                        f"satsuki.{key}", f"unknown key 'satsuki.{key}'; Satsuki has card, kept"
                    )
            if "card" not in free:
                raise self.fail("satsuki", "'satsuki' has no 'card' (the free meal drawn)")
            self.card("satsuki.card", free["card"], data.MEALS, "a meal")
            if "kept" in free:
                self.flag("satsuki.kept", free["kept"])
                kept_free = free["kept"]
        hand = None
        if "shown" in turn:
            hand = self.cards("shown", turn["shown"], data.MEALS, "a meal", self.hand_size())
            for meal in set(hand):
                copies = data.MEALS[meal][1]
                if hand.count(meal) > copies:
                    raise self.fail(
                        "shown",
                        f"'shown' names {meal!r} {hand.count(meal)} times; it has "
                        f"{plural(copies, 'copy', 'copies')}",
                    )
        if "meal" in turn:
            meal = turn["meal"]
            self.card("meal", meal, data.MEALS, "a meal", null=True)
            if meal is not None and hand is not None and meal not in hand:
                raise self.fail(
                    "meal",
                    f"'meal' names {meal!r}, which is not in the hand shown ({_names(hand)})",
                )
        if kept_free:
            for key in ("shown", "meal"):
                if key in turn:
                    raise self.fail(
                        key,
                        f"{key!r} is given, but Satsuki kept her free meal, so she is shown no "
                        "hand",
                    )
        if "discard" in turn:
            self.card("discard", turn["discard"], data.MEALS, "a meal")

    def hand_size(self) -> int:
        extra = 0 if "gastronomy" in self.variants else self.settings.meal_hand_extra
        return self.count + extra

    def check_crossroads(self, turn: Mapping, kind: str) -> None:
        if "option" in turn:
            option = turn["option"]
            if option != CROSSROADS_OPTIONS.get(kind):
                raise self.fail(
                    "option",
                    f"'option' is {option!r}, but the Crossroads option of {_ARTICLE[kind]} is "
                    f"{CROSSROADS_OPTIONS.get(kind)!r}",
                )
        for key, known, what in (
            ("roll", DIE_FACES, "a die face"),
            ("fortune", DIE_FACES, "a die face"),
            ("jirocho", DIE_FACES, "a die face"),
            ("amulet", AMULETS, "an amulet"),
            ("calligraphy", CALLIGRAPHIES, "a calligraphy"),
            ("legendary", LEGENDARY, "a legendary object"),
            ("daigoro", data.SOUVENIRS, "a souvenir"),
        ):
            if key in turn:
                null = key in ("amulet", "calligraphy", "legendary", "jirocho", "daigoro")
                self.card(key, turn[key], known, what, null=null)
        if "amulets" in turn:
            self.cards("amulets", turn["amulets"], AMULETS, "an amulet", len(AMULETS))
        if "both" in turn and turn["both"] not in ("base_first", "option_first"):
            raise self.fail("both", "'both' is 'base_first' or 'option_first'")
        if "declined" in turn:
            second = _SECOND.get(turn.get("both", ""))
            if second is None:
                raise self.fail(
                    "declined",
                    "'declined' goes with 'both': it names the second of the two actions, left out",
                )
            if turn["declined"] != second:
                raise self.fail(
                    "declined",
                    f"'declined' is {json_kind(turn['declined'])}, but with 'both': "
                    f"{turn['both']!r} the action that comes second is {second!r}",
                )
        if "devotion" in turn:
            coins = turn["devotion"]
            if not _is_int(coins) or coins < 1:
                raise self.fail(
                    "devotion", f"'devotion' is {json_kind(coins)}: coins sent, 1 or more"
                )
        if "waiting" in turn:
            waiting = turn["waiting"]
            if waiting not in _WAITING:
                raise self.fail(
                    "waiting",
                    f"'waiting' is {json_kind(waiting)}: it is one of {_names(_WAITING)}",
                )
            turns = self.raw.get("turns")
            if "result" in self.raw or not isinstance(turns, list) or self.turn != len(turns):
                raise self.fail(
                    "waiting",
                    "'waiting' marks the last turn of an unfinished record (one with no "
                    "'result'): the decision the game was waiting for when it was saved",
                )
