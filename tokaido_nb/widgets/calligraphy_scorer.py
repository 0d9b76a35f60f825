"""A calligraphy scorer: type what a traveller holds at the end, tick the calligraphies held,
and read what each one scores.

Every number comes from ``rules.scoring.calligraphy_points``, given a ``Holdings`` built from
the boxes (so many coins, completed panoramas, cherry trees, legendary objects, souvenirs,
achievement cards, inn meals eaten, and the place of arrival at the end of the road). This
module only keeps the boxes, refuses a number no journey can reach, and draws the table.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from html import escape

import ipywidgets as widgets

from ..rules import data
from ..rules.config import OFFICIAL, Rules
from ..rules.language import N_, _, ngettext
from ..rules.scoring import Holdings, calligraphy_points
from ..rules.words import calligraphy_effect, card_name
from .counted import points as points_words
from .parts import Lesson
from .unrun import RunToShow


@dataclass(frozen=True)
class Count:
    """One box: its ``label``, and the most a journey can hold (None: no limit) and ``why``
    (English, marked with ``N_``; shown translated)."""

    label: str
    most: int | None
    why: str = ""


COUNTS: dict[str, Count] = {
    "coins": Count(N_("Coins left"), None),
    "panoramas": Count(
        N_("Panoramas completed"), len(data.PANORAMAS), N_("there are three panoramas")
    ),
    "cherry_trees": Count(
        N_("Cherry trees"), data.CROSSROADS_COPIES["cherry_tree"], N_("there are six cherry trees")
    ),
    "legendary": Count(N_("Legendary objects"), len(data.LEGENDARY), N_("there are six")),
    "souvenirs": Count(N_("Souvenirs"), len(data.SOUVENIRS), N_("the pile holds 24 souvenirs")),
    "achievements": Count(
        N_("Achievement cards"), len(data.ACHIEVEMENTS), N_("there are seven achievements")
    ),
    "meals": Count(
        N_("Inn meals eaten"), data.INN_MEALS, N_("a journey has four inns with a meal")
    ),
}
"""The boxes of the scorer, in order."""

PLACES = {1: N_("last"), 2: N_("second to last"), 3: N_("any other place")}
"""Place of arrival at the end of the road, counted from the last (Patience)."""


class CalligraphyScorer(RunToShow, Lesson):
    """Editable holdings in; the points of each calligraphy out.

    >>> scorer = CalligraphyScorer(coins=4, held=["foresight", "perfection"], achievements=2)
    >>> scorer.points()["foresight"], scorer.points()["perfection"], scorer.total
    (8, 6, 14)
    >>> scorer.set_count("panoramas", 5)
    >>> scorer.message.text
    'Panoramas completed cannot be 5: there are three panoramas (0 to 3). It stays 0.'

    CSS classes: ``tokaido-calligraphy-scorer`` (the whole widget),
    ``tokaido-calligraphy-<count>`` (each box), ``tokaido-calligraphy-place``,
    ``tokaido-calligraphy-held-<card>`` (each tick box), ``tokaido-calligraphy-table``,
    ``tokaido-calligraphy-total``, ``tokaido-calligraphy-restart`` and ``tokaido-message``.
    """

    restart_class = "tokaido-calligraphy-restart"

    def __init__(
        self,
        held: Iterable[str] = (),
        place: int = 3,
        rules: Rules = OFFICIAL,
        **counts: int,
    ) -> None:
        held = list(held)
        unknown = [card for card in held if card not in data.CALLIGRAPHIES]
        if unknown:
            raise ValueError(
                f"{unknown[0]!r} is not a calligraphy; calligraphies: "
                f"{', '.join(data.CALLIGRAPHIES)}"
            )
        wrong = sorted(set(counts) - set(COUNTS))
        if wrong:
            raise ValueError(f"no box {wrong[0]!r}; boxes: {', '.join(COUNTS)}")
        values = {name: counts.get(name, 0) for name in COUNTS}
        for name, value in values.items():
            problem = _problem(name, value)
            if problem:
                raise ValueError(problem)
        if place not in PLACES:
            raise ValueError(f"place is 1 (last), 2 (second to last) or 3, not {place!r}")
        super().__init__(_("Change a number, or tick the calligraphies held."))
        self.rules = rules
        self.counts = values
        self.place = place
        self.held = [card for card in data.CALLIGRAPHIES if card in held]
        self._start = (dict(values), place, list(self.held))
        self._quiet = False

        self.boxes: dict[str, widgets.IntText] = {}
        for name, count in COUNTS.items():
            box = widgets.IntText(
                value=values[name],
                description=_(count.label),
                layout=widgets.Layout(width="240px"),
                style={"description_width": "150px"},
            )
            box.add_class(f"tokaido-calligraphy-{name}")
            box.observe(lambda change, n=name: self._typed(n, change), names="value")
            self.boxes[name] = box
        self.place_box = widgets.Dropdown(
            options=[(_(words), number) for number, words in PLACES.items()],
            value=place,
            description=_("Reached Edo"),
            style={"description_width": "150px"},
            layout=widgets.Layout(width="300px"),
        ).add_class("tokaido-calligraphy-place")
        self.place_box.observe(self._placed, names="value")
        self.ticks: dict[str, widgets.Checkbox] = {}
        for card in data.CALLIGRAPHIES:
            tick = widgets.Checkbox(
                value=card in self.held, description=card_name(card), indent=False
            )
            tick.add_class(f"tokaido-calligraphy-held-{card}")
            tick.observe(lambda change, c=card: self._ticked(c, change), names="value")
            self.ticks[card] = tick
        self.table = widgets.HTML().add_class("tokaido-calligraphy-table")
        self.total_line = widgets.HTML().add_class("tokaido-calligraphy-total")
        inputs = widgets.VBox([*self.boxes.values(), self.place_box])
        held_box = widgets.VBox(
            [
                widgets.HTML("<b>{}</b>".format(escape(_("Calligraphies held")))),
                *self.ticks.values(),
                self.restart_button,
            ]
        )
        self.children = [
            widgets.HBox([inputs, held_box]),
            self.message,
            self.table,
            self.total_line,
        ]
        self.add_class("tokaido-calligraphy-scorer")
        self._redraw()

    def __repr__(self) -> str:
        return f"CalligraphyScorer(held={self.held!r})"

    # ------------------------------------------------------------------ what it scores
    def holdings(self, extra: str | None = None) -> Holdings:
        """The holdings the boxes describe (with ``extra`` among the calligraphies held)."""
        c = self.counts
        lengths = self.rules.panorama_lengths
        done = data.PANORAMAS[: c["panoramas"]]
        held = tuple(self.held) + ((extra,) if extra and extra not in self.held else ())
        return Holdings(
            coins=c["coins"],
            panoramas={p: lengths[p] if p in done else 0 for p in data.PANORAMAS},
            cherry_trees=c["cherry_trees"],
            legendary=tuple(data.LEGENDARY)[: c["legendary"]],
            souvenirs=("food",) * c["souvenirs"],
            meals=tuple(data.MEALS)[: c["meals"]],
            calligraphies=held,
        )

    def points(self) -> dict[str, int]:
        """Each calligraphy's points for these holdings; one not held is scored as if it were
        held too (Perfection counts itself)."""
        return {
            card: calligraphy_points(
                card,
                self.holdings(extra=card),
                self.rules,
                achievements=self.counts["achievements"],
                from_last=self.place,
            )
            for card in data.CALLIGRAPHIES
        }

    @property
    def total(self) -> int:
        """The points of the calligraphies held."""
        points = self.points()
        return sum(points[card] for card in self.held)

    # ------------------------------------------------------------------ changes
    def set_count(self, name: str, value: int) -> None:
        """Set one box; a number no journey can reach is refused, and the box keeps its value."""
        if not isinstance(name, str) or name not in COUNTS:
            known = ", ".join(COUNTS)
            self.message.refuse(
                ValueError(
                    _("There is no box {name}; the boxes: {known}.").format(
                        name=repr(name), known=known
                    )
                )
            )
            return
        problem = _problem(name, value)
        if problem:
            stays = _("It stays {value}.").format(value=self.counts[name])
            self.message.refuse(ValueError(f"{problem}. {stays}"))
            self._show_boxes()
            return
        self.counts[name] = value
        self._redraw()
        self.message.say(_("{box}: {value}.").format(box=_(COUNTS[name].label), value=value))

    def set_held(self, card: str, held: bool) -> None:
        """Hold a calligraphy, or not."""
        if not isinstance(card, str) or card not in data.CALLIGRAPHIES:
            known = ", ".join(data.CALLIGRAPHIES)
            self.message.refuse(
                ValueError(
                    _("{card} is not a calligraphy: {known}.").format(card=repr(card), known=known)
                )
            )
            return
        chosen = set(self.held) | {card} if held else set(self.held) - {card}
        self.held = [c for c in data.CALLIGRAPHIES if c in chosen]
        self._redraw()
        said = _("{card}: held.") if held else _("{card}: not held.")
        self.message.say(said.format(card=card_name(card)))

    def set_place(self, place: int) -> None:
        """The place of arrival at the end of the road, counted from the last (1, 2 or 3)."""
        if isinstance(place, bool) or not isinstance(place, int) or place not in PLACES:
            self.message.refuse(
                ValueError(_("The place is 1, 2 or 3, not {place}.").format(place=repr(place)))
            )
            self._show_boxes()
            return
        self.place = place
        self._redraw()
        self.message.say(_("Reached the end of the road: {place}.").format(place=_(PLACES[place])))

    def restart(self) -> None:
        """Back to the holdings the scorer started with."""
        counts, self.place, held = self._start
        self.counts, self.held = dict(counts), list(held)
        self._redraw()
        self.message.say(_("Back to the start."))

    def _typed(self, name: str, change: dict) -> None:
        if not self._quiet and change["new"] != self.counts[name]:
            self.set_count(name, change["new"])

    def _placed(self, change: dict) -> None:
        if not self._quiet and change["new"] != self.place:
            self.set_place(change["new"])

    def _ticked(self, card: str, change: dict) -> None:
        if not self._quiet and change["new"] != (card in self.held):
            self.set_held(card, change["new"])

    # ------------------------------------------------------------------ views
    def _show_boxes(self) -> None:
        self._quiet = True
        try:
            for name, box in self.boxes.items():
                box.value = self.counts[name]
            self.place_box.value = self.place
            for card, tick in self.ticks.items():
                tick.value = card in self.held
        finally:
            self._quiet = False

    def _redraw(self) -> None:
        self._show_boxes()
        points = self.points()
        rows = []
        for card in data.CALLIGRAPHIES:
            held = card in self.held
            style = "" if held else " style='color:#8a8177'"
            score = points_words(points[card]) if held else f"({points_words(points[card])})"
            rows.append(
                f"<tr{style}><td style='padding:2px 10px 2px 0'><b>{escape(card_name(card))}</b>"
                f"</td><td style='padding:2px 10px'>{escape(calligraphy_effect(card, self.rules))}"
                f"</td><td style='padding:2px 0 2px 10px;text-align:right'>{score}</td></tr>"
            )
        heads = [escape(_("Calligraphy")), escape(_("Scores at the end")), escape(_("Points"))]
        note = escape(_("In brackets: what a calligraphy not held would score."))
        self.table.value = (
            "<table style='font-size:14px;border-collapse:collapse'>"
            f"<tr><th style='text-align:left'>{heads[0]}</th><th style='text-align:left;"
            f"padding-left:10px'>{heads[1]}</th><th>{heads[2]}</th></tr>"
            f"{''.join(rows)}</table><i>{note}</i>"
        )
        count = len(self.held)
        total = ngettext(
            "{count} calligraphy held: {points}.", "{count} calligraphies held: {points}.", count
        ).format(count=count, points=points_words(self.total))
        self.total_line.value = f"<b>{escape(total)}</b>"


def _problem(name: str, value: object) -> str:
    """What is wrong with a number typed in a box, or an empty string."""
    count = COUNTS[name]
    label = _(count.label)
    if isinstance(value, bool) or not isinstance(value, int):
        return _("{box} is a whole number, not {value}").format(box=label, value=repr(value))
    if value < 0:
        return _("{box} cannot be {value}: it is 0 or more").format(box=label, value=value)
    if count.most is not None and value > count.most:
        # TRANSLATORS: {why} says why, such as "there are three panoramas".
        return _("{box} cannot be {value}: {why} (0 to {most})").format(
            box=label, value=value, why=_(count.why), most=count.most
        )
    return ""


__all__ = ["COUNTS", "CalligraphyScorer"]
