"""Which Crossroads options the greedy and search bots favour, and what the rules of thumb win.

    python -m benchmarks.crossroads_options favour --games 200               # greedy x4
    python -m benchmarks.crossroads_options favour --bot search:rollouts=24 --games 20
    python -m benchmarks.crossroads_options travellers --games 400           # win rate by tile
    python -m benchmarks.crossroads_options match --games 400                 # rules vs zeros

``favour`` plays 4-player Crossroads games (``--players``) with ``--bot`` in seat 0 (turning
round the table from game to game) and greedy bots in the other seats, and prints what seat 0
chose, per game: at each kind of stop the base action, the Crossroads option or both (Kita,
Miyataka, Health), the amulets bought and played, the legendary objects and calligraphies
bought, the gaming room's rolls and Jirocho's bets (``simulate.crossroads_counts``).
``travellers`` plays greedy self-play with travellers given at random from all sixteen tiles
and prints each tile's win rate (``bots_crossroads.CROSSROADS_TRAVELLER_PREFERENCE``).
``match`` puts one greedy bot with the Crossroads rules of thumb
(``bots_crossroads``) against greedy bots that value every Crossroads choice at 0 (today's
``bots.Evaluator`` alone, ties broken at random), and prints the first's win rate with a 95%
Wilson interval and its mean margin over the best other score. Each game depends only on its
number and ``--seed``.

Measured on the project's 2-core machine, heavily loaded by other helpers' work (load average
about 6; wall times are not idle figures), 2026-12-01:

    match --games 1000            greedy (rules of thumb) in one seat, greedy with zeros in three:
                                  wins 63.1% (CI 60.1-66.0%), fair 25%; margin over the best
                                  other +4.49 points (CI +3.74 to +5.24); 99 s wall
    match --games 400 --players 2 wins 84.5% (CI 80.6-87.7%), fair 50%; margin +17.3
    match --games 400 --players 3 wins 73.0% (CI 68.4-77.1%), fair 33%; margin +7.3
    match --games 400 --players 5 wins 57.8% (CI 52.9-62.5%), fair 20%; margin +1.9
    (the 2, 3 and 5-player lines, and an earlier 4-player run at 61.1%, were measured one
    commit before best_of_stack, which values a secret stack by its expected best card)

    favour --games 400            greedy x4, seat 0's choices per game (share of the stops of
                                  that kind where it took the option or both):
        panorama    base 5.22, option 1.52, both 0.01  (23%: cherry trees, all six taken)
        hot spring  base 1.41, option 0.81, both 0.01  (37%: bathhouses)
        farm        base 2.42, both 0.00               (0%: 3 coins beat a bet of 2 that
                                                         returns 4.33 on average)
        temple      base 0.49, option 1.75, both 0.01  (78%: amulets)
        village     base 0.99, option 1.49, both 0.01  (60%: legendary objects)
        encounter   base 1.23, option 0.65, both 0.36  (45%: calligraphies; both is Kita)
        amulets bought per game: fortune 0.73, devotion 0.58, hospitality 0.28, vitality 0.13,
                                 health 0.04; nearly all played (fortune 0.73, devotion 0.56)
        legendary per game: about 0.23-0.28 of each of the six (all six sold in most games)
        calligraphies per game: nostalgia 0.23, contemplation, foresight, perfection 0.20,
                                patience 0.12, fasting 0.02; chosen and none bought 0.04
        Jirocho's bets: taken every time offered (a coin returns 13/6 on average)

    travellers --games 2000       greedy x4, travellers given at random from all sixteen:
        daigoro 56.3% (CI 52.0-60.4), chuubei 41.6, kita 32.4, hiroshige 28.8, hirotada 26.2,
        zen_emon 25.4, mitsukuni 24.7, sasayakko 24.7, umegae 23.7, kinko 21.1, yoshiyasu
        20.9, jirocho 19.2, nampo 18.9, satsuki 16.1, gotozaemon 12.5, miyataka 9.8 (CI
        7.4-12.8); about 500 games each, fair 25%. Measured before the greedy bot used this
        order to choose its tile (CROSSROADS_TRAVELLER_PREFERENCE), which it now does.

    favour --bot search:rollouts=24 --games 40
                                  one search bot (24 rollouts; it searches the option at a
                                  stop and the card bought too) against three greedy bots,
                                  its choices per game; a small sample, 1,797 s wall:
        panorama    base 4.97, option 1.00, both 0.03  (17%)
        hot spring  base 1.43, option 1.12, both 0.03  (45%)
        farm        base 2.75, option 0.20, both 0.05  (8%: now and then the bet, which
                                                         greedy never takes)
        temple      base 0.28, option 1.65, both 0.07  (86%)
        village     base 1.85, option 0.93, both 0.05  (35%: fewer legendary objects than
                                                         greedy, Buppatsu first at 0.42)
        encounter   base 1.32, option 0.78, both 0.12  (40%)
        amulets bought per game: devotion 0.45, fortune 0.38, hospitality 0.30, health 0.25,
                                 friendship 0.20 (greedy: none), vitality 0.12
        calligraphies per game: perfection 0.30, patience 0.17, foresight 0.15, nostalgia
                                0.12, contemplation 0.07, fasting 0.03
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections import Counter
from collections.abc import Callable

from tokaido_nb.bots import Evaluator, GreedyBot, SearchBot
from tokaido_nb.rules import Game
from tokaido_nb.rules.data import ALL_TRAVELLERS
from tokaido_nb.simulate import crossroads_counts, game_seeds, play_game

EXPANSIONS = ["crossroads"]


class ZeroGreedyBot(GreedyBot):
    """The greedy bot without the Crossroads rules of thumb: ``bots.Evaluator`` alone, which
    values every Crossroads choice at 0 and a stop by its base action."""

    def values(self, game: Game, actions=None) -> list[float]:
        if actions is None:
            actions = game.legal_actions()
        return Evaluator(game, self.tempo).values(actions)


def bot_maker(spec: str) -> Callable[[int], Callable]:
    """``greedy``, ``zero`` or ``search`` with options: ``search:rollouts=24``."""
    name, _, options = spec.partition(":")
    makers = {"greedy": GreedyBot, "zero": ZeroGreedyBot, "search": SearchBot}
    keywords = {}
    for option in filter(None, options.split(",")):
        key, _, value = option.partition("=")
        keywords[key] = float(value) if "." in value else int(value)
    return lambda seed: makers[name](seed=seed, **keywords)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson interval of a win rate."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def seat_game(args: argparse.Namespace, number: int, seed: int, a: str, b: str):
    """Game ``number``: bot ``a`` in seat ``number % players``, ``b`` in the others."""
    seat = number % args.players
    bots = [bot_maker(a if s == seat else b)(seed * 8 + s) for s in range(args.players)]
    return seat, play_game(args.players, seed, bots, expansions=EXPANSIONS)


def favour(args: argparse.Namespace) -> None:
    counts: Counter = Counter()
    seeds = game_seeds(args.seed, args.games)
    start = time.perf_counter()
    for number, seed in enumerate(seeds):
        seat, game = seat_game(args, number, seed, args.bot, "greedy")
        counts.update(crossroads_counts(game, seat))
    seconds = time.perf_counter() - start
    print(f"{args.bot} in one seat of {args.players}, greedy in the others: {args.games} games")
    stops: dict[str, Counter] = {}
    for key, n in counts.items():
        head, _, tail = key.partition(":")
        stops.setdefault(head, Counter())[tail] = n
    for head in sorted(stops):
        row = stops[head]
        total = sum(row.values())
        parts = ", ".join(f"{k} {n / args.games:.2f}" for k, n in sorted(row.items()))
        share = ""
        if head in ("panorama", "hot_spring", "farm", "temple", "village", "encounter"):
            share = f"  (option or both {(row['option'] + row['both']) / total:.0%})"
        print(f"  {head:<14} per game: {parts}{share}")
    print(f"  {seconds:.1f} s wall")


def travellers(args: argparse.Namespace) -> None:
    games: Counter = Counter()
    wins: Counter = Counter()
    for seed in game_seeds(args.seed, args.games):
        # Travellers given at random from all sixteen, as TRAVELLER_PREFERENCE was measured:
        # a tile the bot would choose is not played more often for it.
        given = random.Random(seed).sample(sorted(ALL_TRAVELLERS), args.players)
        game = play_game(
            args.players,
            seed,
            [GreedyBot(seed * 8 + s) for s in range(args.players)],
            expansions=EXPANSIONS,
            travellers=given,
        )
        for player, rank in enumerate(game.ranks()):
            key = game.travellers[player].key
            games[key] += 1
            wins[key] += rank == 1
    print(f"greedy x{args.players}, travellers given at random from all 16: {args.games} games")
    for key in sorted(games, key=lambda k: -wins[k] / games[k]):
        low, high = wilson(wins[key], games[key])
        print(
            f"  {key:<11} {games[key]:>5} games  win rate {wins[key] / games[key]:6.1%}"
            f"  (CI {low:.1%}-{high:.1%})"
        )


def match(args: argparse.Namespace) -> None:
    won, margins = 0, []
    start = time.perf_counter()
    for number, seed in enumerate(game_seeds(args.seed, args.games)):
        seat, game = seat_game(args, number, seed, args.a, args.b)
        scores = game.scores()
        won += game.ranks()[seat] == 1
        margins.append(scores[seat] - max(s for i, s in enumerate(scores) if i != seat))
    n = len(margins)
    low, high = wilson(won, n)
    mean = sum(margins) / n
    sd = math.sqrt(sum((m - mean) ** 2 for m in margins) / (n - 1)) if n > 1 else 0.0
    half = 1.96 * sd / math.sqrt(n)
    print(
        f"{args.a} in one seat of {args.players}, {args.b} in the others: {n} games; "
        f"{args.a} wins {won / n:.1%} (CI {low:.1%}-{high:.1%}), fair {1 / args.players:.0%}; "
        f"margin over the best other {mean:+.2f} (CI {mean - half:+.2f} to {mean + half:+.2f}); "
        f"{time.perf_counter() - start:.0f} s wall"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("what", choices=("favour", "travellers", "match"))
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--players", type=int, default=4, choices=range(2, 6))
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--bot", default="greedy", help="favour: the bot watched (greedy)")
    parser.add_argument("--a", default="greedy", help="match: the bot in one seat (greedy)")
    parser.add_argument("--b", default="zero", help="match: the bots of the others (zero)")
    args = parser.parse_args(argv)
    print("command: python -m benchmarks.crossroads_options " + " ".join(sys.argv[1:]))
    {"favour": favour, "travellers": travellers, "match": match}[args.what](args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
