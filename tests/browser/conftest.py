"""The real-browser harness: a JupyterLab server and a headless Chromium driven by Playwright.

``jupyterlab`` starts ``python -m jupyterlab`` on a free loopback port with a token, in fresh
Jupyter and IPython folders, serving a copy of ``notebooks/``. ``browser`` launches Debian's
Chromium (``/usr/bin/chromium``, or ``$TOKAIDO_CHROMIUM``) through Playwright. Where Chromium or
Playwright is missing the tests are skipped with the reason; under ``CI=true`` they fail instead,
since CI must run them. See README.md beside this file.
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
NOTEBOOKS = REPO / "notebooks"
ARTIFACTS = REPO / "artifacts"
SCREENSHOTS = ARTIFACTS / "screenshots"
CHROMIUM = Path(os.environ.get("TOKAIDO_CHROMIUM", "/usr/bin/chromium"))
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
# JupyterLab settings for a quiet, fully drawn page: no news toast, and every cell kept in the
# page (not only the visible ones) so that text checks see the whole notebook.
LAB_SETTINGS = {
    "@jupyterlab/apputils-extension/notification": {"fetchNews": "false", "checkForUpdates": False},
    "@jupyterlab/notebook-extension/tracker": {"windowingMode": "none"},
}
# JupyterLab extensions that work in the background and play no part in a lesson or its
# widgets, left out of the test server: with them, the page spent about a sixth more CPU on each
# notebook (headings followed for a table of contents, kernels asked for their debugger, ...).
LAB_EXTENSIONS_OFF = [
    "@jupyterlab/toc-extension",
    "@jupyterlab/lsp-extension",
    "@jupyterlab/debugger-extension",
    "@jupyterlab/extensionmanager-extension",
    "@jupyterlab/pluginmanager-extension",
    "@voila-dashboards/jupyterlab-preview",
]
SERVER_START_SECONDS = 60


def under_ci() -> bool:
    """True when CI=true (or 1, yes): the browser tests must run there, never skip."""
    return os.environ.get("CI", "").strip().lower() in {"1", "true", "yes"}


def unavailable(reason: str) -> None:
    """Skip with ``reason``, or fail under CI, where the browser test must run."""
    if under_ci():
        pytest.fail(f"{reason} (CI=true: the browser test must run, not skip)", pytrace=False)
    pytest.skip(reason)


@dataclass(frozen=True)
class Lab:
    """A running JupyterLab: where it answers and which folder it serves."""

    url: str
    token: str
    root: Path
    log: Path

    def lab_url(self, path: str, workspace: str) -> str:
        """The address that opens ``path`` (relative to the served folder) alone, in a new
        JupyterLab workspace (a used workspace would also reopen the notebooks it had open)."""
        return f"{self.url}/lab/workspaces/{workspace}/tree/{path}?token={self.token}"

    def log_tail(self, lines: int = 40) -> str:
        return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=2) as response:
            return response.status == 200
    except (urllib.error.URLError, OSError):
        return False


def without_outputs(path: Path) -> None:
    """Take the stored outputs out of a served copy of a notebook: every check runs the cells
    itself, and the browser need not draw the stored pictures and tables first (a stored
    execution count cannot pass for a run either)."""
    notebook = json.loads(path.read_text(encoding="utf-8"))
    for cell in notebook["cells"]:
        if cell["cell_type"] == "code":
            cell["outputs"], cell["execution_count"] = [], None
    path.write_text(json.dumps(notebook, indent=1, ensure_ascii=False), encoding="utf-8")


@pytest.fixture(scope="session")
def screenshot_dir() -> Path:
    """artifacts/screenshots/: one PNG per notebook, left behind for a person to look at."""
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS


@pytest.fixture(scope="session")
def browser():
    """A headless Debian Chromium, launched by Playwright (never a downloaded browser): one for
    each pytest worker, every browser module making its own pages in it."""
    if not CHROMIUM.exists():
        unavailable(f"Chromium not found at {CHROMIUM}: `make test` installs it when run as root")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        unavailable("Playwright is not installed: `make test` installs it")
    playwright = sync_playwright().start()
    try:
        chromium = playwright.chromium.launch(
            executable_path=str(CHROMIUM), headless=True, args=CHROMIUM_ARGS
        )
        yield chromium
        chromium.close()
    finally:
        playwright.stop()


@pytest.fixture(scope="module")
def jupyterlab(browser, tmp_path_factory, request):
    """A real JupyterLab on a free 127.0.0.1 port, serving a fresh copy of notebooks/.

    Its log is ``artifacts/jupyterlab-<test module>.log``: one per module, since two modules'
    servers may run at once on two pytest-xdist workers.
    """
    home = tmp_path_factory.mktemp("jupyterlab")
    root = home / "notebooks"
    shutil.copytree(NOTEBOOKS, root, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    for served in root.glob("*.ipynb"):
        without_outputs(served)

    env = dict(os.environ)
    for name in (
        "JUPYTER_CONFIG_DIR",
        "JUPYTER_DATA_DIR",
        "JUPYTER_RUNTIME_DIR",
        "JUPYTERLAB_SETTINGS_DIR",
        "JUPYTERLAB_WORKSPACES_DIR",
        "IPYTHONDIR",
    ):
        env[name] = str(home / name.lower())
        Path(env[name]).mkdir()
    # A learner's progress (tokaido_nb.lessons) goes to this server's own fresh folder.
    env["TOKAIDO_NB_DATA"] = str(home / "progress")
    for plugin, settings in LAB_SETTINGS.items():
        path = Path(env["JUPYTERLAB_SETTINGS_DIR"], f"{plugin}.jupyterlab-settings")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps(settings))
    page_config = Path(env["JUPYTER_CONFIG_DIR"], "labconfig", "page_config.json")
    page_config.parent.mkdir()
    page_config.write_text(
        json.dumps({"disabledExtensions": dict.fromkeys(LAB_EXTENSIONS_OFF, True)})
    )

    port = _free_port()
    token = secrets.token_hex(16)
    command = [
        sys.executable,
        "-m",
        "jupyterlab",
        "--no-browser",
        "--ServerApp.ip=127.0.0.1",
        f"--ServerApp.port={port}",
        "--ServerApp.port_retries=0",
        f"--IdentityProvider.token={token}",
        f"--ServerApp.root_dir={root}",
        "--LabApp.expose_app_in_browser=True",
    ]
    if os.geteuid() == 0:
        command.append("--allow-root")

    ARTIFACTS.mkdir(exist_ok=True)
    log = ARTIFACTS / f"jupyterlab-{request.path.stem}.log"
    with log.open("w") as log_file:
        server = subprocess.Popen(
            command, env=env, cwd=home, stdout=log_file, stderr=subprocess.STDOUT
        )
    lab = Lab(url=f"http://127.0.0.1:{port}", token=token, root=root, log=log)
    try:
        deadline = time.monotonic() + SERVER_START_SECONDS
        while not _answers(f"{lab.url}/api/status?token={token}"):
            if server.poll() is not None:
                pytest.fail(f"JupyterLab exited at start:\n{lab.log_tail()}", pytrace=False)
            if time.monotonic() > deadline:
                pytest.fail(
                    f"JupyterLab did not answer within {SERVER_START_SECONDS} s:\n{lab.log_tail()}",
                    pytrace=False,
                )
            time.sleep(0.2)
        yield lab
    finally:
        server.terminate()
        try:
            server.wait(timeout=15)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
