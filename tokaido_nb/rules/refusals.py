"""Why an action is refused, in a learner's words.

``Game.play`` decides *whether* an action is legal by looking it up in ``legal_actions()``; this
module is only called once the answer is no, to say *which* rule forbids it and what the player
can do instead. ``CATALOGUE`` lists every refusal key with the rule it stands for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import data
from .actions import (
    DECISION_ACTIONS,
    Buy,
    ChooseTraveller,
    Donate,
    Eat,
    KeepEncounter,
    KeepMeal,
    Move,
    TakePanorama,
)
from .errors import IllegalAction

if TYPE_CHECKING:
    from .game import Game
    from .state import Traveller

CATALOGUE: dict[str, str] = {
    "setup.players": "Tokaido is played by 2 to 5 players.",
    "setup.deal": "Each player keeps one of the two travellers dealt; each tile exists once.",
    "setup.kyoto": "The Kyoto line lists every traveller once.",
    "setup.invalid": "Variants, expansions and names must be ones the game knows.",
    "road.forward": "A traveller moves only forward.",
    "road.inn_stop": "No traveller may pass an inn.",
    "road.occupied": "A single space holds one traveller; a double space two.",
    "road.doubles": "The second slot of a double space is used only with 4 or 5 players.",
    "road.last_moves": "The traveller furthest behind moves next.",
    "road.village_coin": "A traveller with no coin may not stop at a village.",
    "road.temple_coin": "A traveller with no coin may not stop at a temple.",
    "road.panorama_closed": "A traveller may not stop on a panorama they have completed.",
    "temple.donate": "At a temple, give 1 to 3 coins that you have.",
    "village.buy": "Buy only revealed souvenirs, each once, that you can pay for.",
    "encounter.annaibito_complete": "Annaibito's other panorama must not be complete.",
    "inn.choose": "Buy a meal from the inn's hand that you can pay for.",
    "inn.no_repeat": "Never the same specialty twice in a journey.",
    "inn.one": "At most one meal per inn.",
    "inn.kyoto": "No meal at Kyoto.",
    "traveller.hiroshige": "Hiroshige takes the next card of a panorama he has not completed.",
    "traveller.yoshiyasu": "Yoshiyasu keeps one of the two encounter cards he drew.",
    "traveller.satsuki": "Only Satsuki receives a free meal.",
    "traveller.sasayakko": "Sasayakko holds the full price of what she buys, then pays less.",
    "traveller.hirotada": "Only Hirotada may add the bank's coin at a temple.",
    "traveller.zen_emon": "Only Zen-emon buys one souvenir for 1 coin, one he is buying.",
    "two.neutral_moves": "The neutral traveller is moved by the player in front.",
    "new.kitoushi": "Kitoushi's card comes from a panorama you have not completed.",
    "turn.out_of_turn": "Only the player whose decision it is may act.",
    "turn.wrong_decision": "Each decision is answered by its own kind of action.",
    "game.over": "Nothing can be played once the journey is over.",
    "action.malformed": "An action must be a game action with values of the right kind.",
    "chance.unavailable": "A named card must be in its pile when it is drawn.",
}

_WHAT = {
    "traveller": "choose a traveller (ChooseTraveller)",
    "move": "choose where to move (Move)",
    "donate": "choose a donation (Donate)",
    "buy": "choose which souvenirs to buy (Buy)",
    "keep_encounter": "choose which encounter card to keep (KeepEncounter)",
    "panorama": "choose a panorama card (TakePanorama)",
    "pay": "choose whether to pay for the encounter (Pay)",
    "keep_meal": "choose whether to keep the free meal (KeepMeal)",
    "eat": "choose a meal or none (Eat)",
}


def refusal(game: Game, action: Any, player: int | None = None) -> IllegalAction:
    """The ``IllegalAction`` explaining why ``game`` refuses ``action`` (known to be illegal)."""
    if game.is_over():
        return IllegalAction(
            "game.over",
            "The journey is over: every traveller has reached Edo. Look at the scores, undo "
            "the last action, or start a new game.",
        )
    decider = game.travellers[game.to_move]
    actor = game.travellers[game.actor]
    if player is not None and player != game.to_move:
        return _out_of_turn(game, player, decider, actor)
    expected = DECISION_ACTIONS[game.decision]
    if not isinstance(action, expected):
        return _wrong_decision(game, action, actor)
    explain = _EXPLAIN[game.decision]
    found = explain(game, action, actor, game._context)
    if found is not None:
        return found
    return IllegalAction(  # a safety net: every branch above should have named the rule
        "action.malformed",
        f"{action!r} is not allowed now. Allowed: {_options(game)}.",
    )


def _options(game: Game) -> str:
    return ", ".join(repr(a) for a in game.legal_actions())


def _name(t: Traveller) -> str:
    if t.neutral:
        return "the neutral traveller"
    if t.key:
        return f"{t.name} ({data.TRAVELLERS[t.key][0].split(',')[0]})"
    return t.name


def _out_of_turn(game: Game, player: int, decider: Traveller, actor: Traveller) -> IllegalAction:
    if not isinstance(player, int) or not 0 <= player < game.players:
        return IllegalAction(
            "action.malformed",
            f"There is no player {player!r}: players are 0 to {game.players - 1}.",
        )
    if game.decision == "move" and actor.neutral:
        return IllegalAction(
            "two.neutral_moves",
            f"The neutral traveller is furthest behind, and the player in front moves it: "
            f"{_name(decider)} decides, not {_name(game.travellers[player])}.",
        )
    if game.decision == "move":
        return IllegalAction(
            "road.last_moves",
            f"It is not {_name(game.travellers[player])}'s turn: the traveller furthest behind "
            f"moves next, and that is {_name(actor)} at position {game.position(actor.index)}.",
        )
    return IllegalAction(
        "turn.out_of_turn",
        f"It is not {_name(game.travellers[player])}'s decision: {_name(decider)} must "
        f"{_WHAT[game.decision]} first.",
    )


def _wrong_decision(game: Game, action: Any, actor: Traveller) -> IllegalAction:
    now = f"{_name(actor)} must now {_WHAT[game.decision]}."
    if isinstance(action, Eat) and actor.progress == 0 and not game.turns:
        return IllegalAction(
            "inn.kyoto", f"No meal is served at Kyoto: the journey starts there. {now}"
        )
    if isinstance(action, Eat) and game.turns:
        last = game.turns[-1]
        if last.get("player") == actor.index and last.get("meal"):
            return IllegalAction(
                "inn.one",
                f"{_name(actor)} has already eaten {last['meal']} at this inn, and a traveller "
                f"eats at most one meal per inn. {now}",
            )
    if isinstance(action, KeepMeal) and actor.key != "satsuki":
        return IllegalAction("traveller.satsuki", f"Only Satsuki receives a free meal. {now}")
    if isinstance(action, KeepEncounter) and actor.key != "yoshiyasu":
        return IllegalAction(
            "traveller.yoshiyasu", f"Only Yoshiyasu draws two encounters and keeps one. {now}"
        )
    if not isinstance(action, tuple(DECISION_ACTIONS.values())):
        return IllegalAction(
            "action.malformed",
            f"{action!r} is not a Tokaido action. {now} Allowed: {_options(game)}.",
        )
    return IllegalAction(
        "turn.wrong_decision", f"{type(action).__name__} is not the decision now: {now}"
    )


def _explain_traveller(
    game: Game, action: ChooseTraveller, t: Traveller, ctx: dict
) -> IllegalAction:
    dealt = " or ".join(ctx["dealt"])
    return IllegalAction(
        "setup.deal",
        f"{t.name} was dealt {dealt} and keeps one of those two, not {action.traveller!r}.",
    )


def _explain_move(game: Game, action: Move, t: Traveller, ctx: dict) -> IllegalAction:
    to = action.to
    if not isinstance(to, int) or isinstance(to, bool) or not 0 <= to <= data.EDO:
        return IllegalAction(
            "action.malformed",
            f"The road runs from 0 (Kyoto) to {data.EDO} (Edo); {to!r} is not on it.",
        )
    stops = ", ".join(str(s) for s in game.legal_stops())
    open_to = f"Stops open to {_name(t)}: {stops}."
    here = game.position(t.index)
    progress = game.progress_of(to)
    if progress <= t.progress:
        return IllegalAction(
            "road.forward",
            f"You cannot go to position {to}: {_name(t)} is at {here} and travellers only move "
            f"forward. {open_to}",
        )
    inn = game.next_inn(t.progress)
    if progress > inn:
        return IllegalAction(
            "road.inn_stop",
            f"You cannot stop at position {to}: the inn at position {game.road_index(inn)} comes "
            f"first, and every traveller stops at each inn. {open_to}",
        )
    rule = game._stop_blocked(t, progress)
    kind = game.kind_at(to).replace("_", " ")
    messages = {
        "road.occupied": f"this {kind} is full, as a single space holds one traveller and a "
        f"double space two.",
        "road.doubles": f"this {kind} is taken, and its second slot is used only with 4 or 5 "
        f"players.",
        "road.village_coin": f"{_name(t)} has no coin, and a traveller may stop at a village "
        f"only with at least one coin.",
        "road.temple_coin": f"{_name(t)} has no coin to give, and stopping at a temple means "
        f"giving at least one.",
        "road.panorama_closed": f"{_name(t)} has completed the {kind} panorama, so its spaces "
        f"are closed to them.",
    }
    return IllegalAction(rule, f"You cannot stop at position {to}: {messages[rule]} {open_to}")


def _explain_donate(game: Game, action: Donate, t: Traveller, ctx: dict) -> IllegalAction:
    coins, bank = action.coins, action.bank_coin
    if not isinstance(coins, int) or isinstance(coins, bool) or not isinstance(bank, bool):
        return IllegalAction(
            "action.malformed", f"A donation is a whole number of coins, not {coins!r}."
        )
    most = game.rules.max_donation
    if bank and t.key != "hirotada":
        return IllegalAction(
            "traveller.hirotada",
            f"Only Hirotada may add a coin from the bank at a temple; {_name(t)} gives 1 to "
            f"{most} coins of their own.",
        )
    if coins < 1:
        return IllegalAction(
            "temple.donate",
            f"At a temple you give 1 to {most} coins: stopping and giving nothing is not allowed.",
        )
    if coins > most:
        return IllegalAction(
            "temple.donate", f"At a temple you give at most {most} coins at a time, not {coins}."
        )
    return IllegalAction(
        "temple.donate",
        f"{_name(t)} has {t.coins} coin{'s' if t.coins != 1 else ''} and cannot give {coins}. "
        f"Give between 1 and {min(most, t.coins)}.",
    )


def _explain_buy(game: Game, action: Buy, t: Traveller, ctx: dict) -> IllegalAction:
    revealed = ctx["revealed"]
    cards = action.souvenirs
    if not isinstance(cards, tuple) or not all(isinstance(c, str) for c in cards):
        return IllegalAction(
            "action.malformed",
            f"Name the souvenirs to buy as a tuple of card names, not {cards!r}.",
        )
    shown = ", ".join(revealed)
    for card in cards:
        if card not in revealed:
            return IllegalAction(
                "village.buy",
                f"{card} is not one of the souvenirs revealed here ({shown}); you may buy only "
                f"those.",
            )
    if len(set(cards)) < len(cards):
        return IllegalAction("village.buy", "Each revealed souvenir can be bought only once.")
    if action.one_coin is not None:
        if t.key != "zen_emon":
            return IllegalAction(
                "traveller.zen_emon",
                f"Only Zen-emon buys a souvenir for 1 coin; {_name(t)} pays the printed prices.",
            )
        if action.one_coin not in cards:
            return IllegalAction(
                "traveller.zen_emon",
                f"Zen-emon's one-coin souvenir must be one he is buying, and {action.one_coin} "
                f"is not among {list(cards)}.",
            )
    cost = game._souvenir_cost(t, cards, action.one_coin)
    if t.key == "sasayakko" and action.one_coin is None and cost <= t.coins:
        full = game._coins_needed(t, cards)
        return IllegalAction(
            "traveller.sasayakko",
            f"Sasayakko must hold the coins for every souvenir she buys ({full}), though the "
            f"cheapest is then free; {_name(t)} has {t.coins}. Buy fewer, or none.",
        )
    return IllegalAction(
        "village.buy",
        f"These souvenirs cost {cost} coins and {_name(t)} has {t.coins}. Buy fewer, or none.",
    )


def _explain_keep_encounter(
    game: Game, action: KeepEncounter, t: Traveller, ctx: dict
) -> IllegalAction:
    return IllegalAction(
        "traveller.yoshiyasu",
        f"Yoshiyasu drew {' and '.join(ctx['drawn'])} and keeps one of them, not {action.card!r}.",
    )


def _explain_panorama(game: Game, action: TakePanorama, t: Traveller, ctx: dict) -> IllegalAction:
    reason = ctx["reason"]
    rule = {
        "hiroshige": "traveller.hiroshige",
        "annaibito": "encounter.annaibito_complete",
        "kitoushi": "new.kitoushi",
    }[reason]
    options = ", ".join(ctx["options"])
    if action.panorama is None:
        return IllegalAction(
            rule, f"Having paid Kitoushi, take the next card of one of: {options}."
        )
    if action.panorama not in data.PANORAMAS:
        return IllegalAction(
            "action.malformed",
            f"{action.panorama!r} is not a panorama; panoramas are {', '.join(data.PANORAMAS)}.",
        )
    return IllegalAction(
        rule,
        f"{_name(t)} has completed the {action.panorama} panorama; take the next card of one "
        f"not yet complete ({options}){' or none' if ctx['may_decline'] else ''}.",
    )


def _explain_flag(game: Game, action: Any, t: Traveller, ctx: dict) -> IllegalAction:
    return IllegalAction(
        "action.malformed", f"Answer with True or False, not {action!r}. Allowed: {_options(game)}."
    )


def _explain_eat(game: Game, action: Eat, t: Traveller, ctx: dict) -> IllegalAction:
    meal = action.meal
    if meal not in data.MEALS:
        return IllegalAction("action.malformed", f"{meal!r} is not a meal of Tokaido.")
    shown = ctx["shown"]
    if meal in t.meals:
        return IllegalAction(
            "inn.no_repeat",
            f"{_name(t)} has already eaten {meal} on this journey, and no traveller eats the "
            f"same specialty twice. Choose another meal, or none.",
        )
    if meal not in shown:
        listed = ", ".join(shown) if shown else "nothing is left"
        return IllegalAction(
            "inn.choose", f"{meal} is not in the inn's hand ({listed}); choose from it, or none."
        )
    cost = game._meal_cost(t, meal)
    return IllegalAction(
        "inn.choose",
        f"{meal} costs {cost} coin{'s' if cost != 1 else ''} and {_name(t)} has {t.coins}; "
        f"choose a cheaper meal, or none.",
    )


_EXPLAIN = {
    "traveller": _explain_traveller,
    "move": _explain_move,
    "donate": _explain_donate,
    "buy": _explain_buy,
    "keep_encounter": _explain_keep_encounter,
    "panorama": _explain_panorama,
    "pay": _explain_flag,
    "keep_meal": _explain_flag,
    "eat": _explain_eat,
}
