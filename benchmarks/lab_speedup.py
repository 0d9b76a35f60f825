"""The strategy lab's speed-up: games per second on one process and on every processor.

    python -m benchmarks.lab_speedup                       # 2,000 random, 400 greedy games
    python -m benchmarks.lab_speedup --random 5000 --greedy 1000 --workers 4

Each row plays the same 4-player study twice with ``tokaido_nb.simulate.simulate``: first with
``workers=1`` (one game after another in this process), then on a process pool of
``--workers`` processes (default: every processor this process may use,
``simulate.available_cpus()``), and prints games per second for both and the speed-up. The two
runs must give the same results (the script checks it): only the wall-clock time may differ.
The pool's start-up is counted, as a notebook user would wait for it.

Other work on the machine takes processors from the pool and shrinks the wall-clock speed-up,
so the last three columns measure CPU time instead: milliseconds of CPU per game in one
process, then on the pool (its workers' time, counted inside each task, plus this process's
time to send and receive the games), and the speed-up those imply on a machine with
``--workers`` idle processors: ``workers * one / pool``.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from tokaido_nb.bots import GreedyBot, RandomBot
from tokaido_nb.simulate import available_cpus, simulate


class _Timed(list):
    """A chunk's results, with the CPU seconds the worker spent on them."""

    cpu = 0.0


def _timed(fn, *args):
    start = time.process_time()
    results = _Timed(fn(*args))
    results.cpu = time.process_time() - start
    return results


class TimedPool(ProcessPoolExecutor):
    """A process pool that adds up the CPU time its workers spend on each task."""

    def __init__(self, workers: int) -> None:
        super().__init__(workers)
        self.futures = []

    def submit(self, fn, /, *args, **kwargs):
        future = super().submit(_timed, fn, *args, **kwargs)
        self.futures.append(future)
        return future

    def worker_cpu(self) -> float:
        return sum(future.result().cpu for future in self.futures)


def pool_cpu_per_game(games: int, bots, workers: int, seed: int, expected) -> float:
    """CPU seconds per game on a pool: the workers' and this process's (sending, receiving)."""
    start = time.process_time()
    with TimedPool(workers) as pool:
        summary = simulate(
            games,
            players=4,
            seed=seed,
            bots=bots,
            executor=pool,
            chunk_size=max(1, min(250, math.ceil(games / (8 * workers)))),
        )
    if summary.results != expected:
        raise SystemExit(f"{workers} processes gave other results than one")
    return (pool.worker_cpu() + time.process_time() - start) / games


def measure(label: str, games: int, bots, workers: int, seed: int) -> None:
    cpu = time.process_time()
    one = simulate(games, players=4, seed=seed, bots=bots, workers=1)
    cpu_one = (time.process_time() - cpu) / games
    many = simulate(games, players=4, seed=seed, bots=bots, workers=workers)
    if many.results != one.results:
        raise SystemExit(f"{label}: {workers} processes gave other results than one")
    cpu_pool = pool_cpu_per_game(games, bots, workers, seed, one.results)
    print(
        f"{label:<11} {games:>6} {one.games_per_second:>11,.1f} {many.games_per_second:>11,.1f} "
        f"{many.games_per_second / one.games_per_second:>8.2f}x {cpu_one * 1000:>10.2f} "
        f"{cpu_pool * 1000:>10.2f} {workers * cpu_one / cpu_pool:>7.2f}x"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--random", type=int, default=2000, help="random games (2000)")
    parser.add_argument("--greedy", type=int, default=400, help="greedy games (400)")
    parser.add_argument(
        "--workers",
        type=int,
        default=available_cpus(),
        help=f"processes of the pool (default: every processor, here {available_cpus()})",
    )
    parser.add_argument("--seed", type=int, default=0, help="seed of the study (0)")
    args = parser.parse_args(argv)
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(
        f"4-player games; 1 process against {args.workers} "
        f"(this process may use {available_cpus()} processors; load average {load}: "
        "other work on the machine takes processors from the pool)"
    )
    print(
        f"{'bots':<11} {'games':>6} {'1: games/s':>11} {f'{args.workers}: games/s':>11} "
        f"{'speed-up':>9} {'1: CPU ms':>10} {f'{args.workers}: CPU ms':>10} {'if idle':>8}"
    )
    measure("random x4", args.random, RandomBot, args.workers, args.seed)
    measure("greedy x4", args.greedy, GreedyBot, args.workers, args.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
