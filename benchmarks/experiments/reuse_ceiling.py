"""The most that keeping the greedy evaluator's stop values from one decision to the next could
save, counted by callgrind (issue 14 asks greedy games 3x faster than f2d1ced).

Conclusion (2026-12-04): even an evaluator that knew for free which stop values are unchanged
would make greedy games only 2.44x faster than f2d1ced, not 3x (every stop value free: 3.29x):
reuse alone cannot reach issue 14's 3x.

    python -m benchmarks.experiments.reuse_ceiling    # the 10 games of instructions.py; ~3 min

``GreedyBot`` builds a fresh ``Evaluator`` at each decision and works out the value of each
kind of stop it could move to (an encounter as the mean of the cards left in the pile). A
traveller's next decision often finds most of those values unchanged, so an evaluator told by
the rules what each action changed could keep them. This script counts the best such an
evaluator could do, before any of its bookkeeping is paid for.

It plays the greedy games of ``instructions.py`` once with the real evaluator and notes, for
each decision, which stop values (``Evaluator.stop``) and which encounter card values
(``Evaluator.encounter_card``) are the same as the last time they were worked out for that
traveller in that game. Then callgrind counts ``GreedyBot.values`` at every decision with a
choice three ways:

- ``as it is``: the evaluator of this checkout;
- ``reused``: a stop value, or a card value inside an encounter's, that has not changed is read
  from a table instead of worked out: an oracle, free to know what changed;
- ``free``: every stop value is read from the table (what is left is the rest of the evaluator:
  building it, the road walked, the choices at villages, inns and temples).

The difference between ``as it is`` and ``reused`` is the most that reuse could take off the
whole games (``instructions.py``'s ``greedy x4 bots``); the script prints the factor over f2d1ced
that this would reach. The counts of the evaluator are lower than ``instructions.py --split``'s
(156.8M) because here its kept tables are warm from the first pass.

Measured on the project's 2-core machine, 2026-12-04
(``python -m benchmarks.experiments.reuse_ceiling``,
1 min):

    10 greedy 4-player games: how often a value is the same as last time
    value            worked out  unchanged
    panorama              1,369      66.0%
    card: guide           1,140      63.0%
    inn                     717      94.4%
    village                 616      55.8%
    hot_spring              510      53.9%
    encounter               494      13.4%
    farm                    486      53.9%
    card: kuge              448      51.8%
    temple                  439      61.5%
    card: shokunin          374      62.0%
    card: samurai           370      89.2%
    card: miko              363      69.4%

    10 greedy 4-player games, instructions (millions)
    the evaluator                                   138.0M
      unchanged values read, not worked out         114.7M
      every stop value read                          62.4M
    whole games                                     226.1M  2.19x fewer than f2d1ced
      so, unchanged values read                     202.7M  2.44x
      so, every stop value read                     150.5M  3.29x

So an evaluator that kept every unchanged value, and paid nothing to know which they are, would
make greedy games 2.44x faster than f2d1ced, not 3x: from one of a traveller's decisions to the
next, a third to a half of the stop values change (an encounter's whole value, 87% of the
time). 3x needs nearly every stop value for free, or a cheaper way to value the stops, that is
another bot (or the same Python compiled: ``benchmarks/experiments/compiled.py``).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

from benchmarks.instructions import GAMES, ROOT, games_cost, part_cost, record_greedy_games

F2D1CED = 494.8e6
"""Instructions of the 10 greedy games at f2d1ced, the issue's "before"
(``python -m benchmarks.instructions --before f2d1ced --only "greedy x4 bots"``, 2026-12-04)."""

_REUSE = r"""
import collections
import pickle
import sys
from tokaido_nb.bots import Evaluator, GreedyBot
from tokaido_nb.rules import Game

way, counted, saved = sys.argv[1], sys.argv[2] == "1", sys.argv[3]
with open(saved, "rb") as file:
    recorded = pickle.load(file)
positions = []  # (game number, a copy of the game) at each decision with a choice
for number, (seed, actions) in enumerate(recorded):
    game = Game(4, seed=seed, undo=False)
    for action in actions:
        if len(game.legal_actions()) > 1:
            positions.append((number, game.copy()))
        game.play(action)

# Every way first values every decision with the real evaluator (so that the kept tables are
# as warm in each), noting each stop and card value and whether it changed since the last time
# it was worked out for that traveller in that game.
real_stop, real_card = Evaluator.stop, Evaluator.encounter_card
values, same = {}, {}  # by id of the position: {key: value}, {keys whose value is unchanged}
last = {}  # (game number, key): the value worked out last
unchanged, worked = collections.Counter(), collections.Counter()
playing, now = None, None  # the game number and the id of the position being valued

def note(key, kind, value):
    values[now].setdefault(key, value)
    before = last.get((playing,) + key)
    worked[kind] += 1
    if before is not None and before == value:
        unchanged[kind] += 1
        same[now].add(key)
    last[(playing,) + key] = value

def noting_stop(self, t, kind):
    cached = ("stop", t.index, kind) in self._cache
    value = real_stop(self, t, kind)
    if not cached:
        group = "panorama" if kind in ("paddy", "mountain", "sea") else kind
        note(("stop", t.index, kind), group, value)
    return value

def noting_card(self, t, card):
    value = real_card(self, t, card)
    if self.game.decision == "move":  # inside an encounter's value
        group = "guide" if card.startswith("annaibito") else card
        note(("card", t.index, card), "card: " + group, value)
    return value

Evaluator.stop, Evaluator.encounter_card = noting_stop, noting_card
bot = GreedyBot(0)
for playing, position in positions:
    now = id(position)
    values[now], same[now] = {}, set()
    bot.values(position, position.legal_actions())
Evaluator.stop, Evaluator.encounter_card = real_stop, real_card

if way == "rates":
    for kind, count in worked.most_common():
        print(f"{kind}\t{count}\t{unchanged[kind]}")
    sys.exit()

if way == "reused":
    def stop(self, t, kind):
        key = ("stop", t.index, kind)
        if key in same[id(self.game)]:
            return values[id(self.game)][key]
        return real_stop(self, t, kind)

    def encounter_card(self, t, card):
        key = ("card", t.index, card)
        if key in same[id(self.game)]:
            return values[id(self.game)][key]
        return real_card(self, t, card)

    Evaluator.stop, Evaluator.encounter_card = stop, encounter_card
elif way == "free":
    def stop(self, t, kind):
        return values[id(self.game)][("stop", t.index, kind)]

    Evaluator.stop = stop

if counted:
    for _, position in positions:
        bot.values(position, position.legal_actions())
"""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.parse_args(argv)
    games = GAMES["greedy x4 bots"]
    env = dict(os.environ, PYTHONPATH=str(ROOT), PYTHONHASHSEED="0")
    with tempfile.TemporaryDirectory(prefix="tokaido-reuse-") as tmp:
        saved = record_greedy_games(games, Path(tmp))
        rates = subprocess.run(
            [sys.executable, "-c", _REUSE, "rates", "0", saved],
            check=True,
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
        ).stdout
        costs = {way: part_cost(_REUSE, way, saved) for way in ("as it is", "reused", "free")}
    whole = games_cost(ROOT, "greedy x4 bots", games)

    print(f"{games} greedy 4-player games: how often a value is the same as last time")
    print(f"{'value':<16} {'worked out':>10} {'unchanged':>10}")
    for line in rates.splitlines():
        kind, count, same = line.split("\t")
        print(f"{kind:<16} {int(count):>10,} {int(same) / int(count):>10.1%}")
    print()
    print(f"{games} greedy 4-player games, instructions (millions)")
    print(f"{'the evaluator':<44} {costs['as it is'] / 1e6:8.1f}M")
    print(f"{'  unchanged values read, not worked out':<44} {costs['reused'] / 1e6:8.1f}M")
    print(f"{'  every stop value read':<44} {costs['free'] / 1e6:8.1f}M")
    print(f"{'whole games':<44} {whole / 1e6:8.1f}M  {F2D1CED / whole:.2f}x fewer than f2d1ced")
    for way in ("reused", "free"):
        projected = whole - costs["as it is"] + costs[way]
        label = "  so, unchanged values read" if way == "reused" else "  so, every stop value read"
        print(f"{label:<44} {projected / 1e6:8.1f}M  {F2D1CED / projected:.2f}x")
    return 0


if __name__ == "__main__":
    sys.exit(main())
