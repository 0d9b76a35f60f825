"""Every bot answers every decision with a legal action, and the same seed gives the same game."""

from __future__ import annotations

import pytest

from tokaido_nb.bots import Evaluator, GreedyBot, RandomBot, SearchBot

from .conftest import SETUPS, new_game, play_checked

KINDS = {
    "traveller",
    "move",
    "donate",
    "buy",
    "keep_encounter",
    "panorama",
    "pay",
    "keep_meal",
    "eat",
}


@pytest.mark.parametrize("setup", SETUPS, ids=lambda s: str(sorted(s.items())))
@pytest.mark.parametrize("bot", [RandomBot, GreedyBot])
def test_fast_bots_only_play_legal_actions(bot, setup):
    for seed in range(6):
        game = new_game(setup, seed)
        play_checked(game, [bot(seed=seed * 10 + p) for p in range(game.players)])
        assert game.is_over()


def test_fast_bots_meet_every_kind_of_decision():
    """The games above reach every decision kind, so every branch of the bots is exercised."""
    met = {"random": set(), "greedy": set()}
    for seed in range(5):
        for setup in SETUPS:
            for name, bot in (("random", RandomBot), ("greedy", GreedyBot)):
                game = new_game(setup, seed)
                met[name].update(play_checked(game, [bot(seed=p) for p in range(game.players)]))
    assert KINDS <= met["random"]
    assert KINDS <= met["greedy"]


@pytest.mark.parametrize("setup", SETUPS[:4], ids=lambda s: str(s["players"]))
def test_search_bot_only_plays_legal_actions(setup):
    game = new_game(setup, 5)
    bots = [GreedyBot(seed=p) for p in range(game.players)]
    bots[-1] = SearchBot(seed=1, rollouts=2)  # the last seat: the neutral's mover sometimes
    play_checked(game, bots)


def search_and_greedy(seed: int):
    """One search bot (seat 0 of a game, small budget) among greedy bots."""
    return SearchBot(seed, rollouts=2) if seed == 0 else GreedyBot(seed)


@pytest.mark.parametrize("bot", [RandomBot, GreedyBot, search_and_greedy])
def test_the_same_seeds_play_the_same_game(bot):
    records = []
    for _ in range(2):
        game = new_game({"players": 3, "expansions": ["new_encounters"]}, 11)
        play_checked(game, [bot(seed=p) for p in range(3)])
        records.append(game.dumps())
    assert records[0] == records[1]


def test_search_bot_refuses_an_empty_budget():
    with pytest.raises(ValueError, match="rollouts"):
        SearchBot(rollouts=0)


def test_the_greedy_evaluator_says_when_there_is_no_decision_to_value():
    game = new_game({"players": 3}, 4)
    play_checked(game, [RandomBot(seed=p) for p in range(3)])
    with pytest.raises(ValueError, match="journey is over"):
        Evaluator(game, None)
