"""What a player may know: the face-down cards (game.unseen) and a copy with everything hidden
dealt afresh (game.determinized), so that bots never patch a game's private fields."""

from __future__ import annotations

from collections import Counter

import pytest

from tokaido_nb.bots import GreedyBot
from tokaido_nb.rules import Game, IllegalAction, Move, data

from .scenarios import walk


def test_unseen_cards_are_the_box_less_what_is_held_or_shown():
    game = Game(3, travellers=["kinko", "satsuki", "umegae"], kyoto=[1, 2, 0])
    game.name_draws("souvenir", ["koma", "geta", "ukiyoe"])
    game.play(Move(1))
    left = game.unseen("souvenir")
    assert sum(left.values()) == len(data.SOUVENIRS) - 3
    assert not left & Counter(["koma", "geta", "ukiyoe"])
    assert left == Counter(game.piles["souvenir"])


def test_unseen_meals_are_the_pile_and_the_hand_together():
    game = Game(3, travellers=["kinko", "satsuki", "umegae"], kyoto=[1, 0, 2])
    game.name_draws("meal", ["tofu", "dango", "unagi", "sushi"])
    walk(game, 1, 14)  # Satsuki is given tofu free, and keeps it
    game.play(game.legal_actions()[1])
    assert game.unseen("meal") == Counter(game.piles["meal"]) + Counter(game.inn_hand or [])


def test_an_unknown_pile_is_refused_by_name():
    with pytest.raises(ValueError, match="no pile called 'coins'"):
        Game(2, travellers=["kinko", "umegae"]).unseen("coins")


def test_a_determinized_copy_keeps_what_is_known_and_deals_the_rest_afresh():
    game = Game(4, seed=5)
    bots = [GreedyBot(seat) for seat in range(4)]
    while not (game.inn_hand and game.decision == "move"):
        game.play(bots[game.to_move](game))
    copy = game.determinized(3, viewer=game.to_move)
    for t, twin in zip(game.travellers, copy.travellers, strict=True):
        assert t.snapshot() == twin.snapshot()
    shuffled = game.copy()
    with shuffled.edit() as state:
        for pile in state.piles.values():
            pile.reverse()  # the same game but for the order of its face-down piles
    assert shuffled.determinized(3, viewer=game.to_move).piles == copy.piles
    pooled = Counter(copy.piles["meal"]) + Counter(copy.inn_hand)
    assert pooled == Counter(game.piles["meal"]) + Counter(game.inn_hand)


def test_the_traveller_choosing_sees_the_hand_a_spectator_does_not():
    game = Game(3, seed=6)
    bots = [GreedyBot(seat) for seat in range(3)]
    while game.decision != "eat":
        game.play(bots[game.to_move](game))
    chooser = game.to_move
    assert all(game.determinized(s, viewer=chooser).inn_hand == game.inn_hand for s in range(3))
    hands = {tuple(game.determinized(s).inn_hand) for s in range(6)}
    assert len(hands) > 1  # a spectator's copy deals the hand afresh
    spectator = game.determinized(0)
    assert list(spectator.pending.shown) == spectator.inn_hand


def test_a_chooser_keeps_their_pair_and_the_later_pairs_are_dealt_afresh():
    game = Game(5, seed=3)
    mine = game.pending.dealt
    later = set()
    for seed in range(4):
        copy = game.determinized(seed, viewer=0)
        assert copy.pending.dealt == mine
        copy.play(copy.legal_actions()[0])
        later.add(copy.pending.dealt)
    assert len(later) > 1


def test_a_determinized_copy_keeps_no_undo():
    game = Game(3, travellers=["kinko", "satsuki", "umegae"], seed=2)
    game.play(game.legal_actions()[0])
    copy = game.determinized(1, viewer=game.to_move)
    copy.play(copy.legal_actions()[0])
    with pytest.raises(IllegalAction, match="determinized copy"):
        copy.undo()
    game.undo()  # the game it was made from keeps its own
    assert copy.to_json()["actions"]  # and the copy still saves
