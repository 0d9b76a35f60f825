"""The one gate for untrusted text: size, UTF-8, JSON, depth, numbers, duplicate keys and lone
surrogates refused in words; FIFOs, devices and folders refused without being read."""

from __future__ import annotations

import json
import math
import os
from pathlib import Path

import pytest

from tokaido_nb.rules.untrusted import (
    MAX_BYTES,
    MAX_DEPTH,
    UntrustedInputError,
    check_value,
    name_problem,
    parse_json,
    read_file,
    short_repr,
)


def refused(text, phrase: str) -> UntrustedInputError:
    with pytest.raises(UntrustedInputError) as caught:
        parse_json(text)
    assert phrase in str(caught.value), str(caught.value)
    return caught.value


def test_plain_json_comes_back_as_it_was():
    value = {"players": [{"name": "Aiko", "traveller": None}], "turns": [], "x": 1.5}
    assert parse_json(json.dumps(value)) == value
    assert parse_json(json.dumps(value).encode()) == value


def test_a_byte_order_mark_is_allowed():
    assert parse_json(b"\xef\xbb\xbf{}") == {}


def test_text_that_is_not_utf8_is_refused_with_the_byte():
    refused(b'{"a": "\xff"}', "it is not UTF-8 text (invalid start byte at byte 7)")


def test_text_that_is_not_json_says_where():
    refused("{not json", "not valid JSON: Expecting property name enclosed in double quotes")


def test_nesting_deeper_than_the_limit_is_refused():
    assert parse_json("[" * MAX_DEPTH + "]" * MAX_DEPTH) is not None
    refused("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1), f"more than {MAX_DEPTH} deep")


def test_nesting_far_beyond_the_recursion_limit_is_refused_not_overflowed():
    refused("[" * 100_000 + "]" * 100_000, f"more than {MAX_DEPTH} deep")


def test_a_number_of_thousands_of_digits_is_refused():
    error = refused('{"version": ' + "9" * 5000 + "}", "a number of 5,000 digits")
    assert "at most 30" in str(error)
    refused("[-" + "1" * 31 + "]", "a number of 31 digits")


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity_are_refused(constant: str):
    refused(f'{{"meal_points": {constant}}}', "is not a number JSON allows")


def test_a_float_too_large_for_a_float_is_refused():
    refused("[1e999]", "the number 1e999 is too large")


def test_a_key_twice_in_one_object_is_refused():
    refused('{"result": {"scores": [1]}, "result": null}', "the key 'result' appears twice")


def test_a_lone_surrogate_is_refused_with_its_path():
    error = refused('{"players": [{"name": "A\\ud800"}]}', "holds a lone surrogate")
    assert error.where == "players[0].name"
    refused('{"\\udc00": 1}', "a key holding a lone surrogate")


def test_a_surrogate_pair_is_a_character_and_allowed():
    assert parse_json('["\\ud83c\\udf75"]') == ["\U0001f375"]


def test_text_larger_than_the_limit_is_refused_before_it_is_parsed():
    refused(b" " * (MAX_BYTES + 1), f"at most {MAX_BYTES:,} bytes")
    refused(" " * (MAX_BYTES + 1), f"at most {MAX_BYTES:,} bytes")


@pytest.mark.parametrize(
    ("value", "phrase"),
    [
        ({"a": [math.nan]}, "a[0] is nan"),
        ({"a": {1: 2}}, "has the key 1; keys are text"),
        ({"a": (1, {"b": {3}})}, "a[1].b is {3} (a set)"),
        ([[[[]]]] + [10**40], "[1] holds a number of 41 digits"),
        ({"name": "Ai\udfffko"}, "name holds a lone surrogate"),
    ],
)
def test_values_from_python_are_held_to_the_same_limits(value, phrase: str):
    with pytest.raises(UntrustedInputError) as caught:
        check_value(value)
    assert phrase in str(caught.value), str(caught.value)


def test_any_mapping_is_an_object_and_only_lists_and_tuples_are_lists():
    """check_value takes plain dicts, lists and tuples first (issue 14's speed work): any other
    mapping is still walked as an object, and a list subclass or a set is still refused."""
    from collections import OrderedDict, UserList
    from types import MappingProxyType

    check_value(MappingProxyType({"a": OrderedDict(b=(1, [2.5, None]))}))
    with pytest.raises(UntrustedInputError, match="a.b is nan"):
        check_value(MappingProxyType({"a": OrderedDict(b=math.nan)}))
    with pytest.raises(UntrustedInputError, match="has the key 1"):
        check_value(OrderedDict({1: 2}))
    with pytest.raises(UntrustedInputError, match="a UserList"):
        check_value({"a": UserList([1])})


def test_a_value_nested_thousands_deep_from_python_is_refused():
    value: list = []
    for _ in range(50_000):
        value = [value]
    with pytest.raises(UntrustedInputError, match="more than 16 deep"):
        check_value(value)


@pytest.mark.parametrize(
    ("name", "problem"),
    [
        ("Aiko", None),
        ("Kyōko 京子", None),
        ("", "a name cannot be empty"),
        ("  ", "a name cannot be empty"),
        (3, "a name is text, not 3"),
        ("Ai\x1b[31mko", "it holds the control character '\\x1b'"),
        ("Ai\nko", "it holds the control character '\\n'"),
        ("Ai\u202eko", "it holds the control character '\\u202e'"),
        ("Ai\ud800", "it holds a lone surrogate"),
    ],
)
def test_a_name_is_text_without_control_characters(name, problem):
    found = name_problem(name)
    assert (found is None) if problem is None else found.startswith(problem), found


def test_a_short_repr_survives_any_value():
    assert short_repr(10**5000) == "a whole number of 5001 digits"
    assert len(short_repr("x" * 10_000)) == 60
    assert short_repr([10**5000]) == "a list"  # its repr fails: named by its kind


# ---------------------------------------------------------------------------- files
def test_a_regular_file_is_read(tmp_path: Path):
    path = tmp_path / "game.json"
    path.write_bytes(b'{"a": 1}')
    assert read_file(path) == b'{"a": 1}'


def test_a_file_larger_than_the_limit_is_refused_without_reading_it(tmp_path: Path):
    path = tmp_path / "big.json"
    with path.open("wb") as file:
        file.truncate(MAX_BYTES + 1)  # sparse: nothing to read, only its size
    with pytest.raises(UntrustedInputError, match="at most 2,000,000 bytes"):
        read_file(path)


def test_a_folder_is_refused(tmp_path: Path):
    with pytest.raises(UntrustedInputError, match="it is a folder, not a regular file"):
        read_file(tmp_path)


def test_a_missing_file_raises_the_os_error(tmp_path: Path):
    with pytest.raises(FileNotFoundError):
        read_file(tmp_path / "nothing.json")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_nobody_writes_to_is_refused_at_once(tmp_path: Path, finishes):
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    error = finishes(lambda: read_file(fifo))
    assert isinstance(error, UntrustedInputError)
    assert "it is a pipe (FIFO), not a regular file" in str(error)


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero here")
def test_a_link_to_an_endless_device_is_refused_at_once(tmp_path: Path, finishes):
    link = tmp_path / "game.json"
    link.symlink_to("/dev/zero")
    error = finishes(lambda: read_file(link))
    assert isinstance(error, UntrustedInputError)
    assert "it is a device, not a regular file" in str(error)
