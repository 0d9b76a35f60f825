"""Untrusted text into JSON values: the one gate every game record, save and upload goes through.

A learner's upload, a file named on the command line or a dict handed to the API may come from
anywhere. Before a record reader or a save loader looks at what it says, this module makes sure
it is a plain JSON value of a sensible size: at most ``MAX_BYTES`` of UTF-8 text, nested at most
``MAX_DEPTH`` deep, whole numbers of at most ``MAX_DIGITS`` digits, no NaN or infinity, no key
twice in one object, and no string holding a lone surrogate (which no file can store, and which
breaks printing and the widgets' messages). A file is read only if it is a regular file, and
never more than ``MAX_BYTES`` of it, so a FIFO or a link to an endless device cannot hang the
reader. ``name_problem`` says what is wrong with a name shown on screen (control characters).

What the value means (a record, a save) is for the reader of that format to check; this module
knows no format. Standard library only, like the rest of the rules floor.
"""

from __future__ import annotations

import errno
import json
import math
import os
import re
import stat
import unicodedata
from collections.abc import Mapping
from typing import Any, TypeAlias

from .frozen import FrozenList
from .language import N_, gettext, pgettext

MAX_BYTES = 2_000_000
"""The largest text taken in (2 MB). A whole five-player game saved by ``Game.to_json`` with
indentation is about 60 kB and a game record about 10 kB, so this leaves room for any real game."""

MAX_DEPTH = 16
"""How deeply arrays and objects may nest. A record nests 4 deep and a save 5 deep."""

MAX_DIGITS = 30
"""The most digits a whole number may have (a seed is at most 20)."""

_LIMIT = 10**MAX_DIGITS
_SURROGATE = re.compile("[\ud800-\udfff]")
# Characters that move the cursor, ring, recolour a terminal or reorder the text around them.
_BIDI = frozenset("\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


class UntrustedInputError(ValueError):
    """Text or a value that cannot be taken in: unreadable, too large, too deep, not JSON, ...

    The message says what is wrong in words, without naming the file (the caller knows it).
    ``where`` is the JSON path concerned (``"players[0].name"``) when there is one.
    """

    def __init__(self, message: str, *, where: str | None = None) -> None:
        super().__init__(message)
        self.where = where


# A value met on the walk through untrusted JSON: the value, its depth, its parent entry and
# its key in the parent (None at the top).
_Entry: TypeAlias = tuple[Any, int, "_Entry | None", Any]


def read_file(path: str | os.PathLike[str]) -> bytes:
    """The bytes of a regular file, at most ``MAX_BYTES`` of them.

    Refuses a folder, a FIFO, a device (a link to ``/dev/zero`` too) or a file larger than the
    limit with ``UntrustedInputError``; an ``OSError`` (missing file, no permission) is raised
    as it is, for the caller to word.
    """
    # O_NONBLOCK: opening a FIFO nobody writes to would otherwise wait forever.
    try:
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except UnicodeEncodeError:  # a lone surrogate in the name: no file has that name
        raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), ascii(path)) from None
    try:
        info = os.fstat(descriptor)
        if not stat.S_ISREG(info.st_mode):
            raise UntrustedInputError(_file_kind(info.st_mode))
        if info.st_size > MAX_BYTES:
            raise UntrustedInputError(_too_large(info.st_size))
        with os.fdopen(descriptor, "rb", closefd=False) as file:
            data = file.read(MAX_BYTES + 1)  # a file that grew since fstat stops here
    finally:
        os.close(descriptor)
    if len(data) > MAX_BYTES:
        raise UntrustedInputError(_too_large(len(data), more=True))
    return data


def parse_json(text: str | bytes | bytearray | memoryview) -> Any:
    """The JSON value of ``text`` (UTF-8 bytes, with or without a byte-order mark, or a str).

    Raises ``UntrustedInputError`` for text that is too large, not UTF-8, not JSON, nested too
    deep, or that holds a number too long, NaN or infinity, a key twice in one object or a lone
    surrogate.

    >>> parse_json(b'{"players": [{"name": "Aiko"}]}')
    {'players': [{'name': 'Aiko'}]}
    >>> parse_json('{"result": 1, "result": 2}')  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    tokaido_nb.rules.untrusted.UntrustedInputError: the key 'result' appears twice in one ...
    """
    if isinstance(text, (bytes, bytearray, memoryview)):
        data = bytes(text)
        if len(data) > MAX_BYTES:
            raise UntrustedInputError(_too_large(len(data)))
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as error:
            # TRANSLATORS: {reason} is Python's own English words ("invalid start byte").
            problem = gettext("it is not UTF-8 text ({reason} at byte {byte})")
            raise UntrustedInputError(
                problem.format(reason=error.reason, byte=error.start)
            ) from None
    elif not isinstance(text, str):
        raise UntrustedInputError(f"expected JSON text, not {type(text).__name__}")
    elif len(text) > MAX_BYTES:
        raise UntrustedInputError(_too_large(len(text.encode("utf-8", "surrogatepass"))))
    if not text.strip():
        raise UntrustedInputError(gettext("it is empty: there is no JSON text in it"))
    try:
        value = json.loads(
            text,
            object_pairs_hook=_object,
            parse_int=_whole_number,
            parse_float=_number,
            parse_constant=_constant,
        )
    except json.JSONDecodeError as error:
        # TRANSLATORS: {error} is Python's own English words ("Expecting value").
        problem = gettext("not valid JSON: {error} at line {line}, column {column}")
        raise UntrustedInputError(
            problem.format(error=error.msg, line=error.lineno, column=error.colno)
        ) from None
    except RecursionError:  # the decoder is recursive: far too deep for any game
        problem = gettext(
            "it nests lists and objects more than {most} deep; a game needs at most 5"
        )
        raise UntrustedInputError(problem.format(most=MAX_DEPTH)) from None
    check_value(value)
    return value


def check_value(value: Any) -> None:
    """Check that ``value`` is a plain JSON value within the limits of ``parse_json``.

    For values handed over from Python (a dict given to ``read_record`` or ``Game.from_json``):
    objects (any mapping) with text keys, lists or tuples, text, whole numbers, finite numbers,
    true, false and null. Raises ``UntrustedInputError`` naming the path of the first problem.
    The walk is iterative, so even a value nested thousands deep is refused, not overflowed.
    """
    # Each entry: the value, its depth, and its parent entry and key, to name its path.
    stack: list[_Entry] = [(value, 0, None, None)]
    while stack:
        entry = stack.pop()
        item, depth, _, _ = entry
        kind = type(item)
        if kind is str:
            if _SURROGATE.search(item):
                raise _at(
                    entry,
                    N_("the value at {where} holds a lone surrogate ({code})"),
                    N_("the value holds a lone surrogate ({code})"),
                    code=_first_surrogate(item),
                )
        elif kind is int:
            if not -_LIMIT < item < _LIMIT:
                raise _at(
                    entry,
                    N_(
                        "the value at {where} holds a number of {digits} digits; numbers here "
                        "have at most {most}"
                    ),
                    N_(
                        "the value holds a number of {digits} digits; numbers here have at "
                        "most {most}"
                    ),
                    digits=f"{_digits(item):,}",
                    most=MAX_DIGITS,
                )
        elif kind is float:
            if not math.isfinite(item):
                raise _at(
                    entry,
                    N_("the value at {where} is {value}, which is not a number JSON allows"),
                    N_("the value is {value}, which is not a number JSON allows"),
                    value=repr(item),
                )
        elif item is None or kind is bool:
            pass
        # Plain dicts and lists first: isinstance(..., Mapping) is a call into the abc module.
        # A game's read-only lists (frozen.FrozenList, a game's record handed out) are lists.
        elif (
            kind is dict
            or kind is list
            or kind is tuple
            or kind is FrozenList
            or isinstance(item, Mapping)
        ):
            if depth >= MAX_DEPTH:
                raise _at(
                    entry,
                    N_(
                        "the value at {where} nests lists and objects more than {most} deep; "
                        "a game needs at most 5"
                    ),
                    N_(
                        "the value nests lists and objects more than {most} deep; a game needs "
                        "at most 5"
                    ),
                    most=MAX_DEPTH,
                )
            if kind is list or kind is tuple or kind is FrozenList:
                for index, inner in enumerate(item):
                    stack.append((inner, depth + 1, entry, index))
            else:
                for key, inner in item.items():
                    if type(key) is not str:
                        raise _at(
                            entry,
                            N_("the value at {where} has the key {key}; keys are text"),
                            N_("the value has the key {key}; keys are text"),
                            key=_short(key),
                        )
                    if _SURROGATE.search(key):
                        raise _at(
                            entry,
                            N_("the value at {where} has a key holding a lone surrogate ({code})"),
                            N_("the value has a key holding a lone surrogate ({code})"),
                            code=ascii(key),
                        )
                    stack.append((inner, depth + 1, entry, key))
        else:
            # TRANSLATORS: {type} is a Python type's name ("set"), kept.
            raise _at(
                entry,
                N_("the value at {where} is {value} (a {type}), which is not a JSON value"),
                N_("the value is {value} (a {type}), which is not a JSON value"),
                value=_short(item),
                type=kind.__name__,
            )


def name_problem(name: Any) -> str | None:
    """What is wrong with a name shown on screen and in a terminal, or None if nothing is.

    A name is non-empty text without control characters (line breaks, escape sequences, bidi
    overrides), which would garble a terminal, a log line or the story of a game.

    >>> name_problem("Aiko"), name_problem("Ai\\x1b[31mko")
    (None, "it holds the control character '\\\\x1b'")
    """
    if not isinstance(name, str):
        return gettext("a name is text, not {value}").format(value=_short(name))
    if not name.strip():
        return gettext("a name cannot be empty")
    if _SURROGATE.search(name):
        return gettext("it holds a lone surrogate ({code})").format(code=_first_surrogate(name))
    for char in name:
        if char in _BIDI or unicodedata.category(char) in ("Cc", "Zl", "Zp"):
            return gettext("it holds the control character {code}").format(code=ascii(char))
    return None


def short_repr(value: Any, limit: int = 60) -> str:
    """``repr(value)`` cut to about ``limit`` characters; safe for any value, a huge int too.

    >>> short_repr("x" * 100)[:10], short_repr(10**5000)
    ("'xxxxxxxxx", 'a whole number of 5001 digits')
    """
    return _short(value, limit)


def json_kind(value: Any) -> str:
    """What kind of JSON value ``value`` is, for a message: ``null``, ``true``, ``the number
    3``, ``the text 'x'``, ``a list``, ``an object`` (shortened as ``short_repr`` does).

    >>> json_kind(None), json_kind(False), json_kind(3), json_kind("x"), json_kind([])
    ('null', 'false', 'the number 3', "the text 'x'", 'a list')
    """
    if value is None:
        return "null"
    if isinstance(value, bool):
        return str(value).lower()
    # In the language spoken now: the record reader's and the save loader's messages hold it.
    if isinstance(value, (int, float)):
        # TRANSLATORS: a value found in a game record or save (JSON), e.g. "the number 3".
        return pgettext("json value", "the number {value}").format(value=short_repr(value))
    if isinstance(value, str):
        # TRANSLATORS: a value found in a game record or save (JSON), e.g. "the text 'x'".
        return pgettext("json value", "the text {value}").format(value=short_repr(value))
    if isinstance(value, (list, tuple)):
        return pgettext("json value", "a list")
    if isinstance(value, Mapping):
        return pgettext("json value", "an object")
    return type(value).__name__


# ---------------------------------------------------------------------------- helpers
def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            problem = gettext("the key {key} appears twice in one object; each key may appear once")
            raise UntrustedInputError(problem.format(key=_short(key)))
        result[key] = value
    return result


def _whole_number(text: str) -> int:
    digits = len(text) - (text[0] == "-")
    if digits > MAX_DIGITS:
        problem = gettext("it holds a number of {digits} digits; numbers here have at most {most}")
        raise UntrustedInputError(problem.format(digits=f"{digits:,}", most=MAX_DIGITS))
    return int(text)


def _number(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        problem = gettext("the number {value} is too large").format(value=text[:20])
        raise UntrustedInputError(problem)
    return value


def _constant(text: str) -> Any:
    raise UntrustedInputError(gettext("{value} is not a number JSON allows").format(value=text))


def _digits(number: int) -> int:
    number = abs(number)
    if number < 10:
        return 1
    # len(str(n)) fails past 4,300 digits: count from the bit length instead. A number of b
    # bits has d or d + 1 digits, d as below.
    least = int((number.bit_length() - 1) * 0.30102999566398120) + 1
    return least + 1 if number >= 10**least else least


def _too_large(size: int, more: bool = False) -> str:
    # TRANSLATORS: {size} and {most} are numbers of bytes, written with thousands separators.
    if more:
        problem = gettext(
            "it is more than {size} bytes long; a game record or save is at most {most} bytes"
        )
    else:
        problem = gettext("it is {size} bytes long; a game record or save is at most {most} bytes")
    return problem.format(size=f"{size:,}", most=f"{MAX_BYTES:,}")


def _file_kind(mode: int) -> str:
    """Why a path that is no regular file cannot be read, in a sentence."""
    if stat.S_ISDIR(mode):
        return gettext("it is a folder, not a regular file")
    if stat.S_ISFIFO(mode):
        return gettext("it is a pipe (FIFO), not a regular file")
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return gettext("it is a device, not a regular file")
    if stat.S_ISSOCK(mode):
        return gettext("it is a socket, not a regular file")
    return gettext("it is not a regular file")


def _first_surrogate(text: str) -> str:
    found = _SURROGATE.search(text)
    assert found is not None
    # TRANSLATORS: {code} is the character's code ('\\ud800').
    return gettext("{code}, which is not a character").format(code=ascii(found.group()))


def _short(value: Any, limit: int = 60) -> str:
    if isinstance(value, int) and not isinstance(value, bool) and not -_LIMIT < value < _LIMIT:
        return f"a whole number of {_digits(value)} digits"
    try:
        text = repr(value)
    except Exception:  # a value whose repr fails still gets a message
        return f"a {type(value).__name__}"
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _path(entry: _Entry) -> str:
    parts = []
    while entry[2] is not None:
        key = entry[3]
        parts.append(f"[{key}]" if isinstance(key, int) else f".{key}")
        entry = entry[2]
    return "".join(reversed(parts)).lstrip(".")


def _at(entry: _Entry, at: str, bare: str, **values: Any) -> UntrustedInputError:
    """The error for the value of ``entry``: the message ``at`` names its path ({where}), the
    message ``bare`` is for the whole value; both are marked with ``N_`` and translated here."""
    where = _path(entry)
    if where:
        # TRANSLATORS: {where} is a path in the JSON ("players[0].name"), kept as written.
        return UntrustedInputError(gettext(at).format(where=where, **values), where=where)
    return UntrustedInputError(gettext(bare).format(**values))


def shown_name(name: str) -> str:
    """``name`` safe on one line of a terminal, a file or a game record: each character
    ``name_problem`` refuses (line breaks, escape sequences, bidi overrides, lone surrogates)
    written as its escape. A tournament names its players after their files, whatever they hold.

    >>> shown_name("ann\\n\\x1b[31mred"), shown_name("Aiko")
    ('ann\\\\n\\\\x1b[31mred', 'Aiko')
    """
    return "".join(
        ascii(char)[1:-1]
        if char in _BIDI
        or "\ud800" <= char <= "\udfff"
        or unicodedata.category(char) in ("Cc", "Zl", "Zp")
        else char
        for char in name
    )
