"""A player's view read from JSON, checked whole before any of it is used.

``PlayerView.from_json`` reads what another process (a learner's player, a tool) sends: anything
at all. ``check_view`` checks it against the shape ``PlayerView.to_json`` writes, part by part:
plain JSON within the limits of ``untrusted.check_value``, every key known and present, every
value of its kind and range (seats, positions, card and traveller names, decisions, actions),
and the parts in agreement (as many travellers as the players need, the decision's kind that of
``decision``). The first thing wrong is refused with ``ViewError``, one sentence naming its key
(``'travellers[1].coins'``), before any object is built; a view that passes is read whole.

Seams: the names of a view's parts live here, and observer.py (which builds views) imports
them; the rules' tables and ``validation.check_action_json``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import Any

from .. import data
from ..decisions import DECISIONS
from ..language import N_, _
from ..scoring import CATEGORIES
from ..untrusted import UntrustedInputError, check_value, json_kind, name_problem, short_repr
from ..validation import SaveError, check_action_json

# What a view is made of; observer.py, which builds views, imports them from here.
HIDDEN = "hidden"
"""What a view's record shows in place of a card the seat may not know."""

VIEW_FORMAT = "tokaido-player-view"
"""The ``format`` of ``PlayerView.to_json``."""

SECRET_HOLDINGS = {
    "amulets": "amulet_count",
    "new_amulets": "new_amulet_count",
    "calligraphies": "calligraphy_count",
}
"""A traveller's Crossroads cards the others may not see, and the count they see instead."""

OPEN_PILES = ("cherry_tree", "bathhouse", "legendary")
"""The Crossroads piles a traveller chooses from face up: public, whole."""


class ViewError(ValueError):
    """A player's view (``PlayerView.from_json``) that cannot be read: the message names the
    key that is wrong, ``where`` is its path (``"travellers[1].coins"``)."""

    def __init__(self, message: str, *, where: str | None = None) -> None:
        super().__init__(message)
        self.where = where


_LONGEST = 40  # no card, traveller, pile or panorama name is longer
_MOST_ITEMS = 2_000  # more turns, actions or cards than any game holds
_NUMBER = (-1_000, 1_000)  # coins, points: far beyond any game
_PILES = ("souvenir", "meal", "hot_spring", "encounter", *data.SECRET_CROSSROADS_PILES)


def _fail(where: str, template: str, **values: Any) -> ViewError:
    return ViewError(_(template).format(path=where, **values), where=where)


def _whole(value: Any, where: str, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        raise _fail(
            where,
            N_("'{path}' is {value}: a whole number from {low} to {high}"),
            value=json_kind(value),
            low=low,
            high=high,
        )
    return value


def _flag(value: Any, where: str) -> bool:
    if type(value) is not bool:
        raise _fail(where, N_("'{path}' is true or false, not {value}"), value=json_kind(value))
    return value


def _text(value: Any, where: str, longest: int = _LONGEST) -> str:
    if type(value) is not str or len(value) > longest:
        raise _fail(where, N_("'{path}' is a text, not {value}"), value=json_kind(value))
    return value


def _one_of(value: Any, where: str, allowed: Any) -> Any:
    if type(value) not in (str, int) or value not in allowed:
        raise _fail(
            where,
            N_("'{path}' is {value}, not one of {allowed}"),
            value=json_kind(value),
            allowed=", ".join(map(str, allowed)),
        )
    return value


def _list(value: Any, where: str, item: Callable[[Any, str], Any] | None = None) -> list[Any]:
    if type(value) is not list or len(value) > _MOST_ITEMS:
        # TRANSLATORS: {path} is a key of the JSON, kept; {kind} what is there ("a list").
        raise _fail(where, N_("'{path}' is a list, not {kind}"), kind=json_kind(value))
    if item is not None:
        for index, inner in enumerate(value):
            item(inner, f"{where}[{index}]")
    return value


def _object(value: Any, where: str) -> dict[str, Any]:
    if type(value) is not dict:
        raise _fail(where, N_("'{path}' is an object, not {kind}"), kind=json_kind(value))
    return value


def _count(value: list[Any], where: str, expected: int) -> None:
    if len(value) != expected:
        raise _fail(
            where,
            N_("'{path}' holds {count} instead of {expected} entries"),
            count=len(value),
            expected=expected,
        )


def _agree(where: str, value: Any, other: str, other_value: Any) -> ViewError:
    return _fail(
        where,
        N_("'{path}' is {value}, which does not agree with '{other}' ({other_value})"),
        value=short_repr(value),
        other=other,
        other_value=short_repr(other_value),
    )


def _keys(
    value: dict[str, Any], where: str, required: tuple[str, ...], optional: tuple[str, ...] = ()
) -> None:
    """Every key of ``value`` known (``required`` or ``optional``), every required one there."""
    for key in value:
        if key not in required and key not in optional:
            known = ", ".join((*required, *optional))
            if where:
                # Reused from the save's check: one sentence for both.
                problem = _("unknown key {key} in '{path}'; it has {keys}")
            else:
                problem = _("unknown key {key} in the player's view; it has {keys}")
            shown = problem.format(key=short_repr(key), path=where, keys=known)
            raise ViewError(shown, where=f"{where}.{key}" if where else str(key))
    for key in required:
        if key not in value:
            path = f"{where}.{key}" if where else key
            raise _fail(path, N_("the player's view has no '{path}'"))


def _plain(value: Any) -> Any:
    """``value`` (already checked plain) with every mapping a dict and every tuple a list, as
    JSON text would give it."""
    kind = type(value)
    if kind in _SCALARS:
        return value
    if kind is list or kind is tuple:
        return [inner if type(inner) in _SCALARS else _plain(inner) for inner in value]
    # A dict, or another mapping (check_value let nothing else through).
    return {k: inner if type(inner) in _SCALARS else _plain(inner) for k, inner in value.items()}


_SCALARS = frozenset({str, int, float, bool, type(None)})


# ---------------------------------------------------------------------------- travellers
_TRAVELLER: dict[str, Callable[[Any, str], Any]] = {
    "index": lambda v, w: _whole(v, w, 0, 5),
    "name": lambda v, w: _text(v, w, 200),
    "key": lambda v, w: v is None or _one_of(v, w, data.ALL_TRAVELLERS),
    "neutral": _flag,
    "progress": lambda v, w: _whole(v, w, 0, 2 * data.EDO),
    "arrival": lambda v, w: _whole(v, w, 0, 10**6),
    "coins": lambda v, w: _whole(v, w, *_NUMBER),
    "souvenirs": lambda v, w: _list(v, w, _text),
    "panoramas": lambda v, w: _panoramas(v, w),
    "hot_springs": lambda v, w: _list(v, w, lambda c, x: _whole(c, x, 0, 9)),
    "other_springs": lambda v, w: _list(v, w, lambda c, x: _whole(c, x, 0, 9)),
    "meals": lambda v, w: _list(v, w, _text),
    "encounters": lambda v, w: _list(v, w, _text),
    "paid": lambda v, w: _list(v, w, _text),
    "encounter_stops": lambda v, w: _whole(v, w, 0, 1_000),
    "donated": lambda v, w: _whole(v, w, *_NUMBER),
    "achievements": lambda v, w: _list(v, w, _text),
    "cherry_trees": lambda v, w: _whole(v, w, 0, 1_000),
    "bathhouses": lambda v, w: _whole(v, w, 0, 1_000),
    "legendary": lambda v, w: _list(v, w, _text),
    "encounter_meals": lambda v, w: _list(v, w, _text),
    "finish": lambda v, w: _whole(v, w, 0, 6),
    "points": lambda v, w: _points(v, w),
}


def _panoramas(value: Any, where: str) -> None:
    _keys(_object(value, where), where, tuple(data.PANORAMAS))
    for panorama, sections in value.items():
        _whole(sections, f"{where}.{panorama}", 0, 100)


def _points(value: Any, where: str) -> None:
    _keys(_object(value, where), where, (), tuple(CATEGORIES))
    for category, points in value.items():
        _whole(points, f"{where}.{category}", *_NUMBER)


def _traveller(value: Any, where: str, index: int, own: bool, secrets: Mapping[str, str]) -> None:
    _object(value, where)
    # A secret holding is shown whole, or (another seat's, during a Crossroads journey) only
    # its count; the seat's own traveller is always shown whole.
    shown = tuple(name for name in secrets if name in value or own)
    counted = tuple(secrets[name] for name in secrets if name not in shown)
    _keys(value, where, (*_TRAVELLER, *shown, *counted))
    for name, check in _TRAVELLER.items():
        check(value[name], f"{where}.{name}")
    for name in shown:
        _list(value[name], f"{where}.{name}", _text)
    for name in counted:
        _whole(value[name], f"{where}.{name}", 0, 100)
    if value["index"] != index:
        raise _agree(f"{where}.index", value["index"], "travellers", f"[{index}]")
    problem = name_problem(value["name"])
    if problem:
        # TRANSLATORS: {problem} says what is wrong with the name (a clause).
        raise _fail(f"{where}.name", N_("'{path}' cannot be shown: {problem}"), problem=problem)


# ---------------------------------------------------------------------------- the decision
def _field_check(annotation: str) -> Callable[[Any, str], Any]:
    """The check of a decision's field, from its annotation (``tuple[str, ...]``, ``str``,
    ``str | None``, ``bool``, ``int``)."""
    if annotation.startswith("tuple"):
        return lambda v, w: _list(v, w, _text)
    if annotation == "str | None":
        return lambda v, w: v is None or _text(v, w)
    if annotation == "bool":
        return _flag
    if annotation == "int":
        return lambda v, w: _whole(v, w, *_NUMBER)
    return _text


_DECISION_FIELDS = {
    kind: {f.name: (_field_check(str(f.type)), f.default) for f in dataclasses.fields(cls)}
    for kind, cls in DECISIONS.items()
}


def _pending(value: Any, decision: Any) -> None:
    if value is None:
        return
    _object(value, "pending")
    if "kind" not in value:
        raise _fail("pending.kind", N_("the player's view has no '{path}'"))
    kind = _one_of(value["kind"], "pending.kind", tuple(DECISIONS))
    if kind != decision:
        raise _agree("pending.kind", kind, "decision", decision)
    fields = _DECISION_FIELDS[kind]
    required = tuple(n for n, (_, d) in fields.items() if d is dataclasses.MISSING)
    _keys(value, "pending", ("kind", *required), tuple(n for n in fields if n not in required))
    for name, (check, _default) in fields.items():
        if name in value:
            check(value[name], f"pending.{name}")


def _action(value: Any, where: str) -> None:
    try:
        check_action_json(value, where)
    except SaveError as error:  # the save's words name the key: the same ones serve here
        raise ViewError(str(error), where=error.where) from None


# ---------------------------------------------------------------------------- the view
def check_view(plain: Any, parts: tuple[str, ...]) -> dict[str, Any]:
    """Check ``plain`` as a player's view of the parts ``parts`` (``PlayerView.to_json``'s);
    returns it as plain JSON (dicts and lists), or raises ``ViewError``."""
    if not isinstance(plain, Mapping) or plain.get("format") != VIEW_FORMAT:
        shown = json_kind(plain.get("format")) if isinstance(plain, Mapping) else json_kind(plain)
        raise ViewError(
            _("not a player's view: its 'format' is {value}, not {format}").format(
                value=shown, format=repr(VIEW_FORMAT)
            ),
            where="format",
        )
    version = plain.get("version")
    if type(version) is not int or version != 1:
        raise ViewError(
            _("'version' is {value}: this tokaido_nb reads players' views of version 1").format(
                value=json_kind(version)
            ),
            where="version",
        )
    try:
        check_value(plain)
    except UntrustedInputError as error:
        raise ViewError(str(error), where=error.where) from None
    view: dict[str, Any] = _plain(plain)
    _keys(view, "", ("format", "version", "player", *parts))

    players = _whole(view["players"], "players", 2, 5)
    count = players + (1 if players == 2 else 0)  # the neutral traveller of two players
    player = _whole(view["player"], "player", 0, players - 1)
    for part, names in (("variants", data.VARIANTS), ("expansions", data.EXPANSIONS)):
        chosen = _list(view[part], part)
        for index, name in enumerate(chosen):
            _one_of(name, f"{part}[{index}]", names)
        if len(set(chosen)) != len(chosen):
            raise _agree(part, chosen, part, sorted(set(chosen)))
    is_over = _flag(view["is_over"], "is_over")
    for part, last in (("to_move", players - 1), ("actor", count - 1)):
        if view[part] is not None:
            _whole(view[part], part, 0, last)
    decision = view["decision"]
    if decision is not None:
        _one_of(decision, "decision", tuple(DECISIONS))
    _pending(view["pending"], decision)
    _list(view["legal_actions"], "legal_actions", _action)
    if is_over and (view["pending"] is not None or view["legal_actions"]):
        raise _agree("pending", view["pending"], "is_over", is_over)

    travellers = _list(view["travellers"], "travellers")
    _count(travellers, "travellers", count)
    for index, traveller in enumerate(travellers):
        where = f"travellers[{index}]"
        _traveller(traveller, where, index, index == player, SECRET_HOLDINGS)
    positions = _list(view["positions"], "positions", lambda v, w: _whole(v, w, 0, data.EDO))
    _count(positions, "positions", count)
    kyoto = _list(view["kyoto"], "kyoto", lambda v, w: _whole(v, w, 0, count - 1))
    if len(set(kyoto)) != len(kyoto):
        raise _agree("kyoto", kyoto, "kyoto", sorted(set(kyoto)))
    firsts = _object(view["panorama_firsts"], "panorama_firsts")
    _keys(firsts, "panorama_firsts", (), tuple(data.PANORAMAS))
    for panorama, who in firsts.items():
        _whole(who, f"panorama_firsts.{panorama}", 0, count - 1)
    for pile, size in _object(view["pile_sizes"], "pile_sizes").items():
        _text(pile, "pile_sizes")
        _whole(size, f"pile_sizes.{pile}", 0, _MOST_ITEMS)
    open_piles = _object(view["open_piles"], "open_piles")
    _keys(open_piles, "open_piles", (), OPEN_PILES)
    for pile, cards in open_piles.items():
        _list(cards, f"open_piles.{pile}", _text)
    unseen = _object(view["unseen"], "unseen")
    _keys(unseen, "unseen", (), _PILES)
    for pile, cards in unseen.items():
        seen: set[Any] = set()
        for number, pair in enumerate(_list(cards, f"unseen.{pile}")):
            where = f"unseen.{pile}[{number}]"
            _count(_list(pair, where), where, 2)
            card: str | int
            if pile == "hot_spring":
                card = _whole(pair[0], f"{where}[0]", 0, 9)
            else:
                card = _text(pair[0], f"{where}[0]")
            if card in seen:
                raise _agree(f"{where}[0]", card, f"unseen.{pile}", "each card once")
            seen.add(card)
            _whole(pair[1], f"{where}[1]", 0, _MOST_ITEMS)
    hand = view["inn_hand"]
    if hand is not None and hand != HIDDEN:
        _list(hand, "inn_hand", _text)
    _object(view["before_move"], "before_move")
    _list(view["turns"], "turns", lambda v, w: _object(v, w))
    scores = _list(view["scores"], "scores", lambda v, w: _whole(v, w, *_NUMBER))
    _count(scores, "scores", players)
    return view


__all__ = ["ViewError", "check_view"]
