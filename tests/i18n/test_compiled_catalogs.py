"""The compiled catalogs: scripts/catalogs.py (the one compiler, standard library only) reads
every kind of .po entry as gettext expects it, and the wheel's build compiles and packs them
(they are not kept in git)."""

from __future__ import annotations

import gettext
import io
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))
import catalogs  # noqa: E402

sys.path.pop(0)

PO = r"""# A comment on the file.
msgid ""
msgstr ""
"Language: pl\n"
"Content-Type: text/plain; charset=UTF-8\n"
"Plural-Forms: nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || "
"n%100>=20) ? 1 : 2);\n"

#. TRANSLATORS: a name.
#: tokaido_nb/rules/words.py
#, python-brace-format
msgid "{name} buys {card}."
msgstr "{name} kupuje {card}."

msgid ""
"A long sentence "
"on two lines, with \"quotes\"\tand a tab."
msgstr ""
"Długie zdanie "
"w dwóch liniach, z \"cudzysłowem\"\ti tabulatorem."

msgctxt "list"
msgid ", "
msgstr "; "

msgid "{count} coin"
msgid_plural "{count} coins"
msgstr[0] "{count} moneta"
msgstr[1] "{count} monety"
msgstr[2] "{count} monet"

#, fuzzy
#| msgid "Old English"
msgid "New English"
msgstr "Stare tłumaczenie"

msgid "Not translated yet"
msgstr ""

msgid "{count} meal"
msgid_plural "{count} meals"
msgstr[0] "{count} posiłek"
msgstr[1] ""
msgstr[2] ""

#~ msgid "Gone"
#~ msgstr "Nie ma"
"""


def test_every_kind_of_entry_reads_as_gettext_expects(tmp_path: Path) -> None:
    (tmp_path / "pl").mkdir()
    (tmp_path / "pl" / "rules.po").write_text(PO, encoding="utf-8")
    compiled = gettext.GNUTranslations(io.BytesIO(catalogs.compiled("pl", tmp_path)))
    assert compiled.gettext("{name} buys {card}.") == "{name} kupuje {card}."
    assert compiled.gettext('A long sentence on two lines, with "quotes"\tand a tab.') == (
        'Długie zdanie w dwóch liniach, z "cudzysłowem"\ti tabulatorem.'
    )
    assert compiled.pgettext("list", ", ") == "; "
    assert compiled.gettext(", ") == ", "  # the context is part of the key
    counted = [compiled.ngettext("{count} coin", "{count} coins", n) for n in (1, 3, 5, 22)]
    assert counted == ["{count} moneta", "{count} monety", "{count} monet", "{count} monety"]
    # Fuzzy, empty, half-translated and obsolete entries stay English.
    assert compiled.gettext("New English") == "New English"
    assert compiled.gettext("Not translated yet") == "Not translated yet"
    assert compiled.ngettext("{count} meal", "{count} meals", 1) == "{count} meal"
    assert compiled.gettext("Gone") == "Gone"
    assert compiled.info()["language"] == "pl"


def test_a_broken_po_file_is_refused_with_its_line(tmp_path: Path) -> None:
    (tmp_path / "fr").mkdir()
    (tmp_path / "fr" / "rules.po").write_text(
        PO.replace('msgstr "; "', 'msgstr ; "'), encoding="utf-8"
    )
    with pytest.raises(ValueError, match=r"rules\.po:\d+: expected a quoted string"):
        catalogs.compiled("fr", tmp_path)


def test_the_wheel_is_built_with_the_catalogs_and_the_types(tmp_path: Path) -> None:
    builders = pytest.importorskip("hatchling.builders.wheel")
    wheel = Path(next(builders.WheelBuilder(str(ROOT)).build(directory=str(tmp_path))))
    with zipfile.ZipFile(wheel) as packed:
        names = set(packed.namelist())
        assert "tokaido_nb/py.typed" in names
        for code in catalogs.LANGUAGES:
            name = f"tokaido_nb/locale/{code}/LC_MESSAGES/tokaido_nb.mo"
            assert packed.read(name) == catalogs.compiled(code), f"{name} is not po/{code}/"


def test_the_build_hook_compiles_the_catalogs_of_the_tree_it_builds(tmp_path: Path) -> None:
    pytest.importorskip("hatchling")
    sys.path.insert(0, str(ROOT / "scripts"))
    import hatch_build

    sys.path.pop(0)
    (tmp_path / "scripts").mkdir()
    (tmp_path / "scripts" / "catalogs.py").write_bytes((ROOT / "scripts/catalogs.py").read_bytes())
    (tmp_path / "po" / "fr").mkdir(parents=True)
    (tmp_path / "po" / "fr" / "rules.po").write_text(PO, encoding="utf-8")
    (tmp_path / "po" / "pl").mkdir()
    (tmp_path / "po" / "pl" / "rules.po").write_text(PO, encoding="utf-8")

    def hook(target: str) -> hatch_build.CatalogsHook:
        return hatch_build.CatalogsHook(str(tmp_path), {}, None, None, str(tmp_path), target)

    hook("sdist").initialize("standard", {})
    assert not (tmp_path / "tokaido_nb").exists(), "the source distribution carries po/ instead"
    hook("wheel").initialize("standard", {})
    for code in ("fr", "pl"):
        mo = tmp_path / "tokaido_nb" / "locale" / code / "LC_MESSAGES" / "tokaido_nb.mo"
        assert mo.read_bytes() == catalogs.compiled(code, tmp_path / "po")
    (tmp_path / "po" / "fr" / "rules.po").unlink()
    (tmp_path / "po" / "pl" / "rules.po").unlink()
    with pytest.raises(ValueError, match="no .po file with a header"):
        hook("wheel").initialize("standard", {})
