"""SVG as plain strings: the few shapes every drawing is made of.

The road, the cards and the tableau build their pictures from these helpers so that every
drawing shares one font, one way to write numbers and one way to escape text. Output is plain
text, identical for identical input (no ids, no random parts), so tests can compare strings
and several drawings can sit in one page without clashing. Styling uses SVG attributes rather
than a ``<style>`` block, because notebook viewers such as GitHub strip style sheets.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from html import escape

from .palette import FONT, INK

MIN_FONT = 11
"""Smallest text size in any drawing, in pixels at natural size."""


class Svg(str):
    """A whole SVG picture: a plain string (tests compare it, widgets show it) that a notebook
    draws by itself when it ends a cell, without ``IPython.display.SVG``.

    It shows itself as HTML, the ``<svg>`` inline in the page: an ``image/svg+xml`` output is
    drawn by JupyterLab and Voilà as an ``<img>`` without ``alt``, and the picture's
    ``role="img"`` and ``aria-label`` would be lost to screen readers.

    >>> picture = Svg('<svg aria-label="a test"></svg>')
    >>> picture == '<svg aria-label="a test"></svg>', picture._repr_html_() == picture
    (True, True)
    """

    __slots__ = ()

    def _repr_html_(self) -> str:
        return str(self)

    def _repr_pretty_(self, printer: object, cycle: bool) -> None:
        # A notebook's plain-text output: the picture's label, not thousands of characters.
        label = self.partition('aria-label="')[2].partition('"')[0]
        printer.text(f"<picture: {label}>" if label else "<picture>")  # type: ignore[attr-defined]


def num(value: float) -> str:
    """A coordinate, written short: integers without a point, others to one decimal.

    >>> num(12.0), num(12.25), num(-0.04)
    ('12', '12.2', '0')
    """
    value = round(value, 1)
    if value == int(value):
        return str(int(value))
    return f"{value:.1f}"


def attrs(**values: object) -> str:
    """SVG attributes from keywords (``stroke_width`` -> ``stroke-width``); None is left out.

    >>> attrs(fill="#fff", stroke_width=2, opacity=None)
    'fill="#fff" stroke-width="2"'
    """
    parts = []
    for key, value in values.items():
        if value is None:
            continue
        name = _NAMES.get(key)
        if name is None:
            name = _NAMES[key] = key.rstrip("_").replace("_", "-")
        # Numbers need no escaping (a board is drawn with thousands of them at every redraw).
        if isinstance(value, float):
            value = num(value)
        elif type(value) is int:
            value = str(value)
        else:
            value = escape(str(value))
        parts.append(f'{name}="{value}"')
    return " ".join(parts)


_NAMES: dict[str, str] = {}
"""Each keyword of ``attrs`` with its SVG attribute name, worked out once."""


def text(
    x: float,
    y: float,
    words: str,
    size: float = 12,
    *,
    anchor: str = "middle",
    weight: str | None = None,
    fill: str = INK,
    **extra: object,
) -> str:
    """One line of text with its baseline at ``y``."""
    size = max(size, MIN_FONT)
    return (
        f"<text {attrs(x=num(x), y=num(y), font_size=num(size), text_anchor=anchor)}"
        f"{' ' + attrs(font_weight=weight) if weight else ''} {attrs(fill=fill, **extra)}>"
        f"{escape(words)}</text>"
    )


def text_width(words: str, size: float) -> float:
    """Estimated width of a line in DejaVu Sans (about 0.6 em per character)."""
    return len(words) * size * 0.6


def fit(words: str, width: float, size: float, em: float = 0.62) -> str:
    """``words`` cut with an ellipsis so that they stay within ``width`` at font ``size``.

    >>> fit("Player 1", 200, 12), fit("A very long name for a traveller", 100, 12)
    ('Player 1', 'A very long…')
    """
    limit = max(1, int(width / (size * em)))
    return words if len(words) <= limit else words[: limit - 1].rstrip() + "…"


def words_of(text: str) -> list[str]:
    """``text`` split at its breaking spaces, a no-break space kept inside a word.

    >>> words_of("Paie 1 pièce\u00a0: +4  points.")
    ['Paie', '1', 'pièce\xa0:', '+4', 'points.']
    """
    return re.split(r"[ \t\n\r\f\v]+", text.strip()) if text.strip() else []


def wrap(words: str, width: float, size: float, em: float = 0.6) -> list[str]:
    """Split a sentence into lines no wider than ``width`` at font ``size``.

    ``em`` is the average character width in font sizes: 0.6 is safe for any text in DejaVu
    Sans; lower-case prose runs nearer 0.55.

    >>> wrap("Meals cost him 1 coin less.", 110, 12)
    ['Meals cost him', '1 coin less.']
    """
    limit = max(1, int(width / (size * em)))
    lines: list[str] = []
    line = ""
    # Only breaking spaces split: a no-break space (French « : », « 41 % ») holds its words
    # together, so that a line never starts with « : » or « % ».
    for word in words_of(words):
        candidate = f"{line} {word}" if line else word
        if len(candidate) <= limit or not line:
            line = candidate
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines


def lines(
    x: float, y: float, rows: Iterable[str], size: float = 12, leading: float = 1.25, **kw: object
) -> str:
    """Several lines of text, the first baseline at ``y``."""
    return "".join(
        text(x, y + i * size * leading, row, size, **kw)  # type: ignore[arg-type]
        for i, row in enumerate(rows)
    )


def circle(cx: float, cy: float, r: float, **style: object) -> str:
    """A circle."""
    return f"<circle {attrs(cx=num(cx), cy=num(cy), r=num(r), **style)}/>"


def rect(x: float, y: float, w: float, h: float, rx: float = 0, **style: object) -> str:
    """A rectangle, rounded by ``rx``."""
    place = attrs(x=num(x), y=num(y), width=num(w), height=num(h), rx=num(rx) if rx else None)
    return f"<rect {place} {attrs(**style)}/>"


def line(x1: float, y1: float, x2: float, y2: float, **style: object) -> str:
    """A straight line."""
    return f"<line {attrs(x1=num(x1), y1=num(y1), x2=num(x2), y2=num(y2), **style)}/>"


def path(d: str, **style: object) -> str:
    """A path."""
    return f"<path {attrs(d=d, **style)}/>"


def group(
    body: str, *, x: float = 0, y: float = 0, title: str | None = None, **extra: object
) -> str:
    """A ``<g>``, moved to (x, y), with an optional hover title."""
    move = f"translate({num(x)},{num(y)})" if x or y else None
    tip = f"<title>{escape(title)}</title>" if title else ""
    return f"<g {attrs(transform=move, **extra)}>{tip}{body}</g>".replace("<g >", "<g>")


def size(picture: str) -> tuple[float, float]:
    """The natural width and height of an ``<svg>`` made by ``document``, from its viewBox.

    >>> size(document(900, 810.5, "", label="a road"))
    (900.0, 810.5)
    """
    box = picture.partition('viewBox="')[2].partition('"')[0].split()
    if len(box) != 4:
        raise ValueError("not an <svg> with a viewBox")
    return float(box[2]), float(box[3])


def document(width: float, height: float, body: str, *, label: str, **extra: object) -> Svg:
    """A whole ``<svg>`` element: natural size ``width`` x ``height``, shrinking to fit a
    narrower page (never growing), with ``label`` read by screen readers. It shows itself as a
    picture in a notebook (``Svg``)."""
    head = attrs(
        xmlns="http://www.w3.org/2000/svg",
        width=num(width),
        height=num(height),
        viewBox=f"0 0 {num(width)} {num(height)}",
        role="img",
        aria_label=label,
        font_family=FONT,
        style="max-width:100%;height:auto",
        **extra,
    )
    return Svg(f"<svg {head}>{body}</svg>")
