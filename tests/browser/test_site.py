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

import contextlib
import functools
import http.server
import json
import os
import re
import threading
import time
from pathlib import Path

import pytest

from .clicks import double_click_plays_once, outside_the_window
from .conftest import unavailable
from .lab_page import KERNEL_IDLE_JS, OPEN_JS, LabPage
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
# The compiled wheels of the charts, on Pyodide's CDN (scripts/site.py's CDN_PACKAGES), and the
# small file beside them that a session asks for first (tokaido_nb.render.in_browser).
CDN_WHEEL = re.compile(
    r"https://cdn\.jsdelivr\.net/pyodide/v[\d.]+/full/"
    r"((numpy|matplotlib|pillow|kiwisolver|contourpy)-[^/]+\.whl|pyodide-lock\.json)"
)
FULL = os.environ.get("TOKAIDO_FULL_SWEEPS") == "1"
# The sample of `make test`: the puzzles from real games (chapter 18: the trainer reads the
# shipped puzzle set, xz-compressed, and the winners' charts are tables offline), which ends by
# marking itself read, as the reload check looks for. The presenter's table is played in French
# and JupyterLab's menus are read in Polish below; every other lesson is left to the full sweep,
# chapter 05's exercise scenes (played in JupyterLab in every run) and the coach's offline
# tables in Polish (chapter 17) among them: the suite's 8 minutes have no margin (chapter 05
# took 39 s of a worker, chapter 18 32 s). The offline tables themselves are checked without a
# browser in every run (tests/render/test_chart_tables.py and the winners' charts' tests).
SAMPLE = [
    "18_puzzles_from_real_games.ipynb",
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
    assert "<b>Delete</b>" in landing  # how a changed lesson gets the site's newer copy
    for app in ("lab", "notebooks"):  # one kernel at a time, the presenter's page, the links
        assert '<script src="../tokaido.js">' in (SITE / app / "index.html").read_text()
    assert (SITE / "tokaido.js").exists() and (SITE / "tokaido.css").exists()
    # JupyterLab's own menus in French and Polish (Settings, Language).
    packs = json.loads((SITE / "api" / "translations" / "all.json").read_text())["data"]
    assert {"fr_FR", "pl_PL"} <= set(packs)


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


# The notebook open in the page: has it been changed since it was opened or saved?
DIRTY_JS = "() => window.jupyterapp.shell.currentWidget.context.model.dirty"
# How many of the open notebook's outputs show a picture (inline SVG), as drawn in the page.
PICTURES_JS = """(id) => Array.from(document.querySelectorAll('#' + id + ' .jp-OutputArea-output'))
    .filter(output => output.querySelector('svg[aria-label]')).length"""


def stored_pictures(name: str) -> int:
    """How many outputs of the site's copy of ``name`` are a picture (inline SVG)."""
    notebook = json.loads((SITE / "files" / name).read_text(encoding="utf-8"))
    return sum(
        "<svg" in "".join(output.get("data", {}).get("text/html", ""))
        for cell in notebook["cells"]
        for output in cell.get("outputs", [])
    )


def as_stored(name: str):
    """The lesson as the learner first meets it, opened and not run: its stored pictures drawn
    (an untrusted notebook's SVG would be stripped to its words run together), its printed lines
    without a comma in front, and not marked modified by its kernel's start (a modified lesson
    is kept in the browser, and a newer site would never reach it)."""

    def check(page, panel) -> None:
        pictures = stored_pictures(name)
        shown = page.evaluate(PICTURES_JS, panel.get_attribute("id"))
        assert shown >= pictures, f"{name}: {shown} of its {pictures} stored pictures drawn"
        printed = panel.locator(".jp-OutputArea-output.jp-RenderedText").all_text_contents()
        stray = [line for text in printed for line in text.split("\n") if line.startswith(",")]
        assert not stray, f"{name}: stored lines shown with a comma in front: {stray[:3]}"
        assert page.evaluate(DIRTY_JS) is False, f"{name}: opening it marked it modified"

    return check


@pytest.mark.parametrize("name", CHECKED)
def test_a_lesson_runs_offline_in_the_browser_edition(
    name: str, site_page: SitePage, site: Site, screenshot_dir: Path
):
    check_notebook(
        NOTEBOOKS / name,
        site_page,
        screenshot_dir,
        then=more_checks(name),
        before=as_stored(name),
    )
    assert not site.unexpected(), f"{name}: requests left the site: {site.unexpected()}"
    if name.endswith("03_temples.ipynb"):
        assert any(CDN_WHEEL.fullmatch(url) for url in site.outside), "no chart wheel asked for"


# What became of the kernel the site starts with the page, for the notebook the page opens on.
EARLY_KERNEL_JS = "() => window.tokaidoSite && window.tokaidoSite.earlyKernel"


def test_the_progress_map_keeps_an_answer_after_a_reload(site_page: SitePage, site: Site):
    """Chapter 18's run marked it read (its last cell); after the site is loaded again from its
    start page (a new kernel, the files read back from the browser's storage), chapter 00's
    progress map shows it."""
    page = site_page.page
    if page is None or "18_puzzles_from_real_games.ipynb" not in CHECKED:
        pytest.skip("chapter 18's check failed before this one could run")
    # The way a learner comes back: the site's start page, then its first link.
    page.goto(site.url + "/")
    page.get_by_role("link", name="Start the lessons").click()
    page.wait_for_function(KERNEL_IDLE_JS, arg="00_start_here.ipynb", timeout=180_000)
    # Its kernel was started with the page, before the lesson was loaded, and handed to it: the
    # one kernel running is the lesson's (scripts/site_page/tokaido.js).
    assert page.evaluate(EARLY_KERNEL_JS) == "handed over"
    assert page.evaluate(KERNELS_JS) == ["00_start_here.ipynb"]
    page.evaluate(
        "() => { const commands = window.jupyterapp.commands;"
        " commands.execute('notebook:clear-all-cell-outputs')"
        ".then(() => commands.execute('notebook:run-all-cells')); }"
    )
    page.wait_for_function(RUN_OVER_JS, timeout=RUN_SECONDS * 1000, polling=250)
    problems = cell_problems(page.evaluate(CELLS_JS))
    assert not problems, "00_start_here.ipynb: " + "; ".join(problems)
    read = page.locator(
        ".jp-NotebookPanel:visible .tokaido-progress-map .tokaido-progress-chapter-18 "
        "td:nth-child(2)"
    )
    read.first.wait_for(state="visible", timeout=30_000)
    assert read.first.text_content().strip() == "✓ read"
    kept = page.evaluate(
        "async () => (await window.jupyterapp.serviceManager.contents"
        ".get('my_progress', {content: true})).content.map(item => item.name)"
    )
    assert "progress.json" in kept
    assert not site.unexpected(), f"requests left the site: {site.unexpected()}"


# What a projector must not show: JupyterLab's menus, toolbars, prompts, code and notes.
NOT_ON_THE_PROJECTOR = (
    "#menu-panel-wrapper, #top-panel-wrapper, .jp-NotebookPanel-toolbar, .jp-InputPrompt, "
    ".jp-OutputPrompt, .jp-InputArea-editor, .jp-MarkdownCell"
)


# The presenter's controls whose text does not fit them (cut off, or hidden under "..."): a
# button or label is measured by its scrolled width, a drop-down by its chosen option's text
# set in the drop-down's own font, within its padding.
CUT_JS = """(scope) => {
    const canvas = document.createElement('canvas').getContext('2d');
    const cut = [];
    for (const root of document.querySelectorAll(scope)) {
        for (const e of root.querySelectorAll('button, label, .widget-label, select')) {
            if (!e.checkVisibility()) continue;
            if (e.tagName === 'SELECT') {
                const style = getComputedStyle(e);
                canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
                const text = e.selectedOptions.length ? e.selectedOptions[0].text : '';
                // The right padding is the arrow's room.
                const room = e.clientWidth - parseFloat(style.paddingLeft)
                    - parseFloat(style.paddingRight);
                if (canvas.measureText(text).width > room) cut.push(text);
            } else if (e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 2) {
                cut.push(e.innerText.trim());
            }
        }
    }
    return cut;
}"""


@pytest.mark.parametrize(
    "code",
    ["fr", pytest.param("pl", marks=pytest.mark.skipif(not FULL, reason="the full sweep"))],
)
def test_the_presenter_page_deals_by_itself_and_shows_only_the_table(
    browser, site: Site, screenshot_dir, code: str
):
    """The French (and in the full sweep, Polish) present.ipynb in JupyterLite's one-document
    view, at a projector's 1280x800: with no click, the table is dealt and waits for the class's
    first decision, nothing but the table is on screen and no control's text is cut; a double
    click on a choice plays one move; the table speaks the lesson's language."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    context.route("**/*", site.refuse_outside)
    page = context.new_page()
    try:
        page.goto(f"{site.url}/notebooks/index.html?path={code}/present.ipynb")
        page.wait_for_function(
            KERNEL_IDLE_JS, arg=f"{code}/present.ipynb", timeout=180_000, polling=100
        )
        assert page.evaluate(EARLY_KERNEL_JS) == "handed over"
        game = page.locator(".tokaido-table .tokaido-game-widget").first
        game.wait_for(state="visible", timeout=RUN_SECONDS * 1000)
        game.locator(".tokaido-choices button").first.wait_for(state="visible", timeout=30_000)
        shown = page.locator(NOT_ON_THE_PROJECTOR).evaluate_all(
            "nodes => nodes.filter(n => n.checkVisibility()).map(n => n.id || n.className)"
        )
        assert not shown, f"the projector shows more than the table: {shown[:4]}"
        # With the menus and the toolbar gone, their room too: the road, the choices and the
        # message line fit the projector's window, as under Voilà.
        assert not outside_the_window(page, game), outside_the_window(page, game)
        cut = page.evaluate(CUT_JS, ".tokaido-table")
        assert not cut, f"controls whose {code} text is cut at 1280x800: {cut}"
        double_click_plays_once(page, game, code)
        problems = language_problems(game.inner_text(), code)
        assert not problems, f"the presenter's table is not in {code}: " + "; ".join(problems)
    finally:
        page.screenshot(path=screenshot_dir / f"site-present-{code}.png")
        context.close()
    assert not site.unexpected(), f"requests left the site: {site.unexpected()}"


def new_site_page(browser, site: Site, route_chart_wheels=None):
    """A page of its own in a new browser context (a new browser profile), nothing outside the
    site loaded; ``route_chart_wheels(route)``, if given, answers the chart wheels' requests."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    context.route("**/*", site.refuse_outside)
    if route_chart_wheels is not None:
        context.route(CDN_WHEEL, route_chart_wheels)
    page = context.new_page()
    return context, page


# The paths of the kernels running in the page.
KERNELS_JS = """async () => {
    const sessions = window.jupyterapp.serviceManager.sessions;
    await sessions.refreshRunning();
    return Array.from(sessions.running()).map(session => session.path).sort();
}"""
FIRST_CELL_JS = """() => window.jupyterapp.shell.currentWidget.content.widgets[0]
    .model.sharedModel.getSource()"""


@pytest.mark.skipif(not FULL, reason="the full sweep (TOKAIDO_FULL_SWEEPS=1) runs it")
def test_the_next_lesson_leaves_one_kernel_and_an_unchanged_lesson_follows_a_newer_site(
    browser, site: Site, screenshot_dir
):
    """Chapter 01 opened, its kernel started, not changed: its "Next" link opens chapter 02 and
    leaves one kernel running, 02's (each is a Python of its own, 100-130 MB). Then the teacher
    serves a newer site, and chapter 01 opened again shows the newer text: a lesson the learner
    opened and did not change was never kept in the browser."""
    first, second = "01_the_road.ipynb", next(NOTEBOOKS.glob("02_*.ipynb")).name
    context, page = new_site_page(browser, site)
    try:
        page.goto(site.lab_url(first, workspace=""))
        page.wait_for_function(KERNEL_IDLE_JS, arg=first, timeout=180_000, polling=100)
        assert page.evaluate(DIRTY_JS) is False, f"{first}: opening it marked it modified"
        page.locator(f".jp-MarkdownCell a[href*='{second}']").first.click()
        page.wait_for_function(KERNEL_IDLE_JS, arg=second, timeout=180_000, polling=100)
        page.wait_for_function(
            "async (path) => { const s = window.jupyterapp.serviceManager.sessions;"
            " await s.refreshRunning(); const paths = Array.from(s.running()).map(x => x.path);"
            " return paths.length === 1 && paths[0] === path; }",
            arg=second,
            timeout=30_000,
            polling=250,
        )
        stored = json.loads((SITE / "files" / first).read_text(encoding="utf-8"))
        stored["cells"][0]["source"] = "NEWER SITE. " + stored["cells"][0]["source"]
        newer = json.dumps(stored)
        context.route(f"{site.url}/files/{first}*", lambda route: route.fulfill(
            status=200, content_type="application/json", body=newer))  # fmt: skip
        page.evaluate(OPEN_JS, first)
        page.wait_for_function(
            f"() => {FIRST_CELL_JS}().startsWith('NEWER SITE.')", timeout=60_000, polling=250
        )
        page.wait_for_function(KERNEL_IDLE_JS, arg=first, timeout=180_000, polling=100)
        assert page.evaluate(KERNELS_JS) == [first]
    finally:
        page.screenshot(path=screenshot_dir / "site-one-kernel.png")
        context.close()
    assert not site.unexpected(), f"requests left the site: {site.unexpected()}"


@pytest.mark.skipif(not FULL, reason="the full sweep (TOKAIDO_FULL_SWEEPS=1) runs it")
def test_a_chart_cell_on_a_network_that_never_answers_gives_its_table_within_the_limit(
    browser, site: Site
):
    """A school network that takes the requests for the charts' parts and never answers:
    chapter 03's chart cell gives up after FETCH_SECONDS and shows its table, the cells after it
    run, and a second chart in the same session does not ask again (without the limit, the cell
    and every cell after it would wait for ever)."""
    from tokaido_nb.render.in_browser import FETCH_SECONDS

    held: list = []
    context, page = new_site_page(browser, site, lambda route: held.append(route))
    name = "03_temples.ipynb"
    try:
        page.goto(site.lab_url(name, workspace=""))
        page.wait_for_function(KERNEL_IDLE_JS, arg=name, timeout=180_000, polling=100)
        started = time.monotonic()
        page.evaluate(
            "() => { const commands = window.jupyterapp.commands;"
            " commands.execute('notebook:clear-all-cell-outputs')"
            ".then(() => commands.execute('notebook:run-all-cells')); }"
        )
        limit = FETCH_SECONDS + RUN_SECONDS
        page.wait_for_function(RUN_OVER_JS, timeout=limit * 1000, polling=250)
        took = time.monotonic() - started
        assert held, "matplotlib's parts were not asked for"
        problems = cell_problems(page.evaluate(CELLS_JS))
        assert not problems, f"{name}: " + "; ".join(problems)
        panel = page.locator(".jp-NotebookPanel:visible").first
        chart_is_a_table(page, panel)
        asked = len(held)
        again = page.evaluate(
            """async () => {
                const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
                const started = performance.now();
                await kernel.requestExecute({code:
                    'from tokaido_nb.render import temple_figure; temple_figure([3, 1])'}).done;
                return (performance.now() - started) / 1000;
            }"""
        )
        assert again < FETCH_SECONDS / 2, f"a second chart took {again:.1f} s: it asked again"
        assert len(held) == asked, "a second chart asked for the wheels again"
        print(f"chapter 03 run with the chart wheels unanswered: {took:.1f} s; again {again:.1f} s")
    finally:
        for route in held:
            with contextlib.suppress(Exception):
                route.abort()
        context.close()


# The paths of the notebook tabs open in the page, and of the kernels running.
TABS_JS = """() => Array.from(window.jupyterapp.shell.widgets('main'))
    .filter(w => w.context && w.context.path.endsWith('.ipynb')).map(w => w.context.path).sort()"""
OPEN_BEHIND_JS = """async (path) => { await window.jupyterapp.commands.execute('docmanager:open',
    {path, options: {mode: 'tab-after', activate: false}}); }"""
ONLY_KERNEL_JS = """async (path) => { const s = window.jupyterapp.serviceManager.sessions;
    await s.refreshRunning(); const paths = Array.from(s.running()).map(x => x.path);
    return paths.length === 1 && paths[0] === path; }"""


@pytest.mark.skipif(not FULL, reason="the full sweep (TOKAIDO_FULL_SWEEPS=1) runs it")
def test_a_returning_learners_restored_tabs_start_one_kernel_and_the_others_when_shown(
    browser, site: Site, screenshot_dir
):
    """A learner had chapters 01 and 02 open in two tabs and comes back (the page loaded again
    on 01: JupyterLab restores both tabs). Only the tab in front, 01, starts a kernel; 02's tab
    is there, without one, until the learner shows it; then 02's kernel is the one running."""
    first, second = "01_the_road.ipynb", next(NOTEBOOKS.glob("02_*.ipynb")).name
    context, page = new_site_page(browser, site)
    try:
        page.goto(site.lab_url(first, workspace=""))
        page.wait_for_function(KERNEL_IDLE_JS, arg=first, timeout=180_000, polling=100)
        page.evaluate(OPEN_BEHIND_JS, second)  # a second tab, not shown: no kernel for it
        page.wait_for_function(f"() => ({TABS_JS})().length === 2", timeout=30_000, polling=250)
        page.wait_for_timeout(3000)  # the workspace keeps the layout within a second
        assert page.evaluate(KERNELS_JS) == [first], "a tab not shown started a kernel"
        page.reload()  # the learner comes back
        page.wait_for_function(KERNEL_IDLE_JS, arg=first, timeout=180_000, polling=100)
        assert page.evaluate(TABS_JS) == sorted([first, second]), "the tabs were not restored"
        page.wait_for_timeout(5000)  # a restored tab's kernel would be starting by now
        assert page.evaluate(KERNELS_JS) == [first], "a restored tab not shown started a kernel"
        tab = page.locator(".lm-DockPanel-tabBar .lm-TabBar-tab", has_text=second[:-6]).first
        tab.click()  # the learner shows the second tab: its kernel starts, the first one's ends
        page.wait_for_function(KERNEL_IDLE_JS, arg=second, timeout=180_000, polling=100)
        page.wait_for_function(ONLY_KERNEL_JS, arg=second, timeout=30_000, polling=250)
    finally:
        page.screenshot(path=screenshot_dir / "site-restored-tabs.png")
        context.close()
    assert not site.unexpected(), f"requests left the site: {site.unexpected()}"


@pytest.mark.skipif(not FULL, reason="the full sweep (TOKAIDO_FULL_SWEEPS=1) runs it")
def test_a_kernel_started_with_the_page_and_not_asked_for_is_shut_down(browser, site: Site):
    """The site starts a kernel with the page, for the notebook named in its address. A page
    opened on a notebook that is not there (a mistyped link) never asks for it: it is shut
    down once the hand-over time has passed (a minute; 3 s here), and no kernel is left."""
    context, page = new_site_page(browser, site)
    context.add_init_script("window.tokaidoHandOverSeconds = 3;")
    try:
        page.goto(site.lab_url("no_such_lesson.ipynb", workspace=""))
        page.wait_for_function(f"() => ({EARLY_KERNEL_JS})() === 'started'", timeout=60_000)
        page.wait_for_function(
            f"() => ({EARLY_KERNEL_JS})() === 'shut down: not asked for'", timeout=60_000
        )
        assert page.evaluate(KERNELS_JS) == []
    finally:
        context.close()
    assert not site.unexpected(), f"requests left the site: {site.unexpected()}"


# JupyterLab's own words for its Help menu, as the site's language packs say them.
HELP_MENU = {"fr": "Aide", "pl": "Pomoc", "en": "Help"}


@pytest.mark.parametrize(
    "code",
    ["pl", *(["fr", "en"] if FULL else [])],
)
def test_jupyterlabs_menus_speak_the_language_of_the_lesson_the_page_opens_on(
    browser, site: Site, code: str
):
    """A page opened on a French (Polish) lesson shows JupyterLab's menus in French (Polish),
    with nothing chosen by hand; an English lesson's page in English. Only the page is loaded:
    the kernel is not waited for."""
    context, page = new_site_page(browser, site)
    path = "01_the_road.ipynb" if code == "en" else f"{code}/01_the_road.ipynb"
    try:
        page.goto(site.lab_url(path, workspace=""))
        menu = page.locator("#jp-MainMenu")
        menu.get_by_text(HELP_MENU[code], exact=True).wait_for(state="visible", timeout=120_000)
        assert page.evaluate("() => document.documentElement.lang").startswith(code)
    finally:
        context.close()
    assert not site.unexpected(), f"requests left the site: {site.unexpected()}"


@pytest.mark.skipif(not FULL, reason="the full sweep (TOKAIDO_FULL_SWEEPS=1) runs it")
@pytest.mark.parametrize("code", ["en", "fr", "pl"])
def test_the_tournament_notebook_runs_whole_and_says_it_needs_the_jupyterlab_edition(
    site_page: SitePage, site: Site, code: str
):
    """The teacher's tournament notebook, in the site's list of notebooks in every language,
    runs whole in the browser edition (Run All) with no error, and says in one sentence, in its
    language, that a tournament needs the JupyterLab edition."""
    from tokaido_nb.rules.language import in_language
    from tokaido_nb.tournament import NO_TOURNAMENT_IN_BROWSER

    name = "teacher_tournament.ipynb" if code == "en" else f"{code}/teacher_tournament.ipynb"
    listed = json.loads((SITE / "api" / "contents" / "all.json").read_text())["content"]
    folder = listed if code == "en" else json.loads(
        (SITE / "api" / "contents" / code / "all.json").read_text()
    )["content"]  # fmt: skip
    assert "teacher_tournament.ipynb" in {entry["name"] for entry in folder}
    page = site_page.open(name)
    page.evaluate(
        "() => { const commands = window.jupyterapp.commands;"
        " commands.execute('notebook:clear-all-cell-outputs')"
        ".then(() => commands.execute('notebook:run-all-cells')); }"
    )
    page.wait_for_function(RUN_OVER_JS, timeout=RUN_SECONDS * 1000, polling=250)
    problems = cell_problems(page.evaluate(CELLS_JS))
    assert not problems, f"{name}: " + "; ".join(problems)
    panel = page.locator(".jp-NotebookPanel:visible").first
    shown = " ".join(" ".join(panel.all_text_contents()).split())
    sentence = " ".join(in_language(code, NO_TOURNAMENT_IN_BROWSER).split())
    assert sentence in shown, f"{name} does not say: {sentence}"
    assert "Traceback" not in shown, f"{name} shows a traceback"
    site_page.close_notebook()
    assert not site.unexpected(), f"requests left the site: {site.unexpected()}"


# Run ``code`` in the current notebook's kernel (no cell), and give back what it printed.
KERNEL_PRINTS_JS = """async (code) => {
    const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
    let printed = '';
    const future = kernel.requestExecute({code, silent: false, store_history: false});
    future.onIOPub = (msg) => {
        if (msg.header.msg_type === 'stream') printed += msg.content.text;
    };
    await future.done;
    return printed;
}"""
# The completion packages a started kernel has imported, before any cell ran.
COMPLETION_MODULES = """import sys
print(sorted(m for m in sys.modules if m.split(".")[0] in ("jedi", "parso")))"""


@pytest.fixture(scope="module")
def started_kernel(browser, site: Site):
    """Chapter 01 opened in a page of its own, its kernel ready and no cell run: the page, and
    the completion modules the kernel imported on its way to ready."""
    name = "01_the_road.ipynb"
    context, page = new_site_page(browser, site)
    try:
        page.goto(site.lab_url(name, workspace=""))
        page.wait_for_function(KERNEL_IDLE_JS, arg=name, timeout=180_000, polling=100)
        yield page, page.evaluate(KERNEL_PRINTS_JS, COMPLETION_MODULES).strip()
    finally:
        context.close()


@pytest.mark.skipif(not FULL, reason="the full sweep (TOKAIDO_FULL_SWEEPS=1) runs it")
def test_the_kernel_starts_without_importing_jedi(started_kernel, site: Site):
    """The site serves no jedi and its kernel imports none on the way to ready (unpacking and
    importing jedi and parso took about 2 s of every lesson's start): scripts/site.py, LEFT_OUT."""
    _page, modules = started_kernel
    assert modules == "[]", f"the kernel imported {modules} before any cell ran"
    assert not site.unexpected(), f"requests left the site: {site.unexpected()}"


@pytest.mark.skipif(not FULL, reason="the full sweep (TOKAIDO_FULL_SWEEPS=1) runs it")
def test_tab_completes_a_name_of_the_lesson_with_ipythons_own_completer(started_kernel):
    """A learner types the start of a name defined in the lesson's kernel and presses Tab: the
    name is offered (JupyterLab writes it in at once when it is the only one). Without jedi,
    pyodide-kernel's completion would ask jedi all the same and offer no name. (With jedi, the
    site's first Tab offered nothing either: jedi's first answer took about 1 s, and JupyterLab
    drops a completion that takes longer than its 1 s providerTimeout; IPython's own completer
    answers in about 50 ms.)"""
    page, _modules = started_kernel
    page.evaluate(KERNEL_PRINTS_JS, "tokaido_tab_probe = 1")
    page.evaluate(
        "async () => { const commands = window.jupyterapp.commands;"
        " await commands.execute('notebook:insert-cell-below');"
        " await commands.execute('notebook:change-cell-to-code');"
        " await commands.execute('notebook:enter-edit-mode'); }"
    )
    page.keyboard.type("tokaido_tab_pr")
    page.keyboard.press("Tab")
    page.wait_for_function(
        "() => { const panel = window.jupyterapp.shell.currentWidget;"
        " const source = panel.content.activeCell.model.sharedModel.getSource();"
        " return source === 'tokaido_tab_probe' || !!document.querySelector("
        " '.jp-Completer-item[data-value=\"tokaido_tab_probe\"]'); }",
        timeout=30_000,
        polling=100,
    )
