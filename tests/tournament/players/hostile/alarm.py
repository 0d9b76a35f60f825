"""A careless student: a timer left running (signal.setitimer) kills its own process."""

import signal


def play(view):
    signal.setitimer(signal.ITIMER_REAL, 0.01)
    return view.legal_actions[0]
