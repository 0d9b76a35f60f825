"""Bots: players that choose one of a game's legal actions.

A bot is a ``Player``: a plain callable from a ``Game`` to one of ``game.legal_actions()``. It
decides for ``game.to_move`` (with two players that includes moving the neutral traveller,
``game.actor``).
Each bot owns a ``random.Random`` seeded at construction, so a bot with the same seed makes the
same choices in the same game.

Bots never see hidden cards. They read the public state (positions, coins, collections, the
cards any player has taken) and their own decision (``game.pending``: the revealed souvenirs,
the meal hand they are shown, the encounter cards they drew); they never read the order of
``game.piles`` nor use the game's generator. What is left in a pile is ``game.unseen``, worked
out from the cards everybody has seen. The search bot plays its rollouts on copies made by
``Game.determinized`` in which every hidden card is dealt afresh (see ``determinize``).

- ``RandomBot``: uniform over the legal actions.
- ``GreedyBot``: the best immediate value, with rules of thumb for coins and tempo.
- ``SearchBot``: flat Monte Carlo: each candidate action is tried on many determinized copies,
  finished by greedy players, and judged by the final score margin.

Running many games and the policies of a study live in ``simulate.py``, not here.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence
from math import comb
from typing import Any, ClassVar, Protocol, cast

from .bots_crossroads import CrossroadsValues
from .rules import data, prices
from .rules.actions import (
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
from .rules.config import Rules
from .rules.decisions import EncounterFee, TwoEncounters, VillageShop
from .rules.game import MAX_DECISIONS, Game
from .rules.language import _
from .rules.protocols import GameLike
from .rules.scoring import gourmet_total, next_souvenir_points
from .rules.state import Traveller


class Player(Protocol):
    """A player at the table, a bot or a learner's function: given a game awaiting a decision,
    one of ``game.legal_actions()``, chosen for ``game.to_move``. The bots here, the coach's
    ``CoachBot``, a study's seats and a widget's bot seats are all ``Player``s."""

    def __call__(self, game: Game, /) -> Action: ...


Bot = Player
"""``Player``'s older name, kept for code that imports it."""

__all__ = [
    "Bot",
    "GreedyBot",
    "Player",
    "RandomBot",
    "SearchBot",
    "TRAVELLER_PREFERENCE",
    "Evaluator",
    "determinize",
    "play_out",
]


class RandomBot:
    """Chooses uniformly among the legal actions, with its own seeded generator.

    It looks at nothing but ``game.legal_actions()``, so it never sees a hidden card, and the
    same seed makes the same choices in the same game.

    >>> game = Game(3, seed=1)
    >>> bot = RandomBot(seed=7)
    >>> bot(game) in game.legal_actions()
    True
    """

    __slots__ = ("seed", "_rng")

    def __init__(self, seed: int | None = 0) -> None:
        self.seed = seed
        self._rng = random.Random(seed)

    def __call__(self, game: GameLike) -> Action:
        actions = game.legal_actions()
        # ``self._rng.randrange(n)`` as ``random.Random`` draws it (bits enough for n, again
        # until below n) without its argument checks: a random playout's every decision comes
        # here (tests/bots/test_fast_paths.py compares the two).
        n = len(actions)
        bits = n.bit_length()
        r = self._rng.getrandbits(bits)
        while r >= n:
            r = self._rng.getrandbits(bits)
        return actions[r]

    def __repr__(self) -> str:
        return f"RandomBot(seed={self.seed!r})"


# ---------------------------------------------------------------------------- traveller choice
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


# ---------------------------------------------------------------------------- the greedy bot
class GreedyBot:
    """Takes the action worth the most points now, counting coins and road spent.

    Rules of thumb: each stop is valued by the points it gives at once (souvenirs by the points
    they add to the sets, panoramas by their section and the achievement for completing first,
    hot springs and encounters by the average card left), coins by what they will buy (meals
    ahead first, then souvenirs and temples), and each space walked past the next one costs
    ``tempo`` points, since the traveller behind moves next and walking less means more stops.
    It eats at every inn it can afford (the cheapest new specialty, unless it chases Gourmet),
    gives one coin at temples unless rich, and moves the neutral traveller to block the
    opponent's best stop.

    >>> game = Game(4, travellers=["kinko", "hirotada", "umegae", "chuubei"], seed=3)
    >>> GreedyBot(seed=1)(game) in game.legal_actions()
    True
    """

    def __init__(self, seed: int | None = 0, *, tempo: float | None = None) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.tempo = tempo

    @property
    def evaluator(self) -> type[Evaluator]:
        """The class that values actions; a study may subclass it to change the weights."""
        return Evaluator

    def __repr__(self) -> str:
        return f"GreedyBot(seed={self.seed})"

    def __call__(self, game: Game) -> Action:
        actions = game.legal_actions()
        if len(actions) == 1:
            return actions[0]
        values = self.values(game, actions)
        ranked = sorted(values)
        cut = ranked[-1] - 1e-9
        if ranked[-2] < cut:  # one best action, the usual case: no list of the tied ones
            return actions[values.index(ranked[-1])]
        # Exact ties only: the generator breaks them so that seeds give different games.
        return self.rng.choice([a for a, v in zip(actions, values, strict=True) if v >= cut])

    def values(self, game: Game, actions: Sequence[Action] | None = None) -> list[float]:
        """The bot's value of each action (the legal ones by default), in points."""
        if actions is None:
            actions = game.legal_actions()
        # In a Crossroads game the evaluator holds the expansion's rules of thumb.
        return self.evaluator(game, self.tempo, crossroads=game.crossroads).values(actions)


class Evaluator:
    """Values of the actions of one decision, for the traveller concerned.

    Built afresh for each decision; what several actions share (the cards left in each pile,
    a traveller's coin curve, the value of each kind of stop) is worked out once.

    With ``crossroads=True`` (``GreedyBot`` asks for it in a Crossroads game) it holds the
    expansion's rules of thumb, ``crossroads`` (a ``bots_crossroads.CrossroadsValues``): its
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
        # than a plain attribute, and an evaluator is built for every decision.
        travellers = self.travellers = game.travellers
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
        self.crossroads = CrossroadsValues(self) if crossroads else None

    def for_position(self, game: Game) -> Evaluator:
        """An evaluator like this one (its class, tempo and Crossroads part) for another
        position, to look ahead."""
        return type(self)(game, self.tempo, crossroads=self.crossroads is not None)

    def unseen(self, pile: str) -> Counter:
        """The multiset of a pile's face-down cards (``Game.unseen``, through ``kept_unseen``),
        worked out once per decision; not to be changed."""
        if pile not in self._unseen:
            self._unseen[pile] = kept_unseen(self.game, pile)
        return self._unseen[pile]

    def best_other(self, t: Traveller, stat: str) -> int:
        """The highest count of ``stat`` (see ``_STATS``) among the players other than ``t``."""
        key = (stat, t.index)
        best = self._best_other.get(key)
        if best is None:
            count = _STATS[stat]
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
            ahead = _INNS_AHEAD[t.progress]
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
            curve = _COIN_CURVES.get(kept)
            if curve is None:
                curve = _COIN_CURVES.keep(kept, {})
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
                family = _FAMILY[owned]
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
            family = _FAMILY_INDEX[card]
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
            open_ = panorama not in self.game.panorama_firsts
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
            for t in game.travellers:
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
        kind = _KINDS[to]
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


_STATS: dict[str, Callable[[Traveller], int]] = {
    "souvenirs": lambda t: len(t.souvenirs),
    "hot_springs": lambda t: len(t.hot_springs),
    "encounters": lambda t: len(t.encounters),
    "gourmet": lambda t: gourmet_total(t.meals),
    "paddy": lambda t: t.panoramas["paddy"],
    "mountain": lambda t: t.panoramas["mountain"],
    "sea": lambda t: t.panoramas["sea"],
}
_FAMILY = {card: family for card, (family, _) in data.SOUVENIRS.items()}
_FAMILY_INDEX = {card: data.FAMILIES.index(family) for card, family in _FAMILY.items()}
_SOUVENIR_CARDS = tuple((card, family, price) for card, (family, price) in data.SOUVENIRS.items())
_FAMILY_CARDS: tuple[tuple[str, tuple[tuple[str, int], ...]], ...] = tuple(
    (
        family,
        tuple(sorted(((c, p) for c, f, p in _SOUVENIR_CARDS if f == family), key=lambda cp: cp[1])),
    )
    for family in dict.fromkeys(f for _, f, _ in _SOUVENIR_CARDS)
)
"""Each souvenir family, in the order the box lists them first, with its cards cheapest first
(ties in the box's order)."""


class Kept(dict):
    """Answers kept across decisions and games, shared by every evaluator: a dict that starts
    afresh once it holds ``most`` entries (a game needs a few dozen, a long study meets many,
    and should hold a few megabytes, not tens)."""

    def __init__(self, most: int = 4096) -> None:
        super().__init__()
        self.most = most

    def keep(self, key: Any, value: Any) -> Any:
        """Keep ``value`` under ``key`` (emptied first when full) and return it."""
        if len(self) >= self.most:
            self.clear()
        self[key] = value
        return value


def kept_unseen(game: Game, pile: str) -> Counter:
    """``game.unseen(pile)``, kept for the hot spring and encounter piles by what it is worked
    out from: the cards of that pile the travellers hold, the two encounters on show to
    Yoshiyasu, and whether New Encounters are in the box. The same few come back decision after
    decision (a card is drawn now and then), so the Counters are shared: not to be changed
    (tests/bots/test_fast_paths.py compares them with ``Game.unseen`` at every decision).
    """
    held: list[Any] = []  # every traveller's cards of the pile, one after the other
    if pile == "hot_spring":
        for t in game.travellers:
            held += t.hot_springs
            held += t.other_springs
        key: tuple = (pile, tuple(held))
    elif pile == "encounter":
        for t in game.travellers:
            held += t.encounters
        pending = game.pending
        shown = pending.drawn if isinstance(pending, TwoEncounters) else ()
        key = (pile, tuple(held), shown, "new_encounters" in game.expansions)
    else:
        return game.unseen(pile)
    left = _UNSEEN.get(key)
    if left is None:
        left = _UNSEEN.keep(key, game.unseen(pile))
    return left


_UNSEEN: Kept = Kept()


def family_gains(souvenirs: tuple[str, ...], bonus: float, rules: Rules) -> dict[str, float]:
    """What one more card of each family of ``data.FAMILIES`` adds to a collection of
    ``souvenirs``: its set points, plus ``bonus`` (the Collector bonus). A traveller's
    collection changes a few times a journey and is valued at most of its decisions, so the
    answers are kept (a dict shared with other evaluators: not to be changed;
    tests/bots/test_fast_paths.py compares ``Evaluator.family_gain`` with
    ``next_souvenir_points`` at every decision)."""
    key = (souvenirs, bonus, rules.set_values, rules.fifth_set_value)
    gains = _FAMILY_GAINS.get(key)
    if gains is None:
        counts: dict[str, int] = {}
        for card in souvenirs:
            family = _FAMILY[card]
            counts[family] = counts.get(family, 0) + 1
        points = family_points(counts, rules)
        gains = {f: p + bonus for f, p in zip(data.FAMILIES, points, strict=True)}
        _FAMILY_GAINS.keep(key, gains)
    return gains


_FAMILY_GAINS: Kept = Kept()


def family_points(counts: dict[str, int], rules: Rules) -> tuple[int, ...]:
    """``next_souvenir_points(counts, family, rules)`` of each family of ``data.FAMILIES``, in
    that order, for a collection holding ``counts`` of the four families.

    A few hundred collections come back all the time, so the answers are kept by the counts
    and the two rule numbers they depend on (tests/bots/test_fast_paths.py compares them with
    ``next_souvenir_points``).
    """
    return held_points(tuple([counts.get(family, 0) for family in data.FAMILIES]), rules)


def held_points(held: tuple[int, ...], rules: Rules) -> tuple[int, ...]:
    """``family_points`` of a collection of ``held`` souvenirs of each family of
    ``data.FAMILIES``, in that order (kept: the evaluators ask for a few hundred collections
    again and again; a purchase of several cards asks for one collection after another)."""
    key = (held, rules.set_values, rules.fifth_set_value)
    points = _FAMILY_POINTS.get(key)
    if points is None:
        counts = dict(zip(data.FAMILIES, held, strict=True))
        points = tuple([next_souvenir_points(counts, f, rules) for f in data.FAMILIES])
        _FAMILY_POINTS[key] = points
    return points


_FAMILY_POINTS: dict[tuple, tuple[int, ...]] = {}


def souvenir_pile(out: tuple[str, ...]) -> tuple[dict[str, tuple[int, int]], list]:
    """What the evaluators read of the face-down souvenir pile when the cards ``out`` of it
    are known (held or on show): for each family left, ``(count, cheapest price)``, and
    ``(family, cheapest price, chance that a village's three cards show one)``.

    The same few sets come back decision after decision (a souvenir is bought now and then),
    so the answers are kept (``_PILES``; tests/bots/test_fast_paths.py compares them with the
    card-by-card count), by ``out`` itself: a tuple (in the travellers' order, as the evaluator
    lists them) is quicker to make than a set, and the same cards in another order are only
    worked out again.
    """
    found = _PILES.get(out)
    if found is None:
        known = frozenset(out)
        families: dict[str, tuple[int, int]] = {}
        for family, cards in _FAMILY_CARDS:  # each family's cards cheapest first
            left = [price for card, price in cards if card not in known]
            if left:
                families[family] = (len(left), left[0])
        total = sum(n for n, _ in families.values())
        draws = min(3, total)
        none = comb(total, draws)
        odds = [
            (family, cheapest, 1 - comb(total - n, draws) / none)
            for family, (n, cheapest) in families.items()
        ]
        found = _PILES.keep(out, (families, odds))
    return found


_PILES: Kept = Kept()


def coin_value(
    coins: int,
    gain: int,
    steps: tuple[int, int, float],
    reserve_coin: float,
    comfort_coin: float,
) -> float:
    """``Evaluator.coins_gain`` worked out: the value of ``gain`` more coins (negative: spent)
    for a traveller holding ``coins``, whose coins are worth ``reserve_coin`` each up to the
    first of ``steps`` (reserve, comfort, surplus value), ``comfort_coin`` up to the second,
    and the surplus value above."""
    reserve, comfort, surplus = steps
    low, high = (coins, coins + gain) if gain >= 0 else (coins + gain, coins)
    # Coins of [low, high) below the reserve, between reserve and comfort, and above:
    # max(0, min(high, reserve) - low) and so on, written with conditional expressions
    # (asked at nearly every decision, and the min and max builtins cost several times more).
    first = (high if high < reserve else reserve) - low
    second = (high if high < comfort else comfort) - (low if low > reserve else reserve)
    third = high - (low if low > comfort else comfort)
    value = (
        reserve_coin * (first if first > 0 else 0)
        + comfort_coin * (second if second > 0 else 0)
        + surplus * (third if third > 0 else 0)
    )
    return value if gain >= 0 else -value


_COIN_CURVES: Kept = Kept()


def temple_award_gain(donations: tuple[int, ...], index: int, coins: int, rules: Rules) -> int:
    """How much traveller ``index``'s temple award grows when they give ``coins`` more, the
    travellers having given ``donations``. The same few come back decision after decision, so
    the answers are kept (tests/bots/test_fast_paths.py compares them with ``temple_awards``).
    """
    key = (donations, index, coins, rules.temple_awards, rules.temple_other_award)
    gain = _AWARD_GAINS.get(key)
    if gain is None:
        before = _temple_award(donations, index, rules)
        after = list(donations)
        after[index] += coins
        gain = _temple_award(after, index, rules) - before
        _AWARD_GAINS.keep(key, gain)
    return gain


_AWARD_GAINS: Kept = Kept()


def _temple_award(donations: Sequence[int], index: int, rules: Rules) -> int:
    """``temple_awards(donations, rules)[index]``, worked out for one traveller only (the bot
    asks it twice for each temple it values; tests/bots/test_fast_paths.py compares the two)."""
    mine = donations[index]
    if mine <= 0:
        return 0
    place = 1 + len({d for d in donations if d > mine})
    awards = rules.temple_awards
    return awards[place - 1] if place <= len(awards) else rules.temple_other_award


_KINDS = tuple([kind for kind, _ in data.BOARD])
"""The kind of stop at each board position (``Game.kind_at``)."""

# Steps walked to reach each inn that serves a meal; the same both ways along the road.
_INN_PROGRESS = tuple(i for i in data.INNS if i != data.KYOTO)
# How many of them lie ahead of each number of steps walked (coin_steps asks at every decision).
_INNS_AHEAD = tuple(
    sum(1 for inn in _INN_PROGRESS if inn > progress) for progress in range(data.EDO + 1)
)


# ---------------------------------------------------------------------------- search
def determinize(game: Game, seed: int) -> Game:
    """A copy of ``game`` as the player to move may imagine it (``Game.determinized`` seen by
    ``game.to_move``): every hidden card dealt afresh, what that player knows kept."""
    return game.determinized(seed, viewer=game.to_move)


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values)


def _better(ours: Sequence[float], theirs: Sequence[float], confidence: float) -> bool:
    """Whether ``ours`` beats ``theirs`` by ``confidence`` standard errors, deal by deal."""
    diffs = [a - b for a, b in zip(ours, theirs, strict=True)]
    n = len(diffs)
    mean = sum(diffs) / n
    if mean <= 0:
        return False
    if n < 2:
        return confidence <= 0
    variance = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean * mean * n > confidence * confidence * variance


def play_out(game: Game, policies: Sequence[Player], limit: int = MAX_DECISIONS) -> Game:
    """Play ``game`` to its end in place, each player choosing with ``policies[player]``."""
    for _step in range(limit):
        player = game.to_move
        if player is None:  # the journey is over
            return game
        game.play(policies[player](game))
    raise RuntimeError(f"game not over after {limit} actions")


class SearchBot:
    """Flat Monte Carlo search over determinized copies, finished by greedy players.

    The greedy bot's ``candidates`` favourite actions are tried, each on copies of the game
    that deal the hidden cards afresh (``determinize``) and are then played to the end by greedy
    bots. An action is judged by the player's final score minus the best other score, plus
    ``win_bonus`` for a win. About ``rollouts`` copies per decision are shared out by successive
    halving (equal rollouts for all, keep the better half, repeat); every candidate of a round
    meets the same deals, so they are compared on equal luck. The winner replaces the greedy
    choice only if it beats it deal by deal by ``confidence`` standard errors, so a small
    budget falls back on greedy play rather than on noise.

    ``rollouts`` (default 96) sets the strength and the time: a 4-player game with one search
    bot and three greedy ones takes about 6-7 s of CPU at 96, 3 s at 48, 1.5 s at 24, and the
    search bot wins about 74% of such games at 48 (see benchmarks/bot_games.py). Decisions with a
    single legal action, and those not listed in ``search`` (by default ``eat``, ``pay`` and
    ``keep_meal``, where greedy play is hard to beat, and Crossroads' ``play_amulet`` and
    ``bet``, which greedy answers by the die's odds), are left to the greedy bot.

    >>> game = Game(4, travellers=["kinko", "hirotada", "umegae", "chuubei"], seed=3)
    >>> SearchBot(seed=1, rollouts=8)(game) in game.legal_actions()
    True
    """

    def __init__(
        self,
        seed: int | None = 0,
        *,
        rollouts: int = 96,
        candidates: int = 6,
        win_bonus: float = 10.0,
        confidence: float = 1.0,
        search: Sequence[str] = (
            "move",
            "buy",
            "donate",
            "panorama",
            "keep_encounter",
            "traveller",
            # Crossroads: the option at a stop and the card bought with it.
            "option",
            "amulet",
            "legendary",
            "calligraphy",
        ),
    ) -> None:
        if rollouts < 1:
            raise ValueError(f"rollouts must be at least 1, not {rollouts}")
        self.seed = seed
        self.rng = random.Random(seed)
        self.rollouts = rollouts
        self.candidates = candidates
        self.win_bonus = win_bonus
        self.confidence = confidence
        self.search = frozenset(search)
        self.greedy = GreedyBot(seed=self.rng.getrandbits(32))

    def __repr__(self) -> str:
        return f"SearchBot(seed={self.seed}, rollouts={self.rollouts})"

    def __call__(self, game: Game) -> Action:
        actions = game.legal_actions()
        if len(actions) == 1:
            return actions[0]
        if game.decision not in self.search:
            return self.greedy(game)
        values = self.greedy.values(game, actions)
        order = sorted(range(len(actions)), key=lambda i: -values[i])
        # Every candidate needs a rollout at least: a small budget searches fewer of them.
        pool = [actions[i] for i in order[: min(self.candidates, self.rollouts)]]
        if len(pool) == 1:
            return pool[0]
        return self._halving(game, pool)

    def _halving(self, game: Game, pool: list[Action]) -> Action:
        """Successive halving over the candidates, then a paired test against greedy's choice.

        Each round plays every candidate left on the same new deals and keeps the better half.
        Greedy's favourite is played in every round, so that the winner can be compared with it
        deal by deal: the winner replaces it only when better by ``confidence`` standard errors
        of the paired differences. A small budget then falls back on the greedy choice rather
        than on noise.
        """
        player = game.to_move
        assert player is not None  # a bot is asked only while the journey goes on
        favourite = pool[0]
        rounds = (len(pool) - 1).bit_length()
        # results[a][k]: the value of action a on the k-th deal; every candidate still in the
        # pool has seen every deal so far, so the lists line up deal by deal.
        results: dict[Action, list[float]] = {a: [] for a in pool}
        for _round in range(rounds):
            each = max(1, self.rollouts // (rounds * len(pool)))
            deals = [self.rng.getrandbits(32) for _ in range(each)]
            for action in pool:
                results[action] += [self._rollout(game, action, deal, player) for deal in deals]
            # A stable sort keeps the greedy order on a tie.
            ranked = sorted(pool, key=lambda a: -_mean(results[a]))
            pool = ranked[: (len(ranked) + 1) // 2]
            if favourite not in pool:
                pool.append(favourite)
        best = max(pool, key=lambda a: _mean(results[a]))  # the first best: the greedy order
        if best == favourite:
            return favourite
        ours = results[best]
        theirs = results[favourite][: len(ours)]
        return best if _better(ours, theirs, self.confidence) else favourite

    def _rollout(self, game: Game, action: Action, deal: int, player: int) -> float:
        copy = determinize(game, deal)
        copy.play(action)
        greedy = GreedyBot(seed=deal)
        play_out(copy, [greedy] * game.players)
        scores = copy.scores()
        best_other = max(s for i, s in enumerate(scores) if i != player)
        value = float(scores[player] - best_other)
        if copy.ranks()[player] == 1:
            value += self.win_bonus
        return value
