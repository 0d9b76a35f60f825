"""Who sits at a table: the kinds of seat, the bot made for each, a seat handed over during a
game (``Handoff``), and what a game record's free-text ``source`` says of them.

Which seat is a person and which a bot is not part of the game record's format; the table
writes it into the record's ``source`` ("tokaido_nb table · seats: person, greedy, greedy,
search · seed 7 · hand-offs: 12 seat 1 greedy") and reads it back here. The replay viewer and
the coach's review say who played (``who_played``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..players.bots import GreedyBot, Player, RandomBot, SearchBot
from ..rules.actions import ChooseTraveller, action_from_json
from ..rules.game import Game
from ..rules.language import N_, _, semicolons
from ..rules.words import who

SEAT_KINDS: dict[str, str] = {
    "person": N_("Person"),
    "random": N_("Random bot"),
    "greedy": N_("Greedy bot"),
    "search": N_("Search bot"),
}
"""Who can sit at a seat: a person (who clicks) or one of the three bots (English; shown
translated, ``_(SEAT_KINDS[kind])``)."""

BOT_NAMES: dict[str, str] = {
    "random": N_("Random {number}"),
    "greedy": N_("Greedy {number}"),
    "search": N_("Search {number}"),
}
"""The name of a bot's seat left unnamed (``{number}``: the seat's, from 1)."""

SEARCH_ROLLOUTS = 16
"""The search bot's budget at the table: games played out per decision. Small, so that it
answers within a second or so; the strategy lab uses larger budgets."""

SOURCE = "tokaido_nb table"
"""How a record saved at the table begins its ``source``; the seats and the seed follow."""

MAX_SEED = 2**53 - 1
"""The largest seed the table takes (and reads back from a record): the largest whole number a
browser holds exactly, so the seed box shows the very seed that was played."""


_SEATS_IN_SOURCE = re.compile(r"seats: ([a-z]+(?:, [a-z]+)*)")
_HANDOFFS_IN_SOURCE = re.compile(r"hand-offs: (\d+ seat \d+ [a-z]+(?:, \d+ seat \d+ [a-z]+)*)")
_SEED_IN_SOURCE = re.compile(r"seed (-?\d{1,16})\b")


DECIDERS: dict[str, str] = {
    "person": N_("a person"),
    "random": N_("a random bot"),
    "greedy": N_("a greedy bot"),
    "search": N_("a search bot"),
}
"""Who decided, as a sentence names them (a review line, the log)."""

HANDOFF_WORDS = {
    # TRANSLATORS: {decider} is who plays, such as "a greedy bot"; {name} a player.
    "to bot": N_("Let {decider} play for {name}"),
    "to person": N_("Give {name}'s seat back to a person"),
    "said bot": N_("From decision {number}, {decider} plays for {name}."),
    "said person": N_("From decision {number}, a person plays for {name} again."),
    "log": N_("From turn {turn}: {decider} plays for {name}."),
    "same": N_("{name} is already played by {decider}: nothing changes."),
    "seat": N_("{name}: {decider}"),
    # TRANSLATORS: {earlier} is who played a seat before ("Aiko: a person").
    "then": N_("{earlier}, then {decider} from turn {turn}"),
    "who played": N_("Who played: {seats}."),
}
"""The hand-off's words, whole sentences with named placeholders (English; shown translated,
``_(HANDOFF_WORDS[key])``)."""


@dataclass(frozen=True)
class Handoff:
    """A seat changing hands during a game: from decision ``number`` (the place in the game's
    history of the first action it plays) the seat is played by ``kind``."""

    number: int
    seat: int
    kind: str
    turn: int = 0
    """The turn under way when the seat changed hands (for the log)."""


def handoffs_from_source(source: str, players: int) -> list[Handoff]:
    """The hand-offs a table wrote into a record's ``source`` (none if it wrote none).

    >>> handoffs_from_source("tokaido_nb table · seats: person, greedy · seed 7 · "
    ...                      "hand-offs: 12 seat 1 greedy, 30 seat 1 person", 2)
    [Handoff(number=12, seat=0, kind='greedy', turn=0), Handoff(number=30, seat=0, \
kind='person', turn=0)]
    """
    if not source.startswith(SOURCE):
        return []
    found = _HANDOFFS_IN_SOURCE.search(source)
    if not found:
        return []
    handoffs = []
    for part in found.group(1).split(", "):
        number, _at, seat, kind = part.split(" ")
        if kind in SEAT_KINDS and 1 <= int(seat) <= players:
            handoffs.append(Handoff(int(number), int(seat) - 1, kind))
    return sorted(handoffs, key=lambda h: h.number)


def dealt_decisions(game: Game) -> int:
    """How many of the game's first decisions kept travellers (the deal before Kyoto)."""
    count = 0
    for action, _state in game.history:
        if not isinstance(action, ChooseTraveller):
            break
        count += 1
    return count


def turn_at(game: Game) -> Callable[[int], int]:
    """A function giving the turn under way (from 1) at each decision of ``game``'s history,
    from the game played again from its set-up."""
    saved = game.to_json()
    position = Game.from_json({**saved, "actions": [], "named": {}})
    turns = []
    for entry in saved["actions"]:
        turns.append(max(len(position.turns), 1))
        for pile, cards in entry.get("named", {}).items():
            position.name_draws(pile, cards)
        position.play(action_from_json(entry["action"]))
    return lambda number: turns[number] if number < len(turns) else max(len(game.turns), 1)


def who_played(source: str, game: Game) -> str:
    """Who played each seat of a game saved at a table, in words, hand-offs included ("Who
    played: Player 1 (Kinko): a person, then a greedy bot from turn 9; ..."); empty for a
    record the table did not write. ``game`` is the record replayed."""
    seated = seats_from_source(source, sum(not t.neutral for t in game.travellers))
    if seated is None:
        return ""
    seats, _seed = seated
    turn_of = turn_at(game)
    handoffs = handoffs_from_source(source, len(seats))
    said = []
    for index, kind in enumerate(seats):
        words = _(HANDOFF_WORDS["seat"]).format(
            name=who(game.travellers[index]), decider=_(DECIDERS[kind])
        )
        for h in handoffs:
            if h.seat == index and h.number <= len(game.history):
                words = _(HANDOFF_WORDS["then"]).format(
                    earlier=words, decider=_(DECIDERS[h.kind]), turn=turn_of(h.number)
                )
        said.append(words)
    return _(HANDOFF_WORDS["who played"]).format(seats=semicolons(said))


def make_bot(kind: str, seed: int) -> Player | None:
    """The bot for a seat of ``kind`` (None for a person), seeded with ``seed``.

    >>> make_bot("greedy", 3), make_bot("person", 3)
    (GreedyBot(seed=3), None)
    """
    if kind == "person":
        return None
    if kind == "random":
        return RandomBot(seed=seed)
    if kind == "greedy":
        return GreedyBot(seed=seed)
    if kind == "search":
        return SearchBot(seed=seed, rollouts=SEARCH_ROLLOUTS)
    raise ValueError(unknown_kind(kind))


def unknown_kind(kind: object) -> str:
    """The refusal of a seat that is none of ``SEAT_KINDS``."""
    kinds = ", ".join(SEAT_KINDS)
    # TRANSLATORS: {kinds} lists the seats' keys, which stay in English: person, random, ...
    return _("Unknown seat {kind}: a seat is one of {kinds}.").format(kind=repr(kind), kinds=kinds)


def default_names(seats: Sequence[str]) -> list[str]:
    """Names for seats left unnamed: "Player 1" for a person, "Greedy 2" for a bot.

    >>> default_names(["person", "greedy", "search"])
    ['Player 1', 'Greedy 2', 'Search 3']
    """
    return [
        _("Player {number}").format(number=index + 1)
        if kind not in BOT_NAMES
        else _(BOT_NAMES[kind]).format(number=index + 1)
        for index, kind in enumerate(seats)
    ]


def seats_from_source(source: str, players: int) -> tuple[list[str], int | None] | None:
    """The seats and seed a table wrote into a record's ``source``; None if it wrote none.

    >>> seats_from_source("tokaido_nb table · seats: person, greedy · seed 7", 2)
    (['person', 'greedy'], 7)
    >>> seats_from_source("Board Game Arena, table 123", 4) is None
    True
    >>> seats_from_source("tokaido_nb table · seats: person, greedy · seed 99999999999999999", 2)
    (['person', 'greedy'], None)
    """
    if not source.startswith(SOURCE):
        return None
    found = _SEATS_IN_SOURCE.search(source)
    if not found:
        return None
    seats = found.group(1).split(", ")
    if len(seats) != players or any(kind not in SEAT_KINDS for kind in seats):
        return None
    found_seed = _SEED_IN_SOURCE.search(source)
    seed = int(found_seed.group(1)) if found_seed else None
    return seats, seed if seed is not None and abs(seed) <= MAX_SEED else None


def source_line(seats: Sequence[str], seed: int, handoffs: Sequence[Handoff], game: Game) -> str:
    """The ``source`` of a record saved at a table: its first seats, its seed and its hand-offs
    (read back by ``seats_from_source`` and ``handoffs_from_source``)."""
    source = f"{SOURCE} · seats: {', '.join(seats)} · seed {seed}"
    if handoffs:
        # Counted from Kyoto: a record has no traveller deal, so a replay of it neither.
        dealt = dealt_decisions(game)
        said = ", ".join(f"{max(h.number - dealt, 0)} seat {h.seat + 1} {h.kind}" for h in handoffs)
        source += f" · hand-offs: {said}"
    return source
