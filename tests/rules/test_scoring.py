"""The pure scoring functions, and Rules values that change a game's numbers."""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tokaido_nb.rules import OFFICIAL, Buy, Donate, Eat, Game, Move, Rules, data
from tokaido_nb.scoring import (
    achievement_winners,
    final_ranks,
    next_souvenir_points,
    souvenir_points,
    temple_awards,
)

from .scenarios import finish, walk

FAMILIES = ["small_object", "food", "clothing", "art"]
families = st.lists(st.sampled_from(FAMILIES), max_size=24)


# --- souvenirs -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "bought, points",
    [
        ([], 0),
        (["food"], 1),
        (["food", "art"], 1 + 3),
        (["food", "art", "clothing", "small_object"], 16),  # a full set
        (["food", "food", "food"], 3),  # three sets of one
        (["food", "art", "food"], 5),  # FR-RB: 1 + 1 + 3
        (["food", "art", "food", "art"], 8),  # two sets of two
        (["art", "art", "food", "clothing"], 1 + 1 + 3 + 5),
    ],
)
def test_souvenir_points_examples(bought, points):  # souvenir.sets
    assert souvenir_points(bought) == points


@given(families, st.randoms())
def test_souvenir_points_do_not_depend_on_the_order_of_purchase(bought, rng):  # souvenir.sets
    shuffled = list(bought)
    rng.shuffle(shuffled)
    assert souvenir_points(shuffled) == souvenir_points(bought)


@given(families)
def test_souvenir_points_are_the_sum_of_squared_set_sizes(bought):  # souvenir.sets
    counts = Counter(bought)
    sizes = [sum(1 for c in counts.values() if c > level) for level in range(len(bought))]
    assert souvenir_points(bought) == sum(size * size for size in sizes)


@given(families, st.sampled_from(FAMILIES))
def test_next_souvenir_points_is_the_step_of_souvenir_points(bought, family):  # souvenir.sets
    counts = dict(Counter(bought))
    step = next_souvenir_points(counts, family)
    assert step in OFFICIAL.set_values
    assert souvenir_points([*bought, family]) == souvenir_points(bought) + step


# --- temple --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "donations, awards",
    [
        ([5, 3, 2, 1], [10, 7, 4, 2]),
        ([1, 2, 3, 4, 5], [2, 2, 4, 7, 10]),  # every donor past third scores 2
        ([5, 5, 3, 1], [10, 10, 7, 4]),  # DIZED: dense ranks, nothing skipped
        ([3, 3, 3], [10, 10, 10]),
        ([4, 2, 2, 0, 1], [10, 7, 7, 0, 4]),
        ([0, 0], [0, 0]),  # no donation, no award
        ([], []),
    ],
)
def test_temple_awards_examples(donations, awards):  # end.temple, end.temple_ties
    assert temple_awards(donations) == awards


@given(st.lists(st.integers(0, 20), max_size=6))
def test_temple_awards_rank_donors_densely(donations):  # end.temple_ties
    awards = temple_awards(donations)
    for mine, award in zip(donations, awards, strict=True):
        if mine == 0:
            assert award == 0  # end.temple: nothing for no donation
            continue
        above = len({d for d in donations if d > mine})
        assert award == ((10, 7, 4)[above] if above < 3 else 2)
    for a, b in zip(donations, awards, strict=True):
        for c, d in zip(donations, awards, strict=True):
            if a == c:
                assert b == d  # equal gifts, equal awards


# --- achievements and ranks ----------------------------------------------------------------


@pytest.mark.parametrize(
    "totals, winners",
    [
        ([3, 5, 5, 0], [False, True, True, False]),
        ([1, 0, 0], [True, False, False]),
        ([0, 0, 0], [False, False, False]),  # (h)4: a best of 0 gives nothing
        ([], []),
    ],
)
def test_achievement_winners_examples(totals, winners):  # end.achievement_ties
    assert achievement_winners(totals) == winners


@given(st.lists(st.integers(0, 12), min_size=1, max_size=5))
def test_achievement_winners_are_everyone_tied_for_a_positive_best(totals):
    """end.achievement_ties: ties share, zero wins nothing."""
    best = max(totals)
    assert achievement_winners(totals) == [t == best and t > 0 for t in totals]


@pytest.mark.parametrize(
    "scores, achievements, ranks",
    [
        ([60, 70, 65], [0, 0, 0], [3, 1, 2]),
        ([70, 70, 65], [2, 3, 1], [2, 1, 3]),  # tie broken by achievement cards
        ([70, 70, 65], [2, 2, 1], [1, 1, 3]),  # still tied: shared
        ([50, 50, 50, 50], [1, 1, 0, 0], [1, 1, 3, 3]),
    ],
)
def test_final_ranks_examples(scores, achievements, ranks):  # end.winner
    assert final_ranks(scores, achievements) == ranks


@given(st.lists(st.tuples(st.integers(0, 5), st.integers(0, 3)), min_size=1, max_size=5))
def test_final_ranks_order_by_points_then_achievements(players):  # end.winner
    scores = [s for s, _ in players]
    cards = [a for _, a in players]
    ranks = final_ranks(scores, cards)
    assert min(ranks) == 1
    for i, mine in enumerate(players):
        assert ranks[i] == 1 + sum(1 for other in players if other > mine)


# --- Rules ---------------------------------------------------------------------------------


def test_edited_set_values_change_souvenir_points():  # souvenir.sets
    bigger = dataclasses.replace(OFFICIAL, set_values=(1, 3, 6, 10))
    full_set = ["food", "art", "clothing", "small_object"]
    assert souvenir_points(full_set) == 16
    assert souvenir_points(full_set, bigger) == 20


def test_edited_set_values_change_a_games_score():  # souvenir.sets
    bigger = dataclasses.replace(OFFICIAL, set_values=(1, 3, 6, 10))
    scores = []
    for rules in (OFFICIAL, bigger):
        game = Game(3, variants=["initiatory"], kyoto=[2, 1, 0], rules=rules)
        game.name_draws("souvenir", ["koma", "manju", "geta"])
        game.play(Move(1))
        game.play(Buy(("koma", "manju", "geta")))
        scores.append(game.scores()[0])
    assert scores == [1 + 3 + 5, 1 + 3 + 6]


def test_edited_temple_awards_change_the_final_scores():  # end.temple
    generous = dataclasses.replace(OFFICIAL, temple_awards=(20, 10, 5), temple_other_award=1)
    assert temple_awards([3, 2, 1, 1], generous) == [20, 10, 5, 5]
    game = Game(3, variants=["initiatory"], kyoto=[2, 1, 0], rules=generous)
    walk(game, 0, 2)
    game.play(Donate(1))
    finish(game)
    assert game.breakdowns()[0]["temple"] == 20


def test_edited_meal_achievement_and_coin_numbers_reach_the_game():  # inn.points, farm.coins
    rules = dataclasses.replace(OFFICIAL, meal_points=10, farm_coins=5, initiatory_coins=1)
    game = Game(3, variants=["initiatory"], kyoto=[2, 1, 0], rules=rules)
    assert game.travellers[0].coins == 1
    game.play(Move(7))
    assert game.travellers[0].coins == 6
    game.name_draws("meal", ["dango", "tofu", "unagi", "sushi"])
    walk(game, 0, 14)
    game.play(Eat("dango"))
    assert game.travellers[0].points["meals"] == 10


def test_edited_starting_coins_reach_the_game():  # setup.coins
    rich = dataclasses.replace(OFFICIAL, starting_coins={**OFFICIAL.starting_coins, "satsuki": 12})
    game = Game(3, travellers=["satsuki", "kinko", "umegae"], rules=rich)
    assert game.travellers[0].coins == 12


def test_rules_round_trip_through_json():
    rules = dataclasses.replace(
        OFFICIAL, set_values=(2, 4, 6, 8), panorama_lengths={"paddy": 2, "mountain": 3, "sea": 4}
    )
    assert Rules.from_json(rules.to_json()) == rules
    assert Rules.from_json(OFFICIAL.to_json()) == OFFICIAL
    with pytest.raises(ValueError, match="unknown rule settings: colour"):
        Rules.from_json({"colour": 1})


# --- one scoring function --------------------------------------------------------------------


def test_a_game_s_scores_are_score_journey_of_its_holdings():  # end.winner
    from tokaido_nb.rules.scoring import score_journey
    from tokaido_nb.simulate import play_game

    for seed in range(6):
        game = play_game(2 + seed % 4, seed, expansions=["new_encounters"] if seed % 2 else [])
        players = [t for t in game.travellers if not t.neutral]
        neutral = [t.donated for t in game.travellers if t.neutral]
        scored = score_journey(
            [t.holdings() for t in players],
            neutral_temple_coins=neutral[0] if neutral else None,
        )
        assert list(scored.breakdowns) == game.breakdowns()
        assert [list(a) for a in scored.achievements] == game.achievements()


def test_points_so_far_leave_out_the_end_of_journey_awards():
    from tokaido_nb.rules.scoring import Holdings, score_journey

    table = [Holdings(meals=("unagi",), temple_coins=2), Holdings(temple_coins=1)]
    during = score_journey(table, final=False)
    assert during.achievements == ((), ()) and during.temple_awards == (0, 0)
    assert during.scores == [6 + 2, 1]
    final = score_journey(table)
    assert final.achievements == (("gourmet",), ()) and final.temple_awards == (10, 7)


def test_holdings_grow_with_defaults_so_old_ones_keep_their_meaning():
    from tokaido_nb.rules.scoring import Holdings, breakdown

    fields = [f for f in dataclasses.fields(Holdings) if f.name != "traveller"]
    assert all(
        f.default is not dataclasses.MISSING or f.default_factory is not dataclasses.MISSING
        for f in fields
    )
    assert sum(breakdown(Holdings()).values()) == 0


def test_souvenir_sets_are_formed_in_one_place():  # souvenir.sets
    from tokaido_nb.render import souvenir_sets as drawn_sets
    from tokaido_nb.rules.scoring import souvenir_sets

    assert drawn_sets is souvenir_sets
    cards = ["koma", "sake", "geta", "gofu", "ukiyoe", "manju"]
    sets = souvenir_sets(cards)
    families = [[data.SOUVENIRS[c][0] for c in group] for group in sets]
    assert sum(souvenir_points(f) for f in families) == souvenir_points(
        [data.SOUVENIRS[c][0] for c in cards]
    )
