"""A student who cheats: stops a rival (SIGSTOP), writes into a rival's input pipe, reads the
tournament's memory and seed, and reaches the network. It reports what it managed."""

import os
import signal
import socket

TARGETS: dict = {}  # the test writes a rival's pid and a port here


def attempt(name, action):
    try:
        action()
    except Exception as error:
        return f"{name}:{type(error).__name__}"
    return f"{name}:DONE"


def inject(pid):
    with open(f"/proc/{pid}/fd/0", "w") as pipe:
        pipe.write('{"view": null}\n')


def connect(port):
    socket.create_connection(("127.0.0.1", port), timeout=1).close()


def bind():
    with socket.socket() as server:
        server.bind(("127.0.0.1", 0))
        server.listen()


def abstract():
    with socket.socket(socket.AF_UNIX) as client:
        client.connect("\0" + TARGETS.get("abstract", "tokaido"))


def play(view):
    rival = TARGETS.get("rival_pid", os.getppid())
    report = [
        attempt("stop_rival", lambda: os.kill(rival, signal.SIGSTOP)),
        attempt("signal_host", lambda: os.kill(os.getppid(), 0)),
        attempt("inject_pipe", lambda: inject(rival)),
        attempt("host_memory", lambda: open(f"/proc/{os.getppid()}/mem", "rb").close()),
        attempt("connect", lambda: connect(TARGETS.get("port", 80))),
        attempt("bind", bind),
        attempt("abstract_unix", abstract),
    ]
    raise RuntimeError(" ".join(report))
