"""How big the long sweeps are: a sample in `make test`, the whole sweep on request.

`make test` must stay within a few minutes on a 2-core machine, so the long sweeps play a
sample that can still fail (each random game checks every invariant after every step), and
`TOKAIDO_FULL_SWEEPS=1 make test` plays them whole, as before a release:

    sweep                                        make test     TOKAIDO_FULL_SWEEPS=1
    random games, every set-up                         640            10,240
    random Crossroads games                            256             1,024
    games replayed from their own records              768 + 16        6,144 + 160
    score sheets of random games                     1,000            10,000
    hostile inputs, the slow families' second run    1/8 as many       as many as the first
    conformance folders through the command line    78 + 50 + 38     624 + 199 + 152
    a search bot against three greedy ones           6 games              16
    notebooks checked in a real JupyterLab           6 of 23 (18 in)   every one
    mutated player views (hostile/test_surfaces.py)    200                3,000
    widget methods given odd values                  1 per argument      12 per argument
    real games' facts and their direct counts          6 a bundle         all 975
    shipped winners' facts and charts, direct counts   3 a bundle         all 975
    guess the move: decisions drawn from a twin        1 in 3             every one
    careless tournament players (tests/tournament)   2 files           7, and a real Ctrl-C
    shipped puzzles checked whole at their position    16                every one
    pip's resolver over the Binder pins                none (pins checked)  once

Every conformance game is replayed through the rules in every run (tests/record/
test_conformance.py); only the command line's second replay of them is sampled.
"""

from __future__ import annotations

import os

FULL = os.environ.get("TOKAIDO_FULL_SWEEPS", "") == "1"


def sized(sample: int, full: int) -> int:
    """``full`` when the whole sweeps are asked for, else ``sample``."""
    return full if FULL else sample
