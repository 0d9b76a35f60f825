"""Install the project's JupyterLab settings: no news pop-up, no update check over a lesson.

    python scripts/lab_settings.py            # into this Python's JupyterLab
    python scripts/lab_settings.py --show     # print where, and what

JupyterLab asks a new user whether to fetch "official Jupyter news" in a pop-up that covers the
lesson, and checks for updates. ``binder/overrides.json`` turns both off; JupyterLab reads such
defaults from ``overrides.json`` in its application settings folder
(``<app dir>/settings``, the app dir being ``$JUPYTERLAB_DIR`` or
``<prefix>/share/jupyter/lab``). ``make lab`` and Binder's ``postBuild`` run this script, which
copies them there, keeping any other settings an ``overrides.json`` already holds. A learner
can still change them in Settings; nothing is fetched either way.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

OVERRIDES = Path(__file__).resolve().parents[1] / "binder" / "overrides.json"


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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--show", action="store_true", help="print where and what, change nothing")
    args = parser.parse_args(argv)
    if args.show:
        print(settings_dir() / "overrides.json")
        print(OVERRIDES.read_text(encoding="utf-8"), end="")
        return 0
    print(f"JupyterLab settings (no news pop-up, no update check): {install()}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
