"""Arrange a position for a lesson or a test: walk a traveller to chosen stops, finish a journey.

Chance is fixed with ``game.name_draws``; the decisions that matter are played by hand. These
helpers play the rest in the plainest way: a traveller not under study goes straight to its next
inn and declines everything optional. They use only the rules core.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, cast

from ..rules import (
    MAX_DECISIONS,
    Action,
    Bet,
    Buy,
    ChooseOption,
    Donate,
    Eat,
    Game,
    KeepMeal,
    Move,
    Pay,
    PlayAmulet,
    TakeAmulet,
    TakeCalligraphy,
    TakeLegendary,
    TakePanorama,
)


def plainest(game: Game) -> Any:
    """The choice that changes least for the decision at hand (used for bystanders)."""
    kind = game.decision
    legal = game.legal_actions()
    if kind == "move":
        # Straight to the next inn: the stop furthest along the road.
        moves = cast("list[Move]", legal)  # a move decision offers moves
        return max(moves, key=lambda a: game.progress_of(a.to))
    if kind == "donate":
        return Donate(1) if Donate(1) in legal else legal[0]
    if kind == "buy":
        return Buy(())
    if kind == "eat":
        return Eat(None)
    if kind == "keep_meal":
        return KeepMeal(False)
    if kind == "pay":
        return Pay(False)
    if kind == "panorama":
        return TakePanorama(None) if TakePanorama(None) in legal else legal[0]
    # Crossroads: the base action, no card, no amulet played, no bet.
    plainest_of: dict[str | None, Action] = {
        "option": ChooseOption("base"),
        "amulet": TakeAmulet(None),
        "legendary": TakeLegendary(None),
        "calligraphy": TakeCalligraphy(None),
        "play_amulet": PlayAmulet(None),
        "bet": Bet(False),
    }
    plain = plainest_of.get(kind)
    if plain is not None and plain in legal:
        return plain
    return legal[0]  # traveller, keep_encounter, a choice with no base action


def awaits_move(game: Game) -> bool:
    """Whether the game waits for a move: where to stop, or first (Crossroads) whether to play
    the Fortune amulet before it."""
    pending = game.pending
    return game.decision == "move" or getattr(pending, "amulet", None) == "fortune"


def settle(game: Game) -> None:
    """Answer every pending decision but a move (and Fortune before it) the plainest way."""
    while not game.is_over() and not awaits_move(game):
        game.play(plainest(game))


def bring(game: Game, player: int) -> None:
    """Let every other traveller walk on (to its next inn) until ``player`` is to move."""
    for _ in range(MAX_DECISIONS):
        settle(game)
        if game.is_over():
            raise AssertionError(f"the journey ended before traveller {player} could move")
        if game.actor == player:
            return
        game.play(plainest(game))
    raise AssertionError("bring() went round in circles")  # pragma: no cover


def walk(game: Game, player: int, *stops: int) -> None:
    """Walk ``player`` to each stop in turn; the decision at the last stop is left pending.

    Decisions at the earlier stops are answered with the plainest choice, and every other
    traveller who must move first goes on to its next inn.
    """
    for number, stop in enumerate(stops):
        bring(game, player)
        if game.decision == "play_amulet":  # Fortune is kept
            game.play(PlayAmulet(None))
        game.play(Move(stop))
        if number < len(stops) - 1:
            settle(game)


def finish(game: Game) -> None:
    """Play the rest of the journey the plainest way: everyone from inn to inn, eating nothing."""
    for _ in range(MAX_DECISIONS):
        if game.is_over():
            return
        game.play(plainest(game))
    raise AssertionError("finish() went round in circles")  # pragma: no cover


def play_all(game: Game, actions: Iterable[Any]) -> None:
    """Play several actions in a row."""
    for action in actions:
        game.play(action)
