"""The learner's progress map, live: each chapter with its exercises and rules, a Refresh button,
and a way to forget everything that asks twice.

What is shown comes from the progress file (``tokaido_nb.lessons.progress``), so it is the same
after a kernel restart, and the same in every notebook. This module only draws it and passes
the two clicks on.
"""

from __future__ import annotations

import ipywidgets as widgets

from ..lessons import progress as store
from .parts import MessageLine, icon_button
from .unrun import RunToShow


class ProgressMap(RunToShow, widgets.VBox):
    """Your progress by chapter and rule, as kept in your data directory.

    >>> view = ProgressMap()
    >>> view.forget_button.click()
    >>> view.message.text
    'Forget every exercise checked and every chapter read? This cannot be undone.'
    >>> view.keep_button.click()
    >>> view.message.text
    'Nothing was forgotten.'

    CSS classes: ``tokaido-progress`` (the whole widget), ``tokaido-progress-refresh``,
    ``tokaido-progress-forget``, ``tokaido-progress-forget-yes``, ``tokaido-progress-keep``,
    ``tokaido-progress-map`` (the table), ``tokaido-message``.
    """

    def __init__(self) -> None:
        super().__init__()
        self.add_class("tokaido-progress")
        self.view = widgets.HTML()
        self.message = MessageLine()
        self.refresh_button = icon_button(
            "Refresh", "refresh", "tokaido-progress-refresh", "Read your progress again"
        )
        self.forget_button = icon_button(
            "Forget my progress…", "trash", "tokaido-progress-forget", "Start the lessons afresh"
        )
        self.yes_button = icon_button(
            "Yes, forget it", "check", "tokaido-progress-forget-yes", "Forget everything"
        )
        self.keep_button = icon_button("Keep it", "times", "tokaido-progress-keep", "Keep it")
        self.refresh_button.on_click(lambda _b: self.refresh("Progress read again."))
        self.forget_button.on_click(lambda _b: self._ask())
        self.yes_button.on_click(lambda _b: self.forget())
        self.keep_button.on_click(lambda _b: self._keep())
        self.confirm = widgets.HBox([self.yes_button, self.keep_button])
        self.confirm.layout.display = "none"
        self.children = [
            widgets.HBox([self.refresh_button, self.forget_button]),
            self.confirm,
            self.message,
            self.view,
        ]
        self.refresh()

    def refresh(self, text: str = "") -> None:
        """Read the progress file again and redraw the map."""
        self.progress = store.load()
        self.view.value = store.map_html(self.progress)
        self.message.say(text)

    def forget(self) -> None:
        """Forget every exercise checked and every chapter read."""
        removed = store.reset()
        self.confirm.layout.display = "none"
        self.refresh("Your progress is forgotten." if removed else "There was nothing to forget.")

    def _ask(self) -> None:
        self.confirm.layout.display = None
        self.message.say(
            "Forget every exercise checked and every chapter read? This cannot be undone."
        )

    def _keep(self) -> None:
        self.confirm.layout.display = "none"
        self.message.say("Nothing was forgotten.")

    def __repr__(self) -> str:
        # Not the counts: a stored notebook must read the same whatever ran before it.
        return "ProgressMap(your progress by chapter and rule)"
