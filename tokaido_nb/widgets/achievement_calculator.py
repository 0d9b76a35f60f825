"""The four end-of-journey achievements, felt with buttons: enter totals, see who takes each.

The learner raises or lowers each traveller's total for Gourmet, Collector, Bather and
Chatterbox. Who takes an achievement comes from ``scoring.achievement_winners`` (ties share it, a
best total of 0 gives it to nobody) and its value from ``Rules.achievement_points``; this module
only keeps the totals, draws them and explains each change.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

import ipywidgets as widgets

from ..rules.config import OFFICIAL, Rules
from ..rules.language import N_, _
from ..rules.scoring import achievement_winners
from ..rules.words import ACHIEVEMENT_LABELS, listed
from .parts import Lesson
from .unrun import RunToShow

END_ACHIEVEMENTS: dict[str, tuple[str, str]] = {
    key: (ACHIEVEMENT_LABELS[key], counted)
    for key, counted in (
        ("gourmet", N_("printed prices of the meals eaten")),
        ("collector", N_("souvenir cards")),
        ("bather", N_("hot spring cards")),
        ("chatterbox", N_("encounter cards")),
    )
}
"""The end-of-journey achievements: key -> (name, what is counted), in English (shown
translated, ``_(name)``, ``_(counted)``)."""

NOTHING_TO_TAKE: dict[str, str] = {
    "gourmet": N_("{name} has no meal price to take away: a total cannot go below 0."),
    "collector": N_("{name} has no souvenir cards to take away: a total cannot go below 0."),
    "bather": N_("{name} has no hot spring cards to take away: a total cannot go below 0."),
    "chatterbox": N_("{name} has no encounter cards to take away: a total cannot go below 0."),
}
"""The refusal of a total taken below 0, for each achievement (``{name}``: the player's)."""


def winners_sentence(names: Sequence[str], totals: Sequence[int]) -> str:
    """Who takes an achievement, in words, from ``achievement_winners``.

    >>> winners_sentence(["Aiko", "Ben", "Chie"], [2, 5, 1])
    'Ben takes it'
    >>> winners_sentence(["Aiko", "Ben", "Chie"], [5, 5, 1])
    'Aiko and Ben tie: each takes it'
    >>> winners_sentence(["Aiko", "Ben"], [0, 0])
    'nobody takes it: the best total is 0'
    """
    won = [name for name, wins in zip(names, achievement_winners(totals), strict=True) if wins]
    if not won:
        return _("nobody takes it: the best total is 0")
    if len(won) == 1:
        return _("{name} takes it").format(name=won[0])
    return _("{names} tie: each takes it").format(names=listed(won))


class AchievementCalculator(RunToShow, Lesson):
    """Totals for the four end-of-journey achievements, with who takes each and the points.

    >>> calc = AchievementCalculator(players=3)
    >>> calc.add("gourmet", 1, 4)
    >>> calc.add("gourmet", 2, 4)
    >>> calc.result("gourmet")
    'Player 2 and Player 3 tie: each takes it'
    >>> calc.points
    [0, 3, 3]
    >>> calc.add("bather", 0, -1)
    >>> calc.message.text
    'Player 1 has no hot spring cards to take away: a total cannot go below 0.'
    >>> calc.totals["bather"]
    [0, 0, 0]

    Browser tests find the parts by CSS class: ``tokaido-achievement-calculator`` (the whole
    widget), ``tokaido-achievement-add`` and ``tokaido-achievement-add-<key>-<player>`` (the +
    buttons, player counted from 1), ``tokaido-achievement-remove`` (the - buttons),
    ``tokaido-achievement-result-<key>``, ``tokaido-achievement-points``, ``tokaido-message``
    and ``tokaido-achievement-reset``.
    """

    restart_class = "tokaido-achievement-reset"

    def __init__(
        self,
        players: int = 3,
        names: Sequence[str] | None = None,
        rules: Rules = OFFICIAL,
    ) -> None:
        if not isinstance(players, int) or not 2 <= players <= 5:
            raise ValueError(f"Tokaido is played by 2 to 5 players, not {players!r}.")
        self.names = (
            list(names)
            if names
            else [_("Player {number}").format(number=i + 1) for i in range(players)]
        )
        if len(self.names) != players:
            raise ValueError(f"give one name per player: {players} expected")
        super().__init__()
        self.rules = rules
        self.totals: dict[str, list[int]] = {key: [0] * players for key in END_ACHIEVEMENTS}

        self.counts: dict[tuple[str, int], widgets.HTML] = {}
        self.results: dict[str, widgets.HTML] = {}
        self.buttons: dict[tuple[str, int, int], widgets.Button] = {}
        header = widgets.HBox(
            [_cell("", "210px")] + [_cell(f"<b>{escape(n)}</b>", "112px") for n in self.names],
        )
        rows = [header] + [self._row(key) for key in END_ACHIEVEMENTS]
        self.points_line = widgets.HTML().add_class("tokaido-achievement-points")
        self.children = [*rows, self.points_line, self.restart_button, self.message]
        self.add_class("tokaido-achievement-calculator")
        self._redraw()
        self.message.say(_("Raise a total with + and watch who takes each achievement."))

    def __repr__(self) -> str:
        return f"AchievementCalculator(players={len(self.names)})"

    # ------------------------------------------------------------------ reading
    def winners(self, achievement: str) -> list[bool]:
        """Who takes ``achievement`` with the current totals (``achievement_winners``); an
        unknown achievement is explained on the message line (and nobody takes it)."""
        if not self._known(achievement):
            return [False] * len(self.names)
        return achievement_winners(self.totals[achievement])

    def result(self, achievement: str) -> str:
        """Who takes ``achievement``, in words (an unknown one: the message line's words)."""
        if not self._known(achievement):
            return self.message.text
        return winners_sentence(self.names, self.totals[achievement])

    def _known(self, achievement: Any) -> bool:
        """Whether ``achievement`` is one of the four; if not, the message line says so."""
        if isinstance(achievement, str) and achievement in END_ACHIEVEMENTS:
            return True
        known = ", ".join(END_ACHIEVEMENTS)
        self.message.refuse(
            ValueError(
                _("There is no {achievement} achievement at the end; try {known}.").format(
                    achievement=repr(achievement), known=known
                )
            )
        )
        return False

    @property
    def points(self) -> list[int]:
        """Each traveller's points from the four achievements."""
        points = [0] * len(self.names)
        for key in END_ACHIEVEMENTS:
            for i, wins in enumerate(self.winners(key)):
                if wins:
                    points[i] += self.rules.achievement_points
        return points

    # ------------------------------------------------------------------ changing
    def add(self, achievement: str, player: int, amount: int = 1) -> None:
        """Change one total by ``amount``; a total below 0 or an unknown name is explained."""
        if not self._known(achievement):
            return
        if (
            isinstance(player, bool)
            or not isinstance(player, int)
            or not 0 <= player < len(self.names)
        ):
            self.message.refuse(
                ValueError(
                    _("Players are numbered 0 to {last}, not {player}.").format(
                        last=len(self.names) - 1, player=repr(player)
                    )
                )
            )
            return
        if isinstance(amount, bool) or not isinstance(amount, int):
            self.message.refuse(
                ValueError(
                    _("A total changes by a whole number, such as 1 or -1, not {amount}.").format(
                        amount=repr(amount)
                    )
                )
            )
            return
        name = _(END_ACHIEVEMENTS[achievement][0])
        total = self.totals[achievement][player] + amount
        who = self.names[player]
        if total < 0:
            self.message.refuse(ValueError(_(NOTHING_TO_TAKE[achievement]).format(name=who)))
            return
        before = self.winners(achievement)
        self.totals[achievement][player] = total
        self._redraw()
        after = self.winners(achievement)
        # TRANSLATORS: {achievement} is an achievement's name, {name} a player's, {result} who
        # takes the achievement ("Ben takes it").
        said = _("{achievement}: {name} now has {total}; {result}.").format(
            achievement=name, name=who, total=total, result=self.result(achievement)
        )
        if after != before:
            said += " " + _("That changes who takes it.")
        self.message.say(said)

    def restart(self) -> None:
        """Every total back to 0."""
        for key in END_ACHIEVEMENTS:
            self.totals[key] = [0] * len(self.names)
        self._redraw()
        self.message.say(_("Every total is 0 again: nobody takes anything."))

    # ------------------------------------------------------------------ drawing
    def _row(self, key: str) -> widgets.HBox:
        name, counted = END_ACHIEVEMENTS[key]
        cells = [_cell(f"<b>{escape(_(name))}</b><br><small>{escape(_(counted))}</small>", "210px")]
        for player in range(len(self.names)):
            minus = self._button(key, player, -1)
            plus = self._button(key, player, +1)
            count = widgets.HTML(layout=widgets.Layout(width="28px"))
            count.add_class(f"tokaido-achievement-count-{key}-{player + 1}")
            self.counts[(key, player)] = count
            cells.append(
                widgets.HBox(
                    [minus, count, plus],
                    layout=widgets.Layout(width="112px", align_items="center"),
                )
            )
        result = widgets.HTML().add_class(f"tokaido-achievement-result-{key}")
        self.results[key] = result
        cells.append(result)
        return widgets.HBox(cells, layout=widgets.Layout(align_items="center"))

    def _button(self, key: str, player: int, step: int) -> widgets.Button:
        verb = "add" if step > 0 else "remove"
        button = widgets.Button(
            description="+" if step > 0 else "−",
            tooltip=f"{_(END_ACHIEVEMENTS[key][0])}: {self.names[player]} {step:+d}",
            layout=widgets.Layout(width="34px"),
        )
        button.add_class(f"tokaido-achievement-{verb}")
        button.add_class(f"tokaido-achievement-{verb}-{key}-{player + 1}")
        button.on_click(lambda _button: self.add(key, player, step))
        self.buttons[(key, player, step)] = button
        return button

    def _redraw(self) -> None:
        for (key, player), count in self.counts.items():
            count.value = f"<b style='font-size:15px'>{self.totals[key][player]}</b>"
        for key, result in self.results.items():
            wins = any(self.winners(key))
            colour = "#1a7f37" if wins else "#777"
            result.value = f"<span style='color:{colour}'>→ {escape(self.result(key))}</span>"
        pairs = zip(self.names, self.points, strict=True)
        each = " · ".join(f"{escape(name)}: {points}" for name, points in pairs)
        title = escape(_("Achievement points"))
        per_card = escape(_("({points} per card)").format(points=self.rules.achievement_points))
        self.points_line.value = f"<b>{title}</b> {per_card}: {each}"


def _cell(html: str, width: str) -> widgets.HTML:
    return widgets.HTML(html, layout=widgets.Layout(width=width))
