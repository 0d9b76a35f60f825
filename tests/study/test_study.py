"""tokaido_nb.study: win rates with their intervals, points by category, rule changes."""

from __future__ import annotations

import dataclasses

import pytest

from tokaido_nb.rules import OFFICIAL
from tokaido_nb.rules.state import CATEGORIES
from tokaido_nb.simulate import GameResult, Study, Summary, simulate
from tokaido_nb.study import (
    compare_rules,
    departure_order,
    fair_share,
    pawns,
    points_by_category,
    rule_changes,
    wilson_interval,
    win_rates_by_bot,
    win_rates_by_start,
    win_rates_by_traveller,
)


def result(travellers, places, scores, seed=0):
    """A finished three-player game, made by hand: the winner is the best score."""
    best = max(scores)
    ranks = tuple(1 if s == best else 2 for s in scores)
    breakdowns = tuple(dict.fromkeys(CATEGORIES, 0) | {"meals": s} for s in scores)
    return GameResult(seed, tuple(travellers), tuple(places), tuple(scores), breakdowns, ranks, 1)


@pytest.fixture
def summary() -> Summary:
    """Four games of three players: Kinko wins three, Satsuki one; place 3 leaves first."""
    results = [
        result(["kinko", "satsuki", "umegae"], [3, 2, 1], [60, 50, 40]),
        result(["kinko", "satsuki", "umegae"], [1, 2, 3], [70, 50, 40]),
        result(["satsuki", "kinko", "umegae"], [3, 1, 2], [50, 61, 40]),
        result(["satsuki", "umegae", "kinko"], [3, 1, 2], [90, 50, 40]),
    ]
    return Summary(results, study=Study(players=3), seed=0, seconds=1.0)


def test_wilson_interval_narrows_with_more_games():
    few, many = wilson_interval(5, 10), wilson_interval(500, 1000)
    assert few[0] < many[0] < 0.5 < many[1] < few[1]
    assert wilson_interval(0, 20)[0] == 0.0 and wilson_interval(20, 20)[1] == 1.0


def test_win_rates_by_traveller_put_the_best_first(summary):
    rates = win_rates_by_traveller(summary)
    assert [r.key for r in rates] == ["kinko", "satsuki", "umegae"]
    kinko = rates[0]
    assert (kinko.games, kinko.wins, kinko.win_rate) == (4, 3, 0.75)
    assert kinko.mean_score == pytest.approx((60 + 70 + 61 + 40) / 4)
    low, high = kinko.interval
    assert low < 0.75 < high


def test_departure_order_counts_from_the_end_of_the_line():  # setup.kyoto
    assert [departure_order(place, 3) for place in (3, 2, 1)] == [1, 2, 3]


def test_win_rates_by_start_order_the_line_by_departure(summary):  # setup.kyoto
    rates = win_rates_by_start(summary)
    assert [r.key for r in rates] == [1, 2, 3]
    first = rates[0]  # place 3 in every game: won the first and the fourth
    assert (first.games, first.wins) == (4, 2)
    assert pawns(summary) == 3


def test_fair_share_is_one_over_the_players(summary):
    assert fair_share(summary) == pytest.approx(1 / 3)


def test_points_by_category_are_means_per_player(summary):
    points = points_by_category(summary)
    assert list(points) == list(CATEGORIES)
    assert points["meals"] == pytest.approx(summary.mean_score())
    assert points["souvenirs"] == 0


def test_win_rates_by_bot_group_the_seats_of_each_bot():
    summary = simulate(6, players=3, seed=1)
    (rate,) = win_rates_by_bot(summary)
    assert rate.key == "RandomBot" and rate.games == 18


def test_rule_changes_name_what_differs():
    what_if = dataclasses.replace(OFFICIAL, set_values=(1, 3, 6, 10), meal_points=5)
    assert rule_changes(OFFICIAL, what_if) == {
        "set_values": ([1, 3, 5, 7], [1, 3, 6, 10]),
        "meal_points": (6, 5),
    }
    assert rule_changes(OFFICIAL, OFFICIAL) == {}


def test_compare_rules_plays_the_same_seeds_under_both_rules():  # souvenir.sets
    what_if = dataclasses.replace(OFFICIAL, set_values=(2, 6, 10, 14))
    comparison = compare_rules(OFFICIAL, what_if, games=12, players=3, seed=2)
    assert [r.seed for r in comparison.before.results] == [r.seed for r in comparison.after.results]
    before, after = comparison.categories()["souvenirs"]
    # Random bots buy the same way under both rules: every souvenir point is doubled.
    assert after == pytest.approx(2 * before) and after > 0
    assert comparison.biggest_change()[0] == "souvenirs"
    assert "set_values: [1, 3, 5, 7] -> [2, 6, 10, 14]" in comparison.table()
    assert set(comparison.travellers()) == set(comparison.before.travellers())


def test_compare_rules_counts_the_progress_of_both_studies():
    done = []
    compare_rules(OFFICIAL, OFFICIAL, games=4, players=2, seed=1, progress=done.append)
    assert sum(done) == 8


def test_crossroads_shares_split_each_kind_of_stop_between_base_option_and_both():
    from tokaido_nb.bots import GreedyBot
    from tokaido_nb.study import crossroads_shares, travellers_not_played

    study = simulate(6, players=4, seed=2, bots=GreedyBot, expansions=["crossroads"], workers=1)
    shares = crossroads_shares(study)
    assert set(shares) <= {"panorama", "hot_spring", "farm", "temple", "village", "encounter"}
    assert {"panorama", "temple", "village"} <= set(shares)
    for ways in shares.values():
        assert sum(ways.values()) == pytest.approx(1.0)
    # The greedy bot buys amulets at most temples (a coin for about 2 points kept) ...
    assert shares["temple"]["option"] > 0.5
    # ... and takes the farm's 3 coins over a bet returning 2 x 13/6 on average.
    assert shares["farm"]["base"] > 0.9
    # Every tile of the box, the expansion's six too, is either played or listed as missing.
    missing = set(travellers_not_played(study))
    assert missing | set(study.travellers()) >= {"kita", "miyataka", "jirocho", "kinko"}
    assert crossroads_shares(simulate(2, players=3, seed=2)) == {}
