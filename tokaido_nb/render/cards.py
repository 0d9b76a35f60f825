"""Cards as small SVG tiles: souvenirs, meals, panorama sections, hot springs, encounters,
achievements and travellers.

``card_svg(kind, key)`` gives one card as a whole ``<svg>``; ``cards_svg`` a row of them (a
village's three souvenirs, an inn's meals); ``mini_card`` the compact tile the tableau lines up.
Every number printed on a card (prices, points, starting coins) comes from ``data`` and
``Rules``, so a lesson that changes a rule number sees its cards change too.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ..rules import data
from ..rules.config import OFFICIAL, Rules
from ..rules.words import (
    ACHIEVEMENT_LABELS,
    ACHIEVEMENT_RULES,
    ENCOUNTER_ROLES,
    FAMILY_LABELS,
    a_or_an,
    as_words,
    card_name,
    encounter_effect,
    plural,
    traveller_power,
)
from . import svg
from .icons import icon
from .palette import (
    ACHIEVEMENT_COLOUR,
    CARD_COLOURS,
    COIN_COLOUR,
    FAMILY_COLOURS,
    INK,
    KIND_COLOURS,
    KIND_ICON_INK,
    MEAL_COLOUR,
    MUTED,
    TRAVELLER_COLOUR,
)

CARD_WIDTH = 140
CARD_HEIGHT = 184
MINI_WIDTH = 92
MINI_HEIGHT = 42

CARD_KINDS = (
    "souvenir",
    "meal",
    "panorama",
    "hot_spring",
    "encounter",
    "achievement",
    "traveller",
)
"""The kinds ``card_svg`` draws; the key of each is described in ``card_svg``."""

_DARK_BAND_TEXT = {KIND_COLOURS["farm"], KIND_COLOURS["mountain"], ACHIEVEMENT_COLOUR}


def card_svg(kind: str, key: Any, rules: Rules = OFFICIAL) -> svg.Svg:
    """One card as an ``<svg>`` tile of 140 x 184 px.

    Keys: a souvenir, meal, encounter, achievement or traveller key (``"koma"``, ``"tai_meshi"``,
    ``"miko"``, ``"gourmet"``, ``"kinko"``); for a panorama section, ``(panorama, section)`` such
    as ``("sea", 3)``; for a hot spring, its points (2 or 3).

    >>> tile = card_svg("souvenir", "shamisen")
    >>> "Shamisen" in tile and "3 coins" in tile
    True
    >>> card_svg("souvenir", "teapot")
    Traceback (most recent call last):
    ...
    ValueError: 'teapot' is not a souvenir card; souvenirs: koma, gofu, washi, ...
    """
    body = _card(kind, key, rules)
    return svg.document(
        CARD_WIDTH + 4,
        CARD_HEIGHT + 4,
        svg.group(body, x=2, y=2),
        label=_card_label(kind, key),
        class_="tokaido-card",
    )


def cards_svg(
    cards: Iterable[tuple[str, Any]], rules: Rules = OFFICIAL, *, gap: float = 10, per_row: int = 6
) -> svg.Svg:
    """Several cards side by side in one ``<svg>``, ``per_row`` to a row.

    >>> cards_svg([("souvenir", "koma"), ("souvenir", "geta")]).count('class="tk-card"')
    2
    """
    cards = list(cards)
    if not cards:
        return svg.document(1, 1, "", label="no cards")
    columns = min(per_row, len(cards))
    rows = (len(cards) + columns - 1) // columns
    width = columns * (CARD_WIDTH + gap) - gap + 4
    height = rows * (CARD_HEIGHT + gap) - gap + 4
    parts = []
    for i, (kind, key) in enumerate(cards):
        x = 2 + (i % columns) * (CARD_WIDTH + gap)
        y = 2 + (i // columns) * (CARD_HEIGHT + gap)
        parts.append(svg.group(_card(kind, key, rules), x=x, y=y))
    label = ", ".join(_card_label(kind, key) for kind, key in cards)
    return svg.document(width, height, "".join(parts), label=label, class_="tokaido-cards")


def _check(kind: str, key: Any) -> None:
    known: dict[str, Sequence[Any]] = {
        "souvenir": tuple(data.SOUVENIRS),
        "meal": tuple(data.MEALS),
        "encounter": tuple(data.ENCOUNTERS) + tuple(data.NEW_ENCOUNTERS),
        "achievement": data.ACHIEVEMENTS,
        "traveller": tuple(data.ALL_TRAVELLERS),
        "hot_spring": tuple(sorted(set(data.HOT_SPRINGS))),
    }
    if kind not in CARD_KINDS:
        raise ValueError(f"{kind!r} is not a kind of card; kinds: {', '.join(CARD_KINDS)}")
    if kind == "panorama":
        ok = (
            isinstance(key, tuple)
            and len(key) == 2
            and key[0] in data.PANORAMAS
            and isinstance(key[1], int)
            and key[1] >= 1
        )
        if not ok:
            raise ValueError(
                f"a panorama card is named (panorama, section), such as ('sea', 3); got {key!r}"
            )
        return
    if key not in known[kind]:
        names = ", ".join(str(k) for k in known[kind][:3])
        what = a_or_an(as_words(kind))
        raise ValueError(f"{key!r} is not {what} card; {kind}s: {names}, ...")


def _card_label(kind: str, key: Any) -> str:
    if kind == "panorama":
        return f"{key[0]} panorama, section {key[1]}"
    if kind == "hot_spring":
        return f"hot spring, {key} points"
    return f"{as_words(kind)}: {card_name(str(key))}"


# ---------------------------------------------------------------------- full cards
def _frame(band: str, title: str, tile_class: str = "tk-card", **data_: object) -> list[str]:
    ink = INK if band in _DARK_BAND_TEXT else "#ffffff"
    return [
        f"<g {svg.attrs(class_=tile_class, **data_)}>",
        svg.rect(0, 0, CARD_WIDTH, CARD_HEIGHT, rx=10, fill="#fffdf8", stroke=band, stroke_width=2),
        svg.path(
            f"M0 10 a10 10 0 0 1 10 -10 h{CARD_WIDTH - 20} a10 10 0 0 1 10 10 v18 h-{CARD_WIDTH} z",
            fill=band,
        ),
        svg.text(CARD_WIDTH / 2, 19, title, 12, weight="bold", fill=ink),
    ]


def _coin(x: float, y: float, value: int | str, r: float = 11) -> str:
    return svg.circle(x, y, r, fill=COIN_COLOUR, stroke="#b8860b", stroke_width=1.5) + svg.text(
        x, y + 4.3, str(value), 12, weight="bold"
    )


def _bottom(left: str = "", right: str = "", coin: int | None = None) -> str:
    y = CARD_HEIGHT - 14
    parts = [svg.line(10, y - 18, CARD_WIDTH - 10, y - 18, stroke="#e6dccb", stroke_width=1)]
    x = 12
    if coin is not None:
        parts.append(_coin(x + 10, y - 4, coin))
        x += 26
    if left:
        parts.append(svg.text(x, y, left, 11, anchor="start", fill=MUTED))
    if right:
        parts.append(svg.text(CARD_WIDTH - 12, y, right, 13, anchor="end", weight="bold"))
    return "".join(parts)


def _name(words: str, y: float = 78, size: float = 16) -> str:
    while size > 12 and svg.text_width(words, size) > CARD_WIDTH - 14:
        size -= 1
    return svg.text(CARD_WIDTH / 2, y, words, size, weight="bold")


def _paragraph(words: str, y: float, size: float = 11.5, colour: str = INK) -> str:
    rows = svg.wrap(words, CARD_WIDTH - 16, size, em=0.56)
    return svg.lines(CARD_WIDTH / 2, y, rows, size, leading=1.2, fill=colour)


def _card(kind: str, key: Any, rules: Rules) -> str:
    _check(kind, key)
    parts: list[str]
    if kind == "souvenir":
        family, price = data.SOUVENIRS[key]
        colour = FAMILY_COLOURS[family]
        parts = _frame(colour, "Souvenir", data_kind=kind, data_key=key)
        parts.append(_family_mark(family, CARD_WIDTH / 2, 52))
        parts.append(_name(card_name(key), 98))
        parts.append(svg.text(CARD_WIDTH / 2, 117, FAMILY_LABELS[family], 12, fill=colour))
        values = " · ".join(str(v) for v in rules.set_values)
        parts.append(svg.text(CARD_WIDTH / 2, 136, f"in a set: {values}", 11, fill=MUTED))
        parts.append(_bottom(plural(price, "coin"), coin=price))
    elif kind == "meal":
        price = data.MEALS[key][0]
        parts = _frame(MEAL_COLOUR, "Meal", data_kind=kind, data_key=key)
        parts.append(_bowl(CARD_WIDTH / 2, 56))
        parts.append(_name(card_name(key), 106))
        parts.append(svg.text(CARD_WIDTH / 2, 126, "never eaten twice", 11, fill=MUTED))
        parts.append(_bottom(plural(price, "coin"), f"+{rules.meal_points}", coin=price))
    elif kind == "panorama":
        panorama, section = key
        length = rules.panorama_lengths[panorama]
        colour = CARD_COLOURS[panorama]
        parts = _frame(
            colour,
            f"{card_name(panorama)} panorama",
            data_kind=kind,
            data_key=f"{panorama}:{section}",
        )
        parts.append(icon(panorama, CARD_WIDTH / 2, 56, 1.6, colour))
        parts.append(
            svg.text(CARD_WIDTH / 2, 104, f"section {section} of {length}", 13, weight="bold")
        )
        parts.append(_strip(panorama, section, length, 18, 116, CARD_WIDTH - 36, 14))
        parts.append(_bottom("in order", f"+{section}"))
    elif kind == "hot_spring":
        colour = KIND_COLOURS["hot_spring"]
        parts = _frame(colour, "Hot spring", data_kind=kind, data_key=key)
        parts.append(svg.circle(CARD_WIDTH / 2, 66, 30, fill=colour))
        parts.append(icon("hot_spring", CARD_WIDTH / 2, 66, 1.7, KIND_ICON_INK["hot_spring"]))
        parts.append(svg.text(CARD_WIDTH / 2, 128, plural(key, "point"), 16, weight="bold"))
        parts.append(_bottom("", f"+{key}"))
    elif kind == "encounter":
        colour = KIND_COLOURS["encounter"]
        parts = _frame(colour, "Encounter", data_kind=kind, data_key=key)
        parts.append(icon("encounter", CARD_WIDTH / 2, 46, 1.1, colour))
        parts.append(_name(card_name(key), 80))
        subtitle = ENCOUNTER_ROLES.get(key, "")
        if subtitle:
            parts.append(svg.text(CARD_WIDTH / 2, 96, subtitle, 11, fill=MUTED))
        parts.append(_paragraph(encounter_effect(key, rules), 118))
    elif kind == "achievement":
        parts = _frame(ACHIEVEMENT_COLOUR, "Achievement", data_kind=kind, data_key=key)
        parts.append(_star(CARD_WIDTH / 2, 52))
        parts.append(_name(ACHIEVEMENT_LABELS[key], 96))
        parts.append(_paragraph(ACHIEVEMENT_RULES[key], 116))
        parts.append(_bottom("", f"+{rules.achievement_points}"))
    else:  # traveller
        name, _, role = data.ALL_TRAVELLERS[key][0].partition(", ")
        power = traveller_power(key, rules)
        parts = _frame(TRAVELLER_COLOUR, "Traveller", data_kind=kind, data_key=key)
        parts.append(_name(name, 50, 17))
        parts.append(svg.text(CARD_WIDTH / 2, 66, role, 12, fill=MUTED))
        parts.append(_paragraph(power, 88, 11.5))
        coins = rules.starting_coins.get(key)
        if coins is not None:
            parts.append(_bottom(f"starts with {coins}", coin=coins))
    parts.append("</g>")
    return "".join(parts)


def _strip(panorama: str, held: int, length: int, x: float, y: float, w: float, h: float) -> str:
    """A panorama as ``length`` boxes; the first ``held`` filled, the last one held outlined."""
    colour = CARD_COLOURS[panorama]
    step = w / length
    parts = []
    for i in range(length):
        filled = i < held
        parts.append(
            svg.rect(
                x + i * step + 1,
                y,
                step - 2,
                h,
                rx=2,
                fill=colour if filled else "#ffffff",
                stroke=colour,
                stroke_width=1.2,
                stroke_dasharray=None if filled else "2 2",
            )
        )
    return "".join(parts)


def _family_mark(family: str, x: float, y: float) -> str:
    """A round seal in the family's colour, with the family's initial."""
    colour = FAMILY_COLOURS[family]
    initial = {"small_object": "S", "food": "F", "clothing": "C", "art": "A"}[family]
    return svg.circle(x, y, 20, fill=colour) + svg.text(
        x, y + 6, initial, 17, weight="bold", fill="#ffffff"
    )


def _bowl(x: float, y: float) -> str:
    return svg.path(
        f"M{svg.num(x - 22)} {svg.num(y - 2)} h44 a22 18 0 0 1 -44 0 z",
        fill=MEAL_COLOUR,
    ) + svg.path(
        f"M{svg.num(x - 8)} {svg.num(y - 8)} q-3 -5 0 -10 M{svg.num(x)} {svg.num(y - 8)} "
        f"q-3 -5 0 -10 M{svg.num(x + 8)} {svg.num(y - 8)} q-3 -5 0 -10",
        fill="none",
        stroke=MUTED,
        stroke_width=1.6,
        stroke_linecap="round",
    )


def _star(x: float, y: float, r: float = 20, fill: str = ACHIEVEMENT_COLOUR) -> str:
    import math

    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append(
            f"{svg.num(x + radius * math.cos(angle))},{svg.num(y + radius * math.sin(angle))}"
        )
    return (
        f'<polygon points="{" ".join(points)}" fill="{fill}" stroke="#9a7410" stroke-width="1.2"/>'
    )


# ---------------------------------------------------------------------- mini tiles
def mini_card(kind: str, key: Any, x: float, y: float, rules: Rules = OFFICIAL) -> str:
    """A compact 92 x 42 tile of a card at (x, y), for a tableau: colour stripe, name, value."""
    _check(kind, key)
    if kind == "souvenir":
        family, price = data.SOUVENIRS[key]
        colour, title, detail = FAMILY_COLOURS[family], card_name(key), plural(price, "coin")
    elif kind == "meal":
        colour, title = MEAL_COLOUR, card_name(key)
        detail = f"{plural(data.MEALS[key][0], 'coin')} · +{rules.meal_points}"
    elif kind == "hot_spring":
        colour, title, detail = KIND_COLOURS["hot_spring"], "Hot spring", f"+{key}"
    elif kind == "encounter":
        colour, title = KIND_COLOURS["encounter"], card_name(key)
        detail = ENCOUNTER_ROLES.get(key, "encounter").replace("the guide · ", "guide: ")
    elif kind == "achievement":
        colour, title = ACHIEVEMENT_COLOUR, ACHIEVEMENT_LABELS[key]
        detail = f"+{rules.achievement_points}"
    elif kind == "panorama":
        colour, title, detail = CARD_COLOURS[key[0]], card_name(key[0]), f"section {key[1]}"
    else:
        colour, title, detail = TRAVELLER_COLOUR, card_name(key), "traveller"
    size = 12.0
    while size > 11 and svg.text_width(title, size) > MINI_WIDTH - 17:
        size -= 0.5
    key_text = f"{key[0]}:{key[1]}" if kind == "panorama" else key
    return svg.group(
        svg.rect(
            0, 0, MINI_WIDTH, MINI_HEIGHT, rx=6, fill="#fffdf8", stroke=colour, stroke_width=1.5
        )
        + svg.rect(0, 0, 7, MINI_HEIGHT, rx=3, fill=colour)
        + svg.text(13, 17, title, size, anchor="start", weight="bold")
        + svg.text(13, 33, detail, 11, anchor="start", fill=MUTED),
        x=x,
        y=y,
        title=_card_label(kind, key),
        class_="tk-mini",
        data_kind=kind,
        data_key=key_text,
    )


__all__ = ["CARD_KINDS", "card_svg", "cards_svg", "mini_card"]
