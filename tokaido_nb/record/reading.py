"""Reading a game record: the JSON of ``docs/record-format.md`` checked into a ``Record``.

Everything that can be judged from the record alone is checked here: the format and version,
the card, traveller and option names, the values a key may take at the kind of stop it is
written for, and which traveller may carry which key. Whether the choices were legal at that
moment of the journey is for the replay (replaying.py) to find out, through the rules.

Turns are numbered from 1 in messages (turn 12 is ``turns[11]``); players are the record's own
indices (``"player": 3``), so a message points at the very key to look at.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from ..rules import untrusted
from ..rules.language import _
from ..rules.untrusted import json_kind
from .checking import Checker

# What a record is lives in format.py: its public names are importable from here as before.
from .format import (
    AMULETS,
    CALLIGRAPHIES,
    CROSSROADS_OPTIONS,
    DIE_FACES,
    FORMAT,
    LEGENDARY,
    VERSION,
    Record,
    RecordError,
    RecordPlayer,
)

__all__ = [
    "AMULETS",
    "CALLIGRAPHIES",
    "CROSSROADS_OPTIONS",
    "DIE_FACES",
    "FORMAT",
    "LEGENDARY",
    "VERSION",
    "Record",
    "RecordError",
    "RecordPlayer",
    "read_record",
]


def read_record(source: Record | Mapping[str, Any] | str | os.PathLike[str]) -> Record:
    """A checked ``Record`` from a file path, a JSON object (dict) or a ``Record``.

    Raises ``RecordError`` naming the key and the turn for anything malformed: not JSON, a wrong
    format or version, an unknown card, traveller, variant or key, an impossible value.
    """
    if isinstance(source, Record):
        return source
    try:
        if isinstance(source, (str, os.PathLike)):
            path = Path(source)
            try:
                text = untrusted.read_file(path)
            except OSError as error:
                # TRANSLATORS: {path} is a file's path, {error} why it could not be read.
                message = _("cannot read {path}: {error}")
                raise RecordError(
                    message.format(path=path, error=error.strerror or error)
                ) from error
            except untrusted.UntrustedInputError as error:
                message = _("cannot read {path}: {error}")
                raise RecordError(message.format(path=path, error=error)) from error
            source = untrusted.parse_json(text)
        elif isinstance(source, Mapping):
            untrusted.check_value(source)  # a dict from anywhere: the same limits as a file
    except untrusted.UntrustedInputError as error:
        raise RecordError(str(error), path=error.where) from error
    if not isinstance(source, Mapping):
        # TRANSLATORS: {kind} says what the file holds instead ("a list", "the number 3").
        message = _("a game record is a JSON object, not {kind}").format(kind=json_kind(source))
        raise RecordError(message, path="")
    return Checker(source).record()
