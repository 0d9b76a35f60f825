"""The score sheet of a game played on a real table: ``score(sheet)`` and ``check(sheet)``.

``sheet.py`` turns the cards on the table into the final scores and checks them; ``form.py`` is
the sheet itself (its fields, a player's column, the result as a table); ``checks.py`` refuses a
table that cannot exist, naming the cell. Every public name of ``sheet.py`` is importable from
here, as from the one module the score sheet was (``from tokaido_nb.scoresheet import score``).
"""

from .sheet import (
    END_GAME_ACHIEVEMENTS,
    FIELDS,
    PlayerSheet,
    ScoreSheet,
    ScoreSheetError,
    SheetResult,
    check,
    field_words,
    holdings_of,
    row_words,
    score,
    sheet_from_game,
)

__all__ = [
    "END_GAME_ACHIEVEMENTS",
    "FIELDS",
    "PlayerSheet",
    "ScoreSheet",
    "ScoreSheetError",
    "SheetResult",
    "check",
    "field_words",
    "holdings_of",
    "row_words",
    "score",
    "sheet_from_game",
]
