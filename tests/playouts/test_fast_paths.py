"""The quick paths of the engine agree with the plain ones (issue 14's speed work).

A game made with ``undo=False`` keeps no undo stack; it must be the same game, action for action,
as one that keeps it, and its ``undo`` (a replay) must give back what a stack would.
``Game.unseen`` counts in a plain dict and ``Game._legal_move`` reads a table of the spaces
ahead: both are compared with the plain computation they replace.
"""

from __future__ import annotations

import itertools
from collections import Counter

import pytest

from tokaido_nb.rules import Game, IllegalAction, data, prices
from tokaido_nb.rules.actions import Buy, Eat, Move
from tokaido_nb.rules.config import OFFICIAL, Rules
from tokaido_nb.rules.decisions import TwoEncounters, VillageShop
from tokaido_nb.rules.game import _AHEAD, _BOX, _HELD, GAME_FIELDS, _purchases
from tokaido_nb.simulate import RandomBot, bot_seed

SETUPS = [
    (2, (), ("new_encounters",)),
    (3, ("preparations",), ()),
    (4, ("return_trip", "gastronomy"), ("new_encounters",)),
    (5, (), ()),
    (4, ("initiatory",), ()),
    (3, ("gastronomy",), ("crossroads",)),
    (5, ("preparations",), ("crossroads", "new_encounters")),
    (2, ("return_trip",), ("crossroads",)),
]


@pytest.mark.parametrize("players, variants, expansions", SETUPS)
@pytest.mark.parametrize("seed", [3, 11])
def test_a_game_without_undo_is_the_same_game_step_by_step(players, variants, expansions, seed):
    """Played with the same choices, the two games have equal states after every action, the
    same legal actions before it, and the same save at the end."""
    full = Game(players, seed=seed, variants=variants, expansions=expansions)
    light = Game(players, seed=seed, variants=variants, expansions=expansions, undo=False)
    bots = [RandomBot(bot_seed(seed, seat)) for seat in range(players)]
    while not full.is_over():
        assert light.legal_actions() == full.legal_actions()
        action = bots[full.to_move](full)
        full.play(action)
        light.play(action)
        assert light == full
    assert light.is_over()
    assert light.to_json() == full.to_json()
    assert light.result() == full.result()


@pytest.mark.parametrize("players, variants, expansions", SETUPS[:6])
def test_undo_without_a_stack_replays_to_the_same_state(players, variants, expansions):
    """``undo`` of an ``undo=False`` game gives back the state a stack gives back, and the game
    plays on alike afterwards."""
    full = Game(players, seed=5, variants=variants, expansions=expansions)
    light = Game(players, seed=5, variants=variants, expansions=expansions, undo=False)
    bots = [RandomBot(bot_seed(5, seat)) for seat in range(players)]
    for step in range(60):
        if full.is_over():
            break
        action = bots[full.to_move](full)
        full.play(action)
        light.play(action)
        if step % 7 == 6:  # now and then take back two actions
            assert light.undo() == full.undo()
            assert light.undo() == full.undo()
            assert light == full
    assert light.to_json() == full.to_json()


def test_a_determinized_copy_of_a_game_without_undo_still_refuses_undo():
    """A determinized copy deals hidden cards afresh: replaying it would bring back the real
    piles, so its undo is refused whichever game it came from."""
    light = Game(4, seed=2, undo=False)
    bot = RandomBot(1)
    for _ in range(10):
        light.play(bot(light))
    copy = light.determinized(9, viewer=0)
    copy.play(bot(copy))
    with pytest.raises(IllegalAction, match="determinized copy"):
        copy.undo()


def test_named_draws_survive_undo_without_a_stack():
    """Cards named before an action are named again when it is taken back (the entry is kept
    for them), as with a stack."""
    full, light = Game(3, seed=4), Game(3, seed=4, undo=False)
    for game in (full, light):
        move = game.legal_actions()[0]
        game.name_draws("hot_spring", [3])
        game.play(move)
    assert light.undo() == full.undo()
    assert light == full
    assert light.named_draws() == full.named_draws()


def plain_unseen(game: Game, pile: str) -> Counter:
    """``Game.unseen`` as it was first written, with Counters: the box less what is seen."""
    left = Counter(_BOX[pile])
    if pile == "encounter" and "new_encounters" in game.expansions:
        left.update(data.NEW_ENCOUNTERS)
    for t in game.travellers:
        left.subtract(_HELD[pile](t))
    pending = game.pending
    if pile == "souvenir" and isinstance(pending, VillageShop):
        left.subtract(pending.revealed)
    elif pile == "encounter" and isinstance(pending, TwoEncounters):
        left.subtract(pending.drawn)
    return +left


@pytest.mark.parametrize("players, variants, expansions", SETUPS)
def test_unseen_agrees_with_the_counter_arithmetic_at_every_decision(players, variants, expansions):
    """Same cards, same counts and the same order (bots sum over it in that order)."""
    game = Game(players, seed=8, variants=variants, expansions=expansions, undo=False)
    bots = [RandomBot(bot_seed(8, seat)) for seat in range(players)]
    while not game.is_over():
        for pile in ("souvenir", "meal", "hot_spring", "encounter"):
            quick, plain = game.unseen(pile), plain_unseen(game, pile)
            assert list(quick.items()) == list(plain.items())
        game.play(bots[game.to_move](game))


def plain_spaces_ahead(game: Game, progress: int) -> list[tuple[int, int, str, bool]]:
    """The spaces a traveller at ``progress`` may reach, from ``Game.next_inn`` and the board."""
    spaces = []
    for step in range(progress + 1, game.next_inn(progress) + 1):
        road = game.road_index(step)
        spaces.append((step, road, *data.BOARD[road]))
    return spaces


@pytest.mark.parametrize("variants", [(), ("return_trip",)])
@pytest.mark.parametrize("players", [3, 4])
def test_the_table_of_spaces_ahead_agrees_with_the_board(variants, players):
    """The spaces, and each one's room: what ``Game.capacity_at`` says, an inn never full."""
    game = Game(players, seed=1, variants=variants)
    reverse = "return_trip" in variants
    for progress in range(data.ROAD_LENGTH):
        table = _AHEAD[reverse, game.players >= 4][progress]
        assert [space[:4] for space in table] == plain_spaces_ahead(game, progress)
        for _, road, kind, _, room in table:
            if kind == "inn":
                assert room > 5
            else:
                assert room == game.capacity_at(road)


def plain_legal_moves(game: Game) -> list:
    """The moves of the traveller to move, from ``prices.stop_blocked`` asked space by space
    (``Game._legal_move`` before it read ``prices.closed_kinds`` and the rooms of the table)."""
    t = game.travellers[game.actor]
    standing = Counter(other.progress for other in game.travellers)
    doubles = game.players >= 4
    trees = game.crossroads and not t.neutral and bool(game.piles["cherry_tree"])
    friend = game.crossroads and t.can_play("friendship")
    moves = []
    for space in plain_spaces_ahead(game, t.progress):
        progress, road, kind, double = space
        here = standing[progress]
        why = prices.stop_blocked(t, kind, double, here, doubles, trees)
        if why is None:
            moves.append(Move(road))
        elif (
            friend
            and why in ("road.occupied", "road.doubles")
            and prices.friendship_blocked(t, kind, double, here, doubles, trees) is None
        ):
            moves.append(Move(road, friendship=True))
    return sorted(moves, key=lambda m: m.to)


@pytest.mark.parametrize("players, variants, expansions", SETUPS)
def test_legal_moves_agree_with_stop_blocked_space_by_space(players, variants, expansions):
    """At every move of random games (Crossroads' Friendship and cherry trees included)."""
    moves = 0
    for seed in (4, 12, 30):
        game = Game(players, seed=seed, variants=variants, expansions=expansions, undo=False)
        bots = [RandomBot(bot_seed(seed, seat)) for seat in range(players)]
        while not game.is_over():
            if game.decision == "move":
                assert game.legal_actions() == plain_legal_moves(game)
                moves += 1
            game.play(bots[game.to_move](game))
    assert moves > 100


@pytest.mark.parametrize("players, variants, expansions", SETUPS)
def test_who_moves_next_agrees_with_the_plain_min_and_all(players, variants, expansions):
    """``furthest_behind``, written as a loop, against ``min`` by (progress, -arrival), at every
    decision of random games; the journey ends when the one furthest behind reaches the end,
    that is when all have (``Game._next_turn``)."""
    for seed in (2, 9):
        game = Game(players, seed=seed, variants=variants, expansions=expansions, undo=False)
        bots = [RandomBot(bot_seed(seed, seat)) for seat in range(players)]
        while not game.is_over():
            plain = min(game.travellers, key=lambda t: (t.progress, -t.arrival)).index
            assert game.furthest_behind() == plain
            if game.decision == "move" and not game.pending.vitality:
                assert game.actor == plain  # the one ``_next_turn`` asks to move
            behind = game.travellers[game.furthest_behind()]
            everyone = all(t.progress == data.EDO for t in game.travellers)
            assert (behind.progress == data.EDO) == everyone
            game.play(bots[game.to_move](game))
        assert all(t.progress == data.EDO for t in game.travellers)


@pytest.mark.parametrize("players, variants, expansions", SETUPS)
def test_a_copy_holds_every_slot_of_the_game(players, variants, expansions):
    """``Game.copy`` writes the slots out one by one: none is left out, the copy equals the game,
    and the parts play changes in place are the copy's own."""
    game = Game(players, seed=6, variants=variants, expansions=expansions)
    bots = [RandomBot(bot_seed(6, seat)) for seat in range(players)]
    for _ in range(30):
        game.play(bots[game.to_move](game))
    copy = game.copy()
    for name in GAME_FIELDS:
        getattr(copy, name)  # set, or AttributeError
    assert copy == game
    for name in ("_travellers", "_piles", "_turns", "_history", "_undo", "_named"):
        assert getattr(copy, name) is not getattr(game, name)  # what play changes in place
    for name in ("_travellers", "_piles"):
        for mine, theirs in zip(getattr(copy, name), getattr(game, name), strict=True):
            assert mine is not theirs or isinstance(mine, str), name
    for name in ("kyoto", "panorama_firsts"):  # read-only, replaced whole: shared
        assert getattr(copy, name) is getattr(game, name)


def _plain_sets(revealed):
    """Every set of the cards ``revealed`` that holds no card twice, each in the order shown,
    sorted: the combinations, one size after another."""
    sets = {
        chosen
        for size in range(len(revealed) + 1)
        for chosen in itertools.combinations(revealed, size)
        if len(set(chosen)) == len(chosen)
    }
    return sorted(sets)


def _plain_buys(revealed, key, coins, rules):
    """The purchases of a village as ``prices`` allows them, with no Devotion: every set of
    distinct cards shown, sorted, and Zen-emon's one-coin card for each."""
    buys = []
    for chosen in _plain_sets(revealed):
        for one_coin in (None, *sorted(set(chosen))) if key == "zen_emon" else (None,):
            if one_coin is None:
                need = prices.coins_to_buy(chosen, key, None, rules)
            else:
                need = prices.souvenir_cost(chosen, key, one_coin, rules)
            if need <= coins:
                buys.append(Buy(chosen, one_coin))
    return buys


@pytest.mark.parametrize("rules", [OFFICIAL, Rules(kinko_discount=2, zen_emon_price=2)])
def test_legal_buys_and_meals_agree_with_the_prices(rules):
    """``_legal_buy`` keeps each purchase with its printed price and ``_legal_eat`` reads the
    printed price but for Kinko: at every village and inn of random games, with every
    traveller in turn, the same actions as ``prices`` gives."""
    keys = sorted(data.TRAVELLERS)
    seen = Counter()
    for seed in range(6):
        for first in range(0, len(keys), 4):
            travellers = [keys[(first + i + seed) % len(keys)] for i in range(4)]
            game = Game(4, travellers=travellers, seed=seed, rules=rules, undo=False)
            bots = [RandomBot(bot_seed(seed, seat)) for seat in range(4)]
            while not game.is_over():
                t = game.travellers[game.actor]
                if game.decision == "buy":
                    revealed = game.pending.revealed
                    assert game.legal_actions() == _plain_buys(revealed, t.key, t.coins, rules)
                    seen["buy", t.key] += 1
                elif game.decision == "eat":
                    shown = sorted(set(game.pending.shown))
                    plain = [Eat(None)] + [
                        Eat(meal)
                        for meal in shown
                        if meal not in t.meals and prices.meal_cost(meal, t.key, rules) <= t.coins
                    ]
                    assert game.legal_actions() == plain
                    seen["eat", t.key] += 1
                game.play(bots[game.to_move](game))
    for key in ("kinko", "sasayakko", "zen_emon"):  # the travellers with their own prices
        assert seen["buy", key] and seen["eat", key]


def test_the_purchases_of_three_cards_are_every_set_sorted():
    """``_purchases`` writes out the sets of three different cards (fewer cards take the
    general way): the same sets as the combinations, in the same order."""
    for revealed in [
        ("koma", "geta", "sake"),
        ("sake", "koma", "geta"),
        ("geta", "koma"),
        ("koma",),
        (),
    ]:
        assert _purchases(revealed) == _plain_sets(revealed)
