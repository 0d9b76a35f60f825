"""The teacher's printable handouts: one A4 page per part of the rules, with the package's own
pictures (the road, the cards) drawn in as SVG, so they print in any browser.

    python scripts/handouts.py docs/handouts      # what `make handouts` runs

Each page is a plain HTML file: the pictures are SVG elements inside it, not widgets, so a
browser's Print (or Chromium's --print-to-pdf) prints them. The words come from the rules'
own tables where there is one (what an encounter or a traveller does, the achievements), and
the numbers from ``OFFICIAL``; the output has no date in it, so building twice gives the same
files (tests/test_handouts.py checks that the committed ones are up to date and that each
prints on one page with its pictures).
"""

from __future__ import annotations

import sys
from html import escape
from pathlib import Path

if __package__ in (None, ""):  # run as a script from a checkout: find the package beside us
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tokaido_nb.render import cards_svg, road_svg, souvenirs_svg  # noqa: E402
from tokaido_nb.rules import OFFICIAL, Game, Move, data  # noqa: E402
from tokaido_nb.rules.scoring import (  # noqa: E402
    achievement_winners,
    final_ranks,
    next_souvenir_points,
    souvenir_points,
    temple_awards,
)
from tokaido_nb.rules.words import (  # noqa: E402
    ACHIEVEMENT_RULES,
    FAMILY_LABELS,
    amulet_effect,
    calligraphy_effect,
    card_name,
    encounter_effect,
    encounter_label,
    inn_name,
    legendary_effect,
    option_effect,
    traveller_power,
)

STYLE = """
@page { size: A4; margin: 11mm 12mm; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { font-family: "DejaVu Sans", Verdana, Helvetica, Arial, sans-serif; color: #2b2118;
       font-size: 10.5pt; line-height: 1.35; margin: 0 auto; max-width: 186mm; }
h1 { font-size: 17pt; margin: 0 0 2px 0; }
h2 { font-size: 12pt; margin: 8px 0 2px 0; }
p.sub { color: #6f6456; margin: 0 0 6px 0; }
ul { margin: 2px 0 4px 0; padding-left: 18px; }
li { margin: 1px 0; }
figure { margin: 4px 0; break-inside: avoid; text-align: center; }
figure svg { max-width: 100%; height: auto; }
figcaption { font-size: 9pt; color: #6f6456; }
table { border-collapse: collapse; font-size: 9.5pt; margin: 2px 0; }
td, th { border: 1px solid #d8ccb4; padding: 1px 6px; text-align: left; }
footer { font-size: 8pt; color: #8a8177; margin-top: 6px; }
ol.questions > li { margin: 6px 0 4px 0; break-inside: avoid; }
.line { border-bottom: 1px solid #8a8177; height: 7.5mm; }
.name { float: right; font-size: 10pt; color: #6f6456; margin-top: 4px; }
"""

FOOTER = "Tokaido in Jupyter · handout drawn by tokaido_nb · the rules with their official numbers"


def page(title: str, subtitle: str, body: str) -> str:
    """One printable page."""
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="en"><head><meta charset="utf-8"><title>{escape(title)}</title>'
        f"<style>{STYLE}</style></head><body>"
        f"<h1>{escape(title)}</h1><p class='sub'>{escape(subtitle)}</p>{body}"
        f"<footer>{escape(FOOTER)}</footer></body></html>\n"
    )


def figure(svg: str, caption: str, width_mm: float | None = None) -> str:
    style = f' style="width:{width_mm}mm;margin-left:auto;margin-right:auto"' if width_mm else ""
    return f"<figure{style}>{svg}<figcaption>{escape(caption)}</figcaption></figure>"


def bullets(items: list[str]) -> str:
    return "<ul>" + "".join(f"<li>{item}</li>" for item in items) + "</ul>"


def road_page() -> str:
    game = Game(4, travellers=["kinko", "hirotada", "umegae", "chuubei"], kyoto=[0, 1, 2, 3])
    for stop in (5, 5, 7, 11):  # two share the double space at 5; the later arrival is behind
        game.play(Move(stop))
    inns = ", ".join(str(p) for p in data.INNS[1:-1])
    body = figure(
        road_svg(game),
        "The road after four moves: two travellers share the hot spring at 5. The one who "
        "arrived later (on the second slot) is furthest behind and moves next; the rings mark "
        "the stops open to that traveller.",
    ) + bullets(
        [
            f"The road runs from Kyoto (0) to Edo ({data.EDO}). Inns at {inns} split it into "
            "four legs.",
            "On your turn, move forward to any free stop, as far as you like, but <b>never past "
            "an inn</b>: everyone stops at every inn.",
            "A single space holds one traveller; a double space two, but its second slot is "
            "used only with 4 or 5 players.",
            "<b>The traveller furthest behind moves next</b>, and again if still last. On a "
            "shared space or at an inn, the later arrival counts as behind. At Kyoto, the last "
            "in the line moves first.",
            "At an inn the travellers wait; when all are in, the last to arrive leaves first.",
            "No coin: no village and no temple. A panorama you completed is closed to you.",
            f"The journey ends when everyone has reached {inn_name(data.EDO)} and had the "
            "chance to eat there.",
        ]
    )
    return page("The road", "Where you may stop, and whose turn it is", body)


def stops_page() -> str:
    springs = figure(
        cards_svg([("hot_spring", 2), ("hot_spring", 3)]), "Hot spring cards", width_mm=70
    )
    cards = list(data.ENCOUNTERS)
    encounters = figure(
        cards_svg([("encounter", card) for card in cards], per_row=7),
        "The encounter deck (14 cards): how many of each, "
        + ", ".join(f"{encounter_label(c)} {data.ENCOUNTERS[c]}" for c in cards),
    )
    guides = "Take your next section of the panorama on the card (paddy, mountain or sea); if it "
    guides += "is complete, of another one, or none."
    effects = "".join(
        f"<tr><td><b>{escape(card_name(card))}</b></td><td>"
        f"{escape(guides if card in data.ANNAIBITO else encounter_effect(card))}</td></tr>"
        for card in cards
        if card not in data.ANNAIBITO or card == next(iter(data.ANNAIBITO))
    )
    body = (
        "<h2>Farms and hot springs</h2>"
        + bullets(
            [
                f"A <b>farm</b> gives {OFFICIAL.farm_coins} coins.",
                "A <b>hot spring</b> gives the top card of its pile: 2 or 3 points (six of each).",
            ]
        )
        + springs
        + "<h2>Temples</h2>"
        + bullets(
            [
                f"At a <b>temple</b> you must give 1 to {OFFICIAL.max_donation} coins: 1 point "
                "each. The coins stay there, on your colour.",
                "At the end, the biggest givers take "
                + ", ".join(map(str, OFFICIAL.temple_awards))
                + f" points, every other giver {OFFICIAL.temple_other_award}; a tie shares its "
                "place, and the next total takes the very next place.",
            ]
        )
        + "<h2>Encounters</h2>"
        + bullets(["Draw the top card, keep it in front of you, and do what it says at once."])
        + encounters
        + f"<table>{effects}</table>"
    )
    return page("The stops", "Farms, hot springs, temples and encounters", body)


def souvenirs_page() -> str:
    by_family: dict[str, list[str]] = {}
    for key, (family, _price) in data.SOUVENIRS.items():
        by_family.setdefault(family, []).append(key)
    shown = [key for family in data.FAMILIES for key in by_family[family][:2]]
    prices = "".join(
        f"<tr><td>{escape(FAMILY_LABELS[family])}</td><td>"
        + ", ".join(f"{card_name(k)} {data.SOUVENIRS[k][1]}" for k in by_family[family])
        + "</td></tr>"
        for family in data.FAMILIES
    )
    values = ", ".join(map(str, OFFICIAL.set_values))
    body = (
        bullets(
            [
                "At a <b>village</b>, turn up the top three souvenirs. Buy any you can pay for "
                "(at the printed price), or none; the others go under the pile.",
                f"Souvenirs score in <b>sets of different families</b>: the 1st, 2nd, 3rd and "
                f"4th card of a set are worth {values}. A full set is worth "
                f"{sum(OFFICIAL.set_values)}.",
                "Each new souvenir joins the first set that lacks its family, or starts a new set.",
            ]
        )
        + figure(
            cards_svg([("souvenir", key) for key in shown], per_row=8),
            "Two souvenirs of each family: small objects, food, clothing, art",
        )
        + figure(
            souvenirs_svg(["koma", "sake", "ukiyoe", "manju", "geta"]),
            "Koma, Sake, Ukiyoe, Manju and Geta, bought in that order: the sets they form and "
            "their points",
            width_mm=150,
        )
        + f"<h2>The 24 souvenirs and their prices</h2><table>{prices}</table>"
        + "<h2>Practise: score these collections</h2>"
        + "<p>Each traveller bought these souvenirs in this order. Find each one's family in the "
        "table above, form the sets, and count.</p>"
        + questions(
            [
                (f"{', '.join(card_name(k) for k in cards)}: how many points?", "", 1)
                for cards in PRACTICE_SOUVENIRS
            ]
        )
    )
    return page("Villages and souvenirs", "Three souvenirs on show; sets of families", body)


PRACTICE_SOUVENIRS = (
    ("koma", "manju", "konpeito"),
    ("sake", "geta", "netsuke", "gofu", "ocha"),
    ("washi", "hashi", "uchiwa", "kanzashi"),
    ("haori", "shamisen", "daifuku", "yunomi", "yukata", "sumie"),
)
"""Handout 3's practice: three collections to score, answered in teachers.md."""


def families(cards: tuple[str, ...]) -> list[str]:
    return [data.SOUVENIRS[card][0] for card in cards]


def panoramas_inns_page() -> str:
    lengths = OFFICIAL.panorama_lengths
    meals = ["dango", "tofu", "tempura", "unagi"]
    body = (
        "<h2>Panoramas</h2>"
        + bullets(
            [
                f"Paddy {lengths['paddy']} sections, mountain {lengths['mountain']}, sea "
                f"{lengths['sea']}. Each stop on a view paints your <b>next</b> section, which "
                "scores its number (the third section: 3 points).",
                f"The first to complete a panorama takes its achievement: "
                f"{OFFICIAL.achievement_points} points.",
                "A panorama you completed is closed to you (not to the others).",
            ]
        )
        + figure(
            cards_svg([("panorama", ("sea", n)) for n in range(1, lengths["sea"] + 1)], per_row=5),
            "The five sections of the sea, in order",
        )
        + "<h2>Inns and meals</h2>"
        + bullets(
            [
                "Everyone stops at every inn. The first to arrive draws one meal more than the "
                "number of players.",
                "Each arrival may buy <b>one</b> meal from what is left, at its printed price, "
                f"or none. Every meal is worth {OFFICIAL.meal_points} points.",
                "Never the same specialty twice in a journey. No meal at Kyoto.",
                "The meals nobody bought go under the pile. The last to arrive leaves first.",
            ]
        )
        + figure(
            cards_svg([("meal", meal) for meal in meals], per_row=4),
            "A hand of four meals, as the first of three travellers at an inn draws it",
            width_mm=130,
        )
    )
    return page("Panoramas, inns and meals", "Views painted in order; one meal per inn", body)


def end_page() -> str:
    ends = ["gourmet", "collector", "bather", "chatterbox"]
    awards = "".join(
        f"<tr><td>{place}</td><td>{points} points</td></tr>"
        for place, points in zip(
            ["most coins", "second", "third"], OFFICIAL.temple_awards, strict=False
        )
    )
    awards += (
        f"<tr><td>every other giver</td><td>{OFFICIAL.temple_other_award} points</td></tr>"
        "<tr><td>gave nothing</td><td>nothing</td></tr>"
    )
    body = (
        figure(
            cards_svg([("achievement", a) for a in ends], per_row=4),
            "The four achievements given at the end",
            width_mm=150,
        )
        + bullets(
            [f"<b>{escape(card_name(a))}</b>: {escape(ACHIEVEMENT_RULES[a])}" for a in ends]
            + [
                f"Each achievement card is worth {OFFICIAL.achievement_points} points. A tie "
                "shares the card; a best total of 0 gives it to nobody.",
            ]
        )
        + "<h2>The temple awards</h2>"
        + f"<table>{awards}</table>"
        + bullets(["Tied givers share a place, and the next total takes the next place."])
        + "<h2>Who wins</h2>"
        + bullets(
            [
                "The most points wins. A tie on points goes to the traveller with more "
                "achievement cards (panorama achievements included). Still tied: a shared "
                "victory.",
                "Count: panoramas, souvenirs, hot springs, meals, encounters (Samurai), coins "
                "given, the traveller's power, achievements and the temple award.",
            ]
        )
    )
    return page("The end of the journey", "Achievements, temple awards, the winner", body)


def travellers_page() -> str:
    keys = list(data.TRAVELLERS)
    powers = "".join(
        f"<tr><td><b>{escape(card_name(k))}</b></td><td>{OFFICIAL.starting_coins[k]}</td>"
        f"<td>{escape(traveller_power(k))}</td></tr>"
        for k in keys
    )
    body = (
        bullets(
            [
                "Each player is dealt two traveller tiles and keeps one; the others go back to "
                "the box. A traveller starts with the coins printed on the tile.",
            ]
        )
        + figure(cards_svg([("traveller", k) for k in keys], per_row=5), "The ten travellers")
        + f"<table><tr><th>Traveller</th><th>Coins</th><th>Power</th></tr>{powers}</table>"
    )
    return page("The travellers", "Ten travellers, ten powers", body)


def crossroads_page() -> str:
    spaces = {
        "cherry_tree": "a panorama",
        "bathhouse": "a hot spring",
        "gaming_room": "a farm",
        "amulet": "a temple",
        "legendary": "a village",
        "calligraphy": "an encounter",
    }
    options = "".join(
        f"<tr><td>{escape(where)}</td><td><b>{escape(card_name(option))}</b></td>"
        f"<td>{escape(option_effect(option))}</td></tr>"
        for option, where in spaces.items()
    )
    amulets = "".join(
        f"<tr><td><b>{escape(card_name(a))}</b></td><td>{escape(amulet_effect(a))}</td></tr>"
        for a in data.AMULETS
    )
    pairs = [("shodo", "emaki"), ("buppatsu", "ema"), ("murasame", "masamune")]
    legendary = "".join(
        f"<tr><td><b>{escape(card_name(a))}, {escape(card_name(b))}</b></td>"
        f"<td>{escape(legendary_effect(a))}</td></tr>"
        for a, b in pairs
    )
    calligraphies = "".join(
        f"<tr><td><b>{escape(card_name(c))}</b></td><td>{escape(calligraphy_effect(c))}</td></tr>"
        for c in data.CALLIGRAPHIES
    )
    keys = list(data.CROSSROADS_TRAVELLERS)
    body = (
        bullets(
            [
                "At every stop but an inn, take the usual action <b>or</b> the Crossroads one, "
                "never both (unless Kita, Miyataka or the Health amulet says so).",
                "Amulets and calligraphies are secret. An amulet is played once, at its moment, "
                "never on the turn it was bought, and goes back to the stack.",
                "Bathhouses count for the Bather, legendary objects for the Collector, "
                "calligraphies for the Chatterbox. Encounter cards never give a Crossroads card.",
            ]
        )
        + f"<table>{options}</table>"
        + "<h2>Amulets (1 coin to the bank, at a temple)</h2>"
        + f"<table>{amulets}</table>"
        + "<h2>Legendary objects (one per village stop)</h2>"
        + f"<table>{legendary}</table>"
        + "<h2>Calligraphies (1 coin; scored at the end)</h2>"
        + f"<table>{calligraphies}</table>"
        + figure(
            cards_svg([("traveller", k) for k in keys], per_row=6),
            "The six Crossroads travellers, with their starting coins and powers",
            width_mm=170,
        )
    )
    return page("Crossroads", "A second action at every stop, amulets, six travellers", body)


# ------------------------------------------------------------------------------ worksheets
def questions(items: list[tuple[str, str, int]]) -> str:
    """Numbered questions, each with the picture it needs and ``lines`` answer lines."""
    rows = "".join(
        f"<li>{text}{picture}" + '<div class="line"></div>' * lines + "</li>"
        for text, picture, lines in items
    )
    return f'<ol class="questions">{rows}</ol>'


def worksheet(title: str, subtitle: str, body: str) -> str:
    name = '<div class="name">Name: ____________________</div>'
    return page(title, subtitle, name + body)


def _who_moves_game() -> Game:
    """Lesson 1's position: Aiko at 6, Ben at 3, Chiyo at 4 (the initiatory journey)."""
    game = Game(3, names=["Aiko", "Ben", "Chiyo"], kyoto=[0, 1, 2], variants=["initiatory"])
    for stop in (4, 3, 6):
        game.play(Move(stop))
    return game


def first_lesson_sheet() -> str:
    game = _who_moves_game()
    body = questions(
        [
            (
                "It is the start of the journey. Who moves next, and why?",
                figure(
                    road_svg(game, highlight=False), "Aiko at 6, Ben at 3, Chiyo at 4", width_mm=140
                ),
                2,
            ),
            ("Where may that traveller stop? (Remember the inn.)", "", 1),
            (
                "Ben bought these souvenirs, in this order. How many points are they worth?",
                figure(
                    cards_svg([("souvenir", k) for k in SHEET_SOUVENIRS], per_row=5),
                    ", ".join(card_name(k) for k in SHEET_SOUVENIRS),
                    width_mm=120,
                ),
                1,
            ),
            (
                "Aiko holds two food souvenirs and one art. Which family should she buy next, "
                "and how many points would that card bring?",
                "",
                2,
            ),
        ]
    )
    return worksheet(
        "Worksheet: a first game", "The 50-minute lesson: who moves next, souvenirs", body
    )


SHEET_SOUVENIRS = ("koma", "sake", "manju", "geta", "ukiyoe")


def road_and_stops_sheet() -> str:
    donations = TEMPLE_SHEET
    body = questions(
        [
            (
                "Chiyo is at a farm with 4 coins. How many coins does she have after her stop?",
                "",
                2,
            ),
            (
                "Daisuke holds these hot spring cards. How many points do they give?",
                figure(
                    cards_svg([("hot_spring", v) for v in SPRINGS_SHEET], per_row=3),
                    "Hot spring cards worth " + ", ".join(map(str, SPRINGS_SHEET)),
                    width_mm=70,
                ),
                2,
            ),
            (
                f"At the end, four travellers gave {', '.join(map(str, donations))} coins to the "
                "temples. Which award does each one get?",
                "",
                3,
            ),
            (
                "Why may a traveller with no coin not stop at a village or a temple?",
                "",
                3,
            ),
            (
                "Ben bought Konpeito, Ocha and Kamaboko (all food). How many points? And if the "
                "last one had been a Geta?",
                "",
                3,
            ),
        ]
    )
    return worksheet(
        "Worksheet: the road and the stops", "Lesson 1 of two: farms, springs, temples", body
    )


TEMPLE_SHEET = (5, 3, 3, 1)
SPRINGS_SHEET = (2, 3, 3)
MEALS_SHEET = ("dango", "tofu", "unagi")
ACHIEVEMENT_SHEET = {"Gourmet": (9, 11, 11), "Bather": (0, 0, 0), "Collector": (5, 4, 2)}
WINNER_SHEET = ((61, 64, 64), (1, 2, 3))


def inns_and_end_sheet() -> str:
    totals = "".join(
        f"<tr><td>{name}</td>" + "".join(f"<td>{t}</td>" for t in values) + "</tr>"
        for name, values in ACHIEVEMENT_SHEET.items()
    )
    scores, cards = WINNER_SHEET
    body = questions(
        [
            (
                "Aiko plays Kinko, whose meals cost 1 coin less. At Inn 1 she has 1 coin. Which "
                "of these meals can she eat?",
                figure(
                    cards_svg([("meal", k) for k in MEALS_SHEET], per_row=3),
                    ", ".join(card_name(k) for k in MEALS_SHEET),
                    width_mm=80,
                ),
                1,
            ),
            ("How many points is any meal worth? Can you eat the same specialty twice?", "", 2),
            (
                "These are the totals at the end for Aiko, Ben and Chiyo. Who takes each "
                "achievement card?"
                "<table><tr><th></th><th>Aiko</th><th>Ben</th><th>Chiyo</th></tr>"
                f"{totals}</table>",
                figure(
                    cards_svg([("achievement", a) for a in ("gourmet", "bather", "collector")]),
                    "Three of the four achievements",
                    width_mm=80,
                ),
                3,
            ),
            (
                f"Aiko, Ben and Chiyo score {', '.join(map(str, scores))} points and hold "
                f"{', '.join(map(str, cards))} achievement cards. Who wins, and why?",
                "",
                3,
            ),
        ]
    )
    return worksheet(
        "Worksheet: inns and the end of the journey",
        "Lesson 2 of two: meals, achievements, the winner",
        body,
    )


def answers() -> dict[str, list[str]]:
    """Every worksheet's answers (and handout 3's practice), worked out by the rules, for the
    teacher's kit: file name -> one line per question."""
    from tokaido_nb.rules.words import move_reason

    game = _who_moves_game()
    food_art = {"food": 2, "art": 1}
    missing = [f for f in data.FAMILIES if f not in food_art]
    best_next = max(missing, key=lambda f: next_souvenir_points(food_art, f))
    kinko_meals = [
        card_name(k) for k in MEALS_SHEET if data.MEALS[k][0] - OFFICIAL.kinko_discount <= 1
    ]
    scores, cards = WINNER_SHEET
    ranks = final_ranks(list(scores), list(cards))
    names = ["Aiko", "Ben", "Chiyo"]
    achievements = []
    for name, values in ACHIEVEMENT_SHEET.items():
        won = [n for n, w in zip(names, achievement_winners(list(values)), strict=True) if w]
        achievements.append(f"{name}: {' and '.join(won) if won else 'nobody'}")
    food = souvenir_points(["food"] * 3)
    with_geta = souvenir_points(["food", "food", "clothing"])
    return {
        "3_villages_and_souvenirs.html": [
            f"{souvenir_points(families(c))} points" for c in PRACTICE_SOUVENIRS
        ],
        "w1_first_game.html": [
            move_reason(game),
            ", ".join(map(str, game.legal_stops())),
            f"{souvenir_points(families(SHEET_SOUVENIRS))} points",
            " or ".join(FAMILY_LABELS[f] for f in missing)
            + f", a family she lacks: {next_souvenir_points(food_art, best_next)} points",
        ],
        "w2_road_and_stops.html": [
            f"{4 + OFFICIAL.farm_coins} coins",
            f"{sum(SPRINGS_SHEET)} points",
            ", ".join(map(str, temple_awards(list(TEMPLE_SHEET)))),
            "The rules close villages and temples to a traveller with no coin: a temple asks "
            "for at least one coin, and a village is there to buy",
            f"{food} points; with the Geta, {with_geta}",
        ],
        "w3_inns_and_end.html": [
            ", ".join(kinko_meals),
            f"{OFFICIAL.meal_points} points; no, never the same specialty twice",
            "; ".join(achievements),
            " and ".join(n for n, r in zip(names, ranks, strict=True) if r == 1),
        ],
    }


HANDOUTS = {
    "1_road.html": road_page,
    "2_stops.html": stops_page,
    "3_villages_and_souvenirs.html": souvenirs_page,
    "4_panoramas_inns_and_meals.html": panoramas_inns_page,
    "5_end_of_journey.html": end_page,
    "6_travellers.html": travellers_page,
    "7_crossroads.html": crossroads_page,
    "w1_first_game.html": first_lesson_sheet,
    "w2_road_and_stops.html": road_and_stops_sheet,
    "w3_inns_and_end.html": inns_and_end_sheet,
}
"""Each handout's file name and the function that draws it."""


def build(folder: Path) -> list[Path]:
    """Write every handout into ``folder``; return their paths."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, draw in HANDOUTS.items():
        path = folder / name
        path.write_text(draw(), encoding="utf-8")
        written.append(path)
    return written


if __name__ == "__main__":
    target = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/handouts")
    for path in build(target):
        print(f"wrote {path}")
