"""What a player may know: the cards nobody can place (``unseen``) and a copy of the game
as a player may imagine it, every hidden card dealt afresh (``determinized``).

The player's view itself, an object of its own handed to a seat, is observer.py's
``PlayerView`` (``Game.view(player)``), built on these two.

Seams: reads the fields (core.py) and calls ``copy`` (journal.py), the room below.
"""

from __future__ import annotations

import dataclasses
import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any, Protocol, Self

from .. import data
from ..chance import Chance
from ..decisions import (
    AmuletShop,
    CalligraphyShop,
    Decision,
    InnMeal,
    TravellerDeal,
    TwoEncounters,
    VillageShop,
)
from ..frozen import FrozenList
from ..state import Traveller
from .journal import Journal
from .tables import (
    BOX,
    CROSSROADS_BOX,
    CROSSROADS_PILES,
    HELD,
    PILE_CARDS,
    PILES,
    SECRET_HELD,
    SHOPS,
)


class Knowledge(Journal):
    """What a player may know (see the module's docstring)."""

    __slots__ = ()

    def unseen(self, pile: str, viewer: int | None = None) -> Counter[Any]:
        """The cards of ``pile`` whose place nobody can know, as a multiset: every card of the
        box but those a traveller holds, the souvenirs a village shows and the two encounters
        Yoshiyasu chooses between.

        Every meal nobody has eaten is unseen, the inn's hand and a free meal on offer
        included: only the traveller choosing sees them. What is left of a pile is public:
        every card drawn from it is on the table or was shown to everyone and put back under it.

        Crossroads' secret cards (``data.SECRET_CROSSROADS_PILES``): the ``"amulet"`` and
        ``"calligraphy"`` cards ``viewer`` cannot place, that is every one but their own and, while
        they choose from it, the stack on offer (a spectator, ``viewer=None``, places none).

        >>> from tokaido_nb.rules import Game
        >>> game = Game(3, travellers=["kinko", "satsuki", "umegae"], kyoto=[0, 1, 2])
        >>> sum(game.unseen("souvenir").values())
        24
        """
        # Its own travellers passed on: ``table.travellers`` would seal them (``Game.travellers``).
        return unseen_cards(self, pile, viewer, self._travellers)

    def determinized(self, seed: int, viewer: int | None = None) -> Self:
        """A copy of the game as ``viewer`` may imagine it: everything they cannot know is dealt
        afresh from ``seed``, everything they can know is kept.

        Every face-down pile is put in a fixed order and shuffled, so the copy does not depend
        on the real order at all; the inn's hand is dealt again from the uneaten meals unless
        the viewer is the traveller choosing from it; while travellers are chosen, the pairs
        dealt to the players who have not chosen yet (the viewer's own pair excepted) are dealt
        again from the tiles nobody has shown; chance is reseeded. The same game, seed and
        viewer give the same copy whatever the hidden cards really are. ``viewer=None`` is a
        spectator, who sees no hand and no pair.

        A search plays such copies out and throws them away: a copy keeps no undo (playing on
        it is then as quick as it can be, and undoing could bring back the real piles), and
        ``undo`` on it is refused.
        """
        other: Self = self.copy()
        other._keeps_undo = other._undo_by_replay = False
        other._undo = [None] * len(self._undo)
        rng = random.Random(seed)
        # The copy's generator is seeded after as many draws as shuffling every pile takes,
        # as it always was, so that bots keep their games for the same seeds.
        for pile in other._piles.values():
            rng.shuffle(list(range(len(pile))))
        other._chance = Chance(rng.getrandbits(64))
        other._named = {}
        rng = random.Random(seed)
        for pile in other._piles.values():
            pile.sort()
            rng.shuffle(pile)
        if isinstance(self._pending, TravellerDeal):
            choosing = [t.index for t in self._travellers if not t.neutral and t.key is None]
            seen = {t.key for t in self._travellers if t.key}
            if viewer in choosing:
                seen.update(self._dealt[viewer])
            box = data.ALL_TRAVELLERS if self._crossroads else data.TRAVELLERS
            tiles = sorted(set(box) - seen)
            rng.shuffle(tiles)
            dealt = list(other._dealt)
            for player in choosing:
                if player != viewer:
                    dealt[player] = (tiles.pop(), tiles.pop())
            other._dealt = tuple(dealt)
            other._pending = TravellerDeal(other._dealt[self._actor])
            other._legal = None
        hand = other._inn_hand
        looking = isinstance(self._pending, InnMeal) and viewer == self._actor
        if hand and not looking:
            pool = sorted(other._piles["meal"] + hand)
            rng.shuffle(pool)
            other._inn_hand = pool[: len(hand)]
            other._piles["meal"] = pool[len(hand) :]
            if isinstance(other._pending, InnMeal):
                other._pending = InnMeal(tuple(other._inn_hand))
                other._legal = None
        if self._crossroads:
            other._deal_secrets(rng, viewer)
        return other

    def _deal_secrets(self, rng: random.Random, viewer: int | None) -> None:
        """Deal again the Crossroads cards ``viewer`` cannot place (``unseen``): the others'
        amulets and calligraphies, as many each as they hold, and the stacks left."""
        for pile in data.SECRET_CROSSROADS_PILES:
            looking = isinstance(self._pending, SHOPS[pile]) and self._actor == viewer
            others = [t for t in self._travellers if not t.neutral and t.index != viewer]
            pool = [] if looking else list(self._piles[pile])
            for t in others:
                pool += SECRET_HELD[pile](t)
            pool.sort()
            rng.shuffle(pool)
            for t in others:
                held = SECRET_HELD[pile](t)
                dealt, pool = pool[: len(held)], pool[len(held) :]
                if pile == "amulet":
                    t.new_amulets = FrozenList(dealt[: len(t.new_amulets)])
                    t.amulets = FrozenList(dealt)
                else:
                    t.calligraphies = FrozenList(dealt)
            if not looking:
                self._piles[pile] = pool
        for pile in CROSSROADS_PILES:  # chosen from, not drawn: kept in one order
            self._piles[pile].sort()
        pending = self._pending
        if isinstance(pending, AmuletShop | CalligraphyShop) and self._actor != viewer:
            pile = "amulet" if isinstance(pending, AmuletShop) else "calligraphy"
            offered = tuple(sorted(set(self._piles[pile])))
            self._pending = dataclasses.replace(pending, offered=offered)
            self._legal = None


class Table(Protocol):
    """What a seat's knowledge reads of a game: public state only, as ``Game`` hands it out
    (a ``PlainTable`` of plain values does as well: tests/rules/test_plain_state.py)."""

    @property
    def travellers(self) -> Sequence[Traveller]: ...
    @property
    def piles(self) -> Mapping[str, Sequence[Any]]: ...
    @property
    def pending(self) -> Decision | None: ...
    @property
    def actor(self) -> int | None: ...
    @property
    def expansions(self) -> tuple[str, ...]: ...
    @property
    def crossroads(self) -> bool: ...


def unseen_cards(
    table: Table,
    pile: str,
    viewer: int | None = None,
    travellers: Sequence[Traveller] | None = None,
) -> Counter[Any]:
    """``Game.unseen`` over any ``table`` (see there): the cards of ``pile`` whose place
    ``viewer`` cannot know, read from the public state alone (``travellers``: the table's, when
    the caller has them)."""
    if pile in data.SECRET_CROSSROADS_PILES and table.crossroads:
        return _unseen_secret(table, pile, viewer)
    if pile not in PILE_CARDS or pile in ("discard", "die"):
        piles = [p for p in PILES if p not in ("discard", "die")]
        if table.crossroads:
            piles += data.SECRET_CROSSROADS_PILES
        raise ValueError(f"There is no pile called {pile!r}; piles: {', '.join(piles)}.")
    # Counted in a plain dict (a Counter's subtract costs several times more), in the order
    # of the box, the New Encounters last, as bots read it.
    left: dict[str | int, int] = dict(BOX[pile])  # hot spring cards are numbers
    if pile == "encounter" and "new_encounters" in table.expansions:
        for card, copies in data.NEW_ENCOUNTERS.items():
            left[card] = left.get(card, 0) + copies
    held = HELD[pile]
    for t in table.travellers if travellers is None else travellers:
        for held_card in held(t):
            left[held_card] = left.get(held_card, 0) - 1
    pending = table.pending
    shown: tuple[str, ...] = ()
    if pile == "souvenir" and isinstance(pending, VillageShop):
        shown = pending.revealed
    elif pile == "encounter" and isinstance(pending, TwoEncounters):
        shown = pending.drawn
    for card in shown:
        left[card] = left.get(card, 0) - 1
    unseen: Counter[Any] = Counter()  # filled item by item: Counter(a dict) costs twice as much
    for item, n in left.items():
        if n > 0:
            unseen[item] = n
    return unseen


def _unseen_secret(table: Table, pile: str, viewer: int | None) -> Counter[Any]:
    left = Counter(CROSSROADS_BOX[pile])
    if viewer is not None:
        left.subtract(SECRET_HELD[pile](table.travellers[viewer]))
        shop = SHOPS[pile]
        if isinstance(table.pending, shop) and table.actor == viewer:
            left.subtract(table.piles[pile])  # the stack on offer, seen while choosing
    return +left
