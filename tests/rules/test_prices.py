"""What things cost a traveller (rules/prices.py): the one place the game, its refusals, the bots
and the buttons read a price from."""

from __future__ import annotations

import dataclasses
import itertools

import pytest

from tokaido_nb.rules import OFFICIAL, Game, data, prices
from tokaido_nb.rules.state import Traveller


def test_sasayakko_pays_less_but_must_hold_the_full_price():  # traveller.sasayakko
    cards = ["koma", "ukiyoe"]  # 1 + 3
    assert prices.souvenir_cost(cards) == 4
    assert prices.souvenir_cost(cards, "sasayakko") == 3
    assert prices.coins_to_buy(cards, "sasayakko") == 4
    assert prices.souvenir_cost(["ukiyoe"], "sasayakko") == 3  # one card: nothing free


def test_zen_emon_pays_his_price_for_one_card():  # traveller.zen_emon
    assert prices.souvenir_cost(["koma", "ukiyoe"], "zen_emon", "ukiyoe") == 1 + 1
    dearer = dataclasses.replace(OFFICIAL, zen_emon_price=2)
    assert prices.souvenir_cost(["ukiyoe"], "zen_emon", "ukiyoe", dearer) == 2


@pytest.mark.parametrize("meal", list(data.MEALS))
def test_kinko_pays_his_discount_less_and_never_below_nothing(meal):  # traveller.kinko
    printed = data.MEALS[meal][0]
    assert prices.meal_cost(meal) == printed
    assert prices.meal_cost(meal, "kinko") == max(0, printed - 1)
    bigger = dataclasses.replace(OFFICIAL, kinko_discount=3)
    assert prices.meal_cost(meal, "kinko", bigger) == 0


def test_a_stop_asks_for_the_coins_its_kind_needs():  # road.village_coin, road.temple_coin
    poor = Traveller(0, "Aiko", "kinko")
    assert poor.coins == 0
    assert prices.stop_blocked(poor, "village", False, 0, True) == "road.village_coin"
    assert prices.stop_blocked(poor, "temple", False, 0, True) == "road.temple_coin"
    assert prices.stop_blocked(poor, "farm", False, 0, True) is None
    poor.coins = 1
    assert prices.stop_blocked(poor, "village", False, 0, True) is None


def test_a_full_space_is_closed_whatever_the_purse():  # road.occupied, road.doubles
    rich = Traveller(0, "Aiko", "kinko")
    rich.coins = 9
    assert prices.stop_blocked(rich, "farm", False, 1, True) == "road.occupied"
    assert prices.stop_blocked(rich, "farm", True, 1, False) == "road.doubles"
    assert prices.stop_blocked(rich, "farm", True, 1, True) is None
    assert prices.stop_blocked(rich, "inn", False, 4, True) is None


def test_the_game_closes_the_stops_prices_close():
    game = Game(4, travellers=["kinko", "hirotada", "umegae", "chuubei"], kyoto=[0, 1, 2, 3])
    mover = game.travellers[game.actor]
    for road in range(1, 15):
        kind, double = data.BOARD[road]
        here = len(game.occupants(road))
        closed = prices.stop_blocked(mover, kind, double, here, True)
        assert game.stop_blocked(road) == closed
        assert game.can_stop_at(road) == (closed is None)


@pytest.mark.parametrize("switched", [False, True])
@pytest.mark.parametrize("key", ["kinko", "hirotada", "zen_emon", None])
def test_the_kinds_closed_to_a_traveller_are_those_stop_blocked_closes_when_empty(
    key, switched, monkeypatch
):
    """``closed_kinds``, asked once per move, against ``stop_blocked`` on every kind of space,
    empty or not, for purses of 0 to 2 coins, panoramas completed or not, cherry trees left or
    not, the neutral traveller too; with the open questions' switches either way."""
    if switched:
        monkeypatch.setattr(data, "HIROTADA_NEEDS_OWN_COIN", not data.HIROTADA_NEEDS_OWN_COIN)
        flipped = not data.COMPLETED_PANORAMA_CLOSES_CHERRY_TREE
        monkeypatch.setattr(data, "COMPLETED_PANORAMA_CLOSES_CHERRY_TREE", flipped)
    kinds = sorted({kind for kind, _ in data.BOARD})
    for coins, completed, trees, neutral in itertools.product(
        range(3), itertools.product((False, True), repeat=3), (False, True), (False, True)
    ):
        t = Traveller(0, "Aiko", key, neutral=neutral)
        t.coins = coins
        t.panoramas = {
            panorama: OFFICIAL.panorama_lengths[panorama] if done else 0
            for panorama, done in zip(data.PANORAMAS, completed, strict=True)
        }
        closed = prices.closed_kinds(t, trees)
        for kind, double, here, doubles in itertools.product(
            kinds, (False, True), range(3), (False, True)
        ):
            why = prices.stop_blocked(t, kind, double, here, doubles, trees)
            room = 99 if kind == "inn" else 2 if double and doubles else 1
            if here >= room:
                assert why in ("road.occupied", "road.doubles")
            else:
                assert (why is None) == (kind not in closed)
