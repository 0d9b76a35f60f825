"""A finished journey read player by player: the ranking, then one score sheet at a time.

A button per player shows that player's score sheet (every category of ``game.breakdown``, with
what it counts) and tableau. Places come from ``game.ranks()`` and achievements from
``game.achievements()``; this module adds nothing up that the game has not.
"""

from __future__ import annotations

from html import escape

import ipywidgets as widgets

from ..render import tableau_svg
from ..rules.game import Game
from ..rules.scoring import CATEGORIES, CROSSROADS_CATEGORIES, gourmet_total
from ..rules.words import (
    ACHIEVEMENT_LABELS,
    CATEGORY_LABELS,
    card_name,
    card_names,
    ordinal,
    plural,
    victory,
    who,
)
from .parts import MessageLine
from .unrun import RunToShow

_PAD = " style='padding:2px 10px 2px 0;text-align:left'"
_PAD_RIGHT = " style='padding:2px 14px 2px 0;text-align:right'"


class FinalScores(RunToShow, widgets.VBox):
    """The final ranking of a finished game and, for the player chosen, a score sheet.

    >>> from tokaido_nb.scenarios import finish
    >>> game = Game(3, travellers=["kinko", "satsuki", "umegae"], kyoto=[0, 1, 2])
    >>> finish(game)
    >>> sheet = FinalScores(game)
    >>> sheet.choose(2)
    >>> sheet.message.text
    'Score sheet of Player 3 (Umegae): 0 points, 1st place.'
    >>> sheet.choose(7)
    >>> sheet.message.text
    'There is no player 8 in this game: choose a player from 1 to 3.'

    CSS classes: ``tokaido-final-scores`` (the whole widget), ``tokaido-final-player`` and
    ``tokaido-final-player-<n>`` (the buttons, n counted from 1), ``tokaido-final-ranking``,
    ``tokaido-final-sheet``, ``tokaido-message``.
    """

    def __init__(self, game: Game, player: int = 0) -> None:
        if not game.is_over():
            raise ValueError("The journey is not over yet: finish the game first.")
        self.game = game
        self.player = player
        self.ranking = widgets.HTML().add_class("tokaido-final-ranking")
        self.sheet = widgets.HTML().add_class("tokaido-final-sheet")
        self.message = MessageLine()
        self.buttons = []
        for index in range(game.players):
            button = widgets.Button(
                description=f"Player {index + 1}",
                tooltip=who(game.travellers[index]),
                layout=widgets.Layout(width="auto"),
            )
            button.add_class("tokaido-final-player")
            button.add_class(f"tokaido-final-player-{index + 1}")
            button.on_click(lambda _b, i=index: self.choose(i))
            self.buttons.append(button)
        super().__init__(
            [
                self.ranking,
                widgets.HBox([widgets.HTML("Show the score sheet of:"), *self.buttons]),
                self.message,
                self.sheet,
            ]
        )
        self.add_class("tokaido-final-scores")
        self.ranking.value = self._ranking_html()
        self.choose(player)

    def __repr__(self) -> str:
        return f"FinalScores({self.game!r})"

    def choose(self, player: int) -> None:
        """Show the score sheet of ``player`` (0 = Player 1); a bad number is explained."""
        count = self.game.players
        if not isinstance(player, int) or not 0 <= player < count:
            shown = player + 1 if isinstance(player, int) else player
            self.message.refuse(
                ValueError(
                    f"There is no player {shown} in this game: choose a player from 1 to {count}."
                )
            )
            return
        self.player = player
        for index, button in enumerate(self.buttons):
            button.button_style = "info" if index == player else ""
        game = self.game
        rank = game.ranks()[player]
        score = game.scores()[player]
        self.message.say(
            f"Score sheet of {who(game.travellers[player])}: {plural(score, 'point')}, "
            f"{ordinal(rank)} place."
        )
        self.sheet.value = self._sheet_html(player) + tableau_svg(game, player)

    # ------------------------------------------------------------------ drawing
    def _ranking_html(self) -> str:
        game = self.game
        ranks, scores, cards = game.ranks(), game.scores(), game.achievements()
        order = sorted(range(game.players), key=lambda i: (ranks[i], i))
        rows = []
        for i in order:
            held = ", ".join(ACHIEVEMENT_LABELS[c] for c in cards[i]) or "none"
            rows.append(
                f"<tr><td{_PAD}><b>{ordinal(ranks[i])}</b></td>"
                f"<td{_PAD}>{escape(who(game.travellers[i]))}</td>"
                f"<td{_PAD_RIGHT}><b>{scores[i]}</b></td>"
                f"<td{_PAD_RIGHT}>{len(cards[i])}</td>"
                f"<td{_PAD}>{escape(held)}</td></tr>"
            )
        head = escape(victory([who(game.travellers[i]) for i in game.winners()]))
        return (
            f"<p style='font-size:15px;margin:4px 0'><b>{head}.</b></p>"
            "<table style='border-collapse:collapse'>"
            f"<tr><th{_PAD}>place</th><th{_PAD}>traveller</th><th{_PAD_RIGHT}>points</th>"
            f"<th{_PAD_RIGHT}>achievement cards</th><th{_PAD}>which</th></tr>"
            f"{''.join(rows)}</table>"
        )

    def _sheet_html(self, player: int) -> str:
        game = self.game
        t = game.travellers[player]
        points = game.breakdown(player)
        held = game.achievements()[player]
        power = f"{card_name(t.key)}'s power" if t.key else "no traveller in this variant"
        prices = gourmet_total(t.meals)
        counted = {
            "panoramas": ", ".join(f"{p} {n}" for p, n in t.panoramas.items() if n) or "no section",
            "souvenirs": f"{plural(len(t.souvenirs), 'souvenir card')}, in sets",
            "hot_springs": plural(len(t.hot_springs), "hot spring card"),
            "meals": f"{plural(len(t.meals), 'meal')} × {game.rules.meal_points} "
            f"(printed prices: {prices})",
            "encounters": f"{plural(len(t.encounters), 'encounter card')}; Samurai scores here",
            "donations": f"{plural(t.donated, 'coin')} in the temple, 1 point each",
            "traveller": power,
            "achievements": ", ".join(ACHIEVEMENT_LABELS[c] for c in held) or "none",
            "temple": "the temple ranking at the end (chapter 3)",
            # Crossroads (its rows only in a game with the expansion)
            "cherry_trees": plural(t.cherry_trees, "cherry tree"),
            "legendary": card_names(t.legendary) or "no legendary object",
            "bathhouses": plural(t.bathhouses, "bathhouse"),
            "calligraphies": card_names(t.calligraphies) or "no calligraphy",
        }
        shown = [c for c in CATEGORIES if c not in CROSSROADS_CATEGORIES or game.crossroads]
        rows = "".join(
            f"<tr><td>{escape(CATEGORY_LABELS[c])}</td>"
            f"<td style='text-align:right;padding:0 10px'><b>{points[c]}</b></td>"
            f"<td style='color:#555'>{escape(counted[c])}</td></tr>"
            for c in shown
        )
        total = sum(points.values())
        return (
            "<table style='border-collapse:collapse;margin:6px 0'>"
            f"{rows}<tr><td><b>total</b></td>"
            f"<td style='text-align:right;padding:0 10px'><b>{total}</b></td><td></td></tr>"
            "</table>"
        )
