"""Presenter mode: the table notebook served as a Voilà app, in headless Chromium.

``voila notebooks/11_play.ipynb`` runs the notebook and shows its text and widgets without the
code. The check starts Voilà on a free loopback port, in fresh Jupyter and IPython folders,
serving a copy of ``notebooks/``; opens the page; finds the table of bots; clicks "Let the bots
play to the end"; waits for the end of the journey; and saves
``artifacts/screenshots/voila_11_play.png``. Voilà has no ``/api/status``: the server is ready
when its port answers. Like the other browser checks it is skipped where Chromium, Playwright
or Voilà is missing, except under ``CI=true``, where it fails instead.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

REPO = Path(__file__).resolve().parents[2]
NOTEBOOKS = REPO / "notebooks"
ARTIFACTS = REPO / "artifacts"
NOTEBOOK = "11_play.ipynb"
START_SECONDS = 60
PAGE_SECONDS = 180  # Voilà runs every cell of the notebook before the page is complete
PLAY_SECONDS = 120
TABLE = ".tokaido-table-bots-only"
PLAY_TO_END = f"{TABLE} .tokaido-table-play-to-end"
THE_END = "The journey is over"


def _under_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in {"1", "true", "yes"}


def _unavailable(reason: str) -> None:
    """Skip with ``reason``, or fail under CI, where the browser checks must run."""
    if _under_ci():
        pytest.fail(f"{reason} (CI=true: the Voilà check must run, not skip)", pytrace=False)
    pytest.skip(reason)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _port_answers(port: int) -> bool:
    with socket.socket() as sock:
        sock.settimeout(1)
        return sock.connect_ex(("127.0.0.1", port)) == 0


def _tail(log: Path, lines: int = 40) -> str:
    return "\n".join(log.read_text(errors="replace").splitlines()[-lines:])


@pytest.fixture(scope="module")
def voila_url(browser, tmp_path_factory):
    """Voilà serving a fresh copy of notebooks/11_play.ipynb on a free 127.0.0.1 port."""
    try:
        import voila  # noqa: F401
    except ImportError:
        _unavailable("Voilà is not installed: `make test` installs it (the test extra)")
    home = tmp_path_factory.mktemp("voila")
    root = home / "notebooks"
    shutil.copytree(NOTEBOOKS, root, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    env = dict(os.environ)
    for name in ("JUPYTER_CONFIG_DIR", "JUPYTER_DATA_DIR", "JUPYTER_RUNTIME_DIR", "IPYTHONDIR"):
        env[name] = str(home / name.lower())
        Path(env[name]).mkdir()
    env["PYTHONHASHSEED"] = "0"
    port = _free_port()
    command = [
        sys.executable,
        "-m",
        "voila",
        "--no-browser",
        f"--port={port}",
        "--Voila.ip=127.0.0.1",
        "--Voila.port_retries=0",
        str(root / NOTEBOOK),
    ]
    ARTIFACTS.mkdir(exist_ok=True)
    log = ARTIFACTS / "voila.log"
    with log.open("w") as log_file:
        server = subprocess.Popen(
            command, env=env, cwd=root, stdout=log_file, stderr=subprocess.STDOUT
        )
    try:
        deadline = time.monotonic() + START_SECONDS
        while not _port_answers(port):
            if server.poll() is not None:
                pytest.fail(f"Voilà exited at start:\n{_tail(log)}", pytrace=False)
            if time.monotonic() > deadline:
                pytest.fail(
                    f"Voilà did not open its port within {START_SECONDS} s:\n{_tail(log)}",
                    pytrace=False,
                )
            time.sleep(0.2)
        yield f"http://127.0.0.1:{port}/"
    finally:
        server.terminate()
        try:
            server.wait(timeout=15)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


def test_the_table_runs_as_a_voila_app_and_the_bots_play_to_the_end(
    voila_url: str, browser, screenshot_dir: Path
):
    from playwright.sync_api import Error as PlaywrightError
    from playwright.sync_api import expect

    context = browser.new_context(viewport={"width": 1280, "height": 1000})
    page = context.new_page()
    page_errors: list[str] = []
    page.on("pageerror", lambda error: page_errors.append(str(error)))
    try:
        page.goto(voila_url, timeout=PAGE_SECONDS * 1000)
        control = page.locator(PLAY_TO_END).first
        control.wait_for(state="visible", timeout=PAGE_SECONDS * 1000)
        body = page.locator("body")
        expect(body).to_contain_text("Tokaido table")
        expect(body).to_contain_text("Play a game")
        text = body.inner_text()
        assert "There was an error when executing cell" not in text, "a cell raised in Voilà"
        assert "table = Table(" not in text, "Voilà showed the code; presenter mode hides it"

        table = page.locator(TABLE).first
        assert THE_END not in table.inner_text(), "the table of bots was over before the click"
        control.click()
        expect(table).to_contain_text(THE_END, timeout=PLAY_SECONDS * 1000)
        chart = table.locator(".tokaido-table-breakdown")
        expect(chart.locator("img")).to_have_count(1)
        # For the screenshot: the chart at the top, the ranking under it.
        chart.evaluate("element => element.scrollIntoView({block: 'start'})")

        assert "Error displaying widget" not in body.inner_text()
        broken = page.locator(".jupyter-widgets-error-widget")
        if broken.count():
            why = " ".join(broken.first.text_content().split())
            pytest.fail(f"a widget failed to show in Voilà: {why}", pytrace=False)
    finally:
        # Clean-up must not hide the failure that brought us here.
        with contextlib.suppress(PlaywrightError):
            page.screenshot(path=screenshot_dir / "voila_11_play.png")
        context.close()
    assert not page_errors, f"errors in the Voilà page: {page_errors}"
