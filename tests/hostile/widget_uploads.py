"""Feeding a file to every widget that takes an upload, and checking that a bad one loses nothing.

``UPLOAD_WIDGETS`` builds each widget with a ``FileUpload`` in the middle of a game: the table
(a person and two bots, a few decisions played) and the replay viewer (the example game shown at
turn 5). ``assert_refused_and_intact`` uploads a file and asserts that the widget said why it
refused it, on its message line, and that the game it had is intact: the moves, the scores, the
decision awaited and, for the table, every value of the set-up panel. ``test_bad_uploads.py``
feeds it each kind of bad file; the hypothesis family ``uploads`` feeds it generated ones.
"""

from __future__ import annotations

import datetime
import json
from collections.abc import Callable
from typing import Any

import ipywidgets as widgets

from tokaido_nb.coach.search import Budget
from tokaido_nb.widgets.guess_the_move import GuessTheMoveWidget
from tokaido_nb.widgets.replay_viewer import ReplayViewer
from tokaido_nb.widgets.table import Table

from .families import EXAMPLE


def make_table() -> Table:
    """A table in the middle of a game: you (Kinko) against two greedy bots, 3 decisions in."""
    table = Table(["person", "greedy", "greedy"], travellers=["kinko", "umegae", "satsuki"], seed=5)
    for _ in range(3):
        table.game_widget.choices.buttons[-1].click()
    return table


def make_viewer() -> ReplayViewer:
    """The replay viewer showing the example game at turn 5."""
    viewer = ReplayViewer(EXAMPLE)
    viewer.go_to(5)
    return viewer


def make_guesser() -> GuessTheMoveWidget:
    """Guess the move on the example game, at its first decision (a refusal with a guess made
    is tests/widgets/test_guess_the_move.py's; a guess here would cost each case the coach)."""
    return GuessTheMoveWidget(EXAMPLE, strength=Budget(rollouts=1, most=1, screen=1, candidates=1))


UPLOAD_WIDGETS: dict[str, Callable[[], widgets.Widget]] = {
    "table": make_table,
    "replay viewer": make_viewer,
    "guess the move": make_guesser,
}
"""Every widget of tokaido_nb.widgets that takes an upload, by name, made mid-game."""


def upload(widget: widgets.Widget, name: str, content: bytes) -> None:
    """Pick one file in the widget's ``FileUpload``, as the browser does."""
    when = datetime.datetime(2024, 1, 1, tzinfo=datetime.UTC)
    file = {"name": name, "type": "application/json", "size": len(content)}
    widget.upload.value = ({**file, "content": memoryview(content), "last_modified": when},)


def state(widget: widgets.Widget) -> dict[str, Any]:
    """What a refused upload must leave as it was: the game, its scores and the set-up."""
    if isinstance(widget, Table):
        game = widget.game
        return {
            "turns": json.dumps(game.turns),
            "actions": len(game.history),
            "scores": game.scores(),
            "to_move": (game.to_move, game.decision),
            "setup": widget.setup,
            "panel": (
                widget.players_box.value,
                [box.value for box in widget.kind_boxes],
                [box.value for box in widget.name_boxes],
                [box.value for box in widget.traveller_boxes],
                {key: box.value for key, box in widget.option_boxes.items()},
                widget.seed_box.value,
            ),
            "heading": widget.heading.value,
            "buttons": [button.description for button in widget.game_widget.choices.buttons],
        }
    if isinstance(widget, ReplayViewer):
        game = widget.game
        return {
            "name": widget.name,
            "turn": (widget.turn, widget.turns),
            "record": widget.record,
            "turns": json.dumps(game.turns),
            "scores": game.scores(),
            "slider": (widget.slider.value, widget.slider.max),
            "heading": widget.heading.value,
            "log": widget.log_lines(),
        }
    if isinstance(widget, GuessTheMoveWidget):
        walk = widget.walk
        assert walk is not None
        return {
            "name": widget.name,
            "record": widget.record,
            "walk": (walk.seat, walk.guessed, walk.matched, walk.decisions),
            "buttons": [button.description for button in widget.choices.buttons],
            "view": widget.view.value,
            "score": widget.score.value,
            "heading": widget.heading.value,
        }
    raise AssertionError(f"no state known for {type(widget).__name__}: add it here")


def refused(widget: widgets.Widget, name: str) -> bool:
    """Whether the widget's message line refuses the file ``name``."""
    message = widget.message
    return "tokaido-message-refusal" in message._dom_classes and message.text.startswith(
        f"Could not load {name}: "
    )


def assert_refused_and_intact(widget: widgets.Widget, content: bytes, phrase: str = "") -> str:
    """Upload ``content`` as bad.json: it must be refused with ``phrase`` in the message, and
    the widget's game left intact. Returns the message."""
    before = state(widget)
    upload(widget, "bad.json", content)
    text = widget.message.text
    assert refused(widget, "bad.json"), text
    assert phrase in text, text
    assert state(widget) == before, "a refused upload changed the widget's game"
    assert widget.upload.value == (), "the upload is not cleared for the next file"
    return text


def upload_outcome(widget: widgets.Widget, content: bytes) -> str:
    """Upload ``content``: "refused" (with the game intact) or "loaded" (a new game shown)."""
    before = state(widget)
    upload(widget, "file.json", content)
    assert widget.upload.value == ()
    if refused(widget, "file.json"):
        assert state(widget) == before, "a refused upload changed the widget's game"
        return "refused"
    assert widget.message.text.startswith("Loaded file.json: "), widget.message.text
    return "loaded"
