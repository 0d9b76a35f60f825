"""The puzzle trainer (widgets/puzzle_trainer.py): a puzzle as its seat saw it and no more,
every answer reachable by keyboard, ratings moved by openskill the right way and saved, bad
input said on screen.

The puzzles are tests/masters/small_puzzles.jsonl: twelve puzzles cut from the last 30 turns of
two real games (bga-4p-base 161938784.json, bga-4p-crossroads 100235368.json) by
``masters.puzzles.build`` with a tiny coach (the thresholds are the real ones), never the
package's shipped set.
"""

from __future__ import annotations

import asyncio
import json

import ipywidgets as widgets
import pytest

from tests.widgets.masters_widgets import SMALL
from tokaido_nb.lessons import progress as store
from tokaido_nb.masters.puzzles import load
from tokaido_nb.widgets.puzzle_trainer import PuzzleTrainer, seat_html

# A fresh, empty data directory for the progress file in every test (conftest.py).
pytestmark = pytest.mark.usefixtures("progress_dir")


@pytest.fixture(scope="module")
def puzzles():
    return load(SMALL)


@pytest.fixture
def focused(monkeypatch) -> list[widgets.DOMWidget]:
    """The widgets asked to take the focus, as outside a kernel (no event loop runs): the
    browser tests' Playwright keeps one running in the main thread of a worker that ran them
    first, which ``focus_soon`` would take for a kernel's and wait on."""
    asked: list[widgets.DOMWidget] = []
    monkeypatch.setattr(widgets.DOMWidget, "focus", lambda self: asked.append(self))
    monkeypatch.setattr(asyncio, "get_running_loop", _no_running_loop)
    return asked


def _no_running_loop() -> asyncio.AbstractEventLoop:
    raise RuntimeError("no running event loop")


@pytest.fixture(scope="module")
def drawn(puzzles):
    """Each puzzle with its position and its picture as its seat sees it (drawn once)."""
    found = []
    for puzzle in puzzles:
        position = puzzle.position()
        found.append((puzzle, position, seat_html(position, puzzle.seat)))
    return found


def test_the_position_shows_no_card_hidden_from_the_seat(drawn):
    # What the seat may not know (the piles' order, the others' amulets and calligraphies, the
    # meals an inn showed another) is dealt afresh in a game the seat could imagine: the
    # picture, drawn for the seat, must not change.
    for puzzle, position, picture in drawn:
        other = position.view(puzzle.seat).determinized(1)
        assert seat_html(other, puzzle.seat) == picture, puzzle.id
    assert any(position.crossroads for _puzzle, position, _picture in drawn)


def test_a_card_the_seat_cannot_see_is_not_named(drawn):
    # Another traveller's secret card (an amulet, a calligraphy) is named nowhere, unless the
    # seat holds one of the same.
    from tokaido_nb.rules.names import card_name

    checked = 0
    for puzzle, position, picture in drawn:
        seat = position.travellers[puzzle.seat]
        mine = {*seat.amulets, *seat.calligraphies}
        for t in position.travellers:
            if t.index != puzzle.seat:
                for card in {*t.amulets, *t.calligraphies} - mine:
                    assert card_name(card) not in picture, (puzzle.id, card)
                    checked += 1
    assert checked, "no puzzle of the fixture has another traveller's secret card"


def test_every_choice_is_a_named_button_and_the_keyboard_reaches_each(puzzles, focused):
    trainer = PuzzleTrainer(SMALL)
    position = trainer.position
    assert position is not None and trainer.puzzle is not None
    view = position.view(trainer.puzzle.seat)
    # The picture, drawn from the game the seat's view imagines, is the real one as it sees it.
    assert trainer.picture.value == seat_html(position, trainer.puzzle.seat)
    assert (
        'role="img"' in trainer.picture.value and "The position in words" in trainer.picture.value
    )
    buttons = trainer.choices.buttons
    assert [b.description for b in buttons] and len(buttons) == len(view.legal_actions)
    assert all(b.description.strip() and not b.disabled for b in buttons)
    assert all(isinstance(b, widgets.Button) for b in buttons)  # native buttons: Tab, Enter
    assert focused and focused[-1] is buttons[0]  # the first answer takes the focus
    for box in trainer.theme_boxes.values():  # the themes are named check boxes
        assert isinstance(box, widgets.Checkbox) and box.description
    buttons[-1].click()
    # After the answer the buttons are off and the focus goes to Next puzzle.
    assert not [b for b in trainer.choices.buttons if not b.disabled]
    assert focused[-1] is trainer.next_button and trainer.next_button.description


def _answer(trainer: PuzzleTrainer, right: bool) -> None:
    puzzle = trainer.puzzle
    for button, action in zip(trainer.choices.buttons, trainer.choices.actions, strict=True):
        if puzzle.check(action) == right:
            button.click()
            return
    raise AssertionError("no such answer")


@pytest.mark.parametrize("right", [True, False])
def test_an_answer_moves_both_ratings_the_right_way_and_saves_them(progress_dir, right):
    trainer = PuzzleTrainer(SMALL)
    puzzle = trainer.puzzle
    _answer(trainer, right)
    saved = store.load()
    learner = saved.puzzles.rating
    rated = saved.puzzles.answered[puzzle.id]
    assert (learner.mu > 25.0) == right and (rated.rating.mu < puzzle.difficulty) == right
    assert rated.right == right and rated.theme == puzzle.theme
    on_disk = json.loads((progress_dir / "progress.json").read_text())
    assert on_disk["puzzles"]["answered"][puzzle.id]["right"] is right
    after = trainer.after.value
    assert "The real player chose" in after and "Why:" in after
    assert ("Right." in after) == right and trainer.message.text
    assert "after 1 puzzle" in trainer.rating_words()
    # The next puzzle is another one, and a new trainer (a new kernel) reads the ratings back.
    trainer.next()
    assert trainer.puzzle.id != puzzle.id
    again = PuzzleTrainer(SMALL)
    assert again.progress.puzzles.rating == learner and again.puzzle.id != puzzle.id


def test_the_next_puzzle_is_of_the_themes_ticked(puzzles):
    themes = sorted({p.theme for p in puzzles})
    trainer = PuzzleTrainer(SMALL, themes=[themes[0]])
    assert trainer.themes == [themes[0]] and trainer.puzzle.theme == themes[0]
    trainer.theme_boxes[themes[1]].value = True
    trainer.theme_boxes[themes[0]].value = False
    assert trainer.puzzle.theme == themes[1]


@pytest.mark.parametrize(
    ("source", "themes", "said"),
    [
        (SMALL, ["nope"], "There is no puzzle of the theme 'nope' here"),
        ("no/such/file.jsonl", None, "There is no puzzle file at no/such/file.jsonl."),
        ("BROKEN", None, "The puzzles could not be loaded"),
    ],
)
def test_bad_input_is_said_on_screen_never_raised(tmp_path, source, themes, said):
    if source == "BROKEN":
        source = tmp_path / "broken.jsonl"
        source.write_text('{"id": "half a puzzle"\n')
    trainer = PuzzleTrainer(source, themes=themes)
    assert said in trainer.message.text
    assert 'role="alert"' in trainer.message.value


def test_a_progress_file_with_ratings_round_trips_and_a_corrupt_one_is_refused(progress_dir):
    trainer = PuzzleTrainer(SMALL)
    _answer(trainer, True)
    saved = store.load()
    assert store.Progress.from_json(json.loads(json.dumps(saved.to_json()))) == saved
    path = progress_dir / "progress.json"
    data = json.loads(path.read_text())
    data["puzzles"]["rating"] = {"mu": "high", "sigma": 1}
    path.write_text(json.dumps(data))
    trainer = PuzzleTrainer(SMALL)  # the trainer says so on screen, and starts afresh
    assert "a puzzle rating in it is not a rating" in trainer.message.text
    assert (progress_dir / "progress.json.unreadable").is_file()
    assert trainer.progress.puzzles.rating.mu == 25.0
    for bad in ({"theme": "nope", "right": True}, {"theme": "temple", "right": "yes"}):
        entry = {**bad, "rating": {"mu": 25.0, "sigma": 8.0}}
        data["puzzles"] = {"rating": {"mu": 25.0, "sigma": 8.0}, "answered": {"x#1": entry}}
        with pytest.raises(ValueError):
            store.Progress.from_json(data)
