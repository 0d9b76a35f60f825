"""A mischievous student: tries to read and spoil the other students' files, the teacher's home
and the tournament's results, and to hide data in shared memory. It reports what it managed."""

import os

TARGETS: dict = {}  # the test writes the paths here; alone, the file guesses them


def attempt(name, action):
    try:
        action()
    except Exception as error:
        return f"{name}:{type(error).__name__}"
    return f"{name}:DONE"


def append(path, text):
    with open(path, "a") as stream:
        stream.write(text)


def read(path):
    with open(path, "rb") as stream:
        return stream.read()


def play(view):
    here = os.path.dirname(__file__)
    rival = TARGETS.get("rival", os.path.join(here, "cheapest.py"))
    home = TARGETS.get("home", os.path.expanduser("~"))
    results = TARGETS.get("results", os.path.join(here, "tournament", "results.json"))
    report = [
        attempt("read_rival", lambda: read(rival)),
        attempt("write_rival", lambda: append(rival, "# spoiled\n")),
        attempt("read_home", lambda: read(os.path.join(home, ".bashrc"))),
        attempt("write_home", lambda: append(os.path.join(home, ".bashrc"), "rm -rf ~\n")),
        attempt("environ", lambda: read(f"/proc/{os.getppid()}/environ")),
        attempt("cmdline", lambda: read(f"/proc/{os.getppid()}/cmdline")),
        attempt("plant_folder", lambda: os.mkdir(results)),
        attempt("plant_link", lambda: os.symlink(os.path.join(home, ".bashrc"), results)),
        attempt("shm", lambda: append("/dev/shm/spoiler", "x" * 10_000_000)),
        attempt("tmp", lambda: append("/tmp/spoiler.txt", "x")),
    ]
    raise RuntimeError(" ".join(report))
