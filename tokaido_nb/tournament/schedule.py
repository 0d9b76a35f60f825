"""Who sits where in each game of a tournament: tables in rotation, seeded.

The games come in *rotations*: a table of k players plays k games, the seat order turning by
one each time, so each of them sits in every seat once. Each rotation seats the players who
have played least so far (ties drawn from the seed), and the table sizes take turns through the
range asked for. A tournament of N games plays whole rotations: N rounded up to the next end
of one, so that every player sits in every seat equally often.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..rules.language import _
from ..studies.simulate import game_seeds


@dataclass(frozen=True)
class Table:
    """One game of a tournament: its number, its seed, and the player of each seat."""

    number: int
    seed: int
    seats: tuple[str, ...]


def games_played(games: int, sizes: Sequence[int], players: int) -> int:
    """How many games a tournament asked for ``games`` plays: whole rotations.

    >>> games_played(10, [3, 4], 6)
    10
    >>> games_played(11, [3, 4], 6)
    14
    """
    played, turn = 0, 0
    while played < games:
        played += min(sizes[turn % len(sizes)], players)
        turn += 1
    return played


def schedule(names: Sequence[str], games: int, sizes: Sequence[int], seed: int) -> list[Table]:
    """The tables of a tournament between ``names``: at least ``games`` games, whole rotations,
    and more if a player would otherwise play none.

    ``sizes`` are the table sizes taken in turn (3 to 5 seats; fewer players than a size seat
    them all). The same arguments give the same tables.

    >>> tables = schedule(["a", "b", "c"], 3, [3], seed=1)
    >>> sorted(t.seats[0] for t in tables)
    ['a', 'b', 'c']
    """
    if len(names) < 2:
        raise ValueError(
            _("a tournament needs at least two players, not {count}").format(count=len(names))
        )
    if len(set(names)) != len(names):
        raise ValueError(_("two players have the same name"))
    draw = random.Random(seed)
    played = dict.fromkeys(names, 0)
    total = games_played(games, sizes, len(names))
    seeds = game_seeds(seed, total + len(names) * max(sizes))
    tables: list[Table] = []
    turn = 0
    # Whole rotations until the games asked are played and every player has played.
    while len(tables) < total or min(played.values()) == 0:
        size = min(sizes[turn % len(sizes)], len(names))
        turn += 1
        # The least played first; among equals, an order drawn from the seed.
        order = sorted(names, key=lambda name: (played[name], draw.random()))
        chosen = order[:size]
        draw.shuffle(chosen)
        for shift in range(size):
            seats = tuple(chosen[shift:] + chosen[:shift])
            tables.append(Table(len(tables) + 1, seeds[len(tables)], seats))
        for name in chosen:
            played[name] += size
    return tables
