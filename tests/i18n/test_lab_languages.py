"""`make lab LANG=fr` (or pl): the lessons of that language, JupyterLab's menus in it, and the
shell's locale left alone; a plain `make lab` unchanged (issue 31). Checked with `make -n` and
the settings JupyterLab reads, without starting JupyterLab."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
ENGLISH_LAB = (
    ".venv/bin/python -m jupyterlab --ServerApp.root_dir=my_lessons --LabApp.custom_css=True \\\n"
    "    --LabApp.default_url=/lab/tree/00_start_here.ipynb"
)


def dry_run(*args: str) -> subprocess.CompletedProcess[str]:
    """``make -n lab ARGS``, its prerequisites taken as made (only the lab recipe printed)."""
    return subprocess.run(
        ["make", "-n", "-o", ".venv/.installed-lab", "-o", "lessons", "lab", *args],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "LANG": "C.UTF-8"},
    )


def test_plain_make_lab_is_unchanged() -> None:
    recipe = dry_run().stdout
    assert ENGLISH_LAB in recipe
    assert "TOKAIDO_NB_LANG" not in recipe and "app_settings_dir" not in recipe
    assert dry_run("LANG=en").stdout == recipe


@pytest.mark.parametrize(("code", "locale"), [("fr", "fr_FR"), ("pl", "pl_PL")])
def test_make_lab_in_another_language(code: str, locale: str) -> None:
    recipe = dry_run(f"LANG={code}").stdout
    assert f"TOKAIDO_NB_LANG={code} .venv/bin/python -m jupyterlab" in recipe
    assert f"--LabApp.default_url=/lab/tree/{code}/00_start_here.ipynb" in recipe
    assert f"scripts/lab_settings.py --locale {locale}" in recipe
    assert "--ServerApp.root_dir=my_lessons " in recipe  # data/ stays within reach (../data)
    # LANG=fr is never given to a program as its locale
    assert not re.search(rf"(?<!\w)LANG={code} +(\S*python|\S*jupyter|env)", recipe), recipe


def test_the_recipes_keep_the_shells_locale() -> None:
    """LANG=fr on make's command line is the lessons' language, never the programs' locale."""
    shown = subprocess.run(
        ["make", "-s", "--eval", "show-locale:\n\t@printenv LANG || echo unset", "show-locale"],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "LANG": "C.UTF-8"},
    )
    assert shown.stdout.strip() == "C.UTF-8"
    shown = subprocess.run(
        ["make", "-s", "--eval", "show-locale:\n\t@printenv LANG || echo unset", "show-locale"]
        + ["LANG=fr"],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "LANG": "C.UTF-8"},
    )
    assert shown.stdout.strip() == "C.UTF-8", shown


def test_a_language_not_taught_is_refused_before_anything_is_done() -> None:
    refused = dry_run("LANG=de")
    assert refused.returncode == 2
    assert "en, fr or pl" in refused.stderr and ".venv" not in refused.stdout


def test_jupyterlab_reads_the_locale_from_the_folder_of_that_launch(tmp_path: Path) -> None:
    from jupyterlab.commands import get_app_dir
    from jupyterlab_server.settings_utils import get_settings

    lab = tmp_path / "lab"
    done = subprocess.run(
        [sys.executable, "scripts/lab_settings.py", "--locale", "pl_PL"],
        cwd=REPO,
        env={"JUPYTERLAB_DIR": str(lab), "PATH": ""},
        check=True,
        capture_output=True,
        text=True,
    )
    folder = Path(done.stdout.strip())
    assert folder == lab / "settings-pl_PL"
    schemas, user = str(Path(get_app_dir()) / "schemas"), str(tmp_path / "user")
    plugin = "@jupyterlab/translation-extension:plugin"
    settings, _ = get_settings(str(folder), schemas, user, plugin)
    assert settings["schema"]["properties"]["locale"]["default"] == "pl_PL"
    # the usual folder, which a plain `make lab` reads, keeps JupyterLab's own default
    settings, _ = get_settings(str(lab / "settings"), schemas, user, plugin)
    assert settings["schema"]["properties"]["locale"]["default"] == "default"
    overrides = json.loads((folder / "overrides.json").read_text())
    assert overrides["@jupyterlab/apputils-extension:notification"]["fetchNews"] == "false"


def test_the_language_packs_are_in_the_lab_extra_binder_and_this_environment() -> None:
    from jupyterlab_server.translation_utils import get_language_packs

    extras = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    lab = " ".join(extras["optional-dependencies"]["lab"]).lower()
    binder = (REPO / "binder" / "requirements.txt").read_text().lower()
    for pack in ("jupyterlab-language-pack-fr-fr", "jupyterlab-language-pack-pl-pl"):
        assert pack in lab and f"{pack}==" in binder
    packs, _ = get_language_packs("en")
    assert {"fr_FR", "pl_PL"} <= set(packs)
