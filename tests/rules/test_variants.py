"""The variants of the rulebook: initiatory journey, return trip, gastronomy, preparations."""

from __future__ import annotations

import random

import pytest

from tokaido_nb.rules import Eat, Game, Move, TakePanorama

from .scenarios import finish, settle, walk


def test_the_initiatory_journey_has_no_travellers_and_seven_coins_each():  # variant.initiatory
    game = Game(4, variants=["initiatory"])  # no travellers given, and none dealt
    assert game.decision == "move"
    assert [t.key for t in game.travellers] == [None] * 4
    assert [t.coins for t in game.travellers] == [7] * 4


def test_the_initiatory_journey_ignores_powers():  # variant.initiatory
    game = Game(3, variants=["initiatory"], kyoto=[2, 1, 0])
    game.play(Move(14))  # no Hiroshige, Chuubei or Satsuki question
    assert game.decision == "eat"


def test_the_return_trip_starts_at_edo_and_walks_towards_kyoto():  # variant.return_trip
    game = Game(3, travellers=["hiroshige", "kinko", "umegae"], kyoto=[2, 1, 0])
    back = Game(
        3, travellers=["hiroshige", "kinko", "umegae"], kyoto=[2, 1, 0], variants=["return_trip"]
    )
    assert game.position(0) == 0 and back.position(0) == 54
    assert sorted(back.legal_stops()) == list(range(41, 54))


def test_the_return_trip_meets_the_inns_in_reverse_order():  # variant.return_trip
    game = Game(
        3, travellers=["hiroshige", "kinko", "umegae"], kyoto=[2, 1, 0], variants=["return_trip"]
    )
    decisions = []
    for inn in (41, 27, 14, 0):
        walk(game, 0, inn)
        decisions.append(game.decision)
        settle(game)
    # Hiroshige paints at the three inns on the way; Kyoto is now the end, with a meal.
    assert decisions == ["panorama", "panorama", "panorama", "eat"]
    finish(game)
    assert game.is_over()
    assert all(game.position(i) == 0 for i in range(3))


def test_the_return_trip_reads_the_board_backwards():  # variant.return_trip
    game = Game(
        3, travellers=["hiroshige", "kinko", "umegae"], kyoto=[2, 1, 0], variants=["return_trip"]
    )
    game.name_draws("hot_spring", [3])
    game.play(Move(48))  # a hot spring, six steps from Edo
    assert game.travellers[0].hot_springs == [3]
    assert game.travellers[0].progress == 6
    walk(game, 0, 41)
    game.play(TakePanorama("sea"))
    game.play(Eat(None))
    settle(game)
    walk(game, 0, 39)  # a sea space just past the inn
    assert game.travellers[0].panoramas["sea"] == 2


@pytest.mark.parametrize("players", [3, 4, 5])
def test_gastronomy_deals_as_many_meals_as_players(players):  # variant.gastronomy
    kyoto = list(range(players))[::-1]
    game = Game(players, variants=["initiatory", "gastronomy"], kyoto=kyoto)
    game.play(Move(14))
    assert len(list(game.pending.shown)) == players


@pytest.mark.parametrize(
    "players, bonus",
    [(5, [2, 1, 0, -1, -1]), (4, [2, 1, 0, -1]), (3, [2, 1, 0])],
)
def test_preparations_adjust_coins_by_the_kyoto_line(players, bonus):  # variant.preparations
    kyoto = [2, 0, 1, 4, 3][:players] if players == 5 else list(range(players))[::-1]
    game = Game(players, variants=["initiatory", "preparations"], kyoto=kyoto)
    # The first listed is nearest the road (+2) and leaves last; the last listed leaves first.
    coins = [game.travellers[i].coins for i in kyoto]
    assert coins == [7 + b for b in bonus]


def test_preparations_apply_to_the_printed_coins():  # variant.preparations
    game = Game(
        3, travellers=["satsuki", "kinko", "umegae"], kyoto=[1, 2, 0], variants=["preparations"]
    )
    assert [t.coins for t in game.travellers] == [2 + 0, 7 + 2, 5 + 1]


def test_preparations_with_two_players_count_the_neutral_travellers_slot():
    """variant.preparations, (h)7: the neutral takes a slot of the line (found, not ruled)."""
    game = Game(2, travellers=["satsuki", "kinko"], kyoto=[2, 0, 1], variants=["preparations"])
    assert [t.coins for t in game.travellers[:2]] == [2 + 1, 7 + 0]


@pytest.mark.parametrize("seed", range(6))
def test_every_variant_combines_with_every_other(seed):
    """variant.initiatory, variant.return_trip, variant.gastronomy, variant.preparations."""
    chooser = random.Random(seed)
    players = 2 + seed % 4
    variants = ["return_trip", "gastronomy", "preparations"]
    if seed % 2:
        variants.append("initiatory")
    game = Game(players, variants=variants, expansions=["new_encounters"], seed=seed)
    steps = 0
    while not game.is_over():
        game.play(chooser.choice(game.legal_actions()))
        steps += 1
    assert steps < 400
    assert all(game.position(i) == 0 for i in range(len(game.travellers)))
