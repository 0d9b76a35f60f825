"""How fast the rules play: uniform random games for 2, 3, 4 and 5 players.

    python -m benchmarks.playouts            # 1,000 games per player count
    python -m benchmarks.playouts --games 200 --new-encounters --variants return_trip
    python -m benchmarks.playouts --games 200 --crossroads   # the Crossroads expansion
    python -m benchmarks.playouts --before default   # then f2d1ced and 38c5877 against here

Prints games per second and decisions per second (one decision = one ``Game.play``) for each
player count, playing in this process, one game after another; the last column gives games per
second of this process's CPU time, which other work on a shared machine disturbs less. Every
decision is taken by a ``RandomBot`` (``tokaido_nb.simulate``), which only picks among
``legal_actions()``, so the figures measure the rules engine itself.

Measured without and with Crossroads (``--games 300`` and ``--games 300 --crossroads``, on a
shared 2-core machine, load average 2.4): 949 and 680 games per CPU second over the four player
counts (at four players 848 and 606). A Crossroads game takes about a third more decisions (the
choice at each stop, the amulets, the shops: 104 against 76 at four players), at about the same
speed per decision (63,000 a second against 64,000).
"""

from __future__ import annotations

import argparse
import sys
import time

from benchmarks import before_after
from tokaido_nb.rules.data import VARIANTS
from tokaido_nb.simulate import game_seeds, play_game


def measure(players: int, games: int, seed: int, variants: list[str], expansions: list[str]):
    """Play ``games`` random games; returns (wall seconds, CPU seconds, decisions)."""
    decisions = 0
    start, start_cpu = time.perf_counter(), time.process_time()
    for game_seed in game_seeds(seed + players, games):
        game = play_game(players, game_seed, variants=variants, expansions=expansions)
        decisions += len(game.history)
    return time.perf_counter() - start, time.process_time() - start_cpu, decisions


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games per player count (1000)")
    parser.add_argument("--seed", type=int, default=0, help="seed of the games (0)")
    parser.add_argument(
        "--variants", default="", help=f"comma-separated variants: {', '.join(VARIANTS)}"
    )
    parser.add_argument("--new-encounters", action="store_true", help="add the New Encounters")
    parser.add_argument("--crossroads", action="store_true", help="add the Crossroads expansion")
    parser.add_argument(
        "--before",
        action="append",
        metavar="COMMIT",
        help="then the base game's figures of older commits and of this checkout, taking turns "
        "(benchmarks/before_after.py; f2d1ced 38c5877 for 'default')",
    )
    parser.add_argument("--rounds", type=int, default=3, help="rounds of --before, best kept (3)")
    args = parser.parse_args(argv)
    variants = [v for v in args.variants.split(",") if v]
    expansions = ["new_encounters"] if args.new_encounters else []
    if args.crossroads:
        expansions.append("crossroads")
    print(
        f"{args.games} uniform random games per player count; "
        f"variants: {', '.join(variants) or 'none'}; expansions: {', '.join(expansions) or 'none'}"
    )
    print(
        f"{'players':>7}  {'games/s':>9}  {'decisions/s':>11}  {'decisions/game':>14}  "
        f"{'games/CPU s':>11}"
    )
    total_games = total_seconds = total_cpu = 0.0
    for players in (2, 3, 4, 5):
        seconds, cpu, decisions = measure(players, args.games, args.seed, variants, expansions)
        total_games += args.games
        total_seconds += seconds
        total_cpu += cpu
        print(
            f"{players:>7}  {args.games / seconds:>9,.0f}  {decisions / seconds:>11,.0f}  "
            f"{decisions / args.games:>14.1f}  {args.games / cpu:>11,.0f}"
        )
    print(
        f"{'all':>7}  {total_games / total_seconds:>9,.0f}  {'':>11}  {'':>14}  "
        f"{total_games / total_cpu:>11,.0f}"
    )
    if args.before:
        print()
        rows = [f"random {players} players" for players in (2, 3, 4, 5)]
        before_after.compare(
            before_after.rows(rows), before_after.commits(args.before), args.rounds
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
