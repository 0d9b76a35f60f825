"""The checks of a game record's turns: each key a turn may carry at the kind of stop it is
written for and for its traveller's power, each value the box allows, each problem a
``RecordError`` that names the key and the turn.

Split from checking.py, whose ``Checker`` (a ``TurnChecks``) checks the record as a whole and
hands each turn to ``check_turn``.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping
from typing import Any, TypeGuard

from ..rules import OFFICIAL, Rules, data
from ..rules.language import _, ngettext
from ..rules.names import listed
from ..rules.untrusted import json_kind, short_repr
from .format import (
    AMULETS,
    ARTICLE,
    BASE_KEYS,
    CALLIGRAPHIES,
    CHUUBEI_KEYS,
    CROSSROADS_ANYWHERE,
    CROSSROADS_KEYS,
    CROSSROADS_OPTIONS,
    DIE_FACES,
    EFFECT_KEYS,
    INTERMEDIATE_INNS,
    LEGENDARY,
    NOT_A,
    POWER_KEYS,
    SECOND,
    WAITING,
    RecordError,
    RecordPlayer,
)


def is_int(value: Any) -> TypeGuard[int]:
    """Whether ``value`` is a whole number of JSON's (``True`` and ``False`` are not)."""
    return isinstance(value, int) and not isinstance(value, bool)


def key_names(values: Any) -> str:
    """JSON keys or values as a list in a message; they stay as the record writes them."""
    return ", ".join(str(v) for v in values)


class TurnChecks:
    """Checks one turn of a record after another; ``Checker`` reads the rest of the record
    first and fills in what a turn is checked against."""

    count: int  # travellers on the road, the neutral one included
    players: tuple[RecordPlayer, ...]
    variants: tuple[str, ...]
    expansions: tuple[str, ...]

    def __init__(self, raw: Mapping[str, Any]) -> None:
        self.raw = raw
        self.turn: int | None = None  # number of the turn being checked, from 1
        self.settings: Rules = OFFICIAL  # the record's rules, once its options are read
        self.player: int | None = None

    def fail(self, path: str, problem: str) -> RecordError:
        if self.turn is not None:
            full = f"turns[{self.turn - 1}]" + (f".{path}" if path else "")
            if self.player is not None:
                # TRANSLATORS: where a game record is wrong: {turn} counts from 1, {player} is
                # the record's player index, {problem} a sentence saying what is wrong.
                template = _("turn {turn} (player {player}): {problem}")
            else:
                template = _("turn {turn}: {problem}")
            message = template.format(turn=self.turn, player=self.player, problem=problem)
            return RecordError(message, path=full, turn=self.turn, player=self.player)
        return RecordError(problem, path=path)

    # ------------------------------------------------------------------ one turn
    def check_turn(self, number: int, turn: Any) -> dict[str, Any]:
        self.turn, self.player = number, None
        if not isinstance(turn, Mapping):
            raise self.fail("", _("a turn is an object, not {kind}").format(kind=json_kind(turn)))
        player = self.turn_player(turn)
        self.player = player
        if "to" not in turn and turn.get("waiting") == "move":
            return self.check_before_move(turn)
        to = self.destination(turn)
        kind = data.BOARD[to][0]
        neutral = player == len(self.players)
        traveller = None if neutral else self.players[player].traveller
        self.check_keys(turn, kind, to, neutral, traveller)
        getattr(self, f"check_{kind if kind not in data.PANORAMAS else 'panorama'}")(
            turn, traveller
        )
        if "crossroads" in self.expansions:
            self.check_crossroads(turn, kind)
        return copy.deepcopy(dict(turn))

    def turn_player(self, turn: Mapping[str, Any]) -> int:
        """The traveller index a turn names (``player``), checked."""
        player = turn.get("player")
        if not is_int(player) or not 0 <= player < self.count:
            # TRANSLATORS: {last} is the last traveller index (2 to 4); {kind} what is there.
            if "player" not in turn and self.count == 3:
                problem = _(
                    "'player' is missing: it must be a traveller index 0 to {last} (the neutral "
                    "traveller included)"
                )
            elif "player" not in turn:
                problem = _("'player' is missing: it must be a traveller index 0 to {last}")
            elif self.count == 3:
                problem = _(
                    "'player' is {kind}: it must be a traveller index 0 to {last} (the neutral "
                    "traveller included)"
                )
            else:
                problem = _("'player' is {kind}: it must be a traveller index 0 to {last}")
            raise self.fail("player", problem.format(kind=json_kind(player), last=self.count - 1))
        return player

    def destination(self, turn: Mapping[str, Any]) -> int:
        """Where a turn's traveller moves (``to``), checked: a road index, not the start."""
        to = turn.get("to")
        if not is_int(to) or not data.KYOTO <= to <= data.EDO:
            if "to" not in turn:
                problem = _("'to' is missing: it must be a road index 0 (Kyoto) to {edo} (Edo)")
            else:
                problem = _("'to' is {kind}: it must be a road index 0 (Kyoto) to {edo} (Edo)")
            raise self.fail("to", problem.format(kind=json_kind(to), edo=data.EDO))
        start = data.EDO if "return_trip" in self.variants else data.KYOTO
        if to == start:
            if start == data.EDO:
                problem = _("'to' is {to}, Edo, where the journey starts: no traveller moves there")
            else:
                problem = _(
                    "'to' is {to}, Kyoto, where the journey starts: no traveller moves there"
                )
            raise self.fail("to", problem.format(to=to))
        return to

    def check_keys(
        self, turn: Mapping[str, Any], kind: str, to: int, neutral: bool, traveller: str | None
    ) -> None:
        """Every key of a turn is one its kind of stop and its traveller may write."""
        allowed = set(BASE_KEYS[kind])
        if "crossroads" in self.expansions:
            allowed |= CROSSROADS_KEYS[kind] | CROSSROADS_ANYWHERE
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
        for key, owner in POWER_KEYS.items():
            if key in turn and traveller != owner:
                # TRANSLATORS: {owner} and {traveller} are travellers' keys ('satsuki'), kept.
                if neutral:
                    problem = _("only {owner} writes '{key}', and the neutral traveller")
                else:
                    problem = _(
                        "only {owner} writes '{key}', and this player's traveller is {traveller}"
                    )
                raise self.fail(key, problem.format(owner=owner, key=key, traveller=traveller))
        if kind == "inn" and to not in INTERMEDIATE_INNS:
            for key in ("hiroshige", "chuubei", "daigoro", "jirocho"):
                if key in turn:
                    # TRANSLATORS: {inns} are the road indices of the three inns on the way.
                    problem = _(
                        "'{key}' is given at the inn at {to}, but that power acts only at the "
                        "three inns on the way ({inns})"
                    )
                    raise self.fail(
                        key, problem.format(key=key, to=to, inns=key_names(INTERMEDIATE_INNS))
                    )

    def check_before_move(self, turn: Mapping[str, Any]) -> dict[str, Any]:
        """A turn saved after the Fortune amulet and before its move: no ``to``, only what
        was played (``amulets``, ``fortune``), on the last turn of an unfinished record."""
        if "crossroads" not in self.expansions:
            problem = _("'to' is missing: only a Crossroads turn saved before its move has none")
            raise self.fail("to", problem)
        for key in turn:
            if key not in ("player", "amulets", "fortune", "waiting"):
                problem = _("'{key}' is given, but the turn has no move yet ('to' is missing)")
                raise self.fail(key, problem.format(key=key))
        if turn.get("amulets") != ["fortune"] or "fortune" not in turn:
            problem = _(
                "a turn saved before its move plays the Fortune amulet: 'amulets' is "
                "[\"fortune\"] and 'fortune' names the die's face"
            )
            raise self.fail("amulets", problem)
        self.check_crossroads(turn, "inn")
        return copy.deepcopy(dict(turn))

    def misplaced(self, key: str, kind: str, to: int, neutral: bool) -> str:
        if neutral and kind == "inn":
            return _(
                "'{key}' is given, but the neutral traveller makes no choice (its inn turns "
                "carry only 'discard')"
            ).format(key=key)
        if neutral:
            return _("'{key}' is given, but the neutral traveller makes no choice").format(key=key)
        if key == "discard":
            return _("'discard' is given, but only the neutral traveller's inn turns carry it")
        crossroads_keys = set().union(*CROSSROADS_KEYS.values()) | CROSSROADS_ANYWHERE
        if key in crossroads_keys and "crossroads" not in self.expansions:
            return _(
                "'{key}' belongs to the Crossroads expansion, which 'options.expansions' "
                "does not list"
            ).format(key=key)
        for other, keys in BASE_KEYS.items():
            if key in keys:
                # TRANSLATORS: {to} is a road index; {stop} and {other} kinds of stop ("an inn").
                problem = _("'{key}' is given at {to}, {stop}; it belongs to {other}")
                return problem.format(
                    key=key, to=to, stop=_(ARTICLE[kind]), other=_(ARTICLE[other])
                )
        # TRANSLATORS: {to} is a road index; {stop} the kind of stop there ("an inn").
        problem = _("unknown key '{key}' at {to}, {stop}")
        return problem.format(key=key, to=to, stop=_(ARTICLE[kind]))

    # ------------------------------------------------------------------ values
    def card(self, path: str, value: Any, known: Any, what: str, null: bool = False) -> None:
        """Check that ``value`` is one of ``known``; ``what`` is a key of ``NOT_A``."""
        if value is None and null:
            return
        if not isinstance(value, str) or value not in known:
            shown = short_repr(value) if isinstance(value, str) else json_kind(value)
            raise self.fail(path, _(NOT_A[what]).format(path=path, value=shown))

    def cards(self, path: str, values: Any, known: Any, what: str, most: int) -> list:
        if not isinstance(values, list):
            problem = _("'{path}' is a list, not {kind}")
            raise self.fail(path, problem.format(path=path, kind=json_kind(values)))
        for value in values:
            self.card(path, value, known, what)
        if len(values) > most:
            # TRANSLATORS: {count} cards listed, more than {most} (1 to 12).
            problem = ngettext(
                "'{path}' lists {count} card; at most {most} can be here",
                "'{path}' lists {count} cards; at most {most} can be here",
                len(values),
            )
            raise self.fail(path, problem.format(path=path, count=len(values), most=most))
        return values

    def flag(self, path: str, value: Any) -> None:
        if not isinstance(value, bool):
            problem = _("'{path}' is true or false, not {kind}")
            raise self.fail(path, problem.format(path=path, kind=json_kind(value)))

    def hot_spring(self, path: str, value: Any, null: bool = False) -> None:
        if value is None and null:
            return
        if not is_int(value) or value not in data.HOT_SPRINGS:
            problem = _("'{path}' is {kind}: hot spring cards are 2 or 3")
            raise self.fail(path, problem.format(path=path, kind=json_kind(value)))

    def encounters(self) -> tuple[str, ...]:
        known = tuple(data.ENCOUNTERS)
        if "new_encounters" in self.expansions:
            known += tuple(data.NEW_ENCOUNTERS)
        return known

    def encounter_card(self, path: str, value: Any) -> None:
        new = isinstance(value, str) and value in data.NEW_ENCOUNTERS  # a list is no card
        if new and "new_encounters" not in self.expansions:
            problem = _(
                "'{path}' names {value}, a New Encounters card, but 'options.expansions' does "
                "not list new_encounters"
            )
            raise self.fail(path, problem.format(path=path, value=short_repr(value)))
        self.card(path, value, self.encounters(), "encounter")

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
            if not is_int(coins) or not least <= coins <= most:
                # TRANSLATORS: {least} is 0 or 1, {most} the largest donation (3 or more).
                problem = _("'donate' is {kind}: a donation is {least} to {most} coins")
                raise self.fail(
                    "donate", problem.format(kind=json_kind(coins), least=least, most=most)
                )
        if "bank_coin" in turn:
            self.flag("bank_coin", turn["bank_coin"])

    def check_village(self, turn: Mapping, traveller: str | None) -> None:
        revealed = None
        if "revealed" in turn:
            revealed = self.cards("revealed", turn["revealed"], data.SOUVENIRS, "souvenir", 3)
            self.unique("revealed", revealed)
        if "bought" in turn:
            bought = self.cards("bought", turn["bought"], data.SOUVENIRS, "souvenir", 3)
            self.unique("bought", bought)
            for card in bought:
                if revealed is not None and card not in revealed:
                    # TRANSLATORS: {value} and {cards} are souvenir keys, kept as written.
                    problem = _(
                        "'bought' names {value}, which is not among the revealed cards ({cards})"
                    )
                    raise self.fail(
                        "bought", problem.format(value=short_repr(card), cards=key_names(revealed))
                    )
        if "one_coin" in turn:
            card = turn["one_coin"]
            self.card("one_coin", card, data.SOUVENIRS, "souvenir")
            if card not in turn.get("bought", []):
                problem = _("'one_coin' names {value}, which is not among the cards bought")
                raise self.fail("one_coin", problem.format(value=short_repr(card)))

    def unique(self, path: str, cards: list) -> None:
        for card in cards:
            if cards.count(card) > 1:
                problem = _("'{path}' names {value} twice, but each souvenir card exists once")
                raise self.fail(path, problem.format(path=path, value=short_repr(card)))

    def check_encounter(self, turn: Mapping, traveller: str | None, prefix: str = "") -> None:
        most = 2 if traveller == "yoshiyasu" and not prefix else 1
        met = None
        if "drawn" in turn:
            met = self.drawn_encounters(turn["drawn"], prefix + "drawn", most)
        if "kept" in turn:
            kept = turn["kept"]
            self.encounter_card("kept", kept)
            if "drawn" in turn and kept not in turn["drawn"]:
                problem = _("'kept' names {value}, which is not among the cards drawn")
                raise self.fail("kept", problem.format(value=short_repr(kept)))
            met = kept
        for key, cards in EFFECT_KEYS.items():
            if key not in turn:
                continue
            path = prefix + key
            value = turn[key]
            if key == "souvenir":
                self.card(path, value, data.SOUVENIRS, "souvenir", null=True)
            elif key == "panorama":
                self.card(path, value, data.PANORAMAS, "panorama", null=True)
            elif key == "paid":
                self.flag(path, value)
            elif key == "meal":
                self.card(path, value, data.MEALS, "meal", null=True)
            elif key == "hot_spring":
                self.hot_spring(path, value, null=True)
            if "drawn" in turn and met is None:
                problem = _(
                    "'{path}' is given, but the record does not say which encounter card was met"
                )
                raise self.fail(path, problem.format(path=path))
            if met is not None and met not in cards:
                # TRANSLATORS: {met} and {cards} are encounter cards' keys, kept as written;
                # {cards} is one key or several joined by "or".
                problem = _(
                    "'{path}' is given, but the card met is {met}, and only {cards} gives it"
                )
                raise self.fail(path, problem.format(path=path, met=met, cards=listed(cards, "or")))

    def drawn_encounters(self, drawn: Any, path: str, most: int) -> str | None:
        """The encounter cards drawn (``drawn``), checked: the card met if one was drawn."""
        met = None
        if not isinstance(drawn, list):
            problem = _("'{path}' is a list, not {kind}")
            raise self.fail(path, problem.format(path=path, kind=json_kind(drawn)))
        for card in drawn:
            self.encounter_card(path, card)
        if len(drawn) > most:
            if most == 1:
                problem = ngettext(
                    "'{path}' lists {count} card; only Yoshiyasu draws two",
                    "'{path}' lists {count} cards; only Yoshiyasu draws two",
                    len(drawn),
                )
            else:
                problem = ngettext(
                    "'{path}' lists {count} card; Yoshiyasu draws two",
                    "'{path}' lists {count} cards; Yoshiyasu draws two",
                    len(drawn),
                )
            raise self.fail(path, problem.format(path=path, count=len(drawn)))
        if len(drawn) == 1:
            met = drawn[0]
        return met

    def check_inn(self, turn: Mapping, traveller: str | None) -> None:
        if "hiroshige" in turn:
            self.card("hiroshige", turn["hiroshige"], data.PANORAMAS, "panorama", null=True)
        if "chuubei" in turn:
            inner = turn["chuubei"]
            if not isinstance(inner, Mapping):
                problem = _("'{path}' is an object, not {kind}")
                raise self.fail("chuubei", problem.format(path="chuubei", kind=json_kind(inner)))
            for key in inner:
                if key not in CHUUBEI_KEYS:
                    problem = _("unknown key 'chuubei.{key}'; Chuubei's encounter has {keys}")
                    raise self.fail(
                        f"chuubei.{key}",
                        problem.format(key=key, keys=key_names(sorted(CHUUBEI_KEYS))),
                    )
            self.check_encounter(inner, traveller, prefix="chuubei.")
        kept_free = self.satsuki_kept(turn)
        hand = self.inn_hand(turn)
        if "meal" in turn:
            meal = turn["meal"]
            self.card("meal", meal, data.MEALS, "meal", null=True)
            if meal is not None and hand is not None and meal not in hand:
                problem = _("'meal' names {value}, which is not in the hand shown ({cards})")
                raise self.fail(
                    "meal", problem.format(value=short_repr(meal), cards=key_names(hand))
                )
        if kept_free:
            for key in ("shown", "meal"):
                if key in turn:
                    problem = _(
                        "'{key}' is given, but Satsuki kept her free meal, so she is shown no hand"
                    )
                    raise self.fail(key, problem.format(key=key))
        if "discard" in turn:
            self.card("discard", turn["discard"], data.MEALS, "meal")

    def satsuki_kept(self, turn: Mapping[str, Any]) -> bool:
        """Satsuki's free meal at an inn (``satsuki``), checked: whether she kept it."""
        kept_free = False
        if "satsuki" in turn:
            free = turn["satsuki"]
            if not isinstance(free, Mapping):
                problem = _("'{path}' is an object, not {kind}")
                raise self.fail("satsuki", problem.format(path="satsuki", kind=json_kind(free)))
            for key in free:
                if key not in ("card", "kept"):
                    problem = _("unknown key 'satsuki.{key}'; Satsuki has card, kept")
                    raise self.fail(f"satsuki.{key}", problem.format(key=key))
            if "card" not in free:
                raise self.fail("satsuki", _("'satsuki' has no 'card' (the free meal drawn)"))
            self.card("satsuki.card", free["card"], data.MEALS, "meal")
            if "kept" in free:
                self.flag("satsuki.kept", free["kept"])
                kept_free = free["kept"]
        return bool(kept_free)

    def inn_hand(self, turn: Mapping[str, Any]) -> list[str] | None:
        """The meals an inn showed (``shown``), checked against the box; None if not given."""
        hand = None
        if "shown" in turn:
            hand = self.cards("shown", turn["shown"], data.MEALS, "meal", self.hand_size())
            for meal in set(hand):
                copies = data.MEALS[meal][1]
                if hand.count(meal) > copies:
                    # TRANSLATORS: {value} is a meal's key; {times} how often the hand names
                    # it; {count} how many copies of that meal card the game has.
                    problem = ngettext(
                        "'shown' names {value} {times} times; it has {count} copy",
                        "'shown' names {value} {times} times; it has {count} copies",
                        copies,
                    )
                    raise self.fail(
                        "shown",
                        problem.format(
                            value=short_repr(meal), times=hand.count(meal), count=copies
                        ),
                    )
        return hand

    def hand_size(self) -> int:
        extra = 0 if "gastronomy" in self.variants else self.settings.meal_hand_extra
        return self.count + extra

    def check_crossroads(self, turn: Mapping, kind: str) -> None:
        if "option" in turn:
            option = turn["option"]
            if option != CROSSROADS_OPTIONS.get(kind):
                # TRANSLATORS: {value} and {option} are option keys; {stop} a kind of stop.
                problem = _("'option' is {value}, but the Crossroads option of {stop} is {option}")
                raise self.fail(
                    "option",
                    problem.format(
                        value=short_repr(option),
                        stop=_(ARTICLE[kind]),
                        option=short_repr(CROSSROADS_OPTIONS.get(kind)),
                    ),
                )
        for key, known, what in (
            ("roll", DIE_FACES, "die"),
            ("fortune", DIE_FACES, "die"),
            ("jirocho", DIE_FACES, "die"),
            ("amulet", AMULETS, "amulet"),
            ("calligraphy", CALLIGRAPHIES, "calligraphy"),
            ("legendary", LEGENDARY, "legendary"),
            ("daigoro", data.SOUVENIRS, "souvenir"),
        ):
            if key in turn:
                null = key in ("amulet", "calligraphy", "legendary", "jirocho", "daigoro")
                self.card(key, turn[key], known, what, null=null)
        if "amulets" in turn:
            self.cards("amulets", turn["amulets"], AMULETS, "amulet", len(AMULETS))
        self.check_both(turn)
        if "devotion" in turn:
            coins = turn["devotion"]
            if not is_int(coins) or coins < 1:
                problem = _("'devotion' is {kind}: coins sent, 1 or more")
                raise self.fail("devotion", problem.format(kind=json_kind(coins)))
        if "waiting" in turn:
            waiting = turn["waiting"]
            if waiting not in WAITING:
                problem = _("'waiting' is {kind}: it is one of {values}")
                raise self.fail(
                    "waiting", problem.format(kind=json_kind(waiting), values=key_names(WAITING))
                )
            turns = self.raw.get("turns")
            if "result" in self.raw or not isinstance(turns, list) or self.turn != len(turns):
                problem = _(
                    "'waiting' marks the last turn of an unfinished record (one with no "
                    "'result'): the decision the game was waiting for when it was saved"
                )
                raise self.fail("waiting", problem)

    def check_both(self, turn: Mapping[str, Any]) -> None:
        """A Crossroads stop where both actions were taken: ``both``, and ``declined``."""
        if "both" in turn and turn["both"] not in ("base_first", "option_first"):
            raise self.fail("both", _("'both' is 'base_first' or 'option_first'"))
        if "declined" in turn:
            second = SECOND.get(turn.get("both", ""))
            if second is None:
                problem = _(
                    "'declined' goes with 'both': it names the second of the two actions, left out"
                )
                raise self.fail("declined", problem)
            if turn["declined"] != second:
                # TRANSLATORS: {both} and {second} are values of the record, kept as written.
                problem = _(
                    "'declined' is {kind}, but with 'both': {both} the action that comes second "
                    "is {second}"
                )
                raise self.fail(
                    "declined",
                    problem.format(
                        kind=json_kind(turn["declined"]),
                        both=short_repr(turn["both"]),
                        second=short_repr(second),
                    ),
                )
