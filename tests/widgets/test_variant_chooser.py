"""The variant chooser of chapter 10: each switch builds a new game, read back in words."""

from __future__ import annotations

from tokaido_nb.rules import Move
from tokaido_nb.widgets.variant_chooser import OPTIONS, VariantChooser


def test_the_base_game_to_start_with():
    chooser = VariantChooser(players=4)
    game = chooser.game
    assert game.variants == () and game.expansions == ()
    assert "The road runs from Kyoto to Edo." in chooser.summary.value
    assert "draws 5 meal cards" in chooser.summary.value
    assert "holds 14 cards" in chooser.summary.value


def test_a_click_on_return_trip_turns_the_road_around():  # variant.return_trip
    chooser = VariantChooser(players=3)
    chooser.toggles["return_trip"].value = True
    assert chooser.game.variants == ("return_trip",)
    assert [chooser.game.position(i) for i in range(3)] == [54, 54, 54]
    assert "The road runs from Edo to Kyoto." in chooser.summary.value
    assert "from Edo to Kyoto" in chooser.message.text
    assert chooser.table.game is chooser.game
    assert chooser.toggles["return_trip"].icon == "check"


def test_initiatory_journey_gives_everyone_seven_coins():  # variant.initiatory
    chooser = VariantChooser(players=3)
    chooser.toggle("initiatory")
    assert [t.key for t in chooser.game.travellers] == [None, None, None]
    assert [t.coins for t in chooser.game.travellers] == [7, 7, 7]
    assert "Travellers: none" in chooser.summary.value


def test_gastronomy_draws_one_meal_fewer():  # variant.gastronomy
    chooser = VariantChooser(players=4)
    chooser.toggle("gastronomy")
    assert "draws 4 meal cards" in chooser.summary.value


def test_preparations_shows_the_bonus_beside_the_printed_coins():  # variant.preparations
    chooser = VariantChooser(players=4)
    chooser.toggle("preparations")
    game = chooser.game
    first = game.travellers[game.kyoto[0]]
    printed = game.rules.starting_coins[first.key]
    assert first.coins == printed + 2
    assert f"{first.coins} coins ({printed} +2)" in chooser.summary.value


def test_new_encounters_add_four_cards():
    chooser = VariantChooser(players=3)
    chooser.toggles["new_encounters"].value = True
    assert chooser.game.expansions == ("new_encounters",)
    assert len(chooser.game.piles["encounter"]) == 18
    assert "holds 18 cards" in chooser.summary.value


def test_two_players_bring_the_neutral_traveller():  # setup.neutral
    chooser = VariantChooser(players=4)
    chooser.player_buttons.value = 2
    assert chooser.game.players == 2
    assert any(t.neutral for t in chooser.game.travellers)
    assert "A neutral traveller" in chooser.message.text
    assert "The neutral traveller" in chooser.summary.value


def test_switching_off_restores_the_base_game():
    chooser = VariantChooser(players=3, chosen=["return_trip", "gastronomy"])
    chooser.toggles["return_trip"].value = False
    assert chooser.game.variants == ("gastronomy",)
    assert chooser.chosen == {"gastronomy"}


def test_the_game_below_can_be_played():
    chooser = VariantChooser(players=3, chosen=["return_trip"])
    mover = chooser.game.to_move
    chooser.table.choices.click("Stop at 53 · village")
    assert chooser.game.position(mover) == 53


def test_an_illegal_move_in_the_game_is_explained_and_changes_nothing():
    chooser = VariantChooser(players=3, chosen=["return_trip"])
    before = chooser.game.snapshot()
    assert chooser.table.play(Move(30)) is False  # beyond Inn 3, on the way back
    assert chooser.game.snapshot() == before
    assert "road.inn_stop" in chooser.table.message.text


def test_a_refused_number_of_players_keeps_the_game():
    chooser = VariantChooser(players=3)
    game = chooser.game
    chooser.set_players(1)
    assert "Tokaido is played by 2 to 5 players" in chooser.message.text
    assert chooser.game is game and chooser.players == 3


def test_an_unknown_switch_is_explained():
    chooser = VariantChooser(players=3)
    chooser.toggle("crossroads")
    assert "There is no 'crossroads' to switch" in chooser.message.text
    assert set(OPTIONS) >= chooser.chosen


def test_a_short_stable_repr():
    chooser = VariantChooser(players=2, chosen=["gastronomy"])
    assert repr(chooser) == "VariantChooser(players=2, chosen=['gastronomy'])"
