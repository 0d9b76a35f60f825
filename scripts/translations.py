"""The translations: the package's catalogs and the lessons in French and Polish.

    python scripts/translations.py            # all of it (what `make translations` runs)
    python scripts/translations.py extract    # the package's messages -> po/*.pot, po/<lang>/*.po
    python scripts/translations.py compile    # po/<lang>/*.po -> tokaido_nb/locale/<lang>/.../*.mo
                                              #   (scripts/catalogs.py, what `make` runs)
    python scripts/translations.py lessons    # notebooks/*.ipynb -> po/<lang>/notebooks/*.po
                                              #   -> notebooks/<lang>/*.ipynb (no outputs);
                                              # teachers.md -> po/<lang>/documents/*.po
                                              #   -> docs/<lang>/teachers.md
    python scripts/translations.py check      # every catalog complete; exit 1 and say what not

A translator edits the ``.po`` files only (Poedit, Weblate, any text editor). The package's
messages are split by the part of the package that says them (``AREAS``), so that each file is
a size a person can take on, and compiled into one gettext domain. A lesson's ``.po`` holds its
markdown paragraphs, its code comments and the words its code prints (string literals of two
words or more). When an English text changes, Babel keeps the old translation marked fuzzy with
the previous English beside it; the lesson is rebuilt with the English text there and a note,
and ``check`` (and the test suite) fails until a translator has looked at it.

Needs Babel (in the test extra); the package itself reads the compiled catalogs with the
standard library's gettext.
"""

from __future__ import annotations

import ast
import copy
import io
import json
import re
import sys
import tokenize
from collections.abc import Iterable, Iterator, Mapping
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_file
from babel.messages.pofile import read_po, write_po

sys.path.insert(0, str(Path(__file__).resolve().parent))
import catalogs  # noqa: E402  (scripts/catalogs.py: the compiler, standard library only)

sys.path.pop(0)

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "tokaido_nb"
PO = ROOT / "po"
NOTEBOOKS = ROOT / "notebooks"
LANGUAGES = catalogs.LANGUAGES  # ("fr", "pl")
DOMAIN = "tokaido_nb"
# A fixed date in the headers, so that rebuilding changes a file only when its messages change.
STAMP = datetime(2026, 12, 5, tzinfo=UTC)
KEYWORDS = {
    "_": None,
    "gettext": None,
    "ngettext": (1, 2),
    "pgettext": ((1, "c"), 2),
    "npgettext": ((1, "c"), 2, 3),
    "N_": None,
    "Nn_": (1, 2),
    # Wrappers that take a singular and a plural message (render/in_words.py).
    "count_words": (2, 3),
    # A sentence about an amount that may have a decimal (rules/numbers.py): extracted once
    # as it is and once more in the context DECIMAL_CONTEXT (``decimal_messages``).
    "counted": (1, 2),
}
DECIMAL_CONTEXT = "decimal amount"
COMMENT_TAGS = ("TRANSLATORS:",)
# gettext's own plural rules, not the CLDR's that Babel would write (CLDR gives French a third
# form for millions and Polish a fourth for fractions, which gettext's ngettext never asks for).
PLURAL_FORMS = {
    "fr": (2, "(n > 1)"),
    "pl": (3, "(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)"),
}

# Which catalog a module's messages go to: the first area whose folder or file holds it.
AREAS: dict[str, tuple[str, ...]] = {
    "rules": ("rules",),
    "story": ("record", "render", "coach"),
    "widgets": ("widgets",),
    "lessons": ("lessons",),
    "tools": ("",),  # the command line, the score sheet, the tournament, studies: the rest
}
# Scripts outside the package whose words are in the same domain: the handouts are drawn by
# scripts/handouts.py in every language (`make handouts`).
SCRIPT_AREAS: dict[str, tuple[str, ...]] = {"documents": ("scripts/handouts.py",)}
# Markdown documents made in every language, into docs/<lang>/ (links mended by ``relocated``).
DOCUMENTS = ("teachers.md",)
# The lessons made in every language: the chapters, the start page, the presenter and the
# teacher's two notebooks.
LESSONS = (
    "[0-9][0-9]_*.ipynb",
    "present.ipynb",
    "class_progress.ipynb",
    "teacher_tournament.ipynb",
)
FUZZY_NOTE = "⚠ *Translation to be updated: the English text changed.*"


# ------------------------------------------------------------------------------- the package


def area_of(path: Path) -> str:
    """The catalog a module of the package belongs to."""
    parts = path.relative_to(PACKAGE).parts
    for area, folders in AREAS.items():
        for folder in folders:
            if not folder or parts[0] == folder:
                return area
    raise AssertionError(path)


def package_messages() -> dict[str, Catalog]:
    """Every message of the package, one template catalog per area."""
    templates = {area: _new_catalog(None) for area in (*AREAS, *SCRIPT_AREAS)}
    scripts = [(ROOT / name, area) for area, names in SCRIPT_AREAS.items() for name in names]
    modules = [p for p in sorted(PACKAGE.rglob("*.py")) if "__pycache__" not in p.parts]
    for path, area in [(p, area_of(p)) for p in modules] + scripts:
        catalog = templates[area]
        where = path.relative_to(ROOT).as_posix()
        for _line, message, comments, context in extract_from_file(
            "python", path, keywords=KEYWORDS, comment_tags=COMMENT_TAGS, strip_comment_tags=True
        ):
            catalog.add(
                message,
                # The file without its line: moving code does not change the catalogs.
                locations=[(where, None)],
                auto_comments=comments,
                context=context,
                flags=["python-brace-format"] if _placeholders(*_texts(message)) else [],
            )
        for _line, message, comments, _context in extract_from_file(
            "python",
            path,
            keywords={"counted": (1, 2)},
            comment_tags=COMMENT_TAGS,
            strip_comment_tags=True,
        ):
            # Polish puts a noun after a decimal in the genitive singular (« 2,5 punktu »):
            # the same sentence again, translated for a decimal amount (rules/numbers.py).
            catalog.add(
                message,
                locations=[(where, None)],
                auto_comments=[
                    *comments,
                    "The same sentence about an amount with a decimal "
                    "(2.5): Polish writes the genitive singular in every form.",
                ],
                context=DECIMAL_CONTEXT,
                flags=["python-brace-format"],
            )
        for _line, message, comments in table_messages(path):
            catalog.add(
                message,
                # The file without its line: moving code does not change the catalogs.
                locations=[(where, None)],
                auto_comments=comments,
                flags=["python-brace-format"] if _placeholders(message) else [],
            )
    return templates


# The lessons' answer key and chapter table are English literals read where they are shown
# (``_(exercise.title)``): their texts are taken from the table's constructor calls here rather
# than wrapped one by one in N_(), so that the tables stay as the chapters' authors write them.
# Which fields of which class are texts, by name -> what it is, for translators. A call that
# passes a field by position is read through the class's own list of fields (its dataclass
# annotations, wherever in the package it is defined), so that adding or reordering a field
# moves no text.
TABLES: dict[str, tuple[str, dict[str, str]]] = {
    "tokaido_nb/lessons/exercises.py": (
        "Exercise",
        {
            "title": "its title",
            "question": "its question",
            "asks": "the kind of answer it asks for",
            "hints": "a hint",
            "explanation": "why the answer is right ({expected} is the answer)",
            "section": "the heading of the chapter that shows the rule (as the lesson's heading)",
            "wrong": "what a common wrong answer reveals",
            "needs": "what the check cell passes (keep the variable's name, the last word)",
        },
    ),
    "tokaido_nb/lessons/chapters.py": ("Chapter", {"title": "its title"}),
}


def class_fields(tree: ast.Module, name: str) -> list[str]:
    """The fields of the dataclass ``name``, in order (its annotations): defined in ``tree``, or
    else in the one module of the package that defines it."""
    trees = [tree] + [
        ast.parse(path.read_text(encoding="utf-8"))
        for path in sorted(PACKAGE.rglob("*.py"))
        if f"class {name}:" in path.read_text(encoding="utf-8")
    ]
    for node in (node for each in trees for node in ast.walk(each)):
        if isinstance(node, ast.ClassDef) and node.name == name:
            return [
                item.target.id
                for item in node.body
                if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name)
            ]
    raise LookupError(f"no class {name} in the package, where TABLES says its texts are")


def table_messages(path: Path) -> Iterator[tuple[int, str, list[str]]]:
    """(line, text, comments) of every text in the tables of ``TABLES`` (none elsewhere)."""
    where = path.relative_to(ROOT).as_posix()
    if where not in TABLES:
        return
    name, fields = TABLES[where]
    tree = ast.parse(path.read_text(encoding="utf-8"))
    order = class_fields(tree, name)
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and getattr(node.func, "id", None) == name):
            continue
        first = node.args[0] if node.args else None
        key = first.value if isinstance(first, ast.Constant) else "?"
        given = [(order[place], value) for place, value in enumerate(node.args)]
        given += [(word.arg, word.value) for word in node.keywords if word.arg]
        for place, value in given:
            if place not in fields:
                continue
            texts = value.values if isinstance(value, ast.Dict) else [value]
            if isinstance(value, ast.Tuple):
                texts = value.elts
            for text in texts:
                if isinstance(text, ast.Constant) and isinstance(text.value, str) and text.value:
                    yield text.lineno, text.value, [f"{name} {key}: {fields[place]}."]


def _new_catalog(locale: str | None) -> Catalog:
    catalog = Catalog(
        locale=locale,
        domain=DOMAIN,
        project="tokaido_nb",
        version="0.1",
        copyright_holder="the tokaido_nb authors",
        msgid_bugs_address="https://github.com/tokaido-nb/tokaido_nb/issues",
        creation_date=STAMP,
        revision_date=STAMP,
        fuzzy=False,
    )
    _set_plural_forms(catalog, locale)
    return catalog


def _set_plural_forms(catalog: Catalog, locale: str | None) -> None:
    if locale in PLURAL_FORMS:
        # Babel keeps a catalog's rule in these two fields (read from a file's header, or
        # from the CLDR when absent).
        catalog._num_plurals, catalog._plural_expr = PLURAL_FORMS[locale]  # noqa: SLF001 (babel has no public setter)


def _updated(template: Catalog, path: Path, locale: str) -> Catalog:
    """The translations at ``path`` brought up to ``template``'s messages (new ones empty,
    changed ones fuzzy with the previous English kept, gone ones dropped)."""
    if path.exists():
        with path.open("rb") as file:
            catalog = read_po(file, locale=locale)
    else:
        catalog = _new_catalog(locale)
    _set_plural_forms(catalog, locale)
    # Babel's update puts the template's own Message objects into the catalog: a copy per
    # language, or a translation written into one would show in the other.
    catalog.update(copy.deepcopy(template), update_header_comment=False)
    catalog.revision_date = STAMP
    catalog.creation_date = STAMP
    catalog.fuzzy = False
    for message in catalog:
        _renumbered(message)
    return catalog


_NUMBER = re.compile(r"\d+")


def _renumbered(message: Message) -> None:
    """A translation kept when only the English text's numbers changed (a generated table of
    the teacher's kit, a count in a lesson): the new numbers are put in the translation, in
    order, where its numbers were the old English ones in the same order."""
    if not (message.fuzzy and message.previous_id and isinstance(message.id, str)):
        return
    old = message.previous_id[0] if len(message.previous_id) == 1 else None
    if not old or not isinstance(message.string, str) or not message.string:
        return
    if _NUMBER.sub("#", old) != _NUMBER.sub("#", message.id):
        return
    before, after = _NUMBER.findall(old), _NUMBER.findall(message.id)
    if _NUMBER.findall(message.string) != before:
        return
    numbers = iter(after)
    message.string = _NUMBER.sub(lambda _match: next(numbers), message.string)
    message.flags.discard("fuzzy")
    message.previous_id = []


def po_bytes(catalog: Catalog) -> bytes:
    """``catalog`` as the text of a .po (or .pot) file, as this script writes one."""
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=100, ignore_obsolete=True, include_previous=True)
    return buffer.getvalue()


def _write(catalog: Catalog, path: Path) -> bool:
    """Write ``catalog`` as a .po (or .pot) file; True when the file changed."""
    data = po_bytes(catalog)
    if path.exists() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return True


def extract() -> None:
    """The package's templates and every language's catalogs brought up to date."""
    for area, template in package_messages().items():
        _write(template, PO / f"{area}.pot")
        for code in LANGUAGES:
            _write(_updated(template, PO / code / f"{area}.po", code), PO / code / f"{area}.po")


def read_catalog(path: Path, locale: str | None = None) -> Catalog:
    """A .po or .pot file, read."""
    with path.open("rb") as file:
        return read_po(file, locale=locale)


def compiled(code: str) -> bytes:
    """One language's package catalogs as one compiled gettext domain (``catalogs.py``, the
    compiler `make` and the wheel's build use too)."""
    return catalogs.compiled(code, PO)


def compile_catalogs() -> None:
    """Write each language's .mo into the package (not kept in git; shipped in the wheel)."""
    catalogs.build(LANGUAGES, PO)


# ------------------------------------------------------------------------------- the lessons

_FENCE = re.compile(r"^(```|~~~)")
_WORDS = re.compile(r"[^\W\d_]{2,}\s+[^\W\d_]{2,}")


def markdown_blocks(text: str) -> list[str]:
    """A markdown cell's paragraphs, headings, list items, tables and fenced blocks, each
    one block (what a translator translates in one go)."""
    blocks: list[list[str]] = [[]]
    fenced = False
    for line in text.split("\n"):
        if _FENCE.match(line.strip()):
            fenced = not fenced
        if not fenced and not line.strip():
            blocks.append([])
            continue
        starts_item = re.match(r"^\s{0,3}([-*+]|\d+[.)])\s", line) or line.startswith("#")
        if not fenced and starts_item and blocks[-1] and not line.startswith("  "):
            blocks.append([])
        blocks[-1].append(line)
    return ["\n".join(block) for block in blocks if block]


LANGUAGE_LINKS_MARK = "<!-- languages -->"
LANGUAGE_LINKS = {
    "fr": "**Aussi en anglais et en polonais :** [English](../{name}) · [polski](../pl/{name})",
    "pl": "**Także po angielsku i po francusku:** [English](../{name}) · [français](../fr/{name})",
}
"""A lesson's line of links to its other languages: the English lesson writes its own after
the mark; each translation gets its language's line (its links lead from its folder)."""


def _markdown_segments(text: str) -> Iterator[str]:
    for block in markdown_blocks(text):
        if block.startswith(LANGUAGE_LINKS_MARK):
            continue
        if re.search(r"[^\W\d_]", block) and not _FENCE.match(block.strip()):
            yield block


def _code_segments(source: str) -> Iterator[tuple[str, str]]:
    """(kind, text) for each comment and each printed sentence of a code cell."""
    tokens = _tokens(source)
    for index, token in enumerate(tokens):
        if token.type == tokenize.COMMENT:
            text = token.string[1:].strip()
            if _WORDS.search(text) and not text.startswith(("NBVAL", "noqa", "type:")):
                yield "comment", text
        elif token.type == tokenize.STRING:
            inner = _string_inner(token.string)
            if inner is not None and (_printed_words(inner) or _shown_unit(tokens, index)):
                yield "string", inner


def _shown_unit(tokens: list[tokenize.TokenInfo], index: int) -> bool:
    """Whether the string at ``index`` is a progress bar's ``unit=`` or ``desc=`` (tqdm shows
    it: « 0/300 [?partie/s] »), a single word the learner reads though it looks like data."""
    before = [t.string for t in tokens[max(0, index - 2) : index]]
    return before in (["unit", "="], ["desc", "="])


def _printed_words(text: str) -> bool:
    """Whether a string literal holds words a learner reads (``"Aiko's coins:"``, ``"won
    {n} of {m} games"``, ``" and "``) rather than data (``"hot_spring"``, ``"data/x.json"``,
    ``"kinko"``): a word of two letters or more, and a space or a closing colon, outside the
    f-string's ``{...}`` parts."""
    if "\n" in text or re.fullmatch(r"[\w./:-]*://\S*", text):
        return False
    # Fields joined by a colon (``"{name}: {count}"``) are read too: French writes a no-break
    # space before the colon.
    if re.search(r"\}[:;?!](?: |$|\\n)", text) and text.lstrip().startswith("{"):
        return True
    words = re.sub(r"\{[^{}]*\}", " ", text)
    if not re.search(r"[^\W\d_]{2,}", words):
        return False
    return bool(re.search(r"\S\s|\s\S", text) or words.rstrip().endswith(":"))


def _tokens(source: str) -> list[tokenize.TokenInfo]:
    lines = [line for line in source.split("\n") if not line.lstrip().startswith(("%", "!"))]
    try:
        return list(tokenize.generate_tokens(io.StringIO("\n".join(lines) + "\n").readline))
    except (tokenize.TokenError, SyntaxError, IndentationError):
        return []


def _string_inner(literal: str) -> str | None:
    """The text between a one-line string literal's quotes (``f"..."`` too, and a one-line
    docstring's triple quotes: a helper's docstring is read like its comments), or None."""
    triple = re.fullmatch(r"[rR]?(\"\"\"|\'\'\')([^\n]*?)\1", literal)
    if triple:
        return triple.group(2) or None
    match = re.fullmatch(r"([fFrR]{0,2})(['\"])(.*)\2", literal, re.S)
    if not match or match.group(3).startswith(match.group(2) * 2):
        return None
    return match.group(3)


def lesson_messages(path: Path) -> Catalog:
    """A lesson's template: its paragraphs, comments and printed sentences."""
    catalog = _new_catalog(None)
    notebook = json.loads(path.read_text(encoding="utf-8"))
    for number, cell in enumerate(notebook["cells"], start=1):
        source = "".join(cell["source"])
        where = path.name
        if cell["cell_type"] == "markdown":
            for block in _markdown_segments(source):
                catalog.add(block, locations=[(where, number)])
        elif cell["cell_type"] == "code":
            for kind, text in _code_segments(source):
                catalog.add(text, locations=[(where, number)], auto_comments=[kind])
    return catalog


def lesson_paths() -> list[Path]:
    """The English lessons made in every language."""
    found: set[Path] = set()
    for pattern in LESSONS:
        found.update(NOTEBOOKS.glob(pattern))
    return sorted(found)


def _translation(catalog: Catalog, text: str) -> tuple[str, bool]:
    """(the text in the catalog's language or English, whether it still needs a translator)."""
    message = catalog.get(text)
    if message is None or not message.string:
        return text, True
    if message.fuzzy:
        return text, True
    return str(message.string), False


def relocated(text: str, code: str = "") -> str:
    """Paths of an English lesson as seen from a language's folder one level down; the
    teacher's kit is the kit of ``code``'s language, in docs/<code>/."""
    if code:
        text = re.sub(r"\]\(\.\./teachers\.md", f"](../../docs/{code}/teachers.md", text)
    text = re.sub(r"\]\((?!\.\./\.\./docs/)\.\./", "](../../", text)
    text = re.sub(r"\]\((data|docs)/", r"](../\1/", text)
    text = re.sub(r"""(["'])data/""", r"\1../data/", text)
    return re.sub(r"\]\((?!https?:|#|\.\./|[0-9]{2}_|present)([^)]+\.md)\)", r"](../\1)", text)


def translated_notebook(path: Path, catalog: Catalog, code: str) -> tuple[dict, int]:
    """The English lesson at ``path`` in ``code``'s words, without outputs; and the count of
    its texts still waiting for a translation."""
    notebook = json.loads(path.read_text(encoding="utf-8"))
    waiting = 0
    for cell in notebook["cells"]:
        source = "".join(cell["source"])
        if cell["cell_type"] == "markdown":
            pieces = []
            for block in markdown_blocks(source):
                if block.startswith(LANGUAGE_LINKS_MARK):
                    line = LANGUAGE_LINKS[code].format(name=path.name)
                    pieces.append(f"{LANGUAGE_LINKS_MARK}\n{line}")
                    continue
                if block in set(_markdown_segments(block)):
                    text, stale = _translation(catalog, block)
                    waiting += stale
                    block = text + (f"\n\n{FUZZY_NOTE}" if stale else "")
                pieces.append(relocated(block, code))
            source = "\n\n".join(pieces)
        elif cell["cell_type"] == "code":
            source = relocated(_translated_code(source, catalog), code)
            cell["outputs"] = []
            cell["execution_count"] = None
        cell["source"] = source.splitlines(keepends=True)
    settings = dict(notebook["metadata"].get("tokaido_nb", {}))
    if "browser_check" in settings:
        settings["browser_check"] = _browser_check_in(settings["browser_check"], code)
    notebook["metadata"]["tokaido_nb"] = {
        **settings,
        "language": code,
        "translated_from": path.name,
    }
    return notebook, waiting


def _browser_check_in(check: dict | list, code: str) -> dict | list:
    """A lesson's browser check for its translation: a click's expected text is part of what
    a widget says, not a sentence of the catalog, so the translated check expects the text to
    change instead (the lesson's own language is checked by the browser test); a step that
    finds its button by English words is left out."""
    steps = check if isinstance(check, list) else [check]
    changed = []
    for step in steps:
        if ":has-text(" in step.get("click", ""):
            continue  # a button found by its English words
        step = dict(step)
        if "expect_text" in step:
            del step["expect_text"]
            step["expect_change"] = True
        changed.append(step)
    return changed if isinstance(check, list) else changed[0]


def _translated_code(source: str, catalog: Catalog) -> str:
    tokens = _tokens(source)
    if not tokens:
        return source
    lines = source.split("\n")
    # Replace from the end, so that earlier positions stay right.
    edits = []
    for token in tokens:
        if token.type == tokenize.COMMENT:
            text = token.string[1:].strip()
            new, _stale = _translation(catalog, text)
            if new != text:
                edits.append((token.start, token.end, "# " + new))
        elif token.type == tokenize.STRING:
            inner = _string_inner(token.string)
            if inner is not None:
                new, _stale = _translation(catalog, inner)
                if new != inner:
                    edits.append((token.start, token.end, token.string.replace(inner, new, 1)))
    # Tokens were read from the source without its magic lines; map rows back.
    kept_rows = [i for i, line in enumerate(lines) if not line.lstrip().startswith(("%", "!"))]
    for (row, col), (end_row, end_col), new in sorted(edits, reverse=True):
        first, last = kept_rows[row - 1], kept_rows[end_row - 1]
        if first != last:
            continue
        line = lines[first]
        lines[first] = line[:col] + new + line[end_col:]
    return "\n".join(lines)


def memory(code: str) -> dict[str, str]:
    """Every lesson translation already made in ``code``, English -> translation, so that a
    paragraph moved to another lesson (a chapter split in two) keeps its translation."""
    known: dict[str, str] = {}
    for path in sorted((PO / code / "notebooks").glob("*.po")):
        for message in read_catalog(path, code):
            if message.id and isinstance(message.id, str) and message.string and not message.fuzzy:
                known.setdefault(message.id, str(message.string))
    return known


def lessons(only: Iterable[str] = ()) -> dict[str, int]:
    """Each lesson's templates and catalogs brought up to date and the lessons rebuilt in every
    language; returns the texts waiting for a translation, by lesson file."""
    waiting: dict[str, int] = {}
    memories = {code: memory(code) for code in LANGUAGES}
    for path in lesson_paths():
        if only and path.name not in only:
            continue
        template = lesson_messages(path)
        _write(template, PO / "notebooks" / f"{path.stem}.pot")
        for code in LANGUAGES:
            po_path = PO / code / "notebooks" / f"{path.stem}.po"
            catalog = _updated(template, po_path, code)
            for message in catalog:
                if message.id and not message.string and message.id in memories[code]:
                    message.string = memories[code][message.id]
            _write(catalog, po_path)
            notebook, count = translated_notebook(path, catalog, code)
            waiting[f"{code}/{path.name}"] = count
            target = NOTEBOOKS / code / path.name
            previous = _read_json(target)
            if previous is not None and _same_sources(previous, notebook):
                continue  # keep its recorded outputs
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_text(json.dumps(notebook, indent=1, ensure_ascii=False) + "\n")
    if not only:
        _forget_lessons_gone({path.stem for path in lesson_paths()})
    return waiting


def _forget_lessons_gone(stems: set[str]) -> None:
    """Remove the templates, catalogs and built lessons of English lessons that are gone (a
    lesson renamed or split; its translations live on in the new lessons through ``memory``)."""
    old = [p for p in (PO / "notebooks").glob("*.pot") if p.stem not in stems]
    for code in LANGUAGES:
        old += [p for p in (PO / code / "notebooks").glob("*.po") if p.stem not in stems]
        old += [p for p in (NOTEBOOKS / code).glob("*.ipynb") if p.stem not in stems]
    for path in old:
        path.unlink()


def document_messages(path: Path) -> Catalog:
    """A markdown document's template: its paragraphs, headings, list items and tables."""
    catalog = _new_catalog(None)
    for number, block in enumerate(_markdown_segments(path.read_text(encoding="utf-8")), 1):
        catalog.add(block, locations=[(path.name, number)])
    return catalog


def relocated_document(text: str, code: str) -> str:
    """Links of a document at the repository's root as seen from docs/<code>/: a lesson goes
    to its translation, a handout to its translation, anything else up two folders."""
    lessons = r"[0-9]{2}_[^)]+|present\.ipynb|class_progress\.ipynb|teacher_tournament\.ipynb"
    text = re.sub(rf"\]\(notebooks/({lessons})\)", rf"](../../notebooks/{code}/\1)", text)
    text = re.sub(r"\]\(docs/handouts/([^)]+)\)", rf"](../handouts/{code}/\1)", text)
    return re.sub(r"\]\((?!https?:|#|\.\./)([^)]+)\)", r"](../../\1)", text)


QUOTED_LABEL = re.compile(r"\*\*([^*\n]+)\*\*")
"""A button or a menu quoted in a document, in bold: ``**Let the bots play to the end**``."""


def package_labels(code: str) -> dict[str, str]:
    """Every short message of the package (a button, a tab, a menu: one line, no placeholder)
    and its translation in ``code``, from the catalogs in po/<code>/."""
    labels: dict[str, str] = {}
    for area in AREAS:
        for message in read_catalog(PO / code / f"{area}.po", code):
            if (
                isinstance(message.id, str)
                and message.id
                and not message.context
                and isinstance(message.string, str)
                and message.string
                and not message.fuzzy
                and "\n" not in message.id
                and "{" not in message.id
            ):
                labels[message.id] = message.string
    return labels


def quoted_labels(text: str, labels: Mapping[str, str]) -> str:
    """``text`` with each button it quotes in bold by its English label shown as the package
    shows it in the language (``labels``): a teacher finds on screen the words the kit says.
    A translator keeps such a label in English, in bold, where the kit names a button."""
    return QUOTED_LABEL.sub(
        lambda m: f"**{labels[m.group(1)]}**" if m.group(1) in labels else m.group(0), text
    )


EXERCISE_HEADING = re.compile(r"\*\*(?P<id>\d\d\.\w+) · (?P<title>[^*\n]+?)(?P<stop>[.?!]?)\*\*")
"""An exercise of the answer key as the kit names it: ``**05.sets · Ben's souvenirs.**``."""


def exercise_titles(code: str) -> dict[str, str]:
    """Each exercise's title as the lessons and the class view show it in ``code`` (from
    po/<code>/lessons.po), by the exercise's id."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from tokaido_nb.lessons import EXERCISES

    said = {
        message.id: str(message.string)
        for message in read_catalog(PO / code / "lessons.po", code)
        if isinstance(message.id, str) and message.string and not message.fuzzy
    }
    return {key: said.get(task.title, task.title) for key, task in EXERCISES.items()}


def kit_titles(text: str, titles: Mapping[str, str]) -> str:
    """``text`` with each exercise of the answer key named by its title in the lessons (what
    the learner saw and the class view lists), whatever the document's translator wrote."""

    def named(match: re.Match[str]) -> str:
        title = titles.get(match["id"])
        if title is None:
            return match.group(0)
        stop = "" if title[-1:] in "?!." else match["stop"] or "."
        return f"**{match['id']} · {title}{stop}**"

    return EXERCISE_HEADING.sub(named, text)


def translated_document(path: Path, catalog: Catalog, code: str) -> tuple[str, int]:
    """The document at ``path`` in ``code``'s words, and the count of texts still waiting;
    the buttons it quotes are the package's own labels in ``code`` (``quoted_labels``)."""
    pieces, waiting = [], 0
    labels, titles = package_labels(code), exercise_titles(code)
    for block in markdown_blocks(path.read_text(encoding="utf-8")):
        if block in set(_markdown_segments(block)):
            text, stale = _translation(catalog, block)
            waiting += stale
            text = kit_titles(quoted_labels(text, labels), titles)
            pieces.append(text + (f"\n\n{FUZZY_NOTE}" if stale else ""))
        else:
            pieces.append(block)
    return relocated_document("\n\n".join(pieces) + "\n", code), waiting


def documents() -> dict[str, int]:
    """Each document's template and catalogs brought up to date and the documents rebuilt in
    every language; returns the texts waiting for a translation, by document."""
    waiting: dict[str, int] = {}
    for name in DOCUMENTS:
        path = ROOT / name
        template = document_messages(path)
        _write(template, PO / "documents" / f"{path.stem}.pot")
        for code in LANGUAGES:
            po_path = PO / code / "documents" / f"{path.stem}.po"
            catalog = _updated(template, po_path, code)
            _write(catalog, po_path)
            text, waiting[f"{code}/{name}"] = translated_document(path, catalog, code)
            target = ROOT / "docs" / code / name
            target.parent.mkdir(parents=True, exist_ok=True)
            if not target.exists() or target.read_text(encoding="utf-8") != text:
                target.write_text(text, encoding="utf-8")
    return waiting


def _read_json(path: Path) -> dict | None:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def _same_sources(old: dict, new: dict) -> bool:
    return [(c["cell_type"], "".join(c["source"])) for c in old["cells"]] == [
        (c["cell_type"], "".join(c["source"])) for c in new["cells"]
    ]


# ------------------------------------------------------------------------------- the check

_PLACEHOLDER = re.compile(r"(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*)(?:[!:][^{}]*)?\}(?!\})")


def _placeholders(*texts: str) -> set[str]:
    return {name for text in texts for name in _PLACEHOLDER.findall(text)}


def _texts(message: str | tuple[str, ...]) -> tuple[str, ...]:
    return message if isinstance(message, tuple) else (message,)


def problems(path: Path, code: str) -> list[str]:
    """What keeps a catalog from being complete: empty or fuzzy entries, placeholders of the
    English missing or added, each named with the file and the English text."""
    found = []
    name = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
    for message in read_catalog(path, code):
        if not message.id:
            continue
        english, forms = _texts(message.id), _texts(message.string)
        short = english[0][:60].replace("\n", " ")
        if message.fuzzy:
            found.append(f"{name}: fuzzy (English changed): {short!r}")
        if not all(forms):
            found.append(f"{name}: not translated: {short!r}")
            continue
        wanted = set().union(*(_placeholders(text) for text in english))
        for form in forms:
            got = _placeholders(form)
            # A singular form may leave out the count ("une pièce"), never another name.
            allowed_missing = {"count", "n"} if len(forms) > 1 else set()
            if got - wanted or (wanted - got) - allowed_missing:
                found.append(
                    f"{name}: placeholders {sorted(got)} instead of "
                    f"{sorted(wanted)} in {form[:60]!r}"
                )
    return found


def disagreements(code: str) -> list[str]:
    """English texts that two of the package's catalogs translate differently: the compiled
    domain keeps one, so one place would say the other's words (a text meaning two things
    takes a ``pgettext`` context instead)."""
    found, seen = [], {}
    for area in (*AREAS, *SCRIPT_AREAS):
        path = PO / code / f"{area}.po"
        if not path.exists():
            continue
        for message in read_catalog(path, code):
            if not message.id or message.fuzzy:
                continue
            key = (message.context, _texts(message.id))
            earlier = seen.setdefault(key, (area, message.string))
            if earlier[1] != message.string and all(_texts(message.string)):
                found.append(
                    f"po/{code}/{area}.po and po/{code}/{earlier[0]}.po translate "
                    f"{_texts(message.id)[0][:50]!r} differently: {_texts(message.string)[0]!r} "
                    f"and {_texts(earlier[1])[0]!r}"
                )
    return found


def all_problems() -> list[str]:
    """Every catalog's problems, and a compiled catalog that is not its sources' (``compile``
    not run after an edit)."""
    found = []
    for code in LANGUAGES:
        for path in sorted((PO / code).rglob("*.po")):
            found.extend(problems(path, code))
        found.extend(disagreements(code))
        mo = PACKAGE / "locale" / code / "LC_MESSAGES" / f"{DOMAIN}.mo"
        if not mo.exists() or mo.read_bytes() != compiled(code):
            found.append(f"{mo.relative_to(ROOT)} is not po/{code}/ compiled: make catalogs")
    return found


def main(argv: list[str]) -> int:
    step = argv[0] if argv else "all"
    if step in ("extract", "all"):
        extract()
    if step in ("compile", "all"):
        compile_catalogs()
    if step in ("lessons", "all"):
        waiting = lessons(argv[1:])
        if not argv[1:]:
            waiting.update(documents())
        for name, count in sorted(waiting.items()):
            if count:
                print(f"{name}: {count} texts waiting for a translation")
    if step == "check" or step == "all":
        found = all_problems()
        for line in found[:200]:
            print(line)
        if found:
            print(f"{len(found)} problems in the translations")
            return 1 if step == "check" else 0
    if step not in ("extract", "compile", "lessons", "check", "all"):
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
