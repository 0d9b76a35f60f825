"""What a screen reader and a keyboard need from the widgets: a message line read out when it
changes, a log reachable by keys, a name on every input, the focus kept after a choice, and
the game in words on request (the Text view)."""

from __future__ import annotations

import asyncio
import concurrent.futures

import ipywidgets as widgets
import pytest

from tokaido_nb.rules import Game
from tokaido_nb.rules.errors import IllegalAction
from tokaido_nb.widgets import MessageLine
from tokaido_nb.widgets.game_widget import GameWidget
from tokaido_nb.widgets.parts import FOCUS_DELAY
from tokaido_nb.widgets.score_sheet import ScoreSheetForm
from tokaido_nb.widgets.table import Table


def test_a_message_is_read_politely_and_a_refusal_at_once():
    line = MessageLine("Hello.")
    assert 'role="status" aria-live="polite">Hello.<' in line.value
    line.refuse(IllegalAction("road.inn_stop", "Stop at the inn first."))
    assert 'role="alert"' in line.value and "Stop at the inn first." in line.text


def test_the_table_log_is_a_named_log_that_a_keyboard_can_reach_and_scroll():
    table = Table(["person", "greedy", "greedy"], travellers=["kinko", "umegae", "satsuki"], seed=5)
    table.game_widget.choices.buttons[0].click()
    log = table.log_view.value
    assert '<div role="log" tabindex="0" aria-label="The journey so far"' in log
    assert "overflow-y:auto" in log.partition('role="log"')[2]


@pytest.fixture
def focused(monkeypatch) -> list[widgets.DOMWidget]:
    """The widgets asked to take the keyboard's focus, in order."""
    asked: list[widgets.DOMWidget] = []
    monkeypatch.setattr(widgets.DOMWidget, "focus", lambda self: asked.append(self))
    return asked


def _no_running_loop() -> asyncio.AbstractEventLoop:
    raise RuntimeError("no running event loop")


@pytest.fixture
def outside_a_kernel(monkeypatch) -> None:
    """No event loop runs, as in a script: the browser tests' Playwright keeps one running in
    the main thread of a worker that ran them first, which a kernel's would look like."""
    monkeypatch.setattr(asyncio, "get_running_loop", _no_running_loop)


def test_after_a_choice_the_focus_moves_to_the_next_decision_s_first_choice(
    focused, outside_a_kernel
):
    widget = GameWidget(Game(2, seed=3, travellers=["kinko", "umegae"], kyoto=[0, 1, 2]))
    pressed = widget.choices.buttons[0]
    pressed.click()
    assert widget.choices.buttons and widget.choices.buttons[0] is not pressed
    assert focused == [widget.choices.buttons[0]]


def test_when_no_choice_is_left_to_a_person_the_focus_goes_to_undo(focused, outside_a_kernel):
    game = Game(2, seed=3, travellers=["kinko", "umegae"], kyoto=[0, 1, 2])
    widget = GameWidget(game, bots={1: _Waiting()}, autoplay=False)
    while game.to_move != 1:
        widget.choices.buttons[0].click()
    assert not [b for b in widget.choices.buttons if not b.disabled]
    assert focused[-1] is widget.undo_button


class _Waiting:
    """A bot that is never asked (autoplay is off): its seat's buttons stay disabled."""

    def choose(self, game):  # pragma: no cover - never called
        raise AssertionError("the bot was asked to play")


def test_the_text_view_shows_the_game_in_words_and_follows_it():
    widget = GameWidget(Game(2, seed=3, travellers=["kinko", "umegae"], kyoto=[0, 1, 2]))
    assert widget.words.layout.display == "none"
    widget.text_toggle.value = True
    assert widget.words.layout.display is None
    before = widget.words.value
    assert "Player 1 (Kinko) stands at" in before and "has 7 coins" in before
    widget.choices.buttons[0].click()
    assert widget.words.value != before
    widget.text_toggle.value = False
    assert widget.words.layout.display == "none"


def test_every_control_of_the_game_widget_has_a_name():
    widget = GameWidget(Game(2, seed=3, travellers=["kinko", "umegae"], kyoto=[0, 1, 2]))
    for control in (*widget.choices.buttons, widget.undo_button, widget.text_toggle):
        assert control.description.strip(), control


def test_every_input_of_the_score_sheet_is_named_by_its_row_and_player():
    form = ScoreSheetForm(3)
    inputs = [
        child
        for child in form.grid.children
        if isinstance(child, widgets.DOMWidget)
        and not isinstance(child, (widgets.HTML, widgets.Box))
    ]
    assert len(inputs) > 30
    unnamed = [child for child in inputs if not child.description]
    assert not unnamed
    meals = [child for child in inputs if child.description == "Player 2: Meals eaten"]
    assert len(meals) == 1 and meals[0].style.description_width == "0px"


def test_in_a_kernel_the_focus_waits_for_the_browser_and_skips_a_choice_replaced_meanwhile(
    focused,
):
    import asyncio

    async def two_quick_keys() -> GameWidget:
        widget = GameWidget(Game(2, seed=3, travellers=["kinko", "umegae"], kyoto=[0, 1, 2]))
        widget.choices.buttons[0].click()
        assert focused == []  # not yet: the browser has not drawn the new buttons
        widget.choices.buttons[0].click()  # a second key before the first focus moved
        await asyncio.sleep(3 * FOCUS_DELAY)
        return widget

    # In a thread of its own: a worker that ran the browser tests keeps Playwright's loop
    # running in its main thread, where asyncio.run() cannot start another.
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        widget = pool.submit(asyncio.run, two_quick_keys()).result()
    assert focused == [widget.choices.buttons[0]]
