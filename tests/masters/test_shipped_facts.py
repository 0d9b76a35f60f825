"""The winners' facts shipped with the package are those of the bundled games.

A sample of games (every game under ``TOKAIDO_FULL_SWEEPS=1``) is counted again from its record
(``direct_counts.py``) and replayed through ``seat_facts``: both must equal the shipped facts. If
the rules or ``seat_facts`` change, this fails until ``make winners-facts`` is run.
"""

from __future__ import annotations

from collections import Counter

import pytest

from tests.masters.direct_counts import sample_facts, sample_games
from tokaido_nb.masters import real_games
from tokaido_nb.masters.shipped_facts import (
    FACTS_FILE,
    facts_bytes,
    read_facts,
    shipped_facts,
)
from tokaido_nb.masters.winners import seat_facts


@pytest.fixture(scope="module")
def shipped() -> dict[str, list]:
    by_game: dict[str, list] = {}
    for fact in shipped_facts():
        by_game.setdefault(fact.game, []).append(fact)
    return by_game


def test_every_seat_of_every_bundled_game_is_shipped_once(shipped) -> None:
    games = [f"{game.bundle}/{game.name}" for game in real_games()]
    assert list(shipped) == games  # the bundles' order
    assert all([f.seat for f in facts] == [0, 1, 2, 3] for facts in shipped.values())
    assert Counter(name.split("/")[0] for name in shipped) == {
        "bga-4p-base": 624,
        "bga-4p-crossroads": 199,
        "bga-4p-crossroads-2020": 152,
    }


def test_a_sample_of_the_shipped_facts_equals_a_fresh_count_of_the_records(shipped) -> None:
    counted = sample_facts()  # the direct counts, shared with the charts' tests
    checked = 0
    for game in sample_games():
        name = f"{game.bundle}/{game.name}"
        assert shipped[name] == [fact for fact in counted if fact.game == name], name
        assert shipped[name] == seat_facts(game), f"{name}: run make winners-facts"
        checked += 1
    assert checked >= 9 and len(counted) == 4 * checked


def test_the_file_is_written_the_same_way_every_time() -> None:
    from importlib import resources

    stored = resources.files("tokaido_nb.masters").joinpath(FACTS_FILE).read_bytes()
    facts = list(shipped_facts())
    assert read_facts(stored) == facts
    assert facts_bytes(facts) == stored
