"""What an exercise is: its texts, the function that works out its answer from the rules, its
hints, its explanation and the common wrong answers (``Exercise``).

Split from exercises.py, which re-exports ``Exercise`` and holds every chapter's exercises.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..rules.language import _
from .answers import name_shown, read_answer, shown


@dataclass(frozen=True)
class Exercise:
    """One exercise of a chapter.

    ``solve(given)`` works out the answer (``given`` is what the check cell passes, or None);
    ``facts(given)`` gives the numbers the explanation quotes. ``hints`` point at the rule (the
    first names the chapter ``section`` that shows it) and then more strongly; ``explanation``
    says why the answer is right and may quote ``{expected}`` and the facts. ``wrong`` maps
    common wrong answers (as a learner writes them) to what each one reveals.
    """

    id: str
    title: str
    question: str
    form: str
    asks: str
    solve: Callable[[Any], Any]
    hints: tuple[str, str]
    explanation: str
    section: str
    rules: tuple[str, ...]
    wrong: Mapping[Any, str] = field(default_factory=dict)
    needs: str = ""
    facts: Callable[[Any], Mapping[str, Any]] | None = None

    @property
    def chapter(self) -> str:
        """The chapter's number: "05" for "05.sets"."""
        return self.id.split(".")[0]

    def expected(self, given: Any = None) -> Any:
        """The answer, worked out by the rules."""
        self._check_given(given)
        return self.solve(given)

    def said(self, text: str) -> str:
        """One of the exercise's texts (its title, a hint...) in the lesson's language."""
        return _(text) if text else text

    def explain(self, given: Any = None) -> str:
        """Why the answer is what it is, with the numbers filled in."""
        self._check_given(given)
        values = dict(self.facts(given)) if self.facts else {}
        answer = self.solve(given)
        # a name needs no quotes
        written = name_shown(answer) if isinstance(answer, str) else shown(answer)
        return self.said(self.explanation).format(expected=written, **values)

    def notes(self) -> dict[Any, str]:
        """The common wrong answers, read in the exercise's form (as ``respond`` compares)."""
        return {read_answer(answer, self.form): _(note) for answer, note in self.wrong.items()}

    def _check_given(self, given: Any) -> None:
        if self.needs and given is None:
            call = f'check("{self.id}", answer, {self.needs.split()[-1]})'
            # TRANSLATORS: {needs} is what the chapter built ("the study, summary"), {call} the
            # check cell's call.
            said = _("The exercise {id} needs {needs}: {call}.")
            raise ValueError(said.format(id=self.id, needs=self.said(self.needs), call=call))
