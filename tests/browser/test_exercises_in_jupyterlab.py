"""Exercises as a learner does them, in a real JupyterLab: type an answer, run the check, read
what it says; restart the kernel and find the progress still there (issue 13).

A chapter is opened and run all, then a test types into the answer cell with the keyboard and
runs it and the check cell with Shift+Enter, as a learner would. The two exercise tests share
chapter 05, opened once; the restart test opens chapter 06. The JupyterLab server of this
module keeps a learner's progress in its own fresh folder (conftest.py).
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path

import pytest

from .lab_page import LabPage

pytestmark = pytest.mark.browser

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
STEP = 30_000

RUN_OVER_JS = """() => {
    const panel = window.jupyterapp.shell.currentWidget;
    if (panel.sessionContext.kernelDisplayStatus !== 'idle') return false;
    return panel.content.widgets.filter(cell => cell.model.type === 'code'
        && cell.model.sharedModel.getSource().trim() !== '')
        .every(cell => cell.model.executionCount !== null);
}"""


@pytest.fixture(scope="module")
def lab_tab(browser, jupyterlab):
    tab = LabPage(browser, jupyterlab, workspace="exercises")
    yield tab
    if tab.page is not None:
        tab.discard()


@contextlib.contextmanager
def opened(tab: LabPage, notebook: str, screenshot: Path):
    """``notebook`` open in the module's page, all its cells run; closed afterwards."""
    page = tab.open(notebook)
    try:
        page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
        page.wait_for_function(RUN_OVER_JS, timeout=120_000, polling=250)
        yield page
    except BaseException:
        with contextlib.suppress(Exception):
            page.screenshot(path=screenshot)
        tab.discard()
        raise
    with contextlib.suppress(Exception):
        page.screenshot(path=screenshot)
    try:
        tab.close_notebook()
    except Exception:
        tab.discard()


def cell_index(notebook: str, starts_with: str) -> int:
    """The index of the one cell of ``notebook`` whose source starts with ``starts_with``."""
    cells = json.loads((NOTEBOOKS / notebook).read_text())["cells"]
    found = [i for i, c in enumerate(cells) if "".join(c["source"]).startswith(starts_with)]
    assert len(found) == 1, (notebook, starts_with, found)
    return found[0]


def cell(page, index: int):
    return page.locator(".jp-NotebookPanel:visible .jp-Notebook .jp-Cell").nth(index)


def type_and_check(page, answer_index: int, text: str) -> None:
    """Type ``text`` into the answer cell, then Shift+Enter twice: the answer, then the check."""
    editor = cell(page, answer_index).locator(".cm-content")
    editor.click()
    page.keyboard.press("Control+A")
    page.keyboard.type(text)
    page.keyboard.press("Shift+Enter")  # runs the answer cell and moves to the check cell
    page.keyboard.press("Shift+Enter")  # runs the check


def restart_kernel(page) -> None:
    """Restart the kernel the way a learner does: the Kernel menu's command, then Restart."""
    # Not awaited: the command waits for the dialog's answer, which the click below gives.
    page.evaluate("() => { window.jupyterapp.commands.execute('kernelmenu:restart'); }")
    page.locator(".jp-Dialog .jp-mod-accept").click()
    page.wait_for_function(
        "() => window.jupyterapp.shell.currentWidget.sessionContext.kernelDisplayStatus !== 'idle'",
        timeout=STEP,
        polling=50,
    )
    page.wait_for_function(
        "() => window.jupyterapp.shell.currentWidget.sessionContext.kernelDisplayStatus === 'idle'",
        timeout=60_000,
        polling=100,
    )


def execution_count(page, index: int) -> int | None:
    return page.evaluate(
        "(i) => window.jupyterapp.shell.currentWidget.content.widgets[i].model.executionCount",
        index,
    )


VILLAGES = "05_villages_and_souvenirs.ipynb"


@pytest.fixture(scope="module")
def villages(lab_tab, screenshot_dir):
    """Chapter 05 open and run once, for the two exercise tests (each types its own answer;
    a right answer leaves the count of wrong ones as it was, so their order does not matter)."""
    with opened(lab_tab, VILLAGES, screenshot_dir / "exercise_05.png") as page:
        yield page


def test_an_answer_in_an_equivalent_form_is_accepted(villages):
    from playwright.sync_api import expect

    answer = cell_index(VILLAGES, "answer = None")
    output = cell(villages, cell_index(VILLAGES, 'check("05.sets"')).locator(".jp-OutputArea")
    type_and_check(villages, answer, 'answer = "10 points"')  # a string, with a unit: still 10
    expect(output).to_contain_text("Right!", timeout=STEP)
    expect(output).not_to_contain_text("Not quite")


def test_a_wrong_answer_gets_a_hint_before_the_answer(villages):
    from playwright.sync_api import expect

    answer = cell_index(VILLAGES, "answer = None")
    output = cell(villages, cell_index(VILLAGES, 'check("05.sets"')).locator(".jp-OutputArea")
    type_and_check(villages, answer, "answer = 16")
    expect(output).to_contain_text("Not yet.", timeout=STEP)
    expect(output).to_contain_text("A full set needs four different families")  # its note
    expect(output).to_contain_text("Hint: Souvenirs score in sets")
    expect(output).to_contain_text("Sets of different families")  # where to look
    expect(output).not_to_contain_text("the answer is")  # not told yet
    type_and_check(villages, answer, "answer = 16")
    expect(output).to_contain_text("A stronger hint:", timeout=STEP)
    expect(output).not_to_contain_text("the answer is")


def test_progress_is_kept_across_a_kernel_restart(lab_tab, screenshot_dir):
    from playwright.sync_api import expect

    notebook = "06_panoramas.ipynb"
    answer = cell_index(notebook, "answer = None")
    mark = cell_index(notebook, 'mark_read("06")')
    imports = cell_index(notebook, "from tokaido_nb.lessons import")
    with opened(lab_tab, notebook, screenshot_dir / "exercise_restart.png") as page:
        note = cell(page, mark).locator(".jp-OutputArea")
        expect(note).to_contain_text("not answered yet", timeout=STEP)
        type_and_check(page, answer, "answer = 15")
        restart_kernel(page)
        # After the restart nothing is in the kernel's memory. Run the imports, then the
        # chapter's last cell only (not the check again): what it says comes from the file.
        for index in (imports, mark):
            cell(page, index).locator(".cm-content").click()
            page.keyboard.press("Shift+Enter")
            page.wait_for_function(
                "(i) => window.jupyterapp.shell.currentWidget.content.widgets[i]"
                ".model.executionCount !== null",
                arg=index,
                timeout=STEP,
                polling=100,
            )
        expect(note).to_contain_text("✓ answered right", timeout=STEP)
        assert execution_count(page, mark) == 2  # the second cell the new kernel ran
