"""Real Dask clusters on this machine: one shared by the tests of a module, and fresh ones.

Starting a ``LocalCluster`` of two worker processes costs about a second, so the tests of a module
share one (``client``, module scope). A test that kills a worker gets a cluster of its own
(``own_client``): Dask's nanny starts a new worker after a kill, but after many kills on one
cluster it sometimes did not (about one kill in twenty here), and a later test would then wait
for a worker forever. Schedulers, workers and web pages listen on free loopback ports, so two
pytest processes (pytest-xdist) may each run their own clusters at the same time.
"""

from __future__ import annotations

import pytest

from tokaido_nb.cluster import dask_client

WORKERS = 2


def _started_client():
    with dask_client("local", workers=WORKERS) as client:
        client.wait_for_workers(WORKERS, timeout=60)
        yield client


@pytest.fixture(scope="module")
def client():
    """A Dask client of a ``LocalCluster`` with two worker processes, one thread each."""
    yield from _started_client()


@pytest.fixture
def own_client():
    """Like ``client``, but a cluster for this test alone (for a test that kills a worker)."""
    yield from _started_client()
