"""The scenes of chapters 15 and 16: each Crossroads stop, each amulet at its moment and each
Crossroads traveller at the moment of the power, played in a GameWidget; an unknown scene
refused; a scene says when it is done."""

from __future__ import annotations

import pytest

from tokaido_nb.rules import PlayAmulet, data
from tokaido_nb.widgets import AmuletMoments, CrossroadsStops, CrossroadsTravellers
from tokaido_nb.widgets.amulet_moments import SCENES as AMULET_SCENES
from tokaido_nb.widgets.crossroads_stops import SCENES as STOP_SCENES
from tokaido_nb.widgets.crossroads_travellers import SCENES as TRAVELLER_SCENES


def test_there_is_a_scene_for_every_option_amulet_and_crossroads_traveller():
    assert set(STOP_SCENES) == set(data.CROSSROADS_OPTIONS.values())
    assert set(AMULET_SCENES) == set(data.AMULETS)
    assert set(TRAVELLER_SCENES) == set(data.CROSSROADS_TRAVELLERS)


@pytest.mark.parametrize("option", sorted(STOP_SCENES))
def test_each_stop_offers_its_base_action_and_its_option(option):  # cross.choice
    stops = CrossroadsStops(option)
    assert stops.game.pending.option == option
    assert len(stops.offered()) == 2


def test_a_bathhouse_shows_in_the_purse_line():  # cross.bathhouse
    stops = CrossroadsStops("bathhouse")
    stops.table.choices.click("Pay 1 coin for a bathhouse")
    assert stops.purse_text() == (
        "Player 1 holds 6 coins, 4 points, 1 bathhouse. Since the scene began: −1 coin and "
        "+4 points."
    )


def test_a_cherry_tree_gives_points_and_a_coin():  # cross.cherry_tree
    stops = CrossroadsStops("cherry_tree")
    stops.table.choices.click("Take a cherry tree")
    assert "1 cherry tree" in stops.purse_text() and "+1 coin and +2 points" in stops.purse_text()


@pytest.mark.parametrize("amulet", sorted(set(AMULET_SCENES) - {"devotion"}))
def test_each_amulet_scene_offers_to_play_it(amulet):
    """Devotion's scene starts one step earlier, at the village's choice (tested below)."""
    moments = AmuletMoments(amulet)
    player = AMULET_SCENES[amulet].player
    assert moments.game.travellers[player].can_play(amulet)
    assert any(
        "play" in label.lower() and (amulet.capitalize() in label or "Health" in label)
        for label in moments.offered()
    ), moments.offered()


def test_playing_fortune_returns_it_to_the_stack():  # cross.amulet_fortune
    moments = AmuletMoments("fortune")
    moments.table.play(PlayAmulet("fortune"))
    assert moments.game.travellers[0].amulets == [] and "fortune" in moments.game.piles["amulet"]
    assert moments.game.decision == "move"


def test_vitality_gives_the_leader_another_move():  # cross.amulet_vitality
    moments = AmuletMoments("vitality")
    moments.table.choices.click("Play the Vitality amulet now")
    assert moments.game.actor == 0 and moments.game.pending.vitality


def test_friendship_shares_the_occupied_space():  # cross.amulet_friendship
    moments = AmuletMoments("friendship")
    assert moments.offered() == [
        "Stop at 3 · encounter (play Friendship)",
        "Stop at 4 · paddy field",
        "Stop at 5 · hot spring",
    ]
    moments.table.choices.click("Stop at 3 · encounter (play Friendship)")
    assert moments.game.occupants(3) == [0, 1]
    assert moments.purse_text().startswith("Player 2 holds")


def test_hospitality_makes_the_meal_free():  # cross.amulet_hospitality
    moments = AmuletMoments("hospitality")
    moments.table.choices.click("Eat Unagi free (play Hospitality)")
    assert moments.game.travellers[0].meals == ["unagi"]
    assert "Since the scene began: the meal Unagi and +6 points." in moments.purse_text()


def test_devotion_is_offered_on_a_legendary_object():  # cross.amulet_devotion
    moments = AmuletMoments("devotion")
    moments.table.choices.click("Buy a legendary object")
    labels = moments.offered()
    assert any("Devotion" in label and "Masamune" in label for label in labels), labels


def test_health_takes_both_actions():  # cross.amulet_health
    moments = AmuletMoments("health")
    both = [label for label in moments.offered() if label.startswith("Both")]
    assert len(both) == 2 and all("(play Health)" in label for label in both)


@pytest.mark.parametrize("key", sorted(TRAVELLER_SCENES))
def test_each_traveller_scene_puts_that_traveller_first_to_decide(key):
    powers = CrossroadsTravellers(key)
    assert powers.game.travellers[0].key == key and powers.game.actor == 0


def test_jirocho_is_asked_to_bet_at_the_inn():  # traveller.jirocho
    assert CrossroadsTravellers("jirocho").offered() == [
        "Do not bet",
        "Bet 1 coin on the fortune die",
    ]


def test_daigoro_draws_a_souvenir_on_reaching_the_inn():  # traveller.daigoro
    powers = CrossroadsTravellers("daigoro")
    powers.table.choices.click("Stop at 14 · Inn 1")
    assert powers.game.travellers[0].souvenirs == ["sumie"]


def test_nampo_scores_his_meal_by_its_price():  # traveller.nampo
    powers = CrossroadsTravellers("nampo")
    powers.table.choices.click("Eat Tofu (2 coins)")
    assert powers.game.breakdown(0)["traveller"] == 2


def test_gotozaemon_earns_a_coin_and_the_cherry_tree_another():  # traveller.gotozaemon
    powers = CrossroadsTravellers("gotozaemon")
    powers.table.choices.click("Stop at 4 · paddy field")
    powers.table.choices.click("Take a cherry tree")
    assert powers.game.travellers[0].coins == 2


@pytest.mark.parametrize("key", ["miyataka", "kita"])
def test_miyataka_and_kita_may_take_both_actions(key):  # traveller.miyataka traveller.kita
    offered = CrossroadsTravellers(key).offered()
    assert sum(1 for label in offered if label.startswith("Both")) == 2


def test_the_selector_loads_a_scene_and_an_unknown_one_is_explained():
    moments = AmuletMoments("fortune")
    moments.selector.value = "hospitality"
    assert moments.key == "hospitality" and moments.game.decision == "eat"
    assert "<b>Hospitality</b>" in moments.words.value
    moments.select("luck")
    assert moments.key == "hospitality"
    assert moments.message.text.startswith("There is no amulet 'luck'; amulets: vitality")
    with pytest.raises(ValueError, match="There is no traveller 'ninja'"):
        CrossroadsTravellers("ninja")


def test_start_again_sets_the_scene_up_anew():
    stops = CrossroadsStops("gaming_room")
    stops.table.choices.click("Bet 2 coins in the gaming room")
    stops.restart_button.click()
    assert stops.game.decision == "option" and stops.game.history == stops._start.history
    assert repr(stops) == "CrossroadsStops('gaming_room')"


def test_a_scene_says_it_is_done_once_its_traveller_has_finished_the_turn():  # issue 33
    stops = CrossroadsStops("bathhouse")
    assert stops.message.text == "" and not stops.done
    stops.table.choices.click("Pay 1 coin for a bathhouse")
    assert stops.done
    assert stops.message.text.startswith("Scene “") and "Start again" in stops.message.text
    assert "the other options" in stops.message.text
    stops.restart_button.click()
    assert stops.message.text == "" and not stops.done


def test_a_scene_is_not_done_halfway_through_its_traveller_s_turn():
    powers = CrossroadsTravellers("miyataka")
    powers.table.choices.click("Both: donate to the temple, then buy an amulet")
    assert not powers.done and powers.message.text == ""
    while powers.game.actor == 0 and powers.game.decision != "move":
        powers.table.choices.click(powers.offered()[0])
    assert powers.done and "the other travellers" in powers.message.text
