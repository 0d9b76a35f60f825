"""Why a Crossroads action is refused, and the refusals every decision shares: the amulets
played out of their moment, Devotion on a purchase, the Crossroads choices and shops (the
option of a stop, the amulets, legendary objects and calligraphies), a True-or-False answer
that is neither.

Split from refusals.py, which calls these from its table of explainers (``refusals._EXPLAIN``)
and for an action out of its place; this module never imports refusals.py. It reads the game
through ``protocols.GameLike``, as refusals.py does.
"""

from __future__ import annotations

from typing import Any

from . import data
from .actions import (
    Bet,
    ChooseOption,
    PlayAmulet,
    TakeAmulet,
    TakeCalligraphy,
    TakeLegendary,
)
from .decisions import (
    AmuletMoment,
    AmuletShop,
    CalligraphyShop,
    LegendaryShop,
    StopOption,
)
from .errors import IllegalAction
from .protocols import GameLike
from .state import Traveller
from .words import (
    BASE_ACTIONS,
    OPTION_LABELS,
    a_or_an,
    as_words,
    capitalized,
    card_name,
    card_names,
    plural,
    who,
)


def listed_options(game: GameLike) -> str:
    """The legal actions now, as a refusal lists them after "Allowed:"."""
    return ", ".join(repr(a) for a in game.legal_actions())


CROSSROADS_ACTIONS = (ChooseOption, TakeAmulet, TakeLegendary, TakeCalligraphy, PlayAmulet, Bet)


AMULET_MOMENTS = {
    "fortune": ("cross.amulet_fortune", "Fortune is played before a move, when the game asks"),
    "health": (
        "cross.amulet_health",
        "Health is played by taking both actions of a stop: ChooseOption('base_first') or "
        "ChooseOption('option_first') when the game offers the choice",
    ),
    "friendship": (
        "cross.amulet_friendship",
        "Friendship is played with a move: Move(to, friendship=True) onto a single space one "
        "traveller holds",
    ),
    "hospitality": (
        "cross.amulet_hospitality",
        "Hospitality is played with a meal at an inn: Eat(meal, hospitality=True)",
    ),
    "devotion": (
        "cross.amulet_devotion",
        "Devotion is played with a purchase: a Buy, an Eat or a Take... action with devotion",
    ),
}
"""When each amulet but Vitality is played, for a ``PlayAmulet`` out of its moment."""


def crossroads_out_of_place(
    game: GameLike, action: Any, actor: Traveller, now: str
) -> IllegalAction | None:
    """Why a Crossroads action does not answer the decision awaited, or None."""
    if not isinstance(action, CROSSROADS_ACTIONS):
        return None
    if "crossroads" not in game.expansions:
        return IllegalAction(
            "turn.wrong_decision",
            f"{type(action).__name__} belongs to the Crossroads expansion, which this game "
            f"does not play. {now}",
        )
    at_inn = bool(game.turns) and game.kind_at(game.turns[-1]["to"]) == "inn"
    if isinstance(action, ChooseOption) and at_inn and game.turns[-1]["player"] == actor.index:
        return IllegalAction(
            "cross.choice",
            f"An inn has no Crossroads option: every traveller stops there for the powers and "
            f"the meal. {now}",
        )
    if isinstance(action, Bet) and actor.key != "jirocho":
        return IllegalAction(
            "traveller.jirocho",
            f"Only Jirocho bets on the fortune die at an inn, and {who(actor)} is not him. {now}",
        )
    if isinstance(action, PlayAmulet) and action.amulet is not None:
        return amulet_out_of_place(game, action.amulet, actor, at_inn, now)
    return None


def amulet_out_of_place(
    game: GameLike, amulet: Any, actor: Traveller, at_inn: bool, now: str
) -> IllegalAction:
    if amulet not in data.AMULETS:
        return IllegalAction(
            "action.malformed",
            f"{amulet!r} is not an amulet; amulets: {', '.join(data.AMULETS)}. {now}",
        )
    held = not_playable(actor, amulet)
    if held is not None:
        return held
    if amulet in AMULET_MOMENTS:
        rule, when = AMULET_MOMENTS[amulet]
        return IllegalAction(rule, f"{when}. {now}")
    if at_inn and game.turns[-1]["player"] == actor.index:
        why = "not after arriving at an inn"
    else:
        why = "only right after a stop that puts its holder in the lead"
    return IllegalAction("cross.amulet_vitality", f"Vitality gives another move {why}. {now}")


def not_playable(t: Traveller, amulet: str) -> IllegalAction | None:
    """The refusal of playing an amulet ``t`` does not hold, or bought this turn; else None."""
    if amulet not in t.amulets:
        held = card_names(t.amulets) if t.amulets else "none"
        return IllegalAction(
            "cross.amulet_use",
            f"{who(t)} does not hold the {card_name(amulet)} amulet (amulets held: {held}); "
            "an amulet is bought at a temple and goes back to the stack once played.",
        )
    if amulet in t.new_amulets:
        return IllegalAction(
            "cross.amulet_use",
            f"{who(t)} bought the {card_name(amulet)} amulet on this turn, and an amulet cannot "
            "be played on the turn it was bought: keep it for a later turn.",
        )
    return None


def meal_here(turn: dict[str, Any]) -> str | None:
    """The meal a turn at an inn gave: bought, Satsuki's free meal kept, or Itamae's meal that
    took the place of the inn's (``data.ITAMAE_MEAL_IS_THE_INN_MEAL``)."""
    if turn.get("meal"):
        return turn["meal"]
    free = turn.get("satsuki") or {}
    if free.get("kept"):
        return free["card"]
    itamae = turn.get("chuubei") or {}
    if itamae.get("paid") and itamae.get("meal") and "meal" not in turn:
        return itamae["meal"]
    return None


def explain_flag(game: GameLike, action: Any, t: Traveller, _: Any) -> IllegalAction:
    return IllegalAction(
        "action.malformed",
        f"Answer with True or False, not {action!r}. Allowed: {listed_options(game)}.",
    )


def explain_devotion(t: Traveller, bought: bool = True) -> IllegalAction | None:
    """Why Devotion may not be played on a purchase, or None."""
    held = not_playable(t, "devotion")
    if held is not None:
        return IllegalAction("cross.amulet_devotion", str(held))
    if not bought:
        return IllegalAction(
            "cross.amulet_devotion",
            "Devotion sends the coins of a card bought now: name one of the cards being bought.",
        )
    return None


CLOSED = {
    "cherry_tree": ("cross.cherry_tree", "no cherry tree is left"),
    "bathhouse": ("cross.bathhouse", "no bathhouse is left"),
    "amulet": ("cross.amulet_buy", "every amulet is held by a traveller"),
    "legendary": ("cross.legendary_buy", "every legendary object is sold"),
    "calligraphy": ("cross.calligraphy_buy", "every calligraphy is sold"),
}


SHORT = {
    "bathhouse": ("cross.bathhouse", "bathhouse_price", "a bathhouse costs"),
    "gaming_room": ("cross.gaming_room", "gaming_room_bet", "the gaming room's bet is"),
    "amulet": ("cross.amulet_buy", "amulet_price", "an amulet costs"),
    "calligraphy": ("cross.calligraphy_buy", "calligraphy_price", "a calligraphy costs"),
}


def explain_option(
    game: GameLike, action: ChooseOption, t: Traveller, stop: StopOption
) -> IllegalAction:
    choice, kind = action.choice, stop.space
    choices = ("base", "option", "base_first", "option_first")
    if choice not in choices or not isinstance(action.devotion, bool):
        return IllegalAction(
            "action.malformed",
            f"Choose one of {', '.join(repr(c) for c in choices)}, not {choice!r}.",
        )
    option = OPTION_LABELS[stop.option]
    if action.health and (stop.both == "health" or choice not in ("base_first", "option_first")):
        return IllegalAction(
            "cross.amulet_health",
            "Health is played by taking both actions of a stop: choose 'base_first' or "
            "'option_first', without health=True.",
        )
    if action.health and stop.both is not None:
        held = not_playable(t, "health")
        if held is not None:
            return held
        if not data.HEALTH_BESIDE_A_POWER_OF_BOTH:
            return IllegalAction(
                "cross.amulet_health",
                f"{who(t)} takes both actions here already (Kita at an encounter, Miyataka at a "
                "temple): Health would add nothing, so it is kept.",
            )
    if choice in ("base_first", "option_first") and stop.both is None:
        held = not_playable(t, "health") if "health" in t.amulets else None
        if held is not None:  # bought on this turn
            return held
        return IllegalAction(
            "cross.choice",
            f"At {a_or_an(as_words(kind))} a traveller takes the base action or "
            f"{a_or_an(option)}, not both: only Kita (at an encounter), Miyataka (at a temple) "
            f"or the Health amulet take both. Choose 'base' or 'option'.",
        )
    if choice in ("base", "base_first") and not stop.base:
        return IllegalAction(
            "road.panorama_closed",
            f"{who(t)} has completed the {kind} panorama: its space gives a cherry tree, no "
            "section. Choose 'option'.",
        )
    if choice in ("option", "option_first") and not stop.open:
        # With both, the base action first may pay for the option: 'base_first' is the way.
        instead = "'base_first'" if choice == "option_first" else "'base'"
        if stop.option in SHORT and (stop.option == "gaming_room" or game.piles[stop.option]):
            rule, field, words = SHORT[stop.option]
            price = getattr(game.rules, field)
            return IllegalAction(
                rule,
                f"{capitalized(words)} {plural(price, 'coin')} and {who(t)} has {t.coins}: "
                f"{BASE_ACTIONS[kind]} instead (choose {instead}).",
            )
        rule, why = CLOSED[stop.option]
        return IllegalAction(rule, f"No {option} can be had here: {why}. Choose {instead}.")
    if action.devotion:
        held = explain_devotion(t)
        if held is not None:
            return held
        return IllegalAction(
            "cross.amulet_devotion",
            f"Devotion goes with a purchase: here only with the bathhouse, when it is bought, "
            f"and {'the base action buys nothing' if choice == 'base' else 'none is bought'}.",
        )
    return IllegalAction(  # pragma: no cover - every closed choice is named above
        "cross.choice", f"{choice!r} is not open here. Allowed: {listed_options(game)}."
    )


def explain_amulet(
    game: GameLike, action: TakeAmulet, t: Traveller, shop: AmuletShop
) -> IllegalAction:
    amulet = action.amulet
    if amulet not in data.AMULETS:
        return IllegalAction(
            "action.malformed", f"{amulet!r} is not an amulet; amulets: {', '.join(data.AMULETS)}."
        )
    if amulet not in shop.offered:
        left = card_names(shop.offered, "or") if shop.offered else "none"
        return IllegalAction(
            "cross.amulet_buy",
            f"The {card_name(amulet)} amulet is not in the stack: another traveller holds it. "
            f"Amulets in the stack: {left}; or buy none.",
        )
    if action.bank_coin:
        why = (
            "he donates at this temple too, and the bank's coin comes once, with the donation"
            if t.key == "hirotada"
            else f"only Hirotada adds it, and {who(t)} is not him"
        )
        return IllegalAction("traveller.hirotada", f"No bank coin with this amulet: {why}.")
    if t.coins < game.rules.amulet_price:
        return IllegalAction(
            "cross.amulet_buy",
            f"An amulet costs {plural(game.rules.amulet_price, 'coin')} and {who(t)} has "
            f"{t.coins}: buy none.",
        )
    held = explain_devotion(t)
    return held or IllegalAction("cross.amulet_devotion", "Devotion cannot be played here.")


def explain_shop(
    game: GameLike,
    card: Any,
    devotion: bool,
    t: Traveller,
    offered: tuple[str, ...],
    known: Any,
    what: str,
    rule: str,
    price: int | None,
) -> IllegalAction:
    if card not in known:
        return IllegalAction(
            "action.malformed", f"{card!r} is not {a_or_an(what)}; they are: {', '.join(known)}."
        )
    if card not in offered:
        left = card_names(offered, "or") if offered else "none"
        return IllegalAction(
            rule,
            f"{card_name(card)} is sold out: each {what} exists once, and another traveller "
            f"bought it. Left: {left}; or buy none.",
        )
    if price is not None and price > t.coins:
        return IllegalAction(
            rule,
            f"{card_name(card)} costs {plural(price, 'coin')} and {who(t)} has {t.coins}: "
            "choose a cheaper one, or none.",
        )
    held = explain_devotion(t) if devotion else None
    return held or IllegalAction(rule, f"{card_name(card)} cannot be bought now.")


def explain_legendary(
    game: GameLike, action: TakeLegendary, t: Traveller, shop: LegendaryShop
) -> IllegalAction:
    card = action.card
    price = game.rules.legendary_prices.get(card) if isinstance(card, str) else None
    return explain_shop(
        game,
        card,
        action.devotion,
        t,
        shop.offered,
        data.LEGENDARY,
        "legendary object",
        "cross.legendary_buy",
        price,
    )


def explain_calligraphy(
    game: GameLike, action: TakeCalligraphy, t: Traveller, shop: CalligraphyShop
) -> IllegalAction:
    return explain_shop(
        game,
        action.card,
        action.devotion,
        t,
        shop.offered,
        data.CALLIGRAPHIES,
        "calligraphy",
        "cross.calligraphy_buy",
        game.rules.calligraphy_price,
    )


def explain_play_amulet(
    game: GameLike, action: PlayAmulet, t: Traveller, moment: AmuletMoment
) -> IllegalAction:
    amulet = action.amulet
    if amulet not in data.AMULETS:
        return IllegalAction(
            "action.malformed",
            f"Play {card_name(moment.amulet)} (PlayAmulet({moment.amulet!r})) or keep it "
            f"(PlayAmulet(None)), not {amulet!r}.",
        )
    at_inn = game.kind_at(game.turns[-1]["to"]) == "inn" if game.turns else False
    now = f"Now {who(t)} may play {card_name(moment.amulet)}, or keep it."
    return amulet_out_of_place(game, amulet, t, at_inn, now)
