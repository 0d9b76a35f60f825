"""The puzzle set the package ships (``make puzzles``): big enough, varied, every puzzle sound.

A sample of the puzzles is checked whole in `make test` (each replays its real game to find the
view the seat had); every puzzle under ``TOKAIDO_FULL_SWEEPS=1``.
"""

from __future__ import annotations

import random
import re
from collections import Counter
from pathlib import Path

import pytest

from tests.sizes import FULL
from tokaido_nb.coach.review import decisions
from tokaido_nb.masters import real_games
from tokaido_nb.masters.puzzles import MARGIN, MIN_CHOICES, SHIPPED, THEMES, Puzzle, load
from tokaido_nb.masters.real_games import in_turn
from tokaido_nb.record import replay

PUZZLES = load()
SAMPLE = PUZZLES if FULL else random.Random(44).sample(PUZZLES, 16)
REAL = {f"{g.bundle}/{g.name}": g.record for g in real_games()}


MAKEFILE = Path(__file__).resolve().parents[2] / "Makefile"


def test_the_shipped_set_is_varied_and_has_base_and_crossroads_games() -> None:
    assert SHIPPED.is_file()
    themes = Counter(p.theme for p in PUZZLES)
    assert set(themes) <= set(THEMES) and len(themes) >= 6, themes
    assert len({p.id for p in PUZZLES}) == len(PUZZLES), "two puzzles share an id"
    crossroads = Counter("crossroads" in p.id for p in PUZZLES)
    assert crossroads[True] and crossroads[False], crossroads
    assert len({p.decision for p in PUZZLES}) >= 3, "the puzzles are of one or two kinds only"


def test_the_shipped_set_comes_from_the_games_make_puzzles_names() -> None:
    # `make puzzles` builds from the first PUZZLE_GAMES games taken in turn from each bundle:
    # the shipped puzzles come from those games, in that order, and from no other.
    count = int(re.search(r"^PUZZLE_GAMES \?= (\d+)$", MAKEFILE.read_text(), re.M).group(1))
    games = [f"{g.bundle}/{g.name}" for g in in_turn(real_games())[:count]]
    order = [games.index(p.id.partition("#")[0]) for p in PUZZLES]
    assert order == sorted(order)
    assert order[-1] >= count - 3, "the last games of the build are missing from the set"


def test_the_shipped_set_has_at_least_400_puzzles() -> None:
    assert len(PUZZLES) >= 400


@pytest.mark.parametrize("puzzle", SAMPLE, ids=lambda p: p.id)
def test_a_shipped_puzzle_is_sound_at_its_position(puzzle: Puzzle) -> None:
    real = REAL[puzzle.id.partition("#")[0]]
    # Its record is the real game's, up to the decision, and replays.
    assert real["turns"][: len(puzzle.record["turns"])] == puzzle.record["turns"]
    position = puzzle.position()
    legal = position.legal_actions()
    assert position.to_move == puzzle.seat and len(legal) == puzzle.options >= MIN_CHOICES
    assert set(puzzle.answers) <= set(legal) and puzzle.played in legal
    assert not all(puzzle.check(action) for action in legal)
    assert puzzle.margin >= MARGIN and puzzle.missed == (puzzle.lost > 0)
    assert set(puzzle.reasons) == {"en", "fr", "pl"} and all(puzzle.reasons.values())
    # What the seat sees at the puzzle is what it saw in the real game: no hidden card more.
    for number, (seen, _played) in enumerate(decisions(replay(real))):
        if number == puzzle.number:
            assert position.view(puzzle.seat).to_json() == seen.view(puzzle.seat).to_json()
            break
    else:
        raise AssertionError(f"the real game has no decision {puzzle.number}")


def test_a_reason_compares_the_best_with_an_answer_not_accepted() -> None:
    # Two equal answers are both right: a reason saying one "beats" the other by a point
    # would tell the learner that a right answer was wrong. It compares with the best of the
    # answers not accepted instead.
    from tokaido_nb.rules.language import set_language
    from tokaido_nb.rules.words import action_label

    several = [p for p in PUZZLES if len(p.answers) > 1]
    set_language("en")
    try:
        for puzzle in several:
            position = puzzle.position()
            reason = puzzle.reasons["en"]
            labels = [action_label(position, answer) for answer in puzzle.answers]
            assert not [label for label in labels if f'beats "{label}"' in reason], reason
    finally:
        set_language(None)
