"""The replay viewer: step through a record, the view follows, a bad record keeps the old game."""

from __future__ import annotations

import datetime
import json
from html import escape
from pathlib import Path

import pytest

from tokaido_nb.coach import Budget
from tokaido_nb.record import replay, story, write_record
from tokaido_nb.render import game_html
from tokaido_nb.rules import Game, Move
from tokaido_nb.widgets.replay_viewer import ReplayViewer

EXAMPLE = Path(__file__).resolve().parents[2] / "notebooks" / "data" / "example_game.json"


@pytest.fixture(scope="module")
def record() -> dict:
    return json.loads(EXAMPLE.read_text())


@pytest.fixture
def viewer() -> ReplayViewer:
    return ReplayViewer(EXAMPLE)


def small_record() -> dict:
    game = Game(3, travellers=["kinko", "umegae", "mitsukuni"], kyoto=[0, 1, 2])
    game.play(Move(4))
    game.play(Move(7))
    return write_record(game, source="a test")


def uploaded(name: str, content: bytes) -> tuple[dict, ...]:
    """What FileUpload's value holds after the learner picks one file."""
    when = datetime.datetime(2024, 1, 1, tzinfo=datetime.UTC)
    file = {"name": name, "type": "application/json", "size": len(content)}
    return ({**file, "content": memoryview(content), "last_modified": when},)


def test_the_viewer_opens_at_kyoto_with_the_record_loaded(viewer: ReplayViewer, record: dict):
    assert viewer.turn == 0
    assert viewer.turns == len(record["turns"]) == 87
    assert viewer.game == replay(record, upto=0)
    assert "Loaded example_game.json: 87 turns" in viewer.message.text
    assert "ends with the record's result" in viewer.message.text
    assert viewer.start_button.disabled and viewer.back_button.disabled
    assert not viewer.forward_button.disabled
    assert "nobody has moved yet" in viewer.log_view.value
    assert repr(viewer) == "ReplayViewer(example_game.json, turn 0 of 87)"


def test_forward_shows_the_first_turn_in_the_view_and_the_log(viewer: ReplayViewer, record):
    before = viewer.view.value
    viewer.forward_button.click()
    first = story(record)[0]
    assert viewer.turn == 1
    assert viewer.slider.value == 1
    assert viewer.view.value != before
    assert viewer.view.value == game_html(replay(record, upto=1))
    assert viewer.current_line == first
    assert viewer.log_lines() == [first]
    assert 'class="tokaido-replay-current"' in viewer.log_view.value
    assert "<b>Turn 1 of 87:</b> Player 3 (Hiroshige) walks to 3" in viewer.caption.value


def test_back_returns_to_the_same_position(viewer: ReplayViewer):
    viewer.go_to(20)
    at_20 = viewer.view.value
    viewer.forward_button.click()
    viewer.back_button.click()
    assert viewer.turn == 20
    assert viewer.view.value == at_20
    assert len(viewer.log_lines()) == 20


def test_end_shows_the_finished_game_and_how_it_ended(viewer: ReplayViewer, record):
    viewer.end_button.click()
    assert viewer.turn == 87
    assert viewer.game.is_over()
    assert viewer.game.scores() == record["result"]["scores"]
    assert viewer.log_lines() == story(record)
    assert "Player 2 (Hirotada) wins." in viewer.log_view.value
    assert viewer.forward_button.disabled and viewer.end_button.disabled
    viewer.start_button.click()
    assert viewer.turn == 0


def test_the_slider_moves_the_view_to_its_turn(viewer: ReplayViewer, record):
    viewer.slider.value = 14
    assert viewer.turn == 14
    assert viewer.game.travellers[1].coins == replay(record, upto=14).travellers[1].coins == 9
    assert viewer.current_line == story(record)[13]
    assert "<b>Turn 14 of 87:</b> Player 2" in viewer.caption.value


def test_a_turn_outside_the_record_is_explained_and_the_view_stays(viewer: ReplayViewer):
    viewer.go_to(5)
    view = viewer.view.value
    assert viewer.go_to(88) is False
    assert viewer.go_to(-1) is False
    assert viewer.turn == 5 and viewer.view.value == view
    assert "There is no turn -1 to show: this record has turns 1 to 87" in viewer.message.text


def test_the_game_given_out_is_a_copy(viewer: ReplayViewer):
    viewer.game.play(Move(1))
    assert viewer.game.turns == []


def test_a_malformed_record_is_refused_and_the_previous_game_kept(viewer: ReplayViewer, record):
    viewer.go_to(30)
    view = viewer.view.value
    bad = json.loads(json.dumps(record))
    bad["turns"][2]["revealed"] = ["sake", "rice_cake"]
    assert viewer.load(bad, name="bad.json") is False
    text = viewer.message.text
    assert text.startswith("Could not load bad.json: turn 3 (player 0)")
    assert "rice_cake" in text
    assert "The viewer still shows example_game.json." in text
    assert viewer.turn == 30 and viewer.view.value == view
    assert viewer.turns == 87


def test_a_record_the_rules_refuse_names_the_turn_and_the_rule(viewer: ReplayViewer, record):
    bad = json.loads(json.dumps(record))
    bad["turns"][0]["to"] = 20  # past the inn at 14
    assert viewer.load(bad, name="jump.json") is False
    assert "turn 1" in viewer.message.text
    assert "road.inn_stop" in viewer.message.text
    assert viewer.turns == 87


def test_a_crossroads_record_is_loaded(viewer: ReplayViewer):
    crossroads = {
        "format": "tokaido-record",
        "version": 1,
        "options": {"players": 4, "variants": [], "expansions": ["crossroads"]},
        "players": [
            {"name": f"P{i}", "traveller": t}
            for i, t in enumerate(["kita", "kinko", "hiroshige", "daigoro"])
        ],
        "kyoto": [0, 1, 2, 3],
        "turns": [{"player": 3, "to": 4, "option": "cherry_tree"}],
    }
    assert viewer.load(crossroads, name="crossroads.json") is True
    assert viewer.turns == 1


def test_a_missing_file_is_explained_without_a_traceback(tmp_path: Path):
    viewer = ReplayViewer(tmp_path / "nowhere.json")
    assert viewer.turns == 0 and viewer.game is None
    assert "Could not load nowhere.json: cannot read" in viewer.message.text
    assert repr(viewer) == "ReplayViewer(no game loaded)"
    assert viewer.forward_button.disabled
    assert viewer.go_to(1) is False
    assert "No game loaded yet" in viewer.message.text


def test_an_uploaded_record_is_loaded(viewer: ReplayViewer):
    content = json.dumps(small_record()).encode()
    viewer.upload.value = uploaded("mine.json", content)
    assert viewer.name == "mine.json"
    assert viewer.turns == 2
    assert "Loaded mine.json: 2 turns. The record gives no result to check." in viewer.message.text
    assert viewer.upload.value == ()


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (b"{not json", "not valid JSON: Expecting property name enclosed in double quotes"),
        (b"\xff\xfe", "it is not UTF-8 text"),
        (b"[1, 2]", "a game record is a JSON object, not a list"),
    ],
)
def test_a_bad_upload_is_explained_and_the_game_kept(viewer: ReplayViewer, content, problem):
    viewer.go_to(3)
    viewer.upload.value = uploaded("oops.json", content)
    assert viewer.message.text.startswith(f"Could not load oops.json: {problem}")
    assert viewer.name == "example_game.json" and viewer.turn == 3


def test_a_game_saved_mid_journey_replays_to_where_it_stopped(tmp_path: Path):
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(small_record()))
    viewer = ReplayViewer(path, turn=2)
    assert viewer.turn == 2
    assert viewer.game.position(1) == 7
    assert viewer.log_lines()[-1].startswith("The record stops here:")


def test_review_this_game_charts_the_record_and_says_the_coach_s_word_on_each_turn():
    few = Budget(rollouts=1, most=2, screen=1, candidates=1)
    viewer = ReplayViewer(small_record(), review_strength=few)
    assert viewer.reviewer.layout.display == "flex" and viewer.last_review is None
    viewer.reviewer.button.click()
    review = viewer.last_review
    assert [c.turn for c in review.choices()] == [1, 2]
    assert viewer.reviewer.chart.outputs[0]["data"]["image/png"]
    assert "decision judged; it cost" in viewer.reviewer.lines.value
    assert viewer.coach_view.value == ""  # at Kyoto, before any turn
    viewer.forward()
    first = review.choices()[0]
    assert escape(first.sentence) in viewer.coach_view.value
    assert escape(first.played_label) in viewer.coach_view.value
    viewer.load(EXAMPLE)
    assert viewer.last_review is None and viewer.reviewer.chart.outputs == ()


def test_review_with_nothing_loaded_says_so():
    viewer = ReplayViewer()
    viewer.reviewer.button.click()
    assert "No game loaded yet" in viewer.message.text
