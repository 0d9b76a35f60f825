"""Install the project's JupyterLab settings: no news pop-up, no update check over a lesson.

    python scripts/lab_settings.py            # into this Python's JupyterLab
    python scripts/lab_settings.py --show     # print where, and what
    python scripts/lab_settings.py --locale fr_FR   # a settings folder for one French launch

JupyterLab asks a new user whether to fetch "official Jupyter news" in a pop-up that covers the
lesson, and checks for updates. ``binder/overrides.json`` turns both off; JupyterLab reads such
defaults from ``overrides.json`` in its application settings folder
(``<app dir>/settings``, the app dir being ``$JUPYTERLAB_DIR`` or
``<prefix>/share/jupyter/lab``). ``make lab`` and Binder's ``postBuild`` run this script, which
copies them there, keeping any other settings an ``overrides.json`` already holds. A learner
can still change them in Settings; nothing is fetched either way.

``--locale fr_FR`` (or ``pl_PL``) is for ``make lab LANG=fr``: it writes a copy of the settings
folder, ``<app dir>/settings-fr_FR``, whose ``overrides.json`` also sets JupyterLab's own
language (``@jupyterlab/translation-extension:plugin``, ``locale``; the language packs are in the
``lab`` extra), and prints that folder alone, for ``--LabApp.app_settings_dir``. Only that launch
reads it: a plain ``make lab`` reads the usual folder and stays English. A language the learner
chose in JupyterLab's Settings menu (a user setting) still wins over both.

It also writes ``custom.css`` with the lessons' link style (``lessons.cells.LINK_CSS``: links in a
lesson's text underlined, not told apart by colour alone) into jupyter_server's own ``custom``
folder of this Python, which ``make lab`` has JupyterLab load (``--LabApp.custom_css=True``): a
lesson opened and not yet run has its links underlined too (its stored outputs, which carry the
same style, are not trusted until it runs). A ``custom.css`` of the learner's own, in
``~/.jupyter/custom/``, is found first and wins.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
from pathlib import Path

OVERRIDES = Path(__file__).resolve().parents[1] / "binder" / "overrides.json"
TRANSLATION = "@jupyterlab/translation-extension:plugin"
LOCALES = ("fr_FR", "pl_PL")
"""JupyterLab's locales of the lessons' languages (the lab extra's language packs)."""


def settings_dir() -> Path:
    """JupyterLab's application settings folder for this Python."""
    app_dir = os.environ.get("JUPYTERLAB_DIR") or str(Path(sys.prefix) / "share/jupyter/lab")
    return Path(app_dir) / "settings"


def install(target: Path | None = None) -> Path:
    """Merge the project's settings into ``overrides.json`` of ``target`` (JupyterLab's settings
    folder by default); returns the file written."""
    folder = target or settings_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "overrides.json"
    ours = json.loads(OVERRIDES.read_text(encoding="utf-8"))
    try:
        merged = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    except json.JSONDecodeError as error:
        raise SystemExit(f"{path} is not valid JSON ({error}): fix or remove it") from None
    for plugin, values in ours.items():
        merged.setdefault(plugin, {}).update(values)
    path.write_text(json.dumps(merged, indent=2) + "\n", encoding="utf-8")
    return path


def custom_css_dir() -> Path:
    """jupyter_server's own folder of ``custom.css`` for this Python (the last place it looks)."""
    import jupyter_server

    return Path(jupyter_server.DEFAULT_STATIC_FILES_PATH) / "custom"


def install_link_style(folder: Path | None = None) -> Path:
    """Write the lessons' link style as ``custom.css`` into ``folder`` (``custom_css_dir()`` by
    default); returns the file written."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
    from tokaido_nb.lessons.cells import LINK_CSS

    target = (folder or custom_css_dir()) / "custom.css"
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_text(
        "/* tokaido_nb (scripts/lab_settings.py): links in a lesson's text underlined. */\n"
        + LINK_CSS
        + "\n",
        encoding="utf-8",
    )
    return target


def install_locale(locale: str, source: Path | None = None) -> Path:
    """A copy of the settings folder ``source`` (JupyterLab's by default, with the project's
    settings) in which JupyterLab speaks ``locale``; returns the copy's folder."""
    folder = source or settings_dir()
    install(folder)
    target = folder.with_name(f"{folder.name}-{locale}")
    if target.exists():
        shutil.rmtree(target)  # made afresh each launch, from the folder as it is now
    shutil.copytree(folder, target)
    path = target / "overrides.json"
    merged = json.loads(path.read_text(encoding="utf-8"))
    merged.setdefault(TRANSLATION, {})["locale"] = locale
    path.write_text(json.dumps(merged, indent=2) + "\n", encoding="utf-8")
    return target


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show", action="store_true", help="print where and what, change nothing")
    parser.add_argument(
        "--locale",
        choices=LOCALES,
        help="write a settings folder in which JupyterLab speaks this language, print it",
    )
    args = parser.parse_args(argv)
    if args.locale:
        print(install_locale(args.locale))
        return 0
    if args.show:
        print(settings_dir() / "overrides.json")
        print(OVERRIDES.read_text(encoding="utf-8"), end="")
        return 0
    print(f"JupyterLab settings (no news pop-up, no update check): {install()}")
    print(f"The lessons' link style: {install_link_style()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
