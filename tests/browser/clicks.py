"""What the browser tests of a game widget share: click a choice and wait for the answer,
double-click one and prove it played once, check that the road, the choices and the message
line fit the window, and press a key on the focused choice and wait for the focus to come back.

Selectors are the CSS classes ``GameWidget`` documents (``tokaido-road-view``,
``tokaido-choices``, ``tokaido-choice``, ``tokaido-message``, ``tokaido-status``,
``tokaido-undo``).
"""

from __future__ import annotations

from tokaido_nb.rules.language import in_language

# Set window.tokaidoRefused once any message line shows a refusal, however briefly: a stale
# click's refusal could be overwritten before the test looks.
WATCH_REFUSALS_JS = """() => {
    window.tokaidoRefused = false;
    const seen = () => {
        if (document.querySelector('.tokaido-message-refusal')) window.tokaidoRefused = true;
    };
    new MutationObserver(seen).observe(document.body, {
        subtree: true, childList: true, attributes: true, attributeFilter: ['class'],
    });
    seen();
}"""

ENABLED_CHOICE = ".tokaido-choice:not([disabled])"
PART_SECONDS = 60


def watch_refusals(page) -> None:
    """From now on, remember whether any refusal shows on any message line."""
    page.evaluate(WATCH_REFUSALS_JS)


def refusal_seen(page) -> bool:
    """Whether a refusal showed since ``watch_refusals``."""
    return bool(page.evaluate("() => window.tokaidoRefused"))


def choose(widget, *, double: bool = False, language: str = "en") -> str:
    """Click (or double-click) the first enabled choice of the game ``widget`` and wait until
    the kernel has answered: the buttons were replaced and the message line names the choice.
    Returns the choice's label."""
    from playwright.sync_api import expect

    button = widget.locator(ENABLED_CHOICE).first
    button.wait_for(state="visible", timeout=PART_SECONDS * 1000)
    label = button.inner_text().strip()
    handle = button.element_handle()
    if double:
        handle.dblclick()
    else:
        handle.click()
    handle.wait_for_element_state("hidden", timeout=PART_SECONDS * 1000)
    # A translation may word "Name: choice." its own way; it still names the choice.
    expected = f": {label}." if language == "en" else label
    expect(widget.locator(".tokaido-message")).to_contain_text(
        expected, timeout=PART_SECONDS * 1000
    )
    widget.locator(ENABLED_CHOICE).first.wait_for(state="visible", timeout=PART_SECONDS * 1000)
    return label


def double_click_plays_once(page, widget, language: str = "en") -> str:
    """Double-click the first choice of ``widget``, then Undo; fail unless no refusal showed and
    Undo brought back the very decision and buttons of before (one decision was played, with
    the bots' answers). Returns the label double-clicked."""
    from playwright.sync_api import expect

    status = widget.locator(".tokaido-status")
    before = status.text_content()
    buttons = widget.locator(".tokaido-choice").all_inner_texts()
    watch_refusals(page)
    try:
        label = choose(widget, double=True, language=language)
    except AssertionError:
        # A refusal may have taken the place of the words of the choice played.
        assert not refusal_seen(page), "a double click showed a refusal"
        raise
    assert status.text_content() != before, "the double click did not play"
    # The Undo click reaches the kernel after the double click's second click: once Undo has
    # answered, the second click has been handled too.
    widget.locator(".tokaido-undo").click()
    expect(widget.locator(".tokaido-message")).to_have_text(
        in_language(language, "Took back the last decision."), timeout=PART_SECONDS * 1000
    )
    assert not refusal_seen(page), f"a double click on {label!r} showed a refusal"
    # Back where it was: one decision was played (and undone), not two.
    expect(status).to_have_text(before)
    expect(widget.locator(".tokaido-choice")).to_have_text(buttons)
    return label


def outside_the_window(page, widget) -> list[str]:
    """The parts among the road, the choices and the message line that are not wholly inside
    the window (as the page is, without scrolling), with their boxes."""
    size = page.viewport_size
    outside = []
    for css in (".tokaido-road-view", ".tokaido-choices", ".tokaido-message"):
        box = widget.locator(css).first.bounding_box()
        inside = (
            box is not None
            and box["width"] > 0
            and box["height"] > 0
            and box["x"] >= 0
            and box["y"] >= 0
            and box["x"] + box["width"] <= size["width"]
            and box["y"] + box["height"] <= size["height"]
        )
        if not inside:
            outside.append(f"{css} at {box}")
    return outside


# Where the focus is: the element's CSS classes and text, its outline, and whether it is a
# choice of the game or its Undo button.
FOCUS_JS = """() => {
    const e = document.activeElement;
    if (!e || e === document.body) return null;
    const style = getComputedStyle(e);
    return {
        classes: e.className, text: e.innerText, disabled: !!e.disabled,
        outline: style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth),
        choice: !!e.closest('.tokaido-choice'), undo: !!e.closest('.tokaido-undo'),
    };
}"""
# What a key changes in the game widget ``game`` (a CSS selector): the decision's sentence and
# the message line (which names the choice).
STATE_JS = """(game) => {
    const root = document.querySelector(game);
    const text = (css) => { const e = root.querySelector(css); return e ? e.innerText : ''; };
    return text('.tokaido-status') + '|' + text('.tokaido-message');
}"""
# The game widget has answered the key: its state changed and the focus is back on one of its
# enabled choices, or on its Undo.
ANSWERED_JS = """([game, before, state]) => {
    const e = document.activeElement;
    const root = document.querySelector(game);
    return eval(state)(game) !== before && e && root.contains(e)
        && !!(e.closest('.tokaido-choice') || e.closest('.tokaido-undo')) && !e.disabled;
}"""


def focus(page) -> dict | None:
    """Where the keyboard's focus is (``FOCUS_JS``), or None if it is lost (on the body)."""
    return page.evaluate(FOCUS_JS)


def press_on_focused_choice(page, game: str, key: str) -> dict:
    """Press ``key`` (Enter or Space) on the choice that has the focus in the game widget
    ``game`` (a CSS selector of one widget), wait until the widget has answered and the focus
    is back on a choice or Undo, and return where it is (``FOCUS_JS``)."""
    before = page.evaluate(STATE_JS, game)
    page.keyboard.press(key)
    page.wait_for_function(
        ANSWERED_JS, arg=[game, before, STATE_JS], timeout=PART_SECONDS * 1000, polling=100
    )
    where = focus(page)
    assert where is not None, f"the focus was lost after {key}"
    return where
