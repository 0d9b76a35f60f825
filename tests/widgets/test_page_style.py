"""The links in a lesson's text are underlined wherever the lesson is shown (issue 41): the
page style rides on every lesson widget and on ``mark_read``'s note, which ends every lesson,
so a page with no game on it (chapter 05, chapter 18) has it too."""

from __future__ import annotations

import json
from pathlib import Path

import ipywidgets
import pytest

import tokaido_nb.widgets as package
from tokaido_nb.lessons import mark_read
from tokaido_nb.lessons.cells import LINK_CSS, PAGE_STYLE
from tokaido_nb.widgets.unrun import PAGE_STYLE_CLASS

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


def _styles(box: ipywidgets.Box) -> list[ipywidgets.Widget]:
    return [child for child in box.children if PAGE_STYLE_CLASS in child._dom_classes]


def test_the_style_underlines_the_links_of_the_lessons_text():
    assert ".jp-RenderedMarkdown" in LINK_CSS and "text-decoration:underline !important" in LINK_CSS
    assert PAGE_STYLE == f"<style>{LINK_CSS}</style>"


@pytest.mark.parametrize("name", ["SouvenirSets", "VillageTrip", "ProgressMap", "Table"])
def test_a_lesson_widget_shown_carries_the_style_once_and_keeps_it(name):
    widget = getattr(package, name)() if name != "Table" else package.Table(["person", "greedy"])
    widget._repr_mimebundle_()
    widget._repr_mimebundle_()  # shown twice: still one style
    styles = _styles(widget)
    assert len(styles) == 1 and styles[0].value == PAGE_STYLE
    assert styles[0].layout.display == "none"
    widget.children = [child for child in widget.children if child not in styles]
    assert len(_styles(widget)) == 1, "the style went with a change of the widget's children"


def test_mark_read_brings_the_style(tmp_path, monkeypatch):
    monkeypatch.setenv("TOKAIDO_NB_DATA", str(tmp_path))
    assert mark_read("05")._repr_html_().startswith(PAGE_STYLE)


def test_every_lesson_ends_with_mark_read_so_every_lesson_page_has_the_style():
    lessons = sorted(NOTEBOOKS.glob("[0-9][0-9]_*.ipynb"))
    assert len(lessons) >= 19
    missing = []
    for path in lessons:
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        code = [cell for cell in cells if cell["cell_type"] == "code"]
        if "mark_read(" not in "".join(code[-1]["source"]):
            missing.append(path.name)
    assert not missing, f"these lessons do not end with mark_read: {missing}"


def test_the_browser_edition_underlines_with_the_same_rule():
    css = NOTEBOOKS.parent / "scripts" / "site_page" / "tokaido.css"
    assert LINK_CSS in css.read_text(encoding="utf-8")
