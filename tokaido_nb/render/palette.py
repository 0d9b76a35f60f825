"""Colours of the drawings: the board's colours, the pawns', the families' and the categories'.

One table per idea, so the road, the cards, the tableau and the charts agree on what a farm or
a souvenir family looks like. What a card *does* comes from the rules floor (``data``, ``Rules``)
and how it is said from its words (``rules/words.py``); this module only turns keys into colours.
"""

from __future__ import annotations

FONT = "DejaVu Sans, Verdana, Helvetica, Arial, sans-serif"
"""Font stack of every drawing (DejaVu Sans ships with Debian and matplotlib)."""

INK = "#2b2118"  # dark brown-black text, like printed ink on the board
PAPER = "#fbf6ea"  # the board's cream background
MUTED = "#6f6456"  # secondary text; dark enough for small print on PAPER

KIND_COLOURS: dict[str, str] = {
    "farm": "#f2c230",
    "hot_spring": "#7f9db8",
    "temple": "#c8372d",
    "encounter": "#7b4f9e",
    "village": "#26221e",
    "mountain": "#ffffff",
    "sea": "#2a78c2",
    "paddy": "#58a447",
    "inn": "#f1dfbf",
}
"""Fill of each kind of stop, as on the board: farm yellow, hot spring grey-blue, temple red,
encounter purple, village black, mountain white, sea blue, paddy green; inns in pale wood."""

KIND_OUTLINES: dict[str, str] = {kind: "#00000033" for kind in KIND_COLOURS}
KIND_OUTLINES["mountain"] = "#5d5348"  # a white disc needs a visible edge on cream paper
KIND_OUTLINES["inn"] = "#8a5a2b"

CARD_COLOURS: dict[str, str] = dict(KIND_COLOURS, mountain="#8c8479")
"""Colours of panorama cards and tiles: as on the board, but a white card needs a stone grey."""

KIND_ICON_INK: dict[str, str] = {
    kind: ("#3a2e1f" if kind in ("farm", "mountain", "inn") else "#ffffff") for kind in KIND_COLOURS
}
"""Colour of the small pictogram drawn on a space: dark on light fills, white on dark ones."""

PLAYER_COLOURS: tuple[str, ...] = ("#e69f00", "#0072b2", "#009e73", "#d55e00", "#56b4e9")
"""Pawn colours of players 1 to 5: orange, blue, bluish green, vermilion, sky blue, from the
Okabe-Ito palette. Any two of them, and the neutral grey, stay at least 11 apart in CAM02-UCS
for eyes without red, green or blue cones (tests/render/test_palette_colour_vision.py), and
each pawn also carries its player's number."""

NEUTRAL_COLOUR = "#868e96"
"""The neutral traveller of a two-player game: grey."""

FAMILY_COLOURS: dict[str, str] = {
    "small_object": "#2f9e8f",
    "food": "#e07b24",
    "clothing": "#3b64b3",
    "art": "#b03a6a",
}
CATEGORY_COLOURS: dict[str, str] = {
    "panoramas": "#2a78c2",
    "souvenirs": "#e07b24",
    "hot_springs": "#7f9db8",
    "meals": "#a65e2e",
    "encounters": "#7b4f9e",
    "donations": "#e8837b",
    "traveller": "#8d8d8d",
    "achievements": "#f2c230",
    "temple": "#9e2a21",
    # Crossroads: the colours of its cards (CROSSROADS_COLOURS)
    "cherry_trees": "#e89bb5",
    "legendary": "#8a6d3b",
    "bathhouses": "#4f7fa6",
    "calligraphies": "#3d3d3d",
}
"""Colour of each score category (state.CATEGORIES) in the charts and the tableau. Thirteen
colours cannot all stay apart for colour-blind eyes: the charts hatch each category its own way
too (``CATEGORY_HATCHES``), and the tableau's key names each one."""

CATEGORY_HATCHES: dict[str, str] = {
    "panoramas": "",
    "souvenirs": "//",
    "hot_springs": "..",
    "meals": "\\\\",
    "encounters": "xx",
    "donations": "||",
    "traveller": "--",
    "achievements": "++",
    "temple": "oo",
    "cherry_trees": "**",
    "legendary": "OO",
    "bathhouses": "/.",
    "calligraphies": "\\|",
}
"""The matplotlib hatching of each score category: the second cue, besides colour, that tells
the categories of a stacked bar apart."""

CROSSROADS_COLOURS: dict[str, str] = {
    "cherry_tree": CATEGORY_COLOURS["cherry_trees"],
    "bathhouse": CATEGORY_COLOURS["bathhouses"],
    "amulet": "#b5332e",
    "legendary": CATEGORY_COLOURS["legendary"],
    "calligraphy": CATEGORY_COLOURS["calligraphies"],
    "die": "#26221e",
}
"""Colour of each kind of Crossroads card (and of the fortune die): blossom pink, bath blue,
shrine red for amulets, old gold for legendary objects, ink black for calligraphies; the same
as their score categories, so a card and its points look alike."""

CARD_BACK = "#7a2a24"
"""The back of a secret card (an amulet or a calligraphy someone else holds): a dark red."""

MEAL_COLOUR = "#a65e2e"
ACHIEVEMENT_COLOUR = "#d4a017"
TRAVELLER_COLOUR = "#5c4b3b"
COIN_COLOUR = "#e9b925"


def contrast(colour: str, other: str) -> float:
    """The WCAG contrast ratio of two colours, from 1 (the same) to 21 (black on white).

    >>> round(contrast("#000000", "#ffffff"), 1), round(contrast(INK, PAPER), 1)
    (21.0, 14.6)
    """

    def luminance(value: str) -> float:
        digits = value.lstrip("#")
        if len(digits) in (3, 4):  # #abc is #aabbcc
            digits = "".join(d + d for d in digits)
        channels = [int(digits[i : i + 2], 16) / 255 for i in (0, 2, 4)]
        linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]

    light, dark = sorted((luminance(colour), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def ink_on(fill: str) -> str:
    """The text colour, INK or white, that stands out more on ``fill``.

    >>> ink_on("#0072b2"), ink_on("#e69f00")
    ('#ffffff', '#2b2118')
    """
    return "#ffffff" if contrast(fill, "#ffffff") >= contrast(fill, INK) else INK


def readable(colour: str, background: str = PAPER) -> str:
    """``colour`` for text on ``background`` if it reads well there (WCAG AA, 4.5), else INK.

    >>> readable("#0072b2"), readable("#e69f00")
    ('#0072b2', '#2b2118')
    """
    return colour if contrast(colour, background) >= 4.5 else INK


def player_colour(game: object, index: int) -> str:
    """Pawn colour of traveller ``index`` of a game (grey for the neutral traveller)."""
    traveller = game.travellers[index]  # type: ignore[attr-defined]
    if traveller.neutral:
        return NEUTRAL_COLOUR
    return PLAYER_COLOURS[index % len(PLAYER_COLOURS)]
