"""One real Dask cluster on this machine, shared by the cluster tests of a module.

Starting a ``LocalCluster`` of two worker processes costs about a second, so the tests of a module
share one (module scope). Its scheduler and workers listen on free loopback ports, and it has no
dashboard, so two pytest processes (pytest-xdist) may each run their own at the same time.
"""

from __future__ import annotations

import pytest

from tokaido_nb.cluster import dask_client

WORKERS = 2


@pytest.fixture(scope="module")
def client():
    """A Dask client of a ``LocalCluster`` with two worker processes, one thread each."""
    with dask_client("local", workers=WORKERS) as client:
        client.wait_for_workers(WORKERS, timeout=60)
        yield client
