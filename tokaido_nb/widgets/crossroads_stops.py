"""The Crossroads choice at each kind of stop, one scene each: the base action or the option.

Player 1 of a three-player Crossroads game (7 coins each, no powers) has just stopped at a
paddy, a hot spring, a farm, a temple, a village or an encounter, and the game asks which of the
two actions to take. The words quote the prices and points of the ``Rules``; the buttons are
the game's legal actions, and the tableau under the road shows what each choice gave.
"""

from __future__ import annotations

from collections.abc import Callable

from ..rules import Move, data
from ..rules.config import Rules
from ..rules.game import Game
from ..rules.language import N_, _
from .counted import coins, points
from .scene_picker import Scene, ScenePicker

STOPS = {"cherry_tree": 4, "bathhouse": 5, "gaming_room": 7, "amulet": 2, "legendary": 1}
"""The stop of each scene: the first paddy, hot spring, farm, temple and village of the road
(the encounter at 3 is the calligraphy's)."""
STOPS["calligraphy"] = 3


def crossroads_game(rules: Rules, players: int = 3, **kwargs) -> Game:
    """A Crossroads game with no powers (the Initiatory variant: 7 coins each) in which
    Player 1 moves first."""
    count = players + (1 if players == 2 else 0)
    return Game(
        players,
        variants=["initiatory"],
        kyoto=list(range(count))[::-1],
        expansions=["crossroads"],
        rules=rules,
        **kwargs,
    )


def _at(option: str) -> Callable[[Rules], Game]:
    def build(rules: Rules) -> Game:
        game = crossroads_game(rules)
        game.play(Move(STOPS[option]))
        return game

    return build


def _words(option: str) -> Callable[[Rules], str]:
    said = {
        "cherry_tree": lambda r: _(
            "A paddy field. Paint your next paddy section (it scores its number), or take a "
            "cherry tree: +{points} and +{coins}. A cherry tree is no panorama section."
        ).format(points=points(r.cherry_tree_points), coins=coins(r.cherry_tree_coins)),
        "bathhouse": lambda r: _(
            "A hot spring. Draw a hot spring card (2 or 3 points), or pay {price} for a "
            "bathhouse worth {points}. A bathhouse counts for the Bather too."
        ).format(price=coins(r.bathhouse_price), points=points(r.bathhouse_points)),
        "gaming_room": lambda r: _(
            "A farm. Take its {coins}, or bet {bet} in the gaming room and roll the fortune "
            "die: X loses the bet, x1 gives it back, x2, x3 and x4 multiply it."
        ).format(coins=coins(r.farm_coins), bet=coins(r.gaming_room_bet)),
        "amulet": lambda r: _(
            "A temple. Donate 1 to 3 coins, or pay {price} to the bank for an amulet of the "
            "stack: a secret card you play once, later, at its own moment."
        ).format(price=coins(r.amulet_price)),
        "legendary": lambda r: _(
            "A village. Look at three souvenirs and buy some, or buy one legendary object at "
            "its price (1, 2 or 3 coins)."
        ),
        "calligraphy": lambda r: _(
            "An encounter. Draw an encounter card, or pay {price} for a calligraphy: secret, "
            "it scores at the end of the journey, and counts for the Chatterbox."
        ).format(price=coins(r.calligraphy_price)),
    }
    return said[option]


LABELS = {
    "cherry_tree": N_("Paddy field: a cherry tree"),
    "bathhouse": N_("Hot spring: a bathhouse"),
    "gaming_room": N_("Farm: the gaming room"),
    "amulet": N_("Temple: an amulet"),
    "legendary": N_("Village: a legendary object"),
    "calligraphy": N_("Encounter: a calligraphy"),
}
"""Each scene's title (English; shown translated)."""

SCENES: dict[str, Scene] = {
    option: Scene(LABELS[option], _at(option), _words(option)) for option in STOPS
}
"""Crossroads option -> its scene."""
assert set(SCENES) == set(data.CROSSROADS_OPTIONS.values())


class CrossroadsStops(ScenePicker):
    """Pick a kind of stop; choose its base action or its Crossroads option.

    >>> stops = CrossroadsStops("bathhouse")
    >>> stops.offered()
    ['Draw a hot spring card', 'Pay 1 coin for a bathhouse']

    CSS classes: ``tokaido-crossroads-stops`` (the whole widget), ``...-select``,
    ``...-words``, ``...-restart``, ``tokaido-message``; the game is a ``GameWidget``.
    """

    SCENES = SCENES
    KIND = "option"
    DONE = N_(
        "Scene “{scene}” done: what it gave is said below. The game goes on if you want to "
        "play on; “Start again” sets the scene up anew, and the list has the other options."
    )
    KIND_LABEL = N_("Option:")
    UNKNOWN = N_("There is no option {key}; options: {known}.")
    CSS = "tokaido-crossroads-stops"


__all__ = ["SCENES", "CrossroadsStops", "crossroads_game"]
