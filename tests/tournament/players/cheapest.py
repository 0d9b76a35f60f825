"""A good player: stops at the nearest space, buys what it can, eats the first meal."""


def play(view):
    actions = view.legal_actions
    if view.decision == "move":
        return min(actions, key=lambda action: action.to)
    return actions[-1]
