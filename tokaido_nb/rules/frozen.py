"""Read-only lists and dicts: what a game hands out (its piles, its record, a traveller's
cards), so that no cell can change the game behind the back of its undo journal.

``FrozenList`` and ``FrozenDict`` are a ``list`` and a ``dict`` in every way a reader needs
(equal to plain ones, printed alike, JSON as they are), but each method that would change them
raises ``ReadOnlyState`` with a sentence that says why: a game changes only by ``play``,
``undo`` and ``name_draws``, which keep its undo journal right. The rules' rooms replace them
whole (a traveller's cards, the Kyoto line), or keep plain values of their own and hand out a
read-only copy (the piles, the record: ``frozen``).

>>> cards = FrozenList(["koma", "geta"])
>>> cards == ["koma", "geta"], cards
(True, ['koma', 'geta'])
>>> cards.append("sake")  # doctest: +ELLIPSIS
Traceback (most recent call last):
  ...
tokaido_nb.rules.frozen.ReadOnlyState: A game's cards and record are read-only: a game changes...
"""

from __future__ import annotations

import copy
from typing import Any, NoReturn

from .language import _


class ReadOnlyState(TypeError, AttributeError):
    """A change to a game made from outside ``play``, ``undo`` and ``name_draws``: refused, as
    it would bypass the undo journal. A ``TypeError`` (as a tuple refuses a change) and an
    ``AttributeError`` (as a read-only field does)."""


def refuse_container() -> NoReturn:
    """Raise ``ReadOnlyState`` for a change to a game's list or dict."""
    raise ReadOnlyState(
        _(
            "A game's cards and record are read-only: a game changes only by play(), undo() "
            "and name_draws(), which keep its undo journal right (undo would "
            "otherwise bring back a state the game never had). To try something, play it on "
            "game.copy(); to set up a scenario, use game.edit()."
        )
    )


def refuse_field(name: str) -> NoReturn:
    """Raise ``ReadOnlyState`` for a new value given to a game's field or a traveller's."""
    raise ReadOnlyState(
        # TRANSLATORS: {name} is a field in code, such as Game.piles or Traveller.coins.
        _(
            "{name} is read-only: a game changes only by play(), undo() and name_draws(), "
            "which keep its undo journal right (undo would otherwise bring back a "
            "state the game never had). To try something, play it on game.copy(); to set up a "
            "scenario, use game.edit()."
        ).format(name=name)
    )


def _refused(self: Any, *args: Any, **kwargs: Any) -> NoReturn:
    refuse_container()


class FrozenList(list):  # type: ignore[type-arg]
    """A ``list`` that refuses every change (see the module's docstring)."""

    __slots__ = ()

    append = extend = insert = remove = pop = clear = sort = reverse = _refused
    __setitem__ = __delitem__ = __iadd__ = __imul__ = _refused

    def __reduce__(self) -> tuple[Any, ...]:
        # pickle rebuilds a list subclass with append, which refuses.
        return (FrozenList, (list(self),))

    def __copy__(self) -> list:  # type: ignore[type-arg]
        """A copy is the caller's own: a plain list."""
        return list(self)

    def __deepcopy__(self, memo: dict[int, Any]) -> list:  # type: ignore[type-arg]
        """A deep copy is the caller's own: plain lists and dicts all through."""
        return [copy.deepcopy(value, memo) for value in self]


class FrozenDict(dict):  # type: ignore[type-arg]
    """A ``dict`` that refuses every change (see the module's docstring)."""

    __slots__ = ()

    __setitem__ = __delitem__ = __ior__ = _refused
    clear = pop = popitem = setdefault = update = _refused

    def __reduce__(self) -> tuple[Any, ...]:
        return (FrozenDict, (dict(self),))

    def __copy__(self) -> dict:  # type: ignore[type-arg]
        """A copy is the caller's own: a plain dict."""
        return dict(self)

    def __deepcopy__(self, memo: dict[int, Any]) -> dict:  # type: ignore[type-arg]
        """A deep copy is the caller's own: plain dicts and lists all through."""
        return {key: copy.deepcopy(value, memo) for key, value in self.items()}


EMPTY: FrozenList = FrozenList()
"""The empty read-only list, shared."""


def without(cards: list[Any], card: Any) -> FrozenList:
    """A read-only list of ``cards`` with the first ``card`` taken out."""
    rest = list(cards)
    rest.remove(card)
    return FrozenList(rest)


SCALARS = frozenset({str, int, bool, float, type(None)})


def frozen(value: Any) -> Any:
    """``value`` (plain JSON-like values: dicts, lists, tuples of numbers and text) with every
    list and dict in it read-only: a value written into a game's record."""
    kind = type(value)
    if kind in SCALARS:
        return value
    if kind is FrozenList or kind is FrozenDict:  # frozen whole when made
        return value
    if kind is dict:
        return FrozenDict({k: v if type(v) in SCALARS else frozen(v) for k, v in value.items()})
    if kind is list:
        return FrozenList([v if type(v) in SCALARS else frozen(v) for v in value])
    if kind is tuple:
        return tuple(v if type(v) in SCALARS else frozen(v) for v in value)
    return value  # an action or a decision: frozen values of their own
