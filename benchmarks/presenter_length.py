"""How many decisions a class makes in the presenter's game, with and without the hand-off.

    python benchmarks/presenter_length.py              # seeds 1 to 40
    python benchmarks/presenter_length.py --seeds 200

The presenter (notebooks/present.ipynb) seats the class as Player 1 against two greedy bots and
a search bot. The class votes on each of its decisions; a decision with one legal action is
still a click. This plays the presenter's table (``widgets.Table``, compact) for each seed, the
class's choices made by a greedy bot (a class's votes are not a bot's, but the number of
decisions depends little on which stops are chosen), and counts the class's decisions:

- ``whole game``: the class plays to Edo;
- ``to Inn N, then the bots``: the class plays until its traveller has reached inn N (1 to 3),
  then presses **Let the bots play to the end**, which hands its seat to a greedy bot.

Each row gives the mean, the smallest and the largest count over the seeds, all decisions and
those with a choice (the ones a class must vote on).

Measured 2026-12-05 with ``python benchmarks/presenter_length.py --seeds 30`` (seeds 1 to 30):

    the class plays                 decisions (min-max)    with a choice (min-max)
    whole game                         31.3 (26-37)            26.9 (22-33)
    to Inn 1, then the bots             8.4 (7-10)             7.4 (6-9)
    to Inn 2, then the bots            15.4 (12-19)            13.4 (10-17)
    to Inn 3, then the bots            22.4 (18-26)            19.4 (15-23)

At a minute a class vote, playing to Inn 2 and handing the seat over fits the 15-minute slot of
the 50-minute plan (teachers.md); the whole game does not.
"""

from __future__ import annotations

import argparse
import statistics

from tokaido_nb.bots import GreedyBot
from tokaido_nb.rules import data
from tokaido_nb.widgets import Table

SEATS = ("person", "greedy", "greedy", "search")


def class_decisions(seed: int, stop_at_inn: int | None) -> tuple[int, int]:
    """(decisions, decisions with a choice) the class makes at a presenter table of ``seed``,
    playing until its traveller reaches inn ``stop_at_inn`` (None: to the end)."""
    table = Table(SEATS, seed=seed, compact=True)
    game = table.game
    voter = GreedyBot(seed=seed)
    inns = data.INNS  # Kyoto, Inn 1, Inn 2, Inn 3, Edo
    made = chosen = 0
    while not game.is_over() and game.to_move == 0:
        if stop_at_inn is not None:
            if game.travellers[0].progress >= inns[stop_at_inn]:
                break
        action = voter(game)
        chosen += len(game.legal_actions()) > 1
        made += 1
        table.game_widget.play(action)
    if not game.is_over():
        table.play_to_end()
    assert game.is_over()
    return made, chosen


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, default=40)
    args = parser.parse_args()
    seeds = range(1, args.seeds + 1)
    print(f"{'the class plays':<28} {'decisions (min-max)':>22} {'with a choice (min-max)':>26}")
    for label, inn in [
        ("whole game", None),
        ("to Inn 1, then the bots", 1),
        ("to Inn 2, then the bots", 2),
        ("to Inn 3, then the bots", 3),
    ]:
        counts = [class_decisions(seed, inn) for seed in seeds]
        made = [m for m, _ in counts]
        chosen = [c for _, c in counts]
        print(
            f"{label:<28} {statistics.mean(made):>10.1f} ({min(made)}-{max(made)}){'':>4}"
            f"{statistics.mean(chosen):>12.1f} ({min(chosen)}-{max(chosen)})"
        )


if __name__ == "__main__":
    main()
