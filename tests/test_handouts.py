"""The teacher's printable handouts (docs/handouts/, and docs/handouts/fr/, docs/handouts/pl/):
drawn by the package, up to date, with their pictures inside, in every language (scripts/
handouts.py, teachers.md). That each prints on one A4 page with its pictures is checked in a
real Chromium: browser/test_handouts_print.py."""

from __future__ import annotations

import html as html_text
import importlib.util
import re
from collections.abc import Iterator
from pathlib import Path
from typing import NamedTuple

import pytest

from tokaido_nb.render import cards_svg
from tokaido_nb.rules import data
from tokaido_nb.rules.language import _, set_language
from tokaido_nb.rules.words import (
    ACHIEVEMENT_RULES,
    amulet_effect,
    calligraphy_effect,
    encounter_effect,
    legendary_effect,
    listed,
    option_effect,
    traveller_power,
)

REPO = Path(__file__).resolve().parents[1]
HANDOUTS = REPO / "docs" / "handouts"
SVG = re.compile(r"<svg\b[^>]*>(.*?)</svg>", re.DOTALL)
TRANSLATED = ("fr", "pl")


def script():
    spec = importlib.util.spec_from_file_location("handouts", REPO / "scripts" / "handouts.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def handouts(code: str = "en") -> list[Path]:
    return sorted((HANDOUTS if code == "en" else HANDOUTS / code).glob("*.html"))


def every_handout() -> list[Path]:
    return [path for code in ("en", *TRANSLATED) for path in handouts(code)]


def label(path: Path) -> str:
    return path.relative_to(HANDOUTS).with_suffix("").as_posix()


@pytest.fixture
def english_after() -> Iterator[None]:
    yield
    set_language("en")


def test_the_committed_handouts_are_what_the_package_draws_now(tmp_path, english_after):
    built = script().build(tmp_path)
    names = [p.relative_to(tmp_path).as_posix() for p in built]
    assert sorted(names) == sorted(p.relative_to(HANDOUTS).as_posix() for p in every_handout())
    assert {name.split("/")[0] for name in names if "/" in name} == set(TRANSLATED)
    for fresh in built:
        committed = HANDOUTS / fresh.relative_to(tmp_path)
        assert fresh.read_text() == committed.read_text(), (
            f"{label(committed)} is out of date: run `make handouts`"
        )


def test_building_leaves_the_language_it_found(tmp_path, english_after):
    set_language("pl")
    script().build(tmp_path, languages=("fr",))
    assert _("Name:") == "Imię:"


@pytest.mark.parametrize("path", every_handout(), ids=label)
def test_each_handout_has_its_pictures_drawn_in(path: Path):
    html = path.read_text()
    pictures = SVG.findall(html)
    assert pictures, f"{label(path)} has no picture"
    for inside in pictures:
        assert re.search(r"<(rect|circle|path|text)\b", inside), "an empty picture"
    assert "jupyter-widgets" not in html and "<script" not in html  # nothing that needs a kernel


def test_every_handout_exists_in_french_and_polish_and_says_its_language():
    english = [p.name for p in handouts()]
    assert len(english) == 10
    for code in TRANSLATED:
        assert [p.name for p in handouts(code)] == english
        for path in handouts(code):
            assert f'<html lang="{code}">' in path.read_text(), label(path)
    assert all('<html lang="en">' in p.read_text() for p in handouts())


# Words of English that are no words of French or Polish (not "to", "on", "one", "most": Polish
# ones; not "or", "points": French ones).
ENGLISH_WORDS = (
    "the", "and", "you", "your", "with", "coin", "coins", "of", "is", "are", "when", "who",
    "which", "each", "every", "card", "cards", "takes", "gives", "worth", "how", "many", "what",
    "where", "why", "nobody", "never", "after", "their", "she", "her", "from", "at", "bought",
)  # fmt: skip


def words_of(path: Path, pictures: bool = True) -> str:
    """A handout's text as a reader sees it, without its style sheet; its pictures' words
    (their labels, their text) too, or none of them."""
    text = re.sub(r"<style>.*?</style>", " ", path.read_text(), flags=re.DOTALL)
    text = SVG_WHOLE.sub(lambda svg: picture_words(svg.group(0)) if pictures else " ", text)
    return html_text.unescape(re.sub(r"<[^>]+>", " ", text))


SVG_WHOLE = re.compile(r"<svg\b.*?</svg>", re.DOTALL)


def picture_words(svg: str) -> str:
    """What a picture says: its labels and titles for a screen reader, and its drawn text."""
    said = re.findall(r'aria-label="([^"]*)"', svg) + re.findall(r"<title>([^<]*)</title>", svg)
    drawn = re.findall(r"<text\b[^>]*>([^<]*)</text>", svg)
    return " " + " ".join(said + drawn) + " "


def rules_phrases() -> list[str]:
    """Every sentence a handout takes from the rules' own words (rules/words.py, names.py)."""
    return (
        [encounter_effect(card) for card in data.ENCOUNTERS]
        + [traveller_power(key) for key in data.TRAVELLERS]
        + [_(rule) for rule in ACHIEVEMENT_RULES.values()]
        + [option_effect(option) for option in dict.fromkeys(data.CROSSROADS_OPTIONS.values())]
        + [amulet_effect(amulet) for amulet in data.AMULETS]
        + [legendary_effect(card) for card in data.LEGENDARY]
        + [calligraphy_effect(card) for card in data.CALLIGRAPHIES]
    )


def spring_words() -> str:
    """What a hot spring card's picture says (render's own words: no name in it)."""
    return picture_words(cards_svg([("hot_spring", 2)]))


class NotYet(NamedTuple):
    """What other parts of issue 31 do not translate yet in this checkout, for ``code``."""

    phrases: list[str]  # the rules' sentences, all of them while none is translated
    joiners: set[str]  # "and", "or" while the rules' list joiners are English
    pictures: bool  # True while the pictures (render) speak English only


def not_yet_translated(code: str) -> NotYet:
    """What the rules and the pictures, translated by other developers, do not say in ``code``
    yet. Each part is left out as a whole while it speaks no word of ``code``; once it does,
    every word of it is checked (an untranslated sentence then fails the test)."""
    set_language("en")
    english, joiners, spring = rules_phrases(), [listed("xy"), listed("xy", "or")], spring_words()
    set_language(code)
    phrases = rules_phrases()
    pending = phrases if phrases == english else []
    words = {w for w, mine, theirs in zip(("and", "or"), [listed("xy"), listed("xy", "or")],
                                          joiners, strict=True) if mine == theirs}  # fmt: skip
    return NotYet(pending, words, spring_words() == spring)


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_translated_handouts_have_no_english_words(code, english_after):
    pending = not_yet_translated(code)
    wanted = [word for word in ENGLISH_WORDS if word not in pending.joiners]
    found = {}
    for path in handouts(code):
        text = words_of(path, pictures=not pending.pictures)
        for phrase in sorted(pending.phrases, key=len, reverse=True):
            text = text.replace(phrase, " ")
        english = sorted({w for w in re.findall(r"[A-Za-z]+", text) if w.lower() in wanted})
        if english:
            found[label(path)] = english
    assert not found, f"English words in the {code} handouts: {found}"


def test_english_words_are_found_where_a_sentence_was_left_in_english():
    text = "La pioche : Take the top souvenir of the pile."
    assert {w for w in re.findall(r"[A-Za-z]+", text) if w.lower() in ENGLISH_WORDS} == {
        "the",
        "of",
    }


def test_polish_counts_take_their_three_forms(english_after):
    module = script()
    set_language("pl")
    assert [module.points(n) for n in (1, 3, 5, 22, 25)] == [
        "1 punkt",
        "3 punkty",
        "5 punktów",
        "22 punkty",
        "25 punktów",
    ]
    set_language("fr")
    assert [module.points(n) for n in (0, 1, 2)] == ["0 point", "1 point", "2 points"]


def test_every_worksheet_is_linked_from_the_kit_with_the_rules_answers():  # issue 33
    kit = (REPO / "teachers.md").read_text()
    answers = script().answers()
    sheets = [p.name for p in handouts() if p.name.startswith("w")]
    assert len(sheets) == 3
    for name in sheets:
        assert f"](docs/handouts/{name})" in kit, name
    for name, lines in answers.items():
        assert (HANDOUTS / name).is_file()
        for number, answer in enumerate(lines, 1):
            assert f"{number}. {answer}\n" in kit, (name, answer)


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_worksheets_answers_are_worked_out_in_every_language(code, english_after):
    module = script()
    english = module.answers()
    set_language(code)
    translated = module.answers()
    assert {name: len(lines) for name, lines in translated.items()} == {
        name: len(lines) for name, lines in english.items()
    }
    lines = [line for answers in translated.values() for line in answers]
    assert not [line for line in lines if "{" in line or "}" in line]
    assert translated["w2_road_and_stops.html"][0] != english["w2_road_and_stops.html"][0]
    assert translated["w2_road_and_stops.html"][3] != english["w2_road_and_stops.html"][3]


@pytest.mark.parametrize("path", [p for p in every_handout() if p.name.startswith("w")],
                         ids=label)  # fmt: skip
def test_a_worksheet_has_questions_answer_lines_and_a_name_line(path: Path, english_after):
    html = path.read_text()
    questions = html.count("<li>")
    assert questions >= 4 and html.count('class="line"') >= questions
    code = path.parent.name if path.parent != HANDOUTS else "en"
    set_language(code)
    assert f'<div class="name">{_("Name:")} ' in html and SVG.search(html)


def test_a_worksheet_asks_who_moves_without_marking_the_mover():
    html = (HANDOUTS / "w1_first_game.html").read_text()
    assert "to move" not in html
