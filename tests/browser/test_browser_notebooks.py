"""Every notebook in a real JupyterLab, in headless Chromium: run all, click, see the answer.

For each ``notebooks/*.ipynb`` the test opens the notebook, waits for the kernel, runs all cells,
checks that no cell raised (except cells tagged ``raises-exception``), follows the notebook's
``browser_check`` (click a control, wait until the Python side redraws the expected text), checks
that no "Error displaying widget" appears, plays the chapter's exercise scenes if it has some
(exercises.py: typing answers, a kernel restart), and saves
``artifacts/screenshots/<notebook>.png``.
The notebooks are opened one after another in one JupyterLab page (``LabPage``), each closed,
its kernel shut down, before the next opens.

A notebook joins by being in ``notebooks/``. If it shows widgets, it declares in its notebook
metadata what to click and what text must appear afterwards (the convention is in README.md
beside this file)::

    "tokaido_nb": {"browser_check": {"click": ".tokaido-souvenir-add-food",
                                     "expect_text": "Total: 1 point",
                                     "within": ".tokaido-souvenir-sets"}}
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Callable
from pathlib import Path

import pytest

from . import axe
from .clicks import double_click_plays_once
from .exercises import SCENES
from .lab_page import LabPage

pytestmark = pytest.mark.browser

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"

RUN_SECONDS = 120
STEP_SECONDS = 30
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"

# Whether the run is over: the kernel is idle and every non-empty code cell has run, or a cell
# not tagged raises-exception has raised (JupyterLab then stops the run). Then what each produced.
# It is asked four times a second: it reads each output's type, never copies the outputs (their
# pictures) as toJSON() would.
RUN_OVER_JS = """() => {
    const panel = window.jupyterapp.shell.currentWidget;
    if (panel.sessionContext.kernelDisplayStatus !== 'idle') return false;
    const code = panel.content.widgets.filter(cell => cell.model.type === 'code'
        && cell.model.sharedModel.getSource().trim() !== '');
    if (code.every(cell => cell.model.executionCount !== null)) return true;
    const raised = cell => {
        if ((cell.model.getMetadata('tags') || []).includes('raises-exception')) return false;
        const outputs = cell.model.outputs;
        for (let i = 0; i < outputs.length; i++) {
            if (outputs.get(i).type === 'error') return true;
        }
        return false;
    };
    return code.some(raised);
}"""
CELLS_JS = """() => window.jupyterapp.shell.currentWidget.content.widgets.map((cell, index) => ({
    index,
    type: cell.model.type,
    source: cell.model.sharedModel.getSource(),
    tags: cell.model.getMetadata('tags') || [],
    executionCount: cell.model.type === 'code' ? cell.model.executionCount : null,
    errors: cell.model.type === 'code'
        ? cell.model.outputs.toJSON().filter(o => o.output_type === 'error')
            .map(o => `${o.ename}: ${o.evalue}`)
        : [],
}))"""


def notebook_checks(notebook: dict) -> list[dict]:
    """The notebook's ``browser_check`` steps: a dict or a list of dicts in its metadata."""
    check = notebook.get("metadata", {}).get("tokaido_nb", {}).get("browser_check", [])
    steps = [check] if isinstance(check, dict) else list(check)
    for step in steps:
        if set(step) == {"double_click"}:
            continue
        # A translated lesson's step expects a change (scripts/translations.py) instead.
        expects = {"expect_text", "expect_change"} & set(step)
        unknown = set(step) - {"click", "expect_text", "expect_change", "within", "timeout"}
        if unknown or "click" not in step or len(expects) != 1:
            raise ValueError(
                f"browser_check step {step!r}: needs 'click' and 'expect_text' (or, in a "
                "translated lesson, 'expect_change'), may have 'within' and 'timeout', and has "
                "no other keys; or is a 'double_click' alone"
            )
    return steps


def shows_widgets(notebook: dict) -> bool:
    """True if a stored output of the notebook is a live widget."""
    return any(
        WIDGET_VIEW in output.get("data", {})
        for cell in notebook["cells"]
        if cell["cell_type"] == "code"
        for output in cell.get("outputs", [])
    )


# Outputs wider than their cell at the lab page's 1280 px (a projector's width): what a room
# would see cut at the right edge, or only by scrolling sideways. The notebook is windowed, so
# only the cells drawn are read; the check runs after the clicks, with the widgets grown.
WIDE_JS = """() => {
    const panel = window.jupyterapp.shell.currentWidget;
    const wide = [];
    panel.content.widgets.forEach((cell, index) => {
        for (const out of cell.node.querySelectorAll('.jp-OutputArea-output')) {
            if (out.scrollWidth > out.clientWidth + 2) {
                wide.push(`cell ${index}: ${out.scrollWidth} px in ${out.clientWidth} px`);
            }
        }
    });
    return wide;
}"""


def cell_problems(cells: list[dict]) -> list[str]:
    """Cells that raised without the ``raises-exception`` tag, and code cells that never ran."""
    problems = []
    for cell in cells:
        if cell["type"] != "code" or not cell["source"].strip():
            continue
        first_line = cell["source"].strip().splitlines()[0]
        where = f"cell {cell['index']} ({first_line[:60]!r})"
        if cell["errors"] and "raises-exception" not in cell["tags"]:
            problems.append(f"{where} raised {'; '.join(cell['errors'])}")
        elif cell["executionCount"] is None:
            problems.append(f"{where} did not run to its end")
    return problems


@pytest.fixture(scope="module")
def lab_page(browser, jupyterlab):
    """The module's one JupyterLab page (see LabPage)."""
    holder = LabPage(browser, jupyterlab, workspace="notebook-checks")
    yield holder
    if holder.page is not None:
        holder.discard()


FULL = os.environ.get("TOKAIDO_FULL_SWEEPS") == "1"
# The sample of `make test` (every notebook under ``TOKAIDO_FULL_SWEEPS=1``): the start page,
# the chapters whose exercise scenes the browser plays (05, 11: typed answers, hints, a kernel
# restart, keyboard play), a rules chapter with pictures (03), the puzzles from real games (18:
# the trainer, guess the move and the winners' charts, which draw the road and the tableaus)
# and the learner's own player. Chapter 06, 09, the replay and Crossroads went to the full
# sweep when the suite passed 8 minutes. Every notebook still runs under nbval in every run,
# and the presenter is played in a real browser by test_voila.py, so what the sample leaves
# out is the click, the width and the axe check of the other notebooks in JupyterLab.
SAMPLE = {
    "00_start_here",
    "03_temples",
    "05_villages_and_souvenirs",
    "11_play",
    "18_puzzles_from_real_games",
    "19_your_own_player",
}
ALL = [path for path in sorted(NOTEBOOKS.glob("*.ipynb")) if FULL or path.stem in SAMPLE]
CHAPTERS = [path for path in ALL if path.stem[:2].isdigit() and int(path.stem[:2]) <= 10]
TABLES_AND_STUDIES = [path for path in ALL if path not in CHAPTERS]
"""The notebooks in two groups of about the same length (the rules chapters, then the table,
the studies, the replay, Crossroads, the coach and the presenter's app): each group is a test
class, so `make test`'s two workers may check one each at the same time."""


def stem(path: Path) -> str:
    return path.stem


class TestTheRulesChapters:
    @pytest.mark.parametrize("path", CHAPTERS, ids=stem)
    def test_notebook_runs_and_answers_a_click_in_jupyterlab(
        self, path: Path, lab_page: LabPage, screenshot_dir: Path
    ):
        check_notebook(path, lab_page, screenshot_dir)


class TestTheTableStudiesAndReplays:
    @pytest.mark.parametrize("path", TABLES_AND_STUDIES, ids=stem)
    def test_notebook_runs_and_answers_a_click_in_jupyterlab(
        self, path: Path, lab_page: LabPage, screenshot_dir: Path
    ):
        check_notebook(path, lab_page, screenshot_dir)


def check_notebook(
    path: Path,
    lab_page: LabPage,
    screenshot_dir: Path,
    then: Callable | None = None,
    before: Callable | None = None,
) -> None:
    """Run ``path`` in the lab page, follow its browser_check, and keep a screenshot;
    ``before(page, panel)``, if given, checks the notebook as opened, before it runs, and
    ``then(page, panel)`` checks more on the page before the notebook is closed."""
    from playwright.sync_api import Error as PlaywrightError
    from playwright.sync_api import TimeoutError as PlaywrightTimeout
    from playwright.sync_api import expect

    notebook = json.loads(path.read_text())
    steps = notebook_checks(notebook)
    if shows_widgets(notebook) and not steps:
        pytest.fail(
            f"{path.name} shows widgets but declares no browser_check in its metadata: add "
            '"tokaido_nb": {"browser_check": {"click": ..., "expect_text": ...}} '
            "(see tests/browser/README.md)",
            pytrace=False,
        )

    lab_page.errors.clear()
    checked = False
    # A French or Polish lesson lives in notebooks/fr/ or notebooks/pl/.
    language = notebook["metadata"].get("tokaido_nb", {}).get("language", "en")
    page = lab_page.open(path.name if language == "en" else f"{language}/{path.name}")
    shot = path.stem if language == "en" else f"{path.stem}-{language}"
    try:
        panel = page.locator("#" + page.evaluate("() => window.jupyterapp.shell.currentWidget.id"))
        if before is not None:
            before(page, panel)
        # Clear the stored outputs first, so that stored execution counts cannot pass for a run;
        # the run is not awaited here, so that a hanging cell meets the timeout below.
        page.evaluate(
            "() => { const commands = window.jupyterapp.commands;"
            " commands.execute('notebook:clear-all-cell-outputs')"
            ".then(() => commands.execute('notebook:run-all-cells')); }"
        )
        try:
            page.wait_for_function(RUN_OVER_JS, timeout=RUN_SECONDS * 1000, polling=250)
            still_running = []
        except PlaywrightTimeout:
            still_running = [f"the run had not ended after {RUN_SECONDS} s"]
        problems = cell_problems(page.evaluate(CELLS_JS)) + still_running
        assert not problems, f"{path.name}: " + "; ".join(problems)

        for step in steps:
            if "double_click" in step:
                # A real double click on the game widget's first choice plays it once.
                double_click_plays_once(page, panel.locator(step["double_click"]).first, language)
                continue
            timeout = step.get("timeout", STEP_SECONDS) * 1000
            within = panel.locator(step.get("within", ".jp-Notebook")).first
            control = panel.locator(step["click"]).first
            control.wait_for(state="visible", timeout=timeout)
            before = within.inner_text()
            if step.get("expect_change"):  # a translated lesson: the click changes the words
                control.click()
                expect(within).not_to_have_text(before, timeout=timeout)
                continue
            assert step["expect_text"] not in before, (
                f"{path.name}: {step['expect_text']!r} shows before {step['click']} is clicked, "
                "so the check would prove nothing: expect a text that only the click brings"
            )
            control.click()
            expect(within).to_contain_text(step["expect_text"], timeout=timeout)

        assert "Error displaying widget" not in panel.inner_text(), (
            f"{path.name}: a widget failed to show (Error displaying widget)"
        )
        broken = panel.locator(".jupyter-widgets-error-widget")
        if broken.count():
            why = " ".join(broken.first.text_content().split())
            pytest.fail(f"{path.name}: a widget failed to show: {why}", pytrace=False)
        wide = page.evaluate(WIDE_JS)
        assert not wide, f"{path.name}: outputs wider than the notebook at 1280 px: {wide}"
        # axe-core on the page as the learner now sees it: outputs drawn, a widget clicked.
        findings = axe.audit(page)
        axe.keep(findings, shot)
        trouble = axe.problems(findings)
        assert not trouble, f"{path.name}: accessibility findings: " + " | ".join(trouble)
        # The chapter's exercises, as a learner does them: the scenes click English words.
        for scene in SCENES.get(path.stem, ()) if language == "en" else ():
            scene(page)
        if then is not None:
            then(page, panel)
        checked = True
    finally:
        # Clean-up must not hide the failure that brought us here.
        with contextlib.suppress(PlaywrightError):
            page.screenshot(path=screenshot_dir / f"{shot}.png")
        if checked:
            try:
                lab_page.close_notebook()
            except PlaywrightError:
                lab_page.discard()
        else:  # a failed check may leave the page in any state: the next one gets a new page
            lab_page.discard()
    errors = list(lab_page.errors)
    assert not errors, f"{path.name}: errors in the page: {errors}"


@pytest.mark.parametrize("path", sorted(NOTEBOOKS.glob("*.ipynb")), ids=stem)
def test_every_notebook_that_shows_widgets_declares_its_browser_check(path: Path):
    """Read in every run, whether or not the notebook is in the browser sample: a notebook with
    widgets must say what to click (the sample leaves most notebooks to the full sweep)."""
    notebook = json.loads(path.read_text())
    steps = notebook_checks(notebook)
    assert steps or not shows_widgets(notebook), (
        f"{path.name} shows widgets but declares no browser_check in its metadata"
    )
