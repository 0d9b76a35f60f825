"""The language the package speaks: English, French or Polish.

Every sentence a learner reads goes through this module's ``_`` (``gettext``), ``ngettext``
(a count's plural form: Polish has three, French counts 0 and 1 as singular) and ``pgettext``
(the same English word meaning two things), with named placeholders filled in afterwards by
``str.format``. ``N_`` only marks an English text for the catalog where it is written (a table
at import time); it is translated where it is used, ``_(TABLE[key])``, so that a table follows
a later ``set_language``.

The catalogs are one gettext domain, ``tokaido_nb``, compiled from the ``.po`` files in the
repository's ``po/`` folder into ``tokaido_nb/locale/<language>/LC_MESSAGES/tokaido_nb.mo``
(by ``make`` and the wheel's build: ``scripts/catalogs.py``; not kept in git) and shipped in the
wheel. The names of cards, travellers, stops and
inns come from one glossary per language, ``tokaido_nb/locale/<language>/glossary.toml``,
each name with its source (``glossary_name``).

The language is chosen, first that applies: ``set_language(code)``; the ``TOKAIDO_NB_LANG``
environment variable; the lesson's folder (a notebook in ``notebooks/fr/`` runs in
``notebooks/fr``); English. Standard library only, like the rest of the rules floor, so it
works in the browser edition too.
"""

from __future__ import annotations

import gettext as _gettext
import os
import tomllib
from collections.abc import Iterable
from functools import cache
from pathlib import Path

LANGUAGES: dict[str, str] = {"en": "English", "fr": "Français", "pl": "Polski"}
"""Every language the package speaks: code -> the language's own name for itself."""

DOMAIN = "tokaido_nb"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
ENVIRONMENT_VARIABLE = "TOKAIDO_NB_LANG"

_current: dict[str, object] = {}


def _normalized(code: str) -> str:
    """``"fr_FR.UTF-8"`` -> ``"fr"``; a code not spoken here raises ``ValueError``."""
    if not isinstance(code, str):
        raise ValueError(f"a language is a code such as 'fr', not {code!r}")
    short = code.strip().replace("-", "_").split(".")[0].split("_")[0].lower()
    if short not in LANGUAGES:
        spoken = ", ".join(f"'{key}' ({name})" for key, name in LANGUAGES.items())
        raise ValueError(f"tokaido_nb does not speak {code!r}; it speaks {spoken}")
    return short


@cache
def _translations(code: str) -> _gettext.NullTranslations:
    if code == "en":
        return _gettext.NullTranslations()
    # fallback: a message missing from a catalog shows in English rather than failing (the
    # catalogs' test keeps every catalog complete).
    return _gettext.translation(DOMAIN, LOCALE_DIR, languages=[code], fallback=True)


def _from_surroundings() -> str:
    wanted = os.environ.get(ENVIRONMENT_VARIABLE, "").strip()
    if wanted:
        return _normalized(wanted)
    try:
        folder = Path.cwd().name
    except OSError:  # the working folder was removed under the process
        return "en"
    return folder if folder in LANGUAGES else "en"


def set_language(code: str | None = None) -> str:
    """Speak ``code`` (``"en"``, ``"fr"``, ``"pl"``) from now on, and return it; ``None`` goes
    back to the surroundings' choice (``TOKAIDO_NB_LANG``, then the lesson's folder).

    >>> set_language("fr_FR.UTF-8")
    'fr'
    >>> set_language("en")
    'en'
    """
    chosen = _from_surroundings() if code is None else _normalized(code)
    _current["code"] = chosen
    _current["catalog"] = _translations(chosen)
    return chosen


def language() -> str:
    """The code of the language spoken now (``"en"``, ``"fr"`` or ``"pl"``)."""
    if "code" not in _current:
        try:
            set_language(None)
        except ValueError:  # a wrong TOKAIDO_NB_LANG: speak English rather than fail an import
            set_language("en")
    return str(_current["code"])


def _catalog() -> _gettext.NullTranslations:
    language()
    catalog = _current["catalog"]
    assert isinstance(catalog, _gettext.NullTranslations)
    return catalog


def _(message: str) -> str:
    """``message`` in the language spoken now (gettext)."""
    return _catalog().gettext(message)


gettext = _


def in_language(code: str, message: str) -> str:
    """``message`` as ``code`` says it, whatever the language spoken now (a test comparing a
    page with the words a translated lesson shows).

    >>> in_language("fr", "Took back the last decision.") != "Took back the last decision."
    True
    """
    return _translations(_normalized(code)).gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of a sentence that ``count`` asks for, in the language spoken now.

    >>> ngettext("{count} coin", "{count} coins", 3).format(count=3)
    '3 coins'
    """
    return _catalog().ngettext(singular, plural, abs(count))


def pgettext(context: str, message: str) -> str:
    """``message`` translated in ``context`` (an English word with two meanings)."""
    return _catalog().pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, count: int) -> str:
    """``ngettext`` within a ``context``."""
    return _catalog().npgettext(context, singular, plural, abs(count))


def semicolons(items: Iterable[str]) -> str:
    """``items`` as one list, separated as the language separates the parts of a list that
    hold commas themselves: ``a; b`` in English and Polish, ``a ; b`` in French (a narrow
    no-break space, so that a line never starts with « ; »).

    >>> semicolons(["one, two", "three"])
    'one, two; three'
    """
    # TRANSLATORS: what separates the items of a list whose items may hold commas; French
    # writes a narrow no-break space (U+202F) before the semicolon.
    return pgettext("between the items of a list", "; ").join(items)


def N_(message: str) -> str:
    """Mark ``message`` for the catalog without translating it now (a table built at import);
    translate it where it is used with ``_``."""
    return message


def Nn_(singular: str, plural: str) -> tuple[str, str]:
    """Mark a singular and plural message for the catalog without translating them now (a
    table of counted nouns); translate where used with ``ngettext(*pair, count)``."""
    return singular, plural


@cache
def glossary(code: str) -> dict[str, dict[str, dict[str, str]]]:
    """A language's glossary: section -> key -> ``{"name": ..., "source": ...}`` (empty for
    English, whose names are the package's own)."""
    path = LOCALE_DIR / code / "glossary.toml"
    if code == "en" or not path.exists():
        return {}
    with path.open("rb") as file:
        return tomllib.load(file)


def glossary_name(section: str, key: str, english: str) -> str:
    """The name a player of the language spoken now knows for ``key`` (a card, a traveller, a
    stop, an inn), from its glossary; ``english`` where the glossary has none."""
    entry = glossary(language()).get(section, {}).get(key)
    return entry["name"] if entry else english
