"""A game at the table: the road, the legal choices as buttons, a message line, the tableaus.

The controller owns a ``Game``. A click plays the chosen action through the rules core; the
views redraw from the game. Seats may be bots (callables from a game to an action), which play
until a person must decide. No rule is decided here.

The layout keeps what a click changes on one screen: the road on the left, drawn no taller
than the window allows, and beside it the decision, the buttons and the message line (above
the road instead when the page is too narrow for both). The tableaus lie under them, or folded
away in the compact layout.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from html import escape

import ipywidgets as widgets

from ..coach import Budget, space_reasons
from ..players.bots import Player
from ..render import road_svg
from ..render.in_words import describe
from ..render.page import framed, notes_html, status_html, tableaus_html
from ..render.svg import size
from ..render.tableau import EVERY_CARD
from ..rules.actions import Action, TakeAmulet, TakeCalligraphy
from ..rules.errors import IllegalAction
from ..rules.game import MAX_DECISIONS, Game
from ..rules.language import N_, _, ngettext
from ..rules.untrusted import short_repr
from ..rules.words import action_label, who
from .coach_panel import CoachPanel
from .parts import ChoiceBar, MessageLine, discard
from .unrun import RunToShow

ROOM_AROUND_ROAD = 150
LARGE_ROAD_TEXT = 1.75
"""How much larger the road's numbers are in large text (12 px in the picture: 21)."""
LARGE_TEXT_CSS = """<style>
.tokaido-large .tokaido-choice, .tokaido-large .tokaido-undo,
.tokaido-large .tokaido-table-play-to-end, .tokaido-large .tokaido-table-handoff {
  font-size: 18px !important; height: auto !important; min-height: 32px; }
.tokaido-large .tokaido-message, .tokaido-large .tokaido-message * {
  font-size: 20px !important; line-height: 1.3 !important; }
.tokaido-large .tokaido-status, .tokaido-large .tokaido-status * {
  font-size: 17px !important; line-height: 1.3 !important; }
.tokaido-large .tokaido-table-log div { font-size: 17px !important; }
.tokaido-large .tokaido-hint-item, .tokaido-large .tokaido-verdict div {
  font-size: 15px !important; line-height: 1.3 !important; }
.tokaido-large .tokaido-hint-reason {
  display: -webkit-box; -webkit-line-clamp: 2; line-clamp: 2; -webkit-box-orient: vertical;
  overflow: hidden; }
</style>"""
"""The large text of the presenter: the choices, the message, the decision, the log and the
coach in sizes read from the back of a room (``GameWidget(large_text=True)``). A hint's reasons
keep two lines each, so that its three items fit under the choices; the whole reason is the
item's tooltip (and the road's, on the stop)."""
"""Pixels of the window's height kept for what surrounds the road (a notebook's menus, a
table's title): the road is drawn no taller than the window less this. On a 1280x800 projector
the road, the choices beside it and the message line then fit one screen."""
MIN_ROAD_WIDTH = 420  # the narrowest road drawn: on a narrower page it has a line of its own
PANEL_WIDTH = 320  # the least width of the column beside the road
TABLEAUS_TITLE = N_("Tableaus: coins, cards and points")
TEXT_VIEW_LABEL = N_("Text view")
# A focus ring that shows on every background, for those who play by keys (ipywidgets' own is
# a thin line), and the folded tableaus' title in ink (the default grey on grey reads poorly).
# A button's words wrap onto a second line rather than end in "..." (ipywidgets keeps a button
# on one line), and a drop-down is as wide as its longest choice: the French and Polish labels
# are longer than the English ones, and a projector's 1280x800 leaves the table's column narrow.
# (The links in the lesson's text are underlined by the page style every lesson widget carries:
# widgets.unrun.keep_page_style.)
# A <style> in a hidden HTML widget applies to the page in JupyterLab, Voilà and Notebook 7.
STYLE = (
    "<style>"
    ".tokaido-game-widget :is(button, [tabindex]):focus-visible,"
    ".tokaido-table :is(button, select, input, [tabindex]):focus-visible"
    "{outline:3px solid #0072b2 !important;outline-offset:2px}"
    ".tokaido-game-widget .jupyter-widget-Collapse-header,"
    ".tokaido-table .jupyter-widget-Collapse-header{color:#2b2118}"
    ":is(.tokaido-game-widget, .tokaido-table) .widget-button{white-space:normal;height:auto;"
    "min-height:var(--jp-widgets-inline-height);max-width:100%;text-overflow:clip}"
    ".tokaido-table .widget-dropdown select{flex:0 1 auto;width:max-content;max-width:100%}"
    "</style>"
)


def _said(name: str, action: str) -> str:
    """What a traveller just did, as the message line says it: ``Aiko (Kinko): Walk to 4.``"""
    # TRANSLATORS: {name} is a player, {action} the label of the button they chose.
    return _("{name}: {action}.").format(name=name, action=action)


def road_width(picture: str) -> str:
    """The CSS width of a road picture: no taller than the window allows, no wider than its
    natural width, leaving ``PANEL_WIDTH`` beside it, but never under ``MIN_ROAD_WIDTH`` (on a
    page too narrow for that, the column beside the road wraps above it)."""
    width, height = size(picture)
    ratio = width / height
    return (
        f"max({MIN_ROAD_WIDTH}px, min({width:g}px, calc(100% - {PANEL_WIDTH + 20}px), "
        f"calc((100vh - {ROOM_AROUND_ROAD}px) * {ratio:.4f})))"
    )


def road_notes(game: Game) -> dict[int, str]:
    """Why the mover cannot stop at each space it cannot reach (``Game.why_not``), by road
    position, for the road's tooltips; empty outside a move decision or after the journey."""
    if game.is_over():
        return {}
    return {road: note for road, note in space_reasons(game).items() if note}


class GameWidget(RunToShow, widgets.VBox):
    """Play a game of Tokaido by clicking; bots play their seats.

    The views are the parts of ``render.game_html``: beside the road, whose decision it is and
    why, the buttons, **Undo**, the message line and the cards the decision is about; under
    them every tableau (unless ``show_tableaus`` is False). With ``compact=True`` the tableaus
    are folded under a title and drawn only when unfolded, for a projector.

    CSS classes for browser tests: ``tokaido-game-widget`` (the whole widget; also
    ``tokaido-game-compact``), ``tokaido-view`` (everything it shows), ``tokaido-road-view``,
    ``tokaido-game-panel`` (the column beside the road) with ``tokaido-status``,
    ``tokaido-choices`` and its ``tokaido-choice`` buttons, ``tokaido-undo``,
    ``tokaido-message`` and ``tokaido-notes``; ``tokaido-tableaus`` (and, compact,
    ``tokaido-tableaus-fold`` around them); ``tokaido-text-toggle``, the **Text view** toggle
    beside Undo, and ``tokaido-text-view``, the game in words it shows under the road
    (``render.describe(game)``: what the road and the tableaus show, for a screen reader or anyone
    who prefers words).

    It is played by keys alone: Tab to a choice, Enter or Space to choose; the focus then
    moves to the next decision's first choice (or to Undo when none is left to a person).

    Bots answer by themselves, at the start and after each person's decision; with
    ``autoplay=False`` they wait for ``play_bots`` (a table of bots only, played step by step).
    ``on_redraw`` is called after every redraw, so that a larger widget can redraw its own
    parts (a log, a chart) from the same game.

    Secret cards (Crossroads' amulets and calligraphies) are drawn as ``viewer`` may see them:
    the person seated alone with bots sees their own; with several people, the person deciding
    sees theirs (while a bot decides, nobody's); a table of bots only shows every card. A
    purchase of a secret card is told without its name to anyone who may not see it.

    With ``coach=True`` (the default) a ``CoachPanel`` sits under the message line: **Hint**, the
    **Coach** toggle (a verdict after each person's move) and, once the journey is over, the
    review (``coach_panel.py``; ``coach_strength`` and ``review_strength`` set its strength).
    On a move decision every space the mover cannot reach carries the refusal as its tooltip,
    coach or not, and while a hint is shown the open stops carry the coach's reasons.
    """

    def __init__(
        self,
        game: Game,
        bots: Mapping[int, Player] | None = None,
        *,
        show_tableaus: bool = True,
        compact: bool = False,
        max_buttons: int = 60,
        autoplay: bool = True,
        on_redraw: Callable[[], None] | None = None,
        coach: bool = True,
        coach_strength: str | Budget = "default",
        review_strength: str | Budget = "quick",
        large_text: bool = False,
    ) -> None:
        self.game = game
        self.large_text = large_text
        """Larger numbers on the road (and, with the CSS of ``LARGE_TEXT_CSS``, larger words
        around it), for the back of a classroom."""
        self.bots: dict[int, Player] = dict(bots or {})
        self.autoplay = autoplay
        self.on_redraw = on_redraw
        self.show_tableaus = show_tableaus
        self.compact = compact
        self.turns_seen: int | None = None  # turns before the last decision played here
        self._lent: list[widgets.Widget] = []  # parts of a larger widget shown in this one
        self.status = widgets.HTML().add_class("tokaido-status")
        # The road's width is set at each redraw (road_width); its right margin takes the room
        # left over on a line of its own, so that it keeps to the left of the page.
        self.road = widgets.HTML(
            layout=widgets.Layout(flex="0 1 auto", max_width="100%", margin="0 auto 0 0")
        ).add_class("tokaido-road-view")
        self.notes = widgets.HTML().add_class("tokaido-notes")
        self.tableaus = widgets.HTML().add_class("tokaido-tableaus")
        self.message = MessageLine()
        self.choices = ChoiceBar(self._choose, max_buttons=max_buttons)
        self.undo_button = widgets.Button(
            description=_("Undo"), icon="undo", tooltip=_("Take back the last decision")
        )
        self.undo_button.add_class("tokaido-undo")
        self.undo_button.on_click(lambda _b: self.undo())
        self.choices.fallback_focus = self.undo_button
        self.text_toggle = widgets.ToggleButton(
            description=_(TEXT_VIEW_LABEL),
            tooltip=_("Show the game in words: the same facts as the road and the tableaus"),
            icon="align-left",
            layout=widgets.Layout(width="auto"),
        ).add_class("tokaido-text-toggle")
        self.text_toggle.observe(lambda _change: self._draw_words(), names="value")
        self.words = widgets.HTML(layout=widgets.Layout(display="none")).add_class(
            "tokaido-text-view"
        )
        self.controls = widgets.HBox(
            [self.undo_button, self.text_toggle], layout=widgets.Layout(flex_flow="row wrap")
        )
        self.panel = widgets.VBox(
            [self.status, self.choices, self.controls, self.message, self.notes],
            layout=widgets.Layout(
                flex=f"1 1 {PANEL_WIDTH}px", min_width=f"{PANEL_WIDTH - 20}px", padding="0 4px"
            ),
        ).add_class("tokaido-game-panel")
        # The panel comes first and the row runs right to left: the road is on the left, and
        # on a page too narrow for both the panel wraps above the road, not below it.
        board = widgets.HBox(
            [self.panel, self.road],
            layout=widgets.Layout(flex_flow="row-reverse wrap", align_items="flex-start"),
        )
        style = widgets.HTML(STYLE, layout=widgets.Layout(display="none"))
        parts: list[widgets.Widget] = [style, board, self.words]
        self.fold: widgets.Accordion | None = None  # the folded tableaus, when compact
        if show_tableaus and compact:
            self.fold = widgets.Accordion(children=[self.tableaus], titles=(_(TABLEAUS_TITLE),))
            self.fold.selected_index = None
            self.fold.add_class("tokaido-tableaus-fold")
            self.fold.observe(lambda _change: self._draw_tableaus(), names="selected_index")
            parts.append(self.fold)
        elif show_tableaus:
            parts.append(self.tableaus)
        self.coach: CoachPanel | None = None
        if coach:
            self.coach = CoachPanel(
                lambda: self.game,
                lambda: self.bots,
                strength=coach_strength,
                review_strength=review_strength,
                on_hint=self.redraw_road,
                message=self.message,
            )
            self.panel.children = (*self.panel.children[:-1], self.coach, self.panel.children[-1])
            parts.insert(parts.index(board) + 1, self.coach.review_box)
        self.view = widgets.VBox(parts).add_class("tokaido-view")
        super().__init__([self.view], layout=widgets.Layout(width="100%"))
        self.add_class("tokaido-game-widget")
        if compact:
            self.add_class("tokaido-game-compact")
        if large_text:
            self.add_class("tokaido-large")
            self.view.children = (widgets.HTML(LARGE_TEXT_CSS), *self.view.children)
        if self.autoplay:
            self._run_bots()
        self.redraw()

    @property
    def tableaus_shown(self) -> bool:
        """Whether the tableaus are on screen (not left out, not folded away)."""
        if not self.show_tableaus:
            return False
        return self.fold is None or self.fold.selected_index == 0

    @property
    def view_html(self) -> str:
        """Everything the widget shows of the game, as one HTML string (for tests and
        scripts): the status, the road, the notes and, when shown, the tableaus."""
        parts = [self.status.value, self.road.value, self.notes.value]
        if self.tableaus_shown:
            parts.append(self.tableaus.value)
        return "".join(parts)

    @property
    def viewer(self) -> int | str | None:
        """Whose eyes the view is drawn for: a person's seat, None (nobody's secrets: several
        people at the table while a bot decides) or ``EVERY_CARD`` (bots only)."""
        game = self.game
        people = [i for i in range(game.players) if i not in self.bots]
        if not people:
            return EVERY_CARD
        if len(people) == 1:
            return people[0]
        to_move = None if game.is_over() else game.to_move
        return to_move if to_move in people else None

    def told(self, actor: int, label: str, action: Action) -> str:
        """``label`` of an action ``actor`` played, as the viewer may read it: a secret card
        bought by someone else is not named ("Buy an amulet (1 coin)")."""
        viewer = self.viewer
        if viewer == EVERY_CARD or viewer == actor or self.game.is_over():
            return label
        price = label[label.find(" (") :] if " (" in label else ""
        # TRANSLATORS: {price} is the price in brackets after a space (" (1 coin)"), or empty.
        if isinstance(action, TakeAmulet) and action.amulet is not None:
            return _("Buy an amulet{price}").format(price=price)
        if isinstance(action, TakeCalligraphy) and action.card is not None:
            return _("Buy a calligraphy{price}").format(price=price)
        return label

    @property
    def seen_by(self) -> set[int] | None:
        """The players whose secret cards the viewer may read named (None: everyone's), for
        ``record.story``."""
        viewer = self.viewer
        if isinstance(viewer, str) or self.game.is_over():  # the one string is EVERY_CARD
            return None
        return set() if viewer is None else {viewer}

    def add_to_panel(self, *parts: widgets.Widget) -> None:
        """Put ``parts`` at the end of the column beside the road (a table's log)."""
        self._lent += parts
        self.panel.children = (*self.panel.children, *parts)

    def add_controls(self, *buttons: widgets.Widget) -> None:
        """Put ``buttons`` beside **Undo**, under the choices (a table's bot buttons)."""
        self._lent += buttons
        *before, toggle = self.controls.children  # the Text view toggle stays last
        self.controls.children = (*before, *buttons, toggle)

    def close(self) -> None:
        """Close this widget and every part it built, in the kernel and in the browser (a
        table closes the widget of its last game when it starts a new one). The parts given
        by ``add_to_panel`` and ``add_controls`` stay open: they belong to the larger widget.
        """
        discard(*self.children, self.tableaus, keep=self._lent)
        self.layout.close()
        super().close()

    # ------------------------------------------------------------------ actions
    def play(self, action: Action) -> bool:
        """Play ``action`` for the player to move; a refusal shows on the message line.

        Returns whether the action was played. Bots then play until a person must decide.
        """
        game = self.game
        actor = game.actor
        self.turns_seen = max(len(game.turns) - 1, 0)  # the die rolled from this turn is shown
        name = who(game.travellers[actor]) if actor is not None else ""
        said = self.coach.before_play(action) if self.coach is not None else None
        try:
            label = action_label(game, action) if action in game.legal_actions() else repr(action)
            game.play(action)
        except (IllegalAction, ValueError) as error:
            self.message.refuse(error)
            self.redraw(keep_message=True)
            return False
        assert actor is not None  # the action was played: a traveller was to move
        if self.autoplay:
            self._run_bots()
        self.message.say(_said(name, self.told(actor, label, action)))
        if self.coach is not None:
            self.coach.show_verdict(said, name, label)
        self.redraw(keep_message=True)
        return True

    def play_bots(self, limit: int | None = None, *, redraw: bool = True) -> int:
        """Let the bots play their seats until a person must decide or the journey ends.

        ``limit`` caps the number of decisions (1: one bot decision). Returns how many were
        played; the message line says what a single decision was, or how many were played.
        With ``redraw=False`` the views are left for the caller to redraw.
        """
        if limit is not None and (isinstance(limit, bool) or not isinstance(limit, int)):
            self.message.refuse(
                ValueError(
                    _("limit is a whole number of decisions (or None), not {value}.").format(
                        value=short_repr(limit)
                    )
                )
            )
            return 0
        game = self.game
        played = 0
        said = ""
        while (limit is None or played < limit) and not game.is_over():
            if game.to_move not in self.bots:
                break
            action = self.bots[game.to_move](game)
            actor = game.actor
            assert actor is not None  # the journey goes on
            if not played:
                self.turns_seen = max(len(game.turns) - 1, 0)
            name = who(game.travellers[actor])
            label = action_label(game, action)
            game.play(action)
            played += 1
            said = _said(name, self.told(actor, label, action))
        if played > 1:
            said = ngettext(
                "The bots played {count} decision.", "The bots played {count} decisions.", played
            ).format(count=played)
        if said:
            self.message.say(said)
        if redraw:
            self.redraw(keep_message=True)
        return played

    def undo(self) -> None:
        """Take back the last person's decision (and the bot moves after it)."""
        game = self.game
        if not game.history:
            self.message.refuse(ValueError(_("There is nothing to undo yet.")))
            return
        game.undo()
        while game.history and not game.is_over() and game.to_move in self.bots:
            game.undo()
        self.message.say(_("Took back the last decision."))
        if self.autoplay and game.to_move in self.bots:
            # Back at the start, where a bot moves first: it plays again, as it did then.
            self._run_bots()
        self.redraw(keep_message=True)

    def _choose(self, action: Action) -> None:
        self.play(action)

    def _run_bots(self, limit: int = MAX_DECISIONS) -> None:
        game = self.game
        for _step in range(limit):
            if game.is_over() or game.to_move not in self.bots:
                return
            game.play(self.bots[game.to_move](game))

    # ------------------------------------------------------------------ views
    def redraw(self, keep_message: bool = False) -> None:
        """Redraw every view from the game."""
        game = self.game
        self.status.value = framed(status_html(game))
        if self.coach is not None:
            self.coach.refresh()
        self.redraw_road()
        notes = notes_html(game, self.viewer, self.turns_seen)
        self.notes.value = framed(notes) if notes else ""
        self._draw_tableaus()
        self._draw_words()
        human = not game.is_over() and game.to_move not in self.bots
        self.choices.show(game, enabled=human)
        if not keep_message and not self.message.value:
            self.message.say(_("Choose with the buttons."))
        if self.on_redraw is not None:
            self.on_redraw()

    def redraw_road(self) -> None:
        """Redraw the road, with the tooltips of its spaces and the coach's best stop."""
        game = self.game
        if self.coach is not None:
            notes, best = self.coach.road_notes()
        else:
            notes, best = road_notes(game), None
        scale = LARGE_ROAD_TEXT if self.large_text else 1.0
        picture = road_svg(game, notes=notes, best=best, text_scale=scale)
        width = road_width(picture)
        if self.road.layout.width != width:
            self.road.layout.width = width
        self.road.value = picture

    def _draw_words(self) -> None:
        # The text view is written only while it is shown, like the folded tableaus.
        if not self.text_toggle.value:
            self.words.layout.display = "none"
            return
        paragraphs = "".join(
            f"<p>{escape(p)}</p>" for p in describe(self.game, self.viewer).split("\n\n")
        )
        label = escape(_("The game in words"), quote=True)
        self.words.value = (
            f'<section aria-label="{label}" '
            'style="max-width:60em;font-size:14px">'
            f"{paragraphs}</section>"
        )
        self.words.layout.display = None

    def _draw_tableaus(self) -> None:
        # Folded tableaus are not drawn: a table of bots redraws often, and nobody sees them.
        if self.tableaus_shown:
            self.tableaus.value = framed(tableaus_html(self.game, self.viewer))

    def __repr__(self) -> str:
        return f"GameWidget({self.game!r})"
