"""Random playouts, OpenSpiel style: seeded random games, invariants checked after every step.

A fast sweep (every player count, every variant combination, with and without the New
Encounters), a fast Crossroads sweep (every variant combination, with and without the New
Encounters beside it) and a hypothesis search always run; the 10,000-game sweep and a
1,024-game Crossroads sweep are marked ``slow``, and play a sixteenth and a quarter of their
games unless ``TOKAIDO_FULL_SWEEPS=1`` (tests/sizes.py). The invariants are those of
shared/design/testing.md, layer 2, worked out here from the board and card tables rather than
from the game's own helpers, so a wrong helper cannot hide itself.
"""

from __future__ import annotations

import concurrent.futures
import itertools
import os
from collections import Counter
from collections.abc import Sequence

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.sizes import sized
from tokaido_nb.rules import Game, Move, PlayAmulet, data
from tokaido_nb.rules.state import CATEGORIES
from tokaido_nb.scoring import souvenir_points, temple_awards
from tokaido_nb.simulate import RandomBot, bot_seed

VARIANT_SETS = [
    combo
    for size in range(len(data.VARIANTS) + 1)
    for combo in itertools.combinations(data.VARIANTS, size)
]
EXPANSION_SETS = [(), ("new_encounters",)]
CROSSROADS_SETS = [("crossroads",), ("crossroads", "new_encounters")]
TRAVELLER_KEYS = sorted(data.TRAVELLERS)
ALL_TRAVELLER_KEYS = sorted(data.ALL_TRAVELLERS)

DECKS = {
    "souvenir": Counter(list(data.SOUVENIRS)),
    "meal": Counter({meal: copies for meal, (_, copies) in data.MEALS.items()}),
    "hot_spring": Counter(data.HOT_SPRINGS),
    "encounter": Counter(data.ENCOUNTERS),
}
NEW_ENCOUNTER_DECK = DECKS["encounter"] + Counter(data.NEW_ENCOUNTERS)
# Crossroads (reference (e), all six of each kind: reference (h) 8).
CROSSROADS_DECKS = {
    "cherry_tree": Counter({"cherry_tree": 6}),
    "bathhouse": Counter({"bathhouse": 6}),
    "legendary": Counter(["shodo", "emaki", "buppatsu", "ema", "murasame", "masamune"]),
    "amulet": Counter(["vitality", "fortune", "health", "friendship", "hospitality", "devotion"]),
    "calligraphy": Counter(
        ["foresight", "contemplation", "nostalgia", "patience", "perfection", "fasting"]
    ),
}

# Each traveller walks 54 steps, at least one per move; a move brings at most a few decisions
# (a stop's choice, an encounter's payment and panorama, an inn's powers and meal).
MAX_DECISIONS_PER_MOVE = 5


def test_the_decks_hold_the_printed_cards():
    """The card tables the conservation checks rely on (reference (b))."""
    sizes = {pile: sum(deck.values()) for pile, deck in DECKS.items()}
    assert sizes == {"souvenir": 24, "meal": 25, "hot_spring": 12, "encounter": 14}
    assert sum(NEW_ENCOUNTER_DECK.values()) == 18


class Watcher:
    """Checks one game's invariants after every step, remembering what it saw before."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.steps = 0
        self.progress = [t.progress for t in game.travellers]
        self.reverse = "return_trip" in game.variants
        self.inns = sorted(self.steps_to(road) for road in data.INNS)
        new = "new_encounters" in game.expansions
        self.decks = dict(DECKS, encounter=NEW_ENCOUNTER_DECK if new else DECKS["encounter"])
        self.crossroads = "crossroads" in game.expansions
        self.again: int | None = None  # the traveller Vitality moves again
        self.limit = game.players + MAX_DECISIONS_PER_MOVE * data.EDO * len(game.travellers)
        self.check()

    def steps_to(self, road: int) -> int:
        return data.EDO - road if self.reverse else road

    def play(self, action) -> None:
        game = self.game
        actor = game.actor
        game.play(action)
        self.steps += 1
        if isinstance(action, Move):  # road.forward: the mover stands where it chose
            assert game.position(actor) == action.to
            self.again = None
        if isinstance(action, PlayAmulet) and action.amulet == "vitality":
            self.again = actor  # cross.amulet_vitality: the leader moves again
            mine = game.travellers[actor].progress
            assert all(t.progress < mine for t in game.travellers if t.index != actor)
            assert data.BOARD[game.position(actor)][0] != "inn"
        self.check()
        if self.steps & (self.steps - 1) == 0 or game.is_over():
            assert Game.loads(game.dumps()) == game, f"JSON round trip after {self.steps} steps"
            self.check_score_parts()

    def check_score_parts(self) -> None:
        """``scores()``, ``breakdowns()`` and ``achievements()`` agree with ``journey_score()``."""
        game = self.game
        journey = game.journey_score()
        assert game.scores() == journey.scores
        assert game.breakdowns() == list(journey.breakdowns)
        assert game.achievements() == [list(cards) for cards in journey.achievements]

    def check(self) -> None:
        assert self.steps <= self.limit, "the game is longer than the rules allow"
        self.check_road()
        self.check_decision()
        self.check_cards()
        self.check_scores()

    def check_decision(self) -> None:
        game = self.game
        legal = game.legal_actions()
        if game.is_over():
            assert legal == [] and game.decision is None and game.to_move is None
            assert all(t.progress == data.EDO for t in game.travellers)  # road.end
            return
        assert legal, f"no legal action at a {game.decision} decision"
        assert len(set(legal)) == len(legal), "legal actions repeat"
        fortune = game.decision == "play_amulet" and game.pending.amulet == "fortune"
        if (game.decision == "move" or fortune) and self.again is not None:
            assert game.actor == game.to_move == self.again
        elif game.decision == "move" or fortune:  # road.last_moves, two.neutral_moves
            lowest = min(t.progress for t in game.travellers)
            behind = game.occupants(self.road_at(lowest))[-1]
            assert game.actor == behind
            if game.travellers[behind].neutral:
                players = [t for t in game.travellers if not t.neutral]
                front = max(t.progress for t in players)
                ahead = [i for i in game.occupants(self.road_at(front)) if i < game.players]
                assert game.to_move == ahead[0]
            else:
                assert game.to_move == game.actor

    def road_at(self, steps: int) -> int:
        return data.EDO - steps if self.reverse else steps

    def check_road(self) -> None:
        game = self.game
        now = [t.progress for t in game.travellers]
        assert all(a <= b for a, b in zip(self.progress, now, strict=True)), "a traveller went back"
        self.progress = now
        lowest = min(now)
        if lowest < data.EDO:  # road.inn_stop: nobody passes the inn ahead of the slowest
            next_inn = next(inn for inn in self.inns if inn > lowest)
            assert max(now) <= next_inn
        for steps, count in Counter(now).items():  # road.occupied, road.doubles
            kind, double = data.BOARD[self.road_at(steps)]
            if kind == "inn":
                continue
            slots = 2 if double and game.players >= 4 else 1
            if self.crossroads:  # cross.amulet_friendship: one more on a single space
                slots = 2
            assert count <= slots, f"{count} at {steps}"
        assert all(t.coins >= 0 for t in game.travellers)

    def check_cards(self) -> None:
        game = self.game
        seen = {pile: Counter(game.piles[pile]) for pile in DECKS}
        for t in game.travellers:
            seen["souvenir"].update(t.souvenirs)
            seen["meal"].update(t.meals)
            seen["hot_spring"].update(t.hot_springs + t.other_springs)
            seen["encounter"].update(t.encounters)
        seen["meal"].update(game.inn_hand or [])
        if game.decision in ("buy", "keep_meal", "keep_encounter"):
            pending = game.pending
            seen["souvenir"].update(getattr(pending, "revealed", ()))
            seen["encounter"].update(getattr(pending, "drawn", ()))
            if game.decision == "keep_meal":
                seen["meal"][pending.card] += 1
        for pile, deck in self.decks.items():
            # Plain dict equality (no zero counts on either side) is much faster than Counter's.
            assert dict.__eq__(seen[pile], deck), f"{pile} cards not conserved"
        if self.crossroads:  # cross.card_counts: every Crossroads card in a pile or in hand
            held = {pile: Counter(game.piles[pile]) for pile in CROSSROADS_DECKS}
            for t in game.travellers:
                held["cherry_tree"]["cherry_tree"] += t.cherry_trees
                held["bathhouse"]["bathhouse"] += t.bathhouses
                held["legendary"].update(t.legendary)
                held["amulet"].update(t.amulets)
                held["calligraphy"].update(t.calligraphies)
                assert set(t.new_amulets) <= set(t.amulets)
            for pile, deck in CROSSROADS_DECKS.items():
                assert +held[pile] == deck, f"{pile} cards not conserved"

    def check_scores(self) -> None:
        game = self.game
        rules = game.rules
        players = [t for t in game.travellers if not t.neutral]
        # One computation for the whole table at each step; the calls that give its parts one
        # by one are compared with it at the JSON round trip's steps (``play``).
        journey = game.journey_score()
        breakdowns, achievements = journey.breakdowns, journey.achievements
        for t, scored, held in zip(players, breakdowns, achievements, strict=True):
            assert set(scored) == set(CATEGORIES)
            families = [data.SOUVENIRS[card][0] for card in t.souvenirs]
            fifth = sum(1 for card in t.legendary if card in ("buppatsu", "ema"))
            families += ["legendary"] * fifth  # cross.legendary_buppatsu
            assert scored["souvenirs"] == souvenir_points(families, rules)  # souvenir.sets
            assert scored["cherry_trees"] == rules.cherry_tree_points * t.cherry_trees
            assert scored["bathhouses"] == rules.bathhouse_points * t.bathhouses
            flat = sum(rules.legendary_points for c in t.legendary if c in ("murasame", "masamune"))
            shodo = sum(1 for c in t.legendary if c in ("shodo", "emaki"))
            others = len(t.souvenirs) + len(t.legendary) - 1
            assert scored["legendary"] == flat + shodo * rules.collection_points * others
            if not game.is_over():
                assert scored["calligraphies"] == 0  # cross.calligraphy_buy: scored at the end
            assert scored["meals"] == rules.meal_points * len(t.meals)  # inn.points
            assert len(set(t.meals)) == len(t.meals)  # inn.no_repeat
            assert scored["hot_springs"] == sum(t.hot_springs)
            sections = t.panoramas.values()
            assert scored["panoramas"] == sum(n * (n + 1) // 2 for n in sections)  # panorama.order
            assert all(t.panoramas[p] <= rules.panorama_lengths[p] for p in data.PANORAMAS)
            assert scored["achievements"] == rules.achievement_points * len(held)
            assert scored["donations"] == t.donated  # Takuhatsuso's coin goes to the bank
            if t.key == "mitsukuni":  # traveller.mitsukuni
                assert scored["traveller"] == len(t.hot_springs) + t.bathhouses + len(held)
            elif t.key not in ("umegae", "nampo"):
                assert scored["traveller"] == 0
        assert journey.scores == [sum(b.values()) for b in breakdowns]
        if game.is_over():  # end.temple over every traveller's coins, the neutral's too
            awards = temple_awards([t.donated for t in game.travellers], rules)
            assert [b["temple"] for b in breakdowns] == awards[: game.players]
        else:
            assert all(b["temple"] == 0 for b in breakdowns)


def play_checked(
    players: int,
    seed: int,
    variants: Sequence[str] = (),
    expansions: Sequence[str] = (),
    travellers: Sequence[str] | None = None,
) -> Watcher:
    """Play one random game, checking every invariant after every step."""
    game = Game(players, seed=seed, variants=variants, expansions=expansions, travellers=travellers)
    bots = [RandomBot(bot_seed(seed, seat)) for seat in range(players)]
    watcher = Watcher(game)
    while not game.is_over():
        watcher.play(bots[game.to_move](game))
    return watcher


def sweep(games_per_setup: int, first_seed: int) -> list[tuple]:
    """Every player count x variant combination x expansion, ``games_per_setup`` games each.

    Half the games deal travellers (the players choose), half give them, rotating through every
    traveller so each one plays in each seat.
    """
    setups = []
    seed = first_seed
    for players, variants, expansions in itertools.product(
        range(2, 6), VARIANT_SETS, EXPANSION_SETS
    ):
        for n in range(games_per_setup):
            travellers = None
            if n % 2:
                start = (seed // 2) % len(TRAVELLER_KEYS)
                ring = TRAVELLER_KEYS[start:] + TRAVELLER_KEYS[:start]
                travellers = tuple(ring[:players])
            setups.append((players, seed, variants, expansions, travellers))
            seed += 1
    return setups


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_keep_every_invariant(players):
    """Fast sweep: 2 games per variant combination and expansion (64 games per player count)."""
    for setup in sweep(2, first_seed=1):
        if setup[0] == players:
            play_checked(*setup)


def crossroads_sweep(games_per_setup: int, first_seed: int) -> list[tuple]:
    """``sweep`` with Crossroads: every player count x variant combination, Crossroads alone
    and with the New Encounters; given travellers rotate through all sixteen."""
    setups = []
    seed = first_seed
    for players, variants, expansions in itertools.product(
        range(2, 6), VARIANT_SETS, CROSSROADS_SETS
    ):
        for n in range(games_per_setup):
            travellers = None
            if n % 2 or games_per_setup == 1 and seed % 2:
                start = (seed // 2) % len(ALL_TRAVELLER_KEYS)
                ring = ALL_TRAVELLER_KEYS[start:] + ALL_TRAVELLER_KEYS[:start]
                travellers = tuple(ring[:players])
            setups.append((players, seed, variants, expansions, travellers))
            seed += 1
    return setups


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_crossroads_games_keep_every_invariant(players):
    """Fast Crossroads sweep: 1 game per variant combination, with and without the New
    Encounters (32 games per player count)."""
    for setup in crossroads_sweep(1, first_seed=50_000):
        if setup[0] == players:
            play_checked(*setup)


@st.composite
def setups(draw):
    players = draw(st.integers(2, 5))
    variants = draw(st.sets(st.sampled_from(data.VARIANTS)))
    expansions = draw(st.sampled_from(EXPANSION_SETS + CROSSROADS_SETS))
    keys = ALL_TRAVELLER_KEYS if "crossroads" in expansions else TRAVELLER_KEYS
    travellers = draw(st.none() | st.permutations(keys).map(lambda k: k[:players]))
    seed = draw(st.integers(0, 2**32 - 1))
    return players, seed, sorted(variants), expansions, travellers


@settings(
    max_examples=60, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
@given(setups())
def test_hypothesis_games_keep_every_invariant(setup):
    """Hypothesis picks the set-up and the seeds; every step keeps every invariant."""
    play_checked(*setup)


def test_the_checks_catch_a_lost_card():
    """The watcher is not blind: a souvenir taken out of the game is noticed."""
    game = Game(4, seed=3)
    watcher = Watcher(game)
    with game.edit() as state:
        state.piles["souvenir"].pop()
    with pytest.raises(AssertionError, match="souvenir cards not conserved"):
        watcher.check()


def test_the_checks_catch_a_traveller_going_back():
    """The watcher notices a traveller sent backwards along the road."""
    watcher = play_checked(3, seed=5)
    with watcher.game.edit() as state:
        state.travellers[0].progress = 40
    with pytest.raises(AssertionError, match="went back"):
        watcher.check()


def play_many(setups: Sequence[tuple]) -> list[int]:
    """Play and check each set-up's game (in a worker process); returns the games' lengths."""
    lengths = []
    for setup in setups:
        try:
            lengths.append(play_checked(*setup).steps)
        except AssertionError as error:  # name the game, so it can be replayed on its own
            raise AssertionError(f"play_checked{setup}: {error}") from None
    return lengths


@pytest.fixture(scope="module")
def pool():
    """Worker processes on the machine's first two cores, shared by the slow sweeps (each
    process imports this module once, not once per sweep)."""
    workers = min(2, os.cpu_count() or 1)
    with concurrent.futures.ProcessPoolExecutor(workers) as executor:
        yield executor


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_many_random_crossroads_games_keep_every_invariant(players, pool):
    """Slow Crossroads sweep: 8 games per set-up, 128 set-ups: 1,024 games, 256 per player
    count, shared among the machine's first two cores (2 games per set-up in a plain run)."""
    per_setup = sized(2, 8)
    setups = [
        setup for setup in crossroads_sweep(per_setup, first_seed=200_000) if setup[0] == players
    ]
    chunks = [setups[i::16] for i in range(16)]
    lengths = [n for chunk in pool.map(play_many, chunks) for n in chunk]
    assert len(lengths) == 32 * per_setup


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_long_random_sweep_keeps_every_invariant(players, pool):
    """Slow sweep: 80 games per set-up, 128 set-ups: 10,240 games, 2,560 per player count
    (5 games per set-up, 640 games, in a plain run).

    The games are shared among the machine's first two cores.
    """
    per_setup = sized(5, 80)
    setups = [setup for setup in sweep(per_setup, first_seed=100_000) if setup[0] == players]
    chunks = [setups[i::16] for i in range(16)]
    lengths = [n for chunk in pool.map(play_many, chunks) for n in chunk]
    assert len(lengths) == 32 * per_setup
    assert max(lengths) <= players + MAX_DECISIONS_PER_MOVE * data.EDO * (max(players, 3))


def test_random_games_reach_every_traveller_and_decision():
    """The sweep is not vacuous: it plays every traveller and meets every kind of decision."""
    travellers: Counter = Counter()
    decisions: Counter = Counter()
    for setup in sweep(1, first_seed=7)[::3]:
        players, seed, variants, expansions, given = setup
        game = Game(players, seed=seed, variants=variants, expansions=expansions, travellers=given)
        bot = RandomBot(seed)
        while not game.is_over():
            decisions[game.decision] += 1
            game.play(bot(game))
        travellers.update(t.key for t in game.travellers if not t.neutral)
    assert set(TRAVELLER_KEYS) <= set(travellers)
    assert set(decisions) == {
        "traveller",
        "move",
        "donate",
        "buy",
        "keep_encounter",
        "panorama",
        "pay",
        "keep_meal",
        "eat",
    }


def test_random_crossroads_games_reach_every_traveller_and_decision():
    """The Crossroads sweep is not vacuous: every traveller, every decision, every amulet."""
    travellers: Counter = Counter()
    decisions: Counter = Counter()
    played: Counter = Counter()
    for setup in crossroads_sweep(1, first_seed=50_000):
        players, seed, variants, expansions, given = setup
        game = Game(players, seed=seed, variants=variants, expansions=expansions, travellers=given)
        bot = RandomBot(seed)
        while not game.is_over():
            decisions[game.decision] += 1
            game.play(bot(game))
        travellers.update(t.key for t in game.travellers if not t.neutral)
        played.update(a for turn in game.turns for a in turn.get("amulets", ()))
    assert set(ALL_TRAVELLER_KEYS) <= set(travellers)
    assert {"option", "amulet", "legendary", "calligraphy", "play_amulet", "bet"} <= set(decisions)
    assert set(played) == set(data.AMULETS)
