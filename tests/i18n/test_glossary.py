"""The French and Polish glossaries: a name with its source for every card, traveller, stop and
inn of the rules' tables, and names.py's naming functions speaking them."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tokaido_nb.rules import data, names
from tokaido_nb.rules.language import glossary, set_language
from tokaido_nb.rules.state import Traveller

LANGUAGES = ("fr", "pl")

# Every section the glossary must hold, with the keys the rules' tables give it.
REQUIRED: dict[str, tuple[str, ...]] = {
    "travellers": tuple(data.ALL_TRAVELLERS),
    "meals": tuple(data.MEALS),
    "souvenirs": tuple(data.SOUVENIRS),
    "encounters": (*data.ENCOUNTERS, *data.NEW_ENCOUNTERS),
    "panoramas": data.PANORAMAS,
    "stops": data.STOP_KINDS,
    "inns": tuple(names.inn_key(i) for i in data.INNS),
    "achievements": data.ACHIEVEMENTS,
    "families": data.FAMILIES,
    "variants": (*data.VARIANTS, "new_encounters"),
    "expansions": data.EXPANSIONS,
    "amulets": data.AMULETS,
    "calligraphies": data.CALLIGRAPHIES,
    "legendary": tuple(data.LEGENDARY),
    "options": tuple(dict.fromkeys(data.CROSSROADS_OPTIONS.values())),
}
SOURCE_KINDS = (
    "tokaido-rules-summary-",
    "card name, same in every edition",
    "our translation (no source gives it)",
    "the word from",
    "the city's name",
    "the expansion's",
    "the official French rulebook",
)


@pytest.fixture
def speaking() -> Iterator[None]:
    yield
    set_language("en")


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_key_of_the_rules_has_a_name_and_a_source(code: str) -> None:
    book = glossary(code)
    for section, keys in REQUIRED.items():
        assert section in book, f"{code}: no [{section}]"
        missing = [key for key in keys if key not in book[section]]
        assert not missing, f"{code} [{section}] has no name for {missing}"
        for key in keys:
            entry = book[section][key]
            assert entry["name"].strip(), f"{code} [{section}] {key}: empty name"
            source = entry["source"].strip()
            assert any(kind in source for kind in SOURCE_KINDS), (
                f"{code} [{section}] {key}: a source that names no known kind: {source!r}"
            )


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_traveller_and_encounter_has_a_title_beginning_with_its_name(code: str) -> None:
    book = glossary(code)
    for section in ("travellers", "encounters"):
        for key, entry in book[section].items():
            assert entry["title"].startswith(entry["name"]), (code, key)
    for key in data.ANNAIBITO:
        assert book["encounters"][key]["label"].startswith("Annaibito (")


def test_the_sources_own_words_are_used() -> None:
    """Names the French and Polish rules pages give, checked against those pages' words."""
    fr, pl = glossary("fr"), glossary("pl")
    assert fr["stops"]["inn"]["name"] == "relais"
    assert fr["stops"]["paddy"]["name"] == "rizière"
    assert fr["achievements"]["chatterbox"]["name"] == "Bavard"
    assert fr["calligraphies"]["fasting"]["name"] == "Jeûne"
    assert pl["stops"]["inn"]["name"] == "gospoda"
    assert pl["achievements"]["bather"]["name"] == "Kuracjusz"
    assert pl["inns"]["kyoto"]["name"] == "Kioto"


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_naming_functions_speak_the_glossary_then_english_again(
    code: str, speaking: None
) -> None:
    book = glossary(code)
    english = {
        "card": names.card_name("zen_emon"),
        "meal": names.card_name("tai_meshi"),
        "panorama": names.card_name("paddy"),
        "calligraphy": names.card_name("fasting"),
        "title": names.traveller_title("kinko"),
        "label": names.encounter_label("annaibito_sea"),
        "encounter": names.encounter_title("shokunin"),
        "inn": names.inn_name(14),
        "stop": names.stop_label(8),
        "kind": names.STOP_NAMES["paddy"],
        "inn place": names.place(14),
    }
    set_language(code)
    assert names.card_name("zen_emon") == book["travellers"]["zen_emon"]["name"]
    assert names.traveller_name("kinko") == book["travellers"]["kinko"]["name"]
    assert names.card_name("tai_meshi") == book["meals"]["tai_meshi"]["name"]
    assert names.card_name("paddy") == book["panoramas"]["paddy"]["name"] != english["panorama"]
    assert names.card_name("fasting") == book["calligraphies"]["fasting"]["name"]
    assert names.card_names(["vitality"]) == book["amulets"]["vitality"]["name"]
    assert names.traveller_title("kinko") == book["travellers"]["kinko"]["title"]
    assert names.traveller_title("kinko") != english["title"]
    assert names.encounter_label("annaibito_sea") == book["encounters"]["annaibito_sea"]["label"]
    assert names.encounter_label("annaibito_sea") != english["label"]
    assert names.encounter_title("shokunin") == book["encounters"]["shokunin"]["title"]
    assert names.encounter_title("shokunin") != english["encounter"]
    assert names.inn_name(14) == book["inns"]["inn_1"]["name"] != english["inn"]
    assert names.inn_name(0) == book["inns"]["kyoto"]["name"]
    assert names.stop_label(8) == f"8 · {book['stops']['village']['name']}" != english["stop"]
    assert names.STOP_NAMES["paddy"] == names.stop_name("paddy") == book["stops"]["paddy"]["name"]
    assert book["inns"]["inn_1"]["name"] in names.place(14) != english["inn place"]
    set_language("en")
    again = {
        "card": names.card_name("zen_emon"),
        "meal": names.card_name("tai_meshi"),
        "panorama": names.card_name("paddy"),
        "calligraphy": names.card_name("fasting"),
        "title": names.traveller_title("kinko"),
        "label": names.encounter_label("annaibito_sea"),
        "encounter": names.encounter_title("shokunin"),
        "inn": names.inn_name(14),
        "stop": names.stop_label(8),
        "kind": names.STOP_NAMES["paddy"],
        "inn place": names.place(14),
    }
    assert again == english
    assert english["title"] == "Kinko, the ronin" and english["kind"] == "paddy field"


def test_english_names_are_the_packages_own(speaking: None) -> None:
    set_language("en")
    assert names.who(Traveller(0, "", None, neutral=True)) == "the neutral traveller"
    assert names.place(8) == "the village at 8"
    assert [names.inn_name(i) for i in data.INNS] == ["Kyoto", "Inn 1", "Inn 2", "Inn 3", "Edo"]
    assert dict(names.STOP_NAMES)["sea"] == "sea view"
