"""The game of Tokaido: one object that holds the journey and applies the rules.

``Game`` knows whose decision it is, lists the legal actions, and applies one with ``play``.
Card draws are chance events: a live game resolves them with its own seeded generator, and a
replay or a lesson names the outcome first with ``name_draws``. Why an action is refused is
worked out in refusals.py; the end-of-journey awards in scoring.py.
"""

from __future__ import annotations

import copy as _copy
import json
import random
from collections.abc import Iterable, Sequence
from typing import Any

from . import data
from .actions import (
    Action,
    Buy,
    ChooseTraveller,
    Donate,
    Eat,
    KeepEncounter,
    KeepMeal,
    Move,
    Pay,
    TakePanorama,
    action_from_json,
    action_to_json,
    sort_key,
)
from .config import OFFICIAL, Rules
from .errors import IllegalAction
from .scoring import achievement_winners, final_ranks, next_souvenir_points, temple_awards
from .state import CATEGORIES, Traveller
from .untrusted import UntrustedInputError, check_value, name_problem, parse_json, short_repr
from .validation import (
    SAVE_FORMAT,
    SaveError,
    check_save,
    checked_seed,
    malformed_action,
    malformed_draws,
    malformed_player,
)

PILES = ("souvenir", "meal", "hot_spring", "encounter", "discard")
"""Chance channels that ``name_draws`` accepts: the four card piles, and the card the neutral
traveller's player discards at random from an inn's hand."""


class Game:
    """A game of Tokaido from set-up to the end of the journey.

    >>> game = Game(4, travellers=["kinko", "hirotada", "umegae", "chuubei"], kyoto=[0, 1, 2, 3])
    >>> game.to_move, game.decision  # the last in the Kyoto line is furthest behind
    (3, 'move')
    >>> game.legal_actions()[:3]
    [Move(to=1), Move(to=2), Move(to=3)]
    """

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
        self._setup = {
            "players": players,
            "travellers": travellers,
            "kyoto": kyoto,
            "variants": list(variants),
            "expansions": list(expansions),
            "seed": seed,
            "names": names,
            "rules": rules.to_json() if rules != OFFICIAL else None,
        }
        self._rng = random.Random(seed)
        self._reverse = "return_trip" in variants
        self._inns = tuple(sorted(self.progress_of(i) for i in data.INNS))
        neutral = players == 2
        count = players + (1 if neutral else 0)
        self.travellers: list[Traveller] = [
            Traveller(i, names[i] if names else f"Player {i + 1}", None) for i in range(players)
        ]
        if neutral:
            self.travellers.append(Traveller(players, "Neutral", None, neutral=True))
        self._count = count
        self._double_slots = players >= 4
        self._stamp = 0
        self.kyoto: list[int] = []
        self.turns: list[dict[str, Any]] = []
        self.history: list[tuple[Action, dict[str, list]]] = []
        # Cards named and not yet drawn before each action, so undo can name them again.
        self._named_before: list[dict[str, list] | None] = []
        self.panorama_firsts: dict[str, int] = {}
        self.inn_hand: list[str] | None = None
        self._named: dict[str, list] = {}
        self._used: dict[str, list] = {}
        self._steps: list[tuple[str, Any]] = []
        self._decision: str | None = None
        self._decider = 0
        self._actor = 0
        self._context: dict[str, Any] = {}
        self._sink: dict[str, Any] = {}
        self._legal: list[Action] | None = None
        self._over = False
        self._final: dict[str, Any] | None = None
        self.piles = self._new_piles()
        self._dealt: list[list[str]] = []
        if "initiatory" in variants:
            self._begin_journey()
        elif travellers is not None:
            for traveller, key in zip(self.travellers, travellers, strict=False):
                traveller.key = key
            self._begin_journey()
        else:
            keys = sorted(data.TRAVELLERS)
            self._rng.shuffle(keys)
            self._dealt = [keys[2 * i : 2 * i + 2] for i in range(players)]
            self._ask("traveller", 0, 0, {"dealt": list(self._dealt[0])})

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
            self._rng.shuffle(pile)  # the top of a pile is its last card
        return piles

    def _begin_journey(self) -> None:
        """Line up at Kyoto, hand out coins and ask the first traveller to move."""
        given = self._setup["kyoto"]
        if given is None:
            line = list(range(self._count))
            self._rng.shuffle(line)
        else:
            line = list(given)
        self.kyoto = line
        # The line is listed from the road outward; the last listed is furthest behind, so
        # it counts as the latest arrival.
        for slot, index in enumerate(line):
            self.travellers[index].arrival = slot
        self._stamp = len(line)
        for slot, index in enumerate(line):
            traveller = self.travellers[index]
            if traveller.neutral:
                continue
            if "initiatory" in self.variants:
                coins = self.rules.initiatory_coins
            else:
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

    def _stop_blocked(
        self, traveller: Traveller, progress: int, here: int | None = None
    ) -> str | None:
        """Why ``traveller`` may not stop at ``progress`` (a rule id), or None if it may.

        ``here``, if given, is how many travellers stand at ``progress`` already.
        """
        road = data.EDO - progress if self._reverse else progress
        kind, double = data.BOARD[road]
        if kind == "inn":
            return None
        if here is None:
            here = sum(1 for t in self.travellers if t.progress == progress)
        if here >= (2 if double and self._double_slots else 1):  # capacity_at, off the inns
            if here == 1 and double:
                return "road.doubles"
            return "road.occupied"
        if traveller.neutral:
            return None
        if kind == "village" and traveller.coins < 1:
            return "road.village_coin"
        if kind == "temple" and traveller.coins < 1:
            if traveller.key != "hirotada" or data.HIROTADA_NEEDS_OWN_COIN:
                return "road.temple_coin"
        if kind in data.PANORAMAS and self._complete(traveller, kind):
            return "road.panorama_closed"
        return None

    def legal_stops(self) -> list[int]:
        """Board positions the traveller to move may stop at (empty outside a move)."""
        if self._decision != "move":
            return []
        return [a.to for a in self.legal_actions()]

    def can_stop_at(self, road_index: int) -> bool:
        """Whether the traveller to move may stop at this board position now."""
        return road_index in self.legal_stops()

    # ------------------------------------------------------------------ who decides
    @property
    def decision(self) -> str | None:
        """The kind of decision awaited ("move", "donate", "buy", "eat", ...), None at the end."""
        return self._decision

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
        """What the decider sees: the dealt travellers, revealed souvenirs, the meal hand, ..."""
        return _copy_plain({k: v for k, v in self._context.items() if k != "sink"})

    def is_over(self) -> bool:
        """Whether the journey has ended."""
        return self._over

    def furthest_behind(self) -> int:
        """The traveller furthest behind on the road (the later arrival on a shared space)."""
        return min(self.travellers, key=lambda t: (t.progress, -t.arrival)).index

    def in_front(self) -> int:
        """The player whose traveller is furthest ahead (the earlier arrival on a shared space)."""
        players = [t for t in self.travellers if not t.neutral]
        return max(players, key=lambda t: (t.progress, -t.arrival)).index

    def position(self, index: int) -> int:
        """Board position of a traveller."""
        return self.road_index(self.travellers[index].progress)

    # ------------------------------------------------------------------ actions
    def legal_actions(self) -> list[Action]:
        """The actions the rules allow now, sorted; empty once the journey is over."""
        if self._legal is None:
            self._legal = [] if self._over else self._compute_legal()
        return list(self._legal)

    def _compute_legal(self) -> list[Action]:
        t = self.travellers[self._actor]
        ctx = self._context
        kind = self._decision
        actions: list[Action]
        if kind == "move":
            actions = []
            end = self.next_inn(t.progress)
            # Count the travellers on each space once, not once per space looked at.
            standing: dict[int, int] = {}
            for other in self.travellers:
                standing[other.progress] = standing.get(other.progress, 0) + 1
            blocked, edo, reverse = self._stop_blocked, data.EDO, self._reverse
            for progress in range(t.progress + 1, end + 1):
                if blocked(t, progress, standing.get(progress, 0)) is None:
                    actions.append(_MOVES[edo - progress if reverse else progress])
            if reverse:
                actions.reverse()
            return actions
        if kind == "traveller":
            actions = [ChooseTraveller(k) for k in ctx["dealt"]]
        elif kind == "donate":
            most = min(self.rules.max_donation, t.coins)
            banks = (False, True) if t.key == "hirotada" else (False,)
            lowest = 0 if (t.key == "hirotada" and not data.HIROTADA_NEEDS_OWN_COIN) else 1
            actions = [Donate(c, b) for c in range(lowest, most + 1) for b in banks if c > 0 or b]
        elif kind == "buy":
            actions = self._legal_buys(t, ctx["revealed"])
        elif kind == "keep_encounter":
            actions = [KeepEncounter(c) for c in dict.fromkeys(ctx["drawn"])]
        elif kind == "panorama":
            actions = [TakePanorama(p) for p in ctx["options"]]
            if ctx["may_decline"]:
                actions.append(TakePanorama(None))
        elif kind == "pay":
            actions = [Pay(False), Pay(True)]
        elif kind == "keep_meal":
            actions = [KeepMeal(False), KeepMeal(True)]
        elif kind == "eat":
            actions = [Eat(None)]
            for meal in sorted(set(ctx["shown"])):
                if meal not in t.meals and self._meal_cost(t, meal) <= t.coins:
                    actions.append(Eat(meal))
        else:  # pragma: no cover - every decision kind is listed above
            raise AssertionError(kind)
        actions.sort(key=sort_key)
        return actions

    def _legal_buys(self, t: Traveller, revealed: list[str]) -> list[Action]:
        buys: list[Action] = []
        n = len(revealed)
        for mask in range(1 << n):
            chosen = tuple(revealed[i] for i in range(n) if mask >> i & 1)
            if len(set(chosen)) < len(chosen):
                continue
            if self._coins_needed(t, chosen) <= t.coins:
                buys.append(Buy(chosen))
            if t.key == "zen_emon":
                for card in dict.fromkeys(chosen):
                    if self._souvenir_cost(t, chosen, card) <= t.coins:
                        buys.append(Buy(chosen, card))
        return buys

    def _coins_needed(self, t: Traveller, chosen: Sequence[str]) -> int:
        """Coins a traveller must hold to buy ``chosen`` at printed prices: the cost, except that
        Sasayakko must hold the full price though the cheapest card is then free (reference (c),
        English rulebook via NB: "She must have the coins on hand to pay for all Souvenirs")."""
        if t.key == "sasayakko":
            return sum(data.SOUVENIRS[c][1] for c in chosen)
        return self._souvenir_cost(t, chosen, None)

    def _souvenir_cost(self, t: Traveller, chosen: Sequence[str], one_coin: str | None) -> int:
        prices = [data.SOUVENIRS[c][1] for c in chosen]
        total = sum(prices)
        if one_coin is not None:
            total += self.rules.zen_emon_price - data.SOUVENIRS[one_coin][1]
        if t.key == "sasayakko" and len(prices) >= 2:
            total -= min(prices)
        return total

    def _meal_cost(self, t: Traveller, meal: str) -> int:
        price = data.MEALS[meal][0]
        if t.key == "kinko":
            price -= self.rules.kinko_discount
        return max(0, price)

    def play(self, action: Action, *, player: int | None = None) -> None:
        """Apply one action for the player to move.

        ``player``, if given, must be the player whose decision it is. An action the rules do not
        allow raises ``IllegalAction`` naming the rule, and the game is left as it was.
        """
        if player is not None and (refused := malformed_player(player, self.players)):
            raise refused
        self._play(action, player, atomic=True)

    def _play(self, action: Action, player: int | None, atomic: bool) -> None:
        """``play``; ``atomic=False`` skips saving the state to restore if a named draw fails,
        for a game that is dropped when that happens (one being rebuilt by ``from_json``)."""
        if self._over or player is not None and player != self._decider:
            from .refusals import refusal

            raise refusal(self, action, player)
        if not self._is_legal(action):
            from .refusals import refusal

            raise malformed_action(action, self._legal) or refusal(self, action, player)
        pending = self.named_draws() if self._named else None
        backup = self._backup() if atomic and pending else None
        try:
            self._used = {}
            self._apply(action)
        except BaseException:
            if backup is not None:
                self.__dict__.update(backup)
            raise
        self.history.append((action, self._used))
        self._named_before.append(pending or None)

    def _is_legal(self, action: Any) -> bool:
        self.legal_actions()
        for legal in self._legal:
            if legal is action:  # one of the offered actions itself, as bots pass them back
                return True
        for legal in self._legal:
            # Equal and of the same value types: Move(8.0) or Pay(1) are not Move(8) or Pay(True).
            if legal == action and type(legal) is type(action):
                return all(
                    type(getattr(legal, f)) is type(getattr(action, f)) for f in legal.__slots__
                )
        return False

    def _apply(self, action: Action) -> None:
        self._legal = None
        kind = self._decision
        t = self.travellers[self._actor]
        ctx = self._context
        self._decision = None
        if kind == "traveller":
            t.key = action.traveller
            nxt = t.index + 1
            if nxt < self.players:
                self._ask("traveller", nxt, nxt, {"dealt": list(self._dealt[nxt])})
                return
            self._begin_journey()
            return
        if kind == "move":
            self._arrive(t, self.progress_of(action.to))
        elif kind == "donate":
            t.coins -= action.coins
            given = action.coins + (1 if action.bank_coin else 0)
            t.donated += given
            t.points["donations"] += given
            self._sink["donate"] = action.coins
            if action.bank_coin:
                self._sink["bank_coin"] = True
        elif kind == "buy":
            self._buy(t, action, ctx["revealed"])
        elif kind == "keep_encounter":
            drawn = list(ctx["drawn"])
            drawn.remove(action.card)
            self.piles["encounter"][0:0] = drawn  # the other card goes to the bottom
            self._sink["kept"] = action.card
            self._apply_encounter(t, action.card)
        elif kind == "panorama":
            ctx["sink"][ctx["key"]] = action.panorama
            if action.panorama is not None:
                self._take_panorama(t, action.panorama)
        elif kind == "pay":
            self._pay(t, ctx["card"], action.paid)
        elif kind == "keep_meal":
            self._sink["satsuki"] = {"card": ctx["card"], "kept": action.kept}
            if action.kept:
                self._eat(t, ctx["card"], free=True)
                self._steps = [s for s in self._steps if s[0] != "meal"]
            else:
                self._under("meal", [ctx["card"]])
        elif kind == "eat":
            self._sink["meal"] = action.meal
            if action.meal is not None:
                self.inn_hand.remove(action.meal)
                t.coins -= self._meal_cost(t, action.meal)
                self._eat(t, action.meal)
        self._run()

    # ------------------------------------------------------------------ flow
    def _ask(self, decision: str, actor: int, decider: int, context: dict[str, Any]) -> None:
        self._decision = decision
        self._actor = actor
        self._decider = decider
        self._context = context
        self._legal = None

    def _ask_actor(self, t: Traveller, decision: str, context: dict[str, Any]) -> None:
        self._ask(decision, t.index, t.index, context)

    def _run(self) -> None:
        """Resolve pending steps until a decision is needed, then find the next mover."""
        while self._decision is None:
            if not self._steps:
                self._next_turn()
                return
            step, arg = self._steps.pop(0)
            getattr(self, "_step_" + step)(arg)

    def _then(self, *steps: tuple[str, Any]) -> None:
        self._steps[0:0] = steps

    def _next_turn(self) -> None:
        if all(t.progress == data.EDO for t in self.travellers):
            self._over = True
            self._decision = None
            self._context = {}
            self._legal = None
            return
        mover = self.travellers[self.furthest_behind()]
        decider = self.in_front() if mover.neutral else mover.index
        self._ask("move", mover.index, decider, {})

    def _arrive(self, t: Traveller, progress: int) -> None:
        t.progress = progress
        t.arrival = self._stamp
        self._stamp += 1
        road = self.road_index(progress)
        turn: dict[str, Any] = {"player": t.index, "to": road}
        self.turns.append(turn)
        self._sink = turn
        kind = data.BOARD[road][0]
        if t.neutral:
            if kind == "temple":
                t.donated += 1  # the bank's coin, which counts in the ranking
            elif kind == "inn":
                self._then(("neutral_inn", None), ("inn_close", None))
            return
        if kind == "farm":
            t.coins += self.rules.farm_coins
        elif kind == "hot_spring":
            card = self._draw("hot_spring")
            if card is not None:
                self._sink["hot_spring"] = card
                self._gain_hot_spring(t, card)
        elif kind == "temple":
            self._ask_actor(t, "donate", {})
        elif kind == "encounter":
            self._then(("encounter", "stop"))
        elif kind == "village":
            revealed = self._draw_many("souvenir", 3)
            self._sink["revealed"] = list(revealed)
            if revealed:
                self._ask_actor(t, "buy", {"revealed": revealed})
            else:
                self._sink["bought"] = []
        elif kind in data.PANORAMAS:
            self._take_panorama(t, kind)
        elif kind == "inn":
            intermediate = progress not in (0, data.EDO)
            steps = []
            if intermediate and t.key == "hiroshige":
                steps.append(("hiroshige", None))
            if intermediate and t.key == "chuubei":
                steps.append(("encounter", "chuubei"))
            if t.key == "satsuki":
                steps.append(("satsuki", None))
            steps += [("meal", None), ("inn_close", None)]
            self._then(*steps)

    # ------------------------------------------------------------------ steps
    def _step_hiroshige(self, _: Any) -> None:
        t = self.travellers[self._actor_for_steps()]
        options = [p for p in data.PANORAMAS if not self._complete(t, p)]
        if not options:
            self._sink["hiroshige"] = None
            return
        self._ask_actor(
            t,
            "panorama",
            {
                "reason": "hiroshige",
                "options": options,
                "may_decline": data.HIROSHIGE_MAY_DECLINE,
                "sink": self._sink,
                "key": "hiroshige",
            },
        )

    def _actor_for_steps(self) -> int:
        # Steps always concern the traveller of the current turn.
        return self.turns[-1]["player"]

    def _step_encounter(self, source: str) -> None:
        t = self.travellers[self._actor_for_steps()]
        if source == "chuubei":
            self._sink = self.turns[-1].setdefault("chuubei", {})
        if source == "stop" and t.key == "umegae":
            t.coins += self.rules.umegae_coins
            t.points["traveller"] += self.rules.umegae_points
        if source == "stop" and t.key == "yoshiyasu":
            drawn = self._draw_many("encounter", 2)
            self._sink["drawn"] = list(drawn)
            if len(drawn) == 2:
                self._ask_actor(t, "keep_encounter", {"drawn": drawn})
            elif drawn:
                self._sink["kept"] = drawn[0]
                self._apply_encounter(t, drawn[0])
            return
        card = self._draw("encounter")
        self._sink["drawn"] = [card] if card is not None else []
        if card is not None:
            self._apply_encounter(t, card)

    def _apply_encounter(self, t: Traveller, card: str) -> None:
        t.encounters.append(card)
        rules = self.rules
        if card == "shokunin":
            souvenir = self._draw("souvenir")
            self._sink["souvenir"] = souvenir
            if souvenir is not None:
                self._gain_souvenir(t, souvenir)
        elif card in data.ANNAIBITO:
            pictured = data.ANNAIBITO[card]
            if not self._complete(t, pictured):
                self._sink["panorama"] = pictured
                self._take_panorama(t, pictured)
                return
            options = [p for p in data.PANORAMAS if not self._complete(t, p)]
            if not options:
                self._sink["panorama"] = None
                return
            self._ask_actor(
                t,
                "panorama",
                {
                    "reason": "annaibito",
                    "options": options,
                    "may_decline": True,
                    "sink": self._sink,
                    "key": "panorama",
                },
            )
        elif card == "samurai":
            t.points["encounters"] += rules.samurai_points
        elif card == "kuge":
            t.coins += rules.kuge_coins
        elif card == "miko":
            t.donated += 1
            t.points["donations"] += rules.miko_points
        elif card == "saru":
            spring = self._draw("hot_spring")
            self._sink["hot_spring"] = spring
            if spring is not None:
                self._gain_hot_spring(t, spring, counts=data.SARU_COUNTS_FOR_BATHER)
        elif card in data.PAID_ENCOUNTERS:
            payable = t.coins >= 1
            if card == "kitoushi":
                payable = payable and any(not self._complete(t, p) for p in data.PANORAMAS)
            if payable:
                self._ask_actor(t, "pay", {"card": card, "sink": self._sink})
            else:
                self._sink["paid"] = False

    def _pay(self, t: Traveller, card: str, paid: bool) -> None:
        self._sink["paid"] = paid
        if not paid:
            return
        t.coins -= 1
        if card == "takuhatsuso":
            if data.TAKUHATSUSO_COIN_TO_TEMPLE:
                t.donated += 1
            t.points["encounters"] += self.rules.takuhatsuso_points
        elif card == "itamae":
            meal = self._draw("meal")
            self._sink["meal"] = meal
            if meal is None:
                return
            if meal in t.meals:
                self._under("meal", [meal])
            else:
                self._eat(t, meal)
        elif card == "kitoushi":
            options = [p for p in data.PANORAMAS if not self._complete(t, p)]
            self._ask_actor(
                t,
                "panorama",
                {
                    "reason": "kitoushi",
                    "options": options,
                    "may_decline": False,
                    "sink": self._sink,
                    "key": "panorama",
                },
            )

    def _step_satsuki(self, _: Any) -> None:
        t = self.travellers[self._actor_for_steps()]
        self._sink = self.turns[-1]
        card = self._draw("meal")
        if card is None:
            return
        if card in t.meals:
            # (h)2: a specialty she has already eaten must be refused; it goes under the pile.
            self._sink["satsuki"] = {"card": card, "kept": False}
            self._under("meal", [card])
            return
        self._ask_actor(t, "keep_meal", {"card": card})

    def meal_hand_size(self) -> int:
        """How many meals the first traveller to reach an inn draws (players + 1; Gastronomy:
        players; with two players the neutral traveller counts, reference (h) 1)."""
        travellers = self._count if data.NEUTRAL_COUNTS_FOR_MEAL_HAND else self.players
        if "gastronomy" in self.variants:
            return travellers
        return travellers + self.rules.meal_hand_extra

    def _open_hand(self) -> None:
        if self.inn_hand is None:
            self.inn_hand = self._draw_many("meal", self.meal_hand_size())

    def _step_meal(self, _: Any) -> None:
        t = self.travellers[self._actor_for_steps()]
        self._sink = self.turns[-1]
        self._open_hand()
        self._sink["shown"] = list(self.inn_hand)
        self._ask_actor(t, "eat", {"shown": list(self.inn_hand)})

    def _step_neutral_inn(self, _: Any) -> None:
        self._open_hand()
        if not self.inn_hand:
            return
        card = self._choose_named("discard", self.inn_hand)
        self.inn_hand.remove(card)
        self._under("meal", [card])
        self.turns[-1]["discard"] = card

    def _step_inn_close(self, _: Any) -> None:
        progress = self.travellers[self._actor_for_steps()].progress
        if all(t.progress == progress for t in self.travellers):
            if self.inn_hand:
                self._under("meal", self.inn_hand)
            self.inn_hand = None

    # ------------------------------------------------------------------ gains
    def _complete(self, t: Traveller, panorama: str) -> bool:
        return t.panoramas[panorama] >= self.rules.panorama_lengths[panorama]

    def _take_panorama(self, t: Traveller, panorama: str) -> None:
        t.panoramas[panorama] += 1
        t.points["panoramas"] += t.panoramas[panorama]
        if self._complete(t, panorama) and panorama not in self.panorama_firsts:
            self.panorama_firsts[panorama] = t.index
            self._gain_achievement(t, panorama)

    def _gain_achievement(self, t: Traveller, achievement: str) -> None:
        t.achievements.append(achievement)
        t.points["achievements"] += self.rules.achievement_points
        if t.key == "mitsukuni":
            t.points["traveller"] += self.rules.mitsukuni_bonus

    def _gain_hot_spring(self, t: Traveller, card: int, counts: bool = True) -> None:
        if counts:
            t.hot_springs.append(card)
        t.points["hot_springs"] += card
        if t.key == "mitsukuni":
            t.points["traveller"] += self.rules.mitsukuni_bonus

    def _gain_souvenir(self, t: Traveller, card: str) -> None:
        family = data.SOUVENIRS[card][0]
        counts: dict[str, int] = {}
        for owned in t.souvenirs:
            f = data.SOUVENIRS[owned][0]
            counts[f] = counts.get(f, 0) + 1
        t.points["souvenirs"] += next_souvenir_points(counts, family, self.rules)
        t.souvenirs.append(card)

    def _buy(self, t: Traveller, action: Buy, revealed: list[str]) -> None:
        t.coins -= self._souvenir_cost(t, action.souvenirs, action.one_coin)
        for card in action.souvenirs:
            self._gain_souvenir(t, card)
        rest = list(revealed)
        for card in action.souvenirs:
            rest.remove(card)
        self._under("souvenir", rest)
        self._sink["bought"] = list(action.souvenirs)
        if action.one_coin is not None:
            self._sink["one_coin"] = action.one_coin

    def _eat(self, t: Traveller, meal: str, free: bool = False) -> None:
        t.meals.append(meal)
        t.points["meals"] += self.rules.meal_points

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
                raise IllegalAction(
                    "action.malformed",
                    f"{card!r} is not a card of the {pile.replace('_', ' ')} pile.",
                )
        self._named.setdefault(pile, []).extend(cards)

    def named_draws(self) -> dict[str, list]:
        """Cards named with ``name_draws`` and not yet drawn."""
        return {pile: list(cards) for pile, cards in self._named.items() if cards}

    def clear_named_draws(self) -> None:
        """Forget every named card not yet drawn."""
        self._named = {}

    def _draw(self, pile: str) -> Any:
        cards = self.piles[pile]
        named = self._named.get(pile)
        if named:
            card = named.pop(0)
            if card not in cards:
                raise IllegalAction(
                    "chance.unavailable",
                    f"The {pile.replace('_', ' ')} pile does not hold {card!r} now, "
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
        drawn = self._rng.choice(options)
        if named:
            card = named.pop(0)
            if card not in options:
                raise IllegalAction(
                    "chance.unavailable",
                    f"{card!r} is not among {options}, so it cannot be the one {channel}ed.",
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
        self._rng.shuffle(cards)
        self.piles[pile][0:0] = cards

    # ------------------------------------------------------------------ scores
    def scores(self) -> list[int]:
        """Each player's points: so far during the journey, final once it is over."""
        return [sum(b.values()) for b in self.breakdowns()]

    def breakdowns(self) -> list[dict[str, int]]:
        """Each player's points by category (see state.CATEGORIES), awards included at the end."""
        final = self._final_awards()
        result = []
        for t in self.travellers:
            if t.neutral:
                continue
            points = dict(t.points)
            if final is not None:
                for category, extra in final["extra"][t.index].items():
                    points[category] += extra
            result.append(points)
        return result

    def breakdown(self, player: int) -> dict[str, int]:
        """One player's points by category."""
        return self.breakdowns()[player]

    def achievements(self) -> list[list[str]]:
        """Achievement cards each player holds (end-of-journey ones once the journey is over)."""
        final = self._final_awards()
        held = []
        for t in self.travellers:
            if t.neutral:
                continue
            cards = list(t.achievements)
            if final is not None:
                cards += final["achievements"][t.index]
            held.append(cards)
        return held

    def _final_awards(self) -> dict[str, Any] | None:
        if not self._over:
            return None
        if self._final is None:
            self._final = self._compute_final()
        return self._final

    def _compute_final(self) -> dict[str, Any]:
        rules = self.rules
        players = [t for t in self.travellers if not t.neutral]
        extra = {t.index: dict.fromkeys(CATEGORIES, 0) for t in players}
        won: dict[int, list[str]] = {t.index: [] for t in players}
        totals = {
            "gourmet": [sum(data.MEALS[m][0] for m in t.meals) for t in players],
            "collector": [len(t.souvenirs) for t in players],
            "bather": [len(t.hot_springs) for t in players],
            "chatterbox": [len(t.encounters) for t in players],
        }
        for achievement, values in totals.items():
            for t, wins in zip(players, achievement_winners(values), strict=True):
                if wins:
                    won[t.index].append(achievement)
                    extra[t.index]["achievements"] += rules.achievement_points
                    if t.key == "mitsukuni":
                        extra[t.index]["traveller"] += rules.mitsukuni_bonus
        # Every traveller's coins compete in the ranking, the neutral's too; only players score.
        awards = temple_awards([t.donated for t in self.travellers], rules)
        for t in players:
            extra[t.index]["temple"] += awards[t.index]
        return {"extra": extra, "achievements": won}

    def ranks(self) -> list[int]:
        """Final places (1 = winner), ties broken by achievement cards, then shared."""
        return final_ranks(self.scores(), [len(a) for a in self.achievements()])

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

    # ------------------------------------------------------------------ save, load, undo
    def snapshot(self) -> dict[str, Any]:
        """The whole state as plain values (two games are equal when their snapshots are)."""
        return {
            "setup": self._setup,
            "travellers": [t.snapshot() for t in self.travellers],
            "kyoto": list(self.kyoto),
            "piles": {k: list(v) for k, v in self.piles.items()},
            "inn_hand": None if self.inn_hand is None else list(self.inn_hand),
            "panorama_firsts": dict(self.panorama_firsts),
            "decision": self._decision,
            "decider": self.to_move,
            "actor": self.actor,
            "context": {k: v for k, v in self._context.items() if k != "sink"},
            "steps": list(self._steps),
            "over": self._over,
            "turns": _copy_plain(self.turns),
            "named": self.named_draws(),
            "rng": self._rng.getstate(),
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
        for (action, drawn), pending in zip(self.history, self._named_before, strict=True):
            entry: dict[str, Any] = {"action": action_to_json(action), "named": drawn}
            if pending:
                entry["pending"] = pending
            actions.append(entry)
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
                game._play(action_from_json(entry["action"]), None, atomic=False)
            except (IllegalAction, ValueError) as error:
                raise SaveError(
                    f"saved action {number} cannot be replayed: {error}",
                    where=f"actions[{number - 1}]",
                ) from error
            game._named_before[-1] = entry.get("pending") or None
        for pile, cards in data_.get("named", {}).items():
            game.name_draws(pile, cards)
        return game

    @classmethod
    def loads(cls, text: str | bytes) -> Game:
        """``from_json`` from JSON text, read within the limits of ``untrusted.parse_json``."""
        try:
            saved = parse_json(text)
        except UntrustedInputError as error:
            raise SaveError(str(error), where=error.where) from error
        return cls.from_json(saved)

    def copy(self) -> Game:
        """An independent copy, for "what if" branches."""
        other = Game.__new__(Game)
        other.__dict__.update(self._backup())
        return other

    def determinized(self, seed: int) -> Game:
        """A copy in which every face-down pile is reshuffled and chance reseeded.

        What a player may know of the game is the same in the copy; what nobody can know (the
        order of the piles, the next random draw) is made up afresh. Bots search on such copies,
        so they never see hidden cards.
        """
        other = self.copy()
        rng = random.Random(seed)
        for pile in other.piles.values():
            rng.shuffle(pile)
        other._rng = random.Random(rng.getrandbits(64))
        other._named = {}
        return other

    def _backup(self) -> dict[str, Any]:
        state = dict(self.__dict__)
        state["travellers"] = [t.copy() for t in self.travellers]
        state["piles"] = {k: list(v) for k, v in self.piles.items()}
        state["inn_hand"] = None if self.inn_hand is None else list(self.inn_hand)
        state["panorama_firsts"] = dict(self.panorama_firsts)
        state["kyoto"] = list(self.kyoto)
        state["history"] = list(self.history)
        state["_named_before"] = list(self._named_before)
        state["_named"] = {k: list(v) for k, v in self._named.items()}
        state["_steps"] = list(self._steps)
        state["_legal"] = None if self._legal is None else list(self._legal)
        state["_dealt"] = [list(d) for d in self._dealt]
        state["_rng"] = random.Random(0)  # a cheap seed (no system entropy), replaced at once
        state["_rng"].setstate(self._rng.getstate())
        # Turns and the context are linked (a pending decision writes into the current turn);
        # copy them together so the link survives.
        turns, context, sink = _copy_plain((self.turns, self._context, self._sink))
        state["turns"], state["_context"], state["_sink"] = turns, context, sink
        return state

    def undo(self) -> Action:
        """Take back the last action; returns it. Refused at the start of the game.

        Cards named with ``name_draws`` before that action are named again, as they were.
        """
        if not self.history:
            raise IllegalAction("action.malformed", "There is nothing to undo: no action yet.")
        saved = self.to_json()
        last = saved["actions"].pop()
        saved["named"] = self._named_before[-1] or {}
        rebuilt = Game.from_json(saved)
        rebuilt._named_before = self._named_before[:-1]
        self.__dict__.update(rebuilt.__dict__)
        return action_from_json(last["action"])

    def __repr__(self) -> str:
        state = "over" if self._over else f"{self._decision} for player {self._decider}"
        return f"<Game {self.players} players, turn {len(self.turns)}, {state}>"


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
        if expansion == "crossroads":
            refuse("setup.invalid", "Crossroads is not supported yet.")
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
        for key in travellers:
            if key not in data.TRAVELLERS:
                refuse(
                    "setup.deal",
                    f"Unknown traveller {key!r}; travellers: {', '.join(data.TRAVELLERS)}.",
                )
        if len(set(travellers)) != len(travellers):
            refuse("setup.deal", "Each traveller tile exists once: two players cannot share one.")
    count = players + (1 if players == 2 else 0)
    if kyoto is not None and sorted(kyoto) != list(range(count)):
        refuse(
            "setup.kyoto",
            f"The Kyoto line must list each of the {count} travellers once (0 to {count - 1}); "
            f"got {kyoto}.",
        )
    if names is not None and len(names) != players:
        refuse(
            "setup.invalid", f"Give one name per player: {players} expected, {len(names)} given."
        )
    for name in names or ():
        if problem := name_problem(name):
            refuse("setup.invalid", f"The name {short_repr(name)} cannot be used: {problem}.")


_SCALARS = frozenset({str, int, bool, float, type(None)})


def _copy_plain(value: Any, memo: dict[int, Any] | None = None) -> Any:
    """A deep copy of plain JSON-like values (dicts, lists, tuples of numbers and strings).

    Like ``copy.deepcopy``, and several times faster on turns and contexts: a container met twice
    is copied once, so links between them (a decision writing into its turn) survive. Any other
    kind of value is left to ``copy.deepcopy``.
    """
    kind = type(value)
    if kind in _SCALARS:
        return value
    if memo is None:
        memo = {}
    key = id(value)
    copied = memo.get(key)
    if copied is not None:
        return copied
    scalars = _SCALARS
    if kind is dict:
        copied = {k: v if type(v) in scalars else _copy_plain(v, memo) for k, v in value.items()}
    elif kind is list:
        copied = [v if type(v) in scalars else _copy_plain(v, memo) for v in value]
    elif kind is tuple:
        copied = tuple(v if type(v) in scalars else _copy_plain(v, memo) for v in value)
    else:
        return _copy.deepcopy(value, memo)
    memo[key] = copied
    return copied


# Move actions are small frozen values: one per board position serves every legal list.
_MOVES: tuple[Move, ...] = tuple(Move(road) for road in range(data.ROAD_LENGTH))

_PILE_CARDS: dict[str, frozenset] = {
    "souvenir": frozenset(data.SOUVENIRS),
    "meal": frozenset(data.MEALS),
    "hot_spring": frozenset(set(data.HOT_SPRINGS)),
    "encounter": frozenset(data.ENCOUNTERS) | frozenset(data.NEW_ENCOUNTERS),
    "discard": frozenset(data.MEALS),
}
