"""Guess the winner's move: a real game walked from one seat, each decision guessed, then shown.

The widget is a view over ``masters.guess.GuessTheMove``: at each decision of the seat it shows
what that seat saw (``render.game_html`` and ``render.describe`` with the seat as viewer, so
another player's secret card stays face down and the piles are never shown), the seat's legal
actions as buttons, and nothing of what the real player did. A click is the learner's guess;
then the widget shows the real move, whether the guess matched it, the points the coach says
the guess gave up, and, where the coach would have played otherwise than the real player, the
coach's reason. The running score is in words. The coach judges each guess at ``GUESS_STRENGTH``,
which answers within about a second on one core; the result line says it is thinking meanwhile.
A record that cannot be loaded, or a seat the game does not have, is refused on the message
line and the game being guessed stays as it was.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from html import escape
from typing import Any

import ipywidgets as widgets

from ..coach import Budget
from ..masters.guess import Guess, GuessTheMove
from ..masters.real_games import real_games
from ..record import Record, RecordError, ReplayError, read_record, replay
from ..render import describe, game_html
from ..rules.actions import Action
from ..rules.game import Game
from ..rules.language import N_, _, ngettext
from ..rules.numbers import counted, decimal
from ..rules.words import card_name
from .parts import ChoiceBar, MessageLine, icon_button, name_unseen
from .unrun import RunToShow
from .uploads import record_upload, refusal_words, shown_name

RecordSource = Record | Mapping[str, Any] | str | os.PathLike[str]

GUESS_STRENGTH = Budget(rollouts=8, most=32, screen=1, candidates=3)
"""The coach's strength for judging a guess: on one core, about 0.4 s on average and under a
second at most for a decision of a four-player Crossroads game, 0.1 s for a base game
(``coach.STRENGTHS["quick"]`` takes three times longer); close enough to tell a good guess from
a poor one, and the widget never seems stuck. Deterministic: no time limit cuts it short."""

EXAMPLES_PER_BUNDLE = 3
"""How many of each bundle's real games the list offers (the first ones, in file-name order)."""

BUNDLE_TITLES = {
    # TRANSLATORS: {table} is the online table's number of a real game.
    "bga-4p-base": N_("Base game, table {table}"),
    "bga-4p-crossroads": N_("Crossroads, table {table}"),
    "bga-4p-crossroads-2020": N_("Crossroads (2020), table {table}"),
}
"""How the list names a bundled game, by its bundle."""

WINNER = -1
"""The seat list's value for "the winner's seat"."""

_BOX = "font-size:14px;line-height:1.45;margin:4px 0"


def bundled_examples(per_bundle: int = EXAMPLES_PER_BUNDLE) -> dict[str, dict[str, Any]]:
    """A short list of bundled real games, each under a name a learner can read."""
    examples: dict[str, dict[str, Any]] = {}
    for bundle, title in BUNDLE_TITLES.items():
        for number, game in enumerate(real_games([bundle])):
            if number >= per_bundle:
                break
            examples[_(title).format(table=game.name.removesuffix(".json"))] = game.record
    return examples


def player_name(game: Game, seat: int) -> str:
    """A seat as the widget names it: ``Player 2 (Kinko)``."""
    traveller = game.travellers[seat]
    return f"{traveller.name} ({card_name(traveller.key)})" if traveller.key else traveller.name


class GuessTheMoveWidget(RunToShow, widgets.VBox):
    """Guess a real game's moves from one seat (the winner's by default), decision by decision.

    ``record`` is a game record (a path, a JSON object or a ``Record``); None opens the first
    game of the list of bundled games (``examples``, by default ``bundled_examples()``). ``seat``
    is the seat to guess (0 for the first player; None: the winner's). ``strength`` is the
    coach's, a name of ``coach.STRENGTHS`` or a ``Budget``.

    CSS classes for browser tests: ``tokaido-guess`` (the whole widget), ``tokaido-guess-games``
    (the list of games), ``tokaido-guess-upload``, ``tokaido-guess-seat``,
    ``tokaido-guess-restart``, ``tokaido-guess-title``, ``tokaido-guess-score``,
    ``tokaido-guess-result``, ``tokaido-view`` (what the seat sees), ``tokaido-guess-words``, and
    ``tokaido-choice`` on each button of the guess.
    """

    def __init__(
        self,
        record: RecordSource | None = None,
        *,
        seat: int | None = None,
        name: str | None = None,
        examples: Mapping[str, RecordSource] | None = None,
        strength: str | Budget = GUESS_STRENGTH,
    ) -> None:
        self.strength = strength
        self.name = ""
        self.record: Record | None = None
        self.walk: GuessTheMove | None = None
        self.last: Guess | None = None
        self._end: Game | None = None  # the game at its end, for the last picture
        self._asked_seat: int | None = None  # the seat asked for (None: the winner's)
        self._setting_seats = False  # while the seat list is refilled, its changes are not choices

        self._examples = dict(bundled_examples() if examples is None else examples)
        self.games_box = widgets.Dropdown(
            options=[(_("Real games…"), "")] + [(label, label) for label in self._examples],
            value="",
            layout=widgets.Layout(width="auto"),
        ).add_class("tokaido-guess-games")
        name_unseen(self.games_box, _("Real games"))
        self.games_box.observe(self._on_game, names="value")
        self.upload = record_upload(
            _("Load a record"),
            "tokaido-guess-upload",
            lambda record, file: self.load(record, name=file),
            self._refuse_load,
        )
        self.seat_box = widgets.Dropdown(
            options=[(_("The winner's seat"), WINNER)],
            value=WINNER,
            layout=widgets.Layout(width="auto"),
        ).add_class("tokaido-guess-seat")
        name_unseen(self.seat_box, _("Seat to guess"))
        self.seat_box.observe(self._on_seat, names="value")
        self.restart_button = icon_button(
            _("Start again"),
            "undo",
            "tokaido-guess-restart",
            _("Guess this game again from the start"),
        )
        self.restart_button.on_click(lambda _b: self.restart())

        self.heading = widgets.HTML().add_class("tokaido-guess-title")
        self.message = MessageLine()
        self.score = widgets.HTML().add_class("tokaido-guess-score")
        self.result = widgets.HTML().add_class("tokaido-guess-result")
        self.view = widgets.HTML().add_class("tokaido-view")
        self.words = widgets.HTML().add_class("tokaido-guess-words")
        self.choices = ChoiceBar(self._guess)
        self.choices.fallback_focus = self.restart_button

        controls = widgets.HBox(
            [self.games_box, self.upload, self.seat_box, self.restart_button],
            layout=widgets.Layout(flex_flow="row wrap", align_items="center"),
        )
        super().__init__(
            [
                self.heading,
                controls,
                self.message,
                self.score,
                self.result,
                self.choices,
                self.view,
                self.words,
            ]
        )
        self.add_class("tokaido-guess")

        if record is not None:
            self.load(record, seat=seat, name=name)
        elif self._examples:
            label = next(iter(self._examples))
            self.load(self._examples[label], seat=seat, name=label)
        if self.walk is None:
            self._redraw()

    # ------------------------------------------------------------------ loading
    def _on_game(self, change: dict) -> None:
        label = change["new"]
        if label:
            self.load(self._examples[label], name=label)

    def _on_seat(self, change: dict) -> None:
        if self._setting_seats:
            return  # the list is being filled for a newly loaded game, not chosen from
        if self.record is not None and self.walk is not None:
            seat = None if change["new"] == WINNER else change["new"]
            if seat != self._asked_seat and not self.load(self.record, seat=seat, name=self.name):
                # Refused (the seat has nothing to guess): the list shows the seat still guessed.
                assert self._end is not None
                self._set_seats(self._end, self._asked_seat)

    def load(self, source: RecordSource, seat: int | None = None, name: str | None = None) -> bool:
        """Open a game record from ``seat`` (None: the winner's) at the seat's first decision;
        returns whether it was opened. A record that cannot be read or replayed, or a seat the
        game does not have, is refused on the message line, and the game on show stays."""
        shown = shown_name(name if name is not None else _source_name(source))
        try:
            record = read_record(source)
            end = replay(record)
        except (RecordError, ReplayError) as error:
            self._refuse_load(shown, error)
            return False
        if seat is not None and (
            isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < end.players
        ):
            self._refuse(
                _(
                    "There is no seat {seat} in this game: the seats are numbered 0 to {last}."
                ).format(
                    seat=repr(seat) if not isinstance(seat, int) else seat, last=end.players - 1
                )
            )
            return False
        walk = GuessTheMove(record, seat, strength=self.strength)
        if not walk.decisions:
            said = _(
                "{player} has no decision to guess in {name}: every one of their turns offered "
                "a single choice, or the record ends before their first. Choose another seat or "
                "another game."
            )
            self._refuse_load_text(said.format(player=player_name(end, walk.seat), name=shown))
            return False
        self.record, self.name, self.walk, self._end, self.last = record, shown, walk, end, None
        self._asked_seat = seat
        self._set_seats(end, seat)
        who = player_name(end, walk.seat)
        turns = len(record.turns)
        loaded = ngettext("Loaded {name}: {count} turn.", "Loaded {name}: {count} turns.", turns)
        guessed = ngettext(
            "You guess the {count} decision of {player}.",
            "You guess the {count} decisions of {player}.",
            walk.decisions,
        )
        self.message.say(
            loaded.format(name=shown, count=turns)
            + " "
            + guessed.format(count=walk.decisions, player=who)
        )
        self._redraw()
        return True

    def restart(self) -> None:
        """Guess the game on show again from the seat's first decision (the score starts at 0)."""
        if self.record is None:
            self.message.refuse(ValueError(_("No game loaded yet: load a record first.")))
            return
        self.walk = GuessTheMove(self.record, self._asked_seat, strength=self.strength)
        self.last = None
        self.message.say(_("From the start again: the score is back to zero."))
        self._redraw()

    def _set_seats(self, game: Game, seat: int | None) -> None:
        options = [(_("The winner's seat"), WINNER)] + [
            (player_name(game, index), index) for index in range(game.players)
        ]
        self._asked_seat = seat
        self._setting_seats = True
        try:
            self.seat_box.options = options
            self.seat_box.value = WINNER if seat is None else seat
        finally:
            self._setting_seats = False

    def _refuse_load(self, name: str, error: Exception) -> None:
        self._refuse_load_text(refusal_words(name, error))

    def _refuse_load_text(self, text: str) -> None:
        if self.walk is not None:
            text += " " + _("You are still guessing {name}.").format(name=self.name)
        self._refuse(text)

    def _refuse(self, text: str) -> None:
        self.message.refuse(ValueError(text))

    # ------------------------------------------------------------------ guessing
    def _guess(self, action: Action) -> None:
        walk = self.walk
        if walk is None or walk.finished:
            return
        # Sent to the browser at once: the coach takes about a second.
        thinking = escape(_("The coach is thinking…"))
        self.result.value = (
            f'<div role="status" aria-live="polite" style="{_BOX};color:#666">{thinking}</div>'
        )
        try:
            self.last = walk.guess(action)
        except ValueError as error:  # not an action of this decision: nothing moved
            self.result.value = ""
            self.message.refuse(error)
            return
        self.message.say("")
        self._redraw()

    @property
    def score_text(self) -> str:
        """The running score in words: the guesses that matched, the points they gave up."""
        walk = self.walk
        if walk is None or not walk.guessed:
            return _("No guess yet: the score counts your guesses as you make them.")
        matched = _match_words(walk.matched, walk.guessed)
        written = decimal(walk.lost)
        lost = counted(
            "The coach counts {amount} point given up by your guesses.",
            "The coach counts {amount} points given up by your guesses.",
            written,
        ).format(amount=written)
        return f"{matched} {lost}"

    def result_lines(self) -> list[str]:
        """What the last guess showed: the real move, whether it matched, the points lost, the
        coach's word on the guess, and its reason where it disagrees with the real player."""
        guess, walk, end = self.last, self.walk, self._end
        if guess is None or walk is None or end is None:
            return []
        player = player_name(end, walk.seat)
        if guess.matched:
            lines = [
                _("Turn {turn}: you guessed right, {player} chose {played}.").format(
                    turn=guess.turn, player=player, played=guess.played_label
                )
            ]
        else:
            lines = [
                _("Turn {turn}: {player} chose {played}; you guessed {guess}.").format(
                    turn=guess.turn,
                    player=player,
                    played=guess.played_label,
                    guess=guess.guess_label,
                )
            ]
        if guess.lost < 0.05:
            lines.append(_("The coach says your guess gave up nothing against its best choice."))
        else:
            written = decimal(guess.lost)
            lines.append(
                counted(
                    "The coach says your guess gave up {amount} point against its best choice, "
                    "{best}.",
                    "The coach says your guess gave up {amount} points against its best choice, "
                    "{best}.",
                    written,
                ).format(amount=written, best=guess.best_label)
            )
        lines.append(_("The coach, on your guess: {verdict}").format(verdict=guess.verdict))
        if guess.why_played:
            lines.append(
                _("The coach would not have played as {player} did: {why}").format(
                    player=player, why=guess.why_played
                )
            )
        return lines

    # ------------------------------------------------------------------ drawing
    def _redraw(self) -> None:
        walk, end = self.walk, self._end
        if walk is None or end is None:
            title = _("Guess the move")
            self.heading.value = f"<h3>{escape(title)}</h3>"
            self.score.value = ""
            self.result.value = ""
            self.view.value = self.words.value = ""
            self.choices.clear()
            if not self.message.value:
                self.message.say(_("Choose a real game in the list, or load a record."))
            return
        player = player_name(end, walk.seat)
        won = walk.seat in walk.winners
        title = (
            _("{name}: guess the moves of {player}, who won this game")
            if won
            else _("{name}: guess the moves of {player}")
        ).format(name=self.name, player=player)
        self.heading.value = f"<h3>{escape(title)}</h3>"
        self.score.value = (
            f'<div role="status" aria-live="polite" style="{_BOX}"><b>'
            f"{escape(self.score_text)}</b></div>"
        )
        lines = self.result_lines()
        self.result.value = (
            f'<div role="status" aria-live="polite" style="{_BOX}">'
            + "".join(f"<p style='margin:2px 0'>{escape(line)}</p>" for line in lines)
            + "</div>"
            if lines
            else ""
        )
        if walk.finished:
            self.choices.clear()
            self.choices.prompt.value = ""
            self._show(end, walk.seat)
            done = _("That was the last decision of {player}: the game is over.").format(
                player=player
            )
            self.result.value += f'<p style="{_BOX}"><b>{escape(done)}</b></p>'
            return
        position = walk.position
        self.choices.show(
            position,
            prompt=_("Turn {turn}: what did {player} do? Guess, then see the real move.").format(
                turn=walk.turn, player=player
            ),
        )
        self._show(position, walk.seat)

    def _show(self, game: Game, seat: int) -> None:
        """The game as ``seat`` sees it, in pictures and in words (never another's secret)."""
        self.view.value = game_html(game, viewer=seat)
        paragraphs = "".join(f"<p>{escape(p)}</p>" for p in describe(game, seat).split("\n\n"))
        summary = escape(_("The game in words, as this seat sees it"))
        self.words.value = (
            f'<details style="max-width:60em;font-size:14px"><summary>{summary}</summary>'
            f"{paragraphs}</details>"
        )

    def __repr__(self) -> str:
        if self.walk is None:
            return "GuessTheMoveWidget(no game)"
        return (
            f"GuessTheMoveWidget({self.name}, seat {self.walk.seat}, "
            f"{self.walk.matched} of {self.walk.guessed} matched)"
        )


def _match_words(matched: int, guessed: int) -> str:
    """How many guesses matched the real player, in a sentence that reads well at any count:
    the first guess has sentences of its own, and otherwise the plural follows ``matched``
    (French and Polish make the verb agree with it; English reads the same either way)."""
    if guessed == 1:
        if matched:
            return _("Your first guess matched the real player.")
        return _("Your first guess did not match the real player.")
    if not matched:
        return ngettext(
            "None of your {count} guesses matched the real player.",
            "None of your {count} guesses matched the real player.",
            guessed,
        ).format(count=guessed)
    # TRANSLATORS: {count} is 2 or more; the plural form follows {matched}, the guesses that
    # matched (the verb agrees with it in French and Polish).
    return ngettext(
        "{matched} of your {count} guesses matched the real player.",
        "{matched} of your {count} guesses matched the real player.",
        matched,
    ).format(matched=matched, count=guessed)


def _source_name(source: object) -> str:
    if isinstance(source, (str, os.PathLike)):
        return os.path.basename(os.fspath(source))
    return _("the game record")
