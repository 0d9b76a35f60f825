"""Souvenir sets: a first live widget, the set rule felt with four buttons and a total.

The learner adds souvenirs family by family and watches the points. Every number shown comes
from ``tokaido_nb.scoring.souvenir_points``; this module only keeps the list of families, draws
it and explains each change. How cards form sets is the scoring module's business.
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

import ipywidgets as widgets

from ..rules.config import OFFICIAL, Rules
from ..rules.data import FAMILIES
from ..scoring import souvenir_points


def family_label(family: str) -> str:
    """A family key as a learner reads it.

    >>> family_label("small_object")
    'small object'
    """
    return family.replace("_", " ")


def points_label(points: int) -> str:
    """A number of points in words.

    >>> points_label(1), points_label(16)
    ('1 point', '16 points')
    """
    return f"{points} point" if points == 1 else f"{points} points"


class SouvenirSets(widgets.VBox):
    """Add souvenirs by family with buttons; the total and a message line answer each click.

    >>> sets = SouvenirSets(["food", "art"])
    >>> sets.add("food")
    >>> sets.points
    5
    >>> sets.message.value
    'A food souvenir: +1 point.'
    >>> sets.add("pottery")
    >>> sets.families
    ['food', 'art', 'food']
    >>> sets.message.value
    'There is no pottery family: souvenirs are small object, food, clothing or art.'

    Browser tests find the parts by CSS class: ``tokaido-souvenir-sets`` (the whole widget),
    ``tokaido-souvenir-add-<family>`` (each button), ``tokaido-souvenir-reset``,
    ``tokaido-souvenir-collection``, ``tokaido-souvenir-points`` and ``tokaido-message``.
    """

    def __init__(self, families: Iterable[str] = (), rules: Rules = OFFICIAL) -> None:
        families = list(families)
        unknown = sorted(set(families) - set(FAMILIES))
        if unknown:
            raise ValueError(f"unknown souvenir families: {', '.join(unknown)}")
        self.rules = rules
        self.families: list[str] = families

        self.add_buttons = {family: self._add_button(family) for family in FAMILIES}
        self.reset_button = widgets.Button(description="Start again", icon="undo")
        self.reset_button.add_class("tokaido-souvenir-reset")
        self.reset_button.on_click(lambda _button: self.reset())
        self.collection = widgets.HTML().add_class("tokaido-souvenir-collection")
        self.total = widgets.HTML().add_class("tokaido-souvenir-points")
        self.message = widgets.HTML().add_class("tokaido-message")

        super().__init__(
            [
                widgets.HBox([*self.add_buttons.values(), self.reset_button]),
                self.collection,
                self.total,
                self.message,
            ]
        )
        self.add_class("tokaido-souvenir-sets")
        self._redraw()
        self.message.value = "Add a souvenir with the buttons above."

    def __repr__(self) -> str:
        return f"SouvenirSets(families={self.families!r})"

    @property
    def points(self) -> int:
        """The collection's points, from ``souvenir_points``."""
        return souvenir_points(self.families, self.rules)

    def add(self, family: str) -> None:
        """Add one souvenir of ``family``; an unknown family is explained, not added."""
        if family not in FAMILIES:
            known = ", ".join(family_label(f) for f in FAMILIES[:-1])
            self.message.value = (
                f"There is no {escape(family_label(family))} family: "
                f"souvenirs are {known} or {family_label(FAMILIES[-1])}."
            )
            return
        before = self.points
        self.families.append(family)
        self._redraw()
        gained = self.points - before
        self.message.value = f"A {family_label(family)} souvenir: +{points_label(gained)}."

    def reset(self) -> None:
        """Empty the collection."""
        self.families.clear()
        self._redraw()
        self.message.value = "Your collection is empty again."

    def _add_button(self, family: str) -> widgets.Button:
        button = widgets.Button(description=f"+ {family_label(family)}")
        button.add_class("tokaido-souvenir-add")
        button.add_class(f"tokaido-souvenir-add-{family}")
        button.on_click(lambda _button: self.add(family))
        return button

    def _redraw(self) -> None:
        if self.families:
            held = ", ".join(family_label(f) for f in self.families)
            self.collection.value = f"Your souvenirs, in the order bought: {held}"
        else:
            self.collection.value = "Your souvenirs: none yet"
        self.total.value = f"<b>Total: {points_label(self.points)}</b>"
