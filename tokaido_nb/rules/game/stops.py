"""The stops' steps of the base game: what each kind of stop does (``_base_action``), the
inns (the travellers' powers that act there, the meal), the encounters, and the decisions they
ask (the temple's offering, the village's purchase, the meal, an encounter's fee, Satsuki's free
meal, Jirocho's bet, a panorama to choose).

Each kind of decision has its legal actions, ``_legal_<kind>``, and its answer,
``_answer_<kind>``; each step of a turn queued with ``_then`` is a ``_step_<name>``; the room's
own tables name them (``STOP_DECISIONS``, ``STOP_STEPS``), which flow.py's tables join.

Seams: calls the ground floor (core.py), chance (draws.py), the Crossroads room below
(crossroads.py: Devotion and Hospitality on a purchase) and ``prices``; the turn flow above
calls ``_base_action`` and ``_inn`` when a traveller stops; the Crossroads room below asks for a
stop's base action through the step ``base`` (``_step_base``), not by a call upward.
"""

from __future__ import annotations

from typing import Any, ClassVar

from .. import data, prices
from ..actions import (
    Action,
    Bet,
    Buy,
    Donate,
    Eat,
    KeepEncounter,
    KeepMeal,
    Pay,
)
from ..decisions import (
    EncounterFee,
    FortuneBet,
    FreeMeal,
    InnMeal,
    PanoramaChoice,
    TempleOffering,
    TwoEncounters,
    VillageShop,
)
from ..frozen import FrozenDict, FrozenList
from ..state import Traveller
from .crossroads import CrossroadsSteps
from .tables import (
    BET,
    BUYS,
    DONATE,
    EAT,
    EAT_NOTHING,
    KEEP_MEAL,
    PAY,
    TAKE_PANORAMA,
    TEMPLE_OFFERING,
    purchases,
)


class Stops(CrossroadsSteps):
    """The base game's stops, steps and decisions (see the module's docstring)."""

    __slots__ = ()

    def _legal_donate(self, t: Traveller, _: TempleOffering) -> list[Action]:
        most = min(self._rules.max_donation, t.coins)
        banks = (False, True) if t.key == "hirotada" else (False,)
        lowest = min(1, prices.coins_to_stop("temple", t.key))  # reference (h)3
        # Coins, then the bank's coin, each from the least: sort_key order.
        return [DONATE[c, b] for c in range(lowest, most + 1) for b in banks if c > 0 or b]

    def _legal_buy(self, t: Traveller, shop: VillageShop) -> list[Action]:
        rules, key, coins = self._rules, t.key, t.coins
        buys: list[Action] = []
        devotion = self._crossroads and self._devotion(t, "souvenir")
        if key != "zen_emon" and not devotion:
            # Each purchase once, if the purse holds ``prices.coins_to_buy`` of it, which with
            # no one-coin card is the printed prices for every traveller but Zen-emon (Sasayakko
            # too must hold them all): kept with its action.
            for chosen in purchases(shop.revealed):
                kept = BUYS.get(chosen)
                if kept is None:
                    kept = BUYS[chosen] = (Buy(chosen), prices.coins_to_buy(chosen))
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
        declines: list[Action] = [TAKE_PANORAMA[None]] if choice.may_decline else []
        return declines + [TAKE_PANORAMA[p] for p in sorted(choice.options)]

    def _legal_pay(self, t: Traveller, _: EncounterFee) -> list[Action]:
        return [PAY[False], PAY[True]]

    def _legal_keep_meal(self, t: Traveller, _: FreeMeal) -> list[Action]:
        return [KEEP_MEAL[False], KEEP_MEAL[True]]

    def _legal_eat(self, t: Traveller, inn: InnMeal) -> list[Action]:
        # In sort_key order: none first, then each meal by name, paid, with Devotion, free.
        actions: list[Action] = [EAT_NOTHING]
        hospitality = self._crossroads and t.can_play("hospitality")
        devotion = self._crossroads and self._devotion(t, "meal")
        # ``prices.meal_cost``: the printed price but for Kinko (asked for every meal shown).
        kinko = t.key == "kinko"
        for meal in sorted(set(inn.shown)):
            if meal in t.meals:
                continue
            cost = prices.meal_cost(meal, t.key, self._rules) if kinko else data.MEALS[meal][0]
            if cost <= t.coins:
                actions.append(EAT[meal])
                if devotion and cost > 0:
                    actions.append(Eat(meal, devotion=True))
            if hospitality:  # the meal is free
                actions.append(Eat(meal, hospitality=True))
        return actions

    def _legal_bet(self, t: Traveller, _: FortuneBet) -> list[Action]:
        return [BET[False], BET[True]]

    def _answer_donate(self, t: Traveller, _: TempleOffering, action: Donate) -> None:
        t.coins -= action.coins
        t.donated += action.coins + (1 if action.bank_coin else 0)
        self._note("donate", action.coins)
        if action.bank_coin:
            self._note("bank_coin", True)

    def _answer_buy(self, t: Traveller, shop: VillageShop, action: Buy) -> None:
        t.coins -= prices.souvenir_cost(action.souvenirs, t.key, action.one_coin, self._rules)
        t.souvenirs = FrozenList([*t.souvenirs, *action.souvenirs])
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
            t.meals = FrozenList([*t.meals, free.card])
            self._skip("meal")  # her free meal is her meal at this inn
        else:
            self._under("meal", [free.card])

    def _answer_eat(self, t: Traveller, _: InnMeal, action: Eat) -> None:
        self._note("meal", action.meal)
        if action.meal is not None:
            hand = self._edit_hand()
            assert hand is not None  # the hand stays open while the travellers eat
            hand.remove(action.meal)
            t.meals = FrozenList([*t.meals, action.meal])
            if action.hospitality:
                self._play(t, "hospitality")  # the meal is free
                return
            cost = prices.meal_cost(action.meal, t.key, self._rules)
            t.coins -= cost
            if action.devotion:
                self._devote(t, cost)

    def _answer_bet(self, t: Traveller, bet: FortuneBet, action: Bet) -> None:
        if not action.bet:
            self._note("jirocho", None)
            return
        t.coins -= bet.stake
        face = self._roll()
        t.coins += bet.stake * self._rules.die_multipliers[face]
        self._note("jirocho", face)

    def _base_action(self, t: Traveller, kind: str, both: bool = False) -> None:
        """The action of a stop in the base game."""
        if kind == "farm":
            t.coins += self._rules.farm_coins
        elif kind == "hot_spring":
            card = self._draw("hot_spring")
            if card is not None:
                self._note("hot_spring", card)
                t.hot_springs = FrozenList([*t.hot_springs, card])
        elif kind == "temple":
            self._ask_actor(t, TEMPLE_OFFERING)
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
        t.encounters = FrozenList([*t.encounters, card])
        rules = self._rules
        if card == "shokunin":
            souvenir = self._draw("souvenir")
            self._note("souvenir", souvenir)
            if souvenir is not None:
                t.souvenirs = FrozenList([*t.souvenirs, souvenir])
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
                    t.hot_springs = FrozenList([*t.hot_springs, spring])
                else:
                    t.other_springs = FrozenList([*t.other_springs, spring])
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
        t.paid = FrozenList([*t.paid, card])
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
                t.meals = FrozenList([*t.meals, meal])
                at_inn = self.kind_at(self._turns[-1]["to"]) == "inn"
                if data.ITAMAE_MEAL_IS_THE_INN_MEAL and at_inn:
                    self._skip("meal")
                    # The first traveller to stop at an inn deals its hand, even one who eats
                    # Itamae's meal there instead (rules pages: "Quand le 1er voyageur s'arrête
                    # au relais, il pioche ..."); the record's next "shown" names it.
                    self._open_hand()
                else:
                    t.encounter_meals = FrozenList([*t.encounter_meals, meal])
        elif card == "kitoushi":
            self._ask_actor(t, PanoramaChoice("kitoushi", tuple(t.open_panoramas()), False))

    def _step_daigoro(self, _: Any) -> None:
        t = self._mover()
        card = self._draw("souvenir")
        self._note("daigoro", card)
        if card is not None:
            t.souvenirs = FrozenList([*t.souvenirs, card])

    def _step_jirocho(self, _: Any) -> None:
        t = self._mover()
        stake = self._rules.jirocho_bet
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
        travellers = self._count if data.NEUTRAL_COUNTS_FOR_MEAL_HAND else self._players
        if "gastronomy" in self._variants:
            return travellers
        return travellers + self._rules.meal_hand_extra

    def _open_hand(self) -> list[str]:
        """The inn's hand of meals, dealt when the first traveller reaches the inn."""
        if self._inn_hand is None:
            self._edit_hand()
            self._inn_hand = self._draw_many("meal", self.meal_hand_size())
        return self._inn_hand

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
        progress = self._travellers[self._turns[-1]["player"]].progress
        if all(t.progress == progress for t in self._travellers):
            if self._inn_hand:
                self._under("meal", self._inn_hand)
            self._edit_hand()
            self._inn_hand = None

    def _take_panorama(self, t: Traveller, panorama: str) -> None:
        t.panoramas = FrozenDict({**t.panoramas, panorama: t.panoramas[panorama] + 1})
        if t.completed(panorama) and panorama not in self._panorama_firsts:
            self._set_first(panorama, t.index)
            t.achievements = FrozenList([*t.achievements, panorama])

    def _step_base(self, kind: str) -> None:
        """The base action of a stop, queued by the Crossroads room (``_step_action``) for the
        base part of a ``StopOption``'s answer: the seam between the two rooms is this step."""
        self._base_action(self._mover(), kind)

    # What this room serves, read by the turn flow's tables (flow.py): each kind of decision
    # with its legal actions and its answer, each step of a turn by its name (``_then``).
    STOP_DECISIONS: ClassVar[dict[str, tuple[Any, Any]]] = {
        "donate": (_legal_donate, _answer_donate),
        "buy": (_legal_buy, _answer_buy),
        "keep_encounter": (_legal_keep_encounter, _answer_keep_encounter),
        "panorama": (_legal_panorama, _answer_panorama),
        "pay": (_legal_pay, _answer_pay),
        "keep_meal": (_legal_keep_meal, _answer_keep_meal),
        "eat": (_legal_eat, _answer_eat),
        "bet": (_legal_bet, _answer_bet),
    }
    STOP_STEPS: ClassVar[dict[str, Any]] = {
        "base": _step_base,
        "hiroshige": _step_hiroshige,
        "encounter": _step_encounter,
        "daigoro": _step_daigoro,
        "jirocho": _step_jirocho,
        "satsuki": _step_satsuki,
        "meal": _step_meal,
        "neutral_inn": _step_neutral_inn,
        "inn_close": _step_inn_close,
    }
