"""What a confined class tournament costs (issue 40): 30 learners' players over N games, with
and without one player that loops for ever, one game at a time (``--jobs 1``) and on every core
(the default), and the sandbox's cost per decision against playing in this process.

    python -m benchmarks.tournament_sandbox                # 30 players, 300 games (minutes)
    python -m benchmarks.tournament_sandbox --games 60     # a quick look

The 30 players are three copies of benchmarks/tournament.py's ten learner-like files (they all
answer at once); the endless loop replaces one of them. Limits are the command line's defaults
(1 s a decision, 60 s a game, 120 s a player over the tournament). Each run is
``play_tournament`` as the command line calls it, the players' files tried first included.
"""

from __future__ import annotations

import argparse
import os
import random
import tempfile
import time
import types
from pathlib import Path
from typing import Any

from tokaido_nb.players import ViewPlayer
from tokaido_nb.simulate import play_game
from tokaido_nb.tournament import Limits, play_tournament, schedule
from tokaido_nb.tournament.entrants import load_entrants
from tokaido_nb.tournament.tables import player_seed

from .tournament import PLAYERS

LOOPS = "def play(view):\n    while True:\n        pass\n"


def _folder(root: Path, loop: bool) -> Path:
    folder = root / ("loop" if loop else "honest")
    folder.mkdir()
    for copy in range(3):
        for name, source in PLAYERS.items():
            (folder / f"{name}_{copy}.py").write_text(source)
    if loop:
        (folder / "reader_2.py").write_text(LOOPS)
    return folder


def _in_process(folder: Path, games: int, seed: int) -> tuple[float, int]:
    """Seconds to play the tournament's tables with the players loaded here, and the number
    of decisions they made (the same games as the sandboxed run: nobody faults)."""
    entrants, _ = load_entrants(folder, Limits())
    tables = schedule(list(entrants), games, (3, 4, 5), seed)
    decisions = 0

    def counted(play: Any) -> Any:
        def asked(view: Any) -> Any:
            nonlocal decisions
            decisions += 1
            return play(view)

        return asked

    start = time.perf_counter()
    for table in tables:
        policies = []
        for place, name in enumerate(table.seats):
            module = types.ModuleType(f"benchmark_player_{name}")
            exec(compile(entrants[name].source, entrants[name].filename, "exec"), module.__dict__)
            play = (
                getattr(module, "play", None)
                or next(v for v in vars(module).values() if isinstance(v, type))().play
            )
            random.seed(player_seed(table.seed, place))
            policies.append(ViewPlayer(counted(play), table.number))
        play_game(len(table.seats), table.seed, policies)
    return time.perf_counter() - start, decisions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    cores = os.cpu_count() or 1
    limits = Limits(tournament_seconds=120.0)
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        honest, looping = _folder(root, False), _folder(root, True)
        print(f"30 players, {args.games} games asked (tables of 3 to 5), {cores} cores")
        boards = {}
        for folder, label in ((honest, "no loop"), (looping, "one endless loop")):
            for jobs in (1, cores):
                start = time.perf_counter()
                result = play_tournament(
                    folder, args.games, seed=args.seed, limits=limits, jobs=jobs
                )
                seconds = time.perf_counter() - start
                boards[label, jobs] = result.to_json()["leaderboard"]
                faults = len(result.faults)
                print(
                    f"  {label:17} --jobs {jobs}: {seconds:7.1f} s wall "
                    f"({result.loading_seconds:.1f} s trying the files), "
                    f"{len(result.results)} games, {faults} faults"
                )
        same = boards["no loop", 1] == boards["no loop", cores]
        print(f"  same leaderboard with --jobs 1 and --jobs {cores}: {same}")
        sandboxed = play_tournament(honest, args.games, seed=args.seed, limits=limits, jobs=1)
        played = sandboxed.seconds - sandboxed.loading_seconds
        local, decisions = _in_process(honest, args.games, args.seed)
        print(
            f"  per decision: sandboxed {played / decisions * 1000:.2f} ms, "
            f"in-process {local / decisions * 1000:.3f} ms ({played / local:.1f}x), "
            f"over {decisions} decisions"
        )


if __name__ == "__main__":
    main()
