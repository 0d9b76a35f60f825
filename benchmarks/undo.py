"""How long ``Game.undo()`` and ``Game.copy()`` take, at several points of one journey.

    python -m benchmarks.undo                # 4 players, greedy bots, seed 1
    python -m benchmarks.undo --players 5 --repeat 200

A four-player game is played by greedy bots (``benchmarks/bot_games.py`` calls them the strong
baseline); at each listed decision count the position is kept, and ``undo()`` is timed on fresh
copies of it, and ``copy()`` on the position itself. An undo that rebuilt the whole game from
its saved actions would grow with the decision count; one that pops a stack of states does not.
Medians in microseconds of wall time (the machine is shared: the median shrugs off the busy
moments better than the mean).

Measured on the project's 2-core machine, busy with other work (load about 5), 2026-12-01, with
``python -m benchmarks.undo``; "before" is the same script run on main at f2d1ced, whose undo
rebuilt the game from its saved actions and whose copy deep-copied the turns:

    decisions   turns   undo before   undo after   copy before   copy after   (microseconds)
           10       4           197          6.1            43          6.1
           40      26           701          6.1            62          6.3
           68      47          1147          5.5            80          6.8
          100      71          1732          5.5           110          6.8
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time

from tokaido_nb.bots import GreedyBot
from tokaido_nb.rules import Game

POINTS = (10, 40, 68, 100)
"""Decision counts at which undo and copy are timed (a greedy 4-player journey is some 110 long)."""


def positions(players: int, seed: int, points: tuple[int, ...]) -> dict[int, Game]:
    """The positions of one greedy journey after each decision count of ``points``."""
    game = Game(players, seed=seed)
    bots = [GreedyBot(seed * 10 + seat) for seat in range(players)]
    kept: dict[int, Game] = {}
    while not game.is_over() and len(game.history) < max(points):
        game.play(bots[game.to_move](game))
        if len(game.history) in points:
            kept[len(game.history)] = game.copy()
    return kept


def median_us(run, repeat: int) -> float:
    """Median wall time of ``run()`` over ``repeat`` calls, in microseconds."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1e6


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4, help="players (4)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the game and bots (1)")
    parser.add_argument("--repeat", type=int, default=200, help="timed calls per figure (200)")
    args = parser.parse_args(argv)
    kept = positions(args.players, args.seed, POINTS)
    print(f"{args.players} players, greedy bots, seed {args.seed}; medians of {args.repeat} calls")
    print(f"{'decisions':>9}  {'turns':>5}  {'undo us':>9}  {'copy us':>9}")
    for count, game in sorted(kept.items()):
        copies = iter([game.copy() for _ in range(args.repeat)])  # each undone once
        undo = median_us(lambda: next(copies).undo(), args.repeat)  # noqa: B023
        copy = median_us(game.copy, args.repeat)
        print(f"{count:>9}  {len(game.turns):>5}  {undo:>9.1f}  {copy:>9.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
