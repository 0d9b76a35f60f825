"""Save and load, copy and undo: the same game back at every decision, and branches that stay apart.

These are not rules of Tokaido but promises of the engine (architecture: "The game saves to JSON
and loads back equal, at any decision"), checked over whole seeded journeys.
"""

from __future__ import annotations

import json
import random

import pytest

from tokaido_nb.rules import Buy, Eat, Game, IllegalAction, KeepMeal, Move
from tokaido_nb.rules.frozen import FrozenDict, FrozenList
from tokaido_nb.rules.state import TRAVELLER_FIELDS

from .scenarios import walk

CONFIGS = [
    pytest.param(2, (), (), id="2p"),
    pytest.param(3, ("gastronomy",), ("new_encounters",), id="3p-gastronomy-new"),
    pytest.param(4, (), (), id="4p"),
    pytest.param(5, ("preparations",), ("new_encounters",), id="5p-preparations-new"),
    pytest.param(4, ("return_trip", "initiatory"), (), id="4p-return-initiatory"),
    pytest.param(2, ("return_trip", "preparations"), ("new_encounters",), id="2p-return-prep"),
]


def journey(players, variants, expansions, seed):
    """Yield a seeded random game at each of its decisions, the deal included."""
    chooser = random.Random(seed)
    game = Game(players, variants=variants, expansions=expansions, seed=seed)
    while not game.is_over():
        yield game
        game.play(chooser.choice(game.legal_actions()))
    yield game


@pytest.mark.parametrize("players, variants, expansions", CONFIGS)
def test_a_saved_game_loads_back_equal_at_every_decision(players, variants, expansions):
    checked = 0
    for game in journey(players, variants, expansions, seed=players):
        loaded = Game.loads(game.dumps())
        assert loaded == game
        assert loaded.legal_actions() == game.legal_actions()
        checked += 1
    assert checked > 40
    assert loaded.is_over() and loaded.scores() == game.scores()


def test_a_saved_game_keeps_its_named_draws_and_edited_rules():
    import dataclasses

    from tokaido_nb.rules import OFFICIAL

    rules = dataclasses.replace(OFFICIAL, set_values=(1, 3, 6, 10))
    game = Game(3, variants=["initiatory"], kyoto=[2, 1, 0], rules=rules)
    game.name_draws("souvenir", ["koma", "manju", "geta"])
    game.play(Move(1))
    game.play(Buy(("koma", "manju", "geta")))
    game.name_draws("hot_spring", [3])  # named, not drawn yet
    loaded = Game.from_json(json.loads(json.dumps(game.to_json())))
    assert loaded == game
    assert loaded.rules == rules and loaded.scores()[0] == 1 + 3 + 6
    assert loaded.named_draws() == {"hot_spring": [3]}


def test_a_scripted_scenario_loads_back_equal_after_every_action():
    game = Game(3, travellers=["satsuki", "kinko", "yoshiyasu"], kyoto=[1, 0, 2])
    game.name_draws("encounter", ["samurai", "kuge"])
    game.play(Move(3))  # Yoshiyasu draws two
    assert Game.loads(game.dumps()) == game
    game.play(game.legal_actions()[0])
    game.name_draws("meal", ["sushi", "dango", "tofu", "unagi", "fugu"])
    walk(game, 0, 14)  # Satsuki's free sushi
    assert game.decision == "keep_meal"
    assert Game.loads(game.dumps()) == game
    game.play(KeepMeal(False))
    assert Game.loads(game.dumps()) == game
    game.play(Eat("dango"))
    assert Game.loads(game.dumps()) == game


@pytest.mark.parametrize("players, variants, expansions", CONFIGS)
def test_undo_restores_the_exact_previous_state(players, variants, expansions):
    chooser = random.Random(99)
    game = Game(players, variants=variants, expansions=expansions, seed=11)
    undone = 0
    while not game.is_over():
        before = game.snapshot()
        action = chooser.choice(game.legal_actions())
        game.play(action)
        after = game.snapshot()
        assert game.undo() == action
        assert game.snapshot() == before
        game.play(action)  # the same action again gives the same game: chance is replayed
        assert game.snapshot() == after
        undone += 1
    assert undone > 40


def test_undo_after_the_end_reopens_the_journey():
    game = Game(2, travellers=["kinko", "umegae"], seed=4)
    chooser = random.Random(4)
    while not game.is_over():
        game.play(chooser.choice(game.legal_actions()))
    game.undo()
    assert not game.is_over() and game.legal_actions()


def test_a_copy_is_equal_and_independent():
    game = Game(4, travellers=["kinko", "umegae", "hirotada", "satsuki"], seed=5)
    game.play(game.legal_actions()[3])
    branch = game.copy()
    assert branch == game
    before = game.snapshot()
    chooser = random.Random(1)
    for _ in range(30):
        branch.play(chooser.choice(branch.legal_actions()))
    with branch.edit() as state:  # a scenario set up by hand on the branch alone
        state.travellers[0].coins += 100
        state.piles["meal"].clear()
    branch.name_draws("hot_spring", [2])
    assert game.snapshot() == before
    assert branch != game


@pytest.mark.parametrize("players, variants, expansions", CONFIGS[:3])
def test_a_copy_plays_on_exactly_like_the_original(players, variants, expansions):
    for number, game in enumerate(journey(players, variants, expansions, seed=21)):
        if number % 7 or game.is_over():
            continue
        branch = game.copy()
        chooser_a, chooser_b = random.Random(number), random.Random(number)
        original = Game.loads(game.dumps())  # leave the journey's own game alone
        for _ in range(12):
            if original.is_over():
                break
            original.play(chooser_a.choice(original.legal_actions()))
            branch.play(chooser_b.choice(branch.legal_actions()))
        assert branch == original


def test_the_same_seed_and_choices_give_the_same_game():
    def play(seed):
        chooser = random.Random(seed)
        game = Game(5, variants=["gastronomy"], expansions=["new_encounters"], seed=seed)
        while not game.is_over():
            game.play(chooser.choice(game.legal_actions()))
        return game

    assert play(8) == play(8)
    assert play(8).snapshot() != play(9).snapshot()


def test_a_refused_named_draw_leaves_the_game_as_it_was():  # chance.unavailable
    game = Game(3, variants=["initiatory"], kyoto=[2, 1, 0])
    game.name_draws("souvenir", ["koma", "manju", "geta"])
    game.play(Move(1))
    game.play(Buy(("koma",)))
    game.name_draws("encounter", ["shokunin"])
    game.name_draws("souvenir", ["koma"])  # already bought: not in the pile any more
    before = game.snapshot()
    with pytest.raises(IllegalAction) as error:
        game.play(Move(3))
    assert error.value.rule == "chance.unavailable"
    assert game.snapshot() == before


def test_a_traveller_copy_holds_every_field_and_shares_only_read_only_lists():
    game = Game(4, travellers=["kinko", "umegae", "hirotada", "satsuki"], seed=5)
    chooser = random.Random(3)
    for _ in range(40):
        game.play(chooser.choice(game.legal_actions()))
    for t in game.travellers:
        twin = t.copy()
        for name in TRAVELLER_FIELDS:
            assert getattr(twin, name) == getattr(t, name), name
            if isinstance(getattr(t, name), (list, dict)):  # shared, as neither can change
                assert isinstance(getattr(t, name), (FrozenList, FrozenDict)), name
        twin.coins += 1  # a copy is the caller's own, and writable
        assert twin.coins == t.coins + 1


def test_undo_takes_back_from_the_stack_without_replaying_the_game(monkeypatch):
    game = Game(4, travellers=["kinko", "umegae", "hirotada", "satsuki"], seed=5)
    chooser = random.Random(2)
    snapshots = []
    for _ in range(60):
        snapshots.append(game.snapshot())
        game.play(chooser.choice(game.legal_actions()))

    def no_replay(*args, **kwargs):
        raise AssertionError("undo rebuilt the game from its saved actions")

    monkeypatch.setattr(Game, "from_json", no_replay)
    monkeypatch.setattr(Game, "play", no_replay)
    while snapshots:
        game.undo()
        assert game.snapshot() == snapshots.pop()


def test_a_copy_and_its_original_undo_and_play_apart():
    game = Game(3, variants=["gastronomy"], expansions=["new_encounters"], seed=8)
    chooser = random.Random(8)
    for _ in range(45):
        game.play(chooser.choice(game.legal_actions()))
    branch = game.copy()
    kept = game.snapshot()
    for _ in range(10):
        branch.undo()
    for _ in range(20):
        branch.play(random.Random(len(branch.history)).choice(branch.legal_actions()))
    assert game.snapshot() == kept
    game.undo()
    game.undo()
    assert branch.snapshot() != game.snapshot()
    replayed = Game.loads(branch.dumps())
    assert replayed == branch


@pytest.mark.parametrize(
    "players, expansions", [(2, []), (4, ["new_encounters"]), (3, ["crossroads"])]
)
def test_during_the_journey_each_players_score_is_their_travellers_own(players, expansions):
    """``Game.scores()`` so far are the ``Traveller.score`` of the players' travellers (the
    coach reads one traveller's rather than scoring the table); the awards come at the end."""
    game = Game(players, seed=9, expansions=expansions)
    chooser = random.Random(9)
    while not game.is_over():
        assert game.scores() == [t.score for t in game.travellers[: game.players]]
        game.play(chooser.choice(game.legal_actions()))
    assert game.scores() != [t.score for t in game.travellers[: game.players]]
