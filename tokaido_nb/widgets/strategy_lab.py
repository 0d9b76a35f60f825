"""Strategy lab: pick a change of the rules and the bots, run a small study, read the result.

The games are played by ``study.compare_rules`` (the same seeds under the official rules and
under the change) and drawn by ``render.study_charts.rule_change_figure``. This widget only
offers the choices, keeps the number of games in a range that runs in seconds, shows the
progress, and says in words what moved most. Which rules apply and who wins is the rules'
business; what counts as a rule change is the notebook's (it passes its own ``Rules``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from html import escape
from typing import TYPE_CHECKING, Any

import ipywidgets as widgets

from ..rules.config import OFFICIAL, Rules
from ..rules.language import _, ngettext
from ..rules.numbers import decimal
from ..rules.untrusted import short_repr
from ..rules.words import CATEGORY_LABELS, EXPANSION_LABELS
from .parts import MessageLine, guarded, show_figure
from .unrun import RunToShow

if TYPE_CHECKING:  # the study is imported when it runs (a lesson opens without it)
    from ..studies.results import RuleComparison

MIN_GAMES, MAX_GAMES = 10, 1000
"""A study the widget runs: enough games to mean something, few enough to wait for."""


def default_changes() -> dict[str, Rules]:
    """A few changes of the rules worth trying, by the words the dropdown shows (in the
    language spoken when it is called)."""
    sets = (1, 3, 6, 10)
    meals = OFFICIAL.meal_points // 2
    achievements = OFFICIAL.achievement_points * 2
    return {
        _("Sets score {values}").format(values=", ".join(map(str, sets))): dataclasses.replace(
            OFFICIAL, set_values=sets
        ),
        _("Meals score {points}").format(points=meals): dataclasses.replace(
            OFFICIAL, meal_points=meals
        ),
        _("Achievements score {points}").format(points=achievements): dataclasses.replace(
            OFFICIAL, achievement_points=achievements
        ),
        _("No temple awards"): dataclasses.replace(
            OFFICIAL, temple_awards=(0, 0, 0), temple_other_award=0
        ),
    }


def default_bots() -> dict[str, Any]:
    """The players the dropdown offers: greedy or random bots in every seat."""
    from ..players.bots import GreedyBot, RandomBot

    return {_("Greedy bots"): GreedyBot, _("Random bots"): RandomBot}


class StrategyLab(RunToShow, widgets.VBox):
    """A dropdown of rule changes, one of bots, the number of games and a Run button.

    A click plays the games twice on the same seeds, under the official rules and under the
    change, then shows a sentence and the chart of mean points by category. The Crossroads box
    (``crossroads=True`` to start ticked) plays the games with that expansion, whose bots take
    its options by ``players.crossroads``' rules of thumb.

    >>> lab = StrategyLab(games=10, players=2)
    >>> lab.run()
    >>> lab.result_text.startswith("10 games played twice")
    True
    >>> lab.set_games(3)
    >>> lab.games, "3 is too few to tell luck from the rule. Still 10." in lab.message.text
    (10, True)

    CSS classes: ``tokaido-strategy-lab`` (the whole widget), ``tokaido-lab-change`` and
    ``tokaido-lab-bots`` (the dropdowns), ``tokaido-lab-games``, ``tokaido-lab-crossroads``
    (the box), ``tokaido-lab-run``,
    ``tokaido-lab-progress``, ``tokaido-lab-result``, ``tokaido-lab-chart`` and
    ``tokaido-message``.
    """

    def __init__(
        self,
        changes: Mapping[str, Rules] | None = None,
        bots: Mapping[str, Any] | None = None,
        *,
        games: int = 50,
        players: int = 4,
        seed: int = 1,
        crossroads: bool = False,
    ) -> None:
        self.changes = dict(changes) if changes is not None else default_changes()
        self.bots = dict(bots) if bots is not None else default_bots()
        if not self.changes or not self.bots:
            raise ValueError("give at least one rule change and one choice of bots")
        if not MIN_GAMES <= games <= MAX_GAMES:
            raise ValueError(f"games must be between {MIN_GAMES} and {MAX_GAMES}, not {games}")
        self.players = players
        self.seed = seed
        self.games = games
        self.comparison: RuleComparison | None = None
        self._quiet = False

        self.change_choice = widgets.Dropdown(
            options=list(self.changes),
            description=_("Rule change"),
            layout=widgets.Layout(width="360px"),
            style={"description_width": "90px"},
        ).add_class("tokaido-lab-change")
        self.bot_choice = widgets.Dropdown(
            options=list(self.bots),
            description=_("Players"),
            layout=widgets.Layout(width="250px"),
            style={"description_width": "60px"},
        ).add_class("tokaido-lab-bots")
        self.games_box = widgets.IntText(
            value=games,
            description=_("Games"),
            layout=widgets.Layout(width="150px"),
            style={"description_width": "50px"},
        ).add_class("tokaido-lab-games")
        self.games_box.observe(self._typed, names="value")
        # A checkbox holds True or False only (anything else would be a TraitError): unticked,
        # and said why.
        odd, fits = crossroads, type(crossroads) is bool
        crossroads = crossroads if fits else False
        self.crossroads_box = widgets.Checkbox(
            value=crossroads,
            description=_(EXPANSION_LABELS["crossroads"]),
            indent=False,
            layout=widgets.Layout(width="120px"),
        ).add_class("tokaido-lab-crossroads")
        self.run_button = widgets.Button(
            description=_("Run the study"), icon="play", button_style="primary"
        ).add_class("tokaido-lab-run")
        self.message = MessageLine(
            _("Choose a rule change and the players, then click Run the study.")
        )
        if not fits:
            self.message.refuse(
                ValueError(
                    _("{argument} is True or False, not {value}.").format(
                        argument="crossroads", value=short_repr(odd)
                    )
                )
            )
        self.run_button.on_click(guarded(self.message, lambda _button: self.run()))
        self.progress = widgets.IntProgress(
            value=0, min=0, max=2 * games, description="", layout=widgets.Layout(width="360px")
        ).add_class("tokaido-lab-progress")
        self.result = widgets.HTML().add_class("tokaido-lab-result")
        self.chart = widgets.Output().add_class("tokaido-lab-chart")
        controls = widgets.HBox(
            [self.change_choice, self.bot_choice, self.games_box, self.crossroads_box]
        )
        super().__init__(
            [
                controls,
                widgets.HBox([self.run_button, self.progress]),
                self.message,
                self.result,
                self.chart,
            ]
        )
        self.add_class("tokaido-strategy-lab")

    def __repr__(self) -> str:
        return f"StrategyLab(change={self.change_choice.value!r}, games={self.games})"

    @property
    def result_text(self) -> str:
        """The result sentence without markup (empty before the first run)."""
        import html
        import re

        return html.unescape(re.sub(r"<[^>]+>", "", self.result.value)).strip()

    # ------------------------------------------------------------------ changes
    def set_games(self, games: Any) -> None:
        """Set the number of games; a number out of range is refused on the message line."""
        if not isinstance(games, int) or isinstance(games, bool):
            refusal = _("Choose between {low} and {high} games: {value} is not a whole number.")
        elif games < MIN_GAMES:
            refusal = _(
                "Choose between {low} and {high} games: {value} is too few to tell luck from the "
                "rule."
            )
        elif games > MAX_GAMES:
            refusal = _(
                "Choose between {low} and {high} games: {value} would take minutes; the "
                "functions in the cells above run more."
            )
        else:
            self.games = games
            self.message.say(
                ngettext(
                    "{count} game, twice: click Run the study.",
                    "{count} games, twice: click Run the study.",
                    games,
                ).format(count=games)
            )
            return
        value = repr(games) if not isinstance(games, int) or isinstance(games, bool) else games
        still = _("Still {count}.").format(count=self.games)
        said = refusal.format(low=MIN_GAMES, high=MAX_GAMES, value=value)
        self.message.refuse(ValueError(f"{said} {still}"))
        self._show_games()

    def run(self) -> None:
        """Play the games under both rules and show what changed."""
        from ..studies.results import compare_rules

        label = self.change_choice.value
        rules = self.changes[label]
        self.progress.max = 2 * self.games
        self.progress.value = 0
        played = 2 * self.games
        self.message.say(
            ngettext("Playing {count} game...", "Playing {count} games...", played).format(
                count=played
            )
        )
        self.comparison = compare_rules(
            OFFICIAL,
            rules,
            self.games,
            self.players,
            self.seed,
            self.bots[self.bot_choice.value],
            progress=self._advance,
            expansions=self.expansions,
        )
        self._draw_chart()
        self.result.value = self._sentence(label)
        self.message.say(_("Done. Try another change, other players or more games."))

    @property
    def expansions(self) -> list[str]:
        """The expansions of the next study: Crossroads when its box is ticked."""
        return ["crossroads"] if self.crossroads_box.value else []

    def _advance(self, games: int) -> None:
        self.progress.value = min(self.progress.max, self.progress.value + games)

    def _typed(self, change: dict) -> None:
        if not self._quiet and change["new"] != self.games:
            self.set_games(change["new"])

    # ------------------------------------------------------------------ views
    def _show_games(self) -> None:
        self._quiet = True
        try:
            self.games_box.value = self.games
        finally:
            self._quiet = False

    def _sentence(self, label: str) -> str:
        comparison = self.comparison
        assert comparison is not None  # told once the study has run
        category, moved = comparison.biggest_change()
        before, after = comparison.categories()[category]
        old_score, new_score = comparison.mean_scores()
        count = comparison.before.games
        games = ngettext("{count} game played twice", "{count} games played twice", count)
        if self.expansions:
            # TRANSLATORS: {games} is "50 games played twice", {players} the players chosen
            # ("greedy bots"), {change} the rule change.
            played = _(
                "{games}, on the same seeds, by {players} with the Crossroads expansion: with "
                "the official rules, then with {change}."
            )
        else:
            played = _(
                "{games}, on the same seeds, by {players}: with the official rules, then with "
                "{change}."
            )
        moved_most = _(
            "A player's mean score: {old} → {new}. Moved most: {category}, {before} → {after} "
            "points ({moved})."
        )
        first = escape(played).format(
            games=f"<b>{escape(games.format(count=count))}</b>",
            players=escape(self.bot_choice.value.lower()),
            change=f"<i>{escape(label)}</i>",
        )
        second = escape(moved_most).format(
            old=decimal(old_score),
            new=decimal(new_score),
            category=f"<b>{escape(_(CATEGORY_LABELS[category]))}</b>",
            before=decimal(before),
            after=decimal(after),
            moved=decimal(moved, sign=True),
        )
        return f"<p style='font-size:15px'>{first}<br>{second}</p>"

    def _draw_chart(self) -> None:
        from ..render import rule_change_figure

        assert self.comparison is not None  # drawn once the study has run
        show_figure(self.chart, rule_change_figure(self.comparison), _("Mean points by category"))
