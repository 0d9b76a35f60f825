"""The story of a journey: one plain line per turn, with the points, then the awards."""

from __future__ import annotations

from typing import Any

from tokaido_nb.record import replay, story, write_record
from tokaido_nb.rules import Game, Move

from .support import two_player_record


def test_each_turn_is_one_line_with_its_points(finished_record: dict[str, Any]) -> None:
    lines = story(finished_record)
    turns = len(finished_record["turns"])
    assert [line.split(":")[0] for line in lines[:turns]] == [
        f"Turn {n}" for n in range(1, turns + 1)
    ]
    assert lines[turns] == "Every traveller has reached the end of the road: the journey is over."
    game = replay(finished_record)
    winner = game.travellers[game.winners()[0]]
    assert lines[-1].startswith(f"{winner.name} (") and lines[-1].endswith(" wins.")
    assert f"{winner.name} (" in lines[-2] and str(game.scores()[winner.index]) in lines[-2]


def test_a_paddy_stop_reads_as_a_sentence() -> None:
    game = Game(3, travellers=["kinko", "umegae", "mitsukuni"], kyoto=[0, 2, 1])
    game.play(Move(4))
    first = (
        "Turn 1: Player 2 (Umegae) walks to 4, a paddy field, and paints the first paddy "
        "section: 1 point."
    )
    # A game being played goes on: its story ends with who is to do what now.
    assert story(game) == [first, "Now Player 3 (Mitsukuni) is to choose where to move."]
    # The same game saved as a record and read back stops where the record stops.
    assert story(write_record(game)) == [
        first,
        "The record stops here: Player 3 (Mitsukuni) is to choose where to move.",
    ]


def test_the_neutral_traveller_is_moved_by_the_player_in_front() -> None:  # two.neutral_moves
    record = two_player_record(
        [
            {"player": 2, "to": 2},
            {"player": 1, "to": 1, "revealed": ["koma", "gofu", "washi"], "bought": ["koma"]},
        ]
    )
    assert story(record)[:2] == [
        "Turn 1: The neutral traveller, moved by Aiko (Satsuki), walks to 2, a temple, and "
        "leaves the bank's coin in the temple.",
        "Turn 2: Ben (Kinko) walks to 1, a village, sees Koma, Gofu and Washi and buys Koma for "
        "1 coin: 1 point.",
    ]


def test_a_story_stops_where_the_replay_does() -> None:
    record = two_player_record([{"player": 2, "to": 2}, {"player": 0, "to": 5}])
    lines = story(record)
    assert len(lines) == 2
    assert lines[1].startswith("The replay stops: turn 2 (player 0, Satsuki): the record has")
