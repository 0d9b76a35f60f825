"""Each decision is a small frozen value with named fields (game.pending); the old dict view
(game.context) still answers for one release, with a warning."""

from __future__ import annotations

import dataclasses
import random

import pytest

from tokaido_nb.rules import (
    Game,
    InnMeal,
    Move,
    NextStop,
    PanoramaChoice,
    TravellerDeal,
    VillageShop,
)
from tokaido_nb.rules.decisions import DECISION_ACTIONS, DECISIONS

from .scenarios import walk


def test_every_kind_of_decision_has_one_class_and_one_answer():
    assert set(DECISIONS) == {
        "traveller",
        "move",
        "donate",
        "buy",
        "keep_encounter",
        "panorama",
        "pay",
        "keep_meal",
        "eat",
        # Crossroads
        "option",
        "amulet",
        "legendary",
        "calligraphy",
        "play_amulet",
        "bet",
    }
    for kind, cls in DECISIONS.items():
        assert cls.kind == kind and DECISION_ACTIONS[kind] is cls.answer


def test_the_pending_decision_names_what_is_shown():
    game = Game(3, travellers=["kinko", "satsuki", "umegae"], kyoto=[1, 2, 0])
    assert game.pending == NextStop() and game.decision == "move"
    game.name_draws("souvenir", ["koma", "geta", "ukiyoe"])
    game.play(Move(1))
    assert game.pending == VillageShop(revealed=("koma", "geta", "ukiyoe"))
    assert game.decision == "buy"


def test_a_misspelt_field_is_an_error_not_a_missing_key():
    shop = VillageShop(revealed=("koma",))
    with pytest.raises(AttributeError):
        shop.reveal  # noqa: B018
    with pytest.raises(dataclasses.FrozenInstanceError):
        shop.revealed = ()  # type: ignore[misc]


def test_the_old_context_view_warns_and_gives_the_same_values():
    game = Game(3, seed=1)
    with pytest.warns(DeprecationWarning, match="Game.pending"):
        context = game.context
    assert isinstance(game.pending, TravellerDeal)
    assert context == {"dealt": list(game.pending.dealt)}


def test_a_panorama_choice_says_who_offers_it():  # traveller.hiroshige
    game = Game(3, travellers=["hiroshige", "kinko", "umegae"], kyoto=[1, 2, 0])
    walk(game, 0, 14)
    assert game.pending == PanoramaChoice("hiroshige", ("paddy", "mountain", "sea"), True)


def test_the_turn_log_holds_no_link_into_the_state():
    """A copy made at any decision is a plain copy: playing one never writes into the other."""
    chooser = random.Random(5)
    game = Game(4, travellers=["chuubei", "satsuki", "hiroshige", "yoshiyasu"], seed=9)
    checked = 0
    while not game.is_over():
        if game.decision != "move":
            twin = game.copy()
            before = game.snapshot()
            while not twin.is_over() and twin.decision != "move":
                twin.play(chooser.choice(twin.legal_actions()))
            assert game.snapshot() == before
            checked += 1
        game.play(chooser.choice(game.legal_actions()))
    assert checked > 20


def test_the_inn_hand_shown_is_a_tuple_of_the_hand():  # inn.choose
    game = Game(3, travellers=["kinko", "satsuki", "umegae"], kyoto=[1, 2, 0])
    game.name_draws("meal", ["dango", "tofu", "unagi", "sushi"])
    walk(game, 0, 14)
    assert game.pending == InnMeal(shown=("dango", "tofu", "unagi", "sushi"))
    assert list(game.pending.shown) == game.inn_hand
