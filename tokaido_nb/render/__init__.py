"""Pure drawing: the road, the cards and a player's tableau as SVG strings; charts with
matplotlib.

Everything here reads a ``Game`` (or plain values) and returns a picture; nothing decides a
rule. The SVG part is standard library only and deterministic, so tests compare strings and a
saved notebook shows it without a kernel; each picture is an ``Svg``, a string that a notebook
draws by itself. The words of a drawing (card names, the sentence of a decision) are the rules
floor's (``rules/words.py``), re-exported here where a lesson used to find them. The charts
live in ``charts.py`` and are imported only when ``breakdown_figure`` or ``temple_figure`` is
first used, so drawing the road never imports matplotlib. Importing this package inside
IPython makes a ``Game`` display as ``game_html`` (see notebook.py for why it is done here and
not on ``Game``).

>>> from tokaido_nb.rules import Game
>>> game = Game(4, travellers=["kinko", "hirotada", "umegae", "chuubei"], kyoto=[0, 1, 2, 3])
>>> road_svg(game).startswith("<svg")
True
"""

from __future__ import annotations

from typing import Any

from ..rules.scoring import souvenir_sets
from ..rules.words import decision_sentence, inn_name, move_reason
from .cards import CARD_KINDS, card_svg, cards_svg
from .notebook import register
from .page import GameView, decision_cards, game_html, show
from .palette import (
    CATEGORY_COLOURS,
    FAMILY_COLOURS,
    KIND_COLOURS,
    NEUTRAL_COLOUR,
    PLAYER_COLOURS,
    player_colour,
)
from .road import pawn_svg, road_svg
from .svg import Svg
from .tableau import souvenirs_svg, tableau_svg

_CHARTS = ("breakdown_figure", "temple_figure")


def __getattr__(name: str) -> Any:
    # The charts import matplotlib: load them on first use only.
    if name in _CHARTS:
        from . import charts

        return getattr(charts, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


register()

__all__ = [
    "CARD_KINDS",
    "CATEGORY_COLOURS",
    "FAMILY_COLOURS",
    "KIND_COLOURS",
    "NEUTRAL_COLOUR",
    "PLAYER_COLOURS",
    "GameView",
    "Svg",
    "breakdown_figure",
    "card_svg",
    "cards_svg",
    "decision_cards",
    "decision_sentence",
    "game_html",
    "inn_name",
    "move_reason",
    "pawn_svg",
    "player_colour",
    "road_svg",
    "show",
    "souvenir_sets",
    "souvenirs_svg",
    "tableau_svg",
    "temple_figure",
]
