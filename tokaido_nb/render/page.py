"""A whole game as one piece of HTML: whose decision and why, the road, the cards in play, and
every player's tableau.

``game_html(game)`` is what a notebook shows for a ``Game`` (see notebook.py) and what a widget
puts in an ``ipywidgets.HTML``. It is self-contained (inline SVG and inline styles, no script),
so a saved notebook shows it without a kernel. The sentence saying what the game waits for is
the rules floor's (``words.decision_sentence``); this module lays the parts out.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any

from ..rules.language import N_, _, ngettext, pgettext
from ..rules.words import (
    DIE_FACE_LABELS,
    as_words,
    card_name,
    decision_sentence,
    victory,
    who,
)
from .cards import CARD_KINDS, SECRET_KINDS, cards_svg, die_svg
from .palette import FONT, INK, MUTED
from .road import road_svg
from .tableau import EVERY_CARD, sees_secrets, tableau_svg

if TYPE_CHECKING:
    from ..rules.game import Game


def decision_cards(game: Game, viewer: int | str | None = EVERY_CARD) -> list[tuple[str, Any]]:
    """The cards the decision awaited is about, as (kind, key) pairs for ``cards_svg``, as
    ``viewer`` sees them (see ``tableau_svg``): the amulets and calligraphies on offer, or the
    amulet about to be played, are face down (key None) for anyone but the traveller deciding."""
    if game.is_over():
        return []
    pending, actor = game.pending, game.actor
    assert pending is not None and actor is not None  # the journey goes on
    cards = pending.cards(game.travellers[actor])
    shown = sees_secrets(game, actor, viewer)
    return [
        (kind, key if shown or kind not in SECRET_KINDS else None)
        for kind, key in cards
        if kind in CARD_KINDS
    ]


_ROLLS = {
    # TRANSLATORS: {traveller} rolled the fortune die; {face} is X, ×1, ×2, ×3 or ×4.
    "roll": N_("{traveller} rolled {face} in the gaming room"),
    "jirocho": N_("{traveller} rolled {face} on Jirocho's bet"),
    "fortune": N_("{traveller} rolled {face} for Fortune"),
}


def rolled_die(game: Game, since: int | None = None) -> tuple[str, str] | None:
    """The fortune die's last roll: ``(face, words)`` such as ``("x3", "Player 1 rolled ×3 in
    the gaming room")``, or None. Only the latest turn is looked at, or with ``since`` every
    turn from that number on (a widget shows what was rolled since a person last decided); a
    Fortune amulet played before a move counts from the moment it is rolled."""
    turns: list[dict[str, Any]] = list(game.turns[-1:] if since is None else game.turns[since:])
    if game.before_move.get("fortune"):
        turns.append({"fortune": game.before_move["fortune"], "player": game.actor})
    for turn in reversed(turns):
        for key, why in _ROLLS.items():
            face = turn.get(key)
            if face in DIE_FACE_LABELS:
                name = who(game.travellers[turn["player"]])
                return face, _(why).format(traveller=name, face=DIE_FACE_LABELS[face])
    return None


def _final_lines(game: Game) -> str:
    players = [t for t in game.travellers if not t.neutral]
    ranks = game.ranks()
    scores = game.scores()
    awards = game.achievements()
    order = sorted(range(len(players)), key=lambda i: (ranks[i], i))
    rows = []
    for i in order:
        cards = len(awards[i])
        points = ngettext("{count} point", "{count} points", scores[i]).format(count=scores[i])
        achievements = ngettext(
            "{count} achievement card", "{count} achievement cards", cards
        ).format(count=cards)
        # TRANSLATORS: a line of the final ranking: "Aiko (Kinko): 52 points, 2 achievement
        # cards".
        line = _("{traveller}: {points}, {cards}").format(
            traveller=who(game.travellers[i]), points=points, cards=achievements
        )
        rows.append(f"<li><b>{ranks[i]}.</b> {escape(line)}</li>")
    head = escape(victory([who(game.travellers[i]) for i in game.winners()]))
    return (
        f'<p style="margin:6px 0;font-size:15px"><b>{escape(_("The journey is over."))}</b> '
        f"{head}.</p>"
        f'<ol style="list-style:none;padding-left:0;margin:4px 0">{"".join(rows)}</ol>'
    )


def _variant(key: str) -> str:
    """A variant or expansion as the line above the road names it: ``return trip``."""
    names = {
        "initiatory": pgettext("variant", "initiatory"),
        "return_trip": pgettext("variant", "return trip"),
        "gastronomy": pgettext("variant", "gastronomy"),
        "preparations": pgettext("variant", "preparations"),
        "new_encounters": pgettext("variant", "new encounters"),
        "crossroads": pgettext("variant", "crossroads"),
    }
    return names.get(key, as_words(key))


def status_html(game: Game) -> str:
    """The lines above the road: the set-up and turn, then whose decision it is and why (or, at
    the end, the ranking), without the frame ``game_html`` puts around the parts."""
    setup = ngettext("{count} player", "{count} players", game.players).format(count=game.players)
    extras = [_variant(v) for v in (*game.variants, *game.expansions)]
    if extras:
        setup += " · " + ", ".join(extras)
    # TRANSLATORS: the line above the road; {setup} is "4 players · gastronomy".
    line = _("Tokaido · {setup} · turn {turn}").format(setup=setup, turn=len(game.turns))
    parts = [f'<div style="font-size:12px;color:{MUTED};margin-bottom:2px">{escape(line)}</div>']
    if game.is_over():
        parts.append(_final_lines(game))
    else:
        parts.append(
            f'<p class="tokaido-decision" style="margin:4px 0 8px 0;font-size:15px">'
            f"{escape(decision_sentence(game))}</p>"
        )
    return "".join(parts)


def die_html(game: Game, since: int | None = None) -> str:
    """The fortune die's face and who rolled it why (``rolled_die``), or empty."""
    roll = rolled_die(game, since)
    if roll is None:
        return ""
    face, words = roll
    return (
        '<div class="tokaido-die" style="display:flex;align-items:center;gap:8px;'
        f'margin-top:8px;font-size:13px;color:{MUTED}">{die_svg(face, 44)}'
        f"<span>{escape(words)}.</span></div>"
    )


def notes_html(game: Game, viewer: int | str | None = EVERY_CARD, since: int | None = None) -> str:
    """What lies on the table besides the road: the fortune die just rolled (in the latest
    turn, or since turn ``since``), the cards the decision is about (as ``viewer`` sees them),
    the meals left at the inn, the neutral traveller's temple coins (empty when there is none
    of these)."""
    parts = [die_html(game, since)] if game.crossroads else []
    cards = decision_cards(game, viewer)
    if cards:
        # Outside the f-string: Babel does not look for messages inside one.
        heading = escape(_("The cards in front of the player:"))
        parts.append(f'<div style="margin-top:8px;font-size:13px;color:{MUTED}">{heading}</div>')
        parts.append(cards_svg(cards, game.rules))
    if game.inn_hand and game.decision != "eat":
        parts.append(
            f'<div style="margin-top:8px;font-size:13px;color:{MUTED}">'
            + escape(
                _("Meals left at the inn: {meals}").format(
                    meals=", ".join(card_name(m) for m in game.inn_hand)
                )
            )
            + "</div>"
        )
    neutral = [t for t in game.travellers if t.neutral]
    if neutral:
        given = neutral[0].donated
        words = ngettext(
            "The neutral traveller has {count} coin in the temple; it counts in the ranking.",
            "The neutral traveller has {count} coins in the temple; they count in the ranking.",
            given,
        ).format(count=given)
        parts.append(
            f'<div style="margin-top:6px;font-size:13px;color:{MUTED}">{escape(words)}</div>'
        )
    return "".join(parts)


def tableaus_html(game: Game, viewer: int | str | None = EVERY_CARD) -> str:
    """Every player's tableau as ``viewer`` sees it, side by side where there is room."""
    parts = [
        '<div style="display:flex;flex-wrap:wrap;align-items:flex-start;gap:8px;margin-top:10px">'
    ]
    for index in range(game.players):
        parts.append(tableau_svg(game, index, viewer))
    parts.append("</div>")
    return "".join(parts)


def framed(*parts: str) -> str:
    """Parts of a game's page (``status_html``, ``road_svg``, ...) in the page's font and
    colours, as ``game_html`` shows them; a widget that lays the parts out itself frames each."""
    return (
        f'<div class="tokaido-game" style="font-family:{FONT};color:{INK};max-width:900px;'
        f'line-height:1.4">{"".join(parts)}</div>'
    )


def game_html(
    game: Game,
    *,
    tableaus: bool = True,
    highlight: bool = True,
    viewer: int | str | None = EVERY_CARD,
) -> str:
    """The whole game as HTML, as ``viewer`` sees it (see ``tableau_svg``): whose decision and
    why, the road, the die just rolled, the cards the decision is about, and each player's
    tableau (unless ``tableaus`` is False)."""
    parts = [status_html(game), road_svg(game, highlight=highlight), notes_html(game, viewer)]
    if tableaus:
        parts.append(tableaus_html(game, viewer))
    return framed(*parts)


class GameView:
    """A game shown in a notebook: displays as ``game_html(game)`` wherever it is the result of
    a cell, with or without the formatter of notebook.py."""

    def __init__(self, game: Game, **options: Any) -> None:
        self.game = game
        self.options = options

    def _repr_html_(self) -> str:
        return game_html(self.game, **self.options)

    def __repr__(self) -> str:
        return f"GameView({self.game!r})"


def show(game: Game, **options: Any) -> GameView:
    """An object that displays the game as HTML in a notebook (``options`` go to ``game_html``).

    >>> from tokaido_nb.rules import Game
    >>> show(Game(2, travellers=["kinko", "umegae"]))._repr_html_().startswith("<div")
    True
    """
    return GameView(game, **options)


__all__ = [
    "GameView",
    "decision_cards",
    "die_html",
    "framed",
    "game_html",
    "notes_html",
    "rolled_die",
    "show",
    "status_html",
    "tableaus_html",
]
