"""Reusable widget parts: the message line, the choice bar, a lesson's frame, a chart's place.

A chapter builds its widget from these so that every lesson explains a refusal the same way,
offers the game's legal actions the same way, starts again the same way and shows a chart the
same way. No rule is decided here: the choice bar shows exactly ``game.legal_actions()`` and a
refusal's words come from the rules core.
"""

from __future__ import annotations

import base64
from collections.abc import Callable, Sequence
from html import escape
from typing import Any

import ipywidgets as widgets

from ..rules.actions import Action
from ..rules.errors import IllegalAction
from ..rules.game import Game
from ..rules.language import N_, _
from ..rules.words import action_label


class MessageLine(widgets.HTML):
    """One line under a widget that says what just happened, or why it was refused.

    Screen readers read it out when it changes: a message is a polite live region
    (``role="status"``), a refusal an assertive one (``role="alert"``).

    CSS classes: ``tokaido-message``, plus ``tokaido-message-refusal`` while it shows a refusal.
    """

    def __init__(self, text: str = "") -> None:
        super().__init__()
        self.add_class("tokaido-message")
        self.say(text)

    def say(self, text: str) -> None:
        """Show a plain message (any value is shown as text)."""
        text = text if isinstance(text, str) else str(text)
        self.remove_class("tokaido-message-refusal")
        self.value = f'<span role="status" aria-live="polite">{escape(text)}</span>' if text else ""

    def refuse(self, error: Exception) -> None:
        """Show why an action or an input was refused, with its rule key when it has one."""
        self.add_class("tokaido-message-refusal")
        rule = getattr(error, "rule", None)
        tag = f" <code>{escape(rule)}</code>" if rule else ""
        # A red bar rather than an emoji: the fonts of some browsers (headless Chromium) lack it.
        style = "color:#a11;border-left:4px solid #a11;padding-left:6px"
        self.value = (
            f'<span role="alert" aria-live="assertive"><span style="{style}">'
            f"{escape(str(error))}</span>{tag}</span>"
        )

    @property
    def text(self) -> str:
        """The message without markup (for tests and the command line)."""
        import html
        import re

        return html.unescape(re.sub(r"<[^>]+>", "", self.value)).strip()


def guarded(message: MessageLine, callback: Callable[..., object]) -> Callable[..., None]:
    """Wrap a callback so that a refusal or bad input shows on the message line.

    ``IllegalAction`` and ``ValueError`` become a message; any other exception is a bug and is
    raised (the widget tests fail on it).
    """

    def run(*args, **kwargs) -> None:
        try:
            callback(*args, **kwargs)
        except (IllegalAction, ValueError) as error:
            message.refuse(error)

    return run


class ChoiceBar(widgets.VBox):
    """One button per legal action of the game's current decision.

    ``on_choose(action)`` is called with the action of the button clicked. Buttons carry the CSS
    class ``tokaido-choice`` (and ``tokaido-choice-<decision>``) for browser tests.

    A click disables every button at once, before ``on_choose`` moves the game, and a click on a
    button that is no longer offered (disabled, or from an earlier ``show``) does nothing. So a
    double click plays one action: the browser sends both clicks before the kernel has answered
    the first, and the second reaches the bar after the game has moved on. If ``on_choose``
    leaves the bar as it was (it did not ``show`` or ``clear``), its buttons come back as they
    were.

    The buttons of an earlier decision are closed once new ones replace them: a game offers a
    few hundred, each a button, its layout and its style in the kernel and in the browser, and
    a class playing game after game would otherwise keep them all.
    """

    children: Sequence[widgets.Widget]  # the box's trait (ipywidgets has no type hints)

    def __init__(self, on_choose: Callable[[Action], object], max_buttons: int = 60) -> None:
        super().__init__()
        self.add_class("tokaido-choices")
        self._on_choose = on_choose
        self._max = max_buttons
        self.buttons: list[widgets.Button] = []
        self.actions: list[Action] = []
        self.prompt = widgets.HTML()
        self.fallback_focus: widgets.DOMWidget | None = None
        """Where the keyboard focus goes after a choice that leaves no button to choose."""

    def show(self, game: Game, prompt: str = "", enabled: bool = True) -> None:
        """Rebuild the buttons for ``game``'s legal actions."""
        self.actions = game.legal_actions()[: self._max]
        self.buttons = []
        for action in self.actions:
            label = action_label(game, action)
            button = widgets.Button(
                description=label,
                tooltip=repr(action),
                layout=widgets.Layout(width="auto"),
                disabled=not enabled,
            )
            button.add_class("tokaido-choice")
            button.add_class(f"tokaido-choice-{game.decision}")
            button.on_click(lambda clicked, a=action: self._clicked(clicked, a))
            self.buttons.append(button)
        self.prompt.value = f"<b>{escape(prompt)}</b>" if prompt else ""
        self._replace([self.prompt, widgets.HBox(self.buttons, layout=_wrap())])

    def _clicked(self, button: widgets.Button, action: Action) -> None:
        if button.disabled or not any(button is shown for shown in self.buttons):
            return  # a stale click: the second of a double click, or an old button
        shown = self.buttons
        before = [b.disabled for b in shown]
        for b in shown:
            b.disabled = True  # sent to the browser now, while the game moves
        try:
            self._on_choose(action)
        finally:
            if self.buttons is shown:  # the bar was not redrawn: offer the same buttons again
                for b, disabled in zip(shown, before, strict=True):
                    b.disabled = disabled
        if self.buttons is not shown:
            # The button pressed is gone from the page, and the keyboard's focus with it:
            # bring it to the first new choice (or the fallback), for those who play by keys.
            offered = [b for b in self.buttons if not b.disabled]
            target = offered[0] if offered else self.fallback_focus
            if target is not None:
                # Not if a later decision has replaced it meanwhile (a bot's, a second key).
                focus_soon(
                    target,
                    still=lambda: (
                        target is self.fallback_focus or any(target is b for b in self.buttons)
                    ),
                )

    def clear(self) -> None:
        """Take every button away (no decision to offer now)."""
        self.actions, self.buttons = [], []
        self.prompt.value = ""
        self._replace([])

    def _replace(self, children: list[widgets.Widget]) -> None:
        # The browser drops the old row's views first, then its widgets are closed.
        old = [child for child in self.children if child is not self.prompt]
        self.children = children
        discard(*old)

    def click(self, label: str) -> None:
        """Click the button whose label is ``label`` (for tests and scripted lessons)."""
        for button in self.buttons:
            if button.description == label:
                button.click()
                return
        labels: Sequence[str] = [b.description for b in self.buttons]
        raise ValueError(f"no button {label!r}; buttons: {', '.join(labels)}")


def name_unseen(control: widgets.DOMWidget, name: str) -> widgets.DOMWidget:
    """Give an input a name that screen readers read but the page does not show (its label is
    beside it on screen already: a row's title, a placeholder). ipywidgets links an input to
    its description's ``<label>``; a description shrunk to no width stays that label. Without
    a description the label is hidden, and a tooltip alone names the input by its title only,
    which axe-core counts as a serious fault. Returns ``control``."""
    control.description = name
    control.style.description_width = "0px"
    control.tooltip = name
    return control


FOCUS_DELAY = 0.4
"""Seconds between a redraw and the focus moving into it: the browser draws a new button a
moment after the kernel sends it, and a focus asked for before that is lost."""


def focus_soon(
    widget: widgets.DOMWidget,
    delay: float = FOCUS_DELAY,
    still: Callable[[], bool] = lambda: True,
) -> None:
    """Move the keyboard focus to ``widget`` once the browser has drawn it: ``delay`` seconds
    after the kernel is done with the current click (if ``still()`` is then true: the widget
    is still offered), or at once outside a running kernel."""
    import asyncio

    def move() -> None:
        if still():
            widget.focus()

    try:
        loop = asyncio.get_running_loop()
    except RuntimeError:  # no event loop runs (a script, a test): nothing waits to draw
        move()
        return
    loop.call_later(delay, move)


def discard(*parts: widgets.Widget, keep: Sequence[widgets.Widget] = ()) -> None:
    """Close widgets no longer shown, with their layouts and styles and, for a box, its
    children, so that neither the kernel nor the browser keeps their models; the widgets of
    ``keep`` (and what they hold) stay open.

    Only for widgets that will not be shown again: a closed widget cannot be. A click already
    under way on a closed button still runs to its end.
    """
    for part in parts:
        if any(part is kept for kept in keep):
            continue
        if isinstance(part, widgets.Box):
            discard(*part.children, keep=keep)
        for attribute in ("layout", "style"):
            inner = getattr(part, attribute, None)
            if isinstance(inner, widgets.Widget):
                inner.close()
        part.close()


def unless_disabled(callback: Callable[[], object]) -> Callable[[widgets.Button], None]:
    """A click handler that calls ``callback`` only if the button is still enabled: the second
    click of a double click reaches the kernel after the first click has disabled it."""

    def run(button: widgets.Button) -> None:
        if not button.disabled:
            callback()

    return run


def icon_button(label: str, icon: str, css: str, tooltip: str) -> widgets.Button:
    """A button with an icon, its own width and a stable CSS class for browser tests."""
    button = widgets.Button(
        description=label, icon=icon, tooltip=tooltip, layout=widgets.Layout(width="auto")
    )
    button.add_class(css)
    return button


class Lesson(widgets.VBox):
    """The frame of a lesson widget: a message line that answers every click, and a button that
    starts the lesson again by calling ``restart`` (each lesson says what starting again means).

    A subclass calls ``super().__init__()`` first, builds its parts, places ``self.message`` and
    ``self.restart_button`` among them in ``self.children``, and sets ``restart_label`` and
    ``restart_class`` (the CSS class a browser test clicks) as class attributes.
    """

    restart_label = N_("Start again")
    """The restart button's words, in English (translated when the button is made)."""
    restart_class = "tokaido-restart"

    def __init__(self, message: str = "", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.message = MessageLine(message)
        self.restart_button = icon_button(
            _(self.restart_label), "undo", self.restart_class, _("Start this lesson again")
        )
        self.restart_button.on_click(lambda _button: self.restart())

    def restart(self) -> None:
        """Start the lesson again."""
        raise NotImplementedError


def show_figure(output: widgets.Output, figure: Any, text: str) -> None:
    """Show a matplotlib figure in ``output`` as a PNG, in place of what it showed.

    The figure goes into the Output's state rather than through ``with output:
    display(figure)``, which leaks into the cell's own outputs under nbval and Voilà
    (``design/testing.md``). It is an ``<img>`` whose ``alt`` says what the chart shows
    (``render.notebook.figure_words``), so a screen reader reads its numbers; JupyterLab and
    Voilà show the HTML over the plain PNG kept beside it (for an export to PDF, say). ``text``
    is the plain-text stand-in a notebook keeps.
    """
    from ..render.chart_tables import ChartTable

    if isinstance(figure, ChartTable):
        # A chart's numbers as a table (render.chart_tables: matplotlib could not be loaded).
        output.outputs = (
            {
                "output_type": "display_data",
                "data": {"text/html": figure._repr_html_(), "text/plain": str(figure)},
                "metadata": {},
            },
        )
        return
    from ..render.notebook import figure_html, figure_png

    png = figure_png(figure)
    output.outputs = (
        {
            "output_type": "display_data",
            "data": {
                "text/html": figure_html(figure, png),
                "image/png": base64.b64encode(png).decode("ascii"),
                "text/plain": text,
            },
            "metadata": {},
        },
    )


def _wrap() -> widgets.Layout:
    return widgets.Layout(flex_flow="row wrap")
