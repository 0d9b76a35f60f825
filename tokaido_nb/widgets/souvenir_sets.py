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
from ..rules.language import N_, _
from ..rules.scoring import souvenir_points
from ..rules.words import FAMILY_LABELS, listed
from .counted import points as points_words
from .parts import Lesson
from .unrun import RunToShow

A_SOUVENIR: dict[str, str] = {
    "small_object": N_("A small object souvenir"),
    "food": N_("A food & drink souvenir"),
    "clothing": N_("A clothing souvenir"),
    "art": N_("An art souvenir"),
}
"""One souvenir of each family, as a message begins (English; shown translated)."""


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
        super().__init__(_("Add a souvenir with the buttons above."))
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
            known = listed((_(FAMILY_LABELS[f]) for f in FAMILIES), "or")
            self.message.say(
                _("There is no {family} family: souvenirs are {known}.").format(
                    family=family, known=known
                )
            )
            return
        before = self.points
        self.families.append(family)
        self._redraw()
        gained = self.points - before
        # TRANSLATORS: {souvenir} is "A food & drink souvenir", {points} "3 points".
        self.message.say(
            _("{souvenir}: +{points}.").format(
                souvenir=_(A_SOUVENIR[family]), points=points_words(gained)
            )
        )

    def restart(self) -> None:
        """Empty the collection."""
        self.families.clear()
        self._redraw()
        self.message.say(_("Your collection is empty again."))

    def _add_button(self, family: str) -> widgets.Button:
        button = widgets.Button(description=f"+ {_(FAMILY_LABELS[family])}")
        button.add_class("tokaido-souvenir-add")
        button.add_class(f"tokaido-souvenir-add-{family}")
        button.on_click(lambda _button: self.add(family))
        return button

    def _redraw(self) -> None:
        if self.families:
            held = ", ".join(_(FAMILY_LABELS[f]) for f in self.families)
            said = _("Your souvenirs, in the order bought: {held}").format(held=held)
        else:
            said = _("Your souvenirs: none yet")
        self.collection.value = escape(said)
        total = _("Total: {points}").format(points=points_words(self.points))
        self.total.value = f"<b>{escape(total)}</b>"
