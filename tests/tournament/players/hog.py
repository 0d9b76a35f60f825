"""A player that allocates memory without end."""


def play(view):
    memory = []
    while True:
        memory.append(bytes(50_000_000))
