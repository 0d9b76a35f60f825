"""A careless student: moves to a float (Move(to=8.0)), which is not the action offered."""

from tokaido_nb.rules.actions import Move


def play(view):
    if view.decision == "move":
        return Move(to=float(view.legal_actions[0].to))
    return view.legal_actions[0]
