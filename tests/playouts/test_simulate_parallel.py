"""simulate on every core, on any executor, with a progress bar, and who plays which seat."""

from __future__ import annotations

import concurrent.futures
import functools
import json
import subprocess
import sys

import pytest

from tokaido_nb import simulate as simulate_module
from tokaido_nb.bots import GreedyBot
from tokaido_nb.rules import IllegalAction
from tokaido_nb.simulate import (
    PARALLEL_MIN_GAMES,
    RandomBot,
    available_cpus,
    bot_name,
    seat_bots,
    simulate,
)


def test_available_cpus_counts_at_least_one_processor():
    assert 1 <= available_cpus()


def test_a_process_pool_gives_the_results_of_one_process():
    serial = simulate(120, players=3, seed=4, workers=1)
    spread = simulate(120, players=3, seed=4, workers=2)
    assert serial.workers == 1 and spread.workers == 2
    assert spread.results == serial.results
    assert spread.to_json()["wins"] == serial.to_json()["wins"]


def test_greedy_bots_give_the_same_games_on_a_process_pool():
    serial = simulate(12, players=4, seed=5, bots=GreedyBot, workers=1)
    spread = simulate(12, players=4, seed=5, bots=GreedyBot, workers=2, chunk_size=5)
    assert spread.results == serial.results


def test_by_default_a_big_study_uses_every_processor(monkeypatch):
    monkeypatch.setattr(simulate_module, "available_cpus", lambda: 2)
    assert simulate(PARALLEL_MIN_GAMES, players=2, seed=1).workers == 2
    # A small study is not worth starting processes for.
    assert simulate(PARALLEL_MIN_GAMES - 1, players=2, seed=1).workers == 1


def test_bots_a_process_cannot_receive_play_here_instead():
    def maker(seed):  # a local function cannot be pickled for a worker process
        return RandomBot(seed)

    summary = simulate(30, players=2, seed=6, bots=maker, workers=2)
    assert summary.workers == 1
    assert summary.results == simulate(30, players=2, seed=6).results


class CountingExecutor(concurrent.futures.ThreadPoolExecutor):
    """A thread pool that counts the tasks given to it."""

    def __init__(self) -> None:
        super().__init__(2)
        self.tasks = 0

    def submit(self, fn, /, *args, **kwargs):
        self.tasks += 1
        return super().submit(fn, *args, **kwargs)


def test_any_executor_plays_the_games_and_stays_open():
    with CountingExecutor() as executor:
        summary = simulate(20, players=2, seed=7, executor=executor, chunk_size=6)
        assert executor.tasks == 4  # 6 + 6 + 6 + 2 games
        assert executor.submit(int, 3).result() == 3  # not shut down by simulate
    assert summary.workers is None
    assert summary.results == simulate(20, players=2, seed=7).results
    assert "the executor given" in summary.table()


def test_progress_counts_every_game_once():
    done = []
    simulate(5, players=2, seed=1, workers=1, progress=done.append)
    assert done == [1] * 5
    done.clear()
    simulate(40, players=2, seed=1, workers=2, chunk_size=7, progress=done.append)
    assert sorted(done) == [5, 7, 7, 7, 7, 7]


def test_progress_true_shows_a_tqdm_bar(capsys):
    simulate(8, players=2, seed=1, progress=True)
    err = capsys.readouterr().err
    assert "8/8" in err and "game" in err


def test_a_failing_game_stops_the_study_on_an_executor():
    def cheat(seed):
        from tokaido_nb.rules import Eat

        return lambda game: Eat("fugu")

    with concurrent.futures.ThreadPoolExecutor(2) as executor:
        with pytest.raises(IllegalAction):
            simulate(10, players=2, seed=1, bots=cheat, executor=executor, chunk_size=2)


def test_bots_by_seat_one_for_all_or_a_mapping():
    assert seat_bots(GreedyBot, 3) == (GreedyBot, GreedyBot, GreedyBot)
    assert seat_bots({2: GreedyBot}, 3) == (RandomBot, RandomBot, GreedyBot)
    assert seat_bots(None, 3) is None
    with pytest.raises(ValueError, match="no seat 3"):
        seat_bots({3: GreedyBot}, 3)
    with pytest.raises(ValueError, match="one bot per player"):
        seat_bots([GreedyBot], 3)


def test_a_summary_names_the_bot_of_each_seat_and_adds_them_up():
    search = functools.partial(GreedyBot, tempo=1.0)
    summary = simulate(6, players=3, seed=2, bots={0: GreedyBot, 1: search})
    assert summary.bot_names == ["GreedyBot", "GreedyBot(tempo=1.0)", "RandomBot"]
    bots = summary.bots()
    assert list(bots) == summary.bot_names
    assert sum(g["wins"] for g in bots.values()) == sum(summary.wins())
    assert bot_name(RandomBot) == "RandomBot"
    data = summary.to_json()
    assert data["bots"] == summary.bot_names and data["workers"] == 1


def test_bot_makers_given_as_partials_reach_worker_processes():
    maker = functools.partial(GreedyBot, tempo=2.0)
    serial = simulate(6, players=2, seed=3, bots=maker, workers=1)
    spread = simulate(6, players=2, seed=3, bots=maker, workers=2)
    assert spread.workers == 2 and spread.results == serial.results


def test_workers_must_be_at_least_one():
    with pytest.raises(ValueError, match="workers must be at least 1"):
        simulate(3, workers=0)


# ------------------------------------------------------------------------ the command line
def run_cli(*argv: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "tokaido_nb", "simulate", *argv],
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_the_command_line_json_is_valid_and_has_no_progress_bar():
    result = run_cli("--games", "12", "--players", "3", "--json", "--bots", "greedy,random,random")
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["games"] == 12 and data["bots"] == ["GreedyBot", "RandomBot", "RandomBot"]
    assert result.stderr == ""


def test_the_command_line_shows_a_progress_bar_on_stderr_unless_quiet():
    shown = run_cli("--games", "10", "--players", "2")
    assert shown.returncode == 0 and "10/10" in shown.stderr and "games/s" in shown.stdout
    quiet = run_cli("--games", "10", "--players", "2", "--quiet")
    assert quiet.returncode == 0 and quiet.stderr == ""


def test_a_reader_that_closes_the_pipe_gets_no_traceback():
    """``python -m tokaido_nb simulate --json | head``: the reader leaves before the output."""
    process = subprocess.Popen(
        [sys.executable, "-m", "tokaido_nb", "simulate", "--games", "20", "--json"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    process.stdout.close()  # like `head` after its lines: nobody reads what comes next
    _, err = process.communicate(timeout=120)
    assert b"Traceback" not in err and b"BrokenPipeError" not in err, err.decode()
    assert process.returncode == 1


def test_the_command_line_changes_a_rule_and_refuses_an_unknown_one():
    result = run_cli("--games", "5", "--players", "2", "--json", "--rule", "set_values=1,3,6,10")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["rules"]["set_values"] == [1, 3, 6, 10]
    unknown = run_cli("--games", "5", "--quiet", "--rule", "fugu_points=3")
    assert unknown.returncode == 2 and "unknown rule number 'fugu_points'" in unknown.stderr


def test_the_command_line_refuses_an_unknown_bot():
    result = run_cli("--bots", "clever")
    assert result.returncode == 2 and "unknown bot 'clever'" in result.stderr


def test_the_command_line_passes_bot_options():
    result = run_cli("--games", "2", "--players", "2", "--json", "--bots", "search:rollouts=2")
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout)["bots"] == ["SearchBot(rollouts=2)"] * 2


def test_a_bot_given_where_its_maker_belongs_is_refused_in_words():
    with pytest.raises(TypeError, match="give the class GreedyBot, not a bot made from it"):
        simulate(2, players=2, bots=GreedyBot(1))
    with pytest.raises(TypeError, match="which is not a bot"):
        simulate(2, players=2, bots=lambda seed: seed)


def test_a_container_quota_limits_the_processors(tmp_path):
    from tokaido_nb.processors import _cpu_quota

    (tmp_path / "cpu.max").write_text("150000 100000\n")
    assert _cpu_quota(tmp_path) == 1.5
    (tmp_path / "cpu.max").write_text("max 100000\n")
    assert _cpu_quota(tmp_path) is None
    (tmp_path / "cpu.max").unlink()
    (tmp_path / "cpu").mkdir()
    (tmp_path / "cpu" / "cpu.cfs_quota_us").write_text("200000\n")
    (tmp_path / "cpu" / "cpu.cfs_period_us").write_text("100000\n")
    assert _cpu_quota(tmp_path) == 2.0
    (tmp_path / "cpu" / "cpu.cfs_quota_us").write_text("-1\n")
    assert _cpu_quota(tmp_path) is None
    assert _cpu_quota(tmp_path / "nowhere") is None
