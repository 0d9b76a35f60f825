"""Replay every bundled real game and write the winners' facts the package ships.

    python scripts/winners_facts.py [--jobs N] [--check]

writes ``tokaido_nb/masters/winners-facts.jsonl.xz`` (``masters.shipped_facts``): each seat of
each of the 975 games, as ``masters.winners.seat_facts`` reads it off a replay through the
rules. It takes about a minute of one core; ``--jobs`` shares the games out among worker
processes. ``--check`` writes nothing and fails (exit status 1) if the shipped file differs from
a fresh replay. Run it again after a change of the rules or of ``seat_facts``:
``tests/masters/test_shipped_facts.py`` fails until then.
"""

from __future__ import annotations

import argparse
import sys
from multiprocessing import Pool
from pathlib import Path

from tokaido_nb.masters.real_games import RealGame, real_games
from tokaido_nb.masters.shipped_facts import FACTS_FILE, facts_bytes
from tokaido_nb.masters.winners import SeatFacts, seat_facts

TARGET = Path(__file__).resolve().parent.parent / "tokaido_nb" / "masters" / FACTS_FILE


def every_fact(jobs: int) -> list[SeatFacts]:
    """The facts of every seat of every bundled game, in the bundles' order."""
    games: list[RealGame] = list(real_games())
    if jobs > 1:
        with Pool(jobs) as pool:
            per_game = pool.map(seat_facts, games, chunksize=8)
    else:
        per_game = [seat_facts(game) for game in games]
    return [fact for facts in per_game for fact in facts]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument(
        "--check", action="store_true", help="compare with the shipped file, write nothing"
    )
    args = parser.parse_args(argv)
    if args.jobs < 1:
        parser.error(f"--jobs must be 1 or more, not {args.jobs}")
    fresh = facts_bytes(every_fact(args.jobs))
    if args.check:
        same = TARGET.exists() and TARGET.read_bytes() == fresh
        print(f"{TARGET.name}: {'up to date' if same else 'OUT OF DATE: run this script'}")
        return 0 if same else 1
    TARGET.write_bytes(fresh)
    print(f"wrote {TARGET} ({len(fresh):,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
