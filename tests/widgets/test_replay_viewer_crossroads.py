"""The replay viewer steps through a real Crossroads game: its cards in the tableaus, the die's
face on a turn that rolled it, the story's words; and it offers its example games by name."""

from __future__ import annotations

import json
from pathlib import Path

from tokaido_nb.widgets.replay_viewer import ReplayViewer

DATA = Path(__file__).resolve().parents[2] / "notebooks" / "data"
CROSSROADS = DATA / "crossroads_game.json"


def test_the_crossroads_example_is_a_crossroads_record():
    record = json.loads(CROSSROADS.read_text())
    assert record["options"]["expansions"] == ["crossroads"]


def test_a_crossroads_record_steps_to_its_result():  # cross.choice
    viewer = ReplayViewer(CROSSROADS)
    assert "ends with the record's result" in viewer.message.text
    record = json.loads(CROSSROADS.read_text())
    rolled = next(i for i, t in enumerate(record["turns"], 1) if "roll" in t or "jirocho" in t)
    viewer.go_to(rolled)
    face = record["turns"][rolled - 1].get("roll") or record["turns"][rolled - 1]["jirocho"]
    assert f'data-face="{face}"' in viewer.view.value
    assert "fortune die" in viewer.current_line
    bought = next(i for i, t in enumerate(record["turns"], 1) if t.get("amulet"))
    viewer.go_to(bought)
    amulet = record["turns"][bought - 1]["amulet"]
    # a replay shows every card: the amulet bought is named in its buyer's tableau
    assert f'data-key="{amulet}"' in viewer.view.value
    assert viewer.go_to(viewer.turns)
    assert "Final scores" in viewer.log_view.value
    assert any(f'data-kind="{kind}"' in viewer.view.value for kind in ("cherry_tree", "legendary"))


def test_the_viewer_offers_its_examples_by_name():
    examples = {"A base game": DATA / "example_game.json", "A Crossroads game": CROSSROADS}
    viewer = ReplayViewer(DATA / "example_game.json", examples=examples)
    assert "tokaido-replay-examples" in viewer.examples._dom_classes
    viewer.examples.value = "A Crossroads game"
    assert repr(viewer).startswith("ReplayViewer(A Crossroads game, turn 0 of")
    assert "crossroads" in viewer.view.value.lower()
    assert "crossroads" in viewer.record.expansions
