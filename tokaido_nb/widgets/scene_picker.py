"""A lesson made of small scenes: pick one from a list, read what to look for, play it.

Chapters 15 and 16 (Crossroads) show their stops, amulets and travellers this way: each scene is
a game arranged by the rules core and ``scenarios.walk`` to the moment that matters, played in
a ``GameWidget``. A subclass gives the table of scenes (``SCENES``: key -> label, builder of the
game, words); this module puts a selector in front, restarts a scene, and hides at a scene's
first decision the buttons that would teach nothing (``FOCUS``). Once the scene's traveller has
finished the turn, the message line says the scene is done and how to go back (``DONE``): the
game would otherwise simply go on, with nothing to say that the lesson's point was made. No rule
is decided here: every button is a legal action of the game, and every refusal comes from the
rules.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from html import escape
from typing import Any, ClassVar

import ipywidgets as widgets

from ..rules.config import OFFICIAL, Rules
from ..rules.game import Game
from ..rules.language import N_, _, ngettext
from ..rules.words import card_names, who
from .changes import gains_sentence
from .counted import coins, points
from .game_widget import GameWidget
from .parts import Lesson
from .unrun import RunToShow


@dataclass(frozen=True)
class Scene:
    """One scene: its ``label`` in the selector (English, marked with ``N_``; shown
    translated), the ``build(rules)`` that arranges its game, the ``words(rules)`` that say
    what to look for in the language spoken (HTML-escaped when shown), and ``focus``, which of
    the first decision's actions to show (None: all)."""

    label: str
    build: Callable[[Rules], Game]
    words: Callable[[Rules], str]
    focus: Callable[[Game, Any], bool] | None = None
    picture: Callable[[Rules], str] | None = None
    player: int = 0
    """The traveller the scene is about (whose purse and gains are shown)."""


def only_stop(*stops: int) -> Callable[[Game, Any], bool]:
    """A focus that shows only the moves to these stops."""
    return lambda game, action: getattr(action, "to", None) in stops


class ScenePicker(RunToShow, Lesson):
    """Pick a scene; read what it shows; make the decision in a live game.

    Subclasses set ``SCENES`` (a mapping of key -> ``Scene``), ``KIND`` (what a key names:
    "amulet", "traveller"), ``KIND_LABEL`` (the selector's title, marked with ``N_``),
    ``UNKNOWN`` (the refusal of an unknown key, with ``{key}`` and ``{known}``) and ``CSS``
    (the widget's class; its
    selector is ``<CSS>-select``, its words ``<CSS>-words``, its restart button
    ``<CSS>-restart``). The game inside is a ``GameWidget`` (``tokaido-game-widget``).
    """

    SCENES: ClassVar[Mapping[str, Scene]] = {}
    KIND: ClassVar[str] = "scene"
    DONE: ClassVar[str] = N_(
        "Scene “{scene}” done: what it gave is said below. The game goes on if you want to play "
        "on; “Start again” sets the scene up anew, and the list has the other scenes."
    )
    """What the message line says once the scene's traveller has finished the turn."""
    KIND_LABEL: ClassVar[str] = N_("Scene:")
    UNKNOWN: ClassVar[str] = N_("There is no scene {key}; scenes: {known}.")
    CSS: ClassVar[str] = "tokaido-scenes"
    SHOW_TABLEAUS: ClassVar[bool] = True

    def __init__(self, key: str | None = None, rules: Rules = OFFICIAL) -> None:
        key = next(iter(self.SCENES)) if key is None else key
        if key not in self.SCENES:
            raise ValueError(self._unknown(key))
        self.restart_class = f"{self.CSS}-restart"
        super().__init__()
        self.rules = rules
        self.key = key
        self.done = False
        """Whether the scene's traveller has finished the turn (the done message was said)."""
        self.selector = widgets.Dropdown(
            options=[(self.label(k), k) for k in self.SCENES],
            value=key,
            description=_(self.KIND_LABEL),
        )
        self.selector.add_class(f"{self.CSS}-select")
        self.selector.observe(self._on_select, names="value")
        self.words = widgets.HTML().add_class(f"{self.CSS}-words")
        self.purse = widgets.HTML().add_class(f"{self.CSS}-purse")
        self.table = self._scene(key)
        self.holder = widgets.Box([self.table])
        self.children = [
            widgets.HBox([self.selector, self.restart_button]),
            self.message,
            self.words,
            self.purse,
            self.holder,
        ]
        self.add_class(self.CSS)
        self._draw_words()

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.key!r})"

    @property
    def game(self) -> Game:
        """The game of the scene on the table."""
        return self.table.game

    def select(self, key: str) -> None:
        """Load the scene ``key``; an unknown one is explained on the message line."""
        if not self.known(key):
            self.message.refuse(ValueError(self._unknown(key)))
            return
        self.key = key
        self.table = self._scene(key)
        self.holder.children = [self.table]
        self._draw_purse()
        self.done = False
        if self.selector.value != key:
            self.selector.value = key  # calls select again through _on_select: harmless
        self.message.say("")
        self._draw_words()

    def offered(self) -> list[str]:
        """The labels of the buttons the scene shows now."""
        return [b.description for b in self.table.choices.buttons if b.layout.display != "none"]

    def restart(self) -> None:
        """The scene chosen, from its start."""
        self.select(self.key)

    def known(self, key: Any) -> bool:
        """Whether ``key`` names a scene; any value may be asked (a list is not a key)."""
        return isinstance(key, str) and key in self.SCENES

    def label(self, key: str) -> str:
        """A scene's title in the selector, in the language spoken now; an unknown key is
        explained on the message line (and its label is empty)."""
        if not self.known(key):
            self.message.refuse(ValueError(self._unknown(key)))
            return ""
        return _(self.SCENES[key].label)

    def _unknown(self, key: Any) -> str:
        return _(self.UNKNOWN).format(key=repr(key), known=", ".join(self.SCENES))

    def _scene(self, key: str) -> GameWidget:
        scene = self.SCENES[key]
        table = GameWidget(scene.build(self.rules), show_tableaus=self.SHOW_TABLEAUS)
        self._start = table.game.copy()
        start = len(table.game.history)
        worth = scene.focus

        def redrawn() -> None:
            # At the scene's first decision, hide the buttons that would teach nothing.
            at_start = len(table.game.history) == start
            for button, action in zip(table.choices.buttons, table.choices.actions, strict=True):
                keep = worth is None or not at_start or worth(table.game, action)
                button.layout.display = None if keep else "none"
            if getattr(self, "table", None) is table:
                self._draw_purse()
                if not self.done and len(table.game.history) > start and self._turn_over():
                    self.done = True
                    self.message.say(_(self.DONE).format(scene=self.label(self.key)))

        table.on_redraw = redrawn
        redrawn()
        return table

    def _turn_over(self) -> bool:
        """Whether the scene's traveller has finished the turn the scene was about: another
        traveller decides now, or the same one is to move again (Vitality, or still last)."""
        game, player = self.game, self.SCENES[self.key].player
        return game.is_over() or game.actor != player or game.decision == "move"

    def _on_select(self, change: dict) -> None:
        if change["new"] != self.key:
            self.select(change["new"])

    def purse_text(self) -> str:
        """What the scene's traveller holds now, and what they gained since the scene began."""
        game, player = self.game, self.SCENES[self.key].player
        t = game.travellers[player]
        held = [coins(t.coins), points(game.scores()[player])]
        if t.cherry_trees:
            count = t.cherry_trees
            held.append(
                ngettext("{count} cherry tree", "{count} cherry trees", count).format(count=count)
            )
        if t.bathhouses:
            count = t.bathhouses
            held.append(
                ngettext("{count} bathhouse", "{count} bathhouses", count).format(count=count)
            )
        # TRANSLATORS: {cards} names the cards held ("Vitality and Fortune").
        if t.amulets:
            count = len(t.amulets)
            held.append(
                ngettext("{count} amulet ({cards})", "{count} amulets ({cards})", count).format(
                    count=count, cards=card_names(t.amulets)
                )
            )
        if t.legendary:
            count = len(t.legendary)
            held.append(
                ngettext(
                    "{count} legendary object ({cards})",
                    "{count} legendary objects ({cards})",
                    count,
                ).format(count=count, cards=card_names(t.legendary))
            )
        if t.calligraphies:
            count = len(t.calligraphies)
            held.append(
                ngettext(
                    "{count} calligraphy ({cards})", "{count} calligraphies ({cards})", count
                ).format(count=count, cards=card_names(t.calligraphies))
            )
        gained = gains_sentence(self._start, game, player)
        # TRANSLATORS: {held} lists what a traveller holds ("7 coins, 3 points"); {gained} what
        # they gained since the scene began ("+3 coins", "nothing").
        return _("{name} holds {held}. Since the scene began: {gained}.").format(
            name=who(t), held=", ".join(held), gained=gained
        )

    def _draw_purse(self) -> None:
        self.purse.value = f"<span style='font-size:15px'>{escape(self.purse_text())}</span>"

    def _draw_words(self) -> None:
        scene = self.SCENES[self.key]
        picture = scene.picture(self.rules) if scene.picture is not None else ""
        side = f"<div>{picture}</div>" if picture else ""
        self.words.value = (
            "<div style='display:flex;gap:14px;align-items:center'>"
            f"{side}<div style='max-width:620px;font-size:15px'>"
            f"<b>{escape(self.label(self.key))}</b>"
            f"<br>{escape(scene.words(self.rules))}</div></div>"
        )


__all__ = ["Scene", "ScenePicker", "only_stop"]
