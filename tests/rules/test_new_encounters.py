"""The New Encounters: Itamae, Kitoushi, Saru and Takuhatsuso (reference (e), (h)9)."""

from __future__ import annotations

from tokaido_nb.rules import Donate, Eat, Game, Move, Pay, TakePanorama

from .scenarios import finish, settle, walk


def new_game(*travellers: str) -> Game:
    """Three travellers with the New Encounters; traveller 0 moves first."""
    travellers = travellers or ("hirotada", "kinko", "umegae")
    return Game(3, travellers=list(travellers), kyoto=[2, 1, 0], expansions=["new_encounters"])


def meet(game: Game, card: str, at: int = 3) -> None:
    game.name_draws("encounter", [card])
    walk(game, 0, at)


def test_the_new_encounters_add_one_card_each_to_the_pile():  # encounter.draw
    game = new_game()
    assert len(game.piles["encounter"]) == 14 + 4
    for card in ("itamae", "kitoushi", "saru", "takuhatsuso"):
        assert game.piles["encounter"].count(card) == 1


def test_itamae_sells_a_new_specialty_for_one_coin():  # new.itamae
    game = new_game()
    meet(game, "itamae")
    assert game.decision == "pay"
    game.name_draws("meal", ["tempura"])
    game.play(Pay(True))
    traveller = game.travellers[0]
    assert traveller.coins == 8 - 1
    assert traveller.meals == ["tempura"] and traveller.points["meals"] == 6
    assert traveller.encounters == ["itamae"]


def test_itamaes_meal_of_an_eaten_specialty_is_lost():  # new.itamae
    game = new_game()
    game.name_draws("meal", ["tempura", "dango", "sushi", "fugu"])
    walk(game, 0, 14)
    game.play(Eat("tempura"))
    assert game.travellers[0].meals == ["tempura"]
    settle(game)
    meet(game, "itamae", at=20)
    game.name_draws("meal", ["tempura"])
    game.play(Pay(True))
    traveller = game.travellers[0]
    assert traveller.meals == ["tempura"] and traveller.points["meals"] == 6
    assert game.piles["meal"][0] == "tempura"  # back under the pile


def test_itamaes_meal_counts_for_gourmet_at_its_printed_price():  # new.itamae, end.gourmet
    game = new_game("kinko", "umegae", "hirotada")
    meet(game, "itamae")
    game.name_draws("meal", ["unagi"])
    game.play(Pay(True))
    assert game.travellers[0].coins == 7 - 1  # (h)9: Kinko's discount is not for the encounter
    finish(game)
    assert "gourmet" in game.achievements()[0]


def test_itamae_may_be_declined_and_the_card_is_kept():  # new.itamae
    game = new_game()
    meet(game, "itamae")
    game.play(Pay(False))
    traveller = game.travellers[0]
    assert traveller.coins == 8 and traveller.meals == [] and traveller.encounters == ["itamae"]


def test_kitoushi_sells_the_next_card_of_a_panorama_of_your_choice():  # new.kitoushi
    game = new_game()
    meet(game, "kitoushi")
    game.play(Pay(True))
    assert game.decision == "panorama" and game.pending.reason == "kitoushi"
    assert game.legal_actions() == [
        TakePanorama("mountain"),
        TakePanorama("paddy"),
        TakePanorama("sea"),
    ]
    game.play(TakePanorama("mountain"))
    traveller = game.travellers[0]
    assert traveller.coins == 7 and traveller.panoramas["mountain"] == 1
    assert traveller.points["panoramas"] == 1


def test_kitoushi_may_be_declined():  # new.kitoushi
    game = new_game()
    meet(game, "kitoushi")
    game.play(Pay(False))
    assert game.decision == "move"
    assert game.travellers[0].panoramas == {"paddy": 0, "mountain": 0, "sea": 0}


def test_saru_gives_a_hot_spring_card_for_free():  # new.saru
    game = new_game()
    game.name_draws("hot_spring", [3])
    meet(game, "saru")
    traveller = game.travellers[0]
    assert game.decision == "move"  # nothing to pay
    assert traveller.hot_springs == [3] and traveller.points["hot_springs"] == 3
    assert traveller.coins == 8 and traveller.encounters == ["saru"]


def test_sarus_hot_spring_counts_for_bather():  # new.saru, end.bather
    game = new_game()
    meet(game, "saru")
    finish(game)
    assert game.achievements()[0] == ["bather", "chatterbox"]


def test_takuhatsuso_gives_four_points_for_a_coin():  # new.takuhatsuso
    game = new_game()
    meet(game, "takuhatsuso")
    game.play(Pay(True))
    traveller = game.travellers[0]
    assert traveller.coins == 8 - 1 and traveller.points["encounters"] == 4
    assert traveller.donated == 0  # (h)9: the coin goes to the bank, not the temple


def test_takuhatsuso_may_be_declined():  # new.takuhatsuso
    game = new_game()
    meet(game, "takuhatsuso")
    game.play(Pay(False))
    traveller = game.travellers[0]
    assert traveller.coins == 8 and game.scores()[0] == 0
    assert traveller.encounters == ["takuhatsuso"]
    assert game.turns[-1]["paid"] is False


def test_a_traveller_without_a_coin_is_not_asked_to_pay():  # new.takuhatsuso
    game = new_game("satsuki", "kinko", "umegae")
    walk(game, 0, 2)
    game.play(Donate(2))  # Satsuki gives both her coins
    assert game.travellers[0].coins == 0
    meet(game, "takuhatsuso")
    assert game.decision == "move"
    assert game.turns[-1]["paid"] is False and game.scores()[0] == 2


def test_chuubei_may_pay_a_new_encounter_at_an_inn():  # new.takuhatsuso, traveller.chuubei
    game = new_game("chuubei", "kinko", "umegae")
    game.name_draws("encounter", ["takuhatsuso"])
    game.play(Move(14))
    assert game.decision == "pay"
    game.play(Pay(True))
    assert game.travellers[0].points["encounters"] == 4
    assert game.decision == "eat"
