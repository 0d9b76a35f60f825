"""The chapter's runner: a learner's play(view) played in this process, its mistakes said in
words that name the decision and the fault (the tournament's fault words)."""

from __future__ import annotations

import pytest

from tokaido_nb.players import (
    FAULTS,
    PlayerMistake,
    ViewPlayer,
    beats_random,
    play_games,
    player_bot,
)
from tokaido_nb.rules.actions import Move
from tokaido_nb.simulate import simulate


def cheapest(view):
    if view.decision == "move":
        return min(view.legal_actions, key=lambda action: action.to)
    return view.legal_actions[-1]


class First:
    def play(self, view):
        return view.legal_actions[0]


def rushes(view):
    """Always the farthest stop, and nothing bought: the random bot beats it."""
    return view.legal_actions[-1 if view.decision == "move" else 0]


def divides_by_zero(view):
    return view.legal_actions[view.me.coins // 0]


@pytest.mark.parametrize(
    ("player", "kind", "said"),
    [
        (divides_by_zero, "exception", "ZeroDivisionError"),
        (lambda view: None, "illegal", "answered None"),
        (lambda view: Move(to=99), "illegal", "Move(to=99)"),
        (lambda view: view.piles, "hidden", "piles"),
    ],
    ids=["exception", "none", "not offered", "hidden"],
)
def test_a_mistake_stops_the_games_with_a_message_naming_the_decision(player, kind, said):
    match = play_games(player, ["random"], games=3)
    assert match.games == 0 and match.mistake
    assert match.mistake.startswith(
        f"Your player {FAULTS[kind]} at decision 1 of game 1 (traveller"
    )
    assert said in match.mistake
    assert "tokaido_nb" not in match.mistake  # no frame of the engine


def test_the_exception_names_the_line_of_the_learners_code():
    with pytest.raises(PlayerMistake) as stopped:
        simulate(1, players=3, bots=[player_bot(divides_by_zero), *[player_bot(First())] * 2])
    assert stopped.value.kind == "exception"
    assert "view.me.coins // 0" in str(stopped.value)


def test_a_good_player_is_counted_and_beats_the_random_bot():
    match = play_games(cheapest, ["random"], games=6, seed=2)
    assert match.games == 6 and not match.mistake
    assert match.wins > 3 and match.points > match.others_points
    assert "won" in str(match)
    assert play_games(cheapest, ["random"], games=6, seed=2) == match


def test_a_class_with_a_play_method_is_a_player_and_simulate_takes_it():
    summary = simulate(4, players=3, seed=1, bots={0: player_bot(First())})
    assert summary.games == 4
    with pytest.raises(TypeError, match="function play"):
        player_bot(42)
    assert isinstance(player_bot(First())(0), ViewPlayer)


def test_the_exercise_check_says_by_how_much_a_player_beats_the_random_bot():
    won, said = beats_random(cheapest, games=6)
    assert won and said.startswith("Yes: your player won") and "more than half" in said
    won, said = beats_random(rushes, games=6)
    assert not won and said.startswith("Not yet")
    won, said = beats_random(divides_by_zero, games=6)
    assert not won and "raised an exception" in said
