"""No cell can corrupt a game: what ``Game`` hands out (its travellers, their cards, the piles,
the Kyoto line, the inn's hand, the panorama firsts, the record and the history) refuses every
change with a sentence that names the undo journal, and the game is left as it was; a scenario
is set up by hand through ``Game.edit``, after which undo stops at the edit.

The scenario of issue 42: a traveller's coins raised from a cell after a move, then undo, left
the traveller with the raised coins on top of the ones undo put back.
"""

from __future__ import annotations

import copy
import json
import pickle
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from tokaido_nb.bots import GreedyBot
from tokaido_nb.rules import Game, IllegalAction, Move
from tokaido_nb.rules.frozen import FrozenDict, FrozenList, ReadOnlyState
from tokaido_nb.rules.language import set_language
from tokaido_nb.rules.state import TRAVELLER_FIELDS, SealedTraveller, Traveller
from tokaido_nb.rules.validation import SaveError

from .scenarios import walk

WHY = r"read-only: a game changes only by play\(\), undo\(\) and name_draws\(\).*undo journal"


def aiko_after_a_move() -> Game:
    """Three players with the initiatory journey's 7 coins each; Aiko (0) has moved once."""
    game = Game(3, variants=["initiatory"], kyoto=[1, 2, 0], names=["Aiko", "Ben", "Chiyo"])
    game.play(Move(1))  # a village: Aiko may buy
    return game


def test_coins_raised_from_a_cell_are_refused_and_undo_gives_back_seven():
    """The exact scenario of issue 42: ``+= 7`` after a move, then ``undo()``."""
    game = aiko_after_a_move()
    assert game.travellers[0].coins == 7
    with pytest.raises(ReadOnlyState, match=r"Traveller\.coins is " + WHY):
        game.travellers[0].coins += 7
    assert game.travellers[0].coins == 7
    game.undo()
    assert game.travellers[0].coins == 7 and game.position(0) == 0


def a_game_with_everything() -> Game:
    """Every container filled but the panorama firsts: a traveller with cards, the inn's hand
    dealt, turns with lists and dicts in them, draws in the history."""
    game = Game(3, travellers=["hiroshige", "satsuki", "umegae"], kyoto=[2, 1, 0], seed=3)
    game.name_draws("souvenir", ["koma", "geta", "sake"])
    walk(game, 0, 1)
    game.play(game.legal_actions()[-1])  # buys what the purse allows
    walk(game, 0, 4, 5, 6)
    while game.inn_hand is None:
        game.play(game.legal_actions()[0])
    return game


# Each way a cell could change a container the game hands out, with what it reaches.
WRITES: dict[str, Callable[[Game], Any]] = {
    "travellers[0] =": lambda g: g.travellers.__setitem__(0, g.travellers[1]),
    "travellers.append": lambda g: g.travellers.append(g.travellers[0]),
    "traveller coins +=": lambda g: setattr(g.travellers[0], "coins", 99),
    "traveller progress": lambda g: setattr(g.travellers[0], "progress", 40),
    "traveller key": lambda g: setattr(g.travellers[0], "key", "kinko"),
    "traveller field deleted": lambda g: delattr(g.travellers[0], "donated"),
    "traveller souvenirs.append": lambda g: g.travellers[0].souvenirs.append("koma"),
    "traveller souvenirs[0] =": lambda g: g.travellers[0].souvenirs.__setitem__(0, "x"),
    "traveller meals +=": lambda g: g.travellers[0].meals.__iadd__(["sushi"]),
    "traveller panoramas[...] +=": lambda g: g.travellers[0].panoramas.__setitem__("sea", 3),
    "traveller achievements.clear": lambda g: g.travellers[0].achievements.clear(),
    "piles[...] =": lambda g: g.piles.__setitem__("meal", []),
    "piles.pop": lambda g: g.piles.pop("meal"),
    "pile.pop": lambda g: g.piles["souvenir"].pop(),
    "pile.sort": lambda g: g.piles["souvenir"].sort(),
    "pile del": lambda g: g.piles["meal"].__delitem__(0),
    "kyoto.reverse": lambda g: g.kyoto.reverse(),
    "inn_hand.remove": lambda g: g.inn_hand.remove(g.inn_hand[0]),
    "panorama_firsts[...] =": lambda g: g.panorama_firsts.__setitem__("sea", 1),
    "panorama_firsts.update": lambda g: g.panorama_firsts.update({"sea": 1}),
    "turns.append": lambda g: g.turns.append({"player": 0, "to": 3}),
    "turns[-1][...] =": lambda g: g.turns[-1].__setitem__("to", 3),
    "turn's list.append": lambda g: g.turns[0]["revealed"].append("koma"),
    "history.pop": lambda g: g.history.pop(),
    "history's draws[...] =": lambda g: g.history[0][1].__setitem__("souvenir", []),
}


@pytest.mark.parametrize("write", WRITES, ids=list(WRITES))
def test_every_container_refuses_a_change_and_the_game_is_as_it_was(write):
    game = a_game_with_everything()
    before, saved = game.snapshot(), game.dumps()
    with pytest.raises(ReadOnlyState, match=WHY):
        WRITES[write](game)
    assert game.snapshot() == before and game.dumps() == saved
    game.undo()  # and the journal still takes the last action back exactly
    assert Game.loads(saved).snapshot() == before


def test_every_public_field_of_a_traveller_refuses_a_new_value():
    game = aiko_after_a_move()
    aiko = game.travellers[0]
    for name in TRAVELLER_FIELDS:
        with pytest.raises(AttributeError, match=rf"Traveller\.{name} is " + WHY):
            setattr(aiko, name, getattr(aiko, name))


def test_a_traveller_held_across_plays_stays_live_and_sealed():
    """A lesson holds a traveller in a variable and plays on (chapter 2 does): what it reads
    follows the game, and it still refuses a change."""
    game = Game(3, variants=["initiatory"], kyoto=[1, 2, 0])
    aiko = game.travellers[0]
    game.play(Move(7))  # a farm
    assert aiko.coins == 7 + 3 and isinstance(aiko, SealedTraveller)
    with pytest.raises(ReadOnlyState):
        aiko.coins = 0
    game.undo()
    assert aiko.coins == 7 and isinstance(aiko, SealedTraveller)


def test_the_bots_seal_nothing_and_a_cell_after_them_is_refused():
    """The greedy bots read a game's travellers without sealing them (``travellers_for_bots``:
    no change of class at each action, the bots' speed), and a cell that reads them after the
    bots have played, or holds one while they play, is refused all the same."""
    game = Game(4, seed=3)
    seats = [GreedyBot(seat) for seat in range(4)]
    for _ in range(12):
        game.play(seats[game.to_move](game))
    assert not game._shown and all(type(t) is Traveller for t in game._travellers)
    with pytest.raises(ReadOnlyState, match=WHY):
        game.travellers[0].coins += 7
    held = game.travellers[1]
    for _ in range(12):  # the bots play on while a cell holds a traveller
        game.play(seats[game.to_move](game))
    coins, souvenirs = held.coins, list(held.souvenirs)
    with pytest.raises(ReadOnlyState, match=WHY):
        held.coins += 7
    with pytest.raises(ReadOnlyState):
        held.souvenirs.append("koma")
    assert (held.coins, held.souvenirs) == (coins, souvenirs)
    assert all(type(t) is SealedTraveller for t in game._travellers)


def test_what_is_handed_out_reads_like_plain_lists_and_dicts():
    game = a_game_with_everything()
    aiko = game.travellers[0]
    assert isinstance(aiko.souvenirs, list) and aiko.souvenirs == list(aiko.souvenirs)
    assert repr(game.kyoto) == repr(list(game.kyoto))
    json.dumps(game.turns), json.dumps(game.piles)  # plain JSON as they are
    mine = copy.deepcopy(game.turns)  # a copy is the reader's own, plain all through
    mine[-1]["to"] = 0
    assert type(mine) is list and type(mine[-1]) is dict and game.turns[-1]["to"] != 0
    assert pickle.loads(pickle.dumps(game.turns)) == game.turns
    twin = aiko.copy()  # a traveller's copy is the caller's own, and writable
    twin.coins += 1
    assert type(twin) is Traveller and twin.coins == aiko.coins + 1


def test_a_copy_hands_out_its_own_read_only_state():
    game = a_game_with_everything()
    branch = game.copy()
    assert isinstance(branch.travellers[0], SealedTraveller)
    assert isinstance(branch.piles["meal"], FrozenList)
    assert isinstance(branch.panorama_firsts, FrozenDict)
    branch.play(branch.legal_actions()[0])
    assert branch.history != game.history


def test_edit_sets_up_a_scenario_and_undo_stops_there():
    game = aiko_after_a_move()
    with game.edit() as state:
        state.travellers[0].coins = 1
        state.travellers[0].souvenirs.append("koma")
        state.piles["souvenir"].clear()
    aiko = game.travellers[0]
    assert aiko.coins == 1 and aiko.souvenirs == ["koma"] and game.piles["souvenir"] == []
    assert isinstance(aiko.souvenirs, FrozenList)  # read-only again
    with pytest.raises(IllegalAction, match="changed by hand with edit"):
        game.undo()
    with pytest.raises(SaveError, match="changed by hand with edit"):
        game.to_json()
    game.play(game.legal_actions()[0])
    game.undo()  # an action after the edit is taken back as any
    assert game.travellers[0].coins == 1


def test_an_edit_that_fails_changes_nothing():
    game = aiko_after_a_move()
    before = game.snapshot()
    with pytest.raises(KeyError), game.edit() as state:
        state.travellers[0].coins = 0
        state.piles["nothing"]  # noqa: B018
    with pytest.raises(IllegalAction, match="no pile called 'coins'"), game.edit() as state:
        state.piles["coins"] = [1]
    assert game.snapshot() == before
    game.undo()  # no edit took place: the journal is whole


@pytest.fixture
def speaking() -> Iterator[Callable[[str], None]]:
    yield set_language
    set_language("en")


@pytest.mark.parametrize("code, word", [("fr", "annuler"), ("pl", "cofn")])
def test_the_refusal_is_said_in_french_and_polish(speaking, code, word):
    game = aiko_after_a_move()
    speaking(code)
    for write in (lambda: game.piles["meal"].pop(), lambda: setattr(game.travellers[0], "x", 1)):
        with pytest.raises(ReadOnlyState) as refused:
            write()
        assert word in str(refused.value).lower() and "undo()" in str(refused.value)
        assert "a game changes only" not in str(refused.value)
