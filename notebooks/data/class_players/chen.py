"""Chen's player: a class that counts its coins, with a bug at the temples."""


class Player:
    def play(self, view):
        actions = view.legal_actions
        if view.decision == "donate":
            return actions[view.me.coins]  # a bug: fewer actions than coins, sometimes
        if view.decision == "move":
            return actions[len(actions) // 2]
        return actions[-1]
