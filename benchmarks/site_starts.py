"""How long the browser edition takes to start a lesson, beside its own floor, and its memory.

    make site && .venv/bin/python -m benchmarks.site_starts
    .venv/bin/python -m benchmarks.site_starts --site /tmp/older-site --lessons 03 05
    .venv/bin/python -m benchmarks.site_starts --breakdown
    .venv/bin/python -m benchmarks.site_starts --kernel-against /tmp/older-site --rounds 4
    .venv/bin/python -m benchmarks.site_starts --against /tmp/older-site --rounds 3

Against a built site (``site/`` by default), served on a loopback port, in Debian's headless
Chromium with every request outside the site refused (the charts are tables):

- **the floor**: a blank notebook whose one cell is ``print(1)``, from opening the page to the
  printed 1: what Pyodide, IPython and JupyterLite's kernel cost before any lesson code;
- **a lesson's first widget**: from opening the page on the lesson to its first live widget
  after Run All, for each of ``--lessons`` (03, 05, 11 by default);
- each **cold** (a new browser profile: nothing cached; for the floor, JupyterLab's page was
  loaded once to store the blank notebook, Pyodide not yet) and **warm** (the same profile
  again, the site in the browser's cache);
- **memory**: the three lessons opened in a row in one page, each by ``docmanager:open`` (as a
  "Next" link does), then the resident memory of Chromium's processes (the kernels are Web
  Workers of the page's renderer) and the kernels still running.

One run each, wall clock, on whatever else the machine is doing: say how busy it was.

Measured on the project's 2-core machine, 2026-12-06, shared with five other engineers' work
(load average 8 to 14 during the runs: every figure is several times an idle machine's, and
one run each, so differences of 10 s are noise), this checkout's site against the site built
by the previous commit's scripts/site.py (``/tmp/site_old``, the same package wheel)::

    python -m benchmarks.site_starts                  this site    previous site
      blank notebook, print(1)       cold / warm    52.8 / 46.5    62.9 / 49.2 s
      lesson 03, first widget        cold / warm    57.6 / 43.8    58.0 / 58.5 s
      lesson 05, first widget        cold / warm    51.4 / 77.1    49.6 / 52.2 s
      lesson 11, first widget        cold / warm    71.4 / 83.4    43.4 / 63.4 s
    python -m benchmarks.site_starts --memory-only    (load 8.8 and 8.1)
      03, 05, 11 opened in a row:  Chromium 1,383 MB, kernels running: 11
                                   previous site 1,589 MB, kernels running: 03, 05, 11

Again on 2026-12-06 (t45b branch), the site before this branch's changes (``/tmp/t45b_site_before``)
and after (every wheel with its bytecode, the kernel's own packages in the site's lock), one run
each, at load 17-18 (before) and 12-16 (after, with other builds running)::

                                                  before          after
      blank notebook, print(1)       cold / warm    47.9 / 35.7    54.4 / 60.7 s
      lesson 03, first widget        cold / warm    53.8 / 52.4    68.5 / 72.6 s
      lesson 05, first widget        cold / warm    76.8 / 72.9    77.2 / 66.2 s
      lesson 11, first widget        cold / warm    79.9 / 86.5    79.1 / 78.8 s
      03, 05, 11 in a row            1,444 MB, kernels: 11    1,489 MB, kernels: 11

A second pair, one after the other, at load 4.4 rising to 10 (after) and 10 (before),
``--lessons 11 05``::

                                                  before          after
      blank notebook, print(1)       cold / warm    29.9 / 26.2    23.3 / 18.1 s
      lesson 11, first widget        cold / warm    29.4 / 26.4    29.0 / 25.6 s
      lesson 05, first widget        cold / warm    29.7 / 28.8    23.7 / 21.0 s
      11, 05 in a row                1,434 MB, kernels: 05    1,531 MB, kernels: 05

At that load the wall clock says nothing about the change (the floor itself moved by 25 s
between runs). Measured inside the page instead (lesson 11's kernel, once idle, timing its
own imports; load 11): ipywidgets 0.44 -> 0.33 s, tokaido_nb 2.10 -> 0.46 s, its lessons
0.50 -> 0.07 s, ``from tokaido_nb.widgets import Table`` 2.02 -> 0.18 s; building the table
0.9-1.9 s either way. The rest of a lesson's gap over the floor (10 to 30 s at that load) lies
outside those imports and was not broken down further: the lesson's earlier cells, JupyterLab
loading and drawing the lesson's stored outputs, the widgets' own scripts in the page.

``--breakdown`` (t45c) prints each start's steps on the page's own clock (``performance.now()``
from the page's start): the app, the notebook's cells and stored outputs drawn, the kernel's
Web Worker started and its last wheel fetched, the kernel ready, Run All, the first widget; and
the cells up to the first widget, each from its start to the kernel idle, slowest first. The
floor is measured again after the lessons (``floor again``): how far it moved says how far
apart two figures must be to mean anything.

Measured on 2026-12-06 (t45c), load 5-9 (a puzzle build, another engineer's browser tests),
one run each. The site before t45c (HEAD 1f352ea, jedi in the kernel, every widget imported by
``tokaido_nb.widgets``) and after; ``--breakdown``, seconds from the page's start::

                                         before (load 7.1)    after (load 8.1)
                                         cold / warm          cold / warm
      floor, kernel ready                17.0 / 15.5          23.7 / 19.2
      floor again, kernel ready          20.8 / 16.8          17.3 / 17.3
      03: kernel ready -> first widget   2.3 / 2.0            1.6 / 2.1
      05: kernel ready -> first widget   1.8 / 2.1            2.4 / 2.3
      11: kernel ready -> first widget   2.0 / 1.9            2.2 / 2.8

So a lesson's kernel starts as the floor's does (the same preload), and its first widget comes
about 2 s after its kernel is ready, on a machine this busy: the code cells up to it (lesson
03: 6, 05: 16, 11: 1), of which the imports are most: the set-up cell 0.5-1.2 s
(``tokaido_nb.lessons``, ``render``, ``rules``), the widget's import 0.5-0.9 s, every other
cell 0.1 s or less; the widget's view then takes 0.1-0.3 s to draw. The stored outputs are
drawn 0.5-1.7 s after the cells, while the kernel is still starting (off the critical path).
The floor itself moved by up to 6 s within one run: the wall clock cannot show 2 s here, and
a browser's first start looked slower than the next ones (17 s against 11-15 s with
``--kernel-against``), which the floor, measured first, may pay alone. (In
these two runs a warm start's "first widget" could be a stored widget drawn again from the
notebook's saved state; the breakdown now counts only a widget drawn after Run All.)

Measured inside the kernel instead:

- jedi: ``--kernel-against OTHER_SITE`` (the kernel's Web Worker start to the kernel ready,
  chapter 01, the two sites in turn in one browser), 4 each at load 6-7: before median 13.9 s
  (min 13.8), after median 11.3 s (min 10.0); again, 3 each after a first start not counted,
  load 5-6: before 14.3 s (min 13.4), after 12.8 s (min 9.2). In
  Pyodide under Node (one process, load about 5): unpacking parso 0.35 s and jedi 0.9 s,
  ``import jedi`` 0.65 s, of a kernel start of 9-11 s. The first Tab's completion: 1.0 s with
  jedi (over JupyterLab's 1 s ``providerTimeout``: the answer was dropped), 0.05 s without.
- a lesson's first cells, ``-X importtime`` in Pyodide under Node after ``import
  pyodide_kernel`` (load 4-5): lesson 03's set-up cell and ``GameWidget`` 200 modules, 0.80 s ->
  153 modules, 0.50 s; lesson 05's set-up and ``VillageTrip`` 200, 1.00 s -> 148, 0.48 s;
  lesson 11's imports and ``Table`` 198, 0.66 s -> 156, 0.53 s.
- What the kernel still imports before the first cell that no lesson needs is IPython's own:
  of ``import pyodide_kernel`` (447 modules), prompt_toolkit (about 8% of the import's time,
  IPython's terminal, through ``IPython/__init__``), pydoc, email, xml, http, urllib, pdb,
  sqlite3 (the history), cProfile: none can be left out without changing IPython.

On the idle machine (nothing else running; the benchmark's own Chromium and Pyodide keep the
load at 2-2.6), 2026-12-06, two runs of each site, alternated, this site (main after t45c: no
jedi, widgets imported on first use, bytecode in the wheels) against ``/tmp/t45b_site_before``
(8aeb3bc, before this issue's second pass)::

    run 1 then run 2, cold / warm, s          before                        after
      blank notebook, print(1)        13.5/14.3, 13.1/12.2        12.5/9.6,  13.8/9.7
      ... measured again at the end   20.0/14.7, 16.5/14.4        16.9/15.2, 14.5/11.7
      lesson 03, first widget         17.1/19.0, 16.4/18.1        12.0/12.1, 14.6/10.9
      lesson 05, first widget         18.7/16.6, 15.9/18.6        12.6/11.8, 15.6/10.7
      lesson 11, first widget         18.7/21.2, 17.7/15.6        13.1/13.2, 13.9/15.3
      03, 05, 11 in a row             1,458 MB, one kernel        1,526 MB, one kernel

Best of the four floor figures against each lesson's best: before, 03 +3.3/+5.9 s, 05
+2.8/+4.4, 11 +4.6/+3.4; after, 03 -0.5/+1.3, 05 +0.1/+1.1, 11 +0.6/+3.6. Lesson 11's warm
start is the one still over 2 s: its first cell builds the whole table (1.6-2.4 s in the page).

``--against`` (stop 49), the same idle machine (nothing else running; load 2-2.7 from the
benchmark's own Chromium), three sites in turn, three rounds each, in one run (38 min):
``early`` is this site (the kernel of the notebook a page opens on started with the page and
handed to it, scripts/site_page/tokaido.js), ``now`` the site before that change (main
63396c5), ``before`` ``/tmp/t45b_site_before`` (8aeb3bc, before this issue's second pass)::

    python -m benchmarks.site_starts --site /tmp/t45_site_early \
        --against /tmp/t45_site_now /tmp/t45b_site_before --rounds 3
    min / median, s              early                 now                   before
                                 cold       warm       cold       warm       cold       warm
    blank notebook, print(1)     10.5/10.8  9.6/10.6   10.2/11.7  9.2/10.7   13.1/13.8  12.1/13.0
    lesson 03, first widget      13.3/13.3  12.0/12.6  13.3/14.0  11.2/11.9  15.5/17.3  13.9/15.6
    lesson 05, first widget      12.5/15.3  11.2/12.3  11.9/12.5  10.7/12.7  15.3/18.4  14.4/16.7
    lesson 11, first widget      11.8/12.6  11.2/11.2  12.6/13.8  12.1/12.5  16.0/16.1  14.2/16.2
    over the floor, median against median, cold / warm
      lesson 03                  +2.5 / +2.0           +2.3 / +1.2           +3.5 / +2.6
      lesson 05                  +4.5 / +1.7           +0.8 / +2.0           +4.6 / +3.8
      lesson 11                  +1.8 / +0.7           +2.1 / +1.8           +2.3 / +3.2
    own part (kernel ready to the first widget), median of each lesson
      lessons 03, 05, 11         0.9-1.4               0.9-1.1               1.6-2.2
    03, 05, 11 in a row          1,534 MB              1,479 MB              1,453 MB
                                 (one kernel left running in each: 11's)

A lesson's gap over the floor is its own part (about 1 s now: its first cells' imports and
widgets, 1.6-2.2 s before) and its kernel being ready later than the blank notebook's, by -0.2
to +2.8 s (median +0.8 s): the page draws the lesson's stored text and pictures while the
kernel starts, on the same two cores. The floor itself moves by 1-2 s from one start to the
next. Starting the kernel with the page moved its Web Worker's start 1-2 s sooner (before the
lesson is drawn), but on two cores the kernel's start and the page's drawing share the
processor: the kernel was ready no sooner, within this noise.

A lesson's first widget comes with its kernel: the floor (Pyodide, IPython, the kernel's set-up)
is most of it, as issue 45 found on a quieter machine (floor 10-14 s, first widget 15-20 s). The
Chromium figure counts every process under this Python, Playwright's driver included; a closed
lesson's Web Worker is ended at once, its memory given back by Chromium later.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import json
import os
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
CHROMIUM = os.environ.get("TOKAIDO_CHROMIUM", "/usr/bin/chromium")
LESSONS = ["03", "05", "11"]
FLOOR = "floor_print_1.ipynb"

KERNEL_IDLE_JS = """(path) => {
    const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
    return !!(panel && panel.context && panel.context.path === path && panel.sessionContext
              && panel.sessionContext.session && panel.sessionContext.session.kernel
              && panel.sessionContext.kernelDisplayStatus === 'idle');
}"""
RUN_ALL_JS = """() => { const commands = window.jupyterapp.commands;
    commands.execute('notebook:clear-all-cell-outputs')
        .then(() => commands.execute('notebook:run-all-cells')); }"""
# The floor's notebook, written into the browser's storage of the site (as a learner's would).
SAVE_FLOOR_JS = """async ([path, metadata]) => {
    while (!window.jupyterapp) await new Promise(done => setTimeout(done, 100));
    await window.jupyterapp.serviceManager.contents.save(path, {type: 'notebook', format: 'json',
        content: {nbformat: 4, nbformat_minor: 5, metadata, cells: [{cell_type: 'code',
        source: 'print(1)', metadata: {}, outputs: [], execution_count: null}]}});
}"""
KERNELS_JS = """async () => {
    const sessions = window.jupyterapp.serviceManager.sessions;
    await sessions.refreshRunning();
    return Array.from(sessions.running()).map(session => session.path).sort();
}"""


# --breakdown: the page's own clock (performance.now(), from the page's start) at each step of a
# start, polled every 20 ms from before JupyterLab loads: the app there, the notebook's cells
# drawn, the stored outputs drawn, the kernel ready (its Web Worker's start and its last wheel
# fetched are read from the worker's own clock), then under Run All each cell's start and end as
# the kernel reports them (execute_input, then its idle status), and the first widget on screen.
MARKS_INIT_JS = """(() => {
    const marks = window.__startMarks = {};
    const mark = (name, done) => {
        if (!(name in marks) && done()) marks[name] = performance.now();
    };
    const timer = setInterval(() => {
        const app = window.jupyterapp;
        mark('app', () => !!app);
        mark('cells drawn', () => !!document.querySelector('.jp-Notebook .jp-Cell'));
        mark('stored outputs drawn',
             () => !!document.querySelector('.jp-Notebook .jp-OutputArea-output'));
        const panel = app && app.shell.currentWidget;
        const session = panel && panel.sessionContext;
        mark('kernel ready', () => !!(session && session.session && session.session.kernel
            && session.kernelDisplayStatus === 'idle'));
        // A lesson's stored widgets are drawn again from the notebook's saved widget state once
        // its kernel is there: the first widget counted is one that was not on screen at Run All.
        const widgets = document.querySelectorAll(
            '.jp-OutputArea .jupyter-widgets.widget-container');
        mark('stored widget drawn', () => widgets.length > 0 && !('run all' in marks));
        if ('run all' in marks) {
            window.__storedWidgets = window.__storedWidgets || new Set(widgets);
            mark('first widget',
                 () => Array.from(widgets).some(w => !window.__storedWidgets.has(w)));
        }
        if ('first widget' in marks) clearInterval(timer);
    }, 20);
})();"""
WATCH_CELLS_JS = """() => {
    const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
    const cells = window.__startCells = [];
    kernel.iopubMessage.connect((_, msg) => {
        const now = performance.now();
        if (msg.header.msg_type === 'execute_input') {
            cells.push({code: msg.content.code.split('\\n')[0].slice(0, 60), start: now});
        } else if (msg.header.msg_type === 'status' && msg.content.execution_state === 'idle'
                   && cells.length && !cells[cells.length - 1].end) {
            cells[cells.length - 1].end = now;
        } else if (['display_data', 'execute_result'].includes(msg.header.msg_type) && cells.length
                   && 'application/vnd.jupyter.widget-view+json' in msg.content.data) {
            cells[cells.length - 1].widget = cells[cells.length - 1].widget || now;
        }
    });
    window.__startMarks['run all'] = performance.now();
}"""
WORKER_MARKS_JS = """() => {
    const wheels = performance.getEntriesByType('resource').filter(e => e.name.endsWith('.whl'));
    return {origin: performance.timeOrigin,
            wheels: wheels.length ? Math.max(...wheels.map(e => e.responseEnd)) : null};
}"""


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".wasm": "application/wasm",
    }

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass


def lesson_name(chapter: str) -> str:
    (path,) = (REPO / "notebooks").glob(f"{chapter}_*.ipynb")
    return path.name


def chromium_megabytes(browser_pid_parent: int) -> float:
    """The resident memory of this process's Chromium processes, in MB."""
    done = subprocess.run(["ps", "-eo", "pid,ppid,rss,comm"], capture_output=True, text=True)
    rows = [line.split(None, 3) for line in done.stdout.splitlines()[1:]]
    children: dict[int, list[int]] = {}
    for pid, ppid, _rss, _comm in rows:
        children.setdefault(int(ppid), []).append(int(pid))
    rss = {int(pid): int(kb) for pid, _ppid, kb, _comm in rows}
    todo, total = list(children.get(browser_pid_parent, [])), 0
    while todo:
        child = todo.pop()
        total += rss.get(child, 0)
        todo.extend(children.get(child, []))
    return total / 1024


def steps(page) -> dict:
    """The page's marks of one start (MARKS_INIT_JS, WATCH_CELLS_JS), in seconds from the page's
    start, with the kernel worker's start and its last wheel fetched on the same clock."""
    page.wait_for_timeout(100)  # the last poll of the marks
    marks = page.evaluate("() => window.__startMarks")
    cells = page.evaluate("() => window.__startCells") or []
    origin = page.evaluate("() => performance.timeOrigin")
    found = {k: v / 1000 for k, v in marks.items()}
    for worker in page.workers:
        try:
            seen = worker.evaluate(WORKER_MARKS_JS)
        except Exception:  # noqa: BLE001 - a worker gone since (the service worker's helper)
            continue
        if seen["wheels"] is not None:
            found["kernel worker started"] = (seen["origin"] - origin) / 1000
            found["last wheel fetched"] = (seen["origin"] - origin + seen["wheels"]) / 1000
    found["cells"] = [{k: v / 1000 if k != "code" else v for k, v in c.items()} for c in cells]
    return found


def print_breakdown(figures: dict) -> None:
    """The --breakdown figures: each start's steps, cold and warm, and the cells before the
    first widget (or the printed 1), slowest first."""
    order = ["app", "cells drawn", "stored outputs drawn", "kernel worker started",
             "last wheel fetched", "kernel ready", "stored widget drawn", "run all",
             "first widget"]  # fmt: skip
    for label, runs in figures.get("breakdown", {}).items():
        print(f"  {label}: seconds from the page's start, cold / warm")
        for step in order:
            if any(step in run for run in runs):
                shown = " / ".join(f"{run[step]:5.2f}" if step in run else "  -  " for run in runs)
                print(f"    {step:<24} {shown}")
        for when, run in zip(("cold", "warm"), runs, strict=False):
            # The cells up to the one that showed the first widget (the floor: its one cell).
            shown = run.get("first widget", float("inf"))
            cells = [c for c in run["cells"] if "end" in c and c["start"] < shown]
            total = sum(c["end"] - c["start"] for c in cells)
            print(f"    {when}: {len(cells)} cells, {total:.2f} s from each one's start to the "
                  "kernel idle; slowest:")  # fmt: skip
            for cell in sorted(cells, key=lambda c: c["start"] - c["end"])[:4]:
                print(f"      {cell['end'] - cell['start']:5.2f} s  {cell['code']}")
            widget = next((c["widget"] for c in cells if "widget" in c), None)
            if widget is not None and shown != float("inf"):
                print(f"      the widget's view sent at {widget:.2f} s, on screen {shown:.2f} s")


def measure(
    site: Path, lessons: list[str], starts: bool = True, memory: bool = True, marks: bool = False
) -> dict:
    """One measurement of ``site``: the floor, each lesson's first widget and the floor again,
    cold and warm (``starts``), with each start's steps on the page's clock (``marks``), then
    the lessons opened in a row and Chromium's memory (``memory``)."""
    from playwright.sync_api import sync_playwright

    metadata = json.loads((site / "files" / lesson_name("05")).read_text())["metadata"]
    metadata = {k: v for k, v in metadata.items() if k in ("kernelspec", "language_info")}
    handler = functools.partial(Handler, directory=str(site))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_port}"
    figures: dict = {}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=["--no-sandbox", "--disable-gpu"]
        )

        def context():
            made = browser.new_context(viewport={"width": 1280, "height": 1000})
            if marks:
                made.add_init_script(MARKS_INIT_JS)
            made.route(
                "**/*", lambda route: route.continue_() if route.request.url.startswith(url)
                else route.abort("internetdisconnected")
            )  # fmt: skip
            return made

        def timed(page, label: str, path: str, done) -> float:
            start = time.perf_counter()
            page.goto(f"{url}/lab/index.html?path={path}")
            page.wait_for_function(KERNEL_IDLE_JS, arg=path, timeout=600_000, polling=50)
            if marks:
                page.evaluate(WATCH_CELLS_JS)
            page.evaluate(RUN_ALL_JS)
            done(page)
            took = time.perf_counter() - start
            if marks:
                figures.setdefault("breakdown", {}).setdefault(label, []).append(steps(page))
            return took

        def printed_one(page) -> None:
            page.locator(".jp-OutputArea-output", has_text="1").first.wait_for(timeout=600_000)

        def first_widget(page) -> None:
            page.locator(".jp-OutputArea .jupyter-widgets.widget-container").first.wait_for(
                state="visible", timeout=600_000
            )

        # The floor comes first and again last: on a busy machine, how much it moved during
        # the run says how far apart two figures must be to mean anything.
        plan = [("floor", FLOOR, printed_one)] + [
            (chapter, lesson_name(chapter), first_widget) for chapter in lessons
        ] + [("floor again", FLOOR, printed_one)]  # fmt: skip
        for label, path, done in plan if starts else []:
            made = context()
            page = made.new_page()
            if path == FLOOR:  # the blank notebook is the learner's: in the page's storage
                page.goto(f"{url}/lab/index.html")
                page.evaluate(SAVE_FLOOR_JS, [FLOOR, metadata])
            cold = timed(page, label, path, done)
            warm = timed(page, label, path, done)
            figures[label] = (cold, warm)
            print(f"  {label}: cold {cold:.1f} s, warm {warm:.1f} s", flush=True)
            made.close()

        if not memory:
            browser.close()
            server.shutdown()
            return figures
        made = context()
        page = made.new_page()
        first = lesson_name(lessons[0])
        page.goto(f"{url}/lab/index.html?path={first}")
        page.wait_for_function(KERNEL_IDLE_JS, arg=first, timeout=600_000, polling=100)
        for chapter in lessons[1:]:
            name = lesson_name(chapter)
            page.evaluate("async (path) => { await window.jupyterapp.commands.execute("
                          "'docmanager:open', {path}); }", name)  # fmt: skip
            page.wait_for_function(KERNEL_IDLE_JS, arg=name, timeout=600_000, polling=100)
        page.wait_for_timeout(3000)
        figures["memory"] = (chromium_megabytes(os.getpid()), page.evaluate(KERNELS_JS))
        made.close()
        browser.close()
    server.shutdown()
    return figures


def only_from(url: str):
    """A route handler letting through only the requests to ``url``'s site. (One parameter:
    Playwright hands a handler with two the request as its second.)"""
    return lambda route: (
        route.continue_()
        if route.request.url.startswith(url)
        else route.abort("internetdisconnected")
    )


def kernel_starts(sites: list[Path], rounds: int) -> dict[Path, list[float]]:
    """Each site's kernel start, ``rounds`` times, the sites taken in turn (the order reversed
    every other round) in one browser, a new context each: on the page's own clock, from the
    kernel's Web Worker start to the kernel ready, chapter 01 opened. Both sites see the same
    load, and the page's loading and drawing are left out."""
    from playwright.sync_api import sync_playwright

    servers = []
    for site in sites:
        handler = functools.partial(Handler, directory=str(site))
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        servers.append((site, f"http://127.0.0.1:{server.server_port}", server))
    path = lesson_name("01")
    found: dict[Path, list[float]] = {site: [] for site in sites}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=["--no-sandbox", "--disable-gpu"]
        )
        # A first start in a new browser is slower (17 s against 11-15 s after it, t45c): one
        # start of the first site comes first and is not counted.
        for turn in range(-1, rounds):
            for site, url, _server in servers[:1] if turn < 0 else (
                servers if turn % 2 == 0 else servers[::-1]
            ):  # fmt: skip
                made = browser.new_context(viewport={"width": 1280, "height": 1000})
                made.route("**/*", only_from(url))
                made.add_init_script(MARKS_INIT_JS)
                page = made.new_page()
                page.goto(f"{url}/lab/index.html?path={path}")
                page.wait_for_function(KERNEL_IDLE_JS, arg=path, timeout=600_000, polling=50)
                marks = steps(page)
                took = marks["kernel ready"] - marks["kernel worker started"]
                if turn >= 0:
                    found[site].append(took)
                print(f"  {site}: {took:.2f} s{' (not counted)' if turn < 0 else ''}", flush=True)
                made.close()
        browser.close()
    for _site, _url, server in servers:
        server.shutdown()
    return found


def own_part(run: dict) -> float | None:
    """A start's own part, past its kernel (MARKS_INIT_JS): from the kernel ready to the first
    widget, or to the floor's printed 1 (its one cell's end)."""
    if "first widget" in run:
        return run["first widget"] - run["kernel ready"]
    ends = [cell["end"] for cell in run.get("cells", []) if "end" in cell]
    return ends[-1] - run["kernel ready"] if ends and "kernel ready" in run else None


def against(
    sites: list[Path], lessons: list[str], rounds: int, save: Path | None = None
) -> dict[Path, list[dict]]:
    """The whole measurement of each site, ``rounds`` times, the sites in turn (the order
    reversed every other round): all see the same machine, and the order's own effect (a
    first browser's slower start, the cache warming) falls on each in turn."""
    found: dict[Path, list[dict]] = {site: [] for site in sites}
    for turn in range(rounds):
        for site in sites if turn % 2 == 0 else sites[::-1]:
            print(f"round {turn + 1} of {rounds}: {site}", flush=True)
            found[site].append(measure(site, lessons, marks=True))
            if save:  # as they come: a run stopped halfway keeps its rounds
                save.write_text(json.dumps({str(k): v for k, v in found.items()}))
    return found


def print_against(found: dict[Path, list[dict]], lessons: list[str]) -> None:
    """--against's figures: for each site, each start's min and median, cold and warm; each
    lesson's gap over the floor (min against min, median against median, the floor's figures
    taken from both its starts of every round); each start's own part past its kernel (median);
    the memory of the lessons in a row (median) and the kernels left running."""

    def cell(values: list[float]) -> str:
        return f"{min(values):5.1f} {statistics.median(values):5.1f}"

    def median_or_dash(values: list[float], digits: int) -> str:
        return f"{statistics.median(values):5.{digits}f}" if values else "  -  "

    for site, runs in found.items():
        print(f"  {site} ({len(runs)} rounds): min and median, s")
        print(f"    {'':<30} {'cold':>11}   {'warm':>11}   {'own part':>13}   {'kernel ready':>12}")
        print(f"    {'':<30} {'min   med':>11}   {'min   med':>11}   {'median c / w':>13}   "
              f"{'median c / w':>12}")  # fmt: skip
        floors: list[list[float]] = []
        for label in ["floor", *lessons]:
            what = (
                "blank notebook, print(1)" if label == "floor" else f"lesson {label}, first widget"
            )
            sources = ("floor", "floor again") if label == "floor" else (label,)
            # Cold, then warm: the wall-clock figures and the page's steps of every start.
            values = [[run[source][when] for run in runs for source in sources] for when in (0, 1)]
            steps = [
                [step for run in runs for source in sources
                 for step in run["breakdown"][source][when : when + 1]]
                for when in (0, 1)
            ]  # fmt: skip
            own = "   ".join(
                median_or_dash([p for step in done if (p := own_part(step)) is not None], 2)
                for done in steps
            )
            kernel = "  ".join(
                median_or_dash([step["kernel ready"] for step in done if "kernel ready" in step], 1)
                for done in steps
            )
            print(
                f"    {what:<30} {cell(values[0])}   {cell(values[1])}   {own:>13}   {kernel:>12}"
            )
            if label == "floor":
                floors = values
                continue
            gaps = [
                f"{min(values[w]) - min(floors[w]):+5.1f} "
                f"{statistics.median(values[w]) - statistics.median(floors[w]):+5.1f}"
                for w in (0, 1)
            ]
            print(f"    {'  over the floor':<30} {gaps[0]}   {gaps[1]}")
        megabytes = [run["memory"][0] for run in runs]
        kernels = sorted({", ".join(run["memory"][1]) or "none" for run in runs})
        print(f"    {', '.join(lessons)} in a row: Chromium {statistics.median(megabytes):,.0f} MB "
              f"(median; {min(megabytes):,.0f}-{max(megabytes):,.0f}), "
              f"kernels running: {' / '.join(kernels)}")  # fmt: skip


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=Path, default=REPO / "site")
    parser.add_argument("--lessons", nargs="+", default=LESSONS)
    parser.add_argument("--memory-only", action="store_true", help="only the lessons in a row")
    parser.add_argument(
        "--breakdown", action="store_true",
        help="the steps of each start on the page's own clock, and the cells before the first "
        "widget (no memory figure)",
    )  # fmt: skip
    parser.add_argument(
        "--kernel-against", type=Path, metavar="OTHER_SITE",
        help="only the kernel's start, from its worker's start to ready, this site and OTHER_SITE "
        "in turn (--rounds times each)",
    )  # fmt: skip
    parser.add_argument(
        "--against", type=Path, nargs="+", metavar="OTHER_SITE",
        help="the whole measurement of this site and each OTHER_SITE in turn, --rounds times "
        "each: min and median of every figure, each lesson's gap over the floor",
    )  # fmt: skip
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument(
        "--save", type=Path, metavar="FILE", help="with --against: every figure, as JSON"
    )
    args = parser.parse_args(argv)
    others = [*([args.kernel_against] if args.kernel_against else []), *(args.against or [])]
    for site in [args.site, *others]:
        if not (site / "jupyter-lite.json").exists():
            raise SystemExit(f"{site} holds no built site: run `make site` first")
    if args.kernel_against:
        starts = kernel_starts([args.site, args.kernel_against], args.rounds)
        print(f"python -m benchmarks.site_starts {' '.join(argv or sys.argv[1:])}".strip())
        print(f"  load average {os.getloadavg()[0]:.1f} at the end; the kernel's worker to ready")
        for site, seconds in starts.items():
            print(f"    {site}: median {statistics.median(seconds):.2f} s, "
                  f"min {min(seconds):.2f} s of {len(seconds)}")  # fmt: skip
        return 0
    if args.against:
        found = against([args.site, *args.against], args.lessons, args.rounds, args.save)
        print(f"python -m benchmarks.site_starts {' '.join(argv or sys.argv[1:])}".strip())
        print(f"  load average {os.getloadavg()[0]:.1f} at the end; wall clock")
        print_against(found, args.lessons)
        return 0
    figures = measure(
        args.site, args.lessons, starts=not args.memory_only, memory=not args.breakdown,
        marks=args.breakdown,
    )  # fmt: skip
    print(f"python -m benchmarks.site_starts {' '.join(argv or sys.argv[1:])}".strip())
    print(f"  load average {os.getloadavg()[0]:.1f} at the end; wall clock, one run each")
    for label in ["floor", *args.lessons, "floor again"] if not args.memory_only else []:
        cold, warm = figures[label]
        what = (
            f"blank notebook, print(1){', again' if label == 'floor again' else ''}"
            if label.startswith("floor") else f"lesson {label}, first widget"
        )  # fmt: skip
        print(f"    {what:<30} cold {cold:5.1f} s   warm {warm:5.1f} s")
    if args.breakdown:
        print_breakdown(figures)
        return 0
    megabytes, kernels = figures["memory"]
    print(f"  {len(args.lessons)} lessons opened in a row: Chromium {megabytes:.0f} MB, "
          f"kernels running: {', '.join(kernels)}")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
