"""Bots never see hidden cards: the order of the piles and an unseen inn hand change nothing."""

from __future__ import annotations

import random

import pytest

from tokaido_nb.bots import GreedyBot, RandomBot, SearchBot, determinize
from tokaido_nb.rules import Game

from .conftest import SETUPS, decisions, new_game


def hide_differently(game: Game, seed: int) -> Game:
    """A copy that differs from ``game`` only in what the player to move cannot see.

    Every face-down pile is reshuffled, an inn hand the player is not looking at is dealt again
    from the uneaten meals, and so are the travellers of the players who choose later (the
    game's own ``determinized`` deals those: no other public way sets them).
    """
    if game.decision == "traveller":  # the pairs dealt to the players who choose later
        other = game.determinized(seed + 1000, viewer=game.to_move)
    else:
        other = game.copy()
    rng = random.Random(seed)
    looking = game.decision == "eat" and game.actor == game.to_move
    with other.edit() as state:  # a scenario set up by hand: the game's own state is read-only
        for pile in state.piles.values():
            rng.shuffle(pile)
        if state.inn_hand and not looking:
            pool = state.piles["meal"] + state.inn_hand
            rng.shuffle(pool)
            size = len(state.inn_hand)
            state.inn_hand[:] = pool[:size]
            state.piles["meal"][:] = pool[size:]
    return other


@pytest.mark.parametrize("setup", SETUPS, ids=lambda s: str(sorted(s.items())))
def test_greedy_choice_ignores_the_order_of_the_piles_and_unseen_hands(setup):
    game = new_game(setup, 21)
    players = [GreedyBot(seed=p) for p in range(game.players)]
    checked = 0
    for state in decisions(game, players):
        for shuffle in range(2):
            twin = hide_differently(state, shuffle)
            assert GreedyBot(seed=9)(twin) == GreedyBot(seed=9)(state), state.decision
        checked += 1
    assert checked > 20


@pytest.mark.parametrize("bot", [RandomBot, GreedyBot, lambda seed: SearchBot(seed, rollouts=4)])
def test_a_bot_leaves_the_game_untouched(bot):
    """Choosing draws nothing and moves nothing: not even the game's random generator."""
    game = new_game({"players": 2, "expansions": ["new_encounters"]}, 4)
    players = [GreedyBot(seed=p) for p in range(2)]
    for number, state in enumerate(decisions(game, players)):
        if number % 7:
            continue
        before = state.snapshot()
        bot(seed=number)(state)
        assert state.snapshot() == before


def sample_states(count: int) -> list[Game]:
    """Decisions from a few games: moves, purchases, inns with an open hand, 2 to 5 players."""
    states = []
    for setup in SETUPS[:4]:
        game = new_game(setup, 8)
        players = [GreedyBot(seed=p) for p in range(game.players)]
        for number, state in enumerate(decisions(game, players)):
            if number % 9 == 0 or (state.inn_hand and state.decision == "move"):
                states.append(state.copy())
    rng = random.Random(0)
    return rng.sample(states, count)


@pytest.mark.parametrize("state", sample_states(6), ids=lambda g: f"{g.players}p-{g.decision}")
def test_search_choice_ignores_the_order_of_the_piles_and_unseen_hands(state):
    choices = {repr(SearchBot(seed=3, rollouts=6)(hide_differently(state, s))) for s in range(3)}
    assert len(choices) == 1


def test_determinized_copies_hold_only_what_is_public():
    """The same deal from games that differ in hidden cards only gives the same copy."""
    game = new_game({"players": 4}, 2)
    players = [GreedyBot(seed=p) for p in range(4)]
    while not (game.inn_hand and game.decision == "move"):  # someone waits at the inn
        game.play(players[game.to_move](game))
    state = game
    copies = [determinize(hide_differently(state, s), 77) for s in range(3)]
    assert copies[0].piles == copies[1].piles == copies[2].piles
    assert copies[0].inn_hand == copies[1].inn_hand == copies[2].inn_hand
    # The copy keeps every meal nobody has eaten, split between the hand and the pile.
    left = sorted(copies[0].piles["meal"] + copies[0].inn_hand)
    assert left == sorted(state.unseen("meal").elements())


def test_determinized_copies_deal_later_travellers_afresh():
    """Choosing a traveller, a player does not know the pairs dealt to the others."""
    game = new_game({"players": 5}, 3)
    assert game.decision == "traveller" and game.to_move == 0
    hidden = [hide_differently(game, s) for s in range(3)]
    seconds = set()
    for other in hidden:  # the games really differ in the pair dealt to the next player
        later = other.copy()
        later.play(later.legal_actions()[0])
        seconds.add(later.pending.dealt)
    assert len(seconds) > 1
    copies = [determinize(other, 5) for other in hidden]
    chosen = []
    for copy in copies:
        keys = []
        while copy.decision == "traveller":
            keys.append(list(copy.pending.dealt))
            copy.play(copy.legal_actions()[0])
        chosen.append(keys)
    assert chosen[0] == chosen[1] == chosen[2]
    assert chosen[0][0] == list(game.pending.dealt)  # the chooser's own pair is kept


def test_the_meal_hand_on_show_is_kept():
    """At its own meal a player knows the hand: the determinized copy keeps it."""
    game = new_game({"players": 3}, 6)
    players = [GreedyBot(seed=p) for p in range(3)]
    state = next(s for s in decisions(game, players) if s.decision == "eat")
    assert determinize(state, 1).inn_hand == state.inn_hand
