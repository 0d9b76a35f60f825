"""A student who writes into the tournament's conversation: 100,000 brackets, then a reply with
an unhashable fault kind, on every file descriptor it holds."""

import os

SENT = []


def play(view):
    line = b"[" * 100_000 if not SENT else b'{"fault": ["x"], "message": "m"}'
    SENT.append(line)
    for fd in range(3, 10):
        try:
            os.write(fd, line + b"\n")
        except OSError:
            pass
    return view.legal_actions[0]
