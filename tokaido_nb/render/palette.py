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

PLAYER_COLOURS: tuple[str, ...] = ("#e8590c", "#1c7ed6", "#12b886", "#d6336c", "#845ef7")
"""Pawn colours of players 1 to 5: orange, blue, teal, pink, violet. Chosen to stay apart from
the board's own colours, and each pawn also carries its player number for colour-blind eyes."""

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
"""Colour of each score category (state.CATEGORIES) in the charts and the tableau."""

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


def player_colour(game: object, index: int) -> str:
    """Pawn colour of traveller ``index`` of a game (grey for the neutral traveller)."""
    traveller = game.travellers[index]  # type: ignore[attr-defined]
    if traveller.neutral:
        return NEUTRAL_COLOUR
    return PLAYER_COLOURS[index % len(PLAYER_COLOURS)]
