"""The refusal catalogue: every way a move can be refused, its rule key, its message, and proof
that a refused action leaves the game exactly as it was.

Each case arranges a small scenario, tries one illegal thing, and names the rule key and a phrase
of the message a learner reads. The tests below check every case, that every key of
``refusals.CATALOGUE`` is produced by some case, and that every checklist rule a player can break
has a refusal.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Callable
from typing import Any

import pytest

from tokaido_nb.rules import (
    OFFICIAL,
    Bet,
    Buy,
    ChooseOption,
    ChooseTraveller,
    Donate,
    Eat,
    Game,
    IllegalAction,
    KeepEncounter,
    KeepMeal,
    Move,
    Pay,
    PlayAmulet,
    TakeAmulet,
    TakeCalligraphy,
    TakeLegendary,
    TakePanorama,
)
from tokaido_nb.rules.refusals import CATALOGUE

from .crossroads import (
    buy_amulet,
    cherry_trees_taken,
    cross,
    holding,
    in_the_lead_with,
    plain_cross,
)
from .scenarios import bring, finish, settle, walk
from .test_checklist import all_checklist_ids


@dataclasses.dataclass(frozen=True)
class Case:
    """One refusal: arrange a game (None for a set-up error), then act once."""

    name: str
    rule: str
    phrase: str
    arrange: Callable[[], Game | None]
    act: Callable[[Game | None], Any]


# --- scenarios ------------------------------------------------------------------------------


def three(*travellers: str, **kwargs: Any) -> Game:
    """Three travellers; traveller 0 moves first."""
    keys = list(travellers) + [k for k in ("kinko", "umegae", "hirotada") if k not in travellers]
    return Game(3, travellers=keys[:3], kyoto=[2, 1, 0], **kwargs)


def plain(players: int = 3, variants=("initiatory",), **kwargs: Any) -> Game:
    """No powers, 7 coins each; traveller 0 moves first."""
    return Game(players, variants=variants, kyoto=list(range(players))[::-1], **kwargs)


def start() -> Game:
    return plain()


def at_farm() -> Game:
    game = plain()
    walk(game, 0, 7)
    bring(game, 0)  # the others went on to the inn: traveller 0 moves again
    return game


def after_paddy() -> Game:
    game = plain()
    game.play(Move(4))  # a single space, taken
    return game


def after_double_three() -> Game:
    game = plain()
    game.play(Move(7))  # a double space, only one slot with 3 players
    return game


def full_double() -> Game:
    game = plain(4)
    game.play(Move(7))
    game.play(Move(7))
    return game


def penniless_satsuki() -> Game:
    game = three("satsuki")
    game.play(Move(2))
    game.play(Donate(2))
    bring(game, 0)  # Satsuki, with no coin, is to move again after the others
    return game


def spent_satsuki() -> Game:
    game = three("satsuki")
    game.name_draws("souvenir", ["koma", "manju", "geta"])
    game.play(Move(1))
    game.play(Buy(("koma", "manju")))
    bring(game, 0)
    return game


def paddy_complete() -> Game:
    """Traveller 0 has completed the paddy (4, 18, 28) and is to move on from there."""
    game = plain()
    walk(game, 0, 4, 14, 18, 27, 28)
    bring(game, 0)
    return game


def return_trip_at_48() -> Game:
    """Return trip: traveller 0 has walked from Edo to the hot spring at 48, and moves again."""
    game = plain(variants=["initiatory", "return_trip"])
    game.play(Move(48))
    bring(game, 0)
    return game


def neutral_to_move() -> Game:
    return Game(2, travellers=["kinko", "umegae"], kyoto=[0, 1, 2])


def at_temple(key: str = "kinko") -> Game:
    game = three(key)
    game.play(Move(2))
    return game


def at_village(cards: tuple[str, ...] = ("koma", "geta", "sumie"), key: str = "kinko") -> Game:
    game = three(key)
    game.name_draws("souvenir", list(cards))
    game.play(Move(1))
    return game


def annaibito_choice() -> Game:
    game = paddy_complete()
    game.name_draws("encounter", ["annaibito_paddy"])
    game.play(Move(30))
    return game


def hiroshige_choice() -> Game:
    game = three("hiroshige")
    walk(game, 0, 4, 14)
    game.play(TakePanorama("paddy"))
    settle(game)
    walk(game, 0, 18, 27)
    return game


def yoshiyasu_choice() -> Game:
    game = three("yoshiyasu")
    game.name_draws("encounter", ["samurai", "kuge"])
    game.play(Move(3))
    return game


def kitoushi_choice(rules=OFFICIAL) -> Game:
    game = three(expansions=["new_encounters"], rules=rules)
    if rules is not OFFICIAL:
        walk(game, 0, 4)  # with a one-card paddy, this completes it
    game.name_draws("encounter", ["kitoushi"])
    walk(game, 0, 10)
    game.play(Pay(True))
    return game


def takuhatsuso_choice() -> Game:
    game = three(expansions=["new_encounters"])
    game.name_draws("encounter", ["takuhatsuso"])
    game.play(Move(3))
    return game


def satsuki_choice() -> Game:
    game = three("satsuki")
    game.play(Move(14))
    return game


def inn(rules=OFFICIAL) -> Game:
    game = plain(rules=rules)
    game.name_draws("meal", ["dango", "tofu", "unagi", "sushi"])
    game.play(Move(14))
    return game


def second_inn_after_dango() -> Game:
    game = inn()
    game.play(Eat("dango"))
    settle(game)
    game.name_draws("meal", ["dango", "soba", "fugu", "udon"])  # the next inn's hand
    walk(game, 0, 27)
    assert "dango" in list(game.pending.shown)
    return game


def ate_and_to_move() -> Game:
    game = plain()
    game.name_draws("meal", ["dango", "tofu", "unagi", "sushi"])
    for _ in range(3):
        game.play(Move(14))
        if game.actor == 2:
            game.play(Eat("sushi"))
        else:
            game.play(Eat(None))
    assert game.actor == 2 and game.decision == "move"  # the last arrival leaves first
    return game


def koma_named_again() -> Game:
    """Koma was bought; a Shokunin is then named to give it again."""
    game = at_village()
    game.play(Buy(("koma",)))
    settle(game)
    game.name_draws("encounter", ["shokunin"])
    game.name_draws("souvenir", ["koma"])
    return game


def fugu_discard_named() -> Game:
    """The neutral traveller's discard is named as a meal the hand does not hold."""
    game = neutral_to_move()
    game.name_draws("meal", ["dango", "tofu", "unagi", "sushi"])
    game.name_draws("discard", ["fugu"])
    return game


def over() -> Game:
    game = plain()
    finish(game)
    return game


def dealing() -> Game:
    return Game(3, kyoto=[0, 1, 2], seed=1)


def not_dealt(game: Game) -> str:
    return next(
        k for k in ("kinko", "satsuki", "umegae", "hiroshige") if k not in list(game.pending.dealt)
    )


# --- Crossroads scenarios ----------------------------------------------------------------------


def at(game: Game, *actions: Any) -> Game:
    """``game`` after these actions."""
    for action in actions:
        game.play(action)
    return game


def cross_farm() -> Game:
    return at(plain_cross(), Move(7))


def cross_inn() -> Game:
    return at(plain_cross(), Move(14))


def miyataka_bought_fortune() -> Game:
    """Miyataka bought Fortune first at a temple and is to donate: the same turn."""
    return at(cross("miyataka"), Move(2), ChooseOption("option_first"), TakeAmulet("fortune"))


def health_one_coin_at_farm() -> Game:
    return at(holding("health", "satsuki"), Move(7))  # Satsuki: 2 coins, 1 after the amulet


def health_no_coin() -> Game:
    """Satsuki holds Health and no coin: an amulet, then Koma at a village."""
    game = holding("health", "satsuki")
    game.name_draws("souvenir", ["koma", "gofu", "washi"])
    at(game, Move(8), ChooseOption("base"), Buy(("koma",)))
    bring(game, 0)
    return game


def health_at_panorama_no_tree() -> Game:
    game = holding("health")
    cherry_trees_taken(game)
    return at(game, Move(23))


def legendary_shop(key: str = "kinko", village: int = 1) -> Game:
    return at(cross(key), Move(village), ChooseOption("option"))


def shodo_sold() -> Game:
    game = legendary_shop()
    game.play(TakeLegendary("shodo"))
    walk(game, 1, 8)
    game.play(ChooseOption("option"))
    return game


def patience_sold() -> Game:
    game = at(plain_cross(), Move(3), ChooseOption("option"), TakeCalligraphy("patience"))
    walk(game, 1, 10)
    game.play(ChooseOption("option"))
    return game


def health_sold() -> Game:
    game = plain_cross()
    buy_amulet(game, 0, "health")
    walk(game, 1, 9)
    game.play(ChooseOption("option"))
    return game


def friendship_four() -> Game:
    """Four players: traveller 0 holds Friendship; traveller 3 alone on the double farm at 7."""
    game = plain_cross(players=4)
    buy_amulet(game, 0, "friendship")
    settle(game)
    while game.actor != 0:
        stop = 7 if game.actor == 3 else min(s for s in game.legal_stops() if s > 7)
        game.play(Move(stop))
        settle(game)
    return game


def friendship_full_double() -> Game:
    """Four players: traveller 0 holds Friendship; travellers 2 and 3 fill the farm at 7."""
    game = plain_cross(players=4)
    buy_amulet(game, 0, "friendship")
    settle(game)
    while game.actor != 0:
        stop = 7 if game.actor in (2, 3) else min(s for s in game.legal_stops() if s > 7)
        game.play(Move(stop))
        settle(game)
    return game


def vitality_not_in_lead() -> Game:
    return at(holding("vitality"), Move(5))


def held_at(amulet: str, stop: int, *travellers: str) -> Game:
    game = holding(amulet, *travellers)
    if game.decision == "play_amulet":
        game.play(PlayAmulet(None))
    return at(game, Move(stop))


def devotion_village(key: str = "kinko") -> Game:
    game = holding("devotion", key)
    game.name_draws("souvenir", ["koma", "sumie", "geta"])
    return at(game, Move(8), ChooseOption("base"))


def fortune_kept_at_temple() -> Game:
    game = holding("fortune")
    return at(game, PlayAmulet(None), Move(9))


# --- the catalogue --------------------------------------------------------------------------


def plays(action: Any, **kwargs: Any) -> Callable[[Game], Any]:
    return lambda game: game.play(action, **kwargs)


CASES = [
    # movement
    Case("move back", "road.forward", "only move forward", at_farm, plays(Move(3))),
    Case("stay put", "road.forward", "only move forward", at_farm, plays(Move(7))),
    Case("pass an inn", "road.inn_stop", "stops at each inn", start, plays(Move(15))),
    Case("occupied single", "road.occupied", "is full", after_paddy, plays(Move(4))),
    Case("full double", "road.occupied", "double space two", full_double, plays(Move(7))),
    Case("three-player double", "road.doubles", "only with 4", after_double_three, plays(Move(7))),
    Case(
        "village, no coin",
        "road.village_coin",
        "at least one coin",
        penniless_satsuki,
        plays(Move(8)),
    ),
    Case(
        "temple, no coin", "road.temple_coin", "giving at least one", spent_satsuki, plays(Move(2))
    ),
    Case(
        "closed panorama",
        "road.panorama_closed",
        "completed the paddy",
        paddy_complete,
        plays(Move(35)),
    ),
    Case(
        "return trip, back to Edo",
        "road.forward",
        "only move forward",
        return_trip_at_48,
        plays(Move(50)),
    ),
    Case(
        "return trip, past an inn",
        "road.inn_stop",
        "inn at position 41",
        return_trip_at_48,
        plays(Move(39)),
    ),
    # turns
    Case(
        "not last", "road.last_moves", "furthest behind moves next", start, plays(Move(5), player=1)
    ),
    Case(
        "neutral, wrong player",
        "two.neutral_moves",
        "player in front moves it",
        neutral_to_move,
        plays(Move(3), player=1),
    ),
    Case(
        "another's donation",
        "turn.out_of_turn",
        "must choose a donation",
        at_temple,
        plays(Donate(1), player=1),
    ),
    Case(
        "donate at a move",
        "turn.wrong_decision",
        "is not the decision now",
        start,
        plays(Donate(1)),
    ),
    Case(
        "move at a village",
        "turn.wrong_decision",
        "choose which souvenirs",
        at_village,
        plays(Move(5)),
    ),
    Case("game over", "game.over", "journey is over", over, plays(Move(54))),
    Case("game over, any player", "game.over", "journey is over", over, plays(Eat(None), player=0)),
    # temple
    Case("give nothing", "temple.donate", "giving nothing", at_temple, plays(Donate(0))),
    Case("give four", "temple.donate", "at most 3 coins", at_temple, plays(Donate(4))),
    Case(
        "give more than held",
        "temple.donate",
        "cannot give 3",
        lambda: at_temple("satsuki"),
        plays(Donate(3)),
    ),
    Case(
        "Hirotada gives only the bank's coin",
        "temple.donate",
        "giving nothing",
        lambda: at_temple("hirotada"),
        plays(Donate(0, True)),
    ),
    Case("bank coin", "traveller.hirotada", "Only Hirotada", at_temple, plays(Donate(1, True))),
    # village
    Case(
        "unrevealed souvenir",
        "village.buy",
        "not one of the souvenirs revealed",
        at_village,
        plays(Buy(("washi",))),
    ),
    Case(
        "same souvenir twice", "village.buy", "only once", at_village, plays(Buy(("koma", "koma")))
    ),
    Case(
        "too dear",
        "village.buy",
        "Buy fewer, or none",
        lambda: at_village(("sumie", "ukiyoe", "shamisen")),
        plays(Buy(("sumie", "ukiyoe", "shamisen"))),
    ),
    Case(
        "Sasayakko short of the full price",
        "traveller.sasayakko",
        "hold the coins for every",
        lambda: at_village(("ukiyoe", "sumie", "koma"), key="sasayakko"),
        plays(Buy(("ukiyoe", "sumie"))),
    ),
    Case(
        "one coin, not Zen-emon",
        "traveller.zen_emon",
        "Only Zen-emon",
        at_village,
        plays(Buy(("sumie",), "sumie")),
    ),
    Case(
        "one coin, not bought",
        "traveller.zen_emon",
        "one he is buying",
        lambda: at_village(key="zen_emon"),
        plays(Buy(("koma",), "sumie")),
    ),
    # encounters and powers
    Case(
        "Annaibito, complete",
        "encounter.annaibito_complete",
        "completed the paddy",
        annaibito_choice,
        plays(TakePanorama("paddy")),
    ),
    Case(
        "Hiroshige, complete",
        "traveller.hiroshige",
        "completed the paddy",
        hiroshige_choice,
        plays(TakePanorama("paddy")),
    ),
    Case(
        "Yoshiyasu, card not drawn",
        "traveller.yoshiyasu",
        "keeps one of them",
        yoshiyasu_choice,
        plays(KeepEncounter("miko")),
    ),
    Case(
        "not Yoshiyasu",
        "traveller.yoshiyasu",
        "Only Yoshiyasu",
        start,
        plays(KeepEncounter("samurai")),
    ),
    Case("not Satsuki", "traveller.satsuki", "Only Satsuki", start, plays(KeepMeal(True))),
    Case(
        "Kitoushi, none",
        "new.kitoushi",
        "Having paid Kitoushi",
        kitoushi_choice,
        plays(TakePanorama(None)),
    ),
    Case(
        "Kitoushi, complete",
        "new.kitoushi",
        "completed the paddy",
        lambda: kitoushi_choice(
            dataclasses.replace(OFFICIAL, panorama_lengths={"paddy": 1, "mountain": 4, "sea": 5})
        ),
        plays(TakePanorama("paddy")),
    ),
    # inns
    Case("meal not in the hand", "inn.choose", "not in the inn's hand", inn, plays(Eat("fugu"))),
    Case(
        "meal too dear",
        "inn.choose",
        "choose a cheaper meal",
        lambda: inn(dataclasses.replace(OFFICIAL, initiatory_coins=2)),
        plays(Eat("unagi")),
    ),
    Case(
        "same specialty",
        "inn.no_repeat",
        "same specialty twice",
        second_inn_after_dango,
        plays(Eat("dango")),
    ),
    Case("second meal", "inn.one", "at most one meal per inn", ate_and_to_move, plays(Eat("tofu"))),
    Case("meal at Kyoto", "inn.kyoto", "No meal is served at Kyoto", start, plays(Eat("dango"))),
    Case(
        "Satsuki's meal by Eat",
        "turn.wrong_decision",
        "keep the free meal",
        satsuki_choice,
        plays(Eat(None)),
    ),
    # malformed actions
    Case("Move(8.0)", "action.malformed", "not on it", start, plays(Move(8.0))),
    Case("Move(99)", "action.malformed", "not on it", start, plays(Move(99))),
    Case("Move(True)", "action.malformed", "not on it", start, plays(Move(True))),
    Case("Pay(1)", "action.malformed", "True or False", takuhatsuso_choice, plays(Pay(1))),
    Case(
        "KeepMeal(None)", "action.malformed", "True or False", satsuki_choice, plays(KeepMeal(None))
    ),
    Case("a string", "action.malformed", "not a Tokaido action", start, plays("move 3")),
    Case("None", "action.malformed", "not a Tokaido action", start, plays(None)),
    Case("a tuple", "action.malformed", "not a Tokaido action", start, plays(("move", 3))),
    Case("Donate('2')", "action.malformed", "whole number", at_temple, plays(Donate("2"))),
    Case(
        "Buy of a list", "action.malformed", "tuple of card names", at_village, plays(Buy(["koma"]))
    ),
    Case("unknown meal", "action.malformed", "not a meal", inn, plays(Eat("pizza"))),
    Case(
        "unknown panorama",
        "action.malformed",
        "not a panorama",
        hiroshige_choice,
        plays(TakePanorama("desert")),
    ),
    Case("no such player", "action.malformed", "no player 7", start, plays(Move(3), player=7)),
    Case("nothing to undo", "action.malformed", "nothing to undo", start, lambda game: game.undo()),
    Case(
        "unknown pile",
        "action.malformed",
        "no pile called",
        start,
        lambda game: game.name_draws("dice", [6]),
    ),
    Case(
        "unknown card",
        "action.malformed",
        "not a card of the souvenir pile",
        start,
        lambda game: game.name_draws("souvenir", ["teapot"]),
    ),
    # chance
    Case(
        "named card gone", "chance.unavailable", "does not hold", koma_named_again, plays(Move(3))
    ),
    Case(
        "named discard not in hand",
        "chance.unavailable",
        "is not among",
        fugu_discard_named,
        plays(Move(14)),
    ),
    # set-up
    Case(
        "deal, not dealt",
        "setup.deal",
        "keeps one of those two",
        dealing,
        lambda game: game.play(ChooseTraveller(not_dealt(game))),
    ),
    Case("one player", "setup.players", "2 to 5 players", lambda: None, lambda _: Game(1)),
    Case("six players", "setup.players", "2 to 5 players", lambda: None, lambda _: Game(6)),
    Case("players as text", "setup.players", "2 to 5 players", lambda: None, lambda _: Game("4")),
    Case(
        "too few travellers",
        "setup.deal",
        "one traveller per player",
        lambda: None,
        lambda _: Game(3, travellers=["kinko", "umegae"]),
    ),
    Case(
        "unknown traveller",
        "setup.deal",
        "Unknown traveller",
        lambda: None,
        lambda _: Game(2, travellers=["kinko", "eriku"]),
    ),
    Case(
        "Crossroads traveller, base game",
        "setup.deal",
        "traveller of the Crossroads expansion",
        lambda: None,
        lambda _: Game(2, travellers=["kinko", "jirocho"]),
    ),
    Case(
        "shared traveller",
        "setup.deal",
        "cannot share",
        lambda: None,
        lambda _: Game(2, travellers=["kinko", "kinko"]),
    ),
    Case(
        "bad Kyoto line",
        "setup.kyoto",
        "each of the 3 travellers once",
        lambda: None,
        lambda _: Game(2, kyoto=[0, 1]),
    ),
    Case(
        "unknown variant",
        "setup.invalid",
        "Unknown variant",
        lambda: None,
        lambda _: Game(3, variants=["speedrun"]),
    ),
    Case(
        "unknown expansion",
        "setup.invalid",
        "Unknown expansion",
        lambda: None,
        lambda _: Game(3, expansions=["matsuri"]),
    ),
    # Crossroads: the choice at a stop
    Case(
        "both actions without a power",
        "cross.choice",
        "not both",
        cross_farm,
        plays(ChooseOption("base_first")),
    ),
    Case(
        "a Crossroads option at an inn",
        "cross.choice",
        "An inn has no Crossroads option",
        cross_inn,
        plays(ChooseOption("option")),
    ),
    Case(
        "a Crossroads choice in a base game",
        "turn.wrong_decision",
        "belongs to the Crossroads expansion",
        start,
        plays(ChooseOption("base")),
    ),
    Case(
        "an unknown choice",
        "action.malformed",
        "Choose one of",
        cross_farm,
        plays(ChooseOption("both")),
    ),
    Case(
        "a bet without 2 coins",
        "cross.gaming_room",
        "bet is 2 coins",
        health_one_coin_at_farm,
        plays(ChooseOption("option")),
    ),
    Case(
        "a sold-out cherry tree",
        "cross.cherry_tree",
        "no cherry tree is left",
        health_at_panorama_no_tree,
        plays(ChooseOption("option")),
    ),
    Case(
        "a bathhouse without a coin",
        "cross.bathhouse",
        "bathhouse costs 1 coin",
        lambda: at(health_no_coin(), Move(13)),
        plays(ChooseOption("option")),
    ),
    Case(
        "a calligraphy without a coin",
        "cross.calligraphy_buy",
        "calligraphy costs 1 coin",
        lambda: at(health_no_coin(), Move(10)),
        plays(ChooseOption("option")),
    ),
    # Crossroads: cards
    Case(
        "a sold-out legendary object",
        "cross.legendary_buy",
        "Shodo is sold out",
        shodo_sold,
        plays(TakeLegendary("shodo")),
    ),
    Case(
        "a legendary object too dear",
        "cross.legendary_buy",
        "costs 3 coins",
        lambda: legendary_shop("satsuki"),
        plays(TakeLegendary("masamune")),
    ),
    Case(
        "a sold-out calligraphy",
        "cross.calligraphy_buy",
        "Patience is sold out",
        patience_sold,
        plays(TakeCalligraphy("patience")),
    ),
    Case(
        "an amulet another holds",
        "cross.amulet_buy",
        "not in the stack",
        health_sold,
        plays(TakeAmulet("health")),
    ),
    Case(
        "an unknown amulet",
        "action.malformed",
        "is not an amulet",
        health_sold,
        plays(TakeAmulet("charm")),
    ),
    Case(
        "the bank's coin with an amulet, not Hirotada",
        "traveller.hirotada",
        "only Hirotada",
        health_sold,
        plays(TakeAmulet("fortune", bank_coin=True)),
    ),
    Case(
        "a bet, not Jirocho",
        "traveller.jirocho",
        "Only Jirocho",
        cross_inn,
        plays(Bet(True)),
    ),
    # Crossroads: amulets
    Case(
        "an amulet not held",
        "cross.amulet_use",
        "does not hold the Fortune amulet",
        lambda: plain_cross(),
        plays(PlayAmulet("fortune")),
    ),
    Case(
        "an amulet on the turn it was bought",
        "cross.amulet_use",
        "on the turn it was bought",
        miyataka_bought_fortune,
        plays(PlayAmulet("fortune")),
    ),
    Case(
        "Vitality at an inn",
        "cross.amulet_vitality",
        "not after arriving at an inn",
        lambda: held_at("vitality", 14),
        plays(PlayAmulet("vitality")),
    ),
    Case(
        "another moves during Vitality's move",
        "cross.amulet_vitality",
        "moves again first",
        lambda: at(in_the_lead_with("vitality"), PlayAmulet("vitality")),
        plays(Move(14), player=1),
    ),
    Case(
        "Vitality behind the lead",
        "cross.amulet_vitality",
        "puts its holder in the lead",
        vitality_not_in_lead,
        plays(PlayAmulet("vitality")),
    ),
    Case(
        "Fortune after the move",
        "cross.amulet_fortune",
        "before a move",
        fortune_kept_at_temple,
        plays(PlayAmulet("fortune")),
    ),
    Case(
        "Health played alone",
        "cross.amulet_health",
        "both actions of a stop",
        lambda: held_at("health", 5),
        plays(PlayAmulet("health")),
    ),
    Case(
        "Friendship on an empty space",
        "cross.amulet_friendship",
        "nobody stands there",
        lambda: holding("friendship"),
        plays(Move(5, friendship=True)),
    ),
    Case(
        "Friendship on a double space with a slot free",
        "cross.amulet_friendship",
        "has a slot free",
        friendship_four,
        plays(Move(7, friendship=True)),
    ),
    Case(
        "Friendship on a full double space",
        "cross.amulet_friendship",
        "holds 2 travellers",
        friendship_full_double,
        plays(Move(7, friendship=True)),
    ),
    Case(
        "Hospitality with no meal",
        "cross.amulet_hospitality",
        "no meal is chosen",
        lambda: held_at("hospitality", 14),
        plays(Eat(None, hospitality=True)),
    ),
    Case(
        "Hospitality not held",
        "cross.amulet_hospitality",
        "does not hold the Hospitality amulet",
        inn,
        plays(Eat("dango", hospitality=True)),
    ),
    Case(
        "Devotion on a card not bought",
        "cross.amulet_devotion",
        "one of the cards being bought",
        devotion_village,
        plays(Buy(("koma",), devotion="geta")),
    ),
    Case(
        "Devotion on Sasayakko's free card",
        "cross.amulet_devotion",
        "Sasayakko's free card",
        lambda: devotion_village("sasayakko"),
        plays(Buy(("koma", "sumie"), devotion="koma")),
    ),
    Case(
        "Bet('yes')",
        "action.malformed",
        "True or False",
        lambda: at(cross("jirocho"), Move(14)),
        plays(Bet("yes")),
    ),
    Case(
        "ChooseOption(1)", "action.malformed", "is not a choice", cross_farm, plays(ChooseOption(1))
    ),
    Case(
        "PlayAmulet(3)",
        "action.malformed",
        "is not an amulet",
        lambda: holding("fortune"),
        plays(PlayAmulet(3)),
    ),
    Case(
        "Move with Friendship as text",
        "action.malformed",
        "True or False",
        lambda: holding("friendship"),
        plays(Move(5, friendship="yes")),
    ),
    Case(
        "a die face that is not one",
        "action.malformed",
        "not a face of the fortune die",
        cross_farm,
        lambda game: game.name_draws("die", ["x5"]),
    ),
    Case(
        "names",
        "setup.invalid",
        "one name per player",
        lambda: None,
        lambda _: Game(3, names=["Aiko"]),
    ),
]

# Checklist rules that constrain a player's choice (the others are effects nobody can break).
BREAKABLE = [
    "setup.players",
    "setup.deal",
    "setup.kyoto",
    "road.forward",
    "road.inn_stop",
    "road.occupied",
    "road.doubles",
    "road.last_moves",
    "road.village_coin",
    "road.temple_coin",
    "road.panorama_closed",
    "temple.donate",
    "village.buy",
    "encounter.annaibito_complete",
    "inn.choose",
    "inn.one",
    "inn.no_repeat",
    "inn.kyoto",
    "traveller.hiroshige",
    "traveller.yoshiyasu",
    "traveller.satsuki",
    "traveller.sasayakko",
    "traveller.hirotada",
    "traveller.zen_emon",
    "two.neutral_moves",
    "new.kitoushi",
    # Crossroads
    "cross.choice",
    "cross.cherry_tree",
    "cross.bathhouse",
    "cross.gaming_room",
    "cross.amulet_buy",
    "cross.amulet_use",
    "cross.amulet_vitality",
    "cross.amulet_fortune",
    "cross.amulet_health",
    "cross.amulet_friendship",
    "cross.amulet_hospitality",
    "cross.amulet_devotion",
    "cross.legendary_buy",
    "cross.calligraphy_buy",
    "traveller.jirocho",
]


@pytest.mark.parametrize("case", CASES, ids=[f"{c.rule}: {c.name}" for c in CASES])
def test_refusal(case: Case):
    game = case.arrange()
    before = game.snapshot() if game is not None else None
    with pytest.raises(IllegalAction) as error:
        case.act(game)
    message = str(error.value)
    assert error.value.rule == case.rule, message
    assert re.search(re.escape(case.phrase), message), message
    assert isinstance(error.value, ValueError)
    # A sentence, not a code: several words and a full stop.
    assert message.endswith(".") and len(message.split()) >= 5, message
    if game is not None:
        assert game.snapshot() == before, "the refused action changed the game"
        if not game.is_over():
            game.play(game.legal_actions()[0])  # and the game plays on


def test_there_are_at_least_thirty_distinct_refusals():
    assert len({c.name for c in CASES}) == len(CASES) >= 30


@pytest.mark.parametrize(
    "case", [c for c in CASES if c.rule.startswith("road.")], ids=lambda c: c.name
)
def test_a_refused_move_names_the_stops_that_are_open(case: Case):
    game = case.arrange()
    with pytest.raises(IllegalAction) as error:
        case.act(game)
    if case.rule != "road.last_moves":
        stops = ", ".join(str(s) for s in game.legal_stops())
        assert f": {stops}." in str(error.value)


@pytest.mark.parametrize("rule", sorted(CATALOGUE))
def test_every_catalogued_refusal_has_a_case(rule: str):
    assert any(case.rule == rule for case in CASES), f"no refusal case produces {rule!r}"


def test_every_case_uses_a_catalogued_rule():
    assert {case.rule for case in CASES} <= set(CATALOGUE)


def test_every_breakable_checklist_rule_has_a_refusal():
    ids = set(all_checklist_ids())
    assert set(BREAKABLE) <= ids, set(BREAKABLE) - ids
    missing = [rule for rule in BREAKABLE if not any(case.rule == rule for case in CASES)]
    assert not missing, f"checklist rules a player can break with no refusal case: {missing}"
    assert set(BREAKABLE) <= set(CATALOGUE)
