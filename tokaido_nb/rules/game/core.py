"""The game of Tokaido: one object that holds the journey and applies the rules.

``Game`` knows whose decision it is (``pending``, one of decisions.py's small values), lists the
legal actions, and applies one with ``play``. Card draws are chance events: a live game resolves
them with its own seeded generator, and a replay or a lesson names the outcome first with
``name_draws``. Prices come from prices.py, points from scoring.py (``score_journey``), and why
an action is refused from refusals.py.

With the Crossroads expansion (``expansions=["crossroads"]``) every stop but an inn first asks
for the base action or the Crossroads option (``StopOption``; both, in an order, for Kita,
Miyataka or the Health amulet); each part of the answer runs as a step, so that one a purse
cannot pay when its turn comes is left out. Amulets are played where they fit: Fortune as a
decision before a move (its die and coins are kept for the turn's record, ``before_move``),
Friendship with a move, Health with the choice, Hospitality and Devotion with a purchase,
Vitality as a decision after a stop, which then asks the same traveller for another move.

Every action leaves one entry on a stack: what the action found before it changed it (the
travellers and piles it touched, the record keys it wrote, the decision it answered, where
chance stood). ``undo`` pops the entry and puts those values back, in constant time, as
python-chess pops its stack of board states. A copy shares the stack (entries are never changed
once the action is done) and copies only the live state, so ``copy`` is cheap too.
"""

from __future__ import annotations

import dataclasses
import itertools
import json
import random
import warnings
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any

from .. import data, prices
from ..actions import (
    Action,
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
    action_from_json,
    action_to_json,
)
from ..chance import Chance
from ..config import OFFICIAL, Rules
from ..decisions import (
    DECISIONS,
    AmuletMoment,
    AmuletShop,
    CalligraphyShop,
    Decision,
    EncounterFee,
    FortuneBet,
    FreeMeal,
    InnMeal,
    LegendaryShop,
    NextStop,
    PanoramaChoice,
    StopOption,
    TempleOffering,
    TravellerDeal,
    TwoEncounters,
    VillageShop,
)
from ..errors import IllegalAction
from ..refusals import refusal
from ..scoring import JourneyScore, final_ranks, score_journey
from ..state import Traveller
from ..untrusted import UntrustedInputError, check_value, name_problem, parse_json, short_repr
from ..validation import (
    SAVE_FORMAT,
    SaveError,
    check_save,
    checked_seed,
    malformed_action,
    malformed_draws,
    malformed_player,
)
from ..words import as_words

PILES = ("souvenir", "meal", "hot_spring", "encounter", "discard", "die")
"""Chance channels that ``name_draws`` accepts: the four card piles, the card the neutral
traveller's player discards at random from an inn's hand, and the face the fortune die shows
(Crossroads: ``"x0"`` ... ``"x4"``, ``data.DIE_KEYS``)."""

CROSSROADS_PILES = ("cherry_tree", "bathhouse", "legendary", "amulet", "calligraphy")
"""The Crossroads cards left, as piles of ``Game.piles`` in a game with the expansion: a
traveller chooses from them (nothing is drawn at random), so they are kept sorted."""

MAX_DECISIONS = 5_000
"""No journey takes more decisions: at most 54 moves per traveller, each followed by a few
decisions. A loop that plays a game to its end stops there, so that a policy or a rule that
loops fails loudly instead of hanging a study or a widget."""


GAME_FIELDS = (
    "rules",
    "players",
    "variants",
    "expansions",
    "seed",
    "crossroads",
    "_setup",
    "_chance",
    "_reverse",
    "_inns",
    "_count",
    "_double_slots",
    "travellers",
    "kyoto",
    "piles",
    "inn_hand",
    "panorama_firsts",
    "turns",
    "history",
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
)
"""The fields of a ``Game`` (read here, not from ``__slots__``, which a class compiled with
mypyc does not keep)."""


class Game:
    """A game of Tokaido from set-up to the end of the journey.

    >>> game = Game(4, travellers=["kinko", "hirotada", "umegae", "chuubei"], kyoto=[0, 1, 2, 3])
    >>> game.to_move, game.decision  # the last in the Kyoto line is furthest behind
    (3, 'move')
    >>> game.legal_actions()[:3]
    [Move(to=1), Move(to=2), Move(to=3)]
    >>> cross = Game(3, travellers=["kita", "kinko", "nampo"], kyoto=[0, 1, 2],
    ...              expansions=["crossroads"])
    >>> cross.play(Move(4))
    >>> cross.pending
    StopOption(space='paddy', option='cherry_tree', both=None, base=True, open=True)
    >>> cross.legal_actions()
    [ChooseOption(choice='base'), ChooseOption(choice='option')]

    ``undo=False`` is for a playout whose actions nobody takes back (a study's game, a
    benchmark's): it keeps no undo stack, so ``play`` does less, and ``undo`` replays the game
    from its set-up instead, as slow as loading it; the game is otherwise the same, action for
    action.
    """

    # Slots, not a __dict__: a game has more attributes than an instance dict shares its keys
    # for (30), and CPython 3.11 does not specialise a method call on an object whose dict is
    # its own, which made every ``self._method()`` of the engine about twice as slow.
    __slots__ = GAME_FIELDS

    def __init__(
        self,
        players: int = 4,
        *,
        travellers: Sequence[str | None] | None = None,
        kyoto: Sequence[int] | None = None,
        variants: Iterable[str] = (),
        expansions: Iterable[str] = (),
        seed: int | None = 0,
        rules: Rules = OFFICIAL,
        names: Sequence[str] | None = None,
        undo: bool = True,
    ) -> None:
        variants = tuple(sorted(set(variants)))
        expansions = tuple(sorted(set(expansions)))
        travellers = list(travellers) if travellers is not None else None
        kyoto = list(kyoto) if kyoto is not None else None
        names = list(names) if names is not None else None
        _check_setup(players, travellers, kyoto, variants, expansions, names)
        seed = checked_seed(seed)
        if seed is None:
            seed = random.SystemRandom().randrange(2**32)
        self.rules = rules
        self.players = players
        self.variants = variants
        self.expansions = expansions
        self.seed = seed
        self._setup: dict[str, Any] = {
            "players": players,
            "travellers": travellers,
            "kyoto": kyoto,
            "variants": list(variants),
            "expansions": list(expansions),
            "seed": seed,
            "names": names,
            # ``is`` first: comparing every rule number costs more than the rest of the set-up.
            "rules": None if rules is OFFICIAL or rules == OFFICIAL else rules.to_json(),
        }
        self._chance = Chance(seed)  # every shuffle and random choice of the game
        self._reverse = "return_trip" in variants
        self._inns = tuple(sorted(self.progress_of(i) for i in data.INNS))
        neutral = players == 2
        count = players + (1 if neutral else 0)
        self.travellers: list[Traveller] = [
            Traveller(i, names[i] if names else f"Player {i + 1}", None, rules=rules)
            for i in range(players)
        ]
        if neutral:
            self.travellers.append(Traveller(players, "Neutral", None, neutral=True, rules=rules))
        self._count = count
        self._double_slots = players >= 4
        self._stamp = 0
        self.kyoto: list[int] = []
        self.turns: list[dict[str, Any]] = []
        self.history: list[tuple[Action, dict[str, list]]] = []
        self._undo: list[_Undo | None] = []  # one entry per action of ``history``
        self._open: _Undo | None = None  # the entry of the action being played
        self._keeps_undo = undo  # False with undo=False, and in a determinized copy
        self._undo_by_replay = not undo  # undo=False: ``undo`` replays (a determinized copy can't)
        self.panorama_firsts: dict[str, int] = {}
        self.inn_hand: list[str] | None = None
        self._named: dict[str, list] = {}
        self._used: dict[str, list] = {}
        self._steps: tuple[tuple[str, Any], ...] = ()
        self._pending: Decision | None = None
        self._decider = 0
        self._actor = 0
        self._sink: tuple[str, ...] = ()  # where in the current turn the record keys go
        # Record keys of the next turn, known before its move (Crossroads' Fortune amulet).
        self._carry: tuple[tuple[str, Any], ...] = ()
        self.crossroads = "crossroads" in expansions
        self._legal: list[Action] | None = None
        self._over = False
        self._final: JourneyScore | None = None
        self.piles = self._new_piles()
        self._dealt: tuple[tuple[str, ...], ...] = ()
        if "initiatory" in variants:
            self._begin_journey()
        elif travellers is not None:
            for traveller, key in zip(self.travellers, travellers, strict=False):
                traveller.key = key
            self._begin_journey()
        else:
            keys = sorted(data.ALL_TRAVELLERS if self.crossroads else data.TRAVELLERS)
            self._chance.shuffle(keys)
            self._dealt = tuple(tuple(keys[2 * i : 2 * i + 2]) for i in range(players))
            self._ask(TravellerDeal(self._dealt[0]), 0, 0)

    # ------------------------------------------------------------------ set-up
    def _new_piles(self) -> dict[str, list]:
        piles: dict[str, list] = {
            "souvenir": list(data.SOUVENIRS),
            "meal": [m for m, (_, copies) in data.MEALS.items() for _ in range(copies)],
            "hot_spring": list(data.HOT_SPRINGS),
            "encounter": [c for c, copies in data.ENCOUNTERS.items() for _ in range(copies)],
        }
        if "new_encounters" in self.expansions:
            piles["encounter"] += [c for c, n in data.NEW_ENCOUNTERS.items() for _ in range(n)]
        for pile in piles.values():
            self._chance.shuffle(pile)  # the top of a pile is its last card
        if "crossroads" in self.expansions:
            piles.update({name: list(cards) for name, cards in _CROSSROADS_BOX.items()})
        return piles

    def _begin_journey(self) -> None:
        """Line up at Kyoto, hand out coins and ask the first traveller to move."""
        given = self._setup["kyoto"]
        if given is None:
            line = list(range(self._count))
            self._chance.shuffle(line)
        else:
            line = list(given)
        self.kyoto = line
        # The line is listed from the road outward; the last listed is furthest behind, so
        # it counts as the latest arrival.
        for slot, index in enumerate(line):
            self._edit(index).arrival = slot
        self._stamp = len(line)
        for slot, index in enumerate(line):
            traveller = self.travellers[index]
            if traveller.neutral:
                continue
            if "initiatory" in self.variants:
                coins = self.rules.initiatory_coins
            else:
                assert traveller.key is not None  # every one is chosen by now
                coins = self.rules.starting_coins[traveller.key]
            if "preparations" in self.variants:
                bonus = self.rules.preparations_bonus
                coins += bonus[min(slot, len(bonus) - 1)]
            traveller.coins = max(0, coins)
        self._next_turn()

    # ------------------------------------------------------------------ the road
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
        here = [t for t in self.travellers if t.progress == progress]
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
        t = self.travellers[self._actor]
        trees = self._cherry_tree_left(t)
        return prices.stop_blocked(t, kind, double, here, self._double_slots, trees)

    def _cherry_tree_left(self, t: Traveller) -> bool:
        """Whether ``t`` could take a Crossroads cherry tree at a panorama now."""
        return self.crossroads and not t.neutral and bool(self.piles["cherry_tree"])

    def legal_stops(self) -> list[int]:
        """Board positions the traveller to move may stop at (empty outside a move)."""
        if not isinstance(self._pending, NextStop):
            return []
        return [a.to for a in self.legal_actions() if isinstance(a, Move)]

    def can_stop_at(self, road_index: int) -> bool:
        """Whether the traveller to move may stop at this board position now."""
        return road_index in self.legal_stops()

    # ------------------------------------------------------------------ who decides
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
        behind = self.travellers[0]
        for t in self.travellers:
            if t.progress < behind.progress or (
                t.progress == behind.progress and t.arrival > behind.arrival
            ):
                behind = t
        return behind.index

    def in_front(self) -> int:
        """The player whose traveller is furthest ahead (the earlier arrival on a shared space)."""
        players = [t for t in self.travellers if not t.neutral]
        return max(players, key=lambda t: (t.progress, -t.arrival)).index

    def position(self, index: int) -> int:
        """Board position of a traveller."""
        return self.road_index(self.travellers[index].progress)

    # ------------------------------------------------------------------ legal actions
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
                self._legal = _LEGAL[pending.kind](self, self.travellers[self._actor], pending)
        return self._legal

    def _legal_move(self, t: Traveller, _: NextStop) -> list[Action]:
        reverse, doubles = self._reverse, self._double_slots
        trees = self.crossroads and self._cherry_tree_left(t)
        # prices.stop_blocked of each space ahead, in two parts: the kinds closed to t whatever
        # stands there (asked once), and the room of each space (read from the table).
        closed = prices.closed_kinds(t, trees)
        if self.crossroads and t.can_play("friendship"):
            return self._legal_move_space_by_space(t, closed, trees)
        start = t.progress
        spaces, moves, inn = _open_spaces(reverse, doubles, start, closed)
        # Who stands ahead, before the inn, on a space open to t (the others block nothing): a
        # space of room 1 is full with one of them, a double one with two (``half``: the double
        # spaces with one so far). No space before the inn has more room.
        full: set[int] = set()  # places in ``moves``
        half: list[int] = []
        for other in self.travellers:
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
        for other in self.travellers:
            standing[other.progress] = standing.get(other.progress, 0) + 1
        doubles = self._double_slots
        for progress, road, kind, double, room in AHEAD[self._reverse, doubles][t.progress]:
            here = standing.get(progress, 0)
            if here < room:
                if kind not in closed:
                    actions.append(_MOVES[road])
            elif prices.friendship_blocked(t, kind, double, here, doubles, trees) is None:
                actions.append(Move(road, friendship=True))
        if self._reverse:
            actions.reverse()
        return actions

    def _legal_traveller(self, t: Traveller, deal: TravellerDeal) -> list[Action]:
        return [_CHOOSE[k] for k in sorted(deal.dealt)]

    def _legal_donate(self, t: Traveller, _: TempleOffering) -> list[Action]:
        most = min(self.rules.max_donation, t.coins)
        banks = (False, True) if t.key == "hirotada" else (False,)
        lowest = min(1, prices.coins_to_stop("temple", t.key))  # reference (h)3
        # Coins, then the bank's coin, each from the least: sort_key order.
        return [_DONATE[c, b] for c in range(lowest, most + 1) for b in banks if c > 0 or b]

    def _legal_buy(self, t: Traveller, shop: VillageShop) -> list[Action]:
        rules, key, coins = self.rules, t.key, t.coins
        buys: list[Action] = []
        devotion = self.crossroads and self._devotion(t, "souvenir")
        if key != "zen_emon" and not devotion:
            # Each purchase once, if the purse holds ``prices.coins_to_buy`` of it, which with
            # no one-coin card is the printed prices for every traveller but Zen-emon (Sasayakko
            # too must hold them all): kept with its action.
            for chosen in purchases(shop.revealed):
                kept = _BUYS.get(chosen)
                if kept is None:
                    kept = _BUYS[chosen] = (Buy(chosen), prices.coins_to_buy(chosen))
                if kept[1] <= coins:
                    buys.append(kept[0])
            return buys
        # Built in sort_key order: the purchases sorted, then Zen-emon's one-coin card and the
        # Devotion card, each None first, then by name.
        for chosen in purchases(shop.revealed):
            # The cards that may be Zen-emon's one-coin card or Devotion's, each once, by name.
            cards = sorted(set(chosen)) if key == "zen_emon" or devotion else ()
            for one_coin in (None, *cards) if key == "zen_emon" else (None,):
                if one_coin is None:
                    if prices.coins_to_buy(chosen, key, None, rules) > coins:
                        continue
                elif prices.souvenir_cost(chosen, key, one_coin, rules) > coins:
                    continue
                buys.append(Buy(chosen, one_coin))
                if devotion:  # the coins of one card go to the temple
                    for card in cards:
                        if prices.devotion_coins(card, chosen, key) > 0:
                            buys.append(Buy(chosen, one_coin, card))
        return buys

    def _legal_keep_encounter(self, t: Traveller, drawn: TwoEncounters) -> list[Action]:
        return [KeepEncounter(c) for c in sorted(set(drawn.drawn))]

    def _legal_panorama(self, t: Traveller, choice: PanoramaChoice) -> list[Action]:
        declines: list[Action] = [_TAKE_PANORAMA[None]] if choice.may_decline else []
        return declines + [_TAKE_PANORAMA[p] for p in sorted(choice.options)]

    def _legal_pay(self, t: Traveller, _: EncounterFee) -> list[Action]:
        return [_PAY[False], _PAY[True]]

    def _legal_keep_meal(self, t: Traveller, _: FreeMeal) -> list[Action]:
        return [_KEEP_MEAL[False], _KEEP_MEAL[True]]

    def _legal_eat(self, t: Traveller, inn: InnMeal) -> list[Action]:
        # In sort_key order: none first, then each meal by name, paid, with Devotion, free.
        actions: list[Action] = [_EAT_NOTHING]
        hospitality = self.crossroads and t.can_play("hospitality")
        devotion = self.crossroads and self._devotion(t, "meal")
        # ``prices.meal_cost``: the printed price but for Kinko (asked for every meal shown).
        kinko = t.key == "kinko"
        for meal in sorted(set(inn.shown)):
            if meal in t.meals:
                continue
            cost = prices.meal_cost(meal, t.key, self.rules) if kinko else data.MEALS[meal][0]
            if cost <= t.coins:
                actions.append(_EAT[meal])
                if devotion and cost > 0:
                    actions.append(Eat(meal, devotion=True))
            if hospitality:  # the meal is free
                actions.append(Eat(meal, hospitality=True))
        return actions

    # ------------------------------------------------------------------ Crossroads choices
    def _legal_option(self, t: Traveller, stop: StopOption) -> list[Action]:
        devotion = self._devotion(t, "bathhouse") and self.rules.bathhouse_price > 0
        devotion = devotion and stop.option == "bathhouse"
        health = stop.both in ("kita", "miyataka") and t.can_play("health")
        health = health and data.HEALTH_BESIDE_A_POWER_OF_BOTH
        actions: list[Action] = []
        for choice in sorted(_option_choices(stop)):  # sort_key order
            actions.append(ChooseOption(choice))
            if devotion and choice != "base":
                actions.append(ChooseOption(choice, devotion=True))
            if health and choice in _BOTH:
                actions.append(ChooseOption(choice, health=True))
                if devotion:
                    actions.append(ChooseOption(choice, devotion=True, health=True))
        return actions

    def _legal_amulet(self, t: Traveller, shop: AmuletShop) -> list[Action]:
        actions: list[Action] = [TakeAmulet(None)]
        if t.coins < self.rules.amulet_price:
            return actions
        banks = (False, True) if shop.bank_coin else (False,)
        devoted = self._devotion(t, "amulet") and self.rules.amulet_price > 0
        devotion = (False, True) if devoted else (False,)
        for amulet in sorted(shop.offered):  # sort_key order
            actions += [TakeAmulet(amulet, b, d) for b in banks for d in devotion]
        return actions

    def _legal_legendary(self, t: Traveller, shop: LegendaryShop) -> list[Action]:
        actions: list[Action] = [TakeLegendary(None)]
        devotion = self._devotion(t, "legendary")
        for card in sorted(shop.offered):  # sort_key order
            price = prices.legendary_cost(card, self.rules)
            if price <= t.coins:
                actions.append(TakeLegendary(card))
                if devotion and price > 0:
                    actions.append(TakeLegendary(card, devotion=True))
        return actions

    def _legal_calligraphy(self, t: Traveller, shop: CalligraphyShop) -> list[Action]:
        actions: list[Action] = [TakeCalligraphy(None)]
        price = self.rules.calligraphy_price
        if price <= t.coins:
            for card in sorted(shop.offered):  # sort_key order
                actions.append(TakeCalligraphy(card))
                if self._devotion(t, "calligraphy") and price > 0:
                    actions.append(TakeCalligraphy(card, devotion=True))
        return actions

    def _devotion(self, t: Traveller, purchase: str) -> bool:
        """Whether ``t`` may play Devotion on a purchase of this kind
        (``data.DEVOTION_PURCHASES``)."""
        return self.crossroads and purchase in data.DEVOTION_PURCHASES and t.can_play("devotion")

    def _legal_play_amulet(self, t: Traveller, moment: AmuletMoment) -> list[Action]:
        return [PlayAmulet(None), PlayAmulet(moment.amulet)]

    def _legal_bet(self, t: Traveller, _: FortuneBet) -> list[Action]:
        return [_BET[False], _BET[True]]

    # ------------------------------------------------------------------ playing
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
        entry = _Undo(self) if self._keeps_undo or self._named else None
        self._used = {}
        if entry is None:
            self._answer(action)  # nothing to put back should it fail
        else:
            self._open = entry
            try:
                self._answer(action)
            except BaseException:
                self._restore(entry)  # a named card the pile did not hold: as if never played
                raise
            finally:
                self._open = None
        self.history.append((action, self._used))
        # Without undo an entry made for named cards is kept all the same, for ``to_json``.
        self._undo.append(entry if self._keeps_undo or self._undo_by_replay else None)

    def why_not(self, action: Any, *, player: int | None = None) -> IllegalAction | None:
        """The ``IllegalAction`` that ``play(action, player=player)`` would raise (its ``.rule``
        and message say why), or None if the rules allow the action now. Changes nothing.

        A card named with ``name_draws`` that the pile does not hold is found only when the
        action draws it (``chance.unavailable``), so it is not foreseen here.

        >>> game = Game(3, travellers=["kinko", "satsuki", "umegae"], kyoto=[0, 1, 2])
        >>> game.why_not(Move(3)) is None, game.why_not(Move(20)).rule
        (True, 'road.inn_stop')
        """
        if player is not None and (refused := malformed_player(player, self.players)):
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
        # ``_edit(self._actor)``, without the call when no undo entry is open (a playout's).
        t = self.travellers[self._actor] if self._open is None else self._edit(self._actor)
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
        if nxt < self.players:
            self._ask(TravellerDeal(self._dealt[nxt]), nxt, nxt)
        else:
            self._begin_journey()

    def _answer_donate(self, t: Traveller, _: TempleOffering, action: Donate) -> None:
        t.coins -= action.coins
        t.donated += action.coins + (1 if action.bank_coin else 0)
        self._note("donate", action.coins)
        if action.bank_coin:
            self._note("bank_coin", True)

    def _answer_buy(self, t: Traveller, shop: VillageShop, action: Buy) -> None:
        t.coins -= prices.souvenir_cost(action.souvenirs, t.key, action.one_coin, self.rules)
        t.souvenirs.extend(action.souvenirs)
        if action.devotion is not None:
            self._devote(t, prices.devotion_coins(action.devotion, action.souvenirs, t.key))
        rest = list(shop.revealed)
        for card in action.souvenirs:
            rest.remove(card)
        self._under("souvenir", rest)
        self._note("bought", list(action.souvenirs))
        if action.one_coin is not None:
            self._note("one_coin", action.one_coin)

    def _answer_keep_encounter(
        self, t: Traveller, drawn: TwoEncounters, action: KeepEncounter
    ) -> None:
        other = list(drawn.drawn)
        other.remove(action.card)
        self._edit_pile("encounter")[0:0] = other  # the other card goes to the bottom
        self._note("kept", action.card)
        self._apply_encounter(t, action.card)

    def _answer_panorama(self, t: Traveller, choice: PanoramaChoice, action: Any) -> None:
        self._note("hiroshige" if choice.reason == "hiroshige" else "panorama", action.panorama)
        if action.panorama is not None:
            self._take_panorama(t, action.panorama)

    def _answer_pay(self, t: Traveller, fee: EncounterFee, action: Pay) -> None:
        self._pay(t, fee.card, action.paid)

    def _answer_keep_meal(self, t: Traveller, free: FreeMeal, action: KeepMeal) -> None:
        self._note("satsuki", {"card": free.card, "kept": action.kept})
        if action.kept:
            t.meals.append(free.card)
            self._skip("meal")  # her free meal is her meal at this inn
        else:
            self._under("meal", [free.card])

    def _answer_eat(self, t: Traveller, _: InnMeal, action: Eat) -> None:
        self._note("meal", action.meal)
        if action.meal is not None:
            hand = self._edit_hand()
            assert hand is not None  # the hand stays open while the travellers eat
            hand.remove(action.meal)
            t.meals.append(action.meal)
            if action.hospitality:
                self._play(t, "hospitality")  # the meal is free
                return
            cost = prices.meal_cost(action.meal, t.key, self.rules)
            t.coins -= cost
            if action.devotion:
                self._devote(t, cost)

    # ------------------------------------------------------------------ Crossroads answers
    def _answer_option(self, t: Traveller, stop: StopOption, action: ChooseOption) -> None:
        self._take_choice(t, stop, action.choice, action.devotion, action.health)

    def _take_choice(
        self, t: Traveller, stop: StopOption, choice: str, devotion: bool, health: bool = False
    ) -> None:
        if choice in _BOTH:
            self._note("both", choice)
            if stop.both == "health" or health:
                self._play(t, "health")
        parts = _PARTS[choice]
        both = len(parts) == 2
        self._then(*[("action", (part, stop.space, devotion, both)) for part in parts])

    def _answer_amulet(self, t: Traveller, shop: AmuletShop, action: TakeAmulet) -> None:
        self._note("amulet", action.amulet)
        if action.amulet is None:
            return
        price = self.rules.amulet_price
        t.coins -= price
        self._edit_pile("amulet").remove(action.amulet)
        t.amulets.append(action.amulet)
        t.new_amulets.append(action.amulet)
        if action.devotion:
            self._devote(t, price)
        if action.bank_coin:  # Hirotada's bank coin, given with the amulet (reference (c))
            t.donated += 1
            self._note("bank_coin", True)

    def _answer_legendary(self, t: Traveller, shop: LegendaryShop, action: TakeLegendary) -> None:
        self._note("legendary", action.card)
        if action.card is None:
            return
        price = prices.legendary_cost(action.card, self.rules)
        t.coins -= price
        self._edit_pile("legendary").remove(action.card)
        t.legendary.append(action.card)
        if action.devotion:
            self._devote(t, price)

    def _answer_calligraphy(
        self, t: Traveller, shop: CalligraphyShop, action: TakeCalligraphy
    ) -> None:
        self._note("calligraphy", action.card)
        if action.card is None:
            return
        price = self.rules.calligraphy_price
        t.coins -= price
        self._edit_pile("calligraphy").remove(action.card)
        t.calligraphies.append(action.card)
        if action.devotion:
            self._devote(t, price)

    def _answer_play_amulet(self, t: Traveller, moment: AmuletMoment, action: PlayAmulet) -> None:
        if action.amulet is None:
            return
        if action.amulet == "fortune":  # before the move: its turn is not written yet
            t.amulets.remove("fortune")
            self._return_amulet("fortune")
            face = self._roll()
            t.coins += self.rules.fortune_stake * self.rules.die_multipliers[face]
            self._carry += (("amulets", "fortune"), ("fortune", face))
        else:  # Vitality, after a stop: the same traveller moves again, in the same turn
            self._play(t, action.amulet)
            self._then(("next_move", t.index))

    def _answer_bet(self, t: Traveller, bet: FortuneBet, action: Bet) -> None:
        if not action.bet:
            self._note("jirocho", None)
            return
        t.coins -= bet.stake
        face = self._roll()
        t.coins += bet.stake * self.rules.die_multipliers[face]
        self._note("jirocho", face)

    def _play(self, t: Traveller, amulet: str) -> None:
        """Play an amulet: it goes back to the stack, and the turn lists it."""
        t.amulets.remove(amulet)
        self._return_amulet(amulet)
        self._note_turn("amulets", [*self.turns[-1].get("amulets", []), amulet])

    def _return_amulet(self, amulet: str) -> None:
        stack = self._edit_pile("amulet")
        stack.append(amulet)
        stack.sort()  # the stack is chosen from, not drawn: kept in one order

    def _devote(self, t: Traveller, coins: int) -> None:
        """Devotion: the coins just paid for a card go to the temple (1 point each)."""
        self._play(t, "devotion")
        t.donated += coins
        self._note_turn("devotion", coins)

    def _roll(self) -> str:
        """The fortune die's face: named with ``name_draws("die", ...)``, or rolled."""
        return self._choose_named("die", list(data.DIE_FACES))

    # ------------------------------------------------------------------ flow
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

    def _next_turn(self) -> None:
        behind = self.travellers[self.furthest_behind()]
        if behind.progress == data.EDO:  # the last one has arrived: everyone is at the end
            self._over = True
            self._pending = None
            self._legal = None
            return
        if self.crossroads:  # the turn is over: amulets bought in it may now be played
            for t in self.travellers:
                if t.new_amulets:
                    self._edit(t.index).new_amulets = []
        self._ask_move(behind)

    def _ask_move(self, mover: Traveller, vitality: bool = False) -> None:
        """Ask ``mover`` where to stop; first whether to play Fortune, if they may."""
        decider = self.in_front() if mover.neutral else mover.index
        if self.crossroads and mover.can_play("fortune"):
            self._then(("next_stop", (mover.index, vitality)))
            self._ask(AmuletMoment("fortune"), mover.index, decider)
        else:
            self._ask(_VITALITY_STOP if vitality else _NEXT_STOP, mover.index, decider)

    def _step_next_stop(self, arg: tuple[int, bool]) -> None:
        index, vitality = arg
        self._ask(_VITALITY_STOP if vitality else _NEXT_STOP, index, index)

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
        self.turns.append(turn)
        self._sink = ()
        if action.friendship:
            self._play(t, "friendship")
        kind = data.BOARD[road][0]
        if progress == data.EDO and (not t.neutral or data.PATIENCE_COUNTS_NEUTRAL):
            t.finish = 1 + sum(1 for other in self.travellers if other.finish)
        if t.neutral:
            if kind == "temple":
                t.donated += 1  # the bank's coin, which counts in the ranking
            elif kind == "inn":
                self._then(("neutral_inn", None), ("inn_close", None))
            return
        if kind == "encounter":  # Umegae, before the card, whatever she does there
            if t.key == "umegae":
                t.coins += self.rules.umegae_coins
            t.encounter_stops += 1
        if kind == "inn":
            self._inn(t, progress)
            return
        if not self.crossroads:
            self._base_action(t, kind)
            return
        if kind in data.PANORAMAS and t.key == "gotozaemon":
            t.coins += self.rules.gotozaemon_coins
        self._then(("vitality", None))
        stop = self._stop_option(t, kind)
        choices = _option_choices(stop)
        if len(choices) == 1:  # nothing to choose: the one way open is taken
            self._take_choice(t, stop, choices[0], False)
        else:
            self._ask_actor(t, stop)

    def _stop_option(self, t: Traveller, kind: str) -> StopOption:
        """What a stop but an inn offers ``t``: its base action, its Crossroads option, both."""
        option = data.CROSSROADS_OPTIONS[kind]
        both = None
        if (t.key, kind) in (("kita", "encounter"), ("miyataka", "temple")):
            both = t.key
        elif t.can_play("health"):
            both = "health"
        return StopOption(
            kind, option, both, self._base_open(t, kind), self._option_open(t, option)
        )

    def _base_open(self, t: Traveller, kind: str) -> bool:
        """Whether ``t`` can take the base action of a stop of ``kind`` now: not the section
        of a panorama completed (its space is open to the cherry tree alone), not a village or
        a temple with an empty purse (when the other action of a stop emptied it)."""
        if kind in data.PANORAMAS:
            return not t.completed(kind)
        return t.coins >= prices.coins_to_stop(kind, t.key)

    def _option_open(self, t: Traveller, option: str) -> bool:
        """Whether ``t`` can take the Crossroads ``option`` now: a card is left, and the purse
        holds a bathhouse's price or the gaming room's bet."""
        if option != "gaming_room" and not self.piles[option]:
            return False
        if option == "legendary" and not data.LEGENDARY_OPTION_WITH_NONE_WITHIN_PURSE:
            rules = self.rules
            return any(prices.legendary_cost(c, rules) <= t.coins for c in self.piles[option])
        return t.coins >= prices.option_coins(option, self.rules)

    def _step_action(self, arg: tuple[str, str, bool, bool]) -> None:
        part, kind, devotion, both = arg
        t = self._mover()
        # Both parts were open when chosen; the first may have emptied the purse for the
        # second, which is then left out, and the turn says so.
        if part == "base":
            if self._base_open(t, kind):
                self._base_action(t, kind)
                return
        elif self._option_open(t, data.CROSSROADS_OPTIONS[kind]):
            self._option_action(t, kind, devotion, both)
            return
        if both:
            self._note_turn("declined", part)

    def _option_action(self, t: Traveller, kind: str, devotion: bool, both: bool) -> None:
        option = data.CROSSROADS_OPTIONS[kind]
        rules = self.rules
        self._note("option", option)
        if option == "cherry_tree":
            self._edit_pile("cherry_tree").pop()
            t.cherry_trees += 1
            t.coins += rules.cherry_tree_coins
        elif option == "bathhouse":
            self._edit_pile("bathhouse").pop()
            t.coins -= rules.bathhouse_price
            t.bathhouses += 1
            if devotion:
                self._devote(t, rules.bathhouse_price)
        elif option == "gaming_room":
            t.coins -= rules.gaming_room_bet
            face = self._roll()
            t.coins += rules.gaming_room_bet * rules.die_multipliers[face]
            self._note("roll", face)
        elif option == "amulet":
            offered = tuple(sorted(set(self.piles["amulet"])))
            # Hirotada's bank coin comes with the amulet unless he donates too (reference (c)).
            self._ask_actor(t, AmuletShop(offered, t.key == "hirotada" and not both))
        elif option == "legendary":
            offered = tuple(sorted(set(self.piles["legendary"])))
            if any(prices.legendary_cost(card, rules) <= t.coins for card in offered):
                self._ask_actor(t, LegendaryShop(offered))
            else:
                self._note("legendary", None)  # chosen, but none is within the purse
        elif option == "calligraphy":
            self._ask_actor(t, CalligraphyShop(tuple(sorted(set(self.piles["calligraphy"])))))

    def _step_vitality(self, _: Any) -> None:
        t = self._mover()
        if not t.can_play("vitality"):
            return
        if all(t.progress > other.progress for other in self.travellers if other is not t):
            self._ask_actor(t, AmuletMoment("vitality"))

    def _base_action(self, t: Traveller, kind: str, both: bool = False) -> None:
        """The action of a stop in the base game."""
        if kind == "farm":
            t.coins += self.rules.farm_coins
        elif kind == "hot_spring":
            card = self._draw("hot_spring")
            if card is not None:
                self._note("hot_spring", card)
                t.hot_springs.append(card)
        elif kind == "temple":
            self._ask_actor(t, _TEMPLE_OFFERING)
        elif kind == "encounter":
            self._then(("encounter", "stop"))
        elif kind == "village":
            revealed = self._draw_many("souvenir", 3)
            self._note("revealed", list(revealed))
            if revealed:
                self._ask_actor(t, VillageShop(tuple(revealed)))
            else:
                self._note("bought", [])
        elif kind in data.PANORAMAS:
            self._take_panorama(t, kind)

    def _inn(self, t: Traveller, progress: int) -> None:
        """A traveller reaches an inn: the powers that act there, then the meal."""
        intermediate = progress not in (0, data.EDO)
        steps: list[tuple[str, str | None]] = []
        if intermediate and t.key == "hiroshige":
            steps.append(("hiroshige", None))
        if intermediate and t.key == "chuubei":
            steps.append(("encounter", "chuubei"))
        if intermediate and t.key == "daigoro":
            steps.append(("daigoro", None))
        if intermediate and t.key == "jirocho":
            steps.append(("jirocho", None))
        if t.key == "satsuki":
            steps.append(("satsuki", None))
        steps += [("meal", None), ("inn_close", None)]
        self._then(*steps)

    # ------------------------------------------------------------------ steps
    def _mover(self) -> Traveller:
        """The traveller of the current turn, about to be changed (steps concern only them)."""
        index = self.turns[-1]["player"]
        # ``_edit(index)``, without the call when no undo entry is open (a playout's).
        return self.travellers[index] if self._open is None else self._edit(index)

    def _step_hiroshige(self, _: Any) -> None:
        t = self._mover()
        options = t.open_panoramas()
        if not options:
            self._note("hiroshige", None)
            return
        choice = PanoramaChoice("hiroshige", tuple(options), data.HIROSHIGE_MAY_DECLINE)
        self._ask_actor(t, choice)

    def _step_encounter(self, source: str) -> None:
        t = self._mover()
        if source == "chuubei":
            self._sink = ("chuubei",)
            self._note_turn("chuubei", {})
        if source == "stop" and t.key == "yoshiyasu":
            drawn = self._draw_many("encounter", 2)
            self._note("drawn", list(drawn))
            if len(drawn) == 2:
                self._ask_actor(t, TwoEncounters(tuple(drawn)))
            elif drawn:
                self._note("kept", drawn[0])
                self._apply_encounter(t, drawn[0])
            return
        card = self._draw("encounter")
        self._note("drawn", [card] if card is not None else [])
        if card is not None:
            self._apply_encounter(t, card)

    def _apply_encounter(self, t: Traveller, card: str) -> None:
        t.encounters.append(card)
        rules = self.rules
        if card == "shokunin":
            souvenir = self._draw("souvenir")
            self._note("souvenir", souvenir)
            if souvenir is not None:
                t.souvenirs.append(souvenir)
        elif card in data.ANNAIBITO:
            pictured = data.ANNAIBITO[card]
            if not t.completed(pictured):
                self._note("panorama", pictured)
                self._take_panorama(t, pictured)
                return
            options = t.open_panoramas()
            if not options:
                self._note("panorama", None)
                return
            self._ask_actor(t, PanoramaChoice("annaibito", tuple(options), True))
        elif card == "kuge":
            t.coins += rules.kuge_coins
        elif card == "miko":
            t.donated += 1
        elif card == "saru":
            spring = self._draw("hot_spring")
            self._note("hot_spring", spring)
            if spring is not None:
                if data.SARU_COUNTS_FOR_BATHER:
                    t.hot_springs.append(spring)
                else:
                    t.other_springs.append(spring)
        elif card in data.PAID_ENCOUNTERS:
            payable = t.coins >= prices.ENCOUNTER_FEE
            if card == "kitoushi":
                payable = payable and bool(t.open_panoramas())
            if payable:
                self._ask_actor(t, EncounterFee(card))
            else:
                self._note("paid", False)

    def _pay(self, t: Traveller, card: str, paid: bool) -> None:
        self._note("paid", paid)
        if not paid:
            return
        t.coins -= prices.ENCOUNTER_FEE
        t.paid.append(card)
        if card == "takuhatsuso":
            if data.TAKUHATSUSO_COIN_TO_TEMPLE:
                t.donated += 1
        elif card == "itamae":
            meal = self._draw("meal")
            self._note("meal", meal)
            if meal is None:
                return
            if meal in t.meals:
                self._under("meal", [meal])
            else:
                t.meals.append(meal)
                at_inn = self.kind_at(self.turns[-1]["to"]) == "inn"
                if data.ITAMAE_MEAL_IS_THE_INN_MEAL and at_inn:
                    self._skip("meal")
                    # The first traveller to stop at an inn deals its hand, even one who eats
                    # Itamae's meal there instead (rules pages: "Quand le 1er voyageur s'arrête
                    # au relais, il pioche ..."); the record's next "shown" names it.
                    self._open_hand()
                else:
                    t.encounter_meals.append(meal)
        elif card == "kitoushi":
            self._ask_actor(t, PanoramaChoice("kitoushi", tuple(t.open_panoramas()), False))

    def _step_daigoro(self, _: Any) -> None:
        t = self._mover()
        card = self._draw("souvenir")
        self._note("daigoro", card)
        if card is not None:
            t.souvenirs.append(card)

    def _step_jirocho(self, _: Any) -> None:
        t = self._mover()
        stake = self.rules.jirocho_bet
        if t.coins >= stake:
            self._ask_actor(t, FortuneBet(stake))
        else:
            self._note("jirocho", None)

    def _step_satsuki(self, _: Any) -> None:
        t = self._mover()
        self._sink = ()
        card = self._draw("meal")
        if card is None:
            return
        if card in t.meals:
            # (h)2: a specialty she has already eaten must be refused; it goes under the pile.
            self._note("satsuki", {"card": card, "kept": False})
            self._under("meal", [card])
            return
        self._ask_actor(t, FreeMeal(card))

    def meal_hand_size(self) -> int:
        """How many meals the first traveller to reach an inn draws (players + 1; Gastronomy:
        players; with two players the neutral traveller counts, reference (h) 1)."""
        travellers = self._count if data.NEUTRAL_COUNTS_FOR_MEAL_HAND else self.players
        if "gastronomy" in self.variants:
            return travellers
        return travellers + self.rules.meal_hand_extra

    def _open_hand(self) -> list[str]:
        """The inn's hand of meals, dealt when the first traveller reaches the inn."""
        if self.inn_hand is None:
            self._edit_hand()
            self.inn_hand = self._draw_many("meal", self.meal_hand_size())
        return self.inn_hand

    def _step_meal(self, _: Any) -> None:
        t = self._mover()
        self._sink = ()
        hand = self._open_hand()
        self._note("shown", list(hand))
        self._ask_actor(t, InnMeal(tuple(hand)))

    def _step_neutral_inn(self, _: Any) -> None:
        hand = self._open_hand()
        if not hand:
            return
        self._edit_hand()  # the hand before the discard, for undo
        card = self._choose_named("discard", hand)
        hand.remove(card)
        self._under("meal", [card])
        self._note_turn("discard", card)

    def _step_inn_close(self, _: Any) -> None:
        progress = self.travellers[self.turns[-1]["player"]].progress
        if all(t.progress == progress for t in self.travellers):
            if self.inn_hand:
                self._under("meal", self.inn_hand)
            self._edit_hand()
            self.inn_hand = None

    # ------------------------------------------------------------------ gains
    def _take_panorama(self, t: Traveller, panorama: str) -> None:
        t.panoramas[panorama] += 1
        if t.completed(panorama) and panorama not in self.panorama_firsts:
            self._edit_firsts()[panorama] = t.index
            t.achievements.append(panorama)

    # ------------------------------------------------------------------ chance
    def name_draws(self, pile: str, cards: Sequence[Any]) -> None:
        """Name the next cards drawn from ``pile``, in order, in place of random draws.

        This is how a replay or a lesson fixes chance ("suppose the village shows Koma, Geta and
        Sake"). Each named card is taken from the pile when the rules draw; a card the pile does
        not hold then is refused (``chance.unavailable``) and the action is undone.
        """
        if refused := malformed_draws(pile, cards):
            raise refused
        if pile not in PILES:
            raise IllegalAction(
                "action.malformed", f"There is no pile called {pile!r}; piles: {', '.join(PILES)}."
            )
        known = _PILE_CARDS[pile]
        for card in cards:
            if card not in known:
                what = (
                    f"a face of the fortune die ({', '.join(data.DIE_KEYS)})"
                    if pile == "die"
                    else f"a card of the {as_words(pile)} pile"
                )
                raise IllegalAction("action.malformed", f"{card!r} is not {what}.")
        self._named.setdefault(pile, []).extend(cards)

    def named_draws(self) -> dict[str, list]:
        """Cards named with ``name_draws`` and not yet drawn."""
        return {pile: list(cards) for pile, cards in self._named.items() if cards}

    def clear_named_draws(self) -> None:
        """Forget every named card not yet drawn."""
        self._named = {}

    def _draw(self, pile: str) -> Any:
        # ``_edit_pile(pile)``, without the call when no undo entry is open (a playout's).
        cards = self.piles[pile] if self._open is None else self._edit_pile(pile)
        named = self._named.get(pile)
        if named:
            card = named.pop(0)
            if card not in cards:
                raise IllegalAction(
                    "chance.unavailable",
                    f"The {as_words(pile)} pile does not hold {card!r} now, "
                    "so it cannot be the card drawn.",
                )
            # Take the named card from where it lies, keeping the rest of the pile in order.
            for i in range(len(cards) - 1, -1, -1):
                if cards[i] == card:
                    del cards[i]
                    break
        elif cards:
            card = cards.pop()
        else:
            return None  # (h)5: an empty pile deals nothing
        self._used.setdefault(pile, []).append(card)
        return card

    def _draw_many(self, pile: str, count: int) -> list:
        cards = self._edit_pile(pile)
        if 0 < count <= len(cards) and not self._named.get(pile):
            # What ``_draw`` gives one card at a time, in one go: the top card first.
            drawn = cards[: -count - 1 : -1]
            del cards[-count:]
            self._used.setdefault(pile, []).extend(drawn)
            return drawn
        drawn = []
        for _ in range(count):
            card = self._draw(pile)
            if card is None:
                break
            drawn.append(card)
        return drawn

    def _choose_named(self, channel: str, options: list) -> Any:
        named = self._named.get(channel)
        # Draw from the generator even when the outcome is named, so a game rebuilt from its
        # saved actions (which names every outcome) keeps its generator in step with the live
        # game it was saved from.
        drawn = self._chance.choice(options)
        if named:
            card = named.pop(0)
            if card not in options:
                raise IllegalAction(
                    "chance.unavailable",
                    f"{card!r} is not among {options}, so it cannot be the one {_CHOSEN[channel]}.",
                )
        else:
            card = drawn
        self._used.setdefault(channel, []).append(card)
        return card

    def _under(self, pile: str, cards: list) -> None:
        """Put cards under a pile in random order."""
        if not cards:
            return
        cards = list(cards)
        self._chance.shuffle(cards)
        self._edit_pile(pile)[0:0] = cards

    # ------------------------------------------------------------------ what a player may know
    def unseen(self, pile: str, viewer: int | None = None) -> Counter:
        """The cards of ``pile`` whose place nobody can know, as a multiset: every card of the
        box but those a traveller holds, the souvenirs a village shows and the two encounters
        Yoshiyasu chooses between.

        Every meal nobody has eaten is unseen, the inn's hand and a free meal on offer
        included: only the traveller choosing sees them. What is left of a pile is public:
        every card drawn from it is on the table or was shown to everyone and put back under it.

        Crossroads' secret cards (``data.SECRET_CROSSROADS_PILES``): the ``"amulet"`` and
        ``"calligraphy"`` cards ``viewer`` cannot place, that is every one but their own and, while
        they choose from it, the stack on offer (a spectator, ``viewer=None``, places none).

        >>> game = Game(3, travellers=["kinko", "satsuki", "umegae"], kyoto=[0, 1, 2])
        >>> sum(game.unseen("souvenir").values())
        24
        """
        if pile in data.SECRET_CROSSROADS_PILES and self.crossroads:
            return self._unseen_secret(pile, viewer)
        if pile not in _PILE_CARDS or pile in ("discard", "die"):
            piles = [p for p in PILES if p not in ("discard", "die")]
            if self.crossroads:
                piles += data.SECRET_CROSSROADS_PILES
            raise ValueError(f"There is no pile called {pile!r}; piles: {', '.join(piles)}.")
        # Counted in a plain dict (a Counter's subtract costs several times more), in the order
        # of the box, the New Encounters last, as bots read it.
        left: dict[str | int, int] = dict(BOX[pile])  # hot spring cards are numbers
        if pile == "encounter" and "new_encounters" in self.expansions:
            for card, copies in data.NEW_ENCOUNTERS.items():
                left[card] = left.get(card, 0) + copies
        held = HELD[pile]
        for t in self.travellers:
            for held_card in held(t):
                left[held_card] = left.get(held_card, 0) - 1
        pending = self._pending
        shown: tuple[str, ...] = ()
        if pile == "souvenir" and isinstance(pending, VillageShop):
            shown = pending.revealed
        elif pile == "encounter" and isinstance(pending, TwoEncounters):
            shown = pending.drawn
        for card in shown:
            left[card] = left.get(card, 0) - 1
        unseen: Counter = Counter()  # filled item by item: Counter(a dict) costs twice as much
        for item, n in left.items():
            if n > 0:
                unseen[item] = n
        return unseen

    def _unseen_secret(self, pile: str, viewer: int | None) -> Counter:
        left = Counter(_CROSSROADS_BOX[pile])
        if viewer is not None:
            left.subtract(_SECRET_HELD[pile](self.travellers[viewer]))
            shop = _SHOPS[pile]
            if isinstance(self._pending, shop) and self._actor == viewer:
                left.subtract(self.piles[pile])  # the stack on offer, seen while choosing
        return +left

    def determinized(self, seed: int, viewer: int | None = None) -> Game:
        """A copy of the game as ``viewer`` may imagine it: everything they cannot know is dealt
        afresh from ``seed``, everything they can know is kept.

        Every face-down pile is put in a fixed order and shuffled, so the copy does not depend
        on the real order at all; the inn's hand is dealt again from the uneaten meals unless
        the viewer is the traveller choosing from it; while travellers are chosen, the pairs
        dealt to the players who have not chosen yet (the viewer's own pair excepted) are dealt
        again from the tiles nobody has shown; chance is reseeded. The same game, seed and
        viewer give the same copy whatever the hidden cards really are. ``viewer=None`` is a
        spectator, who sees no hand and no pair.

        A search plays such copies out and throws them away: a copy keeps no undo (playing on
        it is then as quick as it can be, and undoing could bring back the real piles), and
        ``undo`` on it is refused.
        """
        other = self.copy()
        other._keeps_undo = other._undo_by_replay = False
        other._undo = [None] * len(self._undo)
        rng = random.Random(seed)
        # The copy's generator is seeded after as many draws as shuffling every pile takes,
        # as it always was, so that bots keep their games for the same seeds.
        for pile in other.piles.values():
            rng.shuffle(list(range(len(pile))))
        other._chance = Chance(rng.getrandbits(64))
        other._named = {}
        rng = random.Random(seed)
        for pile in other.piles.values():
            pile.sort()
            rng.shuffle(pile)
        if isinstance(self._pending, TravellerDeal):
            choosing = [t.index for t in self.travellers if not t.neutral and t.key is None]
            seen = {t.key for t in self.travellers if t.key}
            if viewer in choosing:
                seen.update(self._dealt[viewer])
            box = data.ALL_TRAVELLERS if self.crossroads else data.TRAVELLERS
            tiles = sorted(set(box) - seen)
            rng.shuffle(tiles)
            dealt = list(other._dealt)
            for player in choosing:
                if player != viewer:
                    dealt[player] = (tiles.pop(), tiles.pop())
            other._dealt = tuple(dealt)
            other._pending = TravellerDeal(other._dealt[self._actor])
            other._legal = None
        hand = other.inn_hand
        looking = isinstance(self._pending, InnMeal) and viewer == self._actor
        if hand and not looking:
            pool = sorted(other.piles["meal"] + hand)
            rng.shuffle(pool)
            other.inn_hand = pool[: len(hand)]
            other.piles["meal"] = pool[len(hand) :]
            if isinstance(other._pending, InnMeal):
                other._pending = InnMeal(tuple(other.inn_hand))
                other._legal = None
        if self.crossroads:
            other._deal_secrets(rng, viewer)
        return other

    def _deal_secrets(self, rng: random.Random, viewer: int | None) -> None:
        """Deal again the Crossroads cards ``viewer`` cannot place (``unseen``): the others'
        amulets and calligraphies, as many each as they hold, and the stacks left."""
        for pile in data.SECRET_CROSSROADS_PILES:
            looking = isinstance(self._pending, _SHOPS[pile]) and self._actor == viewer
            others = [t for t in self.travellers if not t.neutral and t.index != viewer]
            pool = [] if looking else list(self.piles[pile])
            for t in others:
                pool += _SECRET_HELD[pile](t)
            pool.sort()
            rng.shuffle(pool)
            for t in others:
                held = _SECRET_HELD[pile](t)
                dealt, pool = pool[: len(held)], pool[len(held) :]
                if pile == "amulet":
                    t.new_amulets = dealt[: len(t.new_amulets)]
                    t.amulets = dealt
                else:
                    t.calligraphies = dealt
            if not looking:
                self.piles[pile] = pool
        for pile in CROSSROADS_PILES:  # chosen from, not drawn: kept in one order
            self.piles[pile].sort()
        pending = self._pending
        if isinstance(pending, AmuletShop | CalligraphyShop) and self._actor != viewer:
            pile = "amulet" if isinstance(pending, AmuletShop) else "calligraphy"
            offered = tuple(sorted(set(self.piles[pile])))
            self._pending = dataclasses.replace(pending, offered=offered)
            self._legal = None

    # ------------------------------------------------------------------ scores
    def _score(self) -> JourneyScore:
        if self._over and self._final is not None:
            return self._final
        players = [t for t in self.travellers if not t.neutral]
        neutral = [t for t in self.travellers if t.neutral]
        scored = score_journey(
            [t.holdings() for t in players],
            self.rules,
            final=self._over,
            neutral_temple_coins=neutral[0].donated if neutral else None,
            neutral_finish=neutral[0].finish if neutral else None,
        )
        if self._over:
            self._final = scored
        return scored

    def journey_score(self) -> JourneyScore:
        """The whole table's score from one computation: each player's points by category
        (``.breakdowns``), achievement cards (``.achievements``) and total (``.scores``), so far
        during the journey, final once it is over. ``scores()``, ``breakdowns()`` and
        ``achievements()`` give the same parts one by one."""
        scored = self._score()
        # Copies: the final score is kept, and a caller's change must not reach it.
        return dataclasses.replace(
            scored,
            breakdowns=tuple(dict(b) for b in scored.breakdowns),
            end_game_totals=dict(scored.end_game_totals),
        )

    def scores(self) -> list[int]:
        """Each player's points: so far during the journey, final once it is over."""
        return self._score().scores

    def breakdowns(self) -> list[dict[str, int]]:
        """Each player's points by category (see scoring.CATEGORIES), awards included at the end."""
        return [dict(b) for b in self._score().breakdowns]

    def breakdown(self, player: int) -> dict[str, int]:
        """One player's points by category."""
        return self.breakdowns()[player]

    def achievements(self) -> list[list[str]]:
        """Achievement cards each player holds (end-of-journey ones once the journey is over)."""
        return [list(cards) for cards in self._score().achievements]

    def ranks(self) -> list[int]:
        """Final places (1 = winner), ties broken by achievement cards, then shared."""
        scored = self._score()
        return final_ranks(scored.scores, [len(a) for a in scored.achievements])

    def winners(self) -> list[int]:
        """The players in first place (several on a shared victory); empty before the end."""
        if not self._over:
            return []
        return [i for i, rank in enumerate(self.ranks()) if rank == 1]

    def result(self) -> dict[str, list[int]]:
        """Scores, coins and achievement counts of every player, as a game record's result."""
        return {
            "scores": self.scores(),
            "coins": [t.coins for t in self.travellers if not t.neutral],
            "achievements": [len(a) for a in self.achievements()],
        }

    # ------------------------------------------------------------------ save, load
    def snapshot(self) -> dict[str, Any]:
        """The whole state as plain values (two games are equal when their snapshots are)."""
        return {
            "setup": self._setup,
            "travellers": [t.snapshot() for t in self.travellers],
            "kyoto": list(self.kyoto),
            "piles": {k: list(v) for k, v in self.piles.items()},
            "inn_hand": None if self.inn_hand is None else list(self.inn_hand),
            "panorama_firsts": dict(self.panorama_firsts),
            "decision": self.decision,
            "decider": self.to_move,
            "actor": self.actor,
            "pending": {} if self._pending is None else self._pending.as_context(),
            "steps": list(self._steps),
            "before_move": self.before_move,
            "over": self._over,
            "turns": _copy_plain(self.turns),
            "named": self.named_draws(),
            "chance": self._chance.state(),
        }

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self.snapshot() == other.snapshot()

    __hash__ = None  # type: ignore[assignment]

    def to_json(self) -> dict[str, Any]:
        """The game as JSON: its set-up and every action with the cards it drew.

        An action's ``pending`` (only when there were some) lists the cards named with
        ``name_draws`` and not yet drawn before it, so that undo after a load names them again.
        """
        actions = []
        for (action, drawn), entry in zip(self.history, self._undo, strict=True):
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
    def from_json(cls, data_: dict[str, Any]) -> Game:
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
    def _rebuild(cls, data_: dict[str, Any]) -> Game:
        """``from_json`` for a value already known to be plain JSON (``check_value``)."""
        check_save(data_)
        setup = dict(data_["setup"])
        rules = setup.pop("rules", None)
        try:
            game = cls(**setup, rules=Rules.from_json(rules) if rules else OFFICIAL)
        except ValueError as error:  # IllegalAction for the set-up, or a rule number
            raise SaveError(f"the saved set-up cannot be played: {error}", where="setup") from error
        for number, entry in enumerate(data_.get("actions", []), start=1):
            for pile, cards in entry.get("named", {}).items():
                game.name_draws(pile, cards)
            try:
                game.play(action_from_json(entry["action"]))
            except (IllegalAction, ValueError) as error:
                raise SaveError(
                    f"saved action {number} cannot be replayed: {error}",
                    where=f"actions[{number - 1}]",
                ) from error
            # What the saved game had named before this action, for undo to name again.
            done = game._undo[-1]
            assert done is not None  # a loaded game keeps undo
            done.named = entry.get("pending") or None
        for pile, cards in data_.get("named", {}).items():
            game.name_draws(pile, cards)
        return game

    @classmethod
    def loads(cls, text: str | bytes) -> Game:
        """``from_json`` from JSON text, read within the limits of ``untrusted.parse_json``."""
        try:
            saved = parse_json(text)  # which ends with check_value
        except UntrustedInputError as error:
            raise SaveError(str(error), where=error.where) from error
        return cls._rebuild(saved)

    # ------------------------------------------------------------------ copy, undo
    def copy(self) -> Game:
        """An independent copy, for "what if" branches.

        The copy has its own travellers, piles and current turn; the turns before it, the
        history and the undo stack are shared, as nothing changes them once written.
        """
        other = Game.__new__(Game)
        # Written out slot by slot (a loop over them costs several times more). The set-up,
        # the decision and the steps are never changed in place: shared.
        other.rules = self.rules
        other.players = self.players
        other.variants = self.variants
        other.expansions = self.expansions
        other.seed = self.seed
        other.crossroads = self.crossroads
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
        # What play changes in place: the copy's own.
        other.travellers = [t.copy() for t in self.travellers]
        other.piles = {k: list(v) for k, v in self.piles.items()}
        other.inn_hand = None if self.inn_hand is None else list(self.inn_hand)
        other.panorama_firsts = dict(self.panorama_firsts)
        other.kyoto = list(self.kyoto)
        other.turns = _own_last_turn(self.turns)
        other.history = list(self.history)
        other._undo = list(self._undo)
        other._named = {k: list(v) for k, v in self._named.items()}
        other._open = None
        other._final = None
        other._chance = self._chance.copy()
        return other

    def undo(self) -> Action:
        """Take back the last action; returns it. Refused at the start of the game.

        The state before the action comes back from the undo stack, in constant time; cards
        named with ``name_draws`` before that action are named again, as they were.
        """
        if not self.history:
            raise IllegalAction("action.malformed", "There is nothing to undo: no action yet.")
        entry = self._undo[-1]
        if entry is None and self._undo_by_replay:
            return self._undo_by_replaying()
        if entry is None:
            raise IllegalAction(
                "action.malformed",
                "This is a determinized copy, made to look ahead with the hidden cards dealt "
                "afresh: it keeps no undo. Undo on the game it was made from.",
            )
        self._undo.pop()
        action, _ = self.history.pop()
        self._restore(entry)
        return action

    def _undo_by_replaying(self) -> Action:
        """``undo`` of a game made with ``undo=False``: replay every action but the last from
        the set-up, with the cards each drew (no card was named before the last action, or its
        entry would have been kept)."""
        saved = self.to_json()
        action = self.history[-1][0]
        saved["actions"] = saved["actions"][:-1]
        saved["named"] = {}
        replayed = Game.from_json(saved)
        for name in GAME_FIELDS:
            setattr(self, name, getattr(replayed, name))
        self._keeps_undo, self._undo_by_replay = False, True  # the replay's entries stay valid
        return action

    def _restore(self, entry: _Undo) -> None:
        """Put back what ``entry`` saved: the state before its action."""
        for index, saved in entry.travellers.items():
            self.travellers[index].restore(saved)
        for name, cards in entry.piles.items():
            self.piles[name][:] = cards
        if entry.inn_hand is not _KEPT:
            self.inn_hand = None if entry.inn_hand is None else list(entry.inn_hand)
        if entry.firsts is not _KEPT:
            self.panorama_firsts = dict(entry.firsts)
        turns = self.turns
        if len(turns) > entry.turns:
            del turns[entry.turns :]
            self.turns = turns = _own_last_turn(turns)  # the last turn may be a copy's too
        for path, key, old in reversed(entry.notes):  # keys written into an earlier turn
            part = turns[-1]
            for name in path:
                part = part[name]
            if old is _KEPT:
                del part[key]
            else:
                part[key] = old
        self._named = {pile: list(cards) for pile, cards in (entry.named or {}).items()}
        (
            self._pending,
            self._decider,
            self._actor,
            self._over,
            self._stamp,
            self._steps,
            self._sink,
            self._carry,
            self.kyoto,
            self._chance.position,
        ) = entry.kept
        self._legal = None
        self._final = None

    # ------------------------------------------------------------------ before a change
    # An action changes the state only through these, so that its undo entry saves each part
    # the first time the action touches it (and nothing when no action is being played).
    def _edit(self, index: int) -> Traveller:
        """Traveller ``index``, about to be changed."""
        t = self.travellers[index]
        entry = self._open
        if entry is not None and index not in entry.travellers:
            entry.travellers[index] = t.copy()
        return t

    def _edit_pile(self, pile: str) -> list:
        """A pile, about to be changed."""
        cards = self.piles[pile]
        entry = self._open
        if entry is not None and pile not in entry.piles:
            entry.piles[pile] = list(cards)
        return cards

    def _edit_hand(self) -> list[str] | None:
        """The inn's hand, about to be changed or replaced."""
        entry = self._open
        if entry is not None and entry.inn_hand is _KEPT:
            entry.inn_hand = None if self.inn_hand is None else list(self.inn_hand)
        return self.inn_hand

    def _edit_firsts(self) -> dict[str, int]:
        """Who completed each panorama first, about to be changed."""
        entry = self._open
        if entry is not None and entry.firsts is _KEPT:
            entry.firsts = dict(self.panorama_firsts)
        return self.panorama_firsts

    def _write(self, path: tuple[str, ...], key: str, value: Any) -> None:
        """Write a record key into the current turn (``path`` leads to Chuubei's draw)."""
        part = self.turns[-1]
        for name in path:
            part = part[name]
        entry = self._open
        if entry is not None and len(self.turns) == entry.turns:  # a turn begun earlier
            entry.notes.append((path, key, part.get(key, _KEPT)))
        part[key] = value

    def _note_turn(self, key: str, value: Any) -> None:
        """Write a record key into the current turn itself."""
        self._write((), key, value)

    def _note(self, key: str, value: Any) -> None:
        """Write a record key where the current step writes: the turn, or Chuubei's draw."""
        if self._sink or self._open is not None:
            self._write(self._sink, key, value)
        else:  # ``_write`` of the turn itself with no undo entry to note it in: asked most
            self.turns[-1][key] = value

    def __repr__(self) -> str:
        state = "over" if self._over else f"{self.decision} for player {self._decider}"
        return f"<Game {self.players} players, turn {len(self.turns)}, {state}>"


# Each kind of decision (decisions.DECISIONS) is served by two methods of Game: its legal
# actions, ``_legal_<kind>``, and what answering it does, ``_answer_<kind>``.
_LEGAL = {kind: getattr(Game, "_legal_" + kind) for kind in DECISIONS}
_ANSWER = {kind: getattr(Game, "_answer_" + kind) for kind in DECISIONS}
# And each step of a turn (``Game._then``) by ``_step_<step>``.
_STEPS = {name[len("_step_") :]: f for name, f in vars(Game).items() if name.startswith("_step_")}


class _Undo:
    """What one action found before changing it: enough to take the action back.

    The decision, whose it was, the steps still to run, the number of turns, the generator's
    position and the cards named are always kept (they are small or never changed in place); a
    traveller, a pile, the inn's hand and the panorama firsts are copied the first time the
    action changes them (``Game._edit`` and its siblings), and each key it writes into a turn begun
    earlier is noted with the value it replaced. Once the action is done the
    entry never changes, so copies of a game share their stacks.
    """

    __slots__ = (
        "named",
        "kept",
        "turns",
        "travellers",
        "piles",
        "inn_hand",
        "firsts",
        "notes",
    )

    def __init__(self, game: Game) -> None:
        self.named = game.named_draws() if game._named else None
        # Never changed in place, so kept as they are; Game._restore unpacks them in this order.
        self.kept = (
            game._pending,
            game._decider,
            game._actor,
            game._over,
            game._stamp,
            game._steps,
            game._sink,
            game._carry,
            game.kyoto,
            game._chance.position,
        )
        self.turns = len(game.turns)
        self.travellers: dict[int, Traveller] = {}
        self.piles: dict[str, list] = {}
        self.inn_hand: Any = _KEPT
        self.firsts: Any = _KEPT
        self.notes: list[tuple[tuple[str, ...], str, Any]] = []  # (path, key, value before)


_KEPT = object()
"""An undo entry's mark for a part its action did not change."""


def _own_last_turn(turns: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A new list of the turns whose last turn is a copy: the one a game may still write in."""
    if not turns:
        return []
    return [*turns[:-1], _copy_plain(turns[-1])]


def _check_setup(
    players: Any,
    travellers: list | None,
    kyoto: list | None,
    variants: tuple,
    expansions: tuple,
    names: list | None,
) -> None:
    def refuse(rule: str, message: str) -> None:
        raise IllegalAction(rule, message)

    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 5:
        refuse("setup.players", f"Tokaido is played by 2 to 5 players, not {players!r}.")
    for variant in variants:
        if variant not in data.VARIANTS:
            refuse(
                "setup.invalid",
                f"Unknown variant {variant!r}; variants: {', '.join(data.VARIANTS)}.",
            )
    for expansion in expansions:
        if expansion not in data.EXPANSIONS:
            refuse(
                "setup.invalid",
                f"Unknown expansion {expansion!r}; expansions: {', '.join(data.EXPANSIONS)}.",
            )
    if travellers is not None and "initiatory" not in variants:
        if len(travellers) != players:
            refuse(
                "setup.deal",
                f"Give one traveller per player: {players} expected, {len(travellers)} given.",
            )
        crossroads = "crossroads" in expansions
        tiles = data.ALL_TRAVELLERS if crossroads else data.TRAVELLERS
        for key in travellers:
            if not isinstance(key, str):
                refuse(
                    "setup.deal",
                    f"A traveller is named by its key, a text such as 'kinko', not "
                    f"{short_repr(key)}; travellers: {', '.join(tiles)}.",
                )
            if key in data.CROSSROADS_TRAVELLERS and not crossroads:
                refuse(
                    "setup.deal",
                    f"{key!r} is a traveller of the Crossroads expansion: play it with "
                    "expansions=['crossroads'], or choose one of the base game's ten.",
                )
            if key not in tiles:
                refuse(
                    "setup.deal",
                    f"Unknown traveller {key!r}; travellers: {', '.join(tiles)}.",
                )
        if len(set(travellers)) != len(travellers):
            refuse("setup.deal", "Each traveller tile exists once: two players cannot share one.")
    count = players + (1 if players == 2 else 0)
    # Each place is a traveller's index: a whole number, not True or 2.0, which sort as one.
    indices = kyoto is not None and all(type(i) is int for i in kyoto)
    if kyoto is not None and (not indices or sorted(kyoto) != list(range(count))):
        refuse(
            "setup.kyoto",
            f"The Kyoto line must list each of the {count} travellers once, by their index, a "
            f"whole number from 0 to {count - 1}; got {short_repr(kyoto)}.",
        )
    if names is not None and len(names) != players:
        refuse(
            "setup.invalid", f"Give one name per player: {players} expected, {len(names)} given."
        )
    for name in names or ():
        if problem := name_problem(name):
            refuse("setup.invalid", f"The name {short_repr(name)} cannot be used: {problem}.")


_SCALARS = frozenset({str, int, bool, float, type(None)})


def _copy_plain(value: Any) -> Any:
    """A deep copy of plain JSON-like values (dicts, lists, tuples of numbers and strings),
    several times faster than ``copy.deepcopy`` on a turn of the record."""
    kind = type(value)
    if kind in _SCALARS:
        return value
    if kind is dict:
        return {k: v if type(v) in _SCALARS else _copy_plain(v) for k, v in value.items()}
    if kind is list:
        return [v if type(v) in _SCALARS else _copy_plain(v) for v in value]
    if kind is tuple:
        return tuple(v if type(v) in _SCALARS else _copy_plain(v) for v in value)
    raise TypeError(f"not a plain value: {value!r}")


# Actions are small frozen values: one per board position serves every legal list of moves,
# and so on for the actions asked most often.
_MOVES: tuple[Move, ...] = tuple(Move(road) for road in range(data.ROAD_LENGTH))
_EAT_NOTHING = Eat(None)
_EAT: dict[str, Eat] = {meal: Eat(meal) for meal in data.MEALS}
_PAY = {paid: Pay(paid) for paid in (False, True)}
_KEEP_MEAL = {kept: KeepMeal(kept) for kept in (False, True)}
_BET = {bet: Bet(bet) for bet in (False, True)}
_CHOOSE = {key: ChooseTraveller(key) for key in data.ALL_TRAVELLERS}
_DONATE = {(coins, bank): Donate(coins, bank) for coins in range(4) for bank in (False, True)}
"""Every donation the rules allow (``Rules.max_donation`` is at most 3)."""
_TAKE_PANORAMA = {panorama: TakePanorama(panorama) for panorama in (None, *data.PANORAMAS)}


_BUYS: dict[tuple[str, ...], tuple[Buy, int]] = {}
"""Each purchase met so far (souvenirs in the order shown), with its ``Buy`` and the coins it
asks (its printed price): ``Game._legal_buy`` for a traveller but Zen-emon, with no Devotion.
At most 12,721 keys for the 24 souvenirs of the box, none to three at a time."""


def purchases(revealed: tuple[str, ...]) -> list[tuple[str, ...]]:
    """Every set of the ``revealed`` souvenirs that holds no card twice, each in the order
    shown, the sets sorted (``Game._legal_buy`` lists them in that order)."""
    if len(revealed) == 3:
        a, b, c = revealed
        if a != b != c != a:  # three cards, as a village shows them: the sets written out
            chosen = [(), (a,), (b,), (c,), (a, b), (a, c), (b, c), (a, b, c)]
            chosen.sort()
            return chosen
    sizes = range(len(revealed) + 1)
    chosen = list(
        itertools.chain.from_iterable(map(itertools.combinations, [revealed] * len(sizes), sizes))
    )
    if len(set(revealed)) < len(revealed):  # a card shown twice (no pile deals one twice)
        chosen = [cards for cards in chosen if len(set(cards)) == len(cards)]
    chosen.sort()
    return chosen


def _spaces_ahead(
    reverse: bool, doubles: bool
) -> tuple[tuple[tuple[int, int, str, bool, int], ...], ...]:
    """For each number of steps walked: the spaces up to the next inn, as (steps walked, board
    position, kind, double, room), nearest first (``Game._legal_move`` reads them every move).

    ``room`` is how many travellers may stand on the space before it is full: 2 on a double
    space when second slots are used (``doubles``, 4 or 5 players), 1 on any other, and more
    than any table holds on an inn, which is never full.
    """
    inns = sorted(data.EDO - i if reverse else i for i in data.INNS)
    table = []
    for start in range(data.ROAD_LENGTH):
        end = next((inn for inn in inns if inn > start), data.EDO)
        spaces = []
        for progress in range(start + 1, end + 1):
            road = data.EDO - progress if reverse else progress
            kind, double = data.BOARD[road]
            room = _INN_ROOM if kind == "inn" else 2 if double and doubles else 1
            spaces.append((progress, road, kind, double, room))
        table.append(tuple(spaces))
    return tuple(table)


def _open_spaces(
    reverse: bool, doubles: bool, progress: int, closed: tuple[str, ...]
) -> tuple[dict[int, tuple[int, int]], list[Move], int]:
    """The spaces ahead of ``progress`` (``AHEAD``) of a kind not ``closed``: the moves to
    them in the order a legal list gives them; by steps walked, the place of the space's move in
    that list and the room of the space; and the steps walked at the next inn (where the spaces
    ahead end). Kept, as the same few come back move after move
    (tests/playouts/test_fast_paths.py compares ``Game._legal_move`` with
    ``prices.stop_blocked`` asked space by space)."""
    key = (reverse, doubles, progress, closed)
    found = _OPEN_SPACES.get(key)
    if found is None:
        ahead = AHEAD[reverse, doubles][progress]
        moves: list[Move] = []
        spaces: dict[int, tuple[int, int]] = {}
        # One plain loop: every game meets a few hundred keys first, each worked out here.
        for steps, road, kind, _, room in reversed(ahead) if reverse else ahead:
            if kind not in closed:  # legal lists go along the board, from Kyoto to Edo
                spaces[steps] = (len(moves), room)
                moves.append(_MOVES[road])
        inn = ahead[-1][0] if ahead else progress
        found = _OPEN_SPACES[key] = (spaces, moves, inn)
    return found


_OPEN_SPACES: dict[tuple, tuple[dict[int, tuple[int, int]], list[Move], int]] = {}
"""``_open_spaces`` kept: at most 2 x 2 x 55 x 32 keys (ways, doubles, progress, kinds closed)."""

_INN_ROOM = 99
"""The room of an inn in ``_spaces_ahead``: more travellers than any game has."""

AHEAD = {
    (reverse, doubles): _spaces_ahead(reverse, doubles)
    for reverse in (False, True)
    for doubles in (False, True)
}
"""``_spaces_ahead`` both ways along the road (the return trip walks it from Edo), with second
slots on double spaces and without."""
_NEXT_STOP = NextStop()
_TEMPLE_OFFERING = TempleOffering()
_VITALITY_STOP = NextStop(vitality=True)

_PILE_CARDS: dict[str, frozenset] = {
    "souvenir": frozenset(data.SOUVENIRS),
    "meal": frozenset(data.MEALS),
    "hot_spring": frozenset(set(data.HOT_SPRINGS)),
    "encounter": frozenset(data.ENCOUNTERS) | frozenset(data.NEW_ENCOUNTERS),
    "discard": frozenset(data.MEALS),
    "die": frozenset(data.DIE_KEYS),
}
_CHOSEN = {"discard": "discarded", "die": "rolled"}
_BOTH = ("base_first", "option_first")
_PARTS = {
    "base": ("base",),
    "option": ("option",),
    "base_first": ("base", "option"),
    "option_first": ("option", "base"),
}
"""The actions each answer of a ``StopOption`` takes, in order."""


def _option_choices(stop: StopOption) -> list[str]:
    """The answers a ``StopOption`` allows (``ChooseOption.choice``)."""
    choices = []
    if stop.base:
        choices.append("base")
    if stop.open:
        choices.append("option")
    if stop.both is not None:
        # An order whose first action is closed now would be the other action alone (and spend
        # Health for nothing). The second may be closed now: the first can pay for it (a farm's
        # coins for the gaming room's bet, as online: record 107297270, turn 57).
        if stop.base:
            choices.append("base_first")
        if stop.open:
            choices.append("option_first")
    return choices


"""How a message says what a chance channel chose (``Game._choose_named``)."""

_CROSSROADS_BOX: dict[str, list[str]] = {
    "cherry_tree": ["cherry_tree"] * data.CROSSROADS_COPIES["cherry_tree"],
    "bathhouse": ["bathhouse"] * data.CROSSROADS_COPIES["bathhouse"],
    "legendary": sorted(data.LEGENDARY) * data.CROSSROADS_COPIES["legendary"],
    "amulet": sorted(data.AMULETS) * data.CROSSROADS_COPIES["amulet"],
    "calligraphy": sorted(data.CALLIGRAPHIES) * data.CROSSROADS_COPIES["calligraphy"],
}
"""Every Crossroads card in play (``data.CROSSROADS_COPIES``), as the piles start."""

BOX: dict[str, Counter] = {
    "souvenir": Counter(data.SOUVENIRS.keys()),
    "meal": Counter({meal: copies for meal, (_, copies) in data.MEALS.items()}),
    "hot_spring": Counter(data.HOT_SPRINGS),
    "encounter": Counter(data.ENCOUNTERS),
}
"""Every card of each pile in the box (the New Encounters are added when played)."""

_SHOPS: dict[str, type] = {"amulet": AmuletShop, "calligraphy": CalligraphyShop}
"""The decision that shows a secret Crossroads stack to the traveller choosing from it."""

_SECRET_HELD = {
    "amulet": lambda t: t.amulets,
    "calligraphy": lambda t: t.calligraphies,
}
"""The secret Crossroads cards a traveller holds."""

HELD = {
    "souvenir": lambda t: t.souvenirs,
    "meal": lambda t: t.meals,
    "hot_spring": lambda t: t.hot_springs + t.other_springs,
    "encounter": lambda t: t.encounters,
}
"""The cards of each pile a traveller holds."""
