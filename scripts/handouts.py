"""The teacher's printable handouts: one A4 page per part of the rules, with the package's own
pictures (the road, the cards) drawn in as SVG, so they print in any browser; in English, French
and Polish.

    python scripts/handouts.py docs/handouts      # what `make handouts` runs

Each page is a plain HTML file: the pictures are SVG elements inside it, not widgets, so a
browser's Print (or Chromium's --print-to-pdf) prints them. The words come from the rules'
own tables where there is one (what an encounter or a traveller does, the achievements), and
the numbers from ``OFFICIAL``; the handouts' own sentences are in the ``documents`` catalog
(po/<lang>/documents.po, `scripts/translations.py extract`), the names of cards, travellers and
inns in the glossaries. English goes to ``docs/handouts/``, the other languages to
``docs/handouts/<lang>/`` under the same file names. The output has no date in it, so building
twice gives the same files (tests/test_handouts.py checks that the committed ones are up to
date; tests/browser/test_handouts_print.py that each prints on one page with its pictures).
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from html import escape
from pathlib import Path

if __package__ in (None, ""):  # run as a script from a checkout: find the package beside us
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tokaido_nb.render import cards_svg, road_svg, souvenirs_svg  # noqa: E402
from tokaido_nb.rules import OFFICIAL, Game, Move, data  # noqa: E402
from tokaido_nb.rules.language import (  # noqa: E402
    N_,
    _,
    glossary_name,
    language,
    ngettext,
    pgettext,
    set_language,
)
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
    capitalized,
    card_name,
    encounter_effect,
    encounter_label,
    inn_name,
    legendary_effect,
    listed,
    option_effect,
    traveller_power,
)

LANGUAGES = ("en", "fr", "pl")
"""The languages the handouts are built in; English first, into the folder itself."""

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


def footer() -> str:
    """The line at the foot of every handout."""
    return _(
        "Tokaido in Jupyter · handout drawn by tokaido_nb · the rules with their official numbers"
    )


def page(title: str, subtitle: str, body: str) -> str:
    """One printable page, in the language spoken now."""
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{language()}"><head><meta charset="utf-8"><title>{escape(title)}</title>'
        f"<style>{STYLE}</style></head><body>"
        f"<h1>{escape(title)}</h1><p class='sub'>{escape(subtitle)}</p>{body}"
        f"<footer>{escape(footer())}</footer></body></html>\n"
    )


def figure(svg: str, caption: str, width_mm: float | None = None) -> str:
    style = f' style="width:{width_mm}mm;margin-left:auto;margin-right:auto"' if width_mm else ""
    return f"<figure{style}>{svg}<figcaption>{escape(caption)}</figcaption></figure>"


def bullets(items: list[str]) -> str:
    return "<ul>" + "".join(f"<li>{item}</li>" for item in items) + "</ul>"


def heading(text: str) -> str:
    return f"<h2>{escape(text)}</h2>"


def points(count: int) -> str:
    """A number of points, as a table cell or an answer says it."""
    return ngettext("{count} point", "{count} points", count).format(count=count)


def numbers(values: tuple[int, ...] | list[int]) -> str:
    """Numbers in a row, as a caption or a question gives them: ``5, 3, 3, 1``."""
    return ", ".join(map(str, values))


def names(keys: tuple[str, ...] | list[str]) -> str:
    """Cards named in a row, in the order given: ``Koma, Sake, Manju``."""
    return ", ".join(card_name(key) for key in keys)


def family_label(family: str) -> str:
    """A souvenir family in words, in the language spoken now (the glossary's name)."""
    return glossary_name("families", family, FAMILY_LABELS[family])


def achievement_rule(key: str) -> str:
    """What an achievement card is given for, in the language spoken now."""
    return _(ACHIEVEMENT_RULES[key])


def option_name(option: str) -> str:
    """A Crossroads option's card, as its banner names it in the language spoken now (the
    glossary's card name, else its option name)."""
    name = glossary_name("cards", option, "") or glossary_name("options", option, "")
    return capitalized(name) if name else card_name(option)


def road_page() -> str:
    game = Game(4, travellers=["kinko", "hirotada", "umegae", "chuubei"], kyoto=[0, 1, 2, 3])
    for stop in (5, 5, 7, 11):  # two share the double space at 5; the later arrival is behind
        game.play(Move(stop))
    body = figure(
        road_svg(game),
        _(
            "The road after four moves: two travellers share the hot spring at 5. The one who "
            "arrived later (on the second slot) is furthest behind and moves next; the rings "
            "mark the stops open to that traveller."
        ),
    ) + bullets(
        [
            # TRANSLATORS: {kyoto} and {edo} are the first and last inns' names, {end} Edo's
            # space on the road (54), {inns} the three inns' spaces (14, 27, 41).
            _(
                "The road runs from {kyoto} (0) to {edo} ({end}). Inns at {inns} split it into "
                "four legs."
            ).format(
                kyoto=inn_name(data.KYOTO),
                edo=inn_name(data.EDO),
                end=data.EDO,
                inns=numbers(data.INNS[1:-1]),
            ),
            _(
                "On your turn, move forward to any free stop, as far as you like, but <b>never "
                "past an inn</b>: everyone stops at every inn."
            ),
            _(
                "A single space holds one traveller; a double space two, but its second slot is "
                "used only with 4 or 5 players."
            ),
            # TRANSLATORS: {kyoto} is the first inn's name, where the journey starts.
            _(
                "<b>The traveller furthest behind moves next</b>, and again if still last. On a "
                "shared space or at an inn, the later arrival counts as behind. At {kyoto}, the "
                "last in the line moves first."
            ).format(kyoto=inn_name(data.KYOTO)),
            _("At an inn the travellers wait; when all are in, the last to arrive leaves first."),
            _("No coin: no village and no temple. A panorama you completed is closed to you."),
            # TRANSLATORS: {edo} is the last inn's name.
            _(
                "The journey ends when everyone has reached {edo} and had the chance to eat there."
            ).format(edo=inn_name(data.EDO)),
        ]
    )
    return page(_("The road"), _("Where you may stop, and whose turn it is"), body)


def stops_page() -> str:
    springs = figure(
        cards_svg([("hot_spring", 2), ("hot_spring", 3)]), _("Hot spring cards"), width_mm=70
    )
    cards = list(data.ENCOUNTERS)
    deck = sum(data.ENCOUNTERS.values())
    encounters = figure(
        cards_svg([("encounter", card) for card in cards], per_row=7),
        # TRANSLATORS: {cards} lists each encounter card with how many the deck holds:
        # "Shokunin 3, Annaibito (paddy) 1, ...".
        ngettext(
            "The encounter deck ({count} card): how many of each, {cards}",
            "The encounter deck ({count} cards): how many of each, {cards}",
            deck,
        ).format(
            count=deck,
            cards=", ".join(f"{encounter_label(c)} {data.ENCOUNTERS[c]}" for c in cards),
        ),
    )
    guides = _(
        "Take your next section of the panorama on the card (paddy, mountain or sea); if it is "
        "complete, of another one, or none."
    )
    effects = "".join(
        f"<tr><td><b>{escape(card_name(card))}</b></td><td>"
        f"{escape(guides if card in data.ANNAIBITO else encounter_effect(card))}</td></tr>"
        for card in cards
        if card not in data.ANNAIBITO or card == next(iter(data.ANNAIBITO))
    )
    body = (
        heading(_("Farms and hot springs"))
        + bullets(
            [
                ngettext(
                    "A <b>farm</b> gives {count} coin.",
                    "A <b>farm</b> gives {count} coins.",
                    OFFICIAL.farm_coins,
                ).format(count=OFFICIAL.farm_coins),
                _(
                    "A <b>hot spring</b> gives the top card of its pile: 2 or 3 points (six of "
                    "each)."
                ),
            ]
        )
        + springs
        + heading(_("Temples"))
        + bullets(
            [
                ngettext(
                    "At a <b>temple</b> you must give 1 to {count} coin: 1 point each. The coins "
                    "stay there, on your colour.",
                    "At a <b>temple</b> you must give 1 to {count} coins: 1 point each. The coins "
                    "stay there, on your colour.",
                    OFFICIAL.max_donation,
                ).format(count=OFFICIAL.max_donation),
                # TRANSLATORS: {awards} are the first places' awards (10, 7, 4), {other} the
                # award of every other giver (2).
                _(
                    "At the end, the biggest givers take {awards} points, every other giver "
                    "{other}; a tie shares its place, and the next total takes the very next "
                    "place."
                ).format(awards=numbers(OFFICIAL.temple_awards), other=OFFICIAL.temple_other_award),
            ]
        )
        + heading(_("Encounters"))
        + bullets([_("Draw the top card, keep it in front of you, and do what it says at once.")])
        + encounters
        + f"<table>{effects}</table>"
    )
    return page(_("The stops"), _("Farms, hot springs, temples and encounters"), body)


def souvenirs_page() -> str:
    by_family: dict[str, list[str]] = {}
    for key, (family, _price) in data.SOUVENIRS.items():
        by_family.setdefault(family, []).append(key)
    shown = [key for family in data.FAMILIES for key in by_family[family][:2]]
    prices = "".join(
        f"<tr><td>{escape(family_label(family))}</td><td>"
        + ", ".join(f"{card_name(k)} {data.SOUVENIRS[k][1]}" for k in by_family[family])
        + "</td></tr>"
        for family in data.FAMILIES
    )
    bought = ["koma", "sake", "ukiyoe", "manju", "geta"]
    body = (
        bullets(
            [
                _(
                    "At a <b>village</b>, turn up the top three souvenirs. Buy any you can pay "
                    "for (at the printed price), or none; the others go under the pile."
                ),
                # TRANSLATORS: {values} are the points of a set's cards in order (1, 3, 5, 7),
                # {full} a full set's total (16).
                _(
                    "Souvenirs score in <b>sets of different families</b>: the 1st, 2nd, 3rd "
                    "and 4th card of a set are worth {values}. A full set is worth {full}."
                ).format(values=numbers(OFFICIAL.set_values), full=sum(OFFICIAL.set_values)),
                _(
                    "Each new souvenir joins the first set that lacks its family, or starts a "
                    "new set."
                ),
            ]
        )
        + figure(
            cards_svg([("souvenir", key) for key in shown], per_row=8),
            _("Two souvenirs of each family: small objects, food, clothing, art"),
        )
        + figure(
            souvenirs_svg(bought),
            # TRANSLATORS: {cards} lists five souvenirs' names.
            _("{cards}, bought in that order: the sets they form and their points").format(
                cards=listed(card_name(k) for k in bought)
            ),
            width_mm=150,
        )
        + heading(
            ngettext(
                "The {count} souvenir and its price",
                "The {count} souvenirs and their prices",
                len(data.SOUVENIRS),
            ).format(count=len(data.SOUVENIRS))
        )
        + f"<table>{prices}</table>"
        + heading(_("Practise: score these collections"))
        + "<p>"
        + _(
            "Each traveller bought these souvenirs in this order. Find each one's family in the "
            "table above, form the sets, and count."
        )
        + "</p>"
        + questions(
            [
                # TRANSLATORS: {cards} lists the souvenirs a traveller bought, in order.
                (_("{cards}: how many points?").format(cards=names(cards)), "", 1)
                for cards in PRACTICE_SOUVENIRS
            ]
        )
    )
    return page(_("Villages and souvenirs"), _("Three souvenirs on show; sets of families"), body)


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
        heading(_("Panoramas"))
        + bullets(
            [
                # TRANSLATORS: {paddy}, {mountain}, {sea}: how many sections each panorama has.
                _(
                    "Paddy {paddy} sections, mountain {mountain}, sea {sea}. Each stop on a view "
                    "paints your <b>next</b> section, which scores its number (the third "
                    "section: 3 points)."
                ).format(paddy=lengths["paddy"], mountain=lengths["mountain"], sea=lengths["sea"]),
                ngettext(
                    "The first to complete a panorama takes its achievement: {count} point.",
                    "The first to complete a panorama takes its achievement: {count} points.",
                    OFFICIAL.achievement_points,
                ).format(count=OFFICIAL.achievement_points),
                _("A panorama you completed is closed to you (not to the others)."),
            ]
        )
        + figure(
            cards_svg([("panorama", ("sea", n)) for n in range(1, lengths["sea"] + 1)], per_row=5),
            _("The five sections of the sea, in order"),
        )
        + heading(_("Inns and meals"))
        + bullets(
            [
                _(
                    "Everyone stops at every inn. The first to arrive draws one meal more than "
                    "the number of players."
                ),
                ngettext(
                    "Each arrival may buy <b>one</b> meal from what is left, at its printed "
                    "price, or none. Every meal is worth {count} point.",
                    "Each arrival may buy <b>one</b> meal from what is left, at its printed "
                    "price, or none. Every meal is worth {count} points.",
                    OFFICIAL.meal_points,
                ).format(count=OFFICIAL.meal_points),
                # TRANSLATORS: {kyoto} is the first inn's name, where the journey starts.
                _("Never the same specialty twice in a journey. No meal at {kyoto}.").format(
                    kyoto=inn_name(data.KYOTO)
                ),
                _("The meals nobody bought go under the pile. The last to arrive leaves first."),
            ]
        )
        + figure(
            cards_svg([("meal", meal) for meal in meals], per_row=4),
            _("A hand of four meals, as the first of three travellers at an inn draws it"),
            width_mm=130,
        )
    )
    return page(_("Panoramas, inns and meals"), _("Views painted in order; one meal per inn"), body)


TEMPLE_PLACES = (
    # TRANSLATORS: the temple awards' table, first column: the biggest giver.
    N_("most coins"),
    # TRANSLATORS: the temple awards' table, first column: the second biggest giver.
    N_("second"),
    # TRANSLATORS: the temple awards' table, first column: the third biggest giver.
    N_("third"),
)
"""The temple awards' places, as handout 5's table names them (English; translated where used)."""


def end_page() -> str:
    ends = ["gourmet", "collector", "bather", "chatterbox"]
    awards = "".join(
        f"<tr><td>{escape(_(place))}</td><td>{points(award)}</td></tr>"
        for place, award in zip(TEMPLE_PLACES, OFFICIAL.temple_awards, strict=False)
    )
    other = _("every other giver")
    # TRANSLATORS: the temple awards' table: a traveller who gave nothing gets nothing.
    none, nothing = _("gave nothing"), _("nothing")
    awards += (
        f"<tr><td>{escape(other)}</td><td>{points(OFFICIAL.temple_other_award)}</td></tr>"
        f"<tr><td>{escape(none)}</td><td>{escape(nothing)}</td></tr>"
    )
    body = (
        figure(
            cards_svg([("achievement", a) for a in ends], per_row=4),
            _("The four achievements given at the end"),
            width_mm=150,
        )
        + bullets(
            [
                # TRANSLATORS: an achievement card's name, then what it is given for.
                _("<b>{achievement}</b>: {rule}").format(
                    achievement=escape(card_name(a)), rule=escape(achievement_rule(a))
                )
                for a in ends
            ]
            + [
                ngettext(
                    "Each achievement card is worth {count} point. A tie shares the card; a best "
                    "total of 0 gives it to nobody.",
                    "Each achievement card is worth {count} points. A tie shares the card; a "
                    "best total of 0 gives it to nobody.",
                    OFFICIAL.achievement_points,
                ).format(count=OFFICIAL.achievement_points),
            ]
        )
        + heading(_("The temple awards"))
        + f"<table>{awards}</table>"
        + bullets([_("Tied givers share a place, and the next total takes the next place.")])
        + heading(_("Who wins"))
        + bullets(
            [
                _(
                    "The most points wins. A tie on points goes to the traveller with more "
                    "achievement cards (panorama achievements included). Still tied: a shared "
                    "victory."
                ),
                # TRANSLATORS: {samurai} is the encounter card that gives points.
                _(
                    "Count: panoramas, souvenirs, hot springs, meals, encounters ({samurai}), "
                    "coins given, the traveller's power, achievements and the temple award."
                ).format(samurai=card_name("samurai")),
            ]
        )
    )
    return page(_("The end of the journey"), _("Achievements, temple awards, the winner"), body)


def travellers_page() -> str:
    keys = list(data.TRAVELLERS)
    powers = "".join(
        f"<tr><td><b>{escape(card_name(k))}</b></td><td>{OFFICIAL.starting_coins[k]}</td>"
        f"<td>{escape(traveller_power(k))}</td></tr>"
        for k in keys
    )
    header = "".join(
        f"<th>{escape(word)}</th>" for word in (_("Traveller"), _("Coins"), _("Power"))
    )
    body = (
        bullets(
            [
                _(
                    "Each player is dealt two traveller tiles and keeps one; the others go back "
                    "to the box. A traveller starts with the coins printed on the tile."
                ),
            ]
        )
        + figure(cards_svg([("traveller", k) for k in keys], per_row=5), _("The ten travellers"))
        + f"<table><tr>{header}</tr>{powers}</table>"
    )
    return page(_("The travellers"), _("Ten travellers, ten powers"), body)


CROSSROADS_WHERE = {
    # TRANSLATORS: the Crossroads table's first column: the kind of stop that offers the option.
    "cherry_tree": N_("a panorama"),
    "bathhouse": N_("a hot spring"),
    "gaming_room": N_("a farm"),
    "amulet": N_("a temple"),
    "legendary": N_("a village"),
    "calligraphy": N_("an encounter"),
}
"""Each Crossroads option and the stop that offers it (English; translated where used)."""


def crossroads_page() -> str:
    options = "".join(
        f"<tr><td>{escape(_(where))}</td><td><b>{escape(option_name(option))}</b></td>"
        f"<td>{escape(option_effect(option))}</td></tr>"
        for option, where in CROSSROADS_WHERE.items()
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
    crossroads = glossary_name("expansions", "crossroads", "Crossroads")
    body = (
        bullets(
            [
                # TRANSLATORS: {crossroads} is the expansion's name; {kita} and {miyataka} are
                # travellers, {health} an amulet.
                _(
                    "At every stop but an inn, take the usual action <b>or</b> the {crossroads} "
                    "one, never both (unless {kita}, {miyataka} or the {health} amulet says so)."
                ).format(
                    crossroads=crossroads,
                    kita=card_name("kita"),
                    miyataka=card_name("miyataka"),
                    health=card_name("health"),
                ),
                _(
                    "Amulets and calligraphies are secret. An amulet is played once, at its "
                    "moment, never on the turn it was bought, and goes back to the stack."
                ),
                # TRANSLATORS: {bather}, {collector}, {chatterbox} are achievement cards,
                # {crossroads} the expansion's name.
                _(
                    "Bathhouses count for the {bather}, legendary objects for the {collector}, "
                    "calligraphies for the {chatterbox}. Encounter cards never give a "
                    "{crossroads} card."
                ).format(
                    bather=card_name("bather"),
                    collector=card_name("collector"),
                    chatterbox=card_name("chatterbox"),
                    crossroads=crossroads,
                ),
            ]
        )
        + f"<table>{options}</table>"
        + heading(_("Amulets (1 coin to the bank, at a temple)"))
        + f"<table>{amulets}</table>"
        + heading(_("Legendary objects (one per village stop)"))
        + f"<table>{legendary}</table>"
        + heading(_("Calligraphies (1 coin; scored at the end)"))
        + f"<table>{calligraphies}</table>"
        + figure(
            cards_svg([("traveller", k) for k in keys], per_row=6),
            # TRANSLATORS: {crossroads} is the expansion's name.
            _("The six {crossroads} travellers, with their starting coins and powers").format(
                crossroads=crossroads
            ),
            width_mm=170,
        )
    )
    return page(crossroads, _("A second action at every stop, amulets, six travellers"), body)


# ------------------------------------------------------------------------------ worksheets
def questions(items: list[tuple[str, str, int]]) -> str:
    """Numbered questions, each with the picture it needs and ``lines`` answer lines."""
    rows = "".join(
        f"<li>{text}{picture}" + '<div class="line"></div>' * lines + "</li>"
        for text, picture, lines in items
    )
    return f'<ol class="questions">{rows}</ol>'


def worksheet(title: str, subtitle: str, body: str) -> str:
    # TRANSLATORS: on a worksheet, where the learner writes their name (a line follows).
    name = _("Name:")
    name = f'<div class="name">{escape(name)} ____________________</div>'
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
                _("It is the start of the journey. Who moves next, and why?"),
                figure(
                    road_svg(game, highlight=False),
                    # TRANSLATORS: Aiko, Ben and Chiyo are the players' names on the worksheets.
                    _("Aiko at 6, Ben at 3, Chiyo at 4"),
                    width_mm=140,
                ),
                2,
            ),
            (_("Where may that traveller stop? (Remember the inn.)"), "", 1),
            (
                _("Ben bought these souvenirs, in this order. How many points are they worth?"),
                figure(
                    cards_svg([("souvenir", k) for k in SHEET_SOUVENIRS], per_row=5),
                    names(SHEET_SOUVENIRS),
                    width_mm=120,
                ),
                1,
            ),
            (
                _(
                    "Aiko holds two food souvenirs and one art. Which family should she buy "
                    "next, and how many points would that card bring?"
                ),
                "",
                2,
            ),
        ]
    )
    return worksheet(
        _("Worksheet: a first game"),
        _("The 50-minute lesson: who moves next, souvenirs"),
        body,
    )


SHEET_SOUVENIRS = ("koma", "sake", "manju", "geta", "ukiyoe")


def road_and_stops_sheet() -> str:
    food = ("konpeito", "ocha", "kamaboko")
    body = questions(
        [
            (
                _("Chiyo is at a farm with 4 coins. How many coins does she have after her stop?"),
                "",
                2,
            ),
            (
                _("Daisuke holds these hot spring cards. How many points do they give?"),
                figure(
                    cards_svg([("hot_spring", v) for v in SPRINGS_SHEET], per_row=3),
                    # TRANSLATORS: {values} are the cards' points in a row (2, 3, 3).
                    _("Hot spring cards worth {values}").format(values=numbers(SPRINGS_SHEET)),
                    width_mm=70,
                ),
                2,
            ),
            (
                # TRANSLATORS: {donations} are four numbers of coins in a row (5, 3, 3, 1).
                _(
                    "At the end, four travellers gave {donations} coins to the temples. Which "
                    "award does each one get?"
                ).format(donations=numbers(TEMPLE_SHEET)),
                "",
                3,
            ),
            (_("Why may a traveller with no coin not stop at a village or a temple?"), "", 3),
            (
                # TRANSLATORS: {cards} lists three food souvenirs; {geta} is a clothing one.
                _(
                    "Ben bought {cards} (all food). How many points? And if the last one had "
                    "been a {geta}?"
                ).format(cards=listed(card_name(k) for k in food), geta=card_name("geta")),
                "",
                3,
            ),
        ]
    )
    return worksheet(
        _("Worksheet: the road and the stops"),
        _("Lesson 1 of two: farms, springs, temples"),
        body,
    )


TEMPLE_SHEET = (5, 3, 3, 1)
SPRINGS_SHEET = (2, 3, 3)
MEALS_SHEET = ("dango", "tofu", "unagi")
ACHIEVEMENT_SHEET = {"gourmet": (9, 11, 11), "bather": (0, 0, 0), "collector": (5, 4, 2)}
WINNER_SHEET = ((61, 64, 64), (1, 2, 3))
PLAYERS = ("Aiko", "Ben", "Chiyo")


def inns_and_end_sheet() -> str:
    totals = "".join(
        f"<tr><td>{escape(card_name(key))}</td>"
        + "".join(f"<td>{t}</td>" for t in values)
        + "</tr>"
        for key, values in ACHIEVEMENT_SHEET.items()
    )
    players = "".join(f"<th>{name}</th>" for name in PLAYERS)
    scores, cards = WINNER_SHEET
    body = questions(
        [
            (
                # TRANSLATORS: {kinko} is a traveller, {inn} the first inn's name after Kyoto.
                _(
                    "Aiko plays {kinko}, whose meals cost 1 coin less. At {inn} she has 1 coin. "
                    "Which of these meals can she eat?"
                ).format(kinko=card_name("kinko"), inn=inn_name(data.INNS[1])),
                figure(
                    cards_svg([("meal", k) for k in MEALS_SHEET], per_row=3),
                    names(MEALS_SHEET),
                    width_mm=80,
                ),
                1,
            ),
            (
                _("How many points is any meal worth? Can you eat the same specialty twice?"),
                "",
                2,
            ),
            (
                _(
                    "These are the totals at the end for Aiko, Ben and Chiyo. Who takes each "
                    "achievement card?"
                )
                + f"<table><tr><th></th>{players}</tr>{totals}</table>",
                figure(
                    cards_svg([("achievement", a) for a in ("gourmet", "bather", "collector")]),
                    _("Three of the four achievements"),
                    width_mm=80,
                ),
                3,
            ),
            (
                # TRANSLATORS: {scores} are three totals of points in a row, {cards} three
                # numbers of achievement cards in a row.
                _(
                    "Aiko, Ben and Chiyo score {scores} points and hold {cards} achievement "
                    "cards. Who wins, and why?"
                ).format(scores=numbers(scores), cards=numbers(cards)),
                "",
                3,
            ),
        ]
    )
    return worksheet(
        _("Worksheet: inns and the end of the journey"),
        _("Lesson 2 of two: meals, achievements, the winner"),
        body,
    )


def answers() -> dict[str, list[str]]:
    """Every worksheet's answers (and handout 3's practice), worked out by the rules, for the
    teacher's kit: file name -> one line per question, in the language spoken now."""
    from tokaido_nb.rules.words import move_reason

    game = _who_moves_game()
    food_art = {"food": 2, "art": 1}
    missing = [f for f in data.FAMILIES if f not in food_art]
    best_next = max(missing, key=lambda f: next_souvenir_points(food_art, f))
    kinko_meals = [k for k in MEALS_SHEET if data.MEALS[k][0] - OFFICIAL.kinko_discount <= 1]
    scores, cards = WINNER_SHEET
    ranks = final_ranks(list(scores), list(cards))
    achievements = []
    for key, values in ACHIEVEMENT_SHEET.items():
        won = [n for n, w in zip(PLAYERS, achievement_winners(list(values)), strict=True) if w]
        # TRANSLATORS: an achievement card's name, then who takes it ("Ben and Chiyo").
        achievements.append(
            _("{achievement}: {winners}").format(
                achievement=card_name(key), winners=listed(won) if won else _("nobody")
            )
        )
    food = souvenir_points(["food"] * 3)
    with_geta = souvenir_points(["food", "food", "clothing"])
    coins = 4 + OFFICIAL.farm_coins
    lacks = next_souvenir_points(food_art, best_next)
    return {
        "3_villages_and_souvenirs.html": [
            points(souvenir_points(families(c))) for c in PRACTICE_SOUVENIRS
        ],
        "w1_first_game.html": [
            move_reason(game),
            numbers(game.legal_stops()),
            points(souvenir_points(families(SHEET_SOUVENIRS))),
            # TRANSLATORS: {families} are the families Aiko lacks ("small object or clothing").
            ngettext(
                "{families}, a family she lacks: {count} point",
                "{families}, a family she lacks: {count} points",
                lacks,
            ).format(families=listed((family_label(f) for f in missing), "or"), count=lacks),
        ],
        "w2_road_and_stops.html": [
            ngettext("{count} coin", "{count} coins", coins).format(count=coins),
            points(sum(SPRINGS_SHEET)),
            numbers(temple_awards(list(TEMPLE_SHEET))),
            _(
                "The rules close villages and temples to a traveller with no coin: a temple asks "
                "for at least one coin, and a village is there to buy"
            ),
            # TRANSLATORS: {geta} is a clothing souvenir; {with_geta} the points with it.
            ngettext(
                "{count} point; with the {geta}, {with_geta}",
                "{count} points; with the {geta}, {with_geta}",
                food,
            ).format(count=food, geta=card_name("geta"), with_geta=with_geta),
        ],
        "w3_inns_and_end.html": [
            names(kinko_meals),
            ngettext(
                "{count} point; no, never the same specialty twice",
                "{count} points; no, never the same specialty twice",
                OFFICIAL.meal_points,
            ).format(count=OFFICIAL.meal_points),
            # TRANSLATORS: between the answers about the three achievement cards.
            pgettext("answers", "; ").join(achievements),
            listed(n for n, r in zip(PLAYERS, ranks, strict=True) if r == 1),
        ],
    }


HANDOUTS: dict[str, Callable[[], str]] = {
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


@contextmanager
def speaking(code: str) -> Iterator[str]:
    """Speak ``code`` inside the block, and the language spoken before after it."""
    before = language()
    set_language(code)
    try:
        yield code
    finally:
        set_language(before)


def folder_of(folder: Path, code: str) -> Path:
    """Where the handouts of a language go: English in ``folder``, the others in
    ``folder/<code>``."""
    return folder if code == "en" else folder / code


def build(folder: Path, languages: tuple[str, ...] = LANGUAGES) -> list[Path]:
    """Write every handout in every language of ``languages`` (English into ``folder``, the
    others into ``folder/<code>/``); return their paths."""
    written = []
    for code in languages:
        target = folder_of(folder, code)
        target.mkdir(parents=True, exist_ok=True)
        with speaking(code):
            for name, draw in HANDOUTS.items():
                path = target / name
                path.write_text(draw(), encoding="utf-8")
                written.append(path)
    return written


if __name__ == "__main__":
    target = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/handouts")
    for path in build(target):
        print(f"wrote {path}")
