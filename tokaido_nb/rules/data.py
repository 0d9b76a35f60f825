"""The board and the cards of Tokaido, as plain tables.

Every table cites its section in the rules reference (``shared/rules/reference.md``). Rule
numbers a lesson may want to change live in ``Rules`` (config.py), not here; this module holds
what is printed on the board and on the cards. The answers chosen for the reference's open
questions are at the bottom, one constant each, so a correction is a one-line change.
"""

from __future__ import annotations

# --- The road (reference (a)). Kyoto = 0 ... Edo = 54; True marks a double space. -----------
BOARD: tuple[tuple[str, bool], ...] = (
    ("inn", False),
    ("village", True),
    ("temple", False),
    ("encounter", False),
    ("paddy", False),
    ("hot_spring", True),
    ("mountain", True),
    ("farm", True),
    ("village", False),
    ("temple", True),
    ("encounter", False),
    ("sea", True),
    ("mountain", False),
    ("hot_spring", False),
    ("inn", False),
    ("sea", False),
    ("temple", False),
    ("farm", True),
    ("paddy", True),
    ("mountain", True),
    ("encounter", True),
    ("temple", False),
    ("hot_spring", True),
    ("mountain", False),
    ("sea", True),
    ("village", False),
    ("farm", False),
    ("inn", False),
    ("paddy", False),
    ("village", False),
    ("encounter", True),
    ("farm", False),
    ("mountain", True),
    ("hot_spring", False),
    ("sea", True),
    ("paddy", False),
    ("temple", True),
    ("farm", True),
    ("encounter", False),
    ("sea", False),
    ("village", True),
    ("inn", False),
    ("hot_spring", False),
    ("temple", True),
    ("encounter", False),
    ("village", True),
    ("sea", False),
    ("farm", True),
    ("hot_spring", True),
    ("encounter", False),
    ("mountain", False),
    ("paddy", True),
    ("sea", True),
    ("village", False),
    ("inn", False),
)
ROAD_LENGTH = len(BOARD)  # 55 positions
KYOTO = 0
EDO = ROAD_LENGTH - 1
INNS: tuple[int, ...] = tuple(i for i, (kind, _) in enumerate(BOARD) if kind == "inn")

STOP_KINDS = (
    "inn",
    "village",
    "temple",
    "encounter",
    "paddy",
    "mountain",
    "sea",
    "hot_spring",
    "farm",
)
PANORAMAS = ("paddy", "mountain", "sea")

# --- Hot springs (reference (b)): 12 cards. ------------------------------------------------
HOT_SPRINGS: tuple[int, ...] = (2,) * 6 + (3,) * 6

# --- Souvenirs (reference (b)): 24 different cards, family and price. -------------------------
# Names and single prices are Medium-High (reference (g) 12); the family price profile is High.
SOUVENIRS: dict[str, tuple[str, int]] = {
    "koma": ("small_object", 1),
    "gofu": ("small_object", 1),
    "washi": ("small_object", 1),
    "hashi": ("small_object", 1),
    "uchiwa": ("small_object", 1),
    "yunomi": ("small_object", 1),
    "manju": ("food", 1),
    "konpeito": ("food", 1),
    "kamaboko": ("food", 1),
    "ocha": ("food", 2),  # FOX says 1; BGA's 3/3 price split says 2 (reference (b)).
    "sake": ("food", 2),
    "daifuku": ("food", 2),
    "kanzashi": ("clothing", 2),
    "sandogasa": ("clothing", 2),
    "geta": ("clothing", 2),
    "haori": ("clothing", 2),
    "yukata": ("clothing", 2),
    "furoshiki": ("clothing", 2),
    "netsuke": ("art", 2),
    "jubako": ("art", 2),
    "shikki": ("art", 2),
    "shamisen": ("art", 3),
    "sumie": ("art", 3),
    "ukiyoe": ("art", 3),
}
FAMILIES = ("small_object", "food", "clothing", "art")

# --- Meals (reference (b)): 25 cards, name -> (printed price, copies). ------------------------
MEALS: dict[str, tuple[int, int]] = {
    "dango": (1, 3),
    "nigirimeshi": (1, 3),
    "misoshiru": (1, 3),
    "tofu": (2, 2),
    "tempura": (2, 2),
    "sushi": (2, 2),
    "soba": (2, 2),
    "yakitori": (2, 2),
    "unagi": (3, 1),
    "udon": (3, 1),
    "fugu": (3, 1),
    "tai_meshi": (3, 1),
    "sashimi": (3, 1),
    "donburi": (3, 1),
}

# --- Encounters (reference (b)): 14 cards, name -> copies; New Encounters add one each. --------
ENCOUNTERS: dict[str, int] = {
    "shokunin": 2,
    "annaibito_paddy": 1,
    "annaibito_mountain": 2,
    "annaibito_sea": 3,
    "samurai": 2,
    "kuge": 2,
    "miko": 2,
}
NEW_ENCOUNTERS: dict[str, int] = {"itamae": 1, "kitoushi": 1, "saru": 1, "takuhatsuso": 1}
ANNAIBITO = {
    "annaibito_paddy": "paddy",
    "annaibito_mountain": "mountain",
    "annaibito_sea": "sea",
}
PAID_ENCOUNTERS = frozenset({"itamae", "kitoushi", "takuhatsuso"})

# --- Travellers (reference (c)): key -> (display name, one-line power). -----------------------
# Their starting coins are rule numbers a lesson may change, so they live in Rules.
TRAVELLERS: dict[str, tuple[str, str]] = {
    "hiroshige": (
        "Hiroshige, the artist",
        "At each of the three inns on the way, takes a panorama card of his choice.",
    ),
    "chuubei": (
        "Chuubei, the messenger",
        "At each of the three inns on the way, draws an encounter.",
    ),
    "kinko": ("Kinko, the ronin", "Meals cost him 1 coin less."),
    "yoshiyasu": ("Yoshiyasu, the functionary", "At an encounter draws two cards and keeps one."),
    "satsuki": (
        "Satsuki, the orphan",
        "At each inn receives a free meal from the pile; may refuse it.",
    ),
    "mitsukuni": (
        "Mitsukuni, the old man",
        "+1 point per hot spring card and per achievement card.",
    ),
    "sasayakko": (
        "Sasayakko, the geisha",
        "Buying two or more souvenirs at once, the cheapest is free.",
    ),
    "hirotada": (
        "Hirotada, the priest",
        "At a temple may add a coin from the bank to his donation.",
    ),
    "umegae": ("Umegae, the street entertainer", "+1 point and +1 coin at each encounter."),
    "zen_emon": ("Zen-emon, the merchant", "Once per village, buys one souvenir for 1 coin."),
}
CROSSROADS_TRAVELLERS = ("jirocho", "daigoro", "nampo", "gotozaemon", "miyataka", "kita")

ACHIEVEMENTS = ("paddy", "mountain", "sea", "gourmet", "collector", "bather", "chatterbox")
VARIANTS = ("initiatory", "return_trip", "gastronomy", "preparations")
EXPANSIONS = ("new_encounters", "crossroads")

# --- Answers to the reference's open questions, section (h). One line each. --------------------
# (h)1: the neutral traveller counts as a traveller for the size of the inn's hand.
NEUTRAL_COUNTS_FOR_MEAL_HAND = True
# (h)3: Hirotada needs at least one coin of his own to stop at a temple.
HIROTADA_NEEDS_OWN_COIN = True
# (h)4: an end-game achievement whose best total is 0 goes to nobody.
ZERO_BEST_GIVES_ACHIEVEMENT = False
# (h)9: Saru's hot spring card counts for Bather (it is an ordinary hot spring card).
SARU_COUNTS_FOR_BATHER = True
# (h)9: Takuhatsuso's coin goes to the bank, not to the temple.
TAKUHATSUSO_COIN_TO_TEMPLE = False
# Reference (b), Hiroshige: the record format allows "hiroshige": null, so he may decline.
HIROSHIGE_MAY_DECLINE = True
# (g)9 leaves open what Chuubei does with a paid card at an inn; checklist inn.one says a
# traveller eats at most one meal per inn. A meal Itamae gives Chuubei at an inn is his meal
# there, as Satsuki's free meal is hers: he buys no second one (no record shows the case).
ITAMAE_MEAL_IS_THE_INN_MEAL = True
