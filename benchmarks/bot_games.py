"""How fast the bots play, and how often one bot beats another.

    python -m benchmarks.bot_games speed                     # games/s: random, greedy, search
    python -m benchmarks.bot_games speed --before default    # then f2d1ced and 38c5877 against here
    python -m benchmarks.bot_games split                     # a greedy game: rules, evaluator, rest
    python -m benchmarks.bot_games match greedy random --games 1000
    python -m benchmarks.bot_games match search greedy --games 1000 --workers 2 --out search.jsonl
    python -m benchmarks.bot_games match search:rollouts=48 greedy --games 200
    python -m benchmarks.bot_games travellers --games 3000   # greedy self-play wins by traveller
    python -m benchmarks.bot_games keep satsuki --games 1000  # seat 0 keeps Satsuki or the other

A bot is named ``random``, ``greedy``, ``strong`` (greedy with the habits of strong players),
``search`` or ``coach``, with options after a colon: ``greedy:tempo=2.0``,
``search:rollouts=48,candidates=4``, ``coach:rollouts=60,prior=10.0``.

``match A B`` plays 4-player games (``--players``) with one seat for A and the others for B; A's
seat turns round the table from game to game. A *win* is first place, shared places included,
so the win rates of a game can add up to more than 1. The line printed for A gives its win
rate with a 95% Wilson interval; the fair share is 1 / players. Games run in ``--workers``
processes (``concurrent.futures.ProcessPoolExecutor``); each game's result depends only on its
number and ``--seed``, so the figures are the same however the games are spread. ``--out``
appends one JSON line per game, and a rerun with the same file skips the games already there.

Measured on the project's 2-core machine, shared with other work (2026-11-29):

    speed (one process)           games/s   s/game
    random x4                      1,341     0.001
    greedy x4                        175     0.006
    search x4 (96 rollouts)         0.04      24.1
    search + 3 greedy (96)          0.17       6.0

    match greedy random --games 1000               greedy wins 100.0% (CI 99.6-100)
    match greedy random --players 2 --games 1000   greedy wins 100.0% (CI 99.6-100)
    match search:rollouts=48 greedy --games 1000   search wins 74.0% (CI 71.2-76.6), fair 25%;
                                                   +4.9 points over the best other; 39 min wall
    match search greedy --games 300 (96 rollouts)  search wins 81.3% (CI 76.5-85.3)
    match search:rollouts=48 greedy --players 2/3/5 --games 100
                                                   97% / 78% / 67% (fair 50% / 33% / 20%)
    match strong greedy --games 400 --workers 1    strong wins 45.0% (CI 40.2-49.9), fair 25%
                                                   (2026-12-01, a busy machine: 28 s wall)

Does the greedy bot undervalue Satsuki, the one traveller it never keeps (its preference puts
her last)? ``keep satsuki`` deals her to seat 0 with another tile and plays each game twice,
once with each tile kept, the rest of the table unchanged (2026-12-01, same machine):

    keep satsuki --games 1000      keeping Satsuki: win rate 17.8% (CI 15.6-20.3), mean 75.2
                                   keeping the other: win rate 27.4% (CI 24.7-30.2), mean 77.6
                                   Satsuki minus the other: -2.40 points (CI -2.94 to -1.85)
                                   per other tile, only against Umegae does keeping Satsuki
                                   win more often (15.1% against 8.5%, 106 pairs); 26 s wall

So no: played by the greedy bot, Satsuki is the weaker tile, and refusing her is right for it.
(A player who uses her free meals better might value her more; the bot's meal rules are the
same for every traveller.)

Where does a greedy game's time go (issue 14 asks greedy games 3 times as fast as at f2d1ced)?
``split`` plays the same games three ways: whole, the rules alone (the recorded actions taken
from the legal lists), and the evaluator alone at each decision with a choice. 2026-12-04
18:40 UTC, the machine idle (``python -m benchmarks.bot_games split``):

    split                                   ms/game  share
    whole game                                3.511 100.0%
    rules: legal actions and play             0.761  21.7%
    evaluator: move (4293)                    1.514  43.1%
    evaluator: buy (581)                      0.201   5.7%
    evaluator: eat (876)                      0.173   4.9%
    evaluator: donate (405)                   0.053   1.5%
    evaluator: the other kinds                0.014   0.4%
    rest: choosing, the loop                  0.794  22.6%
    with an evaluator that cost nothing: 1.555 ms a game, 2.26 times as fast as now

Timed this way, "the rest" is a fifth of the game; counted in instructions, each part in a
fresh interpreter (``python -m benchmarks.instructions --split``), it is about 1%: the rules
are 30% of a greedy game and the evaluator 69%, and the rounds here, which replay the same
positions, flatter the parts timed alone. For 3 times f2d1ced with the rules unchanged, the
evaluator would need 39% fewer instructions. (The same command gave
3.24 ms for the whole game on 2026-12-02, before this round's speed work, on a machine then
faster: figures of different days do not compare; ``before_after.py`` runs the commits in
turns for that reason.)
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Callable, Iterable
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path

from benchmarks import before_after
from tokaido_nb.bots import GreedyBot, RandomBot, SearchBot
from tokaido_nb.coach import CoachBot
from tokaido_nb.coach.prior import StrongGreedyBot
from tokaido_nb.rules import Game
from tokaido_nb.rules.data import TRAVELLERS

BOTS: dict[str, type] = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "search": SearchBot,
    "strong": StrongGreedyBot,  # greedy with the habits of strong players (coach/prior.py)
    "coach": CoachBot,  # the coach's first choice (benchmarks/coach_hints.py strength)
}


def bot_maker(spec: str) -> Callable[[int], Callable]:
    """A maker of bots (seed -> bot) from a name like ``search:rollouts=48``."""
    name, _, options = spec.partition(":")
    if name not in BOTS:
        raise SystemExit(f"unknown bot {name!r}; bots: {', '.join(BOTS)}")
    kwargs = {}
    for option in filter(None, options.split(",")):
        key, _, value = option.partition("=")
        kwargs[key] = float(value) if "." in value else int(value)
    return lambda seed: BOTS[name](seed, **kwargs)


def play(game: Game, bots: list) -> Game:
    """The whole match loop: each player's bot chooses until the journey ends."""
    while not game.is_over():
        game.play(bots[game.to_move](game))
    return game


def game_seed(seed: int, number: int) -> int:
    return seed * 1_000_003 + number


# ------------------------------------------------------------------------------------ speed
def speed(args: argparse.Namespace) -> None:
    rollouts = args.rollouts
    search = f"search:rollouts={rollouts}"
    rows = [
        ("random x4", ["random"] * 4, args.games),
        ("greedy x4", ["greedy"] * 4, args.games),
        (f"search x4 ({rollouts} rollouts)", [search] * 4, args.search_games),
        (f"search + 3 greedy ({rollouts})", [search] + ["greedy"] * 3, args.search_games),
    ]
    print(f"4-player games, one after another in this process (seed {args.seed})")
    print(f"{'bots':<30} {'games':>5} {'games/s':>9} {'s/game':>8} {'games/CPU s':>11}")
    for label, specs, games in rows:
        makers = [bot_maker(s) for s in specs]
        wall, cpu = time.perf_counter(), time.process_time()
        for number in range(games):
            seed = game_seed(args.seed, number)
            # Nobody takes a benchmark's actions back: no undo stack (as ``simulate.play_game``).
            game = Game(4, seed=seed, undo=False)
            play(game, [m(seed * 8 + seat) for seat, m in enumerate(makers)])
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        print(
            f"{label:<30} {games:>5} {games / wall:>9.2f} {wall / games:>8.3f} {games / cpu:>11.2f}"
        )
    if args.before:
        print()
        rows = ["random x4 bots", "greedy x4 bots", "Game.copy() us"]
        before_after.compare(
            before_after.rows(rows), before_after.commits(args.before), args.rounds
        )


# ------------------------------------------------------------------------------------ split
def split(args: argparse.Namespace) -> None:
    """Where a greedy 4-player game's CPU time goes: the rules (listing the legal actions and
    playing them), the greedy evaluator (``GreedyBot.values`` at each decision with a choice,
    by kind of decision), and the rest (the bot choosing among the values, the game loop)."""

    def greedy_game(seed: int) -> Game:
        return play(Game(4, seed=seed, undo=False), [GreedyBot(seed * 8 + s) for s in range(4)])

    seeds = [game_seed(args.seed, number) for number in range(args.games)]
    # Each game's actions, played once first.
    recorded = [(seed, [action for action, _ in greedy_game(seed).history]) for seed in seeds]

    def whole() -> None:
        for seed in seeds:
            greedy_game(seed)

    def rules() -> None:  # the same games without valuing: each action taken from the list
        for seed, actions in recorded:
            game = Game(4, seed=seed, undo=False)
            for action in actions:
                offered = game.legal_actions()
                game.play(offered[offered.index(action)])

    decisions: dict[str, list[Game]] = {}  # a copy of the game at each decision with a choice
    for seed, actions in recorded:
        game = Game(4, seed=seed, undo=False)
        for action in actions:
            if len(game.legal_actions()) > 1:
                decisions.setdefault(game.decision, []).append(game.copy())
            game.play(action)
    bot = GreedyBot(0)

    def values(kind: str) -> Callable[[], None]:
        def run() -> None:
            for position in decisions[kind]:
                bot.values(position, position.legal_actions())

        return run

    def best(run: Callable[[], None]) -> float:
        """CPU milliseconds per game of ``run``, the best of ``--rounds``."""
        times = []
        for _ in range(args.rounds):
            start = time.process_time()
            run()
            times.append(time.process_time() - start)
        return min(times) * 1000 / args.games

    total, rules_ms = best(whole), best(rules)
    by_kind = {
        kind: best(values(kind)) for kind in sorted(decisions, key=lambda k: -len(decisions[k]))
    }
    valued = sum(by_kind.values())
    print(f"greedy 4-player games: {args.games}, seed {args.seed}, best of {args.rounds} rounds")
    print(f"{'part':<34} {'ms/game':>8} {'share':>6}")
    rows = [("whole game", total), ("rules: legal actions and play", rules_ms)]
    rows += [(f"evaluator: {kind} ({len(decisions[kind])})", ms) for kind, ms in by_kind.items()]
    rows += [("rest: choosing, the loop", total - rules_ms - valued)]
    for label, ms in rows:
        print(f"{label:<34} {ms:>8.3f} {ms / total:>6.1%}")
    print(
        f"with an evaluator that cost nothing, a game would take {total - valued:.3f} ms: "
        f"{total / (total - valued):.2f} times as fast as now"
    )


# ------------------------------------------------------------------------------------ match
def play_match_games(a: str, b: str, players: int, seed: int, numbers: Iterable[int]) -> list:
    """Play games ``numbers`` of a match: A in seat ``number % players``, B elsewhere."""
    make_a, make_b = bot_maker(a), bot_maker(b)
    results = []
    for number in numbers:
        seat_a = number % players
        gseed = game_seed(seed, number)
        bots = [(make_a if seat == seat_a else make_b)(gseed * 8 + seat) for seat in range(players)]
        start = time.process_time()
        game = play(Game(players, seed=gseed), bots)
        scores, ranks = game.scores(), game.ranks()
        results.append(
            {
                "game": number,
                "seed": gseed,
                "seat_a": seat_a,
                "scores": scores,
                "ranks": ranks,
                "travellers": [t.key for t in game.travellers if not t.neutral],
                "cpu": round(time.process_time() - start, 5),
            }
        )
    return results


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def summarize(a: str, b: str, players: int, results: list[dict]) -> str:
    n = len(results)
    if not n:
        return "no games"
    a_wins = sum(r["ranks"][r["seat_a"]] == 1 for r in results)
    b_wins = sum(
        sum(rank == 1 for s, rank in enumerate(r["ranks"]) if s != r["seat_a"]) for r in results
    )
    a_score = sum(r["scores"][r["seat_a"]] for r in results) / n
    b_score = sum(
        sum(x for s, x in enumerate(r["scores"]) if s != r["seat_a"]) for r in results
    ) / (n * (players - 1))
    margin = (
        sum(
            r["scores"][r["seat_a"]] - max(x for s, x in enumerate(r["scores"]) if s != r["seat_a"])
            for r in results
        )
        / n
    )
    low, high = wilson(a_wins, n)
    cpu = sum(r["cpu"] for r in results) / n
    return (
        f"{n} games, {players} players, 1 x {a} vs {players - 1} x {b}, seats rotated\n"
        f"  {a}: win rate {a_wins / n:.3f} (95% CI {low:.3f}-{high:.3f}; fair share "
        f"{1 / players:.3f}), mean score {a_score:.1f}, mean margin over the best other "
        f"{margin:+.1f}\n"
        f"  {b}: win rate per seat {b_wins / (n * (players - 1)):.3f}, mean score {b_score:.1f}\n"
        f"  CPU per game {cpu * 1000:.1f} ms"
    )


def match(args: argparse.Namespace) -> None:
    out = Path(args.out) if args.out else None
    done: dict[int, dict] = {}
    if out and out.exists():
        for line in out.read_text().splitlines():
            record = json.loads(line)
            done[record["game"]] = record
    todo = [n for n in range(args.games) if n not in done]
    chunks = [todo[i : i + args.chunk] for i in range(0, len(todo), args.chunk)]
    if done:
        print(f"{len(done)} games already in {out}; playing {len(todo)} more")
    start = time.perf_counter()
    played = 0
    with ProcessPoolExecutor(args.workers) as pool:
        futures = [
            pool.submit(play_match_games, args.a, args.b, args.players, args.seed, chunk)
            for chunk in chunks
        ]
        for future in as_completed(futures):
            for record in future.result():
                done[record["game"]] = record
                played += 1
                if out:
                    with out.open("a") as f:
                        f.write(json.dumps(record) + "\n")
            elapsed = time.perf_counter() - start
            print(
                f"\r{len(done)}/{args.games} games, {elapsed:.0f} s, "
                f"{played / elapsed:.2f} games/s",
                end="",
                file=sys.stderr,
                flush=True,
            )
    elapsed = time.perf_counter() - start
    print(file=sys.stderr)
    results = [done[n] for n in sorted(done) if n < args.games]
    print(summarize(args.a, args.b, args.players, results))
    if played:
        print(f"  wall time {elapsed:.0f} s for {played} games on {args.workers} workers")


# ------------------------------------------------------------------------------------ travellers
def traveller_games(seed: int, numbers: Iterable[int]) -> list[tuple[str, int, bool]]:
    """Greedy self-play, 4 players, travellers given at random: (traveller, score, won)."""
    import random

    rows = []
    for number in numbers:
        gseed = game_seed(seed, number)
        keys = random.Random(gseed).sample(sorted(TRAVELLERS), 4)
        game = play(
            Game(4, travellers=keys, seed=gseed), [GreedyBot(gseed * 8 + s) for s in range(4)]
        )
        for key, score, rank in zip(keys, game.scores(), game.ranks(), strict=True):
            rows.append((key, score, rank == 1))
    return rows


def travellers(args: argparse.Namespace) -> None:
    numbers = list(range(args.games))
    chunks = [numbers[i : i + 100] for i in range(0, len(numbers), 100)]
    totals: dict[str, list[float]] = {key: [0, 0, 0] for key in TRAVELLERS}
    with ProcessPoolExecutor(args.workers) as pool:
        for rows in pool.map(traveller_games, [args.seed] * len(chunks), chunks):
            for key, score, won in rows:
                totals[key][0] += 1
                totals[key][1] += won
                totals[key][2] += score
    print(f"{args.games} games of 4 greedy bots, travellers given at random")
    print(f"{'traveller':<10} {'games':>6} {'win rate':>8} {'mean score':>10}")
    played = {key: counts for key, counts in totals.items() if counts[0]}  # a few games miss some
    for key, (n, wins, score) in sorted(played.items(), key=lambda kv: -kv[1][1] / kv[1][0]):
        print(f"{key:<10} {n:>6.0f} {wins / n:>8.3f} {score / n:>10.1f}")


# ------------------------------------------------------------------------------------ keep
def keep_games(key: str, seed: int, numbers: Iterable[int]) -> list[tuple[str, int, int, int, int]]:
    """Paired games: seat 0 is dealt ``key`` and another tile, and plays each once.

    The other three seats get the same random travellers and bots both times, and the game the
    same seed, so the two games differ by seat 0's choice only. Each row is (the other tile,
    score and won with ``key``, score and won with the other tile).
    """
    import random

    rows = []
    others = sorted(k for k in TRAVELLERS if k != key)
    for number in numbers:
        gseed = game_seed(seed, number)
        draw = random.Random(gseed).sample(others, 4)  # the other tile, then the table's three
        pair = []
        for mine in (key, draw[0]):
            game = play(
                Game(4, travellers=[mine, *draw[1:]], seed=gseed),
                [GreedyBot(gseed * 8 + s) for s in range(4)],
            )
            pair += [game.scores()[0], int(game.ranks()[0] == 1)]
        rows.append((draw[0], *pair))
    return rows


def keep(args: argparse.Namespace) -> None:
    numbers = list(range(args.games))
    chunks = [numbers[i : i + 50] for i in range(0, len(numbers), 50)]
    rows = []
    start = time.perf_counter()
    with ProcessPoolExecutor(args.workers) as pool:
        for part in pool.map(
            keep_games, [args.key] * len(chunks), [args.seed] * len(chunks), chunks
        ):
            rows += part
    n = len(rows)
    key_wins, other_wins = sum(r[2] for r in rows), sum(r[4] for r in rows)
    diffs = [r[1] - r[3] for r in rows]
    mean = sum(diffs) / n
    spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (n - 1)) / math.sqrt(n)
    (klo, khi), (olo, ohi) = wilson(key_wins, n), wilson(other_wins, n)
    print(f"{n} pairs of 4-player greedy games: seat 0 keeps {args.key}, or the other tile dealt")
    print(f"  keeping {args.key}: win rate {key_wins / n:.3f} (95% CI {klo:.3f}-{khi:.3f}), "
          f"mean score {sum(r[1] for r in rows) / n:.1f}")  # fmt: skip
    print(f"  keeping the other: win rate {other_wins / n:.3f} (95% CI {olo:.3f}-{ohi:.3f}), "
          f"mean score {sum(r[3] for r in rows) / n:.1f}")  # fmt: skip
    print(f"  score with {args.key} minus score with the other: {mean:+.2f} "
          f"(95% CI {mean - 1.96 * spread:+.2f} to {mean + 1.96 * spread:+.2f})")  # fmt: skip
    by_other: dict[str, list[int]] = {}
    for other, _, won_key, _, won_other in rows:
        by_other.setdefault(other, [0, 0, 0])
        by_other[other][0] += 1
        by_other[other][1] += won_key
        by_other[other][2] += won_other
    print(f"  {'other tile':<10} {'pairs':>5} {'wins ' + args.key:>14} {'wins other':>10}")
    for other, (count, wk, wo) in sorted(by_other.items()):
        print(f"  {other:<10} {count:>5} {wk / count:>14.3f} {wo / count:>10.3f}")
    print(f"  wall time {time.perf_counter() - start:.0f} s on {args.workers} workers")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    p = commands.add_parser("speed", help="games per second of each bot")
    p.add_argument("--games", type=int, default=200, help="random and greedy games (200)")
    p.add_argument("--search-games", type=int, default=2, help="games with search bots (2)")
    p.add_argument("--rollouts", type=int, default=SearchBot().rollouts, help="search budget")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument(
        "--before",
        action="append",
        metavar="COMMIT",
        help="then the same random, greedy and copy() figures of older commits and of this "
        "checkout, taking turns (benchmarks/before_after.py; f2d1ced 38c5877 for 'default')",
    )
    p.add_argument("--rounds", type=int, default=3, help="rounds of --before, best kept (3)")
    p.set_defaults(run=speed)
    p = commands.add_parser("split", help="a greedy game's time: rules, evaluator, the rest")
    p.add_argument("--games", type=int, default=60, help="greedy 4-player games (60)")
    p.add_argument("--rounds", type=int, default=5, help="rounds, best kept (5)")
    p.add_argument("--seed", type=int, default=0)
    p.set_defaults(run=split)
    p = commands.add_parser("match", help="win rate of bot A against bot B")
    p.add_argument("a", help="bot A, e.g. search or search:rollouts=48")
    p.add_argument("b", help="bot B, in every other seat")
    p.add_argument("--games", type=int, default=1000, help="games (1000)")
    p.add_argument("--players", type=int, default=4, help="players per game (4)")
    p.add_argument("--workers", type=int, default=2, help="processes (2)")
    p.add_argument("--chunk", type=int, default=10, help="games per task (10)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--out", help="JSON lines file: one line per game; reruns resume from it")
    p.set_defaults(run=match)
    p = commands.add_parser("travellers", help="greedy self-play win rate by traveller")
    p.add_argument("--games", type=int, default=3000)
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--seed", type=int, default=0)
    p.set_defaults(run=travellers)
    p = commands.add_parser("keep", help="a tile kept or refused: the same games both ways")
    p.add_argument("key", help="the traveller dealt to seat 0, e.g. satsuki")
    p.add_argument("--games", type=int, default=1000, help="pairs of games (1000)")
    p.add_argument("--workers", type=int, default=2)
    p.add_argument("--seed", type=int, default=0)
    p.set_defaults(run=keep)
    args = parser.parse_args(argv)
    args.run(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
