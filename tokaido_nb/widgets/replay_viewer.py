"""The replay viewer: a game record stepped through turn by turn, with the road, tableaus and log.

The viewer loads a record (a path, a JSON object or an uploaded file), plays it through the
rules once with ``record.replay_positions`` and keeps a copy of the game after every turn, so
stepping back and forth is instant. The view at a turn is ``render.game_html`` of that game; the
log is ``record.story``. Whether a record is readable and its turns legal is for the record
module and the rules to say: a refused file keeps the previous game on show, with the reason on
the message line. No rule is decided here.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from html import escape
from pathlib import Path
from typing import Any

import ipywidgets as widgets

from ..coach import Budget, Review
from ..record import (
    Record,
    RecordError,
    ReplayError,
    compare_result,
    read_record,
    replay_positions,
    story,
)
from ..render import game_html
from ..rules.game import Game
from ..rules.language import _, ngettext, semicolons
from .coach_panel import ReviewView
from .parts import MessageLine, icon_button, name_unseen
from .table_seats import who_played
from .unrun import RunToShow
from .uploads import record_upload, refusal_words, shown_name

RecordSource = Record | Mapping[str, Any] | str | os.PathLike[str]

_CURRENT = "background:#fff3b0;border-radius:3px;padding:1px 4px;margin:1px -4px"


class ReplayViewer(RunToShow, widgets.VBox):
    """Step through a recorded game: buttons, a turn slider, the log and the game at that turn.

    ``record`` is a path, a JSON object (dict) or a ``Record``; None starts empty. ``turn`` is
    where to start (0 is Kyoto, before the first turn). ``viewer.load(...)`` or the upload button
    loads another game; a bad one leaves the current game on show and says what is wrong.

    >>> from tokaido_nb.record import write_record
    >>> from tokaido_nb.rules import Game, Move
    >>> game = Game(3, travellers=["kinko", "umegae", "mitsukuni"], kyoto=[0, 1, 2])
    >>> game.play(Move(4))
    >>> viewer = ReplayViewer(write_record(game), name="a short game")
    >>> viewer.forward(), viewer.current_line[:40]
    (True, 'Turn 1: Player 3 (Mitsukuni) walks to 4,')
    >>> viewer.forward(), viewer.message.text[:26]
    (False, 'There is no turn 2 to show')
    >>> viewer
    ReplayViewer(a short game, turn 1 of 1)

    CSS classes for browser tests: ``tokaido-replay-viewer`` (the whole widget),
    ``tokaido-replay-start``, ``tokaido-replay-back``, ``tokaido-replay-forward``,
    ``tokaido-replay-end``, ``tokaido-replay-slider``, ``tokaido-replay-upload``,
    ``tokaido-replay-title``, ``tokaido-replay-turn`` (the current turn in words),
    ``tokaido-replay-log`` (with ``tokaido-replay-current`` on the current line),
    ``tokaido-message``, ``tokaido-view``, with ``examples``, ``tokaido-replay-examples``; the
    review: ``tokaido-review`` with ``tokaido-review-button``, ``tokaido-review-chart``,
    ``tokaido-review-lines``, and ``tokaido-replay-coach`` (the coach's word on the turn on show).

    ``examples`` (a name for each record, such as ``{"A Crossroads game":
    "data/crossroads_game.json"}``) adds a list to choose one of them from: choosing loads it.

    **Review this game** asks the coach to go through every decision of the record
    (``coach.review``, at ``review_strength``: ``"quick"`` takes some ten seconds for a
    four-player game, ``"review"`` about half a minute); then a chart shows the value each
    player lost per turn, and under the turn on show, what the coach says of its decisions.
    """

    def __init__(
        self,
        record: RecordSource | None = None,
        *,
        turn: int = 0,
        name: str | None = None,
        examples: Mapping[str, RecordSource] | None = None,
        review_strength: str | Budget = "quick",
    ) -> None:
        self.name = ""
        self.record: Record | None = None
        self.lines: list[str] = []
        self._games: list[Game] = []
        self._html: dict[int, str] = {}
        self._turn = 0

        self._load_message = ""  # the message line as the last load left it
        self.start_button = icon_button(
            _("Start"), "fast-backward", "tokaido-replay-start", _("To Kyoto")
        )
        self.back_button = icon_button(
            _("Back"), "step-backward", "tokaido-replay-back", _("One turn back")
        )
        self.forward_button = icon_button(
            _("Forward"), "step-forward", "tokaido-replay-forward", _("One turn on")
        )
        self.end_button = icon_button(
            _("End"), "fast-forward", "tokaido-replay-end", _("To the last turn")
        )
        self.slider = widgets.IntSlider(
            value=0,
            min=0,
            max=0,
            description=_("Turn"),
            layout=widgets.Layout(width="320px"),
        ).add_class("tokaido-replay-slider")
        self.upload = record_upload(
            _("Load a record"),
            "tokaido-replay-upload",
            lambda record, name: self.load(record, name=name),
            self._refuse_load,
        )
        self.heading = widgets.HTML().add_class("tokaido-replay-title")
        self.caption = widgets.HTML().add_class("tokaido-replay-turn")
        self.log_view = widgets.HTML().add_class("tokaido-replay-log")
        self.view = widgets.HTML().add_class("tokaido-view")
        self.message = MessageLine()
        self.reviewer = ReviewView(self._to_review, review_strength, self.message)
        self.coach_view = widgets.HTML().add_class("tokaido-replay-coach")

        self.start_button.on_click(lambda _b: self.go_to(0))
        self.back_button.on_click(lambda _b: self.go_to(self._turn - 1))
        self.forward_button.on_click(lambda _b: self.go_to(self._turn + 1))
        self.end_button.on_click(lambda _b: self.go_to(len(self._games) - 1))
        self.slider.observe(self._on_slider, names="value")
        self.examples = self._examples_box(examples or {})

        controls = widgets.HBox(
            [
                self.start_button,
                self.back_button,
                self.slider,
                self.forward_button,
                self.end_button,
                self.upload,
                *([self.examples] if examples else []),
            ],
            layout=widgets.Layout(flex_flow="row wrap", align_items="center"),
        )
        super().__init__(
            [
                self.heading,
                controls,
                self.message,
                self.caption,
                self.coach_view,
                self.log_view,
                self.view,
                self.reviewer,
            ]
        )
        self.add_class("tokaido-replay-viewer")

        if record is None or not self.load(record, name=name):
            self._redraw()
        if self._games and turn:
            self.go_to(turn)

    # ------------------------------------------------------------------ what is on show
    @property
    def turn(self) -> int:
        """The number of turns played in the position on show (0: at Kyoto)."""
        return self._turn

    @property
    def turns(self) -> int:
        """How many turns the loaded record has (0 when none is loaded)."""
        return max(0, len(self._games) - 1)

    @property
    def game(self) -> Game | None:
        """A copy of the game after the turn on show, yours to play on (None if nothing loaded)."""
        return self._games[self._turn].copy() if self._games else None

    @property
    def current_line(self) -> str:
        """The turn on show, in the story's words."""
        if not self._games:
            return _("No game loaded yet.")
        if self._turn == 0:
            return _("Before the first turn, the travellers wait in line at Kyoto.")
        return self.lines[self._turn - 1]

    def log_lines(self) -> list[str]:
        """The story up to the turn on show (at the last turn, with how the journey ended)."""
        if self._turn == self.turns:
            return list(self.lines)
        return self.lines[: self._turn]

    # ------------------------------------------------------------------ loading
    def _examples_box(self, examples: Mapping[str, RecordSource]) -> widgets.Dropdown:
        """A list of example records; choosing one loads it (under the name it is listed by)."""
        self._examples = dict(examples)
        box = widgets.Dropdown(
            options=[(_("Example games…"), "")] + [(label, label) for label in self._examples],
            value="",
            layout=widgets.Layout(width="auto"),
        ).add_class("tokaido-replay-examples")
        name_unseen(box, _("Example games"))
        box.observe(self._on_example, names="value")
        return box

    def _on_example(self, change: dict) -> None:
        label = change["new"]
        if label:
            self.load(self._examples[label], name=label)

    def load(self, source: RecordSource, name: str | None = None) -> bool:
        """Load a game record and show its start; returns whether it was loaded.

        A record that cannot be read, or whose turns the rules refuse, is not loaded: the
        message line says what is wrong and the game on show stays.
        """
        name = shown_name(name or _name_of(source))
        try:
            record = read_record(source)
            games = [game.copy() for _, game in replay_positions(record)]
            lines = story(record)
        except (RecordError, ReplayError) as error:
            self._refuse_load(name, error)
            return False
        self.record, self.name, self.lines = record, name, lines
        self._games, self._html, self._turn = games, {}, 0
        self.reviewer.clear()
        self._set_slider(0, len(games) - 1)
        self.message.say(self._loaded_words(record, games[-1]))
        self._load_message = self.message.value
        self._redraw()
        return True

    # ------------------------------------------------------------------ the coach's review
    @property
    def last_review(self) -> Review | None:
        """The coach's review of the loaded record, once asked for (None before)."""
        return self.reviewer.last

    def review(self) -> Review:
        """Ask the coach to review the loaded record (what **Review this game** does)."""
        result = self.reviewer.review()
        self._redraw()
        return result

    def _to_review(self) -> Record:
        if self.record is None:
            raise ValueError(_("No game loaded yet: load a record first."))
        return self.record

    def _coach_html(self) -> str:
        """What the review says of the decisions of the turn on show."""
        if self.last_review is None or self._turn == 0:
            return ""
        said = [c for c in self.last_review.choices() if c.turn == self._turn]
        if not said:
            return ""
        names = {p.player: p.name for p in self.last_review.players}
        rows = []
        for c in said:
            mark = "#a61e4d" if c.mistake else "#2b8a3e"
            # TRANSLATORS: what the coach says of a decision of the turn on show: the player,
            # the decision ("Move"), the button played and the coach's sentence.
            line = _("<b>Coach</b>, {name}, {decision}: played {action}. {verdict}").format(
                name=escape(names[c.player]),
                decision=escape(c.decision),
                action=escape(c.played_label),
                verdict=escape(c.sentence),
            )
            rows.append(
                f'<div style="border-left:4px solid {mark};padding-left:6px;margin:2px 0">'
                f"{line}</div>"
            )
        return f'<div style="font-size:13px;line-height:1.4">{"".join(rows)}</div>'

    def _refuse_load(self, name: str, error: Exception) -> None:
        text = refusal_words(name, error)
        if self._games:
            text += " " + _("The viewer still shows {name}.").format(name=self.name)
        refusal = ValueError(text)
        rule = getattr(error, "rule", None)
        if rule and rule != "setup.invalid":
            refusal.rule = rule  # type: ignore[attr-defined]
        self.message.refuse(refusal)

    def _loaded_words(self, record: Record, last: Game) -> str:
        turns = len(record.turns)
        words = ngettext("Loaded {name}: {count} turn.", "Loaded {name}: {count} turns.", turns)
        words = words.format(name=self.name, count=turns)
        if record.result is None:
            return words + " " + _("The record gives no result to check.")
        differences = compare_result(last, record)
        if not differences:
            return words + " " + _("Replayed through the rules, it ends with the record's result.")
        listed = semicolons(str(d) for d in differences)
        # TRANSLATORS: {differences} lists what differs, such as "Player 1 scores 40, not 42".
        careful = _("Careful, the replay differs from the record's result: {differences}.")
        return words + " " + careful.format(differences=listed)

    # ------------------------------------------------------------------ stepping
    def go_to(self, turn: int) -> bool:
        """Show the game after ``turn`` turns (0 to ``turns``); returns whether it moved.

        A turn outside the record is explained on the message line; the view stays.
        """
        if not self._games:
            self.message.refuse(ValueError(_("No game loaded yet: load a record first.")))
            return False
        last = len(self._games) - 1
        if isinstance(turn, bool) or not isinstance(turn, int) or not 0 <= turn <= last:
            self.message.refuse(
                ValueError(
                    _(
                        "There is no turn {turn} to show: this record has turns 1 to {last}, "
                        "and 0 is the start at Kyoto."
                    ).format(turn=repr(turn), last=last)
                )
            )
            return False
        if self.message.value != self._load_message:  # what the load said stays
            self.message.say("")
        if self.slider.value != turn:
            self.slider.value = turn  # the slider's observer draws the turn
        else:
            self._turn = turn
            self._redraw()
        return True

    def forward(self) -> bool:
        """One turn on."""
        return self.go_to(self._turn + 1)

    def back(self) -> bool:
        """One turn back."""
        return self.go_to(self._turn - 1)

    def _on_slider(self, change: dict) -> None:
        turn = change["new"]
        if not self._games or turn == self._turn or not 0 <= turn < len(self._games):
            return
        self._turn = turn
        self._redraw()

    def _set_slider(self, value: int, maximum: int) -> None:
        """Set the slider's range and value without its observer drawing a half-loaded game."""
        with self.slider.hold_trait_notifications():
            self.slider.max = max(maximum, self.slider.value)
            self.slider.value = value
            self.slider.max = maximum

    # ------------------------------------------------------------------ views
    def _redraw(self) -> None:
        loaded = bool(self._games)
        turn, last = self._turn, len(self._games) - 1
        self.start_button.disabled = self.back_button.disabled = not loaded or turn == 0
        self.forward_button.disabled = self.end_button.disabled = not loaded or turn == last
        self.slider.disabled = not loaded
        self.reviewer.layout.display = "flex" if loaded else "none"
        self.coach_view.value = self._coach_html() if loaded else ""
        if not loaded:
            self.heading.value = "<b>{title}</b>: {words}".format(
                title=escape(_("Replay")), words=escape(_("no game loaded yet."))
            )
            self.caption.value = ""
            self.log_view.value = ""
            how = escape(
                _("Load a game record (a .json file) with the button above, or with {code}.")
            )
            self.view.value = "<p>{}</p>".format(
                how.replace("{code}", "<code>viewer.load(path)</code>")
            )
            return
        assert self.record is not None
        # A game saved at a table says who played each seat, hand-offs included, in words.
        seats = who_played(self.record.source, self._games[-1])
        said = seats or self.record.source
        source = f" · {escape(said)}" if said else ""
        turns = ngettext("{count} turn", "{count} turns", self.turns).format(count=self.turns)
        self.heading.value = (
            f'<div style="font-size:13px"><b>{escape(self.name)}</b>{source} · '
            f"{escape(turns)}</div>"
        )
        # The story's line begins with its turn ("Turn 3: ", in the language spoken): the
        # caption says it already.
        line = re.sub(rf"^[^\d:]{{0,12}}\b{turn}\s?:\s*", "", self.current_line, count=1)
        caption = escape(_("Turn {turn} of {last}:").format(turn=turn, last=last))
        self.caption.value = (
            f'<p style="font-size:15px;margin:4px 0"><b>{caption}</b> {escape(line)}</p>'
        )
        self.log_view.value = self._log_html()
        if turn not in self._html:
            self._html[turn] = game_html(self._games[turn])
        self.view.value = self._html[turn]

    def _log_html(self) -> str:
        lines = self.log_lines()
        if not lines:
            said = _(
                "The log is empty: nobody has moved yet. Press Forward to play the first turn."
            )
            return f'<div style="font-size:13px;color:#666">{escape(said)}</div>'
        rows = []
        for index, line in enumerate(lines):
            if index == self._turn - 1:
                rows.append(
                    f'<div class="tokaido-replay-current" style="{_CURRENT}">{escape(line)}</div>'
                )
            elif index >= self.turns:
                rows.append(f"<div><b>{escape(line)}</b></div>")
            else:
                rows.append(f"<div>{escape(line)}</div>")
        # column-reverse keeps the box scrolled to its newest line.
        label = escape(_("The game turn by turn"))
        return (
            f'<div role="log" tabindex="0" aria-label="{label}" '
            'style="display:flex;flex-direction:column-reverse;max-height:11em;'
            "overflow-y:auto;border:1px solid #ddd;border-radius:4px;padding:4px 8px;"
            'font-size:13px;line-height:1.5">'
            f"<div>{''.join(rows)}</div></div>"
        )

    def __repr__(self) -> str:
        if not self._games:
            return "ReplayViewer(no game loaded)"
        return f"ReplayViewer({self.name}, turn {self._turn} of {self.turns})"


def _name_of(source: RecordSource) -> str:
    if isinstance(source, (str, os.PathLike)):
        return Path(source).name
    return _("the game record")
