"""A player with a syntax error: it cannot be loaded."""


def play(view)
    return view.legal_actions[0]
