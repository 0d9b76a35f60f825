"""The gaming room as a bet you can repeat: roll the fortune die once, a hundred or a thousand
times, and watch the outcomes gather around the expected value.

Every bet is played by the rules core: a Crossroads game whose first traveller has stopped at
the farm at 7 takes the gaming room, and the game rolls its own fortune die (each bet is a game
with the next seed, so the same widget seed gives the same bets). The change of the purse and
the face rolled are read off the game. The expected change is worked out the same way, one game
per face of the die with that face named. This module keeps the list of bets and draws.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction
from html import escape

import ipywidgets as widgets

from ..rules import ChooseOption, Move, data
from ..rules.config import OFFICIAL, Rules
from ..rules.game import Game
from ..rules.language import N_, _, ngettext
from ..rules.numbers import decimal
from .counted import coins as coins_words
from .counted import signed_coins
from .crossroads_stops import crossroads_game
from .parts import Lesson, icon_button, show_figure
from .unrun import RunToShow

FARM = 7
"""The farm the bets are made at."""
BATCHES = (1, 100, 1000)
"""How many bets each button makes."""
MOST_BETS = 20_000
"""The most bets kept at once: a click that would pass it is refused (the chart stays quick)."""


def _at_farm(rules: Rules, seed: int) -> Game:
    game = crossroads_game(rules, seed=seed)
    coins = game.travellers[0].coins
    game.play(Move(FARM))
    if ChooseOption("option") not in game.legal_actions():
        # The rules closed the gaming room (the bet is not in the purse): say so in words.
        raise ValueError(
            _(
                "The gaming room is closed to a traveller with {coins}: the bet of {bet} must "
                "be in the purse. Bet at most {coins}."
            ).format(coins=coins_words(coins), bet=coins_words(rules.gaming_room_bet))
        )
    return game


def play_bet(rules: Rules, seed: int, face: str | None = None) -> tuple[str, int]:
    """One bet in the gaming room, played by the rules: the face rolled and the change of the
    purse. ``face`` names the die's face instead of rolling it.

    >>> play_bet(OFFICIAL, 1, "x3")
    ('x3', 4)
    """
    game = _at_farm(rules, seed)
    if face is not None:
        game.name_draws("die", [face])
    before = game.travellers[0].coins
    game.play(ChooseOption("option"))
    return game.turns[-1]["roll"], game.travellers[0].coins - before


def die_odds(rules: Rules = OFFICIAL) -> dict[int, Fraction]:
    """Each change of the purse one bet can bring, and its probability: one game per face of the
    die (x3 is printed twice, so it counts twice).

    >>> {change: str(p) for change, p in die_odds().items()}
    {-2: '1/6', 0: '1/6', 2: '1/6', 4: '1/3', 6: '1/6'}
    """
    odds: Counter = Counter()
    for face in data.DIE_FACES:
        odds[play_bet(rules, 0, face)[1]] += 1
    sides = len(data.DIE_FACES)
    return {change: Fraction(n, sides) for change, n in sorted(odds.items())}


def expected_change(rules: Rules = OFFICIAL) -> Fraction:
    """The expected change of the purse from one bet.

    >>> expected_change()
    Fraction(7, 3)
    """
    return sum((change * p for change, p in die_odds(rules).items()), Fraction(0))


class GamingRoom(RunToShow, Lesson):
    """Bet in the gaming room again and again; a histogram of the outcomes, the expected value.

    >>> room = GamingRoom(seed=1)
    >>> room.bet(100)
    >>> len(room.changes), room.expected
    (100, Fraction(7, 3))

    CSS classes: ``tokaido-gaming-room`` (the whole widget), ``tokaido-gaming-bet-<n>`` (the
    buttons that bet 1, 100 and 1000 times), ``tokaido-gaming-restart``,
    ``tokaido-gaming-summary``, ``tokaido-gaming-chart`` and ``tokaido-message``.
    """

    restart_class = "tokaido-gaming-restart"
    restart_label = N_("Start again")

    def __init__(self, seed: int = 1, rules: Rules = OFFICIAL) -> None:
        if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
            raise ValueError(f"the seed is a whole number, 0 or more, not {seed!r}")
        super().__init__(_("Click a button to bet."))
        self.rules = rules
        self.seed = seed
        self.changes: list[int] = []
        self.faces: list[str] = []
        self.odds = die_odds(rules)
        self.expected = sum((c * p for c, p in self.odds.items()), Fraction(0))
        self.bet_buttons = {}
        for times in BATCHES:
            label = (
                _("Bet once")
                if times == 1
                else ngettext("Bet {count} time", "Bet {count} times", times).format(count=times)
            )
            button = icon_button(label, "", f"tokaido-gaming-bet-{times}", label)
            button.on_click(lambda _b, n=times: self.bet(n))
            self.bet_buttons[times] = button
        self.summary = widgets.HTML().add_class("tokaido-gaming-summary")
        self.chart = widgets.Output().add_class("tokaido-gaming-chart")
        self.children = [
            widgets.HBox([*self.bet_buttons.values(), self.restart_button]),
            self.message,
            self.summary,
            self.chart,
        ]
        self.add_class("tokaido-gaming-room")
        self._redraw()

    def __repr__(self) -> str:
        return f"GamingRoom(seed={self.seed}, bets={len(self.changes)})"

    @property
    def average(self) -> float | None:
        """The average change of the purse over the bets made, or None before the first."""
        return sum(self.changes) / len(self.changes) if self.changes else None

    def bet(self, times: int = 1) -> None:
        """Bet ``times`` more times; too many is refused on the message line."""
        if isinstance(times, bool) or not isinstance(times, int) or times < 1:
            self.message.refuse(
                ValueError(
                    _("Bet a whole number of times, 1 or more: {times}?").format(times=repr(times))
                )
            )
            return
        if len(self.changes) + times > MOST_BETS:
            self.message.refuse(
                ValueError(
                    _("{most} bets at most: {made} made so far. Start again to bet afresh.").format(
                        most=MOST_BETS, made=len(self.changes)
                    )
                )
            )
            return
        for _bet in range(times):
            face, change = play_bet(self.rules, self.seed + len(self.changes))
            self.faces.append(face)
            self.changes.append(change)
        if times == 1:
            stake = self.rules.gaming_room_bet
            back = stake + self.changes[-1]
            # TRANSLATORS: {face} is the die's face (X, ×1 ... ×4), {stake} the coins bet,
            # {back} the coins that come back, {change} the change of the purse ("+2 coins").
            self.message.say(
                ngettext(
                    "The die shows {face}: your {stake} comes back as {back}, {change}.",
                    "The die shows {face}: your {stake} come back as {back}, {change}.",
                    stake,
                ).format(
                    face=_face(self.faces[-1]),
                    stake=coins_words(stake),
                    back=coins_words(back),
                    change=signed_coins(self.changes[-1]),
                )
            )
        else:
            total = sum(self.changes[-times:])
            self.message.say(
                ngettext(
                    "{count} bet: {change} in all.", "{count} bets: {change} in all.", times
                ).format(count=times, change=signed_coins(total))
            )
        self._redraw()

    def restart(self) -> None:
        """Forget every bet."""
        self.changes.clear()
        self.faces.clear()
        self.message.say(_("No bet yet."))
        self._redraw()

    def summary_text(self) -> str:
        """The bets made, their average, and the expected value (and a farm's coins)."""
        expected = decimal(float(self.expected), 2, sign=True)
        farm = _("a farm gives +{coins}").format(coins=self.rules.farm_coins)
        if not self.changes:
            # TRANSLATORS: {expected} is a signed number of coins, such as +2.33.
            return _("No bet yet. Expected change of one bet: {expected} coins ({farm}).").format(
                expected=expected, farm=farm
            )
        won = sum(1 for c in self.changes if c > 0)
        lost = sum(1 for c in self.changes if c < 0)
        bets = len(self.changes)
        return ngettext(
            "{count} bet: {won} won, {lost} lost, {change} in all. Average {average} coins a "
            "bet; expected {expected} ({farm}).",
            "{count} bets: {won} won, {lost} lost, {change} in all. Average {average} coins a "
            "bet; expected {expected} ({farm}).",
            bets,
        ).format(
            count=bets,
            won=won,
            lost=lost,
            change=signed_coins(sum(self.changes)),
            average=decimal(self.average or 0.0, 2, sign=True),
            expected=expected,
            farm=farm,
        )

    def _redraw(self) -> None:
        from ..render.in_browser import chart_maker

        # The browser edition offline: the same numbers as a table.
        fortune_figure = chart_maker("fortune_chart", "fortune_figure")

        figure = fortune_figure(
            Counter(self.changes),
            {c: float(p) for c, p in self.odds.items()},
            float(self.expected),
            self.rules.farm_coins,
        )
        bets = len(self.changes)
        said = ngettext("The gaming room: {count} bet", "The gaming room: {count} bets", bets)
        show_figure(self.chart, figure, said.format(count=bets))
        self.summary.value = f"<b>{escape(self.summary_text())}</b>"


def _face(face: str) -> str:
    return "X" if face == "x0" else face.replace("x", "×")


__all__ = ["GamingRoom", "die_odds", "expected_change", "play_bet"]
