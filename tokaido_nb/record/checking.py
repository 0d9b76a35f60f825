"""The checks of a game record: everything that can be judged from the record alone (the format
and version, the card, traveller and option names, the values a key may take at the kind of
stop it is written for, which traveller may carry which key), each problem a ``RecordError``
that names the key and the turn.

Split from reading.py, whose ``read_record`` runs a ``Checker``; the checks of each turn are in
turn_checks.py (``TurnChecks``, which ``Checker`` extends); whether the choices were legal
at that moment of the journey is for the replay (replaying.py) to find out, through the rules.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..rules import Rules, data, untrusted
from ..rules.config import RulesError
from ..rules.language import _, ngettext
from ..rules.untrusted import json_kind, short_repr
from .format import (
    FORMAT,
    RESULT_KEYS,
    TOP_KEYS,
    VERSION,
    Record,
    RecordPlayer,
)
from .turn_checks import TurnChecks, is_int, key_names

# ---------------------------------------------------------------------------------- checking


class Checker(TurnChecks):
    """Walks a record's JSON and raises ``RecordError`` at the first problem."""

    # ------------------------------------------------------------------ the whole record
    def record(self) -> Record:
        raw = self.raw
        self.check_top(raw)
        source = raw.get("source", "")
        if not isinstance(source, str):
            problem = _("'source' is free text, not {kind}").format(kind=json_kind(source))
            raise self.fail("source", problem)
        count, variants, expansions = self.options(raw["options"])
        rules = self.settings = self.rules(raw["options"].get("rules", {}))
        self.variants, self.expansions = variants, expansions
        self.players = self.player_list(raw["players"], count, variants, expansions)
        self.count = count + (1 if count == 2 else 0)
        kyoto = self.kyoto(raw["kyoto"])
        turns = self.turn_list(raw["turns"])
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

    def check_top(self, raw: Mapping[str, Any]) -> None:
        """The record's format, version and top-level keys."""
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
        if version != VERSION or not is_int(version):
            if "version" not in raw:
                problem = _("'version' is missing: this reader knows version {version} only")
            else:
                problem = _("'version' is {value}: this reader knows version {version} only")
            raise self.fail("version", problem.format(value=json_kind(version), version=VERSION))
        for key in raw:
            if key not in TOP_KEYS:
                # TRANSLATORS: {key} and {keys} are JSON keys, kept as they are.
                problem = _("unknown key '{key}'; a record has the keys {keys}")
                raise self.fail(key, problem.format(key=key, keys=key_names(TOP_KEYS)))
        for key in ("options", "players", "kyoto", "turns"):
            if key not in raw:
                raise self.fail(key, _("the record has no '{key}'").format(key=key))

    def turn_list(self, turns: Any) -> list[Any]:
        """The record's ``turns``: a list, no longer than a journey can be."""
        if not isinstance(turns, list):
            problem = _("'turns' is a list of turns, not {kind}").format(kind=json_kind(turns))
            raise self.fail("turns", problem)
        most = self.count * data.EDO  # every turn takes a traveller one space forward at least
        if len(turns) > most:
            # TRANSLATORS: {count} turns listed (more than {most}); {travellers} is 3 to 5.
            problem = _(
                "'turns' lists {count} turns, but {travellers} travellers reach Edo in "
                "{most} turns at most"
            )
            raise self.fail(
                "turns",
                problem.format(count=f"{len(turns):,}", travellers=self.count, most=most),
            )
        return turns

    def options(self, options: Any) -> tuple[int, tuple[str, ...], tuple[str, ...]]:
        if not isinstance(options, Mapping):
            problem = _("'options' is an object, not {kind}").format(kind=json_kind(options))
            raise self.fail("options", problem)
        for key in options:
            if key not in ("players", "variants", "expansions", "rules"):
                problem = _(
                    "unknown key 'options.{key}'; options are players, variants, expansions, rules"
                )
                raise self.fail(f"options.{key}", problem.format(key=key))
        players = options.get("players")
        if not is_int(players) or not 2 <= players <= 5:
            if "players" not in options:
                problem = _("'options.players' is missing: Tokaido is played by 2 to 5 players")
            else:
                problem = _("'options.players' is {kind}: Tokaido is played by 2 to 5 players")
            raise self.fail("options.players", problem.format(kind=json_kind(players)))
        lists = []
        for key, known in (("variants", data.VARIANTS), ("expansions", data.EXPANSIONS)):
            values = options.get(key, [])
            if not isinstance(values, list):
                problem = _("'{path}' is a list, not {kind}")
                raise self.fail(
                    f"options.{key}", problem.format(path=f"options.{key}", kind=json_kind(values))
                )
            for i, value in enumerate(values):
                if value not in known:
                    # TRANSLATORS: {key} is 'variants' or 'expansions', {value} the value found,
                    # {names} the values known (all kept as the record writes them).
                    problem = _("'options.{key}' names {value}, which is not one of {names}")
                    raise self.fail(
                        f"options.{key}[{i}]",
                        problem.format(key=key, value=short_repr(value), names=key_names(known)),
                    )
            if len(set(values)) != len(values):
                problem = _("'options.{key}' names one twice").format(key=key)
                raise self.fail(f"options.{key}", problem)
            lists.append(tuple(values))
        return players, lists[0], lists[1]

    def rules(self, changes: Any) -> Rules:
        """The rule settings of ``options.rules``: the official ones but those it names."""
        if not isinstance(changes, Mapping):
            problem = _("'{path}' is an object, not {kind}")
            raise self.fail(
                "options.rules", problem.format(path="options.rules", kind=json_kind(changes))
            )
        try:
            return Rules.from_json(changes)
        except RulesError as error:
            where = f"options.rules.{error.field}" if error.field else "options.rules"
            # TRANSLATORS: {error} says which rule setting is wrong.
            problem = _("'options.rules': {error}").format(error=error)
            raise self.fail(where, problem) from error

    def player_list(
        self, players: Any, count: int, variants: tuple[str, ...], expansions: tuple[str, ...]
    ) -> tuple[RecordPlayer, ...]:
        if not isinstance(players, list):
            problem = _("'{path}' is a list, not {kind}")
            raise self.fail("players", problem.format(path="players", kind=json_kind(players)))
        if len(players) != count:
            # TRANSLATORS: {listed} players in the list, {count} (2 to 5) in 'options.players'.
            problem = ngettext(
                "'players' lists {listed} player, but 'options.players' says {count}",
                "'players' lists {listed} players, but 'options.players' says {count}",
                len(players),
            )
            raise self.fail("players", problem.format(listed=len(players), count=count))
        initiatory = "initiatory" in variants
        known = list(data.TRAVELLERS)
        if "crossroads" in expansions:
            known += list(data.CROSSROADS_TRAVELLERS)
        out = []
        for i, player in enumerate(players):
            path = f"players[{i}]"
            name = self.player_name(path, player)
            key = self.traveller(path, player, initiatory, known, expansions)
            out.append(RecordPlayer(name, key))
        keys = [p.traveller for p in out if p.traveller is not None]
        for key in keys:
            if keys.count(key) > 1:
                problem = _("'players' gives {value} to two players; each tile exists once")
                raise self.fail("players", problem.format(value=short_repr(key)))
        return tuple(out)

    def player_name(self, path: str, player: Any) -> str:
        """The name of the player at ``path``, checked (and the player's keys)."""
        if not isinstance(player, Mapping):
            problem = _("'{path}' is an object, not {kind}")
            raise self.fail(path, problem.format(path=path, kind=json_kind(player)))
        for key in player:
            if key not in ("name", "traveller"):
                problem = _("unknown key '{path}.{key}'; a player has name, traveller")
                raise self.fail(f"{path}.{key}", problem.format(path=path, key=key))
        name = player.get("name")
        if not isinstance(name, str) or not name.strip():
            problem = _("'{path}.name' must be a non-empty text").format(path=path)
            raise self.fail(f"{path}.name", problem)
        wrong = untrusted.name_problem(name)
        if wrong:
            # TRANSLATORS: {problem} says what is wrong with the name.
            problem = _("'{path}.name' is not a name: {problem}")
            raise self.fail(f"{path}.name", problem.format(path=path, problem=wrong))
        return name

    def traveller(
        self,
        path: str,
        player: Mapping[str, Any],
        initiatory: bool,
        known: list[str],
        expansions: tuple[str, ...],
    ) -> str | None:
        """The traveller of the player at ``path``, checked against the options."""
        if "traveller" not in player:
            problem = _("'{path}' has no 'traveller'").format(path=path)
            raise self.fail(f"{path}.traveller", problem)
        key = player["traveller"]
        if initiatory:
            if key is not None:
                problem = _(
                    "'{path}.traveller' is {value}, but the initiatory journey has no "
                    "travellers: it must be null"
                )
                raise self.fail(
                    f"{path}.traveller", problem.format(path=path, value=short_repr(key))
                )
        elif key is None:
            problem = _(
                "'{path}.traveller' is null, but only the initiatory journey has no travellers"
            )
            raise self.fail(f"{path}.traveller", problem.format(path=path))
        elif (
            isinstance(key, str)
            and key in data.CROSSROADS_TRAVELLERS
            and "crossroads" not in expansions
        ):
            problem = _(
                "'{path}.traveller' is {value}, a Crossroads traveller, but "
                "'options.expansions' does not list crossroads"
            )
            raise self.fail(f"{path}.traveller", problem.format(path=path, value=short_repr(key)))
        elif key not in known:
            # TRANSLATORS: {names} are the travellers' keys, kept as the record writes them.
            problem = _(
                "'{path}.traveller' names {value}, which is not a traveller; travellers: {names}"
            )
            raise self.fail(
                f"{path}.traveller",
                problem.format(path=path, value=short_repr(key), names=key_names(known)),
            )
        return key

    def kyoto(self, kyoto: Any) -> tuple[int, ...]:
        expected = list(range(self.count))
        if (
            not isinstance(kyoto, list)
            or not all(is_int(i) for i in kyoto)
            or sorted(kyoto) != expected
        ):
            shown = short_repr(kyoto) if isinstance(kyoto, list) else json_kind(kyoto)
            # TRANSLATORS: {last} is the last traveller index (2 to 4); {value} what is there.
            problem = _(
                "'kyoto' must list each traveller index 0 to {last} once (a permutation), "
                "not {value}"
            )
            raise self.fail("kyoto", problem.format(last=self.count - 1, value=shown))
        return tuple(kyoto)

    def result(self, result: Any, count: int) -> dict[str, tuple[int, ...]]:
        if not isinstance(result, Mapping):
            problem = _("'{path}' is an object, not {kind}")
            raise self.fail("result", problem.format(path="result", kind=json_kind(result)))
        out = {}
        for key, values in result.items():
            if key not in RESULT_KEYS:
                problem = _("unknown key 'result.{key}'; a result has {keys}")
                raise self.fail(
                    f"result.{key}", problem.format(key=key, keys=key_names(RESULT_KEYS))
                )
            if (
                not isinstance(values, list)
                or len(values) != count
                or not all(is_int(v) for v in values)
            ):
                # TRANSLATORS: {count} is the number of players, 2 to 5.
                problem = _("'result.{key}' must list {count} whole numbers, one per player")
                raise self.fail(f"result.{key}", problem.format(key=key, count=count))
            if key != "scores" and any(v < 0 for v in values):
                problem = _("'result.{key}' cannot be negative").format(key=key)
                raise self.fail(f"result.{key}", problem)
            out[key] = tuple(values)
        return out
