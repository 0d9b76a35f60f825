"""The plain state of a game: its fields (``GAME_FIELDS``) and their types, their values at
the start, its copy, and the undo journal's entry (``UndoEntry``) with its two halves, what an
action keeps before it changes anything (``_entry``) and what ``undo`` puts back
(``_restore``), side by side and paired by name.

``PlainState`` is data and no rule: no decision, no draw, no score. The rooms of the game are
built on it (core.py first) and change it; the journal's halves and ``copy`` are here because
they are about every field, not about any rule, so that no room has to know every field.
It can be made and used alone, with only the fields a test needs
(tests/rules/test_plain_state.py).

Seams: imports only the rules' lower modules and ``tables``; calls no room.
"""

from __future__ import annotations

from typing import Any, Self

from ..actions import Action
from ..chance import Chance
from ..config import Rules
from ..decisions import Decision
from ..frozen import EMPTY, FrozenDict
from ..scoring import JourneyScore
from ..state import Traveller
from .tables import KEPT, own_last_turn

GAME_FIELDS = (
    "_rules",
    "_players",
    "_variants",
    "_expansions",
    "_seed",
    "_crossroads",
    "_setup",
    "_chance",
    "_reverse",
    "_inns",
    "_count",
    "_double_slots",
    "_travellers",
    "_kyoto",
    "_piles",
    "_inn_hand",
    "_panorama_firsts",
    "_turns",
    "_history",
    "_undo",
    "_open",
    "_keeps_undo",
    "_undo_by_replay",
    "_named",
    "_used",
    "_stamp",
    "_steps",
    "_pending",
    "_decider",
    "_actor",
    "_sink",
    "_carry",
    "_legal",
    "_over",
    "_final",
    "_dealt",
    "_shown",
    "_unsealed",
    "_edited",
    "_handed",
)
"""The fields of a ``Game`` (read here, not from ``__slots__``, which a class compiled with
mypyc does not keep)."""


KEPT_BY_EVERY_ACTION = (
    "pending",
    "decider",
    "actor",
    "over",
    "stamp",
    "steps",
    "sink",
    "carry",
    "kyoto",
    "chance_at",
)
"""The fields of an ``UndoEntry`` every action fills (``_entry``) and ``_restore`` puts back:
each the game's field of the same name with an underscore (``chance_at`` is the position of
``_chance``). tests/rules/test_plain_state.py checks that both halves name every one."""


class UndoEntry:
    """What one action found before changing it: enough to take the action back.

    The decision, whose it was, the steps still to run, the number of turns, the generator's
    position and the cards named are always kept (they are small or never changed in place),
    each in the entry's field of the game field's name (``pending`` for ``_pending``, ...); a
    traveller and a pile are copied the first time the action changes them (``Game._edit`` and
    its siblings), the inn's hand and the panorama firsts (read-only values, replaced whole)
    kept as they were, and each key it writes into a turn begun earlier is noted with the value
    it replaced. Once the action is done the entry never changes, so copies of a game share
    their stacks.
    """

    __slots__ = (
        "named",
        "turns",
        *KEPT_BY_EVERY_ACTION,
        "travellers",
        "piles",
        "inn_hand",
        "firsts",
        "notes",
    )

    def __init__(self, named: dict[str, list[Any]] | None, turns: int) -> None:
        self.named = named
        self.turns = turns
        # What every action keeps, written by ``PlainState._entry`` and read back by
        # ``PlainState._restore``, field by field.
        self.pending: Decision | None = None
        self.decider = 0
        self.actor = 0
        self.over = False
        self.stamp = 0
        self.steps: tuple[tuple[str, Any], ...] = ()
        self.sink: tuple[str, ...] = ()
        self.carry: tuple[tuple[str, Any], ...] = ()
        self.kyoto: list[int] = []
        self.chance_at = 0
        # What the action changed, saved the first time it changes it.
        self.travellers: dict[int, Traveller] = {}
        self.piles: dict[str, list[Any]] = {}
        self.inn_hand: Any = KEPT
        self.firsts: Any = KEPT
        self.notes: list[tuple[tuple[str, ...], str, Any]] = []  # (path, key, value before)


class PlainState:
    """The fields of a game and what is about all of them: their start, a copy, the undo
    entry's two halves (see the module's docstring)."""

    # The slots of every ``Game``, declared here, on the lowest class, where mypy reads the
    # fields' types below; each room above adds none (``__slots__ = ()``). Slots, not a
    # __dict__: a game has more attributes than an instance dict shares its keys for (30), and
    # CPython 3.11 does not specialise a method call on an object whose dict is its own, which
    # made every ``self._method()`` of the engine about twice as slow.
    __slots__ = GAME_FIELDS

    _rules: Rules
    _players: int
    _variants: tuple[str, ...]
    _expansions: tuple[str, ...]
    _seed: int
    _crossroads: bool
    _setup: dict[str, Any]
    _chance: Chance
    _reverse: bool
    _inns: tuple[int, ...]
    _count: int
    _double_slots: bool
    _travellers: list[Traveller]
    _kyoto: list[int]
    _piles: dict[str, list[Any]]
    _inn_hand: list[str] | None
    _panorama_firsts: dict[str, int]
    _turns: list[dict[str, Any]]
    _history: list[tuple[Action, dict[str, list[Any]]]]
    _undo: list[UndoEntry | None]
    _open: UndoEntry | None
    _keeps_undo: bool
    _undo_by_replay: bool
    _named: dict[str, list[Any]]
    _used: dict[str, list[Any]]
    _stamp: int
    _steps: tuple[tuple[str, Any], ...]
    _pending: Decision | None
    _decider: int
    _actor: int
    _sink: tuple[str, ...]
    _carry: tuple[tuple[str, Any], ...]
    _legal: list[Action] | None
    _over: bool
    _final: JourneyScore | None
    _dealt: tuple[tuple[str, ...], ...]
    _shown: bool
    _unsealed: list[Traveller]
    _edited: int | None
    _handed: dict[str, Any]

    def _start_empty(self) -> None:
        """Give the fields that start empty their value at the start of a game: no action, no
        record, no decision yet, nothing named, drawn or handed out. ``SetUp.__init__`` gives
        the others, from the set-up."""
        self._shown = False  # no traveller handed out yet (none sealed)
        self._unsealed = []  # travellers handed out, unsealed while an action changes them
        self._edited = None  # the actions played when changed by hand (``edit``)
        self._handed = {}  # the record and the history handed out, read-only
        self._stamp = 0
        self._kyoto = EMPTY  # read-only values, replaced whole
        self._turns = []
        self._history = []
        self._undo = []  # one entry per action of ``history``
        self._open = None  # the entry of the action being played
        self._panorama_firsts = FrozenDict()
        self._inn_hand = None
        self._named = {}
        self._used = {}
        self._steps = ()
        self._pending = None
        self._decider = 0
        self._actor = 0
        self._sink = ()  # where in the current turn the record keys go
        # Record keys of the next turn, known before its move (Crossroads' Fortune amulet).
        self._carry = ()
        self._legal = None
        self._over = False
        self._final = None
        self._dealt = ()

    def copy(self) -> Self:
        """An independent copy, for "what if" branches.

        The copy has its own travellers, piles and current turn; the turns before it, the
        history and the undo stack are shared, as nothing changes them once written.
        """
        cls = type(self)
        other: Self = cls.__new__(cls)
        # Written out slot by slot (a loop over them costs several times more). The set-up,
        # the decision and the steps are never changed in place: shared.
        other._rules = self._rules
        other._players = self._players
        other._variants = self._variants
        other._expansions = self._expansions
        other._seed = self._seed
        other._crossroads = self._crossroads
        other._setup = self._setup
        other._reverse = self._reverse
        other._inns = self._inns
        other._count = self._count
        other._double_slots = self._double_slots
        other._keeps_undo = self._keeps_undo
        other._undo_by_replay = self._undo_by_replay
        other._used = self._used
        other._stamp = self._stamp
        other._steps = self._steps
        other._pending = self._pending
        other._decider = self._decider
        other._actor = self._actor
        other._sink = self._sink
        other._carry = self._carry
        other._legal = self._legal
        other._over = self._over
        other._dealt = self._dealt
        other._edited = self._edited
        # Read-only values, replaced whole when they change: shared.
        other._panorama_firsts = self._panorama_firsts
        other._kyoto = self._kyoto
        # What play changes in place: the copy's own (its travellers not handed out yet).
        other._travellers = [t.copy() for t in self._travellers]
        other._shown = False
        other._unsealed = []
        other._handed = {}
        other._piles = {k: list(v) for k, v in self._piles.items()}
        other._inn_hand = None if self._inn_hand is None else list(self._inn_hand)
        other._turns = own_last_turn(self._turns)
        other._history = list(self._history)
        other._undo = list(self._undo)
        other._named = {k: list(v) for k, v in self._named.items()}
        other._open = None
        other._final = None
        other._chance = self._chance.copy()
        return other

    def _take_state(self, other: PlainState) -> None:
        """Take every field of ``other`` (a game rebuilt in this one's place)."""
        for name in GAME_FIELDS:
            setattr(self, name, getattr(other, name))

    def _entry(self) -> UndoEntry:
        """A new undo entry for the action about to be played: what is always kept
        (``KEPT_BY_EVERY_ACTION``), each value as it is (never changed in place)."""
        named = self._named
        entry = UndoEntry(
            {pile: list(cards) for pile, cards in named.items() if cards} if named else None,
            len(self._turns),
        )
        entry.pending = self._pending
        entry.decider = self._decider
        entry.actor = self._actor
        entry.over = self._over
        entry.stamp = self._stamp
        entry.steps = self._steps
        entry.sink = self._sink
        entry.carry = self._carry
        entry.kyoto = self._kyoto
        entry.chance_at = self._chance.position
        return entry

    def _restore(self, entry: UndoEntry) -> None:
        """Put back what ``entry`` saved: the state before its action (``undo``, and ``play``
        when an action fails half-way)."""
        for index, saved in entry.travellers.items():
            self._travellers[index].restore(saved)
        for name, cards in entry.piles.items():
            self._piles[name][:] = cards
        if entry.inn_hand is not KEPT:
            self._inn_hand = None if entry.inn_hand is None else list(entry.inn_hand)
        if entry.firsts is not KEPT:
            self._panorama_firsts = entry.firsts
        turns = self._turns
        if len(turns) > entry.turns:
            del turns[entry.turns :]
            self._turns = turns = own_last_turn(turns)  # the last turn may be a copy's too
        for path, key, old in reversed(entry.notes):  # keys written into an earlier turn
            part = turns[-1]
            for name in path:
                part = part[name]
            if old is KEPT:
                del part[key]
            else:
                part[key] = old
        self._named = {pile: list(cards) for pile, cards in (entry.named or {}).items()}
        self._pending = entry.pending
        self._decider = entry.decider
        self._actor = entry.actor
        self._over = entry.over
        self._stamp = entry.stamp
        self._steps = entry.steps
        self._sink = entry.sink
        self._carry = entry.carry
        self._kyoto = entry.kyoto
        self._chance.position = entry.chance_at
        self._legal = None
        self._final = None
