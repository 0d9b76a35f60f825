"""tokaido_nb.simulate and ``python -m tokaido_nb simulate``: many games, one summary."""

from __future__ import annotations

import argparse
import concurrent.futures
import dataclasses
import json

import pytest

from tokaido_nb import cli_simulate
from tokaido_nb.rules import OFFICIAL, Eat, Game, IllegalAction
from tokaido_nb.rules.state import CATEGORIES
from tokaido_nb.simulate import (
    GameResult,
    RandomBot,
    bot_seed,
    game_seeds,
    play_game,
    simulate,
)


def test_the_random_bot_chooses_a_legal_action_with_its_own_generator():
    game = Game(4, seed=2)
    one, two = RandomBot(9), RandomBot(9)
    for _ in range(20):
        action = one(game)
        assert action in game.legal_actions()
        assert two(game) == action
        game.play(action)


def test_play_game_ends_the_journey_with_one_policy_for_every_seat():
    game = play_game(3, 4, RandomBot(1))
    assert game.is_over()
    assert len(game.winners()) >= 1


def test_play_game_asks_the_policy_of_the_player_who_decides():
    asked = []

    def seat(index):
        bot = RandomBot(index)

        def policy(game):
            asked.append((index, game.to_move))
            return bot(game)

        return policy

    play_game(2, 3, [seat(0), seat(1)])
    assert asked and all(index == to_move for index, to_move in asked)
    assert {index for index, _ in asked} == {0, 1}


def test_play_game_refuses_an_illegal_action_from_a_policy():
    with pytest.raises(IllegalAction):
        play_game(3, 1, lambda game: Eat("fugu"))


def test_play_game_wants_one_policy_per_player():
    with pytest.raises(ValueError, match="one policy per player"):
        play_game(3, 1, [RandomBot(0)] * 2)


def test_play_game_with_given_travellers_and_variants():
    game = play_game(
        2,
        8,
        travellers=["kinko", "satsuki"],
        variants=["return_trip", "preparations"],
        expansions=["new_encounters"],
    )
    assert [t.key for t in game.travellers[:2]] == ["kinko", "satsuki"]
    assert game.is_over() and game.variants == ("preparations", "return_trip")


def test_game_seeds_are_a_stream_so_a_short_study_starts_like_a_long_one():
    assert game_seeds(5, 10) == game_seeds(5, 100)[:10]
    assert game_seeds(5, 10) != game_seeds(6, 10)
    assert len(set(game_seeds(5, 1000))) == 1000


def test_simulate_counts_every_game_and_every_win():
    summary = simulate(60, players=3, seed=1)
    assert summary.games == 60 and len(summary.results) == 60
    wins = summary.wins()
    assert sum(wins) == 60 + sum(len(r.winners) - 1 for r in summary.results)
    assert summary.shared_wins() == sum(1 for r in summary.results if len(r.winners) > 1)
    assert [g["wins"] for g in summary.seats()] == wins


def test_simulate_means_match_the_games_it_played():
    summary = simulate(30, players=4, seed=2)
    scores = [s for r in summary.results for s in r.scores]
    assert summary.mean_score() == pytest.approx(sum(scores) / len(scores))
    categories = summary.categories()
    assert list(categories) == list(CATEGORIES)
    assert sum(categories.values()) == pytest.approx(summary.mean_score())
    seat_two = [r.scores[2] for r in summary.results]
    assert summary.seats()[2]["mean_score"] == pytest.approx(sum(seat_two) / 30)


def test_simulate_summarises_each_traveller_it_saw():
    summary = simulate(40, players=5, seed=3)
    travellers = summary.travellers()
    assert sum(g["games"] for g in travellers.values()) == 200
    assert sum(g["wins"] for g in travellers.values()) == sum(summary.wins())
    kinko = [
        r.scores[p] for r in summary.results for p, key in enumerate(r.travellers) if key == "kinko"
    ]
    assert travellers["kinko"]["mean_score"] == pytest.approx(sum(kinko) / len(kinko))


def test_simulate_counts_start_places_from_the_road():
    summary = simulate(20, players=2, seed=4)  # two players and the neutral: three places
    places = summary.start_places()
    assert [g["start_place"] for g in places] == [1, 2, 3]
    assert sum(g["games"] for g in places) == 40


def test_the_initiatory_journey_is_summarised_without_travellers():
    summary = simulate(10, players=3, seed=5, variants=["initiatory"])
    assert list(summary.travellers()) == ["none"]


def test_simulate_is_reproducible_and_its_games_replay_from_their_seeds():
    first = simulate(15, players=4, seed=7, expansions=["new_encounters"])
    second = simulate(15, players=4, seed=7, expansions=["new_encounters"])
    assert first.results == second.results
    game = play_game(4, first.results[3].seed, expansions=["new_encounters"])
    assert GameResult.of(game) == first.results[3]


def test_simulate_gives_the_same_results_on_a_process_pool():
    serial = simulate(24, players=3, seed=8, variants=["gastronomy"])
    with concurrent.futures.ProcessPoolExecutor(2) as executor:
        spread = simulate(24, players=3, seed=8, variants=["gastronomy"], executor=executor)
    assert spread.results == serial.results


def test_simulate_sends_changed_rules_to_worker_processes():
    rules = dataclasses.replace(OFFICIAL, meal_points=10)
    serial = simulate(6, players=2, seed=9, rules=rules)
    with concurrent.futures.ProcessPoolExecutor(1) as executor:
        spread = simulate(6, players=2, seed=9, rules=rules, executor=executor, chunk_size=4)
    assert spread.results == serial.results
    assert all(b["meals"] % 10 == 0 for r in serial.results for b in r.breakdowns)
    assert serial.to_json()["rules"]["meal_points"] == 10


def test_simulate_reports_progress_game_by_game_or_chunk_by_chunk():
    done = []
    simulate(7, players=2, seed=1, progress=done.append)
    assert done == [1] * 7
    done.clear()
    with concurrent.futures.ThreadPoolExecutor(2) as executor:
        simulate(7, players=2, seed=1, executor=executor, chunk_size=3, progress=done.append)
    assert sorted(done) == [1, 3, 3]


def test_simulate_plays_the_bots_it_is_given():
    made = []

    def maker(seed):
        made.append(seed)
        return RandomBot(seed)

    summary = simulate(3, players=2, seed=2, bots=[maker, RandomBot])
    seeds = [r.seed for r in summary.results]
    assert made == [bot_seed(s, 0) for s in seeds]
    default = simulate(3, players=2, seed=2)
    assert default.results == summary.results  # the default bots are exactly these


def test_simulate_refuses_a_bad_set_up_before_playing():
    with pytest.raises(IllegalAction, match="2 to 5 players"):
        simulate(5, players=6)
    with pytest.raises(ValueError, match="one bot per player"):
        simulate(5, players=3, bots=[RandomBot])


def test_summary_json_holds_the_figures_a_lesson_shows():
    summary = simulate(10, players=4, seed=1)
    data = json.loads(json.dumps(summary.to_json()))
    assert data["games"] == 10 and data["players"] == 4 and data["seed"] == 1
    assert data["games_per_second"] > 0 and data["decisions_per_second"] > 0
    assert len(data["seats"]) == 4 and data["seats"][0]["seat"] == 0
    assert set(data["categories"]) == set(CATEGORIES)
    assert sum(data["wins"]) >= 10


def _run(argv):
    parser = argparse.ArgumentParser()
    cli_simulate.add_arguments(parser)
    args = parser.parse_args(argv)
    return args.run(args)


def test_the_command_line_prints_a_json_summary(capsys):
    assert _run(["--players", "4", "--games", "20", "--seed", "1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 20 and data["players"] == 4 and data["seed"] == 1
    assert data["wins"] == simulate(20, players=4, seed=1).wins()


def test_the_command_line_prints_a_table_by_default(capsys):
    assert _run(["--players", "3", "--games", "5"]) == 0
    out = capsys.readouterr().out
    assert "games/s" in out and "Player 3" in out and "souvenirs" in out


def test_the_command_line_takes_variants_and_the_new_encounters(capsys):
    argv = ["--players", "2", "--games", "5", "--json", "--new-encounters"]
    argv += ["--variants", "return_trip,gastronomy", "--variants", "preparations"]
    assert _run(argv) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["variants"] == ["gastronomy", "preparations", "return_trip"]
    assert data["expansions"] == ["new_encounters"]


def test_the_command_line_plays_on_worker_processes(capsys):
    assert _run(["--players", "2", "--games", "6", "--jobs", "2", "--json"]) == 0
    spread = json.loads(capsys.readouterr().out)
    assert spread["wins"] == simulate(6, players=2, seed=0).wins()


def test_the_command_line_gives_travellers_to_the_players(capsys):
    assert _run(["--players", "2", "--games", "3", "--travellers", "kinko,umegae", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data["travellers"]) == {"kinko", "umegae"}


def test_the_command_line_refuses_an_unknown_variant(capsys):
    with pytest.raises(SystemExit):
        _run(["--variants", "crossroads"])
    assert "unknown name 'crossroads'" in capsys.readouterr().err


def test_the_command_line_explains_a_bad_set_up(capsys):
    assert _run(["--players", "3", "--games", "2", "--travellers", "kinko"]) == 2
    assert "one traveller per player" in capsys.readouterr().err.lower()


def test_python_m_tokaido_nb_simulate_runs_the_subcommand(capsys):
    """The documented command, through the package's entry point."""
    from tokaido_nb.__main__ import main

    assert main(["simulate", "--players", "4", "--games", "12", "--seed", "1", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["games"] == 12 and len(data["seats"]) == 4
