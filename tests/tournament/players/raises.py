"""A player with a bug: it divides by zero at every decision."""


def play(view):
    coins = view.me.coins
    return view.legal_actions[coins // 0]
