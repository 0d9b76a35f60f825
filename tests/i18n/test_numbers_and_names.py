"""Numbers in each language's form (rules/numbers.py), one name for each card and term (the
glossary's), and the few sentences a French or Polish teacher marked: the stop choices, the
widgets' stand-ins, the observer's refusals, the Polish object case."""

from __future__ import annotations

import functools
import re
import sys
from pathlib import Path

import pytest

from tokaido_nb.rules import Game
from tokaido_nb.rules.game.observer import HiddenInformation
from tokaido_nb.rules.language import glossary, set_language
from tokaido_nb.rules.names import ENCOUNTER_ROLES, encounter_role, inn_at, plural
from tokaido_nb.rules.numbers import counted, decimal, percent
from tokaido_nb.rules.words import STOP_CHOICES, stop_choice

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import translations  # noqa: E402

sys.path.pop(0)

NNBSP, NBSP = "\u202f", "\u00a0"


def test_decimals_and_percentages_in_each_language() -> None:
    said = {}
    for code in ("en", "fr", "pl"):
        set_language(code)
        said[code] = (decimal(2.333, 2, sign=True), decimal(0.45), percent(0.41), percent(0.405))
    assert said["en"] == ("+2.33", "0.5", "41%", "40%")
    assert said["fr"] == ("+2,33", "0,5", f"41{NNBSP}%", f"40{NNBSP}%")
    assert said["pl"] == ("+2,33", "0,5", "41%", "40%")


@pytest.mark.parametrize(
    ("code", "written", "expected"),
    [
        ("en", "1.5", "1.5 points"),
        ("en", "1", "1 point"),
        ("fr", "1,5", "1,5 point"),  # French: below 2 is singular
        ("fr", "0,4", "0,4 point"),
        ("fr", "2,5", "2,5 points"),
        ("fr", "0", "0 point"),
        ("pl", "2,5", "2,5 punktu"),  # Polish: a decimal takes the genitive singular
        ("pl", "1,0", "1,0 punktu"),
        ("pl", "3", "3 punkty"),
        ("pl", "5", "5 punktów"),
    ],
)
def test_a_decimal_amount_takes_the_languages_form(code: str, written: str, expected: str) -> None:
    set_language(code)
    assert counted("{amount} point", "{amount} points", written).format(amount=written) == (
        expected
    )


def test_a_count_as_the_object_of_a_verb_inflects_in_polish() -> None:
    set_language("pl")
    assert [plural(n, "coin") for n in (1, 2, 5)] == ["1 moneta", "2 monety", "5 monet"]
    assert [plural(n, "coin", as_object=True) for n in (1, 2, 5)] == [
        "1 monetę",
        "2 monety",
        "5 monet",
    ]
    set_language("fr")
    assert plural(1, "coin", as_object=True) == "1 pièce"


def test_an_inn_is_named_with_the_languages_preposition() -> None:
    said = {}
    for code in ("en", "fr", "pl"):
        set_language(code)
        said[code] = (inn_at(0), inn_at(14))
    assert said == {
        "en": ("at Kyoto", "at Inn 1"),
        "fr": ("à Kyoto", "au Relais 1"),
        "pl": ("w Kioto", "w Gospodzie 1"),
    }


@pytest.mark.parametrize("code", ["fr", "pl"])
def test_each_encounters_gloss_is_the_glossarys(code: str) -> None:
    set_language(code)
    titles = glossary(code)["encounters"]
    for card in ENCOUNTER_ROLES:
        role = encounter_role(card).split(" · ")[0]
        title = titles[card]["title"]
        assert role.casefold() in title.casefold(), (card, role, title)


# Another name for a card or a term than the glossary's, as a native reading found them.
OTHER_NAMES = {
    "pl": {
        r"rzemieślni\w*": "Shokunin is « podróżujący kupiec » (glossary)",
        r"\bmnich\w*": "Takuhatsuso is « żebrak » (glossary)",
        r"\bkafel\w*": "the rules say « karty Podróżników »",
        r"\bZatrzymaj: ": "*keep* is « Zachowaj », « Zatrzymaj się » is to stop",
    },
    "fr": {
        r"\bcollections?\b": "a souvenir set is a « groupe » (the rules' word)",
        r"\bà Relais\b": "« au Relais »",
        r"(?<![-\w:`])bots?\b(?![:=_`])": "« robot »",
    },
}


@functools.cache
def _catalog_texts(code: str) -> list[tuple[str, str]]:
    # A kit keeps a button's English label in bold; the build shows the catalog's translation.
    labels = translations.package_labels(code)

    def unquoted(text: str) -> str:
        return translations.QUOTED_LABEL.sub(
            lambda m: " " if m.group(1) in labels else m.group(0), text
        )

    found = []
    for path in sorted((ROOT / "po" / code).rglob("*.po")):
        for message in translations.read_catalog(path, code):
            if not message.id:
                continue
            texts = message.string if isinstance(message.string, tuple) else (message.string,)
            # code spans and placeholders are code, not words
            found += [
                (path.name, re.sub(r"`[^`]*`|\{[^{}]*\}|\w+\(|--\w+", " ", unquoted(str(text))))
                for text in texts
            ]
    return found


@pytest.mark.parametrize("code", ["fr", "pl"])
def test_one_name_for_each_card_and_term_in_every_catalog(code: str) -> None:
    wrong = [
        f"{name}: {why}: …{text[max(0, m.start() - 40) : m.end() + 20]}…"
        for name, text in _catalog_texts(code)
        for pattern, why in OTHER_NAMES[code].items()
        for m in [re.search(pattern, text)]
        if m
    ]
    assert not wrong, "\n".join(wrong[:20])


@pytest.mark.parametrize("code", ["fr", "pl"])
def test_a_card_glossed_in_a_lesson_is_glossed_as_the_glossary_does(code: str) -> None:
    # « **Shokunin**, podróżujący kupiec » in a table of a lesson: the glossary's title.
    set_language(code)
    titles = {
        entry["name"]: entry["title"].split(", ", 1)[1]
        for entry in glossary(code)["encounters"].values()
        if ", " in entry.get("title", "") and "(" not in entry["title"]
    }
    wrong = []
    for name, text in _catalog_texts(code):
        for card, gloss in titles.items():
            for m in re.finditer(rf"\*\*{card}\*\*, ([^|:;\n(]+)", text):
                if not m.group(1).strip().startswith(gloss):
                    wrong.append(f"{name}: {card}, {m.group(1).strip()} (glossary: {gloss})")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("code", ["fr", "pl"])
def test_the_crossroads_stop_choices_are_said_whole(code: str) -> None:
    set_language(code)
    for kind in STOP_CHOICES:
        said = stop_choice(kind)
        assert not re.search(r"\b(At|or|paint|draw|take|the)\b", said), said
        assert "{" not in said


def test_the_observers_refusal_speaks_the_lessons_language() -> None:
    set_language("fr")
    view = Game(3, seed=4).view(0)
    with pytest.raises(HiddenInformation) as refused:
        _ = view.piles
    assert str(refused.value).startswith("Le joueur 1 ne peut pas connaître")


def test_an_unrun_widget_says_so_in_the_lessons_language() -> None:
    from tokaido_nb.widgets import SouvenirSets

    set_language("pl")
    text = SouvenirSets()._repr_mimebundle_()["text/plain"]
    assert text.startswith("Gdy ta komórka") and "SouvenirSets(" not in text
    set_language("en")
    assert SouvenirSets()._repr_mimebundle_()["text/plain"].startswith("SouvenirSets(")


def test_a_souvenirs_family_seal_has_the_languages_initial() -> None:
    from tokaido_nb.render.cards import card_svg

    seals = {}
    for code in ("en", "fr", "pl"):
        set_language(code)
        picture = str(card_svg("souvenir", "manju"))  # food & drink
        seals[code] = re.findall(r'font-size="17"[^>]*>([^<])<', picture)
    assert seals == {"en": ["F"], "fr": ["N"], "pl": ["Ż"]}
