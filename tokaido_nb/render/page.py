"""A whole game as one piece of HTML: whose decision and why, the road, the cards in play, and
every player's tableau.

``game_html(game)`` is what a notebook shows for a ``Game`` (see notebook.py) and what a widget
puts in an ``ipywidgets.HTML``. It is self-contained (inline SVG and inline styles, no script),
so a saved notebook shows it without a kernel. ``decision_sentence`` says in words what the
game waits for; it reads the game's ``decision``, ``actor`` and ``context`` and decides nothing.
"""

from __future__ import annotations

from html import escape
from typing import TYPE_CHECKING, Any

from .cards import cards_svg
from .palette import FONT, INK, MUTED, card_name, points_label, traveller_label
from .road import inn_name, road_svg
from .tableau import tableau_svg

if TYPE_CHECKING:
    from ..rules.game import Game


def _stop_list(game: Game, stops: list[int]) -> str:
    return ", ".join(_place(game, s) for s in stops)


def _coins(game: Game, index: int) -> str:
    coins = game.travellers[index].coins
    return f"{coins} coin" if coins == 1 else f"{coins} coins"


def _place(game: Game, road: int) -> str:
    if game.kind_at(road) == "inn":
        return f"{road} ({inn_name(road)})"
    return str(road)


def _where(game: Game, index: int) -> str:
    road = game.position(index)
    kind = game.kind_at(road)
    if kind == "inn":
        return f"the inn at {road} ({inn_name(road)})"
    return f"the {kind.replace('_', ' ')} at {road}"


def move_reason(game: Game) -> str:
    """Why the traveller to move is the one who moves, in a learner's words.

    >>> from tokaido_nb.rules import Game
    >>> game = Game(3, travellers=["kinko", "satsuki", "umegae"], kyoto=[0, 1, 2])
    >>> move_reason(game)
    'Player 3 (Umegae) is furthest behind: at Kyoto, the last in the line moves first.'
    """
    if game.decision != "move":
        return ""
    mover = game.actor
    who = traveller_label(game, mover)
    road = game.position(mover)
    here = game.occupants(road)
    kind = game.kind_at(road)
    if kind == "inn" and game.travellers[mover].progress == 0:
        why = f"at {inn_name(road)}, the last in the line moves first"
    elif len(here) > 1 and kind == "inn":
        why = f"all are at {inn_name(road)}, and the last to arrive leaves first"
    elif len(here) > 1:
        others = ", ".join(traveller_label(game, i) for i in here if i != mover)
        why = f"at {road} it shares the space with {others} and arrived later"
    else:
        why = f"at {_place(game, road)}, nobody is further back"
    sentence = f"{who[0].upper()}{who[1:]} is furthest behind: {why}."
    if game.travellers[mover].neutral:
        sentence += (
            f" {traveller_label(game, game.to_move)} moves it, as the player furthest ahead."
        )
    return sentence


def decision_sentence(game: Game) -> str:
    """What the game waits for, in one or two sentences (empty once the journey is over).

    >>> from tokaido_nb.rules import Game
    >>> game = Game(3, travellers=["kinko", "satsuki", "umegae"], kyoto=[0, 1, 2])
    >>> decision_sentence(game).split(". ")[-1]
    'Stops open: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14 (Inn 1).'
    """
    if game.is_over():
        return ""
    kind = game.decision
    ctx: dict[str, Any] = game.context
    actor = game.actor
    who = traveller_label(game, actor)
    Who = who[0].upper() + who[1:]
    if kind == "traveller":
        dealt = " or ".join(card_name(k) for k in ctx["dealt"])
        return f"{Who} chooses a traveller: {dealt}."
    if kind == "move":
        return f"{move_reason(game)} Stops open: {_stop_list(game, game.legal_stops())}."
    where = _where(game, actor)
    if kind == "donate":
        most = min(game.rules.max_donation, game.travellers[actor].coins)
        return f"{Who}, at {where}, gives 1 to {most} coins to the temple."
    if kind == "buy":
        shown = ", ".join(card_name(c) for c in ctx["revealed"])
        return (
            f"{Who}, at {where} with {_coins(game, actor)}, may buy any of the souvenirs "
            f"shown: {shown}."
        )
    if kind == "keep_encounter":
        drawn = " or ".join(card_name(c) for c in ctx["drawn"])
        return f"{Who} drew two encounters and keeps one: {drawn}."
    if kind == "panorama":
        options = ", ".join(ctx["options"])
        reason = {
            "hiroshige": "Hiroshige takes a panorama card of his choice",
            "annaibito": "The guide's panorama is complete: another one may be chosen",
            "kitoushi": "Kitoushi gives the next section of a panorama of choice",
        }.get(ctx.get("reason", ""), "A panorama card is to be chosen")
        decline = " or none" if ctx.get("may_decline") else ""
        return f"{reason}. {Who} chooses: {options}{decline}."
    if kind == "pay":
        return (
            f"{Who}, with {_coins(game, actor)}, may pay 1 coin for {card_name(ctx['card'])}, "
            "or decline."
        )
    if kind == "keep_meal":
        return f"{Who} receives {card_name(ctx['card'])} for free, and keeps it or refuses it."
    if kind == "eat":
        shown = ", ".join(card_name(m) for m in ctx["shown"]) or "no meal left"
        return f"{Who}, at {where} with {_coins(game, actor)}, may buy one meal: {shown}."
    return f"{Who} decides ({kind})."


def context_cards(game: Game) -> list[tuple[str, Any]]:
    """The cards the decision is about, as (kind, key) pairs for ``cards_svg``."""
    if game.is_over():
        return []
    ctx = game.context
    kind = game.decision
    if kind == "traveller":
        return [("traveller", k) for k in ctx["dealt"]]
    if kind == "buy":
        return [("souvenir", c) for c in ctx["revealed"]]
    if kind == "keep_encounter":
        return [("encounter", c) for c in ctx["drawn"]]
    if kind == "eat":
        return [("meal", m) for m in ctx["shown"]]
    if kind == "keep_meal":
        return [("meal", ctx["card"])]
    if kind == "pay":
        return [("encounter", ctx["card"])]
    if kind == "panorama":
        t = game.travellers[game.actor]
        return [("panorama", (p, t.panoramas[p] + 1)) for p in ctx["options"]]
    return []


def _final_lines(game: Game) -> str:
    players = [t for t in game.travellers if not t.neutral]
    ranks = game.ranks()
    scores = game.scores()
    awards = game.achievements()
    order = sorted(range(len(players)), key=lambda i: (ranks[i], i))
    rows = []
    for i in order:
        cards = len(awards[i])
        rows.append(
            f"<li><b>{ranks[i]}.</b> {escape(traveller_label(game, i))}: "
            f"{points_label(scores[i])}, {cards} achievement card{'s' if cards != 1 else ''}</li>"
        )
    winners = game.winners()
    if len(winners) > 1:
        head = "Shared victory: " + " and ".join(escape(traveller_label(game, i)) for i in winners)
    else:
        head = escape(traveller_label(game, winners[0])) + " wins"
    return (
        f'<p style="margin:6px 0;font-size:15px"><b>The journey is over.</b> {head}.</p>'
        f'<ol style="list-style:none;padding-left:0;margin:4px 0">{"".join(rows)}</ol>'
    )


def game_html(game: Game, *, tableaus: bool = True, highlight: bool = True) -> str:
    """The whole game as HTML: whose decision and why, the road, the cards the decision is
    about, and each player's tableau (unless ``tableaus`` is False)."""
    parts = [
        f'<div class="tokaido-game" style="font-family:{FONT};color:{INK};max-width:900px;'
        'line-height:1.4">'
    ]
    setup = f"{game.players} players"
    extras = [v.replace("_", " ") for v in (*game.variants, *game.expansions)]
    if extras:
        setup += " · " + ", ".join(extras)
    parts.append(
        f'<div style="font-size:12px;color:{MUTED};margin-bottom:2px">Tokaido · {escape(setup)}'
        f" · turn {len(game.turns)}</div>"
    )
    if game.is_over():
        parts.append(_final_lines(game))
    else:
        parts.append(
            f'<p class="tokaido-decision" style="margin:4px 0 8px 0;font-size:15px">'
            f"{escape(decision_sentence(game))}</p>"
        )
    parts.append(road_svg(game, highlight=highlight))
    cards = context_cards(game)
    if cards:
        parts.append(
            f'<div style="margin-top:8px;font-size:13px;color:{MUTED}">'
            "The cards in front of the player:</div>"
        )
        parts.append(cards_svg(cards, game.rules))
    if game.inn_hand and game.decision != "eat":
        parts.append(
            f'<div style="margin-top:8px;font-size:13px;color:{MUTED}">Meals left at the inn: '
            f"{escape(', '.join(card_name(m) for m in game.inn_hand))}</div>"
        )
    neutral = [t for t in game.travellers if t.neutral]
    if neutral:
        given = neutral[0].donated
        parts.append(
            f'<div style="margin-top:6px;font-size:13px;color:{MUTED}">The neutral traveller has '
            f"{given} {'coin' if given == 1 else 'coins'} in the temple; they count in the "
            "ranking.</div>"
        )
    if tableaus:
        parts.append(
            '<div style="display:flex;flex-wrap:wrap;align-items:flex-start;gap:8px;'
            'margin-top:10px">'
        )
        for index in range(game.players):
            parts.append(tableau_svg(game, index))
        parts.append("</div>")
    parts.append("</div>")
    return "".join(parts)


class GameView:
    """A game shown in a notebook: displays as ``game_html(game)`` wherever it is the result of
    a cell, with or without the formatter of notebook.py."""

    def __init__(self, game: Game, **options: bool) -> None:
        self.game = game
        self.options = options

    def _repr_html_(self) -> str:
        return game_html(self.game, **self.options)

    def __repr__(self) -> str:
        return f"GameView({self.game!r})"


def show(game: Game, **options: bool) -> GameView:
    """An object that displays the game as HTML in a notebook (``options`` go to ``game_html``).

    >>> from tokaido_nb.rules import Game
    >>> show(Game(2, travellers=["kinko", "umegae"]))._repr_html_().startswith("<div")
    True
    """
    return GameView(game, **options)


__all__ = ["GameView", "context_cards", "decision_sentence", "game_html", "move_reason", "show"]
