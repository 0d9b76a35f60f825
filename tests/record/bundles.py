"""The real recorded games, kept in the repository: one compressed bundle per conformance folder.

The project keeps its real games (Board Game Arena, four players) as one JSON file per game in
``shared/conformance/<folder>/`` beside the repository. A clone elsewhere has no such folder, so
each folder travels with the code as ``tokaido_nb/masters/games/<folder>.jsonl.xz`` (shipped in
the package, read by ``tokaido_nb.masters.real_games``): JSON Lines
compressed with the standard library's lzma, one game a line, in file-name order::

    {"name": "161938784.json", "record": {"format": "tokaido-record", ...}}

``test_bundles.py`` checks that each bundle equals its shared folder record by record wherever
that folder exists. After the shared folder changes, rebuild the bundles from the repository root
with ``make conformance`` (that is, ``.venv/bin/python -m tests.record.bundles``).
"""

from __future__ import annotations

import argparse
import json
import lzma
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from tokaido_nb.masters.real_games import bundle_games

REPO = Path(__file__).resolve().parents[2]
BUNDLES = REPO / "tokaido_nb" / "masters" / "games"
FOLDERS = ("bga-4p-base", "bga-4p-crossroads", "bga-4p-crossroads-2020")

COMPACT = (",", ":")  # JSON separators without spaces

Records = dict[str, dict[str, Any]]


def shared_conformance() -> Path | None:
    """``shared/conformance`` beside the repository (or beside the folder holding it, as for a
    git worktree in ``wt/``), or None on a machine without it."""
    for place in REPO.parents[:2]:
        path = place / "shared" / "conformance"
        if path.is_dir():
            return path
    return None


def bundle_path(folder: str) -> Path:
    """Where the bundle of one conformance folder is kept."""
    return BUNDLES / f"{folder}.jsonl.xz"


def load_bundle(folder: str) -> Records:
    """The games of one conformance folder, by file name, read from its bundle (by the
    package's own reader, ``masters.real_games.bundle_games``)."""
    path = bundle_path(folder)
    if not path.is_file():
        raise FileNotFoundError(
            f"no bundle of the {folder!r} games at {path}: rebuild it with `make conformance`"
        )
    return dict(bundle_games(path.read_bytes()))


def read_folder(path: Path) -> Records:
    """The games of a folder of ``*.json`` records, by file name."""
    records: Records = {}
    for file in sorted(path.glob("*.json")):
        try:
            records[file.name] = json.loads(file.read_text(encoding="utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError) as error:
            raise ValueError(f"{file}: not a JSON record: {error}") from error
    return records


def write_bundle(records: Records, path: Path) -> None:
    """Write games (by file name) as a bundle: the same games always give the same bytes."""
    lines = [
        json.dumps({"name": name, "record": records[name]}, ensure_ascii=False, separators=COMPACT)
        for name in sorted(records)
    ]
    data = ("\n".join(lines) + "\n").encode("utf-8")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(lzma.compress(data, preset=9 | lzma.PRESET_EXTREME))


def unpack_bundle(folder: str, destination: Path, every: int = 1) -> Path:
    """Write the bundle's games as one ``.json`` file each into ``destination/folder``: all of
    them, or with ``every`` one game in that many, in the order of their names."""
    target = destination / folder
    target.mkdir(parents=True, exist_ok=True)
    games = load_bundle(folder)
    for name in sorted(games)[::every]:
        record = games[name]
        (target / name).write_text(json.dumps(record, ensure_ascii=False), encoding="utf-8")
    return target


def differences(bundled: Records, shared: Records) -> list[str]:
    """What differs between a bundle and its shared folder, one line per game (empty if none)."""
    found = [f"{name}: only in the shared folder" for name in sorted(shared.keys() - bundled)]
    found += [f"{name}: only in the bundle" for name in sorted(bundled.keys() - shared)]
    found += [
        f"{name}: the record differs"
        for name in sorted(bundled.keys() & shared.keys())
        if bundled[name] != shared[name]
    ]
    return found


def main(argv: Sequence[str] | None = None) -> int:
    """Rebuild every bundle from the shared conformance folder; returns the exit code."""
    parser = argparse.ArgumentParser(
        prog="python -m tests.record.bundles",
        description=(
            "Rebuild tokaido_nb/masters/games/*.jsonl.xz from the shared conformance games."
        ),
    )
    parser.add_argument(
        "shared",
        nargs="?",
        type=Path,
        help="the shared conformance folder (default: shared/conformance beside the repository)",
    )
    args = parser.parse_args(argv)
    shared = args.shared or shared_conformance()
    if shared is None or not shared.is_dir():
        print(f"no shared conformance folder found (looked at {shared or REPO.parent})")
        return 2
    for folder in FOLDERS:
        try:
            records = read_folder(shared / folder)
        except ValueError as error:
            print(error)
            return 1
        if not records:
            print(f"{shared / folder}: no *.json record found")
            return 2
        path = bundle_path(folder)
        write_bundle(records, path)
        print(f"{path}: {len(records)} games, {path.stat().st_size:,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
