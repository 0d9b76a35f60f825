"""Rich display in notebooks: a ``Game`` that ends a cell shows itself as its drawing.

The architecture forbids the rules floor to import the drawing floor, so ``Game`` carries no
``_repr_html_`` of its own, not even one importing this package lazily. Instead, when
``tokaido_nb`` or ``tokaido_nb.render`` is imported inside IPython, ``register()`` tells
IPython's HTML formatter to draw every ``Game`` with ``game_html``: the rules stay free of
drawing, and a notebook still reads well on GitHub or nbviewer, where the saved HTML output is
shown without a kernel. Outside IPython (a script, the test suite) nothing is registered.
``show(game)`` gives the same picture anywhere, as an object with ``_repr_html_``.

It also registers a PNG fallback for matplotlib figures, used only while matplotlib's inline
backend has not registered its own (the charts here never touch pyplot, which is what
normally switches that backend on).
"""

from __future__ import annotations

import io
from typing import Any

from ..rules.game import Game
from .page import game_html


def register(shell: Any = None) -> bool:
    """Draw games (and plain matplotlib figures) in this IPython session; False outside one."""
    if shell is None:
        try:
            from IPython import get_ipython
        except ImportError:
            return False
        shell = get_ipython()
        if shell is None:
            return False
    formatters = shell.display_formatter.formatters
    formatters["text/html"].for_type(Game, game_html)
    # By name, so that matplotlib is not imported here; the inline backend's own printer,
    # once registered, takes precedence over this deferred one.
    formatters["image/png"].for_type_by_name("matplotlib.figure", "Figure", figure_png)
    return True


def figure_png(figure: Any) -> bytes:
    """A matplotlib figure as PNG bytes, as the inline backend would show it."""
    buffer = io.BytesIO()
    figure.savefig(
        buffer, format="png", dpi=100, bbox_inches="tight", facecolor=figure.get_facecolor()
    )
    return buffer.getvalue()


__all__ = ["figure_png", "register"]
