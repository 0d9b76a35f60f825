"""How big the long sweeps are: a sample in `make test`, the whole sweep on request.

`make test` must stay within a few minutes on a 2-core machine, so the long random sweeps
play a sample that can still fail (each game checks every invariant after every step).
`TOKAIDO_FULL_SWEEPS=1 make test` plays them whole (10,240 random games, 1,024 Crossroads
games, 10,000 score sheets), as before a release.
"""

from __future__ import annotations

import os

FULL = os.environ.get("TOKAIDO_FULL_SWEEPS", "") == "1"


def sized(sample: int, full: int) -> int:
    """``full`` when the whole sweeps are asked for, else ``sample``."""
    return full if FULL else sample
