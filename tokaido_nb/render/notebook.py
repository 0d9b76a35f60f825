"""Rich display in notebooks: a ``Game`` that ends a cell shows itself as its drawing.

The architecture forbids the rules floor to import the drawing floor, so ``Game`` carries no
``_repr_html_`` of its own, not even one importing this package lazily. Instead, when
``tokaido_nb`` or ``tokaido_nb.render`` is imported inside IPython, ``register()`` tells
IPython's HTML formatter to draw every ``Game`` with ``game_html``: the rules stay free of
drawing, and a notebook still reads well on GitHub or nbviewer, where the saved HTML output is
shown without a kernel. Outside IPython (a script, the test suite) nothing is registered.
``show(game)`` gives the same picture anywhere, as an object with ``_repr_html_``.

It also shows matplotlib figures as HTML: a PNG in an ``<img>`` whose ``alt`` says what the
chart shows (``figure_words``), since JupyterLab and Voilà draw a plain ``image/png`` output
as an ``<img>`` with no text for a screen reader. HTML outranks PNG in JupyterLab, Voilà and
nbviewer, so the described picture is the one shown even where matplotlib's inline backend
adds its own PNG (the charts here never touch pyplot, which is what normally switches that
backend on).
"""

from __future__ import annotations

import base64
import io
from html import escape
from typing import Any

from ..rules.game import Game
from ..rules.language import _, semicolons
from ..rules.numbers import decimal
from .page import game_html
from .svg import words_of

DESCRIPTION = "tokaido_words"
"""The attribute of a matplotlib figure holding what it shows in words (``describe_figure``)."""


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
    # By name, so that matplotlib is not imported here.
    formatters["text/html"].for_type_by_name("matplotlib.figure", "Figure", figure_html)
    return True


def figure_png(figure: Any) -> bytes:
    """A matplotlib figure as PNG bytes, as the inline backend would show it."""
    buffer = io.BytesIO()
    figure.savefig(
        buffer,
        format="png",
        dpi=100,
        bbox_inches="tight",
        facecolor=figure.get_facecolor(),
    )
    return buffer.getvalue()


def describe_figure(figure: Any, words: str) -> Any:
    """Give ``figure`` the words that say what it shows (its ``alt`` text); returns it."""
    setattr(figure, DESCRIPTION, words)
    return figure


def figure_words(figure: Any) -> str:
    """What a chart shows, in words: those ``describe_figure`` gave it, or else its title, and
    for each category on its axis the value of every series, as the bars are labelled.

    >>> from tokaido_nb.render.charts import temple_figure
    >>> figure_words(temple_figure([5, 3], ["Aiko", "Bea"]))
    'Chart: Temple standings: the award each would take now. Aiko: 5 (1st: +10). Bea: 3 (2nd: +7).'
    """
    words = getattr(figure, DESCRIPTION, None)
    if words:
        return str(words)
    sentences = []
    for axes in figure.axes:
        # The title's lines and any caption placed on the axes' frame (a subtitle).
        captions = [t.get_text() for t in axes.texts if t.get_transform() == axes.transAxes]
        lines = (axes.get_title("left") or axes.get_title()).split("\n") + captions
        title = ". ".join(" ".join(words_of(line)) for line in lines if line.strip())
        sentences.append(_("Chart: {title}.").format(title=title) if title else _("A chart."))
        bars = [c for c in axes.containers if hasattr(c, "datavalues")]
        horizontal = bool(bars) and getattr(bars[0], "orientation", "") == "horizontal"
        ticks = axes.get_yticklabels() if horizontal else axes.get_xticklabels()
        names = [" ".join(words_of(t.get_text())) for t in ticks]
        notes = [t.get_text() for t in axes.texts if t.get_text() not in captions]
        scale = (axes.xaxis if horizontal else axes.yaxis).get_major_formatter()
        for i, name in enumerate(names):
            values = [
                _number(c.datavalues[i], scale)
                if c.get_label().startswith("_")
                else _("{series} {value}").format(
                    series=c.get_label(), value=_number(c.datavalues[i], scale)
                )
                for c in bars
                # A stack of many series names only those with a value for this bar.
                if len(c.datavalues) == len(names) and (len(bars) < 3 or c.datavalues[i])
            ]
            if not values:
                continue
            note = notes[i] if len(notes) == len(names) and notes[i] not in values else ""
            sentences.append(
                _("{name}: {values} ({note}).").format(
                    name=name, values=", ".join(values), note=note
                )
                if note
                else _("{name}: {values}.").format(name=name, values=", ".join(values))
            )
        legend = axes.get_legend()
        if legend is not None and not bars:
            entries = [t.get_text() for t in legend.get_texts()]
            sentences.append(_("{entries}.").format(entries=semicolons(entries)))
    return " ".join(sentences)


def _bar_value(bars: list[Any], index: int) -> float:
    """The value of bar ``index`` of the first series."""
    return float(bars[0].datavalues[index])


def _number(value: float, scale: Any = None) -> str:
    # A share is read as the axis writes it (40%); a count or a mean as a plain number.
    if type(scale).__name__ in ("PercentFormatter", "LanguagePercent"):
        return str(scale.format_data(value))
    return str(int(value)) if float(value).is_integer() else decimal(value)


def figure_html(figure: Any, png: bytes | None = None) -> str:
    """A matplotlib figure as an ``<img>`` holding its PNG (``png``, or drawn now), with
    ``figure_words`` as its ``alt``: what JupyterLab, Voilà and a saved notebook show."""
    data = base64.b64encode(figure_png(figure) if png is None else png).decode("ascii")
    return (
        f'<img src="data:image/png;base64,{data}" alt="{escape(figure_words(figure))}" '
        'style="max-width:100%;height:auto"/>'
    )


__all__ = ["describe_figure", "figure_html", "figure_png", "figure_words", "register"]
