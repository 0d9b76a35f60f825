"""How long the strategy lab takes to run top to bottom in a real JupyterLab, now and before.

    python -m benchmarks.lab_notebook --before f2d1ced --rounds 3

For this checkout and for each commit named with ``--before``, a JupyterLab serves that
commit's ``notebooks/12_strategy_lab.ipynb`` (its stored outputs taken out) to kernels that
import that commit's ``tokaido_nb`` (unpacked with ``git archive``, as
``benchmarks/before_after.py`` does). Headless Chromium (``$TOKAIDO_CHROMIUM``, Debian's
``/usr/bin/chromium`` by default) opens the notebook, waits for its kernel, runs all cells
and waits until the last one has run: the figure is the wall-clock time from "run all" to
then, as a learner waits for it (the kernel's start is not counted; the pictures' drawing in
the browser is). The commits take turns, round after round, so a busy machine slows them
alike; each figure is the best round. Needs the test extra (JupyterLab, Playwright).

Issue 14 asks the lab to run top to bottom in less than half of the 30 s it took when the
issue was filed (f2d1ced is the commit of that day; its cluster cell was still behind
``if False:``).

Measured on the project's 2-core machine, idle, 2026-12-02, with the command above (see the
CHANGELOG for the figures).
"""

from __future__ import annotations

import argparse
import json
import os
import secrets
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path

from benchmarks.before_after import ROOT, unpack

NOTEBOOK = "12_strategy_lab.ipynb"
CHROMIUM = os.environ.get("TOKAIDO_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
KERNEL_IDLE_JS = """() => {
    const panel = window.jupyterapp && window.jupyterapp.shell.currentWidget;
    return !!(panel && panel.sessionContext && panel.sessionContext.session
              && panel.sessionContext.session.kernel
              && panel.sessionContext.kernelDisplayStatus === 'idle');
}"""
RUN_ALL_JS = "() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }"
ALL_RUN_JS = """() => {
    const panel = window.jupyterapp.shell.currentWidget;
    if (panel.sessionContext.kernelDisplayStatus !== 'idle') return false;
    return panel.content.widgets.filter(cell => cell.model.type === 'code'
        && cell.model.sharedModel.getSource().trim() !== '')
        .every(cell => cell.model.executionCount !== null);
}"""
CLOSE_JS = """async () => {
    const panel = window.jupyterapp.shell.currentWidget;
    await panel.sessionContext.shutdown();
    panel.dispose();
}"""


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def served_copy(ref: str | None, into: Path) -> Path:
    """A folder holding the lab notebook of ``ref`` (None: this checkout), outputs taken out."""
    if ref is None:
        text = (ROOT / "notebooks" / NOTEBOOK).read_text(encoding="utf-8")
    else:
        text = subprocess.run(
            ["git", "-C", str(ROOT), "show", f"{ref}:notebooks/{NOTEBOOK}"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout
    notebook = json.loads(text)
    for cell in notebook["cells"]:
        if cell["cell_type"] == "code":
            cell["outputs"], cell["execution_count"] = [], None
    into.mkdir(parents=True)
    (into / NOTEBOOK).write_text(json.dumps(notebook), encoding="utf-8")
    return into


class Lab:
    """A JupyterLab serving ``root`` to kernels that import tokaido_nb from ``package``."""

    def __init__(self, root: Path, package: Path, home: Path) -> None:
        env = dict(os.environ, PYTHONPATH=str(package), PYTHONHASHSEED="0")
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # as make test: kernels keep their caches
        for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_RUNTIME_DIR", "JUPYTERLAB_SETTINGS_DIR"):
            env[name] = str(home / name.lower())
            Path(env[name]).mkdir(parents=True)
        env["JUPYTERLAB_WORKSPACES_DIR"] = str(home / "workspaces")
        env["TOKAIDO_NB_DATA"] = str(home / "progress")
        self.port, self.token = free_port(), secrets.token_hex(16)
        command = [
            sys.executable,
            "-m",
            "jupyterlab",
            "--no-browser",
            "--ServerApp.ip=127.0.0.1",
            f"--ServerApp.port={self.port}",
            "--ServerApp.port_retries=0",
            f"--IdentityProvider.token={self.token}",
            f"--ServerApp.root_dir={root}",
            "--LabApp.expose_app_in_browser=True",
        ]
        if os.geteuid() == 0:
            command.append("--allow-root")
        self.log = (home / "jupyterlab.log").open("w")
        self.server = subprocess.Popen(
            command, env=env, cwd=home, stdout=self.log, stderr=subprocess.STDOUT
        )
        deadline = time.monotonic() + 60
        while not self._answers():
            if self.server.poll() is not None or time.monotonic() > deadline:
                raise SystemExit(f"JupyterLab did not start; see {home / 'jupyterlab.log'}")
            time.sleep(0.2)

    def _answers(self) -> bool:
        url = f"http://127.0.0.1:{self.port}/api/status?token={self.token}"
        try:
            with urllib.request.urlopen(url, timeout=2) as response:
                return response.status == 200
        except (urllib.error.URLError, OSError):
            return False

    def url(self, workspace: str) -> str:
        return (
            f"http://127.0.0.1:{self.port}/lab/workspaces/{workspace}/tree/{NOTEBOOK}"
            f"?token={self.token}"
        )

    def stop(self) -> None:
        self.server.terminate()
        self.server.wait(timeout=15)
        self.log.close()


def run_all_seconds(browser, lab: Lab, workspace: str) -> float:
    """Open the lab notebook in a new page, run all its cells; seconds until the last has run."""
    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    page = context.new_page()
    try:
        page.goto(lab.url(workspace))
        page.wait_for_function(KERNEL_IDLE_JS, timeout=60_000, polling=100)
        start = time.perf_counter()
        page.evaluate(RUN_ALL_JS)
        page.wait_for_function(ALL_RUN_JS, timeout=300_000, polling=100)
        seconds = time.perf_counter() - start
        page.evaluate(CLOSE_JS)
        return seconds
    finally:
        context.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", action="append", default=[], help="an older commit")
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    labels = [*args.before, "this checkout"]
    print("python -m benchmarks.lab_notebook " + " ".join(sys.argv[1:]))
    with tempfile.TemporaryDirectory(prefix="tokaido-lab-") as tmp:
        labs = {}
        for label in labels:
            ref = None if label == "this checkout" else label
            place = Path(tmp) / label.replace(" ", "_")
            place.mkdir()
            package = ROOT if ref is None else unpack(ref, place)
            labs[label] = Lab(served_copy(ref, place / "served"), package, place / "home")
        best: dict[str, float] = {}
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(
                executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS
            )
            for number in range(args.rounds):
                for label in labels:
                    seconds = run_all_seconds(browser, labs[label], f"round-{number}")
                    print(f"  round {number + 1}: {label}: {seconds:.1f} s", flush=True)
                    best[label] = min(best.get(label, seconds), seconds)
            browser.close()
        for lab in labs.values():
            lab.stop()
    print(f"{NOTEBOOK}, run all in JupyterLab, best of {args.rounds} rounds:")
    for label in labels:
        line = f"  {label:<14} {best[label]:6.1f} s"
        if label != "this checkout":
            line += f"   (this checkout takes {best['this checkout'] / best[label]:.0%} of it)"
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
