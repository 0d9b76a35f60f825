"""Cards as small SVG tiles: souvenirs, meals, panorama sections, hot springs, encounters,
achievements and travellers; with Crossroads, cherry trees, bathhouses, amulets, legendary
objects, calligraphies and the fortune die (``die_svg``).

``card_svg(kind, key)`` gives one card as a whole ``<svg>``; ``cards_svg`` a row of them (a
village's three souvenirs, an inn's meals); ``mini_card`` the compact tile the tableau lines up.
Every number printed on a card (prices, points, starting coins) comes from ``data`` and
``Rules``, so a lesson that changes a rule number sees its cards change too.

Amulets and calligraphies are secret (``SECRET_KINDS``): a card whose key is None is drawn face
down, with nothing in the picture (text, label or data) that names it. Which cards a viewer may
see is the caller's to say (the tableau and the page take a ``viewer``).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ..rules import data
from ..rules.config import OFFICIAL, Rules
from ..rules.language import _, ngettext, pgettext
from ..rules.words import (
    ACHIEVEMENT_LABELS,
    ACHIEVEMENT_RULES,
    DIE_FACE_LABELS,
    ENCOUNTER_ROLES,
    FAMILY_LABELS,
    a_or_an,
    amulet_effect,
    as_words,
    calligraphy_effect,
    capitalized,
    card_name,
    encounter_effect,
    legendary_effect,
    panorama_word,
    traveller_power,
    traveller_title,
)
from . import svg
from .icons import icon
from .palette import (
    ACHIEVEMENT_COLOUR,
    CARD_BACK,
    CARD_COLOURS,
    COIN_COLOUR,
    CROSSROADS_COLOURS,
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
    "cherry_tree",
    "bathhouse",
    "amulet",
    "legendary",
    "calligraphy",
)
"""The kinds ``card_svg`` draws; the key of each is described in ``card_svg``."""

SECRET_KINDS = ("amulet", "calligraphy")
"""The kinds a traveller keeps secret: with the key None, the card is drawn face down."""

_DARK_BAND_TEXT = {KIND_COLOURS["farm"], KIND_COLOURS["mountain"], ACHIEVEMENT_COLOUR}


def card_svg(kind: str, key: Any = None, rules: Rules = OFFICIAL) -> svg.Svg:
    """One card as an ``<svg>`` tile of 140 x 184 px.

    Keys: a souvenir, meal, encounter, achievement or traveller key (``"koma"``, ``"tai_meshi"``,
    ``"miko"``, ``"gourmet"``, ``"kinko"``); for a panorama section, ``(panorama, section)`` such
    as ``("sea", 3)``; for a hot spring, its points (2 or 3). Crossroads: an amulet, legendary
    object or calligraphy key (``"fortune"``, ``"shodo"``, ``"patience"``), or None for an
    amulet or calligraphy seen face down; a cherry tree or a bathhouse needs no key.

    >>> "Fortune" in card_svg("amulet", "fortune"), "Fortune" in card_svg("amulet", None)
    (True, False)

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
        return svg.document(1, 1, "", label=_("no cards"))
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
        "cherry_tree": (None, "cherry_tree"),
        "bathhouse": (None, "bathhouse"),
        "amulet": (None, *data.AMULETS),
        "legendary": tuple(data.LEGENDARY),
        "calligraphy": (None, *data.CALLIGRAPHIES),
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
        names = ", ".join(str(k) for k in known[kind] if k is not None)
        what = a_or_an(_KIND_WORDS.get(kind, as_words(kind)))
        kinds = _KIND_PLURALS.get(kind, f"{kind}s")
        if len(known[kind]) > 3:
            names = ", ".join(str(k) for k in known[kind][:3] if k is not None) + ", ..."
        raise ValueError(f"{key!r} is not {what} card; {kinds}: {names}")


_KIND_WORDS = {"legendary": "legendary object", "cherry_tree": "cherry tree"}
_KIND_PLURALS = {"legendary": "legendary objects", "calligraphy": "calligraphies"}


def _card_label(kind: str, key: Any) -> str:
    if kind == "panorama":
        # TRANSLATORS: a card's words for a screen reader; {panorama} is its name ("Sea").
        return _("{panorama} panorama, section {section}").format(
            panorama=panorama_word(key[0]), section=key[1]
        )
    if kind == "hot_spring":
        return ngettext("hot spring, {count} point", "hot spring, {count} points", key).format(
            count=key
        )
    if kind in ("cherry_tree", "bathhouse"):
        return kind_words(kind)
    if key is None:  # a secret card seen from behind: nothing names it
        return _("{kind}, face down").format(kind=kind_words(kind))
    return _("{kind}: {name}").format(kind=kind_words(kind), name=card_name(str(key)))


def kind_words(kind: str) -> str:
    """A kind of card as a card's words name it: ``souvenir``, ``legendary object``."""
    words = {
        "souvenir": pgettext("card kind", "souvenir"),
        "meal": pgettext("card kind", "meal"),
        "panorama": pgettext("card kind", "panorama"),
        "hot_spring": pgettext("card kind", "hot spring"),
        "encounter": pgettext("card kind", "encounter"),
        "achievement": pgettext("card kind", "achievement"),
        "traveller": pgettext("card kind", "traveller"),
        "cherry_tree": pgettext("card kind", "cherry tree"),
        "bathhouse": pgettext("card kind", "bathhouse"),
        "amulet": pgettext("card kind", "amulet"),
        "legendary": pgettext("card kind", "legendary object"),
        "calligraphy": pgettext("card kind", "calligraphy"),
    }
    return words.get(kind, as_words(kind))


def _coins(count: int) -> str:
    return ngettext("{count} coin", "{count} coins", count).format(count=count)


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


# Widths of DejaVu Sans's characters, in ems, near enough to tell whether a caption fits a card:
# the narrow ones (spaces, dots, colons, i, l, t...) and the capitals apart from the rest.
_NARROW = frozenset(" ·:;.,'()iljtfrI1")


def _measured(words: str, size: float) -> float:
    return size * sum(
        0.33 if c in _NARROW else 0.72 if c.isupper() or c in "mwMW" else 0.6 for c in words
    )


def _caption(template: str, value: str, y: float, size: float = 11) -> str:
    """A card's small line, ``template`` (translated, with one ``{values}``) filled in, within
    the card: on one line where it fits (the English always does), else on two, broken between
    words and never inside ``value`` (the French is longer; the size is already the least
    that ``svg.text`` draws)."""
    words = template.format(values=value)
    room = CARD_WIDTH - 16
    if _measured(words, size) <= room:
        return svg.text(CARD_WIDTH / 2, y, words, size, fill=MUTED)
    # A stand-in as long as the value, with no space inside, keeps the value on one line.
    stand_in = "\x00" * len(value)
    rows = svg.wrap(template.format(values=stand_in), room, size, em=0.5)
    rows = [row.replace(stand_in, value) for row in rows]
    return svg.lines(CARD_WIDTH / 2, y - size * 0.6 * (len(rows) - 1), rows, size, fill=MUTED)


def _card(kind: str, key: Any, rules: Rules) -> str:
    _check(kind, key)
    parts: list[str]
    if kind in _CROSSROADS_CARDS:
        parts = _CROSSROADS_CARDS[kind](key, rules)
    elif kind == "souvenir":
        family, price = data.SOUVENIRS[key]
        colour = FAMILY_COLOURS[family]
        parts = _frame(colour, pgettext("card title", "Souvenir"), data_kind=kind, data_key=key)
        parts.append(_family_mark(family, CARD_WIDTH / 2, 52))
        parts.append(_name(card_name(key), 98))
        parts.append(svg.text(CARD_WIDTH / 2, 117, _(FAMILY_LABELS[family]), 12, fill=colour))
        values = " · ".join(str(v) for v in rules.set_values)
        parts.append(_caption(_("in a set: {values}"), values, 136))
        parts.append(_bottom(_coins(price), coin=price))
    elif kind == "meal":
        price = data.MEALS[key][0]
        parts = _frame(MEAL_COLOUR, pgettext("card title", "Meal"), data_kind=kind, data_key=key)
        parts.append(_bowl(CARD_WIDTH / 2, 56))
        parts.append(_name(card_name(key), 106))
        parts.append(svg.text(CARD_WIDTH / 2, 126, _("never eaten twice"), 11, fill=MUTED))
        parts.append(_bottom(_coins(price), f"+{rules.meal_points}", coin=price))
    elif kind == "panorama":
        panorama, section = key
        length = rules.panorama_lengths[panorama]
        colour = CARD_COLOURS[panorama]
        parts = _frame(
            colour,
            _("{panorama} panorama").format(panorama=card_name(panorama)),
            data_kind=kind,
            data_key=f"{panorama}:{section}",
        )
        parts.append(icon(panorama, CARD_WIDTH / 2, 56, 1.6, colour))
        parts.append(
            svg.text(
                CARD_WIDTH / 2,
                104,
                _("section {section} of {length}").format(section=section, length=length),
                13,
                weight="bold",
            )
        )
        parts.append(_strip(panorama, section, length, 18, 116, CARD_WIDTH - 36, 14))
        parts.append(_bottom(_("in order"), f"+{section}"))
    elif kind == "hot_spring":
        colour = KIND_COLOURS["hot_spring"]
        parts = _frame(colour, pgettext("card title", "Hot spring"), data_kind=kind, data_key=key)
        parts.append(svg.circle(CARD_WIDTH / 2, 66, 30, fill=colour))
        parts.append(icon("hot_spring", CARD_WIDTH / 2, 66, 1.7, KIND_ICON_INK["hot_spring"]))
        points = ngettext("{count} point", "{count} points", key).format(count=key)
        parts.append(svg.text(CARD_WIDTH / 2, 128, points, 16, weight="bold"))
        parts.append(_bottom("", f"+{key}"))
    elif kind == "encounter":
        colour = KIND_COLOURS["encounter"]
        parts = _frame(colour, pgettext("card title", "Encounter"), data_kind=kind, data_key=key)
        parts.append(icon("encounter", CARD_WIDTH / 2, 46, 1.1, colour))
        parts.append(_name(card_name(key), 80))
        subtitle = _(ENCOUNTER_ROLES[key]) if key in ENCOUNTER_ROLES else ""
        if subtitle:
            parts.append(svg.text(CARD_WIDTH / 2, 96, subtitle, 11, fill=MUTED))
        parts.append(_paragraph(encounter_effect(key, rules), 118))
    elif kind == "achievement":
        parts = _frame(
            ACHIEVEMENT_COLOUR, pgettext("card title", "Achievement"), data_kind=kind, data_key=key
        )
        parts.append(_star(CARD_WIDTH / 2, 52))
        parts.append(_name(_(ACHIEVEMENT_LABELS[key]), 96))
        parts.append(_paragraph(_(ACHIEVEMENT_RULES[key]), 116))
        parts.append(_bottom("", f"+{rules.achievement_points}"))
    else:  # traveller
        name, _comma, role = traveller_title(key).partition(", ")
        power = traveller_power(key, rules)
        parts = _frame(
            TRAVELLER_COLOUR, pgettext("card title", "Traveller"), data_kind=kind, data_key=key
        )
        parts.append(_name(name, 50, 17))
        parts.append(svg.text(CARD_WIDTH / 2, 66, role, 12, fill=MUTED))
        parts.append(_paragraph(power, 88, 11.5))
        coins = rules.starting_coins.get(key)
        if coins is not None:
            # TRANSLATORS: a traveller's starting coins, beside a coin.
            parts.append(_bottom(_("starts with {coins}").format(coins=coins), coin=coins))
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
    # TRANSLATORS: the one letter on a souvenir family's seal (small object, food & drink,
    # clothing, art): the first letter of the family's name in the language, four different.
    initial = {
        "small_object": pgettext("family seal: small object", "S"),
        "food": pgettext("family seal: food & drink", "F"),
        "clothing": pgettext("family seal: clothing", "C"),
        "art": pgettext("family seal: art", "A"),
    }[family]
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


# ---------------------------------------------------------------------- Crossroads cards
def _cherry_tree(key: Any, rules: Rules) -> list[str]:
    colour = CROSSROADS_COLOURS["cherry_tree"]
    title = pgettext("card title", "Cherry tree")
    parts = _frame(colour, title, data_kind="cherry_tree", data_key="cherry_tree")
    parts.append(_blossom(CARD_WIDTH / 2, 58, 26, colour))
    parts.append(_paragraph(_("Taken at a panorama stop instead of its section."), 110, 11))
    coins = rules.cherry_tree_coins
    parts.append(
        _bottom(
            ngettext("{count:+d} coin", "{count:+d} coins", coins).format(count=coins),
            f"+{rules.cherry_tree_points}",
            coin=rules.cherry_tree_coins,
        )
    )
    return parts


def _bathhouse(key: Any, rules: Rules) -> list[str]:
    colour = CROSSROADS_COLOURS["bathhouse"]
    title = pgettext("card title", "Bathhouse")
    parts = _frame(colour, title, data_kind="bathhouse", data_key="bathhouse")
    x, y = CARD_WIDTH / 2, 62
    parts.append(svg.path(f"M{x - 36} {y - 10} L{x} {y - 34} L{x + 36} {y - 10} z", fill=colour))
    parts.append(svg.rect(x - 28, y - 10, 56, 34, rx=3, fill=colour, opacity=0.75))
    parts.append(icon("hot_spring", x, y + 7, 1.2, "#ffffff"))
    parts.append(_paragraph(_("Counts as a hot spring for the Bather."), 114, 11))
    price = rules.bathhouse_price
    parts.append(_bottom(_coins(price), f"+{rules.bathhouse_points}", coin=price))
    return parts


def _amulet(key: str | None, rules: Rules) -> list[str]:
    if key is None:
        return _back("amulet", pgettext("card title", "Amulet"))
    colour = CROSSROADS_COLOURS["amulet"]
    parts = _frame(colour, pgettext("card title", "Amulet"), data_kind="amulet", data_key=key)
    parts.append(_charm(CARD_WIDTH / 2, 46, colour))
    parts.append(_name(card_name(key), 78))
    parts.append(_paragraph(amulet_effect(key, rules), 94, 11))
    price = rules.amulet_price
    once = ngettext("{count} coin · once", "{count} coins · once", price).format(count=price)
    parts.append(_bottom(once, coin=price))
    return parts


def _legendary(key: str, rules: Rules) -> list[str]:
    colour = CROSSROADS_COLOURS["legendary"]
    title = pgettext("card title", "Legendary object")
    parts = _frame(colour, title, data_kind="legendary", data_key=key)
    effect = data.LEGENDARY[key]
    x, y = CARD_WIDTH / 2, 46
    if effect == "points":  # a sword: Murasame, Masamune
        parts.append(
            svg.line(x - 30, y + 14, x + 28, y - 14, stroke="#6b6b6b", stroke_width=5)
            + svg.line(x - 20, y + 2, x - 12, y + 18, stroke=colour, stroke_width=4)
        )
    elif effect == "fifth_family":  # a seal of the fifth family: Buppatsu, Ema
        parts.append(
            svg.circle(x, y, 20, fill=colour)
            + svg.text(x, y + 6, "5", 17, weight="bold", fill="#ffffff")
        )
    else:  # a scroll: Shodo, Emaki
        parts.append(
            svg.rect(x - 26, y - 14, 52, 28, rx=2, fill="#f3e6c8", stroke=colour, stroke_width=2)
            + svg.rect(x - 32, y - 16, 8, 32, rx=3, fill=colour)
            + svg.rect(x + 24, y - 16, 8, 32, rx=3, fill=colour)
        )
    parts.append(_name(card_name(key), 78))
    words = legendary_effect(key, rules).partition(": ")[2]
    parts.append(_paragraph(capitalized(words), 94, 11))
    right = {
        "points": f"+{rules.legendary_points}",
        "collection": _("+1 each"),
        "fifth_family": _("set {value}").format(value=rules.fifth_set_value),
    }[effect]
    parts.append(_bottom("", right, coin=rules.legendary_prices[key]))
    return parts


def _calligraphy(key: str | None, rules: Rules) -> list[str]:
    if key is None:
        return _back("calligraphy", pgettext("card title", "Calligraphy"))
    colour = CROSSROADS_COLOURS["calligraphy"]
    title = pgettext("card title", "Calligraphy")
    parts = _frame(colour, title, data_kind="calligraphy", data_key=key)
    x, y = CARD_WIDTH / 2, 52
    parts.append(
        svg.rect(x - 14, y - 18, 28, 36, fill="#fbf3e0", stroke=colour, stroke_width=1.5)
        + svg.line(x - 18, y - 18, x + 18, y - 18, stroke=colour, stroke_width=3)
        + svg.path(
            f"M{x - 5} {y - 10} q8 5 2 10 q-6 6 5 9",
            fill="none",
            stroke=colour,
            stroke_width=4,
            stroke_linecap="round",
        )
    )
    parts.append(_name(card_name(key), 86))
    parts.append(_paragraph(calligraphy_effect(key, rules), 103, 11))
    price = rules.calligraphy_price
    end = ngettext("{count} coin · at the end", "{count} coins · at the end", price).format(
        count=price
    )
    parts.append(_bottom(end, coin=price))
    return parts


def _back(kind: str, title: str) -> list[str]:
    """A secret card from behind: its kind, never its name."""
    parts = [
        f"<g {svg.attrs(class_='tk-card', data_kind=kind, data_face='down')}>",
        svg.rect(0, 0, CARD_WIDTH, CARD_HEIGHT, rx=10, fill=CARD_BACK, stroke=INK, stroke_width=2),
        svg.rect(10, 10, CARD_WIDTH - 20, CARD_HEIGHT - 20, rx=6, fill="none", stroke="#e9c9a0"),
    ]
    for i in range(1, 6):  # a lattice, as on the back of a printed card
        parts.append(svg.line(10, 10 + i * 27, CARD_WIDTH - 10, 10 + i * 27, stroke="#9c4a3e"))
    parts.append(svg.circle(CARD_WIDTH / 2, CARD_HEIGHT / 2, 30, fill=CARD_BACK, stroke="#e9c9a0"))
    parts.append(
        svg.text(CARD_WIDTH / 2, CARD_HEIGHT / 2 + 5, title, 13, weight="bold", fill="#ffffff")
    )
    parts.append(svg.text(CARD_WIDTH / 2, CARD_HEIGHT - 22, "secret", 11, fill="#f4e3cf"))
    return parts


def _blossom(x: float, y: float, r: float, colour: str) -> str:
    """A cherry blossom: five round petals and a dark heart."""
    import math

    parts = []
    for i in range(5):
        angle = -math.pi / 2 + i * 2 * math.pi / 5
        parts.append(
            svg.circle(
                x + r * 0.55 * math.cos(angle),
                y + r * 0.55 * math.sin(angle),
                r * 0.45,
                fill=colour,
                stroke="#c9718f",
                stroke_width=1,
            )
        )
    parts.append(svg.circle(x, y, r * 0.2, fill="#9e3d5f"))
    return "".join(parts)


def _charm(x: float, y: float, colour: str) -> str:
    """An omamori: a small cloth pouch on a cord."""
    return (
        svg.path(
            f"M{x - 16} {y - 12} q16 -12 32 0 v26 a4 4 0 0 1 -4 4 h-24 a4 4 0 0 1 -4 -4 z",
            fill=colour,
        )
        + svg.path(
            f"M{x - 5} {y - 14} q5 -12 10 0", fill="none", stroke=COIN_COLOUR, stroke_width=2.5
        )
        + svg.rect(x - 9, y - 2, 18, 12, rx=2, fill="#fffdf8")
    )


_CROSSROADS_CARDS = {
    "cherry_tree": _cherry_tree,
    "bathhouse": _bathhouse,
    "amulet": _amulet,
    "legendary": _legendary,
    "calligraphy": _calligraphy,
}


# ---------------------------------------------------------------------- the fortune die
DIE_SIZE = 64


def die_face(face: str, x: float, y: float, size: float = DIE_SIZE) -> str:
    """The fortune die showing ``face`` (``"x0"`` ... ``"x4"``), its top left at (x, y)."""
    if face not in DIE_FACE_LABELS:
        raise ValueError(
            f"{face!r} is not a face of the fortune die; faces: {', '.join(data.DIE_KEYS)}"
        )
    colour = CROSSROADS_COLOURS["die"]
    words = DIE_FACE_LABELS[face]
    return svg.group(
        svg.rect(0, 0, size, size, rx=size / 6, fill=colour, stroke="#000000", stroke_width=1.5)
        + svg.rect(4, 4, size - 8, size - 8, rx=size / 8, fill="none", stroke="#5a5046")
        + svg.text(
            size / 2,
            size / 2 + size * 0.14,
            words,
            size * 0.4,
            weight="bold",
            fill="#c8372d" if face == "x0" else "#ffffff",
        ),
        x=x,
        y=y,
        title=_("the fortune die shows {face}").format(face=words),
        class_="tk-die",
        data_face=face,
    )


def die_svg(face: str, size: float = DIE_SIZE) -> svg.Svg:
    """The fortune die showing ``face``, as an ``<svg>`` (X loses the bet, ×n multiplies it).

    >>> picture = die_svg("x3")
    >>> "×3" in picture and 'data-face="x3"' in picture
    True
    """
    return svg.document(
        size + 4,
        size + 4,
        die_face(face, 2, 2, size),
        label=_("fortune die showing {face}").format(face=DIE_FACE_LABELS.get(face, face)),
        class_="tokaido-die",
    )


# ---------------------------------------------------------------------- mini tiles
def mini_card(kind: str, key: Any, x: float, y: float, rules: Rules = OFFICIAL) -> str:
    """A compact 92 x 42 tile of a card at (x, y), for a tableau: colour stripe, name, value."""
    _check(kind, key)
    if kind == "souvenir":
        family, price = data.SOUVENIRS[key]
        colour, title, detail = FAMILY_COLOURS[family], card_name(key), _coins(price)
    elif kind == "meal":
        colour, title = MEAL_COLOUR, card_name(key)
        detail = f"{_coins(data.MEALS[key][0])} · +{rules.meal_points}"
    elif kind == "hot_spring":
        colour, title = KIND_COLOURS["hot_spring"], pgettext("card title", "Hot spring")
        detail = f"+{key}"
    elif kind == "encounter":
        colour, title = KIND_COLOURS["encounter"], card_name(key)
        detail = _mini_role(key)
    elif kind == "achievement":
        colour, title = ACHIEVEMENT_COLOUR, _(ACHIEVEMENT_LABELS[key])
        detail = f"+{rules.achievement_points}"
    elif kind == "panorama":
        colour, title = CARD_COLOURS[key[0]], card_name(key[0])
        detail = _("section {section}").format(section=key[1])
    elif kind in _CROSSROADS_MINI:
        colour, title, detail = _CROSSROADS_MINI[kind](key, rules)
    else:
        colour, title, detail = TRAVELLER_COLOUR, card_name(key), kind_words("traveller")
    size = 12.0
    while size > 11 and svg.text_width(title, size) > MINI_WIDTH - 17:
        size -= 0.5
    key_text = f"{key[0]}:{key[1]}" if kind == "panorama" else key
    down = key is None and kind in SECRET_KINDS
    squeeze = svg.text_width(title, size) > MINI_WIDTH - 17
    return svg.group(
        svg.rect(
            0,
            0,
            MINI_WIDTH,
            MINI_HEIGHT,
            rx=6,
            fill=CARD_BACK if down else "#fffdf8",
            stroke=colour,
            stroke_width=1.5,
        )
        + svg.rect(0, 0, 7, MINI_HEIGHT, rx=3, fill=colour)
        + svg.text(
            13,
            17,
            title,
            size,
            anchor="start",
            weight="bold",
            fill="#ffffff" if down else INK,
            # a name too long for the tile is squeezed into it rather than cut
            textLength=MINI_WIDTH - 18 if squeeze else None,
            lengthAdjust="spacingAndGlyphs" if squeeze else None,
        )
        + svg.text(13, 33, detail, 11, anchor="start", fill="#f4e3cf" if down else MUTED),
        x=x,
        y=y,
        title=_card_label(kind, key),
        class_="tk-mini",
        data_kind=kind,
        data_key=key_text,
        data_face="down" if down else None,
    )


def _mini_role(key: str) -> str:
    """Who an encounter is, short enough for a tile: ``the artisan``, ``guide: sea``."""
    guide = data.ANNAIBITO.get(key)
    if guide is not None:
        # TRANSLATORS: an Annaibito's tile; {panorama} is the panorama it shows ("sea").
        return _("guide: {panorama}").format(panorama=panorama_word(guide))
    if key in ENCOUNTER_ROLES:
        return _(ENCOUNTER_ROLES[key])
    return kind_words("encounter")


def _mini_legendary(key: str, rules: Rules) -> tuple[str, str, str]:
    effect = data.LEGENDARY[key]
    detail = {
        "points": f"+{rules.legendary_points}",
        "collection": _("+1 per card"),
        "fifth_family": _("5th family"),
    }[effect]
    return CROSSROADS_COLOURS["legendary"], card_name(key), detail


_CROSSROADS_MINI: dict[str, Any] = {
    "cherry_tree": lambda key, rules: (
        CROSSROADS_COLOURS["cherry_tree"],
        pgettext("card title", "Cherry tree"),
        f"+{rules.cherry_tree_points} · +{_coins(rules.cherry_tree_coins)}",
    ),
    "bathhouse": lambda key, rules: (
        CROSSROADS_COLOURS["bathhouse"],
        pgettext("card title", "Bathhouse"),
        _("+{points} · Bather").format(points=rules.bathhouse_points),
    ),
    "amulet": lambda key, rules: (
        (CARD_BACK, pgettext("card title", "Amulet"), _("face down"))
        if key is None
        else (CROSSROADS_COLOURS["amulet"], card_name(key), kind_words("amulet"))
    ),
    "legendary": _mini_legendary,
    "calligraphy": lambda key, rules: (
        (CARD_BACK, pgettext("card title", "Calligraphy"), _("face down"))
        if key is None
        else (CROSSROADS_COLOURS["calligraphy"], card_name(key), kind_words("calligraphy"))
    ),
}


__all__ = [
    "CARD_KINDS",
    "SECRET_KINDS",
    "card_svg",
    "cards_svg",
    "die_face",
    "die_svg",
    "mini_card",
]
