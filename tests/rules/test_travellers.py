"""The ten travellers' powers, each at the exact moment the rules give (reference (c), D4, D5)."""

from __future__ import annotations

from tokaido_nb.rules import (
    Buy,
    Donate,
    Eat,
    Game,
    KeepEncounter,
    KeepMeal,
    Move,
    Pay,
    TakePanorama,
)

from .scenarios import bring, finish, settle, walk


def game_with(key: str, *others: str, **kwargs) -> Game:
    """Three travellers, ``key`` first: traveller 0 moves first, then 1, then 2."""
    others = others or tuple(k for k in ("kinko", "umegae", "hirotada") if k != key)[:2]
    return Game(3, travellers=[key, *others], kyoto=[2, 1, 0], **kwargs)


def inn_to_inn(game: Game, player: int) -> list[str]:
    """Walk ``player`` through the whole journey from inn to inn; the decisions met on arrival."""
    met = []
    for inn in (14, 27, 41, 54):
        walk(game, player, inn)
        met.append(game.decision)
        settle(game)
    return met


# --- Hiroshige -----------------------------------------------------------------------------


def test_hiroshige_takes_a_panorama_card_of_his_choice_before_the_meal():
    """traveller.hiroshige: on arriving at an inn on the way, before the meal."""
    game = game_with("hiroshige")
    game.play(Move(14))
    assert game.decision == "panorama" and game.pending.reason == "hiroshige"
    assert {a.panorama for a in game.legal_actions()} >= {"paddy", "mountain", "sea"}
    game.play(TakePanorama("sea"))
    assert game.travellers[0].panoramas["sea"] == 1
    assert game.travellers[0].points["panoramas"] == 1
    assert game.decision == "eat"  # the meal comes after


def test_hiroshige_may_leave_his_card():
    """traveller.hiroshige: a project choice (data.HIROSHIGE_MAY_DECLINE), not in reference (h)."""
    game = game_with("hiroshige")
    game.play(Move(14))
    game.play(TakePanorama(None))
    assert game.travellers[0].panoramas == {"paddy": 0, "mountain": 0, "sea": 0}
    assert game.decision == "eat" and game.turns[-1]["hiroshige"] is None


def test_hiroshige_paints_at_the_three_inns_on_the_way_but_not_at_edo():  # traveller.hiroshige
    game = game_with("hiroshige")
    assert inn_to_inn(game, 0) == ["panorama", "panorama", "panorama", "eat"]


def test_hiroshige_can_complete_a_panorama_and_win_its_achievement():  # traveller.hiroshige
    game = game_with("hiroshige")
    walk(game, 0, 4, 14)
    game.play(TakePanorama("paddy"))
    settle(game)
    walk(game, 0, 18)
    assert game.travellers[0].panoramas["paddy"] == 3
    assert game.travellers[0].achievements == ["paddy"]


def test_hiroshige_is_offered_only_unfinished_panoramas():  # traveller.hiroshige
    game = game_with("hiroshige")
    walk(game, 0, 4, 14)
    game.play(TakePanorama("paddy"))
    settle(game)
    walk(game, 0, 18, 27)  # paddy complete at 18
    assert TakePanorama("paddy") not in game.legal_actions()
    assert TakePanorama("mountain") in game.legal_actions()


# --- Chuubei -------------------------------------------------------------------------------


def test_chuubei_meets_someone_at_an_inn_before_the_meal():  # traveller.chuubei
    game = game_with("chuubei")
    game.name_draws("encounter", ["samurai"])
    game.play(Move(14))
    chuubei = game.travellers[0]
    assert chuubei.encounters == ["samurai"]  # it counts for Chatterbox
    assert chuubei.points["encounters"] == 3
    assert game.decision == "eat"
    assert game.turns[-1]["chuubei"]["drawn"] == ["samurai"]


def test_chuubei_meets_someone_at_the_three_inns_on_the_way_but_not_at_edo():
    """traveller.chuubei: three encounters on an inn-to-inn journey, none at Kyoto or Edo."""
    game = game_with("chuubei")
    assert len(game.travellers[0].encounters) == 0
    for inn, expected in ((14, 1), (27, 2), (41, 3), (54, 3)):
        walk(game, 0, inn)
        assert len(game.travellers[0].encounters) == expected
        settle(game)


# --- Kinko ---------------------------------------------------------------------------------


def test_kinko_pays_one_coin_less_for_a_meal():  # traveller.kinko
    game = game_with("kinko")
    game.name_draws("meal", ["unagi", "dango", "tofu", "sushi"])
    game.play(Move(14))
    game.play(Eat("unagi"))
    assert game.travellers[0].coins == 7 - 2


def test_kinko_eats_a_one_coin_meal_for_free():  # traveller.kinko
    game = game_with("kinko")
    game.name_draws("meal", ["dango", "unagi", "tofu", "sushi"])
    game.play(Move(14))
    game.play(Eat("dango"))
    assert game.travellers[0].coins == 7
    assert game.travellers[0].points["meals"] == 6


def test_kinkos_discount_does_not_lower_his_gourmet_total():  # traveller.kinko, end.gourmet
    game = game_with("kinko", "umegae", "hirotada")
    game.name_draws("meal", ["unagi", "udon", "dango", "tofu"])
    game.play(Move(14))
    game.play(Eat("unagi"))  # printed 3, Kinko pays 2
    game.play(Move(14))
    game.play(Eat("udon"))  # printed 3, Umegae pays 3
    finish(game)
    assert game.achievements()[0] == ["gourmet"] == game.achievements()[1]


# --- Yoshiyasu -----------------------------------------------------------------------------


def test_yoshiyasu_draws_two_encounters_and_keeps_one():  # traveller.yoshiyasu
    game = game_with("yoshiyasu")
    game.name_draws("encounter", ["samurai", "kuge"])
    game.play(Move(3))
    assert game.decision == "keep_encounter"
    assert game.legal_actions() == [KeepEncounter("kuge"), KeepEncounter("samurai")]
    game.play(KeepEncounter("kuge"))
    yoshiyasu = game.travellers[0]
    assert yoshiyasu.encounters == ["kuge"]
    assert yoshiyasu.coins == 9 + 3 and yoshiyasu.points["encounters"] == 0


def test_yoshiyasus_other_card_goes_to_the_bottom_of_the_pile():  # traveller.yoshiyasu
    game = game_with("yoshiyasu")
    game.name_draws("encounter", ["samurai", "kuge"])
    game.play(Move(3))
    game.play(KeepEncounter("kuge"))
    assert game.piles["encounter"][0] == "samurai"  # the bottom; the top is the last card
    assert len(game.piles["encounter"]) == 13


# --- Satsuki -------------------------------------------------------------------------------


def test_satsuki_receives_a_free_meal_from_the_pile_not_from_the_hand():  # traveller.satsuki
    game = game_with("satsuki", "kinko", "umegae")
    game.name_draws("meal", ["dango", "tofu", "unagi", "sushi", "fugu"])
    game.play(Move(14))  # the free card is drawn first: dango
    assert game.decision == "keep_meal" and game.pending.card == "dango"
    game.play(KeepMeal(True))
    satsuki = game.travellers[0]
    assert satsuki.meals == ["dango"] and satsuki.coins == 2
    assert satsuki.points["meals"] == 6
    assert game.decision == "move"  # no second meal at this inn
    game.play(Move(14))
    assert list(game.pending.shown) == ["tofu", "unagi", "sushi", "fugu"]  # the hand is whole


def test_satsuki_may_refuse_her_free_meal_and_buy_one():  # traveller.satsuki
    game = game_with("satsuki", "kinko", "umegae")
    game.name_draws("meal", ["dango", "tofu", "unagi", "sushi", "fugu"])
    game.play(Move(14))
    game.play(KeepMeal(False))
    assert game.piles["meal"][0] == "dango"  # refused: under the pile
    assert game.decision == "eat"
    assert list(game.pending.shown) == ["tofu", "unagi", "sushi", "fugu"]
    game.play(Eat("tofu"))
    assert game.travellers[0].meals == ["tofu"] and game.travellers[0].coins == 0


def test_satsuki_must_refuse_a_free_specialty_she_has_already_eaten():
    """traveller.satsuki, reference (h)2: the eaten specialty goes under the pile unasked."""
    game = game_with("satsuki", "kinko", "umegae")
    game.name_draws("meal", ["dango", "tofu", "unagi", "sushi", "fugu"])
    game.play(Move(14))
    game.play(KeepMeal(True))
    settle(game)
    bring(game, 0)  # the others reach the next inn first and draw its hand
    game.name_draws("meal", ["dango"])
    game.play(Move(27))
    assert game.decision == "eat"  # no keep_meal question
    assert game.turns[-1]["satsuki"] == {"card": "dango", "kept": False}
    assert game.piles["meal"][0] == "dango"


def test_satsuki_receives_a_free_meal_at_edo_too():  # traveller.satsuki
    game = game_with("satsuki", "kinko", "umegae")
    decisions = inn_to_inn(game, 0)
    assert decisions == ["keep_meal"] * 4


# --- Mitsukuni -----------------------------------------------------------------------------


def test_mitsukuni_scores_one_more_per_hot_spring_card():  # traveller.mitsukuni
    game = game_with("mitsukuni")
    game.name_draws("hot_spring", [2])
    game.play(Move(5))
    mitsukuni = game.travellers[0]
    assert mitsukuni.points["hot_springs"] == 2 and mitsukuni.points["traveller"] == 1


def test_mitsukuni_scores_one_more_per_panorama_achievement():  # traveller.mitsukuni
    game = game_with("mitsukuni")
    game.name_draws("encounter", ["annaibito_paddy"])
    walk(game, 0, 3, 4, 14, 18)
    mitsukuni = game.travellers[0]
    assert mitsukuni.achievements == ["paddy"]
    assert mitsukuni.points["traveller"] == 1


def test_mitsukuni_scores_one_more_per_end_game_achievement_even_shared():
    """traveller.mitsukuni: a shared Bather and a Chatterbox each add 1 at the end."""
    game = game_with("mitsukuni", "kinko", "umegae")
    game.name_draws("hot_spring", [3, 2])
    game.name_draws("encounter", ["samurai"])
    walk(game, 0, 5)  # a hot spring
    walk(game, 1, 13)  # Kinko's hot spring ties Bather
    walk(game, 0, 10)  # an encounter
    finish(game)
    assert game.achievements()[0] == ["bather", "chatterbox"]
    assert game.achievements()[1] == ["bather"]
    assert game.breakdowns()[0]["traveller"] == 1 + 2  # one hot spring card, two achievements


# --- Sasayakko -----------------------------------------------------------------------------


def test_sasayakko_gets_the_cheapest_of_several_souvenirs_free():  # traveller.sasayakko
    game = game_with("sasayakko")
    game.name_draws("souvenir", ["geta", "koma", "manju"])
    game.play(Move(1))
    game.play(Buy(("geta", "koma", "manju")))
    assert game.travellers[0].coins == 5 - (2 + 1)  # one 1-coin card is free, not both


def test_sasayakko_pays_full_price_for_a_single_souvenir():  # traveller.sasayakko
    game = game_with("sasayakko")
    game.name_draws("souvenir", ["geta", "sumie", "koma"])
    game.play(Move(1))
    game.play(Buy(("sumie",)))
    assert game.travellers[0].coins == 5 - 3


def test_sasayakko_must_hold_the_full_price_of_what_she_buys():
    """traveller.sasayakko: English rulebook: "She must have the coins on hand to pay for all"."""
    game = game_with("sasayakko")
    game.name_draws("souvenir", ["ukiyoe", "sumie", "koma"])
    game.play(Move(1))
    assert Buy(("ukiyoe", "sumie")) not in game.legal_actions()  # 6 in hand needed, she has 5
    assert Buy(("sumie", "koma")) in game.legal_actions()  # 4 needed, 3 paid
    game.play(Buy(("sumie", "koma")))
    assert game.travellers[0].coins == 5 - 3


# --- Hirotada ------------------------------------------------------------------------------


def test_hirotada_may_add_a_coin_from_the_bank():  # traveller.hirotada
    game = game_with("hirotada")
    game.play(Move(2))
    assert Donate(1, True) in game.legal_actions() and Donate(1) in game.legal_actions()
    game.play(Donate(2, True))
    hirotada = game.travellers[0]
    assert (hirotada.coins, hirotada.donated, hirotada.points["donations"]) == (8 - 2, 3, 3)


def test_hirotadas_bank_coin_counts_for_the_temple_ranking():  # traveller.hirotada
    game = game_with("hirotada", "kinko", "umegae")
    game.play(Move(2))
    game.play(Donate(1, True))  # 2 in the temple for 1 of his own coins
    walk(game, 1, 9)
    game.play(Donate(1))
    finish(game)
    assert [b["temple"] for b in game.breakdowns()] == [10, 7, 0]


def test_hirotada_needs_a_coin_of_his_own_to_stop_at_a_temple():
    """traveller.hirotada, reference (h)3: the bank coin alone does not open a temple."""
    game = game_with("hirotada", "kinko", "umegae")
    game.name_draws("souvenir", ["sumie", "ukiyoe", "shikki"])
    game.play(Move(1))
    game.play(Buy(("sumie", "ukiyoe", "shikki")))  # 8 coins spent
    bring(game, 0)
    assert game.travellers[0].coins == 0
    assert not game.can_stop_at(9)


# --- Umegae --------------------------------------------------------------------------------


def test_umegae_gains_a_point_and_a_coin_at_each_encounter():  # traveller.umegae
    game = game_with("umegae")
    game.name_draws("encounter", ["samurai"])
    game.play(Move(3))
    umegae = game.travellers[0]
    assert umegae.coins == 5 + 1
    assert umegae.points["traveller"] == 1 and umegae.points["encounters"] == 3


def test_umegaes_coin_comes_before_the_card():  # traveller.umegae
    game = game_with("umegae", expansions=["new_encounters"])
    game.name_draws("souvenir", ["sumie", "geta", "washi"])
    game.play(Move(1))
    game.play(Buy(("sumie", "geta")))  # 5 coins spent
    assert game.travellers[0].coins == 0
    game.name_draws("encounter", ["takuhatsuso"])
    bring(game, 0)
    game.play(Move(3))
    assert game.decision == "pay"  # Umegae's coin arrived first, so she can pay the monk
    game.play(Pay(True))
    umegae = game.travellers[0]
    assert umegae.coins == 0
    assert umegae.points["traveller"] == 1 and umegae.points["encounters"] == 4


# --- Zen-emon ------------------------------------------------------------------------------


def test_zen_emon_buys_one_souvenir_for_one_coin():  # traveller.zen_emon
    game = game_with("zen_emon")
    game.name_draws("souvenir", ["sumie", "ukiyoe", "koma"])
    game.play(Move(1))
    assert Buy(("sumie",), "sumie") in game.legal_actions()
    game.play(Buy(("sumie", "ukiyoe"), "ukiyoe"))
    assert game.travellers[0].coins == 6 - (3 + 1)


def test_zen_emon_buys_only_one_souvenir_for_one_coin_per_village():  # traveller.zen_emon
    game = game_with("zen_emon")
    game.name_draws("souvenir", ["sumie", "ukiyoe", "shamisen"])
    game.play(Move(1))
    # Three 3-coin cards: one for 1 coin and two at 3 is 7, more than his 6 coins.
    assert not any(len(a.souvenirs) == 3 for a in game.legal_actions())
    assert Buy(("sumie", "ukiyoe"), "sumie") in game.legal_actions()
    assert all(a.one_coin in (None, *a.souvenirs) for a in game.legal_actions())
