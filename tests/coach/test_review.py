"""``review``: a known blunder is named by its turn, a record is reviewed like the game it tells,
the losses add up, and the Board Game Arena records can be reviewed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.record.bundles import unpack_bundle
from tokaido_nb.__main__ import main
from tokaido_nb.bots import GreedyBot
from tokaido_nb.coach import MISTAKE, Budget, review
from tokaido_nb.record import write_record
from tokaido_nb.rules import Game, Move

from .conftest import TINY


def game_with_a_blunder() -> tuple[Game, int]:
    """Sixteen turns of greedy play in which player 1 (Hirotada), at his first move, walks
    straight to the inn at 14, passing every stop on the way for nothing. Returns the game and
    the turn of the blunder."""
    game = Game(
        4, travellers=["kinko", "hirotada", "umegae", "chuubei"], kyoto=[0, 1, 2, 3], seed=9
    )
    bots = [GreedyBot(seed=p) for p in range(4)]
    blunder = 0
    while len(game.turns) < 16:
        if game.decision == "move" and game.to_move == 1 and not blunder:
            assert game.legal_stops()[0] < 5  # near stops were open to him
            blunder = len(game.turns) + 1
            game.play(Move(14))
        else:
            game.play(bots[game.to_move](game))
    return game, blunder


@pytest.fixture(scope="module")
def blundered() -> tuple[Game, int]:
    return game_with_a_blunder()


def test_the_review_names_the_turn_of_a_known_blunder(blundered) -> None:
    game, turn = blundered
    result = review(game, "quick", players=[1])
    (hirotada,) = result.players
    worst = hirotada.mistakes()[0]
    assert (worst.turn, worst.played, worst.decision) == (turn, Move(14), "move")
    assert worst.best != Move(14) and worst.lost >= 5 * MISTAKE
    assert worst.sentence.endswith(".") and "was worth about" in worst.sentence
    assert any(
        line.startswith(f"  Turn {turn}, move: played Stop at 14 · Inn 1, \N{MINUS SIGN}")
        for line in result.lines()
    )


def test_the_costs_add_up_turn_by_turn(blundered) -> None:
    game, _ = blundered
    result = review(game, Budget(rollouts=2, most=4, screen=1, candidates=1))
    assert [p.player for p in result.players] == [0, 1, 2, 3]
    for p in result.players:
        assert p.cost == pytest.approx(sum(cost for _, cost in p.by_turn()))
        assert p.lost == pytest.approx(sum(c.lost for c in p.choices))
        assert all(c.lost >= 0 and c.player == p.player for c in p.choices)
        turns = [turn for turn, _ in p.by_turn()]
        assert turns == sorted(set(turns))
    assert [c.number for c in result.choices()] == sorted(c.number for c in result.choices())
    assert not result.over and all(p.score is None for p in result.players)


def test_a_record_is_reviewed_like_the_game_it_tells(blundered, tmp_path: Path) -> None:
    game, _ = blundered
    record = write_record(game)
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    expected = review(game, TINY, players=[1])
    assert review(record, TINY, players=[1]) == expected
    assert review(path, TINY, players=[1]) == expected


def test_an_unknown_player_is_refused_in_words(blundered) -> None:
    with pytest.raises(ValueError, match="there is no player 7 in this game: players are 0 to 3"):
        review(blundered[0], TINY, players=[7])


def test_a_board_game_arena_record_is_reviewed_to_its_result(tmp_path) -> None:
    # The first game of the bundled conformance folder, as the file a player would give.
    path = sorted(unpack_bundle("bga-4p-base", tmp_path, every=624).glob("*.json"))[0]
    seen = []
    result = review(path, TINY, players=[2], progress=lambda done, total: seen.append(total))
    (player,) = result.players
    record = json.loads(path.read_text())
    assert result.over and player.score == record["result"]["scores"][2]
    assert len(player.choices) == len(seen) == seen[0] > 15
    assert player.rank in (1, 2, 3, 4)


# ---------------------------------------------------------------------------------- command line
def test_the_command_reviews_a_saved_game_and_a_record(blundered, tmp_path, capsys) -> None:
    game, turn = blundered
    saved = tmp_path / "saved.json"
    saved.write_text(game.dumps())
    (tmp_path / "record.json").write_text(json.dumps(write_record(game)))
    assert main(["review", str(tmp_path), "--player", "2", "--strength", "quick"]) == 0
    out = capsys.readouterr().out.splitlines()
    headings = [line for line in out if line.endswith(" s") and ": 4 players, 16 turns" in line]
    assert len(headings) == 2
    assert sum(line.startswith("  Player 2 (Hirotada), still on the road. ") for line in out) == 2
    assert sum(line.startswith(f"    Turn {turn}, move: played Stop at 14") for line in out) == 2
    assert out[-1].startswith("2 games reviewed, 0 failed (")


def test_the_command_explains_bad_input_without_a_traceback(blundered, tmp_path, capsys) -> None:
    game, _ = blundered
    (tmp_path / "saved.json").write_text(game.dumps())
    (tmp_path / "broken.json").write_text("{")
    assert main(["review", str(tmp_path / "saved.json"), "--player", "9"]) == 1
    assert "there is no player 9: this game has players 1 to 4" in capsys.readouterr().out
    with pytest.raises(SystemExit) as stopped:
        main(["review", str(tmp_path / "saved.json"), "--player", "0"])
    assert stopped.value.code == 2
    assert "players are counted from 1 (the first player of the game): not '0'" in (
        capsys.readouterr().err
    )
    assert main(["review", str(tmp_path / "broken.json"), "--strength", "quick"]) == 1
    assert "broken.json: cannot be reviewed: not valid JSON" in capsys.readouterr().out
    assert main(["review", str(tmp_path / "missing.json")]) == 2
    missing = capsys.readouterr()
    assert missing.err == f"review: {tmp_path / 'missing.json'}: no such file or folder\n"
    assert missing.out == ""  # a path not found is no game: nothing is counted
    # A path not found is an error (exit 2), and the other paths are still reviewed.
    assert main(["review", str(tmp_path / "none"), str(tmp_path / "broken.json")]) == 2
    both = capsys.readouterr()
    assert f"review: {tmp_path / 'none'}: no such file or folder" in both.err
    assert "broken.json: cannot be reviewed: not valid JSON" in both.out
    assert both.out.splitlines()[-1].startswith("0 games reviewed, 1 failed (")


# ---------------------------------------------------------------------------------- the numbers
MINUS = "\N{MINUS SIGN}"


def _shown_points(text: str) -> float:
    """The number of points a review line gives after its minus sign or ``cost``."""
    import re

    found = re.search(r"(\d+(?:\.\d)?) points?", text)
    assert found, text
    return float(found.group(1))


def test_a_players_total_is_the_sum_of_what_each_decision_cost(blundered) -> None:
    game, _ = blundered
    result = review(game, "quick", players=[1])
    (hirotada,) = result.players
    costly = hirotada.costly()
    assert costly and all(c.cost > 0 and not c.live for c in costly)
    lines = result.lines(most=len(costly))
    shown = [line for line in lines if line.startswith("  Turn ")]
    assert len(shown) == len(costly)
    each = [_shown_points(line.split(MINUS, 1)[1]) for line in shown]
    total = _shown_points(lines[0].split("together they cost ", 1)[1])
    assert total == pytest.approx(sum(each), abs=0.05 * len(each) + 0.05)
    assert total == pytest.approx(hirotada.cost)
    # Fewer lines than costly decisions: the rest is said with its own total.
    if len(costly) > 1:
        short = result.lines(most=1)
        rest = [line for line in short if line.startswith("  and ")]
        assert len(rest) == 1
        first = _shown_points(short[1].split(MINUS, 1)[1])
        assert first + _shown_points(rest[0]) == pytest.approx(total, abs=0.15)


def test_a_good_move_costs_nothing_in_the_review(blundered) -> None:
    game, _ = blundered
    result = review(game, "quick", players=[1])
    for choice in result.players[0].choices:
        good = choice.sentence.startswith("Good move")
        assert (choice.cost == 0) == good, choice


def test_the_review_keeps_the_verdicts_given_during_the_game(blundered) -> None:
    from tokaido_nb.coach import advise, verdict
    from tokaido_nb.coach.review import decisions

    game, turn = blundered
    given = {}
    for n, (position, played) in enumerate(decisions(game)):
        if position.to_move == 1 and len(position.legal_actions()) > 1 and not given:
            # Judged at another strength and seed than the review's own: kept all the same.
            given[n] = verdict(advise(position.copy(), TINY, seed=99), played)
    result = review(game, "quick", players=[1], verdicts=given)
    choices = {c.number: c for c in result.players[0].choices}
    for n, said in given.items():
        assert choices[n].live and choices[n].sentence == said.sentence
        assert choices[n].lost == pytest.approx(said.lost)
    assert sum(c.live for c in choices.values()) == len(given)
    lines = result.lines()
    assert len(choices) == 2  # one kept, one judged for the review
    assert "The verdict given during the game is kept as it was." in lines
    assert lines[-1].startswith("One decision was judged for this review, on other deals")
    # A verdict given for another action than the one in the history is not taken.
    n = next(iter(given))
    other = review(game, "quick", players=[1], verdicts={n + 1000: given[n]})
    assert not any(c.live for c in other.players[0].choices)
