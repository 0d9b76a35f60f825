"""What the winners of real games do: facts gathered seat by seat, then compared.

Every real game (``masters.real_games``) is replayed through the rules, and each seat's facts
are read off the game as it goes: its traveller, whether it won, its points by category, where
on the road it took its first panorama card and made its first temple offering, the coins it
carried into each inn, and the Crossroads options it took. The functions below compare the
winners with the other players over those facts; each returns plain numbers, for a chart or a
table to show.

Replaying the 975 games takes about a minute on one core: ``seat_facts`` works game by game,
so a lesson or a study can take a sample, or a worker pool the whole set.

>>> from tokaido_nb.masters.real_games import real_games
>>> game = next(real_games(["bga-4p-base"]))
>>> facts = seat_facts(game)
>>> len(facts), sum(f.won for f in facts) >= 1
(4, True)
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..record.replaying import replay_positions
from ..rules import Game, data
from ..rules.scoring import CATEGORIES
from ..studies.results import WinRate
from .real_games import RealGame

__all__ = [
    "OptionRate",
    "SeatFacts",
    "coins_into_inns",
    "crossroads_options",
    "first_panorama_and_temple",
    "points_by_category",
    "seat_facts",
    "win_rates_by_traveller",
]


@dataclass(frozen=True)
class SeatFacts:
    """One seat of one real game, as the winners' statistics read it."""

    game: str
    """The game's bundle and name, e.g. ``"bga-4p-base/161938784.json"``."""
    seat: int
    traveller: str | None
    won: bool
    """Whether this seat was in first place (a shared victory counts for every winner)."""
    score: int
    points: dict[str, int]
    """Final points by category (``scoring.CATEGORIES``)."""
    first_panorama: int | None
    """The road space (0 = Kyoto … 54 = Edo) of the turn that brought the first panorama card,
    or None if it never held one."""
    first_temple: int | None
    """The road space of the turn that put its first coin in the temple (an offering, the Miko,
    Hirotada's coin from the bank, the Devotion amulet), or None."""
    inn_coins: tuple[int, ...]
    """The coins it held as it walked into each inn, in the order of the road."""
    crossroads: bool
    """Whether the game was played with the Crossroads expansion."""
    options: frozenset[str]
    """The Crossroads options it took at least once (``data.CROSSROADS_OPTIONS`` values)."""


def seat_facts(game: RealGame) -> list[SeatFacts]:
    """The facts of every seat of one real game, from a replay through the rules."""
    turns = game.record["turns"]
    first_panorama: dict[int, int] = {}
    first_temple: dict[int, int] = {}
    inn_coins: dict[int, list[int]] = defaultdict(list)
    replayed: Game | None = None
    for number, position in replay_positions(game.record):
        replayed = position
        if number > 0:
            # The turn just played: did it bring a first card or a first offering?
            done = turns[number - 1]
            mover = position.travellers[done["player"]]
            if sum(mover.panoramas.values()) and mover.index not in first_panorama:
                first_panorama[mover.index] = done["to"]
            if mover.donated and mover.index not in first_temple:
                first_temple[mover.index] = done["to"]
        if number < len(turns):
            coming = turns[number]
            if data.BOARD[coming["to"]][0] == "inn" and coming["to"] != 0:
                inn_coins[coming["player"]].append(position.travellers[coming["player"]].coins)
    assert replayed is not None  # replay_positions always yields the start
    winners = set(replayed.winners())
    scores = replayed.scores()
    breakdowns = replayed.breakdowns()
    facts = []
    for seat in range(replayed.players):
        options = {
            data.CROSSROADS_OPTIONS[data.BOARD[turn["to"]][0]]
            for turn in replayed.turns
            if turn.get("player") == seat and _took_the_option(turn)
        }
        facts.append(
            SeatFacts(
                game=f"{game.bundle}/{game.name}",
                seat=seat,
                traveller=replayed.travellers[seat].key,
                won=seat in winners,
                score=scores[seat],
                points={category: breakdowns[seat].get(category, 0) for category in CATEGORIES},
                first_panorama=first_panorama.get(seat),
                first_temple=first_temple.get(seat),
                inn_coins=tuple(inn_coins[seat]),
                crossroads=replayed.crossroads,
                options=frozenset(options),
            )
        )
    return facts


def _took_the_option(turn: Mapping[str, Any]) -> bool:
    """Whether a turn of the game took its stop's Crossroads option: alone, or with the base
    action (``both``) unless the option was the one declined."""
    return "option" in turn or ("both" in turn and turn.get("declined") != "option")


def win_rates_by_traveller(facts: Iterable[SeatFacts]) -> list[WinRate]:
    """Each traveller's games, wins and mean score, in the order of the traveller keys; a
    ``WinRate`` carries its 95% interval (``.interval``)."""
    games: dict[str, list[SeatFacts]] = defaultdict(list)
    for fact in facts:
        if fact.traveller is not None:
            games[fact.traveller].append(fact)
    return [
        WinRate(key, len(seats), sum(s.won for s in seats), _fmean(s.score for s in seats))
        for key, seats in sorted(games.items())
    ]


def _split(facts: Iterable[SeatFacts]) -> tuple[list[SeatFacts], list[SeatFacts]]:
    seats = list(facts)
    return [f for f in seats if f.won], [f for f in seats if not f.won]


def _mean(values: Sequence[float]) -> float | None:
    return _fmean(values) if values else None


def _fmean(values: Iterable[float]) -> float:
    # statistics (with fractions and decimal) is imported on first use: every lesson imports
    # this module at its start (a learner's progress reads the puzzles' ratings through the
    # masters package), and in the browser edition each module imported is paid at that start.
    from statistics import fmean

    return fmean(values)


def points_by_category(facts: Iterable[SeatFacts]) -> dict[str, tuple[float | None, float | None]]:
    """Mean points in each category (``scoring.CATEGORIES``): ``(winners, the others)``."""
    winners, others = _split(facts)
    return {
        category: (
            _mean([f.points[category] for f in winners]),
            _mean([f.points[category] for f in others]),
        )
        for category in CATEGORIES
    }


def first_panorama_and_temple(
    facts: Iterable[SeatFacts],
) -> dict[str, tuple[float | None, float | None]]:
    """The mean road space of the first panorama card (``"panorama"``) and of the first temple
    offering (``"temple"``): ``(winners, the others)``, over the seats that ever had one."""
    winners, others = _split(facts)

    def spaces(seats: list[SeatFacts], which: str) -> list[float]:
        found = (f.first_panorama if which == "panorama" else f.first_temple for f in seats)
        return [space for space in found if space is not None]

    return {
        which: (_mean(spaces(winners, which)), _mean(spaces(others, which)))
        for which in ("panorama", "temple")
    }


def coins_into_inns(facts: Iterable[SeatFacts]) -> list[tuple[float | None, float | None]]:
    """Mean coins carried into each inn of the road (the first, second and third inn after
    Kyoto, then Edo): ``(winners, the others)`` for each."""
    winners, others = _split(facts)
    inns = len(data.INNS) - 1  # Kyoto is where the journey starts, not an inn walked into

    def coins(seats: list[SeatFacts], inn: int) -> list[float]:
        return [f.inn_coins[inn] for f in seats if len(f.inn_coins) > inn]

    return [(_mean(coins(winners, i)), _mean(coins(others, i))) for i in range(inns)]


@dataclass(frozen=True)
class OptionRate:
    """One Crossroads option: how many seats took it, and how often they won."""

    option: str
    seats: int
    """Seats of Crossroads games that took it at least once."""
    wins: int
    games: int
    """Seats of Crossroads games in all (what ``seats`` is a share of)."""

    @property
    def taken(self) -> float:
        """The share of seats that took it."""
        return self.seats / self.games if self.games else 0.0

    @property
    def win_rate(self) -> WinRate:
        """The win rate of the seats that took it (with its interval)."""
        return WinRate(self.option, self.seats, self.wins, 0.0)


def crossroads_options(facts: Iterable[SeatFacts]) -> list[OptionRate]:
    """Each Crossroads option, over the seats of Crossroads games: how many took it at least
    once, and how often those won."""
    seats = [f for f in facts if f.crossroads]
    names = sorted(set(data.CROSSROADS_OPTIONS.values()))
    return [
        OptionRate(
            option=name,
            seats=sum(name in f.options for f in seats),
            wins=sum(name in f.options and f.won for f in seats),
            games=len(seats),
        )
        for name in names
    ]
