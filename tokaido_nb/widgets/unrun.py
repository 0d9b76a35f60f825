"""What a lesson widget shows before its cell has run: a line that says to run it.

A notebook keeps a widget's output as a reference to the live widget plus a text stand-in.
Where the widget cannot be drawn (a lesson opened but not run yet, a notebook JupyterLab does not
trust yet, GitHub, nbviewer) the stand-in is what a learner reads, so it says what to do.
"""

from __future__ import annotations

import weakref
from typing import Any

from ..lessons.cells import PAGE_STYLE
from ..rules.language import N_, _, language

RUN_HINT = N_("run this cell to see it live")
LIVE_HERE = N_("A live widget appears here when this cell runs: run it to see it.")
"""What a translated lesson shows in place of a widget's repr (code, in English) before its cell
has run."""


class RunToShow:
    """Mix into a widget class (first among its bases): its text stand-in ends with ``RUN_HINT``.

    >>> import ipywidgets as widgets
    >>> class Box(RunToShow, widgets.VBox):
    ...     def __repr__(self):
    ...         return "Box(empty)"
    >>> Box()._repr_mimebundle_()["text/plain"]
    'Box(empty) · run this cell to see it live'
    """

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        keep_page_style(self)
        bundle = super()._repr_mimebundle_(**kwargs)  # type: ignore[misc]
        if "text/plain" in bundle:
            # English keeps the repr (what nbval compares in the English lessons); a translated
            # lesson shows a sentence in its language instead of English code.
            if language() == "en":
                bundle["text/plain"] = f"{bundle['text/plain']} · {_(RUN_HINT)}"
            else:
                bundle["text/plain"] = _(LIVE_HERE)
        return bundle


PAGE_STYLE_CLASS = "tokaido-page-style"


def keep_page_style(box: Any) -> None:
    """Put the lessons' page style (``lessons.cells.PAGE_STYLE``: links underlined) in ``box``
    as a hidden first child, and keep it there when the widget changes its children: the style
    applies to the page as long as the widget is shown, whatever else the page holds."""
    import ipywidgets as widgets

    def style_in(children: Any) -> bool:
        return any(PAGE_STYLE_CLASS in getattr(child, "_dom_classes", ()) for child in children)

    def put(_change: Any = None) -> None:
        if not style_in(box.children):
            style = widgets.HTML(PAGE_STYLE, layout=widgets.Layout(display="none"))
            box.children = (style.add_class(PAGE_STYLE_CLASS), *box.children)

    if not hasattr(box, "children") or box in _KEPT:
        return
    put()
    box.observe(put, names="children")
    _KEPT.add(box)


_KEPT: weakref.WeakSet[Any] = weakref.WeakSet()
"""The widgets that already keep the page style (observed once each)."""
