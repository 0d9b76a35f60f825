"""The greedy bot's judgement (``Evaluator``): the value of each legal action from what its seat may
know, and the travellers it prefers (``TRAVELLER_PREFERENCE``).

Split from bots.py, which re-exports both and holds the bots themselves (``GreedyBot`` asks an
``Evaluator``); the tables it reads are in values.py.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any, ClassVar, cast

from ..rules import data, prices
from ..rules.actions import (
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
)
from ..rules.decisions import EncounterFee, VillageShop
from ..rules.game import Game
from ..rules.game.core import travellers_for_bots
from ..rules.language import _
from ..rules.scoring import gourmet_total, next_souvenir_points
from ..rules.state import Traveller
from .crossroads import CrossroadsValues
from .values import (
    COIN_CURVES,
    FAMILY,
    FAMILY_INDEX,
    INNS_AHEAD,
    KINDS,
    STATS,
    coin_value,
    family_gains,
    held_points,
    kept_unseen,
    souvenir_pile,
    temple_award_gain,
)

TRAVELLER_PREFERENCE: tuple[str, ...] = (
    "chuubei",
    "zen_emon",
    "kinko",
    "sasayakko",
    "hirotada",
    "hiroshige",
    "mitsukuni",
    "yoshiyasu",
    "umegae",
    "satsuki",
)
"""Travellers from the greedy bot's favourite down: their win rates when four greedy bots play
with travellers given at random (benchmarks/bot_games.py ``--travellers``)."""


class Evaluator:
    """Values of the actions of one decision, for the traveller concerned.

    Built afresh for each decision; what several actions share (the cards left in each pile,
    a traveller's coin curve, the value of each kind of stop) is worked out once.

    With ``crossroads=True`` (``GreedyBot`` asks for it in a Crossroads game) it holds the
    expansion's rules of thumb, ``crossroads`` (a ``crossroads.CrossroadsValues``): its
    values of every decision and of every stop (``move``, ``neutral_move``) are that part's,
    which asks this evaluator for the base game's (``base_values``, ``stop``, ...). Without it
    the Crossroads decisions are all worth 0, and chance breaks the ties.
    """

    # Weights of the rules of thumb, in points; tuned in greedy self-play. Class variables: a
    # study's subclass gives its own (ClassVar keeps them so when the class is compiled).
    # A coin still needed for a meal ahead (6 points for about 2 coins).
    RESERVE_COIN: ClassVar[float] = 2.0
    # Coins beyond the meal reserve that still buy souvenirs and temple places.
    COMFORT: ClassVar[int] = 3
    COMFORT_COIN: ClassVar[float] = 1.0
    SURPLUS_COIN: ClassVar[float] = 0.7  # coins beyond that, with two meals or more ahead
    # ... and later in the journey, when coins left at Edo score nothing.
    LATE_COIN: ClassVar[float] = 0.5
    # Per souvenir, when it keeps the traveller level for Collector.
    COLLECTOR: ClassVar[float] = 0.6
    COLLECTOR_BEHIND: ClassVar[float] = 0.2
    # A panorama card that is not the last opens the bigger sections, and more so when ahead
    # in the race for its achievement.
    PANORAMA_OPENS: ClassVar[float] = 1.0
    PANORAMA_RACE: ClassVar[float] = 0.5
    BATHER: ClassVar[float] = 0.8
    CHATTERBOX: ClassVar[float] = 0.8
    GOURMET: ClassVar[float] = 0.4  # per coin of printed price, when level or ahead for Gourmet
    # Others give later too: count this share of a gain in the temple ranking.
    TEMPLE_SHARE: ClassVar[float] = 0.5

    def __init__(self, game: Game, tempo: float | None, *, crossroads: bool = False) -> None:
        self.game = game
        self.rules = game.rules
        actor, to_move = game.actor, game.to_move
        if actor is None or to_move is None:
            raise ValueError(_("The journey is over: there is no decision to value."))
        # Each of the game's fields read once: they are read-only properties, which cost more
        # than a plain attribute, and an evaluator is built for every decision. The travellers
        # read without sealing them (``travellers_for_bots``): the evaluator never changes them.
        travellers = self.travellers = travellers_for_bots(game)
        count = game.players
        self.t = travellers[actor]
        self.me = travellers[to_move]
        # The neutral traveller, when there is one, comes after the players (its index is
        # ``game.players``): a slice, not a test of every traveller.
        self.players = travellers[:count]
        self.position = game.road_index(self.t.progress)  # where the traveller concerned stands
        # Tuned in greedy self-play (benchmarks/bot_games.py match greedy:tempo=2.0 greedy): with
        # two players and the neutral the road is emptier, and a stop walked past is more often
        # lost.
        self.tempo = tempo if tempo is not None else (2.2 if count == 2 else 1.5)
        self._cache: dict[Any, Any] = {}  # what several actions share, by what it is
        self._unseen: dict[str, Counter] = {}
        self._steps: dict[int, tuple[int, int, float]] = {}
        self._best_other: dict[tuple[str, int], int] = {}
        self._coins: dict[int, dict[int, float]] = {}
        self._families: dict[int, dict[str, int]] = {}
        self._family_gains: dict[int, dict[str, float]] = {}
        self._souvenir: tuple[dict, list] | None = None
        self._firsts: dict[str, int] | None = None  # game.panorama_firsts (``panorama_card``)
        self.crossroads = CrossroadsValues(self) if crossroads else None

    def for_position(self, game: Game) -> Evaluator:
        """An evaluator like this one (its class, tempo and Crossroads part) for another
        position, to look ahead."""
        return type(self)(game, self.tempo, crossroads=self.crossroads is not None)

    def unseen(self, pile: str) -> Counter:
        """The multiset of a pile's face-down cards (``Game.unseen``, through ``kept_unseen``),
        worked out once per decision; not to be changed."""
        if pile not in self._unseen:
            self._unseen[pile] = kept_unseen(self.game, pile, self.travellers)
        return self._unseen[pile]

    def best_other(self, t: Traveller, stat: str) -> int:
        """The highest count of ``stat`` (see ``STATS``) among the players other than ``t``."""
        key = (stat, t.index)
        best = self._best_other.get(key)
        if best is None:
            count = STATS[stat]
            best = 0  # every count is 0 or more (a plain loop: asked several times a decision)
            for o in self.players:
                if o is not t:
                    mine = count(o)
                    if mine > best:
                        best = mine
            self._best_other[key] = best
        return best

    # ---------------------------------------------------------------- entry point
    def values(self, actions: Sequence[Action]) -> list[float]:
        """The value of each of the decision's ``actions``, in points."""
        if self.crossroads is not None:
            return self.crossroads.values(actions)
        return self.base_values(actions)

    def base_values(self, actions: Sequence[Action]) -> list[float]:
        """``values`` as the base game gives them (the Crossroads part asks for them too)."""
        # The kind of decision says which actions are offered; the casts say it to type checkers.
        kind = self.game.decision
        t = self.t
        if kind == "move":
            moves = cast("Sequence[Move]", actions)
            if t.neutral:
                return [self.neutral_move(a.to) for a in moves]
            return [self.move(a.to) for a in moves]
        if kind == "traveller":
            last = len(TRAVELLER_PREFERENCE)  # a traveller it has no opinion of comes last
            return [
                -TRAVELLER_PREFERENCE.index(a.traveller)
                if a.traveller in TRAVELLER_PREFERENCE
                else -last
                for a in cast("Sequence[ChooseTraveller]", actions)
            ]
        if kind == "donate":
            return [self.donate(a) for a in cast("Sequence[Donate]", actions)]
        if kind == "buy":
            return [self.buy(a) for a in cast("Sequence[Buy]", actions)]
        if kind == "keep_encounter":
            kept = cast("Sequence[KeepEncounter]", actions)
            return [self.encounter_card(t, a.card) for a in kept]
        if kind == "panorama":
            card = self.panorama_card
            taken = cast("Sequence[TakePanorama]", actions)
            return [0.0 if a.panorama is None else card(t, a.panorama) for a in taken]
        if kind == "pay":
            fee = cast(EncounterFee, self.game.pending).card
            return [
                self.paid_card(t, fee) if a.paid else 0.0 for a in cast("Sequence[Pay]", actions)
            ]
        if kind == "keep_meal":
            # A free meal is 6 points; the hand may hold nothing better to buy.
            points = self.rules.meal_points
            return [points if a.kept else 0.5 * points for a in cast("Sequence[KeepMeal]", actions)]
        if kind == "eat":
            return [self.eat(a.meal) for a in cast("Sequence[Eat]", actions)]
        # The Crossroads decisions (option, amulet, legendary, calligraphy, play_amulet, bet)
        # are valued by the Crossroads part (``crossroads``), which GreedyBot asks for in a
        # Crossroads game; this evaluator alone ties them, and chance breaks the ties.
        return [0.0] * len(actions)

    # ---------------------------------------------------------------- coins
    def coin_steps(self, t: Traveller) -> tuple[int, int, float]:
        """Where the worth of a coin to ``t`` drops, and what a surplus coin is worth.

        Coins first keep a meal at every inn ahead (a meal is 6 points for about 2 coins), then
        buy souvenirs and temple places; a surplus is worth less late in the journey, since
        coins left at Edo score nothing.
        """
        steps = self._steps.get(t.index)
        if steps is None:
            ahead = INNS_AHEAD[t.progress]
            reserve = ahead * (1 if t.key in ("kinko", "satsuki") else 2)
            late = self.SURPLUS_COIN if ahead >= 2 else self.LATE_COIN
            steps = self._steps[t.index] = (reserve, reserve + self.COMFORT, late)
        return steps

    def coins_gain(self, t: Traveller, gain: int) -> float:
        """Value of ``gain`` more coins (negative ``gain``: value lost by spending)."""
        # Asked again and again within one decision, and the same purses and steps come back
        # decision after decision: each curve (the values of the gains asked so far) is kept
        # by everything ``coin_value`` reads but the gain.
        curve = self._coins.get(t.index)
        if curve is None:
            kept = (t.coins, self.coin_steps(t), self.RESERVE_COIN, self.COMFORT_COIN)
            curve = COIN_CURVES.get(kept)
            if curve is None:
                curve = COIN_CURVES.keep(kept, {})
            self._coins[t.index] = curve
        value = curve.get(gain)
        if value is None:
            steps = self.coin_steps(t)
            value = coin_value(t.coins, gain, steps, self.RESERVE_COIN, self.COMFORT_COIN)
            curve[gain] = value
        return value

    # ---------------------------------------------------------------- cards
    def families(self, t: Traveller) -> dict[str, int]:
        """How many souvenirs of each family ``t`` holds."""
        counts = self._families.get(t.index)
        if counts is None:
            counts = {}
            for owned in t.souvenirs:
                family = FAMILY[owned]
                counts[family] = counts.get(family, 0) + 1
            self._families[t.index] = counts
        return counts

    def souvenir_gain(self, t: Traveller, cards: Sequence[str]) -> float:
        """Points the sets gain from ``cards``, plus a little towards Collector."""
        key = ("held", t.index)
        held = self._cache.get(key)
        if held is None:
            counts = self.families(t)
            held = self._cache[key] = tuple([counts.get(f, 0) for f in data.FAMILIES])
        points = 0.0
        after = list(held)
        for card in cards:
            family = FAMILY_INDEX[card]
            points += held_points(tuple(after), self.rules)[family]
            after[family] += 1
        return points + self.collector_bonus(t, len(cards))

    def family_gain(self, t: Traveller, family: str) -> float:
        """``souvenir_gain`` of one card of ``family``."""
        value = self._kept_gains(t).get(family)
        if value is None:  # a family of an expansion
            value = next_souvenir_points(self.families(t), family, self.rules)
            value += self.collector_bonus(t, 1)
        return value

    def _gains(self, t: Traveller) -> dict[str, float]:
        """``family_gain`` of each family of ``data.FAMILIES``, as villages and Shokunin ask:
        read from the kept dict, unless a subclass values a family its own way (not to be
        changed)."""
        if type(self).family_gain is Evaluator.family_gain:
            return self._kept_gains(t)
        key = ("gains", t.index)
        gains = self._cache.get(key)
        if gains is None:
            gains = self._cache[key] = {f: self.family_gain(t, f) for f in data.FAMILIES}
        return gains

    def _kept_gains(self, t: Traveller) -> dict[str, float]:
        """``Evaluator.family_gain`` of each family of ``data.FAMILIES`` (shared: not to be
        changed)."""
        gains = self._family_gains.get(t.index)
        if gains is None:
            # Every family at once: villages and Shokunin ask for all of them.
            bonus = self.collector_bonus(t, 1)
            gains = family_gains(tuple(t.souvenirs), bonus, self.rules)
            self._family_gains[t.index] = gains
        return gains

    def collector_bonus(self, t: Traveller, added: int) -> float:
        if not added:
            return 0.0
        best = self.best_other(t, "souvenirs")
        leading = len(t.souvenirs) + added >= best
        return (self.COLLECTOR if leading else self.COLLECTOR_BEHIND) * added

    def panorama_card(self, t: Traveller, panorama: str) -> float:
        """Value of the next card of ``panorama`` (0 if it is complete)."""
        key = ("panorama", t.index, panorama)
        value = self._cache.get(key)  # Kitoushi and guides ask for every panorama
        if value is not None:
            return value
        length = self.rules.panorama_lengths[panorama]
        section = t.panoramas[panorama] + 1
        if section > length:
            value = 0.0
        else:
            value = float(section)
            # ``game.panorama_firsts`` copied into a plain dict once per decision: a game's
            # read-only dict costs more to read, and this is asked for every panorama.
            firsts = self._firsts
            if firsts is None:
                firsts = self._firsts = dict(self.game.panorama_firsts)
            open_ = panorama not in firsts
            if section == length:
                if open_:
                    value += self.rules.achievement_points + (1 if t.key == "mitsukuni" else 0)
            else:
                # Starting or extending a panorama opens its bigger sections.
                value += self.PANORAMA_OPENS
                if open_ and section > self.best_other(t, panorama):
                    value += self.PANORAMA_RACE  # ahead in the race for the achievement
        self._cache[key] = value
        return value

    def hot_spring(self, t: Traveller) -> float:
        left = self.unseen("hot_spring")
        if not left:
            return 0.0
        # Whole numbers added up in a plain loop (quicker than sums over lists), then divided
        # once: the same mean.
        points = cards = 0
        for v, n in left.items():
            points += v * n
            cards += n
        value = points / cards
        if t.key == "mitsukuni":
            value += self.rules.mitsukuni_bonus
        if len(t.hot_springs) + 1 >= self.best_other(t, "hot_springs"):
            value += self.BATHER  # towards Bather
        return value

    def temple_gain(self, t: Traveller, coins: int) -> float:
        """Points now plus a share of the temple award gained by donating ``coins`` more."""
        key = ("temple", t.index, coins)
        value = self._cache.get(key)
        if value is None:
            donations = tuple([o.donated for o in self.travellers])
            raised = temple_award_gain(donations, t.index, coins, self.rules)
            # The ranking is settled at the end and others will give too: count half of it.
            value = coins + self.TEMPLE_SHARE * raised
            self._cache[key] = value
        return value

    def encounter_card(self, t: Traveller, card: str) -> float:
        """Value of one encounter card to ``t``."""
        rules = self.rules
        if card == "shokunin":
            families = self.souvenir_families()
            total = 0  # a plain loop: quicker than a sum over a list
            for n, _ in families.values():
                total += n
            if not total:
                return 0.0
            gains = self._gains(t)  # the pile holds the families of data.FAMILIES only
            # Sums over lists, not generators, here and below: quicker, and the same numbers.
            return sum([gains[f] * n for f, (n, _) in families.items()]) / total
        if card in data.ANNAIBITO:
            value = self.panorama_card(t, data.ANNAIBITO[card])
            if value == 0:
                value = max([self.panorama_card(t, p) for p in data.PANORAMAS])
            return value
        if card == "samurai":
            return rules.samurai_points
        if card == "kuge":
            return self.coins_gain(t, rules.kuge_coins)
        if card == "miko":
            return self.temple_gain(t, 1)
        if card == "saru":
            return self.hot_spring(t)
        if card in data.PAID_ENCOUNTERS:
            return max(0.0, self.paid_card(t, card)) if t.coins >= 1 else 0.0
        return 0.0  # pragma: no cover - every card is listed

    def paid_card(self, t: Traveller, card: str) -> float:
        """Value of paying one coin for a New Encounter."""
        cost = self.coins_gain(t, -1)
        if card == "takuhatsuso":
            return self.rules.takuhatsuso_points + cost
        if card == "kitoushi":
            return max([self.panorama_card(t, p) for p in data.PANORAMAS]) + cost
        if card == "itamae":
            left = self.unseen("meal")
            total = sum(left.values())
            new = sum([n for meal, n in left.items() if meal not in t.meals])
            return (self.rules.meal_points * new / total if total else 0.0) + cost
        return 0.0  # pragma: no cover

    # ---------------------------------------------------------------- stops
    def stop(self, t: Traveller, kind: str) -> float:
        """Value of stopping on a space of ``kind``, before counting the road walked."""
        key = ("stop", t.index, kind)
        value = self._cache.get(key)
        if value is not None:
            return value
        if kind == "farm":
            value = self.coins_gain(t, self.rules.farm_coins)
        elif kind == "hot_spring":
            value = self.hot_spring(t)
        elif kind in data.PANORAMAS:
            value = self.panorama_card(t, kind)
        elif kind == "village":
            value = self.village(t)
        elif kind == "temple":
            bank = 1 if t.key == "hirotada" else 0
            value = self.temple_gain(t, 1 + bank) + self.coins_gain(t, -1)
        elif kind == "encounter":
            value = self.encounter(t)
        else:
            value = 0.0  # an inn gives nothing more than what waits there anyway
        self._cache[key] = value
        return value

    def encounter(self, t: Traveller) -> float:
        """Expected value of drawing at an encounter (the better of two for Yoshiyasu)."""
        left = self.unseen("encounter")
        total = sum(left.values())
        if not total:
            return 0.0
        card_value = self.encounter_card
        if t.key == "yoshiyasu":
            values = [(card_value(t, card), n) for card, n in left.items()]
            value = sum([v * n for v, n in values]) / total
            value = (value + max(values)[0]) / 2  # about halfway from the mean to the best
        else:
            value = sum([card_value(t, card) * n for card, n in left.items()]) / total
        if t.key == "umegae":
            value += self.rules.umegae_points + self.coins_gain(t, self.rules.umegae_coins)
        if len(t.encounters) + 1 >= self.best_other(t, "encounters"):
            value += self.CHATTERBOX  # towards Chatterbox
        return value

    def souvenir_families(self) -> dict[str, tuple[int, int]]:
        """For each family in the face-down souvenir pile: how many cards, and the cheapest
        (a dict shared with other evaluators: not to be changed)."""
        return self._souvenir_pile()[0]

    def souvenir_odds(self) -> list[tuple[str, int, float]]:
        """For each family in the pile: its cheapest price and the chance a village shows it
        (a list shared with other evaluators: not to be changed)."""
        return self._souvenir_pile()[1]

    def _souvenir_pile(self) -> tuple[dict[str, tuple[int, int]], list[tuple[str, int, float]]]:
        if self._souvenir is None:
            game = self.game
            out: list[str] = []  # the souvenirs held, one traveller's after another
            for t in self.travellers:
                out += t.souvenirs
            pending = game.pending
            if isinstance(pending, VillageShop):
                out += pending.revealed
            self._souvenir = souvenir_pile(tuple(out))
        return self._souvenir

    def village(self, t: Traveller) -> float:
        """Expected value of the best single purchase among three revealed souvenirs."""
        if t.coins < 1:
            return 0.0
        options = []
        gains = self._gains(t)  # the pile holds the families of data.FAMILIES only
        for family, price, shown in self.souvenir_odds():
            if t.key == "zen_emon":
                price = self.rules.zen_emon_price
            if price <= t.coins:
                gain = gains[family] + self.coins_gain(t, -price)
                if gain > 0:
                    options.append((gain, shown))
        options.sort(reverse=True)
        expected, missing = 0.0, 1.0
        for gain, shown in options:
            expected += gain * shown * missing
            missing *= 1 - shown
        if t.key == "sasayakko" and t.coins >= 3:
            expected *= 1.4  # two cards for the price of one
        return expected

    # ---------------------------------------------------------------- decisions
    def move(self, to: int) -> float:
        # Steps walked: the distance along the road, either way (the return trip walks back);
        # the kind of stop is ``game.kind_at(to)``, read from the board without the call.
        steps = to - self.position
        if steps < 0:  # quicker than abs()
            steps = -steps
        kind = KINDS[to]
        # Through ``stop``, a subclass's own where it has one, or the Crossroads part's.
        crossroads = self.crossroads
        if crossroads is not None:
            return crossroads.stop(self.t, kind) - self.tempo * (steps - 1)
        return self.stop(self.t, kind) - self.tempo * (steps - 1)

    def neutral_move(self, to: int) -> float:
        """Block the stop the opponent would like most; keep the neutral out of temples."""
        kind = data.BOARD[to][0]  # game.kind_at(to)
        rival = next(o for o in self.players if o is not self.me)
        stop = self.stop if self.crossroads is None else self.crossroads.stop
        value = stop(rival, kind) - stop(self.me, kind)
        if kind == "temple":
            value -= 3.0  # its coin competes in the temple ranking
        steps = abs(to - self.position)  # as in ``move``
        return value - 0.05 * steps

    def donate(self, action: Donate) -> float:
        t = self.t
        given = action.coins + (1 if action.bank_coin else 0)
        return self.temple_gain(t, given) + self.coins_gain(t, -action.coins)

    def buy(self, action: Buy) -> float:
        t = self.t
        cost = prices.souvenir_cost(action.souvenirs, t.key, action.one_coin, self.rules)
        return self.souvenir_gain(t, action.souvenirs) + self.coins_gain(t, -cost)

    def eat(self, meal: str | None) -> float:
        if meal is None:
            return 0.0
        t = self.t
        price = data.MEALS[meal][0]
        cost = prices.meal_cost(meal, t.key, self.rules)
        value = self.rules.meal_points + self.coins_gain(t, -cost)
        key = ("gourmet", t.index)
        mine = self._cache.get(key)  # the same for every meal of the hand
        if mine is None:
            mine = self._cache[key] = gourmet_total(t.meals)
        if mine + price >= self.best_other(t, "gourmet"):
            value += self.GOURMET * price  # towards Gourmet
        return value
