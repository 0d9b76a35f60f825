"""The Crossroads expansion: the choice at every stop, its six options, the amulets, legendary
objects and calligraphies, and its six travellers (reference (e) and (c); one test or more for
each id of checklist-crossroads.md)."""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest

from tokaido_nb.record import replay, story, write_record
from tokaido_nb.rules import (
    OFFICIAL,
    AmuletMoment,
    AmuletShop,
    Bet,
    Buy,
    CalligraphyShop,
    ChooseOption,
    Donate,
    Eat,
    FortuneBet,
    Game,
    LegendaryShop,
    Move,
    NextStop,
    PlayAmulet,
    StopOption,
    TakeAmulet,
    TakeCalligraphy,
    TakeLegendary,
    TakePanorama,
    data,
)
from tokaido_nb.rules.scoring import (
    Holdings,
    calligraphy_points,
    legendary_points,
    places_from_last,
    score_journey,
    souvenir_points,
)
from tokaido_nb.rules.words import action_label, move_reason

from .crossroads import buy_amulet, cross, holding, in_the_lead_with, plain_cross
from .scenarios import bring, finish, refused, settle, walk


def coins_after(game: Game, player: int, action) -> int:
    before = game.travellers[player].coins
    game.play(action)
    return game.travellers[player].coins - before


# --- the choice ---------------------------------------------------------------------------------


def test_a_stop_offers_its_base_action_or_the_crossroads_one():  # cross.choice
    game = plain_cross()
    game.play(Move(7))
    assert game.pending == StopOption("farm", "gaming_room")
    assert game.legal_actions() == [ChooseOption("base"), ChooseOption("option")]
    assert coins_after(game, 0, ChooseOption("base")) == OFFICIAL.farm_coins
    assert "option" not in game.turns[-1]


def test_an_inn_offers_no_crossroads_option():  # cross.choice
    game = plain_cross()
    game.name_draws("meal", ["dango", "tofu", "unagi", "sushi"])
    game.play(Move(14))
    assert game.decision == "eat"


def test_an_option_out_of_reach_leaves_the_base_action_alone():  # cross.choice
    """With one coin the gaming room's bet is out of reach: the farm pays without a question."""
    game = cross("satsuki")  # 2 coins
    buy_amulet(game, 0, "fortune")  # 1 coin left
    bring(game, 0)
    game.play(PlayAmulet(None))  # keeps Fortune for later
    before = game.travellers[0].coins
    game.play(Move(7))
    assert game.decision != "option" and game.travellers[0].coins == before + 3
    assert "option" not in game.turns[-1]


# --- the six options ----------------------------------------------------------------------------


def test_a_cherry_tree_gives_points_and_a_coin_and_no_section():  # cross.cherry_tree
    game = plain_cross()
    game.play(Move(4))
    game.play(ChooseOption("option"))
    t = game.travellers[0]
    assert (t.cherry_trees, t.coins, t.panoramas["paddy"]) == (1, 8, 0)
    assert game.breakdown(0)["cherry_trees"] == 2 and game.breakdown(0)["panoramas"] == 0
    assert game.turns[-1] == {"player": 0, "to": 4, "option": "cherry_tree"}
    assert len(game.piles["cherry_tree"]) == 5


def test_a_completed_panorama_still_gives_a_cherry_tree():  # cross.cherry_tree
    """Its space is closed to the section but open to a cherry tree while one is left
    (data.COMPLETED_PANORAMA_CLOSES_CHERRY_TREE, from the online game)."""
    game = plain_cross()
    walk(game, 0, 4, 14, 18, 27, 28)  # the paddy completed, the plainest way (base actions)
    game.play(ChooseOption("base"))
    assert game.travellers[0].completed("paddy")
    bring(game, 0)
    assert 35 in game.legal_stops()
    game.play(Move(35))  # no question: the cherry tree is the one action open
    assert game.turns[-1]["option"] == "cherry_tree" and game.travellers[0].cherry_trees == 1


def test_a_bathhouse_costs_a_coin_scores_four_and_counts_for_the_bather():  # cross.bathhouse
    game = plain_cross()
    game.play(Move(5))
    assert coins_after(game, 0, ChooseOption("option")) == -1
    assert game.breakdown(0)["bathhouses"] == 4
    bather = score_journey([Holdings(bathhouses=1), Holdings(hot_springs=())])
    assert bather.achievements == (("bather",), ())


def test_the_gaming_room_multiplies_the_bet_by_the_die():  # cross.gaming_room
    for face, change in (("x0", -2), ("x1", 0), ("x2", 2), ("x3", 4), ("x4", 6)):
        game = plain_cross()
        game.play(Move(7))
        game.name_draws("die", [face])
        assert coins_after(game, 0, ChooseOption("option")) == change
        assert game.turns[-1]["roll"] == face


def test_the_fortune_die_has_x3_twice():  # cross.gaming_room
    assert Counter(data.DIE_FACES) == {"x0": 1, "x1": 1, "x2": 1, "x3": 2, "x4": 1}
    rolls: Counter = Counter()
    for seed in range(300):
        game = plain_cross(seed=seed)
        game.play(Move(7))
        game.play(ChooseOption("option"))
        rolls[game.turns[-1]["roll"]] += 1
    assert rolls["x3"] > 1.4 * max(rolls[f] for f in ("x0", "x1", "x2", "x4"))


def test_an_amulet_costs_a_coin_to_the_bank_and_is_secret():  # cross.amulet_buy
    game = plain_cross()
    game.play(Move(2))
    game.play(ChooseOption("option"))
    assert game.pending == AmuletShop(tuple(sorted(data.AMULETS)))
    game.play(TakeAmulet("vitality"))
    t = game.travellers[0]
    assert (t.coins, t.donated, t.amulets) == (6, 0, ["vitality"])
    assert "vitality" not in game.piles["amulet"]
    # Others cannot place it: it is unseen to them, seen by its holder.
    assert game.unseen("amulet", viewer=1)["vitality"] == 1
    assert game.unseen("amulet", viewer=0)["vitality"] == 0


def test_a_played_amulet_goes_back_to_the_stack():  # cross.amulet_use
    game = holding("fortune")
    assert game.pending == AmuletMoment("fortune")
    game.name_draws("die", ["x2"])
    game.play(PlayAmulet("fortune"))
    assert game.travellers[0].amulets == [] and "fortune" in game.piles["amulet"]


def test_an_amulet_is_never_played_on_the_turn_it_was_bought():  # cross.amulet_use
    """Miyataka buys Devotion first at a temple, then donates: Devotion is not offered yet."""
    game = cross("miyataka")
    game.play(Move(2))
    game.play(ChooseOption("option_first"))
    game.play(TakeAmulet("fortune"))
    t = game.travellers[0]
    assert t.new_amulets == ["fortune"] and not t.can_play("fortune")
    game.play(Donate(1))
    bring(game, 0)
    assert t.new_amulets == [] and game.pending == AmuletMoment("fortune")


def test_vitality_is_offered_after_a_stop_that_puts_the_traveller_in_the_lead():
    """cross.amulet_vitality: the same traveller moves again, in the same turn."""
    game = in_the_lead_with("vitality")
    assert game.pending == AmuletMoment("vitality")
    game.play(PlayAmulet("vitality"))
    assert game.actor == 0 and game.pending == NextStop(vitality=True)
    assert "played Vitality: they move again" in move_reason(game)
    assert game.turns[-1]["amulets"] == ["vitality"]
    game.play(Move(14))
    assert game.turns[-1]["player"] == 0 and game.turns[-1]["to"] == 14


def test_vitality_is_not_offered_behind_the_lead():  # cross.amulet_vitality
    game = plain_cross()
    buy_amulet(game, 0, "vitality")
    bring(game, 0)  # the others went on to the inn
    game.play(Move(5))
    game.play(ChooseOption("base"))
    assert game.decision == "move"


def test_vitality_is_not_offered_at_an_inn():  # cross.amulet_vitality
    game = plain_cross()
    buy_amulet(game, 0, "vitality")
    settle(game)
    while game.actor != 0:  # the others stop just past 2
        game.play(Move(min(s for s in game.legal_stops() if s > 2)))
        settle(game)
    game.play(Move(14))  # the lead, at an inn
    assert game.decision == "eat"
    game.play(Eat(None))
    assert game.decision == "move" and game.actor != 0


def test_fortune_is_rolled_before_the_move():  # cross.amulet_fortune
    game = holding("fortune")
    game.name_draws("die", ["x4"])
    assert coins_after(game, 0, PlayAmulet("fortune")) == 4
    assert game.decision == "move" and game.actor == 0
    game.play(Move(13))
    assert game.turns[-1] == {
        "player": 0,
        "to": 13,
        "amulets": ["fortune"],
        "fortune": "x4",
        **{k: v for k, v in game.turns[-1].items() if k == "hot_spring"},
    }


def test_health_takes_both_actions_in_the_order_chosen():  # cross.amulet_health
    game = holding("health", "satsuki")  # 1 coin left after the amulet
    game.play(Move(7))
    legal = game.legal_actions()
    # The bet of 2 is not in the purse of 1: only the farm first can pay for it.
    assert ChooseOption("base_first") in legal and ChooseOption("option_first") not in legal
    game.name_draws("die", ["x4"])
    # The farm's 3 coins come first, so the bet of 2 is in the purse.
    assert coins_after(game, 0, ChooseOption("base_first")) == 3 - 2 + 8
    turn = game.turns[-1]
    assert (turn["both"], turn["option"], turn["amulets"]) == (
        "base_first",
        "gaming_room",
        ["health"],
    )


def test_health_is_not_offered_first_for_an_action_that_is_closed():  # cross.amulet_health
    game = holding("health", "satsuki")  # 1 coin
    game.play(Move(7))
    error = refused(game, ChooseOption("option_first"))
    assert error.rule == "cross.gaming_room" and "(choose 'base_first')" in str(error)
    assert game.turns[-1].get("both") is None and "health" in game.travellers[0].amulets


def test_both_leaves_out_a_second_action_the_purse_cannot_pay_and_says_so():  # cross.amulet_health
    game = holding("health", "satsuki")  # 1 coin
    game.play(Move(9))  # a temple: a donation, then an amulet
    labels = {action_label(game, a): a for a in game.legal_actions()}
    warned = [label for label, a in labels.items() if a.choice in ("base_first", "option_first")]
    assert warned and all("the second may be left out" in label for label in warned), warned
    game.play(ChooseOption("base_first"))
    game.play(Donate(1))
    turn = game.turns[-1]
    assert turn["both"] == "base_first" and turn["declined"] == "option" and "amulet" not in turn
    assert game.decision == "move" and game.travellers[0].coins == 0
    told = story(game)[-2]
    assert "no coin was left for an amulet" in told, told
    assert replay(write_record(game)).turns == game.turns


def test_friendship_shares_an_occupied_single_space_and_leaves_first():
    """cross.amulet_friendship: the later arrival is further behind, so it moves first."""
    game = plain_cross()
    game.play(Move(3))  # traveller 0 on a single space
    game.play(ChooseOption("base"))
    settle(game)
    buy_amulet(game, 1, "friendship", temple=2)  # traveller 1 behind, at 2
    bring(game, 1)
    assert Move(3, friendship=True) in game.legal_actions() and Move(3) not in game.legal_actions()
    assert "Move(to=3, friendship=True)" in str(refused(game, Move(3)))
    game.play(Move(3, friendship=True))
    assert game.occupants(3) == [0, 1] and game.turns[-1]["amulets"] == ["friendship"]
    settle(game)
    assert game.actor == 1  # the later arrival is further behind: it leaves first


def test_hospitality_makes_the_next_meal_free():  # cross.amulet_hospitality
    game = holding("hospitality")
    game.play(Move(14))
    meal = max(game.pending.shown, key=lambda m: data.MEALS[m][0])
    assert Eat(meal, hospitality=True) in game.legal_actions()
    assert coins_after(game, 0, Eat(meal, hospitality=True)) == 0
    assert game.travellers[0].meals == [meal] and game.turns[-1]["amulets"] == ["hospitality"]
    assert game.breakdown(0)["meals"] == 6


def test_devotion_sends_one_cards_coins_to_the_temple():  # cross.amulet_devotion
    game = holding("devotion")
    game.name_draws("souvenir", ["koma", "sumie", "geta"])
    game.play(Move(8))
    game.play(ChooseOption("base"))
    t = game.travellers[0]
    before = (t.coins, t.donated)
    game.play(Buy(("koma", "sumie"), devotion="sumie"))
    assert (t.coins, t.donated) == (before[0] - 4, before[1] + 3)
    assert game.turns[-1]["devotion"] == 3 and game.breakdown(0)["donations"] == 3


def test_devotion_counts_in_the_temple_ranking():  # cross.amulet_devotion
    game = holding("devotion")
    walk(game, 0, 8)
    game.play(ChooseOption("option"))
    game.play(TakeLegendary("masamune", devotion=True))
    finish(game)
    assert game.travellers[0].donated == 3
    assert game.breakdown(0)["temple"] == OFFICIAL.temple_awards[0]


# --- legendary objects ---------------------------------------------------------------------------


def test_one_legendary_object_at_its_price():  # cross.legendary_buy
    game = plain_cross()
    game.play(Move(1))
    game.play(ChooseOption("option"))
    assert game.pending == LegendaryShop(tuple(sorted(data.LEGENDARY)))
    assert coins_after(game, 0, TakeLegendary("buppatsu")) == -2
    assert (
        game.travellers[0].legendary == ["buppatsu"] and "buppatsu" not in game.piles["legendary"]
    )


def test_a_legendary_object_may_be_chosen_with_none_bought():  # cross.legendary_buy
    game = plain_cross()
    game.play(Move(1))
    game.play(ChooseOption("option"))
    game.play(TakeLegendary(None))
    assert game.turns[-1] == {"player": 0, "to": 1, "option": "legendary", "legendary": None}


def test_shodo_scores_the_collection_and_each_card_gained_later():  # cross.legendary_shodo
    held = Holdings(souvenirs=("food", "art"), legendary=("shodo",))
    assert legendary_points(held) == 2
    later = dataclasses.replace(held, souvenirs=("food", "art", "food"), legendary=("shodo", "ema"))
    assert legendary_points(later) == 4  # +1 for the souvenir, +1 for Ema
    both = Holdings(legendary=("shodo", "emaki"))
    assert legendary_points(both) == 2  # each counts the other


def test_shodo_counts_a_souvenir_daigoro_draws_later():  # cross.legendary_shodo
    game = cross("daigoro")  # 3 coins
    game.play(Move(1))
    game.play(ChooseOption("option"))
    game.play(TakeLegendary("shodo"))
    assert game.breakdown(0)["legendary"] == 0
    bring(game, 0)
    game.name_draws("souvenir", ["koma"])
    game.play(Move(14))
    assert game.turns[-1]["daigoro"] == "koma"
    assert game.breakdown(0)["legendary"] == 1


def test_buppatsu_is_a_fifth_family_so_a_set_scores_nine():  # cross.legendary_buppatsu
    families = ["food", "art", "clothing", "small_object", data.FIFTH_FAMILY]
    assert souvenir_points(families) == 1 + 3 + 5 + 7 + 9
    held = Holdings(souvenirs=tuple(families[:4]), legendary=("buppatsu",))
    score = score_journey([held], final=False)
    assert score.breakdowns[0]["souvenirs"] == 25 and score.breakdowns[0]["legendary"] == 0


def test_murasame_and_masamune_score_eight():  # cross.legendary_masamune
    assert legendary_points(Holdings(legendary=("murasame", "masamune"))) == 16


def test_legendary_objects_count_for_the_collector():  # cross.legendary_collector
    scored = score_journey(
        [Holdings(souvenirs=("food",), legendary=("ema",)), Holdings(souvenirs=("art",))]
    )
    assert scored.end_game_totals["collector"] == (2, 1)
    assert scored.achievements[0] == ("collector",)


# --- calligraphies -------------------------------------------------------------------------------


def test_a_calligraphy_costs_a_coin_and_scores_at_the_end_only():  # cross.calligraphy_buy
    game = plain_cross()
    game.play(Move(3))
    game.play(ChooseOption("option"))
    assert game.pending == CalligraphyShop(tuple(sorted(data.CALLIGRAPHIES)))
    assert coins_after(game, 0, TakeCalligraphy("foresight")) == -1
    assert game.breakdown(0)["calligraphies"] == 0  # secret until the end
    assert game.unseen("calligraphy", viewer=2)["foresight"] == 1
    finish(game)
    coins = game.travellers[0].coins
    assert game.breakdown(0)["calligraphies"] == 2 * coins


def test_each_calligraphy_scores_as_the_reference_says():  # cross.calligraphy_scoring
    h = Holdings(
        coins=4,
        panoramas={"paddy": 3, "mountain": 4, "sea": 2},
        cherry_trees=2,
        souvenirs=("food", "art", "art"),
        legendary=("ema",),
        meals=("dango", "soba", "fugu"),
        encounter_meals=("fugu",),
        calligraphies=("perfection", "fasting"),
    )
    assert calligraphy_points("foresight", h) == 8
    assert calligraphy_points("contemplation", h) == 2 * 3 + 2
    assert calligraphy_points("nostalgia", h) == 2 + 3
    assert [calligraphy_points("patience", h, from_last=n) for n in (1, 2, 3)] == [6, 4, 2]
    assert calligraphy_points("perfection", h, achievements=3) == 6 + 2
    assert calligraphy_points("fasting", h) == 3 * (4 - 2)  # Itamae's meal is no inn meal


def test_patience_counts_the_order_of_arrival_at_the_end():  # cross.calligraphy_scoring
    assert places_from_last([2, 4, 1, 3]) == [3, 1, 4, 2]
    first = Holdings(calligraphies=("patience",), finish=1)
    last = Holdings(calligraphies=("patience",), finish=3)
    middle = Holdings(finish=2)
    scored = score_journey([first, middle, last])
    assert [b["calligraphies"] for b in scored.breakdowns] == [2, 0, 6]


def test_perfection_counts_the_achievements_of_the_end():  # cross.calligraphy_scoring
    h = Holdings(calligraphies=("perfection",), meals=("unagi",))
    scored = score_journey([h, Holdings()])
    assert scored.achievements[0] == ("gourmet", "chatterbox")
    assert scored.breakdowns[0]["calligraphies"] == 2 * 2 + 1


def test_calligraphies_count_for_the_chatterbox():  # cross.calligraphy_chatterbox
    scored = score_journey([Holdings(calligraphies=("fasting",)), Holdings(encounters=())])
    assert scored.end_game_totals["chatterbox"] == (1, 0)
    assert "chatterbox" in scored.achievements[0]


# --- encounters and card counts -----------------------------------------------------------------


@pytest.mark.parametrize("card", ["annaibito_paddy", "shokunin", "miko"])
def test_encounters_never_give_a_crossroads_card(card):  # cross.encounters_base_only
    game = plain_cross()
    piles = {p: list(game.piles[p]) for p in ("cherry_tree", "legendary", "amulet")}
    game.name_draws("encounter", [card])
    game.play(Move(3))
    game.play(ChooseOption("base"))
    settle(game)
    t = game.travellers[0]
    assert {p: game.piles[p] for p in piles} == piles
    assert (t.cherry_trees, t.legendary) == (0, [])
    if card == "miko":
        assert game.breakdown(0)["donations"] == OFFICIAL.miko_points and t.donated == 1


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_all_six_cards_of_each_kind_are_in_play(players):  # cross.card_counts
    game = Game(players, expansions=["crossroads"], seed=players)
    sizes = {pile: len(game.piles[pile]) for pile in data.CROSSROADS_COPIES}
    assert sizes == dict.fromkeys(data.CROSSROADS_COPIES, 6)
    assert sorted(game.piles["legendary"]) == sorted(data.LEGENDARY)


# --- the six travellers --------------------------------------------------------------------------


def test_the_six_travellers_join_the_deal_with_their_coins():
    dealt: set[str] = set()
    for seed in range(40):
        game = Game(5, expansions=["crossroads"], seed=seed)
        dealt.update(k for pair in (game.pending.dealt,) for k in pair)
        while game.decision == "traveller":
            dealt.update(game.pending.dealt)
            game.play(game.legal_actions()[0])
    assert set(data.CROSSROADS_TRAVELLERS) <= dealt
    game = cross("gotozaemon", "nampo", "kita")
    assert [t.coins for t in game.travellers] == [0, 2, 4]


def test_jirocho_may_bet_a_coin_at_an_inn_on_the_way():  # traveller.jirocho
    game = cross("jirocho")
    game.play(Move(14))
    assert game.pending == FortuneBet(1)
    game.name_draws("die", ["x4"])
    assert coins_after(game, 0, Bet(True)) == 3
    assert game.turns[-1]["jirocho"] == "x4" and game.decision == "eat"


def test_jirocho_who_declines_writes_a_null_bet():  # traveller.jirocho
    game = cross("jirocho")
    game.play(Move(14))
    game.play(Bet(False))
    assert game.turns[-1]["jirocho"] is None


def test_daigoro_draws_a_souvenir_at_each_inn_on_the_way():  # traveller.daigoro
    game = cross("daigoro")
    game.name_draws("souvenir", ["sumie"])
    game.play(Move(14))
    assert game.travellers[0].souvenirs == ["sumie"] and game.decision == "eat"
    assert game.turns[-1]["daigoro"] == "sumie"


def test_nampo_scores_his_meals_by_their_printed_price():  # traveller.nampo
    game = cross("nampo")
    game.name_draws("meal", ["dango", "tofu", "unagi", "sushi"])
    game.play(Move(14))
    game.play(Eat("dango"))
    assert game.breakdown(0)["traveller"] == 1
    held = Holdings(traveller="nampo", meals=("dango", "soba", "fugu", "tofu"))
    assert score_journey([held], final=False).breakdowns[0]["traveller"] == 1 + 2 + 3 + 2


def test_gotozaemon_earns_a_coin_at_each_panorama_stop():  # traveller.gotozaemon
    game = cross("gotozaemon")
    assert coins_after(game, 0, Move(4)) == 1  # his coin, on arrival
    assert coins_after(game, 0, ChooseOption("option")) == 1  # the cherry tree's coin
    bring(game, 0)
    assert coins_after(game, 0, Move(6)) == 1
    game.play(ChooseOption("base"))
    assert game.travellers[0].panoramas["mountain"] == 1


def test_gotozaemon_earns_nothing_from_annaibito():  # traveller.gotozaemon
    game = cross("gotozaemon")
    game.name_draws("encounter", ["annaibito_sea"])
    assert coins_after(game, 0, Move(3)) == 0  # no coin for a calligraphy: the card, at once
    assert game.travellers[0].panoramas["sea"] == 1


def test_miyataka_may_donate_and_buy_an_amulet():  # traveller.miyataka
    game = cross("miyataka")
    game.play(Move(2))
    assert game.pending == StopOption("temple", "amulet", "miyataka")
    game.play(ChooseOption("base_first"))
    game.play(Donate(1))
    game.play(TakeAmulet("health"))
    t = game.travellers[0]
    assert (t.donated, t.amulets, t.coins) == (1, ["health"], 2)
    assert game.turns[-1]["both"] == "base_first"


def test_kita_may_draw_an_encounter_and_buy_a_calligraphy():  # traveller.kita
    game = cross("kita")
    game.name_draws("encounter", ["kuge"])
    game.play(Move(3))
    game.play(ChooseOption("base_first"))
    game.play(TakeCalligraphy("patience"))
    t = game.travellers[0]
    assert (t.encounters, t.calligraphies, t.coins) == (["kuge"], ["patience"], 4 + 3 - 1)


def test_hirotada_takes_the_bank_coin_with_an_amulet():
    game = cross("hirotada")
    game.play(Move(2))
    game.play(ChooseOption("option"))
    assert TakeAmulet("fortune", bank_coin=True) in game.legal_actions()
    game.play(TakeAmulet("fortune", bank_coin=True))
    t = game.travellers[0]
    assert (t.donated, t.coins) == (1, 7) and game.turns[-1]["bank_coin"] is True


def test_umegae_entertains_when_she_buys_a_calligraphy_too():
    game = cross("umegae")
    game.play(Move(3))
    game.play(ChooseOption("option"))
    game.play(TakeCalligraphy("fasting"))
    t = game.travellers[0]
    assert (t.coins, game.breakdown(0)["traveller"]) == (5 + 1 - 1, 1)


def test_mitsukuni_scores_a_point_per_bathhouse():
    held = Holdings(traveller="mitsukuni", bathhouses=2, hot_springs=(3,))
    assert score_journey([held], final=False).breakdowns[0]["traveller"] == 3


def test_the_neutral_traveller_takes_no_crossroads_option():
    game = Game(2, travellers=["kinko", "umegae"], kyoto=[0, 1, 2], expansions=["crossroads"])
    game.play(Move(4))  # the neutral traveller, moved by the player in front
    assert game.decision == "move" and game.travellers[2].cherry_trees == 0


def test_the_panorama_choice_of_annaibito_is_unchanged_by_crossroads():
    game = plain_cross()
    game.name_draws("encounter", ["annaibito_sea"])
    game.play(Move(3))
    game.play(ChooseOption("base"))
    assert game.travellers[0].panoramas["sea"] == 1 and not isinstance(game.pending, TakePanorama)
