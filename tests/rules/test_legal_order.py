"""Legal actions come in a fixed order: the moves along the road, every other list sorted by
``actions.sort_key``. ``Game`` builds each list in that order instead of sorting it (issue 14's
speed work); these tests hold it to the sort, and the souvenir purchases to the plain list of
every subset that the first version sorted."""

from __future__ import annotations

import itertools

import pytest

from tokaido_nb.bots import RandomBot
from tokaido_nb.rules import Game, data, prices
from tokaido_nb.rules.actions import Buy, sort_key
from tokaido_nb.rules.decisions import VillageShop

SETUPS = [
    (2, (), ("new_encounters",), None),
    (3, ("preparations",), (), ["zen_emon", "sasayakko", "hirotada"]),
    (4, ("return_trip",), ("new_encounters",), None),
    (5, (), (), ["kinko", "satsuki", "yoshiyasu", "hiroshige", "chuubei"]),
    (3, (), ("crossroads",), None),
    (4, (), ("crossroads", "new_encounters"), ["zen_emon", "sasayakko", "kita", "miyataka"]),
    (5, (), ("crossroads",), ["hirotada", "jirocho", "daigoro", "gotozaemon", "nampo"]),
]


@pytest.mark.parametrize("players, variants, expansions, travellers", SETUPS)
def test_every_list_but_the_moves_is_in_sort_key_order(players, variants, expansions, travellers):
    kinds = set()
    for seed in range(12):
        game = Game(
            players, seed=seed, variants=variants, expansions=expansions, travellers=travellers
        )
        bot = RandomBot(seed)
        while not game.is_over():
            actions = game.legal_actions()
            if game.decision != "move":
                assert actions == sorted(actions, key=sort_key)
                kinds.add(game.decision)
            game.play(bot(game))
    assert {"donate", "buy", "eat"} <= kinds


def plain_buys(game: Game, shop: VillageShop) -> list[Buy]:
    """Every purchase a traveller may make, subset by subset, then sorted (the first version of
    ``Game._legal_buy``)."""
    t = game.travellers[game.actor]
    revealed, key = shop.revealed, t.key
    devotion = game.crossroads and t.can_play("devotion")
    buys = []
    for mask in range(1 << len(revealed)):
        chosen = tuple(revealed[i] for i in range(len(revealed)) if mask >> i & 1)
        if len(set(chosen)) < len(chosen):
            continue
        deals = [None] + (list(dict.fromkeys(chosen)) if key == "zen_emon" else [])
        for one_coin in deals:
            if one_coin is None:
                if prices.coins_to_buy(chosen, key, None, game.rules) > t.coins:
                    continue
            elif prices.souvenir_cost(chosen, key, one_coin, game.rules) > t.coins:
                continue
            buys.append(Buy(chosen, one_coin))
            if devotion:
                for card in dict.fromkeys(chosen):
                    if prices.devotion_coins(card, chosen, key) > 0:
                        buys.append(Buy(chosen, one_coin, card))
    buys.sort(key=sort_key)
    return buys


@pytest.mark.parametrize("key", ["zen_emon", "sasayakko", "kinko"])
@pytest.mark.parametrize("devotion", [False, True])
def test_the_purchases_are_every_subset_sorted(key, devotion):
    """Shops of 0 to 3 cards, purses of 0 to 9 coins. (A shop never shows a card twice: the
    souvenir pile holds each card once.)"""
    game = Game(3, travellers=[key, "nampo", "kita"], kyoto=[0, 1, 2], expansions=["crossroads"])
    actor = game.actor
    if devotion:
        with game.edit() as state:
            state.travellers[actor].amulets.append("devotion")
    cards = list(data.SOUVENIRS)
    shops = [()] + [(c,) for c in cards[:4]] + list(itertools.permutations(cards[::3], 2))
    shops += list(itertools.permutations(cards[1::4], 3))
    for revealed, coins in itertools.product(shops, range(10)):
        with game.edit() as state:
            state.travellers[actor].coins = coins
        t = game.travellers[actor]
        shop = VillageShop(revealed)
        assert game._legal_buy(t, shop) == plain_buys(game, shop)
