"""Actions, players and named cards of the wrong kind are refused as ``action.malformed``, and
the game is left exactly as it was: never a TypeError or a KeyError, never a float score."""

from __future__ import annotations

import random

import pytest

from tokaido_nb.rules import (
    Buy,
    Donate,
    Eat,
    Game,
    IllegalAction,
    KeepEncounter,
    Move,
    Pay,
    TakePanorama,
)


class Whole(int):
    """An int subclass: equal to 1, hashing like 1, yet not a plain whole number."""


def start() -> Game:
    return Game(4, travellers=["kinko", "hirotada", "umegae", "chuubei"], kyoto=[0, 1, 2, 3])


def at(decision: str, seed: int = 1) -> Game:
    game = start()
    rng = random.Random(seed)
    while game.decision != decision:
        game.play(rng.choice(game.legal_actions()))
    return game


def refused_unchanged(game: Game, act, phrase: str) -> IllegalAction:
    before = game.snapshot()
    with pytest.raises(IllegalAction) as caught:
        act(game)
    assert caught.value.rule == "action.malformed", caught.value.rule
    assert phrase in str(caught.value), str(caught.value)
    assert game.snapshot() == before, "the refusal changed the game"
    return caught.value


def test_a_move_built_with_an_int_subclass_is_malformed_not_a_key_error():
    game = start()
    refused_unchanged(game, lambda g: g.play(Move(Whole(1))), "1 (of type Whole) is not on it")
    game.play(Move(1))  # the plain number is fine


@pytest.mark.parametrize("meal", [["dango"], {"dango": 1}, ("dango",), 3, True])
def test_a_meal_of_the_wrong_kind_is_malformed_not_a_type_error(meal):
    game = at("eat")
    refused_unchanged(game, lambda g: g.play(Eat(meal)), "is not a meal of Tokaido")


def test_a_donation_with_an_int_subclass_or_a_non_flag_bank_coin_is_malformed():
    game = at("donate")
    refused_unchanged(game, lambda g: g.play(Donate(Whole(1))), "a whole number of coins")
    refused_unchanged(
        game, lambda g: g.play(Donate(1, 0)), "Hirotada's bank coin is given or not: True or False"
    )


@pytest.mark.parametrize(
    ("action", "phrase"),
    [
        (Buy(("koma",), ["geta"]), "Zen-emon's one-coin souvenir is one card name, or None"),
        (Buy((["koma"],)), "tuple of card names"),
        (TakePanorama(["sea"]), "is not a panorama"),
        (KeepEncounter({"card": "kuge"}), "is not an encounter card"),
        (Pay(Whole(1)), "True or False"),
    ],
)
def test_other_fields_of_the_wrong_kind_are_malformed(action, phrase: str):
    game = start()
    refused_unchanged(game, lambda g: g.play(action), phrase)


def test_a_huge_number_anywhere_is_refused_in_words():
    game = start()
    refused_unchanged(game, lambda g: g.play(Move(10**5000)), "a whole number of 5001 digits")
    refused_unchanged(game, lambda g: g.play(10**5000), "is not a Tokaido action")
    refused_unchanged(game, lambda g: g.play(Move(1), player=10**5000), "There is no player")


@pytest.mark.parametrize("player", [True, False, 1.0, "1", Whole(3), -1, 4, None.__class__])
def test_a_player_that_is_not_a_player_index_is_malformed(player):
    game = start()
    mover = game.to_move
    refused_unchanged(game, lambda g: g.play(Move(1), player=player), "players are numbered 0 to 3")
    game.play(Move(1), player=mover)


def test_player_true_is_not_player_one():
    game = Game(4, travellers=["kinko", "hirotada", "umegae", "chuubei"], kyoto=[2, 3, 0, 1])
    assert game.to_move == 1
    refused_unchanged(game, lambda g: g.play(Move(1), player=True), "There is no player True")


@pytest.mark.parametrize(
    ("pile", "cards", "phrase"),
    [
        ("hot_spring", [2.0], "2.0 is not a card of the hot spring pile"),
        ("hot_spring", [True], "True is not a card of the hot spring pile"),
        ("hot_spring", [[2]], "[2] is not a card of the hot spring pile"),
        ("meal", [["dango"]], "['dango'] is not a card of the meal pile"),
        ("meal", "dango", "Name the cards of the meal pile as a list"),
        ("meal", None, "Name the cards of the meal pile as a list"),
        (["meal"], ["dango"], "There is no pile called ['meal']"),
        ("souvenir", [Whole(1)], "is not a card of the souvenir pile"),
    ],
)
def test_named_cards_of_the_wrong_kind_are_malformed(pile, cards, phrase: str):
    game = start()
    refused_unchanged(game, lambda g: g.name_draws(pile, cards), phrase)
    assert game.named_draws() == {}


def test_a_hot_spring_named_as_a_float_cannot_make_a_score_a_float():
    game = Game(3, travellers=["kinko", "umegae", "satsuki"], kyoto=[0, 1, 2])
    with pytest.raises(IllegalAction):
        game.name_draws("hot_spring", [2.0])
    game.name_draws("hot_spring", [3])
    game.play(Move(5))  # a hot spring
    assert game.scores() == [0, 0, 3] and all(type(s) is int for s in game.scores())
