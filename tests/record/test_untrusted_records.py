"""Records from anywhere: every way a hostile file or dict went wrong before is now a
``RecordError`` that says what is wrong, through a path, a dict or the command line."""

from __future__ import annotations

import copy
import json
import os
from pathlib import Path
from typing import Any

import pytest

from tokaido_nb.record import RecordError, read_record, replay, story

from .support import two_player_record

EXAMPLE = Path(__file__).resolve().parents[2] / "notebooks" / "data" / "example_game.json"


@pytest.fixture
def good() -> dict[str, Any]:
    return json.loads(EXAMPLE.read_text())


def refused(source, phrase: str) -> RecordError:
    with pytest.raises(RecordError) as caught:
        read_record(source)
    assert phrase in str(caught.value), str(caught.value)
    return caught.value


@pytest.mark.parametrize(
    ("turn", "key", "value", "phrase"),
    [
        (0, "drawn", [["samurai"]], "'drawn' names a list, which is not an encounter card"),
        (0, "drawn", [{"card": "samurai"}], "'drawn' names an object, which is not an encounter"),
        (1, "revealed", [["sake"], "koma", "gofu"], "'revealed' names a list, which is not a"),
        (1, "one_coin", {"card": "sake"}, "'one_coin' names an object, which is not a souvenir"),
        (5, "hot_spring", [2], "'hot_spring' is a list: hot spring cards are 2 or 3"),
    ],
)
def test_a_list_or_object_where_a_card_goes_is_a_record_error(good, turn, key, value, phrase):
    good["turns"][turn][key] = value
    refused(good, phrase)


def test_a_list_where_a_kept_encounter_goes_is_a_record_error():
    record = two_player_record([{"player": 0, "to": 3, "kept": ["samurai"]}])
    record["players"][0]["traveller"] = "yoshiyasu"
    refused(record, "'kept' names a list, which is not an encounter card")


def test_json_nested_thousands_deep_is_refused(tmp_path: Path):
    path = tmp_path / "deep.json"
    path.write_text('{"format": ' + "[" * 5000 + "]" * 5000 + "}")
    refused(path, "nests lists and objects more than 16 deep")


def test_a_number_of_thousands_of_digits_is_refused(tmp_path: Path):
    path = tmp_path / "big.json"
    path.write_text('{"format": "tokaido-record", "version": ' + "9" * 5000 + "}")
    refused(path, "it holds a number of 5,000 digits; numbers here have at most 30")


def test_a_key_twice_is_refused_so_a_wrong_first_result_cannot_hide(good, tmp_path: Path):
    path = tmp_path / "twice.json"
    wrong = dict(good["result"], scores=[0, 0, 0, 0])
    text = json.dumps(good)
    path.write_text(text[:-1] + f', "result": {json.dumps(wrong)}}}')
    refused(path, "the key 'result' appears twice in one object")


def test_a_lone_surrogate_in_a_name_is_refused_before_anything_prints_it(good):
    good["players"][0]["name"] = "Aiko\ud800"
    error = refused(good, "players[0].name holds a lone surrogate")
    assert error.path == "players[0].name"
    with pytest.raises(RecordError):
        story(good)
    with pytest.raises(RecordError):
        replay(good)


def test_a_lone_surrogate_written_as_an_escape_in_a_file_is_refused(good, tmp_path: Path):
    path = tmp_path / "surrogate.json"
    path.write_text(json.dumps(good).replace('"Player 1"', '"Player \\ud800"'))
    refused(path, "players[0].name holds a lone surrogate")


@pytest.mark.parametrize("name", ["Aiko\x1b[2J", "Ai\nko", "\u202eokiA"])
def test_a_control_character_in_a_name_is_refused(good, name: str):
    good["players"][1]["name"] = name
    refused(good, "'players[1].name' is not a name: it holds the control character")


def test_values_no_json_holds_are_refused_in_a_dict(good):
    good["turns"][0]["drawn"] = [float("nan")]
    refused(good, "turns[0].drawn[0] is nan")
    good["turns"][0]["drawn"] = {"samurai"}
    refused(good, "is {'samurai'} (a set), which is not a JSON value")


def test_a_huge_number_in_a_dict_is_refused_and_printed_safely(good):
    good["version"] = 10**5000
    refused(good, "version holds a number of 5,001 digits")


def test_a_200_megabyte_record_is_refused_without_being_read(tmp_path: Path):
    path = tmp_path / "huge.json"
    with path.open("wb") as file:  # a sparse file: its size without its bytes
        file.truncate(200_000_000)
    refused(path, "huge.json: it is 200,000,000 bytes long; a game record or save is at most")


def test_more_turns_than_a_journey_can_have_are_refused(good):
    good["turns"] = good["turns"] * 3
    refused(good, "'turns' lists 261 turns, but 4 travellers reach Edo in 216 turns at most")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path: Path, finishes):
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    error = finishes(lambda: read_record(fifo))
    assert isinstance(error, RecordError), error
    assert "cannot read" in str(error) and "it is a pipe (FIFO)" in str(error)


def test_a_good_record_still_reads(good):
    record = read_record(copy.deepcopy(good))
    assert len(record.turns) == 87 and replay(record).is_over()
