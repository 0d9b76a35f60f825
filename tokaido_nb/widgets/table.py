"""The table: a whole game of Tokaido for people and bots, set up, played, saved and loaded.

A ``Table`` seats 2 to 5 players, each a person or a bot (``bots.RandomBot``, ``GreedyBot`` or a
``SearchBot`` with a small budget, so that it answers within a second or so). The game itself is
played in a ``GameWidget``: the legal choices as buttons, the road and every tableau. Around it
the table adds the set-up panel, a log of the journey in plain words (``record.story``), the
score breakdown at the end (``render.breakdown_figure``), and saving and loading as a game
record (``record.write_record`` and ``record.replay``).

Nothing here decides a rule: a set-up is checked by ``Game`` itself (its refusal goes to the
message line), the buttons are ``game.legal_actions()``, and a loaded file is checked and
replayed by the record module. Which seat is a person and which a bot is not part of the game
record's format; the table writes it into the record's free-text ``source``
("tokaido_nb table · seats: person, greedy, greedy, search · seed 7") and reads it back.
"""

from __future__ import annotations

import dataclasses
import json
import os
import time
from collections.abc import Iterable, Mapping, Sequence
from html import escape
from pathlib import Path
from typing import Any

import ipywidgets as widgets

from ..record import Record, RecordError, ReplayError, read_record, replay, story, write_record
from ..rules.errors import IllegalAction
from ..rules.game import Game
from ..rules.language import _, ngettext
from ..rules.untrusted import short_repr
from ..rules.words import who
from .game_widget import GameWidget
from .parts import MessageLine, icon_button, show_figure, unless_disabled

# The table's parts, each in a module of its own: who sits where (table_seats.py), the set-up
# (table_setup.py), the views around the game (table_views.py). Their public names are
# importable from here as before (``__all__``).
from .table_seats import (
    BOT_NAMES,
    DECIDERS,
    HANDOFF_WORDS,
    MAX_SEED,
    SEARCH_ROLLOUTS,
    SEAT_KINDS,
    SOURCE,
    Handoff,
    default_names,
    handoffs_from_source,
    make_bot,
    seats_from_source,
    source_line,
    turn_at,
    unknown_kind,
    who_played,
)
from .table_setup import MAX_SEATS, OPTIONS, Setup, SetupPanel, checked_arguments, new_game
from .table_views import DOWNLOAD_NAME, download_html, heading_html, log_html, seat_words
from .unrun import RunToShow
from .uploads import record_upload, shown_name

__all__ = [
    "BOT_NAMES",
    "DECIDERS",
    "DOWNLOAD_NAME",
    "HANDOFF_WORDS",
    "MAX_SEATS",
    "MAX_SEED",
    "OPTIONS",
    "SEARCH_ROLLOUTS",
    "SEAT_KINDS",
    "SOURCE",
    "Handoff",
    "Setup",
    "Table",
    "default_names",
    "handoffs_from_source",
    "make_bot",
    "seats_from_source",
    "who_played",
]

REDRAW_SECONDS = 0.5  # while bots play on, the view is redrawn at most this often


def _sentences(sentences: Iterable[str]) -> str:
    """Sentences as one message, a space between them (empty ones left out)."""
    return " ".join(sentence for sentence in sentences if sentence)


class Table(RunToShow, widgets.VBox):
    """A game of Tokaido at a table of people and bots: set it up, play it, save and load it.

    ``seats`` lists who sits where, in player order: ``"person"``, ``"random"``, ``"greedy"``
    or ``"search"``. ``names`` defaults to "Player 1" for a person, "Greedy 2" for a bot.
    ``travellers`` gives each seat a traveller key, or None to deal it at random (then the
    rules deal two to every player, a person keeps one with a button, a bot with its own
    policy; if only some seats are left to chance, those get one of the remaining tiles).
    ``variants`` may hold the four variants, ``"new_encounters"`` and ``"crossroads"`` (whose
    six travellers then join the deal, and whose option is offered at every stop but an inn;
    a person's amulets and calligraphies are face down for the others). A bad set-up is explained
    on the message line, not raised; the set-up panel then stays open to fix it.

    With at least one person at the table the bots answer by themselves, after each of the
    person's decisions. A table of bots only waits for a click: **Next bot move** plays one
    decision, **Let the bots play to the end** the whole journey.

    The game comes first, under the title: the road, and beside it the choices, the message
    line and the log of the journey; then the final chart, the table's own message line, the
    set-up panel, and saving and loading. ``compact=True`` folds the tableaus away, so that a
    projector shows the road, the choices and the message together (presenter mode), and
    ``large_text=True`` draws the road's numbers and the words around it larger.

    >>> table = Table(["greedy", "random", "greedy"], seed=4)
    >>> table
    Table(3 seats: greedy, random, greedy; turn 0)
    >>> table.play_to_end() > 0, table.game.is_over()
    (True, True)
    >>> bad = Table(["person", "dragon"])
    >>> bad, "Unknown seat 'dragon'" in bad.message.text
    (Table(no game yet), True)

    CSS classes for browser tests: ``tokaido-table`` (the whole widget; also
    ``tokaido-table-bots-only`` at a table of bots only), ``tokaido-table-title``,
    ``tokaido-table-setup`` (the set-up panel) with ``tokaido-table-players``,
    ``tokaido-table-seat`` (a row) holding ``tokaido-table-seat-kind``,
    ``tokaido-table-seat-name`` and ``tokaido-table-seat-traveller``,
    ``tokaido-table-variant-<key>`` (keys as in ``OPTIONS``), ``tokaido-table-seed`` and
    ``tokaido-table-start``; ``tokaido-table-step`` and ``tokaido-table-play-to-end`` (only at a
    table of bots only), ``tokaido-table-log``, ``tokaido-table-breakdown``,
    ``tokaido-table-download``, ``tokaido-table-upload``, and ``tokaido-table-message`` (with
    ``tokaido-message``). The game is a ``GameWidget`` (``tokaido-game-widget``, its buttons
    ``tokaido-choice``, its own message line and ``tokaido-view``); the bot buttons sit beside
    its Undo, the log in the column beside its road.
    """

    def __init__(
        self,
        seats: Sequence[str] = ("person", "greedy", "greedy", "search"),
        *,
        names: Sequence[str] | None = None,
        travellers: Sequence[str | None] | None = None,
        variants: Iterable[str] = (),
        seed: int = 1,
        compact: bool = False,
        large_text: bool = False,
    ) -> None:
        seats, names, travellers, variants = checked_arguments(
            seats, names, travellers, variants, seed
        )
        super().__init__()
        self.add_class("tokaido-table")
        self.compact = compact
        self.large_text = large_text
        self.setup: Setup | None = None
        self.game_widget: GameWidget | None = None
        self._chart_for: tuple[int, int] | None = None
        self._seen = 0  # decisions played when the table's message was last written

        self.message = MessageLine()
        self.message.add_class("tokaido-table-message")
        self.heading = widgets.HTML().add_class("tokaido-table-title")
        self.log_view = widgets.HTML().add_class("tokaido-table-log")
        self.breakdown = widgets.Output().add_class("tokaido-table-breakdown")
        self.files = self._file_controls()
        self.step_button, self.play_button = self._bot_buttons()
        self.first_seats: tuple[str, ...] = ()
        """Who sat at each seat when the game began (``seats`` is who sits there now)."""
        self.handoffs: list[Handoff] = []
        """The seats that changed hands during the game, in order."""
        self.handoff_box = self._handoff_controls()
        self.panel = self._setup_panel()

        count = len(seats)
        wanted = Setup(
            seats=tuple(seats),
            names=tuple(names if names is not None else [""] * count),
            travellers=tuple(travellers if travellers is not None else [None] * count),
            options=tuple(variants),
            seed=seed,
        )
        self.panel.show(wanted)
        if not self._start(wanted):
            self.panel.selected_index = 0  # open the set-up panel, with the reason beside it
            self._layout()

    def _setup_panel(self) -> SetupPanel:
        """The set-up panel; its controls are also the table's, by the names they have always
        had (the properties below), and made the first time the panel opens or one is asked
        for."""
        return SetupPanel(on_start=self.start)

    @property
    def players_box(self) -> widgets.Dropdown:
        """The set-up panel's count of players."""
        return self.panel.players_box

    @property
    def kind_boxes(self) -> list[widgets.Dropdown]:
        """The set-up panel's choice of who sits at each seat."""
        return self.panel.kind_boxes

    @property
    def name_boxes(self) -> list[widgets.Text]:
        """The set-up panel's names of the seats."""
        return self.panel.name_boxes

    @property
    def traveller_boxes(self) -> list[widgets.Dropdown]:
        """The set-up panel's travellers of the seats."""
        return self.panel.traveller_boxes

    @property
    def rows(self) -> list[widgets.HBox]:
        """The set-up panel's rows of the seats."""
        return self.panel.rows

    @property
    def option_boxes(self) -> dict[str, widgets.Checkbox]:
        """The set-up panel's variants and expansions."""
        return self.panel.option_boxes

    @property
    def seed_box(self) -> widgets.IntText:
        """The set-up panel's seed."""
        return self.panel.seed_box

    @property
    def start_button(self) -> widgets.Button:
        """The set-up panel's **Start the journey**."""
        return self.panel.start_button

    def _file_controls(self) -> widgets.HBox:
        """The link that saves the game and the button that loads one."""
        self.download = widgets.HTML().add_class("tokaido-table-download")
        self.upload = record_upload(
            _("Load a game"),
            "tokaido-table-upload",
            lambda record, name: self.load(record, name=name),
            lambda name, error: self._refuse(error, _("Could not load {name}").format(name=name)),
        )
        self.download.layout.margin = "0 16px 0 0"
        return widgets.HBox(
            [self.download, self.upload],
            layout=widgets.Layout(flex_flow="row wrap", align_items="center"),
        )

    def _bot_buttons(self) -> tuple[widgets.Button, widgets.Button]:
        """**Next bot move** and **Let the bots play to the end**, beside the game's Undo."""
        step = icon_button(
            _("Next bot move"),
            "step-forward",
            "tokaido-table-step",
            _("One decision by the bot to move"),
        )
        play = icon_button(
            _("Let the bots play to the end"),
            "fast-forward",
            "tokaido-table-play-to-end",
            _("The bots play every decision until Edo"),
        )
        # Both are disabled while the bots play and once nobody is left for them to play for:
        # a click that comes in late (a double click's second) then does nothing.
        step.on_click(unless_disabled(self.step))
        play.on_click(unless_disabled(self.play_to_end))
        return step, play

    def _handoff_controls(self) -> widgets.HBox:
        """The controls under the game that hand a seat to a bot or back to a person."""
        # As wide as their words in every language (a fixed width cut the French ones off):
        # the label as wide as it needs, the list as wide as its longest choice (STYLE).
        self.handoff_seat = widgets.Dropdown(
            options=[],
            description=_("Seat"),
            layout=widgets.Layout(width="auto", max_width="100%"),
            style={"description_width": "initial"},
        ).add_class("tokaido-table-handoff-seat")
        self.handoff_kind = widgets.Dropdown(
            options=[(_(label), key) for key, label in SEAT_KINDS.items()],
            value="greedy",
            description=_("played by"),
            layout=widgets.Layout(width="auto", max_width="100%"),
            style={"description_width": "initial"},
        ).add_class("tokaido-table-handoff-kind")
        self.handoff_button = icon_button(
            _("Let a bot play"), "exchange", "tokaido-table-handoff", _("Hand this seat over now")
        )
        self.handoff_button.on_click(unless_disabled(lambda: self.hand_over()))
        self.handoff_seat.observe(lambda _c: self._name_handoff(), names="value")
        self.handoff_kind.observe(lambda _c: self._name_handoff(), names="value")
        return widgets.HBox(
            [self.handoff_seat, self.handoff_kind, self.handoff_button],
            layout=widgets.Layout(flex_flow="row wrap", align_items="center"),
        ).add_class("tokaido-table-handoffs")

    # ------------------------------------------------------------------ what is on the table
    @property
    def game(self) -> Game | None:
        """The game being played (the live one: play it through the table), or None."""
        return self.game_widget.game if self.game_widget else None

    def _on_table(self) -> GameWidget:
        """The widget of the game on the table, where there must be one (what a game shows)."""
        assert self.game_widget is not None and self.setup is not None, "no game on the table"
        return self.game_widget

    @property
    def seats(self) -> tuple[str, ...]:
        """Who sits at each seat of the game being played ("person", "greedy", ...)."""
        return self.setup.seats if self.setup else ()

    @property
    def bots_only(self) -> bool:
        """True when every seat is a bot: the table then waits for Next or Play to the end."""
        return bool(self.setup) and "person" not in self.seats

    def log_lines(self) -> list[str]:
        """The journey so far in plain words, one line per turn (``record.story``)."""
        game = self.game
        if game is None:
            return []
        if game.decision == "traveller":
            return []
        return story(game, seen_by=self._on_table().seen_by)

    # ------------------------------------------------------------------ starting a game
    def start(self) -> bool:
        """Start a new game from the set-up panel; returns whether it started.

        A set-up the rules refuse (the same traveller twice, ...) is explained on the message
        line, and the game on the table stays.
        """
        return self._start(self.panel.read())

    def _start(self, setup: Setup) -> bool:
        try:
            game, dealt = new_game(setup)
        except (IllegalAction, ValueError) as error:
            self._refuse(error)
            return False
        self._seat(setup, game)
        words = [
            _("A new journey: {seats}.").format(seats=seat_words(self._on_table().game, self.seats))
        ]
        if dealt:
            # TRANSLATORS: {dealt} lists who got which traveller ("Kinko to Player 1, ...").
            words.append(_("Dealt at random: {dealt}.").format(dealt=", ".join(dealt)))
        words.append(self._whose_turn_words())
        self.message.say(_sentences(words))
        return True

    def _seat(self, setup: Setup, game: Game, handoffs: Sequence[Handoff] = ()) -> None:
        """Put ``game`` on the table with the seats of ``setup``; bots answer where a person
        sits with them. ``handoffs`` (a loaded game's) change the seats from their decisions
        on: ``setup.seats`` are the seats the game began with."""
        first = tuple(setup.seats)
        seats = list(first)
        for handoff in handoffs:
            seats[handoff.seat] = handoff.kind
        bots = {}
        for index, kind in enumerate(seats):
            bot = make_bot(kind, setup.seed * 100 + index)
            if bot is not None:
                bots[index] = bot
        names = tuple(t.name for t in game.travellers if not t.neutral)
        # Built before anything of the table changes: if drawing the new game failed, the
        # table would still hold the previous one, whole.
        game_widget = GameWidget(
            game,
            bots,
            autoplay="person" in seats,
            compact=self.compact,
            large_text=self.large_text,
        )
        self.setup = Setup(tuple(seats), names, setup.travellers, setup.options, setup.seed)
        self.first_seats = first
        self.handoffs = list(handoffs)
        self._chart_for = None
        previous, self.game_widget = self.game_widget, game_widget
        # Hooked only now: while it is built, the table still holds the previous game.
        self.game_widget.on_redraw = self._redraw_parts
        if self.game_widget.coach is not None:
            self.game_widget.coach.decided_by = self._decided_by
        self._seen = len(game.history)
        self.game_widget.add_controls(self.step_button, self.play_button)
        self._show_bot_buttons()
        self.game_widget.add_to_panel(self.log_view, self.handoff_box)
        self.panel.selected_index = None
        self._layout()
        self._redraw_parts()
        if previous is not None:
            previous.close()  # off the page now; its bot buttons and log are the table's

    # ------------------------------------------------------------------ bots
    def step(self) -> bool:
        """One decision by the bot to move; returns whether a bot played."""
        if not self._bot_to_move():
            return False
        return self._on_table().play_bots(limit=1) == 1

    def hand_over(self, seat: int | None = None, kind: str | None = None) -> bool:
        """Hand ``seat`` (0 for Player 1; default: the seat chosen under the game) to ``kind``
        (a bot's kind or ``"person"``; default: the one chosen) from the next decision on, at
        any moment of the game; returns whether the seat changed hands. A person's seat given
        to a bot that is to move plays on at once when a person is left at the table; a table
        of bots only then waits for **Next bot move** or **Let the bots play to the end**.
        The game's history stays one game: ``decider(number)`` says who played each decision.
        """
        game = self.game
        if game is None or self.setup is None:
            self.message.refuse(ValueError(_("There is no game on the table: start one first.")))
            return False
        seat = self.handoff_seat.value if seat is None else seat
        kind = self.handoff_kind.value if kind is None else kind
        if kind not in SEAT_KINDS:
            self.message.refuse(ValueError(unknown_kind(kind)))
            return False
        if not isinstance(seat, int) or not 0 <= seat < len(self.seats):
            self.message.refuse(
                ValueError(
                    _("There is no seat {seat}: seats are 0 to {last}.").format(
                        seat=repr(seat), last=len(self.seats) - 1
                    )
                )
            )
            return False
        if game.is_over():
            self.message.refuse(
                ValueError(_("The journey is over: there is nothing left to play."))
            )
            return False
        name = who(game.travellers[seat])
        if self.seats[seat] == kind:
            self.message.say(_(HANDOFF_WORDS["same"]).format(name=name, decider=_(DECIDERS[kind])))
            return False
        self._change_seat(seat, kind)
        number = len(game.history) + 1  # counted from 1, as a learner counts decisions
        key = "said person" if kind == "person" else "said bot"
        words = _(HANDOFF_WORDS[key]).format(number=number, decider=_(DECIDERS[kind]), name=name)
        widget = self._on_table()
        if widget.autoplay and not game.is_over() and game.to_move in widget.bots:
            widget.play_bots()  # a person is left: the bots answer up to their decision
        self._redraw_parts()
        self.message.say(_sentences([words, self._whose_turn_words()]))
        return True

    def _change_seat(self, seat: int, kind: str) -> None:
        widget = self._on_table()
        game = widget.game
        assert self.setup is not None  # a game is on the table, so its set-up
        seats = list(self.seats)
        seats[seat] = kind
        self.setup = dataclasses.replace(self.setup, seats=tuple(seats))
        self.handoffs.append(Handoff(len(game.history), seat, kind, turn=max(len(game.turns), 1)))
        bot = make_bot(kind, (self.setup.seed * 100 + seat) * 1000 + len(game.history))
        if bot is None:
            widget.bots.pop(seat, None)
        else:
            widget.bots[seat] = bot
        widget.autoplay = "person" in seats
        self._show_bot_buttons()
        widget.redraw(keep_message=True)  # the buttons: a person's now, or nobody's

    def decider(self, number: int, player: int) -> str:
        """Who played decision ``number`` (its place in the history, from 0) of ``player``'s
        seat: ``"person"`` or a bot's kind."""
        kind = self.first_seats[player] if player < len(self.first_seats) else "person"
        for handoff in self.handoffs:
            if handoff.seat == player and handoff.number <= number:
                kind = handoff.kind
        return kind

    def _decided_by(self, number: int, player: int) -> str:
        """Who played a decision, as a review line names them, once a seat changed hands
        (empty before: every decision of a seat was its own)."""
        return _(DECIDERS[self.decider(number, player)]) if self.handoffs else ""

    def play_to_end(self) -> int:
        """The bots play until the journey ends; returns how many decisions they played. At a
        table with people, each person's seat is first handed to a bot (of the kind chosen
        under the game, greedy if a person is chosen there), so the game ends at once. The
        view is redrawn as they go (at most twice a second)."""
        game = self.game
        if game is not None and not game.is_over() and not self.bots_only:
            kind = self.handoff_kind.value if self.handoff_kind.value != "person" else "greedy"
            for seat, sits in enumerate(self.seats):
                if sits == "person":
                    self._change_seat(seat, kind)
        if not self._bot_to_move():
            return 0
        widget = self._on_table()
        self.step_button.disabled = self.play_button.disabled = True
        played = 0
        shown = time.monotonic()
        try:
            while True:
                moved = widget.play_bots(limit=1, redraw=False)
                played += moved
                if not moved:
                    break
                if time.monotonic() - shown > REDRAW_SECONDS:
                    widget.redraw(keep_message=True)
                    shown = time.monotonic()
        finally:
            if played > 1:
                widget.message.say(
                    ngettext(
                        "The bots played {count} decision.",
                        "The bots played {count} decisions.",
                        played,
                    ).format(count=played)
                )
            widget.redraw(keep_message=True)
        return played

    def _show_bot_buttons(self) -> None:
        """Next bot move at a table of bots only; Let the bots play to the end at every table
        (with people, it hands their seats to bots first)."""
        widget = self.game_widget
        if widget is None:
            return
        only = self.bots_only
        self.step_button.layout.display = "" if only else "none"
        widget.undo_button.layout.display = "none" if only else ""
        if only:
            self.add_class("tokaido-table-bots-only")
        else:
            self.remove_class("tokaido-table-bots-only")
        self._fill_handoff_seats()

    def _fill_handoff_seats(self) -> None:
        game = self.game
        if game is None:
            return
        options = [(who(game.travellers[i]), i) for i in range(len(self.seats))]
        chosen = self.handoff_seat.value
        if list(self.handoff_seat.options) != options:
            self.handoff_seat.options = options
        people = [i for i, kind in enumerate(self.seats) if kind == "person"]
        if chosen is None or chosen >= len(options):
            self.handoff_seat.value = people[0] if people else 0
        self._name_handoff()

    def _name_handoff(self) -> None:
        """The hand-off button says what it does: "Let a greedy bot play for Player 1"."""
        game = self.game
        seat, kind = self.handoff_seat.value, self.handoff_kind.value
        if game is None or seat is None or seat >= len(self.seats):
            return
        name = who(game.travellers[seat])
        if kind == "person":
            text = _(HANDOFF_WORDS["to person"]).format(name=name)
        else:
            text = _(HANDOFF_WORDS["to bot"]).format(decider=_(DECIDERS[kind]), name=name)
        self.handoff_button.description = text
        self.handoff_button.tooltip = text
        self.handoff_button.disabled = game.is_over() or self.seats[seat] == kind

    def _bot_to_move(self) -> bool:
        game = self.game
        if game is None:
            self.message.refuse(ValueError(_("There is no game on the table: start one first.")))
            return False
        if game.is_over():
            self.message.refuse(
                ValueError(_("The journey is over: there is nothing left to play."))
            )
            return False
        to_move = game.to_move
        assert to_move is not None  # the journey goes on
        if to_move not in self._on_table().bots:
            name = who(game.travellers[to_move])
            self.message.refuse(
                ValueError(
                    _("It is {name}'s decision, and a person decides it: use the buttons.").format(
                        name=name
                    )
                )
            )
            return False
        return True

    # ------------------------------------------------------------------ saving and loading
    def record(self) -> dict[str, Any]:
        """The game as a game record (a JSON object), with the seats and seed in its source.

        Refused with ``RecordError`` while the travellers are still being chosen.
        """
        if self.game is None or self.setup is None:
            raise RecordError("there is no game on the table to save")
        seats = self.first_seats or self.seats
        source = source_line(seats, self.setup.seed, self.handoffs, self.game)
        return write_record(self.game, source=source)

    def save(self, path: str | os.PathLike[str]) -> Path | None:
        """Write the game as a game record to ``path`` (JSON); returns the path. A path that
        cannot be written (not a path, a folder, no permission) is explained on the message
        line, and None returned; a game that cannot be recorded yet raises ``RecordError``."""
        text = json.dumps(self.record(), indent=1) + "\n"
        try:
            if not isinstance(path, (str, os.PathLike)):
                raise TypeError(short_repr(path))
            written = Path(path)
            written.write_text(text, encoding="utf-8")
        except (TypeError, OSError, UnicodeError) as error:
            why = getattr(error, "strerror", None) or str(error)
            self.message.refuse(ValueError(_("Could not write the file: {why}.").format(why=why)))
            return None
        return written

    def load(self, source: Record | Mapping[str, Any] | str | os.PathLike[str], name=None) -> bool:
        """Load a game record (a path, a JSON object or a ``Record``); returns whether it loaded.

        The record is replayed through the rules to the same position: the same turns, scores,
        cards and decision awaited. A record saved at a table brings its seats (who was a bot)
        and seed back; any other record is seated with persons only. A file that cannot be
        read or replayed is explained on the message line, and the game on the table stays.
        """
        name = name or (Path(source).name if isinstance(source, (str, os.PathLike)) else None)
        name = shown_name(name) if name else _("the game record")
        try:
            record = read_record(source)
            seated = seats_from_source(record.source, len(record.players))
            seats, seed = seated if seated else (["person"] * len(record.players), None)
            seed = seed if seed is not None else (self.setup.seed if self.setup else 1)
            game = replay(record, seed=seed)
        except (RecordError, ReplayError) as error:
            self._refuse(error, _("Could not load {name}").format(name=name))
            return False
        options = (*record.variants, *record.expansions)
        travellers = tuple(t.key for t in game.travellers if not t.neutral)
        if "initiatory" in record.variants:
            travellers = (None,) * len(seats)
        setup = Setup(tuple(seats), (), travellers, options, seed)
        handoffs = handoffs_from_source(record.source, len(seats)) if seated else []
        turn_of = turn_at(game)
        handoffs = [
            dataclasses.replace(h, turn=turn_of(h.number))
            for h in handoffs
            if h.number <= len(game.history)
        ]
        self._seat(setup, game, handoffs)
        assert self.setup is not None  # seated: the set-up with the travellers' names
        self.panel.show(self.setup)
        turns = len(record.turns)
        words = [
            ngettext(
                "Loaded {name}: {count} turn; {seats}.",
                "Loaded {name}: {count} turns; {seats}.",
                turns,
            ).format(name=name, count=turns, seats=seat_words(self._on_table().game, self.seats))
        ]
        if not seated:
            words.append(_("The record does not say who played, so every seat is a person."))
        words.append(self._whose_turn_words())
        self.message.say(_sentences(words))
        return True

    def _refuse(self, error: Exception, what: str = "") -> None:
        """Explain a refused set-up or file; ``what`` says what was being done."""
        # TRANSLATORS: {what} is what was being done ("Could not load x.json"), {why} the reason.
        text = _("{what}: {why}").format(what=what, why=error) if what else str(error)
        if not text.endswith("."):
            text += "."
        words = [text]
        if not what:
            words.append(_("Change the set-up and press Start the journey."))
        if self.game is not None:
            words.append(_("The table keeps the game it had."))
        refusal = ValueError(_sentences(words))
        rule = getattr(error, "rule", None)
        if rule:
            refusal.rule = rule  # type: ignore[attr-defined]
        self.message.refuse(refusal)

    # ------------------------------------------------------------------ the set-up panel
    # ------------------------------------------------------------------ views
    def _layout(self) -> None:
        if self.game_widget is None:
            self.children = [self.heading, self.message, self.panel, self.files]
        else:
            # The game right under the title, so that it starts at the top of a projector.
            self.children = [
                self.heading,
                self.game_widget,
                self.breakdown,
                self.message,
                self.panel,
                self.files,
            ]

    def _redraw_parts(self) -> None:
        """Everything around the game: title, bot buttons, log, chart and the download link."""
        game = self.game
        if game is None:
            self.heading.value = "<b>{title}</b>: {words}".format(
                title=escape(_("Tokaido table")),
                words=escape(_("no game yet. Set one up below.")),
            )
            return
        if len(game.history) != self._seen:
            # The game moved on: what the table said about the set-up or a file is old news.
            self._seen = len(game.history)
            self.message.say("")
        assert self.setup is not None  # set with the game on the table
        self.heading.value = heading_html(game, self.setup)
        waiting = not game.is_over() and game.to_move in self._on_table().bots
        self.step_button.disabled = not waiting
        # With people at the table it hands their seats to bots first: open until the end.
        self.play_button.disabled = not waiting if self.bots_only else game.is_over()
        self._name_handoff()
        self.log_view.value = log_html(game, self.log_lines(), self.handoffs)
        try:
            record: dict[str, Any] | None = self.record()
        except RecordError:
            record = None
        self.download.value = download_html(record, len(game.turns))
        self._draw_breakdown(game)  # last: drawing the chart takes the longest

    def _draw_breakdown(self, game: Game) -> None:
        if not game.is_over():
            if self.breakdown.outputs:
                self.breakdown.outputs = ()
            self._chart_for = None
            return
        key = (id(game), len(game.turns))
        if self._chart_for == key:
            return
        from ..render import breakdown_figure

        show_figure(
            self.breakdown,
            breakdown_figure(game),
            _("Final scores: {scores}").format(scores=game.scores()),
        )
        self._chart_for = key

    def _whose_turn_words(self) -> str:
        widget = self._on_table()
        game = widget.game
        if game.is_over():
            return _("The journey is over.")
        if self.bots_only:
            return _("Press Next bot move or Let the bots play to the end.")
        to_move = game.to_move
        assert to_move is not None  # the journey goes on
        if to_move in widget.bots:
            return ""
        return _("{name}, it is your decision: use the buttons.").format(
            name=game.travellers[to_move].name
        )

    def __repr__(self) -> str:
        game = self.game
        if game is None:
            return "Table(no game yet)"
        state = "the journey is over" if game.is_over() else f"turn {len(game.turns)}"
        return f"Table({len(self.seats)} seats: {', '.join(self.seats)}; {state})"
