"""Numbers as each language writes them: the one place every floor formats a number a learner
reads (a decimal, a percentage, a count that may have a fraction).

English writes ``2.5`` and ``41%``; French ``2,5`` and ``41 %`` (a narrow no-break space, so
that « % » never starts a line); Polish ``2,5`` and ``41%``. French counts below 2 in the
singular (« 1,5 point », « 0 partie »); Polish puts a noun after a decimal in the genitive
singular (« 2,5 punktu »), a fourth form its gettext catalogs do not have, so a sentence about a
decimal amount is looked up with the context ``"decimal amount"`` (``counted``). Standard library
only, like the rest of the rules floor.

>>> from tokaido_nb.rules.language import set_language
>>> _ = set_language("fr")
>>> decimal(2.333, 2, sign=True), percent(0.41), decimal(77.0)
('+2,33', '41\\u202f%', '77,0')
>>> _ = set_language("en")
>>> decimal(-0.27, 2), percent(0.405), decimal(2.36, trim=True), decimal(3.0, trim=True)
('-0.27', '40%', '2.4', '3')
"""

from __future__ import annotations

from .language import language, ngettext, npgettext

DECIMAL_SEPARATOR: dict[str, str] = {"en": ".", "fr": ",", "pl": ","}
"""The decimal separator of each language."""
NARROW_NO_BREAK_SPACE = "\u202f"
NO_BREAK_SPACE = "\u00a0"
# Before « % »: French typography sets a (narrow) no-break space; Polish and English none.
PERCENT_SPACE: dict[str, str] = {"en": "", "fr": NARROW_NO_BREAK_SPACE, "pl": ""}
DECIMAL_CONTEXT = "decimal amount"
"""The message context of a sentence about an amount written with a decimal (``counted``)."""


def decimal(value: float, places: int = 1, *, sign: bool = False, trim: bool = False) -> str:
    """``value`` with ``places`` decimals in the language spoken now; ``sign`` writes ``+``
    before a positive value; ``trim`` drops a fraction of zero (``3`` rather than ``3.0``)."""
    written = f"{value:+.{places}f}" if sign else f"{value:.{places}f}"
    if trim and "." in written:
        written = written.rstrip("0").rstrip(".")
    return written.replace(".", DECIMAL_SEPARATOR[language()])


def percent(fraction: float, places: int = 0) -> str:
    """``fraction`` (0.41) as a percentage (« 41 % » in French, ``41%`` in English)."""
    number = decimal(fraction * 100, places)
    return number + PERCENT_SPACE[language()] + "%"


def has_fraction(written: str) -> bool:
    """Whether a number as ``decimal`` wrote it shows a fraction (``"2,5"``, ``"3,0"``)."""
    return DECIMAL_SEPARATOR[language()] in written or "." in written


def counted(singular: str, plural: str, written: str) -> str:
    """The form of a sentence about the amount ``written`` (as ``decimal`` wrote it), which
    may have a fraction: a whole number takes ``ngettext``'s form; a decimal takes the plural
    in English, the singular below 2 in French (« 1,5 point »), and in Polish the genitive
    singular (« 2,5 punktu »), the catalog's translation of ``plural`` in the context
    ``"decimal amount"``.

    >>> counted("{amount} point", "{amount} points", "1.5").format(amount="1.5")
    '1.5 points'
    """
    digits = written.lstrip("+-−").replace(DECIMAL_SEPARATOR[language()], ".")
    try:
        amount = float(digits)
    except ValueError:
        raise ValueError(
            f"counted() needs a number as decimal() writes it, not {written!r}"
        ) from None
    if not has_fraction(written):
        return ngettext(singular, plural, int(amount))
    # French: below 2 is singular, 2 and more plural (the catalog's rule n > 1 on a whole
    # number); Polish: every form of the context's entry is the genitive singular; English:
    # plural (the untranslated ngettext gives the plural for any count but 1).
    form = 1 if amount < 2 and language() != "en" else 2
    return npgettext(DECIMAL_CONTEXT, singular, plural, form)
