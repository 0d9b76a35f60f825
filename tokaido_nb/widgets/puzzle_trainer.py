"""The puzzle trainer: decisions of real games to solve, one at a time, near the learner's level.

Each puzzle (``masters.puzzles``) is shown as its seat saw it: the road, the seat's own tableau
and the others' public cards, drawn by ``render`` for that seat as viewer (a card hidden from
the seat is drawn face down, never named) from the game as the seat's view may imagine it
(``game.view(seat)``'s determinization: every card it cannot know dealt afresh), each picture
with its words; the choices are the
seat's legal actions (``game.view(seat).legal_actions``) as buttons, labelled by the engine
(``rules.words.action_label``). After an answer, right or wrong, the trainer says the coach's
reason, what the real player did and what the coach says it cost; openskill moves the learner's
rating and the puzzle's (``masters.ratings.after_answer``), both saved at once in the lessons'
progress file (``lessons.progress``), and the next puzzle is the one nearest the learner's
rating among the themes ticked (``masters.ratings.next_puzzle``). No rule and no rating is
decided here.

Bad input is said on the message line, never raised: a puzzle file that does not load, a theme
the set does not have, a progress file that cannot be read or written, openskill missing.
"""

from __future__ import annotations

import os
from collections import Counter
from collections.abc import Iterable, Sequence
from html import escape
from pathlib import Path

import ipywidgets as widgets

from ..coach.reasons import points
from ..lessons import progress as store
from ..masters.puzzles import Puzzle, load
from ..masters.ratings import Rating, after_answer, next_puzzle, puzzle_rating
from ..masters.themes import THEME_NAMES, theme_name
from ..render.in_words import describe
from ..render.page import framed, notes_html, status_html
from ..render.road import road_svg
from ..render.tableau import tableau_svg
from ..rules.actions import Action
from ..rules.game import Game
from ..rules.language import _, ngettext
from ..rules.numbers import decimal
from ..rules.words import action_label, who
from .parts import ChoiceBar, MessageLine, focus_soon, icon_button
from .unrun import RunToShow

PuzzleSource = str | os.PathLike[str] | Sequence[Puzzle] | None

__all__ = ["PuzzleTrainer", "seat_html"]


def seat_html(game: Game, seat: int) -> str:
    """The position as ``seat`` sees it: what it waits for, the road, the cards of the decision,
    the seat's own tableau first, then the others' (their hidden cards face down), each picture
    with its words (``aria-label``) and the whole in words below for a screen reader."""
    own = tableau_svg(game, seat, viewer=seat)
    others = [tableau_svg(game, i, viewer=seat) for i in range(game.players) if i != seat]
    heading_own = escape(_("Your tableau:"))
    heading_others = escape(_("The other travellers, as you see them:"))
    words = escape(describe(game, viewer=seat)).replace("\n\n", "</p><p>")
    summary = escape(_("The position in words"))
    row = '<div style="display:flex;flex-wrap:wrap;align-items:flex-start;gap:8px">'
    return framed(
        status_html(game),
        road_svg(game),
        notes_html(game, viewer=seat),
        f'<div style="margin-top:8px;font-size:13px">{heading_own}</div>{row}{own}</div>',
        f'<div style="margin-top:8px;font-size:13px">{heading_others}</div>'
        f"{row}{''.join(others)}</div>",
        f'<details class="tokaido-puzzle-words"><summary>{summary}</summary>'
        f"<p>{words}</p></details>",
    )


class PuzzleTrainer(RunToShow, widgets.VBox):
    """Puzzles from real games, one at a time, the next near your rating.

    ``puzzles`` is a puzzle file's path, a list of puzzles, or None for the package's own set;
    ``themes`` the themes to start with (all of the set's if None). The learner's rating and
    each puzzle's are kept in the lessons' progress file (``progress_path``, the usual one if
    None).

    CSS classes: ``tokaido-puzzle-trainer``; ``tokaido-choice`` on each answer,
    ``tokaido-puzzle-next`` on the next button, ``tokaido-puzzle-theme`` on each theme's box.
    """

    def __init__(
        self,
        puzzles: PuzzleSource = None,
        themes: Iterable[str] | None = None,
        progress_path: str | os.PathLike[str] | None = None,
    ) -> None:
        super().__init__()
        self.add_class("tokaido-puzzle-trainer")
        self.path = Path(progress_path) if progress_path is not None else None
        self.message = MessageLine()
        self.heading = widgets.HTML()
        self.picture = widgets.HTML()
        self.choices = ChoiceBar(self._answer)
        self.after = widgets.HTML()
        self.after.add_class("tokaido-puzzle-after")
        self.rating_line = widgets.HTML()
        self.rating_line.add_class("tokaido-puzzle-rating")
        self.next_button = icon_button(
            _("Next puzzle"), "forward", "tokaido-puzzle-next", _("A puzzle near your rating")
        )
        self.next_button.on_click(lambda _button: self._next_pressed())
        self.choices.fallback_focus = self.next_button
        self.theme_boxes: dict[str, widgets.Checkbox] = {}
        self.themes_row = widgets.HBox(layout=widgets.Layout(flex_flow="row wrap"))
        self.puzzles: list[Puzzle] = []
        self.puzzle: Puzzle | None = None
        self.position: Game | None = None
        self.answered_now = False
        self.progress = store.load(self.path)
        problems = [self.progress.problem] if self.progress.problem else []
        problems += self._load(puzzles)
        picked = list(themes) if themes is not None else None
        if picked is not None and self.puzzles:
            problems += self._pick(picked)
        self.children = [
            self.themes_row,
            self.rating_line,
            self.heading,
            self.picture,
            self.choices,
            self.message,
            self.after,
            self.next_button,
        ]
        self._show_rating()
        if self.puzzles:
            self.next()
        else:
            self.next_button.disabled = True
        if problems:
            self.message.refuse(ValueError(" ".join(problems)))

    # ------------------------------------------------------------------------ the puzzles
    def _load(self, source: PuzzleSource) -> list[str]:
        """Load the puzzles and draw a box per theme; the problem in words if they do not."""
        try:
            if source is None or isinstance(source, str | os.PathLike):
                found = load(source)
            else:
                found = list(source)
                if not all(isinstance(p, Puzzle) for p in found):
                    raise ValueError(_("a list of puzzles holds only puzzles"))
        except FileNotFoundError:
            if source is None:
                return [_("This tokaido_nb has no puzzle set yet: give the trainer a puzzle file.")]
            return [_("There is no puzzle file at {path}.").format(path=source)]
        except (OSError, ValueError) as error:
            # TRANSLATORS: {why} is the loader's own words (the line and what is wrong with it).
            return [_("The puzzles could not be loaded: {why}").format(why=error)]
        if not found:
            return [_("This puzzle file holds no puzzle.")]
        self.puzzles = found
        counts = Counter(p.theme for p in found)
        for theme in THEME_NAMES:
            if counts[theme]:
                box = widgets.Checkbox(
                    value=True,
                    description=_("{theme} ({count})").format(
                        theme=theme_name(theme), count=counts[theme]
                    ),
                    indent=False,
                    layout=widgets.Layout(width="auto", margin="0 12px 0 0"),
                )
                box.add_class("tokaido-puzzle-theme")
                box.observe(lambda _change: self._themes_changed(), "value")
                self.theme_boxes[theme] = box
        themes = _("Themes:")  # outside the f-string: Babel does not look inside one
        legend = widgets.HTML(f"<b>{escape(themes)}</b>")
        self.themes_row.children = [legend, *self.theme_boxes.values()]
        return []

    def pick(self, themes: Iterable[str]) -> None:
        """Tick only ``themes`` (keys of ``masters.puzzles.THEMES``); an unknown one, or one
        the set has no puzzle of, is said on the message line and nothing changes."""
        problems = self._pick(list(themes))
        if problems:
            self.message.refuse(ValueError(" ".join(problems)))

    def _pick(self, themes: list[str]) -> list[str]:
        unknown = [t for t in themes if t not in self.theme_boxes]
        if unknown or not themes:
            said = _("There is no puzzle of the theme {theme} here; the themes are: {themes}.")
            return [
                said.format(
                    theme=repr(unknown[0])[:40] if unknown else "''",
                    themes=", ".join(self.theme_boxes),
                )
            ]
        for theme, box in self.theme_boxes.items():
            box.value = theme in themes
        return []

    @property
    def themes(self) -> list[str]:
        """The themes ticked."""
        return [theme for theme, box in self.theme_boxes.items() if box.value]

    def _themes_changed(self) -> None:
        if not self.themes:
            # The puzzle on show stays, answerable: only the next one needs a theme.
            self.message.say(_("No theme is ticked: tick at least one to get the next puzzle."))
            return
        if self.puzzle is not None and not self.answered_now and self.puzzle.theme in self.themes:
            return  # the puzzle on show is still of a theme picked: keep it
        if self.puzzle is None or not self.answered_now:
            self.next()

    def _next_pressed(self) -> None:
        if self.puzzle is not None and not self.answered_now:
            # The same puzzle would come again (it is still the nearest unanswered): say so,
            # rather than redraw it as if nothing were pressed. The second click of a double
            # click on "Next puzzle" lands here too, and keeps the new puzzle.
            self.message.say(
                _(
                    "Answer this puzzle first: any choice shows the coach's answer and why, "
                    "then Next puzzle gives another."
                )
            )
            return
        self.next()

    def next(self) -> None:
        """Show the unanswered puzzle of the themes ticked nearest the learner's rating."""
        if not self.themes:
            self.message.say(_("Tick at least one theme to get a puzzle."))
            return
        answered = self.progress.puzzles.answered
        chosen = next_puzzle(
            self.puzzles,
            self.progress.puzzles.rating,
            ratings=self.progress.puzzles.ratings(),
            themes=self.themes,
            answered=answered,
        )
        if chosen is None:
            self.message.say(_("You have answered every puzzle of these themes. Tick another!"))
            return
        try:
            position = chosen.position()
        except ValueError as error:
            self.message.refuse(error)
            return
        self.puzzle, self.position, self.answered_now = chosen, position, False
        seat = chosen.seat
        self.heading.value = (
            "<h4>"
            + escape(
                _("A puzzle from a real game: {theme}. You play {player}.").format(
                    theme=theme_name(chosen.theme), player=who(position.travellers[seat])
                )
            )
            + "</h4>"
        )
        # Drawn from the game as the seat may imagine it (its view, every hidden card dealt
        # afresh): what the seat could not know cannot reach the picture, even by mistake.
        self.picture.value = seat_html(position.determinized(0, viewer=seat), seat)
        self.after.value = ""
        self.choices.show(position, _("What would you do?"))
        self.message.say(
            ngettext(
                "Choose your answer: {count} choice.",
                "Choose your answer: {count} choices.",
                len(self.choices.buttons),
            ).format(count=len(self.choices.buttons))
        )
        if self.choices.buttons:
            first = self.choices.buttons[0]
            focus_soon(first, still=lambda: any(first is b for b in self.choices.buttons))

    # ------------------------------------------------------------------------- an answer
    def answer(self, label: str) -> None:
        """Answer with the choice labelled ``label`` (for tests and scripted lessons)."""
        self.choices.click(label)

    def _answer(self, action: Action) -> None:
        puzzle, position = self.puzzle, self.position
        if puzzle is None or position is None or self.answered_now:
            return
        right = puzzle.check(action)
        before = self.progress.puzzles.answered.get(puzzle.id)
        old = before.rating if before else puzzle_rating(puzzle)
        try:
            learner, rated = after_answer(self.progress.puzzles.rating, old, solved=right)
        except ImportError as error:
            self.message.refuse(ValueError(str(error)))
            return
        problem = self._save(puzzle, right, learner, rated)
        self.answered_now = True
        self.choices.show(
            position,
            _("Your answer: {answer}").format(answer=action_label(position, action)),
            enabled=False,
        )
        self.after.value = self._after_html(puzzle, position, right)
        self._show_rating()
        if problem:
            self.message.refuse(ValueError(problem))
        elif right:
            self.message.say(_("Right! Press Next puzzle for another."))
        else:
            self.message.say(_("Not this one. Read why, then press Next puzzle."))

    def _save(self, puzzle: Puzzle, right: bool, learner: Rating, rated: Rating) -> str:
        """Keep the new ratings in the progress file; the problem in words if it cannot be."""
        from ..lessons.puzzle_progress import PuzzleAnswer

        def change(progress: store.Progress) -> None:
            progress.puzzles.rating = learner
            progress.puzzles.answered[puzzle.id] = PuzzleAnswer(puzzle.theme, right, rated)

        change(self.progress)  # kept for this session even if the file cannot be written
        try:
            saved = store.update(change, self.path)
        except OSError as error:
            said = _("Your rating could not be saved ({why}); it counts until you close this.")
            return said.format(why=error.strerror or error)
        if saved.problem:
            return saved.problem
        self.progress = saved
        return ""

    def _after_html(self, puzzle: Puzzle, position: Game, right: bool) -> str:
        answers = "; ".join(action_label(position, a) for a in puzzle.answers)
        best = ngettext(
            "The coach's answer: {answers}.",
            "The coach accepts each of: {answers}.",
            len(puzzle.answers),
        ).format(answers=answers)
        played = action_label(position, puzzle.played)
        if not puzzle.missed:
            real = _("The real player chose {move} too.").format(move=played)
        else:
            cost = points(puzzle.lost)
            real = _("The real player chose {move}; the coach says it cost {cost}.").format(
                move=played, cost=cost
            )
        verdict = _("Right.") if right else _("Not the best.")
        # TRANSLATORS: {reason} is the coach's reason for its answer, a sentence or two.
        why = _("Why: {reason}").format(reason=puzzle.reason)
        colour = "#1a7f37" if right else "#a11"
        return (
            f'<div style="border-left:4px solid {colour};padding-left:8px;margin:6px 0">'
            f"<p><b>{escape(verdict)}</b> {escape(best)}</p>"
            f"<p>{escape(why)}</p>"
            f"<p>{escape(real)}</p></div>"
        )

    # ----------------------------------------------------------------------- the rating
    def rating_words(self) -> str:
        """The learner's puzzle rating in one sentence."""
        mine = self.progress.puzzles
        count = len(mine.answered)
        if not count:
            return _(
                "Your puzzle rating starts at {rating}: each answer moves it, up when right, "
                "down when wrong."
            ).format(rating=decimal(mine.rating.mu, 0))
        right = sum(1 for each in mine.answered.values() if each.right)
        said = ngettext(
            "Your puzzle rating: {rating}, give or take {spread}, after {count} puzzle "
            "({right} right).",
            "Your puzzle rating: {rating}, give or take {spread}, after {count} puzzles "
            "({right} right).",
            count,
        )
        return said.format(
            rating=decimal(mine.rating.mu, 1),
            spread=decimal(2 * mine.rating.sigma, 1),
            count=count,
            right=right,
        )

    def _show_rating(self) -> None:
        self.rating_line.value = (
            f'<p role="status" aria-live="polite">{escape(self.rating_words())}</p>'
        )

    def __repr__(self) -> str:
        # No count: a notebook's stored repr stays the same whatever set the package ships.
        return "PuzzleTrainer(puzzles from real games, the next near your rating)"
