"""Replaying a game record through the rules, turn by turn, and comparing its result.

A replay is live play with chance fixed: before each turn the cards the record names for it
are named to the game (``Game.name_draws``), then the move and every choice of the turn are
played with ``Game.play``, so an illegal choice is refused with the very message a player would
get. After the turn, what the rules wrote for it must agree with what the record says.
What each key means is read in reading.py; the turns in plain words are story.py's.

"The same position": a game saved with ``write_record`` and replayed has the same turns, the
same state for every traveller (position, purse, cards, points), the same inn hand, panorama
firsts, scores, decision awaited (with what it shows), player to move, and the same cards in
each pile.
The order of the piles and the random generator may differ, because a record names the cards
drawn but not the seed that shuffled them; ``position_differences`` compares exactly the parts
that make a position. A game set up with given travellers and Kyoto line (not dealt at random),
with three or more players, replays with ``seed=game.seed`` to an identical game (``==``).
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import Any, cast

from ..rules import (
    AmuletMoment,
    AmuletShop,
    Bet,
    Buy,
    ChooseOption,
    Donate,
    Eat,
    Game,
    IllegalAction,
    KeepEncounter,
    KeepMeal,
    Move,
    PanoramaChoice,
    Pay,
    PlayAmulet,
    Rules,
    StopOption,
    TakeAmulet,
    TakeCalligraphy,
    TakeLegendary,
    TakePanorama,
    data,
    prices,
)
from ..rules.actions import Action
from ..rules.language import N_, _, ngettext
from ..rules.words import DECISION_WORDS, traveller_name
from .reading import Record, read_record

RecordLike = Record | Mapping[str, Any] | str | os.PathLike[str]


class ReplayError(ValueError):
    """A record the rules do not accept: says where, what the record says, what the rules allow.

    ``turn`` is the turn number counted from 1 (None for the set-up), ``player`` the record's
    player index, ``recorded`` what the record says, ``allowed`` what the rules allowed there
    (a list of actions or of stops, where there was a choice) and ``rule`` the refusal's rule key.
    """

    def __init__(
        self,
        message: str,
        *,
        turn: int | None = None,
        player: int | None = None,
        recorded: Any = None,
        allowed: list | None = None,
        rule: str | None = None,
    ) -> None:
        super().__init__(message)
        self.turn = turn
        self.player = player
        self.recorded = recorded
        self.allowed = allowed
        self.rule = rule


@dataclass(frozen=True)
class Difference:
    """One way the replayed result differs from the record's, for one player (or the game)."""

    player: int | None
    name: str
    what: str
    recorded: Any
    replayed: Any

    def __str__(self) -> str:
        if self.player is None:
            # TRANSLATORS: a replayed game that differs from its record as a whole; {why} says
            # how ("the journey is not over after the record's 12 turns (...)").
            return _("not over: {why}").format(why=self.recorded)
        template = _DIFFERENCE_TEMPLATES.get(self.what)
        if template is None:  # a Difference built by hand with a word of its own
            return (
                f"{self.name} (player {self.player}): {self.what} {self.recorded} in the record, "
                f"{self.replayed} by the rules"
            )
        return _(template).format(
            name=self.name, player=self.player, recorded=self.recorded, replayed=self.replayed
        )


# One whole sentence by the part of the result that differs (Difference.what); {name} is the
# player's name, {player} the record's player index, {recorded} and {replayed} two numbers.
_DIFFERENCE_TEMPLATES = {
    "score": N_(
        "{name} (player {player}): score {recorded} in the record, {replayed} by the rules"
    ),
    "coins": N_(
        "{name} (player {player}): coins {recorded} in the record, {replayed} by the rules"
    ),
    "achievements": N_(
        "{name} (player {player}): achievements {recorded} in the record, {replayed} by the rules"
    ),
}


# ------------------------------------------------------------------------------------ replay
def replay(
    record: RecordLike, *, upto: int | None = None, seed: int = 0, rules: Rules | None = None
) -> Game:
    """The game a record tells, played through the rules; after ``upto`` turns if given.

    A record read from a path or a dict is checked first (``RecordError``). A turn the rules
    refuse raises ``ReplayError``. If the last turn stops before a decision (a game saved while
    a player was choosing), the game returned waits at that decision. ``seed`` seeds the game's
    generator, which deals any card the record does not name. The journey is replayed under
    the record's own rules (``options.rules``); ``rules`` replays it under others instead (a
    "what if"; a choice they no longer allow is refused).

    >>> game = replay({"format": "tokaido-record", "version": 1,
    ...     "options": {"players": 2, "variants": [], "expansions": []},
    ...     "players": [{"name": "Aiko", "traveller": "kinko"},
    ...                 {"name": "Ben", "traveller": "satsuki"}],
    ...     "kyoto": [2, 0, 1], "turns": [{"player": 1, "to": 5, "hot_spring": 3}]})
    >>> game.scores(), game.to_move
    ([0, 3], 0)
    """
    checked = read_record(record)
    if upto is not None and not (
        isinstance(upto, int) and not isinstance(upto, bool) and 0 <= upto <= len(checked.turns)
    ):
        raise ValueError(f"upto must be a turn number from 0 to {len(checked.turns)}, not {upto!r}")
    positions = replay_positions(checked, seed=seed, rules=rules)
    number, game = next(positions)
    while number != upto and number < len(checked.turns):
        number, game = next(positions)
    return game


def replay_positions(
    record: RecordLike, *, seed: int = 0, rules: Rules | None = None
) -> Iterator[tuple[int, Game]]:
    """Replay a record one turn at a time: yields ``(n, game)`` after n turns, from n = 0.
    ``rules`` as for ``replay`` (None: the record's own).

    It is the same ``Game`` each time, moved on by one turn; ``game.copy()`` keeps a position.
    Raises ``ReplayError`` at the first turn the rules refuse.
    """
    checked = read_record(record)
    game = _start(checked, seed, checked.rules if rules is None else rules)
    yield 0, game
    last = len(checked.turns)
    for number, turn in enumerate(checked.turns, 1):
        _Turn(game, checked, number, turn, final=number == last).play()
        yield number, game


def _start(record: Record, seed: int, rules: Rules) -> Game:
    names = [p.name for p in record.players]
    defaults = [f"Player {i + 1}" for i in range(len(names))]
    initiatory = "initiatory" in record.variants
    try:
        return Game(
            len(record.players),
            travellers=None if initiatory else [p.traveller for p in record.players],
            kyoto=list(record.kyoto),
            variants=record.variants,
            expansions=record.expansions,
            seed=seed,
            rules=rules,
            names=None if names == defaults else names,
        )
    except IllegalAction as error:
        message = _("the game cannot be set up: {error}").format(error=error)
        raise ReplayError(message, rule=error.rule) from error


def _who(record: Record, index: int) -> str:
    if index == record.neutral:
        return _("the neutral traveller")
    key = record.traveller_of(index)
    if key is None:
        # TRANSLATORS: a player of a record by its index (from 0), in a replay's error.
        return _("player {index}").format(index=index)
    return _("player {index}, {traveller}").format(index=index, traveller=traveller_name(key))


_RECORD_KEYS = {
    "donate": "donate",
    "buy": "bought",
    "keep_encounter": "kept",
    "panorama": "panorama",
    "pay": "paid",
    "keep_meal": "satsuki.kept",
    "eat": "meal",
    "option": "option",
    "amulet": "amulet",
    "legendary": "legendary",
    "calligraphy": "calligraphy",
    "play_amulet": "amulets",
    "bet": "jirocho",
}
"""The record key that answers each kind of decision (Hiroshige's and Chuubei's differ)."""
_MISSING = object()


class _Turn:
    """One turn of a record, played into the game."""

    def __init__(
        self, game: Game, record: Record, number: int, turn: dict[str, Any], final: bool
    ) -> None:
        self.game = game
        self.record = record
        self.number = number
        self.turn = turn
        self.final = final
        self.player = turn["player"]
        self.to = turn.get("to")  # None: a turn saved before its move (see play_before_move)
        self.kind = data.BOARD[self.to][0] if self.to is not None else ""
        self.who = _who(record, self.player)
        self.amulets = turn.get("amulets", [])
        self.devoted = self.devotion_target()

    def error(self, problem: str, **details: Any) -> ReplayError:
        return ReplayError(
            # TRANSLATORS: where a replay stops: "turn 12 (player 0, Satsuki): ...".
            _("turn {number} ({player}): {problem}").format(
                number=self.number, player=self.who, problem=problem
            ),
            turn=self.number,
            player=self.player,
            **details,
        )

    def play(self) -> None:
        game = self.game
        if game.is_over():
            raise self.error(
                _("the journey ended after turn {number}, but the record goes on").format(
                    number=self.number - 1
                )
            )
        if game.actor != self.player:
            raise self.error(self.wrong_mover(), recorded=self.player, rule="road.last_moves")
        self.name_draws()
        if game.decision == "play_amulet":  # Fortune, before the move
            self.play_choice(PlayAmulet("fortune" if "fortune" in self.amulets else None))
        if self.to is None:  # saved between Fortune and the move: the game waits for the move
            return
        friendship = "friendship" in self.amulets
        try:
            game.play(Move(self.to, friendship=friendship), player=game.to_move)
        except IllegalAction as error:
            raise self.refused(
                _("the record moves to {position}, but the rules refuse it: {message}"),
                error,
                game.legal_stops(),
                recorded=f"moves to {self.to}",
                position=self.to,
            ) from error
        while not game.is_over() and not _awaits_move(game):
            if self.final and self.turn.get("waiting") == game.decision:
                break  # saved while this decision was open
            action = self.answer()
            if action is None:
                if self.final:
                    break  # a game saved in the middle of a turn: stop at its decision
                raise self.error(
                    # TRANSLATORS: {question} is what a decision asks ("which meal was
                    # eaten"), {options} the actions the rules allow, as the program writes them.
                    _("the record does not say {question}; the rules allow {options}").format(
                        question=self.question(), options=_options(game)
                    ),
                    allowed=game.legal_actions(),
                )
            self.play_choice(action)
        left = game.named_draws()
        if left:
            listed = "; ".join(
                f"{pile}: {', '.join(map(str, cards))}" for pile, cards in left.items()
            )
            raise self.error(
                _(
                    "the record names cards that the rules did not draw on this turn ({cards})"
                ).format(cards=listed),
                recorded=left,
            )
        if game.is_over() or _awaits_move(game):
            self.compare(self.turn, game.turns[-1], "")

    def play_choice(self, action: Action) -> None:
        game = self.game
        try:
            game.play(action, player=game.to_move)
        except IllegalAction as error:
            raise self.refused(
                _("the record says {action}, but the rules refuse it: {message}"),
                error,
                game.legal_actions(),
                recorded=f"says {action!r}",
                action=repr(action),
            ) from error

    # ------------------------------------------------------------------ before the move
    def wrong_mover(self) -> str:
        game = self.game
        actor = game.actor
        assert actor is not None  # a move is awaited
        where = ", ".join(f"{i} at {game.position(i)}" for i in range(len(game.travellers)))
        return _(
            "the record has this traveller move, but the traveller furthest behind moves next "
            "(on a shared space or at an inn, the later arrival), and that is {player} at "
            "position {position} (positions: {positions})"
        ).format(player=_who(self.record, actor), position=game.position(actor), positions=where)

    def name_draws(self) -> None:
        """Name the cards this turn draws, each pile in the order the rules draw from it."""
        game, turn = self.game, self.turn
        neutral = self.player == self.record.neutral
        faces = [turn[key] for key in ("fortune", "roll", "jirocho") if turn.get(key)]
        if faces:
            game.name_draws("die", faces)
        if turn.get("daigoro"):
            game.name_draws("souvenir", [turn["daigoro"]])
        if self.kind == "village":
            named = turn.get("revealed", turn.get("bought"))
            if named:
                game.name_draws("souvenir", named)
        elif self.kind == "hot_spring" and "hot_spring" in turn:
            game.name_draws("hot_spring", [turn["hot_spring"]])
        elif self.kind == "encounter":
            self.name_encounter(turn)
        elif self.kind == "inn":
            if "chuubei" in turn:
                self.name_encounter(turn["chuubei"])
            free = turn.get("satsuki")
            if free is not None:
                game.name_draws("meal", [free["card"]])
            kept_free = free is not None and free.get("kept") is True
            if game.inn_hand is None and not kept_free:
                hand = self.inn_hand()
                if hand:
                    game.name_draws("meal", hand)
            if neutral and "discard" in turn:
                game.name_draws("discard", [turn["discard"]])

    def name_encounter(self, keys: Mapping[str, Any]) -> None:
        game = self.game
        if keys.get("drawn"):
            game.name_draws("encounter", keys["drawn"])
        for key, pile in (("souvenir", "souvenir"), ("meal", "meal"), ("hot_spring", "hot_spring")):
            if keys.get(key) is not None:
                game.name_draws(pile, [keys[key]])

    def inn_hand(self) -> list[str]:
        """The meal cards this turn deals for the inn's hand, read from the record.

        The first traveller shown the hand says what it held; a neutral traveller who arrived
        before them discarded a card from it (two-player games), so that card was in it too.
        """
        discarded: list[str] = []
        for turn in self.record.turns[self.number - 1 :]:
            if turn.get("to") != self.to:
                continue
            if "shown" in turn:
                return discarded + list(turn["shown"])
            if "discard" in turn:
                discarded.append(turn["discard"])
        return discarded

    # ------------------------------------------------------------------ the turn's decisions
    def source(self) -> Mapping[str, Any]:
        """The keys of the encounter being resolved: Chuubei's at an inn, the turn's elsewhere."""
        if self.kind == "inn":
            return self.turn.get("chuubei", {})
        return self.turn

    def devotion_target(self) -> str | None:
        """What the Devotion amulet was played on, from the coins it sent (the record gives
        only the amount): ``"legendary"``, ``"amulet"``, ``"calligraphy"``, ``"bathhouse"``,
        ``"meal"``, or a souvenir bought whose price paid is that amount."""
        turn = self.turn
        coins = turn.get("devotion")
        if coins is None:
            return None
        if self.kind == "village":
            card = turn.get("legendary")
            if card and prices.legendary_cost(card) == coins:
                return "legendary"
            bought = tuple(turn.get("bought", ()))
            key = self.record.traveller_of(self.player)
            for card in bought:
                if prices.devotion_coins(card, bought, key) == coins:
                    return card
            return "legendary" if card else None
        return {
            "inn": "meal",
            "temple": "amulet",
            "encounter": "calligraphy",
            "hot_spring": "bathhouse",
        }.get(self.kind)

    def option_choice(self) -> str:
        """The base action, the Crossroads option or both, as the turn tells it.

        A turn where the Health amulet was played but one of the two actions could not be done
        (the option sold out or beyond the purse, a village reached with an empty purse) has no
        ``both`` key: the action done tells the order.
        """
        turn = self.turn
        if "both" in turn:
            return turn["both"]
        health = cast(StopOption, self.game.pending).both == "health" and "health" in self.amulets
        if "option" in turn:
            return "option_first" if health else "option"
        return "base_first" if health else "base"

    def answer(self) -> Action | None:
        """The action the record gives for the decision awaited, or None if it gives none."""
        game, turn = self.game, self.turn
        decision = game.decision
        devoted = self.devoted
        if decision == "option":
            choice = self.option_choice()
            # Health played where a power gives both already (data.HEALTH_BESIDE_A_POWER_OF_BOTH).
            by = cast(StopOption, game.pending).both
            health = by in ("kita", "miyataka") and "health" in self.amulets
            return ChooseOption(choice, devotion=devoted == "bathhouse", health=health)
        if decision == "amulet" and "amulet" in turn:
            bank = turn.get("bank_coin", False) is True and cast(AmuletShop, game.pending).bank_coin
            return TakeAmulet(turn["amulet"], bank, devotion=devoted == "amulet")
        if decision == "legendary" and "legendary" in turn:
            return TakeLegendary(turn["legendary"], devotion=devoted == "legendary")
        if decision == "calligraphy" and "calligraphy" in turn:
            return TakeCalligraphy(turn["calligraphy"], devotion=devoted == "calligraphy")
        if decision == "play_amulet":
            amulet = cast(AmuletMoment, game.pending).amulet
            return PlayAmulet(amulet if amulet in self.amulets else None)
        if decision == "bet" and "jirocho" in turn:
            return Bet(turn["jirocho"] is not None)
        if decision == "donate" and "donate" in turn:
            return Donate(turn["donate"], turn.get("bank_coin", False))
        if decision == "buy" and "bought" in turn:
            bought = tuple(turn["bought"])
            return Buy(bought, turn.get("one_coin"), devoted if devoted in bought else None)
        if decision == "keep_encounter" and "kept" in turn:
            return KeepEncounter(turn["kept"])
        if decision == "panorama":
            if cast(PanoramaChoice, game.pending).reason == "hiroshige":
                if "hiroshige" in turn:
                    return TakePanorama(turn["hiroshige"])
            elif "panorama" in self.source():
                return TakePanorama(self.source()["panorama"])
        if decision == "pay" and "paid" in self.source():
            return Pay(self.source()["paid"])
        if decision == "keep_meal" and "kept" in turn.get("satsuki", {}):
            return KeepMeal(turn["satsuki"]["kept"])
        if decision == "eat" and "meal" in turn:
            meal = turn["meal"]
            hospitality = meal is not None and "hospitality" in self.amulets
            return Eat(meal, hospitality, devotion=meal is not None and devoted == "meal")
        return None

    def question(self) -> str:
        """What the record leaves unsaid: "how many coins were given at the temple ('donate')"."""
        game = self.game
        decision = game.decision or ""
        key = _RECORD_KEYS.get(decision)
        if decision == "panorama" and cast(PanoramaChoice, game.pending).reason == "hiroshige":
            key = "hiroshige"
        elif self.kind == "inn" and key in ("panorama", "paid"):
            key = "chuubei." + key
        words = _(DECISION_WORDS[decision].question) if decision in DECISION_WORDS else decision
        return f"{words} ('{key}')" if key else words

    def refused(
        self, template: str, error: IllegalAction, allowed: list, recorded: str, **values: Any
    ) -> ReplayError:
        """The error for a recorded action the rules refuse: ``template`` (translated) with
        the refusal's ``{message}`` and ``values`` filled in; ``recorded`` is what the record
        did, in the program's words."""
        message = str(error)
        if error.rule == "chance.unavailable":
            message += self.whereabouts(message)
        elif "Allowed" not in message and "open to" not in message:
            # (the rules' refusals list what is allowed in their English words; a translated
            # refusal may get the list twice, which loses nothing)
            message += " " + _("The rules allow {options}.").format(options=_options(self.game))
        return self.error(
            template.format(message=message, **values),
            recorded=recorded,
            allowed=allowed,
            rule=error.rule,
        )

    def whereabouts(self, message: str) -> str:
        """Where a card that could not be drawn is, if someone holds it or the inn shows it."""
        game = self.game
        for card in _quoted(message):
            holders = [
                t.index
                for t in game.travellers
                if card in t.souvenirs or card in t.meals or card in t.encounters
            ]
            places = [_("{player} holds it").format(player=_who(self.record, i)) for i in holders]
            if game.inn_hand and card in game.inn_hand:
                places.append(_("it is in the inn's hand"))
            if places:
                return f" ({card}: {'; '.join(places)})"
        return ""

    # ------------------------------------------------------------------ after the turn
    def compare(self, recorded: Mapping[str, Any], played: Mapping[str, Any], prefix: str) -> None:
        """Every key the record gives must agree with what the rules did on the turn."""
        for key, value in recorded.items():
            if key in ("player", "to"):
                continue
            path = prefix + key
            rules = played.get(key, _MISSING)
            if isinstance(value, Mapping) and isinstance(rules, Mapping):
                self.compare(value, rules, path + ".")
                continue
            if key == "revealed" and isinstance(rules, list):
                agrees = rules[: len(value)] == value  # unrecorded cards were dealt at random
            elif key == "shown" and isinstance(rules, list):
                agrees = sorted(rules) == sorted(value)
            else:
                agrees = rules == value and _json_type(rules) is _json_type(value)
            if not agrees:
                if rules is _MISSING:
                    problem = _(
                        "the record says '{key}': {value}, but the rules give nothing on this turn"
                    ).format(key=path, value=json.dumps(value))
                else:
                    problem = _(
                        "the record says '{key}': {value}, but the rules give {given} on this turn"
                    ).format(key=path, value=json.dumps(value), given=json.dumps(rules))
                raise self.error(problem, recorded=value)


def _awaits_move(game: Game) -> bool:
    """Whether the game waits for a move: where to stop, or first whether to play Fortune."""
    pending = game.pending
    return game.decision == "move" or (
        isinstance(pending, AmuletMoment) and pending.amulet == "fortune"
    )


def _options(game: Game) -> str:
    actions = game.legal_actions()
    if not actions:
        return _("nothing")
    return ", ".join(repr(a) for a in actions)


def _quoted(message: str) -> list[str]:
    parts = message.split("'")
    return [parts[i] for i in range(1, len(parts), 2)]


# ------------------------------------------------------------------------------------ results
def compare_result(game: Game, record: RecordLike) -> list[Difference]:
    """How the replayed game's result differs from the record's, player by player.

    Empty when the journey is over and every score, purse and achievement count the record
    gives is the same. A game whose journey is not over differs by that alone.
    """
    checked = read_record(record)
    if not game.is_over():
        actor = game.actor
        assert actor is not None  # the journey goes on: a traveller is awaited
        return [
            Difference(
                None,
                "",
                "not over",
                # TRANSLATORS: {count} turns of a record replayed; {who} is the player to move
                # ("player 1, Hiroshige" or "the neutral traveller").
                ngettext(
                    "the journey is not over after the record's {count} turn ({who} is to move)",
                    "the journey is not over after the record's {count} turns ({who} is to move)",
                    len(game.turns),
                ).format(count=len(game.turns), who=_who(checked, actor)),
                None,
            )
        ]
    result = game.result()
    differences = []
    for index, player in enumerate(checked.players):
        for key in ("scores", "coins", "achievements"):
            if checked.result is None or key not in checked.result:
                continue
            recorded, replayed = checked.result[key][index], result[key][index]
            if recorded != replayed:
                what = {"scores": "score", "coins": "coins", "achievements": "achievements"}[key]
                differences.append(Difference(index, player.name, what, recorded, replayed))
    return differences


def position_differences(a: Game, b: Game) -> list[str]:
    """The parts in which two games are not at the same position (empty if they are).

    A position is what the players see and what the rules go on from: the turns, every
    traveller's state, scores, the inn hand, panorama firsts, the decision awaited, who makes
    it and what it is about, the pending steps, and the cards in each pile (in any order).
    """
    first, second = _position(a), _position(b)
    return [part for part in first if first[part] != second[part]]


def _position(game: Game) -> dict[str, Any]:
    snapshot = game.snapshot()
    parts = {part: snapshot[part] for part in _POSITION_PARTS}
    parts["scores"] = game.scores()
    parts["piles"] = {pile: sorted(cards, key=str) for pile, cards in snapshot["piles"].items()}
    return parts


_POSITION_PARTS = (
    "turns",
    "travellers",
    "kyoto",
    "inn_hand",
    "panorama_firsts",
    "decision",
    "decider",
    "actor",
    "pending",
    "steps",
    "before_move",
    "over",
    "piles",
)


def _json_type(value: Any) -> type:
    """The JSON type of a value: a game's read-only lists and dicts (``rules.frozen``) are lists
    and dicts; True is not 1."""
    if isinstance(value, list):
        return list
    if isinstance(value, dict):
        return dict
    return type(value)
