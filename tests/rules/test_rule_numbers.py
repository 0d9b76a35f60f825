"""Every number of ``Rules`` is checked when the rules are made (``Rules(...)``,
``dataclasses.replace``, ``Rules.from_json``): a value of the wrong kind or out of its range is a
``RulesError`` naming the field and its range, so no game runs with negative farm coins, NaN
points or too short a list of set values."""

from __future__ import annotations

import dataclasses
import math

import pytest

from tokaido_nb.rules import OFFICIAL, Game, Rules
from tokaido_nb.rules.config import RulesError

FIELDS = [f.name for f in dataclasses.fields(Rules)]


def refused(phrase: str, **change) -> RulesError:
    with pytest.raises(RulesError) as caught:
        dataclasses.replace(OFFICIAL, **change)
    (field,) = change
    assert caught.value.field == field
    assert str(caught.value).startswith(field), str(caught.value)
    assert phrase in str(caught.value), str(caught.value)
    assert isinstance(caught.value, ValueError)
    return caught.value


@pytest.mark.parametrize("field", FIELDS)
def test_every_official_number_is_within_its_range(field: str):
    assert Rules.from_json(OFFICIAL.to_json()) == OFFICIAL
    value = getattr(OFFICIAL, field)
    assert dataclasses.replace(OFFICIAL, **{field: value}) == OFFICIAL


@pytest.mark.parametrize("field", FIELDS)
@pytest.mark.parametrize("bad", ["3", None, 2.5, math.nan, math.inf, True, [None], {"x": "y"}])
def test_every_field_refuses_a_value_of_the_wrong_kind(field: str, bad):
    if bad is True and isinstance(getattr(OFFICIAL, field), bool):
        bad = 1  # a rule that is on or off takes True; a number is the wrong kind there
    refused("must", **{field: bad})


def test_the_older_online_scoring_is_a_rule_that_is_on_or_off():
    older = Rules(later_legendary_bonus=False)
    assert Rules.from_json(older.to_json()) == older != OFFICIAL
    refused("later_legendary_bonus must be true or false, not 0", later_legendary_bonus=0)


@pytest.mark.parametrize(
    ("field", "value", "phrase"),
    [
        ("farm_coins", -10, "farm_coins must be a whole number from 0 to 100, not -10"),
        ("meal_points", 101, "meal_points must be a whole number from 0 to 100, not 101"),
        ("max_donation", 6, "max_donation must be a whole number from 1 to 3, not 6"),
        ("max_donation", 0, "from 1 to 3, not 0"),
        ("kinko_discount", 4, "kinko_discount must be a whole number from 0 to 3"),
        ("set_values", (1, 3), "set_values must list 4 whole numbers, each from 0 to 100"),
        ("set_values", (1, 3, 5, -7), "; -7 is not one"),
        ("temple_awards", (10, 7, 4, 2, 1, 1), "temple_awards must list 0 to 5 whole numbers"),
        ("preparations_bonus", (), "preparations_bonus must list 1 to 5 whole numbers"),
        ("panorama_lengths", {"paddy": 3, "mountain": 4}, "; sea is missing"),
        ("panorama_lengths", {"paddy": 0, "mountain": 4, "sea": 5}, "; paddy is 0"),
        ("panorama_lengths", 5, "to each of paddy, mountain, sea, not 5"),
        ("starting_coins", {**OFFICIAL.starting_coins, "eriku": 3}, "'eriku' is not one"),
        ("starting_coins", [1], "must give a whole number from 0 to 100 to each of hiroshige"),
        # Crossroads
        ("die_multipliers", {"x0": 0, "x1": 1, "x2": 2, "x3": 3}, "; x4 is missing"),
        ("legendary_prices", {**OFFICIAL.legendary_prices, "shodo": -1}, "; shodo is -1"),
        ("patience_points", (6, 4), "patience_points must list 3 whole numbers"),
        ("gaming_room_bet", 2.5, "gaming_room_bet must be a whole number from 0 to 20"),
        ("starting_coins", {**OFFICIAL.starting_coins, "kita": -4}, "; kita is -4"),
    ],
)
def test_a_number_out_of_range_is_refused_with_its_field_and_range(field, value, phrase):
    refused(phrase, **{field: value})


def test_a_number_too_long_to_print_is_refused_in_words():
    refused("not a whole number of 5001 digits", meal_points=10**5000)
    refused("; a whole number of 5001 digits is not one", set_values=(1, 3, 5, 10**5000))


def test_from_json_goes_through_the_same_checks():
    with pytest.raises(RulesError, match="farm_coins must be a whole number from 0 to 100"):
        Rules.from_json({**OFFICIAL.to_json(), "farm_coins": -10})
    with pytest.raises(RulesError, match="unknown rule settings: colour"):
        Rules.from_json({"colour": 1})
    with pytest.raises(RulesError, match="rule numbers are a JSON object, not"):
        Rules.from_json([1, 2])


def test_lists_and_dicts_are_kept_as_frozen_values():
    rules = Rules(set_values=[1, 3, 6, 10], panorama_lengths={"paddy": 2, "mountain": 3, "sea": 4})
    assert rules.set_values == (1, 3, 6, 10)
    with pytest.raises(TypeError):
        rules.panorama_lengths["sea"] = 9  # read-only, like the official one
    assert Rules.from_json(rules.to_json()) == rules


def test_the_limits_themselves_are_allowed_and_play():
    rules = dataclasses.replace(
        OFFICIAL,
        farm_coins=0,
        meal_points=100,
        max_donation=1,
        set_values=(0, 0, 0, 100),
        temple_awards=(),
        preparations_bonus=(-100,),
        panorama_lengths={"paddy": 1, "mountain": 10, "sea": 10},
    )
    game = Game(3, seed=2, rules=rules, variants=["preparations"])
    while not game.is_over():
        game.play(game.legal_actions()[-1])
    assert all(type(score) is int for score in game.scores())
    assert all(t.coins >= 0 for t in game.travellers)
