"""The real games shipped with the package: 975 four-player games played online.

Each was played on Board Game Arena with one of the site's ten best arena players at the table,
and was converted into a game record (``docs/record-format.md``) and checked against an
independent score sheet (``games/README.md`` beside this module). They are kept as three
bundles, JSON Lines compressed with the standard library's ``lzma``, one game a line in
file-name order::

    {"name": "161938784.json", "record": {"format": "tokaido-record", ...}}

The engine replays every one of them exactly (``tests/record/test_conformance.py``); the
lessons learn from them (``masters.winners``). Reading uses ``importlib.resources``, so the
games are found in a wheel, a checkout and the browser edition alike.
"""

from __future__ import annotations

import itertools
import json
import lzma
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from importlib import resources
from typing import Any

BUNDLES: tuple[str, ...] = ("bga-4p-base", "bga-4p-crossroads", "bga-4p-crossroads-2020")
"""The bundles, by name: the base game, Crossroads, and the Crossroads games of 2020 (scored
under the online game's older Shodo/Emaki rule, which each of their records names)."""

__all__ = ["BUNDLES", "RealGame", "bundle_bytes", "bundle_games", "in_turn", "real_games"]


@dataclass(frozen=True)
class RealGame:
    """One real game: its bundle, its name (the online table number) and its record."""

    bundle: str
    name: str
    record: dict[str, Any]


def bundle_bytes(bundle: str) -> bytes:
    """The compressed bytes of one bundle (``BUNDLES``)."""
    if bundle not in BUNDLES:
        raise ValueError(
            f"no bundle of real games is named {bundle!r}: the bundles are {', '.join(BUNDLES)}"
        )
    return resources.files(__package__).joinpath("games", f"{bundle}.jsonl.xz").read_bytes()


def real_games(bundles: Sequence[str] = BUNDLES) -> Iterator[RealGame]:
    """The real games of ``bundles`` (all of them by default), bundle by bundle, each in
    file-name order.

    >>> games = list(real_games(["bga-4p-crossroads"]))
    >>> len(games), games[0].bundle, games[0].record["options"]["expansions"]
    (199, 'bga-4p-crossroads', ['crossroads'])
    """
    for bundle in bundles:
        for name, record in bundle_games(bundle_bytes(bundle)):
            yield RealGame(bundle, name, record)


def bundle_games(compressed: bytes) -> Iterator[tuple[str, dict[str, Any]]]:
    """The ``(name, record)`` of every game of a bundle's compressed bytes, in its order."""
    for line in lzma.decompress(compressed).decode("utf-8").splitlines():
        entry = json.loads(line)
        yield entry["name"], entry["record"]


def in_turn(games: Iterable[RealGame]) -> list[RealGame]:
    """``games`` taken in turn from each bundle (the first of each, then the second of
    each...), each bundle in its own order: the first N of them are a sample spread over the
    bundles, and a sample of N is the start of any larger one.

    >>> a, b = RealGame("a", "1", {}), RealGame("b", "1", {})
    >>> [g.bundle for g in in_turn([a, RealGame("a", "2", {}), b])]
    ['a', 'b', 'a']
    """
    by_bundle: dict[str, list[RealGame]] = {}
    for game in games:
        by_bundle.setdefault(game.bundle, []).append(game)
    rounds = itertools.zip_longest(*by_bundle.values())
    return [game for round_ in rounds for game in round_ if game is not None]
