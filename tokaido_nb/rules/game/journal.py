"""The journal of a game: ``undo``, and saving and loading (``to_json``,
``dumps``, ``from_json``, ``loads``, ``snapshot``).

Every action leaves one entry on a stack (``plain.UndoEntry``): what the action found before it
changed it (the travellers and piles it touched, the record keys it wrote, the decision it
answered, where chance stood). ``undo`` pops the entry and puts those values back
(``_restore``), in constant time, as python-chess pops its stack of board states. A copy shares
the stack (entries are never changed once the action is done) and copies only the live state,
so ``copy`` is cheap too. A save is the set-up and every action with the cards it drew; loading
replays them through the rules.

Seams: calls the set-up and the turn flow below (a load builds a game and plays its actions);
``copy``, ``_entry`` and ``_restore`` are the plain state's (plain.py), as they concern every
field and no rule.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, Self

from ..actions import (
    Action,
    action_from_json,
    action_to_json,
)
from ..config import OFFICIAL, Rules
from ..errors import IllegalAction
from ..frozen import FrozenDict, FrozenList
from ..language import _
from ..state import TRAVELLER_FIELDS, Traveller
from ..untrusted import UntrustedInputError, check_value, parse_json
from ..validation import (
    SAVE_FORMAT,
    SaveError,
    check_save,
)
from .setup import SetUp
from .tables import (
    copy_plain,
)


class Journal(SetUp):
    """Undo, copy, save and load (see the module's docstring)."""

    __slots__ = ()

    def snapshot(self) -> dict[str, Any]:
        """The whole state as plain values (two games are equal when their snapshots are)."""
        return {
            "setup": self._setup,
            "travellers": [t.snapshot() for t in self._travellers],
            "kyoto": list(self._kyoto),
            "piles": {k: list(v) for k, v in self._piles.items()},
            "inn_hand": None if self._inn_hand is None else list(self._inn_hand),
            "panorama_firsts": dict(self._panorama_firsts),
            "decision": self.decision,
            "decider": self.to_move,
            "actor": self.actor,
            "pending": {} if self._pending is None else self._pending.as_context(),
            "steps": list(self._steps),
            "before_move": self.before_move,
            "over": self._over,
            "turns": copy_plain(self._turns),
            "named": self.named_draws(),
            "chance": self._chance.state(),
        }

    __hash__ = None  # type: ignore[assignment]

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Journal):
            return NotImplemented
        return self.snapshot() == other.snapshot()

    def to_json(self) -> dict[str, Any]:
        """The game as JSON: its set-up and every action with the cards it drew.

        An action's ``pending`` (only when there were some) lists the cards named with
        ``name_draws`` and not yet drawn before it, so that undo after a load names them again.
        A game changed by hand (``edit``) is refused: its actions no longer lead to it.
        """
        if self._edited is not None:
            raise SaveError(edited_refusal())
        actions = []
        for (action, drawn), entry in zip(self._history, self._undo, strict=True):
            saved: dict[str, Any] = {"action": action_to_json(action), "named": drawn}
            if entry is not None and entry.named:
                saved["pending"] = entry.named
            actions.append(saved)
        return {
            "format": SAVE_FORMAT,
            "version": 1,
            "setup": self._setup,
            "actions": actions,
            "named": self.named_draws(),
        }

    def dumps(self) -> str:
        """``to_json`` as a string."""
        return json.dumps(self.to_json())

    @classmethod
    def from_json(cls, data_: dict[str, Any]) -> Self:
        """Rebuild a game saved with ``to_json``; replays every action through the rules.

        A save that is not one, of another version, or with a part the rules refuse raises
        ``SaveError`` (a ``ValueError``) saying which part.
        """
        try:
            check_value(data_)
        except UntrustedInputError as error:
            raise SaveError(str(error), where=error.where) from error
        return cls._rebuild(data_)

    @classmethod
    def _rebuild(cls, data_: dict[str, Any]) -> Self:
        """``from_json`` for a value already known to be plain JSON (``check_value``)."""
        check_save(data_)
        setup = dict(data_["setup"])
        rules = setup.pop("rules", None)
        try:
            game = cls(**setup, rules=Rules.from_json(rules) if rules else OFFICIAL)
        except ValueError as error:  # IllegalAction for the set-up, or a rule number
            # TRANSLATORS: {error} says why the rules refuse the saved set-up.
            problem = _("the saved set-up cannot be played: {error}").format(error=error)
            raise SaveError(problem, where="setup") from error
        for number, entry in enumerate(data_.get("actions", []), start=1):
            for pile, cards in entry.get("named", {}).items():
                game.name_draws(pile, cards)
            try:
                game.play(action_from_json(entry["action"]))
            except (IllegalAction, ValueError) as error:
                # TRANSLATORS: {number} counts the saved actions from 1; {error} says why the
                # rules refuse it.
                problem = _("saved action {number} cannot be replayed: {error}")
                raise SaveError(
                    problem.format(number=number, error=error), where=f"actions[{number - 1}]"
                ) from error
            # What the saved game had named before this action, for undo to name again.
            done = game._undo[-1]
            assert done is not None  # a loaded game keeps undo
            done.named = entry.get("pending") or None
        for pile, cards in data_.get("named", {}).items():
            game.name_draws(pile, cards)
        return game

    @classmethod
    def loads(cls, text: str | bytes) -> Self:
        """``from_json`` from JSON text, read within the limits of ``untrusted.parse_json``."""
        try:
            saved = parse_json(text)  # which ends with check_value
        except UntrustedInputError as error:
            raise SaveError(str(error), where=error.where) from error
        return cls._rebuild(saved)

    def undo(self) -> Action:
        """Take back the last action; returns it. Refused at the start of the game.

        The state before the action comes back from the undo stack, in constant time; cards
        named with ``name_draws`` before that action are named again, as they were.
        """
        if not self._history:
            raise IllegalAction("action.malformed", _("There is nothing to undo: no action yet."))
        if self._edited is not None and len(self._history) <= self._edited:
            raise IllegalAction("action.malformed", edited_refusal())
        entry = self._undo[-1]
        if entry is None and self._undo_by_replay:
            return self._undo_by_replaying()
        if entry is None:
            raise IllegalAction(
                "action.malformed",
                _(
                    "This is a determinized copy, made to look ahead with the hidden cards dealt "
                    "afresh: it keeps no undo. Undo on the game it was made from."
                ),
            )
        self._undo.pop()
        action, _player = self._history.pop()
        self._restore(entry)
        return action

    @contextmanager
    def edit(self) -> Iterator[Scenario]:
        """Change the game by hand, to set up a scenario a lesson or a test needs
        ("suppose Aiko has 2 coins and the souvenir pile is empty").

        ``with game.edit() as state:`` hands out a plain copy of the state, every part of it
        writable: ``state.travellers`` (one ``Traveller`` each, lists and dicts plain),
        ``state.piles``, ``state.inn_hand``, ``state.kyoto``, ``state.panorama_firsts``. When
        the block ends the game takes it whole (nothing if the block raised). The decision
        awaited stays; the legal actions follow the new state. The undo journal cannot take
        back what it did not record: undo stops at the edit, and the game cannot be saved
        (``to_json`` raises ``SaveError``).

        >>> from tokaido_nb.rules import Game
        >>> game = Game(3, travellers=["kinko", "satsuki", "umegae"], kyoto=[0, 1, 2])
        >>> with game.edit() as state:
        ...     state.travellers[2].coins = 0
        >>> game.can_stop_at(1)  # a village: no coin to buy a souvenir
        False
        """
        draft = Scenario(self)
        yield draft
        draft.check(self)
        for live, changed in zip(self._travellers, draft.travellers, strict=True):
            live.restore(changed)
        for name, cards in draft.piles.items():
            self._piles[name][:] = cards
        self._inn_hand = None if draft.inn_hand is None else list(draft.inn_hand)
        self._kyoto = FrozenList(draft.kyoto)
        self._panorama_firsts = FrozenDict(draft.panorama_firsts)
        self._legal = None
        self._final = None
        self._edited = len(self._history)
        self._handed.clear()  # the piles and the inn's hand handed out before: read again

    def _undo_by_replaying(self) -> Action:
        """``undo`` of a game made with ``undo=False``: replay every action but the last from
        the set-up, with the cards each drew (no card was named before the last action, or its
        entry would have been kept)."""
        saved = self.to_json()
        action = self._history[-1][0]
        saved["actions"] = saved["actions"][:-1]
        saved["named"] = {}
        replayed = type(self).from_json(saved)
        self._take_state(replayed)
        self._keeps_undo, self._undo_by_replay = False, True  # the replay's entries stay valid
        return action


class Scenario:
    """A plain, writable copy of a game's state, handed out by ``Game.edit`` (see there)."""

    __slots__ = ("travellers", "piles", "inn_hand", "kyoto", "panorama_firsts")

    def __init__(self, game: Journal) -> None:
        self.travellers: tuple[Traveller, ...] = tuple(thawed(t) for t in game.travellers)
        self.piles: dict[str, list[Any]] = {name: list(cards) for name, cards in game.piles.items()}
        hand = game.inn_hand
        self.inn_hand: list[str] | None = None if hand is None else list(hand)
        self.kyoto: list[int] = list(game.kyoto)
        self.panorama_firsts: dict[str, int] = dict(game.panorama_firsts)

    def check(self, game: Journal) -> None:
        """Refuse a pile the game does not have (``IllegalAction``), before anything changes."""
        for name in self.piles:
            if name not in game.piles:
                raise IllegalAction(
                    "action.malformed",
                    _("There is no pile called {pile}; piles: {piles}.").format(
                        pile=repr(name), piles=", ".join(game.piles)
                    ),
                )


def thawed(traveller: Traveller) -> Traveller:
    """A copy of ``traveller`` whose lists and dicts are plain ones, to change by hand."""
    copy = traveller.copy()
    for name in TRAVELLER_FIELDS:
        value = getattr(copy, name)
        if isinstance(value, dict):
            setattr(copy, name, dict(value))
        elif isinstance(value, list):
            setattr(copy, name, list(value))
    return copy


def edited_refusal() -> str:
    """Why a game changed by hand (``Game.edit``) cannot be undone past the change or saved."""
    return _(
        "This game was changed by hand with edit(): undo cannot take back an action played "
        "before the change, and the game cannot be saved, as its actions alone no longer lead "
        "to its state."
    )
