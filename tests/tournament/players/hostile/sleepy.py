"""A slow student: thinks just under the time for a decision, every time."""

import time

THINK = 0.4


def play(view):
    time.sleep(THINK)
    return view.legal_actions[0]
