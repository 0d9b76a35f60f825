"""Values from outside checked before the rules look at them: actions, players, named cards, saves.

``Game.play`` asks the rules whether an action is legal by looking it up among the legal ones; an
action built with the wrong kinds of values (``Move("3")``, ``Eat(["sushi"])``, ``player=True``)
is not among them, and the refusal explainers in refusals.py then assume values of the right
kind. This module finds such actions first and refuses them as ``action.malformed``, so that every
refusal is an ``IllegalAction`` and none is a ``TypeError``. ``check_save`` does the same for the
JSON of ``Game.to_json``: its outer structure, version, set-up and every saved action, before the
game is rebuilt. Whether a well-formed action is legal is for the rules alone.
"""

from __future__ import annotations

import dataclasses
import operator
from collections.abc import Mapping
from typing import Any

from . import data
from .actions import (
    ACTION_TYPES,
    Bet,
    Buy,
    ChooseOption,
    ChooseTraveller,
    Donate,
    Eat,
    KeepEncounter,
    KeepMeal,
    Move,
    Pay,
    PlayAmulet,
    TakeAmulet,
    TakeCalligraphy,
    TakeLegendary,
    TakePanorama,
)
from .errors import IllegalAction
from .frozen import FrozenList
from .language import N_, _, pgettext
from .untrusted import MAX_DIGITS, json_kind, short_repr

SAVE_FORMAT = "tokaido-nb-game"
SAVE_VERSION = 1

# The card names each chance channel of ``Game.name_draws`` can name, and their kind.
PILE_CARDS: dict[str, frozenset[str | int]] = {
    "souvenir": frozenset(data.SOUVENIRS),
    "meal": frozenset(data.MEALS),
    "hot_spring": frozenset(data.HOT_SPRINGS),
    "encounter": frozenset(data.ENCOUNTERS) | frozenset(data.NEW_ENCOUNTERS),
    "discard": frozenset(data.MEALS),
    "die": frozenset(data.DIE_KEYS),  # Crossroads' fortune die: its faces
}
_CARD_KIND = {pile: int if pile == "hot_spring" else str for pile in PILE_CARDS}
_LONGEST_NAME = 40  # no card, traveller or panorama name is longer


class SaveError(ValueError):
    """A saved game that cannot be loaded: not a save, another version, or a part that is wrong.

    ``where`` is the part of the save concerned (``"actions[3].action"``), when there is one.
    """

    def __init__(self, message: str, *, where: str | None = None) -> None:
        super().__init__(message)
        self.where = where


# ---------------------------------------------------------------------------- actions
def _text(value: Any) -> bool:
    return type(value) is str and len(value) <= _LONGEST_NAME


def _text_or_none(value: Any) -> bool:
    return value is None or _text(value)


def _flag(value: Any) -> bool:
    return type(value) is bool


def _position(value: Any) -> bool:
    return type(value) is int and 0 <= value <= data.EDO


def _coins(value: Any) -> bool:
    return type(value) is int and -1000 <= value <= 1000


def _souvenirs(value: Any) -> bool:
    return type(value) is tuple and len(value) <= 3 and all(_text(card) for card in value)


# For each action and field: the test of a value of the right kind, and the words for a wrong one.
_FIELDS: dict[type, dict[str, tuple[Any, str]]] = {
    ChooseTraveller: {
        "traveller": (_text, N_("{v} is not a traveller: name one of the two dealt."))
    },
    Move: {
        "to": (
            _position,
            N_(
                "The road runs from 0 (Kyoto) to {edo} (Edo); {v} is not on it: a position is a "
                "whole number (int)."
            ),
        ),
        "friendship": (
            _flag,
            N_("The Friendship amulet is played or not: True or False, not {v}."),
        ),
    },
    Donate: {
        "coins": (_coins, N_("A donation is a whole number of coins, not {v}.")),
        "bank_coin": (_flag, N_("Hirotada's bank coin is given or not: True or False, not {v}.")),
    },
    Buy: {
        "souvenirs": (
            _souvenirs,
            N_("Name the souvenirs to buy as a tuple of card names, not {v}."),
        ),
        "one_coin": (
            _text_or_none,
            N_("Zen-emon's one-coin souvenir is one card name, or None, not {v}."),
        ),
        "devotion": (
            _text_or_none,
            N_("The card whose coins Devotion sends is one card name, or None, not {v}."),
        ),
    },
    KeepEncounter: {"card": (_text, N_("{v} is not an encounter card: keep one of those drawn."))},
    TakePanorama: {
        "panorama": (
            _text_or_none,
            N_("{v} is not a panorama; panoramas are {panoramas} (or None)."),
        )
    },
    Pay: {"paid": (_flag, N_("Answer with True or False, not {v}."))},
    KeepMeal: {"kept": (_flag, N_("Answer with True or False, not {v}."))},
    Eat: {
        "meal": (_text_or_none, N_("{v} is not a meal of Tokaido: name a meal, or None.")),
        "hospitality": (
            _flag,
            N_("The Hospitality amulet is played or not: True or False, not {v}."),
        ),
        "devotion": (_flag, N_("The Devotion amulet is played or not: True or False, not {v}.")),
    },
    # Crossroads
    ChooseOption: {
        "choice": (
            _text,
            N_("{v} is not a choice: 'base', 'option', 'base_first' or 'option_first'."),
        ),
        "devotion": (_flag, N_("The Devotion amulet is played or not: True or False, not {v}.")),
        "health": (_flag, N_("The Health amulet is played or not: True or False, not {v}.")),
    },
    TakeAmulet: {
        "amulet": (_text_or_none, N_("{v} is not an amulet: name one of the stack, or None.")),
        "bank_coin": (_flag, N_("Hirotada's bank coin is given or not: True or False, not {v}.")),
        "devotion": (_flag, N_("The Devotion amulet is played or not: True or False, not {v}.")),
    },
    TakeLegendary: {
        "card": (_text_or_none, N_("{v} is not a legendary object: name one left, or None.")),
        "devotion": (_flag, N_("The Devotion amulet is played or not: True or False, not {v}.")),
    },
    TakeCalligraphy: {
        "card": (_text_or_none, N_("{v} is not a calligraphy: name one left, or None.")),
        "devotion": (_flag, N_("The Devotion amulet is played or not: True or False, not {v}.")),
    },
    PlayAmulet: {
        "amulet": (_text_or_none, N_("{v} is not an amulet: name the one to play, or None."))
    },
    Bet: {"bet": (_flag, N_("Answer with True or False, not {v}."))},
}
_DEFAULTED = {
    cls: {f.name for f in dataclasses.fields(cls) if f.default is not dataclasses.MISSING}
    for cls in _FIELDS
}
"""Each action's fields with a default, which a saved action may leave out."""


def malformed_action(action: Any, allowed: list[Any] | None = None) -> IllegalAction | None:
    """The ``action.malformed`` refusal of an action with values of the wrong kind, or None.

    Values must be of exactly the kind the action declares: ``Move(8.0)``, ``Move(True)`` and
    a subclass of int are refused alike, as is anything that is not an action at all
    (``allowed``, the legal actions, are then listed).

    >>> malformed_action(Move(3)) is None
    True
    >>> str(malformed_action(Eat(["sushi"])))
    "['sushi'] is not a meal of Tokaido: name a meal, or None."
    """
    fields = _FIELDS.get(type(action))
    if fields is None:
        listed = ", ".join(repr(a) for a in allowed) if allowed else _("none now")
        return IllegalAction(
            "action.malformed",
            # TRANSLATORS: {action} is a Python value; {allowed} lists the legal actions.
            _(
                "{action} is not a Tokaido action: play one of the game's legal actions "
                "({allowed})."
            ).format(action=short_repr(action), allowed=listed),
        )
    for name, (right_kind, words) in _FIELDS[type(action)].items():
        value = getattr(action, name)
        if not right_kind(value):
            shown = _shown(value)
            panoramas = ", ".join(data.PANORAMAS)
            text = _(words).format(v=shown, edo=data.EDO, panoramas=panoramas)
            return IllegalAction("action.malformed", text)
    return None


def malformed_player(player: Any, players: int) -> IllegalAction | None:
    """The refusal of a ``player=`` that is not a player index of the game, or None.

    >>> str(malformed_player(True, 4))
    'There is no player True: players are numbered 0 to 3 (whole numbers).'
    """
    if player is None or type(player) is int and 0 <= player < players:
        return None
    return IllegalAction(
        "action.malformed",
        _("There is no player {player}: players are numbered 0 to {last} (whole numbers).").format(
            player=_shown(player), last=players - 1
        ),
    )


def malformed_draws(pile: Any, cards: Any) -> IllegalAction | None:
    """The refusal of ``Game.name_draws(pile, cards)`` with values of the wrong kind, or None.

    ``cards`` is a list (or tuple) of card names, or of 2 and 3 for the hot spring pile, each a
    card of that pile.

    >>> str(malformed_draws("hot_spring", [2.0]))
    '2.0 is not a card of the hot spring pile: its cards are 2 and 3 (whole numbers).'
    """
    if type(pile) is not str or pile not in PILE_CARDS:
        return IllegalAction(
            "action.malformed",
            _("There is no pile called {pile}; piles: {piles}.").format(
                pile=_shown(pile), piles=", ".join(PILE_CARDS)
            ),
        )
    words = pile_words(pile)
    if type(cards) not in (list, tuple, FrozenList):  # a game's record's cards too
        return IllegalAction(
            "action.malformed",
            # TRANSLATORS: {pile} names a pile of cards ("hot spring"); {cards} is a Python value.
            _(
                "Name the cards of the {pile} pile as a list, in the order drawn, not {cards}."
            ).format(pile=words, cards=_shown(cards)),
        )
    kind, known = _CARD_KIND[pile], PILE_CARDS[pile]
    for card in cards:
        if type(card) is not kind or card not in known:
            if pile == "die":
                return IllegalAction(
                    "action.malformed",
                    _("{card} is not a face of the fortune die: its faces are {faces}.").format(
                        card=_shown(card), faces=", ".join(data.DIE_KEYS)
                    ),
                )
            if kind is int:
                template = _(
                    "{card} is not a card of the {pile} pile: its cards are 2 and 3 (whole "
                    "numbers)."
                )
            else:
                template = _(
                    "{card} is not a card of the {pile} pile: its cards are card names (text)."
                )
            return IllegalAction("action.malformed", template.format(card=_shown(card), pile=words))
    return None


def pile_words(pile: str) -> str:
    """A pile of cards in words, in the language spoken now: ``"hot spring"``, ``"encounter"``."""
    words = {
        "hot_spring": pgettext("pile", "hot spring"),
        "encounter": pgettext("pile", "encounter"),
        "souvenir": pgettext("pile", "souvenir"),
        "meal": pgettext("pile", "meal"),
        "discard": pgettext("pile", "discard"),
        "die": pgettext("pile", "die"),
    }
    return words.get(pile, pile.replace("_", " "))


def checked_seed(seed: Any) -> int | None:
    """A game's seed as a whole number (None stays None, for a seed drawn at random).

    >>> checked_seed(7), checked_seed(None)
    (7, None)
    """
    if seed is None:
        return None
    try:
        if isinstance(seed, bool):
            raise TypeError
        number = operator.index(seed)
    except TypeError:
        raise IllegalAction(
            "setup.invalid",
            _("A seed is a whole number (or None), not {seed}.").format(seed=_shown(seed)),
        ) from None
    # A save holds numbers of at most MAX_DIGITS digits: a longer seed could not be saved.
    if not -(10**MAX_DIGITS) < number < 10**MAX_DIGITS:
        raise IllegalAction(
            "setup.invalid",
            _(
                "A seed is a whole number of at most {digits} digits (so that the game can be "
                "saved), not {seed}."
            ).format(digits=MAX_DIGITS, seed=_shown(number)),
        )
    return number


def _shown(value: Any) -> str:
    """A value for a message: its short repr, with the type when the repr hides it."""
    text = short_repr(value)
    kind = type(value)
    if kind not in (str, int, float, bool, type(None), list, tuple, dict) and not text.startswith(
        kind.__name__
    ):
        text += f" (of type {kind.__name__})"
    return text


# ---------------------------------------------------------------------------- saves
_SETUP_KEYS = ("players", "travellers", "kyoto", "variants", "expansions", "seed", "names", "rules")
_ENTRY_KEYS = ("action", "named", "pending")


def check_save(save: Any) -> None:
    """Check the JSON of ``Game.to_json`` before a game is rebuilt from it; raises ``SaveError``.

    The format and version, the keys and kinds of the set-up, and each saved action and the
    cards named with it. What the values mean (a legal set-up, a legal action, a card still in
    its pile) is checked by the rules while the game is rebuilt.
    """
    if not isinstance(save, Mapping):
        # TRANSLATORS: {kind} says what the file holds instead ("a list", "the number 3").
        raise SaveError(_("a saved game is a JSON object, not {kind}").format(kind=json_kind(save)))
    if save.get("format") != SAVE_FORMAT:
        # TRANSLATORS: 'format' is a key of the save's JSON, kept; {format} the value a save has.
        if "format" not in save:
            problem = _("not a saved tokaido_nb game: 'format' is missing, expected {format}")
        else:
            problem = _("not a saved tokaido_nb game: 'format' is {value}, expected {format}")
        shown = short_repr(save.get("format"))
        raise SaveError(problem.format(value=shown, format=repr(SAVE_FORMAT)), where="format")
    version = save.get("version")
    if type(version) is not int or version != SAVE_VERSION:
        if "version" not in save:
            problem = _("'version' is missing: this tokaido_nb reads saves of version {version}")
        else:
            problem = _("'version' is {value}: this tokaido_nb reads saves of version {version}")
        shown = short_repr(version)
        raise SaveError(problem.format(value=shown, version=SAVE_VERSION), where="version")
    _known_keys(save, ("format", "version", "setup", "actions", "named"), "")
    setup = save.get("setup")
    if not isinstance(setup, Mapping):
        raise SaveError(_not_an_object("setup", setup), where="setup")
    _check_setup(setup)
    actions = save.get("actions", [])
    if not isinstance(actions, list):
        problem = _("'{path}' is a list, not {kind}")
        raise SaveError(problem.format(path="actions", kind=json_kind(actions)), where="actions")
    for number, entry in enumerate(actions):
        where = f"actions[{number}]"
        if type(entry) is not dict and not isinstance(entry, Mapping):  # dicts: no abc call
            raise SaveError(_not_an_object(where, entry), where=where)
        _known_keys(entry, _ENTRY_KEYS, where)
        if "action" not in entry:
            raise SaveError(_("'{path}' has no 'action'").format(path=where), where=where)
        _check_action(entry["action"], f"{where}.action")
        _check_named(entry.get("named", {}), f"{where}.named")
        if entry.get("pending") is not None:
            _check_named(entry["pending"], f"{where}.pending")
    _check_named(save.get("named", {}), "named")


def _not_an_object(path: str, value: Any) -> str:
    """The message for a value of a save that should be a JSON object."""
    # TRANSLATORS: {path} is a key of the saved JSON, kept; {kind} what is there ("a list").
    return _("'{path}' is an object, not {kind}").format(path=path, kind=json_kind(value))


# The lists a save's set-up may hold, with the message for a wrong one ({value} is what is there).
_SETUP_LISTS = (
    (
        "travellers",
        _text_or_none,
        N_("'setup.travellers' is null or a list of traveller keys (or null), not {value}"),
    ),
    (
        "kyoto",
        lambda v: type(v) is int,
        N_("'setup.kyoto' is null or a list of traveller indices, not {value}"),
    ),
    (
        "names",
        lambda v: type(v) is str,
        N_("'setup.names' is null or a list of names (text), not {value}"),
    ),
)


def _check_setup(setup: Mapping[str, Any]) -> None:
    _known_keys(setup, _SETUP_KEYS, "setup")
    if "players" not in setup:
        raise SaveError(_("'setup' has no 'players'"), where="setup.players")
    players = setup["players"]
    if type(players) is not int:
        problem = _("'{path}' is a whole number, not {kind}")
        raise SaveError(
            problem.format(path="setup.players", kind=json_kind(players)), where="setup.players"
        )
    for key, test, message in _SETUP_LISTS:
        values = setup.get(key)
        if values is not None and not (isinstance(values, list) and all(map(test, values))):
            raise SaveError(_(message).format(value=short_repr(values)), where=f"setup.{key}")
    for key in ("variants", "expansions"):
        values = setup.get(key, [])
        if not (isinstance(values, list) and all(_text(v) for v in values)):
            # TRANSLATORS: {key} is 'variants' or 'expansions', kept; {value} what is there.
            problem = _("'setup.{key}' is a list of names, not {value}")
            raise SaveError(problem.format(key=key, value=short_repr(values)), where=f"setup.{key}")
    seed = setup.get("seed", 0)
    if type(seed) is not int:
        problem = _("'{path}' is a whole number, not {kind}")
        raise SaveError(problem.format(path="setup.seed", kind=json_kind(seed)), where="setup.seed")
    rules = setup.get("rules")
    if rules is not None and not isinstance(rules, Mapping):
        raise SaveError(_not_an_object("setup.rules", rules), where="setup.rules")


def check_action_json(action: Any, where: str) -> None:
    """Check one action as JSON (``action_to_json``'s), ``where`` being its path for the
    message: its type, its keys and the kind of each value; raises ``SaveError``. A save's
    actions and a player's view's legal actions are checked alike."""
    _check_action(action, where)


def _check_action(action: Any, where: str) -> None:
    if type(action) is not dict and not isinstance(action, Mapping):  # dicts: no abc call
        raise SaveError(_not_an_object(where, action), where=where)
    kind = action.get("type")
    if type(kind) is not str or kind not in ACTION_TYPES:
        # TRANSLATORS: {types} are the action types' keys, kept as the save writes them.
        problem = _("'{path}.type' is {value}: an action's type is one of {types}")
        raise SaveError(
            problem.format(path=where, value=short_repr(kind), types=", ".join(ACTION_TYPES)),
            where=f"{where}.type",
        )
    cls = ACTION_TYPES[kind]
    fields = _FIELDS[cls]
    _known_keys(action, ("type", *fields), where)
    for name, (right_kind, _words) in fields.items():
        if name not in action:
            if name in _DEFAULTED[cls]:
                continue
            raise SaveError(_("'{path}' has no '{key}'").format(path=where, key=name), where=where)
        value = action[name]
        if cls is Buy and name == "souvenirs":
            value = tuple(value) if isinstance(value, list) else value
        if not right_kind(value):
            # TRANSLATORS: {type} is the action's type key ('move', 'buy'), kept as written.
            problem = _("'{path}.{key}' is {value}, which a {type} action cannot hold")
            raise SaveError(
                problem.format(path=where, key=name, value=short_repr(action[name]), type=kind),
                where=f"{where}.{name}",
            )


def _check_named(named: Any, where: str) -> None:
    if type(named) is not dict and not isinstance(named, Mapping):  # dicts: no abc call
        raise SaveError(_not_an_object(where, named), where=where)
    for pile, cards in named.items():
        refused = malformed_draws(pile, cards)
        if refused is not None:
            # TRANSLATORS: {path} is a key of the save; {problem} says what is wrong there.
            problem = _("'{path}': {problem}").format(path=where, problem=refused)
            raise SaveError(problem, where=f"{where}.{pile}")


def _known_keys(value: Mapping[str, Any], known: tuple[str, ...], where: str) -> None:
    for key in value:
        if key not in known:
            path = f"{where}.{key}" if where else key
            # TRANSLATORS: {key} is the unknown key, {keys} the known ones, kept as written.
            if where:
                problem = _("unknown key {key} in '{path}'; it has {keys}")
            else:
                problem = _("unknown key {key} in the save; it has {keys}")
            shown = problem.format(key=short_repr(key), path=where, keys=", ".join(known))
            raise SaveError(shown, where=path)
