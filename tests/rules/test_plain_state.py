"""The seams of a game used alone: its plain state (rules/game/plain.py) with the undo journal's
two halves, a seat's knowledge over public state (``knowledge.unseen_cards``), and the sealing
of travellers around an action. (The chance room alone: tests/rules/test_rooms.py.)"""

from __future__ import annotations

import ast
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from tokaido_nb.rules import Game, IllegalAction, Move
from tokaido_nb.rules.chance import Chance
from tokaido_nb.rules.decisions import Decision, VillageShop
from tokaido_nb.rules.frozen import FrozenDict, FrozenList, ReadOnlyState
from tokaido_nb.rules.game.knowledge import unseen_cards
from tokaido_nb.rules.game.plain import KEPT_BY_EVERY_ACTION, PlainState, UndoEntry
from tokaido_nb.rules.state import SealedTraveller, Traveller
from tokaido_nb.simulate import play_game

PLAIN = Path(__file__).resolve().parents[2] / "tokaido_nb" / "rules" / "game" / "plain.py"


def _method(name: str) -> ast.FunctionDef:
    tree = ast.parse(PLAIN.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.FunctionDef) and node.name == name:
            return node
    raise AssertionError(f"no {name} in plain.py")


def _game_field(node: ast.expr) -> str:
    """``self._pending`` -> ``pending``; ``self._chance.position`` -> ``chance_at``."""
    assert isinstance(node, ast.Attribute), ast.dump(node)
    if isinstance(node.value, ast.Attribute):  # self._chance.position
        assert (node.value.attr, node.attr) == ("_chance", "position"), ast.dump(node)
        return "chance_at"
    assert isinstance(node.value, ast.Name) and node.value.id == "self", ast.dump(node)
    return node.attr.removeprefix("_")


def test_the_undo_entry_pairs_every_kept_field_by_name_in_both_halves():
    """``_entry`` writes ``entry.pending = self._pending`` and ``_restore`` reads back
    ``self._pending = entry.pending``, for each of ``KEPT_BY_EVERY_ACTION`` and nothing else: a
    field kept but not put back (or the reverse) fails here, not in a game's undo."""
    written = {}
    for node in ast.walk(_method("_entry")):
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Attribute):
            target = node.targets[0]
            if isinstance(target.value, ast.Name) and target.value.id == "entry":
                written[target.attr] = _game_field(node.value)
    restored = {}
    for node in ast.walk(_method("_restore")):
        if isinstance(node, ast.Assign) and isinstance(node.value, ast.Attribute):
            value = node.value
            if isinstance(value.value, ast.Name) and value.value.id == "entry":
                if value.attr in KEPT_BY_EVERY_ACTION:
                    restored[value.attr] = _game_field(node.targets[0])
    assert set(written) == set(restored) == set(KEPT_BY_EVERY_ACTION)
    assert all(name == field_ for name, field_ in written.items()), written
    assert all(name == field_ for name, field_ in restored.items()), restored
    assert set(KEPT_BY_EVERY_ACTION) <= set(UndoEntry.__slots__)


def bare_state() -> PlainState:
    """A plain state alone: no set-up, no rule, only the fields the journal's halves touch."""
    state = PlainState.__new__(PlainState)
    state._start_empty()
    state._chance = Chance(3)
    state._travellers = [Traveller(0, "Aiko", "kinko"), Traveller(1, "Basho", "satsuki")]
    state._piles = {"meal": ["dango", "fugu"]}
    state._turns = [{"player": 0, "to": 3}]
    return state


def test_the_journal_alone_puts_back_what_an_action_changed():
    state = bare_state()
    state._named = {"meal": ["fugu"]}
    state._pending, state._decider, state._actor, state._stamp = VillageShop(("koma",)), 1, 1, 5
    state._steps, state._sink, state._carry = (("vitality", None),), ("chuubei",), (("x", 1),)
    state._kyoto = FrozenList([1, 0])
    before = {name: getattr(state, "_" + name) for name in KEPT_BY_EVERY_ACTION[:-1]}
    position = state._chance.position
    entry = state._entry()
    assert entry.named == {"meal": ["fugu"]} and entry.turns == 1
    # An action: every kept field changed, a traveller, a pile, a turn begun and chance drawn.
    for name in KEPT_BY_EVERY_ACTION[:-1]:
        setattr(state, "_" + name, object())
    entry.travellers[0] = state._travellers[0].copy()
    state._travellers[0].coins = 9
    entry.piles["meal"] = list(state._piles["meal"])
    state._piles["meal"].pop()
    state._turns.append({"player": 1, "to": 4})
    state._chance.shuffle([1, 2, 3])
    state._named = {}
    state._legal = []
    state._restore(entry)
    assert {name: getattr(state, "_" + name) for name in before} == before
    assert state._chance.position == position
    assert state._travellers[0].coins == 0 and state._piles["meal"] == ["dango", "fugu"]
    assert state._turns == [{"player": 0, "to": 3}] and state._named == {"meal": ["fugu"]}
    assert state._legal is None


@dataclass
class PlainTable:
    """A table of plain values, no ``Game``: what a seat's knowledge reads."""

    travellers: list[Traveller]
    piles: dict[str, list[Any]] = field(default_factory=dict)
    pending: Decision | None = None
    actor: int | None = 0
    expansions: tuple[str, ...] = ()
    crossroads: bool = False


def test_a_seats_knowledge_alone_counts_the_cards_nobody_can_place():
    aiko = Traveller(0, "Aiko", "kinko")
    aiko.souvenirs = ["koma", "koma"]
    table = PlainTable([aiko, Traveller(1, "Basho", "satsuki")])
    box = unseen_cards(PlainTable([Traveller(0, "Aiko", "kinko")]), "souvenir")
    assert unseen_cards(table, "souvenir") == box - Counter({"koma": 2})
    table.pending = VillageShop(("geta", "sake", "koma"))  # shown to everyone
    assert unseen_cards(table, "souvenir") == box - Counter({"koma": 3, "geta": 1, "sake": 1})
    with pytest.raises(ValueError, match="no pile called 'coins'"):
        unseen_cards(table, "coins")


@pytest.mark.parametrize("expansions", [(), ("crossroads",), ("new_encounters",)])
def test_a_seats_knowledge_over_plain_values_is_the_games(expansions):
    """The same count from a game and from a plain copy of its public state, at every 7th
    decision of a game, for every pile and every seat."""
    game = Game(3, seed=4, expansions=list(expansions))
    decisions = 0
    while not game.is_over():
        if decisions % 7 == 0:
            table = PlainTable(
                [t.copy() for t in game.travellers],
                {name: list(cards) for name, cards in game.piles.items()},
                game.pending,
                game.actor,
                game.expansions,
                game.crossroads,
            )
            piles = ["souvenir", "meal", "hot_spring", "encounter"]
            piles += ["amulet", "calligraphy"] if game.crossroads else []
            for pile in piles:
                for viewer in (None, 0, 1, 2):
                    assert unseen_cards(table, pile, viewer) == game.unseen(pile, viewer)
        game.play(game.legal_actions()[decisions % len(game.legal_actions())])
        decisions += 1


def test_play_seals_again_every_traveller_it_unsealed_even_when_an_action_fails():
    game = Game(3, variants=["initiatory"], kyoto=[1, 2, 0])
    held = list(game.travellers)  # handed out: sealed
    game.name_draws("hot_spring", [3])
    game.play(Move(5))  # a hot spring: draws the 3 named
    assert held[0].hot_springs == [3]
    assert all(type(t) is SealedTraveller for t in held)
    before = game.snapshot()
    game.name_draws("souvenir", ["koma", "koma"])  # the box holds one
    with pytest.raises(IllegalAction, match="does not hold"):
        game.play(Move(1))  # a village: three souvenirs drawn
    assert all(type(t) is SealedTraveller for t in held)
    assert game.snapshot() == before | {"named": {"souvenir": ["koma", "koma"]}}
    with pytest.raises(ReadOnlyState):
        held[0].coins = 99


def test_a_game_whose_travellers_were_never_handed_out_seals_none():
    """A playout (a study's game, a bot's copy) pays no sealing: nothing is handed out."""
    game = play_game(4, seed=2)
    assert not any(type(t) is SealedTraveller for t in game._travellers)
    assert all(type(t) is SealedTraveller for t in game.travellers)  # once read


def test_the_plain_state_holds_every_field_and_a_game_adds_none():
    assert not hasattr(Game(2), "__dict__")
    assert isinstance(Game(2), PlainState)
    assert type(FrozenDict()) is FrozenDict  # the firsts at the start are read-only


def test_only_the_plain_state_names_every_field():
    """The coupling issue 42 measured (``python -m benchmarks.room_fields``): the turn flow and
    the journal each named 29 and 36 of the 36 fields. Now only the plain state names them all,
    and the journal and the set-up fewer than half; a room that starts to name every field
    again fails here."""
    from tokaido_nb.rules.game.plain import GAME_FIELDS

    rooms = PLAIN.parent
    named = {}
    for module in rooms.glob("*.py"):
        tree = ast.parse(module.read_text(encoding="utf-8"))
        attributes = {node.attr for node in ast.walk(tree) if isinstance(node, ast.Attribute)}
        named[module.stem] = len(attributes & set(GAME_FIELDS))
    assert named["plain"] == len(GAME_FIELDS)
    assert max(count for room, count in named.items() if room != "plain") <= 31, named
    assert named["journal"] < len(GAME_FIELDS) / 2 and named["setup"] < len(GAME_FIELDS) / 2
