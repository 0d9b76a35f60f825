"""The greedy bot's quick paths agree with the plain computation, and it plays the same games.

Issue 14 made the engine and the greedy evaluator faster; a bot must still make the same choice
at every decision, so that a seed keeps its game (studies, notebooks and the coach depend on it).
"""

from __future__ import annotations

import hashlib
import itertools
import json
import random
from math import comb

import pytest

from tokaido_nb import bots, bots_values
from tokaido_nb.bots import (
    Evaluator,
    GreedyBot,
    RandomBot,
    coin_value,
    family_points,
    kept_unseen,
    souvenir_pile,
    temple_award_gain,
)
from tokaido_nb.bots_values import INNS_AHEAD, _temple_award
from tokaido_nb.coach.prior import StrongGreedyBot
from tokaido_nb.rules import Game, data
from tokaido_nb.rules.config import OFFICIAL, Rules
from tokaido_nb.rules.scoring import next_souvenir_points, temple_awards


class _Offers:
    """Stands for a game: ``legal_actions`` is all a random bot reads (a range, so that a long
    list costs nothing)."""

    def __init__(self, n: int) -> None:
        self.n = n

    def legal_actions(self) -> range:
        return range(self.n)


def test_the_random_bot_draws_what_randrange_draws():
    """``RandomBot``'s draw, written out, against ``random.Random.randrange`` on the same seed,
    for every list length up to 300 and a few large ones."""
    for seed in range(5):
        bot, plain = RandomBot(seed), random.Random(seed)
        for n in [*range(1, 300), 1 << 20, (1 << 31) + 1, 10**12]:
            assert bot(_Offers(n)) == plain.randrange(n)


@pytest.mark.parametrize("travellers", [2, 3, 4, 5])
def test_one_temple_award_agrees_with_the_whole_ranking(travellers):
    """Every donation of 0 to 6 coins each (ties, zeros, five donors): the same award."""
    for donations in itertools.product(range(7), repeat=travellers):
        awards = temple_awards(donations, OFFICIAL)
        for index in range(travellers):
            assert _temple_award(donations, index, OFFICIAL) == awards[index]


@pytest.mark.parametrize("travellers", [2, 4, 5])
def test_the_kept_award_gain_is_the_difference_of_the_rankings(travellers):
    """``temple_award_gain`` against ``temple_awards`` before and after the gift, for every
    donation of 0 to 5 coins each and gifts of 1 to 3 coins, asked twice: worked out, then kept."""
    for donations in itertools.product(range(6), repeat=travellers):
        before = temple_awards(donations, OFFICIAL)
        for index, coins in itertools.product(range(travellers), (1, 2, 3)):
            after = list(donations)
            after[index] += coins
            plain = temple_awards(after, OFFICIAL)[index] - before[index]
            assert temple_award_gain(donations, index, coins, OFFICIAL) == plain
            assert temple_award_gain(donations, index, coins, OFFICIAL) == plain  # the kept one


def actions_digest(players: int, seed: int, expansions: tuple, make) -> str:
    game = Game(players, seed=seed, expansions=expansions)
    bots = [make(seed * 8 + seat) for seat in range(players)]
    while not game.is_over():
        game.play(bots[game.to_move](game))
    actions = json.dumps(game.to_json()["actions"], sort_keys=True)
    return hashlib.sha256(actions.encode()).hexdigest()[:16]


# The actions (with the cards they drew) of these games as main played them at 38c5877, before
# the speed work (``actions_digest`` run on that commit); the Crossroads games as the branch that
# gave the greedy bot its Crossroads rules of thumb played them (xbots, 9fd6e47), also without
# the speed work. Issue 34's fix of an inn's hand (the first to arrive deals it, Chuubei too
# when Itamae feeds him there) changed the first game of "strong 3 new_encounters" and of
# "strong 5 new_encounters"; their digests are the fixed games'.
BEFORE = {
    "greedy 2 base": ["925760b3ac249eeb", "5c59dff9dd3cd125", "4651912850a05473"],
    "strong 2 base": ["537522d8dcf507b7", "1726aaf1d4792ddf"],
    "greedy 2 new_encounters": ["1d81843ac76a1866", "7c3d54741767eeec", "c9b2541f6d317000"],
    "strong 2 new_encounters": ["091ef2bb7eca16d8", "2fd9402c683cdad3"],
    "greedy 2 crossroads": ["7c5de99dd3bdafed", "ab89695798d3b94f", "455936a46ace5df8"],
    "strong 2 crossroads": ["82f28405b39d11cb", "64cff5556de002ff"],
    "greedy 3 base": ["085ef8a20283b356", "984165efed6055dc", "4ac46effc91650fc"],
    "strong 3 base": ["72d6af0f108c83e3", "4c4973385b81a39b"],
    "greedy 3 new_encounters": ["597a02c09f0fef74", "50eaa7e3380d0381", "180b434d1feda207"],
    "strong 3 new_encounters": ["7dbcb05c7ae9e671", "6516201683d1a417"],
    "greedy 3 crossroads": ["b35cc057102a84ce", "31ca1a2a91c1ee63", "e3867cddacd77210"],
    "strong 3 crossroads": ["574d5f3a0852b19c", "467ca27cc8a9fa9b"],
    "greedy 4 base": ["f5096644919902f2", "4223193e19dbd569", "467c4d3b932b0211"],
    "strong 4 base": ["2b87717d98ca3bdc", "cb4783975a215f39"],
    "greedy 4 new_encounters": ["239c00c6098a5649", "f2619a283b425014", "581d36502de29e81"],
    "strong 4 new_encounters": ["756bc6920ca86522", "91fd433b0c7e1e7b"],
    "greedy 4 crossroads": ["2614a6e5c78c91a5", "a2088294b6bc67b9", "29dafc0a24fc4196"],
    "strong 4 crossroads": ["0f9e15879fb83800", "c8564229d4cf24e0"],
    "greedy 5 base": ["cbaa59d7f6324ebd", "31c622f91994f3fd", "8ae7a73cf82d8096"],
    "strong 5 base": ["cda18f18e45c3c44", "cdad1a40060cbdff"],
    "greedy 5 new_encounters": ["c76407f04381e90a", "26eb146495498255", "954dee7463581b39"],
    "strong 5 new_encounters": ["fe3e7213026a8c20", "6d95e210861f3ce5"],
    "greedy 5 crossroads": ["593a65d390cc01f0", "bca8235d8ff9ec74", "088844937da18b82"],
    "strong 5 crossroads": ["39c9336ac71ef3ee", "8fe8fe2d036f06b6"],
}


BOTS = {"greedy": GreedyBot, "strong": StrongGreedyBot}


@pytest.mark.parametrize("name", sorted(BEFORE))
def test_bots_play_the_same_games_as_before_the_speed_work(name):
    bot, players, expansions = name.split()
    expansions = () if expansions == "base" else tuple(expansions.split("+"))
    played = [
        actions_digest(int(players), seed, expansions, BOTS[bot])
        for seed in range(len(BEFORE[name]))
    ]
    assert played == BEFORE[name]


def plain_souvenir_families(game: Game) -> dict[str, tuple[int, int]]:
    """The face-down souvenirs by family, card by card (the evaluator's first version)."""
    held = {c for t in game.travellers for c in t.souvenirs}
    if game.decision == "buy":
        held.update(game.pending.revealed)
    families: dict[str, tuple[int, int]] = {}
    for card, (family, price) in data.SOUVENIRS.items():
        if card not in held:
            count, cheapest = families.get(family, (0, price))
            families[family] = (count + 1, min(cheapest, price))
    return families


def plain_souvenir_odds(families: dict[str, tuple[int, int]]) -> list[tuple[str, int, float]]:
    total = sum(n for n, _ in families.values())
    draws = min(3, total)
    return [
        (family, cheapest, 1 - comb(total - n, draws) / comb(total, draws))
        for family, (n, cheapest) in families.items()
    ]


def decisions_of(players: int, seed: int, make, expansions=()):
    """Every decision of one game played by ``make``'s bots (the game at that point)."""
    game = Game(players, seed=seed, expansions=expansions, undo=False)
    bots = [make(seed * 8 + seat) for seat in range(players)]
    while not game.is_over():
        yield game
        game.play(bots[game.to_move](game))


@pytest.mark.parametrize("make", [GreedyBot, RandomBot], ids=["greedy", "random"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_kept_souvenir_pile_and_family_gains_agree_with_the_plain_count(make, players):
    """At every decision of random and greedy games: the pile memo (``souvenir_pile``) gives
    the card-by-card families and odds, in the same order; each family's kept gain is
    ``next_souvenir_points`` plus the Collector bonus; the inns-ahead table counts the inns."""
    for seed in range(6):
        for game in decisions_of(players, seed, make):
            evaluator = Evaluator(game, None)
            families = plain_souvenir_families(game)
            assert list(evaluator.souvenir_families().items()) == list(families.items())
            assert evaluator.souvenir_odds() == plain_souvenir_odds(families)
            for t in game.travellers:
                if t.neutral:
                    continue
                counts = evaluator.families(t)
                bonus = evaluator.collector_bonus(t, 1)
                for family in data.FAMILIES:
                    plain = next_souvenir_points(counts, family, OFFICIAL) + bonus
                    assert evaluator.family_gain(t, family) == plain
                ahead = sum(1 for inn in data.INNS if inn != data.KYOTO and inn > t.progress)
                assert INNS_AHEAD[t.progress] == ahead
                for panorama in data.PANORAMAS:  # kept per decision: the same twice
                    worked_out = Evaluator(game, None).panorama_card(t, panorama)
                    assert evaluator.panorama_card(t, panorama) == worked_out
                    assert evaluator.panorama_card(t, panorama) == worked_out


class _FamiliesTwice(Evaluator):
    """A study's evaluator that values every souvenir family its own way."""

    def family_gain(self, t, family):
        return 2 * super().family_gain(t, family)


def test_villages_and_shokunin_ask_a_subclass_s_family_gain():
    """Villages and Shokunin read the kept family gains only while ``family_gain`` is the
    evaluator's own: a subclass's values reach them, as they did before the gains were kept."""
    checked = 0
    for game in decisions_of(4, 5, GreedyBot):
        plain, twice = Evaluator(game, None), _FamiliesTwice(game, None)
        t = plain.t
        if t.neutral:
            continue
        gains = {f: twice.family_gain(t, f) for f in data.FAMILIES}
        assert gains == {f: 2 * plain.family_gain(t, f) for f in data.FAMILIES}
        families = twice.souvenir_families()
        total = sum(n for n, _ in families.values())
        if total:
            expected = sum([gains[f] * n for f, (n, _) in families.items()]) / total
            assert twice.encounter_card(t, "shokunin") == expected
        if t.coins >= 1 and any(gain > 0 for gain in gains.values()):
            # The same odds with doubled gains: a different value than the plain evaluator's.
            assert twice.village(t) != plain.village(t)
            checked += 1
    assert checked > 10


@pytest.mark.parametrize("players", [2, 4, 5])
def test_the_kept_held_points_give_the_card_by_card_souvenir_gain(players):
    """At every decision of greedy games, for every player and every purchase of one to three
    cards (the village's when one is shown, else three at random, repeats allowed):
    ``souvenir_gain`` against ``next_souvenir_points`` card by card, asked twice."""
    rng = random.Random(players)
    every = list(data.SOUVENIRS)
    for seed in range(4):
        for game in decisions_of(players, seed, GreedyBot):
            evaluator = Evaluator(game, None)
            if game.decision == "buy":
                shown = tuple(game.pending.revealed)
            else:
                shown = tuple(rng.choice(every) for _ in range(3))
            purchases = [c for n in (0, 1, 2, 3) for c in itertools.combinations(shown, n)]
            for t in game.travellers[: game.players]:
                for cards in purchases:
                    counts = dict(evaluator.families(t))
                    points = 0.0
                    for card in cards:
                        family = data.SOUVENIRS[card][0]
                        points += next_souvenir_points(counts, family, OFFICIAL)
                        counts[family] = counts.get(family, 0) + 1
                    plain = points + evaluator.collector_bonus(t, len(cards))
                    assert evaluator.souvenir_gain(t, cards) == plain
                    assert evaluator.souvenir_gain(t, cards) == plain  # kept


@pytest.mark.parametrize("rules", [OFFICIAL, Rules(set_values=(1, 3, 6, 10), fifth_set_value=8)])
def test_the_kept_family_points_are_next_souvenir_points(rules):
    """Every collection of up to 5 cards of each family, families absent or counted 0."""
    for held in itertools.product(range(6), repeat=len(data.FAMILIES)):
        counts = {f: n for f, n in zip(data.FAMILIES, held, strict=True) if n}
        expected = tuple(next_souvenir_points(counts, f, rules) for f in data.FAMILIES)
        assert family_points(counts, rules) == expected
        assert family_points(dict(zip(data.FAMILIES, held, strict=True)), rules) == expected


def test_coins_gain_is_the_plain_min_max_arithmetic():
    """``coins_gain``'s conditional expressions (``coin_value``, kept by purse, gain and steps)
    against the min/max formula they replace."""
    game = Game(4, seed=2, undo=False)
    evaluator = Evaluator(game, None)
    t = evaluator.t  # the game's own traveller, which an edit changes in place
    for progress, coins, gain in itertools.product(range(0, 55, 3), range(15), range(-8, 9)):
        if (t.progress, t.coins) != (progress, coins):
            with game.edit() as state:
                state.travellers[t.index].progress = progress
                state.travellers[t.index].coins = coins
        evaluator._steps.clear()
        evaluator._coins.clear()
        reserve, comfort, surplus = evaluator.coin_steps(t)
        low, high = (coins, coins + gain) if gain >= 0 else (coins + gain, coins)
        first = max(0, min(high, reserve) - low)
        second = max(0, min(high, comfort) - max(low, reserve))
        third = max(0, high - max(low, comfort))
        value = Evaluator.RESERVE_COIN * first + Evaluator.COMFORT_COIN * second + surplus * third
        assert evaluator.coins_gain(t, gain) == (value if gain >= 0 else -value)
        assert evaluator.coins_gain(t, gain) == (value if gain >= 0 else -value)  # kept
        steps = (reserve, comfort, surplus)
        worked_out = coin_value(coins, gain, steps, Evaluator.RESERVE_COIN, Evaluator.COMFORT_COIN)
        assert worked_out == (value if gain >= 0 else -value)


@pytest.mark.parametrize("players", [2, 3, 5])
def test_the_evaluators_players_are_the_travellers_but_the_neutral(players):
    """``Evaluator.players`` slices the travellers (the neutral one, if any, comes last): at
    every decision of a greedy game, of its saved and loaded copy and of a determinized one."""
    for game in decisions_of(players, players, GreedyBot):
        for seen in (game, Game.loads(game.dumps()), game.determinized(1, viewer=game.to_move)):
            plain = [t for t in seen.travellers if not t.neutral]
            assert Evaluator(seen, None).players == plain


class _Saver(Evaluator):
    """Another weight of a reserve coin: its kept coin curves must not be the plain ones."""

    RESERVE_COIN = 2.5


class _Spender(Evaluator):
    """Another weight of a comfort coin: its kept coin curves must not be the plain ones."""

    COMFORT_COIN = 0.75


class _Cautious(Evaluator):
    """Other coin steps: its kept coin curves must not be the plain evaluator's."""

    def coin_steps(self, t):
        reserve, comfort, surplus = super().coin_steps(t)
        return reserve + 1, comfort + 2, surplus / 2


@pytest.mark.parametrize("players", [2, 4])
def test_the_kept_coin_curves_are_coin_value(players):
    """At every decision of greedy games, for every player and gains of -6 to 6 coins, asked
    twice (worked out, then kept), by the plain evaluator and by subclasses with other weights
    or steps: ``coins_gain`` is ``coin_value`` of the traveller's purse and steps."""
    for seed in range(4):
        for game in decisions_of(players, seed, GreedyBot):
            for kind in (Evaluator, _Saver, _Spender, _Cautious):
                evaluator = kind(game, None)
                weights = (evaluator.RESERVE_COIN, evaluator.COMFORT_COIN)
                for t in game.travellers[: game.players]:
                    steps = evaluator.coin_steps(t)
                    for gain in range(-6, 7):
                        plain = coin_value(t.coins, gain, steps, *weights)
                        assert evaluator.coins_gain(t, gain) == plain
                        assert evaluator.coins_gain(t, gain) == plain


@pytest.mark.parametrize("variants", [(), ("return_trip",)])
def test_a_move_walks_the_steps_and_meets_the_kind_the_game_names(variants):
    """``Evaluator.move`` reads the steps as the distance from ``position`` and the kind from
    the board: the same as ``progress_of(to) - progress`` and ``kind_at(to)``, and so the
    same value as the plain formula, at every move of greedy games."""
    for seed in range(4):
        game = Game(3, seed=seed, variants=variants, undo=False)
        bots = [GreedyBot(seed * 8 + seat) for seat in range(3)]
        while not game.is_over():
            if game.decision == "move":
                evaluator = Evaluator(game, None)
                t = evaluator.t
                for action in game.legal_actions():
                    steps = game.progress_of(action.to) - t.progress
                    kind = game.kind_at(action.to)
                    plain = evaluator.stop(t, kind) - evaluator.tempo * (steps - 1)
                    assert abs(action.to - evaluator.position) == steps
                    assert evaluator.move(action.to) == plain
            game.play(bots[game.to_move](game))


UNSEEN_SETUPS = [
    (4, (), ()),
    (3, ("new_encounters",), ()),
    (5, ("crossroads", "new_encounters"), ()),
    (5, (), ("yoshiyasu", "satsuki", "chuubei", "umegae", "mitsukuni")),
    (2, ("new_encounters",), ("yoshiyasu", "hiroshige")),
]


@pytest.mark.parametrize("players, expansions, travellers", UNSEEN_SETUPS)
@pytest.mark.parametrize("make", [GreedyBot, RandomBot], ids=["greedy", "random"])
def test_the_kept_unseen_piles_are_game_unseen(players, expansions, travellers, make):
    """At every decision (Yoshiyasu's two cards on show included), ``kept_unseen`` gives what
    ``Game.unseen`` works out, item by item in the same order, and leaves it unchanged."""
    for seed in range(4):
        game = Game(
            players,
            seed=seed,
            expansions=expansions,
            travellers=list(travellers) or None,
            undo=False,
        )
        bots = [make(seed * 8 + seat) for seat in range(players)]
        while not game.is_over():
            for pile in ("hot_spring", "encounter", "meal", "souvenir"):
                kept = kept_unseen(game, pile)
                assert list(kept.items()) == list(game.unseen(pile).items())
            game.play(bots[game.to_move](game))


def test_the_kept_piles_start_afresh_when_full_and_still_agree(monkeypatch):
    """Once 4096 piles are kept the memo is emptied, and the answers stay the plain ones."""
    full_piles, full_unseen = bots.Kept(), bots.Kept()
    full_piles.update({(f"x{i}",): None for i in range(4096)})
    full_unseen.update({("hot_spring", (i,)): None for i in range(4096)})
    monkeypatch.setattr(bots_values, "_PILES", full_piles)
    monkeypatch.setattr(bots_values, "_UNSEEN", full_unseen)
    game = Game(4, seed=3, undo=False)
    families = souvenir_pile(())[0]
    assert len(bots_values._PILES) == 1
    assert list(families.items()) == list(plain_souvenir_families(game).items())
    assert list(kept_unseen(game, "hot_spring").items()) == list(game.unseen("hot_spring").items())
    assert len(bots_values._UNSEEN) == 1
