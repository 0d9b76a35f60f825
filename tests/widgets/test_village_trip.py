"""The village trip of chapter 05: buy at each village, watch the sets, walk on."""

from __future__ import annotations

from dataclasses import replace

import pytest

from tokaido_nb.rules import OFFICIAL, Buy
from tokaido_nb.rules.data import SOUVENIRS
from tokaido_nb.scoring import souvenir_points
from tokaido_nb.widgets.village_trip import ROUTE, VillageTrip


def families(cards: list[str]) -> list[str]:
    return [SOUVENIRS[card][0] for card in cards]


@pytest.fixture
def trip() -> VillageTrip:
    return VillageTrip()


def test_the_trip_starts_at_the_first_village_with_three_souvenirs(trip):  # village.reveal
    game = trip.game
    assert trip.at_village and trip.village == 1
    assert game.position(0) == 1
    assert len(list(game.pending.revealed)) == 3
    assert "Village 1 of 7" in trip.status.value
    for card in list(game.pending.revealed):
        assert card.capitalize() in trip.revealed.value


def test_the_buttons_are_the_legal_purchases(trip):  # village.buy
    assert trip.choices.actions == trip.game.legal_actions()
    assert trip.choices.buttons[0].description == "Buy nothing"
    some = [b for b in trip.choices.buttons if "tokaido-buy-some" in b._dom_classes]
    assert len(some) == len(trip.choices.buttons) - 1


def test_buying_scores_the_sets_and_puts_the_rest_under_the_pile(trip):
    # village.buy, village.under, souvenir.sets
    revealed = list(trip.game.pending.revealed)
    coins = trip.game.travellers[0].coins
    bought = revealed[:2]
    assert trip.buy(*bought)
    assert trip.souvenirs == bought
    assert trip.points == souvenir_points(families(bought))
    assert "At the village at 1, Aiko bought" in trip.message.text
    assert f"{revealed[2].capitalize()} goes under the pile" in trip.message.text
    assert revealed[2] in trip.game.piles["souvenir"][:3]  # at the bottom
    assert trip.game.travellers[0].coins < coins + 3  # paid, then a farm on the way
    assert f"Total: {trip.points} point" in trip.collection.value


def test_after_a_village_the_trip_walks_on_to_the_next_one(trip):
    trip.choices.click("Buy nothing")
    assert trip.village == 8 and trip.game.position(0) == 8
    assert "Village 2 of 7" in trip.status.value
    assert "the farm at 7: +3 coins" in trip.status.value
    assert "Aiko bought nothing" in trip.message.text


def test_an_unaffordable_purchase_is_refused_and_nothing_changes(trip):
    game = trip.game
    before = game.snapshot()
    assert trip.buy("furoshiki") is False  # not revealed here
    assert "village.buy" in trip.message.text
    assert game.snapshot() == before
    trip.choose(max(trip.choices.actions, key=_cost))  # spend at the villages at 1 and 8
    trip.choose(max(trip.choices.actions, key=_cost))
    revealed = list(trip.game.pending.revealed)
    assert trip.village == 25 and trip.game.travellers[0].coins < _cost(Buy(tuple(revealed)))
    before = trip.game.snapshot()
    assert trip.buy(*revealed) is False
    assert "Buy fewer, or none" in trip.message.text
    assert "village.buy" in trip.message.text
    assert trip.game.snapshot() == before


def test_a_village_without_a_coin_is_walked_past():  # road.village_coin
    # With seed 2, spending all she can at each village leaves Aiko able to spend her last
    # coin at 40; the village at 45 comes before any farm, so she must walk past it.
    trip = VillageTrip(seed=2)
    while trip.village != 40:
        trip.choose(max(trip.choices.actions, key=_cost))
    coins = trip.game.travellers[0].coins
    trip.choose(next(a for a in trip.choices.actions if _cost(a) == coins))
    assert trip.skipped == [45]
    assert trip.village == 53
    assert "With no coin, Aiko may not stop at the village at 45" in trip.status.value


def _cost(action: Buy) -> int:
    return sum(SOUVENIRS[card][1] for card in action.souvenirs)


def test_the_trip_visits_every_village_and_then_ends(trip):
    villages = []
    while trip.at_village:
        villages.append(trip.village)
        trip.choices.click("Buy nothing")
    assert villages == [leg[-1] for leg in ROUTE]
    assert "The trip is over" in trip.status.value
    assert trip.choices.buttons == []
    assert trip.buy() is False
    assert "start it again" in trip.message.text


def test_restart_goes_back_to_kyoto(trip):
    trip.choose(trip.choices.actions[-1])
    trip.restart_button.click()
    assert trip.souvenirs == [] and trip.village == 1


def test_the_trip_uses_the_set_values_it_was_given():  # souvenir.sets
    rules = replace(OFFICIAL, set_values=(2, 4, 6, 8))
    trip = VillageTrip(rules=rules)
    revealed = list(trip.game.pending.revealed)
    pick = [c for c in trip.choices.actions if len(c.souvenirs) == 2][0]
    trip.choose(pick)
    expected = souvenir_points(families(list(pick.souvenirs)), rules)
    assert trip.points == expected
    assert "set values 2, 4, 6, 8" in trip.collection.value
    assert revealed  # the first village showed cards


def test_repr_is_short_and_stable(trip):
    assert repr(trip) == "VillageTrip(village=1, souvenirs=[])"
