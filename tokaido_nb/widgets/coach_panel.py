"""The coach beside a game: a Hint button, a verdict after each person's move, a review at the end.

The panel is a view over ``tokaido_nb.coach``: the coach ranks the actions (``advise``), judges
a played one (``verdict``) and reviews a game (``review``); the panel shows what it says, on a
copy of the game, so that asking never changes the game. It decides no rule and reads no
hidden card (the coach reasons over deals of the unseen cards). A ``GameWidget`` builds one
(``coach=True``) and asks it for the road's tooltips and highlight at each redraw.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from html import escape
from typing import Any

import ipywidgets as widgets

from ..coach import Advice, Budget, Review, Verdict, advise, review, space_reasons, verdict
from ..coach.reasons import TIE, behind, points, sentence
from ..rules.actions import Action
from ..rules.game import Game
from ..rules.language import N_, Nn_, _, ngettext
from .parts import MessageLine, guarded, icon_button, show_figure

HINTS = 3
"""How many of the coach's best actions a hint shows."""

THINKING = N_("thinking…")

ONLY_CHOICE_HINT = N_("Only one choice here: nothing to weigh.")

VERDICT_LINE = {
    # TRANSLATORS: {name} is a player, {action} the button they chose, {verdict} the coach's
    # sentence about it.
    "verdict": N_("Coach, on {name}'s {action}: {verdict}"),
    "only": N_("Coach, on {name}'s {action}: the only choice, nothing to judge."),
}
"""The verdict line, whole sentences with named placeholders (English; shown translated)."""

_BOX = "font-size:13px;line-height:1.4;margin:4px 0"
_BEST = "background:#fff4d6;border-left:4px solid #d4a017;padding:2px 6px;margin:2px 0"
_OTHER = "border-left:4px solid #ddd;padding:2px 6px;margin:2px 0"


def signed(value: float) -> str:
    """A value in points with its sign: ``+3.2``, ``-0.5``.

    >>> signed(3.24), signed(-0.5), signed(0.0)
    ('+3.2', '-0.5', '+0.0')
    """
    return f"{value:+.1f}"


HINT_HEADING = Nn_(
    "The coach's best {shown} of {count} choice, and how many points each is worth less than "
    "the best:",
    "The coach's best {shown} of {count} choices, and how many points each is worth less than "
    "the best:",
)
"""The hint's first line, a whole sentence with named placeholders, in its forms for
``{count}`` (at least 2: English says "choices"; Polish has a form for 2-4 and one for 5+)."""


def hint_html(advice: list[Advice], most: int = HINTS) -> str:
    """The coach's ``most`` best actions as HTML: label, how many points it is worth less than
    the best (``the best``, ``tied with the best``, ``−3 points``) and reason."""
    if not advice:
        return ""
    heading = ngettext(*HINT_HEADING, len(advice)).format(
        shown=min(most, len(advice)), count=len(advice)
    )
    rows = [f'<div style="{_BOX};color:#444">{escape(heading)}</div>']
    tied_first = len(advice) > 1 and advice[1].behind < TIE
    for item in advice[:most]:
        style = _BEST if item.rank == 1 else _OTHER
        worth = sentence("tied first") if item.rank == 1 and tied_first else behind(item.behind)
        rows.append(
            f'<div class="tokaido-hint-item" style="{style};{_BOX}"><b>{item.rank}. '
            f"{escape(item.label)}</b> · {escape(worth)}<br>"
            f'<span class="tokaido-hint-reason" title="{escape(item.reason)}">'
            f"{escape(item.reason)}</span></div>"
        )
    return "".join(rows)


class CoachPanel(widgets.VBox):
    """The coach's controls and views for one ``GameWidget``.

    ``hint_button`` (**Hint**) shows the coach's best three actions for the decision, with their
    values and reasons, and rings the best stop on the road; ``toggle`` (**Coach**) turns on a
    short verdict after each move a person makes (never after a bot's); once the journey is
    over, ``review_button`` reviews the whole game: value lost per turn for each player, as a
    chart and in words. ``strength`` is the coach's for hints and verdicts,
    ``review_strength`` for the review (``coach.STRENGTHS`` or a ``Budget``).

    CSS classes for browser tests: ``tokaido-coach`` (the panel), ``tokaido-hint`` (the
    button), ``tokaido-coach-toggle``, ``tokaido-hint-view``, ``tokaido-verdict``,
    ``tokaido-review`` (the panel of the end) with ``tokaido-review-button``,
    ``tokaido-review-chart`` and ``tokaido-review-lines``.
    """

    def __init__(
        self,
        game: Callable[[], Game],
        bots: Callable[[], Mapping[int, Any]],
        *,
        strength: str | Budget = "default",
        review_strength: str | Budget = "quick",
        on_hint: Callable[[], None] | None = None,
        message: MessageLine | None = None,
    ) -> None:
        super().__init__()
        self.add_class("tokaido-coach")
        self._game = game
        self._bots = bots
        self.strength = strength
        self.on_hint = on_hint
        self.advice: list[Advice] = []
        self._advice_for: tuple[int, int] | None = None
        self._hint_for: tuple[int, int] | None = None  # the decision the hint on show is for
        self._only: Action | None = None  # a person's only choice, about to be played
        self.verdicts: dict[int, Verdict] = {}
        """The verdicts given during this game, by the action's place in the history: the
        review keeps them (one decision, one answer)."""
        self._verdicts_for: int | None = None  # id() of the game they belong to
        self.decided_by: Callable[[int, int], str] | None = None
        """Who played a decision (its number, its player), as a review line names them ("a
        greedy bot"), when seats changed hands during the game (a table sets it)."""

        # A refusal ("the journey is over") goes to the game's message line when given: one
        # message line per game, as browser tests and learners expect.
        own = message is None
        self.message = message if message is not None else MessageLine()
        if own:
            self.message.remove_class("tokaido-message")
            self.message.add_class("tokaido-coach-message")
        self.hint_button = icon_button(
            _("Hint"), "lightbulb-o", "tokaido-hint", _("The coach's best three actions, and why")
        )
        self.hint_button.on_click(guarded(self.message, lambda _b: self.hint()))
        self.toggle = widgets.ToggleButton(
            value=False,
            description=_("Coach"),
            icon="graduation-cap",
            tooltip=_("A short verdict after each of your moves"),
            layout=widgets.Layout(width="auto"),
        ).add_class("tokaido-coach-toggle")
        self.toggle.observe(self._toggled, names="value")
        self.hint_view = widgets.HTML().add_class("tokaido-hint-view")
        self.verdict_view = widgets.HTML().add_class("tokaido-verdict")

        self.reviewer = ReviewView(self._finished_game, review_strength, self.message)
        self.review_box = self.reviewer
        self.children = [
            widgets.HBox(
                [self.hint_button, self.toggle], layout=widgets.Layout(flex_flow="row wrap")
            ),
            self.hint_view,
            self.verdict_view,
            *([self.message] if own else []),
        ]

    # ------------------------------------------------------------------ hints
    def _key(self) -> tuple[int, int]:
        game = self._game()
        return (id(game), len(game.history))

    @property
    def hint_shown(self) -> bool:
        """Whether the advice on screen is for the decision the game waits for now."""
        return bool(self.advice) and self._advice_for == self._key()

    def hint(self) -> list[Advice]:
        """Ask the coach about the current decision and show its best three actions; returns
        the whole advice (empty when there is nothing to decide)."""
        game = self._game()
        if game.is_over():
            raise ValueError(_("The journey is over: there is nothing left to decide."))
        self._hint_for = self._key()
        if len(game.legal_actions()) == 1:
            self.advice, self._advice_for = [], None
            self.hint_view.value = f'<div style="{_BOX}">{escape(_(ONLY_CHOICE_HINT))}</div>'
            return []
        self.hint_view.value = f'<div style="{_BOX};color:#666">{escape(_(THINKING))}</div>'
        self.hint_button.disabled = True  # sent at once: a second click waits for this one
        try:
            advice = self._advise(game)
        finally:
            self.hint_button.disabled = False
        self.advice, self._advice_for = advice, self._key()
        self.hint_view.value = hint_html(advice)
        if self.on_hint is not None:
            self.on_hint()  # the road rings the best stop and takes the reasons as tooltips
        return advice

    def _advise(self, game: Game) -> list[Advice]:
        # On a copy: whatever the search does, the game on the table stays as it was.
        return advise(game.copy(), self.strength)

    def road_notes(self) -> tuple[dict[int, str], int | None]:
        """The road's tooltips and the stop to ring for the game now: why the mover cannot
        reach each space (``Game.why_not``), and for the open stops the coach's reason while a
        hint for this decision is on screen; the best stop of that hint."""
        game = self._game()
        if game.is_over():
            return {}, None
        advice = self.advice if self.hint_shown else None
        best = advice[0].stop if advice else None
        return space_reasons(game, advice), best

    # ------------------------------------------------------------------ verdicts
    def _toggled(self, change: dict) -> None:
        if not change["new"]:
            self.verdict_view.value = ""

    def before_play(self, action: Action) -> Verdict | None:
        """The verdict on ``action`` for a person's decision with a choice, judged before it is
        played, with the coach on or a hint for this decision on show (None otherwise: a bot's
        move, an only choice, an illegal action). It is kept for the review."""
        game = self._game()
        self._only = None
        if game.is_over() or game.to_move in self._bots():
            return None
        actions = game.legal_actions()
        if action not in actions:
            return None
        if len(actions) == 1:
            self._only = action
            return None
        if not self.toggle.value and not self.hint_shown:
            return None
        if self.toggle.value:
            self.verdict_view.value = f'<div style="{_BOX};color:#666">{escape(_(THINKING))}</div>'
        advice = self.advice if self.hint_shown else self._advise(game)
        said = verdict(advice, action)
        if self._verdicts_for != id(game):
            self.verdicts, self._verdicts_for = {}, id(game)
        self.verdicts[len(game.history)] = said
        return said

    def show_verdict(self, said: Verdict | None, name: str, label: str = "") -> None:
        """Show the coach's verdict on the move ``name`` just made (``label``, as the buttons
        name it): every decision of a person gets its line while the coach is on, a verdict
        or a note that it was the only choice (anything else clears the line)."""
        if not self.toggle.value:
            return
        if said is None:
            if self._only is not None and label:
                text = _(VERDICT_LINE["only"]).format(name=name, action=label)
                self.verdict_view.value = (
                    f'<div style="{_BOX};border-left:4px solid #999;padding-left:6px">'
                    f"{escape(text)}</div>"
                )
            else:
                self.verdict_view.value = ""
            self._only = None
            return
        colour = "#2b8a3e" if said.good else "#a61e4d"
        text = _(VERDICT_LINE["verdict"]).format(
            name=name, action=said.played.label, verdict=said.sentence
        )
        self.verdict_view.value = (
            f'<div style="{_BOX};border-left:4px solid {colour};padding-left:6px">'
            f"{escape(text)}</div>"
        )

    # ------------------------------------------------------------------ the review
    @property
    def review_button(self) -> widgets.Button:
        """**Review this game**, shown once the journey is over."""
        return self.reviewer.button

    @property
    def last_review(self) -> Review | None:
        """The review on show, None before one is asked for."""
        return self.reviewer.last

    def refresh(self) -> None:
        """Bring the panel up to date with the game: an old hint goes, the review panel
        shows once the journey is over (and an old review goes with an undo)."""
        if self._hint_for is not None and self._hint_for != self._key():
            # The hint on show (advice, or "only one choice") was for another decision.
            self.advice, self._advice_for, self._hint_for = [], None, None
            self.hint_view.value = ""
        game = self._game()
        if self._verdicts_for is not None and self._verdicts_for != id(game):
            self.verdicts, self._verdicts_for = {}, None
        # An undone decision takes its verdict with it: a different move may come there.
        for number in [n for n in self.verdicts if n >= len(game.history)]:
            del self.verdicts[number]
        over = game.is_over()
        self.hint_button.disabled = over
        self.reviewer.layout.display = "flex" if over else "none"
        if self.reviewer.last is not None and self.reviewer.reviewed != self._key():
            self.reviewer.clear()

    def review(self) -> Review:
        """Review the finished game: every decision with a choice judged against the coach's
        best; a chart of value lost per turn and each player's costliest decisions."""
        self.reviewer.decided_by = self.decided_by
        result = self.reviewer.review(dict(self.verdicts))
        self.reviewer.reviewed = self._key()
        return result

    def _finished_game(self) -> Game:
        game = self._game()
        if not game.is_over():
            raise ValueError(_("The review comes once the journey is over."))
        return game.copy()  # the review plays the game again: never the one on the table


class ReviewView(widgets.VBox):
    """A **Review this game** button and what it shows: a progress bar while the coach works,
    then a chart of value lost per turn for each player and each player's costliest decisions
    in words. ``source()`` gives the game or record to review (a ``ValueError`` it raises is
    shown on ``message``); ``strength`` is the coach's (``coach.STRENGTHS`` or a ``Budget``).

    CSS classes: ``tokaido-review`` (the whole), ``tokaido-review-button``,
    ``tokaido-review-chart``, ``tokaido-review-lines``.
    """

    def __init__(
        self,
        source: Callable[[], Any],
        strength: str | Budget = "quick",
        message: MessageLine | None = None,
    ) -> None:
        super().__init__(layout=widgets.Layout(display="none"))
        self.add_class("tokaido-review")
        self.source = source
        self.strength = strength
        self.message = message if message is not None else MessageLine()
        self.last: Review | None = None
        self.decided_by: Callable[[int, int], str] | None = None
        """Who played a decision, for the review's lines (``Review.lines``)."""
        self.reviewed: Any = None
        """What the review on show was made for, as its owner keys it."""
        self.button = icon_button(
            _("Review this game"),
            "search",
            "tokaido-review-button",
            _("The coach goes through every decision: value lost per turn"),
        )
        self.button.on_click(guarded(self.message, lambda _b: self.review()))
        self.progress = widgets.IntProgress(
            value=0, min=0, max=1, layout=widgets.Layout(width="240px", display="none")
        )
        self.lines = widgets.HTML().add_class("tokaido-review-lines")
        self.chart = widgets.Output().add_class("tokaido-review-chart")
        children = [widgets.HBox([self.button, self.progress]), self.chart, self.lines]
        if message is None:
            children.insert(1, self.message)
        self.children = children

    def review(self, verdicts: Mapping[int, Verdict] | None = None) -> Review:
        """Review the game or record of ``source()``, showing the progress, then the result;
        ``verdicts`` given during the game are kept (``coach.review``)."""
        target = self.source()
        self.message.say("")
        self.button.disabled = True
        self.progress.value = 0
        self.progress.layout.display = "flex"
        self.lines.value = f'<div style="{_BOX};color:#666">{escape(_(THINKING))}</div>'

        def advance(done: int, total: int) -> None:
            self.progress.max = max(total, 1)
            self.progress.value = done

        try:
            result = review(target, self.strength, progress=advance, verdicts=verdicts)
        except BaseException:
            self.lines.value = ""
            raise
        finally:
            self.button.disabled = False
            self.progress.layout.display = "none"
        self.last = result
        show_review(
            result,
            self.chart,
            self.lines,
            target if isinstance(target, Game) else None,
            self.decided_by,
        )
        return result

    def clear(self) -> None:
        """Take the review away (the game changed)."""
        self.last, self.reviewed = None, None
        self.lines.value = ""
        self.chart.outputs = ()


# TRANSLATORS: a player's name and the points their decisions cost ("Aiko 3.5").
REVIEW_CHART_TOTAL = N_("{name} {points}")
REVIEW_CHART_WORDS = N_("What each turn's decisions cost, in points: {totals}")


def show_review(
    result: Review,
    chart: widgets.Output,
    lines: widgets.HTML,
    game: Game | None = None,
    decided_by: Callable[[int, int], str] | None = None,
) -> None:
    """Show a review: the chart of what each turn cost in ``chart``, the words in ``lines``
    (with who played each decision listed, when ``decided_by`` says)."""
    from ..render.in_browser import chart_maker
    from ..render.palette import player_colour

    # The browser edition offline: the same numbers as a table.
    value_lost_figure = chart_maker("coach_charts", "value_lost_figure")

    players = [(p.name, p.by_turn()) for p in result.players]
    colours = [player_colour(game, p.player) for p in result.players] if game else None
    totals = ", ".join(
        _(REVIEW_CHART_TOTAL).format(name=p.name, points=points(p.cost)) for p in result.players
    )
    show_figure(
        chart,
        value_lost_figure(players, colours=colours),
        _(REVIEW_CHART_WORDS).format(totals=totals),
    )
    rows = []
    for line in result.lines(decided_by=decided_by):
        indent = 16 if line.startswith("  ") else 0  # a mistake, under its player's line
        rows.append(f'<div style="margin-left:{indent}px">{escape(line.strip())}</div>')
    text = "".join(rows)
    lines.value = f'<div style="{_BOX}">{text}</div>'


__all__ = ["HINTS", "CoachPanel", "ReviewView", "hint_html", "show_review", "signed"]
