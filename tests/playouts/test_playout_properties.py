"""Whole-game properties of random playouts: determinism, undo, copies, save and load.

The same seed and the same choices give the same game; different seeds give different games;
undo after any step gives back the state before it; a copy is a branch of its own.
"""

from __future__ import annotations

import pytest

from tokaido_nb.rules import Game, IllegalAction
from tokaido_nb.simulate import RandomBot, bot_seed, play_game

SETUPS = [
    (2, (), ("new_encounters",)),
    (3, ("preparations",), ()),
    (4, ("return_trip", "gastronomy"), ("new_encounters",)),
    (5, (), ()),
    (4, ("initiatory",), ()),
    (3, ("gastronomy",), ("crossroads",)),
    (5, ("preparations",), ("crossroads", "new_encounters")),
    (2, ("return_trip",), ("crossroads",)),
]


@pytest.mark.parametrize("players, variants, expansions", SETUPS)
def test_the_same_seed_and_choices_give_the_same_game(players, variants, expansions):
    """Determinism: two games from one seed, played by bots with one seed, are equal."""
    first = play_game(players, 42, variants=variants, expansions=expansions)
    second = play_game(players, 42, variants=variants, expansions=expansions)
    assert first == second
    assert first.to_json() == second.to_json()
    assert first.result() == second.result()


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_different_seeds_give_different_games(players):
    """Twenty seeds, twenty different games (set-up, draws and choices all differ)."""
    games = [play_game(players, seed) for seed in range(20)]
    histories = {repr([action for action, _ in game.history]) for game in games}
    assert len(histories) == 20


def test_the_game_seed_alone_changes_the_cards():
    """With the same bots' choices seeded alike, another game seed still deals other cards."""
    bots = [RandomBot(seat) for seat in range(3)]
    first = play_game(3, 1, bots)
    bots = [RandomBot(seat) for seat in range(3)]
    second = play_game(3, 2, bots)
    assert first.turns != second.turns


@pytest.mark.parametrize("players, variants, expansions", SETUPS)
def test_undo_after_each_step_gives_back_the_previous_state(players, variants, expansions):
    """Undo takes back exactly one action: the snapshot before it, then the same step again."""
    game = Game(players, seed=7, variants=variants, expansions=expansions)
    bots = [RandomBot(bot_seed(7, seat)) for seat in range(players)]
    steps = 0
    while not game.is_over() and steps < 80:  # undo replays the game: keep it short
        before = game.snapshot()
        action = bots[game.to_move](game)
        game.play(action)
        after = game.snapshot()
        assert game.undo() == action
        assert game.snapshot() == before
        game.play(action)  # the generator was restored too, so the same step follows
        assert game.snapshot() == after
        steps += 1
    assert steps >= 40


def test_undo_at_the_start_is_refused():
    """There is nothing to undo before the first action."""
    with pytest.raises(IllegalAction, match="nothing to undo"):
        Game(3, seed=1).undo()


@pytest.mark.parametrize("players, variants, expansions", SETUPS)
def test_copies_are_independent_branches(players, variants, expansions):
    """A copy equals its game, and playing either one to its end leaves the other as it was."""
    game = Game(players, seed=11, variants=variants, expansions=expansions)
    bot = RandomBot(3)
    for _ in range(30):
        game.play(bot(game))
    branch = game.copy()
    assert branch == game
    kept = game.snapshot()
    other_bot = RandomBot(4)
    while not branch.is_over():
        branch.play(other_bot(branch))
    assert game.snapshot() == kept
    branch_end = branch.snapshot()
    while not game.is_over():
        game.play(bot(game))
    assert branch.snapshot() == branch_end
    assert game != branch


@pytest.mark.parametrize("players, variants, expansions", SETUPS)
def test_a_finished_game_loads_back_equal_and_plays_on_alike(players, variants, expansions):
    """Save and load mid-game: the loaded game and the original continue identically."""
    game = Game(players, seed=5, variants=variants, expansions=expansions)
    bot = RandomBot(5)
    for _ in range(25):
        game.play(bot(game))
    loaded = Game.loads(game.dumps())
    assert loaded == game
    twin = RandomBot(6)
    twin_copy = RandomBot(6)
    while not game.is_over():
        game.play(twin(game))
        loaded.play(twin_copy(loaded))
    assert loaded == game
    assert loaded.result() == game.result()


@pytest.mark.parametrize("players", [2, 4, 5])
def test_a_copy_taken_in_the_middle_of_a_turn_finishes_like_the_game(players):
    """Copies taken while a decision writes into its turn (a panorama, a payment, a meal, a
    purchase) play on exactly like the original, turn records included."""
    checked = 0
    for seed in range(12):
        game = Game(players, seed=seed, expansions=["new_encounters"])
        bot = RandomBot(seed)
        while not game.is_over():
            if game.decision in ("panorama", "pay", "eat", "buy", "keep_meal", "keep_encounter"):
                branch = game.copy()
                ours, theirs = RandomBot(checked), RandomBot(checked)
                twin = game.copy()
                while not branch.is_over():
                    branch.play(ours(branch))
                    twin.play(theirs(twin))
                assert branch == twin and branch.turns == twin.turns
                checked += 1
                break
            game.play(bot(game))
        # finish from a later point too: the copy and the game itself stay alike
        while not game.is_over() and game.decision not in ("pay", "panorama", "eat"):
            game.play(bot(game))
        if not game.is_over():
            branch = game.copy()
            first, second = RandomBot(seed), RandomBot(seed)
            while not game.is_over():
                game.play(first(game))
                branch.play(second(branch))
            assert branch == game and branch.turns == game.turns
            checked += 1
    assert checked >= 12
