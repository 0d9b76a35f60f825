"""A player's view (``Game.view``): what a seat may know, shown; what it may not, refused with
a message naming it; its legal actions the game's on its decision; a JSON round trip."""

from __future__ import annotations

import json
import pickle
import random

import pytest

from tokaido_nb.rules import Game, InnMeal
from tokaido_nb.rules.game.observer import HIDDEN, HiddenInformation, PlayerView


def played(game: Game, actions: int, seed: int = 1) -> Game:
    chooser = random.Random(seed)
    for _ in range(actions):
        if game.is_over():
            break
        game.play(chooser.choice(game.legal_actions()))
    return game


def crossroads_game_with_secrets() -> Game:
    """A Crossroads game where some traveller holds an amulet or a calligraphy."""
    for seed in range(40):
        game = Game(3, seed=seed, expansions=["crossroads"])
        chooser = random.Random(seed)
        while not game.is_over():
            game.play(chooser.choice(game.legal_actions()))
            holders = [t for t in game.travellers if t.amulets or t.calligraphies]
            if holders and any(t.index != game.to_move for t in holders):
                return game
    raise AssertionError("no random game bought a secret card")


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_legal_actions_are_the_game_s_on_the_seat_s_decision_and_none_otherwise(players):
    game = Game(players, seed=players)
    chooser = random.Random(players)
    for _ in range(150):
        if game.is_over():
            break
        for seat in range(players):
            view = game.view(seat)
            if seat == game.to_move:
                assert view.my_decision
                assert view.legal_actions == game.legal_actions()
                assert view.pending == game.pending
            else:
                assert not view.my_decision
                assert view.legal_actions == []
                with pytest.raises(HiddenInformation, match=r"decision awaited is player"):
                    _ = view.pending
            assert view.decision == game.decision and view.to_move == game.to_move
        game.play(chooser.choice(game.legal_actions()))


def test_the_seat_sees_its_own_secret_cards_and_only_counts_of_the_others():
    game = crossroads_game_with_secrets()
    holder = next(t for t in game.travellers if t.amulets or t.calligraphies)
    other = next(i for i in range(game.players) if i != holder.index)
    mine = game.view(holder.index).me
    assert mine.amulets == list(holder.amulets)
    assert mine.calligraphies == list(holder.calligraphies)
    seen = game.view(other).travellers[holder.index]
    assert seen.amulet_count == len(holder.amulets)
    assert seen.calligraphy_count == len(holder.calligraphies)
    assert seen.coins == holder.coins and seen.souvenirs == list(holder.souvenirs)
    with pytest.raises(HiddenInformation, match=r"amulets are hidden from player"):
        _ = seen.amulets
    with pytest.raises(HiddenInformation, match=r"calligraphies are hidden from player"):
        _ = seen.calligraphies
    assert json.dumps(game.view(other).to_json()).count('"amulets"') == 1  # the viewer's own


def test_others_secret_cards_are_hidden_in_the_record_and_the_seat_s_own_are_not():
    game = crossroads_game_with_secrets()
    for seat in range(game.players):
        turns = game.view(seat).turns
        assert len(turns) == len(game.turns)
        for seen, turn in zip(turns, game.turns, strict=True):
            for key in ("amulet", "calligraphy", "shown", "discard"):
                if turn.get(key) is None:
                    assert seen.get(key) == turn.get(key)
                elif turn["player"] == seat:
                    assert seen[key] == turn[key]
                else:
                    assert seen[key] in (HIDDEN, [HIDDEN] * len(turn[key]))
    # The view's record is its own: changing it leaves the game's as it was.
    turns = game.view(0).turns
    turns[0]["to"] = 99
    assert game.turns[0]["to"] != 99


def test_the_unseen_cards_are_the_game_s_for_that_viewer():
    game = played(Game(4, seed=3, expansions=["crossroads"]), 80)
    for seat in range(4):
        view = game.view(seat)
        for pile in ("souvenir", "meal", "hot_spring", "encounter", "amulet", "calligraphy"):
            assert view.unseen(pile) == game.unseen(pile, viewer=seat)
    with pytest.raises(ValueError, match="no pile called 'dice'"):
        game.view(0).unseen("dice")


def test_what_no_seat_may_know_is_refused_with_its_name():
    view = played(Game(3, seed=2), 10).view(0)
    for name, words in (
        ("piles", "order of the cards in the piles"),
        ("history", "cards each drew"),
        ("seed", "seed of the game's chance"),
        ("game", "the game itself"),
    ):
        with pytest.raises(HiddenInformation, match=words):
            getattr(view, name)
    with pytest.raises(AttributeError, match="no 'nonsense'"):
        _ = view.nonsense
    assert isinstance(HiddenInformation("x"), AttributeError)


def test_the_inn_s_hand_is_shown_to_the_traveller_choosing_only():
    for seed in range(20):
        game = Game(3, seed=seed)
        chooser = random.Random(seed)
        while not isinstance(game.pending, InnMeal):
            game.play(chooser.choice(game.legal_actions()))
        if len(game.inn_hand or ()) == 0:
            continue
        assert game.view(game.to_move).inn_hand == game.inn_hand
        other = (game.to_move + 1) % 3
        with pytest.raises(HiddenInformation, match="inn's meals are hidden"):
            _ = game.view(other).inn_hand
        assert game.view(other).pile_sizes["meal"] == len(game.piles["meal"])
        return
    raise AssertionError("no game reached an inn")


def test_public_parts_are_the_game_s():
    game = played(Game(4, seed=9, expansions=["crossroads"]), 60)
    view = game.view(1)
    assert view.positions == [game.position(t.index) for t in game.travellers]
    assert view.kyoto == game.kyoto and view.scores == game.scores()
    assert view.panorama_firsts == game.panorama_firsts
    assert view.pile_sizes == {pile: len(cards) for pile, cards in game.piles.items()}
    assert view.open_piles == {p: game.piles[p] for p in ("cherry_tree", "bathhouse", "legendary")}
    assert view.players == 4 and view.expansions == ("crossroads",)


def test_a_view_refuses_to_answer_once_the_game_moved_on():
    game = Game(3, seed=5)
    view = game.view(game.to_move)
    game.play(game.legal_actions()[0])
    with pytest.raises(RuntimeError, match="moved on"):
        _ = view.legal_actions


def test_determinized_is_the_game_s_for_that_viewer():
    game = played(Game(3, seed=4, expansions=["crossroads"]), 40)
    for seat in range(3):
        assert game.view(seat).determinized(7) == game.determinized(7, viewer=seat)


@pytest.mark.parametrize("expansions", [(), ("crossroads",)])
def test_a_view_round_trips_through_json_and_pickle(expansions):
    game = played(Game(4, seed=6, expansions=expansions), 120)
    for seat in range(4):
        view = game.view(seat)
        plain = view.to_json()
        text = json.dumps(plain)
        back = PlayerView.from_json(json.loads(text))
        assert back == view
        assert back.to_json() == plain
        assert back.legal_actions == view.legal_actions
        assert back.unseen("hot_spring") == view.unseen("hot_spring")
        assert back.me.coins == game.travellers[seat].coins
        if back.my_decision:
            assert back.pending == game.pending
        assert pickle.loads(pickle.dumps(view)) == view
        with pytest.raises(ValueError, match="holds no game"):
            back.determinized(1)


def test_a_bad_seat_or_a_bad_json_view_is_refused():
    game = Game(2)
    with pytest.raises(ValueError, match="0 to 1; got 2"):
        game.view(2)  # the neutral traveller is nobody's seat
    with pytest.raises(ValueError, match="not 'tokaido-player-view'"):
        PlayerView.from_json({"format": "tokaido-save"})
    plain = game.view(0).to_json()
    del plain["turns"]
    with pytest.raises(ValueError, match="has no 'turns'"):
        PlayerView.from_json(plain)
