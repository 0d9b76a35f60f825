"""The browser edition (`make site`, scripts/site.py): the lessons in JupyterLite, offline.

The built ``site/`` is served on a free loopback port, and headless Chromium opens it with every
request that leaves the site refused (a Playwright route on the whole browser context, which
sees the Pyodide kernel's worker too). So the checks prove the offline path: a classroom with
no internet, the site on a teacher's laptop. Only the five compiled chart wheels on Pyodide's
CDN may be asked for (and are refused); any other request that leaves the site fails the test.

Each lesson is checked as in JupyterLab (test_browser_notebooks.check_notebook on a LabPage
pointed at the site): run all, no error, the widgets drawn, the notebook's own clicks answered,
the chapter's exercise scenes. Then: a chart cell shows its table, a click on a choice of the
table plays a move (present.ipynb's double click), the progress map still shows an exercise
answered before a page reload, and the presenter's page shows no code. `make test` checks the
chapters below; under ``TOKAIDO_FULL_SWEEPS=1`` every lesson.
"""

from __future__ import annotations

import functools
import http.server
import json
import os
import re
import threading
from pathlib import Path

import pytest

from .clicks import double_click_plays_once
from .conftest import unavailable
from .lab_page import KERNEL_IDLE_JS, LabPage
from .languages import language_problems
from .test_browser_notebooks import (
    CELLS_JS,
    RUN_OVER_JS,
    RUN_SECONDS,
    cell_problems,
    check_notebook,
)

pytestmark = pytest.mark.browser

REPO = Path(__file__).resolve().parents[2]
SITE = REPO / "site"
NOTEBOOKS = REPO / "notebooks"
# The compiled wheels of the charts, on Pyodide's CDN (scripts/site.py's CDN_PACKAGES).
CDN_WHEEL = re.compile(
    r"https://cdn\.jsdelivr\.net/pyodide/v[\d.]+/full/"
    r"(numpy|matplotlib|pillow|kiwisolver|contourpy)-[^/]+\.whl"
)
FULL = os.environ.get("TOKAIDO_FULL_SWEEPS") == "1"
# The sample of `make test`: a rules chapter with exercises in English, a chapter with a chart
# in French and the coach (with a table) in Polish; the presenter's table is played in French
# below, so chapter 11's table is left to the full sweep (JupyterLab's browser check runs it in
# every run). Chapter 05's exercise scenes answer 05.sets, which the reload check looks for.
PLAYING_WELL = next(NOTEBOOKS.glob("[0-9][0-9]_playing_well.ipynb")).name
SAMPLE = [
    "05_villages_and_souvenirs.ipynb",
    "fr/03_temples.ipynb",
    f"pl/{PLAYING_WELL}",
]
LESSONS = sorted(
    str(p.relative_to(NOTEBOOKS))
    for pattern in ("[0-9]*.ipynb", "fr/[0-9]*.ipynb", "pl/[0-9]*.ipynb")
    for p in NOTEBOOKS.glob(pattern)
    if p.name != "00_start_here.ipynb" or "/" in str(p.relative_to(NOTEBOOKS))
)
CHECKED = [n for n in LESSONS if n in SAMPLE or FULL]
CHECKED.sort(key=lambda name: (name not in SAMPLE, name))


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with the types a browser insists on for modules and WebAssembly."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
    }

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass  # the test reports what it needs


class Site:
    """The served site: its address, and the requests that tried to leave it."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.outside: list[str] = []

    def lab_url(self, path: str, workspace: str) -> str:
        """The JupyterLite page opening ``path`` (a fresh browser context: a fresh workspace)."""
        return f"{self.url}/lab/index.html?path={path}"

    def refuse_outside(self, route) -> None:
        if route.request.url.startswith(self.url + "/"):
            route.continue_()
        else:
            self.outside.append(route.request.url)
            route.abort("internetdisconnected")

    def unexpected(self) -> list[str]:
        """Requests that left the site, other than the chart wheels."""
        return sorted({url for url in self.outside if not CDN_WHEEL.fullmatch(url)})


class SitePage(LabPage):
    """A LabPage on the browser edition, in a context where nothing outside the site loads."""

    # Pyodide starts in the page, and loads the kernel's and the lessons' packages: about 10 s
    # on an idle machine, several times that on a busy one.
    kernel_seconds = 180

    def new_context(self):
        context = super().new_context()
        context.route("**/*", self.jupyterlab.refuse_outside)
        return context


@pytest.fixture(scope="module")
def site(browser):
    """site/ served on a free 127.0.0.1 port, in a thread of this process."""
    if not (SITE / "jupyter-lite.json").exists():
        unavailable("site/ is not built: `make site` builds it (`make test` does it first)")
    handler = functools.partial(Handler, directory=str(SITE))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield Site(f"http://127.0.0.1:{server.server_port}")
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="module")
def site_page(browser, site):
    holder = SitePage(browser, site, workspace="site")
    yield holder
    if holder.page is not None:
        holder.discard()


def test_the_site_has_every_lesson_and_the_presenter():
    if not (SITE / "jupyter-lite.json").exists():
        unavailable("site/ is not built: `make site` builds it (`make test` does it first)")
    listed = json.loads((SITE / "api" / "contents" / "all.json").read_text())
    names = {entry["name"] for entry in listed["content"]}
    assert {p.name for p in NOTEBOOKS.glob("*.ipynb")} <= names
    for code in ("fr", "pl"):  # the lessons in French and Polish, each in its folder
        assert (SITE / "files" / code / "00_start_here.ipynb").exists()
    config = json.loads((SITE / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["disablePyPIFallback"] is True
    assert "tokaido-nb" in kernel["loadPyodideOptions"]["packages"]
    landing = (SITE / "index.html").read_text()
    assert 'href="lab/index.html?path=00_start_here.ipynb"' in landing
    assert 'href="notebooks/index.html?path=present.ipynb"' in landing
    assert 'href="lab/index.html?path=fr/00_start_here.ipynb"' in landing
    assert 'href="notebooks/index.html?path=pl/present.ipynb"' in landing
    assert "my_progress/progress.json" in landing and "Download" in landing


def chart_is_a_table(page, panel) -> None:
    """Offline, the chart wheels were asked for and refused: the chart cell shows its table."""
    table = panel.locator(".tokaido-chart-table").first
    table.wait_for(state="visible", timeout=30_000)
    # textContent: a cell out of view is not laid out (JupyterLab's content-visibility), and
    # its innerText is then empty.
    assert table.locator("tbody tr").count() >= 2


def speaks(code: str):
    """A check that a lesson's outputs, as the learner sees them, are in ``code``'s words."""

    def check(page, panel) -> None:
        shown = " ".join(panel.locator(".jp-OutputArea").all_text_contents())
        problems = language_problems(shown, code)
        assert not problems, f"the outputs are not in {code}: " + "; ".join(problems)

    return check


def more_checks(name: str):
    """The checks a lesson gets after its run: a chart shown as a table, its language."""
    checks = []
    if name.endswith("03_temples.ipynb"):
        checks.append(chart_is_a_table)
    if "/" in name:
        checks.append(speaks(name.split("/")[0]))
    return (lambda page, panel: [check(page, panel) for check in checks]) if checks else None


@pytest.mark.parametrize("name", CHECKED)
def test_a_lesson_runs_offline_in_the_browser_edition(
    name: str, site_page: SitePage, site: Site, screenshot_dir: Path
):
    check_notebook(NOTEBOOKS / name, site_page, screenshot_dir, then=more_checks(name))
    assert not site.unexpected(), f"{name}: requests left the site: {site.unexpected()}"
    if name.endswith("03_temples.ipynb"):
        assert any(CDN_WHEEL.fullmatch(url) for url in site.outside), "no chart wheel asked for"


def test_the_progress_map_keeps_an_answer_after_a_reload(site_page: SitePage, site: Site):
    """05.sets was answered right by chapter 05's scene; after the site is loaded again from its
    start page (a new kernel, the files read back from the browser's storage), chapter 00's
    progress map shows it."""
    page = site_page.page
    if page is None or "05_villages_and_souvenirs.ipynb" not in CHECKED:
        pytest.skip("chapter 05's check failed before this one could run")
    # The way a learner comes back: the site's start page, then its first link.
    page.goto(site.url + "/")
    page.get_by_role("link", name="Start the lessons").click()
    page.wait_for_function(KERNEL_IDLE_JS, arg="00_start_here.ipynb", timeout=180_000)
    page.evaluate(
        "() => { const commands = window.jupyterapp.commands;"
        " commands.execute('notebook:clear-all-cell-outputs')"
        ".then(() => commands.execute('notebook:run-all-cells')); }"
    )
    page.wait_for_function(RUN_OVER_JS, timeout=RUN_SECONDS * 1000, polling=250)
    problems = cell_problems(page.evaluate(CELLS_JS))
    assert not problems, "00_start_here.ipynb: " + "; ".join(problems)
    chip = page.locator(
        ".jp-NotebookPanel:visible .tokaido-progress-map .tokaido-progress-chapter-05 "
        "span[title$=': right']"
    )
    chip.first.wait_for(state="visible", timeout=30_000)
    kept = page.evaluate(
        "async () => (await window.jupyterapp.serviceManager.contents"
        ".get('my_progress', {content: true})).content.map(item => item.name)"
    )
    assert "progress.json" in kept
    assert not site.unexpected(), f"requests left the site: {site.unexpected()}"


def test_the_presenter_page_shows_the_table_and_no_code(browser, site: Site, screenshot_dir):
    """The French present.ipynb in JupyterLite's one-document view, its code hidden: run, then
    a double click on a choice of the table plays one move, and the table speaks French."""
    holder = SitePage(browser, site, workspace="presenter")
    context = holder.new_context()
    page = context.new_page()
    try:
        page.goto(f"{site.url}/notebooks/index.html?path=fr/present.ipynb")
        page.wait_for_function(KERNEL_IDLE_JS, arg="fr/present.ipynb", timeout=120_000, polling=100)
        page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
        page.wait_for_function(RUN_OVER_JS, timeout=RUN_SECONDS * 1000, polling=250)
        game = page.locator(".tokaido-table .tokaido-game-widget").first
        game.wait_for(state="visible", timeout=30_000)
        assert page.locator(".jp-InputArea-editor:visible").count() == 0, "code is shown"
        double_click_plays_once(page, game, "fr")
        problems = language_problems(game.inner_text(), "fr")
        assert not problems, "the presenter's table is not in French: " + "; ".join(problems)
    finally:
        page.screenshot(path=screenshot_dir / "site-present.png")
        context.close()
    assert not site.unexpected(), f"requests left the site: {site.unexpected()}"
