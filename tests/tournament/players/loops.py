"""A player that never answers: it thinks forever."""


def play(view):
    while True:
        pass
