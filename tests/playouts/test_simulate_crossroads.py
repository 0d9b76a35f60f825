"""``simulate --crossroads``: the expansion at 2 to 5 players, and a summary that counts the
Crossroads choices (``crossroads_counts``), the same from the same seed."""

from __future__ import annotations

import argparse
import dataclasses
import json
from collections import Counter

import pytest

from tokaido_nb import cli_simulate
from tokaido_nb.bots import GreedyBot
from tokaido_nb.rules import data, words
from tokaido_nb.simulate import Summary, crossroads_counts, game_seeds, play_game, simulate


def _run(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    cli_simulate.add_arguments(parser)
    args = parser.parse_args([*argv, "--jobs", "1", "--quiet"])
    return args.run(args)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_command_line_plays_crossroads_and_counts_the_choices(players: int, capsys):
    argv = ["--players", str(players), "--games", "4", "--seed", "3", "--json", "--crossroads"]
    assert _run(argv) == 0
    first = json.loads(capsys.readouterr().out)
    assert first["expansions"] == ["crossroads"]
    choices = first["crossroads"]
    stops = sum(n for key, n in choices.items() if key.split(":")[0] in _STOPS)
    assert stops >= 4 * players * 5  # every player stops at least five times a journey
    assert any(key.endswith(":option") for key in choices)
    assert _run(argv) == 0
    assert json.loads(capsys.readouterr().out)["crossroads"] == choices  # the same from a seed


def test_the_counts_are_those_of_the_games_played():
    summary = simulate(3, players=3, seed=5, bots=GreedyBot, expansions=["crossroads"])
    games = [
        play_game(3, seed, [GreedyBot(seed * 8 + s) for s in range(3)], expansions=["crossroads"])
        for seed in game_seeds(5, 3)
    ]
    total = sum((crossroads_counts(g) for g in games), start=Counter())
    assert summary.crossroads() == dict(sorted(total.items()))
    # Each player's stop but an inn is counted once, as base, option or both.
    turns = [
        t for g in games for t in g.turns if t["player"] < 3 and data.BOARD[t["to"]][0] != "inn"
    ]
    assert sum(n for key, n in total.items() if key.split(":")[0] in _STOPS) == len(turns)
    options = sum(1 for t in turns if "option" in t and "both" not in t)
    assert sum(n for key, n in total.items() if key.endswith(":option")) == options


def test_one_players_counts_are_a_part_of_the_whole():
    game = play_game(4, 8, [GreedyBot(s) for s in range(4)], expansions=["crossroads"])
    parts = [crossroads_counts(game, player) for player in range(4)]
    whole = crossroads_counts(game)
    assert sum(parts, start=Counter()) == whole


def test_without_crossroads_nothing_is_counted_and_the_table_says_nothing(capsys):
    assert _run(["--players", "3", "--games", "2", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["crossroads"] == {}
    assert _run(["--players", "3", "--games", "2", "--crossroads"]) == 0
    table = capsys.readouterr().out
    assert "Crossroads choice" in table and "panorama:base" in table


def test_a_crossroads_traveller_can_be_given(capsys):
    argv = ["--players", "2", "--games", "2", "--json", "--crossroads"]
    assert _run([*argv, "--travellers", "kita,jirocho"]) == 0
    assert set(json.loads(capsys.readouterr().out)["travellers"]) == {"kita", "jirocho"}


_STOPS = ("panorama", "hot_spring", "farm", "temple", "village", "encounter")


def test_the_choice_of_nothing_is_named_in_words_in_the_table():
    summary = simulate(2, players=3, seed=1, expansions=["crossroads"], workers=1)
    nothing = (("calligraphy:none", 2), ("jirocho bet:none", 1), ("legendary:none", 1))
    results = [dataclasses.replace(r, crossroads=r.crossroads + nothing) for r in summary.results]
    table = Summary(results, study=summary.study, seed=1, seconds=1.0).table()
    rows = table.split("Crossroads choice", 1)[1].splitlines()
    assert not [row for row in rows if ":none" in row]
    assert any(row.startswith("calligraphy: option taken, none bought   ") for row in rows)
    assert any(row.startswith("legendary: option taken, none bought   ") for row in rows)
    assert any(row.startswith("jirocho bet: no bet   ") for row in rows)
    assert summary.to_json()["crossroads"] == summary.crossroads()  # the keys stay as they are
    # Every pile whose choice of nothing crossroads_counts counts has its words.
    assert {key.split(":")[0] for key, _ in nothing} == set(words.CHOSE_NOTHING)
