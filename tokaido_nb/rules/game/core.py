"""The ground floor of ``Game``'s rules: its public fields, where it stands, whose decision it
is, and the small helpers every room of the game calls.

``GameCore`` stands on the plain state (plain.py: the fields, ``GAME_FIELDS``, and the undo
entry's two halves) and holds what every other room uses: the public fields, read-only, the
road's questions (``road_index``, ``occupants``, ...), who decides (``pending``, ``to_move``,
``actor``), asking for a decision (``_ask``) and queuing the steps of a turn (``_then``), and
the helpers through which an action changes the state (``_edit``, ``_edit_pile``, ``_note``,
...), each of which first saves what it changes into the open ``UndoEntry``, so that ``undo``
can put it back.

Seams: this module imports only the rules' lower modules, ``plain`` and ``tables``; it calls
no other room. ``play`` (flow.py) and ``undo`` (journal.py) call the journal's halves
(``_entry``, ``_restore``: plain.py) downward.
"""

from __future__ import annotations

import operator
import warnings
from typing import Any

from .. import data, prices
from ..actions import Action
from ..config import Rules
from ..decisions import Decision
from ..frozen import FrozenDict, FrozenList, frozen, refuse_field
from ..state import SET_CLASS as _SET_CLASS
from ..state import SealedTraveller, Traveller
from .plain import PlainState
from .tables import KEPT


def read_only(name: str, doc: str) -> Any:
    """A public field of ``Game``: reads the slot ``_<name>``; a write raises ``ReadOnlyState``
    (an ``AttributeError``).

    A write from outside would bypass the undo journal (``undo`` would then put back a state
    the game never had) and the legal actions already worked out: a game is changed only by
    ``play``, ``undo`` and ``name_draws``. The value read is itself read-only (a number, a
    tuple, or a ``frozen.FrozenList`` or ``FrozenDict`` the rules replace whole). (Typed
    ``Any`` so that the class's annotation gives mypy the field's type.)
    """
    slot = "_" + name

    def refuse(game: object, value: object) -> None:
        refuse_field(f"Game.{name}")

    return property(operator.attrgetter(slot), refuse, None, doc)


def travellers_for_bots(game: GameCore) -> list[Traveller]:
    """The game's travellers, the very objects ``Game.travellers`` hands out (in a new plain
    list, the caller's own), without sealing them: for the package's own bots
    (``players/evaluator.py``), which read them at every decision and never change them.

    ``Game.travellers`` seals every traveller, and from then on each action unseals the ones
    it changes and seals them again (two changes of class, about 1,400 instructions, at every
    action of every game the bots play). Read here, a game whose travellers no cell has read
    plays without any; once a cell has read ``Game.travellers``, they are sealed all the same.
    Learners' code reads ``Game.travellers``, where a change is refused."""
    # The one read of a game's private field from outside its rooms (pyproject.toml, SLF).
    return game._travellers[:]  # noqa: SLF001


class GameCore(PlainState):
    """The public fields of a game and the helpers every room uses (see the module's
    docstring); the fields themselves are ``PlainState``'s."""

    __slots__ = ()

    # The public fields: read-only. Each reads its slot through ``operator.attrgetter`` (no
    # Python frame, so a bot reading ``game.travellers`` pays next to nothing), and a write
    # from outside is refused (``read_only``): it would bypass the undo journal.
    rules: Rules = read_only("rules", "The numbers of the rules played (``config.Rules``).")
    players: int = read_only("players", "How many players, 2 to 5.")
    variants: tuple[str, ...] = read_only("variants", "The variants played, sorted.")
    expansions: tuple[str, ...] = read_only("expansions", "The expansions played, sorted.")
    seed: int = read_only("seed", "The seed of the game's chance (chosen at random if None).")
    crossroads: bool = read_only("crossroads", "Whether the Crossroads expansion is played.")

    @property
    def travellers(self) -> list[Traveller]:
        """Every traveller (``state.Traveller``), by index: the players', then with two players
        the neutral one (index 2). Its fields are the traveller's purse, cards, place on the
        road and points' parts, kept up to date as the game is played; they refuse a change
        (``state.SealedTraveller``): a game changes only by playing."""
        if not self._shown:
            self._seal_travellers()
        out = self._handed.get("travellers")
        if out is None:  # the same travellers until a copy or a replay makes others
            out = self._handed["travellers"] = FrozenList(self._travellers)
        return out

    @travellers.setter
    def travellers(self, value: object) -> None:
        refuse_field("Game.travellers")

    def _seal_travellers(self) -> None:
        """Seal every traveller (they are being handed out); ``play`` and ``undo`` seal again
        the ones they changed."""
        for t in self._travellers:
            if type(t) is not SealedTraveller:
                t.__class__ = SealedTraveller  # a statement: cheaper than calling the setter
        self._shown = True

    kyoto: list[int] = read_only(
        "kyoto", "The line-up at Kyoto, travellers' indices from the road outward."
    )

    @property
    def piles(self) -> dict[str, list[Any]]:
        """The cards left in each pile, by name (``souvenir``, ``meal``, ``hot_spring``,
        ``encounter``; with Crossroads its piles too), the top card last. The order of a
        face-down pile is hidden from the players: a player's view (``Game.view``) shows only
        what they may know of it. Read-only, and as it is when read: read it again after a
        play."""
        handed: dict[str, list[Any]] = self._handed_out("piles", self._frozen_piles)
        return handed

    @piles.setter
    def piles(self, value: object) -> None:
        refuse_field("Game.piles")

    @property
    def inn_hand(self) -> list[str] | None:
        """The meals dealt at the inn being visited, or None between inns. Read-only, and as
        it is when read: read it again after a play."""
        handed: list[str] | None = self._handed_out("inn_hand", self._frozen_hand)
        return handed

    @inn_hand.setter
    def inn_hand(self, value: object) -> None:
        refuse_field("Game.inn_hand")

    def _frozen_piles(self, before: object) -> FrozenDict:
        return FrozenDict({name: FrozenList(cards) for name, cards in self._piles.items()})

    def _frozen_hand(self, before: object) -> FrozenList | None:
        return None if self._inn_hand is None else FrozenList(self._inn_hand)

    panorama_firsts: dict[str, int] = read_only(
        "panorama_firsts", "Who completed each panorama first, by panorama: a player's index."
    )

    @property
    def turns(self) -> list[dict[str, Any]]:
        """The record of the journey: one dict per move, with the keys of record/schema.py (the
        player, where they stopped, what they drew, chose and paid). Read-only, and as it is
        when read: read it again after a play."""
        handed: list[dict[str, Any]] = self._handed_out("turns", self._frozen_turns)
        return handed

    @turns.setter
    def turns(self, value: object) -> None:
        refuse_field("Game.turns")

    @property
    def history(self) -> list[tuple[Action, dict[str, list[Any]]]]:
        """Every action played, with the cards each drew, by pile: what ``undo`` takes back and
        ``to_json`` saves. Read-only, and as it is when read: read it again after a play."""
        handed: list[tuple[Action, dict[str, list[Any]]]] = self._handed_out(
            "history", self._frozen_history
        )
        return handed

    @history.setter
    def history(self, value: object) -> None:
        refuse_field("Game.history")

    def _handed_out(self, name: str, build: Any) -> Any:
        """A field the rooms keep as plain values (the piles, the inn's hand, the record, the
        history), handed out as a read-only copy (``build(before)``) made once per moment of
        the game (its actions played; ``edit`` forgets them), so that what the rooms change in
        place costs nothing more."""
        history = self._history
        count, last = len(history), history[-1] if history else None
        kept = self._handed.get(name)
        if kept is None or kept[0] != count or kept[1] is not last:
            kept = (count, last, build(kept[2] if kept is not None else None))
            self._handed[name] = kept
        return kept[2]

    def _frozen_turns(self, before: FrozenList | None) -> FrozenList:
        """The turns, read-only: the turns but the last are kept from ``before`` (a turn the
        rooms have stopped writing never changes again), the last one frozen afresh."""
        turns = self._turns
        sources = self._handed.get("turn sources")
        kept: list[Any] = []
        if before is not None and sources is not None:
            # Neither the last turn now nor the last one then: the rooms may have written since.
            last = min(len(turns), len(sources)) - 1
            for i in range(last):
                if turns[i] is not sources[i]:
                    break
                kept.append(before[i])
        out = FrozenList(kept + [frozen(turn) for turn in turns[len(kept) :]])
        self._handed["turn sources"] = list(turns)
        return out

    def _frozen_history(self, before: FrozenList | None) -> FrozenList:
        """The history, read-only: each action with the cards it drew."""
        history = self._history
        kept: list[Any] = []
        if before is not None:
            for (action, drawn), done in zip(history, before, strict=False):
                if done[0] is not action or done[1] != drawn:
                    break
                kept.append(done)
        rest = [(action, frozen(drawn)) for action, drawn in history[len(kept) :]]
        return FrozenList(kept + rest)

    def named_draws(self) -> dict[str, list[Any]]:
        """Cards named with ``name_draws`` and not yet drawn."""
        return {pile: list(cards) for pile, cards in self._named.items() if cards}

    def __repr__(self) -> str:
        state = "over" if self._over else f"{self.decision} for player {self._decider}"
        return f"<Game {self._players} players, turn {len(self._turns)}, {state}>"

    def road_index(self, progress: int) -> int:
        """The board position (0 = Kyoto ... 54 = Edo) of a number of steps walked."""
        return data.EDO - progress if self._reverse else progress

    def progress_of(self, road_index: int) -> int:
        """Steps walked from the start inn to reach a board position."""
        return data.EDO - road_index if self._reverse else road_index

    def kind_at(self, road_index: int) -> str:
        """The kind of stop at a board position: inn, village, temple, farm, ..."""
        return data.BOARD[road_index][0]

    def capacity_at(self, road_index: int) -> int:
        """How many travellers a position holds (inns hold everyone)."""
        kind, double = data.BOARD[road_index]
        if kind == "inn":
            return self._count
        return 2 if double and self._double_slots else 1

    def occupants(self, road_index: int) -> list[int]:
        """Travellers on a position, first arrival first."""
        progress = self.progress_of(road_index)
        here = [t for t in self._travellers if t.progress == progress]
        return [t.index for t in sorted(here, key=lambda t: t.arrival)]

    def next_inn(self, progress: int) -> int:
        """Progress of the first inn after ``progress``."""
        for inn in self._inns:
            if inn > progress:
                return inn
        return data.EDO

    def stop_blocked(self, road_index: int) -> str | None:
        """Why the traveller to move may not stop at this position for what stands there (a
        rule id: ``road.occupied``, ``road.village_coin``, ...), or None if nothing does.
        Whether the position lies ahead, before the next inn, is ``legal_stops``' question."""
        kind, double = data.BOARD[road_index]
        here = len(self.occupants(road_index))
        t = self._travellers[self._actor]
        trees = self._cherry_tree_left(t)
        return prices.stop_blocked(t, kind, double, here, self._double_slots, trees)

    def _cherry_tree_left(self, t: Traveller) -> bool:
        """Whether ``t`` could take a Crossroads cherry tree at a panorama now."""
        return self._crossroads and not t.neutral and bool(self._piles["cherry_tree"])

    @property
    def pending(self) -> Decision | None:
        """The decision awaited, with what it is about: ``VillageShop(revealed=(...))``,
        ``InnMeal(shown=(...))``, ... (see decisions.py); None once the journey is over."""
        return self._pending

    @property
    def decision(self) -> str | None:
        """The kind of decision awaited ("move", "donate", "buy", "eat", ...), None at the end."""
        return None if self._pending is None else self._pending.kind

    @property
    def to_move(self) -> int | None:
        """The player who must decide now (in a two-player game, also for the neutral)."""
        return None if self._over else self._decider

    @property
    def actor(self) -> int | None:
        """The traveller the decision is about (with 2 players the neutral one has index 2)."""
        return None if self._over else self._actor

    @property
    def context(self) -> dict[str, Any]:
        """Deprecated: ``pending`` as a plain dict (``game.context["revealed"]``).

        Kept for one release; read the fields of ``game.pending`` instead
        (``game.pending.revealed``), where a misspelt name is an error, not a missing key.
        """
        warnings.warn(
            "Game.context is deprecated: read the fields of Game.pending instead "
            "(game.pending.revealed, game.pending.shown, ...)",
            DeprecationWarning,
            stacklevel=2,
        )
        return {} if self._pending is None else self._pending.as_context()

    def is_over(self) -> bool:
        """Whether the journey has ended."""
        return self._over

    def furthest_behind(self) -> int:
        """The traveller furthest behind on the road (the later arrival on a shared space)."""
        # min(travellers, key=(progress, -arrival)) as a plain loop: asked after every turn.
        behind = self._travellers[0]
        for t in self._travellers:
            if t.progress < behind.progress or (
                t.progress == behind.progress and t.arrival > behind.arrival
            ):
                behind = t
        return behind.index

    def in_front(self) -> int:
        """The player whose traveller is furthest ahead (the earlier arrival on a shared space)."""
        players = [t for t in self._travellers if not t.neutral]
        return max(players, key=lambda t: (t.progress, -t.arrival)).index

    def position(self, index: int) -> int:
        """Board position of a traveller."""
        return self.road_index(self._travellers[index].progress)

    def _ask(self, decision: Decision, actor: int, decider: int) -> None:
        self._pending = decision
        self._actor = actor
        self._decider = decider
        self._legal = None

    def _ask_actor(self, t: Traveller, decision: Decision) -> None:
        self._ask(decision, t.index, t.index)

    def _then(self, *steps: tuple[str, Any]) -> None:
        self._steps = steps + self._steps

    def _skip(self, step: str) -> None:
        self._steps = tuple(s for s in self._steps if s[0] != step)

    def _mover(self) -> Traveller:
        """The traveller of the current turn, about to be changed (steps concern only them)."""
        index = self._turns[-1]["player"]
        # ``_edit(index)``, without the call when no undo entry is open (a playout's, a bot's
        # game): the traveller unsealed here if it was handed out, as ``_edit`` does.
        if self._open is None:
            mover: Traveller = self._travellers[index]
            if self._shown and type(mover) is SealedTraveller:
                _SET_CLASS(mover, Traveller)
                self._unsealed.append(mover)  # sealed again once the action is played
            return mover
        return self._edit(index)

    def _edit(self, index: int) -> Traveller:
        """Traveller ``index``, about to be changed (unsealed if it was handed out): its
        values before are saved in the open undo entry. Only the travellers an action changes
        are unsealed (a change of class costs more than the action's other work on them)."""
        t = self._travellers[index]
        if self._shown and type(t) is SealedTraveller:
            _SET_CLASS(t, Traveller)
            self._unsealed.append(t)  # sealed again once the action is played (``_reseal``)
        entry = self._open
        if entry is not None and index not in entry.travellers:
            entry.travellers[index] = t.copy()
        return t

    def _reseal(self) -> None:
        """Seal again the travellers ``play`` unsealed to change them (``_edit``)."""
        unsealed = self._unsealed
        if unsealed:
            for t in unsealed:
                t.__class__ = SealedTraveller
            unsealed.clear()

    def _edit_pile(self, pile: str) -> list[Any]:
        """A pile, about to be changed (a read-only list: changed with ``frozen``'s helpers)."""
        cards = self._piles[pile]
        entry = self._open
        if entry is not None and pile not in entry.piles:
            entry.piles[pile] = list(cards)
        return cards

    def _edit_hand(self) -> list[str] | None:
        """The inn's hand, about to be changed or replaced."""
        entry = self._open
        if entry is not None and entry.inn_hand is KEPT:
            entry.inn_hand = None if self._inn_hand is None else list(self._inn_hand)
        return self._inn_hand

    def _set_first(self, panorama: str, index: int) -> None:
        """Note who completed ``panorama`` first."""
        entry = self._open
        if entry is not None and entry.firsts is KEPT:
            entry.firsts = self._panorama_firsts
        self._panorama_firsts = FrozenDict({**self._panorama_firsts, panorama: index})

    def _write(self, path: tuple[str, ...], key: str, value: Any) -> None:
        """Write a record key into the current turn (``path`` leads to Chuubei's draw)."""
        part = self._turns[-1]
        for name in path:
            part = part[name]
        entry = self._open
        if entry is not None and len(self._turns) == entry.turns:  # a turn begun earlier
            entry.notes.append((path, key, part.get(key, KEPT)))
        part[key] = value

    def _note_turn(self, key: str, value: Any) -> None:
        """Write a record key into the current turn itself."""
        self._write((), key, value)

    def _note(self, key: str, value: Any) -> None:
        """Write a record key where the current step writes: the turn, or Chuubei's draw."""
        if self._sink or self._open is not None:
            self._write(self._sink, key, value)
        else:  # ``_write`` of the turn itself with no undo entry to note it in: asked most
            self._turns[-1][key] = value
