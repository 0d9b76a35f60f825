"""A player that answers an action it was not offered: a move far beyond the road."""

from tokaido_nb.rules.actions import Move


def play(view):
    return Move(to=99)
