"""Why an action is refused, in a learner's words.

``Game.play`` decides *whether* an action is legal by looking it up in ``legal_actions()``; this
module is only called once the answer is no, to say *which* rule forbids it and what the player
can do instead. ``CATALOGUE`` lists every refusal key with the rule it stands for. It reads the
game through its public face (``protocols.GameLike``), its prices from prices.py and its words
from words.py; it never imports the game package (rules/game/), which imports it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import data, prices
from .actions import (
    Bet,
    Buy,
    ChooseOption,
    ChooseTraveller,
    Donate,
    Eat,
    KeepEncounter,
    KeepMeal,
    Move,
    PlayAmulet,
    TakeAmulet,
    TakeCalligraphy,
    TakeLegendary,
    TakePanorama,
)
from .decisions import (
    ACTIONS,
    DECISIONS,
    AmuletMoment,
    AmuletShop,
    CalligraphyShop,
    LegendaryShop,
    PanoramaChoice,
    StopOption,
    TravellerDeal,
    TwoEncounters,
    VillageShop,
)
from .errors import IllegalAction
from .protocols import GameLike
from .state import Traveller
from .words import (
    BASE_ACTIONS,
    DECISION_WORDS,
    OPTION_LABELS,
    a_or_an,
    as_words,
    capitalized,
    card_name,
    card_names,
    listed,
    plural,
    who,
)

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
    # Crossroads (checklist-crossroads.md)
    "cross.choice": "At a stop but an inn, the base action or the Crossroads one; both only "
    "with Kita's or Miyataka's power or the Health amulet.",
    "cross.cherry_tree": "A cherry tree only while one is left.",
    "cross.bathhouse": "A bathhouse only while one is left, for its price.",
    "cross.gaming_room": "The gaming room's bet must be in the purse.",
    "cross.amulet_buy": "An amulet from the stack, for its price.",
    "cross.amulet_use": "An amulet held, played once, never on the turn it was bought.",
    "cross.amulet_vitality": "Vitality after a stop that puts you in the lead, not at an inn.",
    "cross.amulet_fortune": "Fortune before a move.",
    "cross.amulet_health": "Health by taking both actions of a stop, not at an inn.",
    "cross.amulet_friendship": "Friendship on a single space one traveller holds.",
    "cross.amulet_hospitality": "Hospitality with a meal at an inn.",
    "cross.amulet_devotion": "Devotion on one card of a purchase, whose coins it sends.",
    "cross.legendary_buy": "A legendary object left, for its price.",
    "cross.calligraphy_buy": "A calligraphy left, for its price.",
    "traveller.jirocho": "Only Jirocho bets on the fortune die at an inn.",
}


def _task(game: GameLike) -> str:
    """What the decider must do now, with the action that does it: "choose a donation (Donate)"."""
    kind = game.decision
    assert kind is not None  # asked only while a decision is awaited
    return f"{DECISION_WORDS[kind].task} ({DECISIONS[kind].answer.__name__})"


def refusal(game: GameLike, action: Any, player: int | None = None) -> IllegalAction:
    """The ``IllegalAction`` explaining why ``game`` refuses ``action`` (known to be illegal)."""
    if game.is_over():
        return IllegalAction(
            "game.over",
            "The journey is over: every traveller has reached Edo. Look at the scores, undo "
            "the last action, or start a new game.",
        )
    # The journey goes on: a traveller is awaited, by a decision of some kind.
    to_move, acting, pending = game.to_move, game.actor, game.pending
    assert to_move is not None and acting is not None and pending is not None
    decider = game.travellers[to_move]
    actor = game.travellers[acting]
    if player is not None and player != to_move:
        return _out_of_turn(game, player, decider, actor)
    if not isinstance(action, pending.answer):
        return _wrong_decision(game, action, actor)
    explain = _EXPLAIN[pending.kind]  # the kind of decision, ``game.decision``
    found = explain(game, action, actor, game.pending)
    if found is not None:
        return found
    return IllegalAction(  # a safety net: every branch above should have named the rule
        "action.malformed",
        f"{action!r} is not allowed now. Allowed: {_options(game)}.",
    )


def _options(game: GameLike) -> str:
    return ", ".join(repr(a) for a in game.legal_actions())


def _out_of_turn(
    game: GameLike, player: int, decider: Traveller, actor: Traveller
) -> IllegalAction:
    if not isinstance(player, int) or not 0 <= player < game.players:
        return IllegalAction(
            "action.malformed",
            f"There is no player {player!r}: players are 0 to {game.players - 1}.",
        )
    if game.decision == "move" and actor.neutral:
        return IllegalAction(
            "two.neutral_moves",
            f"The neutral traveller is furthest behind, and the player in front moves it: "
            f"{who(decider)} decides, not {who(game.travellers[player])}.",
        )
    if game.decision == "move" and getattr(game.pending, "vitality", False):
        return IllegalAction(
            "cross.amulet_vitality",
            f"It is not {who(game.travellers[player])}'s turn: {who(actor)} played the Vitality "
            f"amulet and moves again first.",
        )
    if game.decision == "move":
        return IllegalAction(
            "road.last_moves",
            f"It is not {who(game.travellers[player])}'s turn: the traveller furthest behind "
            f"moves next, and that is {who(actor)} at position {game.position(actor.index)}.",
        )
    return IllegalAction(
        "turn.out_of_turn",
        f"It is not {who(game.travellers[player])}'s decision: {who(decider)} must "
        f"{_task(game)} first.",
    )


def _wrong_decision(game: GameLike, action: Any, actor: Traveller) -> IllegalAction:
    now = f"{who(actor)} must now {_task(game)}."
    if isinstance(action, Eat) and actor.progress == 0 and not game.turns:
        return IllegalAction(
            "inn.kyoto", f"No meal is served at Kyoto: the journey starts there. {now}"
        )
    eaten = _meal_here(game.turns[-1]) if game.turns else None
    if isinstance(action, Eat) and eaten and game.turns[-1].get("player") == actor.index:
        return IllegalAction(
            "inn.one",
            f"{who(actor)} has already eaten {eaten} at this inn, and a traveller "
            f"eats at most one meal per inn. {now}",
        )
    if isinstance(action, KeepMeal) and actor.key != "satsuki":
        return IllegalAction("traveller.satsuki", f"Only Satsuki receives a free meal. {now}")
    if isinstance(action, KeepEncounter) and actor.key != "yoshiyasu":
        return IllegalAction(
            "traveller.yoshiyasu", f"Only Yoshiyasu draws two encounters and keeps one. {now}"
        )
    crossroads = _crossroads_out_of_place(game, action, actor, now)
    if crossroads is not None:
        return crossroads
    if not isinstance(action, ACTIONS):
        return IllegalAction(
            "action.malformed",
            f"{action!r} is not a Tokaido action. {now} Allowed: {_options(game)}.",
        )
    return IllegalAction(
        "turn.wrong_decision", f"{type(action).__name__} is not the decision now: {now}"
    )


_CROSSROADS_ACTIONS = (ChooseOption, TakeAmulet, TakeLegendary, TakeCalligraphy, PlayAmulet, Bet)

_AMULET_MOMENTS = {
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


def _crossroads_out_of_place(
    game: GameLike, action: Any, actor: Traveller, now: str
) -> IllegalAction | None:
    """Why a Crossroads action does not answer the decision awaited, or None."""
    if not isinstance(action, _CROSSROADS_ACTIONS):
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
        return _amulet_out_of_place(game, action.amulet, actor, at_inn, now)
    return None


def _amulet_out_of_place(
    game: GameLike, amulet: Any, actor: Traveller, at_inn: bool, now: str
) -> IllegalAction:
    if amulet not in data.AMULETS:
        return IllegalAction(
            "action.malformed",
            f"{amulet!r} is not an amulet; amulets: {', '.join(data.AMULETS)}. {now}",
        )
    held = _not_playable(actor, amulet)
    if held is not None:
        return held
    if amulet in _AMULET_MOMENTS:
        rule, when = _AMULET_MOMENTS[amulet]
        return IllegalAction(rule, f"{when}. {now}")
    if at_inn and game.turns[-1]["player"] == actor.index:
        why = "not after arriving at an inn"
    else:
        why = "only right after a stop that puts its holder in the lead"
    return IllegalAction("cross.amulet_vitality", f"Vitality gives another move {why}. {now}")


def _not_playable(t: Traveller, amulet: str) -> IllegalAction | None:
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


def _meal_here(turn: dict[str, Any]) -> str | None:
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


def _explain_traveller(
    game: GameLike, action: ChooseTraveller, t: Traveller, deal: TravellerDeal
) -> IllegalAction:
    return IllegalAction(
        "setup.deal",
        f"{t.name} was dealt {listed(deal.dealt, 'or')} and keeps one of those two, not "
        f"{action.traveller!r}.",
    )


def _explain_move(game: GameLike, action: Move, t: Traveller, _: Any) -> IllegalAction:
    to = action.to
    if not isinstance(to, int) or isinstance(to, bool) or not 0 <= to <= data.EDO:
        return IllegalAction(
            "action.malformed",
            f"The road runs from 0 (Kyoto) to {data.EDO} (Edo); {to!r} is not on it.",
        )
    stops = ", ".join(str(s) for s in dict.fromkeys(game.legal_stops()))
    open_to = f"Stops open to {who(t)}: {stops}."
    here = game.position(t.index)
    progress = game.progress_of(to)
    if progress <= t.progress:
        return IllegalAction(
            "road.forward",
            f"You cannot go to position {to}: {who(t)} is at {here} and travellers only move "
            f"forward. {open_to}",
        )
    inn = game.next_inn(t.progress)
    if progress > inn:
        return IllegalAction(
            "road.inn_stop",
            f"You cannot stop at position {to}: the inn at position {game.road_index(inn)} comes "
            f"first, and every traveller stops at each inn. {open_to}",
        )
    rule = game.stop_blocked(to)
    kind = as_words(game.kind_at(to))
    if action.friendship is not False:
        return _explain_friendship(game, action, t, rule, open_to)
    # A refused move forward, short of the next inn, on an open road: the space is closed.
    assert rule is not None
    messages = {
        "road.occupied": f"this {kind} is full, as a single space holds one traveller and a "
        f"double space two.",
        "road.doubles": f"this {kind} is taken, and its second slot is used only with 4 or 5 "
        f"players.",
        "road.village_coin": f"{who(t)} has no coin, and a traveller may stop at a village "
        f"only with at least one coin.",
        "road.temple_coin": f"{who(t)} has no coin to give, and stopping at a temple means "
        f"giving at least one.",
        "road.panorama_closed": f"{who(t)} has completed the {kind} panorama, so its spaces "
        f"are closed to them.",
    }
    shared = Move(to, friendship=True)
    if any(shared == legal for legal in game.legal_actions()):
        open_to = f"With the Friendship amulet you may share it: {shared!r}. {open_to}"
    return IllegalAction(rule, f"You cannot stop at position {to}: {messages[rule]} {open_to}")


def _explain_friendship(
    game: GameLike, action: Move, t: Traveller, rule: str | None, open_to: str
) -> IllegalAction:
    to = action.to
    if action.friendship is not True:
        shown = repr(action.friendship)
        return IllegalAction(
            "action.malformed", f"Friendship is played or not: True or False, not {shown}."
        )
    held = _not_playable(t, "friendship")
    if held is not None:
        return IllegalAction(held.rule, f"{held} {open_to}")
    here = len(game.occupants(to))
    kind = game.kind_at(to)
    if kind == "inn" or here == 0:
        why = (
            "an inn holds every traveller"
            if kind == "inn"
            else "nobody stands there: stop without the amulet"
        )
        return IllegalAction(
            "cross.amulet_friendship",
            f"Friendship is not needed at position {to}: {why}. {open_to}",
        )
    if rule is None:
        return IllegalAction(
            "cross.amulet_friendship",
            f"The double space at {to} has a slot free: stop there without the amulet. {open_to}",
        )
    if rule in ("road.occupied", "road.doubles"):
        return IllegalAction(
            "cross.amulet_friendship",
            f"Friendship shares a single space with one traveller, and position {to} holds "
            f"{plural(here, 'traveller')} on {'a double' if here > 1 else 'its'} space. "
            f"{open_to}",
        )
    return IllegalAction(rule, f"You cannot stop at position {to}, even with Friendship. {open_to}")


def _explain_donate(game: GameLike, action: Donate, t: Traveller, _: Any) -> IllegalAction:
    coins, bank = action.coins, action.bank_coin
    if not isinstance(coins, int) or isinstance(coins, bool) or not isinstance(bank, bool):
        return IllegalAction(
            "action.malformed", f"A donation is a whole number of coins, not {coins!r}."
        )
    most = game.rules.max_donation
    if bank and t.key != "hirotada":
        return IllegalAction(
            "traveller.hirotada",
            f"Only Hirotada may add a coin from the bank at a temple; {who(t)} gives 1 to "
            f"{most} coins of their own.",
        )
    # Hirotada may give the bank's coin alone when he needs no coin of his own (reference (h)3).
    bank_alone = prices.coins_to_stop("temple", t.key) == 0
    if coins < 1 and not (bank and bank_alone):
        alone = ", or the bank's coin alone" if bank_alone else ""
        return IllegalAction(
            "temple.donate",
            f"At a temple you give 1 to {most} coins{alone}: stopping and giving nothing is not "
            "allowed.",
        )
    if coins > most:
        return IllegalAction(
            "temple.donate", f"At a temple you give at most {most} coins at a time, not {coins}."
        )
    if t.coins < 1 and bank_alone:
        way = "Give the bank's coin alone: Donate(0, bank_coin=True)."
    else:
        way = f"Give between 1 and {min(most, t.coins)}."
    return IllegalAction(
        "temple.donate",
        f"{who(t)} has {plural(t.coins, 'coin')} and cannot give {coins}. {way}",
    )


def _explain_buy(game: GameLike, action: Buy, t: Traveller, shop: VillageShop) -> IllegalAction:
    revealed = shop.revealed
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
                f"Only Zen-emon buys a souvenir for {plural(game.rules.zen_emon_price, 'coin')}; "
                f"{who(t)} pays the printed prices.",
            )
        if action.one_coin not in cards:
            return IllegalAction(
                "traveller.zen_emon",
                f"Zen-emon's one-coin souvenir must be one he is buying, and {action.one_coin} "
                f"is not among {list(cards)}.",
            )
    if action.devotion is not None:
        devotion = _explain_devotion(t, action.devotion in cards)
        if devotion is not None:
            return devotion
        if prices.devotion_coins(action.devotion, cards, t.key) == 0:
            return IllegalAction(
                "cross.amulet_devotion",
                f"{action.devotion} is Sasayakko's free card: Devotion would send no coin. Play "
                "it on another card of the purchase, or keep it.",
            )
    cost = prices.souvenir_cost(cards, t.key, action.one_coin, game.rules)
    if t.key == "sasayakko" and action.one_coin is None and cost <= t.coins:
        full = prices.coins_to_buy(cards, t.key, None, game.rules)
        return IllegalAction(
            "traveller.sasayakko",
            f"Sasayakko must hold the coins for every souvenir she buys ({full}), though the "
            f"cheapest is then free; {who(t)} has {t.coins}. Buy fewer, or none.",
        )
    return IllegalAction(
        "village.buy",
        f"These souvenirs cost {plural(cost, 'coin')} and {who(t)} has {t.coins}. Buy fewer, "
        "or none.",
    )


def _explain_keep_encounter(
    game: GameLike, action: KeepEncounter, t: Traveller, drawn: TwoEncounters
) -> IllegalAction:
    return IllegalAction(
        "traveller.yoshiyasu",
        f"Yoshiyasu drew {listed(drawn.drawn)} and keeps one of them, not {action.card!r}.",
    )


_PANORAMA_RULES = {
    "hiroshige": "traveller.hiroshige",
    "annaibito": "encounter.annaibito_complete",
    "kitoushi": "new.kitoushi",
}
_MUST_TAKE = {
    "hiroshige": "Hiroshige may not decline his panorama card at an inn",
    "annaibito": "The guide's own panorama being complete",
    "kitoushi": "Having paid Kitoushi",
}
"""Why taking no panorama card is refused, by who offers the card (``PanoramaChoice.reason``)."""


def _explain_panorama(
    game: GameLike, action: TakePanorama, t: Traveller, choice: PanoramaChoice
) -> IllegalAction:
    rule = _PANORAMA_RULES[choice.reason]
    options = ", ".join(choice.options)
    if action.panorama is None:
        return IllegalAction(
            rule, f"{_MUST_TAKE[choice.reason]}, take the next card of one of: {options}."
        )
    if action.panorama not in data.PANORAMAS:
        return IllegalAction(
            "action.malformed",
            f"{action.panorama!r} is not a panorama; panoramas are {', '.join(data.PANORAMAS)}.",
        )
    return IllegalAction(
        rule,
        f"{who(t)} has completed the {action.panorama} panorama; take the next card of one "
        f"not yet complete ({options}){' or none' if choice.may_decline else ''}.",
    )


def _explain_flag(game: GameLike, action: Any, t: Traveller, _: Any) -> IllegalAction:
    return IllegalAction(
        "action.malformed", f"Answer with True or False, not {action!r}. Allowed: {_options(game)}."
    )


def _explain_devotion(t: Traveller, bought: bool = True) -> IllegalAction | None:
    """Why Devotion may not be played on a purchase, or None."""
    held = _not_playable(t, "devotion")
    if held is not None:
        return IllegalAction("cross.amulet_devotion", str(held))
    if not bought:
        return IllegalAction(
            "cross.amulet_devotion",
            "Devotion sends the coins of a card bought now: name one of the cards being bought.",
        )
    return None


def _explain_eat(game: GameLike, action: Eat, t: Traveller, inn: Any) -> IllegalAction:
    meal = action.meal
    if meal is None and (action.hospitality or action.devotion):
        amulet = "Hospitality" if action.hospitality else "Devotion"
        return IllegalAction(
            f"cross.amulet_{amulet.lower()}",
            f"{amulet} is played with a meal, and no meal is chosen: choose one of the inn's "
            "hand with it, or play it at a later meal.",
        )
    if meal not in data.MEALS:
        return IllegalAction("action.malformed", f"{meal!r} is not a meal of Tokaido.")
    if action.hospitality:
        held = _not_playable(t, "hospitality")
        if held is not None:
            return IllegalAction("cross.amulet_hospitality", str(held))
        if action.devotion:
            return IllegalAction(
                "cross.amulet_devotion",
                "A meal Hospitality makes free costs no coin, so Devotion has none to send: "
                "play one of the two.",
            )
    if action.devotion:
        held = _explain_devotion(t)
        if held is not None:
            return held
        if meal in inn.shown and prices.meal_cost(meal, t.key, game.rules) == 0:
            return IllegalAction(
                "cross.amulet_devotion",
                f"{meal} costs {who(t)} nothing, so Devotion has no coin to send: keep it.",
            )
    shown = inn.shown
    if meal in t.meals:
        return IllegalAction(
            "inn.no_repeat",
            f"{who(t)} has already eaten {meal} on this journey, and no traveller eats the "
            f"same specialty twice. Choose another meal, or none.",
        )
    if meal not in shown:
        listed_ = ", ".join(shown) if shown else "nothing is left"
        return IllegalAction(
            "inn.choose", f"{meal} is not in the inn's hand ({listed_}); choose from it, or none."
        )
    cost = prices.meal_cost(meal, t.key, game.rules)
    return IllegalAction(
        "inn.choose",
        f"{meal} costs {plural(cost, 'coin')} and {who(t)} has {t.coins}; "
        f"choose a cheaper meal, or none.",
    )


# --- Crossroads -----------------------------------------------------------------------------
_CLOSED = {
    "cherry_tree": ("cross.cherry_tree", "no cherry tree is left"),
    "bathhouse": ("cross.bathhouse", "no bathhouse is left"),
    "amulet": ("cross.amulet_buy", "every amulet is held by a traveller"),
    "legendary": ("cross.legendary_buy", "every legendary object is sold"),
    "calligraphy": ("cross.calligraphy_buy", "every calligraphy is sold"),
}
_SHORT = {
    "bathhouse": ("cross.bathhouse", "bathhouse_price", "a bathhouse costs"),
    "gaming_room": ("cross.gaming_room", "gaming_room_bet", "the gaming room's bet is"),
    "amulet": ("cross.amulet_buy", "amulet_price", "an amulet costs"),
    "calligraphy": ("cross.calligraphy_buy", "calligraphy_price", "a calligraphy costs"),
}


def _explain_option(
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
        held = _not_playable(t, "health")
        if held is not None:
            return held
        if not data.HEALTH_BESIDE_A_POWER_OF_BOTH:
            return IllegalAction(
                "cross.amulet_health",
                f"{who(t)} takes both actions here already (Kita at an encounter, Miyataka at a "
                "temple): Health would add nothing, so it is kept.",
            )
    if choice in ("base_first", "option_first") and stop.both is None:
        held = _not_playable(t, "health") if "health" in t.amulets else None
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
        if stop.option in _SHORT and (stop.option == "gaming_room" or game.piles[stop.option]):
            rule, field, words = _SHORT[stop.option]
            price = getattr(game.rules, field)
            return IllegalAction(
                rule,
                f"{capitalized(words)} {plural(price, 'coin')} and {who(t)} has {t.coins}: "
                f"{BASE_ACTIONS[kind]} instead (choose {instead}).",
            )
        rule, why = _CLOSED[stop.option]
        return IllegalAction(rule, f"No {option} can be had here: {why}. Choose {instead}.")
    if action.devotion:
        held = _explain_devotion(t)
        if held is not None:
            return held
        return IllegalAction(
            "cross.amulet_devotion",
            f"Devotion goes with a purchase: here only with the bathhouse, when it is bought, "
            f"and {'the base action buys nothing' if choice == 'base' else 'none is bought'}.",
        )
    return IllegalAction(  # pragma: no cover - every closed choice is named above
        "cross.choice", f"{choice!r} is not open here. Allowed: {_options(game)}."
    )


def _explain_amulet(
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
    held = _explain_devotion(t)
    return held or IllegalAction("cross.amulet_devotion", "Devotion cannot be played here.")


def _explain_shop(
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
    held = _explain_devotion(t) if devotion else None
    return held or IllegalAction(rule, f"{card_name(card)} cannot be bought now.")


def _explain_legendary(
    game: GameLike, action: TakeLegendary, t: Traveller, shop: LegendaryShop
) -> IllegalAction:
    card = action.card
    price = game.rules.legendary_prices.get(card) if isinstance(card, str) else None
    return _explain_shop(
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


def _explain_calligraphy(
    game: GameLike, action: TakeCalligraphy, t: Traveller, shop: CalligraphyShop
) -> IllegalAction:
    return _explain_shop(
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


def _explain_play_amulet(
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
    return _amulet_out_of_place(game, amulet, t, at_inn, now)


_EXPLAIN: dict[str, Callable[[GameLike, Any, Traveller, Any], IllegalAction]] = {
    "traveller": _explain_traveller,
    "move": _explain_move,
    "donate": _explain_donate,
    "buy": _explain_buy,
    "keep_encounter": _explain_keep_encounter,
    "panorama": _explain_panorama,
    "pay": _explain_flag,
    "keep_meal": _explain_flag,
    "eat": _explain_eat,
    "option": _explain_option,
    "amulet": _explain_amulet,
    "legendary": _explain_legendary,
    "calligraphy": _explain_calligraphy,
    "play_amulet": _explain_play_amulet,
    "bet": _explain_flag,
}
"""Each kind of decision and what explains a refusal of its action."""
