"""The score sheet with Crossroads: the cards of every real Crossroads game and of random ones
give their scores, and a sheet no Crossroads table can leave is refused by name."""

from __future__ import annotations

import dataclasses
import random

import pytest

from tests.record.bundles import load_bundle
from tokaido_nb.record import read_record, replay
from tokaido_nb.scoresheet import (
    PlayerSheet,
    ScoreSheet,
    ScoreSheetError,
    check,
    score,
    sheet_from_game,
)
from tokaido_nb.simulate import play_game

from .test_cross_check_with_games import assert_sheet_matches

AIKO = PlayerSheet("Aiko", traveller="kinko")
BEA = PlayerSheet("Bea", traveller="satsuki")


def aiko(**fields) -> PlayerSheet:
    return dataclasses.replace(AIKO, **fields)


def bea(**fields) -> PlayerSheet:
    return dataclasses.replace(BEA, **fields)


@pytest.mark.parametrize(
    ("folder", "games"), [("bga-4p-crossroads", 199), ("bga-4p-crossroads-2020", 152)]
)
def test_every_real_crossroads_game_scores_the_same_from_its_sheet(folder, games):
    # cross.calligraphy_scoring, cross.legendary_collector, cross.calligraphy_chatterbox
    records = load_bundle(folder)
    assert len(records) == games
    for name, data in records.items():
        record = read_record(data)
        game = replay(record)
        result = score(sheet_from_game(game), record.rules)  # the 2020 games: the older scoring
        assert result.scores == list(record.result["scores"]), name
        assert list(result.breakdowns) == game.breakdowns(), name
        assert [sorted(a) for a in result.achievements] == [
            sorted(a) for a in game.achievements()
        ], name


@pytest.mark.parametrize("block", range(3))
def test_random_crossroads_games_at_two_to_five_players_score_the_same(block):
    for seed in range(block * 40, block * 40 + 40):
        rng = random.Random(seed)
        expansions = ["crossroads"] + (["new_encounters"] if rng.random() < 0.5 else [])
        game = play_game(rng.randint(2, 5), seed, expansions=expansions)
        assert_sheet_matches(game)


def test_crossroads_cards_count_for_collector_bather_and_chatterbox():
    # cross.legendary_collector, cross.bathhouse, cross.calligraphy_chatterbox
    rich = aiko(legendary=["murasame", "ema"], bathhouses=1, calligraphies=["nostalgia"])
    result = score(ScoreSheet([rich, bea(souvenirs={"food": 1})], crossroads=True))
    assert {"collector", "bather", "chatterbox"} <= set(result.achievements[0])
    assert result.breakdowns[0]["bathhouses"] == 4
    assert result.breakdowns[0]["legendary"] == 8
    # Nostalgia: 2 per legendary object, 1 per souvenir (none)
    assert result.breakdowns[0]["calligraphies"] == 4


# (sheet, player index, field, words the message must contain)
REFUSED = {
    "legendary object twice": (
        ScoreSheet([aiko(legendary=["shodo", "shodo"]), BEA], crossroads=True),
        0,
        "legendary",
        "Shodo is listed twice, but there is one Shodo card",
    ),
    "legendary object at two players": (
        ScoreSheet([aiko(legendary=["ema"]), bea(legendary=["ema"])], crossroads=True),
        0,
        "legendary",
        "the table holds 2 Ema cards",
    ),
    "calligraphy twice": (
        ScoreSheet([aiko(calligraphies=["fasting", "fasting"]), BEA], crossroads=True),
        0,
        "calligraphies",
        "Fasting is listed twice",
    ),
    "unknown legendary object": (
        ScoreSheet([aiko(legendary=["excalibur"]), BEA], crossroads=True),
        0,
        "legendary",
        "no legendary object 'excalibur'",
    ),
    "crossroads cards without crossroads": (
        ScoreSheet([aiko(cherry_trees=2), BEA]),
        0,
        "cherry_trees",
        "tick Crossroads",
    ),
    "crossroads traveller without crossroads": (
        ScoreSheet([aiko(traveller="jirocho"), BEA]),
        0,
        "traveller",
        "Jirocho is a Crossroads traveller: tick Crossroads",
    ),
    "seven cherry trees": (
        ScoreSheet([aiko(cherry_trees=4), bea(cherry_trees=3)], crossroads=True),
        0,
        "cherry_trees",
        "the table holds 7 cherry trees",
    ),
    "bathhouses beyond the hot springs": (
        ScoreSheet([aiko(bathhouses=7), BEA], crossroads=True),
        0,
        "bathhouses",
        "the road has 6 hot springs",
    ),
    "patience without arrival": (
        ScoreSheet([aiko(calligraphies=["patience"]), BEA], crossroads=True),
        0,
        "arrival",
        "enter this player's place",
    ),
    "two firsts at Edo": (
        ScoreSheet([aiko(arrival=1), bea(arrival=1)], crossroads=True),
        1,
        "arrival",
        "also arrived 1st",
    ),
    "an Itamae meal not among the meals": (
        ScoreSheet(
            [aiko(encounters=["itamae"], encounter_meals=["soba"]), BEA],
            crossroads=True,
            new_encounters=True,
        ),
        0,
        "encounter_meals",
        "Soba is not among this player's meals",
    ),
}


@pytest.mark.parametrize("case", sorted(REFUSED))
def test_an_impossible_crossroads_entry_is_refused_by_name(case):
    sheet, player, field, words = REFUSED[case]
    with pytest.raises(ScoreSheetError) as refused:
        check(sheet)
    assert refused.value.player == player and refused.value.field == field
    assert words in str(refused.value)
