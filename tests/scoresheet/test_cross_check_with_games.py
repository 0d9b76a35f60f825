"""The strongest check of the score sheet: the cards of finished games give the games' scores.

Each random game is played to Edo by the rules core; each player's cards are entered into a
sheet as a person would count them on a real table (``sheet_from_game``), and the sheet must give
exactly ``game.scores()``, ``game.breakdowns()``, the achievements and the ranks.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from tests.sizes import sized
from tokaido_nb.rules import OFFICIAL
from tokaido_nb.rules.data import VARIANTS
from tokaido_nb.scoresheet import check, score, sheet_from_game
from tokaido_nb.simulate import play_game


def random_setup(seed: int) -> dict:
    rng = random.Random(seed)
    return {
        "players": rng.randint(2, 5),
        "variants": [v for v in VARIANTS if rng.random() < 0.3],
        "expansions": ["new_encounters"] if rng.random() < 0.5 else [],
    }


def assert_sheet_matches(game, rules=OFFICIAL) -> None:
    sheet = sheet_from_game(game)
    check(sheet, rules)
    result = score(sheet, rules)
    assert list(result.breakdowns) == game.breakdowns()
    assert result.scores == game.scores()
    assert [sorted(a) for a in result.achievements] == [sorted(a) for a in game.achievements()]
    assert list(result.ranks) == game.ranks()
    assert result.winners == game.winners()
    assert list(result.coins) == game.result()["coins"]


@pytest.mark.parametrize("block", range(10))
def test_the_sheet_of_a_finished_game_gives_its_scores(block):
    for seed in range(block * 100, block * 100 + 100):
        setup = random_setup(seed)
        game = play_game(
            setup["players"], seed, variants=setup["variants"], expansions=setup["expansions"]
        )
        assert_sheet_matches(game)


def test_the_sheet_follows_edited_rules():
    rules = dataclasses.replace(
        OFFICIAL,
        set_values=(2, 4, 6, 10),
        temple_awards=(12, 8),
        temple_other_award=1,
        achievement_points=4,
        meal_points=7,
        samurai_points=5,
        miko_points=2,
        mitsukuni_bonus=2,
        umegae_points=2,
        takuhatsuso_points=6,
    )
    for seed in range(300):
        setup = random_setup(seed)
        game = play_game(setup["players"], seed, expansions=["new_encounters"], rules=rules)
        assert_sheet_matches(game, rules)


def test_every_traveller_is_checked_in_some_game():
    seen = set()
    for seed in range(200):
        game = play_game(5, seed)
        seen.update(t.key for t in game.travellers)
        assert_sheet_matches(game)
    assert len(seen) == 10


def test_the_random_games_reach_the_rare_entries():
    """The games above do meet what a sheet derives with care (so the check proves something)."""
    seen = set()
    for seed in range(400):
        setup = random_setup(seed)
        game = play_game(
            setup["players"], seed, variants=setup["variants"], expansions=setup["expansions"]
        )
        sheet = sheet_from_game(game)
        for p in sheet.players:
            seen.add("takuhatsuso paid" if p.takuhatsuso_paid else None)
            seen.add("miko" if "miko" in p.encounters else None)
            seen.add(p.traveller if p.traveller in ("mitsukuni", "umegae", "hirotada") else None)
            seen.add("initiatory" if p.traveller is None else None)
        seen.add("neutral coins" if sheet.neutral_temple_coins else None)
        scores = sorted(game.scores())
        seen.add("tie on points" if scores[-1] == scores[-2] else None)
    assert seen - {None} == {
        "takuhatsuso paid",
        "miko",
        "mitsukuni",
        "umegae",
        "hirotada",
        "initiatory",
        "neutral coins",
        "tie on points",
    }


@pytest.mark.slow
def test_random_games_sheets_match_their_scores():
    """10,000 random games' sheets (1,000 in a plain run; tests/sizes.py)."""
    for seed in range(sized(1_000, 10_000)):
        setup = random_setup(seed)
        game = play_game(
            setup["players"], seed, variants=setup["variants"], expansions=setup["expansions"]
        )
        assert_sheet_matches(game)
