"""Each seat's facts counted straight from a real game's record, for the winners' tests.

``direct_facts`` reads what the record says (the travellers, the result, the turns that bring a
panorama card, a temple coin or a Crossroads option) with the helpers of ``test_winners.py``,
which use no rules. Two facts need the rules, as the records do not hold them: the points by
category (the final game's breakdown, checked to add up to the record's score) and the coins in
hand at each inn (a replay of its own up to that turn, not ``seat_facts``'s single pass).
"""

from __future__ import annotations

import functools
import random
from collections.abc import Iterator
from typing import Any

from tests.masters.test_winners import brings_a_panorama_card, puts_a_coin_in_the_temple, winners_of
from tests.sizes import sized
from tokaido_nb.masters import BUNDLES, RealGame, real_games
from tokaido_nb.masters.winners import SeatFacts
from tokaido_nb.record import replay
from tokaido_nb.rules import data
from tokaido_nb.rules.scoring import CATEGORIES

PER_BUNDLE = sized(3, 1000)
"""Games of each bundle counted directly: a spread sample in `make test`, every one in the full
sweep (``TOKAIDO_FULL_SWEEPS=1``)."""


def sample_games(per_bundle: int = PER_BUNDLE, seed: int = 44) -> Iterator[RealGame]:
    """``per_bundle`` games of each bundle, spread over it (a fixed seed), in bundle order."""
    for bundle in BUNDLES:
        games = list(real_games([bundle]))
        chosen = sorted(random.Random(seed).sample(range(len(games)), min(per_bundle, len(games))))
        yield from (games[index] for index in chosen)


def direct_facts(game: RealGame) -> list[SeatFacts]:
    """The facts of every seat of ``game``, counted from its record (see the module)."""
    record: dict[str, Any] = game.record
    turns = record["turns"]
    result = record["result"]
    winners = winners_of(record)
    breakdowns = replay(record).breakdowns()
    crossroads = "crossroads" in record["options"].get("expansions", [])
    facts = []
    for seat, player in enumerate(record["players"]):
        mine = [(number, t) for number, t in enumerate(turns) if t["player"] == seat]
        points = {category: breakdowns[seat].get(category, 0) for category in CATEGORIES}
        assert sum(points.values()) == result["scores"][seat], game.name
        inn_coins = tuple(
            replay(record, upto=number).travellers[seat].coins
            for number, turn in mine
            if data.BOARD[turn["to"]][0] == "inn"
        )
        facts.append(
            SeatFacts(
                game=f"{game.bundle}/{game.name}",
                seat=seat,
                traveller=player["traveller"],
                won=seat in winners,
                score=result["scores"][seat],
                points=points,
                first_panorama=next((t["to"] for _, t in mine if brings_a_panorama_card(t)), None),
                first_temple=next((t["to"] for _, t in mine if puts_a_coin_in_the_temple(t)), None),
                inn_coins=inn_coins,
                crossroads=crossroads,
                options=frozenset(t["option"] for _, t in mine if "option" in t),
            )
        )
    return facts


@functools.cache
def sample_facts() -> tuple[SeatFacts, ...]:
    """The direct facts of every seat of ``sample_games()`` (counted once a process)."""
    return tuple(fact for game in sample_games() for fact in direct_facts(game))
