"""The ten travellers, one small scenario each, played in a ``GameWidget``.

``power_scenario(key)`` arranges a three-player game in which the chosen traveller (Player 1)
faces the moment their power matters: Hiroshige arriving at an inn, Yoshiyasu holding two
encounter cards, Satsuki offered a free meal. Chance is fixed with ``name_draws`` and the walk
with ``scenarios.walk``; the rules core does the rest. ``TravellerPowers`` puts a selector in
front: pick a traveller, read the power, make the decision. No rule is decided here.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

import ipywidgets as widgets

from ..record.scenarios import walk
from ..render import card_svg
from ..rules import data, prices
from ..rules.config import OFFICIAL, Rules
from ..rules.game import Game
from ..rules.language import _, ngettext
from ..rules.words import card_name, listed, traveller_power, traveller_title
from .counted import coins, points
from .game_widget import GameWidget
from .parts import Lesson
from .unrun import RunToShow

COMPANIONS = ("kinko", "umegae", "chuubei")
"""The other two travellers of a scenario: the first two of these that are not studied."""


def _game(key: str, rules: Rules) -> Game:
    others = [k for k in COMPANIONS if k != key][:2]
    # The Kyoto line is listed from the road: Player 1, last in the line, moves first.
    return Game(3, travellers=[key, *others], kyoto=[1, 2, 0], rules=rules)


def _at_inn(key: str, rules: Rules, meals: tuple[str, ...] = ()) -> Game:
    game = _game(key, rules)
    if meals:
        game.name_draws("meal", list(meals))
    walk(game, 0, 14)
    return game


_VILLAGE = ("koma", "geta", "ukiyoe")
"""The three souvenirs Sasayakko and Zen-emon see."""


def _at_village(key: str, rules: Rules) -> Game:
    game = _game(key, rules)
    game.name_draws("souvenir", list(_VILLAGE))
    walk(game, 0, 1)
    return game


def _hiroshige(rules: Rules) -> Game:
    return _at_inn("hiroshige", rules)


def _chuubei(rules: Rules) -> Game:
    game = _game("chuubei", rules)
    game.name_draws("encounter", ["samurai"])
    return game


_KINKO_MEALS = ("dango", "tofu", "unagi", "sushi")


def _kinko(rules: Rules) -> Game:
    return _at_inn("kinko", rules, _KINKO_MEALS)


def _kinko_words(rules: Rules) -> str:
    # The cards are not on screen in the scene: their printed prices go into the words, and
    # each meal's price for Kinko is the buttons', so the two can be compared.
    printed = listed(
        # TRANSLATORS: a meal and its printed price: "Dango 1 coin".
        _("{meal} {price}").format(meal=card_name(meal), price=coins(data.MEALS[meal][0]))
        for meal in sorted(_KINKO_MEALS, key=lambda m: (data.MEALS[m][0], m))
    )
    free = [
        card_name(meal)
        for meal in sorted(_KINKO_MEALS, key=lambda m: (data.MEALS[m][0], m))
        if prices.meal_cost(meal, "kinko", rules) == 0
    ]
    discount = coins(rules.kinko_discount)
    said = _(
        "Kinko has reached Inn 1. Printed on the meal cards: {printed}. Each meal costs him "
        "{discount} less, as the buttons show."
    ).format(printed=printed, discount=discount)
    if free:
        said += " " + _("Free for him: {meals}.").format(meals=listed(free))
    return said


def _yoshiyasu(rules: Rules) -> Game:
    game = _game("yoshiyasu", rules)
    game.name_draws("encounter", ["samurai", "kuge"])
    walk(game, 0, 3)
    return game


def _satsuki(rules: Rules) -> Game:
    return _at_inn("satsuki", rules, ("tai_meshi", "dango", "tofu", "unagi", "sushi"))


def _mitsukuni(rules: Rules) -> Game:
    game = _game("mitsukuni", rules)
    game.name_draws("hot_spring", [3])
    return game


def _sasayakko(rules: Rules) -> Game:
    return _at_village("sasayakko", rules)


def _hirotada(rules: Rules) -> Game:
    game = _game("hirotada", rules)
    walk(game, 0, 2)
    return game


def _umegae(rules: Rules) -> Game:
    game = _game("umegae", rules)
    game.name_draws("encounter", ["kuge"])
    return game


def _zen_emon(rules: Rules) -> Game:
    return _at_village("zen_emon", rules)


def _all_three(rules: Rules) -> int:
    return prices.coins_to_buy(_VILLAGE, "sasayakko", None, rules)


def _sasayakko_words(rules: Rules) -> str:
    purse = rules.starting_coins["sasayakko"]
    if _all_three(rules) > purse:
        said = _(
            "Sasayakko is at a village with {coins}. When she buys two or more souvenirs, the "
            "cheapest is free. She must still hold the full price, so all three ({price}) are "
            "out of reach."
        )
    else:
        said = _(
            "Sasayakko is at a village with {coins}. When she buys two or more souvenirs, the "
            "cheapest is free. She must still hold the full price, so all three ({price}) are "
            "within reach."
        )
    return said.format(coins=coins(purse), price=coins(_all_three(rules)))


SCENARIOS: dict[str, tuple[Callable[[Rules], Game], Callable[[Rules], str]]] = {
    "hiroshige": (
        _hiroshige,
        lambda r: _(
            "Hiroshige has just reached Inn 1. Before his meal he takes the next card of "
            "any panorama he likes. Choose one, then his meal."
        ),
    ),
    "chuubei": (
        _chuubei,
        lambda r: _(
            "Chuubei is about to set out. Send him to Inn 1: on arrival "
            "he draws an encounter before his meal. Here it is a Samurai."
        ),
    ),
    "kinko": (
        _kinko,
        _kinko_words,
    ),
    "yoshiyasu": (
        _yoshiyasu,
        lambda r: _(
            "Yoshiyasu stopped at an encounter and drew two cards, Samurai ({points}) and Kuge "
            "({coins}). He keeps one; the other goes under the pile."
        ).format(points=points(r.samurai_points), coins=coins(r.kuge_coins)),
    ),
    "satsuki": (
        _satsuki,
        lambda r: _(
            "Satsuki has reached Inn 1, and the pile gives her a Tai Meshi for free. Keep "
            "it, or refuse it to choose from the inn's meals and pay."
        ),
    ),
    "mitsukuni": (
        _mitsukuni,
        lambda r: _(
            "Mitsukuni is about to set out. Send him to the hot spring at 5: the card is "
            "worth 3 points, and his power adds {bonus} more. Achievement cards earn him "
            "+{bonus} too."
        ).format(bonus=r.mitsukuni_bonus),
    ),
    "sasayakko": (
        _sasayakko,
        _sasayakko_words,
    ),
    "hirotada": (
        _hirotada,
        lambda r: _(
            "Hirotada is at a temple. Besides his own 1 to {most} coins he may add a coin from "
            "the bank: one more point, and one more coin in the temple ranking."
        ).format(most=r.max_donation),
    ),
    "umegae": (
        _umegae,
        lambda r: _(
            "Umegae is about to set out. Send her to the encounter at 3: first her power gives "
            "+{points} and +{coins}, then the card (a Kuge, {kuge})."
        ).format(
            points=points(r.umegae_points), coins=coins(r.umegae_coins), kuge=coins(r.kuge_coins)
        ),
    ),
    "zen_emon": (
        _zen_emon,
        lambda r: _(
            "Zen-emon is at a village. One souvenir he buys there costs him only {price}. Each "
            "button uses it on the dearest souvenir of the purchase, the one that saves most: "
            "try the Ukiyoe, printed at 3 coins. (Purchases that waste his power are left out.)"
        ).format(price=coins(r.zen_emon_price)),
    ),
}
"""Traveller key -> (builder of the scenario, what to look for, with the numbers of the Rules)."""


def _zen_emon_worth(game: Game, action: Any) -> bool:
    # Leave out a purchase that wastes the power (not used, or used on a card that is not the
    # dearest it buys): one button per set of souvenirs, instead of a wall of ten.
    if not action.souvenirs:
        return True  # buying nothing
    price = game.rules.zen_emon_price
    printed = {card: data.SOUVENIRS[card][1] for card in action.souvenirs}
    if action.one_coin is None:
        return False
    return printed[action.one_coin] > price and printed[action.one_coin] == max(printed.values())


def _only_stop(stop: int) -> Callable[[Game, Any], bool]:
    return lambda game, action: getattr(action, "to", None) == stop


FOCUS: dict[str, Callable[[Game, Any], bool]] = {
    "zen_emon": _zen_emon_worth,
    "chuubei": _only_stop(14),
    "mitsukuni": _only_stop(5),
    "umegae": _only_stop(3),
}
"""Which of the legal actions a scene offers at its first decision, when some would teach
nothing (Zen-emon's power wasted, a walk to a stop the scene is not about). Every action shown
is legal; the rules still decide what is."""


def power_scenario(key: str, rules: Rules = OFFICIAL) -> Game:
    """A three-player game in which the traveller ``key`` (Player 1) meets their power.

    >>> game = power_scenario("yoshiyasu")
    >>> game.decision, game.pending.drawn
    ('keep_encounter', ('samurai', 'kuge'))
    """
    if key not in SCENARIOS:
        known = ", ".join(SCENARIOS)
        raise ValueError(f"There is no traveller {key!r}; travellers: {known}.")
    return SCENARIOS[key][0](rules)


class TravellerPowers(RunToShow, Lesson):
    """Pick a traveller; read the power; make the decision it brings, in a live game.

    >>> powers = TravellerPowers("satsuki")
    >>> powers.game.decision
    'keep_meal'
    >>> powers.select("kinko")
    >>> powers.game.travellers[0].key
    'kinko'
    >>> powers.select("ninja")
    >>> powers.message.text  # doctest: +ELLIPSIS
    "There is no traveller 'ninja'; travellers: hiroshige, chuubei, kinko, ..."

    CSS classes: ``tokaido-traveller-powers`` (the whole widget), ``tokaido-traveller-select``
    (the selector), ``tokaido-traveller-power`` (the tile and the words), ``tokaido-traveller-
    restart``, ``tokaido-message``; the game inside is a ``GameWidget`` (``tokaido-game-widget``).
    """

    restart_class = "tokaido-traveller-restart"

    def __init__(self, key: str = "hiroshige", rules: Rules = OFFICIAL) -> None:
        if key not in SCENARIOS:
            raise ValueError(f"There is no traveller {key!r}; travellers: {', '.join(SCENARIOS)}.")
        super().__init__()
        self.rules = rules
        self.key = key
        self.selector = widgets.Dropdown(
            options=[(traveller_title(k), k) for k in SCENARIOS],
            value=key,
            description=_("Traveller:"),
        )
        self.selector.add_class("tokaido-traveller-select")
        self.selector.observe(self._on_select, names="value")
        self.power = widgets.HTML().add_class("tokaido-traveller-power")
        self.table = self._scene(key)
        self.holder = widgets.Box([self.table])
        self.children = [
            widgets.HBox([self.selector, self.restart_button]),
            self.message,
            self.power,
            self.holder,
        ]
        self.add_class("tokaido-traveller-powers")
        self._draw_power()

    def __repr__(self) -> str:
        return f"TravellerPowers({self.key!r})"

    @property
    def game(self) -> Game:
        """The game of the scenario on the table."""
        return self.table.game

    def select(self, key: str) -> None:
        """Load the scenario of traveller ``key``; an unknown name is explained."""
        if not isinstance(key, str) or key not in SCENARIOS:
            self.message.refuse(
                ValueError(
                    _("There is no traveller {key}; travellers: {known}.").format(
                        key=repr(key), known=", ".join(SCENARIOS)
                    )
                )
            )
            return
        self.key = key
        self.table = self._scene(key)
        self.holder.children = [self.table]
        if self.selector.value != key:
            self.selector.value = key  # calls select again through _on_select: harmless
        self.message.say("")
        self._draw_power()

    def _scene(self, key: str) -> GameWidget:
        table = GameWidget(power_scenario(key, self.rules), show_tableaus=False)
        worth = FOCUS.get(key)
        if worth is not None:
            start = len(table.game.history)

            def focus() -> None:
                # At the scene's first decision, hide the buttons that would teach nothing.
                at_start = len(table.game.history) == start
                for button, action in zip(
                    table.choices.buttons, table.choices.actions, strict=True
                ):
                    keep = not at_start or worth(table.game, action)
                    button.layout.display = None if keep else "none"

            table.on_redraw = focus
            focus()
        return table

    def offered(self) -> list[str]:
        """The labels of the buttons the scene shows now."""
        return [
            button.description
            for button in self.table.choices.buttons
            if button.layout.display != "none"
        ]

    def restart(self) -> None:
        """The scenario of the traveller chosen, from its start."""
        self.select(self.key)

    def _on_select(self, change: dict) -> None:
        if change["new"] != self.key:
            self.select(change["new"])

    def _draw_power(self) -> None:
        key = self.key
        purse = self.rules.starting_coins[key]
        name, power = traveller_title(key), traveller_power(key, self.rules)
        # TRANSLATORS: {name} is a traveller's name and title ("Kinko, the ronin").
        starts = ngettext(
            "{name} starts with {count} coin.", "{name} starts with {count} coins.", purse
        )
        starts = escape(starts).format(name=f"<b>{escape(name)}</b>", count=purse)
        self.power.value = (
            "<div style='display:flex;gap:14px;align-items:center'>"
            f"<div>{card_svg('traveller', key, self.rules)}</div>"
            f"<div style='max-width:560px;font-size:15px'>{starts}"
            f"<br>{escape(power)}<br><br>"
            f"<i>{escape(SCENARIOS[key][1](self.rules))}</i></div></div>"
        )


__all__ = ["SCENARIOS", "TravellerPowers", "power_scenario"]
