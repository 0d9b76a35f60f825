"""Pure drawing: the road, the cards and a player's tableau as SVG strings; charts with
matplotlib.

Everything here reads a ``Game`` (or plain values) and returns a picture; nothing decides a
rule. The SVG part is standard library only and deterministic, so tests compare strings and a
saved notebook shows it without a kernel; each picture is an ``Svg``, a string that a notebook
draws by itself. The words of a drawing (card names, the sentence of a decision) are the rules
floor's (``rules/words.py``), re-exported here where a lesson used to find them. The charts
live in ``charts.py`` and ``study_charts.py`` and are imported only when one of them is first
used (``breakdown_figure``, ``traveller_wins_figure``, ...), so drawing the road never imports
matplotlib. ``describe(game)`` gives the same facts as the pictures in words (each picture's
label comes from it too). Importing this package inside
IPython makes a ``Game`` display as ``game_html`` (see notebook.py for why it is done here and
not on ``Game``).

>>> from tokaido_nb.rules import Game
>>> game = Game(4, travellers=["kinko", "hirotada", "umegae", "chuubei"], kyoto=[0, 1, 2, 3])
>>> road_svg(game).startswith("<svg")
True
"""

from __future__ import annotations

from typing import Any

from ..rules.numbers import decimal, percent
from ..rules.scoring import souvenir_sets
from ..rules.words import (
    ACHIEVEMENT_LABELS,
    CATEGORY_LABELS,
    DIE_FACE_LABELS,
    VARIANT_LABELS,
    achievement_label,
    action_label,
    card_name,
    card_names,
    category_label,
    decision_sentence,
    encounter_title,
    inn_name,
    listed,
    move_reason,
    option_effect,
    plural,
    stop_choice,
    traveller_power,
    traveller_title,
    variant_label,
    victory,
    who,
)
from .cards import CARD_KINDS, SECRET_KINDS, card_svg, cards_svg, die_svg
from .in_words import describe
from .notebook import register
from .page import GameView, decision_cards, game_html, rolled_die, show
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
from .tableau import EVERY_CARD, souvenirs_svg, tableau_svg

_CHARTS = ("breakdown_figure", "temple_figure")
_STUDY_CHARTS = (
    "bot_wins_figure",
    "category_points_figure",
    "rule_change_figure",
    "start_wins_figure",
    "traveller_wins_figure",
)
_TOURNAMENT_CHARTS = ("leaderboard_alt", "leaderboard_figure")
_WINNERS_CHARTS = (
    "winners_firsts_figure",
    "winners_inn_coins_figure",
    "winners_options_figure",
    "winners_points_figure",
    "winners_travellers_figure",
)


def __getattr__(name: str) -> Any:
    # The charts import matplotlib: load them on first use only. Where it cannot be loaded
    # (the browser edition, offline), the same names give the charts' numbers as tables.
    if name in _TOURNAMENT_CHARTS:  # a tournament needs processes: not in the browser edition
        from . import tournament_chart

        return getattr(tournament_chart, name)
    if name in _WINNERS_CHARTS:  # the real games' winners: a table of their own offline
        from .in_browser import chart_maker

        return chart_maker("winners_charts", name, "winners_tables")
    if name not in _CHARTS + _STUDY_CHARTS:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from .in_browser import chart_maker

    return chart_maker("charts" if name in _CHARTS else "study_charts", name)


register()

__all__ = [
    "ACHIEVEMENT_LABELS",
    "achievement_label",
    "category_label",
    "variant_label",
    "CARD_KINDS",
    "CATEGORY_COLOURS",
    "CATEGORY_LABELS",
    "DIE_FACE_LABELS",
    "EVERY_CARD",
    "FAMILY_COLOURS",
    "KIND_COLOURS",
    "NEUTRAL_COLOUR",
    "PLAYER_COLOURS",
    "SECRET_KINDS",
    "VARIANT_LABELS",
    "GameView",
    "Svg",
    "action_label",
    "bot_wins_figure",
    "breakdown_figure",
    "card_name",
    "card_names",
    "card_svg",
    "cards_svg",
    "category_points_figure",
    "decimal",
    "decision_cards",
    "decision_sentence",
    "describe",
    "die_svg",
    "encounter_title",
    "game_html",
    "inn_name",
    "leaderboard_alt",
    "leaderboard_figure",
    "listed",
    "move_reason",
    "option_effect",
    "pawn_svg",
    "player_colour",
    "percent",
    "plural",
    "road_svg",
    "rolled_die",
    "rule_change_figure",
    "show",
    "souvenir_sets",
    "souvenirs_svg",
    "start_wins_figure",
    "stop_choice",
    "tableau_svg",
    "temple_figure",
    "traveller_power",
    "traveller_title",
    "traveller_wins_figure",
    "victory",
    "who",
    "winners_firsts_figure",
    "winners_inn_coins_figure",
    "winners_options_figure",
    "winners_points_figure",
    "winners_travellers_figure",
]
