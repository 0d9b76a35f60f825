"""The start widget of notebook 00: souvenir buttons, the total and the message line."""

import pytest

from tokaido_nb.rules.data import FAMILIES
from tokaido_nb.scoring import souvenir_points
from tokaido_nb.widgets import SouvenirSets


def test_a_new_collection_is_empty_and_invites_a_click():
    sets = SouvenirSets()
    assert sets.families == []
    assert "Total: 0 points" in sets.total.value
    assert sets.message.text == "Add a souvenir with the buttons above."


def test_each_button_adds_its_family():  # souvenir.sets
    sets = SouvenirSets()
    for family in FAMILIES:
        sets.add_buttons[family].click()
    assert sets.families == list(FAMILIES)
    assert "Total: 16 points" in sets.total.value


def test_the_total_is_souvenir_points_of_the_clicks():  # souvenir.sets
    sets = SouvenirSets()
    clicks = ["food", "art", "food", "clothing", "food"]
    for family in clicks:
        sets.add_buttons[family].click()
    assert sets.points == souvenir_points(clicks)
    assert f"Total: {souvenir_points(clicks)} points" in sets.total.value


def test_the_message_names_what_the_last_souvenir_earned():
    sets = SouvenirSets(["food", "art"])
    sets.add_buttons["clothing"].click()
    assert sets.message.text == "A clothing souvenir: +5 points."


def test_an_unknown_family_is_explained_and_not_added():
    sets = SouvenirSets(["food"])
    sets.add("pottery")
    assert sets.families == ["food"]
    assert "There is no pottery family" in sets.message.text


def test_an_unknown_family_at_the_start_is_refused_by_name():
    with pytest.raises(ValueError, match="pottery"):
        SouvenirSets(["food", "pottery"])


def test_start_again_empties_the_collection():
    sets = SouvenirSets(["food", "art"])
    sets.restart_button.click()
    assert sets.families == []
    assert "Total: 0 points" in sets.total.value
    assert sets.message.text == "Your collection is empty again."


def test_the_parts_carry_the_css_classes_the_browser_test_uses():
    sets = SouvenirSets()
    assert "tokaido-souvenir-sets" in sets._dom_classes
    assert "tokaido-souvenir-add-food" in sets.add_buttons["food"]._dom_classes
    assert "tokaido-souvenir-reset" in sets.restart_button._dom_classes
    assert "tokaido-message" in sets.message._dom_classes


def test_the_repr_is_short_and_stable_for_nbval():
    assert repr(SouvenirSets(["art"])) == "SouvenirSets(families=['art'])"
