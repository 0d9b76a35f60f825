"""The rooms of ``Game`` (tokaido_nb/rules/game/) have seams: each kind of decision and each step
of a turn is served through explicit tables a reader can follow (no method found by a built
name), a room calls only the rooms below it (no hook declared for a room above), and a room can
be used alone, over the few fields it touches."""

from __future__ import annotations

import ast
import re
from collections import Counter
from pathlib import Path

import pytest

from tokaido_nb.rules import IllegalAction
from tokaido_nb.rules.chance import Chance
from tokaido_nb.rules.decisions import DECISIONS
from tokaido_nb.rules.game import GAME_FIELDS
from tokaido_nb.rules.game.crossroads import CrossroadsSteps
from tokaido_nb.rules.game.draws import Draws
from tokaido_nb.rules.game.flow import DECISION_TABLE, STEP_TABLE, TurnFlow
from tokaido_nb.rules.game.stops import Stops

ROOMS = Path(__file__).resolve().parents[2] / "tokaido_nb" / "rules" / "game"

ORDER = (
    "tables",
    "plain",
    "core",
    "draws",
    "scores",
    "crossroads",
    "stops",
    "flow",
    "setup",
    "journal",
    "knowledge",
    "observer",
    "__init__",
)
"""The modules of the rooms, from the ground floor up (each class built on the one below)."""


def test_every_kind_of_decision_is_served_by_one_room():
    tables = (TurnFlow.FLOW_DECISIONS, Stops.STOP_DECISIONS, CrossroadsSteps.CROSSROADS_DECISIONS)
    served = Counter(kind for table in tables for kind in table)
    assert set(served) == set(DECISIONS) == set(DECISION_TABLE)
    assert max(served.values()) == 1, f"served twice: {served.most_common(1)}"
    for kind, (legal, answer) in DECISION_TABLE.items():
        assert legal.__name__ == f"_legal_{kind}" and answer.__name__ == f"_answer_{kind}"


def test_every_step_queued_is_served_and_every_step_served_is_queued():
    source = "\n".join(path.read_text(encoding="utf-8") for path in ROOMS.glob("*.py"))
    # Each step is queued as a tuple ("name", argument), in a _then call or a list given to one.
    queued = set(re.findall(r'\(\s*"([a-z_]+)",', _then_calls(source)))
    assert queued == set(STEP_TABLE), queued ^ set(STEP_TABLE)
    for name, step in STEP_TABLE.items():
        assert step.__name__ == f"_step_{name}"


def _then_calls(source: str) -> str:
    """The text of every ``_then(...)`` call and of the steps list an answer builds for one."""
    found = []
    for match in re.finditer(r"_then\(|steps(?:\.append\(| \+= \[|: list\[.*\] = \[)", source):
        depth, end = 0, match.end() - 1
        for end in range(match.end() - 1, len(source)):
            depth += {"(": 1, "[": 1, ")": -1, "]": -1}.get(source[end], 0)
            if depth == 0:
                break
        found.append(source[match.start() : end + 1])
    return "\n".join(found)


def _room_trees() -> dict[str, ast.Module]:
    return {name: ast.parse((ROOMS / f"{name}.py").read_text("utf-8")) for name in ORDER}


def test_a_room_calls_only_the_rooms_below_it():
    """Every private method a room uses is its own or a lower room's; the fields
    (``GAME_FIELDS``) are the ground floor's."""
    trees = _room_trees()
    defined: dict[str, str] = {}  # private method or function: the module defining it
    for name in ORDER:
        for node in ast.walk(trees[name]):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("_"):
                defined.setdefault(node.name, name)
    for level, name in enumerate(ORDER):
        for node in ast.walk(trees[name]):
            if not isinstance(node, ast.Attribute) or not node.attr.startswith("_"):
                continue
            if node.attr.startswith("__") or node.attr in GAME_FIELDS:
                continue
            home = defined.get(node.attr)
            if home is not None:
                assert ORDER.index(home) <= level, f"{name}.py calls {node.attr} of {home}.py"


def test_no_room_declares_a_hook_for_a_room_above():
    for path in ROOMS.glob("*.py"):
        assert "NotImplementedError" not in path.read_text("utf-8"), path.name


def draws_alone(**piles: list) -> Draws:
    """The chance room alone: no set-up, no other room, only the fields it touches."""
    room = Draws.__new__(Draws)
    room._piles = {name: list(cards) for name, cards in piles.items()}
    room._named = {}
    room._used = {}
    room._chance = Chance(5)
    room._open = None
    return room


def test_the_chance_room_works_alone():
    room = draws_alone(souvenir=["koma", "geta", "sake", "ukiyoe"], meal=["sushi"])
    room.name_draws("souvenir", ["geta"])
    assert room._draw("souvenir") == "geta"  # named: taken from where it lies
    assert room._draw_many("souvenir", 2) == ["ukiyoe", "sake"]  # the top first
    assert room._draw("meal") == "sushi" and room._draw("meal") is None  # (h)5: empty
    assert room._used == {"souvenir": ["geta", "ukiyoe", "sake"], "meal": ["sushi"]}
    room._under("meal", ["dango", "fugu"])
    assert sorted(room._piles["meal"]) == ["dango", "fugu"]
    room.name_draws("meal", ["tempura"])
    with pytest.raises(IllegalAction, match="does not hold"):
        room._draw("meal")
    with pytest.raises(IllegalAction, match="no pile called 'coins'"):
        room.name_draws("coins", [1])
