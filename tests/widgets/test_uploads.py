"""The shared upload part: what the browser sends becomes one file, its name safe to show, and
its bytes a record or a save through the one gate, or a RecordError / SaveError in words."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tokaido_nb.record import RecordError
from tokaido_nb.rules import Game, Move
from tokaido_nb.rules.validation import SaveError
from tokaido_nb.widgets.uploads import (
    UploadedFile,
    read_uploaded_game,
    read_uploaded_record,
    refusal_words,
    shown_name,
    uploaded_file,
)

EXAMPLE = Path(__file__).resolve().parents[2] / "notebooks" / "data" / "example_game.json"


@pytest.mark.parametrize(
    "value",
    [None, (), [], "game.json", ({},), ({"name": "x.json"},), ({"content": "text"},), (3,)],
)
def test_a_value_without_a_file_is_no_file(value):
    assert uploaded_file(value) is None


def test_the_last_file_is_taken_with_its_bytes():
    value = ({"name": "a.json", "content": b"1"}, {"name": "b.json", "content": memoryview(b"2")})
    assert uploaded_file(value) == UploadedFile("b.json", b"2")


@pytest.mark.parametrize(
    ("name", "shown"),
    [
        ("game.json", "game.json"),
        ("game\x1b[2J.json", "game?[2J.json"),
        ("caf\udcff.json", "caf?.json"),
        ("", "the uploaded file"),
        (None, "the uploaded file"),
        ("x" * 200, "x" * 77 + "..."),
    ],
)
def test_a_file_name_is_made_safe_to_show(name, shown):
    assert shown_name(name) == shown


def test_a_record_upload_is_read_through_the_gate():
    record = read_uploaded_record(UploadedFile("g.json", EXAMPLE.read_bytes()))
    assert len(record.turns) == 87
    with pytest.raises(RecordError, match="the key 'format' appears twice"):
        read_uploaded_record(UploadedFile("g.json", b'{"format": 1, "format": 2}'))


def test_a_save_upload_is_read_through_the_gate():
    game = Game(3, travellers=["kinko", "umegae", "satsuki"], kyoto=[0, 1, 2])
    game.play(Move(2))
    assert read_uploaded_game(UploadedFile("s.json", game.dumps().encode())) == game
    broken = json.loads(game.dumps())
    broken["version"] = 99
    with pytest.raises(SaveError, match="'version' is 99"):
        read_uploaded_game(UploadedFile("s.json", json.dumps(broken).encode()))


def test_the_refusal_is_one_sentence():
    assert refusal_words("a.json", RecordError("not valid JSON")) == (
        "Could not load a.json: not valid JSON."
    )
