"""The winners' facts of every bundled real game, computed once and shipped with the package.

Replaying the 975 real games to read each seat's facts (``winners.seat_facts``) takes about a
minute of one core, too long for a lesson's cell, and longer still in the browser edition. So
``scripts/winners_facts.py`` replays them once and writes the facts beside this module, one
seat a line, JSON Lines compressed with the standard library's ``lzma``::

    {"game": "bga-4p-base/161938784.json", "seat": 0, "traveller": "kinko", "won": true, ...}

``shipped_facts()`` reads them back in a fraction of a second. The same games give the same
bytes (``facts_bytes``), and ``tests/masters/test_shipped_facts.py`` checks a sample of them
against a fresh replay (every game in the full sweep), so a change of the rules or of
``seat_facts`` that the file does not follow fails the tests until the script is run again.

>>> facts = shipped_facts()
>>> len(facts), facts[0].game
(3900, 'bga-4p-base/161938784.json')
"""

from __future__ import annotations

import json
import lzma
from collections.abc import Iterable, Mapping
from functools import cache
from importlib import resources
from typing import Any

from .winners import SeatFacts

__all__ = [
    "FACTS_FILE",
    "fact_from_json",
    "fact_json",
    "facts_bytes",
    "read_facts",
    "shipped_facts",
]

FACTS_FILE = "winners-facts.jsonl.xz"
"""The shipped facts' file name, beside this module."""


def fact_json(fact: SeatFacts) -> dict[str, Any]:
    """One seat's facts as a JSON object (options sorted, so the same facts give the same text)."""
    return {
        "game": fact.game,
        "seat": fact.seat,
        "traveller": fact.traveller,
        "won": fact.won,
        "score": fact.score,
        "points": dict(fact.points),
        "first_panorama": fact.first_panorama,
        "first_temple": fact.first_temple,
        "inn_coins": list(fact.inn_coins),
        "crossroads": fact.crossroads,
        "options": sorted(fact.options),
    }


def fact_from_json(entry: Mapping[str, Any]) -> SeatFacts:
    """One seat's facts from the JSON object ``fact_json`` wrote."""
    return SeatFacts(
        game=str(entry["game"]),
        seat=int(entry["seat"]),
        traveller=entry["traveller"],
        won=bool(entry["won"]),
        score=int(entry["score"]),
        points={str(k): int(v) for k, v in entry["points"].items()},
        first_panorama=entry["first_panorama"],
        first_temple=entry["first_temple"],
        inn_coins=tuple(int(c) for c in entry["inn_coins"]),
        crossroads=bool(entry["crossroads"]),
        options=frozenset(entry["options"]),
    )


def facts_bytes(facts: Iterable[SeatFacts]) -> bytes:
    """The facts as the shipped file holds them: JSON Lines, compressed with ``lzma``."""
    lines = (json.dumps(fact_json(fact), sort_keys=True, ensure_ascii=False) for fact in facts)
    return lzma.compress(("\n".join(lines) + "\n").encode("utf-8"))


def read_facts(compressed: bytes) -> list[SeatFacts]:
    """The facts of a file ``facts_bytes`` wrote, in its order."""
    text = lzma.decompress(compressed).decode("utf-8")
    return [fact_from_json(json.loads(line)) for line in text.splitlines() if line]


@cache
def shipped_facts() -> tuple[SeatFacts, ...]:
    """Every seat of every bundled real game, bundle by bundle and game by game, as
    ``winners.seat_facts`` found them when the file was built (read once a session)."""
    data = resources.files(__package__).joinpath(FACTS_FILE).read_bytes()
    return tuple(read_facts(data))
