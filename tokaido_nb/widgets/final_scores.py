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
from ..rules.language import _, ngettext
from ..rules.scoring import CATEGORIES, CROSSROADS_CATEGORIES, gourmet_total
from ..rules.words import (
    ACHIEVEMENT_LABELS,
    CATEGORY_LABELS,
    card_name,
    card_names,
    ordinal,
    victory,
    who,
)
from .counted import coins, points
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
            raise ValueError(_("The journey is not over yet: finish the game first."))
        self.game = game
        self.player = player
        self.ranking = widgets.HTML().add_class("tokaido-final-ranking")
        self.sheet = widgets.HTML().add_class("tokaido-final-sheet")
        self.message = MessageLine()
        self.buttons = []
        for index in range(game.players):
            button = widgets.Button(
                description=_("Player {number}").format(number=index + 1),
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
                widgets.HBox([widgets.HTML(escape(_("Show the score sheet of:"))), *self.buttons]),
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
                    _(
                        "There is no player {number} in this game: choose a player from 1 to "
                        "{count}."
                    ).format(number=shown, count=count)
                )
            )
            return
        self.player = player
        for index, button in enumerate(self.buttons):
            button.button_style = "info" if index == player else ""
        game = self.game
        rank = game.ranks()[player]
        score = game.scores()[player]
        # TRANSLATORS: {place} is a place in figures ("1st", "2nd"), {points} "12 points".
        self.message.say(
            _("Score sheet of {name}: {points}, {place} place.").format(
                name=who(game.travellers[player]), points=points(score), place=ordinal(rank)
            )
        )
        self.sheet.value = self._sheet_html(player) + tableau_svg(game, player)

    # ------------------------------------------------------------------ drawing
    def _ranking_html(self) -> str:
        game = self.game
        ranks, scores, cards = game.ranks(), game.scores(), game.achievements()
        order = sorted(range(game.players), key=lambda i: (ranks[i], i))
        rows = []
        for i in order:
            held = ", ".join(_(ACHIEVEMENT_LABELS[c]) for c in cards[i]) or _("none")
            rows.append(
                f"<tr><td{_PAD}><b>{ordinal(ranks[i])}</b></td>"
                f"<td{_PAD}>{escape(who(game.travellers[i]))}</td>"
                f"<td{_PAD_RIGHT}><b>{scores[i]}</b></td>"
                f"<td{_PAD_RIGHT}>{len(cards[i])}</td>"
                f"<td{_PAD}>{escape(held)}</td></tr>"
            )
        head = escape(victory([who(game.travellers[i]) for i in game.winners()]))
        # TRANSLATORS: the ranking's column headings.
        heads = [
            escape(_("place")),
            escape(_("traveller")),
            escape(_("points")),
            escape(_("achievement cards")),
            escape(_("which")),
        ]
        return (
            f"<p style='font-size:15px;margin:4px 0'><b>{head}.</b></p>"
            "<table style='border-collapse:collapse'>"
            f"<tr><th{_PAD}>{heads[0]}</th><th{_PAD}>{heads[1]}</th>"
            f"<th{_PAD_RIGHT}>{heads[2]}</th><th{_PAD_RIGHT}>{heads[3]}</th>"
            f"<th{_PAD}>{heads[4]}</th></tr>"
            f"{''.join(rows)}</table>"
        )

    def _sheet_html(self, player: int) -> str:
        game = self.game
        t = game.travellers[player]
        points = game.breakdown(player)
        held = game.achievements()[player]
        if t.key:
            power = _("{traveller}'s power").format(traveller=card_name(t.key))
        else:
            power = _("no traveller in this variant")
        prices = gourmet_total(t.meals)
        sections = {
            "paddy": _("paddy {count}"),
            "mountain": _("mountain {count}"),
            "sea": _("sea {count}"),
        }
        souvenirs, springs, meals = len(t.souvenirs), len(t.hot_springs), len(t.meals)
        encounters = len(t.encounters)
        counted = {
            "panoramas": ", ".join(sections[p].format(count=n) for p, n in t.panoramas.items() if n)
            or _("no section"),
            "souvenirs": ngettext(
                "{count} souvenir card, in sets", "{count} souvenir cards, in sets", souvenirs
            ).format(count=souvenirs),
            "hot_springs": ngettext(
                "{count} hot spring card", "{count} hot spring cards", springs
            ).format(count=springs),
            # TRANSLATORS: {points} is what a meal scores, {prices} their printed prices' total.
            "meals": ngettext(
                "{count} meal × {points} (printed prices: {prices})",
                "{count} meals × {points} (printed prices: {prices})",
                meals,
            ).format(count=meals, points=game.rules.meal_points, prices=prices),
            "encounters": ngettext(
                "{count} encounter card; Samurai scores here",
                "{count} encounter cards; Samurai scores here",
                encounters,
            ).format(count=encounters),
            "donations": _("{coins} in the temple, 1 point each").format(coins=coins(t.donated)),
            "traveller": power,
            "achievements": ", ".join(_(ACHIEVEMENT_LABELS[c]) for c in held) or _("none"),
            "temple": _("the temple ranking at the end (chapter 3)"),
            # Crossroads (its rows only in a game with the expansion)
            "cherry_trees": ngettext(
                "{count} cherry tree", "{count} cherry trees", t.cherry_trees
            ).format(count=t.cherry_trees),
            "legendary": card_names(t.legendary) or _("no legendary object"),
            "bathhouses": ngettext("{count} bathhouse", "{count} bathhouses", t.bathhouses).format(
                count=t.bathhouses
            ),
            "calligraphies": card_names(t.calligraphies) or _("no calligraphy"),
        }
        shown = [c for c in CATEGORIES if c not in CROSSROADS_CATEGORIES or game.crossroads]
        rows = "".join(
            f"<tr><td>{escape(_(CATEGORY_LABELS[c]))}</td>"
            f"<td style='text-align:right;padding:0 10px'><b>{points[c]}</b></td>"
            f"<td style='color:#555'>{escape(counted[c])}</td></tr>"
            for c in shown
        )
        total = sum(points.values())
        total_word = escape(_("total"))
        return (
            "<table style='border-collapse:collapse;margin:6px 0'>"
            f"{rows}<tr><td><b>{total_word}</b></td>"
            f"<td style='text-align:right;padding:0 10px'><b>{total}</b></td><td></td></tr>"
            "</table>"
        )
