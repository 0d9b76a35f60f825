"""The learner's progress map, live: each chapter with its exercises and rules, a Refresh button,
and a way to forget everything that asks twice.

What is shown comes from the progress file (``tokaido_nb.lessons.progress``), so it is the same
after a kernel restart, and the same in every notebook. This module only draws it and passes
the two clicks on.
"""

from __future__ import annotations

import base64
from html import escape
from pathlib import Path

import ipywidgets as widgets

from ..lessons import class_progress as exports
from ..lessons import progress as store
from ..rules.language import _
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

    **Export my progress** (with a name) writes ``progress-<name>.json`` in this folder and
    shows the same as a short code to copy, for the teacher's class view; nothing is sent.

    CSS classes: ``tokaido-progress`` (the whole widget), ``tokaido-progress-refresh``,
    ``tokaido-progress-name``, ``tokaido-progress-export``, ``tokaido-progress-code``,
    ``tokaido-progress-download``,
    ``tokaido-progress-forget``, ``tokaido-progress-forget-yes``, ``tokaido-progress-keep``,
    ``tokaido-progress-map`` (the table), ``tokaido-message``.
    """

    def __init__(self) -> None:
        super().__init__()
        self.add_class("tokaido-progress")
        self.view = widgets.HTML()
        self.message = MessageLine()
        self.refresh_button = icon_button(
            _("Refresh"), "refresh", "tokaido-progress-refresh", _("Read your progress again")
        )
        self.forget_button = icon_button(
            _("Forget my progress…"),
            "trash",
            "tokaido-progress-forget",
            _("Start the lessons afresh"),
        )
        self.yes_button = icon_button(
            _("Yes, forget it"), "check", "tokaido-progress-forget-yes", _("Forget everything")
        )
        self.keep_button = icon_button(_("Keep it"), "times", "tokaido-progress-keep", _("Keep it"))
        self.refresh_button.on_click(lambda _b: self.refresh(_("Progress read again.")))
        self.forget_button.on_click(lambda _b: self._ask())
        self.yes_button.on_click(lambda _b: self.forget())
        self.keep_button.on_click(lambda _b: self._keep())
        self.confirm = widgets.HBox([self.yes_button, self.keep_button])
        self.confirm.layout.display = "none"
        # Export for the teacher: a file in this folder and a code to copy; nothing is sent.
        self.name_box = widgets.Text(
            placeholder=_("your name"), description=_("Name"), layout=widgets.Layout(width="260px")
        ).add_class("tokaido-progress-name")
        self.export_button = icon_button(
            _("Export my progress"),
            "download",
            "tokaido-progress-export",
            _("A small file and a short code to give your teacher"),
        )
        self.export_button.on_click(lambda _b: self.export())
        self.code_box = widgets.Textarea(
            description=_("Code"),
            disabled=False,
            layout=widgets.Layout(width="95%", height="5em", display="none"),
        ).add_class("tokaido-progress-code")
        self.download = widgets.HTML().add_class("tokaido-progress-download")
        self.folder = Path(".")
        """Where an export is written (the learner's lessons folder, where the notebook runs)."""
        self.children = [
            widgets.HBox([self.refresh_button, self.forget_button]),
            self.confirm,
            self.message,
            self.view,
            widgets.HBox(
                [self.name_box, self.export_button], layout=widgets.Layout(flex_flow="row wrap")
            ),
            self.code_box,
            self.download,
        ]
        self.refresh()

    def export(self, name: str | None = None) -> Path | None:
        """Export the progress for the teacher as ``progress-<name>.json`` in ``folder`` and as
        a code shown to copy (``lessons.class_progress``); returns the file, or None with the
        reason on the message line (no name yet, a folder that cannot be written)."""
        name = self.name_box.value if name is None else name
        progress = store.load()
        try:
            path = exports.export_file(progress, name, self.folder)
            code = exports.export_code(progress, name)
        except exports.ExportError as why:
            self.message.refuse(why)
            return None
        except OSError as error:
            self.message.refuse(
                ValueError(_("Could not write the file: {why}.").format(why=error.strerror))
            )
            return None
        self.code_box.value = code
        self.code_box.layout.display = None
        text = path.read_text(encoding="utf-8")
        encoded = base64.b64encode(text.encode("utf-8")).decode("ascii")
        self.download.value = (
            f'<a download="{escape(path.name)}" href="data:application/json;base64,{encoded}" '
            f'style="color:#1a5fb4;text-decoration:underline">⬇ {escape(path.name)}</a>'
        )
        # The lessons' words (a table marked for their catalog): translated where said.
        self.message.say(_(exports.WORDS["exported"]).format(file=path.name))
        return path

    def refresh(self, text: str = "") -> None:
        """Read the progress file again and redraw the map."""
        self.progress = store.load()
        self.view.value = store.map_html(self.progress)
        self.message.say(text)

    def forget(self) -> None:
        """Forget every exercise checked and every chapter read."""
        removed = store.reset()
        self.confirm.layout.display = "none"
        self.refresh(
            _("Your progress is forgotten.") if removed else _("There was nothing to forget.")
        )

    def _ask(self) -> None:
        self.confirm.layout.display = None
        self.message.say(
            _("Forget every exercise checked and every chapter read? This cannot be undone.")
        )

    def _keep(self) -> None:
        self.confirm.layout.display = "none"
        self.message.say(_("Nothing was forgotten."))

    def __repr__(self) -> str:
        # Not the counts: a stored notebook must read the same whatever ran before it.
        return "ProgressMap(your progress by chapter and rule)"
