"""The six amulets, each at the moment it fires: one scene per amulet, played in a game.

Each scene is a Crossroads game with no powers in which a traveller bought the amulet at a
temple on an earlier turn (an amulet is never played on the turn it was bought) and the game
has reached the amulet's moment: Vitality after a stop that takes the lead, Fortune before a
move, Health at a stop, Friendship facing an occupied single space, Hospitality at an inn,
Devotion at a purchase. The buttons with the amulet are the game's legal actions; whether one is
offered, and what it does, the rules decide.
"""

from __future__ import annotations

from ..record.scenarios import bring, settle, walk
from ..rules import ChooseOption, Move, TakeAmulet
from ..rules.config import Rules
from ..rules.game import Game
from ..rules.language import N_, _
from ..rules.words import card_name
from .crossroads_stops import crossroads_game
from .scene_picker import Scene, ScenePicker, only_stop

MEALS = ("dango", "tofu", "unagi", "sushi")
"""The meals shown at the inn of the Hospitality scene."""
SOUVENIRS = ("koma", "sumie", "geta")
"""The souvenirs revealed at the village of the Devotion scene."""


def buy_amulet(game: Game, player: int, amulet: str, temple: int = 2) -> None:
    """Walk ``player`` to a temple and buy ``amulet`` there with the Crossroads option."""
    walk(game, player, temple)
    game.play(ChooseOption("option"))
    game.play(TakeAmulet(amulet))


def holding(amulet: str, rules: Rules, players: int = 3) -> Game:
    """Player 1 bought ``amulet`` at the temple at 2 on an earlier turn and is to move again."""
    game = crossroads_game(rules, players)
    buy_amulet(game, 0, amulet)
    bring(game, 0)
    return game


def _vitality(rules: Rules) -> Game:
    # Four players: Player 1 buys Vitality at 9, the others stop just past it, then Player 1
    # walks to 13, ahead of them all.
    game = crossroads_game(rules, 4)
    buy_amulet(game, 0, "vitality", temple=9)
    settle(game)
    while game.actor != 0:
        game.play(Move(min(s for s in game.legal_stops() if s > 9)))
        settle(game)
    game.play(Move(13))
    game.play(ChooseOption("base"))
    return game


def _fortune(rules: Rules) -> Game:
    return holding("fortune", rules)


def _health(rules: Rules) -> Game:
    game = holding("health", rules)
    game.play(Move(7))
    return game


def _friendship(rules: Rules) -> Game:
    # Player 1 stands alone on the single space at 3; Player 2 bought Friendship at 2 behind.
    game = crossroads_game(rules)
    game.play(Move(3))
    game.play(ChooseOption("base"))
    settle(game)
    buy_amulet(game, 1, "friendship", temple=2)
    bring(game, 1)
    return game


def _hospitality(rules: Rules) -> Game:
    game = crossroads_game(rules)
    buy_amulet(game, 0, "hospitality")
    game.name_draws("meal", list(MEALS))  # before the others reach the inn and draw its hand
    bring(game, 0)
    game.play(Move(14))
    return game


def _devotion(rules: Rules) -> Game:
    game = holding("devotion", rules)
    game.name_draws("souvenir", list(SOUVENIRS))
    game.play(Move(8))
    return game


SCENES: dict[str, Scene] = {
    "vitality": Scene(
        N_("Vitality"),
        _vitality,
        lambda r: _(
            "Player 1 has just stopped at 13, ahead of everyone. {amulet} may be played now: "
            "another move at once, in the same turn. It is not offered behind the lead, nor "
            "after arriving at an inn."
        ).format(amulet=card_name("vitality")),
    ),
    "fortune": Scene(
        N_("Fortune"),
        _fortune,
        lambda r: _(
            "Player 1 is about to move. {amulet} is played before the move: roll the fortune "
            "die and take its multiplier times {stake} in coins (0 to 4 with the printed die). "
            "Keep it, and the game asks again before the next move."
        ).format(amulet=card_name("fortune"), stake=r.fortune_stake),
    ),
    "health": Scene(
        N_("Health"),
        _health,
        lambda r: _(
            "Player 1 has stopped at the farm at 7. With {amulet}, take both actions of the "
            "space, in the order you choose: the farm's coins and the gaming room's bet. "
            "Never at an inn."
        ).format(amulet=card_name("health")),
    ),
    "friendship": Scene(
        N_("Friendship"),
        _friendship,
        lambda r: _(
            "Player 2 is behind, and Player 1 holds the single space at 3. {amulet} lets "
            "Player 2 stop there too, as if the space were double; being the later arrival, "
            "Player 2 leaves first. Without the amulet the space is closed."
        ).format(amulet=card_name("friendship")),
        focus=only_stop(3, 4, 5),
        player=1,
    ),
    "hospitality": Scene(
        N_("Hospitality"),
        _hospitality,
        lambda r: _(
            "Player 1 has reached the inn at 14. With {amulet} the meal is free: compare the "
            "prices on the buttons with and without it."
        ).format(amulet=card_name("hospitality")),
    ),
    "devotion": Scene(
        N_("Devotion"),
        _devotion,
        lambda r: _(
            "Player 1 has stopped at the village at 8. With {amulet}, the coins paid for one "
            "card of a purchase go to the temple: 1 point each, and they count in the temple "
            "ranking at the end. Choose souvenirs or a legendary object, then how to pay."
        ).format(amulet=card_name("devotion")),
    ),
}
"""Amulet -> its scene."""


class AmuletMoments(ScenePicker):
    """Pick an amulet; the game stands at its moment; play it, or keep it.

    >>> moments = AmuletMoments("fortune")
    >>> moments.offered()
    ['Keep the Fortune amulet for later', 'Play the Fortune amulet now']

    CSS classes: ``tokaido-amulet-moments`` (the whole widget), ``...-select``, ``...-words``,
    ``...-purse``, ``...-restart``, ``tokaido-message``; the game is a ``GameWidget``.
    """

    SCENES = SCENES
    KIND = "amulet"
    DONE = N_(
        "Scene “{scene}” done: what it gave is said below. The game goes on if you want to "
        "play on; “Start again” sets the scene up anew, and the list has the other amulets."
    )
    KIND_LABEL = N_("Amulet:")
    UNKNOWN = N_("There is no amulet {key}; amulets: {known}.")
    CSS = "tokaido-amulet-moments"

    def label(self, key: str) -> str:
        """An amulet's name, as the glossary of the language spoken gives it."""
        return card_name(key) if self.known(key) else super().label(key)


__all__ = ["SCENES", "AmuletMoments", "buy_amulet", "holding"]
