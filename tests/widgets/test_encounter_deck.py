"""The encounter deck of chapter 04: a card button draws that card, the game applies it."""

from __future__ import annotations

import pytest

from tokaido_nb.rules import Game, Move, TakePanorama
from tokaido_nb.rules.words import encounter_label
from tokaido_nb.scenarios import bring, walk
from tokaido_nb.widgets.encounter_deck import EncounterDeck


def aiko_before_the_encounter() -> Game:
    """Aiko (Kinko) to move, paddy complete, two mountain and two sea sections, 30 ahead."""
    game = Game(
        3, travellers=["kinko", "satsuki", "sasayakko"], kyoto=[1, 2, 0], names=["Aiko", "B", "C"]
    )
    walk(game, 0, 4, 6, 11, 14, 18, 19, 24, 27, 28)
    bring(game, 0)
    return game


@pytest.fixture
def deck() -> EncounterDeck:
    return EncounterDeck(aiko_before_the_encounter(), 30)


def test_one_button_per_kind_of_card_with_its_count_in_the_deck(deck):
    labels = [button.description for button in deck.card_buttons.values()]
    assert labels == [
        "Shokunin ×2",
        "Annaibito (paddy) ×1",
        "Annaibito (mountain) ×2",
        "Annaibito (sea) ×3",
        "Samurai ×2",
        "Kuge ×2",
        "Miko ×2",
    ]
    assert "Before the encounter" in deck.view.value


def test_samurai_button_gives_three_points():  # encounter.draw, encounter.samurai
    deck = EncounterDeck(aiko_before_the_encounter(), 30)
    before = deck.start.scores()[0]
    deck.card_buttons["samurai"].click()
    assert deck.after.travellers[0].encounters == ["samurai"]
    assert deck.after.scores()[0] == before + 3
    assert deck.message.text == "Aiko (Kinko) drew Samurai: +3 points."
    assert "Samurai" in deck.view.value and "After the encounter" in deck.view.value


def test_kuge_gives_coins_and_miko_a_temple_coin(deck):  # encounter.kuge, encounter.miko
    deck.card_buttons["kuge"].click()
    assert deck.after.travellers[0].coins == deck.start.travellers[0].coins + 3
    assert deck.message.text.endswith("drew Kuge: +3 coins.")
    deck.card_buttons["miko"].click()
    aiko = deck.after.travellers[0]
    assert (aiko.donated, aiko.coins) == (1, deck.start.travellers[0].coins)
    assert "1 coin in the temple and +1 point" in deck.message.text


def test_shokunin_gives_the_top_souvenir(deck):  # encounter.shokunin
    top = deck.start.piles["souvenir"][-1]
    deck.card_buttons["shokunin"].click()
    assert deck.after.travellers[0].souvenirs == [top]
    assert "the souvenir" in deck.message.text and "+1 point" in deck.message.text


def test_annaibito_gives_the_next_section_of_its_panorama(deck):  # encounter.annaibito
    deck.card_buttons["annaibito_sea"].click()
    assert deck.after.travellers[0].panoramas["sea"] == 3
    assert "sea section 3 and +3 points" in deck.message.text
    assert deck.choices.buttons == []


def test_a_complete_guide_offers_the_other_panoramas_as_buttons(deck):
    # encounter.annaibito_complete
    deck.card_buttons["annaibito_paddy"].click()
    labels = [button.description for button in deck.choices.buttons]
    assert labels == ["Take no panorama card", "Take a mountain card", "Take a sea card"]
    assert "asks for a choice" in deck.message.text
    assert "section 3 of 4" in deck.view.value  # the mountain card on offer
    deck.choices.click("Take a mountain card")
    assert deck.after.travellers[0].panoramas["mountain"] == 3
    assert "mountain section 3 and +3 points" in deck.message.text
    assert deck.choices.buttons == []


def test_declining_the_guide_gains_nothing(deck):  # encounter.annaibito_complete
    deck.card_buttons["annaibito_paddy"].click()
    deck.choices.click("Take no panorama card")
    assert deck.after.travellers[0].panoramas == deck.start.travellers[0].panoramas
    assert "took no panorama card: nothing gained" in deck.message.text


def test_the_complete_panorama_is_refused_with_its_rule(deck):
    deck.card_buttons["annaibito_paddy"].click()
    before = deck.after.snapshot()
    assert deck.choose(TakePanorama("paddy")) is False
    assert deck.after.snapshot() == before
    assert "encounter.annaibito_complete" in deck.message.text
    assert "completed the paddy panorama" in deck.message.text


def test_every_draw_starts_from_the_same_moment(deck):
    start = deck.start.snapshot()
    deck.card_buttons["samurai"].click()
    deck.card_buttons["samurai"].click()
    assert deck.after.travellers[0].encounters == ["samurai"]
    assert deck.start.snapshot() == start


def test_a_card_the_deck_does_not_hold_is_explained_and_changes_nothing(deck):
    deck.card_buttons["kuge"].click()
    after = deck.after
    assert deck.draw("itamae") is False  # a New Encounters card, not in the base deck
    assert "does not hold 'itamae'" in deck.message.text
    assert "chance.unavailable" in deck.message.text
    assert deck.after is after and deck.card == "kuge"
    assert deck.draw("ninja") is False
    assert "not a card of the encounter pile" in deck.message.text


def test_choosing_before_drawing_is_explained(deck):
    assert deck.choose(TakePanorama("sea")) is False
    assert "Draw a card first" in deck.message.text


def test_the_widget_leaves_the_given_game_alone():
    game = aiko_before_the_encounter()
    before = game.snapshot()
    deck = EncounterDeck(game, 30)
    deck.card_buttons["annaibito_paddy"].click()
    deck.choices.click("Take a sea card")
    assert game.snapshot() == before


def test_a_stop_that_is_not_an_open_encounter_is_refused():
    game = aiko_before_the_encounter()
    with pytest.raises(ValueError, match="not an encounter"):
        EncounterDeck(game, 29)
    with pytest.raises(ValueError, match="may not stop at 20"):
        EncounterDeck(game, 20)
    game.name_draws("encounter", ["annaibito_paddy"])
    game.play(Move(30))  # the guide's choice is now pending
    with pytest.raises(ValueError, match="waiting for a traveller to move"):
        EncounterDeck(game, 38)


def test_repr_is_short_and_stable(deck):
    assert repr(deck) == "EncounterDeck(stop=30, card=None)"
    deck.card_buttons["kuge"].click()
    assert repr(deck) == "EncounterDeck(stop=30, card='kuge')"


def test_encounter_label_names_the_guide_panorama():
    assert encounter_label("annaibito_mountain") == "Annaibito (mountain)"
    assert encounter_label("miko") == "Miko"
