"""A trip through the villages: buy souvenirs village after village and watch the sets form.

One traveller walks the whole road, stopping at every village (and, between villages, at a farm
for coins and at the inns, where it eats nothing). At each village the real game reveals three
souvenirs; the buttons are the game's legal purchases. The collection is drawn in the sets the
scoring counts, with the set values of the ``Rules`` the trip was built with. The game decides
what can be bought and what it scores; this module only walks the traveller and shows it.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import cast

import ipywidgets as widgets

from ..record.scenarios import bring, settle
from ..render import cards_svg, souvenirs_svg
from ..rules.actions import Action, Buy, Move
from ..rules.config import OFFICIAL, Rules
from ..rules.decisions import VillageShop
from ..rules.errors import IllegalAction
from ..rules.game import Game
from ..rules.language import N_, _, ngettext
from ..rules.words import card_names, listed, who
from .changes import gains_sentence
from .counted import coins, points
from .parts import ChoiceBar, Lesson
from .unrun import RunToShow

ROUTE: tuple[tuple[int, ...], ...] = (
    (1,),
    (7, 8),
    (14, 17, 25),
    (26, 27, 29),
    (31, 37, 40),
    (41, 45),
    (47, 53),
)
"""The stops of the trip, one leg per village: farms (7, 17, 26, 31, 37, 47) and inns (14, 27,
41) on the way, and the village (1, 8, 25, 29, 40, 45, 53) last. Every village on the road."""

TRAVELLERS = ("kinko", "satsuki", "sasayakko")
NAMES = ("Aiko", "Ben", "Chiyo")


def new_trip_game(rules: Rules = OFFICIAL, seed: int = 0) -> Game:
    """The trip's game: three players, Aiko (Kinko, 7 coins) first out of Kyoto."""
    return Game(3, travellers=TRAVELLERS, kyoto=[1, 2, 0], names=NAMES, rules=rules, seed=seed)


class VillageTrip(RunToShow, Lesson):
    """Aiko's trip through the seven villages; the learner chooses what she buys.

    CSS classes for browser tests: ``tokaido-village-trip`` (the whole widget),
    ``tokaido-village-status``, ``tokaido-village-revealed``, ``tokaido-choices`` with
    ``tokaido-choice`` and ``tokaido-choice-buy`` buttons (``tokaido-buy-some`` on those that buy
    at least one card), ``tokaido-message``, ``tokaido-village-collection`` and
    ``tokaido-village-restart``.
    """

    player = 0
    restart_label = N_("Start the trip again")
    restart_class = "tokaido-village-restart"

    def __init__(self, rules: Rules = OFFICIAL, seed: int = 0) -> None:
        super().__init__()
        self.rules = rules
        self.seed = seed
        self.status = widgets.HTML().add_class("tokaido-village-status")
        self.revealed = widgets.HTML().add_class("tokaido-village-revealed")
        self.choices = ChoiceBar(self.choose)
        self.collection = widgets.HTML().add_class("tokaido-village-collection")
        self.children = [
            self.status,
            self.revealed,
            self.choices,
            self.message,
            self.collection,
            widgets.HBox([self.restart_button]),
        ]
        self.add_class("tokaido-village-trip")
        self.restart()

    def __repr__(self) -> str:
        return f"VillageTrip(village={self.village}, souvenirs={self.souvenirs!r})"

    # ------------------------------------------------------------------ state
    @property
    def souvenirs(self) -> list[str]:
        """Aiko's souvenirs, in the order bought."""
        return list(self.game.travellers[self.player].souvenirs)

    @property
    def points(self) -> int:
        """Aiko's points from souvenirs, as the game counts them."""
        return self.game.breakdown(self.player)["souvenirs"]

    @property
    def at_village(self) -> bool:
        """Whether Aiko is at a village, choosing what to buy."""
        game = self.game
        return game.decision == "buy" and game.actor == self.player

    # ------------------------------------------------------------------ actions
    def restart(self) -> None:
        """Back to Kyoto with a fresh game."""
        self.game = new_trip_game(self.rules, self.seed)
        self.leg = 0
        self.village: int | None = None
        self.skipped: list[int] = []
        self.farms: list[int] = []
        before = self.game.copy()
        self._walk_on()
        self._redraw(before)
        self.message.say(_("Choose what Aiko buys: one of the buttons above."))

    def buy(self, *souvenirs: str) -> bool:
        """Buy these revealed souvenirs (none at all is allowed); a refusal shows on the
        message line and the game is unchanged. Returns whether the purchase was made."""
        return self.choose(Buy(tuple(souvenirs)))

    def choose(self, action: Action) -> bool:
        """Play ``action`` at the village, then walk on to the next one."""
        if not self.at_village:
            self.message.refuse(ValueError(_("The trip is over: start it again to buy more.")))
            return False
        game = self.game
        revealed = list(cast(VillageShop, game.pending).revealed)  # Aiko is at a village
        before = game.copy()
        try:
            game.play(action)
        except (IllegalAction, ValueError) as error:
            self.message.refuse(error)
            return False
        said = self._bought_sentence(before, action, revealed)
        walked_from = game.copy()
        self._walk_on()
        self._redraw(walked_from)
        self.message.say(said)  # last, so the views are drawn when the message shows
        return True

    def _walk_on(self) -> None:
        """Walk Aiko to the next village she may stop at (or to the end of the route)."""
        game = self.game
        settle(game)
        self.skipped, self.farms = [], []
        while self.leg < len(ROUTE):
            stops = ROUTE[self.leg]
            self.leg += 1
            for stop in stops:
                bring(game, self.player)
                if stop == stops[-1] and not game.can_stop_at(stop):
                    self.skipped.append(stop)  # no coin for the village: walk on
                    break
                game.play(Move(stop))
                if game.kind_at(stop) == "farm":
                    self.farms.append(stop)
                if stop == stops[-1]:
                    self.village = stop
                    if self.at_village:
                        return
                settle(game)
        self.village = None

    # ------------------------------------------------------------------ views
    def _bought_sentence(self, before: Game, action: Action, revealed: Sequence[str]) -> str:
        bought = list(getattr(action, "souvenirs", ()))
        left = [card for card in revealed if card not in bought]
        under = ""
        if left:
            under = " " + ngettext(
                "{cards} goes under the pile.", "{cards} go under the pile.", len(left)
            ).format(cards=card_names(left))
        if not bought:
            said = _("At the village at {stop}, Aiko bought nothing.").format(stop=self.village)
            return said + under
        cost = before.travellers[self.player].coins - self.game.travellers[self.player].coins
        gained = self.game.scores()[self.player] - before.scores()[self.player]
        # TRANSLATORS: {cards} names the souvenirs bought, {coins} their price ("3 coins").
        said = _("At the village at {stop}, Aiko bought {cards} for {coins}: +{points}.").format(
            stop=self.village, cards=card_names(bought), coins=coins(cost), points=points(gained)
        )
        return said + under

    def _redraw(self, walked_from: Game) -> None:
        game = self.game
        t = game.travellers[self.player]
        name = escape(who(game.travellers[self.player]))
        notes = []
        for stop in self.skipped:
            notes.append(
                _(
                    "With no coin, Aiko may not stop at the village at {stop}, so she walks on."
                ).format(stop=stop)
            )
        if self.at_village:
            assert self.village is not None  # the trip stops only at a village
            number = [leg[-1] for leg in ROUTE].index(self.village) + 1
            if self.farms:
                farms = listed(self.farms)
                way = gains_sentence(walked_from, game, self.player)
                notes.append(
                    # TRANSLATORS: {farms} lists the farms' positions, {gains} what they gave.
                    ngettext(
                        "On the way here, the farm at {farms}: {gains}.",
                        "On the way here, the farms at {farms}: {gains}.",
                        len(self.farms),
                    ).format(farms=farms, gains=way)
                )
            village = escape(
                _("Village {number} of {total}").format(number=number, total=len(ROUTE))
            )
            where = escape(_("(position {stop}).").format(stop=self.village))
            # TRANSLATORS: {name} is the traveller, {coins} her purse ("7 coins").
            purse = escape(_("{name} has {coins}.")).format(
                name=name, coins=f"<b>{escape(coins(t.coins))}</b>"
            )
            top = escape(_("The three souvenirs on top of the pile:"))
            self.status.value = f"<b>{village}</b> {where} {purse} {escape(' '.join(notes))} {top}"
            shop = cast(VillageShop, game.pending)  # Aiko is at a village
            self.revealed.value = cards_svg(shop.cards(t), self.rules)
            self.choices.show(game, prompt=_("What does she buy?"))
            purchases = cast("list[Buy]", self.choices.actions)  # what a village offers
            for button, action in zip(self.choices.buttons, purchases, strict=True):
                if action.souvenirs:
                    button.add_class("tokaido-buy-some")
        else:
            over = escape(_("The trip is over."))
            kept = _("{name} has visited every village she could and keeps {coins}.")
            kept = escape(kept).format(name=name, coins=escape(coins(t.coins)))
            self.status.value = f"<b>{over}</b> {escape(' '.join(notes))} {kept}"
            self.revealed.value = ""
            self.choices.clear()
        sets = _("Aiko's souvenirs, in the sets they form (set values {values}):").format(
            values=", ".join(map(str, self.rules.set_values))
        )
        self.collection.value = (
            f"<div style='font-size:13px;margin-top:6px'>{escape(sets)}</div>"
            f"{souvenirs_svg(t.souvenirs, self.rules)}"
        )
