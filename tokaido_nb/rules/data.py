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
# The six travellers of the Crossroads expansion (reference (c)), dealt only when it is played.
CROSSROADS_TRAVELLERS: dict[str, tuple[str, str]] = {
    "jirocho": (
        "Jirocho, the yakuza",
        "At each of the three inns on the way, may bet 1 coin on the fortune die.",
    ),
    "daigoro": (
        "Daigoro, the kid",
        "At each of the three inns on the way, draws a souvenir card.",
    ),
    "nampo": ("Nampo, the gourmet", "At each inn, +1, +2 or +3 points for a 1, 2 or 3-coin meal."),
    "gotozaemon": (
        "Gotozaemon, the souvenir seller",
        "+1 coin at each panorama stop, cherry tree included.",
    ),
    "miyataka": (
        "Miyataka, the superstitious woman",
        "At a temple may both donate and buy an amulet.",
    ),
    "kita": (
        "Kita, the old woman",
        "At an encounter may both draw a card and buy a calligraphy.",
    ),
}
ALL_TRAVELLERS: dict[str, tuple[str, str]] = {**TRAVELLERS, **CROSSROADS_TRAVELLERS}
"""Every traveller tile of the base box and of Crossroads: key -> (name, power)."""

ACHIEVEMENTS = ("paddy", "mountain", "sea", "gourmet", "collector", "bather", "chatterbox")
VARIANTS = ("initiatory", "return_trip", "gastronomy", "preparations")
EXPANSIONS = ("new_encounters", "crossroads")

# --- Crossroads (reference (e)): an alternative action at every stop but an inn. ---------------
CROSSROADS_OPTIONS: dict[str, str] = {
    "paddy": "cherry_tree",
    "mountain": "cherry_tree",
    "sea": "cherry_tree",
    "hot_spring": "bathhouse",
    "farm": "gaming_room",
    "temple": "amulet",
    "village": "legendary",
    "encounter": "calligraphy",
}
"""The Crossroads option of each kind of stop (inns have none)."""

AMULETS = ("vitality", "fortune", "health", "friendship", "hospitality", "devotion")
"""The six amulets, one card each (BGA type_arg 0..5)."""

CALLIGRAPHIES = ("foresight", "contemplation", "nostalgia", "patience", "perfection", "fasting")
"""The six calligraphies, one card each."""

LEGENDARY: dict[str, str] = {
    "shodo": "collection",
    "emaki": "collection",
    "buppatsu": "fifth_family",
    "ema": "fifth_family",
    "murasame": "points",
    "masamune": "points",
}
"""The six legendary objects (3 kinds x 2) and what each does: ``collection`` scores 1 point per
souvenir and legendary object held (Shodo, Emaki), ``fifth_family`` is a souvenir of a fifth
family (Buppatsu, Ema), ``points`` scores flat points (Murasame, Masamune). Their prices and
points are rule numbers (``Rules``)."""

FIFTH_FAMILY = "legendary"
"""The souvenir family of Buppatsu and Ema, beside the four of ``FAMILIES``."""

DIE_FACES = ("x0", "x1", "x2", "x3", "x3", "x4")
"""The six faces of the fortune die: x3 is printed twice (BGA-RP frequencies, reference (e));
what each face multiplies is ``Rules.die_multipliers``."""

DIE_KEYS = tuple(dict.fromkeys(DIE_FACES))
"""The different faces, as records name them: x0 x1 x2 x3 x4."""

INN_MEALS = sum(1 for i in INNS if i != KYOTO)
"""Meals a journey can hold: one at each inn but the start (4), what Fasting counts against."""

# --- Crossroads: its card counts, Devotion's purchases, what a traveller may know, and the ----
# facts of the online game it is played by. Its switches are with the others, at the bottom.
# (h)8 / (e) "Card counts by player count": all six of each kind, whatever the number of players,
# as the online game does (BGA-RP: six cherry trees taken in 711 of 712 four-player games).
CROSSROADS_COPIES: dict[str, int] = {
    "cherry_tree": 6,
    "bathhouse": 6,
    "legendary": 1,  # each of the six legendary objects once
    "amulet": 1,  # each of the six amulets once
    "calligraphy": 1,  # each of the six calligraphies once
}
# (e) Devotion "coins spent on a purchase": the coins of ONE card of a purchase, the player's
# choice (the 199 records: always one card's price, at villages, inns, a temple, hot springs;
# Sasayakko's free card sends none). A purchase is a souvenir, a legendary object, a bathhouse,
# an amulet, a calligraphy or a meal; not a bet, a donation or a New Encounter's fee.
DEVOTION_PURCHASES = ("souvenir", "legendary", "bathhouse", "amulet", "calligraphy", "meal")
# Read off the 199 records, and played so (facts of the online game, not choices):
# - Devotion on Zen-emon's one-coin card sends its printed price (prices.devotion_coins), on
#   Kinko's meal what he paid (record 113223508 turn 76; Kinko's meals in 23 records).
# - Hospitality is played at the meal its holder chooses, not forced on the next one (160 meals
#   eaten with it held and kept), even on a meal that costs Kinko nothing.
# - A legendary object may be chosen with none within the purse, and then none is bought
#   (prices.option_coins); a calligraphy, a bathhouse and the gaming room ask for their coins.
# - The Health amulet may be played where the option is closed (cherry trees gone, no coin for
#   a calligraphy): the action that can be done is done, the other left out (10 records).
# - Jirocho with no coin is not asked to bet ("jirocho": null).
# (e) Vitality "if you are now in the lead": strictly ahead of every other traveller on the
# road, the neutral one included; a traveller sharing the space arrived first, so is ahead.
# (e) "An amulet bought this turn cannot be used this turn": the turn runs until another
# traveller moves or the same traveller moves again as the one furthest behind; a move given by
# Vitality belongs to the turn it was played in.
# (c) Hirotada: "he still gets the free coin when he buys an amulet instead of donating"; at a
# temple where he both donates and buys (Health), the bank's coin comes once, with the donation.
# What a traveller may know (Game.unseen, Game.determinized): the amulets and calligraphies
# others hold are secret, and so are the amulet stack and the calligraphies left, which only the
# traveller choosing from them sees; how many each traveller holds is public, as are legendary
# objects, cherry trees and bathhouses. The fortune die is chance.
SECRET_CROSSROADS_PILES = ("amulet", "calligraphy")

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
# Crossroads, reference (e): the points it leaves open for the expansion.
# (e) "Optional rule 'Good luck'" (a coin at the start for a random amulet): not played; every
# journey starts with no amulet. No record uses it.
# (d) D6 gives the neutral traveller no effect but at temples and inns: with Crossroads it takes
# no Crossroads option either, and no traveller power of the expansion reaches it.
# (a) D2 "a completed panorama closes that space type" closes it to the panorama's section; with
# Crossroads a traveller may still stop there for a cherry tree while one is left (the online
# game allows it: record 103322536, turn 52, Gotozaemon takes one on his completed mountain).
COMPLETED_PANORAMA_CLOSES_CHERRY_TREE = False
# (e) Friendship "as if it were double": with 2 or 3 players, where a double space has one slot,
# Friendship lets a traveller share it like a single space (it is single in such a game).
FRIENDSHIP_ON_ONE_SLOT_DOUBLES = True
# (e) Patience "last to arrive at Edo": among the players; the neutral traveller of a
# two-player game does not count.
PATIENCE_COUNTS_NEUTRAL = False
# (e) Fasting "per uneaten inn meal, out of 4" and (h)9 Itamae: a meal Itamae gives at an
# encounter space is not an inn meal, so it does not spoil Fasting (Chuubei's Itamae meal at an
# inn is his meal there, ITAMAE_MEAL_IS_THE_INN_MEAL, and does).
FASTING_COUNTS_ENCOUNTER_MEALS = False
# (e) Health "take both actions of a space": the rules pages do not say whether Kita at an
# encounter or Miyataka at a temple, who take both there by their power, may still play it. The
# online game lets them, and the amulet is spent for nothing (record 101514812, turn 49: Kita
# plays Health at an encounter). False refuses it, the other reading.
HEALTH_BESIDE_A_POWER_OF_BOTH = True
# (e) A village's legendary option "buy one legendary object": the rules pages do not say whether
# it may be chosen when none left is within the purse. The online game lets a traveller choose it
# and buy nothing (records 101769046 turn 74, 140206956 turn 79: 1 coin, objects of 2 left); the
# words before the choice say so. False does not offer it then, the other reading.
LEGENDARY_OPTION_WITH_NONE_WITHIN_PURSE = True
