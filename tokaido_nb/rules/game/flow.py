"""The turn flow: the legal actions, ``play``, and the turns going round.

``play`` checks an action (``why_not``), opens an undo entry, answers the decision with its
``_answer_<kind>`` and runs the steps the answer left (``_step_<name>``) until a decision is
needed, then asks the traveller furthest behind to move (``_next_turn``). The moves themselves
are here: which spaces are open (``_legal_move``, read from ``tables.AHEAD``) and what a stop
starts (``_answer_move``), as is the choice of travellers at the start (``TravellerDeal``).

Seams: the top of the rules' rooms. Calls every room below (core, draws, scores, Crossroads,
stops), ``refusals`` for why an action is refused, and plain.py's ``_restore`` when an action
fails half-way; the set-up above calls ``_begin_journey``. Decisions and steps are dispatched
through explicit tables (``DECISION_TABLE``, ``STEP_TABLE``), each room naming what it serves.
"""

from __future__ import annotations

from typing import Any, ClassVar

from .. import data, prices
from ..actions import (
    Action,
    ChooseTraveller,
    Move,
)
from ..decisions import (
    AmuletMoment,
    NextStop,
    TravellerDeal,
)
from ..errors import IllegalAction
from ..frozen import EMPTY, FrozenList
from ..refusals import refusal
from ..state import SET_CLASS as _SET_CLASS
from ..state import SealedTraveller, Traveller
from ..validation import (
    malformed_action,
    malformed_player,
)
from .crossroads import CrossroadsSteps
from .stops import Stops
from .tables import (
    AHEAD,
    CHOOSE,
    MOVES,
    NEXT_STOP,
    VITALITY_STOP,
    open_spaces,
    option_choices,
)


class TurnFlow(Stops):
    """The turn flow: legal actions, play and the turns (see the module's docstring)."""

    __slots__ = ()

    def _begin_journey(self) -> None:
        """Line up at Kyoto, hand out coins and ask the first traveller to move."""
        given = self._setup["kyoto"]
        if given is None:
            line = list(range(self._count))
            self._chance.shuffle(line)
        else:
            line = list(given)
        self._kyoto = FrozenList(line)
        # The line is listed from the road outward; the last listed is furthest behind, so
        # it counts as the latest arrival.
        for slot, index in enumerate(line):
            self._edit(index).arrival = slot
        self._stamp = len(line)
        for slot, index in enumerate(line):
            traveller = self._travellers[index]
            if traveller.neutral:
                continue
            if "initiatory" in self._variants:
                coins = self._rules.initiatory_coins
            else:
                assert traveller.key is not None  # every one is chosen by now
                coins = self._rules.starting_coins[traveller.key]
            if "preparations" in self._variants:
                bonus = self._rules.preparations_bonus
                coins += bonus[min(slot, len(bonus) - 1)]
            traveller.coins = max(0, coins)
        self._next_turn()

    def legal_actions(self) -> list[Action]:
        """The actions the rules allow now, sorted; empty once the journey is over."""
        return list(self._legal_now())

    def _legal_now(self) -> list[Action]:
        """``legal_actions`` itself, worked out once per decision (never to be changed).

        Each ``_legal_<kind>`` lists its actions in order: the moves along the road, the
        others sorted by ``actions.sort_key`` (built in that order rather than sorted;
        tests/rules/test_legal_order.py checks the order at every decision of many games).
        """
        if self._legal is None:
            if self._over:
                self._legal = []
            else:
                pending = self._pending
                assert pending is not None  # a decision awaits until the journey is over
                self._legal = _LEGAL[pending.kind](self, self._travellers[self._actor], pending)
        return self._legal

    def legal_stops(self) -> list[int]:
        """Board positions the traveller to move may stop at (empty outside a move)."""
        if not isinstance(self._pending, NextStop):
            return []
        return [a.to for a in self.legal_actions() if isinstance(a, Move)]

    def can_stop_at(self, road_index: int) -> bool:
        """Whether the traveller to move may stop at this board position now."""
        return road_index in self.legal_stops()

    def _legal_move(self, t: Traveller, _: NextStop) -> list[Action]:
        reverse, doubles = self._reverse, self._double_slots
        trees = self._crossroads and self._cherry_tree_left(t)
        # prices.stop_blocked of each space ahead, in two parts: the kinds closed to t whatever
        # stands there (asked once), and the room of each space (read from the table).
        closed = prices.closed_kinds(t, trees)
        if self._crossroads and t.can_play("friendship"):
            return self._legal_move_space_by_space(t, closed, trees)
        start = t.progress
        spaces, moves, inn = open_spaces(reverse, doubles, start, closed)
        # Who stands ahead, before the inn, on a space open to t (the others block nothing): a
        # space of room 1 is full with one of them, a double one with two (``half``: the double
        # spaces with one so far). No space before the inn has more room.
        full: set[int] = set()  # places in ``moves``
        half: list[int] = []
        for other in self._travellers:
            progress = other.progress
            if start < progress < inn and progress in spaces:
                place, room = spaces[progress]
                if room == 1 or progress in half:
                    full.add(place)
                else:
                    half.append(progress)
        legal: list[Action] = list(moves)
        if full:  # take out the full spaces, the last first so that the places hold
            for place in sorted(full, reverse=True):
                del legal[place]
        return legal

    def _legal_move_space_by_space(
        self, t: Traveller, closed: tuple[str, ...], trees: bool
    ) -> list[Action]:
        """``_legal_move`` for a traveller holding the Friendship amulet, which may open a full
        space: every space ahead is looked at."""
        actions: list[Action] = []
        standing: dict[int, int] = {}
        for other in self._travellers:
            standing[other.progress] = standing.get(other.progress, 0) + 1
        doubles = self._double_slots
        for progress, road, kind, double, room in AHEAD[self._reverse, doubles][t.progress]:
            here = standing.get(progress, 0)
            if here < room:
                if kind not in closed:
                    actions.append(MOVES[road])
            elif prices.friendship_blocked(t, kind, double, here, doubles, trees) is None:
                actions.append(Move(road, friendship=True))
        if self._reverse:
            actions.reverse()
        return actions

    def _legal_traveller(self, t: Traveller, deal: TravellerDeal) -> list[Action]:
        return [CHOOSE[k] for k in sorted(deal.dealt)]

    def play(self, action: Action, *, player: int | None = None) -> None:
        """Apply one action for the player to move.

        ``player``, if given, must be the player whose decision it is. An action the rules do not
        allow raises ``IllegalAction`` naming the rule, and the game is left as it was.
        """
        offered = self._legal if self._legal is not None else self._legal_now()
        for legal in offered if player is None else ():
            if legal is action:
                break  # one of the legal actions itself, as bots pass them back: allowed
        else:
            refused = self.why_not(action, player=player)
            if refused is not None:
                raise refused
        # A determinized copy keeps no entry, unless a named card may fail to be drawn.
        entry = self._entry() if self._keeps_undo or self._named else None
        self._used = {}
        if entry is None and not self._shown:
            self._answer(action)  # nothing to put back should it fail, nothing to seal again
        else:
            self._open = entry
            try:
                self._answer(action)
            except BaseException:
                if entry is not None:  # a named card the pile did not hold: as if never played
                    self._restore(entry)
                raise
            finally:
                self._open = None
                self._reseal()
        self._history.append((action, self._used))
        # Without undo an entry made for named cards is kept all the same, for ``to_json``.
        self._undo.append(entry if self._keeps_undo or self._undo_by_replay else None)

    def why_not(self, action: Any, *, player: int | None = None) -> IllegalAction | None:
        """The ``IllegalAction`` that ``play(action, player=player)`` would raise (its ``.rule``
        and message say why), or None if the rules allow the action now. Changes nothing.

        A card named with ``name_draws`` that the pile does not hold is found only when the
        action draws it (``chance.unavailable``), so it is not foreseen here.

        >>> from tokaido_nb.rules import Game
        >>> game = Game(3, travellers=["kinko", "satsuki", "umegae"], kyoto=[0, 1, 2])
        >>> game.why_not(Move(3)) is None, game.why_not(Move(20)).rule
        (True, 'road.inn_stop')
        """
        if player is not None and (refused := malformed_player(player, self._players)):
            return refused
        if self._over or (player is not None and player != self._decider):
            return refusal(self, action, player)
        if not self._is_legal(action):
            return malformed_action(action, self._legal) or refusal(self, action, player)
        return None

    def _is_legal(self, action: Any) -> bool:
        offered = self._legal_now()
        for legal in offered:
            if legal is action:  # one of the offered actions itself, as bots pass them back
                return True
        for legal in offered:
            # Equal and of the same value types: Move(8.0) or Pay(1) are not Move(8) or Pay(True).
            if legal == action and type(legal) is type(action):
                return all(
                    type(getattr(legal, f)) is type(getattr(action, f)) for f in legal.__slots__
                )
        return False

    def _answer(self, action: Action) -> None:
        pending = self._pending
        assert pending is not None  # play() has checked that the action answers a decision
        # ``_edit(self._actor)``, without the call when no undo entry is open (a playout's, a
        # bot's game): the traveller unsealed here if it was handed out, as ``_edit`` does.
        if self._open is None:
            t = self._travellers[self._actor]
            if self._shown and type(t) is SealedTraveller:
                _SET_CLASS(t, Traveller)
                self._unsealed.append(t)  # sealed again once the action is played
        else:
            t = self._edit(self._actor)
        self._pending = None
        self._legal = None
        _ANSWER[pending.kind](self, t, pending, action)
        # Then the steps the answer left, until a decision is needed; then the next mover.
        while self._pending is None:
            steps = self._steps
            if not steps:
                self._next_turn()
                return
            (step, arg), self._steps = steps[0], steps[1:]
            _STEPS[step](self, arg)

    def _answer_traveller(self, t: Traveller, _: TravellerDeal, action: ChooseTraveller) -> None:
        t.key = action.traveller
        nxt = t.index + 1
        if nxt < self._players:
            self._ask(TravellerDeal(self._dealt[nxt]), nxt, nxt)
        else:
            self._begin_journey()

    def _next_turn(self) -> None:
        behind = self._travellers[self.furthest_behind()]
        if behind.progress == data.EDO:  # the last one has arrived: everyone is at the end
            self._over = True
            self._pending = None
            self._legal = None
            return
        if self._crossroads:  # the turn is over: amulets bought in it may now be played
            for t in self._travellers:
                if t.new_amulets:
                    self._edit(t.index).new_amulets = EMPTY
        self._ask_move(behind)

    def _ask_move(self, mover: Traveller, vitality: bool = False) -> None:
        """Ask ``mover`` where to stop; first whether to play Fortune, if they may."""
        decider = self.in_front() if mover.neutral else mover.index
        if self._crossroads and mover.can_play("fortune"):
            self._then(("next_stop", (mover.index, vitality)))
            self._ask(AmuletMoment("fortune"), mover.index, decider)
        else:
            self._ask(VITALITY_STOP if vitality else NEXT_STOP, mover.index, decider)

    def _step_next_stop(self, arg: tuple[int, bool]) -> None:
        index, vitality = arg
        self._ask(VITALITY_STOP if vitality else NEXT_STOP, index, index)

    def _step_next_move(self, index: int) -> None:
        """Vitality's move: the same traveller moves again, wherever the others stand."""
        self._ask_move(self._edit(index), vitality=True)

    @property
    def before_move(self) -> dict[str, Any]:
        """Record keys of the turn about to be moved, known before its move: the Fortune amulet
        played and the die it rolled (``{"amulets": ["fortune"], "fortune": "x3"}``), or {}."""
        keys: dict[str, Any] = {}
        for key, value in self._carry:
            if key == "amulets":
                keys.setdefault("amulets", []).append(value)
            else:
                keys[key] = value
        return keys

    def _answer_move(self, t: Traveller, _: NextStop, action: Move) -> None:
        """``t`` stops at board position ``action.to``."""
        road = action.to
        progress = data.EDO - road if self._reverse else road  # progress_of(road)
        t.progress = progress
        t.arrival = self._stamp
        self._stamp += 1
        turn: dict[str, Any] = {"player": t.index, "to": road}
        if self._carry:  # rare (Crossroads' Fortune): no dict to build otherwise
            turn.update(self.before_move)
            self._carry = ()
        self._turns.append(turn)
        self._sink = ()
        if action.friendship:
            self._play(t, "friendship")
        kind = data.BOARD[road][0]
        if progress == data.EDO and (not t.neutral or data.PATIENCE_COUNTS_NEUTRAL):
            t.finish = 1 + sum(1 for other in self._travellers if other.finish)
        if t.neutral:
            if kind == "temple":
                t.donated += 1  # the bank's coin, which counts in the ranking
            elif kind == "inn":
                self._then(("neutral_inn", None), ("inn_close", None))
            return
        if kind == "encounter":  # Umegae, before the card, whatever she does there
            if t.key == "umegae":
                t.coins += self._rules.umegae_coins
            t.encounter_stops += 1
        if kind == "inn":
            self._inn(t, progress)
            return
        if not self._crossroads:
            self._base_action(t, kind)
            return
        if kind in data.PANORAMAS and t.key == "gotozaemon":
            t.coins += self._rules.gotozaemon_coins
        self._then(("vitality", None))
        stop = self._stop_option(t, kind)
        choices = option_choices(stop)
        if len(choices) == 1:  # nothing to choose: the one way open is taken
            self._take_choice(t, stop, choices[0], False)
        else:
            self._ask_actor(t, stop)

    # What this room serves itself (the other rooms' tables are joined below).
    FLOW_DECISIONS: ClassVar[dict[str, tuple[Any, Any]]] = {
        "traveller": (_legal_traveller, _answer_traveller),
        "move": (_legal_move, _answer_move),
    }
    FLOW_STEPS: ClassVar[dict[str, Any]] = {
        "next_stop": _step_next_stop,
        "next_move": _step_next_move,
    }


# Each kind of decision (decisions.DECISIONS) is served by two functions of the rooms: its legal
# actions, ``_legal_<kind>``, and what answering it does, ``_answer_<kind>``; each step of a turn
# (``_then``) by ``_step_<step>``. Each room names its own in a table; joined here, explicitly,
# so that a reader or a tool follows a kind to its code (tests/rules/test_rooms.py checks that
# every kind and every step queued is served, once).
DECISION_TABLE: dict[str, tuple[Any, Any]] = {
    **TurnFlow.FLOW_DECISIONS,
    **Stops.STOP_DECISIONS,
    **CrossroadsSteps.CROSSROADS_DECISIONS,
}
STEP_TABLE: dict[str, Any] = {
    **TurnFlow.FLOW_STEPS,
    **Stops.STOP_STEPS,
    **CrossroadsSteps.CROSSROADS_STEPS,
}
_LEGAL = {kind: legal for kind, (legal, _answer) in DECISION_TABLE.items()}
_ANSWER = {kind: answer for kind, (_legal, answer) in DECISION_TABLE.items()}
_STEPS = STEP_TABLE
