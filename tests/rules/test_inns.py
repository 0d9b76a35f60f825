"""Inns: the meal hand, choosing a meal, and what becomes of the meals nobody ate."""

from __future__ import annotations

import dataclasses

import pytest

from tokaido_nb.rules import OFFICIAL, Eat, Game, Move

from .scenarios import settle, walk


def plain_game(players: int = 3, **kwargs) -> Game:
    """A journey without powers where traveller 0 moves first, 1 second, and so on."""
    kyoto = list(range(players))[::-1]
    return Game(players, variants=["initiatory"], kyoto=kyoto, **kwargs)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_first_arrival_draws_players_plus_one_meals(players):  # inn.hand
    game = plain_game(players)
    top = game.piles["meal"][-(players + 1) :][::-1]
    game.play(Move(14))
    assert game.decision == "eat"
    assert list(game.pending.shown) == top
    assert len(game.piles["meal"]) == 25 - (players + 1)


def test_later_arrivals_choose_from_what_is_left():  # inn.choose
    game = plain_game()
    game.name_draws("meal", ["dango", "tofu", "unagi", "sushi"])
    game.play(Move(14))
    game.play(Eat("tofu"))
    assert game.travellers[0].coins == 7 - 2
    game.play(Move(14))
    assert list(game.pending.shown) == ["dango", "unagi", "sushi"]
    assert set(game.legal_actions()) == {Eat(None), Eat("dango"), Eat("unagi"), Eat("sushi")}
    game.play(Eat("unagi"))
    assert game.travellers[1].coins == 7 - 3
    assert game.inn_hand == ["dango", "sushi"]


def test_a_meal_must_be_affordable():  # inn.choose
    poor = dataclasses.replace(OFFICIAL, initiatory_coins=2)
    game = plain_game(rules=poor)
    game.name_draws("meal", ["dango", "tofu", "unagi", "sushi"])
    game.play(Move(14))
    assert set(game.legal_actions()) == {Eat(None), Eat("dango"), Eat("tofu"), Eat("sushi")}


def test_buying_a_meal_is_optional():  # inn.optional
    game = plain_game()
    game.play(Move(14))
    assert Eat(None) in game.legal_actions()
    game.play(Eat(None))
    assert game.travellers[0].meals == [] and game.travellers[0].coins == 7


def test_a_traveller_without_coins_may_only_go_hungry():  # inn.optional
    game = plain_game(rules=dataclasses.replace(OFFICIAL, initiatory_coins=0))
    game.play(Move(14))
    assert game.legal_actions() == [Eat(None)]


def test_one_meal_per_inn():  # inn.one
    game = plain_game()
    game.name_draws("meal", ["dango", "tofu", "unagi", "sushi"])
    game.play(Move(14))
    game.play(Eat("dango"))
    assert game.decision == "move" and game.actor == 1  # the next traveller, no second meal
    assert game.travellers[0].meals == ["dango"]


def test_never_the_same_specialty_twice():  # inn.no_repeat
    game = plain_game()
    game.name_draws("meal", ["dango", "tofu", "unagi", "sushi"])
    game.play(Move(14))
    game.play(Eat("dango"))
    settle(game)
    game.name_draws("meal", ["dango", "soba", "fugu", "udon"])
    walk(game, 0, 27)
    assert list(game.pending.shown) == ["dango", "soba", "fugu", "udon"]
    assert Eat("dango") not in game.legal_actions()
    assert Eat("soba") in game.legal_actions()


@pytest.mark.parametrize("meal", ["dango", "tofu", "unagi"])
def test_every_meal_is_worth_six_points(meal):  # inn.points
    game = plain_game()
    game.name_draws("meal", ["dango", "tofu", "unagi", "sushi"])
    game.play(Move(14))
    game.play(Eat(meal))
    assert game.travellers[0].points["meals"] == 6 == game.scores()[0]


def test_uneaten_meals_go_under_the_pile_once_everyone_has_arrived():  # inn.under
    game = plain_game()
    game.name_draws("meal", ["dango", "tofu", "unagi", "sushi"])
    game.play(Move(14))
    game.play(Eat("tofu"))
    game.play(Move(14))
    game.play(Eat(None))
    assert game.inn_hand == ["dango", "unagi", "sushi"]  # still on the table
    assert len(game.piles["meal"]) == 21
    game.play(Move(14))
    game.play(Eat("sushi"))
    assert game.inn_hand is None
    assert sorted(game.piles["meal"][:2]) == ["dango", "unagi"]
    assert len(game.piles["meal"]) == 23


def test_no_meal_at_kyoto():  # inn.kyoto
    game = Game(3, travellers=["satsuki", "kinko", "hiroshige"], kyoto=[2, 1, 0])
    assert game.decision == "move"
    assert game.inn_hand is None
    assert len(game.piles["meal"]) == 25
    assert all(t.meals == [] for t in game.travellers)
    assert all(Eat(None) != action for action in game.legal_actions())
