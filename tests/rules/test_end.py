"""The end of the journey: the four end-game achievements, the temple ranking and the winner."""

from __future__ import annotations

from tokaido_nb.rules import Buy, Donate, Eat, Game

from .scenarios import finish, settle, walk


def plain_game(players: int = 3, **kwargs) -> Game:
    """A journey without powers where traveller 0 moves first, 1 second, and so on."""
    return Game(players, variants=["initiatory"], kyoto=list(range(players))[::-1], **kwargs)


def test_gourmet_goes_to_the_highest_total_of_printed_meal_prices():  # end.gourmet
    game = plain_game()
    game.name_draws("meal", ["unagi", "tofu", "dango", "sushi"])
    walk(game, 0, 14)
    game.play(Eat("tofu"))  # 2
    walk(game, 1, 14)
    game.play(Eat("unagi"))  # 3
    walk(game, 2, 14)
    game.play(Eat("dango"))  # 1
    finish(game)
    assert game.achievements() == [[], ["gourmet"], []]
    assert [b["achievements"] for b in game.breakdowns()] == [0, 3, 0]


def test_collector_goes_to_the_most_souvenirs():  # end.collector
    game = plain_game()
    game.name_draws("souvenir", ["koma", "gofu", "washi"])
    walk(game, 0, 1)
    game.play(Buy(("koma", "gofu")))
    game.name_draws("souvenir", ["geta", "sumie", "hashi"])
    walk(game, 1, 8)
    game.play(Buy(("sumie",)))
    finish(game)
    assert game.achievements() == [["collector"], [], []]


def test_bather_goes_to_the_most_hot_spring_cards():  # end.bather
    game = plain_game()
    game.name_draws("hot_spring", [2, 2, 3])
    walk(game, 0, 5, 13)  # two cards worth 4
    walk(game, 1, 22)  # one card worth 3: points do not count, cards do
    finish(game)
    assert game.achievements() == [["bather"], [], []]


def test_chatterbox_goes_to_the_most_encounter_cards():  # end.chatterbox
    game = plain_game()
    game.name_draws("encounter", ["kuge", "samurai"])
    walk(game, 0, 3, 10)
    finish(game)
    assert game.achievements() == [["chatterbox"], [], []]


def test_tied_travellers_each_take_the_achievement():  # end.achievement_ties
    game = plain_game()
    game.name_draws("hot_spring", [2, 3])
    walk(game, 0, 5)
    walk(game, 1, 13)
    finish(game)
    assert game.achievements() == [["bather"], ["bather"], []]
    assert [b["achievements"] for b in game.breakdowns()] == [3, 3, 0]


def test_a_best_total_of_zero_gives_the_achievement_to_nobody():  # end.achievement_ties
    game = plain_game()
    finish(game)  # nobody stopped anywhere but the inns
    assert game.achievements() == [[], [], []]
    assert game.scores() == [0, 0, 0]


def test_temple_awards_ten_seven_four_then_two_and_nothing_without_a_gift():  # end.temple
    game = plain_game(5)
    walk(game, 0, 2)
    game.play(Donate(3))
    walk(game, 1, 9)
    game.play(Donate(3))
    walk(game, 2, 9)
    game.play(Donate(2))
    walk(game, 0, 14, 16)  # traveller 0 gives a fourth coin
    game.play(Donate(1))
    walk(game, 3, 21)
    game.play(Donate(1))
    finish(game)
    assert [t.donated for t in game.travellers] == [4, 3, 2, 1, 0]
    assert [b["temple"] for b in game.breakdowns()] == [10, 7, 4, 2, 0]


def test_tied_donors_share_a_rank_and_no_rank_is_skipped():  # end.temple_ties
    game = plain_game(4)
    walk(game, 0, 2)
    game.play(Donate(3))
    walk(game, 1, 9)
    game.play(Donate(3))
    walk(game, 2, 9)
    game.play(Donate(2))
    walk(game, 3, 14, 16)
    game.play(Donate(1))
    finish(game)
    assert [b["temple"] for b in game.breakdowns()] == [10, 10, 7, 4]


def test_most_points_wins():  # end.winner
    game = plain_game()
    game.name_draws("encounter", ["samurai"])
    walk(game, 1, 3)
    finish(game)
    assert game.scores() == [0, 3 + 3, 0]  # the Samurai, and Chatterbox
    assert game.ranks() == [2, 1, 2]
    assert game.winners() == [1]


def test_a_tie_on_points_goes_to_more_achievement_cards():  # end.winner
    game = plain_game()
    game.name_draws("hot_spring", [2])
    walk(game, 0, 5)  # 2 points, then Bather: 5 points and one achievement
    walk(game, 1, 4, 6, 11, 12)  # panoramas 1 + 1 + 1 + 2 = 5 points, no achievement
    finish(game)
    assert game.scores() == [5, 5, 0]
    assert game.result()["achievements"] == [1, 0, 0]
    assert game.ranks() == [1, 2, 3]
    assert game.winners() == [0]


def test_a_tie_on_points_and_achievements_is_a_shared_victory():  # end.winner
    game = plain_game()
    finish(game)
    assert game.ranks() == [1, 1, 1]
    assert game.winners() == [0, 1, 2]


def test_no_winner_before_the_end():  # end.winner
    game = plain_game()
    settle(game)
    assert game.winners() == []


def test_the_journey_score_gives_every_part_at_once_and_keeps_the_final_one_safe():
    game = plain_game()
    game.name_draws("meal", ["unagi", "tofu", "dango", "sushi"])
    walk(game, 0, 14)
    game.play(Eat("tofu"))
    during = game.journey_score()
    assert during.scores == game.scores() and during.scores[0] == 6
    assert list(during.breakdowns) == game.breakdowns()
    finish(game)
    final = game.journey_score()
    assert final.achievements == (("gourmet",), (), ())
    assert final.scores == game.scores() and final.scores[0] > during.scores[0]
    final.breakdowns[0]["meals"] = 100  # a caller's change does not reach the game's score
    final.end_game_totals["gourmet"] = (0, 0, 0)
    assert game.journey_score().breakdowns[0]["meals"] == 6
    assert game.journey_score().end_game_totals["gourmet"] == (2, 0, 0)
