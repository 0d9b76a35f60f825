"""The lessons in French and Polish: a learner answers in the lesson's language (number words,
names as the glossary gives them), and every hint, explanation, note and map is said in it
(tokaido_nb/lessons, po/{fr,pl}/lessons.po)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from tokaido_nb.lessons import EXERCISES, check, show_answer
from tokaido_nb.lessons.answers import (
    NAME,
    NAMES,
    NUMBER,
    NUMBERS,
    RIGHT,
    UNREADABLE,
    UnreadableAnswer,
    read_answer,
    read_number,
    respond,
    shown,
)
from tokaido_nb.lessons.class_progress import ClassProgress, class_html
from tokaido_nb.lessons.progress import Progress, map_html, map_text
from tokaido_nb.lessons.rule_names import RULE_NAMES, rule_name
from tokaido_nb.record import read_record
from tokaido_nb.rules import language as languages
from tokaido_nb.rules.language import ngettext, set_language

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
LANGUAGES = ("fr", "pl")

# Words that give English away. "points" is French too, and "to" Polish, so each language
# leaves out its own.
ENGLISH = (" the ", " and ", " you ", " your ", " coins ", " points ", " to ", " of ", " is ",
           " not ", " with ", " her ", " his ", " each ", " Hint ", " Right ",
           " answer ")  # fmt: skip
OWN_WORDS = {"fr": {" points "}, "pl": {" to "}}


def english_in(text: str, code: str) -> list[str]:
    """The English words found in ``text`` (a translation in ``code``)."""
    text = re.sub(r"\b\d\d\.\w+|\w+\(", " ", text)  # exercise ids and calls are code
    padded = " " + " ".join(re.split(r"[\s.,:;()!?]+", text)) + " "
    return [word for word in ENGLISH if word not in OWN_WORDS[code] and word in padded]


@pytest.fixture
def speak() -> Iterator[None]:
    yield
    set_language("en")


@pytest.fixture(autouse=True)
def progress_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("TOKAIDO_NB_DATA", str(folder))
    return folder


# ---------------------------------------------------------------------------- number words

WRITTEN = {
    "dix": 10, "vingt-deux": 22, "soixante-dix": 70, "quatre-vingt-dix-neuf": 99, "zéro": 0,
    "un": 1, "seize": 16, "dix-sept": 17, "vingt et un": 21, "vingt-et-un": 21,
    "trente-quatre": 34, "soixante et onze": 71, "soixante-douze": 72, "quatre-vingts": 80,
    "quatre-vingt-un": 81, "quatre-vingt-onze": 91, "septante-trois": 73, "nonante": 90,
    "cent": 100, "Quatre Vingt Dix": 90,
    "dziesięć": 10, "dwadzieścia dwa": 22, "sto": 100, "jeden": 1, "dwie": 2, "pięć": 5,
    "jedenaście": 11, "dziewiętnaście": 19, "trzydzieści": 30, "czterdzieści cztery": 44,
    "pięćdziesiąt pięć": 55, "dziewięćdziesiąt dziewięć": 99, "piec": 5, "DZIESIEC": 10,
    "ten": 10, "twenty-two": 22, "ninety nine": 99, "a hundred": 100,
}  # fmt: skip


@pytest.mark.parametrize("word, value", WRITTEN.items())
def test_number_words_of_the_three_languages_read_as_their_numbers(word, value):
    assert read_number(word) == value


def test_number_words_read_in_a_list_and_with_units():
    assert read_answer("vingt et un, deux", NUMBERS) == (21, 2)
    assert read_answer("dwadzieścia dwa i trzy", NUMBERS) == (22, 3)
    assert read_answer("treize et deux", NUMBERS) == (13, 2)
    assert read_number("dix pièces") == 10 and read_number("22 punkty") == 22
    assert read_number("2,5") == 2.5


@pytest.mark.parametrize("code, says", [("fr", "n'est pas un nombre"), ("pl", "to nie liczba")])
def test_a_wrong_number_word_is_refused_in_the_lesson_s_language(speak, code, says):
    set_language(code)
    for word in ("dixx", "dix dix", "dwadzieścia dwadzieścia"):
        with pytest.raises(UnreadableAnswer, match=says):
            read_number(word)
    feedback = respond("vingt-deuxx", 22, form=NUMBER, tries=0, hints=("a", "b"),
                       explanation="", asks="x")  # fmt: skip
    assert feedback.kind == UNREADABLE and says in feedback.text
    assert not english_in(feedback.text, code), feedback.text


@pytest.mark.parametrize("code, ten", [("fr", "dix"), ("pl", "dziesięć")])
def test_an_exercise_takes_the_number_in_words_of_its_language(speak, code, ten):
    set_language(code)
    assert check("05.sets", ten).correct
    assert not check("05.sets", "neuf" if code == "fr" else "dziewięć").correct


# ----------------------------------------------------------------------------------- names

TINY = {
    "fr": {
        "travellers": {"hiroshige": {"name": "Hirochige", "source": "test"},
                       "zen_emon": {"name": "Zen-Émon", "source": "test"}},
        "meals": {"misoshiru": {"name": "Soupe miso", "source": "test"}},
        "encounters": {"annaibito_sea": {"name": "Guide", "source": "test"},
                       "annaibito_paddy": {"name": "Guide", "source": "test"}},
    },
    "pl": {"travellers": {"hiroshige": {"name": "Hirosige", "source": "test"}}},
}  # fmt: skip


@pytest.fixture
def tiny_glossary(monkeypatch: pytest.MonkeyPatch) -> None:
    """A small glossary of our own, in the documented format, in place of the real ones."""
    monkeypatch.setattr(languages, "glossary", lambda code: TINY.get(code, {}))


def test_names_read_as_the_glossary_gives_them_and_in_english(speak, tiny_glossary):
    set_language("fr")
    hiroshige = read_answer("hiroshige", NAME)
    for said in ("Hirochige", "hirochige", " HIROCHIGE ", "Hiroshige", "Hirosige"):
        assert read_answer(said, NAME) == hiroshige, said
    for said in ("Zen-Émon", "zen emon", "ZEN-EMON", "Zen-emon"):
        assert read_answer(said, NAME) == read_answer("zen_emon", NAME), said
    assert read_answer("Soupe miso et Soba", NAMES) == read_answer({"misoshiru", "soba"}, NAMES)
    assert read_answer(["soupe miso", "soba"], NAMES) == read_answer({"misoshiru", "soba"}, NAMES)
    # a name the glossary gives two cards stays as it is
    assert read_answer("Guide", NAME) == "guide"
    assert shown({"misoshiru", "soba"}) == '{"soba", "Soupe miso"}'
    set_language("en")
    assert shown({"misoshiru", "soba"}) == '{"misoshiru", "soba"}'
    assert read_answer("Hirochige", NAME) == hiroshige  # a French name in an English lesson


def test_an_exercise_accepts_the_glossary_s_names(speak, tiny_glossary):
    set_language("fr")
    assert check("07.meals", "Soba et soupe miso").correct
    assert "Soupe miso" in show_answer("07.meals").text


# -------------------------------------------------------------------------------- feedback

GIVEN = {"14.coins": lambda: read_record(NOTEBOOKS / "data" / "example_game.json")}
# The coach's positions quote the coach's reasons (the story's catalog, not this one).
COACHED = {key for key, each in EXERCISES.items() if each.form == "position"}
SAID = [key for key, each in EXERCISES.items() if not each.needs or key in GIVEN]


def a_wrong_answer(key: str, given: object) -> object:
    each = EXERCISES[key]
    if each.wrong:
        return next(iter(each.wrong))
    expected = each.expected(given)
    return {NUMBER: expected + 1, NAME: "Nobody"}.get(each.form, expected)


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("key", SAID)
def test_every_right_wrong_and_hinted_answer_is_said_without_english(speak, code, key):
    set_language(code)
    given = GIVEN[key]() if key in GIVEN else None
    each = EXERCISES[key]
    right = check(key, each.expected(given), given)
    assert right.kind == RIGHT
    said = [check(key, a_wrong_answer(key, given), given) for _ in range(3)]
    texts = [feedback.text for feedback in said]
    if key in COACHED:  # the hints and the refusals are ours; the verdicts are the coach's
        texts = [" ".join(said[0].lines[1:]), " ".join(said[1].lines[1:])]
    else:
        texts.append(right.text)
    texts.append(check(key, "?!", given).text if each.form != NAMES else "")
    for text in texts:
        assert not english_in(text, code), (key, text)
    english = [each.title, each.question, each.hints[0], each.hints[1]]
    for text in english:
        assert each.said(text) != text, (code, text)


@pytest.mark.parametrize(
    "code, anchor",
    [("fr", "#Des-groupes-de-familles-différentes"), ("pl", "#Kolekcje-różnych-typów")],
)
def test_a_hint_links_to_its_section_under_the_lesson_s_own_heading(speak, code, anchor):
    # The French and Polish lessons' headings (po/<lang>/notebooks/05_...po) name the section.
    set_language(code)
    html = check("05.sets", 9)._repr_html_()
    assert f'href="{anchor}"' in html and "Sets of different families" not in html


@pytest.mark.parametrize("code", LANGUAGES)
def test_all_98_rules_are_named_in_the_language(speak, code):
    set_language(code)
    assert len(RULE_NAMES) == 98
    for rule, english in RULE_NAMES.items():
        said = rule_name(rule)
        assert said != english or english.istitle(), (rule, said)
        assert not english_in(said, code), (rule, said)


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_progress_map_and_the_class_view_are_in_the_language(speak, code):
    set_language(code)
    progress = Progress(read={"05"})
    for text in (map_text(progress), re.sub(r"<[^>]+>", " ", map_html(progress)),
                 re.sub(r"<[^>]+>", " ", class_html(ClassProgress()))):  # fmt: skip
        assert not english_in(text, code), text
    assert "Exercises right" not in map_text(progress)


def test_polish_counts_take_their_three_forms(speak):
    set_language("pl")
    one, many = "✗ {count} wrong answer so far", "✗ {count} wrong answers so far"
    forms = {n: ngettext(one, many, n).format(count=n) for n in (1, 3, 5, 22, 25)}
    assert forms == {
        1: "✗ na razie 1 błędna odpowiedź",
        3: "✗ na razie 3 błędne odpowiedzi",
        5: "✗ na razie 5 błędnych odpowiedzi",
        22: "✗ na razie 22 błędne odpowiedzi",
        25: "✗ na razie 25 błędnych odpowiedzi",
    }
    set_language("fr")
    assert ngettext(one, many, 0).format(count=0) == "✗ 0 mauvaise réponse pour l'instant"


def test_english_is_unchanged_after_french_and_polish(speak):
    for code in LANGUAGES:
        set_language(code)
        check("05.sets", 9)
    set_language("en")
    assert rule_name("road.inn_stop") == "an inn cannot be passed"
    assert check("05.sets", 9).text.startswith("Not quite: the answer is 10.")  # the 3rd try
    assert read_number("ten") == 10 and EXERCISES["05.sets"].said("Ben's souvenirs") == (
        "Ben's souvenirs"
    )
    assert f"Exercises right: 0 of {len(EXERCISES)}" in map_text(Progress())


def test_the_coach_s_word_on_a_position_follows_a_later_change_of_language() -> None:
    from tokaido_nb.lessons.positions import position_advice
    from tokaido_nb.rules.language import set_language

    set_language("fr")
    french = position_advice("tempo")[0].reason
    set_language("en")
    english = position_advice("tempo")[0].reason
    # A session's first language must not stay in the advice kept for later (the teacher's kit
    # is generated in English after a French lesson ran in the same process).
    assert "emplacement" in french and "spaces" in english, (french, english)
