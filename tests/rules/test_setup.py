"""Set-up: players, the travellers dealt, starting coins, the Kyoto line, the neutral traveller."""

from __future__ import annotations

import pytest

from tokaido_nb.rules import ChooseTraveller, Game, IllegalAction

# Printed on the tiles (reference (c)); written out here so the test does not read Rules.
PRINTED_COINS = {
    "hiroshige": 3,
    "chuubei": 4,
    "kinko": 7,
    "yoshiyasu": 9,
    "satsuki": 2,
    "mitsukuni": 6,
    "sasayakko": 5,
    "hirotada": 8,
    "umegae": 5,
    "zen_emon": 6,
}


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_two_to_five_players_can_play(players):  # setup.players
    game = Game(players)
    assert len(game.scores()) == players


@pytest.mark.parametrize("players", [0, 1, 6])
def test_other_player_counts_are_refused(players):  # setup.players
    with pytest.raises(IllegalAction, match="2 to 5 players") as error:
        Game(players)
    assert error.value.rule == "setup.players"


def test_each_player_is_dealt_two_travellers_and_keeps_one():  # setup.deal
    game = Game(5, kyoto=[0, 1, 2, 3, 4], seed=3)
    dealt = []
    for player in range(5):
        assert (game.decision, game.to_move) == ("traveller", player)
        pair = list(game.pending.dealt)
        assert len(pair) == 2
        dealt += pair
        game.play(ChooseTraveller(pair[1]))
    assert len(set(dealt)) == 10  # every tile dealt once
    assert [t.key for t in game.travellers] == dealt[1::2]
    assert game.decision == "move"


def test_given_travellers_skip_the_deal():  # setup.deal
    game = Game(3, travellers=["kinko", "satsuki", "umegae"])
    assert game.decision == "move"
    assert [t.key for t in game.travellers] == ["kinko", "satsuki", "umegae"]


@pytest.mark.parametrize("key", sorted(PRINTED_COINS))
def test_each_traveller_starts_with_its_printed_coins(key):  # setup.coins
    other = "kinko" if key != "kinko" else "umegae"
    game = Game(3, travellers=[key, other, "hirotada" if key != "hirotada" else "satsuki"])
    assert game.travellers[0].coins == PRINTED_COINS[key]


def test_the_last_in_the_kyoto_line_moves_first():  # setup.kyoto
    game = Game(4, travellers=["kinko", "satsuki", "umegae", "hirotada"], kyoto=[2, 0, 3, 1])
    assert game.kyoto == [2, 0, 3, 1]
    assert (game.decision, game.actor) == ("move", 1)


def test_the_kyoto_line_is_random_but_fixed_by_the_seed():  # setup.kyoto
    travellers = ["kinko", "satsuki", "umegae", "hirotada"]
    lines = {tuple(Game(4, travellers=travellers, seed=seed).kyoto) for seed in range(30)}
    assert all(sorted(line) == [0, 1, 2, 3] for line in lines)
    assert len(lines) > 5
    again = Game(4, travellers=travellers, seed=7)
    assert again.kyoto == Game(4, travellers=travellers, seed=7).kyoto
    assert again.actor == again.kyoto[-1]


def test_two_players_bring_a_neutral_traveller():  # setup.neutral
    game = Game(2, travellers=["kinko", "umegae"])
    assert len(game.travellers) == 3
    neutral = game.travellers[2]
    assert neutral.neutral and neutral.key is None and neutral.coins == 0
    assert sorted(game.kyoto) == [0, 1, 2]
    assert len(game.scores()) == 2  # the neutral traveller scores nothing


def test_three_players_have_no_neutral_traveller():  # setup.neutral
    game = Game(3, travellers=["kinko", "umegae", "satsuki"])
    assert not any(t.neutral for t in game.travellers)


@pytest.mark.parametrize(
    ("players", "setup", "rule", "words"),
    [
        (4, {"kyoto": [True, False, 2, 3]}, "setup.kyoto", "by their index, a whole number"),
        (4, {"kyoto": [0.0, 1.0, 2.0, 3.0]}, "setup.kyoto", "got [0.0, 1.0, 2.0, 3.0]"),
        (2, {"travellers": [["kinko"], "umegae"]}, "setup.deal", "not ['kinko']"),
        (3, {"seed": 10**40}, "setup.invalid", "at most 30 digits"),
    ],
)
def test_a_set_up_that_could_not_be_saved_is_refused_at_once(
    players, setup, rule, words
):  # setup.kyoto, setup.deal
    """Every game the engine accepts saves and loads: a set-up that would not (a Kyoto line of
    True and 2.0, a seed too long for a save) is refused with the set-up's own message."""
    if "travellers" not in setup and "kyoto" in setup:
        setup = {"travellers": ["kinko", "umegae", "satsuki", "chuubei"][:players], **setup}
    with pytest.raises(IllegalAction) as caught:
        Game(players, **setup)
    assert caught.value.rule == rule and words in str(caught.value), str(caught.value)


@pytest.mark.parametrize("seed", [10**30 - 1, -(10**30) + 1, 2**64])
def test_every_accepted_seed_saves_and_loads(seed):  # setup.invalid
    game = Game(3, seed=seed)
    assert Game.loads(game.dumps()) == game


def test_a_seat_left_to_chance_is_dealt_a_tile_left_by_the_game():  # setup.deal
    """The game deals a seat given None one of the tiles nobody picked, from its own chance after
    the piles (so the piles are those of the same seed), and a save deals it again the same."""
    game = Game(4, travellers=["kinko", None, None, "umegae"], seed=3)
    keys = [t.key for t in game.travellers]
    assert keys[0] == "kinko" and keys[3] == "umegae" and len(set(keys)) == 4
    assert None not in keys and not {keys[1], keys[2]} & {"kinko", "umegae"}
    assert Game.loads(game.dumps()) == game
    picked = Game(4, travellers=keys, seed=3)
    assert picked.piles == game.piles
    with pytest.raises(IllegalAction, match="two players cannot share one"):
        Game(3, travellers=["kinko", None, "kinko"])
