"""What a class tournament costs: 10 learners' players over N games, here and on a cluster,
and what running each player in a process of its own adds to playing them in this process.

    python -m benchmarks.tournament                 # 10 players, 60 games (tables of 3 to 5)
    python -m benchmarks.tournament --games 1000    # the issue's figure (some minutes)
    python -m benchmarks.tournament --no-cluster    # skip the 2-worker LocalCluster

The ten players are small learner-like files written to a temporary folder (nearest stop,
farthest stop, first and last action, a village rule, a meal rule, random choices...); all
answer at once, so the figures are the tournament's own cost: the players' processes, a view
sent as JSON at every decision and the action read back, the games, the records. Three runs:

- *sandboxed, one machine*: ``play_tournament`` with its games played here, one after another
  (each player in its own process);
- *sandboxed, 2-worker cluster*: the same on a Dask ``LocalCluster`` of two worker processes;
- *in-process*: the same tables, the same players loaded in this process and played through
  ``players.ViewPlayer`` (no process, no JSON): what the sandbox costs is the difference.

Figures are in benchmarks/README.md and the closing note of issue 36.
"""

from __future__ import annotations

import argparse
import tempfile
import time
import types
from pathlib import Path

from tokaido_nb.players import ViewPlayer
from tokaido_nb.simulate import play_game
from tokaido_nb.tournament import Limits, play_tournament, schedule
from tokaido_nb.tournament.entrants import load_entrants

PLAYERS = {
    "nearest": "def play(view):\n"
    "    if view.decision == 'move':\n"
    "        return min(view.legal_actions, key=lambda a: a.to)\n"
    "    return view.legal_actions[-1]\n",
    "farthest": "def play(view):\n"
    "    if view.decision == 'move':\n"
    "        return max(view.legal_actions, key=lambda a: a.to)\n"
    "    return view.legal_actions[-1]\n",
    "first": "def play(view):\n    return view.legal_actions[0]\n",
    "last": "def play(view):\n    return view.legal_actions[-1]\n",
    "dice": "import random\n\n\ndef play(view):\n    return random.choice(view.legal_actions)\n",
    "middle": "def play(view):\n    actions = view.legal_actions\n"
    "    return actions[len(actions) // 2]\n",
    "saver": "def play(view):\n"
    "    if view.decision == 'move':\n"
    "        return min(view.legal_actions, key=lambda a: a.to)\n"
    "    return view.legal_actions[0]\n",
    "rich": "def play(view):\n"
    "    if view.decision == 'move' and view.me.coins < 3:\n"
    "        return max(view.legal_actions, key=lambda a: a.to)\n"
    "    return view.legal_actions[-1]\n",
    "counter": "class Counter:\n    def __init__(self):\n        self.n = 0\n\n"
    "    def play(self, view):\n        self.n += 1\n"
    "        return view.legal_actions[self.n % len(view.legal_actions)]\n",
    "reader": "def play(view):\n    seen = len(view.turns) + sum(view.scores)\n"
    "    return view.legal_actions[seen % len(view.legal_actions)]\n",
}
"""Ten learner-like players, by name."""

LIMITS = Limits(decision_seconds=5.0, game_seconds=120.0, memory_mb=512)


def _in_process(folder: Path, games: int, seed: int) -> float:
    """Seconds to play the tournament's tables with the players loaded here."""
    entrants, _ = load_entrants(folder, LIMITS)
    tables = schedule(list(entrants), games, (3, 4, 5), seed)
    start = time.perf_counter()
    for table in tables:
        policies = []
        for name in table.seats:
            module = types.ModuleType(f"benchmark_player_{name}")
            exec(compile(entrants[name].source, entrants[name].filename, "exec"), module.__dict__)
            play = (
                getattr(module, "play", None)
                or next(v for v in vars(module).values() if isinstance(v, type))()
            )
            policies.append(ViewPlayer(play, table.number))
        play_game(len(table.seats), table.seed, policies)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--no-cluster", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for name, source in PLAYERS.items():
            (folder / f"{name}.py").write_text(source)
        here = play_tournament(folder, args.games, seed=args.seed, limits=LIMITS)
        games = len(here.results)
        print(f"10 players, {games} games (tables of 3 to 5), seed {args.seed}")
        played = here.seconds - here.loading_seconds
        print(f"  trying the 10 files first:  {here.loading_seconds:7.1f} s")
        print(f"  sandboxed, one machine:     {played:7.1f} s  ({played / games:.3f} s/game)")
        if not args.no_cluster:
            from tokaido_nb.cluster import DaskExecutor, dask_client

            with dask_client("local", workers=2) as client:
                client.wait_for_workers(2, timeout=60)
                there = play_tournament(
                    folder, args.games, seed=args.seed, limits=LIMITS, executor=DaskExecutor(client)
                )
            on_cluster = there.seconds - there.loading_seconds
            same = there.to_json()["leaderboard"] == here.to_json()["leaderboard"]
            print(
                f"  sandboxed, 2-worker cluster:{on_cluster:7.1f} s  "
                f"({on_cluster / games:.3f} s/game; same leaderboard: {same})"
            )
        local = _in_process(folder, args.games, args.seed)
        print(f"  in-process (no sandbox):    {local:7.1f} s  ({local / games:.3f} s/game)")
        print(
            f"  sandbox overhead: {played / local:.1f}x the in-process time, "
            f"{(played - local) / games:.3f} s a game"
        )
        print("\n" + here.table())


if __name__ == "__main__":
    main()
