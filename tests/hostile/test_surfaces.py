"""The last hostile families (issue 43, surfaces.py): a player's view read from JSON, odd
set-ups, every widget method given odd values, and a class folder with each damaged, odd,
endless or duplicated file. ``make test`` reads 200 of the 3,000 mutated views (all of them with
TOKAIDO_FULL_SWEEPS=1, tests/sizes.py) and every case of the other three families."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.sizes import FULL, sized
from tokaido_nb.lessons.class_progress import class_html, read_class
from tokaido_nb.rules import Game, IllegalAction
from tokaido_nb.rules.game import PlayerView, ViewError
from tokaido_nb.rules.language import set_language

from . import surfaces as s

VIEWS = sized(200, 3000)


def test_every_mutated_view_is_refused_in_words_or_read_whole():
    outcomes = [s.run_view(view) for view in s.mutated_views(VIEWS)]
    wrong = sorted({o for o in outcomes if o not in ("read", "ViewError")})
    assert not wrong, wrong
    # Both outcomes occur: the mutator spoils views, and leaves some readable.
    assert outcomes.count("read") > VIEWS // 10 and outcomes.count("ViewError") > VIEWS // 2


def _view() -> dict:
    """A view of a game of 5 players in the middle of the journey, as JSON."""
    view = next(v for v in s.base_views() if v["players"] == 5 and not v["is_over"])
    return json.loads(json.dumps(view))


@pytest.mark.parametrize(
    ("spoil", "where", "words"),
    [
        (lambda v: v.update(player=7), "player", "a whole number from 0 to 4"),
        (lambda v: v["travellers"][1].update(coins="x"), "travellers[1].coins", "the text 'x'"),
        (lambda v: v["travellers"].pop(), "travellers", "holds 4 instead of 5 entries"),
        (lambda v: v.update(decision="swim"), "decision", "not one of"),
        (lambda v: v.update(scores=s.nested(3000)), "scores", "nests lists and objects"),
        (lambda v: v["kyoto"].append(10**5000), "kyoto", "digits"),
        (lambda v: v["travellers"][0].update(name="\ud800"), "travellers[0].name", "surrogate"),
        (lambda v: v.update(extra=1), "extra", "unknown key 'extra'"),
        (lambda v: v.pop("turns"), "turns", "has no 'turns'"),
        (lambda v: v["legal_actions"].append({"type": "fly"}), "legal_actions", "'fly'"),
        (lambda v: v.update(unseen={"meal": [["sushi", 1], ["sushi", 2]]}), "unseen", "sushi"),
        (lambda v: v["travellers"][2].update(index=0), "travellers[2].index", "does not agree"),
    ],
)
def test_a_spoiled_view_is_refused_by_one_sentence_naming_its_key(spoil, where, words):
    view = _view()
    spoil(view)
    with pytest.raises(ViewError, match=words) as refused:
        PlayerView.from_json(view)
    assert refused.value.where is not None and refused.value.where.startswith(where)
    assert where in str(refused.value) or where == "extra"
    assert "\n" not in str(refused.value)


def test_a_view_s_refusal_is_in_the_language_spoken():
    view = _view()
    view["player"] = 9
    try:
        set_language("fr")
        with pytest.raises(ViewError, match="il faut un nombre entier de 0 à 4"):
            PlayerView.from_json(view)
    finally:
        set_language("en")


def test_a_view_read_from_python_values_reads_back_as_json():
    view = _view()
    view["scores"] = tuple(view["scores"])  # a tuple where JSON has a list
    back = PlayerView.from_json(view)
    assert back.to_json()["scores"] == list(view["scores"])
    assert PlayerView.from_json(json.loads(json.dumps(back.to_json()))) == back


def test_every_odd_set_up_is_refused_in_words_or_plays():
    outcomes = [(each, s.run_setup(*each)) for each in s.setups()]
    wrong = [(repr(each)[:60], o) for each, o in outcomes if o not in ("clean", "IllegalAction")]
    assert not wrong, wrong
    with pytest.raises(IllegalAction, match=r"variants is a list of names.*\[\['gastronomy'\]\]"):
        Game(4, variants=[["gastronomy"]])
    with pytest.raises(IllegalAction, match=r"expansions is a list of names"):
        Game(4, expansions=[["crossroads"]])
    with pytest.raises(IllegalAction, match="names is a list"):
        Game(4, names="abcd")  # not four one-letter names
    assert Game(4, variants={"gastronomy"}).variants == ("gastronomy",)


@pytest.fixture
def in_a_scratch_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Widgets that write (a table's save, a progress export) write here."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("TOKAIDO_NB_DATA", str(tmp_path / "data"))
    return tmp_path


@pytest.mark.slow  # a few seconds: twenty widgets built (scheduled early, beside the long ones)
def test_every_widget_method_refuses_odd_values_on_screen(in_a_scratch_folder):
    # One odd value per argument in make test (each value on some), all of them in the full
    # sweep.
    calls = s.widget_calls(sample=not FULL)
    outcomes = [s.run_widget_call(*call) for call in calls]
    wrong = sorted({o for o in outcomes if not s.WIDGET_OUTCOMES(o)})
    assert not wrong, wrong
    assert len({call[:3] for call in calls}) > 50  # every argument of every widget method


@pytest.mark.parametrize("players", [2.5, None])
def test_a_score_sheet_for_odd_players_is_made_for_four_and_says_why(players):
    from tokaido_nb.widgets import ScoreSheetForm

    form = ScoreSheetForm(players)
    assert form.count == 4 and "2 to 5 players" in form.message.text


def test_a_strategy_lab_asked_for_crossroads_x_starts_without_and_says_why():
    from tokaido_nb.widgets import StrategyLab

    lab = StrategyLab(games=10, crossroads="yes")
    assert lab.crossroads_box.value is False
    assert "crossroads is True or False, not 'yes'" in lab.message.text


@pytest.mark.parametrize("case", sorted(s.CLASS_CASES))
def test_a_class_folder_with_one_odd_file_still_counts_the_others(tmp_path, finishes, case):
    s.class_folder(tmp_path, case)
    assert finishes(lambda: s.run_class_case(tmp_path, case), seconds=10) == "clean"


def test_two_exports_under_one_name_are_both_shown_and_flagged(tmp_path):
    s.class_folder(tmp_path, "same name, other case and spaces")
    result = read_class(tmp_path)
    assert sorted(each.learner for each in result.learners) == ["Aiko", "Ben", "Chiyo", "aIKO"]
    (flagged,) = result.duplicates.values()
    assert sorted(each.source for each in flagged) == ["a.json", "progress-Aiko.json"]
    page = class_html(result)
    assert "Exported under one name more than once" in page
    assert "a.json" in page and "progress-Aiko.json" in page


def test_codes_that_are_not_text_are_refused_by_name(tmp_path):
    s.class_folder(tmp_path, "code good")
    result = read_class(tmp_path, codes=[5, None, "  ", "TKD1.@@"])
    assert len(result.learners) == 4
    assert [name for name, _why in result.refused] == ["code 1", "code 2", "code 4"]
