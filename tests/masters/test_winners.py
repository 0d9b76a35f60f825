"""The winners' statistics equal direct counts over the records.

``masters.winners`` reads each fact off a replay through the rules; these tests count the same
fact straight from the record's turns and result, without the rules, and compare. `make test`
takes a sample of each bundle (every game under ``TOKAIDO_FULL_SWEEPS=1``).
"""

from __future__ import annotations

import itertools
from collections import Counter
from typing import Any

import pytest

from tests.sizes import sized
from tokaido_nb.masters import BUNDLES, real_games
from tokaido_nb.masters.winners import (
    SeatFacts,
    coins_into_inns,
    crossroads_options,
    first_panorama_and_temple,
    points_by_category,
    seat_facts,
    win_rates_by_traveller,
)
from tokaido_nb.record import replay
from tokaido_nb.rules import data

PER_BUNDLE = sized(6, 1000)


@pytest.fixture(scope="module")
def sample() -> list[tuple[dict[str, Any], list[SeatFacts]]]:
    """A few games of each bundle, each with its facts."""
    games = []
    for bundle in BUNDLES:
        for game in itertools.islice(real_games([bundle]), PER_BUNDLE):
            games.append((game.record, seat_facts(game)))
    return games


def test_every_bundle_holds_the_games_it_says() -> None:
    counts = Counter(game.bundle for game in real_games())
    assert counts == {"bga-4p-base": 624, "bga-4p-crossroads": 199, "bga-4p-crossroads-2020": 152}


def test_an_unknown_bundle_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="'bga-5p'"):
        next(real_games(["bga-5p"]))


def winners_of(record: dict[str, Any]) -> set[int]:
    """First place from the record's result alone: the best score, ties by achievement cards."""
    result = record["result"]
    best = max(zip(result["scores"], result["achievements"], strict=True))
    return {
        seat
        for seat, pair in enumerate(zip(result["scores"], result["achievements"], strict=True))
        if pair == best
    }


def test_winners_and_scores_are_the_records_own(sample) -> None:
    for record, facts in sample:
        assert {f.seat for f in facts if f.won} == winners_of(record)
        assert [f.score for f in facts] == record["result"]["scores"]
        assert [sum(f.points.values()) for f in facts] == record["result"]["scores"]
        assert [f.traveller for f in facts] == [p["traveller"] for p in record["players"]]


def brings_a_panorama_card(turn: dict[str, Any]) -> bool:
    """Whether a record's turn gave its traveller a panorama card (record format, no rules)."""
    kind = data.BOARD[turn["to"]][0]
    if kind in data.PANORAMAS:
        return turn.get("option") != "cherry_tree" or "both" in turn
    encounter = turn.get("chuubei", turn) if kind == "inn" else turn
    return bool(turn.get("hiroshige") or encounter.get("panorama"))


def puts_a_coin_in_the_temple(turn: dict[str, Any]) -> bool:
    """Whether a record's turn put a coin in the temple for its traveller: an offering, the bank's
    coin Hirotada adds, the Devotion amulet, or the Miko met on the road (or by Chuubei at an
    inn)."""
    met = turn.get("chuubei", turn)
    card = met.get("kept") or next(iter(met.get("drawn", [])), None)
    given = ("donate", "bank_coin", "devotion")
    return any(turn.get(key) for key in given) or card == "miko"


def test_the_first_panorama_card_and_temple_offering_are_where_the_record_says(sample) -> None:
    for record, facts in sample:
        for fact in facts:
            mine = [t for t in record["turns"] if t["player"] == fact.seat]
            panorama = next((t["to"] for t in mine if brings_a_panorama_card(t)), None)
            temple = next((t["to"] for t in mine if puts_a_coin_in_the_temple(t)), None)
            assert (fact.first_panorama, fact.first_temple) == (panorama, temple), fact.game


def test_the_coins_carried_into_an_inn_are_those_of_the_position_before(sample) -> None:
    # Each position is rebuilt by a replay of its own (``replay(upto=...)``), not the one pass
    # of seat_facts; three games keep it short.
    for record, facts in sample[:: max(1, len(sample) // 3)]:
        inns = [
            (number, turn["player"])
            for number, turn in enumerate(record["turns"])
            if data.BOARD[turn["to"]][0] == "inn"
        ]
        expected: dict[int, list[int]] = {f.seat: [] for f in facts}
        for number, player in inns:
            expected[player].append(replay(record, upto=number).travellers[player].coins)
        assert {f.seat: list(f.inn_coins) for f in facts} == expected


def test_the_crossroads_options_are_those_the_turns_name(sample) -> None:
    for record, facts in sample:
        for fact in facts:
            named = {
                t["option"] for t in record["turns"] if t["player"] == fact.seat and "option" in t
            }
            assert fact.options == named, fact.game
            assert fact.crossroads == ("crossroads" in record["options"]["expansions"])


def test_the_comparisons_count_what_the_facts_hold(sample) -> None:
    facts = [fact for _record, seats in sample for fact in seats]
    winners = [f for f in facts if f.won]
    others = [f for f in facts if not f.won]

    rates = {rate.key: rate for rate in win_rates_by_traveller(facts)}
    assert sum(rate.games for rate in rates.values()) == len(facts)
    assert sum(rate.wins for rate in rates.values()) == len(winners)
    for key, rate in rates.items():
        low, high = rate.interval
        assert low <= rate.win_rate <= high
        assert rate.games == sum(f.traveller == key for f in facts)

    meals_w, meals_o = points_by_category(facts)["meals"]
    assert meals_w == pytest.approx(sum(f.points["meals"] for f in winners) / len(winners))
    assert meals_o == pytest.approx(sum(f.points["meals"] for f in others) / len(others))

    panorama_w, _ = first_panorama_and_temple(facts)["panorama"]
    firsts = [f.first_panorama for f in winners if f.first_panorama is not None]
    assert panorama_w == pytest.approx(sum(firsts) / len(firsts))

    first_inn_w, _ = coins_into_inns(facts)[0]
    assert first_inn_w == pytest.approx(sum(f.inn_coins[0] for f in winners) / len(winners))

    crossroads = [f for f in facts if f.crossroads]
    for rate in crossroads_options(facts):
        takers = [f for f in crossroads if rate.option in f.options]
        assert (rate.seats, rate.wins, rate.games) == (
            len(takers),
            sum(f.won for f in takers),
            len(crossroads),
        )
