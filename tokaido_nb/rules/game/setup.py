"""The set-up of a game: ``Game(players, travellers=..., kyoto=..., variants=..., ...)``.

``SetUp.__init__`` checks the set-up (``check_setup``: a bad one raises ``IllegalAction`` with
a ``setup.*`` rule), keeps it for the save, shuffles the piles and either deals two travellers
to each player (a ``TravellerDeal`` decision) or lines up at Kyoto and begins the journey.

Seams: calls the turn flow below (flow.py: ``_begin_journey``, ``_ask``); the journal above
rebuilds a game through ``__init__``.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import Any

from .. import data
from ..chance import Chance
from ..config import OFFICIAL, Rules
from ..decisions import (
    TravellerDeal,
)
from ..errors import IllegalAction
from ..language import _
from ..state import Traveller
from ..untrusted import name_problem, short_repr
from ..validation import (
    checked_seed,
)
from .flow import TurnFlow
from .tables import (
    CROSSROADS_BOX,
)


class SetUp(TurnFlow):
    """A game's set-up (see the module's docstring). ``travellers`` gives each player a tile;
    a seat left None is dealt one of the tiles left, by the game's own chance."""

    __slots__ = ()

    def __init__(
        self,
        players: int = 4,
        *,
        travellers: Sequence[str | None] | None = None,
        kyoto: Sequence[int] | None = None,
        variants: Iterable[str] = (),
        expansions: Iterable[str] = (),
        seed: int | None = 0,
        rules: Rules = OFFICIAL,
        names: Sequence[str] | None = None,
        undo: bool = True,
    ) -> None:
        check_kinds(travellers, kyoto, variants, expansions, rules, names, undo)
        variants = tuple(sorted(set(variants)))
        expansions = tuple(sorted(set(expansions)))
        travellers = list(travellers) if travellers is not None else None
        kyoto = list(kyoto) if kyoto is not None else None
        names = list(names) if names is not None else None
        check_setup(players, travellers, kyoto, variants, expansions, names)
        seed = checked_seed(seed)
        if seed is None:
            seed = random.SystemRandom().randrange(2**32)
        self._rules = rules
        self._players = players
        self._variants = variants
        self._expansions = expansions
        self._seed = seed
        self._setup = {
            "players": players,
            "travellers": travellers,
            "kyoto": kyoto,
            "variants": list(variants),
            "expansions": list(expansions),
            "seed": seed,
            "names": names,
            "rules": saved_rules(rules),
        }
        self._chance = Chance(seed)  # every shuffle and random choice of the game
        self._reverse = "return_trip" in variants
        self._inns = tuple(sorted(self.progress_of(i) for i in data.INNS))
        self._travellers = seated(players, names, rules)
        self._start_empty()  # no action, record nor decision yet (plain.py)
        self._count = len(self._travellers)
        self._double_slots = players >= 4
        self._keeps_undo = undo  # False with undo=False, and in a determinized copy
        self._undo_by_replay = not undo  # undo=False: ``undo`` replays (a determinized copy can't)
        self._crossroads = "crossroads" in expansions
        self._piles = self._new_piles()
        self._deal_travellers(travellers)

    def _deal_travellers(self, travellers: list[str | None] | None) -> None:
        """Give each player the traveller set up, and begin the journey (the initiatory journey
        needs none); or deal two tiles to each player to choose from."""
        if "initiatory" in self._variants:
            self._begin_journey()
        elif travellers is not None:
            if None in travellers:
                travellers = self._deal_the_seats_left(travellers)
            for traveller, key in zip(self._travellers, travellers, strict=False):
                traveller.key = key
            self._begin_journey()
        else:
            keys = sorted(data.ALL_TRAVELLERS if self._crossroads else data.TRAVELLERS)
            self._chance.shuffle(keys)
            self._dealt = tuple(tuple(keys[2 * i : 2 * i + 2]) for i in range(self._players))
            self._ask(TravellerDeal(self._dealt[0]), 0, 0)

    def _deal_the_seats_left(self, travellers: list[str | None]) -> list[str | None]:
        """Each seat given no traveller (None) gets one of the tiles left, dealt by the game's
        own chance after the piles are shuffled (so the piles stay those of the same seed)."""
        tiles = data.ALL_TRAVELLERS if self._crossroads else data.TRAVELLERS
        pool = sorted(key for key in tiles if key not in travellers)
        self._chance.shuffle(pool)
        return [key if key is not None else pool.pop() for key in travellers]

    def _new_piles(self) -> dict[str, list[Any]]:
        piles: dict[str, list[Any]] = {
            "souvenir": list(data.SOUVENIRS),
            "meal": [m for m, (_, copies) in data.MEALS.items() for _ in range(copies)],
            "hot_spring": list(data.HOT_SPRINGS),
            "encounter": [c for c, copies in data.ENCOUNTERS.items() for _ in range(copies)],
        }
        if "new_encounters" in self._expansions:
            piles["encounter"] += [c for c, n in data.NEW_ENCOUNTERS.items() for _ in range(n)]
        for pile in piles.values():
            self._chance.shuffle(pile)  # the top of a pile is its last card
        if "crossroads" in self._expansions:
            piles.update({name: list(cards) for name, cards in CROSSROADS_BOX.items()})
        return piles


def first_crossroads_traveller(
    travellers: Iterable[str | None], expansions: Iterable[str]
) -> str | None:
    """The first of ``travellers`` that belongs to the Crossroads expansion when ``expansions``
    does not hold it, else None: the set-up refuses such a traveller (a table says it its way).

    >>> first_crossroads_traveller(["kinko", "kita"], [])
    'kita'
    >>> first_crossroads_traveller(["kita"], ["crossroads"]) is None
    True
    """
    if "crossroads" in expansions:
        return None
    return next((key for key in travellers if key in data.CROSSROADS_TRAVELLERS), None)


def check_setup(
    players: Any,
    travellers: list[Any] | None,
    kyoto: list[Any] | None,
    variants: tuple[str, ...],
    expansions: tuple[str, ...],
    names: list[Any] | None,
) -> None:
    def refuse(rule: str, message: str) -> None:
        raise IllegalAction(rule, message)

    if not isinstance(players, int) or isinstance(players, bool) or not 2 <= players <= 5:
        refuse(
            "setup.players",
            _("Tokaido is played by 2 to 5 players, not {players}.").format(players=repr(players)),
        )
    for variant in variants:
        if variant not in data.VARIANTS:
            refuse(
                "setup.invalid",
                _("Unknown variant {variant}; variants: {variants}.").format(
                    variant=repr(variant), variants=", ".join(data.VARIANTS)
                ),
            )
    for expansion in expansions:
        if expansion not in data.EXPANSIONS:
            refuse(
                "setup.invalid",
                _("Unknown expansion {expansion}; expansions: {expansions}.").format(
                    expansion=repr(expansion), expansions=", ".join(data.EXPANSIONS)
                ),
            )
    if travellers is not None and "initiatory" not in variants:
        if len(travellers) != players:
            refuse(
                "setup.deal",
                _("Give one traveller per player: {expected} expected, {given} given.").format(
                    expected=players, given=len(travellers)
                ),
            )
        crossroads = "crossroads" in expansions
        tiles = data.ALL_TRAVELLERS if crossroads else data.TRAVELLERS
        for key in travellers:
            if key is None:
                continue  # dealt at random from the tiles left
            if not isinstance(key, str):
                refuse(
                    "setup.deal",
                    _(
                        "A traveller is named by its key, a text such as 'kinko', not {key}; "
                        "travellers: {travellers}."
                    ).format(key=short_repr(key), travellers=", ".join(tiles)),
                )
            if first_crossroads_traveller([key], expansions):
                refuse(
                    "setup.deal",
                    _(
                        "{key} is a traveller of the Crossroads expansion: play it with "
                        "expansions=['crossroads'], or choose one of the base game's ten."
                    ).format(key=repr(key)),
                )
            if key not in tiles:
                refuse(
                    "setup.deal",
                    _("Unknown traveller {key}; travellers: {travellers}.").format(
                        key=repr(key), travellers=", ".join(tiles)
                    ),
                )
        chosen = [key for key in travellers if key is not None]
        if len(set(chosen)) != len(chosen):
            refuse(
                "setup.deal", _("Each traveller tile exists once: two players cannot share one.")
            )
    count = players + (1 if players == 2 else 0)
    # Each place is a traveller's index: a whole number, not True or 2.0, which sort as one.
    indices = kyoto is not None and all(type(i) is int for i in kyoto)
    if kyoto is not None and (not indices or sorted(kyoto) != list(range(count))):
        refuse(
            "setup.kyoto",
            _(
                "The Kyoto line must list each of the {count} travellers once, by their index, a "
                "whole number from 0 to {last}; got {kyoto}."
            ).format(count=count, last=count - 1, kyoto=short_repr(kyoto)),
        )
    if names is not None and len(names) != players:
        refuse(
            "setup.invalid",
            _("Give one name per player: {expected} expected, {given} given.").format(
                expected=players, given=len(names)
            ),
        )
    for name in names or ():
        if problem := name_problem(name):
            refuse(
                "setup.invalid",
                # TRANSLATORS: {problem} says what is wrong with the name (a clause).
                _("The name {name} cannot be used: {problem}.").format(
                    name=short_repr(name), problem=problem
                ),
            )


def check_kinds(
    travellers: Any,
    kyoto: Any,
    variants: Any,
    expansions: Any,
    rules: Any,
    names: Any,
    undo: Any,
) -> None:
    """Refuse, in words, a set-up argument of the wrong kind before any of it is used: a nested
    list or a number where a list of names goes, a text where a list goes (``"gastronomy"``
    would be read letter by letter), rules that are not a ``Rules``.

    >>> check_kinds(None, None, [["gastronomy"]], (), OFFICIAL, None, True)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
      ...
    tokaido_nb.rules.errors.IllegalAction: variants is a list of names, such as ['gastronomy'], ...
    """

    def refuse(text: str, **values: Any) -> None:
        raise IllegalAction("setup.invalid", text.format(**values))

    def a_list(value: Any) -> bool:
        # A text, a mapping or a set is iterable too, but is no list of seats.
        return isinstance(value, Sequence) and not isinstance(value, (str, bytes, bytearray))

    for argument, value, example in (
        ("variants", variants, "gastronomy"),
        ("expansions", expansions, "crossroads"),
    ):
        # A collection (list, tuple, set), read twice: here, then by the set-up.
        if (
            isinstance(value, (str, bytes, bytearray, Mapping))
            or not isinstance(value, Collection)
            or not all(type(name) is str for name in value)
        ):
            refuse(
                _("{argument} is a list of names, such as {example}, not {value}."),
                argument=argument,
                example=[example],
                value=short_repr(value),
            )
    for argument, value in (("travellers", travellers), ("kyoto", kyoto), ("names", names)):
        if value is not None and not a_list(value):
            refuse(
                _("{argument} is a list (or None), not {value}."),
                argument=argument,
                value=short_repr(value),
            )
    if not isinstance(rules, Rules):
        refuse(
            _("rules is a Rules value, such as tokaido_nb.rules.OFFICIAL, not {value}."),
            value=short_repr(rules),
        )
    if type(undo) is not bool:
        refuse(
            _("{argument} is True or False, not {value}."), argument="undo", value=short_repr(undo)
        )


def seated(players: int, names: Sequence[str] | None, rules: Rules) -> list[Traveller]:
    """The travellers at the start, no tile chosen yet: one per player (named, or "Player 1",
    ...), and with two players the neutral one after them."""
    travellers = [
        # TRANSLATORS: the name of a player who was given none.
        Traveller(
            i, names[i] if names else _("Player {number}").format(number=i + 1), None, rules=rules
        )
        for i in range(players)
    ]
    if players == 2:
        travellers.append(Traveller(players, "Neutral", None, neutral=True, rules=rules))
    return travellers


def saved_rules(rules: Rules) -> dict[str, Any] | None:
    """The rule numbers as a save keeps them: None for the official ones."""
    # ``is`` first: comparing every rule number costs more than the rest of the set-up.
    return None if rules is OFFICIAL or rules == OFFICIAL else rules.to_json()
