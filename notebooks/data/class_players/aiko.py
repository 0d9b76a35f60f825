"""Aiko's player: the nearest stop, as many souvenirs as the purse allows, the first meal."""


def play(view):
    actions = view.legal_actions
    if view.decision == "move":
        return min(actions, key=lambda action: action.to)
    if view.decision == "buy":
        return max(actions, key=lambda action: len(action.souvenirs))
    if view.decision == "eat":
        meals = [action for action in actions if action.meal is not None]
        return meals[0] if meals else actions[0]
    return actions[0]
