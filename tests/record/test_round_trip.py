"""Saving a live game as a record and replaying it gives back the same position: at the end, in
the middle of the journey, and in the middle of a turn, for 2 to 5 players and every variant."""

from __future__ import annotations

import json
import random

import pytest

from tokaido_nb.record import (
    compare_result,
    position_differences,
    read_record,
    replay,
    story,
    write_record,
)
from tokaido_nb.rules import Game, data

from .support import play_randomly


def random_game(seed: int, *, players: int | None = None, given: bool = False) -> Game:
    """A game with a random set-up, played by a seeded random policy to a random point."""
    rng = random.Random(seed)
    players = players or rng.randint(2, 5)
    variants = [v for v in data.VARIANTS if rng.random() < 0.35]
    expansions = ["new_encounters"] if rng.random() < 0.5 else []
    setup = {}
    if given and "initiatory" not in variants:
        count = players + (1 if players == 2 else 0)
        setup = {
            "travellers": rng.sample(sorted(data.TRAVELLERS), players),
            "kyoto": rng.sample(range(count), count),
        }
    game = Game(players, variants=variants, expansions=expansions, seed=seed, **setup)
    steps = rng.choice([None, rng.randint(5, 250)])
    return play_randomly(game, seed=seed, steps=steps)


def saved_and_loaded(game: Game) -> Game:
    """The game written as a record, through JSON text, read and replayed."""
    text = json.dumps(write_record(game))
    return replay(read_record(json.loads(text)), seed=game.seed)


@pytest.mark.parametrize("seed", range(60))
def test_a_saved_game_loads_back_to_the_same_position(seed: int) -> None:
    game = random_game(seed)
    if game.decision == "traveller":
        game = play_randomly(game, seed=seed, steps=game.players)
    loaded = saved_and_loaded(game)
    assert position_differences(game, loaded) == []
    assert loaded.turns == game.turns
    assert loaded.scores() == game.scores()
    assert (loaded.decision, loaded.to_move) == (game.decision, game.to_move)


@pytest.mark.parametrize("seed", range(20))
def test_a_game_with_a_given_set_up_loads_back_identical(seed: int) -> None:
    game = random_game(seed, players=3 + seed % 3, given=True)
    loaded = saved_and_loaded(game)
    if "initiatory" not in game.variants:
        assert loaded == game  # the piles' order and the generator too


@pytest.mark.parametrize("seed", range(10))
def test_two_player_games_round_trip_with_the_neutral_discards(
    seed: int,
) -> None:  # two.neutral_inn
    game = play_randomly(Game(2, seed=seed, variants=["gastronomy"] if seed % 2 else []), seed)
    record = write_record(game)
    discards = [turn for turn in record["turns"] if "discard" in turn]
    assert len(discards) == 4 and all(turn["player"] == 2 for turn in discards)
    loaded = saved_and_loaded(game)
    assert position_differences(game, loaded) == []
    assert loaded.result() == game.result() == record["result"]


@pytest.mark.parametrize(
    "decision", ["donate", "buy", "keep_encounter", "panorama", "pay", "keep_meal", "eat"]
)
def test_a_game_saved_in_the_middle_of_a_turn_waits_at_the_same_decision(decision: str) -> None:
    travellers = ["satsuki", "yoshiyasu", "hiroshige", "chuubei"]
    for seed in range(200):
        game = Game(
            4, travellers=travellers, kyoto=[0, 1, 2, 3], expansions=["new_encounters"], seed=seed
        )
        rng = random.Random(seed)
        while not game.is_over() and game.decision != decision:
            game.play(rng.choice(game.legal_actions()))
        if game.decision == decision:
            break
    else:
        pytest.fail(f"no game reached a {decision} decision")
    loaded = saved_and_loaded(game)
    assert loaded == game
    assert (loaded.decision, loaded.pending) == (decision, game.pending)
    # Both go on the same way from there.
    action = game.legal_actions()[-1]
    game.play(action)
    loaded.play(action)
    assert loaded == game


def random_crossroads_game(seed: int, steps: int | None = None) -> Game:
    """A Crossroads game with a random set-up (the New Encounters beside it half the time)."""
    rng = random.Random(seed)
    players = rng.randint(2, 5)
    variants = [v for v in data.VARIANTS if rng.random() < 0.35]
    expansions = ["crossroads"] + (["new_encounters"] if rng.random() < 0.5 else [])
    game = Game(players, variants=variants, expansions=expansions, seed=seed)
    return play_randomly(game, seed=seed, steps=steps)


@pytest.mark.parametrize("seed", range(12))
def test_a_finished_crossroads_game_reads_back_and_replays_to_its_result(seed: int) -> None:
    game = random_crossroads_game(seed)
    record = read_record(json.loads(json.dumps(write_record(game))))
    loaded = replay(record, seed=game.seed)
    assert loaded.is_over() and loaded.result() == game.result()
    assert compare_result(loaded, record) == []
    assert position_differences(game, loaded) == []


@pytest.mark.parametrize("seed", range(24))
def test_a_crossroads_game_saved_at_any_point_loads_back_to_the_same_position(seed: int) -> None:
    game = random_crossroads_game(100 + seed, steps=random.Random(seed).randint(5, 250))
    if game.decision == "traveller":
        game = play_randomly(game, seed=seed, steps=game.players)
    loaded = saved_and_loaded(game)
    assert position_differences(game, loaded) == []
    assert (loaded.decision, loaded.pending, loaded.to_move) == (
        game.decision,
        game.pending,
        game.to_move,
    )


@pytest.mark.parametrize(
    "decision", ["option", "amulet", "legendary", "calligraphy", "play_amulet", "bet"]
)
def test_a_crossroads_game_saved_at_each_of_its_decisions_waits_there_again(
    decision: str,
) -> None:
    travellers = ["jirocho", "kita", "miyataka", "daigoro"]
    for seed in range(300):
        game = Game(
            4, travellers=travellers, kyoto=[0, 1, 2, 3], expansions=["crossroads"], seed=seed
        )
        rng = random.Random(seed)
        while not game.is_over() and game.decision != decision:
            game.play(rng.choice(game.legal_actions()))
        if game.decision == decision:
            break
    else:
        pytest.fail(f"no game reached a {decision} decision")
    loaded = saved_and_loaded(game)
    assert loaded == game
    action = game.legal_actions()[-1]
    game.play(action)
    loaded.play(action)
    assert loaded == game


def test_a_game_saved_between_fortune_and_its_move_waits_for_the_move() -> None:
    """A turn with no "to": the Fortune amulet played, the stop not chosen yet."""
    for seed in range(300):
        game = random_crossroads_game(seed, steps=0)
        rng = random.Random(seed)
        while not game.is_over() and not game.before_move:
            legal = game.legal_actions()
            fortune = [a for a in legal if getattr(a, "amulet", None) == "fortune"]
            game.play(fortune[0] if fortune else rng.choice(legal))
        if game.before_move:
            break
    else:
        pytest.fail("no game played the Fortune amulet")
    record = write_record(game)
    last = record["turns"][-1]
    assert "to" not in last and last["waiting"] == "move" and last["amulets"] == ["fortune"]
    loaded = saved_and_loaded(game)
    assert position_differences(game, loaded) == []
    assert loaded.decision == "move" and loaded.before_move == game.before_move
    assert "plays the Fortune amulet" in story(record)[-2]
