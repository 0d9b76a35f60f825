"""The chapters of the lessons: their order, titles, notebook files and the rules each teaches.

One table, read by the progress map (which rules a learner has met), the chapters' navigation
links and the teacher's kit. Each notebook also lists the rules it teaches in its metadata
(``"tokaido_nb": {"teaches": [...]}``); tests/lessons check that the two agree. The rule ids are
those of the rules checklists (tests/rules/checklist.md, and checklist-crossroads.md for
chapters 15 and 16).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules.language import _


@dataclass(frozen=True)
class Chapter:
    """One chapter: ``number`` ("05"), ``title``, notebook ``file`` and the ``rules`` it teaches.

    The title is English; it is shown as ``_(chapter.title)`` (scripts/translations.py takes the
    titles of this table into the lessons' catalog)."""

    number: str
    title: str
    file: str
    rules: tuple[str, ...]


CHAPTERS: tuple[Chapter, ...] = (
    Chapter("00", "Start here", "00_start_here.ipynb", ("souvenir.sets",)),
    Chapter(
        "01",
        "The road",
        "01_the_road.ipynb",
        (
            "setup.players",
            "setup.kyoto",
            "road.forward",
            "road.inn_stop",
            "road.occupied",
            "road.doubles",
            "road.last_moves",
            "road.shared_behind",
            "road.inn_queue",
            "road.village_coin",
        ),
    ),
    Chapter(
        "02",
        "Farms and hot springs",
        "02_farms_and_hot_springs.ipynb",
        ("farm.coins", "hot_spring.card", "end.bather"),
    ),
    Chapter(
        "03",
        "Temples",
        "03_temples.ipynb",
        ("temple.donate", "road.temple_coin", "end.temple", "end.temple_ties"),
    ),
    Chapter(
        "04",
        "Encounters",
        "04_encounters.ipynb",
        (
            "encounter.draw",
            "encounter.shokunin",
            "encounter.annaibito",
            "encounter.annaibito_complete",
            "encounter.samurai",
            "encounter.kuge",
            "encounter.miko",
        ),
    ),
    Chapter(
        "05",
        "Villages and souvenirs",
        "05_villages_and_souvenirs.ipynb",
        ("village.reveal", "village.buy", "village.under", "souvenir.sets", "road.village_coin"),
    ),
    Chapter(
        "06",
        "Panoramas",
        "06_panoramas.ipynb",
        ("panorama.order", "panorama.lengths", "panorama.first", "road.panorama_closed"),
    ),
    Chapter(
        "07",
        "Inns and meals",
        "07_inns_and_meals.ipynb",
        (
            "inn.hand",
            "inn.choose",
            "inn.optional",
            "inn.one",
            "inn.no_repeat",
            "inn.points",
            "inn.under",
            "inn.kyoto",
            "road.inn_queue",
            "road.inn_stop",
        ),
    ),
    Chapter(
        "08",
        "The end of the journey",
        "08_end_of_journey.ipynb",
        (
            "road.end",
            "end.gourmet",
            "end.collector",
            "end.bather",
            "end.chatterbox",
            "end.achievement_ties",
            "end.winner",
        ),
    ),
    Chapter(
        "09",
        "The travellers",
        "09_travellers.ipynb",
        (
            "setup.deal",
            "setup.coins",
            "traveller.hiroshige",
            "traveller.chuubei",
            "traveller.kinko",
            "traveller.yoshiyasu",
            "traveller.satsuki",
            "traveller.mitsukuni",
            "traveller.sasayakko",
            "traveller.hirotada",
            "traveller.umegae",
            "traveller.zen_emon",
        ),
    ),
    Chapter(
        "10",
        "Variants and two players",
        "10_variants_and_two_players.ipynb",
        (
            "setup.neutral",
            "two.neutral_moves",
            "two.neutral_temple",
            "two.neutral_inn",
            "variant.initiatory",
            "variant.return_trip",
            "variant.gastronomy",
            "variant.preparations",
            "new.itamae",
            "new.kitoushi",
            "new.saru",
            "new.takuhatsuso",
        ),
    ),
    Chapter(
        "11",
        "Play",
        "11_play.ipynb",
        ("setup.players", "setup.deal", "road.last_moves", "end.winner"),
    ),
    Chapter("12", "Strategy lab", "12_strategy_lab.ipynb", ("setup.kyoto", "souvenir.sets")),
    Chapter(
        "13",
        "Score sheet",
        "13_score_sheet.ipynb",
        (
            "end.gourmet",
            "end.collector",
            "end.bather",
            "end.chatterbox",
            "end.achievement_ties",
            "end.temple",
            "end.temple_ties",
            "end.winner",
            "panorama.first",
            "inn.no_repeat",
            "two.neutral_temple",
        ),
    ),
    Chapter(
        "14",
        "Replay",
        "14_replay.ipynb",
        ("setup.kyoto", "road.last_moves", "road.shared_behind", "end.winner"),
    ),
    Chapter(
        "15",
        "The Crossroads stops",
        "15_crossroads_stops.ipynb",
        (
            "cross.choice",
            "cross.cherry_tree",
            "cross.bathhouse",
            "cross.gaming_room",
            "cross.legendary_buy",
            "cross.legendary_shodo",
            "cross.legendary_buppatsu",
            "cross.legendary_masamune",
            "cross.legendary_collector",
            "cross.encounters_base_only",
            "cross.card_counts",
        ),
    ),
    Chapter(
        "16",
        "The Crossroads travellers",
        "16_crossroads_travellers.ipynb",
        (
            "cross.choice",
            "cross.amulet_buy",
            "cross.amulet_use",
            "cross.amulet_vitality",
            "cross.amulet_fortune",
            "cross.amulet_health",
            "cross.amulet_friendship",
            "cross.amulet_hospitality",
            "cross.amulet_devotion",
            "cross.calligraphy_buy",
            "cross.calligraphy_scoring",
            "cross.calligraphy_chatterbox",
            "traveller.jirocho",
            "traveller.daigoro",
            "traveller.nampo",
            "traveller.gotozaemon",
            "traveller.miyataka",
            "traveller.kita",
        ),
    ),
    Chapter(
        "17",
        "Playing well",
        "17_playing_well.ipynb",
        ("road.last_moves", "farm.coins", "panorama.order"),
    ),
    Chapter(
        "18",
        "Puzzles from real games",
        "18_puzzles_from_real_games.ipynb",
        ("temple.donate", "panorama.first", "souvenir.sets"),
    ),
    Chapter(
        "19",
        "Your own player",
        "19_your_own_player.ipynb",
        ("road.forward", "souvenir.sets", "inn.points"),
    ),
)
"""Every chapter, in reading order."""


def chapter(number: str | int) -> Chapter:
    """The chapter numbered ``number`` ("05", "5" or 5).

    >>> chapter(5).title
    'Villages and souvenirs'
    >>> chapter("20")
    Traceback (most recent call last):
    ...
    ValueError: There is no chapter 20; chapters: 00 to 19.
    """
    wanted = f"{int(number):02d}" if str(number).strip().isdigit() else str(number)
    for each in CHAPTERS:
        if each.number == wanted:
            return each
    said = _("There is no chapter {number}; chapters: {first} to {last}.")
    raise ValueError(said.format(number=number, first=CHAPTERS[0].number, last=CHAPTERS[-1].number))
