"""``python -m tokaido_nb puzzles build``: what it reads, what it refuses, what it hands on.

The build itself is tested in test_puzzles.py; here ``masters.puzzles.build`` is replaced by a
recorder, so that the command's own work (finding the games, the options, the exit codes) is
checked in milliseconds.
"""

from __future__ import annotations

import json

import pytest

from tokaido_nb import __main__ as command
from tokaido_nb import cli_puzzles
from tokaido_nb.masters import real_games


@pytest.fixture
def handed(monkeypatch) -> list[dict]:
    calls: list[dict] = []

    def recorder(games, out, **options):
        calls.append({"games": list(games), "out": out, **options})
        options["progress"](len(calls[-1]["games"]), len(calls[-1]["games"]), 0)
        return 0

    monkeypatch.setattr(cli_puzzles, "build", recorder)
    return calls


def test_a_bundle_by_name_is_built_with_the_options_given(handed, tmp_path, capsys) -> None:
    out = tmp_path / "p.jsonl"
    code = command.main(
        [
            "puzzles",
            "build",
            "bga-4p-crossroads",
            "--out",
            str(out),
            "--jobs",
            "2",
            "--strength",
            "quick",
            "--seed",
            "3",
        ]
    )
    assert code == 0
    (call,) = handed
    assert len(call["games"]) == 199 and call["out"] == str(out)
    assert (call["jobs"], call["confirm"], call["seed"]) == (2, "quick", 3)
    printed = capsys.readouterr()
    assert "199 of 199 games done" in printed.err and "0 puzzles written" in printed.out


def test_a_folder_of_records_is_read_and_a_broken_record_named(handed, tmp_path, capsys) -> None:
    folder = tmp_path / "class"
    folder.mkdir()
    game = next(real_games(["bga-4p-base"]))
    (folder / "one.json").write_text(json.dumps(game.record))
    assert command.main(["puzzles", "build", str(folder), "--out", str(tmp_path / "p")]) == 0
    assert [g.name for g in handed[0]["games"]] == ["one.json"]
    (folder / "two.json").write_text('{"format": "tokaido-record"')
    assert command.main(["puzzles", "build", str(folder), "--out", str(tmp_path / "p")]) == 1
    assert "two.json" in capsys.readouterr().err
    assert len(handed) == 1  # nothing was built from a folder with a broken record


@pytest.mark.parametrize("jobs", ["0", "many", "-3"])
def test_a_wrong_number_of_jobs_is_refused_by_the_parse(handed, jobs, capsys) -> None:
    with pytest.raises(SystemExit) as stopped:
        command.main(["puzzles", "build", "--out", "p.jsonl", "--jobs", jobs])
    assert stopped.value.code == 2 and "worker processes" in capsys.readouterr().err
    assert not handed


def test_a_source_that_does_not_exist_or_holds_no_game(handed, tmp_path, capsys) -> None:
    assert command.main(["puzzles", "build", str(tmp_path / "nowhere"), "--out", "p"]) == 2
    assert "no such file or folder" in capsys.readouterr().err
    assert command.main(["puzzles", "build", str(tmp_path), "--out", "p"]) == 2
    assert "no game found" in capsys.readouterr().err
    assert not handed


def test_a_sample_of_games_is_taken_in_turn_from_each_bundle(handed, tmp_path) -> None:
    out = tmp_path / "p.jsonl.xz"
    code = command.main(["puzzles", "build", "--out", str(out), "--games", "5", "--per-game", "4"])
    assert code == 0
    (call,) = handed
    assert [g.bundle for g in call["games"]] == [
        "bga-4p-base",
        "bga-4p-crossroads",
        "bga-4p-crossroads-2020",
        "bga-4p-base",
        "bga-4p-crossroads",
    ]
    firsts = [next(real_games([bundle])).name for bundle in ("bga-4p-base", "bga-4p-crossroads")]
    assert [g.name for g in call["games"][:2]] == firsts
    assert call["per_game"] == 4 and call["executor"] is None


@pytest.mark.parametrize("option", ["--games", "--per-game"])
@pytest.mark.parametrize("value", ["0", "-2", "many"])
def test_a_count_that_is_not_a_whole_number_of_1_or_more_is_refused(
    handed, option, value, tmp_path, capsys
) -> None:
    with pytest.raises(SystemExit) as stopped:
        command.main(["puzzles", "build", "--out", str(tmp_path / "p"), option, value])
    assert stopped.value.code == 2 and not handed
    said = capsys.readouterr().err
    assert option in said
    assert f"{value!r} is not a whole number" in said or f"1 to 1,000,000, not {value!r}" in said
