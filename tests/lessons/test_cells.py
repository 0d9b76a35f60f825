"""One way to try an action and show its refusal, and one for an editable cell's mistake
(lessons/cells.py)."""

from __future__ import annotations

from tokaido_nb.lessons import attempt, refusals_in_words
from tokaido_nb.rules import Game, Move


def three() -> Game:
    return Game(3, travellers=["kinko", "satsuki", "umegae"], names=["Aiko", "Ben", "Chiyo"],
                kyoto=[0, 1, 2])  # fmt: skip


def test_an_action_the_rules_allow_is_played_and_said_in_words(capsys):
    game = three()
    attempt(game, Move(4))
    assert capsys.readouterr().out == "Played: Stop at 4 · paddy field.\n"
    assert game.position(2) == 4


def test_a_refused_action_prints_one_line_with_its_rule_and_leaves_the_game(capsys):
    game = three()
    before = game.snapshot()
    attempt(game, Move(20))
    out = capsys.readouterr().out
    assert out.startswith("Refused (road.inn_stop): ") and out.count("\n") == 1
    assert game.snapshot() == before


def test_an_editable_cell_s_mistake_prints_the_same_one_line_refusal(capsys):
    with refusals_in_words():
        Game(4, kyoto=[2, 0, 3, 3])
    out = capsys.readouterr().out
    assert out.startswith("Refused (") and out.count("\n") == 1


def test_a_scoring_mistake_in_an_editable_cell_is_refused_in_words(capsys):
    from tokaido_nb.scoring import souvenir_points

    with refusals_in_words():
        souvenir_points(["Food", "food"])
    assert capsys.readouterr().out.startswith("Refused: 'Food' is not a souvenir family")


def test_a_good_editable_cell_runs_to_its_end(capsys):
    with refusals_in_words():
        print("all good")
    assert capsys.readouterr().out == "all good\n"
