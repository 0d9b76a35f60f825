"""The browser edition's speed (JupyterLite, Pyodide in headless Chromium) beside JupyterLab's.

    make site && .venv/bin/python -m benchmarks.browser_edition
    .venv/bin/python -m benchmarks.browser_edition --chapters 00 05 --hints 4

Against the built ``site/``, served on a loopback port, in Debian's headless Chromium with every
request outside the site refused (a classroom with no internet; the charts are tables):

- **first widget**: from opening a lesson (chapter 05: a new page, Pyodide and the packages
  from the browser's cache after the first) to its first live widget after Run All; and the
  part of it until the kernel is ready;
- **Run All** of each chapter of ``--chapters`` (00, 05, 11, 15, 16 by default): the kernel's
  start, then the run of every cell to the last;
- **a coach hint**: ``advise(game)`` at the default strength on every tenth decision with a
  choice of a greedy 4-player game, ``--hints`` of them, median and slowest;
- **a 50-game greedy study**: ``simulate(50, players=4, seed=1, bots=GreedyBot)``.

Beside them, the same work in the JupyterLab edition: each chapter run top to bottom by
nbclient in an ipykernel (the kernel JupyterLab starts; the page's drawing is not in it), and
the hint and the study in this Python (one process, as in the browser). Each figure is one run,
wall clock, on whatever else the machine is doing: say how busy it was beside them.

Measured on the project's 2-core machine, 2026-12-05, shared with other work (load average
5 to 10 during the run), site built by `make site` at Pyodide 314.0.6::

    python -m benchmarks.browser_edition
      first widget of chapter 05: 36.3 s from opening (kernel ready at 32.0 s)
      Run All           browser: kernel start + run    JupyterLab kernel: start + run
        chapter 00:       47.5 s +   5.2 s                    2.3 s +   0.9 s
        chapter 05:       29.4 s +   2.9 s                    1.9 s +   1.1 s
        chapter 11:       39.7 s +   9.3 s                    1.4 s +   5.2 s
        chapter 15:       58.1 s +   7.5 s                    1.3 s +   3.5 s
        chapter 16:       57.6 s +   6.9 s                    1.3 s +   2.1 s

(Measured before chapter 15 was split: chapter 15 was then the whole Crossroads chapter, and
chapter 16 the coach's, now 17_playing_well, which the default list runs.)
      browser    : coach hint median 1.40 s (slowest 2.03 s, 8 hints); 50-game greedy study 0.8 s
      this Python: coach hint median 0.54 s (slowest 0.60 s, 8 hints); 50-game greedy study 0.3 s

Once running, the browser's Python is 2.5 to 3 times slower than this one (the hint's median
stays under the 3 s asked); the start of each notebook's kernel dominates: Pyodide and the
kernel's packages (IPython and its parts, ipywidgets, tokaido_nb: 26 wheels) are loaded anew
for every notebook, on a busy machine. Not measured yet on an idle one.
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
import tempfile
import threading
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SITE = REPO / "site"
NOTEBOOKS = REPO / "notebooks"
CHROMIUM = os.environ.get("TOKAIDO_CHROMIUM", "/usr/bin/chromium")
CHAPTERS = ["00", "05", "11", "15", "17"]

# The hint and the study, as one program: run by the browser's kernel and by this Python.
WORK = """
import json, statistics, time
from tokaido_nb.bots import GreedyBot
from tokaido_nb.coach import advise
from tokaido_nb.rules import Game
from tokaido_nb.simulate import simulate

game, players, hints, choices = Game(4, seed=1), [GreedyBot(p) for p in range(4)], [], 0
while not game.is_over() and len(hints) < {hints}:
    if len(game.legal_actions()) > 1:
        choices += 1
        if choices % 10 == 1:
            start = time.perf_counter()
            advise(game)
            hints.append(time.perf_counter() - start)
    game.play(players[game.to_move](game))
start = time.perf_counter()
simulate(50, players=4, seed=1, bots=GreedyBot, workers=1)
study = time.perf_counter() - start
print(json.dumps({{"hints": hints, "study": study}}))
"""

KERNEL_IDLE_JS = """(path) => {
    const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
    return !!(panel && panel.context && panel.context.path === path && panel.sessionContext
              && panel.sessionContext.session && panel.sessionContext.session.kernel
              && panel.sessionContext.kernelDisplayStatus === 'idle');
}"""
RUN_ALL_JS = """() => { const commands = window.jupyterapp.commands;
    commands.execute('notebook:clear-all-cell-outputs')
        .then(() => commands.execute('notebook:run-all-cells')); }"""
RUN_OVER_JS = """() => {
    const panel = window.jupyterapp.shell.currentWidget;
    if (panel.sessionContext.kernelDisplayStatus !== 'idle') return false;
    const code = panel.content.widgets.filter(cell => cell.model.type === 'code'
        && cell.model.sharedModel.getSource().trim() !== '');
    if (code.every(cell => cell.model.executionCount !== null)) return true;
    return code.some(cell => cell.model.outputs.toJSON().some(o => o.output_type === 'error'));
}"""
ERRORS_JS = """() => window.jupyterapp.shell.currentWidget.content.widgets
    .filter(cell => cell.model.type === 'code')
    .flatMap(cell => cell.model.outputs.toJSON().filter(o => o.output_type === 'error'))
    .map(o => `${o.ename}: ${o.evalue}`)"""
# Run code in the open notebook's kernel and hand back what it printed.
EXECUTE_JS = """async (code) => {
    const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
    const future = kernel.requestExecute({code});
    let out = '';
    future.onIOPub = (msg) => {
        if (msg.header.msg_type === 'stream') out += msg.content.text;
        if (msg.header.msg_type === 'error') out += msg.content.ename + ': ' + msg.content.evalue;
    };
    await future.done;
    return out;
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


def notebook_name(chapter: str) -> str:
    (path,) = NOTEBOOKS.glob(f"{chapter}_*.ipynb")
    return path.name


def in_the_browser(chapters: list[str], hints: int) -> dict:
    """The browser edition's figures (seconds)."""
    from playwright.sync_api import sync_playwright

    handler = functools.partial(Handler, directory=str(SITE))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_port}"
    figures: dict = {"chapters": {}}
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=["--no-sandbox", "--disable-gpu"]
        )
        context = browser.new_context(viewport={"width": 1280, "height": 1000})
        context.route(
            "**/*", lambda route: route.continue_() if route.request.url.startswith(url)
            else route.abort("internetdisconnected")
        )  # fmt: skip
        page = context.new_page()
        # One page load first, so that every figure below is of a browser that has the site.
        page.goto(f"{url}/lab/index.html?path={notebook_name('00')}")
        page.wait_for_function(KERNEL_IDLE_JS, arg=notebook_name("00"), timeout=300_000)

        name = notebook_name("05")
        start = time.perf_counter()
        page.goto(f"{url}/lab/index.html?path={name}")
        page.wait_for_function(KERNEL_IDLE_JS, arg=name, timeout=300_000, polling=50)
        ready = time.perf_counter() - start
        page.evaluate(RUN_ALL_JS)
        page.locator(".jp-OutputArea .jupyter-widgets.widget-container").first.wait_for(
            state="visible", timeout=300_000
        )
        figures["first widget"] = (time.perf_counter() - start, ready)
        print(f"  browser, first widget: {figures['first widget']}", flush=True)

        for chapter in chapters:
            name = notebook_name(chapter)
            start = time.perf_counter()
            page.goto(f"{url}/lab/index.html?path={name}")
            page.wait_for_function(KERNEL_IDLE_JS, arg=name, timeout=300_000, polling=50)
            ready = time.perf_counter() - start
            page.evaluate(RUN_ALL_JS)
            page.wait_for_timeout(200)
            page.wait_for_function(RUN_OVER_JS, timeout=600_000, polling=100)
            figures["chapters"][chapter] = (ready, time.perf_counter() - start - ready)
            errors = page.evaluate(ERRORS_JS)
            print(f"  browser, chapter {chapter}: {figures['chapters'][chapter]}", flush=True)
            if errors:
                raise SystemExit(f"chapter {chapter} raised in the browser: {errors}")

        printed = page.evaluate(EXECUTE_JS, WORK.format(hints=hints))
        figures.update(json.loads(printed.strip().splitlines()[-1]))
        browser.close()
    server.shutdown()
    return figures


def in_jupyterlab(chapters: list[str], hints: int) -> dict:
    """The same work in the JupyterLab edition's kernel (ipykernel) and in this Python."""
    import nbformat
    from nbclient import NotebookClient

    figures: dict = {"chapters": {}}
    with tempfile.TemporaryDirectory() as progress:
        os.environ["TOKAIDO_NB_DATA"] = progress
        for chapter in chapters:
            path = NOTEBOOKS / notebook_name(chapter)
            notebook = nbformat.read(path, as_version=4)
            where = {"metadata": {"path": str(NOTEBOOKS)}}
            client = NotebookClient(notebook, timeout=600, kernel_name="python3", resources=where)
            start = time.perf_counter()
            with client.setup_kernel():
                ready = time.perf_counter() - start
                for index, cell in enumerate(notebook.cells):
                    client.execute_cell(cell, index)
            figures["chapters"][chapter] = (ready, time.perf_counter() - start - ready)
    done = subprocess.run(
        [sys.executable, "-c", WORK.format(hints=hints)],
        capture_output=True, text=True, check=True, cwd=REPO,
    )  # fmt: skip
    figures.update(json.loads(done.stdout.strip().splitlines()[-1]))
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chapters", nargs="+", default=CHAPTERS)
    parser.add_argument("--hints", type=int, default=8)
    args = parser.parse_args(argv)
    if not (SITE / "jupyter-lite.json").exists():
        raise SystemExit("site/ is not built: run `make site` first")
    browser = in_the_browser(args.chapters, args.hints)
    lab = in_jupyterlab(args.chapters, args.hints)
    print(f"python -m benchmarks.browser_edition {' '.join(argv or sys.argv[1:])}".strip())
    print(f"  load average {os.getloadavg()[0]:.1f} at the end; wall clock, one run each")
    total, ready = browser["first widget"]
    print(
        f"  first widget of chapter 05: {total:.1f} s from opening (kernel ready at {ready:.1f} s)"
    )
    print("  Run All           browser: kernel start + run    JupyterLab kernel: start + run")
    for chapter in args.chapters:
        (b_ready, b_run), (l_ready, l_run) = browser["chapters"][chapter], lab["chapters"][chapter]
        print(
            f"    chapter {chapter}:      {b_ready:5.1f} s + {b_run:5.1f} s"
            f"                  {l_ready:5.1f} s + {l_run:5.1f} s"
        )
    for label, figures in (("browser", browser), ("this Python", lab)):
        hints = figures["hints"]
        print(
            f"  {label:<11}: coach hint median {statistics.median(hints):.2f} s "
            f"(slowest {max(hints):.2f} s, {len(hints)} hints); "
            f"50-game greedy study {figures['study']:.1f} s"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
