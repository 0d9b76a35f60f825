"""The tools in French and Polish: the command line's --lang, its lines and refusals, the
score sheet's table and refusals, a study's and a tournament's tables (issue 31, tools area)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from tokaido_nb.__main__ import main
from tokaido_nb.rules.language import ngettext, set_language
from tokaido_nb.scoresheet import PlayerSheet, ScoreSheet, ScoreSheetError, check, score

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "notebooks" / "data" / "example_game.json"
ENGLISH_WORDS = (" the ", " and ", " you ", " coins ", " points ", " to ", " of ", " game ")
ENGLISH_WORDS += (" games ", " player ", " wins ", " turns ", " failed ", " is ")


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    set_language("en")


def english_in(text: str) -> list[str]:
    padded = f" {text.lower()} ".replace("\n", " ")
    return [word for word in ENGLISH_WORDS if word in padded]


def test_replay_speaks_the_language_asked_for(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(GAME)]) == 0
    english = capsys.readouterr().out
    assert "1 game: 1 ok" in english and "87 turns" in english
    for code, words in (
        ("fr", ("réussie", "87 tours", "1 partie")),
        ("pl", ("poprawna", "87 ruchów")),
    ):
        assert main(["--lang", code, "replay", str(GAME)]) == 0
        out = capsys.readouterr().out
        assert all(word in out for word in words), out
        assert not english_in(out.replace(str(GAME), "")), out
    # after the subcommand's name too, and back to English with --lang en
    assert main(["replay", "--lang", "pl", str(GAME)]) == 0
    assert "poprawna" in capsys.readouterr().out
    assert main(["--lang", "en", "replay", str(GAME)]) == 0
    assert capsys.readouterr().out.split("(0")[0] == english.split("(0")[0]  # but the time


def test_the_environment_chooses_and_lang_overrides_it(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("TOKAIDO_NB_LANG", "fr")
    assert main(["replay", str(GAME)]) == 0
    assert "réussie" in capsys.readouterr().out
    assert main(["--lang", "en", "replay", str(GAME)]) == 0
    assert "ok (87 turns" in capsys.readouterr().out
    monkeypatch.setenv("TOKAIDO_NB_LANG", "xx")  # a wrong variable: warned, English spoken
    assert main(["replay", str(GAME)]) == 0
    captured = capsys.readouterr()
    assert "ok (87 turns" in captured.out and "TOKAIDO_NB_LANG" in captured.err


@pytest.mark.parametrize(
    "args", [["--lang", "xx", "replay", "x.json"], ["replay", "--lang=de", "x"]]
)
def test_a_language_not_spoken_is_a_usage_error_naming_the_accepted_ones(
    args: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(args)
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert "usage:" in err and "--lang" in err
    assert all(f"{code} (" in err for code in ("en", "fr", "pl")), err


def test_refusals_and_help_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["--lang", "fr", "tournament", "somewhere", "--seats", "9"])
    assert "les tables ont de 3 à 5 sièges, pas '9'" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        main(["--lang", "fr", "simulate", "--help"])
    out = capsys.readouterr().out
    assert "faire jouer" not in out and "Fait jouer des robots" in out  # the description
    assert "afficher le résumé en JSON" in out  # an option's help


def test_the_score_sheet_in_polish() -> None:
    aiko = PlayerSheet("Aiko", traveller="kinko", meals=["dango", "unagi"], hot_springs_3=1)
    bea = PlayerSheet(
        "Bea",
        traveller="satsuki",
        souvenirs={"food": 2},
        panoramas={"sea": 5},
        panorama_firsts=["sea"],
    )
    result = score(ScoreSheet([aiko, bea]))
    english = str(result)
    set_language("pl")
    text = str(result)
    assert text != english
    for word in (
        "Posiłki",
        "Suma",
        "Karty osiągnięć",
        "Miejsce",
        "Wygrywa Bea z wynikiem 23 punkty.",
        "Morze",
        "2.",
    ):
        assert word in text, (word, text)
    assert not english_in(text), text
    with pytest.raises(ScoreSheetError) as refused:
        check(ScoreSheet([PlayerSheet("Aiko", meals=["dango", "dango"]), PlayerSheet("Bea")]))
    message = str(refused.value)
    assert message.startswith("Aiko (gracz 1), posiłki: Dango występuje dwa razy"), message
    assert not english_in(message), message
    set_language("fr")
    assert result.winner_line() == "Bea gagne avec 23 points."


@pytest.mark.parametrize(
    ("count", "polish"),
    [(1, "1 punkt"), (3, "3 punkty"), (5, "5 punktów"), (22, "22 punkty"), (25, "25 punktów")],
)
def test_polish_counts_take_their_three_forms(count: int, polish: str) -> None:
    set_language("pl")
    assert ngettext("{count} point", "{count} points", count).format(count=count) == polish
    set_language("fr")
    french = ngettext("{count} point", "{count} points", count).format(count=count)
    assert french == (f"{count} point" if count == 1 else f"{count} points")


@pytest.mark.parametrize("code", ["fr", "pl"])
def test_every_tools_message_is_translated_with_its_placeholders(code: str) -> None:
    with (ROOT / "po" / code / "tools.po").open("rb") as file:
        catalog = read_po(file, locale=code)
    names = re.compile(r"\{(\w+)[^}]*\}")
    count = 0
    for message in catalog:
        if not message.id:
            continue
        count += 1
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        assert all(forms) and not message.fuzzy, message.id
        wanted = set(names.findall(ids[-1]))
        for form in forms[1:] if len(forms) > 1 else forms:  # a singular may drop {count}
            assert set(names.findall(form)) == wanted, (message.id, form)
    assert count > 300
