"""Small pictograms for the kinds of stop, drawn in a 20 x 20 box around (0, 0).

The board prints a picture on each space; these stand in for them so that a space is
recognisable by shape as well as by colour (for colour-blind readers and black-and-white
printouts). ``icon(kind, x, y, scale, ink)`` places one.
"""

from __future__ import annotations

from .svg import num

_SHAPES: dict[str, str] = {
    # A coin with a square hole (a mon): the farm gives coins.
    "farm": (
        '<circle r="7.5" fill="none" stroke="{ink}" stroke-width="2"/>'
        '<rect x="-2.6" y="-2.6" width="5.2" height="5.2" fill="none" stroke="{ink}" '
        'stroke-width="1.8"/>'
    ),
    # Steam over a bath.
    "hot_spring": (
        '<path d="M-9 3 Q0 11 9 3" fill="none" stroke="{ink}" stroke-width="2" '
        'stroke-linecap="round"/>'
        '<path d="M-4 2 q-3 -3 0 -5 q3 -2 0 -5 M1 2 q-3 -3 0 -5 q3 -2 0 -5 M6 2 q-3 -3 0 -5 '
        'q3 -2 0 -5" fill="none" stroke="{ink}" stroke-width="1.7" stroke-linecap="round"/>'
    ),
    # A torii gate.
    "temple": (
        '<path d="M-10 -7 Q0 -9.5 10 -7" fill="none" stroke="{ink}" stroke-width="2.4" '
        'stroke-linecap="round"/>'
        '<path d="M-7.5 -2.5 H7.5 M-5 -8 V9 M5 -8 V9" fill="none" stroke="{ink}" '
        'stroke-width="2" stroke-linecap="round"/>'
    ),
    # A person.
    "encounter": (
        '<circle cy="-4.5" r="3.6" fill="{ink}"/>'
        '<path d="M-7 9 Q-7 0.5 0 0.5 Q7 0.5 7 9 Z" fill="{ink}"/>'
    ),
    # A house with a curved roof.
    "village": (
        '<path d="M-10 -1 L0 -8.5 L10 -1" fill="none" stroke="{ink}" stroke-width="2" '
        'stroke-linecap="round" stroke-linejoin="round"/>'
        '<path d="M-6.5 -1.5 V8 H6.5 V-1.5" fill="none" stroke="{ink}" stroke-width="2" '
        'stroke-linejoin="round"/><rect x="-1.8" y="2.5" width="3.6" height="5.5" fill="{ink}"/>'
    ),
    # Two peaks with snow lines.
    "mountain": (
        '<path d="M-10 8 L-3 -6 L1.5 2 L4.5 -3 L10 8 Z" fill="none" stroke="{ink}" '
        'stroke-width="1.8" stroke-linejoin="round"/>'
        '<path d="M-5.3 -1.5 L-3 0 L-1 -2" fill="none" stroke="{ink}" stroke-width="1.4"/>'
    ),
    # Waves.
    "sea": (
        '<path d="M-10 -2 q2.5 -4 5 0 t5 0 t5 0 t5 0 M-10 5 q2.5 -4 5 0 t5 0 t5 0 t5 0" '
        'fill="none" stroke="{ink}" stroke-width="2" stroke-linecap="round"/>'
    ),
    # Rice shoots in a field.
    "paddy": (
        '<path d="M-10 8 H10" stroke="{ink}" stroke-width="1.8" stroke-linecap="round"/>'
        '<path d="M-6 8 V-1 M-6 2 l-3 -4 M-6 2 l3 -4 M0 8 V-5 M0 -1 l-3.5 -4 M0 -1 l3.5 -4 '
        'M6 8 V-1 M6 2 l-3 -4 M6 2 l3 -4" fill="none" stroke="{ink}" stroke-width="1.6" '
        'stroke-linecap="round"/>'
    ),
    # A paper lantern.
    "inn": (
        '<rect x="-5.5" y="-7" width="11" height="14" rx="5" fill="none" stroke="{ink}" '
        'stroke-width="1.8"/><path d="M-3 -9.5 H3 M-3 9.5 H3 M-5 0 H5" stroke="{ink}" '
        'stroke-width="1.6" stroke-linecap="round"/>'
    ),
}


def icon(kind: str, x: float, y: float, scale: float = 1.0, ink: str = "#ffffff") -> str:
    """The pictogram of a kind of stop, centred on (x, y), about ``20 * scale`` wide."""
    shape = _SHAPES[kind].replace("{ink}", ink)
    move = f"translate({num(x)},{num(y)})"
    if scale != 1:
        move += f" scale({num(scale) if scale * 10 == int(scale * 10) else f'{scale:.2f}'})"
    return f'<g transform="{move}" aria-hidden="true">{shape}</g>'
