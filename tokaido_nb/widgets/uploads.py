"""An uploaded file read into a game record or a saved game, with the words to show if it cannot be.

Every widget with a ``FileUpload`` (the table, the replay viewer) reads what the learner picked
through here, so that each refuses a bad file the same way: the file goes through the rules
floor's one gate for untrusted text (``rules.untrusted``: size, UTF-8, JSON, depth, numbers,
duplicate keys, lone surrogates) and then the record reader or the save loader, and whatever is
wrong comes back as one ``RecordError`` or ``SaveError`` whose message the widget shows. The
widget then loads the value it gets, or keeps its game. Nothing here knows a rule or a format.
``record_upload`` builds such a button for a game record, with its handler.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import ipywidgets as widgets

from ..record import Record, RecordError, read_record
from ..rules.game import Game
from ..rules.language import _
from ..rules.untrusted import UntrustedInputError, parse_json

_UNSHOWABLE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069\ud800-\udfff]")
_LONGEST_NAME = 80


@dataclass(frozen=True)
class UploadedFile:
    """One file picked in a ``FileUpload``: its name (made safe to show) and its bytes."""

    name: str
    content: bytes


def uploaded_file(value: Any) -> UploadedFile | None:
    """The last file of a ``FileUpload``'s value, or None when the value holds none.

    The value comes from the browser: a tuple of dicts with ``name`` and ``content`` (a
    memoryview). Anything else counts as no file, never as an error.
    """
    if not isinstance(value, Sequence) or isinstance(value, (str, bytes)) or not value:
        return None
    file = value[-1]
    if not isinstance(file, Mapping):
        return None
    content = file.get("content")
    if not isinstance(content, (bytes, bytearray, memoryview)):
        return None
    return UploadedFile(shown_name(file.get("name")), bytes(content))


def shown_name(name: Any) -> str:
    """A file name safe to show in a message: control characters and lone surrogates become
    ``?``, and a very long name is cut.

    >>> shown_name("game\\x1b[2J.json"), shown_name(None)
    ('game?[2J.json', 'the uploaded file')
    """
    if not isinstance(name, str) or not name.strip():
        return _("the uploaded file")
    name = _UNSHOWABLE.sub("?", name)
    return name if len(name) <= _LONGEST_NAME else name[: _LONGEST_NAME - 3] + "..."


def read_uploaded_record(file: UploadedFile) -> Record:
    """The checked game record in an uploaded file; ``RecordError`` says what is wrong."""
    try:
        value = parse_json(file.content)
    except UntrustedInputError as error:
        raise RecordError(str(error), path=error.where) from error
    return read_record(value)


def record_upload(
    description: str,
    css_class: str,
    load: Callable[[Record, str], object],
    refuse: Callable[[str, RecordError], object],
) -> widgets.FileUpload:
    """A button that uploads one game record (a .json file): each file picked is read with
    ``read_uploaded_record`` and handed to ``load(record, name)``, or its ``RecordError`` to
    ``refuse(name, error)`` (``name``: the file's, safe to show); then the button is emptied,
    so that the same file can be picked again."""
    upload = widgets.FileUpload(
        accept=".json",
        multiple=False,
        description=description,
        layout=widgets.Layout(width="auto"),
    ).add_class(css_class)

    def on_upload(change: dict) -> None:
        file = uploaded_file(change["new"])
        if file is None:
            return
        try:
            record = read_uploaded_record(file)
        except RecordError as error:
            refuse(file.name, error)
        else:
            load(record, file.name)
        upload.value = ()  # so that the same file can be chosen again

    upload.observe(on_upload, names="value")
    return upload


def read_uploaded_game(file: UploadedFile) -> Game:
    """The game saved (``Game.to_json``) in an uploaded file; ``rules.validation.SaveError``
    says what is wrong."""
    return Game.loads(file.content)


def refusal_words(name: str, error: Exception) -> str:
    """The message for a file that could not be loaded: "Could not load NAME: why."

    >>> refusal_words("mine.json", RecordError("not valid JSON: ... at line 1, column 2"))
    'Could not load mine.json: not valid JSON: ... at line 1, column 2.'
    """
    # TRANSLATORS: {name} is a file's name; {why} says what is wrong with it.
    text = _("Could not load {name}: {why}").format(name=name, why=error)
    return text if text.endswith(".") else text + "."
