"""The translations are complete and up to date: every message of the package and every text of
a lesson has a French and a Polish translation (none empty or fuzzy, every placeholder kept),
the compiled catalogs are the .po files', and the French and Polish lessons are built from
today's English ones (scripts/translations.py; `make translations` mends all three)."""

from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import translations  # noqa: E402

sys.path.pop(0)
po_bytes = translations.po_bytes


def test_every_catalog_is_complete_and_compiled() -> None:
    found = translations.all_problems()
    assert not found, f"{len(found)} problems, the first:\n" + "\n".join(found[:30])


@pytest.mark.parametrize("area", [*translations.AREAS, *translations.SCRIPT_AREAS])
def test_the_templates_hold_todays_messages(area: str) -> None:
    # A message added to the code without `make translations` would show in English.
    template = translations.package_messages()[area]
    stored = (translations.PO / f"{area}.pot").read_bytes()
    assert po_bytes(template) == stored, f"po/{area}.pot is out of date: make translations"


def test_the_lessons_are_built_from_todays_english_and_translations() -> None:
    lessons = translations.lesson_paths()
    assert lessons
    for path in lessons:
        template = translations.lesson_messages(path)
        stored = translations.PO / "notebooks" / f"{path.stem}.pot"
        assert po_bytes(template) == stored.read_bytes(), f"{stored}: make translations"
        for code in translations.LANGUAGES:
            catalog = translations.read_catalog(
                translations.PO / code / "notebooks" / f"{path.stem}.po", code
            )
            built, waiting = translations.translated_notebook(path, catalog, code)
            assert waiting == 0, f"{code}/{path.name}: {waiting} texts not translated"
            target = translations.NOTEBOOKS / code / path.name
            on_disk = json.loads(target.read_text(encoding="utf-8"))
            assert translations._same_sources(on_disk, built), f"{target}: make translations"
            assert on_disk["metadata"]["tokaido_nb"]["language"] == code


def test_a_placeholder_left_out_or_made_up_is_found(tmp_path: Path) -> None:
    catalog = translations._new_catalog("fr")
    catalog.add("{name} buys {card}.", "{name} achète.")
    catalog.add("{count} left", "{count} restant{s}")
    catalog.add(("{count} coin", "{count} coins"), ("une pièce", "{count} pièces"))
    catalog.add("Fuzzy", "Flou", flags=["fuzzy"])
    catalog.add("Empty", "")
    path = tmp_path / "x.po"
    path.parent.mkdir(exist_ok=True)
    translations._write(catalog, path)
    found = translations.problems(path, "fr")
    assert any("['name'] instead of ['card', 'name']" in line for line in found)
    assert any("['count', 's'] instead of ['count']" in line for line in found)
    assert any("fuzzy" in line for line in found) and any(
        "not translated" in line for line in found
    )
    # The singular of a plural message may leave out its count.
    assert not any("une pièce" in line for line in found)


def test_the_teachers_kit_is_built_from_todays_english_and_translations() -> None:
    for name in translations.DOCUMENTS:
        path = translations.ROOT / name
        stored = translations.PO / "documents" / f"{path.stem}.pot"
        template = translations.document_messages(path)
        assert po_bytes(template) == stored.read_bytes(), f"{stored}: make translations"
        for code in translations.LANGUAGES:
            catalog = translations.read_catalog(
                translations.PO / code / "documents" / f"{path.stem}.po", code
            )
            text, waiting = translations.translated_document(path, catalog, code)
            assert waiting == 0, f"{code}/{name}: {waiting} texts not translated"
            target = translations.ROOT / "docs" / code / name
            assert target.read_text(encoding="utf-8") == text, f"{target}: make translations"


def test_a_document_s_links_lead_to_its_language() -> None:
    text = translations.relocated_document(
        "[05](notebooks/05_x.ipynb) [kit](docs/handouts/1_road.html) [r](README.md) [w](#w)",
        "pl",
    )
    assert text == (
        "[05](../../notebooks/pl/05_x.ipynb) [kit](../handouts/pl/1_road.html) "
        "[r](../../README.md) [w](#w)"
    )


def test_a_translation_made_in_one_language_stays_out_of_the_other(tmp_path: Path) -> None:
    template = translations._new_catalog(None)
    template.add("# Playing well")
    french = translations._updated(template, tmp_path / "fr.po", "fr")
    polish = translations._updated(template, tmp_path / "pl.po", "pl")
    french["# Playing well"].string = "# Bien jouer"
    assert not polish["# Playing well"].string
    assert not template["# Playing well"].string


def test_two_catalogs_translating_one_text_two_ways_are_found(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(translations, "PO", tmp_path)
    for area, word in (("rules", "aucune"), ("story", "aucun"), ("widgets", "aucun")):
        catalog = translations._new_catalog("fr")
        catalog.add("none", word)
        catalog.add("Score", "Compter" if area == "widgets" else "Score", context="button")
        path = tmp_path / "fr" / f"{area}.po"
        path.parent.mkdir(exist_ok=True)
        translations._write(catalog, path)
    found = translations.disagreements("fr")
    assert len(found) == 3, found  # "none" twice; the button once
    assert "'none' differently: 'aucun' and 'aucune'" in found[0]


def test_a_text_whose_numbers_alone_changed_keeps_its_translation(tmp_path: Path) -> None:
    old = translations._new_catalog(None)
    old.add("| 00 Start here | 1055 | 6 |")
    french = translations._updated(old, tmp_path / "fr.po", "fr")
    french["| 00 Start here | 1055 | 6 |"].string = "| 00 Commence ici | 1055 | 6 |"
    translations._write(french, tmp_path / "fr.po")
    new = translations._new_catalog(None)
    new.add("| 00 Start here | 1063 | 6 |")
    new.add("Three words here")
    again = translations._updated(new, tmp_path / "fr.po", "fr")
    kept = again["| 00 Start here | 1063 | 6 |"]
    assert kept.string == "| 00 Commence ici | 1063 | 6 |" and not kept.fuzzy


def _cells(path: Path) -> list[str]:
    notebook = json.loads(path.read_text(encoding="utf-8"))
    return ["".join(c["source"]) for c in notebook["cells"] if c["cell_type"] == "code"]


def _code_only(source: str) -> str:
    return "\n".join(line for line in source.split("\n") if not line.lstrip().startswith("%"))


def test_every_translated_lesson_s_code_parses_and_keeps_its_english_expressions() -> None:
    # nbval runs each translated lesson in one of its languages in `make test`; this reads the
    # code of all of them: a translation may change words, never the code around them.
    import ast

    for english in translations.lesson_paths():
        for code in translations.LANGUAGES:
            translated = translations.NOTEBOOKS / code / english.name
            pairs = zip(_cells(english), _cells(translated), strict=True)
            for number, (before, after) in enumerate(pairs, start=1):
                where = f"{code}/{english.name}, code cell {number}"
                ast.parse(_code_only(after), filename=where)
                assert _fields(after) == _fields(before), f"{where}: f-string fields differ"


def _fields(source: str) -> Counter[str]:
    """The ``{...}`` fields of a cell's f-strings, counted."""
    literals = re.findall(r"f\"[^\"\n]*\"|f'[^'\n]*'", source)
    return Counter(field for text in literals for field in re.findall(r"\{[^{}'\"]*\}", text))
