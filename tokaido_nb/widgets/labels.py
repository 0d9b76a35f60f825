"""Words on the buttons: each legal action of a decision as a short label.

Pure text from a ``Game`` (no ipywidgets), built on the render floor's names for cards and
travellers. Whose turn it is and why is said by ``render.decision_sentence``. The game decides
what is legal; this module only says it in words.
"""

from __future__ import annotations

from ..render.palette import card_name
from ..render.palette import price_label as coins
from ..render.road import inn_name
from ..rules import data
from ..rules.actions import (
    Action,
    Buy,
    ChooseTraveller,
    Donate,
    Eat,
    KeepEncounter,
    KeepMeal,
    Move,
    Pay,
    TakePanorama,
)
from ..rules.game import Game

VARIANT_LABELS: dict[str, str] = {
    "initiatory": "Initiatory journey",
    "return_trip": "Return trip",
    "gastronomy": "Gastronomy",
    "preparations": "Preparations",
    "new_encounters": "New Encounters",
}
"""The four official variants, then the New Encounters expansion, as set-up panels name them."""

STOP_NAMES = {
    "inn": "inn",
    "village": "village",
    "temple": "temple",
    "encounter": "encounter",
    "paddy": "paddy field",
    "mountain": "mountain",
    "sea": "sea",
    "hot_spring": "hot spring",
    "farm": "farm",
}


def stop_label(game: Game, road_index: int) -> str:
    """A road position with its kind: ``8 · village``; inns are named."""
    kind = game.kind_at(road_index)
    if kind == "inn":
        return f"{road_index} · {inn_name(road_index)}"
    return f"{road_index} · {STOP_NAMES[kind]}"


def action_label(game: Game, action: Action) -> str:
    """Words for a legal action of the current decision, for a button."""
    t = game.travellers[game.actor] if game.actor is not None else None
    if isinstance(action, Move):
        return f"Stop at {stop_label(game, action.to)}"
    if isinstance(action, ChooseTraveller):
        return f"Keep {card_name(action.traveller)}"
    if isinstance(action, Donate):
        extra = " + the bank's coin" if action.bank_coin else ""
        return f"Give {coins(action.coins)}{extra}"
    if isinstance(action, Buy):
        if not action.souvenirs:
            return "Buy nothing"
        cost = game._souvenir_cost(t, action.souvenirs, action.one_coin) if t else 0
        names = " + ".join(card_name(c) for c in action.souvenirs)
        deal = f", {card_name(action.one_coin)} for 1" if action.one_coin else ""
        return f"Buy {names} ({coins(cost)}{deal})"
    if isinstance(action, KeepEncounter):
        guide = data.ANNAIBITO.get(action.card)
        return f"Keep {card_name(action.card)}" + (f" ({guide})" if guide else "")
    if isinstance(action, TakePanorama):
        return (
            "Take no panorama card" if action.panorama is None else f"Take a {action.panorama} card"
        )
    if isinstance(action, Pay):
        return "Pay 1 coin" if action.paid else "Do not pay"
    if isinstance(action, KeepMeal):
        card = card_name(game.context.get("card", "meal"))
        return f"Keep the free {card}" if action.kept else f"Refuse the {card}"
    if isinstance(action, Eat):
        if action.meal is None:
            return "No meal"
        cost = game._meal_cost(t, action.meal) if t else data.MEALS[action.meal][0]
        return f"Eat {card_name(action.meal)} ({coins(cost)})"
    return repr(action)
