"""The game widget's layout: the road beside the decision, the buttons and the message line,
drawn no taller than the window, and the tableaus under them or folded away (compact)."""

from __future__ import annotations

import re

from tokaido_nb.render import game_html, road_svg
from tokaido_nb.render.page import framed, tableaus_html
from tokaido_nb.render.svg import size
from tokaido_nb.rules import Game
from tokaido_nb.widgets.game_widget import (
    MIN_ROAD_WIDTH,
    PANEL_WIDTH,
    ROOM_AROUND_ROAD,
    TABLEAUS_TITLE,
    GameWidget,
    road_width,
)


def new_game() -> Game:
    return Game(4, travellers=["kinko", "hirotada", "umegae", "chuubei"], kyoto=[0, 1, 2, 3])


def row_of(widget: GameWidget, part) -> tuple:
    """The children of the box that holds ``part`` inside the widget's view."""
    stack = [widget.view]
    while stack:
        box = stack.pop()
        children = getattr(box, "children", ())
        if any(child is part for child in children):
            return children
        stack.extend(children)
    raise AssertionError(f"{part!r} is not in the view")


def test_the_road_sits_beside_the_decision_the_buttons_and_the_message():
    widget = GameWidget(new_game())
    row = row_of(widget, widget.road)
    assert any(part is widget.panel for part in row)
    panel = widget.panel.children
    assert [widget.status, widget.choices, widget.controls, widget.message] == list(panel[:4])
    assert "Player 4 (Chuubei) is furthest behind" in widget.status.value


def test_the_road_is_drawn_no_taller_than_the_window_and_leaves_room_beside_it():
    game = new_game()
    width, height = size(road_svg(game))
    css = road_width(road_svg(game))
    ratio = float(re.search(r"\* ([\d.]+)\)", css).group(1))
    assert abs(ratio - width / height) < 1e-3
    assert css.startswith(f"max({MIN_ROAD_WIDTH}px, min({width:g}px, ")
    assert f"calc(100% - {PANEL_WIDTH + 20}px)" in css  # room for the column beside it
    assert f"calc((100vh - {ROOM_AROUND_ROAD}px) * " in css
    assert GameWidget(game).road.layout.width == css


def test_the_parts_on_show_are_the_whole_game_page():
    game = new_game()
    widget = GameWidget(game)
    page = game_html(game)
    # The widget adds a line to some tooltips (why a space cannot be reached): drop those.
    shown = re.sub(r"\n[^<]*</title>", "</title>", widget.view_html)
    assert shown != widget.view_html
    text = re.sub(r"<[^>]+>", "", shown)
    assert text == re.sub(r"<[^>]+>", "", page)


def test_the_tableaus_lie_under_the_road_by_default():
    widget = GameWidget(new_game())
    assert widget.tableaus_shown
    assert widget.tableaus.value.count('class="tokaido-tableau"') == 4
    assert any(part is widget.tableaus for part in widget.view.children)


def test_compact_folds_the_tableaus_and_draws_them_when_unfolded():
    widget = GameWidget(new_game(), compact=True)
    assert "tokaido-game-compact" in widget._dom_classes
    assert widget.fold.selected_index is None and widget.fold.titles == (TABLEAUS_TITLE,)
    assert not widget.tableaus_shown and widget.tableaus.value == ""
    assert 'class="tokaido-tableau"' not in widget.view_html
    widget.fold.selected_index = 0
    assert widget.tableaus.value.count('class="tokaido-tableau"') == 4
    widget.choices.buttons[0].click()
    assert widget.tableaus.value == framed(tableaus_html(widget.game))


def test_without_tableaus_there_is_nothing_to_fold():
    widget = GameWidget(new_game(), show_tableaus=False, compact=True)
    assert not widget.tableaus_shown and widget.fold is None
    assert 'class="tokaido-tableau"' not in widget.view_html
