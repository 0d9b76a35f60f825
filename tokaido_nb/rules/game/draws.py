"""Chance in a game: the cards drawn from the piles, the meal the neutral traveller's player
discards, the fortune die, and the outcomes a replay or a lesson names first (``name_draws``).

Every random outcome of a game comes from here: ``_draw`` and ``_draw_many`` take cards off a
pile (a named card first, else the top), ``_choose_named`` the discard and the die,
``_under`` puts cards under a pile in random order; each notes what it drew in ``_used``, which
``play`` keeps with the action for the save.

Seams: calls only the ground floor (core.py: ``_edit_pile``) and the game's generator
(``rules/chance.py``); the rooms above call it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .. import data
from ..errors import IllegalAction
from ..language import _
from ..validation import (
    malformed_draws,
    pile_words,
)
from .core import GameCore
from .tables import (
    PILE_CARDS,
    PILES,
)


class Draws(GameCore):
    """Chance: named and random draws (see the module's docstring)."""

    __slots__ = ()

    def name_draws(self, pile: str, cards: Sequence[Any]) -> None:
        """Name the next cards drawn from ``pile``, in order, in place of random draws.

        This is how a replay or a lesson fixes chance ("suppose the village shows Koma, Geta and
        Sake"). Each named card is taken from the pile when the rules draw; a card the pile does
        not hold then is refused (``chance.unavailable``) and the action is undone.
        """
        if refused := malformed_draws(pile, cards):
            raise refused
        if pile not in PILES:
            raise IllegalAction(
                "action.malformed",
                _("There is no pile called {pile}; piles: {piles}.").format(
                    pile=repr(pile), piles=", ".join(PILES)
                ),
            )
        known = PILE_CARDS[pile]
        for card in cards:
            if card not in known:
                if pile == "die":
                    text = _("{card} is not a face of the fortune die ({faces}).").format(
                        card=repr(card), faces=", ".join(data.DIE_KEYS)
                    )
                else:
                    text = _("{card} is not a card of the {pile} pile.").format(
                        card=repr(card), pile=pile_words(pile)
                    )
                raise IllegalAction("action.malformed", text)
        self._named.setdefault(pile, []).extend(cards)

    def clear_named_draws(self) -> None:
        """Forget every named card not yet drawn."""
        self._named = {}

    def _draw(self, pile: str) -> Any:
        # ``_edit_pile(pile)``, without the call when no undo entry is open (a playout's).
        cards = self._piles[pile] if self._open is None else self._edit_pile(pile)
        named = self._named.get(pile)
        if named:
            card = named.pop(0)
            if card not in cards:
                raise IllegalAction(
                    "chance.unavailable",
                    # TRANSLATORS: {pile} names a pile ("hot spring"); {card} is a card's key.
                    _(
                        "The {pile} pile does not hold {card} now, so it cannot be the card drawn."
                    ).format(pile=pile_words(pile), card=repr(card)),
                )
            # Take the named card from where it lies, keeping the rest of the pile in order.
            for i in range(len(cards) - 1, -1, -1):
                if cards[i] == card:
                    del cards[i]
                    break
        elif cards:
            card = cards.pop()
        else:
            return None  # (h)5: an empty pile deals nothing
        self._used.setdefault(pile, []).append(card)
        return card

    def _draw_many(self, pile: str, count: int) -> list:
        cards = self._edit_pile(pile)
        if 0 < count <= len(cards) and not self._named.get(pile):
            # What ``_draw`` gives one card at a time, in one go: the top card first.
            drawn = cards[: -count - 1 : -1]
            del cards[-count:]
            self._used.setdefault(pile, []).extend(drawn)
            return drawn
        drawn = []
        for _turn in range(count):
            card = self._draw(pile)
            if card is None:
                break
            drawn.append(card)
        return drawn

    def _choose_named(self, channel: str, options: list) -> Any:
        named = self._named.get(channel)
        # Draw from the generator even when the outcome is named, so a game rebuilt from its
        # saved actions (which names every outcome) keeps its generator in step with the live
        # game it was saved from.
        drawn = self._chance.choice(options)
        if named:
            card = named.pop(0)
            if card not in options:
                if channel == "die":
                    template = _("{card} is not among {options}, so it cannot be the one rolled.")
                else:
                    template = _(
                        "{card} is not among {options}, so it cannot be the one discarded."
                    )
                raise IllegalAction(
                    "chance.unavailable", template.format(card=repr(card), options=options)
                )
        else:
            card = drawn
        self._used.setdefault(channel, []).append(card)
        return card

    def _under(self, pile: str, cards: list) -> None:
        """Put cards under a pile in random order."""
        if not cards:
            return
        cards = list(cards)
        self._chance.shuffle(cards)
        self._edit_pile(pile)[0:0] = cards

    def _roll(self) -> str:
        """The fortune die's face: named with ``name_draws("die", ...)``, or rolled."""
        return self._choose_named("die", list(data.DIE_FACES))
