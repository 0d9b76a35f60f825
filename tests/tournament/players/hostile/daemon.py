"""A student who leaves processes behind: a daemon in a new session, a fork bomb (bounded here).
It reports what it managed; a thread of its own is still allowed."""

import os
import subprocess
import sys
import threading


def attempt(name, action):
    try:
        action()
    except Exception as error:
        return f"{name}:{type(error).__name__}"
    return f"{name}:DONE"


def fork():
    if os.fork() == 0:
        os._exit(0)


def daemon():
    subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"], start_new_session=True)


def bomb():
    for _ in range(20):
        fork()


def thread():
    worker = threading.Thread(target=lambda: None)
    worker.start()
    worker.join()


def play(view):
    report = [
        attempt("fork", fork),
        attempt("setsid", os.setsid),
        attempt("daemon", daemon),
        attempt("fork_bomb", bomb),
        attempt("thread", thread),
    ]
    raise RuntimeError(" ".join(report))
