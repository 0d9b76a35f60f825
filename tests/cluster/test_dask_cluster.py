"""simulate on a real Dask cluster: the same numbers, a moving bar, and a worker that dies.

The ``client`` fixture (conftest.py) is a ``LocalCluster`` of two worker processes. The games go
to it through an executor, as a user's would go to a cluster of several machines: Dask's own
``client.get_executor()``, and tokaido_nb's ``DaskExecutor(client)``, which the documentation
recommends because it also survives a worker that dies while its results are on their way (see
its docstring, and the kill test). The tests that kill a worker have a cluster of their own.
"""

from __future__ import annotations

import dataclasses
import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time

import pytest

from tokaido_nb.__main__ import main
from tokaido_nb.bots import GreedyBot, RandomBot
from tokaido_nb.cluster import INSTALL, ClusterUnavailable, DaskExecutor, dask_client
from tokaido_nb.rules import OFFICIAL
from tokaido_nb.simulate import bot_seed, game_seeds, simulate

# What may differ between two runs of the same study: the clock, and where it ran.
WHERE_AND_WHEN = {"seconds", "games_per_second", "decisions_per_second", "workers"}

# The two ways to make an executor of a Dask client.
EXECUTORS = {
    "get_executor": lambda client: client.get_executor(),
    "DaskExecutor": DaskExecutor,
}
executors = pytest.mark.parametrize("make_executor", EXECUTORS.values(), ids=EXECUTORS.keys())


def same_numbers(summary) -> dict:
    """The summary's JSON without the fields that depend on where and how fast it ran."""
    return {k: v for k, v in summary.to_json().items() if k not in WHERE_AND_WHEN}


@executors
def test_a_study_on_a_dask_cluster_gives_the_summary_of_one_process(client, make_executor):
    what_if = dataclasses.replace(OFFICIAL, set_values=(1, 3, 6, 10))
    options = dict(players=4, seed=11, bots={0: GreedyBot}, rules=what_if, variants=["gastronomy"])
    here = simulate(48, workers=1, **options)
    there = simulate(48, executor=make_executor(client), chunk_size=5, **options)
    assert there.workers is None and here.workers == 1
    assert there.results == here.results
    assert same_numbers(there) == same_numbers(here)


@executors
def test_the_progress_bar_advances_chunk_by_chunk_on_a_cluster(client, make_executor):
    updates: list[tuple[float, int]] = []
    simulate(
        30,
        players=3,
        seed=2,
        executor=make_executor(client),
        chunk_size=4,
        progress=lambda games: updates.append((time.perf_counter(), games)),
    )
    # Eight chunks (7 of 4 games, one of 2), each counted once when it comes back.
    assert sorted(games for _, games in updates) == [2] + [4] * 7
    assert sum(games for _, games in updates) == 30
    times = [when for when, _ in updates]
    assert times == sorted(times) and times[0] < times[-1]


def test_dask_executor_runs_tasks_and_refuses_them_after_shutdown(client):
    with DaskExecutor(client) as executor:
        assert executor.submit(sum, [1, 2, 3]).result(timeout=60) == 6
        failed = executor.submit(int, "three")
        with pytest.raises(ValueError, match="three"):
            failed.result(timeout=60)
    with pytest.raises(RuntimeError, match="after its shutdown"):
        executor.submit(sum, [1])
    assert client.submit(sum, [4, 5]).result(timeout=60) == 9  # the client stays open


def test_a_dask_client_given_as_the_executor_is_refused_with_the_fix(client):
    with pytest.raises(TypeError, match=r"cluster\.DaskExecutor\(client\)"):
        simulate(4, players=2, executor=client)
    with pytest.raises(TypeError, match="not object$"):
        simulate(4, players=2, executor=object())


def test_the_command_line_plays_on_the_scheduler_at_an_address(client, capsys):
    address = client.scheduler.address
    argv = ["simulate", "--games", "24", "--players", "2", "--seed", "5", "--json"]
    assert main([*argv, "--dask", address]) == 0
    there = json.loads(capsys.readouterr().out)
    assert main([*argv, "--jobs", "1"]) == 0
    here = json.loads(capsys.readouterr().out)
    assert there["workers"] is None and here["workers"] == 1
    assert {k: v for k, v in there.items() if k not in WHERE_AND_WHEN} == {
        k: v for k, v in here.items() if k not in WHERE_AND_WHEN
    }


def test_the_command_line_refuses_jobs_for_a_cluster_at_an_address(client, capsys):
    argv = ["simulate", "--games", "4", "--quiet", "--dask", client.scheduler.address]
    assert main([*argv, "--jobs", "2"]) == 2
    assert "--jobs counts the worker processes started on this machine" in capsys.readouterr().err


def test_a_cluster_of_threads_in_this_process_gives_the_same_games():
    """``processes=False``: the notebook's cluster, one worker with two threads, no process."""
    with dask_client("local", workers=2, processes=False) as client:
        assert list(client.nthreads().values()) == [2]
        assert set(client.run(os.getpid).values()) == {os.getpid()}
        there = simulate(12, players=3, seed=4, executor=DaskExecutor(client))
    assert there.results == simulate(12, players=3, seed=4, workers=1).results


def test_a_cluster_at_an_address_takes_no_local_shape():
    with pytest.raises(ValueError, match="has its own workers"):
        with dask_client("tcp://127.0.0.1:8786", processes=False):
            pass


def free_port() -> int:
    """A loopback port nothing listens on (the system's choice, so parallel tests differ)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_no_scheduler_at_the_address_is_refused_in_words():
    address = f"tcp://127.0.0.1:{free_port()}"
    with pytest.raises(ClusterUnavailable, match=f"no Dask scheduler answered at '{address}'"):
        with dask_client(address, timeout=1):
            pass


def test_without_dask_a_cluster_is_refused_with_the_install_command(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "distributed", None)  # `import distributed` now fails
    with pytest.raises(ClusterUnavailable, match=r"pip install 'tokaido_nb\[cluster\]'"):
        with dask_client("local", workers=1):
            pass
    assert main(["simulate", "--games", "4", "--quiet", "--dask", "local"]) == 2
    assert INSTALL in capsys.readouterr().err


def test_the_package_imports_no_dask_until_a_cluster_is_asked_for():
    modules = [
        "tokaido_nb",
        "tokaido_nb.__main__",
        "tokaido_nb.cli_simulate",
        "tokaido_nb.cluster",
        "tokaido_nb.simulate",
        "tokaido_nb.study",
        "tokaido_nb.widgets.strategy_lab",
    ]
    check = (
        "import importlib, sys\n"
        f"for name in {modules!r}: importlib.import_module(name)\n"
        "loaded = sorted(m for m in sys.modules if m.split('.')[0] in ('dask', 'distributed'))\n"
        "print(loaded)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", check], capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


@pytest.mark.parametrize(
    ("make_executor", "pause"),
    [(EXECUTORS["DaskExecutor"], 0.0), (EXECUTORS["get_executor"], 0.5)],
    ids=["DaskExecutor-killed-at-once", "get_executor-killed-after-its-transfers"],
)
def test_a_worker_killed_mid_study_loses_no_game_and_counts_none_twice(
    own_client, tmp_path, make_executor, pause
):
    """SIGKILL a worker process while it plays a chunk: Dask plays that chunk again elsewhere.

    The kill is made certain to land mid-study, and mid-chunk: the bot of one game in the middle
    of the study writes its worker's process id to a file and waits; the test reads it and kills
    that process. The chunk played again on a live worker finds the file taken and plays on.

    With ``DaskExecutor`` the kill comes at once, while the results of the chunks the worker had
    just finished may still be on their way. ``client.get_executor()`` can fail a study at that
    moment (a ValueError from distributed's cfexecutor, about one run in ten here), so for it
    the bot waits ``pause`` seconds first: its worker's earlier results have arrived by then.
    """
    games, players, seed, chunk = 40, 4, 8, 2
    victim = bot_seed(game_seeds(seed, games)[games // 2], seat=0)
    claim, pid_file = tmp_path / "claimed", tmp_path / "victim.pid"

    def random_bot_that_waits_to_be_killed(bot_seed_: int) -> RandomBot:
        if bot_seed_ == victim:
            try:
                os.close(os.open(claim, os.O_CREAT | os.O_EXCL | os.O_WRONLY))
            except FileExistsError:
                pass  # the second attempt, on a live worker: play the game
            else:
                time.sleep(pause)
                (tmp_path / "pid.tmp").write_text(str(os.getpid()))
                os.replace(tmp_path / "pid.tmp", pid_file)
                time.sleep(60)
                raise RuntimeError("this worker was to be killed, and was not")
        return RandomBot(bot_seed_)

    client = own_client
    worker_pids = set(client.run(os.getpid).values())
    updates: list[int] = []
    killed: list[tuple[int, int]] = []  # (process id, games counted when it was killed)

    def kill_the_waiting_worker() -> None:
        deadline = time.monotonic() + 60
        while not pid_file.exists() and time.monotonic() < deadline:
            time.sleep(0.005)
        if pid_file.exists():
            pid = int(pid_file.read_text())
            killed.append((pid, sum(updates)))
            os.kill(pid, signal.SIGKILL)

    killer = threading.Thread(target=kill_the_waiting_worker, daemon=True)
    killer.start()
    # Should the cluster lose every worker, the study would wait for one forever: closing the
    # client after two minutes fails the test instead.
    watchdog = threading.Timer(120, client.close)
    watchdog.start()
    try:
        summary = simulate(
            games,
            players,
            seed,
            bots=random_bot_that_waits_to_be_killed,
            executor=make_executor(client),
            chunk_size=chunk,
            progress=updates.append,
        )
    finally:
        watchdog.cancel()
    killer.join(timeout=60)

    assert len(killed) == 1, "the waiting worker was never killed"
    pid, counted_before = killed[0]
    assert pid in worker_pids, "the killed process was not one of the cluster's workers"
    assert counted_before < games, "the kill came after the study had ended"
    # Every game once, in order, the same as on one process; every chunk counted once.
    assert summary.results == simulate(games, players, seed, workers=1).results
    assert sorted(updates) == [chunk] * (games // chunk)
    # The scheduler let the dead worker go: it had to, to play its chunk again.
    assert pid not in client.run(os.getpid).values()
