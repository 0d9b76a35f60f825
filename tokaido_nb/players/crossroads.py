"""The greedy bot's rules of thumb for the Crossroads expansion (reference (e) and (c)).

``bots.Evaluator`` values the base game's decisions; in a Crossroads game ``GreedyBot``'s evaluator
holds a ``CrossroadsValues``, its Crossroads part, and asks it for every decision and every
stop. The part reads the base values through the evaluator that holds it (``BaseValues``: what
it may ask), so a study's or the coach's subclass keeps its own weights. The part:

- values a stop as the better of its base action and its Crossroads option (both, for Kita at
  an encounter, Miyataka at a temple, or a held Health amulet worth more spent than kept);
- answers the Crossroads decisions: the option at a stop, the amulet, legendary object and
  calligraphy to buy, when to play Fortune and Vitality, and Jirocho's bet;
- adds to the base decisions what Crossroads changes: Nampo's points for a meal, Hospitality
  and Devotion played on a purchase, Fasting held against eating, Shodo, Emaki and Nostalgia
  held for each souvenir bought, Gotozaemon's coin at a panorama.

Every value is in points, worked out from the rules' numbers (``Rules``): a card's points, the
coins it costs or brings (through the base evaluator's coin curve, so a risky bet on the fortune
die is valued over its six faces, not at its mean), and what an amulet kept is worth against
what it brings if played now. The few weights that are not rule numbers are class constants
below, each with the reason for its value.

A bot reads only what its traveller may know: its own amulets and calligraphies, the others'
public holdings (their legendary objects, cherry trees, bathhouses; how many secret cards they
hold), never the amulet stack or the calligraphies left unless shown them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from math import comb
from typing import ClassVar, Protocol, cast

from ..rules import Game, data, prices
from ..rules.actions import (
    Action,
    Bet,
    Buy,
    ChooseOption,
    ChooseTraveller,
    Eat,
    Move,
    PlayAmulet,
    TakeAmulet,
    TakeCalligraphy,
    TakeLegendary,
)
from ..rules.config import Rules
from ..rules.decisions import FortuneBet, StopOption
from ..rules.state import Traveller

__all__ = [
    "CROSSROADS_DECISIONS",
    "CROSSROADS_TRAVELLER_PREFERENCE",
    "BaseValues",
    "CrossroadsValues",
    "best_of_stack",
    "die_odds",
]

CROSSROADS_DECISIONS = ("option", "amulet", "legendary", "calligraphy", "play_amulet", "bet")
"""The kinds of decision only Crossroads asks (``Game.decision``)."""

CROSSROADS_TRAVELLER_PREFERENCE: tuple[str, ...] = (
    "daigoro",  # 56.3% (a free souvenir at each inn on the way)
    "chuubei",  # 41.6%
    "kita",  # 32.4%
    "hiroshige",
    "hirotada",
    "zen_emon",
    "mitsukuni",
    "sasayakko",
    "umegae",
    "kinko",
    "yoshiyasu",
    "jirocho",  # 19.2%
    "nampo",  # 18.9%
    "satsuki",
    "gotozaemon",  # 12.5% (no coin to start with)
    "miyataka",  # 9.8%
)
"""The sixteen travellers of a Crossroads game from the greedy bot's favourite down: their win
rates when four greedy bots play Crossroads with travellers given at random from all sixteen
(``benchmarks/crossroads_options.py travellers --games 2000``; fair share 25%)."""

# Steps walked to reach each inn that serves a meal; the same both ways along the road.
_MEAL_INNS = tuple(i for i in data.INNS if i != data.KYOTO)
# The kinds of stop but inns and temples, as often as the board holds each: what a stop ahead
# is worth on average, for the amulets that give a stop or an action more (a temple's option is
# an amulet itself, which would make the guess go round in a circle).
_KINDS = tuple(kind for kind, _ in data.BOARD if kind not in ("inn", "temple"))


def die_odds(rules: Rules) -> list[tuple[int, float]]:
    """The fortune die's multipliers and their chances (x3 is printed twice).

    >>> from tokaido_nb.rules import OFFICIAL
    >>> sorted(die_odds(OFFICIAL))[-1]
    (4, 0.16666666666666666)
    """
    faces = data.DIE_FACES
    return [(rules.die_multipliers[face], 1 / len(faces)) for face in faces]


class BaseValues(Protocol):
    """What the Crossroads part asks of the evaluator that holds it (``bots.Evaluator``, or a
    study's subclass with its own weights): the position it values, and the base game's values
    of a decision, a stop, a meal, a purchase, coins and temple places."""

    BATHER: ClassVar[float]
    CHATTERBOX: ClassVar[float]
    game: Game
    rules: Rules
    t: Traveller
    me: Traveller
    players: list[Traveller]

    def base_values(self, actions: Sequence[Action]) -> list[float]: ...

    def stop(self, t: Traveller, kind: str) -> float: ...

    def move(self, to: int) -> float: ...

    def eat(self, meal: str | None) -> float: ...

    def buy(self, action: Buy) -> float: ...

    def coins_gain(self, t: Traveller, gain: int) -> float: ...

    def coin_steps(self, t: Traveller) -> tuple[int, int, float]: ...

    def temple_gain(self, t: Traveller, coins: int) -> float: ...

    def families(self, t: Traveller) -> dict[str, int]: ...

    def collector_bonus(self, t: Traveller, added: int) -> float: ...

    def for_position(self, game: Game) -> BaseValues: ...


class CrossroadsValues:
    """The Crossroads part of a ``bots.Evaluator`` (``base``) in a Crossroads game: see the
    module. The evaluator asks it for the values of every decision and every stop; it asks the
    evaluator for the base game's."""

    # Weights that are not rule numbers, in points.
    # Friendship opens a space another traveller holds; most turns offer a free space of the
    # same kind close by, so it is worth about one point kept (a space or two less walked).
    FRIENDSHIP = 1.0
    # Vitality needs its holder to be strictly in the lead after a stop, which a traveller who
    # walks on by short steps seldom is: count half a stop for it kept.
    VITALITY_CHANCE = 0.5
    # A purchase for Devotion, and a meal for Hospitality, cost about 2 coins (souvenirs 1-3,
    # meals 1-3, legendary objects 1-3).
    PURCHASE_COINS = 2
    # Shodo and Emaki: later souvenirs and legendary objects add 1 point each. Measured: greedy
    # players end a 4-player Crossroads journey of 54 spaces with 3.7 souvenirs and legendary
    # objects each (100 games), one card every 15 spaces.
    SPACES_PER_CARD = 15
    # Patience: 6 last, 4 second to last, 2 otherwise; where a traveller stands now in the
    # order from the back only hints at where they arrive: the guess is pulled this far towards
    # the mean of the places.
    PATIENCE_TRUST = 0.5

    def __init__(self, base: BaseValues) -> None:
        self.base = base
        # The position, as the evaluator reads it.
        self.game, self.rules = base.game, base.rules
        self.t, self.me, self.players = base.t, base.me, base.players
        self.memo: dict[tuple, float] = {}
        """What several actions share, worked out once per decision (the base evaluator keeps
        its own)."""

    # ---------------------------------------------------------------- entry point
    def values(self, actions: Sequence[Action]) -> list[float]:
        """The value of each action: the Crossroads decisions here, the base ones with what
        Crossroads changes, the rest by the base evaluator."""
        # The kind of decision says which actions are offered; the casts say it to type checkers.
        kind = self.game.decision
        if kind == "option":
            return [self.choose_option(a) for a in cast("Sequence[ChooseOption]", actions)]
        if kind == "amulet":
            return [self.take_amulet(a) for a in cast("Sequence[TakeAmulet]", actions)]
        if kind == "legendary":
            return [self.take_legendary(a) for a in cast("Sequence[TakeLegendary]", actions)]
        if kind == "calligraphy":
            return [self.take_calligraphy(a) for a in cast("Sequence[TakeCalligraphy]", actions)]
        if kind == "play_amulet":
            return [self.play_amulet(a) for a in cast("Sequence[PlayAmulet]", actions)]
        if kind == "bet":
            return [self.bet(a) for a in cast("Sequence[Bet]", actions)]
        if kind == "traveller":
            order = CROSSROADS_TRAVELLER_PREFERENCE
            return [
                -order.index(a.traveller) if a.traveller in order else -99
                for a in cast("Sequence[ChooseTraveller]", actions)
            ]
        if kind == "move" and not self.t.neutral:
            return [
                self.base.move(a.to) - (self.amulet_kept("friendship") if a.friendship else 0.0)
                for a in cast("Sequence[Move]", actions)
            ]
        if kind == "eat":
            return [self.crossroads_eat(a) for a in cast("Sequence[Eat]", actions)]
        if kind == "buy":
            return [self.crossroads_buy(a) for a in cast("Sequence[Buy]", actions)]
        return self.base.base_values(actions)

    # ---------------------------------------------------------------- what may be known
    def secrets(self, t: Traveller) -> bool:
        """Whether the bot may read ``t``'s amulets and calligraphies: its own only."""
        return t.index == self.game.to_move

    def holds(self, t: Traveller, card: str) -> bool:
        """Whether ``t`` holds this amulet ready to play, as far as the bot may know."""
        return self.secrets(t) and t.can_play(card)

    def rival_best(self, t: Traveller, stat: str) -> int:
        """The highest count of ``stat`` among the other players, Crossroads cards counted as
        the end-of-journey achievements count them (how many secret cards each holds is
        public)."""
        count = _STATS[stat]
        return max((count(o) for o in self.players if o is not t), default=0)

    def share_left(self, t: Traveller) -> float:
        """The share of the road still ahead of ``t`` (1 at Kyoto, 0 at Edo)."""
        return max(0.0, 1 - t.progress / data.EDO)

    # ---------------------------------------------------------------- stops
    def base_stop(self, t: Traveller, kind: str) -> float:
        """The base action's value at a stop of ``kind`` (the base evaluator's)."""
        return self.base.stop(t, kind)

    def stop(self, t: Traveller, kind: str) -> float:
        """A stop's value with Crossroads: the base action or the option, or both where ``t``
        may take both; Gotozaemon's coin at a panorama comes either way."""
        if kind == "inn" or t.neutral:
            return self.base.stop(t, kind)
        key = ("stop", t.index, kind)
        value = self.memo.get(key)
        if value is None:
            value = self.memo[key] = self.crossroads_stop(t, kind)
        return value

    def crossroads_stop(self, t: Traveller, kind: str) -> float:
        """``stop`` worked out (its memo aside)."""
        base = self.base_stop(t, kind) if self.base_open(t, kind) else 0.0
        option = self.option_stop(t, kind)
        value = max(base, option)
        if (t.key, kind) in (("kita", "encounter"), ("miyataka", "temple")):
            value = base + option
        elif self.holds(t, "health"):
            value = max(value, base + option - self.amulet_kept("health"))
        if kind in data.PANORAMAS and t.key == "gotozaemon":
            value += self.base.coins_gain(t, self.rules.gotozaemon_coins)
        return value

    def base_open(self, t: Traveller, kind: str) -> bool:
        """Whether the base action at a stop of ``kind`` gives ``t`` anything (a panorama
        completed gives nothing)."""
        return not (kind in data.PANORAMAS and t.completed(kind))

    def option_stop(self, t: Traveller, kind: str) -> float:
        """The Crossroads option's value at a stop of ``kind``: what the best card it offers
        is worth to ``t``, 0 when none is left or the purse is short (negative for a bet
        that loses on average)."""
        key = ("option", t.index, kind)
        value = self.memo.get(key)
        if value is None:
            value = self.memo[key] = self.option_value(t, kind)
        return value

    def option_value(self, t: Traveller, kind: str) -> float:
        """``option_stop`` worked out."""
        rules, piles = self.rules, self.game.piles
        option = data.CROSSROADS_OPTIONS[kind]
        if option == "cherry_tree":
            return self.cherry_tree(t) if piles["cherry_tree"] else 0.0
        if option == "bathhouse":
            if not piles["bathhouse"] or t.coins < rules.bathhouse_price:
                return 0.0
            return self.bathhouse(t)
        if option == "gaming_room":
            return self.gaming_room(t) if t.coins >= rules.gaming_room_bet else 0.0
        if option == "amulet":
            if t.coins < rules.amulet_price:
                return 0.0
            # The stack is secret: any amulet the bot does not hold may be in it, as many as
            # the stack holds (a public count).
            held = set(t.amulets) if self.secrets(t) else set()
            bank = self.base.temple_gain(t, 1) if t.key == "hirotada" else 0.0
            cost = bank + self.base.coins_gain(t, -rules.amulet_price)
            nets = [self.amulet_kept(a, bought=True) + cost for a in data.AMULETS if a not in held]
            return best_of_stack(nets, len(piles["amulet"]))
        if option == "legendary":
            return max((self.legendary(t, c) for c in set(piles["legendary"])), default=0.0)
        if option == "calligraphy":
            if t.coins < rules.calligraphy_price:
                return 0.0
            held = set(t.calligraphies) if self.secrets(t) else set()
            nets = [self.calligraphy(t, c) for c in data.CALLIGRAPHIES if c not in held]
            return best_of_stack(nets, len(piles["calligraphy"]))
        return 0.0  # pragma: no cover - every option is listed

    # ---------------------------------------------------------------- the six options
    def cherry_tree(self, t: Traveller) -> float:
        """2 points and a coin, and a point more with Contemplation held."""
        rules = self.rules
        value = rules.cherry_tree_points + self.base.coins_gain(t, rules.cherry_tree_coins)
        if self.secrets(t) and "contemplation" in t.calligraphies:
            value += rules.contemplation_points[1]
        return value

    def bathhouse(self, t: Traveller) -> float:
        """4 points for a coin; counts for Bather, and for Mitsukuni's point."""
        rules = self.rules
        value = rules.bathhouse_points + self.base.coins_gain(t, -rules.bathhouse_price)
        if t.key == "mitsukuni":
            value += rules.mitsukuni_bonus
        if len(t.hot_springs) + t.bathhouses + 1 >= self.rival_best(t, "hot_springs"):
            value += self.base.BATHER
        return value

    def gaming_room(self, t: Traveller) -> float:
        """The bet's coins over the die's six faces: the coin curve makes a loss weigh more
        than a gain when coins are short."""
        bet = self.rules.gaming_room_bet
        return sum(p * self.base.coins_gain(t, bet * (m - 1)) for m, p in die_odds(self.rules))

    def legendary(self, t: Traveller, card: str) -> float:
        """A legendary object's points for its price, and its place in Collector."""
        rules = self.rules
        price = rules.legendary_prices[card]
        if price > t.coins:
            return 0.0
        effect = data.LEGENDARY[card]
        held = len(t.souvenirs) + len(t.legendary)
        if effect == "points":
            points = float(rules.legendary_points)
        elif effect == "fifth_family":
            counts = dict(self.base.families(t))
            counts[data.FIFTH_FAMILY] = sum(
                1 for c in t.legendary if data.LEGENDARY[c] == "fifth_family"
            )
            points = float(_next_points(counts, self.rules))
        else:  # Shodo, Emaki: the collection held now, and about one card a stretch of road
            later = data.EDO * self.share_left(t) / self.SPACES_PER_CARD
            points = rules.collection_points * (held + later)
        points += self.collection_bonus(t)
        if self.secrets(t) and "nostalgia" in t.calligraphies:
            points += rules.nostalgia_points[0]
        return points + self.base.collector_bonus(t, 1) + self.base.coins_gain(t, -price)

    def collection_bonus(self, t: Traveller) -> float:
        """Points one more souvenir or legendary object adds through Shodo and Emaki held."""
        count = sum(1 for c in t.legendary if data.LEGENDARY[c] == "collection")
        return float(self.rules.collection_points * count)

    def calligraphy(self, t: Traveller, card: str) -> float:
        """A calligraphy's points at the end, guessed from the journey so far, for its coin;
        it counts for Chatterbox."""
        rules = self.rules
        left = self.share_left(t)
        done = 1 - left
        if card == "foresight":
            # Coins left at Edo: those beyond what the meals ahead will take.
            reserve = self.base.coin_steps(t)[0]
            points: float = rules.foresight_points * max(
                0, t.coins - rules.calligraphy_price - reserve
            )
        elif card == "contemplation":
            per_panorama, per_tree = rules.contemplation_points
            lengths = rules.panorama_lengths
            # A panorama counts by the share of it built, finished or not yet.
            built = sum(min(1.0, t.panoramas[p] / lengths[p]) for p in data.PANORAMAS)
            trees = t.cherry_trees + len(self.game.piles["cherry_tree"]) * left / 4
            points = per_panorama * built + per_tree * trees
        elif card == "nostalgia":
            per_object, per_souvenir = rules.nostalgia_points
            later = data.EDO * left / self.SPACES_PER_CARD
            points = per_object * len(t.legendary) + per_souvenir * (len(t.souvenirs) + later)
        elif card == "patience":
            points = self.patience(t)
        elif card == "perfection":
            per_card, per_calligraphy = rules.perfection_points
            owned = len(t.calligraphies) if self.secrets(t) else 0
            points = per_card * self.achievements_likely(t) + per_calligraphy * (owned + 1)
        elif card == "fasting":
            passed = sum(1 for inn in _MEAL_INNS if inn <= t.progress)
            uneaten = max(0, passed - len(t.meals))
            points = rules.fasting_points * uneaten
        else:  # pragma: no cover - every calligraphy is listed
            raise ValueError(card)
        # Weighted by how much of the journey is known: early guesses count less than late.
        points *= 0.5 + 0.5 * done if card != "patience" else 1.0
        chatter = 0.0
        if len(t.encounters) + len(t.calligraphies) + 1 >= self.rival_best(t, "chatter"):
            chatter = self.base.CHATTERBOX
        return points + chatter + self.base.coins_gain(t, -rules.calligraphy_price)

    def patience(self, t: Traveller) -> float:
        """6, 4 or 2 points by the place from the back at Edo, guessed from the place now."""
        places = self.rules.patience_points
        behind = sum(1 for o in self.players if o is not t and o.progress < t.progress)
        guess = places[min(behind, len(places) - 1)]
        mean = (places[0] + places[1] + places[2] * max(1, len(self.players) - 2)) / len(
            self.players
        )
        return self.PATIENCE_TRUST * guess + (1 - self.PATIENCE_TRUST) * mean

    def achievements_likely(self, t: Traveller) -> float:
        """Achievement cards ``t`` holds or leads for now (a tie counts half)."""
        cards: float = sum(1 for p, i in self.game.panorama_firsts.items() if i == t.index)
        for stat in ("gourmet", "souvenirs", "hot_springs", "chatter"):
            mine, best = _STATS[stat](t), self.rival_best(t, stat)
            if mine > best:
                cards += 1
            elif mine == best and mine > 0:
                cards += 0.5
        return cards

    # ---------------------------------------------------------------- amulets
    def amulet_kept(self, amulet: str, *, bought: bool = False) -> float:
        """What an amulet held is worth to the traveller deciding, to play later; ``bought``:
        one not yet held (the Vitality and Health guesses are the same, a kept Fortune too)."""
        t = self.me
        key = ("amulet", amulet)
        value = self.memo.get(key)
        if value is not None:
            return value
        rules = self.rules
        left = self.share_left(t)
        if amulet == "fortune":  # played before the next move: the die's coins, from the bank
            value = sum(
                p * self.base.coins_gain(t, rules.fortune_stake * m) for m, p in die_odds(rules)
            )
        elif amulet == "hospitality":  # a meal ahead paid by the bank
            ahead = any(inn > t.progress for inn in _MEAL_INNS)
            value = self.base.coins_gain(t, self.PURCHASE_COINS) if ahead else 0.0
        elif amulet == "devotion":  # a purchase's coins in the temple: points and ranking
            value = self.base.temple_gain(t, self.PURCHASE_COINS) * min(1.0, 4 * left)
        elif amulet == "health":  # the lesser action of a stop ahead, taken too
            value = _mean(
                [max(0.0, min(self.base_stop(t, k), self.option_stop(t, k))) for k in _KINDS]
            )
            value *= min(1.0, 4 * left)
        elif amulet == "vitality":  # one more stop, when in the lead
            value = _mean([max(self.base_stop(t, k), self.option_stop(t, k)) for k in _KINDS])
            value *= self.VITALITY_CHANCE * min(1.0, 4 * left)
        elif amulet == "friendship":
            value = self.FRIENDSHIP * min(1.0, 4 * left)
        else:  # pragma: no cover - every amulet is listed
            raise ValueError(amulet)
        self.memo[key] = value
        return value

    def devotion_now(self, coins: int) -> float:
        """Devotion played on a purchase of ``coins``: those coins in the temple, the amulet
        spent."""
        return self.base.temple_gain(self.me, coins) - self.amulet_kept("devotion")

    # ---------------------------------------------------------------- decisions
    def choose_option(self, action: ChooseOption) -> float:
        """The base action, the option, or both in an order, with Devotion played on it."""
        stop = cast(StopOption, self.game.pending)  # an option decision
        t = self.me
        base = self.base_stop(t, stop.space) if stop.base else 0.0
        option = self.option_stop(t, stop.space) if stop.open else 0.0
        if action.choice == "base":
            return base
        if action.choice == "option":
            value = option
        else:  # both, in an order: coins first, so the second action can spend them
            value = base + option
            if stop.both == "health" or action.health:
                value -= self.amulet_kept("health")
            coins_first = stop.option in ("cherry_tree", "gaming_room")
            if (action.choice == "option_first") == coins_first:
                value += 0.01
        if action.devotion:
            value += self.devotion_now(self.rules.bathhouse_price)
        return value

    def take_amulet(self, action: TakeAmulet) -> float:
        """The amulet kept, for its price (and Hirotada's coin in the temple)."""
        if action.amulet is None:
            return 0.0
        t = self.me
        price = self.rules.amulet_price
        value = self.amulet_kept(action.amulet, bought=True) + self.base.coins_gain(t, -price)
        if action.bank_coin:
            value += self.base.temple_gain(t, 1)
        if action.devotion:
            value += self.devotion_now(price)
        return value

    def take_legendary(self, action: TakeLegendary) -> float:
        """A legendary object, as ``legendary`` values it."""
        if action.card is None:
            return 0.0
        value = self.legendary(self.me, action.card)
        if action.devotion:
            value += self.devotion_now(self.rules.legendary_prices[action.card])
        return value

    def take_calligraphy(self, action: TakeCalligraphy) -> float:
        """A calligraphy, as ``calligraphy`` values it."""
        if action.card is None:
            return 0.0
        value = self.calligraphy(self.me, action.card)
        if action.devotion:
            value += self.devotion_now(self.rules.calligraphy_price)
        return value

    def play_amulet(self, action: PlayAmulet) -> float:
        """Fortune is played at once (its coins are worth most early); Vitality when the best
        stop ahead is worth more than keeping it."""
        if action.amulet is None:
            return 0.0
        kept = self.amulet_kept(action.amulet)
        if action.amulet == "fortune":
            return kept  # more than nothing, and the amulet goes back to the stack for others
        return self.vitality_move() - kept

    def vitality_move(self) -> float:
        """The best move Vitality would give now, valued as a move."""
        copy = self.game.copy()
        copy.play(PlayAmulet("vitality"))
        while copy.decision == "play_amulet":  # Fortune first, if held: kept for this look
            copy.play(PlayAmulet(None))
        if copy.decision != "move":
            return 0.0
        view = self.base.for_position(copy)
        return max(view.move(a.to) for a in cast("list[Move]", copy.legal_actions()))

    def bet(self, action: Bet) -> float:
        """Jirocho's bet: the stake over the die's six faces (through the coin curve)."""
        if not action.bet:
            return 0.0
        stake = cast(FortuneBet, self.game.pending).stake  # a bet decision
        t = self.me
        return sum(p * self.base.coins_gain(t, stake * (m - 1)) for m, p in die_odds(self.rules))

    def crossroads_eat(self, action: Eat) -> float:
        """A meal as the base game values it, with Nampo's points, Fasting held, and
        Hospitality or Devotion played on it."""
        if action.meal is None:
            return 0.0
        t = self.me
        value = self.base.eat(action.meal)
        price = data.MEALS[action.meal][0]
        if t.key == "nampo":
            table = self.rules.nampo_points
            value += table[min(price, len(table)) - 1]
        if "fasting" in t.calligraphies:
            value -= self.rules.fasting_points
        if action.hospitality:  # the meal is free: its price back, the amulet spent
            cost = prices.meal_cost(action.meal, t.key, self.rules)
            value += -self.base.coins_gain(t, -cost) - self.amulet_kept("hospitality")
        if action.devotion:
            value += self.devotion_now(prices.meal_cost(action.meal, t.key, self.rules))
        return value

    def crossroads_buy(self, action: Buy) -> float:
        """Souvenirs as the base game values them, with Shodo, Emaki and Nostalgia held, and
        Devotion played on one card."""
        t = self.me
        value = self.base.buy(action)
        count = len(action.souvenirs)
        value += self.collection_bonus(t) * count
        if "nostalgia" in t.calligraphies:
            value += self.rules.nostalgia_points[1] * count
        if action.devotion is not None:
            coins = prices.devotion_coins(action.devotion, action.souvenirs, t.key)
            value += self.devotion_now(coins)
        return value


def best_of_stack(values: Sequence[float], stack: int) -> float:
    """The expected value of the best card of a secret stack of ``stack`` cards drawn from
    cards worth ``values`` (each as likely to be there), buying none when all lose.

    >>> best_of_stack([4.0, 2.0, 1.0], 3), best_of_stack([4.0, 2.0, 1.0], 0)
    (4.0, 0.0)
    >>> round(best_of_stack([4.0, 2.0, -1.0], 1), 6)  # one card: the mean, a loss refused
    2.0
    """
    ranked = sorted((max(0.0, v) for v in values), reverse=True)
    n, k = len(ranked), min(stack, len(ranked))
    if k <= 0:
        return 0.0
    ways = comb(n, k)
    # The j-th best is the best there when it is there and the j better ones are not.
    return sum(v * comb(n - 1 - j, k - 1) / ways for j, v in enumerate(ranked))


def _next_points(counts: dict[str, int], rules: Rules) -> int:
    from ..rules.scoring import next_souvenir_points

    return next_souvenir_points(counts, data.FIFTH_FAMILY, rules)


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values) if values else 0.0


_STATS: dict[str, Callable[[Traveller], int]] = {
    "gourmet": lambda t: sum(data.MEALS[m][0] for m in t.meals),
    "souvenirs": lambda t: len(t.souvenirs) + len(t.legendary),
    "hot_springs": lambda t: len(t.hot_springs) + t.bathhouses,
    "chatter": lambda t: len(t.encounters) + len(t.calligraphies),
}
