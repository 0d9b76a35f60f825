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
from ..rules.actions import Action
from ..rules.game import Game
from .parts import MessageLine, guarded, icon_button, show_figure

HINTS = 3
"""How many of the coach's best actions a hint shows."""

THINKING = "thinking…"

_BOX = "font-size:13px;line-height:1.4;margin:4px 0"
_BEST = "background:#fff4d6;border-left:4px solid #d4a017;padding:2px 6px;margin:2px 0"
_OTHER = "border-left:4px solid #ddd;padding:2px 6px;margin:2px 0"


def signed(value: float) -> str:
    """A value in points with its sign: ``+3.2``, ``-0.5``.

    >>> signed(3.24), signed(-0.5), signed(0.0)
    ('+3.2', '-0.5', '+0.0')
    """
    return f"{value:+.1f}"


def hint_html(advice: list[Advice], most: int = HINTS) -> str:
    """The coach's ``most`` best actions as HTML: label, value and reason, the best one marked.

    The value is the expected final margin over the best other player, in points."""
    if not advice:
        return ""
    rows = [
        f'<div style="{_BOX};color:#444">The coach\'s best {min(most, len(advice))} of '
        f"{len(advice)} (value: the expected final margin over the best other player, in "
        "points):</div>"
    ]
    for item in advice[:most]:
        style = _BEST if item.rank == 1 else _OTHER
        rows.append(
            f'<div class="tokaido-hint-item" style="{style};{_BOX}"><b>{item.rank}. '
            f"{escape(item.label)}</b> · {signed(item.value)} points<br>{escape(item.reason)}</div>"
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

        # A refusal ("the journey is over") goes to the game's message line when given: one
        # message line per game, as browser tests and learners expect.
        own = message is None
        self.message = MessageLine() if own else message
        if own:
            self.message.remove_class("tokaido-message")
            self.message.add_class("tokaido-coach-message")
        self.hint_button = icon_button(
            "Hint", "lightbulb-o", "tokaido-hint", "The coach's best three actions, and why"
        )
        self.hint_button.on_click(guarded(self.message, lambda _b: self.hint()))
        self.toggle = widgets.ToggleButton(
            value=False,
            description="Coach",
            icon="graduation-cap",
            tooltip="A short verdict after each of your moves",
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
            raise ValueError("The journey is over: there is nothing left to decide.")
        if len(game.legal_actions()) == 1:
            self.hint_view.value = (
                f'<div style="{_BOX}">Only one choice here: nothing to weigh.</div>'
            )
            return []
        self.hint_view.value = f'<div style="{_BOX};color:#666">{THINKING}</div>'
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
        """With the coach on, the verdict on ``action`` for a person's decision with a choice,
        judged before it is played (None otherwise: a bot's move, an illegal action)."""
        game = self._game()
        if not self.toggle.value or game.is_over() or game.to_move in self._bots():
            return None
        actions = game.legal_actions()
        if action not in actions or len(actions) == 1:
            return None
        self.verdict_view.value = f'<div style="{_BOX};color:#666">{THINKING}</div>'
        advice = self.advice if self.hint_shown else self._advise(game)
        return verdict(advice, action)

    def show_verdict(self, said: Verdict | None, name: str) -> None:
        """Show the coach's verdict on the move ``name`` just made."""
        if said is None:
            return
        colour = "#2b8a3e" if said.good else "#a61e4d"
        self.verdict_view.value = (
            f'<div style="{_BOX};border-left:4px solid {colour};padding-left:6px">'
            f"<b>Coach</b>, on {escape(name)}'s {escape(said.played.label)}: "
            f"{escape(said.sentence)}</div>"
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
        if self.advice and not self.hint_shown:
            self.advice, self._advice_for = [], None
            self.hint_view.value = ""
        game = self._game()
        over = game.is_over()
        self.hint_button.disabled = over
        self.reviewer.layout.display = "flex" if over else "none"
        if self.reviewer.last is not None and self.reviewer.reviewed != self._key():
            self.reviewer.clear()

    def review(self) -> Review:
        """Review the finished game: every decision with a choice judged against the coach's
        best; a chart of value lost per turn and each player's costliest decisions."""
        result = self.reviewer.review()
        self.reviewer.reviewed = self._key()
        return result

    def _finished_game(self) -> Game:
        game = self._game()
        if not game.is_over():
            raise ValueError("The review comes once the journey is over.")
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
        self.reviewed: Any = None
        """What the review on show was made for, as its owner keys it."""
        self.button = icon_button(
            "Review this game",
            "search",
            "tokaido-review-button",
            "The coach goes through every decision: value lost per turn",
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

    def review(self) -> Review:
        """Review the game or record of ``source()``, showing the progress, then the result."""
        target = self.source()
        self.message.say("")
        self.button.disabled = True
        self.progress.value = 0
        self.progress.layout.display = "flex"
        self.lines.value = f'<div style="{_BOX};color:#666">{THINKING}</div>'

        def advance(done: int, total: int) -> None:
            self.progress.max = max(total, 1)
            self.progress.value = done

        try:
            result = review(target, self.strength, progress=advance)
        except BaseException:
            self.lines.value = ""
            raise
        finally:
            self.button.disabled = False
            self.progress.layout.display = "none"
        self.last = result
        show_review(result, self.chart, self.lines, target if isinstance(target, Game) else None)
        return result

    def clear(self) -> None:
        """Take the review away (the game changed)."""
        self.last, self.reviewed = None, None
        self.lines.value = ""
        self.chart.outputs = ()


def show_review(
    result: Review, chart: widgets.Output, lines: widgets.HTML, game: Game | None = None
) -> None:
    """Show a review: the chart of value lost per turn in ``chart``, the words in ``lines``."""
    from ..render.in_browser import fetch_matplotlib
    from ..render.palette import player_colour

    if fetch_matplotlib():
        from ..render.coach_charts import value_lost_figure
    else:  # the browser edition offline: the same numbers as a table
        from ..render.chart_tables import value_lost_figure

    players = [(p.name, p.by_turn()) for p in result.players]
    colours = [player_colour(game, p.player) for p in result.players] if game else None
    totals = ", ".join(f"{p.name} {p.lost:.1f}" for p in result.players)
    show_figure(chart, value_lost_figure(players, colours=colours), f"Value lost: {totals}")
    rows = []
    for line in result.lines():
        indent = 16 if line.startswith("  ") else 0  # a mistake, under its player's line
        rows.append(f'<div style="margin-left:{indent}px">{escape(line.strip())}</div>')
    text = "".join(rows)
    lines.value = f'<div style="{_BOX}">{text}</div>'


__all__ = ["HINTS", "CoachPanel", "ReviewView", "hint_html", "show_review", "signed"]
