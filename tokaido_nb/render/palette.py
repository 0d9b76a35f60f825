"""Colours and words of the drawings: the board's colours, the pawns', and card labels.

One table per idea, so the road, the cards, the tableau and the charts agree on what a farm or
a souvenir family looks like. What a card *does* comes from the rules floor (``data``, ``Rules``);
this module only turns keys into colours and the short sentences printed on the tiles.
"""

from __future__ import annotations

from ..rules.config import OFFICIAL, Rules
from ..rules.data import ANNAIBITO, MEALS, SOUVENIRS, TRAVELLERS

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

KIND_LABELS: dict[str, str] = {
    "inn": "inn",
    "village": "village",
    "temple": "temple",
    "encounter": "encounter",
    "paddy": "paddy",
    "mountain": "mountain",
    "sea": "sea",
    "hot_spring": "hot spring",
    "farm": "farm",
}

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
FAMILY_LABELS: dict[str, str] = {
    "small_object": "small object",
    "food": "food & drink",
    "clothing": "clothing",
    "art": "art",
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
}
"""Colour of each score category (state.CATEGORIES) in the charts and the tableau."""

CATEGORY_LABELS: dict[str, str] = {
    "panoramas": "panoramas",
    "souvenirs": "souvenirs",
    "hot_springs": "hot springs",
    "meals": "meals",
    "encounters": "encounters",
    "donations": "temple coins",
    "traveller": "traveller power",
    "achievements": "achievements",
    "temple": "temple award",
}

MEAL_COLOUR = "#a65e2e"
ACHIEVEMENT_COLOUR = "#d4a017"
TRAVELLER_COLOUR = "#5c4b3b"
COIN_COLOUR = "#e9b925"

ACHIEVEMENT_LABELS: dict[str, str] = {
    "paddy": "Paddy",
    "mountain": "Mountain",
    "sea": "Sea",
    "gourmet": "Gourmet",
    "collector": "Collector",
    "bather": "Bather",
    "chatterbox": "Chatterbox",
}
ACHIEVEMENT_RULES: dict[str, str] = {
    "paddy": "First to complete the paddy panorama.",
    "mountain": "First to complete the mountain panorama.",
    "sea": "First to complete the sea panorama.",
    "gourmet": "Highest total of printed meal prices.",
    "collector": "Most souvenir cards.",
    "bather": "Most hot spring cards.",
    "chatterbox": "Most encounter cards.",
}


def player_colour(game: object, index: int) -> str:
    """Pawn colour of traveller ``index`` of a game (grey for the neutral traveller)."""
    traveller = game.travellers[index]  # type: ignore[attr-defined]
    if traveller.neutral:
        return NEUTRAL_COLOUR
    return PLAYER_COLOURS[index % len(PLAYER_COLOURS)]


def card_name(key: str) -> str:
    """A card or traveller key as printed: ``"tai_meshi"`` -> ``"Tai Meshi"``.

    >>> card_name("tai_meshi"), card_name("zen_emon"), card_name("annaibito_sea")
    ('Tai Meshi', 'Zen-emon', 'Annaibito')
    """
    if key in TRAVELLERS:
        return TRAVELLERS[key][0].split(",")[0]
    if key in ANNAIBITO:
        return "Annaibito"
    return " ".join(part.capitalize() for part in key.split("_"))


def traveller_label(game: object, index: int) -> str:
    """How a drawing names a traveller: "Player 2 (Kinko)", or "the neutral traveller"."""
    traveller = game.travellers[index]  # type: ignore[attr-defined]
    if traveller.neutral:
        return "the neutral traveller"
    if traveller.key:
        return f"{traveller.name} ({card_name(traveller.key)})"
    return traveller.name


def encounter_effect(card: str, rules: Rules = OFFICIAL) -> str:
    """One line saying what an encounter card does, with the numbers of ``rules``.

    >>> encounter_effect("samurai")
    '+3 points.'
    """
    if card in ANNAIBITO:
        return f"Take your next {ANNAIBITO[card]} section (if complete: another, or none)."
    effects = {
        "shokunin": "Take the top souvenir of the pile; it scores as if bought.",
        "samurai": f"+{rules.samurai_points} points.",
        "kuge": f"+{rules.kuge_coins} coins.",
        "miko": f"A bank coin joins your temple donations: +{rules.miko_points} point.",
        "itamae": f"Pay 1 coin: draw a meal; a new specialty scores {rules.meal_points}.",
        "kitoushi": "Pay 1 coin: take the next section of a panorama of your choice.",
        "saru": "Draw a hot spring card.",
        "takuhatsuso": f"Pay 1 coin: +{rules.takuhatsuso_points} points.",
    }
    return effects[card]


def ordinal(rank: int) -> str:
    """A place in words: 1st, 2nd, 3rd, 4th ...

    >>> [ordinal(n) for n in (1, 2, 3, 4, 11, 21)]
    ['1st', '2nd', '3rd', '4th', '11th', '21st']
    """
    if 10 <= rank % 100 <= 20:
        return f"{rank}th"
    return f"{rank}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(rank % 10, 'th') }"


def price_label(coins: int) -> str:
    """A price in words.

    >>> price_label(1), price_label(3)
    ('1 coin', '3 coins')
    """
    return f"{coins} coin" if coins == 1 else f"{coins} coins"


def points_label(points: int) -> str:
    """A number of points in words.

    >>> points_label(1), points_label(6)
    ('1 point', '6 points')
    """
    return f"{points} point" if points == 1 else f"{points} points"


def souvenir_family(key: str) -> str:
    """Family key of a souvenir card."""
    return SOUVENIRS[key][0]


def meal_price(key: str) -> int:
    """Printed price of a meal card."""
    return MEALS[key][0]
