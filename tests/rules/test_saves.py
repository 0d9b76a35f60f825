"""Saved games (``Game.to_json``) from anywhere: the outer structure, the version, the set-up,
the rule numbers and every saved action are checked, and whatever is wrong is a ``SaveError``
naming the part; a save that loads, saves and loads back equal."""

from __future__ import annotations

import copy
import dataclasses
import json
import random

import pytest

from tokaido_nb.rules import OFFICIAL, Game, IllegalAction, Move
from tokaido_nb.rules.validation import SaveError


def played(steps: int = 25, **options) -> Game:
    game = Game(3, seed=4, **options)
    rng = random.Random(4)
    for _ in range(steps):
        game.play(rng.choice(game.legal_actions()))
    return game


@pytest.fixture
def save() -> dict:
    return played().to_json()


def refused(save, phrase: str, where: str | None = None) -> SaveError:
    with pytest.raises(SaveError) as caught:
        Game.from_json(save) if not isinstance(save, (str, bytes)) else Game.loads(save)
    assert phrase in str(caught.value), str(caught.value)
    if where is not None:
        assert caught.value.where == where, caught.value.where
    assert isinstance(caught.value, ValueError)
    return caught.value


def test_a_save_loads_back_equal(save):
    game = Game.from_json(save)
    assert Game.loads(game.dumps()) == game == played()


def test_another_version_is_refused(save):
    save["version"] = 99
    refused(save, "'version' is 99: this tokaido_nb reads saves of version 1", "version")
    save["version"] = True
    refused(save, "'version' is True")
    del save["version"]
    refused(save, "'version' is missing")


def test_something_else_than_a_save_is_refused():
    refused([1, 2], "a saved game is a JSON object, not a list")
    refused(
        {"format": "tokaido-record"}, "not a saved tokaido_nb game: 'format' is 'tokaido-record'"
    )


@pytest.mark.parametrize(
    ("change", "phrase", "where"),
    [
        (lambda s: s.pop("setup"), "'setup' is an object, not null", "setup"),
        (lambda s: s.update(extra=1), "unknown key 'extra' in the save", "extra"),
        (lambda s: s["setup"].update(players="4"), "'setup.players' is a whole number", None),
        (lambda s: s["setup"].update(seed=1.5), "'setup.seed' is a whole number", "setup.seed"),
        (lambda s: s["setup"].update(kyoto=[0.0, 1, 2]), "'setup.kyoto' is null or a list", None),
        (lambda s: s["setup"].update(names=[1, 2, 3]), "'setup.names' is null or a list", None),
        (lambda s: s["setup"].update(variants="gastronomy"), "'setup.variants' is a list", None),
        (lambda s: s["setup"].update(colour="red"), "unknown key 'colour' in 'setup'", None),
        (lambda s: s.update(actions={}), "'actions' is a list, not an object", "actions"),
        (lambda s: s["actions"].append(3), "'actions[25]' is an object, not the number 3", None),
        (lambda s: s["actions"][0].pop("action"), "'actions[0]' has no 'action'", None),
        (
            lambda s: s["actions"][0].update(action={"type": "fly"}),
            "'actions[0].action.type' is 'fly'",
            "actions[0].action.type",
        ),
        (
            lambda s: s["actions"][3].update(action={"type": "move", "to": [4]}),
            "'actions[3].action.to' is [4], which a move action cannot hold",
            None,
        ),
        (
            lambda s: s["actions"][3].update(action={"type": "move", "to": 4, "x": 1}),
            "unknown key 'x' in 'actions[3].action'",
            None,
        ),
        (
            lambda s: s["actions"][3].update(named={"meal": "dango"}),
            "Name the cards of the meal pile as a list",
            "actions[3].named.meal",
        ),
        (
            lambda s: s["actions"][3].update(pending={"dice": [6]}),
            "There is no pile called 'dice'",
            None,
        ),
        (
            lambda s: s.update(named={"hot_spring": [2.0]}),
            "2.0 is not a card of the hot spring pile",
            None,
        ),
    ],
)
def test_each_part_of_the_save_is_checked(save, change, phrase: str, where):
    change(save)
    refused(save, phrase, where)


def test_rule_numbers_in_a_save_are_checked(save):
    save["setup"]["rules"] = dict(OFFICIAL.to_json(), farm_coins=-10)
    refused(save, "farm_coins must be a whole number from 0 to 100, not -10", "setup")
    save["setup"]["rules"] = dict(OFFICIAL.to_json(), max_donation=6)
    refused(save, "max_donation must be a whole number from 1 to 3, not 6")
    save["setup"]["rules"] = dict(OFFICIAL.to_json(), meal_points=float("nan"))
    refused(save, "meal_points is nan")


def test_a_save_with_other_rules_loads_with_them():
    rules = dataclasses.replace(OFFICIAL, meal_points=8)
    game = played(rules=rules)
    assert Game.from_json(game.to_json()).rules == rules


def test_an_action_the_rules_refuse_names_its_number(save):
    save["actions"][5]["action"] = {"type": "move", "to": 54}
    refused(save, "saved action 6 cannot be replayed: ", "actions[5]")


def test_a_set_up_the_rules_refuse_is_a_save_error(save):
    save["setup"]["players"] = 9
    refused(save, "the saved set-up cannot be played: Tokaido is played by 2 to 5 players")


@pytest.mark.parametrize(
    ("text", "phrase"),
    [
        ("{", "not valid JSON"),
        ("[" * 5000 + "]" * 5000, "more than 16 deep"),
        ('{"format": "tokaido-nb-game", "format": "x"}', "the key 'format' appears twice"),
        ('{"version": ' + "1" * 5000 + "}", "a number of 5,000 digits"),
        (b"\xff", "it is not UTF-8 text"),
    ],
)
def test_text_that_is_no_save_is_refused_by_the_gate(text, phrase: str):
    refused(text, phrase)


def test_a_lone_surrogate_in_a_saved_name_is_refused(save):
    save["setup"]["names"] = ["A\ud800", "B", "C"]
    refused(save, "setup.names[0] holds a lone surrogate", "setup.names[0]")
    text = json.dumps(played().to_json()).replace('"names": null', '"names": ["\\ud800", "B", "C"]')
    refused(text, "holds a lone surrogate")


def test_a_game_takes_only_names_it_can_save():
    with pytest.raises(IllegalAction, match="cannot be used: it holds the control character"):
        Game(2, names=["Aiko\x1b[2J", "Ben"])
    with pytest.raises(IllegalAction, match="cannot be used: a name is text, not 1"):
        Game(2, names=[1, "Ben"])


def test_a_game_takes_only_whole_number_seeds():
    with pytest.raises(IllegalAction, match="A seed is a whole number"):
        Game(2, seed="abc")
    with pytest.raises(IllegalAction, match="A seed is a whole number"):
        Game(2, seed=True)


def test_a_loaded_game_undoes_like_the_one_saved(save):
    game = Game.from_json(copy.deepcopy(save))
    original = played()
    assert game.undo() == original.undo() and game == original


def test_a_failed_load_changes_nothing_in_a_game_held_elsewhere(save):
    game = Game.from_json(save)
    before = game.snapshot()
    bad = copy.deepcopy(save)
    bad["actions"][4]["action"] = {"type": "move", "to": 54}
    with pytest.raises(SaveError):
        Game.from_json(bad)
    game.play(game.legal_actions()[0]) if not game.is_over() else None
    assert game.snapshot() != before  # it still plays
    with pytest.raises(IllegalAction):
        game.play(Move(-1))
