"""What a traveller gained between two moments of a game, in a learner's words.

Lesson widgets replay a stop on a copy of the game and then say what it did ("+3 coins",
"sea section 3", "+5 points"). The words are read off the two states; nothing here knows why a
stop gives what it gives: the rules core has already decided that.
"""

from __future__ import annotations

from ..rules import data
from ..rules.game import Game
from ..rules.words import ACHIEVEMENT_LABELS, FAMILY_LABELS, card_name, listed, plural


def gains(before: Game, after: Game, player: int) -> list[str]:
    """What ``player`` gained from ``before`` to ``after``, one short phrase per kind of gain.

    Coins, souvenirs, panorama sections, hot springs, meals, temple coins and achievements are
    listed in that order; points come last, as a total. Encounter cards are not listed (the
    caller names the card it is about).

    >>> from tokaido_nb.rules import Game, Move
    >>> game = Game(3, travellers=["kinko", "satsuki", "umegae"], kyoto=[1, 2, 0])
    >>> after = game.copy()
    >>> after.play(Move(7))  # a farm
    >>> gains(game, after, 0)
    ['+3 coins']
    """
    old, new = before.travellers[player], after.travellers[player]
    said: list[str] = []
    coins = new.coins - old.coins
    if coins:
        sign = "+" if coins > 0 else "−"
        said.append(f"{sign}{plural(abs(coins), 'coin')}")
    for card in new.souvenirs[len(old.souvenirs) :]:
        family = FAMILY_LABELS[data.SOUVENIRS[card][0]]
        said.append(f"the souvenir {card_name(card)} ({family})")
    for panorama in data.PANORAMAS:
        for section in range(old.panoramas[panorama] + 1, new.panoramas[panorama] + 1):
            said.append(f"{panorama} section {section}")
    for spring in new.hot_springs[len(old.hot_springs) :]:
        said.append(f"a hot spring card worth {spring}")
    for meal in new.meals[len(old.meals) :]:
        said.append(f"the meal {card_name(meal)}")
    given = new.donated - old.donated
    if given:
        said.append(f"{plural(given, 'coin')} in the temple")
    for achievement in new.achievements[len(old.achievements) :]:
        said.append(f"the {ACHIEVEMENT_LABELS[achievement]} achievement")
    points = after.scores()[player] - before.scores()[player]
    if points:
        said.append(f"+{plural(points, 'point')}" if points > 0 else f"−{plural(-points, 'point')}")
    return said


def gains_sentence(before: Game, after: Game, player: int) -> str:
    """``gains`` as one phrase: ``"+3 coins"``, ``"sea section 3 and +3 points"``, or
    ``"nothing"``.

    >>> from tokaido_nb.rules import Game
    >>> game = Game(3, travellers=["kinko", "satsuki", "umegae"], kyoto=[1, 2, 0])
    >>> gains_sentence(game, game, 0)
    'nothing'
    """
    return listed(gains(before, after, player)) or "nothing"
