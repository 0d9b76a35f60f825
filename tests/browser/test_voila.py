"""Presenter mode: notebooks/present.ipynb served as a Voilà app, in headless Chromium.

``voila notebooks/present.ipynb`` runs the notebook and shows its widgets without the code: a
table in its compact layout, the class playing Player 1 against bots. The checks start Voilà on
a free loopback port, in fresh Jupyter and IPython folders, serving a copy of ``notebooks/``,
and open the page in a window the size of a classroom projector (1280x800):

- after every click, and a double click, the road, the choices and the message line are all
  inside the window without scrolling, no refusal shows, and a double click plays one decision
  (``artifacts/screenshots/voila_present.png``);
- no cell raised, no code shows, no link leads nowhere; seated as bots only through the set-up
  panel, the bots play to the end and the chart shows
  (``artifacts/screenshots/voila_present_end.png``).

Voilà has no ``/api/status``: the server is ready when its port answers. Like the other browser
checks it is skipped where Chromium, Playwright or Voilà is missing, except under ``CI=true``,
where it fails instead.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from . import axe
from .clicks import (
    choose,
    double_click_plays_once,
    outside_the_window,
    press_on_focused_choice,
    refusal_seen,
    watch_refusals,
)
from .clicks import focus as where_focus

pytestmark = pytest.mark.browser

REPO = Path(__file__).resolve().parents[2]
NOTEBOOKS = REPO / "notebooks"
ARTIFACTS = REPO / "artifacts"
NOTEBOOK = "present.ipynb"
START_SECONDS = 60
PAGE_SECONDS = 180  # Voilà runs every cell of the notebook before the page is complete
PLAY_SECONDS = 120
PROJECTOR = {"width": 1280, "height": 800}
CLICKS = 6  # single clicks after the double click: the deal, moves, a village, ...
TABLE = ".tokaido-table"
GAME = f"{TABLE} .tokaido-game-compact"
BOTS_ONLY = ".tokaido-table-bots-only"
PLAY_TO_END = f"{BOTS_ONLY} .tokaido-table-play-to-end"
THE_END = "The journey is over"
# The keyboard's game: the presenter's table in its compact layout, one person against a greedy
# bot (the neutral traveller makes three), so that a whole game takes about 40 decisions.
KEYS_NOTEBOOK = "keyboard_table.ipynb"
KEYS_TABLE = (
    'from tokaido_nb.widgets import Table\nTable(["person", "greedy"], seed=3, compact=True)'
)
KEYS_SECONDS = 240
# The projector at 200% browser zoom: half as many CSS pixels each way.
ZOOMED = {"width": PROJECTOR["width"] // 2, "height": PROJECTOR["height"] // 2}
# What lies beyond the window's right edge at this zoom: the page's horizontal overflow, and
# the road, the choices and the message line that do not fit across.
CUT_OFF_JS = """(game) => {
    const width = document.documentElement.clientWidth;
    const cut = [];
    if (document.documentElement.scrollWidth > width + 1)
        cut.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    for (const css of ['.tokaido-road-view svg', '.tokaido-choices', '.tokaido-message']) {
        const e = document.querySelector(`${game} ${css}`);
        const box = e && e.getBoundingClientRect();
        if (!box || box.width === 0 || box.left < 0 || box.right > width + 1)
            cut.push(`${css} at ${box ? [box.left, box.right] : 'nowhere'}`);
    }
    return cut;
}"""


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
    """Voilà serving a fresh copy of notebooks/present.ipynb on a free 127.0.0.1 port."""
    try:
        import voila  # noqa: F401
    except ImportError:
        _unavailable("Voilà is not installed: `make test` installs it (the test extra)")
    home = tmp_path_factory.mktemp("voila")
    root = home / "notebooks"
    shutil.copytree(NOTEBOOKS, root, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    _write_keyboard_table(root / KEYS_NOTEBOOK)
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
        str(root),
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
        yield f"http://127.0.0.1:{port}/voila/render/"
    finally:
        server.terminate()
        try:
            server.wait(timeout=15)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()


def _open(browser, voila_url: str, notebook: str = NOTEBOOK):
    """A new page at projector size on the app (a new kernel), once the table's choices show."""
    context = browser.new_context(viewport=PROJECTOR)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(voila_url + notebook, timeout=PAGE_SECONDS * 1000)
    page.locator(f"{GAME} .tokaido-choice").first.wait_for(
        state="visible", timeout=PAGE_SECONDS * 1000
    )
    return context, page, errors


def _write_keyboard_table(path: Path) -> None:
    import nbformat

    notebook = nbformat.v4.new_notebook()
    notebook.cells = [nbformat.v4.new_code_cell(KEYS_TABLE)]
    nbformat.write(notebook, path)


def _no_broken_widget(page) -> None:
    assert "Error displaying widget" not in page.locator("body").inner_text()
    broken = page.locator(".jupyter-widgets-error-widget")
    if broken.count():
        why = " ".join(broken.first.text_content().split())
        pytest.fail(f"a widget failed to show in Voilà: {why}", pytrace=False)


def test_on_a_projector_road_choices_and_message_stay_in_view_and_a_double_click_plays_once(
    voila_url: str, browser, screenshot_dir: Path
):
    from playwright.sync_api import Error as PlaywrightError
    from playwright.sync_api import expect

    context, page, page_errors = _open(browser, voila_url)
    game = page.locator(GAME).first
    try:
        assert not outside_the_window(page, game), outside_the_window(page, game)
        double_click_plays_once(page, game)
        for step in range(CLICKS):
            label = choose(game)
            outside = outside_the_window(page, game)
            assert not outside, f"after click {step + 1} ({label!r}), out of view: {outside}"
            assert page.evaluate("() => window.scrollY") == 0, "the page scrolled"
        assert not refusal_seen(page), "a click showed a refusal"
        _no_broken_widget(page)
        # axe-core on the presenter after a few moves, its Text view shown too.
        game.locator(".tokaido-text-toggle").click()
        expect(game.locator(".tokaido-text-view")).to_contain_text("stands at")
        findings = axe.audit(page, axe.WITH_TEXT)
        axe.keep(findings, "voila_present")
        trouble = axe.problems(findings)
        assert not trouble, "accessibility findings in the presenter: " + " | ".join(trouble)
    finally:
        # Clean-up must not hide the failure that brought us here.
        with contextlib.suppress(PlaywrightError):
            page.screenshot(path=screenshot_dir / "voila_present.png")
        context.close()
    assert not page_errors, f"errors in the Voilà page: {page_errors}"


def test_the_app_shows_no_code_nor_dead_links_and_bots_seated_from_the_panel_play_to_the_end(
    voila_url: str, browser, screenshot_dir: Path
):
    from playwright.sync_api import Error as PlaywrightError
    from playwright.sync_api import expect

    context, page, page_errors = _open(browser, voila_url)
    try:
        body = page.locator("body")
        expect(body).to_contain_text("Tokaido table")
        expect(body).to_contain_text("Presenter mode")
        text = body.inner_text()
        assert "There was an error when executing cell" not in text, "a cell raised in Voilà"
        assert "Table(" not in text, "Voilà showed code or a result without its code"
        links = page.eval_on_selector_all("a[href]", "links => links.map(a => a.href)")
        dead = [link for link in links if not link.startswith(("data:", "https:"))]
        assert not dead, f"links that lead nowhere under Voilà: {dead}"

        # The class's seat becomes a bot: a table of bots only, which waits for a click.
        table = page.locator(TABLE).first
        table.get_by_text("Set up a new game").click()
        table.locator(".tokaido-table-seat-kind select").first.select_option(label="Greedy bot")
        table.locator(".tokaido-table-start").click()
        control = page.locator(PLAY_TO_END).first
        control.wait_for(state="visible", timeout=PLAY_SECONDS * 1000)
        bots = page.locator(BOTS_ONLY).first
        assert THE_END not in bots.inner_text(), "the table of bots was over before the click"
        control.click()
        expect(bots).to_contain_text(THE_END, timeout=PLAY_SECONDS * 1000)
        chart = bots.locator(".tokaido-table-breakdown")
        expect(chart.locator("img")).to_have_count(1)
        # For the screenshot: the ranking beside the road, the chart under them.
        bots.evaluate("element => element.scrollIntoView({block: 'start'})")
        _no_broken_widget(page)
    finally:
        with contextlib.suppress(PlaywrightError):
            page.screenshot(path=screenshot_dir / "voila_present_end.png")
        context.close()
    assert not page_errors, f"errors in the Voilà page: {page_errors}"


def test_a_whole_game_is_played_by_keys_alone_and_the_focus_is_never_lost(
    voila_url: str, browser, screenshot_dir: Path
):
    """Tab to the first choice, then Enter (or Space) on whatever has the focus, to the end of
    the journey: after every key the focus is on a choice (or, at the end, on Undo), with a
    visible outline; no mouse is used. First, at 200% zoom, nothing of the table is cut off."""
    from playwright.sync_api import Error as PlaywrightError

    context, page, page_errors = _open(browser, voila_url, KEYS_NOTEBOOK)
    game = page.locator(GAME).first
    watch_refusals(page)
    presses = 0
    try:
        # At 200% zoom the road shrinks to the window and the choices wrap under it: nothing
        # is cut off across, the page only scrolls down.
        page.set_viewport_size(ZOOMED)
        page.wait_for_timeout(300)
        cut = page.evaluate(CUT_OFF_JS, GAME)
        assert not cut, f"at 200% zoom, cut off: {cut}"
        page.set_viewport_size(PROJECTOR)
        for _ in range(40):
            page.keyboard.press("Tab")
            focus = where_focus(page)
            if focus and focus["choice"]:
                break
        assert focus and focus["choice"], f"Tab never reached a choice: focus on {focus}"
        deadline = time.monotonic() + KEYS_SECONDS
        while THE_END not in game.locator(".tokaido-status").inner_text():
            assert time.monotonic() < deadline, f"the game had not ended after {presses} keys"
            assert focus["outline"] >= 2, f"no visible focus on {focus}"
            key = "Enter" if presses % 2 == 0 else "Space"
            focus = press_on_focused_choice(page, GAME, key)
            presses += 1
            assert focus is not None, f"the focus was lost after key {presses}"
        assert focus["undo"], f"at the end the focus is on {focus}, not on Undo"
        assert not refusal_seen(page), "a key showed a refusal"
        _no_broken_widget(page)
    finally:
        with contextlib.suppress(PlaywrightError):
            page.screenshot(path=screenshot_dir / "voila_keyboard_game.png")
        context.close()
    assert presses > 20, f"a whole game in {presses} keys?"


# ------------------------------------------------------------------ issue 33: the class day
LARGE = {"road number": 16.0, "choice": 18.0, "message": 20.0, "log": 17.0}
"""The least font size, in CSS pixels at 1280x800, of each part in the presenter's large text."""


def _font_sizes(page) -> dict[str, float]:
    """The rendered size of the road's numbers (their box height, the SVG being scaled) and
    the computed font size of a choice, the message line and the log."""
    return page.evaluate(
        """() => {
        const game = document.querySelector('.tokaido-game-compact');
        const size = (css) => {
            const found = game.closest('.tokaido-table').querySelector(css);
            return found ? parseFloat(getComputedStyle(found).fontSize) : 0;
        };
        const number = game.querySelector('.tk-pos[data-pos="1"] text');
        const svg = number.ownerSVGElement;
        const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        return {
            'road number': parseFloat(number.getAttribute('font-size')) * scale,
            'choice': size('.tokaido-choice'),
            'message': size('.tokaido-message span') || size('.tokaido-message'),
            'log': size('.tokaido-table-log div div div') || size('.tokaido-table-log div'),
        };
    }"""
    )


def _heights(page) -> dict[str, float]:
    return page.evaluate(
        """() => {
        const out = {};
        for (const css of ['.tokaido-road-view', '.tokaido-choices', '.tokaido-message',
                           '.tokaido-hint-view', '.tokaido-table-log']) {
            const el = document.querySelector('.tokaido-game-compact ' + css);
            if (el) { const b = el.getBoundingClientRect(); out[css] = [b.top, b.bottom]; }
        }
        return out;
    }"""
    )


def test_large_text_at_the_back_of_the_room_keeps_everything_in_the_window(
    voila_url: str, browser, screenshot_dir: Path
):
    from playwright.sync_api import Error as PlaywrightError
    from playwright.sync_api import expect

    context, page, page_errors = _open(browser, voila_url)
    game = page.locator(GAME).first
    try:
        sizes = _font_sizes(page)
        print(f"font sizes at 1280x800: {sizes}")
        for part, least in LARGE.items():
            assert sizes[part] >= least, f"{part}: {sizes[part]:.1f} px, under {least} px"
        for step in range(CLICKS):
            label = choose(game)
            outside = outside_the_window(page, game)
            assert not outside, f"after click {step + 1} ({label!r}), out of view: {outside}"
        # The hint's three items fit in the window too.
        game.locator(".tokaido-hint").click()
        items = game.locator(".tokaido-hint-item")
        expect(items).to_have_count(3, timeout=PLAY_SECONDS * 1000)
        print(f"heights at 1280x800 with the hint: {_heights(page)}")
        last = items.nth(2).bounding_box()
        assert last["y"] + last["height"] <= PROJECTOR["height"], f"third hint item at {last}"
    finally:
        with contextlib.suppress(PlaywrightError):
            page.screenshot(path=screenshot_dir / "voila_present_large.png")
        context.close()
    assert not page_errors, f"errors in the Voilà page: {page_errors}"


def test_the_class_hands_its_seat_to_a_bot_and_the_bots_finish_the_game(
    voila_url: str, browser, screenshot_dir: Path
):
    from playwright.sync_api import Error as PlaywrightError
    from playwright.sync_api import expect

    context, page, page_errors = _open(browser, voila_url)
    game = page.locator(GAME).first
    table = page.locator(TABLE).first
    try:
        choose(game)
        choose(game)
        button = table.locator(".tokaido-table-handoff")
        expect(button).to_contain_text("Let a greedy bot play for Player 1")
        button.click()
        expect(table.locator(".tokaido-table-message")).to_contain_text(
            "a greedy bot plays for Player 1", timeout=PLAY_SECONDS * 1000
        )
        expect(table).to_have_class(re.compile("tokaido-table-bots-only"))
        table.locator(".tokaido-table-play-to-end").click()
        expect(table).to_contain_text(THE_END, timeout=PLAY_SECONDS * 1000)
        expect(table.locator(".tokaido-table-log")).to_contain_text(
            "a greedy bot plays for Player 1"
        )
    finally:
        with contextlib.suppress(PlaywrightError):
            page.screenshot(path=screenshot_dir / "voila_present_handoff.png")
        context.close()
    assert not page_errors, f"errors in the Voilà page: {page_errors}"


@pytest.mark.skipif(os.environ.get("TOKAIDO_FULL_SWEEPS") != "1", reason="the full sweep runs it")
def test_a_hint_for_an_only_choice_goes_with_a_double_click(
    voila_url: str, browser, screenshot_dir: Path
):
    """The coach's 'Only one choice here' never stays under the next decision."""
    from playwright.sync_api import Error as PlaywrightError
    from playwright.sync_api import expect

    context, page, page_errors = _open(browser, voila_url)
    game = page.locator(GAME).first
    try:
        for _ in range(40):  # play on until the class has one choice only
            if game.locator(".tokaido-choice:not([disabled])").count() == 1:
                break
            choose(game)
        else:
            pytest.fail("the class never met an only choice in 40 decisions")
        game.locator(".tokaido-hint").click()
        hint = game.locator(".tokaido-hint-view")
        expect(hint).to_contain_text("Only one choice here", timeout=PLAY_SECONDS * 1000)
        choose(game, double=True)
        expect(hint).not_to_contain_text("Only one choice here", timeout=PLAY_SECONDS * 1000)
        # The coach's verdict line names this decision, or is empty: never an older move.
        game.locator(".tokaido-coach-toggle").click()
        label = choose(game)
        verdict = game.locator(".tokaido-verdict")
        expect(verdict).to_contain_text(label, timeout=PLAY_SECONDS * 1000)
    finally:
        with contextlib.suppress(PlaywrightError):
            page.screenshot(path=screenshot_dir / "voila_present_hint.png")
        context.close()
    assert not page_errors, f"errors in the Voilà page: {page_errors}"


@pytest.mark.skipif(os.environ.get("TOKAIDO_FULL_SWEEPS") != "1", reason="the full sweep runs it")
@pytest.mark.parametrize(
    "lesson",
    [
        "03_temples.ipynb",  # a game on the page
        "05_villages_and_souvenirs.ipynb",  # lesson widgets, no game
        "19_your_own_player.ipynb",  # no widget at all: the style comes with mark_read
    ],
)
def test_a_lessons_text_and_outputs_pass_axe_under_voila(voila_url: str, browser, lesson: str):
    """A lesson under Voilà: axe's serious findings counted in its markdown cells too (links
    told apart by colour alone among them: link-in-text-block), not only in its outputs."""
    context = browser.new_context(viewport=PROJECTOR)
    page = context.new_page()
    try:
        page.goto(voila_url + lesson, timeout=PAGE_SECONDS * 1000)
        # mark_read's note ends every lesson: once it shows, every cell has run.
        page.locator(".tokaido-chapter-note").wait_for(state="visible", timeout=PAGE_SECONDS * 1000)
        links = page.locator(".jp-RenderedMarkdown a")
        assert links.count(), f"{lesson} has no link in its text to check"
        assert links.first.evaluate("(a) => getComputedStyle(a).textDecorationLine") == (
            "underline"
        ), f"{lesson}: the links of its text are not underlined"
        findings = axe.audit(page, axe.WITH_TEXT)
        axe.keep(findings, f"voila_{Path(lesson).stem}")
        trouble = axe.problems(findings)
        assert not trouble, f"{lesson} under Voilà: " + " | ".join(trouble)
    finally:
        context.close()
