"""Souvenir sets: a first live widget, the set rule felt with four buttons and a total.

The learner adds souvenirs family by family and watches the points. Every number shown comes
from ``tokaido_nb.scoring.souvenir_points``; this module only keeps the list of families, draws
it and explains each change. How cards form sets is the scoring module's business.
"""

from __future__ import annotations

from collections.abc import Iterable

import ipywidgets as widgets

from ..rules.config import OFFICIAL, Rules
from ..rules.data import FAMILIES
from ..rules.words import FAMILY_LABELS, a_or_an, capitalized, listed, plural
from ..scoring import souvenir_points
from .parts import Lesson
from .unrun import RunToShow


class SouvenirSets(RunToShow, Lesson):
    """Add souvenirs by family with buttons; the total and a message line answer each click.

    >>> sets = SouvenirSets(["food", "art"])
    >>> sets.add("food")
    >>> sets.points
    5
    >>> sets.message.text
    'A food & drink souvenir: +1 point.'
    >>> sets.add("pottery")
    >>> sets.families
    ['food', 'art', 'food']
    >>> sets.message.text
    'There is no pottery family: souvenirs are small object, food & drink, clothing or art.'

    Browser tests find the parts by CSS class: ``tokaido-souvenir-sets`` (the whole widget),
    ``tokaido-souvenir-add-<family>`` (each button), ``tokaido-souvenir-reset``,
    ``tokaido-souvenir-collection``, ``tokaido-souvenir-points`` and ``tokaido-message``.
    """

    restart_class = "tokaido-souvenir-reset"

    def __init__(self, families: Iterable[str] = (), rules: Rules = OFFICIAL) -> None:
        families = list(families)
        unknown = sorted(set(families) - set(FAMILIES))
        if unknown:
            raise ValueError(f"unknown souvenir families: {', '.join(unknown)}")
        super().__init__("Add a souvenir with the buttons above.")
        self.rules = rules
        self.families: list[str] = families

        self.add_buttons = {family: self._add_button(family) for family in FAMILIES}
        self.collection = widgets.HTML().add_class("tokaido-souvenir-collection")
        self.total = widgets.HTML().add_class("tokaido-souvenir-points")
        self.children = [
            widgets.HBox([*self.add_buttons.values(), self.restart_button]),
            self.collection,
            self.total,
            self.message,
        ]
        self.add_class("tokaido-souvenir-sets")
        self._redraw()

    def __repr__(self) -> str:
        return f"SouvenirSets(families={self.families!r})"

    @property
    def points(self) -> int:
        """The collection's points, from ``souvenir_points``."""
        return souvenir_points(self.families, self.rules)

    def add(self, family: str) -> None:
        """Add one souvenir of ``family``; an unknown family is explained, not added."""
        if family not in FAMILIES:
            known = listed((FAMILY_LABELS[f] for f in FAMILIES), "or")
            self.message.say(f"There is no {family} family: souvenirs are {known}.")
            return
        before = self.points
        self.families.append(family)
        self._redraw()
        gained = self.points - before
        souvenir = capitalized(a_or_an(f"{FAMILY_LABELS[family]} souvenir"))
        self.message.say(f"{souvenir}: +{plural(gained, 'point')}.")

    def restart(self) -> None:
        """Empty the collection."""
        self.families.clear()
        self._redraw()
        self.message.say("Your collection is empty again.")

    def _add_button(self, family: str) -> widgets.Button:
        button = widgets.Button(description=f"+ {FAMILY_LABELS[family]}")
        button.add_class("tokaido-souvenir-add")
        button.add_class(f"tokaido-souvenir-add-{family}")
        button.on_click(lambda _button: self.add(family))
        return button

    def _redraw(self) -> None:
        if self.families:
            held = ", ".join(FAMILY_LABELS[f] for f in self.families)
            self.collection.value = f"Your souvenirs, in the order bought: {held}"
        else:
            self.collection.value = "Your souvenirs: none yet"
        self.total.value = f"<b>Total: {plural(self.points, 'point')}</b>"
