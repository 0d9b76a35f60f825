"""A player written as a class: it remembers how many decisions it made this game."""


class Thinker:
    def __init__(self):
        self.decisions = 0

    def play(self, view):
        self.decisions += 1
        return view.legal_actions[self.decisions % len(view.legal_actions)]
