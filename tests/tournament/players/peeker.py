"""A player that tries to read the decks: through its view, then by hunting for a Game."""

import gc


def play(view):
    for thing in gc.get_objects():
        if type(thing).__name__ == "Game":
            return thing.legal_actions()[0]  # never found: no game lives in this process
    souvenirs = view.piles["souvenir"]
    return view.legal_actions[len(souvenirs) % len(view.legal_actions)]
