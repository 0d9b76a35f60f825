"""The stops of the road: farm, hot spring, temple, encounter, village and the three panoramas.

Each scenario uses the initiatory journey (no traveller powers, 7 coins each) so that only the
stop under test acts; traveller 0 is the first to move.
"""

from __future__ import annotations

from tokaido_nb.rules import Buy, Donate, Game, Move, TakePanorama

from .scenarios import bring, settle, walk


def plain_game(players: int = 3, **kwargs) -> Game:
    """A journey without powers where traveller 0 moves first."""
    kyoto = list(range(1, players)) + [0]
    return Game(players, variants=["initiatory"], kyoto=kyoto, **kwargs)


def test_a_farm_gives_three_coins():  # farm.coins
    game = plain_game()
    game.play(Move(7))
    assert game.travellers[0].coins == 7 + 3
    assert game.scores()[0] == 0


def test_a_hot_spring_gives_a_card_worth_its_points():  # hot_spring.card
    game = plain_game()
    game.name_draws("hot_spring", [3])
    game.play(Move(5))
    traveller = game.travellers[0]
    assert traveller.hot_springs == [3]
    assert traveller.points["hot_springs"] == 3
    assert len(game.piles["hot_spring"]) == 11


def test_hot_spring_cards_are_worth_two_or_three():  # hot_spring.card
    game = plain_game()
    assert sorted(set(game.piles["hot_spring"])) == [2, 3]
    game.name_draws("hot_spring", [2])
    game.play(Move(5))
    assert game.scores()[0] == 2


def test_a_temple_takes_one_to_three_coins_one_point_each():  # temple.donate
    game = plain_game()
    game.play(Move(2))
    assert game.decision == "donate"
    assert game.legal_actions() == [Donate(1), Donate(2), Donate(3)]
    game.play(Donate(2))
    traveller = game.travellers[0]
    assert (traveller.coins, traveller.donated, traveller.points["donations"]) == (5, 2, 2)


def test_a_temple_donation_is_limited_by_the_purse():  # temple.donate
    game = plain_game()
    game.name_draws("souvenir", ["sumie", "ukiyoe", "koma"])
    game.play(Move(1))
    game.play(Buy(("sumie", "ukiyoe")))  # 7 - 6 = 1 coin left
    bring(game, 0)
    game.play(Move(2))
    assert game.legal_actions() == [Donate(1)]


def test_an_encounter_draws_one_card_kept_and_applied_at_once():  # encounter.draw
    game = plain_game()
    game.name_draws("encounter", ["samurai"])
    game.play(Move(3))
    traveller = game.travellers[0]
    assert traveller.encounters == ["samurai"]
    assert traveller.points["encounters"] == 3
    assert len(game.piles["encounter"]) == 13
    assert game.turns[-1]["drawn"] == ["samurai"]


def test_shokunin_gives_the_top_souvenir_scored_as_if_bought():  # encounter.shokunin
    game = plain_game()
    game.name_draws("souvenir", ["manju", "koma", "washi"])
    game.play(Move(1))
    game.play(Buy(("manju",)))  # 1 point, a food
    game.name_draws("encounter", ["shokunin"])
    game.name_draws("souvenir", ["geta"])
    bring(game, 0)
    coins = game.travellers[0].coins
    game.play(Move(3))
    traveller = game.travellers[0]
    assert traveller.souvenirs == ["manju", "geta"]
    assert traveller.points["souvenirs"] == 1 + 3  # the second card of the first set
    assert traveller.coins == coins  # free


def test_shokunin_takes_the_top_of_the_pile():  # encounter.shokunin
    game = plain_game()
    top = game.piles["souvenir"][-1]
    game.name_draws("encounter", ["shokunin"])
    game.play(Move(3))
    assert game.travellers[0].souvenirs == [top]


def test_annaibito_gives_the_next_card_of_its_panorama():  # encounter.annaibito
    game = plain_game()
    game.play(Move(11))  # sea 1
    game.name_draws("encounter", ["annaibito_sea"])
    walk(game, 0, 14, 20)
    traveller = game.travellers[0]
    assert traveller.panoramas["sea"] == 2
    assert traveller.points["panoramas"] == 1 + 2
    assert traveller.encounters == ["annaibito_sea"]


def complete_paddy(game: Game) -> None:
    """Traveller 0 completes the paddy on the paddy spaces 4, 18 and 28."""
    walk(game, 0, 4, 14, 18, 27, 28)
    assert game.travellers[0].panoramas["paddy"] == 3


def test_annaibito_of_a_complete_panorama_offers_another_or_nothing():
    """encounter.annaibito_complete: the pictured panorama is complete, so the traveller picks."""
    game = plain_game()
    complete_paddy(game)
    game.name_draws("encounter", ["annaibito_paddy"])
    walk(game, 0, 30)
    assert game.decision == "panorama" and game.pending.reason == "annaibito"
    assert game.legal_actions() == [
        TakePanorama(None),
        TakePanorama("mountain"),
        TakePanorama("sea"),
    ]
    game.play(TakePanorama("mountain"))
    assert game.travellers[0].panoramas == {"paddy": 3, "mountain": 1, "sea": 0}


def test_annaibito_of_a_complete_panorama_may_be_declined():  # encounter.annaibito_complete
    game = plain_game()
    complete_paddy(game)
    game.name_draws("encounter", ["annaibito_paddy"])
    walk(game, 0, 30)
    points = game.scores()[0]
    game.play(TakePanorama(None))
    assert game.travellers[0].panoramas == {"paddy": 3, "mountain": 0, "sea": 0}
    assert game.scores()[0] == points
    assert game.travellers[0].encounters[-1] == "annaibito_paddy"


def test_annaibito_gives_nothing_when_every_panorama_is_complete():
    """encounter.annaibito_complete: with all three complete there is nothing to choose."""
    import dataclasses

    from tokaido_nb.rules import OFFICIAL

    short = dataclasses.replace(OFFICIAL, panorama_lengths={"paddy": 1, "mountain": 1, "sea": 1})
    game = plain_game(rules=short)
    game.name_draws("encounter", ["annaibito_sea"])
    walk(game, 0, 4, 6, 11, 14, 20)
    assert game.decision == "move"
    assert game.travellers[0].panoramas == {"paddy": 1, "mountain": 1, "sea": 1}
    assert game.turns[-1]["panorama"] is None


def test_samurai_gives_three_points():  # encounter.samurai
    game = plain_game()
    game.name_draws("encounter", ["samurai"])
    game.play(Move(3))
    assert game.scores()[0] == 3 and game.travellers[0].coins == 7


def test_kuge_gives_three_coins():  # encounter.kuge
    game = plain_game()
    game.name_draws("encounter", ["kuge"])
    game.play(Move(3))
    assert game.travellers[0].coins == 10 and game.scores()[0] == 0


def test_miko_puts_a_bank_coin_in_the_temple():  # encounter.miko
    game = plain_game()
    game.name_draws("encounter", ["miko"])
    game.play(Move(3))
    traveller = game.travellers[0]
    assert traveller.coins == 7  # the coin comes from the bank
    assert traveller.donated == 1  # and counts for the ranking
    assert traveller.points["donations"] == 1


def test_a_village_reveals_the_top_three_souvenirs():  # village.reveal
    game = plain_game()
    top_three = game.piles["souvenir"][-3:][::-1]
    game.play(Move(1))
    assert game.decision == "buy"
    assert list(game.pending.revealed) == top_three
    assert len(game.piles["souvenir"]) == 21


def test_a_village_offers_every_affordable_choice_including_none():  # village.buy
    game = plain_game()
    game.name_draws("souvenir", ["koma", "geta", "sumie"])
    game.play(Move(1))
    legal = set(game.legal_actions())
    assert Buy(()) in legal
    assert Buy(("koma", "geta", "sumie")) in legal  # 6 coins of 7
    assert len(legal) == 8  # every subset of the three
    game.play(Buy(("koma", "sumie")))
    traveller = game.travellers[0]
    assert traveller.coins == 7 - 1 - 3
    assert traveller.souvenirs == ["koma", "sumie"]


def test_a_village_offers_only_what_the_purse_allows():  # village.buy
    game = plain_game()
    game.name_draws("souvenir", ["sumie", "ukiyoe", "shamisen"])
    game.play(Move(1))
    game.play(Buy(("sumie", "ukiyoe")))  # 1 coin left
    game.name_draws("souvenir", ["koma", "geta", "washi"])
    bring(game, 0)
    game.play(Move(8))
    assert set(game.legal_actions()) == {Buy(()), Buy(("koma",)), Buy(("washi",))}


def test_unbought_souvenirs_go_under_the_pile():  # village.under
    game = plain_game()
    game.name_draws("souvenir", ["koma", "geta", "sumie"])
    game.play(Move(1))
    game.play(Buy(("geta",)))
    assert sorted(game.piles["souvenir"][:2]) == ["koma", "sumie"]
    assert len(game.piles["souvenir"]) == 23


def test_souvenirs_score_one_three_five_seven_within_a_set():  # souvenir.sets
    game = plain_game()
    game.name_draws("souvenir", ["koma", "manju", "geta"])
    game.play(Move(1))
    game.play(Buy(("koma", "manju", "geta")))  # three families: 1 + 3 + 5
    assert game.travellers[0].points["souvenirs"] == 9
    game.name_draws("encounter", ["shokunin"])
    game.name_draws("souvenir", ["gofu"])  # a second small object starts a new set
    walk(game, 0, 3)
    assert game.travellers[0].points["souvenirs"] == 9 + 1


def test_a_fourth_family_completes_a_set_for_seven():  # souvenir.sets
    game = plain_game()
    game.name_draws("souvenir", ["koma", "manju", "geta"])
    game.play(Move(1))
    game.play(Buy(("koma", "manju", "geta")))
    game.name_draws("encounter", ["shokunin"])
    game.name_draws("souvenir", ["netsuke"])
    walk(game, 0, 3)
    assert game.travellers[0].points["souvenirs"] == 1 + 3 + 5 + 7


def test_panorama_cards_come_in_section_order():  # panorama.order
    game = plain_game()
    walk(game, 0, 6, 12)  # two mountain spaces
    traveller = game.travellers[0]
    assert traveller.panoramas["mountain"] == 2
    assert traveller.points["panoramas"] == 1 + 2
    walk(game, 0, 14, 19)
    assert game.travellers[0].points["panoramas"] == 1 + 2 + 3


def test_paddy_has_three_sections_mountain_four_sea_five():  # panorama.lengths
    from tokaido_nb.rules import OFFICIAL

    assert dict(OFFICIAL.panorama_lengths) == {"paddy": 3, "mountain": 4, "sea": 5}
    game = plain_game()
    walk(game, 0, 6, 12, 14, 19)
    assert not game.travellers[0].achievements  # three mountain cards are not enough
    walk(game, 0, 23)  # the fourth completes the mountain
    traveller = game.travellers[0]
    assert traveller.panoramas["mountain"] == 4
    assert traveller.points["panoramas"] == 1 + 2 + 3 + 4
    assert traveller.achievements == ["mountain"]
    walk(game, 0, 27)
    settle(game)
    bring(game, 0)
    assert not game.can_stop_at(32)  # the next mountain space is closed to them
    assert game.can_stop_at(33)


def test_the_first_to_complete_a_panorama_takes_its_achievement():  # panorama.first
    game = plain_game()
    walk(game, 0, 6, 12, 14, 19, 23)
    first = game.travellers[0]
    assert first.achievements == ["mountain"] and first.points["achievements"] == 3
    assert game.panorama_firsts == {"mountain": 0}


def test_a_later_completion_takes_no_achievement():  # panorama.first
    game = plain_game()
    walk(game, 0, 6, 12, 14, 19, 23)
    game.name_draws("encounter", ["annaibito_mountain", "annaibito_mountain"])
    walk(game, 1, 32, 38, 41, 44, 50)  # the fourth mountain card at 50
    second = game.travellers[1]
    assert second.panoramas["mountain"] == 4
    assert second.achievements == [] and second.points["achievements"] == 0
    assert game.panorama_firsts == {"mountain": 0}


def test_an_empty_pile_deals_nothing_and_the_stop_still_counts():
    """hot_spring.card, village.reveal, reference (h)5: no reshuffle; the traveller still stops."""
    game = plain_game()
    with game.edit() as state:
        state.piles["hot_spring"].clear()  # as if every card had been drawn
        state.piles["souvenir"].clear()
    game.play(Move(5))
    assert game.travellers[0].hot_springs == [] and game.scores()[0] == 0
    assert game.position(0) == 5
    walk(game, 0, 8)  # a village with nothing to reveal asks nothing
    assert game.decision == "move" and game.turns[-1]["revealed"] == []
