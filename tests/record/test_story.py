"""The story of a journey: one plain line per turn, with the points, then the awards."""

from __future__ import annotations

import re
from typing import Any

from tokaido_nb.record import last_turn, replay, story, write_record
from tokaido_nb.rules import ChooseOption, Game, Move, PlayAmulet, TakeAmulet
from tokaido_nb.scenarios import bring, walk

from .bundles import load_bundle
from .support import crossroads_record, two_player_record


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


RAW_KEY = re.compile(r"\b[a-z]+_[a-z_]+\b|\bx[0-4]\b|\bNone\b|\bnull\b")
"""A key or value of the record format that a story must put in words."""


def crossroads_lines() -> list[str]:
    lines = []
    games = load_bundle("bga-4p-crossroads")
    for name in sorted(games)[:40]:
        lines += story(games[name])
    for seed in range(6):
        lines += story(crossroads_record(seed))
    return lines


def test_a_crossroads_story_tells_the_new_actions_in_plain_words() -> None:
    lines = crossroads_lines()
    raw = [line for line in lines if RAW_KEY.search(line)]
    assert not raw, raw[:3]
    told = " ".join(lines)
    for words in ("cherry tree", "calligraphy", "legendary object", "amulet", "gaming room"):
        assert words in told


def test_kita_takes_both_actions_in_the_order_told() -> None:  # traveller.kita
    record = {
        "format": "tokaido-record",
        "version": 1,
        "options": {"players": 3, "variants": [], "expansions": ["crossroads"]},
        "players": [
            {"name": "Aiko", "traveller": "kita"},
            {"name": "Ben", "traveller": "kinko"},
            {"name": "Cho", "traveller": "jirocho"},
        ],
        "kyoto": [2, 1, 0],
        "turns": [
            {
                "player": 0,
                "to": 3,
                "drawn": ["kuge"],
                "option": "calligraphy",
                "calligraphy": "patience",
                "both": "base_first",
            },
            {"player": 1, "to": 7, "option": "gaming_room", "roll": "x3"},
            {
                "player": 2,
                "to": 14,
                "jirocho": "x0",
                "shown": ["dango", "tofu", "unagi", "sushi"],
                "meal": None,
            },
        ],
    }
    lines = story(record)
    assert lines[0] == (
        "Turn 1: Aiko (Kita) walks to 3, an encounter, and takes both actions (Kita's power): "
        "meets Kuge the noble, who gives 3 coins, then buys the Patience calligraphy for 1 coin."
    )
    assert lines[1] == (
        "Turn 2: Ben (Kinko) walks to 7, a farm, and bets 2 coins in the gaming room: the "
        "fortune die shows ×3, 6 coins back."
    )
    assert lines[2].startswith(
        "Turn 3: Cho (Jirocho) arrives at the inn at 14, bets 1 coin on the fortune die: it "
        "shows X, 0 coins back, is shown"
    )


def test_a_live_story_keeps_the_others_secret_cards_unnamed():  # cross.amulet_buy
    import random

    game = Game(3, travellers=["kita", "miyataka", "jirocho"], expansions=["crossroads"], seed=2)
    rng = random.Random(2)
    while not any(t.amulets or t.calligraphies for t in game.travellers[1:]):
        actions = game.legal_actions()
        keen = [a for a in actions if getattr(a, "choice", "") == "option"]
        bought = [a for a in actions if getattr(a, "amulet", None) or getattr(a, "card", None)]
        game.play((bought or keen or [rng.choice(actions)])[0])
    hidden = " ".join(story(game, seen_by={0}))
    told = " ".join(story(game))
    for t in game.travellers[1:]:
        for card in [*t.amulets, *t.calligraphies]:
            name = card.capitalize()
            assert f"the {name} " in told and f"the {name} " not in hidden
    assert "buys an amulet" in hidden or "buys a calligraphy" in hidden


def test_last_turn_is_the_latest_finished_turn_even_after_fortune() -> None:
    game = Game(3, variants=["initiatory"], kyoto=[2, 1, 0], expansions=["crossroads"])
    assert last_turn(game) == ""
    walk(game, 0, 2)
    game.play(ChooseOption("option"))
    game.play(TakeAmulet("fortune"))
    bought = last_turn(game)
    assert bought.startswith(f"Turn {len(game.turns)}: Player 1 ")
    assert "Fortune amulet" in bought
    bring(game, 0)
    game.name_draws("die", ["x3"])
    game.play(PlayAmulet("fortune"))  # played before a move: that turn is not finished
    assert last_turn(game) == story(game)[len(game.turns) - 1]
    assert "Fortune" not in last_turn(game)
    game.play(Move(game.position(0) + 1))
    if game.decision == "option":
        game.play(ChooseOption("base"))
    assert "Player 1" in last_turn(game) and "Fortune" in last_turn(game)
