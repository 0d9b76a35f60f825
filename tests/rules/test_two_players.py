"""Two players: the neutral traveller, moved by the player in front (reference D6, (h)1)."""

from __future__ import annotations

from tokaido_nb.rules import Donate, Eat, Game, Move

from .scenarios import finish, settle, walk

NEUTRAL = 2


def two_player_game(**kwargs) -> Game:
    """Kinko and Umegae; the neutral traveller is last in the Kyoto line, so it moves first."""
    return Game(2, travellers=["kinko", "umegae"], kyoto=[0, 1, 2], **kwargs)


def test_the_neutral_traveller_is_moved_by_the_player_in_front():  # two.neutral_moves
    game = two_player_game()
    assert (game.actor, game.to_move) == (NEUTRAL, 0)  # player 0 is nearest the road
    game.play(Move(3))
    assert game.actor == 1
    game.play(Move(10))
    settle(game)
    game.play(Move(5))  # player 0, now behind player 1
    assert game.actor == NEUTRAL  # at 3, furthest behind
    assert game.to_move == 1 == game.in_front()


def test_the_neutral_traveller_has_no_effect_at_most_stops():  # two.neutral_moves
    game = two_player_game()
    piles = {name: list(pile) for name, pile in game.piles.items()}
    game.play(Move(3))  # an encounter: no card is drawn
    assert game.piles == piles
    assert game.decision == "move" and game.actor == 1
    neutral = game.travellers[NEUTRAL]
    assert neutral.encounters == [] and neutral.coins == 0


def test_the_neutral_traveller_uses_only_road_slots():  # two.neutral_moves, road.doubles
    game = two_player_game()
    game.play(Move(7))  # a double farm
    assert not game.can_stop_at(7)


def test_the_neutral_traveller_places_a_bank_coin_at_a_temple():  # two.neutral_temple
    game = two_player_game()
    game.play(Move(2))
    assert game.travellers[NEUTRAL].donated == 1
    assert game.decision == "move" and game.actor == 1  # nobody is asked to donate


def test_the_neutral_travellers_temple_coins_count_in_the_ranking():  # two.neutral_temple
    game = two_player_game()
    game.play(Move(2))  # neutral: 1 coin
    game.play(Move(14))  # player 1
    settle(game)
    game.play(Move(5))  # player 0
    game.play(Move(9))  # neutral: 2 coins
    walk(game, 0, 14, 16)
    game.play(Donate(1))  # player 0
    finish(game)
    assert [t.donated for t in game.travellers] == [1, 0, 2]
    assert [b["temple"] for b in game.breakdowns()] == [7, 0]  # second behind the neutral


def test_the_neutral_travellers_player_discards_a_meal_at_random():  # two.neutral_inn
    game = two_player_game()
    game.name_draws("meal", ["dango", "tofu", "unagi", "sushi"])
    game.name_draws("discard", ["unagi"])
    game.play(Move(14))
    assert game.inn_hand == ["dango", "tofu", "sushi"]
    assert game.piles["meal"][0] == "unagi"  # face down under the pile
    assert game.turns[-1]["discard"] == "unagi"
    assert game.decision == "move"


def test_the_neutral_traveller_arriving_later_discards_from_what_is_left():  # two.neutral_inn
    game = Game(2, travellers=["kinko", "umegae"], kyoto=[2, 1, 0])  # player 0 moves first
    game.name_draws("meal", ["dango", "tofu", "unagi", "sushi"])
    game.play(Move(14))
    game.play(Eat("tofu"))
    eaten = game.travellers[0].meals
    game.play(Move(14))  # player 1
    settle(game)
    left = list(game.inn_hand)
    game.play(Move(14))  # the neutral traveller, last
    assert game.turns[-1]["discard"] in left
    assert game.inn_hand is None  # everyone has arrived: the rest went under the pile
    assert eaten and eaten[0] not in left


def test_with_two_players_the_inn_hand_has_four_meals():  # two.neutral_inn, inn.hand
    game = Game(2, travellers=["kinko", "umegae"], kyoto=[2, 1, 0])
    game.play(Move(14))
    assert len(list(game.pending.shown)) == 4  # reference (h)1: the neutral counts


def test_with_two_players_and_gastronomy_the_inn_hand_has_three_meals():  # variant.gastronomy
    game = Game(2, travellers=["kinko", "umegae"], kyoto=[2, 1, 0], variants=["gastronomy"])
    game.play(Move(14))
    assert len(list(game.pending.shown)) == 3
