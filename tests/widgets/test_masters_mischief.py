"""The widgets of chapter 18 tried by a careless and a mischievous learner: files that are no
record, records the rules refuse midway, a seat with nothing to guess, clicks twice and out of
turn, every theme unticked, a progress file edited by hand or one that cannot be written. Each
is said on screen in words (never a traceback) and nothing is lost: the game being guessed, the
puzzle on show and the ratings stay. Also the score sentence at every count, and the seats named
in the lesson's language."""

from __future__ import annotations

import datetime
import json
import re
from pathlib import Path

import pytest

from tests.widgets.masters_widgets import SMALL, TINY, state
from tokaido_nb.lessons import progress as store
from tokaido_nb.record import write_record
from tokaido_nb.rules import Game, Move
from tokaido_nb.rules.language import set_language
from tokaido_nb.widgets.guess_the_move import GuessTheMoveWidget, _match_words
from tokaido_nb.widgets.puzzle_trainer import PuzzleTrainer

# A fresh, empty data directory for the progress file in every test (conftest.py).
pytestmark = pytest.mark.usefixtures("progress_dir")


def upload(widget: GuessTheMoveWidget, name: str, content: bytes) -> None:
    when = datetime.datetime(2026, 1, 1, tzinfo=datetime.UTC)
    file = {"name": name, "type": "application/json", "size": len(content)}
    widget.upload.value = ({**file, "content": memoryview(content), "last_modified": when},)


def spoiled(record: dict, change) -> bytes:
    copy = json.loads(json.dumps(record))
    change(copy)
    return json.dumps(copy).encode()


def _midway(record: dict) -> None:
    record["turns"][40]["to"] = 0  # back to Kyoto on turn 41: the rules refuse it


BAD_UPLOADS = {
    "text": (lambda r: b"this is not a record", "not valid JSON"),
    "binary": (lambda r: bytes(range(256)) * 4, "it is not UTF-8 text"),
    "empty": (lambda r: b"", "it is empty: there is no JSON text in it"),
    "20 MB": (lambda r: b"[" + b"1," * 10_000_000 + b"1]", "bytes long; a game record"),
    "nested": (lambda r: b"[" * 100_000 + b"]" * 100_000, "more than 16 deep"),
    "a list": (lambda r: b"[1, 2]", "a game record is a JSON object, not a list"),
    "players as text": (
        lambda r: spoiled(r, lambda c: c.__setitem__("players", "four")),
        "'players' is a list",
    ),
    "turns as text": (
        lambda r: spoiled(r, lambda c: c.__setitem__("turns", "x")),
        "'turns' is a list of turns",
    ),
    "a turn's space a word": (
        lambda r: spoiled(r, lambda c: c["turns"][3].__setitem__("to", "seven")),
        "turn 4",
    ),
    "refused midway": (lambda r: spoiled(r, _midway), "turn 41"),
}


@pytest.mark.parametrize("kind", list(BAD_UPLOADS))
def test_a_bad_upload_is_said_on_screen_and_the_game_being_guessed_is_kept(
    guessing, crossroads, kind
) -> None:
    content, said = BAD_UPLOADS[kind]
    before = state(guessing)
    upload(guessing, f"{kind}.json", content(crossroads))
    text = guessing.message.text
    assert text.startswith(f"Could not load {kind}.json: ") and said in text, text
    assert "You are still guessing the game." in text and "Traceback" not in text
    assert "tokaido-message-refusal" in guessing.message._dom_classes
    assert state(guessing) == before and guessing.upload.value == ()


def _one_move_game() -> dict:
    game = Game(3, travellers=["kinko", "umegae", "mitsukuni"], kyoto=[0, 1, 2])
    game.play(Move(4))
    return write_record(game)


def test_a_seat_with_no_decision_is_refused_and_the_seat_guessed_stays(guessing) -> None:
    before = state(guessing)
    assert guessing.load(_one_move_game(), seat=0, name="short.json") is False
    text = guessing.message.text
    assert text.startswith("Player 1 (Kinko) has no decision to guess in short.json")
    assert "You are still guessing the game." in text
    assert state(guessing) == before
    # The same from the list of seats of a game on show: the list comes back to the seat.
    widget = GuessTheMoveWidget(_one_move_game(), name="short.json", strength=TINY)
    assert widget.walk.seat == 2 and widget.walk.decisions == 1  # who moved first
    widget.seat_box.value = 1
    assert "Player 2 (Umegae) has no decision to guess" in widget.message.text
    assert widget.walk.seat == 2 and widget.seat_box.value == -1


def test_clicks_twice_and_after_the_end_count_one_guess_each(crossroads) -> None:
    widget = GuessTheMoveWidget(crossroads, strength=TINY)
    first = widget.choices.buttons[0]
    first.click()
    first.click()  # the second click of a double click reaches a button no longer offered
    assert widget.walk.guessed == 1
    widget.choices.buttons[-1].click()
    assert widget.walk.guessed == 2
    widget.restart()
    assert widget.walk.guessed == 0 and "No guess yet" in widget.score_text
    first.click()  # a button of the walk before "Start again"
    assert widget.walk.guessed == 0


def test_the_score_sentence_reads_well_at_every_count() -> None:
    assert _match_words(1, 1) == "Your first guess matched the real player."
    assert _match_words(0, 1) == "Your first guess did not match the real player."
    assert _match_words(0, 2) == "None of your 2 guesses matched the real player."
    assert _match_words(1, 5) == "1 of your 5 guesses matched the real player."
    assert _match_words(3, 5) == "3 of your 5 guesses matched the real player."
    try:
        set_language("fr")
        assert _match_words(1, 1) == "Ta première proposition est le coup du vrai joueur."
        assert _match_words(0, 1) == "Ta première proposition n'est pas le coup du vrai joueur."
        assert _match_words(0, 3) == "Tu n'as vu juste sur aucune de tes 3 propositions."
        assert _match_words(1, 5) == "Tu as vu juste 1 fois sur 5 propositions."
        set_language("pl")
        assert _match_words(0, 1) == "Twój pierwszy typ nie zgadza się z prawdziwym ruchem."
        assert _match_words(1, 5) == "1 z 5 twoich typów zgadza się z prawdziwym ruchem."
        assert _match_words(3, 5) == "3 z 5 twoich typów zgadzają się z prawdziwym ruchem."
        assert _match_words(5, 7) == "5 z 7 twoich typów zgadza się z prawdziwym ruchem."
        assert _match_words(22, 30) == "22 z 30 twoich typów zgadzają się z prawdziwym ruchem."
    finally:
        set_language(None)


@pytest.mark.parametrize(("language", "seat"), [("fr", "Joueur"), ("pl", "Gracz")])
def test_the_seats_are_named_in_the_lesson_s_language(crossroads, language, seat) -> None:
    """Records name their seats "Player N"; in a French or Polish lesson the widgets never
    show that English default."""
    try:
        set_language(language)
        guess = GuessTheMoveWidget(crossroads, strength=TINY)
        guess.choices.buttons[0].click()
        trainer = PuzzleTrainer(SMALL)
        trainer.choices.buttons[0].click()
        shown = " ".join(
            [guess.heading.value, guess.message.text, guess.result.value, guess.view.value]
            + [str(label) for label, _value in guess.seat_box.options]
            + [trainer.heading.value, trainer.picture.value, trainer.after.value]
        )
    finally:
        set_language(None)
    assert not re.search(r"Player \d", shown)
    assert re.search(rf"{seat} \d", shown)


# ------------------------------------------------------------------------ the puzzle trainer
def test_next_before_answering_says_so_and_keeps_the_puzzle() -> None:
    trainer = PuzzleTrainer(SMALL)
    puzzle, buttons = trainer.puzzle, trainer.choices.buttons
    trainer.next_button.click()
    assert trainer.puzzle is puzzle and trainer.choices.buttons is buttons
    assert trainer.message.text.startswith("Answer this puzzle first")
    assert store.load().puzzles.answered == {}


def test_an_answer_counts_once_whatever_is_clicked_after_it() -> None:
    trainer = PuzzleTrainer(SMALL)
    puzzle = trainer.puzzle
    first = trainer.choices.buttons[0]
    first.click()
    first.click()  # a double click
    rating = store.load().puzzles.rating
    for button in trainer.choices.buttons:  # the answers shown after, greyed out
        assert button.disabled
        button.click()
    trainer.answer(trainer.choices.buttons[-1].description)
    saved = store.load().puzzles
    assert list(saved.answered) == [puzzle.id] and saved.rating == rating
    # A double click on Next gives one new puzzle, and keeps it.
    trainer.next_button.click()
    after = trainer.puzzle
    trainer.next_button.click()
    assert after.id != puzzle.id and trainer.puzzle is after
    assert trainer.message.text.startswith("Answer this puzzle first")


def test_unticking_every_theme_says_so_and_keeps_the_puzzle() -> None:
    trainer = PuzzleTrainer(SMALL)
    boxes = list(trainer.theme_boxes.values())
    for box in boxes[:-1]:  # a puzzle of a theme unticked gives way to one of a theme ticked
        box.value = False
    puzzle, buttons = trainer.puzzle, trainer.choices.buttons
    boxes[-1].value = False
    assert trainer.message.text.startswith("No theme is ticked")
    assert trainer.puzzle is puzzle and trainer.choices.buttons is buttons
    trainer.choices.buttons[0].click()  # the puzzle on show can still be answered
    assert puzzle.id in store.load().puzzles.answered
    trainer.next_button.click()
    assert trainer.message.text == "Tick at least one theme to get a puzzle."


def _answered_file(progress_dir: Path) -> dict:
    trainer = PuzzleTrainer(SMALL)
    trainer.choices.buttons[0].click()
    return json.loads((progress_dir / "progress.json").read_text())


HAND_EDITS = {
    "rating NaN": (lambda t: t.replace('"mu": ', '"mu": NaN, "x": ', 1), "NaN is not a number"),
    "rating Infinity": (
        lambda t: re.sub(r'"mu": [-\d.]+', '"mu": Infinity', t, count=1),
        "Infinity",
    ),
    "rating huge": (lambda t: re.sub(r'"mu": [-\d.]+', '"mu": 1e300', t, count=1), "not a rating"),
    "sigma negative": (
        lambda t: re.sub(r'"sigma": [\d.]+', '"sigma": -1', t, count=1),
        "a puzzle rating in it is not a rating",
    ),
    "rating text": (lambda t: re.sub(r'"mu": [-\d.]+', '"mu": "25"', t, count=1), "not a rating"),
    "tries Infinity": (
        lambda t: t.replace('"exercises": {}', '"exercises": {"01.a": {"tries": 1e999}}'),
        "the number 1e999 is too large",
    ),
    "tries text": (
        lambda t: t.replace('"exercises": {}', '"exercises": {"01.a": {"tries": "2"}}'),
        "its number of tries at the exercise '01.a' is not a count",
    ),
    "a puzzle twice": (
        lambda t: t.replace('"answered": {', '"answered": {"x#1": 0, "x#1": 0, ', 1),
        "the key 'x#1' appears twice in one object",
    ),
    "version text": (
        lambda t: t.replace('"version": 3', '"version": "3"'),
        "its version is not a version of the progress file",
    ),
    "binary": (lambda t: "\udcff" + t, "it is not UTF-8 text"),
    "empty": (lambda t: "", "it is empty"),
    "nested": (lambda t: "[" * 50_000 + "]" * 50_000, "more than 16 deep"),
    "20 MB": (lambda t: t[:-2] + ', "pad": "' + "a" * 20_000_000 + '"}', "bytes long"),
}


@pytest.mark.parametrize("edit", list(HAND_EDITS))
def test_a_progress_file_edited_by_hand_is_said_and_kept_aside(progress_dir, edit) -> None:
    change, said = HAND_EDITS[edit]
    path = progress_dir / "progress.json"
    text = change(json.dumps(_answered_file(progress_dir)))
    path.write_bytes(text.encode("utf-8", "surrogateescape"))
    trainer = PuzzleTrainer(SMALL)
    assert said in trainer.message.text and "could not be read" in trainer.message.text
    assert 'role="alert"' in trainer.message.value
    assert (progress_dir / "progress.json.unreadable").read_bytes() == text.encode(
        "utf-8", "surrogateescape"
    )
    trainer.choices.buttons[0].click()  # the trainer goes on, and saves afresh
    assert len(store.load().puzzles.answered) == 1


def test_unknown_puzzles_and_odd_ratings_in_the_file_are_kept(progress_dir) -> None:
    data = _answered_file(progress_dir)
    known = next(iter(data["puzzles"]["answered"].values()))
    data["puzzles"]["answered"]["bga-4p-base/gone.json#3"] = known
    data["puzzles"]["rating"] = {"mu": -40.0, "sigma": 2.0}
    (progress_dir / "progress.json").write_text(json.dumps(data))
    trainer = PuzzleTrainer(SMALL)
    assert not trainer.progress.problem and "-40" in trainer.rating_words()
    trainer.choices.buttons[0].click()
    saved = store.load().puzzles
    assert "bga-4p-base/gone.json#3" in saved.answered and len(saved.answered) == 3


def test_a_file_from_a_newer_tokaido_nb_is_never_written_over(progress_dir) -> None:
    data = _answered_file(progress_dir)
    data["version"] = 99
    data["something new"] = [1, 2, 3]
    path = progress_dir / "progress.json"
    path.write_text(json.dumps(data))
    trainer = PuzzleTrainer(SMALL)
    assert "was saved by a newer tokaido_nb (its version 99" in trainer.message.text
    trainer.choices.buttons[-1].click()
    assert "Your rating could not be saved (a newer tokaido_nb saved" in trainer.message.text
    assert json.loads(path.read_text()) == data
    assert "after 1 puzzle" in trainer.rating_words()  # it counts in this session


def test_a_progress_file_that_is_a_folder_is_left_alone(progress_dir) -> None:
    (progress_dir / "progress.json").mkdir(parents=True)
    trainer = PuzzleTrainer(SMALL)
    assert "could not be read (Is a directory)" in trainer.message.text
    trainer.choices.buttons[0].click()
    assert "Your rating could not be saved" in trainer.message.text
    assert "after 1 puzzle" in trainer.rating_words()
    assert sorted(p.name for p in progress_dir.iterdir()) == ["progress.json"]  # no stray file


def test_a_folder_that_cannot_be_written_is_said_and_the_rating_kept(tmp_path) -> None:
    (tmp_path / "a file").write_text("not a folder")
    trainer = PuzzleTrainer(SMALL, progress_path=tmp_path / "a file" / "progress.json")
    trainer.choices.buttons[0].click()
    assert trainer.message.text.startswith("Your rating could not be saved")
    assert "after 1 puzzle" in trainer.rating_words()
    assert (tmp_path / "a file").read_text() == "not a folder"


def test_a_bad_file_that_cannot_be_kept_aside_is_left_as_it_is(progress_dir, monkeypatch):
    path = progress_dir / "progress.json"
    progress_dir.mkdir()
    path.write_text("{damaged")

    def refused(self, target):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(Path, "replace", refused)
    trainer = PuzzleTrainer(SMALL)
    assert "nor kept aside (Permission denied)" in trainer.message.text
    trainer.choices.buttons[0].click()
    assert "could not be saved" in trainer.message.text
    assert path.read_text() == "{damaged"


def test_an_exercise_checked_beside_a_newer_file_says_it_is_not_saved(progress_dir) -> None:
    from tokaido_nb.lessons import cells

    path = progress_dir / "progress.json"
    progress_dir.mkdir()
    newer = {"format": "tokaido-progress", "version": 4, "exercises": {}, "read": ["02"]}
    path.write_text(json.dumps(newer))
    said = cells._saved(lambda progress: progress.read.add("03"))
    assert said == (
        "(Your progress could not be saved: a newer tokaido_nb saved the progress file there.)"
    )
    assert json.loads(path.read_text()) == newer


def _puzzle_file(tmp_path: Path, name: str, content: bytes) -> Path:
    path = tmp_path / name
    path.write_bytes(content)
    return path


def test_a_bad_puzzle_file_is_said_on_screen(tmp_path, monkeypatch) -> None:
    import lzma

    from tokaido_nb.masters import puzzles

    # A small limit stands for the real one (64 MB), which takes seconds to compress past.
    monkeypatch.setattr(puzzles, "MAX_PUZZLE_BYTES", 100_000)

    first = SMALL.read_text().splitlines()[0]
    bad = {
        "nested.jsonl": (b"[" * 100_000 + b"]" * 100_000, "line 1: it nests lists and objects"),
        "twice.jsonl": (f"{first}\n{first}\n".encode(), "line 2: the puzzle '"),
        "nan.jsonl": (
            first.replace('"difficulty": ', '"difficulty": NaN, "x": ').encode(),
            "line 1: NaN is not a number JSON allows",
        ),
        "bomb.jsonl.xz": (lzma.compress(b" " * 200_000), "unpacks to more than 100,000 bytes"),
    }
    for name, (content, said) in bad.items():
        trainer = PuzzleTrainer(_puzzle_file(tmp_path, name, content))
        assert trainer.message.text.startswith("The puzzles could not be loaded: "), name
        assert said in trainer.message.text, trainer.message.text
        assert trainer.puzzle is None and trainer.next_button.disabled
