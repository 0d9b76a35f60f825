"""A tournament on a Dask cluster of two worker processes gives the leaderboard it gives in one
process: the games are cut into chunks, each worker starts its own players' processes."""

from __future__ import annotations

import pytest

pytest.importorskip("distributed")

from tokaido_nb.cluster import DaskExecutor, dask_client  # noqa: E402
from tokaido_nb.tournament import play_tournament  # noqa: E402

from .conftest import QUICK  # noqa: E402


def test_a_two_worker_cluster_gives_the_leaderboard_of_one_process(quick_folder):
    here = play_tournament(quick_folder, **QUICK)
    with dask_client("local", workers=2) as client:
        client.wait_for_workers(2, timeout=60)
        there = play_tournament(quick_folder, executor=DaskExecutor(client), **QUICK)
    assert there.to_json()["leaderboard"] == here.to_json()["leaderboard"]
    assert [r.record for r in there.results] == [r.record for r in here.results]
