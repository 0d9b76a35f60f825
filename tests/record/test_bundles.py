"""The real games kept in the repository (tokaido_nb/masters/games/) are the project's own.

Where the shared conformance folder sits beside the repository (a project machine), each bundle
must equal it record by record; a clone elsewhere has only the bundles, and the conformance tests
read them.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from . import bundles
from .bundles import FOLDERS, differences, load_bundle, read_folder, unpack_bundle, write_bundle

GAME = {"format": "tokaido-record", "version": 1, "source": "a test", "turns": []}


@pytest.mark.parametrize("folder", FOLDERS)
def test_each_bundle_equals_its_shared_folder_record_by_record(folder: str) -> None:
    shared = bundles.shared_conformance()
    if shared is None:
        return  # nothing to compare with outside a project machine (as for the checklist copy)
    found = differences(load_bundle(folder), read_folder(shared / folder))
    assert found == [], (
        f"{bundles.bundle_path(folder)} differs from {shared / folder} "
        f"({len(found)} games, first: {found[0]}): rebuild it with `make conformance`"
    )


@pytest.mark.parametrize("folder", FOLDERS)
def test_each_bundled_game_keeps_its_file_name_the_table_number(folder: str) -> None:
    for name, record in load_bundle(folder).items():
        assert re.fullmatch(r"\d+\.json", name), name
        assert record["source"].startswith(f"Board Game Arena table {name[:-5]};"), name


def test_a_bundle_gives_back_the_games_it_was_written_from(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bundles, "BUNDLES", tmp_path / "data")
    games = {"2.json": {**GAME, "source": "Nara"}, "10.json": {**GAME, "source": "Edo – Kyōto"}}
    write_bundle(games, bundles.bundle_path("games"))
    first = bundles.bundle_path("games").read_bytes()
    write_bundle(dict(reversed(games.items())), bundles.bundle_path("games"))
    assert bundles.bundle_path("games").read_bytes() == first  # the same games, the same bytes
    assert load_bundle("games") == games
    assert list(load_bundle("games")) == ["10.json", "2.json"]  # in file-name order

    folder = unpack_bundle("games", tmp_path / "out")
    assert folder == tmp_path / "out" / "games"
    assert read_folder(folder) == games


def test_differences_name_each_game_missing_extra_or_changed() -> None:
    shared = {"1.json": GAME, "2.json": GAME, "3.json": GAME}
    changed = {**GAME, "turns": [{"player": 0, "to": 1}]}
    bundled = {"1.json": GAME, "2.json": changed, "4.json": GAME}
    assert differences(shared, shared) == []
    assert differences(bundled, shared) == [
        "3.json: only in the shared folder",
        "4.json: only in the bundle",
        "2.json: the record differs",
    ]


def test_a_missing_bundle_names_its_path_and_how_to_rebuild_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bundles, "BUNDLES", tmp_path)
    with pytest.raises(FileNotFoundError, match=r"nowhere\.jsonl\.xz: rebuild it with `make conf"):
        load_bundle("nowhere")


def test_the_rebuild_writes_one_bundle_per_shared_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture
) -> None:
    monkeypatch.setattr(bundles, "BUNDLES", tmp_path / "data")
    shared = tmp_path / "shared"
    for number, folder in enumerate(FOLDERS):
        (shared / folder).mkdir(parents=True)
        (shared / folder / f"{number}.json").write_text(json.dumps(GAME), encoding="utf-8")
        (shared / folder / "README.txt").write_text("not a game", encoding="utf-8")
    assert bundles.main([str(shared)]) == 0
    out = capsys.readouterr().out
    for number, folder in enumerate(FOLDERS):
        assert load_bundle(folder) == {f"{number}.json": GAME}
        assert f"{folder}.jsonl.xz: 1 games" in out

    (shared / FOLDERS[0] / "broken.json").write_text("{", encoding="utf-8")
    assert bundles.main([str(shared)]) == 1
    assert "broken.json: not a JSON record" in capsys.readouterr().out
    assert bundles.main([str(tmp_path / "nowhere")]) == 2
    assert "no shared conformance folder found" in capsys.readouterr().out
