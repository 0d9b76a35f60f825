"""Every widget that takes an upload refuses each kind of bad file on its message line, and the
game it had stays as it was: moves, scores, the decision awaited and the set-up panel."""

from __future__ import annotations

import copy
import inspect
import json
import pkgutil
from importlib import import_module

import pytest

import tokaido_nb.widgets
from tokaido_nb.rules.untrusted import MAX_BYTES

from .families import EXAMPLE
from .widget_uploads import UPLOAD_WIDGETS, assert_refused_and_intact, state, upload

GOOD = json.loads(EXAMPLE.read_text())


def spoiled(change) -> bytes:
    record = copy.deepcopy(GOOD)
    change(record)
    return json.dumps(record).encode("utf-8", "surrogatepass")


def _name(text):
    return lambda record: record["players"][0].__setitem__("name", text)


BAD_FILES = {
    "not JSON": (b"{not json", "not valid JSON: Expecting property name"),
    "not UTF-8": (b"\xff\xfe{}", "it is not UTF-8 text"),
    "empty": (b"", "it is empty: there is no JSON text in it"),
    "blank": (b" \n\t", "it is empty: there is no JSON text in it"),
    "a list": (b"[1, 2]", "a game record is a JSON object, not a list"),
    "nested 5,000 deep": (b"[" * 5000 + b"]" * 5000, "more than 16 deep"),
    "nested 17 deep": (b"[" * 17 + b"]" * 17, "more than 16 deep"),
    "a number of 5,000 digits": (
        b'{"format": "tokaido-record", "version": ' + b"9" * 5000 + b"}",
        "a number of 5,000 digits",
    ),
    "NaN": (b'{"format": NaN}', "NaN is not a number JSON allows"),
    "a key twice": (
        json.dumps(GOOD).encode()[:-1] + b', "format": "tokaido-record"}',
        "the key 'format' appears twice",
    ),
    "a lone surrogate in a name": (
        spoiled(_name("Aiko\ud800")),
        "players[0].name holds a lone surrogate",
    ),
    "an escape sequence in a name": (
        spoiled(_name("Aiko\x1b[2J")),
        "'players[0].name' is not a name: it holds the control character",
    ),
    "a list where a card goes": (
        spoiled(lambda record: record["turns"][0].__setitem__("drawn", [["samurai"]])),
        "'drawn' names a list, which is not an encounter card",
    ),
    "too large": (
        b'{"source": "' + b"x" * MAX_BYTES + b'"}',
        f"a game record or save is at most {MAX_BYTES:,} bytes",
    ),
    "a turn the rules refuse": (
        spoiled(lambda record: record["turns"][0].__setitem__("to", 20)),
        "the rules refuse it",
    ),
}


@pytest.mark.parametrize("kind", UPLOAD_WIDGETS)
@pytest.mark.parametrize("bad", BAD_FILES)
def test_a_bad_upload_is_refused_and_the_game_kept(kind: str, bad: str):
    widget = UPLOAD_WIDGETS[kind]()
    content, phrase = BAD_FILES[bad]
    assert_refused_and_intact(widget, content, phrase)


@pytest.mark.parametrize("kind", UPLOAD_WIDGETS)
def test_after_a_bad_upload_a_good_one_loads(kind: str):
    widget = UPLOAD_WIDGETS[kind]()
    assert_refused_and_intact(widget, b"{", "not valid JSON")
    upload(widget, "good.json", EXAMPLE.read_bytes())
    assert widget.message.text.startswith("Loaded good.json: 87 turns")


@pytest.mark.parametrize("kind", UPLOAD_WIDGETS)
def test_the_helper_sees_a_changed_game(kind: str):
    """The helper is not blind: a good upload changes the state it compares."""
    widget = UPLOAD_WIDGETS[kind]()
    before = state(widget)
    other = copy.deepcopy(GOOD)
    other["turns"] = other["turns"][:3]
    upload(widget, "other.json", json.dumps(other).encode())
    assert state(widget) != before
    with pytest.raises(AssertionError):
        assert_refused_and_intact(widget, EXAMPLE.read_bytes())


def test_every_widget_with_an_upload_is_checked():
    """A widget module that builds a FileUpload (itself, or through ``uploads.record_upload``)
    has its widget in UPLOAD_WIDGETS."""
    with_upload = set()
    for module in pkgutil.iter_modules(tokaido_nb.widgets.__path__):
        if module.name == "uploads":  # where record_upload builds one for the others
            continue
        source = inspect.getsource(import_module(f"tokaido_nb.widgets.{module.name}"))
        if "widgets.FileUpload(" in source or "record_upload(" in source:
            with_upload.add(module.name)
    assert with_upload == {"table", "replay_viewer", "guess_the_move"}
    made = {type(make()).__module__.rsplit(".", 1)[1] for make in UPLOAD_WIDGETS.values()}
    assert with_upload <= made
