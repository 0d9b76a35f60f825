"""The package's compiled catalogs, built from po/ with the standard library only.

    python scripts/catalogs.py            # every language: po/<lang>/*.po -> tokaido_nb/locale/...
    python scripts/catalogs.py fr         # one language

The compiled catalogs (``tokaido_nb/locale/<lang>/LC_MESSAGES/tokaido_nb.mo``) are not kept in
git: `make` builds them before anything that needs them (tests, the lab, the site, the
handouts), the wheel's build hook (``scripts/hatch_build.py``) before it packs the package, and
``scripts/translations.py`` (``make translations``) with the rest. One compiler for all of
them, this one, so that each gives the same bytes; it needs no Babel, which the wheel's
isolated build does not have.

A language's catalog is one gettext domain made of its area files (``po/<lang>/*.po``: rules,
story, widgets, lessons, tools, documents; the lessons' own files under ``notebooks/`` and
``documents/`` are not the package's): every message translated and not fuzzy, the first
file's header (its ``Plural-Forms`` above all) as the catalog's.
"""

from __future__ import annotations

import re
import struct
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PO = ROOT / "po"
LOCALE = ROOT / "tokaido_nb" / "locale"
DOMAIN = "tokaido_nb"
LANGUAGES = ("fr", "pl")
# The area files in the order they are merged (a message in two areas takes the later one's
# translation, as Babel's merge did); any other .po file of the folder comes after them.
AREAS = ("rules", "story", "widgets", "lessons", "tools", "documents")

_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\"}
_ESCAPE = re.compile(r"\\(.)")


def mo_path(code: str, locale: Path = LOCALE) -> Path:
    """Where a language's compiled catalog goes."""
    return locale / code / "LC_MESSAGES" / f"{DOMAIN}.mo"


def _unquoted(text: str, where: str) -> str:
    text = text.strip()
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise ValueError(f"{where}: expected a quoted string, found {text!r}")
    return _ESCAPE.sub(lambda match: _ESCAPES.get(match[1], match[0]), text[1:-1])


def entries(path: Path) -> Iterator[dict[str, object]]:
    """The entries of a .po file: ``msgctxt``, ``msgid``, ``msgid_plural``, ``msgstr`` (a
    string, or a list of the plural forms) and ``fuzzy``; obsolete entries (``#~``) left out."""
    entry: dict[str, object] = {}
    field = ""
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        where = f"{path}:{number}"
        if not line.strip() or line.startswith("#~"):
            continue
        keyword, _, rest = line.partition(" ")
        if "msgstr" in entry and (line.startswith("#") or keyword in ("msgctxt", "msgid")):
            yield entry  # a comment or a new msgid after a msgstr: the next entry
            entry, field = {}, ""
        if line.startswith("#"):
            if line.startswith("#,") and "fuzzy" in line[2:].replace(",", " ").split():
                entry["fuzzy"] = True
            continue
        if line.startswith('"'):
            if not field:
                raise ValueError(f"{where}: a string that belongs to nothing")
            value = entry[field]
            if isinstance(value, list):
                value[-1] += _unquoted(line, where)
            else:
                entry[field] = str(value) + _unquoted(line, where)
            continue
        plural = re.fullmatch(r"msgstr\[(\d+)\]", keyword)
        if plural:
            forms = entry.setdefault("msgstr", [])
            assert isinstance(forms, list)
            if int(plural[1]) != len(forms):
                raise ValueError(f"{where}: plural form {plural[1]} out of order")
            forms.append(_unquoted(rest, where))
            field = "msgstr"
        elif keyword in ("msgctxt", "msgid", "msgid_plural", "msgstr"):
            entry[keyword] = _unquoted(rest, where)
            field = keyword
        else:
            raise ValueError(f"{where}: not a line of a .po file: {line!r}")
    if "msgstr" in entry:
        yield entry


def messages(code: str, po: Path = PO) -> tuple[str, dict[bytes, bytes]]:
    """One language's header and translated messages, as the .mo file's keys and values."""
    folder = po / code
    named = [folder / f"{area}.po" for area in AREAS]
    others = sorted(p for p in folder.glob("*.po") if p not in named)
    header = ""
    found: dict[bytes, bytes] = {}
    for path in [p for p in named if p.exists()] + others:
        for entry in entries(path):
            msgid, strings = str(entry["msgid"]), entry.get("msgstr", "")
            if msgid == "":
                header = header or str(strings)
                continue
            forms = strings if isinstance(strings, list) else [str(strings)]
            if entry.get("fuzzy") or not all(forms):
                continue  # not translated yet: English shows (gettext's fallback)
            key = msgid
            if "msgid_plural" in entry:
                key += "\0" + str(entry["msgid_plural"])
            if "msgctxt" in entry:
                key = f"{entry['msgctxt']}\x04{key}"
            found[key.encode()] = "\0".join(forms).encode()
    if not header:
        raise ValueError(f"{folder}: no .po file with a header (its Plural-Forms)")
    return header, found


def compiled(code: str, po: Path = PO) -> bytes:
    """One language's catalogs as one compiled gettext catalog (GNU .mo, little-endian)."""
    header, found = messages(code, po)
    found[b""] = header.encode()
    keys = sorted(found)
    ids = b"".join(key + b"\0" for key in keys)
    strs = b"".join(found[key] + b"\0" for key in keys)
    start = 7 * 4 + 16 * len(keys)  # after the header and the two tables of (length, offset)
    table: list[int] = []
    offset = start
    for key in keys:
        table += [len(key), offset]
        offset += len(key) + 1
    for key in keys:
        table += [len(found[key]), offset]
        offset += len(found[key]) + 1
    # magic, revision, count, the two tables' offsets, and no hash table (size and offset 0)
    head = struct.pack("<7I", 0x950412DE, 0, len(keys), 28, 28 + 8 * len(keys), 0, 0)
    return head + struct.pack(f"<{len(table)}I", *table) + ids + strs


def build(codes: tuple[str, ...] = LANGUAGES, po: Path = PO, locale: Path = LOCALE) -> list[Path]:
    """Write each language's compiled catalog where it is out of date; the files written."""
    written = []
    for code in codes:
        path, data = mo_path(code, locale), compiled(code, po)
        if not path.exists() or path.read_bytes() != data:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
            written.append(path)
    return written


def main(argv: list[str]) -> int:
    unknown = [code for code in argv if code not in LANGUAGES]
    if unknown:
        print(f"No catalogs for {', '.join(unknown)}: the languages are {', '.join(LANGUAGES)}.")
        return 2
    for path in build(tuple(argv) or LANGUAGES):
        print(f"compiled {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
