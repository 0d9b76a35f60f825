"""The scoring functions a lesson's editable cell calls refuse what is not a family or a count,
with a message that says what is allowed (issue 13: ``souvenir_points(["Food", "food"])`` was 4).
"""

from __future__ import annotations

import pytest

from tokaido_nb.rules import data
from tokaido_nb.scoring import (
    achievement_winners,
    final_ranks,
    next_souvenir_points,
    souvenir_points,
    temple_awards,
)

FAMILIES_LISTED = "small_object, food, clothing and art"


@pytest.mark.parametrize("families", [["Food", "food"], ["food", "FOOD"], ["fod"], ["drink"]])
def test_souvenir_points_refuses_an_unknown_or_miscased_family_and_lists_the_four(families):
    with pytest.raises(ValueError) as refused:
        souvenir_points(families)
    message = str(refused.value)
    assert FAMILIES_LISTED in message
    assert repr(next(f for f in families if f not in data.FAMILIES)) in message


def test_a_miscased_family_is_named_with_its_right_spelling():
    with pytest.raises(ValueError, match="did you mean 'food'"):
        souvenir_points(["Food"])


def test_a_single_family_string_is_refused_rather_than_read_letter_by_letter():
    with pytest.raises(ValueError, match=r"a list of families, like \['food'\]"):
        souvenir_points("food")


def test_next_souvenir_points_refuses_an_unknown_family_too():
    with pytest.raises(ValueError, match=FAMILIES_LISTED):
        next_souvenir_points({"food": 1}, "Art")


@pytest.mark.parametrize("donations", [[5, -1], [5, "3"], [2.5, 1], [True, 2]])
def test_temple_awards_refuse_what_is_not_a_count_of_coins(donations):
    with pytest.raises(ValueError, match="whole numbers of 0 or more"):
        temple_awards(donations)


def test_achievement_winners_refuse_a_negative_total():
    with pytest.raises(ValueError, match="whole numbers of 0 or more: -2"):
        achievement_winners([3, -2])


def test_final_ranks_refuse_lists_of_different_lengths_in_words():
    with pytest.raises(ValueError, match="scores: 3, counts of cards: 2"):
        final_ranks([70, 65, 60], [1, 2])


def test_good_values_still_score_as_before():
    assert souvenir_points(["food", "food"]) == 2
    assert temple_awards([5, 5, 3, 1]) == [10, 10, 7, 4]
    assert achievement_winners([0, 0]) == [False, False]
