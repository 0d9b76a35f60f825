"""Exercises as a learner does them, in a real JupyterLab: type an answer, run the check, read
what it says; restart the kernel and find the progress still there (issue 13).

These run inside the notebook check of their chapter (``test_browser_notebooks.py``), on the
page where that chapter has just been run top to bottom, so the chapter is opened and run once,
not once for the notebook check and again for its exercises. Each scene types into the answer
cell with the keyboard and runs it and the check cell with Shift+Enter, as a learner would. The
JupyterLab server keeps a learner's progress in its own fresh folder (conftest.py), and no
chapter checked before these answers their exercises.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
STEP = 30_000


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
PANORAMAS = "06_panoramas.ipynb"


def an_answer_in_an_equivalent_form_is_accepted(page) -> None:
    from playwright.sync_api import expect

    answer = cell_index(VILLAGES, "answer = None")
    output = cell(page, cell_index(VILLAGES, 'check("05.sets"')).locator(".jp-OutputArea")
    type_and_check(page, answer, 'answer = "10 points"')  # a string, with a unit: still 10
    expect(output).to_contain_text("Right!", timeout=STEP)
    expect(output).not_to_contain_text("Not quite")


def a_wrong_answer_gets_a_hint_before_the_answer(page) -> None:
    from playwright.sync_api import expect

    answer = cell_index(VILLAGES, "answer = None")
    output = cell(page, cell_index(VILLAGES, 'check("05.sets"')).locator(".jp-OutputArea")
    type_and_check(page, answer, "answer = 16")
    expect(output).to_contain_text("Not yet.", timeout=STEP)
    expect(output).to_contain_text("A full set needs four different families")  # its note
    expect(output).to_contain_text("Hint: Souvenirs score in sets")
    expect(output).to_contain_text("Sets of different families")  # where to look
    expect(output).not_to_contain_text("the answer is")  # not told yet
    type_and_check(page, answer, "answer = 16")
    expect(output).to_contain_text("A stronger hint:", timeout=STEP)
    expect(output).not_to_contain_text("the answer is")


def progress_is_kept_across_a_kernel_restart(page) -> None:
    from playwright.sync_api import expect

    answer = cell_index(PANORAMAS, "answer = None")
    mark = cell_index(PANORAMAS, 'mark_read("06")')
    imports = cell_index(PANORAMAS, "from tokaido_nb.lessons import")
    note = cell(page, mark).locator(".jp-OutputArea")
    expect(note).to_contain_text("not answered yet", timeout=STEP)
    type_and_check(page, answer, "answer = 15")
    # The learner reads the check's answer before restarting. (Restarting at once loses a
    # check still queued: the browser edition's Pyodide had not run it when its kernel was
    # restarted, and so never saved the answer.)
    checked = cell(page, cell_index(PANORAMAS, 'check("06.sea"')).locator(".jp-OutputArea")
    expect(checked).to_contain_text("Right!", timeout=STEP)
    restart_kernel(page)
    # After the restart nothing is in the kernel's memory. Run the imports, then the chapter's
    # last cell only (not the check again): what it says comes from the file.
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


def keys_play_the_first_table(page) -> None:
    """Three decisions at the chapter's first table (a person against bots) by keys alone in
    JupyterLab: the focus is put on the first choice, then Enter, Space and Enter; after each
    the table answers and the focus is back on a choice, not taken by the notebook (whose
    command mode reads Enter as "edit this cell")."""
    from .clicks import press_on_focused_choice

    game = ".jp-NotebookPanel:not(.lm-mod-hidden) .tokaido-table .tokaido-game-widget"
    first = page.locator(f"{game} .tokaido-choice:not([disabled])").first
    first.wait_for(state="visible", timeout=STEP)
    first.focus()  # where Tab would bring a learner, without walking through every cell
    for key in ("Enter", "Space", "Enter"):
        where = press_on_focused_choice(page, game, key)
        assert where["choice"], f"after {key} the focus is on {where}, not on a choice"
        assert where["outline"] >= 2, f"no visible focus on {where}"


SCENES: dict[str, list[Callable]] = {
    # A right answer leaves the count of wrong ones as it was, so the order of these two does
    # not matter.
    "05_villages_and_souvenirs": [
        an_answer_in_an_equivalent_form_is_accepted,
        a_wrong_answer_gets_a_hint_before_the_answer,
    ],
    "06_panoramas": [progress_is_kept_across_a_kernel_restart],
    "11_play": [keys_play_the_first_table],
}
"""The exercise scenes played after a chapter's own check, by the chapter's file name."""
