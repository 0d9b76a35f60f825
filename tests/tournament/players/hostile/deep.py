"""A careless student: answers a move holding a list nested 985 deep."""

from tokaido_nb.rules.actions import Move


def play(view):
    nested = []
    for _ in range(985):
        nested = [nested]
    if view.decision == "move":
        return Move(to=nested)
    return view.legal_actions[0]
