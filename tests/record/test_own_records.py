"""The engine replays every record it writes: for random and bot games at 2 to 5 players, with
every variant and expansion (the New Encounters beside Crossroads included),
``replay(write_record(game))`` ends in the same state as the game itself (issue 34).

The sweep plays a sample in ``make test`` and thousands of games with ``TOKAIDO_FULL_SWEEPS=1``
(tests/sizes.py). Set-ups take turns over the player counts and the expansions, and a third of
the games seat Chuubei, Kita or Miyataka, whose powers wrote records the engine once refused
(Chuubei's Itamae meal at an inn; both actions of a space with the purse emptied by the first).
"""

from __future__ import annotations

import json
import random

import pytest

from tests.sizes import sized
from tokaido_nb.bots import GreedyBot, RandomBot
from tokaido_nb.record import position_differences, replay, write_record
from tokaido_nb.rules import Game, Move, Pay, data

EXPANSIONS = [(), ("new_encounters",), ("crossroads",), ("crossroads", "new_encounters")]
POWERS = {(): ["chuubei"], ("new_encounters",): ["chuubei"]}
CROSSROADS_POWERS = ["chuubei", "kita", "miyataka"]
BLOCKS = 8


def setup(seed: int) -> Game:
    """A game of the sweep: its player count and expansions from the seed, variants at random,
    and in a third of the games a traveller whose power is seated for sure."""
    rng = random.Random(seed)
    players = 2 + seed % 4
    expansions = EXPANSIONS[seed // 4 % len(EXPANSIONS)]
    variants = [v for v in data.VARIANTS if rng.random() < 0.3]
    travellers = None
    if seed % 3 == 0 and "initiatory" not in variants:
        pool = sorted(data.ALL_TRAVELLERS if "crossroads" in expansions else data.TRAVELLERS)
        power = rng.choice(CROSSROADS_POWERS if "crossroads" in expansions else ["chuubei"])
        others = rng.sample([key for key in pool if key != power], players - 1)
        travellers = [power, *others]
    return Game(players, travellers=travellers, variants=variants, expansions=expansions, seed=seed)


def assert_replays_itself(game: Game) -> None:
    """The game's record, through JSON text, replays to the very same state."""
    record = json.loads(json.dumps(write_record(game)))
    replayed = replay(record, seed=game.seed)
    assert position_differences(game, replayed) == []
    assert replayed.turns == game.turns
    assert replayed.result() == game.result() == record["result"]


@pytest.mark.parametrize("block", range(BLOCKS))
def test_random_games_replay_from_their_own_records(block: int) -> None:
    games = sized(96, 768)  # 768 and 6,144 games in all
    for seed in range(block * games, (block + 1) * games):
        game = setup(seed)
        bots = [RandomBot(seed * 7 + seat) for seat in range(game.players)]
        while not game.is_over():
            game.play(bots[game.to_move](game))
        assert_replays_itself(game)


@pytest.mark.parametrize("expansions", EXPANSIONS, ids=lambda e: "+".join(e) or "base")
def test_greedy_games_replay_from_their_own_records(expansions: tuple[str, ...]) -> None:
    for seed in range(sized(4, 40)):
        players = 2 + seed % 4
        game = Game(players, expansions=expansions, seed=seed, variants=["gastronomy"][: seed % 2])
        bots = [GreedyBot() for _ in range(players)]
        while not game.is_over():
            game.play(bots[game.to_move](game))
        assert_replays_itself(game)


def test_chuubei_first_at_an_inn_deals_its_hand_when_itamae_feeds_him():  # inn.hand
    """The issue's reproduction: Chuubei eats Itamae's meal at the inn he reaches first; the
    hand is his to deal (rules pages: "Quand le 1er voyageur s'arrête au relais, il pioche")."""
    game = Game(
        3, travellers=["chuubei", "kinko", "umegae"], kyoto=[2, 1, 0], expansions=["new_encounters"]
    )
    game.name_draws("encounter", ["itamae"])
    game.name_draws("meal", ["udon"])
    game.play(Move(14))
    game.play(Pay(True))
    assert game.travellers[0].meals == ["udon"]
    assert game.inn_hand is not None and len(game.inn_hand) == game.meal_hand_size()
    dealt = list(game.inn_hand)
    bots = [RandomBot(seat) for seat in range(3)]
    while not game.is_over():
        if game.decision == "eat" and game.turns[-1]["to"] == 14 and "shown" not in game.turns[-1]:
            assert sorted(game.pending.shown) == sorted(dealt)  # the next arrival sees his hand
        game.play(bots[game.to_move](game))
    assert_replays_itself(game)
