"""``python -m tokaido_nb replay``: one line per game, a summary, and an exit code."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from tests.sizes import sized
from tokaido_nb.__main__ import main

from .bundles import unpack_bundle
from .support import crossroads_record

SUMMARY = re.compile(
    r"^(\d+) games?: (\d+) ok, (\d+) differ, (\d+) failed, (\d+) not supported \(\d+\.\d s\)$"
)


def summary(output: str) -> tuple[int, ...]:
    match = SUMMARY.match(output.splitlines()[-1])
    assert match, output.splitlines()[-1]
    return tuple(int(n) for n in match.groups())


@pytest.fixture
def folder(tmp_path: Path, finished_record: dict[str, Any]) -> Path:
    """A folder with a good game, a game whose result differs, a broken one and a Crossroads one."""
    (tmp_path / "good.json").write_text(json.dumps(finished_record))
    finished_record["result"]["scores"][0] += 1
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "differs.json").write_text(json.dumps(finished_record))
    (tmp_path / "broken.json").write_text("{")
    (tmp_path / "crossroads.json").write_text(json.dumps(crossroads_record()))
    (tmp_path / "notes.txt").write_text("not a record")
    return tmp_path


def test_a_good_game_is_ok_and_exits_0(folder: Path, capsys: pytest.CaptureFixture) -> None:
    assert main(["replay", str(folder / "good.json")]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].endswith("good.json: ok (" + lines[0].split("(", 1)[1])
    assert "turns; scores, coins, achievements as recorded)" in lines[0]
    assert summary("\n".join(lines)) == (1, 1, 0, 0, 0)


def test_a_folder_reports_every_game_and_exits_1(
    folder: Path, capsys: pytest.CaptureFixture
) -> None:
    assert main(["replay", str(folder)]) == 1
    out = capsys.readouterr().out
    lines = {Path(line.split(": ")[0]).name: line for line in out.splitlines()[:-1]}
    assert set(lines) == {"good.json", "differs.json", "broken.json", "crossroads.json"}
    assert ": differs: Player 1 (player 0): score " in lines["differs.json"]
    assert ": not a valid record: not valid JSON: " in lines["broken.json"]
    assert ": ok (" in lines["crossroads.json"]
    assert summary(out) == (4, 2, 1, 1, 0)


def test_a_record_the_rules_do_not_support_is_counted_apart(
    folder: Path, capsys: pytest.CaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    from tokaido_nb import cli_replay

    def unsupported(record: Any) -> None:
        raise cli_replay.ReplayError("Matsuri is not supported yet: a later expansion.")

    monkeypatch.setattr(cli_replay, "replay", unsupported)
    assert main(["replay", str(folder / "good.json")]) == 1
    out = capsys.readouterr().out
    assert ": Matsuri is not supported yet" in out
    assert summary(out) == (1, 0, 0, 0, 1)


def test_quiet_prints_only_the_games_not_ok(folder: Path, capsys: pytest.CaptureFixture) -> None:
    assert main(["replay", "-q", str(folder)]) == 1
    out = capsys.readouterr().out
    assert "good.json" not in out and "differs.json" in out


def test_verbose_tells_the_story_before_the_result(
    folder: Path, capsys: pytest.CaptureFixture
) -> None:
    assert main(["replay", "--verbose", str(folder / "good.json")]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].endswith("good.json:")
    assert lines[1].startswith("  Turn 1: Player ")
    assert lines[-2].endswith("as recorded)")


def test_nothing_to_replay_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    assert main(["replay", str(tmp_path)]) == 2
    assert capsys.readouterr().out.startswith("no game record found")
    assert main(["replay", str(tmp_path / "missing.json")]) == 2
    missing = capsys.readouterr()
    assert missing.err == f"replay: {tmp_path / 'missing.json'}: no such file or folder\n"
    assert missing.out == ""  # a path not found is no game: not "1 failed"


# test_conformance.py replays every bundled game through the rules; here the command line
# replays a folder of them as shared (one .json file per game): a sample in `make test`, every
# game with TOKAIDO_FULL_SWEEPS=1 (tests/sizes.py).
@pytest.mark.slow
@pytest.mark.parametrize(
    ("bundle", "every", "sample", "whole"),
    [
        ("bga-4p-base", 8, 78, 624),
        ("bga-4p-crossroads", 4, 50, 199),  # cross.choice
        # The Crossroads games of 2020 replay with the older scoring their records name.
        ("bga-4p-crossroads-2020", 4, 38, 152),  # cross.legendary_shodo
    ],
)
def test_the_conformance_games_all_replay_ok(
    bundle: str,
    every: int,
    sample: int,
    whole: int,
    tmp_path: Path,
    capsys: pytest.CaptureFixture,
) -> None:
    folder = unpack_bundle(bundle, tmp_path, every=sized(every, 1))
    games = len(list(folder.glob("*.json")))
    assert games == sized(sample, whole)
    assert main(["replay", "--quiet", str(folder)]) == 0
    assert summary(capsys.readouterr().out) == (games, games, 0, 0, 0)
