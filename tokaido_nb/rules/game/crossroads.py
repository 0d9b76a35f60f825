"""The Crossroads expansion's steps: the choice at a stop between its base action and its
Crossroads option (``StopOption``), the shops of amulets, legendary cards and calligraphies,
and the amulets played (Fortune, Friendship, Health, Hospitality, Devotion, Vitality).

Each kind of decision has its legal actions, ``_legal_<kind>``, and its answer,
``_answer_<kind>``, named in the room's tables (``CROSSROADS_DECISIONS``,
``CROSSROADS_STEPS``), which flow.py's tables join. ``_step_action`` runs one part of the
answer to a ``StopOption``, leaving out one a purse cannot pay when its turn comes.

Seams: calls the ground floor (core.py), chance (draws.py) and ``prices``; the base game's
action of a stop is the stops' room's above (stops.py), asked for as the step ``base`` of the
turn (through the turn flow's table), never called from here; the stops' room calls
``_devotion``, ``_devote`` and ``_play`` for the amulets played on a purchase.
"""

from __future__ import annotations

from typing import Any, ClassVar

from .. import data, prices
from ..actions import (
    Action,
    ChooseOption,
    PlayAmulet,
    TakeAmulet,
    TakeCalligraphy,
    TakeLegendary,
)
from ..decisions import (
    AmuletMoment,
    AmuletShop,
    CalligraphyShop,
    LegendaryShop,
    StopOption,
)
from ..frozen import FrozenList, without
from ..state import Traveller
from .scores import Scoring
from .tables import (
    BOTH,
    PARTS,
    option_choices,
)


class CrossroadsSteps(Scoring):
    """The Crossroads steps and decisions (see the module's docstring)."""

    __slots__ = ()

    def _legal_option(self, t: Traveller, stop: StopOption) -> list[Action]:
        devotion = self._devotion(t, "bathhouse") and self._rules.bathhouse_price > 0
        devotion = devotion and stop.option == "bathhouse"
        health = stop.both in ("kita", "miyataka") and t.can_play("health")
        health = health and data.HEALTH_BESIDE_A_POWER_OF_BOTH
        actions: list[Action] = []
        for choice in sorted(option_choices(stop)):  # sort_key order
            actions.append(ChooseOption(choice))
            if devotion and choice != "base":
                actions.append(ChooseOption(choice, devotion=True))
            if health and choice in BOTH:
                actions.append(ChooseOption(choice, health=True))
                if devotion:
                    actions.append(ChooseOption(choice, devotion=True, health=True))
        return actions

    def _legal_amulet(self, t: Traveller, shop: AmuletShop) -> list[Action]:
        actions: list[Action] = [TakeAmulet(None)]
        if t.coins < self._rules.amulet_price:
            return actions
        banks = (False, True) if shop.bank_coin else (False,)
        devoted = self._devotion(t, "amulet") and self._rules.amulet_price > 0
        devotion = (False, True) if devoted else (False,)
        for amulet in sorted(shop.offered):  # sort_key order
            actions += [TakeAmulet(amulet, b, d) for b in banks for d in devotion]
        return actions

    def _legal_legendary(self, t: Traveller, shop: LegendaryShop) -> list[Action]:
        actions: list[Action] = [TakeLegendary(None)]
        devotion = self._devotion(t, "legendary")
        for card in sorted(shop.offered):  # sort_key order
            price = prices.legendary_cost(card, self._rules)
            if price <= t.coins:
                actions.append(TakeLegendary(card))
                if devotion and price > 0:
                    actions.append(TakeLegendary(card, devotion=True))
        return actions

    def _legal_calligraphy(self, t: Traveller, shop: CalligraphyShop) -> list[Action]:
        actions: list[Action] = [TakeCalligraphy(None)]
        price = self._rules.calligraphy_price
        if price <= t.coins:
            for card in sorted(shop.offered):  # sort_key order
                actions.append(TakeCalligraphy(card))
                if self._devotion(t, "calligraphy") and price > 0:
                    actions.append(TakeCalligraphy(card, devotion=True))
        return actions

    def _devotion(self, t: Traveller, purchase: str) -> bool:
        """Whether ``t`` may play Devotion on a purchase of this kind
        (``data.DEVOTION_PURCHASES``)."""
        return self._crossroads and purchase in data.DEVOTION_PURCHASES and t.can_play("devotion")

    def _legal_play_amulet(self, t: Traveller, moment: AmuletMoment) -> list[Action]:
        return [PlayAmulet(None), PlayAmulet(moment.amulet)]

    def _answer_option(self, t: Traveller, stop: StopOption, action: ChooseOption) -> None:
        self._take_choice(t, stop, action.choice, action.devotion, action.health)

    def _take_choice(
        self, t: Traveller, stop: StopOption, choice: str, devotion: bool, health: bool = False
    ) -> None:
        if choice in BOTH:
            self._note("both", choice)
            if stop.both == "health" or health:
                self._play(t, "health")
        parts = PARTS[choice]
        both = len(parts) == 2
        self._then(*[("action", (part, stop.space, devotion, both)) for part in parts])

    def _answer_amulet(self, t: Traveller, shop: AmuletShop, action: TakeAmulet) -> None:
        self._note("amulet", action.amulet)
        if action.amulet is None:
            return
        price = self._rules.amulet_price
        t.coins -= price
        self._edit_pile("amulet").remove(action.amulet)
        t.amulets = FrozenList([*t.amulets, action.amulet])
        t.new_amulets = FrozenList([*t.new_amulets, action.amulet])
        if action.devotion:
            self._devote(t, price)
        if action.bank_coin:  # Hirotada's bank coin, given with the amulet (reference (c))
            t.donated += 1
            self._note("bank_coin", True)

    def _answer_legendary(self, t: Traveller, shop: LegendaryShop, action: TakeLegendary) -> None:
        self._note("legendary", action.card)
        if action.card is None:
            return
        price = prices.legendary_cost(action.card, self._rules)
        t.coins -= price
        self._edit_pile("legendary").remove(action.card)
        t.legendary = FrozenList([*t.legendary, action.card])
        if action.devotion:
            self._devote(t, price)

    def _answer_calligraphy(
        self, t: Traveller, shop: CalligraphyShop, action: TakeCalligraphy
    ) -> None:
        self._note("calligraphy", action.card)
        if action.card is None:
            return
        price = self._rules.calligraphy_price
        t.coins -= price
        self._edit_pile("calligraphy").remove(action.card)
        t.calligraphies = FrozenList([*t.calligraphies, action.card])
        if action.devotion:
            self._devote(t, price)

    def _answer_play_amulet(self, t: Traveller, moment: AmuletMoment, action: PlayAmulet) -> None:
        if action.amulet is None:
            return
        if action.amulet == "fortune":  # before the move: its turn is not written yet
            t.amulets = without(t.amulets, "fortune")
            self._return_amulet("fortune")
            face = self._roll()
            t.coins += self._rules.fortune_stake * self._rules.die_multipliers[face]
            self._carry += (("amulets", "fortune"), ("fortune", face))
        else:  # Vitality, after a stop: the same traveller moves again, in the same turn
            self._play(t, action.amulet)
            self._then(("next_move", t.index))

    def _play(self, t: Traveller, amulet: str) -> None:
        """Play an amulet: it goes back to the stack, and the turn lists it."""
        t.amulets = without(t.amulets, amulet)
        self._return_amulet(amulet)
        self._note_turn("amulets", [*self._turns[-1].get("amulets", []), amulet])

    def _return_amulet(self, amulet: str) -> None:
        stack = self._edit_pile("amulet")
        stack.append(amulet)
        stack.sort()  # the stack is chosen from, not drawn: kept in one order

    def _devote(self, t: Traveller, coins: int) -> None:
        """Devotion: the coins just paid for a card go to the temple (1 point each)."""
        self._play(t, "devotion")
        t.donated += coins
        self._note_turn("devotion", coins)

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
        if option != "gaming_room" and not self._piles[option]:
            return False
        if option == "legendary" and not data.LEGENDARY_OPTION_WITH_NONE_WITHIN_PURSE:
            rules = self._rules
            return any(prices.legendary_cost(c, rules) <= t.coins for c in self._piles[option])
        return t.coins >= prices.option_coins(option, self._rules)

    def _step_action(self, arg: tuple[str, str, bool, bool]) -> None:
        part, kind, devotion, both = arg
        t = self._mover()
        # Both parts were open when chosen; the first may have emptied the purse for the
        # second, which is then left out, and the turn says so.
        if part == "base":
            if self._base_open(t, kind):
                # The base game's action is the stops' room's (above): asked for as the next
                # step of the turn, through the turn flow's table (``Stops._step_base``).
                self._then(("base", kind))
                return
        elif self._option_open(t, data.CROSSROADS_OPTIONS[kind]):
            self._option_action(t, kind, devotion, both)
            return
        if both:
            self._note_turn("declined", part)

    def _option_action(self, t: Traveller, kind: str, devotion: bool, both: bool) -> None:
        option = data.CROSSROADS_OPTIONS[kind]
        rules = self._rules
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
            offered = tuple(sorted(set(self._piles["amulet"])))
            # Hirotada's bank coin comes with the amulet unless he donates too (reference (c)).
            self._ask_actor(t, AmuletShop(offered, t.key == "hirotada" and not both))
        elif option == "legendary":
            offered = tuple(sorted(set(self._piles["legendary"])))
            if any(prices.legendary_cost(card, rules) <= t.coins for card in offered):
                self._ask_actor(t, LegendaryShop(offered))
            else:
                self._note("legendary", None)  # chosen, but none is within the purse
        elif option == "calligraphy":
            self._ask_actor(t, CalligraphyShop(tuple(sorted(set(self._piles["calligraphy"])))))

    def _step_vitality(self, _: Any) -> None:
        t = self._mover()
        if not t.can_play("vitality"):
            return
        if all(t.progress > other.progress for other in self._travellers if other is not t):
            self._ask_actor(t, AmuletMoment("vitality"))

    # What this room serves, read by the turn flow's tables (flow.py).
    CROSSROADS_DECISIONS: ClassVar[dict[str, tuple[Any, Any]]] = {
        "option": (_legal_option, _answer_option),
        "amulet": (_legal_amulet, _answer_amulet),
        "legendary": (_legal_legendary, _answer_legendary),
        "calligraphy": (_legal_calligraphy, _answer_calligraphy),
        "play_amulet": (_legal_play_amulet, _answer_play_amulet),
    }
    CROSSROADS_STEPS: ClassVar[dict[str, Any]] = {
        "action": _step_action,
        "vitality": _step_vitality,
    }
