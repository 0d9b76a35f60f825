"""Counted words the widgets share: ``3 coins``, ``+3 points``, in the language spoken now.

Each is one whole message with its plural forms (``ngettext``), so that a translation picks the
form its language asks for (Polish: 1 moneta, 2 monety, 5 monet). A sentence that holds one
count is better written whole where it is said; these serve tables, lists and sentences with
several counts.
"""

from __future__ import annotations

from ..rules.language import ngettext


def coins(count: int) -> str:
    """``1 coin``, ``3 coins``.

    >>> coins(1), coins(3)
    ('1 coin', '3 coins')
    """
    return ngettext("{count} coin", "{count} coins", count).format(count=count)


def points(count: int) -> str:
    """``1 point``, ``5 points``.

    >>> points(1), points(0)
    ('1 point', '0 points')
    """
    return ngettext("{count} point", "{count} points", count).format(count=count)


def signed_coins(count: int) -> str:
    """A change of the purse with its sign: ``+3 coins``, ``-1 coin``.

    >>> signed_coins(3), signed_coins(-1), signed_coins(0)
    ('+3 coins', '-1 coin', '+0 coins')
    """
    # TRANSLATORS: {signed} is a number with its sign, such as +3 or -1.
    return ngettext("{signed} coin", "{signed} coins", count).format(signed=f"{count:+d}")


def signed_points(count: int) -> str:
    """A change of the score with its sign: ``+3 points``, ``-1 point``.

    >>> signed_points(3), signed_points(-1)
    ('+3 points', '-1 point')
    """
    # TRANSLATORS: {signed} is a number with its sign, such as +3 or -1.
    return ngettext("{signed} point", "{signed} points", count).format(signed=f"{count:+d}")
