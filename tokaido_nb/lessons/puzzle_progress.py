"""A learner's puzzles: their puzzle rating, and each puzzle answered with its rating after.

Kept in the progress file (``progress.Progress.puzzles``) beside the exercises, after every
answer of the puzzle trainer, and read back checked: a rating that is no rating, a theme the
package does not have, a puzzle id that is no text, and the whole file is refused with the
reason (``ValueError``), as any other damage to it is. The class export carries only the counts
by theme and the learner's rating (``theme_counts``), so a teacher sees which themes a class
misses without a list of every puzzle.

Ratings are ``masters.ratings.Rating`` (openskill's mu and sigma); they are updated there, by
openskill, never here.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from ..masters.ratings import Rating
from ..masters.themes import THEME_NAMES
from ..rules.language import _

MAX_ID = 200
"""The longest puzzle id read back (the shipped ones are under 60 characters)."""

__all__ = ["PuzzleAnswer", "PuzzleProgress", "ThemeCount"]


@dataclass(frozen=True)
class PuzzleAnswer:
    """One puzzle answered: its theme, whether the answer was right, and the puzzle's rating
    after the answer."""

    theme: str
    right: bool
    rating: Rating


@dataclass(frozen=True)
class ThemeCount:
    """How the puzzles of one theme went: answered right, answered wrong."""

    right: int = 0
    wrong: int = 0

    @property
    def answered(self) -> int:
        """How many puzzles of the theme were answered."""
        return self.right + self.wrong


@dataclass
class PuzzleProgress:
    """The learner's puzzle rating and the puzzles answered (by id), each answered once."""

    rating: Rating = field(default_factory=Rating)
    answered: dict[str, PuzzleAnswer] = field(default_factory=dict)

    def ratings(self) -> dict[str, Rating]:
        """Each answered puzzle's rating, by id (``masters.ratings.next_puzzle`` reads it)."""
        return {key: each.rating for key, each in self.answered.items()}

    def theme_counts(self) -> dict[str, ThemeCount]:
        """For each theme answered at least once, how many puzzles were right and wrong."""
        right: Counter[str] = Counter()
        wrong: Counter[str] = Counter()
        for each in self.answered.values():
            (right if each.right else wrong)[each.theme] += 1
        return {
            theme: ThemeCount(right[theme], wrong[theme])
            for theme in THEME_NAMES
            if right[theme] or wrong[theme]
        }

    def to_json(self) -> dict[str, Any]:
        """As the progress file keeps it."""
        return {
            "rating": self.rating.to_json(),
            "answered": {
                key: {"theme": each.theme, "right": each.right, "rating": each.rating.to_json()}
                for key, each in sorted(self.answered.items())
            },
        }

    @classmethod
    def from_json(cls, data: Any) -> PuzzleProgress:
        """Read back what ``to_json`` wrote; anything else raises ``ValueError`` saying what."""
        if not isinstance(data, dict) or set(data) != {"rating", "answered"}:
            raise ValueError(_("its puzzles are not what a progress file holds"))
        rating = _rating(data["rating"])
        answered = data["answered"]
        if not isinstance(answered, dict):
            raise ValueError(_("its puzzles are not what a progress file holds"))
        found = {}
        for key, entry in answered.items():
            if not isinstance(key, str) or not 0 < len(key) <= MAX_ID:
                raise ValueError(_("its puzzles are not what a progress file holds"))
            if not isinstance(entry, dict) or set(entry) != {"theme", "right", "rating"}:
                raise ValueError(_("its record of the puzzle {id} is damaged").format(id=key))
            theme, right = entry["theme"], entry["right"]
            if theme not in THEME_NAMES:
                said = _("its puzzle {id} has a theme this tokaido_nb does not have")
                raise ValueError(said.format(id=key))
            if not isinstance(right, bool):
                raise ValueError(_("its record of the puzzle {id} is damaged").format(id=key))
            found[key] = PuzzleAnswer(theme, right, _rating(entry["rating"]))
        return cls(rating, found)


def _rating(data: Any) -> Rating:
    try:
        return Rating.from_json(data)
    except ValueError:
        # Rating's own message is for a programmer; the learner reads one sentence.
        raise ValueError(_("a puzzle rating in it is not a rating")) from None
