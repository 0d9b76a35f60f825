"""How the language is chosen, and that the compiled catalogs follow each language's plurals."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tokaido_nb import language, set_language
from tokaido_nb.rules import language as lang

ROOT = Path(__file__).resolve().parents[2]


def test_set_language_takes_a_code_and_gives_it_back() -> None:
    assert set_language("fr") == "fr" and language() == "fr"
    assert set_language("pl_PL.UTF-8") == "pl" and language() == "pl"
    assert set_language("EN") == "en" and language() == "en"


def test_a_language_not_spoken_is_refused_with_the_ones_that_are() -> None:
    set_language("fr")
    with pytest.raises(ValueError, match=r"does not speak 'de'.*'fr' \(Français\).*'pl'"):
        set_language("de")
    assert language() == "fr"  # unchanged


def _language_in(cwd: Path, **environment: str) -> str:
    env = {k: v for k, v in os.environ.items() if k != lang.ENVIRONMENT_VARIABLE}
    env.update(environment, PYTHONPATH=str(ROOT))
    code = "from tokaido_nb.rules.language import language; print(language())"
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=cwd, env=env, capture_output=True, text=True, check=True
    )
    return result.stdout.strip()


def test_the_surroundings_choose_environment_first_then_the_lesson_folder(tmp_path: Path) -> None:
    (tmp_path / "pl").mkdir()
    (tmp_path / "lessons").mkdir()
    assert _language_in(tmp_path / "pl") == "pl"
    assert _language_in(tmp_path / "lessons") == "en"
    assert _language_in(tmp_path / "pl", TOKAIDO_NB_LANG="fr") == "fr"
    # A wrong variable does not stop an import: English is spoken.
    assert _language_in(tmp_path / "lessons", TOKAIDO_NB_LANG="klingon") == "en"


def test_none_goes_back_to_the_surroundings(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(lang.ENVIRONMENT_VARIABLE, "pl")
    set_language("fr")
    assert set_language(None) == "pl"


@pytest.mark.parametrize(
    ("code", "forms"),
    [("fr", {0: 0, 1: 0, 2: 1, 5: 1, 22: 1}), ("pl", {1: 0, 3: 1, 5: 2, 12: 2, 22: 1, 25: 2})],
)
def test_each_language_picks_its_plural_form(code: str, forms: dict[int, int]) -> None:
    # The compiled catalog's own rule (read by the standard library from the .mo header).
    set_language(code)
    catalog = lang._catalog()
    assert catalog.info()["plural-forms"].startswith(
        {"fr": "nplurals=2;", "pl": "nplurals=3;"}[code]
    )
    plural = catalog.plural  # type: ignore[attr-defined]
    assert {n: plural(n) for n in forms} == forms
