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
from .language import N_, _, pgettext
from .protocols import GameLike
from .state import Traveller
from .words import (
    base_action,
    card_name,
    card_names,
    panorama_word,
    plural,
    who,
)


def listed_options(game: GameLike) -> str:
    """The legal actions now, as a refusal lists them after "Allowed:"."""
    return ", ".join(repr(a) for a in game.legal_actions())


CROSSROADS_ACTIONS = (ChooseOption, TakeAmulet, TakeLegendary, TakeCalligraphy, PlayAmulet, Bet)


AMULET_MOMENTS = {
    "fortune": (
        "cross.amulet_fortune",
        N_("Fortune is played before a move, when the game asks."),
    ),
    "health": (
        "cross.amulet_health",
        N_(
            "Health is played by taking both actions of a stop: ChooseOption('base_first') or "
            "ChooseOption('option_first') when the game offers the choice."
        ),
    ),
    "friendship": (
        "cross.amulet_friendship",
        N_(
            "Friendship is played with a move: Move(to, friendship=True) onto a single space "
            "one traveller holds."
        ),
    ),
    "hospitality": (
        "cross.amulet_hospitality",
        N_("Hospitality is played with a meal at an inn: Eat(meal, hospitality=True)."),
    ),
    "devotion": (
        "cross.amulet_devotion",
        N_("Devotion is played with a purchase: a Buy, an Eat or a Take... action with devotion."),
    ),
}
"""When each amulet but Vitality is played, for a ``PlayAmulet`` out of its moment (the
sentence in English, translated where it is used)."""


def _with_now(sentence: str, now: str) -> str:
    # TRANSLATORS: a refusal's sentence, then the sentence saying what must be done now.
    return _("{sentence} {now}").format(sentence=sentence, now=now)


def crossroads_out_of_place(
    game: GameLike, action: Any, actor: Traveller, now: str
) -> IllegalAction | None:
    """Why a Crossroads action does not answer the decision awaited, or None."""
    if not isinstance(action, CROSSROADS_ACTIONS):
        return None
    if "crossroads" not in game.expansions:
        return IllegalAction(
            "turn.wrong_decision",
            # TRANSLATORS: {action} is the name of an action class (Bet), which stays English.
            _(
                "{action} belongs to the Crossroads expansion, which this game does not play. {now}"
            ).format(action=type(action).__name__, now=now),
        )
    at_inn = bool(game.turns) and game.kind_at(game.turns[-1]["to"]) == "inn"
    if isinstance(action, ChooseOption) and at_inn and game.turns[-1]["player"] == actor.index:
        return IllegalAction(
            "cross.choice",
            _(
                "An inn has no Crossroads option: every traveller stops there for the powers and "
                "the meal. {now}"
            ).format(now=now),
        )
    if isinstance(action, Bet) and actor.key != "jirocho":
        return IllegalAction(
            "traveller.jirocho",
            _("Only Jirocho bets on the fortune die at an inn, and {who} is not him. {now}").format(
                who=who(actor), now=now
            ),
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
            _("{amulet} is not an amulet; amulets: {amulets}. {now}").format(
                amulet=repr(amulet), amulets=", ".join(data.AMULETS), now=now
            ),
        )
    held = not_playable(actor, amulet)
    if held is not None:
        return held
    if amulet in AMULET_MOMENTS:
        rule, when = AMULET_MOMENTS[amulet]
        return IllegalAction(rule, _with_now(_(when), now))
    if at_inn and game.turns[-1]["player"] == actor.index:
        why = _("Vitality gives another move not after arriving at an inn.")
    else:
        why = _(
            "Vitality gives another move only right after a stop that puts its holder in the lead."
        )
    return IllegalAction("cross.amulet_vitality", _with_now(why, now))


def not_playable(t: Traveller, amulet: str) -> IllegalAction | None:
    """The refusal of playing an amulet ``t`` does not hold, or bought this turn; else None."""
    if amulet not in t.amulets:
        held = card_names(t.amulets) if t.amulets else _("none")
        return IllegalAction(
            "cross.amulet_use",
            # TRANSLATORS: {held} lists the amulets held, or says none.
            _(
                "{who} does not hold the {amulet} amulet (amulets held: {held}); an amulet is "
                "bought at a temple and goes back to the stack once played."
            ).format(who=who(t), amulet=card_name(amulet), held=held),
        )
    if amulet in t.new_amulets:
        return IllegalAction(
            "cross.amulet_use",
            _(
                "{who} bought the {amulet} amulet on this turn, and an amulet cannot be played on "
                "the turn it was bought: keep it for a later turn."
            ).format(who=who(t), amulet=card_name(amulet)),
        )
    return None


def meal_here(turn: dict[str, Any]) -> str | None:
    """The meal a turn at an inn gave: bought, Satsuki's free meal kept, or Itamae's meal that
    took the place of the inn's (``data.ITAMAE_MEAL_IS_THE_INN_MEAL``)."""
    meal: str | None = None  # a turn is a JSON-like dict: its values are typed here
    free = turn.get("satsuki") or {}
    itamae = turn.get("chuubei") or {}
    if turn.get("meal"):
        meal = turn["meal"]
    elif free.get("kept"):
        meal = free["card"]
    elif itamae.get("paid") and itamae.get("meal") and "meal" not in turn:
        meal = itamae["meal"]
    return meal


def explain_flag(game: GameLike, action: Any, t: Traveller, _unused: Any) -> IllegalAction:
    return IllegalAction(
        "action.malformed",
        _("Answer with True or False, not {action}. Allowed: {allowed}.").format(
            action=repr(action), allowed=listed_options(game)
        ),
    )


def explain_devotion(t: Traveller, bought: bool = True) -> IllegalAction | None:
    """Why Devotion may not be played on a purchase, or None."""
    held = not_playable(t, "devotion")
    if held is not None:
        return IllegalAction("cross.amulet_devotion", str(held))
    if not bought:
        return IllegalAction(
            "cross.amulet_devotion",
            _("Devotion sends the coins of a card bought now: name one of the cards being bought."),
        )
    return None


CLOSED = {
    "cherry_tree": (
        "cross.cherry_tree",
        N_("No cherry tree can be had here: no cherry tree is left."),
    ),
    "bathhouse": ("cross.bathhouse", N_("No bathhouse can be had here: no bathhouse is left.")),
    "amulet": (
        "cross.amulet_buy",
        N_("No amulet can be had here: every amulet is held by a traveller."),
    ),
    "legendary": (
        "cross.legendary_buy",
        N_("No legendary object can be had here: every legendary object is sold."),
    ),
    "calligraphy": (
        "cross.calligraphy_buy",
        N_("No calligraphy can be had here: every calligraphy is sold."),
    ),
}
"""Why a Crossroads option whose cards have run out is refused (translated where used)."""


SHORT = {
    "bathhouse": ("cross.bathhouse", "bathhouse_price", N_("A bathhouse costs {price}")),
    "gaming_room": ("cross.gaming_room", "gaming_room_bet", N_("The gaming room's bet is {price}")),
    "amulet": ("cross.amulet_buy", "amulet_price", N_("An amulet costs {price}")),
    "calligraphy": (
        "cross.calligraphy_buy",
        "calligraphy_price",
        N_("A calligraphy costs {price}"),
    ),
}
"""A Crossroads option the purse cannot pay for: its rule, its price's field of ``Rules``, and
what it costs, ``{price}`` to fill (translated where used)."""


def _at_a_stop(kind: str) -> str:
    """A kind of stop with its indefinite article, as "At {stop} a traveller ..." names it."""
    words = {
        "paddy": pgettext("at a stop", "a paddy"),
        "mountain": pgettext("at a stop", "a mountain"),
        "sea": pgettext("at a stop", "a sea"),
        "hot_spring": pgettext("at a stop", "a hot spring"),
        "farm": pgettext("at a stop", "a farm"),
        "temple": pgettext("at a stop", "a temple"),
        "village": pgettext("at a stop", "a village"),
        "encounter": pgettext("at a stop", "an encounter"),
    }
    return words.get(kind, kind)


def _an_option(option: str) -> str:
    """A Crossroads option with its indefinite article ("a cherry tree")."""
    words = {
        "cherry_tree": pgettext("an option", "a cherry tree"),
        "bathhouse": pgettext("an option", "a bathhouse"),
        "gaming_room": pgettext("an option", "a gaming room"),
        "amulet": pgettext("an option", "an amulet"),
        "legendary": pgettext("an option", "a legendary object"),
        "calligraphy": pgettext("an option", "a calligraphy"),
    }
    return words.get(option, option)


def explain_option(
    game: GameLike, action: ChooseOption, t: Traveller, stop: StopOption
) -> IllegalAction:
    choice, kind = action.choice, stop.space
    choices = ("base", "option", "base_first", "option_first")
    if choice not in choices or not isinstance(action.devotion, bool):
        return IllegalAction(
            "action.malformed",
            _("Choose one of {choices}, not {choice}.").format(
                choices=", ".join(repr(c) for c in choices), choice=repr(choice)
            ),
        )
    if action.health and (stop.both == "health" or choice not in ("base_first", "option_first")):
        return IllegalAction(
            "cross.amulet_health",
            _(
                "Health is played by taking both actions of a stop: choose 'base_first' or "
                "'option_first', without health=True."
            ),
        )
    if action.health and stop.both is not None:
        held = not_playable(t, "health")
        if held is not None:
            return held
        if not data.HEALTH_BESIDE_A_POWER_OF_BOTH:
            return IllegalAction(
                "cross.amulet_health",
                _(
                    "{who} takes both actions here already (Kita at an encounter, Miyataka at a "
                    "temple): Health would add nothing, so it is kept."
                ).format(who=who(t)),
            )
    if choice in ("base_first", "option_first") and stop.both is None:
        held = not_playable(t, "health") if "health" in t.amulets else None
        if held is not None:  # bought on this turn
            return held
        return IllegalAction(
            "cross.choice",
            # TRANSLATORS: {stop} is a kind of stop with its article ("a farm"), {option} a
            # Crossroads option with its article ("a cherry tree").
            _(
                "At {stop} a traveller takes the base action or {option}, not both: only Kita "
                "(at an encounter), Miyataka (at a temple) or the Health amulet take both. "
                "Choose 'base' or 'option'."
            ).format(stop=_at_a_stop(kind), option=_an_option(stop.option)),
        )
    if choice in ("base", "base_first") and not stop.base:
        return IllegalAction(
            "road.panorama_closed",
            _(
                "{who} has completed the {panorama} panorama: its space gives a cherry tree, no "
                "section. Choose 'option'."
            ).format(who=who(t), panorama=panorama_word(kind)),
        )
    if choice in ("option", "option_first") and not stop.open:
        # With both, the base action first may pay for the option: 'base_first' is the way.
        instead = "'base_first'" if choice == "option_first" else "'base'"
        if stop.option in SHORT and (stop.option == "gaming_room" or game.piles[stop.option]):
            rule, field, costs = SHORT[stop.option]
            price = getattr(game.rules, field)
            return IllegalAction(
                rule,
                # TRANSLATORS: {costs} says what the option costs ("A bathhouse costs 2 coins");
                # {action} is the base action ("draw a hot spring card"); {choice} a Python
                # value ('base').
                _("{costs} and {who} has {coins}: {action} instead (choose {choice}).").format(
                    costs=_(costs).format(price=plural(price, "coin", as_object=True)),
                    who=who(t),
                    coins=t.coins,
                    action=base_action(kind),
                    choice=instead,
                ),
            )
        rule, why = CLOSED[stop.option]
        return IllegalAction(
            rule,
            _("{why} Choose {choice}.").format(why=_(why), choice=instead),
        )
    if action.devotion:
        held = explain_devotion(t)
        if held is not None:
            return held
        if choice == "base":
            text = _(
                "Devotion goes with a purchase: here only with the bathhouse, when it is bought, "
                "and the base action buys nothing."
            )
        else:
            text = _(
                "Devotion goes with a purchase: here only with the bathhouse, when it is bought, "
                "and none is bought."
            )
        return IllegalAction("cross.amulet_devotion", text)
    return IllegalAction(  # pragma: no cover - every closed choice is named above
        "cross.choice",
        _("{choice} is not open here. Allowed: {allowed}.").format(
            choice=repr(choice), allowed=listed_options(game)
        ),
    )


def explain_amulet(
    game: GameLike, action: TakeAmulet, t: Traveller, shop: AmuletShop
) -> IllegalAction:
    amulet = action.amulet
    if amulet not in data.AMULETS:
        return IllegalAction(
            "action.malformed",
            _("{amulet} is not an amulet; amulets: {amulets}.").format(
                amulet=repr(amulet), amulets=", ".join(data.AMULETS)
            ),
        )
    if amulet not in shop.offered:
        left = card_names(shop.offered, "or") if shop.offered else _("none")
        return IllegalAction(
            "cross.amulet_buy",
            _(
                "The {amulet} amulet is not in the stack: another traveller holds it. Amulets in "
                "the stack: {left}; or buy none."
            ).format(amulet=card_name(amulet), left=left),
        )
    if action.bank_coin:
        if t.key == "hirotada":
            why = _(
                "No bank coin with this amulet: he donates at this temple too, and the bank's "
                "coin comes once, with the donation."
            )
        else:
            why = _(
                "No bank coin with this amulet: only Hirotada adds it, and {who} is not him."
            ).format(who=who(t))
        return IllegalAction("traveller.hirotada", why)
    if t.coins < game.rules.amulet_price:
        return IllegalAction(
            "cross.amulet_buy",
            _("An amulet costs {price} and {who} has {coins}: buy none.").format(
                price=plural(game.rules.amulet_price, "coin", as_object=True),
                who=who(t),
                coins=t.coins,
            ),
        )
    held = explain_devotion(t)
    return held or IllegalAction("cross.amulet_devotion", _("Devotion cannot be played here."))


SHOP_WORDS = {
    "legendary": (
        N_("{card} is not a legendary object; they are: {known}."),
        N_(
            "{card} is sold out: each legendary object exists once, and another traveller "
            "bought it. Left: {left}; or buy none."
        ),
    ),
    "calligraphy": (
        N_("{card} is not a calligraphy; they are: {known}."),
        N_(
            "{card} is sold out: each calligraphy exists once, and another traveller bought "
            "it. Left: {left}; or buy none."
        ),
    ),
}
"""What a shop of the Crossroads says of a card it does not know, and of one sold out."""


def explain_shop(
    game: GameLike,
    card: Any,
    devotion: bool,
    t: Traveller,
    offered: tuple[str, ...],
    known: Any,
    shop: str,
    rule: str,
    price: int | None,
) -> IllegalAction:
    unknown, sold_out = SHOP_WORDS[shop]
    if card not in known:
        return IllegalAction(
            "action.malformed", _(unknown).format(card=repr(card), known=", ".join(known))
        )
    if card not in offered:
        left = card_names(offered, "or") if offered else _("none")
        return IllegalAction(rule, _(sold_out).format(card=card_name(card), left=left))
    if price is not None and price > t.coins:
        return IllegalAction(
            rule,
            _("{card} costs {price} and {who} has {coins}: choose a cheaper one, or none.").format(
                card=card_name(card),
                price=plural(price, "coin", as_object=True),
                who=who(t),
                coins=t.coins,
            ),
        )
    held = explain_devotion(t) if devotion else None
    return held or IllegalAction(
        rule, _("{card} cannot be bought now.").format(card=card_name(card))
    )


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
        "legendary",
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
            # TRANSLATORS: the parts in parentheses are Python and stay as they are.
            _(
                "Play {card} (PlayAmulet({key})) or keep it (PlayAmulet(None)), not {amulet}."
            ).format(card=card_name(moment.amulet), key=repr(moment.amulet), amulet=repr(amulet)),
        )
    at_inn = game.kind_at(game.turns[-1]["to"]) == "inn" if game.turns else False
    now = _("Now {who} may play {card}, or keep it.").format(
        who=who(t), card=card_name(moment.amulet)
    )
    return amulet_out_of_place(game, amulet, t, at_inn, now)
