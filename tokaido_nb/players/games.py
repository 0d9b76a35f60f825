"""One game between players: a game played to its end by seeded players (``play_game``), the
seeds of a study's games and its bots' seats, and what a study keeps of a game (``GameResult``).

Apart from ``studies/simulate.py``, which re-exports every public name here and runs many
such games; a learner's ``play_games`` (learners.py) plays a few.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..rules import MAX_DECISIONS, OFFICIAL, Game, Rules, data
from ..rules.language import _
from ..rules.words import CHOSE_NOTHING
from .bots import Player, RandomBot


def bot_seed(game_seed: int, seat: int) -> int:
    """The seed given to the bot of ``seat`` in the game with ``game_seed``.

    >>> bot_seed(7, 0) != bot_seed(7, 1) != bot_seed(8, 0)
    True
    """
    return game_seed * 8 + seat


def game_seeds(seed: int, games: int) -> list[int]:
    """The seeds of the games of a study: a study of 10 games starts like one of 1,000.

    >>> game_seeds(1, 3) == game_seeds(1, 1000)[:3]
    True
    """
    master = random.Random(seed)
    return [master.getrandbits(32) for _game in range(games)]


def play_game(
    players: int = 4,
    seed: int | None = 0,
    policies: Player | Sequence[Player] | None = None,
    *,
    variants: Iterable[str] = (),
    expansions: Iterable[str] = (),
    travellers: Sequence[str] | None = None,
    kyoto: Sequence[int] | None = None,
    rules: Rules = OFFICIAL,
) -> Game:
    """Play one game to the end of the journey and return it.

    Each decision goes to the policy of the player who decides (``game.to_move``; with two
    players the one in front also moves the neutral traveller). ``policies`` is one policy for
    every seat, one per seat, or None for a ``RandomBot`` per seat seeded with
    ``bot_seed(seed, seat)``. An illegal action from a policy raises ``IllegalAction``. The
    game is made with ``undo=False`` (quicker; its ``undo`` replays instead).

    >>> game = play_game(3, seed=11, variants=["gastronomy"])
    >>> game.is_over(), game == play_game(3, seed=11, variants=["gastronomy"])
    (True, True)
    """
    game = Game(
        players,
        travellers=travellers,
        kyoto=kyoto,
        variants=variants,
        expansions=expansions,
        seed=seed,
        rules=rules,
        undo=False,  # nobody takes a study's actions back: play without the undo stack
    )
    seats = _seat_policies(policies, players, game.seed)
    play = game.play
    for _decision in range(MAX_DECISIONS):
        seat = game.to_move  # None once the journey is over
        if seat is None:
            return game
        play(seats[seat](game))
    raise RuntimeError(f"the game with seed {game.seed} did not end in {MAX_DECISIONS} decisions")


def _seat_policies(
    policies: Player | Sequence[Player] | None, players: int, seed: int
) -> Sequence[Player]:
    if policies is None:
        return [RandomBot(bot_seed(seed, seat)) for seat in range(players)]
    if callable(policies):
        return [policies] * players
    seats = list(policies)
    if len(seats) != players:
        raise ValueError(
            _("give one policy per player: {expected} expected, {given} given").format(
                expected=players, given=len(seats)
            )
        )
    return seats


@dataclass(frozen=True, slots=True)
class GameResult:
    """What a study keeps of one finished game (players by index, as in ``Game``)."""

    seed: int
    travellers: tuple[str | None, ...]
    start_places: tuple[int, ...]
    """Each player's place in the Kyoto line counted from the road (1 departs last)."""
    scores: tuple[int, ...]
    breakdowns: tuple[dict[str, int], ...]
    ranks: tuple[int, ...]
    decisions: int
    crossroads: tuple[tuple[str, int], ...] = ()
    """What the players chose in a Crossroads game (``crossroads_counts``), as sorted pairs."""

    @property
    def winners(self) -> list[int]:
        """The players in first place (several on a shared victory)."""
        return [player for player, rank in enumerate(self.ranks) if rank == 1]

    @classmethod
    def of(cls, game: Game) -> GameResult:
        """The result of a finished game."""
        players = range(game.players)
        return cls(
            seed=game.seed,
            travellers=tuple(game.travellers[i].key for i in players),
            start_places=tuple(game.kyoto.index(i) + 1 for i in players),
            scores=tuple(game.scores()),
            breakdowns=tuple(game.breakdowns()),
            ranks=tuple(game.ranks()),
            decisions=len(game.history),
            crossroads=tuple(sorted(crossroads_counts(game).items())) if game.crossroads else (),
        )


def crossroads_counts(game: Game, player: int | None = None) -> Counter:
    """What the players of a Crossroads game chose, counted from its turns (the record keys of
    ``game-record.md``).

    Keys: ``"<stop>:base"``, ``"<stop>:option"`` and ``"<stop>:both"`` for each stop but an inn
    (``paddy``, ``mountain`` and ``sea`` counted together as ``panorama``); ``"amulet
    bought:<name>"``, ``"amulet played:<name>"``; ``"legendary:<name>"``,
    ``"calligraphy:<name>"`` (``none`` when the option was chosen and nothing bought);
    ``"gaming room:<face>"``, ``"jirocho bet:<face>"`` and ``"jirocho bet:none"``. The neutral
    traveller's turns are left out; ``player`` keeps only that player's.

    >>> game = play_game(3, seed=2, expansions=["crossroads"])
    >>> counts = crossroads_counts(game)
    >>> sum(n for key, n in counts.items() if key.startswith("panorama:")) > 0
    True
    """
    counts: Counter = Counter()
    for turn in game.turns:
        who = turn.get("player", game.players)
        if who >= game.players or player is not None and who != player:
            continue
        kind = data.BOARD[turn["to"]][0] if "to" in turn else "inn"
        if kind != "inn":
            stop = "panorama" if kind in data.PANORAMAS else kind
            way = "both" if "both" in turn else "option" if "option" in turn else "base"
            counts[f"{stop}:{way}"] += 1
        if turn.get("amulet"):
            counts[f"amulet bought:{turn['amulet']}"] += 1
        for amulet in turn.get("amulets", ()):
            counts[f"amulet played:{amulet}"] += 1
        for pile in ("legendary", "calligraphy"):
            if pile in turn:
                counts[f"{pile}:{turn[pile] or 'none'}"] += 1
        if "roll" in turn:
            counts[f"gaming room:{turn['roll']}"] += 1
        if "jirocho" in turn:
            counts[f"jirocho bet:{turn['jirocho'] or 'none'}"] += 1
    return counts


def choice_label(key: str) -> str:
    """A key of ``crossroads_counts`` as a table shows it: the choice of nothing in words
    (``words.CHOSE_NOTHING``), the others as they are.

    >>> choice_label("calligraphy:none"), choice_label("legendary:ema")
    ('calligraphy: option taken, none bought', 'legendary:ema')
    """
    choice, _colon, which = key.rpartition(":")
    if which == "none" and choice in CHOSE_NOTHING:
        return f"{choice}: {_(CHOSE_NOTHING[choice])}"
    return key
