"""The traveller powers of chapter 9: each scenario brings its power, the widget plays it."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tokaido_nb.rules import OFFICIAL, Donate, KeepEncounter, Move
from tokaido_nb.rules.data import TRAVELLERS
from tokaido_nb.widgets.traveller_powers import SCENARIOS, TravellerPowers, power_scenario


def test_there_is_a_scenario_for_every_traveller():
    assert set(SCENARIOS) == set(TRAVELLERS)


@pytest.mark.parametrize("key", sorted(SCENARIOS))
def test_each_scenario_puts_that_traveller_first_to_decide(key):
    game = power_scenario(key)
    assert game.travellers[0].key == key
    assert game.actor == 0 and game.to_move == 0


def test_hiroshige_chooses_a_panorama_at_the_inn():  # traveller.hiroshige
    powers = TravellerPowers("hiroshige")
    assert powers.game.decision == "panorama"
    powers.table.choices.click("Take a sea card")
    assert powers.game.travellers[0].panoramas["sea"] == 1
    assert "(Hiroshige): Take a sea card." in powers.table.message.text


def test_chuubei_draws_an_encounter_on_reaching_the_inn():  # traveller.chuubei
    powers = TravellerPowers("chuubei")
    powers.table.play(Move(14))
    assert powers.game.travellers[0].encounters == ["samurai"]
    assert powers.game.breakdown(0)["encounters"] == 3


def test_kinkos_buttons_show_the_discounted_prices():  # traveller.kinko
    powers = TravellerPowers("kinko")
    labels = [b.description for b in powers.table.choices.buttons]
    assert "Eat Dango (0 coins)" in labels and "Eat Unagi (2 coins)" in labels


def test_yoshiyasu_keeps_one_of_two():  # traveller.yoshiyasu
    powers = TravellerPowers("yoshiyasu")
    powers.table.play(KeepEncounter("samurai"))
    assert powers.game.travellers[0].encounters == ["samurai"]
    assert powers.game.piles["encounter"][0] == "kuge"


def test_satsuki_keeps_her_free_meal():  # traveller.satsuki
    powers = TravellerPowers("satsuki")
    powers.table.choices.click("Keep the free Tai Meshi")
    assert powers.game.travellers[0].meals == ["tai_meshi"]
    assert powers.game.travellers[0].coins == 2


def test_mitsukuni_scores_one_more_at_the_hot_spring():  # traveller.mitsukuni
    powers = TravellerPowers("mitsukuni")
    powers.table.choices.click("Stop at 5 · hot spring")
    assert powers.game.breakdown(0)["traveller"] == 1


def test_sasayakko_gets_the_cheapest_free():  # traveller.sasayakko
    powers = TravellerPowers("sasayakko")
    powers.table.choices.click("Buy Koma + Geta (2 coins)")
    assert powers.game.travellers[0].coins == 3


def test_hirotada_adds_the_bank_coin():  # traveller.hirotada
    powers = TravellerPowers("hirotada")
    powers.table.play(Donate(1, bank_coin=True))
    assert powers.game.travellers[0].donated == 2
    assert powers.game.travellers[0].coins == 7


def test_umegae_gains_before_the_card():  # traveller.umegae
    powers = TravellerPowers("umegae")
    powers.table.choices.click("Stop at 3 · encounter")
    assert powers.game.travellers[0].coins == 5 + 1 + 3
    assert powers.game.breakdown(0)["traveller"] == 1


def test_zen_emon_buys_one_for_a_coin():  # traveller.zen_emon
    powers = TravellerPowers("zen_emon")
    powers.table.choices.click("Buy Ukiyoe (1 coin, Ukiyoe for 1)")
    assert powers.game.travellers[0].coins == 5


def test_choosing_in_the_selector_loads_that_scenario_and_its_words():
    powers = TravellerPowers("hiroshige")
    powers.selector.value = "yoshiyasu"
    assert powers.key == "yoshiyasu"
    assert powers.game.decision == "keep_encounter"
    assert "Yoshiyasu, the functionary</b> starts with 9 coins" in powers.power.value
    assert powers.holder.children == (powers.table,)


def test_start_again_sets_the_scene_up_anew():
    powers = TravellerPowers("satsuki")
    powers.table.choices.click("Keep the free Tai Meshi")
    powers.restart_button.click()
    assert powers.game.decision == "keep_meal"
    assert powers.game.travellers[0].meals == []


def test_an_illegal_choice_shows_the_rule_and_leaves_the_game_unchanged():
    powers = TravellerPowers("kinko")  # Kinko is at an inn, about to eat
    before = powers.game.snapshot()
    assert powers.table.play(Donate(1)) is False
    assert powers.game.snapshot() == before
    assert "choose a meal or none" in powers.table.message.text


def test_an_unknown_traveller_is_explained_and_the_scene_stays():
    powers = TravellerPowers("umegae")
    game = powers.game
    powers.select("ninja")
    assert "There is no traveller 'ninja'" in powers.message.text
    assert powers.game is game and powers.key == "umegae"


def test_changed_rules_reach_the_tile_and_the_prices():
    generous = replace(
        OFFICIAL, kinko_discount=2, starting_coins={**OFFICIAL.starting_coins, "kinko": 10}
    )
    powers = TravellerPowers("kinko", rules=generous)
    labels = [b.description for b in powers.table.choices.buttons]
    assert "Eat Tofu (0 coins)" in labels
    assert "starts with 10 coins" in powers.power.value
    assert powers.game.travellers[0].coins == 10


def test_a_short_stable_repr():
    assert repr(TravellerPowers("kinko")) == "TravellerPowers('kinko')"


def test_a_scenario_says_the_numbers_of_its_rules():
    generous = replace(OFFICIAL, kinko_discount=2)
    power = TravellerPowers("kinko", rules=generous).power.value
    assert "costs him 2 coins less" in power and "1 coin less" not in power


def test_zen_emons_scene_shows_one_button_per_purchase_not_a_wall():  # issue 33
    powers = TravellerPowers("zen_emon")
    offered = powers.offered()
    assert offered[0] == "Buy nothing" and len(offered) == 7
    bought = [label.split(" (")[0] for label in offered]
    assert len(bought) == len(set(bought))  # one button for each set of souvenirs
    assert all(" for 1)" in label for label in offered[1:])
    assert "Buy Geta + Ukiyoe (3 coins, Ukiyoe for 1)" in offered


def test_kinkos_scene_says_the_printed_prices_it_asks_to_compare():  # issue 33
    import re
    from dataclasses import replace as changed

    text = re.sub(r"<[^>]+>", " ", TravellerPowers("kinko").power.value.split("</svg>")[-1])
    assert "Printed on the meal cards: Dango 1 coin, Sushi 2 coins, Tofu 2 coins" in text
    assert "Free for him: Dango." in text
    generous = changed(OFFICIAL, kinko_discount=2)
    text = TravellerPowers("kinko", rules=generous).power.value
    assert "Free for him: Dango, Sushi and Tofu." in text
