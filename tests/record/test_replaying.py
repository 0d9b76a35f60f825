"""Replaying records: each refusal says the turn, the player, what the record says and what the
rules allow; results are compared player by player; a replay can stop at any turn."""

from __future__ import annotations

import dataclasses
import json
import re
from typing import Any

import pytest

from tokaido_nb.record import (
    Difference,
    RecordError,
    ReplayError,
    compare_result,
    position_differences,
    read_record,
    replay,
    replay_positions,
    write_record,
)
from tokaido_nb.rules import OFFICIAL, Game, Move, TempleOffering

from .support import crossroads_record, play_randomly, two_player_record

# In two_player_record the neutral traveller (2) moves first, then Kinko (1), then Satsuki (0).
NEUTRAL_TO_TEMPLE = {"player": 2, "to": 2}


def test_a_turn_by_the_wrong_traveller_is_refused() -> None:  # road.last_moves
    record = two_player_record([{"player": 0, "to": 1, "revealed": ["koma"], "bought": []}])
    with pytest.raises(ReplayError) as caught:
        replay(record)
    message = str(caught.value)
    assert message.startswith("turn 1 (player 0, Satsuki): the record has this traveller move")
    assert "that is the neutral traveller at position 0" in message
    assert (caught.value.turn, caught.value.player, caught.value.rule) == (1, 0, "road.last_moves")


def test_a_stop_beyond_an_inn_is_refused_with_the_stops_allowed() -> None:  # road.inn_stop
    record = two_player_record([{"player": 2, "to": 15}])
    with pytest.raises(ReplayError) as caught:
        replay(record)
    assert str(caught.value).startswith(
        "turn 1 (the neutral traveller): the record moves to 15, but the rules refuse it: You "
        "cannot stop at position 15: the inn at position 14 comes first"
    )
    assert caught.value.rule == "road.inn_stop"
    assert caught.value.allowed == list(range(1, 15))


def test_a_choice_the_purse_does_not_allow_is_refused_with_what_is_allowed() -> None:
    record = two_player_record(
        [
            NEUTRAL_TO_TEMPLE,
            {
                "player": 1,
                "to": 1,
                "revealed": ["shamisen", "sumie", "ukiyoe"],
                "bought": ["shamisen", "sumie", "ukiyoe"],
            },
        ]
    )
    with pytest.raises(ReplayError) as caught:
        replay(record)
    message = str(caught.value)
    assert message.startswith(
        "turn 2 (player 1, Kinko): the record says Buy(souvenirs=('shamisen', 'sumie', 'ukiyoe'), "
        "one_coin=None), but the rules refuse it: These souvenirs cost 9 coins"
    )
    assert "The rules allow Buy(souvenirs=(), one_coin=None)," in message
    assert caught.value.rule == "village.buy"
    assert len(caught.value.allowed) == 7  # any two of the three, one, or none


def test_a_card_someone_already_holds_cannot_be_drawn() -> None:  # chance.unavailable
    record = two_player_record(
        [
            NEUTRAL_TO_TEMPLE,
            {"player": 1, "to": 1, "revealed": ["koma", "gofu", "washi"], "bought": ["koma"]},
            {"player": 0, "to": 8, "revealed": ["koma", "hashi", "sake"], "bought": []},
        ]
    )
    with pytest.raises(ReplayError) as caught:
        replay(record)
    assert str(caught.value) == (
        "turn 3 (player 0, Satsuki): the record moves to 8, but the rules refuse it: The "
        "souvenir pile does not hold 'koma' now, so it cannot be the card drawn. (koma: player "
        "1, Kinko holds it)"
    )
    assert caught.value.rule == "chance.unavailable"


def test_a_recorded_outcome_the_rules_do_not_give_is_refused() -> None:  # encounter.annaibito
    record = two_player_record(
        [
            NEUTRAL_TO_TEMPLE,
            {"player": 1, "to": 3, "drawn": ["annaibito_sea"], "panorama": "paddy"},
        ]
    )
    with pytest.raises(
        ReplayError,
        match=r"^turn 2 \(player 1, Kinko\): the record says "
        r"'panorama': \"paddy\", but the rules give \"sea\" on this turn$",
    ):
        replay(record)


def test_a_turn_that_leaves_a_choice_unsaid_is_refused_unless_it_is_the_last() -> None:
    turns = [NEUTRAL_TO_TEMPLE, {"player": 1, "to": 9}, {"player": 0, "to": 10, "drawn": ["kuge"]}]
    with pytest.raises(ReplayError) as caught:
        replay(two_player_record(turns))
    assert str(caught.value) == (
        "turn 2 (player 1, Kinko): the record does not say how many coins were given at the "
        "temple ('donate'); the rules allow Donate(coins=1, bank_coin=False), "
        "Donate(coins=2, bank_coin=False), Donate(coins=3, bank_coin=False)"
    )
    game = replay(two_player_record(turns[:2]))
    assert (game.decision, game.to_move, game.pending) == ("donate", 1, TempleOffering())


def test_a_card_named_but_never_drawn_is_refused() -> None:  # new.itamae
    record = two_player_record(
        [
            NEUTRAL_TO_TEMPLE,
            {"player": 1, "to": 3, "drawn": ["itamae"], "paid": False, "meal": "soba"},
        ],
        expansions=["new_encounters"],
    )
    with pytest.raises(
        ReplayError,
        match=r"^turn 2 \(player 1, Kinko\): the record names cards "
        r"that the rules did not draw on this turn \(meal: soba\)$",
    ):
        replay(record)


def test_turns_after_the_end_of_the_journey_are_refused(finished_record: dict[str, Any]) -> None:
    count = len(finished_record["turns"])
    finished_record["turns"].append({"player": 0, "to": 3})
    with pytest.raises(
        ReplayError,
        match=rf"^turn {count + 1} \(player 0, Kinko\): the journey "
        rf"ended after turn {count}, but the record goes on$",
    ):
        replay(finished_record)


def test_a_crossroads_record_replays_its_options() -> None:  # cross.cherry_tree
    record = two_player_record(
        [
            {"player": 2, "to": 2},
            {"player": 1, "to": 4, "option": "cherry_tree"},
            {"player": 0, "to": 7, "option": "gaming_room", "roll": "x4"},
        ],
        expansions=["crossroads"],
    )
    game = replay(record)
    ben, aiko = game.travellers[1], game.travellers[0]
    assert (ben.cherry_trees, ben.coins, game.breakdown(1)["cherry_trees"]) == (1, 8, 2)
    assert aiko.coins == 2 - 2 + 8  # Satsuki's 2 coins, the bet, four times back


def test_both_actions_without_a_power_are_refused_by_the_rules() -> None:  # cross.choice
    record = two_player_record(
        [
            {"player": 2, "to": 2},
            {"player": 1, "to": 7, "option": "gaming_room", "both": "base_first"},
        ],
        expansions=["crossroads"],
    )
    with pytest.raises(
        ReplayError, match=r"^turn 2 \(player 1, Kinko\): the record says"
    ) as caught:
        replay(record)
    assert caught.value.rule == "cross.choice"
    assert "only Kita (at an encounter), Miyataka (at a temple) or the Health amulet" in str(
        caught.value
    )


def test_a_crossroads_game_saved_at_its_choice_replays_to_the_same_choice() -> None:
    game = Game(
        3, travellers=["kinko", "kita", "umegae"], kyoto=[0, 1, 2], expansions=["crossroads"]
    )
    game.play(Move(7))  # Umegae at a farm: the base action or the gaming room
    record = write_record(game)
    assert record["turns"][-1] == {"player": 2, "to": 7, "waiting": "option"}
    loaded = replay(record)
    assert loaded.decision == "option" and loaded.travellers[2].coins == 5
    record["turns"].append({"player": 1, "to": 8})
    with pytest.raises(RecordError, match="'waiting' marks the last turn of an unfinished record"):
        replay(record)


def test_a_replay_agrees_with_its_result(finished_record: dict[str, Any]) -> None:
    game = replay(finished_record)
    assert game.is_over()
    assert compare_result(game, finished_record) == []


def test_a_different_result_is_reported_player_by_player(finished_record: dict[str, Any]) -> None:
    result = finished_record["result"]
    true_score, true_coins = result["scores"][1], result["coins"][3]
    result["scores"][1] += 2
    result["coins"][3] += 1
    differences = compare_result(replay(finished_record), finished_record)
    assert differences == [
        Difference(1, "Player 2", "score", true_score + 2, true_score),
        Difference(3, "Player 4", "coins", true_coins + 1, true_coins),
    ]
    assert str(differences[0]) == (
        f"Player 2 (player 1): score {true_score + 2} in the record, {true_score} by the rules"
    )


def test_an_unfinished_journey_differs_from_a_result(finished_record: dict[str, Any]) -> None:
    game = replay(finished_record, upto=30)
    (difference,) = compare_result(game, finished_record)
    assert difference.player is None
    assert str(difference).startswith("not over: the journey is not over after the record's 30")


def test_a_replay_can_stop_after_any_turn(finished_record: dict[str, Any]) -> None:
    positions = [game.copy() for _, game in replay_positions(finished_record)]
    assert len(positions) == len(finished_record["turns"]) + 1
    for upto in (0, 1, 17, len(finished_record["turns"])):
        game = replay(finished_record, upto=upto)
        assert game == positions[upto]
        assert len(game.turns) == upto
        assert game.decision == ("move" if upto < len(positions) - 1 else None)


@pytest.mark.parametrize("upto", [-1, 10_000, 2.5, True])
def test_stopping_outside_the_record_is_refused(finished_record: dict[str, Any], upto: Any) -> None:
    with pytest.raises(ValueError, match="upto must be a turn number from 0 to"):
        replay(finished_record, upto=upto)


def test_a_replay_under_changed_rules_scores_the_same_journey_differently(
    finished_record: dict[str, Any],
) -> None:
    richer = dataclasses.replace(OFFICIAL, meal_points=7)
    official, changed = replay(finished_record), replay(finished_record, rules=richer)
    meals = [len(t.meals) for t in official.travellers]
    assert [c - o for c, o in zip(changed.scores(), official.scores(), strict=True)] == meals


def test_written_records_carry_names_travellers_and_a_result_at_the_end() -> None:
    game = Game(
        3, travellers=["kinko", "umegae", "mitsukuni"], kyoto=[2, 0, 1], names=["A", "B", "C"]
    )
    started = write_record(game, source="here")
    assert started["players"][0] == {"name": "A", "traveller": "kinko"}
    assert (started["source"], started["kyoto"], started["turns"]) == ("here", [2, 0, 1], [])
    assert "result" not in started
    play_randomly(game, seed=3)
    assert write_record(game)["result"] == game.result()
    assert replay(write_record(game)) == game


def test_a_record_is_not_written_before_travellers_are_chosen() -> None:
    with pytest.raises(RecordError, match="the journey has not started"):
        write_record(Game(3))


def test_a_game_with_changed_rules_writes_them_and_replays_with_them() -> None:
    changed = dataclasses.replace(OFFICIAL, meal_points=7, later_legendary_bonus=False)
    game = Game(3, travellers=["kinko", "satsuki", "umegae"], kyoto=[0, 1, 2], rules=changed)
    game = play_randomly(game, seed=3)
    record = json.loads(json.dumps(write_record(game)))
    assert record["options"]["rules"] == {"meal_points": 7, "later_legendary_bonus": False}
    assert read_record(record).rules == changed
    replayed = replay(record)
    assert replayed.rules == changed and replayed.scores() == game.scores()
    assert compare_result(replayed, record) == []
    # The official rules leave the key out; a "what if" replay still takes other rules.
    assert "rules" not in write_record(replay(record, rules=OFFICIAL))["options"]


@pytest.mark.parametrize(
    ("rules", "message"),
    [
        ({"colour": 3}, "unknown rule settings: colour"),
        ({"meal_points": -1}, "meal_points must be a whole number from 0 to 100, not -1"),
        ({"later_legendary_bonus": "no"}, "later_legendary_bonus must be true or false"),
        ([], "'options.rules' is an object, not a list"),
    ],
)
def test_a_record_with_bad_rule_settings_is_refused_by_the_rules_words(rules, message) -> None:
    record = crossroads_record()
    record["options"]["rules"] = rules
    with pytest.raises(RecordError, match=re.escape(message)) as caught:
        read_record(record)
    assert caught.value.path.startswith("options.rules")


def test_position_differences_name_the_parts_that_differ(finished_record: dict[str, Any]) -> None:
    a, b = replay(finished_record, upto=20), replay(finished_record, upto=21)
    assert position_differences(a, a.copy()) == []
    assert {"turns", "travellers", "actor"} <= set(position_differences(a, b))
