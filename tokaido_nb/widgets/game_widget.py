"""A game at the table: the road, the legal choices as buttons, a message line, the tableaus.

The controller owns a ``Game``. A click plays the chosen action through the rules core; the
views redraw from the game. Seats may be bots (callables from a game to an action), which play
until a person must decide. No rule is decided here.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import ipywidgets as widgets

from ..render import game_html
from ..rules.actions import Action
from ..rules.errors import IllegalAction
from ..rules.game import MAX_DECISIONS, Game
from ..rules.words import action_label, who
from .parts import ChoiceBar, MessageLine

Bot = Callable[[Game], Action]


class GameWidget(widgets.VBox):
    """Play a game of Tokaido by clicking; bots play their seats.

    The view is ``render.game_html``: whose decision and why, the road with the open stops, the
    cards in play and (unless ``show_tableaus`` is False) every tableau. CSS classes for browser
    tests: ``tokaido-game-widget`` (the whole widget), ``tokaido-view``, ``tokaido-choices`` with
    ``tokaido-choice`` buttons, ``tokaido-message``, ``tokaido-undo``.

    Bots answer by themselves, at the start and after each person's decision; with
    ``autoplay=False`` they wait for ``play_bots`` (a table of bots only, played step by step).
    ``on_redraw`` is called after every redraw, so that a larger widget can redraw its own
    parts (a log, a chart) from the same game.
    """

    def __init__(
        self,
        game: Game,
        bots: Mapping[int, Bot] | None = None,
        *,
        show_tableaus: bool = True,
        max_buttons: int = 60,
        autoplay: bool = True,
        on_redraw: Callable[[], None] | None = None,
    ) -> None:
        self.game = game
        self.bots: dict[int, Bot] = dict(bots or {})
        self.autoplay = autoplay
        self.on_redraw = on_redraw
        self.view = widgets.HTML().add_class("tokaido-view")
        self.message = MessageLine()
        self.choices = ChoiceBar(self._choose, max_buttons=max_buttons)
        self.undo_button = widgets.Button(description="Undo", icon="undo")
        self.undo_button.add_class("tokaido-undo")
        self.undo_button.on_click(lambda _b: self.undo())
        self.show_tableaus = show_tableaus
        controls = widgets.HBox([self.undo_button])
        super().__init__([self.choices, controls, self.message, self.view])
        self.add_class("tokaido-game-widget")
        if self.autoplay:
            self._run_bots()
        self.redraw()

    # ------------------------------------------------------------------ actions
    def play(self, action: Action) -> bool:
        """Play ``action`` for the player to move; a refusal shows on the message line.

        Returns whether the action was played. Bots then play until a person must decide.
        """
        game = self.game
        name = who(game.travellers[game.actor]) if game.actor is not None else ""
        try:
            label = action_label(game, action) if action in game.legal_actions() else repr(action)
            game.play(action)
        except (IllegalAction, ValueError) as error:
            self.message.refuse(error)
            self.redraw(keep_message=True)
            return False
        self.message.say(f"{name}: {label}.")
        if self.autoplay:
            self._run_bots()
        self.redraw(keep_message=True)
        return True

    def play_bots(self, limit: int | None = None, *, redraw: bool = True) -> int:
        """Let the bots play their seats until a person must decide or the journey ends.

        ``limit`` caps the number of decisions (1: one bot decision). Returns how many were
        played; the message line says what a single decision was, or how many were played.
        With ``redraw=False`` the views are left for the caller to redraw.
        """
        game = self.game
        played = 0
        said = ""
        while (limit is None or played < limit) and not game.is_over():
            if game.to_move not in self.bots:
                break
            action = self.bots[game.to_move](game)
            name = who(game.travellers[game.actor])
            label = action_label(game, action)
            game.play(action)
            played += 1
            said = f"{name}: {label}."
        if played > 1:
            said = f"The bots played {played} decisions."
        if said:
            self.message.say(said)
        if redraw:
            self.redraw(keep_message=True)
        return played

    def undo(self) -> None:
        """Take back the last person's decision (and the bot moves after it)."""
        game = self.game
        if not game.history:
            self.message.refuse(ValueError("There is nothing to undo yet."))
            return
        game.undo()
        while game.history and not game.is_over() and game.to_move in self.bots:
            game.undo()
        self.message.say("Took back the last decision.")
        if self.autoplay and game.to_move in self.bots:
            # Back at the start, where a bot moves first: it plays again, as it did then.
            self._run_bots()
        self.redraw(keep_message=True)

    def _choose(self, action: Action) -> None:
        self.play(action)

    def _run_bots(self, limit: int = MAX_DECISIONS) -> None:
        game = self.game
        for _ in range(limit):
            if game.is_over() or game.to_move not in self.bots:
                return
            game.play(self.bots[game.to_move](game))

    # ------------------------------------------------------------------ views
    def redraw(self, keep_message: bool = False) -> None:
        """Redraw every view from the game."""
        game = self.game
        self.view.value = game_html(game, tableaus=self.show_tableaus)
        human = not game.is_over() and game.to_move not in self.bots
        self.choices.show(game, enabled=human)
        if not keep_message and not self.message.value:
            self.message.say("Choose with the buttons.")
        if self.on_redraw is not None:
            self.on_redraw()

    def __repr__(self) -> str:
        return f"GameWidget({self.game!r})"
