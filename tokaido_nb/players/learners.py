"""A learner's own player, played in this process: ``play(view)`` made a bot, and what it did
wrong said in words.

A player is a function ``play(view)`` (or an object with a ``play`` method) that is given what
its seat may know (``game.view(seat)``: ``view.legal_actions``, ``view.me``, ...) and answers
one of the legal actions. ``player_bot(play)`` makes it a bot maker that ``simulate`` and
``play_game`` take beside the built-in bots. A mistake in it (an exception, an answer that is
not one of the legal actions, no answer, a question about what the seat may not know) stops the
game with ``PlayerMistake``, whose message names the decision and what went wrong; ``play_games``
catches it and says it instead of a traceback from deep in the engine.

Here the player runs in the learner's own kernel, with no limit of time or memory: that is what
a chapter needs. A class tournament runs each player in a process of its own (``tournament``);
the kinds of fault and their words (``FAULTS``) are the same.
"""

from __future__ import annotations

import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from ..rules import Game
from ..rules.game import HiddenInformation
from ..rules.language import N_, _, ngettext
from ..rules.numbers import decimal, percent

FAULTS = {
    # TRANSLATORS: what a learner's player did wrong, said of the player ("Your player ...",
    # and a tournament's list of faults "timeout: took longer than ...").
    "import": N_("could not be loaded"),
    "exception": N_("raised an exception"),
    "timeout": N_("took longer than the time for a decision"),
    "game_time": N_("used up its time for the game"),
    "memory": N_("ran out of memory"),
    "crash": N_("stopped without answering"),
    "illegal": N_("answered an action that was not offered"),
    "hidden": N_("asked for something its seat may not know"),
    "protocol": N_("sent something that is not an answer"),
    "benched": N_("was benched for the rest of a game after repeated timeouts or crashes"),
    "budget": N_("used up its time for the whole tournament"),
}
"""Every kind of fault a player can make, and what each says of the player (the tournament's
leaderboard counts them by these names), in English: ``fault_words`` translates."""

MISTAKE = N_(
    # TRANSLATORS: {fault} is one of the faults above; {decision} the decision's sentence;
    # {what} what the player did (its answer, or Python's error).
    "Your player {fault} at decision {number} of game {game} ({decision}, player {seat}): {what}"
)
"""A ``PlayerMistake``'s message (named placeholders, for a translation)."""


def fault_words(kind: str) -> str:
    """What a fault of ``kind`` says of the player, in the language spoken now."""
    return _(FAULTS[kind])


class PlayerMistake(Exception):
    """A learner's player did something wrong at a decision; ``kind`` is a key of ``FAULTS``."""

    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind


def _play_of(player: Any) -> Callable[[Any], Any]:
    """The ``play`` function of a player: itself, or its ``play`` method."""
    if callable(getattr(player, "play", None)):
        return player.play
    if callable(player):
        return player
    raise TypeError(
        _(
            "A player is a function play(view) or an object with a play method, not {player}."
        ).format(player=f"{player!r:.80}")
    )


class ViewPlayer:
    """A learner's ``play(view)`` as a bot: called with the game, it hands ``play`` the view of
    the seat deciding and checks the answer (``PlayerMistake`` when it is not a legal action)."""

    def __init__(self, player: Any, game_number: int = 1) -> None:
        self.play = _play_of(player)
        self.game_number = game_number

    def __call__(self, game: Game) -> Any:
        seat = game.to_move
        assert seat is not None  # a bot is asked only while the journey lasts
        view = game.view(seat)
        legal = view.legal_actions
        number = len(game.history) + 1
        try:
            action = self.play(view)
        except HiddenInformation as error:
            self._stop(game, number, "hidden", str(error))
        except Exception as error:
            self._stop(game, number, "exception", _short(error))
        if action is None:
            self._stop(
                game,
                number,
                "illegal",
                _("it answered None (no action): return one of view.legal_actions"),
            )
        if action not in legal:
            shown = ", ".join(map(repr, legal[:6])) + (", ..." if len(legal) > 6 else "")
            self._stop(
                game,
                number,
                "illegal",
                _("it answered {action}; the choices were {choices}").format(
                    action=f"{action!r:.120}", choices=shown
                ),
            )
        return action

    def _stop(self, game: Game, number: int, kind: str, what: str) -> Any:
        raise PlayerMistake(
            kind,
            _(MISTAKE).format(
                fault=fault_words(kind),
                number=number,
                game=self.game_number,
                decision=game.decision,
                seat=(game.to_move or 0) + 1,
                what=what,
            ),
        )


def _short(error: BaseException) -> str:
    """The error and the line of the learner's code it came from (the last frame outside the
    package), never the engine's."""
    frames = [
        f for f in traceback.extract_tb(error.__traceback__) if "tokaido_nb" not in f.filename
    ]
    if frames and frames[-1].line:
        # TRANSLATORS: Python's error in a learner's player, then where it happened.
        return _("{error} (line {number}: {line})").format(
            error=f"{type(error).__name__}: {error}", number=frames[-1].lineno, line=frames[-1].line
        )
    return f"{type(error).__name__}: {error}"


class PlayerBot:
    """A bot maker of a learner's player: called with a seed (unused: a learner's player draws
    its own chance, if any), it gives a ``ViewPlayer``; named after the player in a study's
    tables (``__qualname__``)."""

    def __init__(self, player: Any) -> None:
        play = _play_of(player)  # refused now, not at the first decision
        self.player = player
        self.__qualname__ = getattr(player, "__qualname__", None) or type(player).__name__
        if not callable(getattr(player, "play", None)):
            self.__qualname__ = getattr(play, "__name__", self.__qualname__)

    def __call__(self, seed: int = 0) -> ViewPlayer:
        return ViewPlayer(self.player)

    def __repr__(self) -> str:
        return f"player_bot({self.__qualname__})"


def player_bot(player: Any) -> PlayerBot:
    """A bot maker of ``player`` (``play(view)`` or an object with ``play``), for ``simulate``
    and ``play_game`` beside the built-in bots; a study's tables name it after the player."""
    return PlayerBot(player)


@dataclass(frozen=True)
class Match:
    """How a learner's player did in ``play_games``: wins and points over the games played."""

    games: int
    wins: int
    points: float
    others_points: float
    mistake: str = ""

    @property
    def win_rate(self) -> float:
        """Wins per game."""
        return self.wins / self.games if self.games else 0.0

    def __str__(self) -> str:
        if self.mistake:
            return self.mistake
        return ngettext(
            "Your player won {wins} game of {games} ({rate}), {points} points a game against "
            "{others} for the others.",
            "Your player won {wins} games of {games} ({rate}), {points} points a game against "
            "{others} for the others.",
            self.wins,
        ).format(
            wins=self.wins,
            games=self.games,
            rate=percent(self.win_rate),
            points=decimal(self.points),
            others=decimal(self.others_points),
        )


def play_games(
    player: Any,
    against: Sequence[str] = ("random", "greedy"),
    games: int = 20,
    seed: int = 0,
) -> Match:
    """Play ``games`` games of ``player`` against the built-in bots named in ``against``, its
    seat turning each game; a mistake stops the games and is said in ``Match.mistake``."""
    from .bots import GreedyBot, RandomBot, SearchBot
    from .games import bot_seed, game_seeds, play_game

    known = {"random": RandomBot, "greedy": GreedyBot, "search": SearchBot}
    for name in against:
        if name not in known:
            raise ValueError(
                _("unknown bot {name}; choose from {bots}").format(
                    name=repr(name), bots=", ".join(known)
                )
            )
    players = 1 + len(against)
    if not 2 <= players <= 5:
        raise ValueError(
            _("a game has 2 to 5 players: give 1 to 4 bots, not {count}").format(count=len(against))
        )
    wins, points, others = 0, 0, 0
    for number, game_seed in enumerate(game_seeds(seed, games), 1):
        seat = (number - 1) % players
        bots = [known[name](bot_seed(game_seed, i)) for i, name in enumerate(against)]
        policies: list[Any] = bots[:seat] + [ViewPlayer(player, number)] + bots[seat:]
        try:
            game = play_game(players, game_seed, policies)
        except PlayerMistake as mistake:
            return Match(number - 1, wins, 0.0, 0.0, mistake=str(mistake))
        scores = game.scores()
        wins += seat in game.winners()
        points += scores[seat]
        others += sum(scores) - scores[seat]
    return Match(games, wins, points / games, others / (games * (players - 1)))


BEATS = N_(
    "Yes: your player won {wins} of {games} games against the random bot ({rate}), "
    "{margin} more than half, with {points} points a game against {others}."
)
"""The check's words when a player beats the random bot more often than not."""
NOT_YET = N_(
    "Not yet: your player won {wins} of {games} games against the random bot ({rate}); it "
    "needs more than half. It scored {points} points a game against {others}: look at "
    "where its points come from, and try the rules of this chapter one by one."
)
"""The check's words when it does not (yet)."""


def beats_random(player: Any, games: int = 30, seed: int = 17) -> tuple[bool, str]:
    """Whether ``player`` wins more than half of ``games`` two-player games against the random
    bot (its seat turning), and a sentence saying by how much, or what went wrong."""
    match = play_games(player, ["random"], games=games, seed=seed)
    if match.mistake:
        return False, match.mistake
    values = {
        "wins": match.wins,
        "games": match.games,
        "rate": percent(match.win_rate),
        "margin": percent(match.win_rate - 0.5),
        "points": decimal(match.points),
        "others": decimal(match.others_points),
    }
    won = match.wins * 2 > match.games
    return won, _(BEATS if won else NOT_YET).format(**values)
