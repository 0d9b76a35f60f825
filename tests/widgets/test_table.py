"""The table: set-up refusals on the message line, persons and bots playing, the end with its
chart, and saving and loading a game as a record without losing anything."""

from __future__ import annotations

import base64
import datetime
import json
import re
from pathlib import Path

import pytest

from tokaido_nb.record import position_differences, read_record, write_record
from tokaido_nb.rules import Game, Move
from tokaido_nb.widgets.table import SEARCH_ROLLOUTS, Table, make_bot, seats_from_source

EXAMPLE = Path(__file__).resolve().parents[2] / "notebooks" / "data" / "example_game.json"


def uploaded(name: str, content: bytes) -> tuple[dict, ...]:
    """What FileUpload's value holds after the learner picks one file."""
    when = datetime.datetime(2024, 1, 1, tzinfo=datetime.UTC)
    file = {"name": name, "type": "application/json", "size": len(content)}
    return ({**file, "content": memoryview(content), "last_modified": when},)


def person_and_greedy() -> Table:
    """You (Kinko) against one greedy bot (Umegae): quick, and the rules deal nothing."""
    return Table(["person", "greedy", "greedy"], travellers=["kinko", "umegae", "satsuki"], seed=5)


def classes(widget) -> set[str]:
    return set(widget._dom_classes)


def shown(table: Table) -> set[int]:
    """The ids of every widget on show in the table, nested ones included."""
    found = set()
    stack = list(table.children)
    while stack:
        widget = stack.pop()
        found.add(id(widget))
        stack.extend(getattr(widget, "children", ()))
    return found


def click_until_over(table: Table, limit: int = 300) -> None:
    """Play the person's seat with the first button each time, until the journey ends."""
    for _ in range(limit):
        if table.game.is_over():
            return
        table.game_widget.choices.buttons[0].click()
    raise AssertionError("the game did not end")


# ---------------------------------------------------------------------------- set-up
def test_the_same_traveller_twice_is_refused_with_the_rules_words():
    table = Table(["person", "greedy"], travellers=["kinko", "kinko"])
    assert table.game is None
    assert "two players cannot share one" in table.message.text
    assert "setup.deal" in table.message.text
    assert table.panel.selected_index == 0  # the set-up panel is open to fix it
    assert repr(table) == "Table(no game yet)"


@pytest.mark.parametrize(
    ("seats", "words"),
    [
        (["person"] * 6, "Tokaido is played by 2 to 5 players, not 6."),
        (["person"], "Tokaido is played by 2 to 5 players, not 1."),
        (["person", "dragon"], "Unknown seat 'dragon': a seat is one of person, random"),
    ],
)
def test_a_bad_table_is_explained_not_raised(seats, words):
    table = Table(seats)
    assert table.game is None
    assert words in table.message.text
    assert "Change the set-up and press Start the journey." in table.message.text


def test_an_unknown_variant_is_explained():
    table = Table(["person", "greedy"], variants=["matsuri"])
    assert table.game is None
    assert "Unknown variant 'matsuri'" in table.message.text and "crossroads" in table.message.text


def test_a_refused_set_up_from_the_panel_keeps_the_game_on_the_table():
    table = person_and_greedy()
    table.game_widget.choices.buttons[0].click()
    turns = list(table.game.turns)
    table.traveller_boxes[0].value = "hiroshige"
    table.traveller_boxes[1].value = "hiroshige"
    table.start_button.click()
    assert "two players cannot share one" in table.message.text
    assert "The table keeps the game it had." in table.message.text
    assert table.game.turns == turns


def test_the_panel_starts_the_game_it_shows():
    table = person_and_greedy()
    table.players_box.value = 2
    table.kind_boxes[0].value = "greedy"
    table.kind_boxes[1].value = "random"
    table.name_boxes[0].value = "Aiko"
    table.traveller_boxes[0].value = ""  # dealt at random
    table.traveller_boxes[1].value = ""
    table.option_boxes["return_trip"].value = True
    table.option_boxes["new_encounters"].value = True
    table.seed_box.value = 9
    table.start_button.click()
    game = table.game
    assert (game.players, game.variants, game.expansions) == (
        2,
        ("return_trip",),
        ("new_encounters",),
    )
    assert [t.name for t in game.travellers] == ["Aiko", "Random 2", "Neutral"]
    assert game.decision == "traveller"  # dealt by the rules: each player keeps one of two
    assert table.seats == ("greedy", "random")
    assert "tokaido-table-bots-only" in classes(table)


def test_a_traveller_left_to_chance_shows_as_dealt_at_random():
    table = Table(["person", "greedy"])
    box = table.traveller_boxes[0]
    assert (box.value, box.label) == ("", "dealt at random")
    table.traveller_boxes[1].value = "kinko"
    assert table.panel.read().travellers == (None, "kinko")


def test_seats_beyond_the_number_of_players_are_hidden():
    table = person_and_greedy()
    table.players_box.value = 2
    shown = [row.layout.display != "none" for row in table.rows]
    assert shown == [True, True, False, False, False]


def test_travellers_dealt_by_the_rules_are_kept_with_a_button_by_a_person():
    table = Table(["person", "greedy", "random"], seed=3)
    game = table.game
    assert game.decision == "traveller" and game.to_move == 0
    labels = [b.description for b in table.game_widget.choices.buttons]
    assert len(labels) == 2 and all(label.startswith("Keep ") for label in labels)
    table.game_widget.choices.buttons[1].click()
    assert game.travellers[0].key is not None
    # The bots kept theirs by their own policy; the journey has begun.
    assert all(t.key for t in game.travellers)
    assert game.decision != "traveller"


def test_seats_left_to_chance_beside_picked_ones_get_another_tile():
    table = Table(["person", "greedy", "greedy"], travellers=["kinko", None, None], seed=2)
    keys = [t.key for t in table.game.travellers]
    assert keys[0] == "kinko" and len(set(keys)) == 3 and None not in keys
    assert "Dealt at random:" in table.message.text


def test_the_initiatory_journey_has_no_travellers_to_pick():
    table = Table(["person", "greedy"], travellers=["kinko", "umegae"], variants=["initiatory"])
    assert [t.key for t in table.game.travellers if not t.neutral] == [None, None]
    assert table.traveller_boxes[0].disabled


# ---------------------------------------------------------------------------- play
def test_a_persons_click_plays_and_the_bots_answer():
    table = person_and_greedy()
    game = table.game
    assert game.to_move == 0
    button = table.game_widget.choices.buttons[2]
    chosen = table.game_widget.choices.actions[2]
    button.click()
    mine = [turn for turn in game.turns if turn["player"] == 0]
    assert mine and mine[0]["to"] == chosen.to
    assert game.to_move == 0 or game.is_over()  # the bots played until it is your turn again
    assert any(turn["player"] != 0 for turn in game.turns)


def test_a_double_click_at_the_table_plays_once_and_shows_no_refusal():
    once, table = person_and_greedy(), person_and_greedy()
    once.game_widget.choices.buttons[2].click()
    button = table.game_widget.choices.buttons[2]
    button.click()
    button.click()  # the second click of a double click, after the bots have answered
    assert table.game.snapshot() == once.game.snapshot()
    assert table.game_widget.message.text == once.game_widget.message.text
    assert "tokaido-message-refusal" not in classes(table.game_widget.message)


def test_the_game_comes_under_the_title_with_the_log_beside_the_road():
    table = person_and_greedy()
    assert list(table.children[:2]) == [table.heading, table.game_widget]
    assert table.log_view in table.game_widget.panel.children
    assert table.children.index(table.message) > table.children.index(table.game_widget)


def test_the_bot_buttons_sit_beside_undo_at_a_table_of_bots():
    table = Table(["greedy", "random"], seed=2)
    controls = table.game_widget.controls.children
    assert controls[1:] == (table.step_button, table.play_button, table.game_widget.text_toggle)
    assert table.game_widget.undo_button.layout.display == "none"


def test_a_compact_table_folds_the_tableaus_of_every_game_it_seats(tmp_path: Path):
    table = Table(["person", "greedy"], travellers=["kinko", "umegae"], compact=True)
    assert table.game_widget.compact and not table.game_widget.tableaus_shown
    table.kind_boxes[1].value = "random"
    assert table.start()
    assert table.game_widget.compact and not table.game_widget.tableaus_shown
    assert table.load(person_and_greedy().save(tmp_path / "game.json"))
    assert table.game_widget.compact
    assert not person_and_greedy().game_widget.compact


def test_the_tables_message_is_cleared_once_the_game_moves_on():
    table = person_and_greedy()
    assert "it is your decision" in table.message.text
    table.game_widget.choices.buttons[0].click()
    assert table.message.text == ""


def test_undo_takes_back_your_decision_and_the_bots_answers():
    table = person_and_greedy()
    before = list(table.game.turns)
    table.game_widget.choices.buttons[2].click()
    assert len(table.game.turns) > len(before)
    table.game_widget.undo_button.click()
    assert table.game.turns == before and table.game.to_move == 0
    told = [line for line in table.log_lines() if line.startswith("Turn ")]
    assert len(told) == len(before)  # the log follows the game back


def test_an_illegal_choice_is_refused_and_the_game_unchanged():
    table = person_and_greedy()
    before = table.game.snapshot()
    assert table.game_widget.play(Move(20)) is False
    assert "road.inn_stop" in table.game_widget.message.text
    assert table.game.snapshot() == before


def test_the_log_tells_the_journey_in_words_newest_at_the_bottom():
    table = person_and_greedy()
    for _ in range(4):
        table.game_widget.choices.buttons[0].click()
    assert len(table.game.turns) > 2
    lines = table.log_lines()
    assert lines[0].startswith("Turn 1: ")
    assert "The journey so far" in table.log_view.value
    assert table.log_view.value.index("Turn 1: ") < table.log_view.value.index(
        f"Turn {len(table.game.turns)}: "
    )


def test_a_table_of_bots_waits_for_a_click():
    table = Table(["greedy", "random", "search"], seed=2)
    assert table.game.decision == "traveller" and not table.game.history
    assert {id(table.step_button), id(table.play_button)} <= shown(table)
    table.step_button.click()
    assert len(table.game.history) == 1
    assert table.game_widget.message.text.startswith("Greedy 1: Keep ")


def test_a_table_of_bots_plays_to_the_end_and_shows_the_breakdown():
    table = Table(["greedy", "random", "greedy", "random"], seed=8)
    assert table.breakdown.outputs == ()
    table.play_button.click()
    game = table.game
    assert game.is_over()
    assert "The journey is over." in table.game_widget.view_html
    (output,) = table.breakdown.outputs
    assert output["data"]["image/png"]
    assert output["data"]["text/plain"] == f"Final scores: {game.scores()}"
    assert "wins" in table.log_lines()[-1] or "Shared victory" in table.log_lines()[-1]
    assert table.play_button.disabled and table.step_button.disabled
    assert repr(table) == "Table(4 seats: greedy, random, greedy, random; the journey is over)"


def test_a_double_click_on_play_to_the_end_shows_no_refusal_after_the_end():
    table = Table(["greedy", "random"], seed=3)
    table.play_button.click()
    said = table.game_widget.message.text
    table.play_button.click()  # the second click of a double click, once the journey is over
    assert table.game.is_over() and table.game_widget.message.text == said
    assert "tokaido-message-refusal" not in classes(table.message)


def test_pressing_play_after_the_end_says_there_is_nothing_left():
    table = Table(["random", "random"], seed=1)
    table.play_to_end()
    assert table.step() is False
    assert "The journey is over" in table.message.text


def test_a_bot_button_on_a_persons_turn_is_refused():
    table = person_and_greedy()
    assert table.step() is False
    assert "a person decides it" in table.message.text


def test_a_person_plays_a_whole_game_against_bots_to_the_breakdown():
    table = person_and_greedy()
    click_until_over(table)
    assert table.breakdown.outputs
    assert "The journey is over." in table.game_widget.view_html


def test_the_search_bot_at_the_table_has_a_small_budget():
    assert make_bot("search", 1).rollouts == SEARCH_ROLLOUTS <= 32


# ---------------------------------------------------------------------------- save and load
def test_save_and_load_give_the_same_position_and_seats(tmp_path: Path):
    table = Table(["person", "greedy", "search"], travellers=["kinko", "umegae", "satsuki"], seed=4)
    for _ in range(6):
        table.game_widget.choices.buttons[0].click()
    saved = table.save(tmp_path / "game.json")
    other = Table(["greedy", "greedy"], seed=99)
    assert other.load(saved) is True
    assert other.game.turns == table.game.turns
    assert other.game.scores() == table.game.scores()
    assert position_differences(other.game, table.game) == []
    assert other.seats == ("person", "greedy", "search")
    assert [t.name for t in other.game.travellers] == ["Player 1", "Greedy 2", "Search 3"]
    assert other.setup.seed == 4
    assert other.game.to_move == 0 and other.game_widget.choices.buttons[0].disabled is False
    assert "Loaded game.json: " in other.message.text
    # The panel shows the loaded set-up, so that Start plays it again.
    assert [box.value for box in other.kind_boxes[:3]] == ["person", "greedy", "search"]
    assert other.players_box.value == 3 and other.seed_box.value == 4


def test_a_finished_game_loads_finished_with_its_breakdown():
    table = Table(["greedy", "random"], seed=6)
    table.play_to_end()
    other = Table(["person", "person"])
    assert other.load(table.record())
    assert other.game.is_over() and other.game.scores() == table.game.scores()
    assert other.breakdown.outputs and other.bots_only


def test_the_download_link_holds_the_record():
    table = person_and_greedy()
    table.game_widget.choices.buttons[0].click()
    link = table.download.value
    assert 'download="tokaido-game.json"' in link
    encoded = re.search(r"data:application/json;base64,([A-Za-z0-9+/=]+)", link).group(1)
    assert json.loads(base64.b64decode(encoded)) == table.record()
    assert read_record(table.record()).source.startswith("tokaido_nb table · seats: person")


def test_before_the_travellers_are_kept_the_game_cannot_be_saved_yet(tmp_path: Path):
    table = Table(["person", "greedy"], seed=3)
    assert "once every player has kept a traveller" in table.download.value
    with pytest.raises(ValueError, match="the journey has not started"):
        table.save(tmp_path / "early.json")


def test_an_uploaded_game_is_loaded():
    table = person_and_greedy()
    table.game_widget.choices.buttons[0].click()
    content = json.dumps(table.record()).encode()
    other = Table(["random", "random"])
    other.upload.value = uploaded("mine.json", content)
    assert other.game.turns == table.game.turns
    assert "Loaded mine.json" in other.message.text
    assert other.upload.value == ()


def test_a_record_from_elsewhere_is_seated_with_persons():
    table = Table(["greedy", "greedy"])
    assert table.load(EXAMPLE)
    assert table.seats == ("person",) * 4
    assert "every seat is a person" in table.message.text
    assert table.game.is_over()


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (b"{not json", "not valid JSON: Expecting property name enclosed in double quotes"),
        (b"\xff\xfe", "it is not UTF-8 text"),
        (b"[1, 2]", "a game record is a JSON object, not a list"),
    ],
)
def test_a_bad_upload_is_explained_and_the_game_kept(content: bytes, problem: str):
    table = person_and_greedy()
    table.game_widget.choices.buttons[0].click()
    turns = list(table.game.turns)
    table.upload.value = uploaded("oops.json", content)
    assert f"Could not load oops.json: {problem}" in table.message.text
    assert "The table keeps the game it had." in table.message.text
    assert table.game.turns == turns


def test_a_record_the_rules_refuse_is_explained_and_the_game_kept(tmp_path: Path):
    table = person_and_greedy()
    table.game_widget.choices.buttons[0].click()
    turns = list(table.game.turns)
    game = Game(3, travellers=["kinko", "umegae", "satsuki"], kyoto=[0, 1, 2])
    game.play(Move(4))
    broken = write_record(game)
    broken["turns"][0]["to"] = 20  # past the inn at 14
    assert table.load(broken, name="broken.json") is False
    assert "Could not load broken.json:" in table.message.text
    assert "inn" in table.message.text
    assert table.game.turns == turns
    assert table.load(tmp_path / "missing.json") is False
    assert "Could not load missing.json: cannot read" in table.message.text
    assert table.game.turns == turns


def test_seats_are_read_only_from_a_tables_own_source():
    assert seats_from_source("tokaido_nb table · seats: search, person · seed 3", 2) == (
        ["search", "person"],
        3,
    )
    assert seats_from_source("tokaido_nb table · seats: person, robot", 2) is None
    assert seats_from_source("tokaido_nb table · seats: person", 2) is None
    assert seats_from_source("played with tokaido_nb", 2) is None


# ---------------------------------------------------------------------------- for the browser
def test_every_control_has_its_css_class():
    table = Table(["greedy", "greedy"])
    assert {"tokaido-table", "tokaido-table-bots-only"} <= classes(table)
    for widget, css in [
        (table.heading, "tokaido-table-title"),
        (table.panel, "tokaido-table-setup"),
        (table.players_box, "tokaido-table-players"),
        (table.rows[0], "tokaido-table-seat"),
        (table.kind_boxes[0], "tokaido-table-seat-kind"),
        (table.name_boxes[0], "tokaido-table-seat-name"),
        (table.traveller_boxes[0], "tokaido-table-seat-traveller"),
        (table.option_boxes["gastronomy"], "tokaido-table-variant-gastronomy"),
        (table.seed_box, "tokaido-table-seed"),
        (table.start_button, "tokaido-table-start"),
        (table.step_button, "tokaido-table-step"),
        (table.play_button, "tokaido-table-play-to-end"),
        (table.log_view, "tokaido-table-log"),
        (table.breakdown, "tokaido-table-breakdown"),
        (table.download, "tokaido-table-download"),
        (table.upload, "tokaido-table-upload"),
        (table.message, "tokaido-table-message"),
        (table.game_widget, "tokaido-game-widget"),
    ]:
        assert css in classes(widget), css


def test_a_table_with_a_person_shows_play_to_the_end_but_no_next_bot_move():
    table = person_and_greedy()
    assert "tokaido-table-bots-only" not in classes(table)
    assert table.step_button.layout.display == "none"
    assert id(table.play_button) in shown(table) and table.play_button.layout.display != "none"
    assert not table.play_button.disabled  # it hands the people's seats to bots first


# ---------------------------------------------------------------------------------- hand-offs
def play_person(table: Table, decisions: int) -> None:
    """The person plays ``decisions`` decisions with the first button."""
    for _ in range(decisions):
        table.game_widget.choices.buttons[0].click()


def test_a_persons_seat_is_handed_to_a_bot_mid_game_and_back():  # issue 33
    table = person_and_greedy()
    game = table.game
    play_person(table, 4)
    before = len(game.history)
    table.handoff_seat.value, table.handoff_kind.value = 0, "search"
    assert table.handoff_button.description == "Let a search bot play for Player 1 (Kinko)"
    table.handoff_button.click()
    assert table.seats == ("search", "greedy", "greedy") and table.bots_only
    assert f"From decision {before + 1}, a search bot plays for Player 1 (Kinko)" in (
        table.message.text
    )
    assert len(game.history) == before  # a table of bots only waits for a click
    assert table.step() and len(game.history) == before + 1
    # And back: a person again, the bots answering up to the person's decision.
    table.handoff_kind.value = "person"
    assert table.handoff_button.description == "Give Player 1 (Kinko)'s seat back to a person"
    table.handoff_button.click()
    assert table.seats[0] == "person" and not table.bots_only
    assert game.is_over() or game.to_move == 0
    assert table.decider(before - 1, 0) == "person"
    assert table.decider(before, 0) == "search"
    assert table.decider(len(game.history), 0) == "person"
    log = table.log_view.value
    assert "From turn" in log and "a search bot plays for Player 1 (Kinko)" in log


def test_handing_a_seat_to_whom_it_has_is_said_and_changes_nothing():
    table = person_and_greedy()
    assert table.hand_over(1, "greedy") is False
    assert "is already played by a greedy bot" in table.message.text
    assert table.hand_over(9, "greedy") is False and "There is no seat 9" in table.message.text
    assert table.hand_over(0, "dragon") is False and "Unknown seat 'dragon'" in table.message.text
    assert table.seats == ("person", "greedy", "greedy") and not table.handoffs


def test_let_the_bots_play_to_the_end_at_a_table_with_people():  # issue 33
    table = Table(["person", "greedy", "person"], travellers=["kinko", "umegae", "satsuki"])
    play_person(table, 3)
    played = len(table.game.history)
    table.play_button.click()
    assert table.game.is_over()
    assert table.seats == ("greedy", "greedy", "greedy")
    assert {h.seat for h in table.handoffs} == {0, 2}
    assert all(h.number >= played for h in table.handoffs)
    assert table.breakdown.outputs  # the end's chart


def test_a_game_with_hand_offs_saves_and_loads_whole(tmp_path: Path):
    table = person_and_greedy()
    play_person(table, 5)
    table.hand_over(0, "greedy")
    table.step()
    table.step()
    table.hand_over(0, "person")
    path = table.save(tmp_path / "game.json")
    source = read_record(path).source
    assert "hand-offs: " in source and " seat 1 greedy, " in source
    other = person_and_greedy()
    assert other.load(path)
    assert position_differences(other.game, table.game) == []
    assert other.first_seats == ("person", "greedy", "greedy")
    assert [(h.number, h.seat, h.kind) for h in other.handoffs] == [
        (h.number, h.seat, h.kind) for h in table.handoffs
    ]
    assert other.seats == table.seats
    for number in range(len(table.game.history)):
        assert other.decider(number, 0) == table.decider(number, 0)
    assert "a greedy bot plays for Player 1 (Kinko)" in other.log_view.value


def test_the_review_says_who_played_each_decision_after_a_hand_off():
    from tokaido_nb.coach import Budget

    few = Budget(rollouts=1, most=2, screen=1, candidates=1)
    table = person_and_greedy()
    table.game_widget.coach.reviewer.strength = few
    play_person(table, 6)
    table.play_to_end()
    review = table.game_widget.coach.review()
    lines = table.game_widget.coach.reviewer.lines.value
    costly = [c for p in review.players for c in p.costly()[:5]]
    if costly:
        assert "decided by a person" in lines or "decided by a greedy bot" in lines
    assert table.decider(0, 0) == "person" and table.decider(len(table.game.history) - 1, 0) == (
        "greedy"
    )


def test_the_repr_is_short_and_stable():
    assert repr(person_and_greedy()) == "Table(3 seats: person, greedy, greedy; turn 0)"


# ---------------------------------------------------------------------------- wrong arguments
@pytest.mark.parametrize(
    ("arguments", "error", "phrase"),
    [
        ({"seed": "abc"}, TypeError, "seed must be a whole number, not 'abc'"),
        ({"seed": True}, TypeError, "seed must be a whole number, not True"),
        ({"seed": 2**60}, ValueError, "seed must be from -9007199254740991 to 9007199254740991"),
        ({"names": [1, 2]}, TypeError, "each of names must be text, not 1"),
        ({"seats": "person"}, TypeError, "seats must be a list, not 'person'"),
        ({"seats": ["person", 2]}, TypeError, "each of seats must be text, not 2"),
        ({"travellers": ["kinko", 3]}, TypeError, "each of travellers must be text or None"),
        ({"variants": "gastronomy"}, TypeError, "variants must be a list"),
    ],
)
def test_arguments_of_the_wrong_kind_raise_naming_the_argument(arguments, error, phrase):
    arguments = {"seats": ["person", "greedy"], **arguments}
    with pytest.raises(error, match=re.escape(phrase)):
        Table(**arguments)


def test_arguments_given_as_iterators_are_taken_whole():
    table = Table(iter(["person", "greedy"]), names=iter(["Aiko", "Ben"]), variants=iter([]))
    assert table.seats == ("person", "greedy") and table.setup.names == ("Aiko", "Ben")


def test_a_name_the_rules_cannot_show_is_explained_not_raised():
    table = Table(["person", "greedy"], names=["Aiko\x1b[2J", "Ben"])
    assert table.game is None
    assert "cannot be used: it holds the control character" in table.message.text


def test_a_seed_out_of_range_typed_in_the_panel_is_explained():
    table = person_and_greedy()
    turns = list(table.game.turns)
    table.seed_box.value = 2**60
    assert table.start() is False
    assert "The seed must be a whole number from" in table.message.text
    assert table.game.turns == turns


def test_a_huge_seed_in_a_records_source_is_left_out_not_raised():
    table = person_and_greedy()
    record = table.record()
    record["source"] = "tokaido_nb table · seats: person, greedy, greedy · seed " + "9" * 5000
    assert table.load(record, name="huge-seed.json") is True
    assert table.setup.seed == 5  # the table's own seed
    assert table.seats == ("person", "greedy", "greedy")


def test_a_new_game_closes_the_last_ones_widgets_but_not_the_tables():
    from ipywidgets.widgets.widget import _instances  # every open widget, by model id

    table = Table(["greedy", "greedy", "greedy"], seed=2)
    table.play_to_end()
    table.panel.build()  # the set-up panel's controls are made once, the first time it is used
    old, before = table.game_widget, len(_instances)
    for _ in range(3):
        table.start()
        table.play_to_end()
    assert old.comm is None and old.choices.comm is None and old.undo_button.comm is None
    # The table's own parts, shown in every game's widget, stay open and on show.
    for part in (table.step_button, table.play_button, table.log_view, table.files):
        assert part.comm is not None
    assert table.step_button in table.game_widget.controls.children
    assert len(_instances) <= before + 5


def test_large_text_draws_the_road_s_numbers_larger_and_styles_the_words():  # issue 33
    large = Table(
        ["person", "greedy"], travellers=["kinko", "umegae"], compact=True, large_text=True
    )
    plain = person_and_greedy()
    assert "tokaido-large" in classes(large.game_widget)
    assert "tokaido-large" not in classes(plain.game_widget)
    number = re.compile(r'data-pos="5"[^>]*><title>[^<]*</title><text [^>]*font-size="([\d.]+)"')
    assert number.search(plain.game_widget.road.value).group(1) == "12"
    assert number.search(large.game_widget.road.value).group(1) == "21"
    css = large.game_widget.view.children[0].value
    assert css.startswith("<style>") and ".tokaido-large .tokaido-message" in css


def test_a_hand_off_after_a_dealt_start_loads_at_the_same_decision(tmp_path: Path):
    # The rules deal the travellers: the table's history begins with the deal, a record's not.
    table = Table(["person", "greedy", "greedy"], seed=11)
    play_person(table, 5)
    table.hand_over(0, "greedy")
    table.play_to_end()
    other = Table(["greedy", "greedy"], seed=3)
    assert other.load(table.save(tmp_path / "dealt.json"))
    dealt = len(table.game.history) - len(other.game.history)
    assert dealt > 0
    for number in range(len(other.game.history)):
        assert other.decider(number, 0) == table.decider(number + dealt, 0), number


def test_the_replay_viewer_says_who_played_each_seat_hand_offs_included(tmp_path: Path):
    from tokaido_nb.widgets import ReplayViewer

    table = person_and_greedy()
    play_person(table, 5)
    turn = max(len(table.game.turns), 1)
    table.hand_over(0, "greedy")
    table.play_to_end()
    viewer = ReplayViewer(table.save(tmp_path / "handed.json"))
    heading = re.sub(r"<[^>]+>", "", viewer.heading.value)
    assert (
        f"Who played: Player 1 (Kinko): a person, then a greedy bot from turn {turn}; "
        "Greedy 2 (Umegae): a greedy bot;" in heading
    ), heading
    assert "hand-offs:" not in heading


def test_the_set_up_panel_makes_its_controls_when_first_opened_and_keeps_the_set_up():
    # Folded at the start, the panel holds no control yet: in the browser edition every widget
    # made is a message to the page before the table shows. Opened, it shows the table's set-up.
    from ipywidgets.widgets.widget import _instances

    before = len(_instances)
    table = Table(["person", "greedy", "search"], names=["Ada", "", ""], seed=7)
    folded = len(_instances) - before
    assert table.panel.selected_index is None and not table.panel.children[0].children
    table.panel.selected_index = 0
    assert len(_instances) - before > folded + 50
    assert table.players_box.value == 3 and table.seed_box.value == 7
    assert [box.value for box in table.kind_boxes[:3]] == ["person", "greedy", "search"]
    assert table.name_boxes[0].value == "Ada"
    assert table.rows[3].layout.display == "none"
