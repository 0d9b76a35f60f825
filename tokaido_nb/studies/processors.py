"""How many processors this process may really use, for studies spread over processes.

Apart from ``simulate.py`` so that the command line can say it in ``simulate --help`` without
importing the studies and the bots (``python -m tokaido_nb`` imports a command's modules only
when that command runs).
"""

from __future__ import annotations

import math
import os
from pathlib import Path


def available_cpus() -> int:
    """The processors this process may use: its CPU affinity, and a container's CPU quota.

    A container (Binder, a CI runner) often sees every processor of its host in
    ``os.cpu_count()`` while a quota lets it use one or two; counting those it may really use
    keeps a study from starting dozens of processes that only take turns.

    >>> available_cpus() >= 1
    True
    """
    try:
        count = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        count = os.cpu_count() or 1
    quota = _cpu_quota()
    if quota is not None:
        count = min(count, max(1, math.ceil(quota)))
    return max(1, count)


def _cpu_quota(root: Path = Path("/sys/fs/cgroup")) -> float | None:
    """Processors' worth of CPU time a container's cgroup allows, or None without a quota."""
    try:  # cgroup v2: "max 100000" (no quota) or "200000 100000" (two processors' worth)
        quota, period = (root / "cpu.max").read_text().split()[:2]
        return None if quota == "max" else int(quota) / int(period)
    except (OSError, ValueError):
        pass
    try:  # cgroup v1: a quota of -1 means none
        quota_us = int((root / "cpu" / "cpu.cfs_quota_us").read_text())
        period_us = int((root / "cpu" / "cpu.cfs_period_us").read_text())
        return None if quota_us <= 0 or period_us <= 0 else quota_us / period_us
    except (OSError, ValueError):
        return None
