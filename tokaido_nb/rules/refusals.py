"""Why an action is refused, in a learner's words.

``Game.play`` decides *whether* an action is legal by looking it up in ``legal_actions()``; this
module is only called once the answer is no, to say *which* rule forbids it and what the player
can do instead. ``CATALOGUE`` lists every refusal key with the rule it stands for. It reads the
game through its public face (``protocols.GameLike``), its prices from prices.py and its words
from words.py; it never imports the game package (rules/game/), which imports it.

The Crossroads refusals, and those every decision shares (an amulet out of its moment,
Devotion, a True-or-False answer), are refusals_crossroads.py's; this module calls them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import data, prices
from .actions import (
    Buy,
    ChooseTraveller,
    Donate,
    Eat,
    KeepEncounter,
    KeepMeal,
    Move,
    TakePanorama,
)
from .decisions import (
    ACTIONS,
    DECISIONS,
    PanoramaChoice,
    TravellerDeal,
    TwoEncounters,
    VillageShop,
)
from .errors import IllegalAction
from .language import N_, _, ngettext, pgettext
from .protocols import GameLike
from .refusals_crossroads import (
    crossroads_out_of_place,
    explain_amulet,
    explain_calligraphy,
    explain_devotion,
    explain_flag,
    explain_legendary,
    explain_option,
    explain_play_amulet,
    listed_options,
    meal_here,
    not_playable,
)
from .state import Traveller
from .words import (
    decision_task,
    listed,
    panorama_word,
    plural,
    space_word,
    who,
)

CATALOGUE: dict[str, str] = {
    "setup.players": N_("Tokaido is played by 2 to 5 players."),
    "setup.deal": N_("Each player keeps one of the two travellers dealt; each tile exists once."),
    "setup.kyoto": N_("The Kyoto line lists every traveller once."),
    "setup.invalid": N_("Variants, expansions and names must be ones the game knows."),
    "road.forward": N_("A traveller moves only forward."),
    "road.inn_stop": N_("No traveller may pass an inn."),
    "road.occupied": N_("A single space holds one traveller; a double space two."),
    "road.doubles": N_("The second slot of a double space is used only with 4 or 5 players."),
    "road.last_moves": N_("The traveller furthest behind moves next."),
    "road.village_coin": N_("A traveller with no coin may not stop at a village."),
    "road.temple_coin": N_("A traveller with no coin may not stop at a temple."),
    "road.panorama_closed": N_("A traveller may not stop on a panorama they have completed."),
    "temple.donate": N_("At a temple, give 1 to 3 coins that you have."),
    "village.buy": N_("Buy only revealed souvenirs, each once, that you can pay for."),
    "encounter.annaibito_complete": N_("Annaibito's other panorama must not be complete."),
    "inn.choose": N_("Buy a meal from the inn's hand that you can pay for."),
    "inn.no_repeat": N_("Never the same specialty twice in a journey."),
    "inn.one": N_("At most one meal per inn."),
    "inn.kyoto": N_("No meal at Kyoto."),
    "traveller.hiroshige": N_("Hiroshige takes the next card of a panorama he has not completed."),
    "traveller.yoshiyasu": N_("Yoshiyasu keeps one of the two encounter cards he drew."),
    "traveller.satsuki": N_("Only Satsuki receives a free meal."),
    "traveller.sasayakko": N_("Sasayakko holds the full price of what she buys, then pays less."),
    "traveller.hirotada": N_("Only Hirotada may add the bank's coin at a temple."),
    "traveller.zen_emon": N_("Only Zen-emon buys one souvenir for 1 coin, one he is buying."),
    "two.neutral_moves": N_("The neutral traveller is moved by the player in front."),
    "new.kitoushi": N_("Kitoushi's card comes from a panorama you have not completed."),
    "turn.out_of_turn": N_("Only the player whose decision it is may act."),
    "turn.wrong_decision": N_("Each decision is answered by its own kind of action."),
    "game.over": N_("Nothing can be played once the journey is over."),
    "action.malformed": N_("An action must be a game action with values of the right kind."),
    "chance.unavailable": N_("A named card must be in its pile when it is drawn."),
    # Crossroads (checklist-crossroads.md)
    "cross.choice": N_(
        "At a stop but an inn, the base action or the Crossroads one; both only "
        "with Kita's or Miyataka's power or the Health amulet."
    ),
    "cross.cherry_tree": N_("A cherry tree only while one is left."),
    "cross.bathhouse": N_("A bathhouse only while one is left, for its price."),
    "cross.gaming_room": N_("The gaming room's bet must be in the purse."),
    "cross.amulet_buy": N_("An amulet from the stack, for its price."),
    "cross.amulet_use": N_("An amulet held, played once, never on the turn it was bought."),
    "cross.amulet_vitality": N_("Vitality after a stop that puts you in the lead, not at an inn."),
    "cross.amulet_fortune": N_("Fortune before a move."),
    "cross.amulet_health": N_("Health by taking both actions of a stop, not at an inn."),
    "cross.amulet_friendship": N_("Friendship on a single space one traveller holds."),
    "cross.amulet_hospitality": N_("Hospitality with a meal at an inn."),
    "cross.amulet_devotion": N_("Devotion on one card of a purchase, whose coins it sends."),
    "cross.legendary_buy": N_("A legendary object left, for its price."),
    "cross.calligraphy_buy": N_("A calligraphy left, for its price."),
    "traveller.jirocho": N_("Only Jirocho bets on the fortune die at an inn."),
}


def catalogued_rule(rule: str) -> str:
    """The rule a refusal key stands for (``CATALOGUE``), in the language spoken now.

    >>> catalogued_rule("inn.kyoto")
    'No meal at Kyoto.'
    """
    return _(CATALOGUE[rule])


def _task(game: GameLike) -> str:
    """What the decider must do now, with the action that does it: "choose a donation (Donate)"."""
    kind = game.decision
    assert kind is not None  # asked only while a decision is awaited
    # TRANSLATORS: {task} is what a decision asks ("choose a donation"), {action} the name of the
    # action class that answers it (Donate), which stays English.
    return _("{task} ({action})").format(
        task=decision_task(kind), action=DECISIONS[kind].answer.__name__
    )


def refusal(game: GameLike, action: Any, player: int | None = None) -> IllegalAction:
    """The ``IllegalAction`` explaining why ``game`` refuses ``action`` (known to be illegal)."""
    if game.is_over():
        return IllegalAction(
            "game.over",
            _(
                "The journey is over: every traveller has reached Edo. Look at the scores, undo "
                "the last action, or start a new game."
            ),
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
        # TRANSLATORS: {action} is the action as Python writes it; {allowed} lists the legal ones.
        _("{action} is not allowed now. Allowed: {allowed}.").format(
            action=repr(action), allowed=listed_options(game)
        ),
    )


def _out_of_turn(
    game: GameLike, player: int, decider: Traveller, actor: Traveller
) -> IllegalAction:
    if not isinstance(player, int) or not 0 <= player < game.players:
        return IllegalAction(
            "action.malformed",
            _("There is no player {player}: players are 0 to {last}.").format(
                player=repr(player), last=game.players - 1
            ),
        )
    if game.decision == "move" and actor.neutral:
        return IllegalAction(
            "two.neutral_moves",
            # TRANSLATORS: {decider} and {player} name players ("Aiko (Kinko)").
            _(
                "The neutral traveller is furthest behind, and the player in front moves it: "
                "{decider} decides, not {player}."
            ).format(decider=who(decider), player=who(game.travellers[player])),
        )
    if game.decision == "move" and getattr(game.pending, "vitality", False):
        return IllegalAction(
            "cross.amulet_vitality",
            _(
                "It is not {player}'s turn: {actor} played the Vitality amulet and moves again "
                "first."
            ).format(player=who(game.travellers[player]), actor=who(actor)),
        )
    if game.decision == "move":
        return IllegalAction(
            "road.last_moves",
            _(
                "It is not {player}'s turn: the traveller furthest behind moves next, and that "
                "is {actor} at position {position}."
            ).format(
                player=who(game.travellers[player]),
                actor=who(actor),
                position=game.position(actor.index),
            ),
        )
    return IllegalAction(
        "turn.out_of_turn",
        # TRANSLATORS: {task} is what the decision asks, e.g. "choose a donation (Donate)".
        _("It is not {player}'s decision: {decider} must {task} first.").format(
            player=who(game.travellers[player]), decider=who(decider), task=_task(game)
        ),
    )


def _wrong_decision(game: GameLike, action: Any, actor: Traveller) -> IllegalAction:
    # TRANSLATORS: {who} names the traveller; {task} is e.g. "choose a donation (Donate)".
    now = _("{who} must now {task}.").format(who=who(actor), task=_task(game))
    if isinstance(action, Eat) and actor.progress == 0 and not game.turns:
        return IllegalAction(
            "inn.kyoto",
            # TRANSLATORS: {now} is a sentence saying what must be done now.
            _("No meal is served at Kyoto: the journey starts there. {now}").format(now=now),
        )
    eaten = meal_here(game.turns[-1]) if game.turns else None
    if isinstance(action, Eat) and eaten and game.turns[-1].get("player") == actor.index:
        return IllegalAction(
            "inn.one",
            _(
                "{who} has already eaten {meal} at this inn, and a traveller eats at most one "
                "meal per inn. {now}"
            ).format(who=who(actor), meal=eaten, now=now),
        )
    if isinstance(action, KeepMeal) and actor.key != "satsuki":
        return IllegalAction(
            "traveller.satsuki", _("Only Satsuki receives a free meal. {now}").format(now=now)
        )
    if isinstance(action, KeepEncounter) and actor.key != "yoshiyasu":
        return IllegalAction(
            "traveller.yoshiyasu",
            _("Only Yoshiyasu draws two encounters and keeps one. {now}").format(now=now),
        )
    crossroads = crossroads_out_of_place(game, action, actor, now)
    if crossroads is not None:
        return crossroads
    if not isinstance(action, ACTIONS):
        return IllegalAction(
            "action.malformed",
            _("{action} is not a Tokaido action. {now} Allowed: {allowed}.").format(
                action=repr(action), now=now, allowed=listed_options(game)
            ),
        )
    return IllegalAction(
        "turn.wrong_decision",
        # TRANSLATORS: {action} is the name of an action class (Eat), which stays English.
        _("{action} is not the decision now: {now}").format(action=type(action).__name__, now=now),
    )


def _explain_traveller(
    game: GameLike, action: ChooseTraveller, t: Traveller, deal: TravellerDeal
) -> IllegalAction:
    return IllegalAction(
        "setup.deal",
        # TRANSLATORS: {dealt} lists the two travellers dealt ("Kinko or Kita"); {traveller} is
        # the key asked for, as Python writes it.
        _("{player} was dealt {dealt} and keeps one of those two, not {traveller}.").format(
            player=t.name, dealt=listed(deal.dealt, "or"), traveller=repr(action.traveller)
        ),
    )


def _explain_move(game: GameLike, action: Move, t: Traveller, _unused: Any) -> IllegalAction:
    to = action.to
    if not isinstance(to, int) or isinstance(to, bool) or not 0 <= to <= data.EDO:
        return IllegalAction(
            "action.malformed",
            _("The road runs from 0 (Kyoto) to {edo} (Edo); {to} is not on it.").format(
                edo=data.EDO, to=repr(to)
            ),
        )
    stops = ", ".join(str(s) for s in dict.fromkeys(game.legal_stops()))
    # TRANSLATORS: {stops} lists road positions ("1, 2, 3").
    open_to = _("Stops open to {who}: {stops}.").format(who=who(t), stops=stops)
    here = game.position(t.index)
    progress = game.progress_of(to)
    if progress <= t.progress:
        return IllegalAction(
            "road.forward",
            # TRANSLATORS: {open_to} is the sentence listing the stops open.
            _(
                "You cannot go to position {to}: {who} is at {here} and travellers only move "
                "forward. {open_to}"
            ).format(to=to, who=who(t), here=here, open_to=open_to),
        )
    inn = game.next_inn(t.progress)
    if progress > inn:
        return IllegalAction(
            "road.inn_stop",
            _(
                "You cannot stop at position {to}: the inn at position {inn} comes first, and "
                "every traveller stops at each inn. {open_to}"
            ).format(to=to, inn=game.road_index(inn), open_to=open_to),
        )
    rule = game.stop_blocked(to)
    kind = game.kind_at(to)
    if action.friendship is not False:
        return _explain_friendship(game, action, t, rule, open_to)
    # A refused move forward, short of the next inn, on an open road: the space is closed.
    assert rule is not None
    fields = {"to": to, "kind": space_word(kind), "who": who(t), "panorama": panorama_word(kind)}
    # TRANSLATORS: {kind} is a kind of space ("village"), {panorama} a panorama ("paddy").
    messages = {
        "road.occupied": _(
            "this {kind} is full, as a single space holds one traveller and a double space two."
        ),
        "road.doubles": _(
            "this {kind} is taken, and its second slot is used only with 4 or 5 players."
        ),
        "road.village_coin": _(
            "{who} has no coin, and a traveller may stop at a village only with at least one coin."
        ),
        "road.temple_coin": _(
            "{who} has no coin to give, and stopping at a temple means giving at least one."
        ),
        "road.panorama_closed": _(
            "{who} has completed the {panorama} panorama, so its spaces are closed to them."
        ),
    }
    shared = Move(to, friendship=True)
    if any(shared == legal for legal in game.legal_actions()):
        # TRANSLATORS: {action} is the action as Python writes it (Move(7, friendship=True)).
        open_to = _("With the Friendship amulet you may share it: {action}. {open_to}").format(
            action=repr(shared), open_to=open_to
        )
    # TRANSLATORS: {why} is a sentence saying why the space is closed.
    return IllegalAction(
        rule,
        _("You cannot stop at position {to}: {why} {open_to}").format(
            to=to, why=messages[rule].format(**fields), open_to=open_to
        ),
    )


def _explain_friendship(
    game: GameLike, action: Move, t: Traveller, rule: str | None, open_to: str
) -> IllegalAction:
    to = action.to
    if action.friendship is not True:
        shown = repr(action.friendship)
        return IllegalAction(
            "action.malformed",
            _("Friendship is played or not: True or False, not {value}.").format(value=shown),
        )
    held = not_playable(t, "friendship")
    if held is not None:
        return IllegalAction(held.rule, f"{held} {open_to}")
    here = len(game.occupants(to))
    kind = game.kind_at(to)
    if kind == "inn" or here == 0:
        if kind == "inn":
            template = _("Friendship is not needed at position {to}: an inn holds every traveller.")
        else:
            template = _(
                "Friendship is not needed at position {to}: nobody stands there: stop without "
                "the amulet."
            )
        return IllegalAction("cross.amulet_friendship", f"{template.format(to=to)} {open_to}")
    if rule is None:
        return IllegalAction(
            "cross.amulet_friendship",
            _(
                "The double space at {to} has a slot free: stop there without the amulet. {open_to}"
            ).format(to=to, open_to=open_to),
        )
    if rule in ("road.occupied", "road.doubles"):
        if here > 1:
            template = _(
                "Friendship shares a single space with one traveller, and position {to} holds "
                "{travellers} on a double space. {open_to}"
            )
        else:
            template = _(
                "Friendship shares a single space with one traveller, and position {to} holds "
                "{travellers} on its space. {open_to}"
            )
        return IllegalAction(
            "cross.amulet_friendship",
            template.format(to=to, travellers=plural(here, "traveller"), open_to=open_to),
        )
    return IllegalAction(
        rule,
        _("You cannot stop at position {to}, even with Friendship. {open_to}").format(
            to=to, open_to=open_to
        ),
    )


def _explain_donate(game: GameLike, action: Donate, t: Traveller, _unused: Any) -> IllegalAction:
    coins, bank = action.coins, action.bank_coin
    if not isinstance(coins, int) or isinstance(coins, bool) or not isinstance(bank, bool):
        return IllegalAction(
            "action.malformed",
            _("A donation is a whole number of coins, not {coins}.").format(coins=repr(coins)),
        )
    most = game.rules.max_donation
    if bank and t.key != "hirotada":
        return IllegalAction(
            "traveller.hirotada",
            _(
                "Only Hirotada may add a coin from the bank at a temple; {who} gives 1 to "
                "{most} coins of their own."
            ).format(who=who(t), most=most),
        )
    # Hirotada may give the bank's coin alone when he needs no coin of his own (reference (h)3).
    bank_alone = prices.coins_to_stop("temple", t.key) == 0
    if coins < 1 and not (bank and bank_alone):
        if bank_alone:
            template = _(
                "At a temple you give 1 to {most} coins, or the bank's coin alone: stopping and "
                "giving nothing is not allowed."
            )
        else:
            template = _(
                "At a temple you give 1 to {most} coins: stopping and giving nothing is not "
                "allowed."
            )
        return IllegalAction("temple.donate", template.format(most=most))
    if coins > most:
        return IllegalAction(
            "temple.donate",
            ngettext(
                "At a temple you give at most {most} coin at a time, not {coins}.",
                "At a temple you give at most {most} coins at a time, not {coins}.",
                most,
            ).format(most=most, coins=coins),
        )
    if t.coins < 1 and bank_alone:
        way = _("Give the bank's coin alone: Donate(0, bank_coin=True).")
    else:
        way = _("Give between 1 and {most}.").format(most=min(most, t.coins))
    return IllegalAction(
        "temple.donate",
        # TRANSLATORS: {purse} is what the traveller holds ("2 coins"); {way} a sentence.
        _("{who} has {purse} and cannot give {coins}. {way}").format(
            who=who(t), purse=plural(t.coins, "coin", as_object=True), coins=coins, way=way
        ),
    )


def _explain_buy(game: GameLike, action: Buy, t: Traveller, shop: VillageShop) -> IllegalAction:
    revealed = shop.revealed
    cards = action.souvenirs
    if not isinstance(cards, tuple) or not all(isinstance(c, str) for c in cards):
        return IllegalAction(
            "action.malformed",
            _("Name the souvenirs to buy as a tuple of card names, not {cards}.").format(
                cards=repr(cards)
            ),
        )
    shown = ", ".join(revealed)
    for card in cards:
        if card not in revealed:
            return IllegalAction(
                "village.buy",
                # TRANSLATORS: {card} is a card key; {shown} lists the keys of those revealed.
                _(
                    "{card} is not one of the souvenirs revealed here ({shown}); you may buy "
                    "only those."
                ).format(card=card, shown=shown),
            )
    if len(set(cards)) < len(cards):
        return IllegalAction("village.buy", _("Each revealed souvenir can be bought only once."))
    if action.one_coin is not None:
        if t.key != "zen_emon":
            return IllegalAction(
                "traveller.zen_emon",
                _(
                    "Only Zen-emon buys a souvenir for {coins}; {who} pays the printed prices."
                ).format(
                    coins=plural(game.rules.zen_emon_price, "coin", as_object=True), who=who(t)
                ),
            )
        if action.one_coin not in cards:
            return IllegalAction(
                "traveller.zen_emon",
                _(
                    "Zen-emon's one-coin souvenir must be one he is buying, and {card} is not "
                    "among {cards}."
                ).format(card=action.one_coin, cards=list(cards)),
            )
    if action.devotion is not None:
        devotion = explain_devotion(t, action.devotion in cards)
        if devotion is not None:
            return devotion
        if prices.devotion_coins(action.devotion, cards, t.key) == 0:
            return IllegalAction(
                "cross.amulet_devotion",
                _(
                    "{card} is Sasayakko's free card: Devotion would send no coin. Play it on "
                    "another card of the purchase, or keep it."
                ).format(card=action.devotion),
            )
    cost = prices.souvenir_cost(cards, t.key, action.one_coin, game.rules)
    if t.key == "sasayakko" and action.one_coin is None and cost <= t.coins:
        full = prices.coins_to_buy(cards, t.key, None, game.rules)
        return IllegalAction(
            "traveller.sasayakko",
            # TRANSLATORS: {full} and {coins} are numbers of coins.
            _(
                "Sasayakko must hold the coins for every souvenir she buys ({full}), though the "
                "cheapest is then free; {who} has {coins}. Buy fewer, or none."
            ).format(full=full, who=who(t), coins=t.coins),
        )
    return IllegalAction(
        "village.buy",
        # TRANSLATORS: {cost} is the cost ("5 coins"), {coins} the number of coins held.
        _("These souvenirs cost {cost} and {who} has {coins}. Buy fewer, or none.").format(
            cost=plural(cost, "coin", as_object=True), who=who(t), coins=t.coins
        ),
    )


def _explain_keep_encounter(
    game: GameLike, action: KeepEncounter, t: Traveller, drawn: TwoEncounters
) -> IllegalAction:
    return IllegalAction(
        "traveller.yoshiyasu",
        # TRANSLATORS: {drawn} lists the two encounter keys drawn; {card} is the key asked for.
        _("Yoshiyasu drew {drawn} and keeps one of them, not {card}.").format(
            drawn=listed(drawn.drawn), card=repr(action.card)
        ),
    )


_PANORAMA_RULES = {
    "hiroshige": "traveller.hiroshige",
    "annaibito": "encounter.annaibito_complete",
    "kitoushi": "new.kitoushi",
}
_MUST_TAKE = {
    "hiroshige": N_(
        "Hiroshige may not decline his panorama card at an inn, take the next card of one of: "
        "{options}."
    ),
    "annaibito": N_(
        "The guide's own panorama being complete, take the next card of one of: {options}."
    ),
    "kitoushi": N_("Having paid Kitoushi, take the next card of one of: {options}."),
}
"""Why taking no panorama card is refused, by who offers the card (``PanoramaChoice.reason``)."""


def _explain_panorama(
    game: GameLike, action: TakePanorama, t: Traveller, choice: PanoramaChoice
) -> IllegalAction:
    rule = _PANORAMA_RULES[choice.reason]
    options = pgettext("list", ", ").join(panorama_word(o) for o in choice.options)
    if action.panorama is None:
        return IllegalAction(rule, _(_MUST_TAKE[choice.reason]).format(options=options))
    if action.panorama not in data.PANORAMAS:
        return IllegalAction(
            "action.malformed",
            _("{panorama} is not a panorama; panoramas are {panoramas}.").format(
                panorama=repr(action.panorama), panoramas=", ".join(data.PANORAMAS)
            ),
        )
    if choice.may_decline:
        template = _(
            "{who} has completed the {panorama} panorama; take the next card of one not yet "
            "complete ({options}) or none."
        )
    else:
        template = _(
            "{who} has completed the {panorama} panorama; take the next card of one not yet "
            "complete ({options})."
        )
    return IllegalAction(
        rule,
        template.format(who=who(t), panorama=panorama_word(action.panorama), options=options),
    )


def _explain_eat(game: GameLike, action: Eat, t: Traveller, inn: Any) -> IllegalAction:
    meal = action.meal
    if meal is None and (action.hospitality or action.devotion):
        if action.hospitality:
            return IllegalAction(
                "cross.amulet_hospitality",
                _(
                    "Hospitality is played with a meal, and no meal is chosen: choose one of the "
                    "inn's hand with it, or play it at a later meal."
                ),
            )
        return IllegalAction(
            "cross.amulet_devotion",
            _(
                "Devotion is played with a meal, and no meal is chosen: choose one of the inn's "
                "hand with it, or play it at a later meal."
            ),
        )
    if meal not in data.MEALS:
        return IllegalAction(
            "action.malformed", _("{meal} is not a meal of Tokaido.").format(meal=repr(meal))
        )
    if action.hospitality:
        held = not_playable(t, "hospitality")
        if held is not None:
            return IllegalAction("cross.amulet_hospitality", str(held))
        if action.devotion:
            return IllegalAction(
                "cross.amulet_devotion",
                _(
                    "A meal Hospitality makes free costs no coin, so Devotion has none to send: "
                    "play one of the two."
                ),
            )
    if action.devotion:
        held = explain_devotion(t)
        if held is not None:
            return held
        if meal in inn.shown and prices.meal_cost(meal, t.key, game.rules) == 0:
            return IllegalAction(
                "cross.amulet_devotion",
                _("{meal} costs {who} nothing, so Devotion has no coin to send: keep it.").format(
                    meal=meal, who=who(t)
                ),
            )
    shown = inn.shown
    if meal in t.meals:
        return IllegalAction(
            "inn.no_repeat",
            _(
                "{who} has already eaten {meal} on this journey, and no traveller eats the same "
                "specialty twice. Choose another meal, or none."
            ).format(who=who(t), meal=meal),
        )
    if meal not in shown:
        if shown:
            template = _("{meal} is not in the inn's hand ({shown}); choose from it, or none.")
        else:
            template = _(
                "{meal} is not in the inn's hand (nothing is left); choose from it, or none."
            )
        return IllegalAction("inn.choose", template.format(meal=meal, shown=", ".join(shown)))
    cost = prices.meal_cost(meal, t.key, game.rules)
    return IllegalAction(
        "inn.choose",
        _("{meal} costs {cost} and {who} has {coins}; choose a cheaper meal, or none.").format(
            meal=meal, cost=plural(cost, "coin", as_object=True), who=who(t), coins=t.coins
        ),
    )


# --- Crossroads -----------------------------------------------------------------------------


_EXPLAIN: dict[str, Callable[[GameLike, Any, Traveller, Any], IllegalAction]] = {
    "traveller": _explain_traveller,
    "move": _explain_move,
    "donate": _explain_donate,
    "buy": _explain_buy,
    "keep_encounter": _explain_keep_encounter,
    "panorama": _explain_panorama,
    "pay": explain_flag,
    "keep_meal": explain_flag,
    "eat": _explain_eat,
    "option": explain_option,
    "amulet": explain_amulet,
    "legendary": explain_legendary,
    "calligraphy": explain_calligraphy,
    "play_amulet": explain_play_amulet,
    "bet": explain_flag,
}
"""Each kind of decision and what explains a refusal of its action."""
