"""The six travellers of Crossroads, one scene each, at the moment their power matters.

Like chapter 9's ``TravellerPowers`` for the ten of the base box: the traveller studied is
Player 1 of a three-player Crossroads game, moves first, and is walked (``scenarios.walk``) to
the inn, temple, encounter or panorama where the power fires; chance is fixed with
``name_draws`` where the scene needs one card. The rules core plays every power.
"""

from __future__ import annotations

from collections.abc import Callable

from ..record.scenarios import walk
from ..render import card_svg
from ..rules import data
from ..rules.config import Rules
from ..rules.game import Game
from ..rules.language import N_, _, ngettext
from ..rules.words import card_name, traveller_title
from .counted import coins
from .scene_picker import Scene, ScenePicker, only_stop

COMPANIONS = ("kinko", "umegae", "chuubei")
"""The other two travellers of a scene."""
MEALS = ("dango", "tofu", "unagi", "sushi")
"""The meals Nampo sees at the first inn."""


def trio(key: str, rules: Rules) -> Game:
    """A three-player Crossroads game in which ``key`` is Player 1 and moves first."""
    others = [k for k in COMPANIONS if k != key][:2]
    return Game(
        3, travellers=[key, *others], kyoto=[1, 2, 0], expansions=["crossroads"], rules=rules
    )


def _jirocho(rules: Rules) -> Game:
    game = trio("jirocho", rules)
    walk(game, 0, 14)
    return game


def _daigoro(rules: Rules) -> Game:
    game = trio("daigoro", rules)
    game.name_draws("souvenir", ["sumie"])
    return game


def _nampo(rules: Rules) -> Game:
    game = trio("nampo", rules)
    game.name_draws("meal", list(MEALS))
    walk(game, 0, 14)
    return game


def _gotozaemon(rules: Rules) -> Game:
    return trio("gotozaemon", rules)


def _miyataka(rules: Rules) -> Game:
    game = trio("miyataka", rules)
    walk(game, 0, 2)
    return game


def _kita(rules: Rules) -> Game:
    game = trio("kita", rules)
    game.name_draws("encounter", ["kuge"])
    walk(game, 0, 3)
    return game


def _tile(key: str) -> Callable[[Rules], str]:
    return lambda rules: card_svg("traveller", key, rules)


def _scene(key: str, build, words, focus=None) -> Scene:
    name = data.CROSSROADS_TRAVELLERS[key][0]
    return Scene(
        name,
        build,
        lambda r: _starts_with(r.starting_coins[key]) + " " + words(r),
        focus=focus,
        picture=_tile(key),
    )


def _starts_with(count: int) -> str:
    return ngettext("Starts with {count} coin.", "Starts with {count} coins.", count).format(
        count=count
    )


def _nampo_points(rules: Rules) -> str:
    return ", ".join(
        # TRANSLATORS: what a meal of a price scores Nampo: "+1 for a 1-coin meal".
        _("+{points} for a {price}-coin meal").format(points=p, price=n)
        for n, p in enumerate(rules.nampo_points, 1)
    )


SCENES: dict[str, Scene] = {
    "jirocho": _scene(
        "jirocho",
        _jirocho,
        lambda r: _(
            "At each of the three inns on the way, before his meal, Jirocho may bet {bet} on "
            "the fortune die: X loses it, x1 gives it back, x2 to x4 multiply it. He has "
            "reached Inn 1."
        ).format(bet=coins(r.jirocho_bet)),
    ),
    "daigoro": _scene(
        "daigoro",
        _daigoro,
        lambda r: _(
            "At each of the three inns on the way, before his meal, Daigoro draws a souvenir "
            "card for free; it joins his sets. Send him to Inn 1: the card is a {card}."
        ).format(card=card_name("sumie")),
        focus=only_stop(14),
    ),
    "nampo": _scene(
        "nampo",
        _nampo,
        lambda r: _(
            "At each inn, a meal scores Nampo extra points: {points}, on top of its own 6. He "
            "has reached Inn 1."
        ).format(points=_nampo_points(r)),
    ),
    "gotozaemon": _scene(
        "gotozaemon",
        _gotozaemon,
        lambda r: _(
            "Gotozaemon earns {coins} each time he stops at a panorama, whether he paints a "
            "section or takes a cherry tree (whose coin comes on top). Send him to the paddy "
            "at 4."
        ).format(coins=coins(r.gotozaemon_coins)),
        focus=only_stop(4),
    ),
    "miyataka": _scene(
        "miyataka",
        _miyataka,
        lambda r: _(
            "At a temple Miyataka may do both: donate and buy an amulet, in the order she "
            "chooses. She has stopped at the temple at 2."
        ),
    ),
    "kita": _scene(
        "kita",
        _kita,
        lambda r: _(
            "At an encounter Kita may do both: draw the card and buy a calligraphy, in the "
            "order she chooses. She has stopped at the encounter at 3 (the card is a Kuge)."
        ),
    ),
}
"""Crossroads traveller -> its scene."""


class CrossroadsTravellers(ScenePicker):
    """Pick one of the six Crossroads travellers; make the decision their power brings.

    >>> powers = CrossroadsTravellers("jirocho")
    >>> powers.offered()
    ['Do not bet', 'Bet 1 coin on the fortune die']

    CSS classes: ``tokaido-crossroads-travellers`` (the whole widget), ``...-select``,
    ``...-words``, ``...-purse``, ``...-restart``, ``tokaido-message``; the game is a
    ``GameWidget``.
    """

    SCENES = SCENES
    KIND = "traveller"
    DONE = N_(
        "Scene “{scene}” done: what it gave is said below. The game goes on if you want to "
        "play on; “Start again” sets the scene up anew, and the list has the other travellers."
    )
    KIND_LABEL = N_("Traveller:")
    UNKNOWN = N_("There is no traveller {key}; travellers: {known}.")
    CSS = "tokaido-crossroads-travellers"
    SHOW_TABLEAUS = False

    def label(self, key: str) -> str:
        """A traveller's name and who they are, as the glossary of the language spoken gives
        it."""
        return traveller_title(key) if self.known(key) else super().label(key)


__all__ = ["SCENES", "CrossroadsTravellers", "trio"]
