"""The record format is a page of the repository (docs/record-format.md), and says what the code
reads: the command line and the docstrings point at it, and its lists of names are the code's."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tokaido_nb.__main__ import main
from tokaido_nb.record import reading
from tokaido_nb.rules import data, untrusted

REPO = Path(__file__).resolve().parents[2]
DOC = REPO / "docs" / "record-format.md"
DOC_PATH = re.compile(r"docs/[\w./-]+\.md")
LINK = re.compile(r"\]\(([^)#:]+)(?:#[^)]*)?\)")


def test_replay_help_names_the_format_page_of_the_repository(
    capsys: pytest.CaptureFixture,
) -> None:
    with pytest.raises(SystemExit) as done:
        main(["replay", "--help"])
    assert done.value.code == 0
    named = DOC_PATH.findall(capsys.readouterr().out)
    assert named == ["docs/record-format.md"]
    assert (REPO / named[0]).is_file()


def test_every_docs_page_the_package_names_exists() -> None:
    named = [
        (str(path.relative_to(REPO)), page)
        for path in sorted((REPO / "tokaido_nb").rglob("*.py"))
        for page in DOC_PATH.findall(path.read_text(encoding="utf-8"))
    ]
    assert ("tokaido_nb/record/__init__.py", "docs/record-format.md") in named
    assert [(path, page) for path, page in named if not (REPO / page).is_file()] == []


def test_the_readme_links_the_format_page_and_its_links_open() -> None:
    assert "](docs/record-format.md)" in (REPO / "README.md").read_text(encoding="utf-8")
    for page in (DOC, REPO / "tokaido_nb" / "masters" / "games" / "README.md"):  # both pages
        links = LINK.findall(page.read_text(encoding="utf-8"))
        assert links, f"{page} links the other"
        assert [link for link in links if not (page.parent / link).exists()] == []


def names(label: str) -> list[str]:
    """The names the format page lists after ``- label:``, in its order."""
    text = DOC.read_text(encoding="utf-8")
    match = re.search(rf"^- {re.escape(label)}: (.*?)(?=^- |^#|\Z)", text, re.M | re.S)
    assert match, f"the format page has no list '- {label}:'"
    return re.findall(r"`([a-z0-9_]+)`", match.group(1))


# Each list of names on the format page, and the code's names it must give in the same order.
LISTS = {
    "Variants": data.VARIANTS,
    "Expansions": data.EXPANSIONS,
    "Travellers": data.TRAVELLERS,
    "Crossroads travellers": data.CROSSROADS_TRAVELLERS,
    "Encounter cards": data.ENCOUNTERS,
    "New Encounters cards": data.NEW_ENCOUNTERS,
    "Panoramas": data.PANORAMAS,
    "Souvenirs": data.SOUVENIRS,
    "Meals": data.MEALS,
    "Crossroads amulets": reading.AMULETS,
    "Crossroads calligraphies": reading.CALLIGRAPHIES,
    "Crossroads legendary objects": reading.LEGENDARY,
    "Die faces": reading.DIE_FACES,
}


@pytest.mark.parametrize("label", LISTS)
def test_the_format_page_lists_the_names_the_reader_knows(label: str) -> None:
    assert names(label) == list(LISTS[label])


def test_the_format_page_gives_each_souvenir_its_family() -> None:
    listed = re.search(r"^- Souvenirs: (.*?)(?=^- )", DOC.read_text(encoding="utf-8"), re.M | re.S)
    assert listed, "the format page has no list '- Souvenirs:'"
    families = {
        "small objects": "small_object",
        "food": "food",
        "clothing": "clothing",
        "art": "art",
    }
    seen = []
    for group in listed.group(1).split(";"):
        family = re.search(r"\(([a-z ]+)\)", group)
        assert family, f"no family named after {group!r}"
        for card in re.findall(r"`([a-z_]+)`", group):
            assert data.SOUVENIRS[card][0] == families[family.group(1)], card
            seen.append(card)
    assert seen == list(data.SOUVENIRS)


def test_the_format_page_gives_the_reader_s_limits() -> None:
    text = " ".join(DOC.read_text(encoding="utf-8").split())
    assert f"at most {untrusted.MAX_BYTES:,} bytes of UTF-8 text" in text
    assert f"nest at most {untrusted.MAX_DEPTH} deep" in text
    assert f"whole numbers of at most {untrusted.MAX_DIGITS} digits" in text
    assert f"({data.EDO} for each traveller)" in text
