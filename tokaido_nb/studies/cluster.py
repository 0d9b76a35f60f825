"""Studies on a Dask cluster: one started on this machine, or the scheduler of several machines.

``simulate`` plays its games on any ``concurrent.futures.Executor``; ``DaskExecutor(client)``
makes one of a Dask client. ``dask_client`` makes that client from one word: ``"local"`` starts
worker processes on this machine and stops them afterwards; an address (``tcp://host:8786``)
joins a cluster already running, whose workers must have tokaido_nb installed. Dask is optional
(``pip install 'tokaido_nb[cluster]'``): nothing imports it until a cluster is asked for, and a
missing extra is refused with the command that installs it. How games are cut into chunks and
counted stays in ``simulate.py``.
"""

from __future__ import annotations

import concurrent.futures
import contextlib
import functools
import importlib.util
import sys
import threading
from collections.abc import Callable, Iterator
from typing import Any

from ..rules.language import N_, _
from .processors import available_cpus

INSTALL = "pip install 'tokaido_nb[cluster]'"
"""The command that installs Dask for tokaido_nb (the ``cluster`` extra)."""

LOCAL = "local"
"""The scheduler word for a cluster started on this machine (``dask_client(LOCAL)``)."""

CONNECT_SECONDS = 10.0
"""How long ``dask_client`` waits for a scheduler at an address before giving up."""


class ClusterUnavailable(RuntimeError):
    """No Dask cluster to be had: the extra is not installed, or no scheduler answered."""


NO_DASK = N_("Dask is not installed. Install it with: {command}")
NO_CLUSTER_IN_BROWSER = N_(
    "A Dask cluster needs the JupyterLab edition (make lab, or Binder): in the browser edition "
    "Python runs inside the page, with no other process to send games to."
)


def no_dask_message() -> str:
    """What a lesson says where Dask cannot be used: the command that installs it, or, in the
    browser (Pyodide), that a cluster needs the JupyterLab edition.

    >>> no_dask_message() == NO_DASK.format(command=INSTALL) or "browser" in no_dask_message()
    True
    """
    if sys.platform == "emscripten":
        return _(NO_CLUSTER_IN_BROWSER)
    return _(NO_DASK).format(command=INSTALL)


def dask_installed() -> bool:
    """Whether Dask's ``distributed`` package can be imported here (without importing it).

    >>> isinstance(dask_installed(), bool)
    True
    """
    return importlib.util.find_spec("distributed") is not None


@contextlib.contextmanager
def dask_client(
    scheduler: str = LOCAL,
    *,
    workers: int | None = None,
    processes: bool = True,
    timeout: float = CONNECT_SECONDS,
) -> Iterator[Any]:
    """A Dask ``Client`` for a study: ``simulate(..., executor=DaskExecutor(client))``.

    ``scheduler`` is ``"local"`` for a cluster on this machine, started now and shut down when
    the block ends: ``workers`` worker processes (``available_cpus()`` by default), one thread
    each since the games are pure Python. With ``processes=False`` it is one worker with
    ``workers`` threads inside this process instead: it starts at once (no process to start,
    nothing to import), which suits a small machine, but its threads take turns on one
    processor. Otherwise ``scheduler`` is the address of a running scheduler
    (``tcp://10.0.0.5:8786``), which is only disconnected from. Raises ``ClusterUnavailable``
    when Dask is not installed or no scheduler answers in ``timeout`` seconds, and
    ``ValueError`` for ``workers`` given with an address (that cluster has its own).
    """
    _check_shape(scheduler, workers, processes)
    Client, LocalCluster = _distributed()
    if scheduler == LOCAL:
        count = workers or available_cpus()
        # Worker processes talk over TCP on the loopback interface, threads in this process
        # without a network. Free ports for the scheduler, each worker and the web pages (the
        # dashboard, when bokeh is installed): Dask's fixed default (8787) would clash with a
        # second cluster on the same machine.
        shape = {"n_workers": count, "threads_per_worker": 1, "host": "127.0.0.1"}
        if not processes:
            shape = {"n_workers": 1, "threads_per_worker": count}
        with (
            LocalCluster(processes=processes, dashboard_address="127.0.0.1:0", **shape) as cluster,
            Client(cluster) as client,
        ):
            yield client
        return
    try:
        client = Client(scheduler, timeout=timeout)
    except (OSError, ValueError, TypeError) as error:
        raise ClusterUnavailable(
            _(
                "no Dask scheduler answered at {scheduler} within {seconds} s ({error}). "
                "Start one there with `dask scheduler` and workers with `dask worker ADDRESS` "
                "(each machine needs tokaido_nb installed), or use {local} for this machine."
            ).format(
                scheduler=repr(scheduler), seconds=f"{timeout:g}", error=error, local=repr(LOCAL)
            )
        ) from None
    with client:
        yield client


def _check_shape(scheduler: str, workers: int | None, processes: bool) -> None:
    """Refuse, with a sentence, workers that cannot be: fewer than one, or given with the
    address of a cluster that has its own."""
    if workers is not None and workers < 1:
        raise ValueError(_("workers must be at least 1, not {count}").format(count=workers))
    if scheduler != LOCAL and (workers is not None or not processes):
        raise ValueError(
            _(
                "workers and processes describe a cluster started here ({local}); the cluster "
                "at {scheduler} has its own workers"
            ).format(local=repr(LOCAL), scheduler=scheduler)
        )


def _distributed() -> tuple[Any, Any]:
    """Dask's ``Client`` and ``LocalCluster``, imported now (the ``cluster`` extra), or
    ``ClusterUnavailable`` saying how to install them."""
    try:
        from distributed import Client, LocalCluster
    except ImportError as error:
        raise ClusterUnavailable(
            _(
                "a study on a Dask cluster needs dask and distributed, which are not installed "
                "({error}). Install them with: {command}"
            ).format(error=error, command=INSTALL)
        ) from None
    return Client, LocalCluster


class DaskExecutor(concurrent.futures.Executor):
    """The workers of a Dask client as a ``concurrent.futures.Executor``, for ``simulate``.

    ``client.get_executor()`` does the same job, except when a worker dies while the result of a
    task it finished is on its way: distributed's wrapper (``cfexecutor._cascade_future``, in
    distributed 2026.8.0) may then read the result as an error and fail the task with a
    ``ValueError``, which stops the study (about one run in ten of the kill test in
    tests/cluster, when the kill comes at once). Here each result is fetched
    with ``Future.result()``, which waits while Dask plays a lost task again, so the death of a
    worker costs time, never a game. A task that really fails (a bot's illegal action, or Dask's
    ``KilledWorker`` after a task killed several workers) fails its future with that error.
    """

    def __init__(self, client: Any) -> None:
        self.client = client
        self._pending: set[concurrent.futures.Future] = set()
        self._lock = threading.Lock()
        self._shut = False

    def submit(
        self, fn: Callable[..., Any], /, *args: Any, **kwargs: Any
    ) -> concurrent.futures.Future:
        """Run ``fn(*args, **kwargs)`` on a worker; its future is cancelled with the Dask task."""
        with self._lock:
            if self._shut:
                raise RuntimeError("cannot submit to a DaskExecutor after its shutdown")
            outcome: concurrent.futures.Future = concurrent.futures.Future()
            self._pending.add(outcome)
        # pure=False: every chunk is a task of its own, never merged with an equal-looking one.
        task = self.client.submit(fn, *args, pure=False, **kwargs)
        outcome.add_done_callback(functools.partial(self._forget, task))
        task.add_done_callback(functools.partial(_settle, outcome))
        return outcome

    def _forget(self, task: Any, outcome: concurrent.futures.Future) -> None:
        with self._lock:
            self._pending.discard(outcome)
        if self.client.status in ("closing", "closed"):
            return  # its tasks went with it
        if outcome.cancelled():
            task.cancel()
        else:
            task.release()  # the result is here: the workers need not keep it any longer

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        """Take no more tasks; cancel those not started if asked, wait for the others if asked.

        The client and its cluster stay open: they belong to whoever made them.
        """
        with self._lock:
            self._shut = True
            pending = list(self._pending)
        if cancel_futures:
            for outcome in pending:
                outcome.cancel()
        if wait:
            concurrent.futures.wait(pending)


def _settle(outcome: concurrent.futures.Future, task: Any) -> None:
    """Give ``outcome`` the result or the error of the finished Dask ``task``."""
    # Runs in Dask's callback thread, so waiting here blocks neither the client nor the study.
    if not outcome.set_running_or_notify_cancel():
        return  # cancelled in the meantime
    try:
        result = task.result()
    except BaseException as error:
        outcome.set_exception(error)
    else:
        outcome.set_result(result)
