"""What the tests of chapter 18's widgets share (test_puzzle_trainer.py, test_guess_the_move.py,
test_masters_mischief.py): a quick coach, a small puzzle file, and the state of a guess-the-move
widget a refusal must keep. Their fixtures (a fresh progress folder, a real Crossroads game, a
widget one guess in) are in conftest.py."""

from __future__ import annotations

from pathlib import Path

from tokaido_nb.coach.search import Budget
from tokaido_nb.widgets.guess_the_move import GuessTheMoveWidget

TINY = Budget(rollouts=1, most=1, screen=1, candidates=1)
"""One deal per action: the coach's judgement is tested in tests/masters/test_guess.py; here
it only has to answer, quickly."""
SMALL = Path(__file__).parents[1] / "masters" / "small_puzzles.jsonl"


def state(widget: GuessTheMoveWidget) -> tuple:
    """What a refusal must leave as it was: the game, the seat, the score, what is shown."""
    return (
        widget.name,
        widget.walk.seat,
        widget.walk.guessed,
        widget.walk.matched,
        widget.seat_box.value,
        [b.description for b in widget.choices.buttons],
        widget.view.value,
        widget.score.value,
    )
