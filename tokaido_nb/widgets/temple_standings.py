"""Temple standings: change each traveller's donations and watch the end-of-journey awards.

The learner types a number or clicks "+1 coin" for each traveller; the awards come from
``scoring.temple_awards`` and the chart from ``render.temple_figure``, so dense ranks and the
10/7/4/2 values are the scoring module's business. This module keeps the list of donations,
refuses bad input on its message line, and redraws.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

import ipywidgets as widgets

from ..render.palette import PLAYER_COLOURS
from ..rules.config import OFFICIAL, Rules
from ..rules.language import _
from ..rules.prices import TEMPLE_SPACES, most_temple_coins
from ..rules.scoring import temple_awards
from .counted import coins, points
from .parts import Lesson, show_figure
from .unrun import RunToShow


class TempleStandings(RunToShow, Lesson):
    """One number per traveller (coins given at the temples); the awards and a chart follow.

    >>> standings = TempleStandings([5, 5, 3, 1], ["Aiko", "Ben", "Chiyo", "Daisuke"])
    >>> standings.awards
    [10, 10, 7, 4]
    >>> standings.give(3)
    >>> standings.donations, standings.awards
    ([5, 5, 3, 2], [10, 10, 7, 4])
    >>> standings.set_donation(1, -2)
    >>> standings.donations
    [5, 5, 3, 2]
    >>> standings.message.text
    'Ben cannot give -2 coins: a donation is 0 coins or more. Ben keeps 5.'

    CSS classes: ``tokaido-temple-standings`` (the whole widget), ``tokaido-temple-donation``
    and ``tokaido-temple-donation-<i>`` (each number box), ``tokaido-temple-give`` and
    ``tokaido-temple-give-<i>`` (each "+1 coin" button), ``tokaido-temple-reset``,
    ``tokaido-temple-awards`` (the table), ``tokaido-temple-chart`` and ``tokaido-message``.
    """

    restart_class = "tokaido-temple-reset"

    def __init__(
        self,
        donations: Sequence[int] = (0, 0, 0, 0),
        names: Sequence[str] | None = None,
        rules: Rules = OFFICIAL,
    ) -> None:
        donations = list(donations)
        if not 1 <= len(donations) <= 5:
            raise ValueError("give one donation for each of 1 to 5 travellers")
        for value in donations:
            problem = _problem(value, rules)
            if problem:
                raise ValueError(f"{value!r} cannot be a donation: {problem}.")
        count = len(donations)
        names = (
            list(names)
            if names is not None
            else [_("Traveller {number}").format(number=i + 1) for i in range(count)]
        )
        if len(names) != count:
            raise ValueError(f"give one name per donation ({len(donations)})")
        super().__init__(_("Type the coins each traveller gave, or click +1 coin."))
        self.rules = rules
        self.names = names
        self.donations: list[int] = donations
        self._start = list(donations)
        self._quiet = False  # True while the boxes are set from Python, not by the learner

        self.boxes: list[widgets.IntText] = []
        self.give_buttons: list[widgets.Button] = []
        rows = []
        for index, (name, value) in enumerate(zip(names, donations, strict=True)):
            box = widgets.IntText(
                value=value,
                description=name,
                layout=widgets.Layout(width="210px"),
                style={"description_width": "80px"},
            )
            box.add_class("tokaido-temple-donation")
            box.add_class(f"tokaido-temple-donation-{index}")
            box.observe(lambda change, i=index: self._typed(i, change), names="value")
            give = widgets.Button(description=_("+1 coin"), layout=widgets.Layout(width="90px"))
            give.add_class("tokaido-temple-give")
            give.add_class(f"tokaido-temple-give-{index}")
            give.on_click(lambda _button, i=index: self.give(i))
            self.boxes.append(box)
            self.give_buttons.append(give)
            rows.append(widgets.HBox([box, give]))
        self.table = widgets.HTML().add_class("tokaido-temple-awards")
        self.chart = widgets.Output().add_class("tokaido-temple-chart")
        inputs = widgets.VBox([*rows, self.restart_button])
        self.children = [widgets.HBox([inputs, self.table]), self.message, self.chart]
        self.add_class("tokaido-temple-standings")
        self._redraw()

    def __repr__(self) -> str:
        return f"TempleStandings(donations={self.donations!r})"

    @property
    def awards(self) -> list[int]:
        """Each traveller's temple award if the journey ended now (``scoring.temple_awards``)."""
        return temple_awards(self.donations, self.rules)

    # ------------------------------------------------------------------ changes
    def give(self, index: int) -> None:
        """One more coin in the temple for traveller ``index`` (a wrong index is explained on
        the message line by ``set_donation``)."""
        known = not isinstance(index, bool) and isinstance(index, int)
        known = known and 0 <= index < len(self.donations)
        self.set_donation(index, self.donations[index] + 1 if known else 0)

    def set_donation(self, index: int, value: int) -> None:
        """Set traveller ``index``'s donations; a negative number, or more than a journey can
        give, is refused on the message line."""
        if (
            isinstance(index, bool)
            or not isinstance(index, int)
            or not 0 <= index < len(self.names)
        ):
            self.message.refuse(
                ValueError(
                    _("The travellers are numbered 0 to {last}, not {index}.").format(
                        last=len(self.names) - 1, index=repr(index)
                    )
                )
            )
            return
        name = self.names[index]
        problem = _problem(value, self.rules)
        if problem:
            self.message.refuse(
                ValueError(
                    # TRANSLATORS: {problem} says why, such as "a donation is 0 coins or more".
                    _("{name} cannot give {value} coins: {problem}. {name} keeps {kept}.").format(
                        name=name, value=repr(value), problem=problem, kept=self.donations[index]
                    )
                )
            )
            self._show_boxes()
            return
        self.donations[index] = value
        self._redraw()
        award = self.awards[index]
        if award:
            said = _("{name} has given {coins}: a temple award of {points} for now.")
        else:
            said = _("{name} has given {coins}: no temple award for now.")
        self.message.say(said.format(name=name, coins=coins(value), points=points(award)))

    def restart(self) -> None:
        """Back to the donations the widget started with."""
        self.donations = list(self._start)
        self._redraw()
        self.message.say(_("Back to the start."))

    def _typed(self, index: int, change: dict) -> None:
        if self._quiet or change["new"] == self.donations[index]:
            return
        self.set_donation(index, change["new"])

    # ------------------------------------------------------------------ views
    def _show_boxes(self) -> None:
        self._quiet = True
        try:
            for box, value in zip(self.boxes, self.donations, strict=True):
                box.value = value
        finally:
            self._quiet = False

    def _redraw(self) -> None:
        # The chart first: the table and the message then change together with it.
        self._draw_chart()
        self._show_boxes()
        self.table.value = awards_table(self.names, self.donations, self.awards)

    def _draw_chart(self) -> None:
        from ..render import temple_figure

        colours = [PLAYER_COLOURS[i % len(PLAYER_COLOURS)] for i in range(len(self.names))]
        figure = temple_figure(self.donations, self.names, rules=self.rules, colours=colours)
        show_figure(
            self.chart, figure, _("Temple standings: {donations}").format(donations=self.donations)
        )


def awards_table(names: Sequence[str], donations: Sequence[int], awards: Sequence[int]) -> str:
    """An HTML table: each traveller, the coins given, and the award it would take now.

    >>> "no award" in awards_table(["Aiko"], [0], [0])
    True
    """
    rows = []
    for name, given, award in zip(names, donations, awards, strict=True):
        won = f"+{points(award)}" if award else _("no award")
        rows.append(
            f"<tr><td style='padding:2px 10px 2px 0'>{escape(name)}</td>"
            f"<td style='padding:2px 10px;text-align:right'>{escape(coins(given))}</td>"
            f"<td style='padding:2px 0 2px 10px'><b>{escape(won)}</b></td></tr>"
        )
    heads = [escape(_("Traveller")), escape(_("Given")), escape(_("Temple award"))]
    head = (
        f"<tr><th style='text-align:left;padding-right:10px'>{heads[0]}</th>"
        f"<th style='padding:0 10px'>{heads[1]}</th>"
        f"<th style='text-align:left;padding-left:10px'>{heads[2]}</th></tr>"
    )
    return (
        f"<table style='font-size:15px;border-collapse:collapse;margin-left:24px'>{head}"
        f"{''.join(rows)}</table>"
    )


def _problem(value: object, rules: Rules) -> str:
    """What is wrong with a donation typed in, or an empty string."""
    if not isinstance(value, int) or isinstance(value, bool):
        return _("a donation is a whole number of coins")
    if value < 0:
        return _("a donation is 0 coins or more")
    most = most_temple_coins(rules)
    if value > most:
        return _(
            "no journey puts more than {most} coins in the temple ({temples} temples of at "
            "most {donation} coins, Hirotada's bank coins and the Miko cards)"
        ).format(most=most, temples=TEMPLE_SPACES, donation=rules.max_donation)
    return ""
