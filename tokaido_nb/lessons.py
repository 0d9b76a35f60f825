"""Small helpers for the chapters' exercises: a self-check that explains, never a bare assert.

An exercise asks the learner for a value; ``check_answer`` compares it with the rules' own answer
and prints a sentence either way, so a wrong answer teaches instead of raising a traceback.
"""

from __future__ import annotations

from typing import Any


class Feedback:
    """The verdict on an answer; prints as one friendly line and shows as HTML in a notebook."""

    def __init__(self, correct: bool, text: str) -> None:
        self.correct = correct
        self.text = text

    def __repr__(self) -> str:
        return self.text

    def _repr_html_(self) -> str:
        from html import escape

        colour = "#1a7f37" if self.correct else "#a11"
        return f'<p style="color:{colour};font-size:15px">{escape(self.text)}</p>'


def check_answer(answer: Any, expected: Any, *, right: str, wrong: str) -> Feedback:
    """Compare a learner's answer with the expected one and explain the verdict.

    ``wrong`` may use ``{answer}`` and ``{expected}``; it should say why, not only what.

    >>> check_answer(16, 16, right="A full set is 1 + 3 + 5 + 7.", wrong="Count again.")
    ✓ Right: A full set is 1 + 3 + 5 + 7.
    >>> check_answer(10, 16, right="", wrong="{answer} is 1+2+3+4; sets score 1, 3, 5, 7.")
    ✗ Not quite: 10 is 1+2+3+4; sets score 1, 3, 5, 7.
    >>> check_answer(None, 16, right="", wrong="")
    … Put your answer in place of None, then run the cell again.
    """
    if answer is None or answer is ...:
        return Feedback(False, "… Put your answer in place of None, then run the cell again.")
    if answer == expected:
        return Feedback(True, f"✓ Right: {right}".rstrip())
    return Feedback(False, "✗ Not quite: " + wrong.format(answer=answer, expected=expected))
