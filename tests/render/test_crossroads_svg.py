"""Crossroads drawn: its cards print their own numbers, secret cards show nothing of themselves
face down, a tableau shows what a traveller holds as its viewer may see it, and the page shows
the fortune die's face as it was rolled."""

from __future__ import annotations

import dataclasses
import random

import pytest

from tokaido_nb.render import card_svg, die_svg, game_html, rolled_die, tableau_svg
from tokaido_nb.render.cards import mini_card
from tokaido_nb.render.page import decision_cards
from tokaido_nb.rules import OFFICIAL, Game, data
from tokaido_nb.rules.actions import ChooseOption
from tokaido_nb.rules.words import amulet_effect, calligraphy_effect, card_name

from .support import font_sizes, having_class, parse


def texts(markup: str) -> str:
    return " ".join(e.text for e in parse(markup).iter() if e.text)


def crossroads(players: int = 4, seed: int = 0) -> Game:
    return Game(players, seed=seed, expansions=["crossroads"])


def crossroads_first(game: Game, choose: random.Random):
    """A legal action, the Crossroads option or a Crossroads card whenever one is offered."""
    actions = game.legal_actions()
    keen = [
        a
        for a in actions
        if getattr(a, "choice", None) == "option"
        or (
            type(a).__name__ in ("TakeAmulet", "TakeLegendary", "TakeCalligraphy")
            and any(getattr(a, f, None) for f in ("amulet", "card"))
        )
    ]
    return choose.choice(keen or actions)


def play_until(game: Game, done, seed: int = 0, limit: int = 3_000) -> Game:
    """Play, the Crossroads first, until ``done(game)``; fails the test if it never comes."""
    choose = random.Random(seed)
    for _ in range(limit):
        if done(game):
            return game
        assert not game.is_over(), "the journey ended first"
        game.play(crossroads_first(game, choose))
    raise AssertionError("never came")


def holding_secrets(seed: int = 3) -> tuple[Game, int]:
    """A Crossroads game on the way where a traveller holds an amulet and a calligraphy."""

    def found(game: Game) -> bool:
        return any(t.amulets and t.calligraphies for t in game.travellers)

    game = play_until(crossroads(seed=seed), found, seed)
    owner = next(t.index for t in game.travellers if t.amulets and t.calligraphies)
    return game, owner


@pytest.mark.parametrize("amulet", data.AMULETS)
def test_an_amulet_face_up_tells_its_effect_and_face_down_nothing(amulet):  # cross.amulet_buy
    up, down = card_svg("amulet", amulet), card_svg("amulet", None)
    assert card_name(amulet) in texts(up) and amulet_effect(amulet) in texts(up).replace("  ", " ")
    for name in data.AMULETS:  # no amulet's name anywhere in the back: text, label or data
        assert name not in down.lower()
    assert "secret" in texts(down)


@pytest.mark.parametrize("card", data.CALLIGRAPHIES)
def test_a_calligraphy_tells_what_it_scores_and_face_down_nothing(
    card,
):  # cross.calligraphy_scoring
    words = texts(card_svg("calligraphy", card))
    assert card_name(card) in words
    first_line = calligraphy_effect(card).split()[0]
    assert first_line in words
    assert not any(name in card_svg("calligraphy", None).lower() for name in data.CALLIGRAPHIES)


@pytest.mark.parametrize("card", list(data.LEGENDARY))
def test_a_legendary_object_shows_its_price_and_points(card):  # cross.legendary_buy
    rules = dataclasses.replace(
        OFFICIAL,
        legendary_prices={**OFFICIAL.legendary_prices, card: 5},
        legendary_points=11,
        fifth_set_value=12,
    )
    words = texts(card_svg("legendary", card, rules)).split()
    assert card_name(card) in words and "5" in words  # the price in its coin
    expected = {"points": "+11", "fifth_family": "12", "collection": "+1"}[data.LEGENDARY[card]]
    assert expected in words


def test_cherry_tree_and_bathhouse_print_the_rules_numbers():  # cross.cherry_tree, cross.bathhouse
    rules = dataclasses.replace(
        OFFICIAL, cherry_tree_points=5, bathhouse_points=7, bathhouse_price=2
    )
    assert "+5" in texts(card_svg("cherry_tree", rules=rules)).split()
    bath = texts(card_svg("bathhouse", rules=rules)).split()
    assert "+7" in bath and "2" in bath


def test_secret_minis_are_face_down_without_a_name():
    tile = mini_card("amulet", None, 0, 0)
    assert 'data-face="down"' in tile and not any(a in tile.lower() for a in data.AMULETS)
    assert "Vitality" in mini_card("amulet", "vitality", 0, 0)


@pytest.mark.parametrize(("kind", "key"), [("amulet", "luck"), ("legendary", "excalibur")])
def test_unknown_crossroads_cards_are_refused_by_name(kind, key):
    with pytest.raises(ValueError, match=f"'{key}' is not a"):
        card_svg(kind, key)


@pytest.mark.parametrize("face", data.DIE_KEYS)
def test_the_die_shows_the_face_it_is_given(face):  # cross.gaming_room
    picture = die_svg(face)
    faces = [e.get("data-face") for e in having_class(parse(picture), "tk-die")]
    assert faces == [face]
    printed = {"x0": "X", "x1": "×1", "x2": "×2", "x3": "×3", "x4": "×4"}[face]
    assert printed in texts(picture).split()
    with pytest.raises(ValueError, match="not a face of the fortune die"):
        die_svg("x5")


def test_an_amulet_is_named_for_its_owner_and_face_down_for_the_others():  # cross.amulet_use
    game, owner = holding_secrets()
    amulet = game.travellers[owner].amulets[0]
    calligraphy = game.travellers[owner].calligraphies[0]
    other = (owner + 1) % game.players
    own = tableau_svg(game, owner, viewer=owner)
    seen = tableau_svg(game, owner, viewer=other)
    spectator = tableau_svg(game, owner, viewer=None)
    assert card_name(amulet) in texts(own) and card_name(calligraphy) in texts(own)
    for picture in (seen, spectator):
        assert card_name(amulet) not in picture and card_name(calligraphy) not in picture
        assert f'data-key="{amulet}"' not in picture
        downs = [t for t in having_class(parse(picture), "tk-mini") if t.get("data-face")]
        held = game.travellers[owner]
        assert len(downs) == len(held.amulets) + len(held.calligraphies)
    assert card_name(amulet) in texts(tableau_svg(game, owner))  # a view of every card


def test_the_tableau_shows_every_crossroads_card_held():  # cross.cherry_tree, cross.bathhouse
    def rich(game: Game) -> bool:
        return any(t.cherry_trees and t.legendary and t.bathhouses for t in game.travellers)

    game = play_until(crossroads(seed=5), rich, 5, limit=6_000)
    t = next(t for t in game.travellers if t.cherry_trees and t.legendary and t.bathhouses)
    root = parse(tableau_svg(game, t.index))
    kinds = [e.get("data-kind") for e in having_class(root, "tk-mini")]
    assert kinds.count("cherry_tree") == t.cherry_trees
    assert kinds.count("bathhouse") == t.bathhouses
    keys = [e.get("data-key") for e in having_class(root, "tk-mini")]
    assert all(card in keys for card in t.legendary)
    assert min(font_sizes(tableau_svg(game, t.index))) >= 11


def test_a_base_game_tableau_has_no_crossroads_rows():
    game = Game(2, travellers=["kinko", "umegae"])
    assert "Crossroads" not in tableau_svg(game, 0)


def test_the_page_shows_the_die_as_the_gaming_room_rolled_it():  # cross.gaming_room
    game = play_until(
        crossroads(seed=2),
        lambda g: (
            g.decision == "option"
            and g.pending.option == "gaming_room"
            and ChooseOption("option") in g.legal_actions()
        ),
        seed=2,
    )
    assert rolled_die(game) is None or game.turns[-1].get("roll") is None
    game.name_draws("die", ["x4"])
    game.play(ChooseOption("option"))
    face, words = rolled_die(game)
    assert face == "x4" and "×4" in words and "gaming room" in words
    page = game_html(game)
    assert 'data-face="x4"' in page


def test_the_amulets_on_offer_are_face_down_for_anyone_but_the_buyer():  # cross.amulet_buy
    game = play_until(crossroads(seed=4), lambda g: g.decision == "amulet", seed=4)
    buyer = game.actor
    offered = [key for _, key in decision_cards(game, viewer=buyer)]
    assert offered and all(offered)
    hidden = decision_cards(game, viewer=(buyer + 1) % game.players)
    assert hidden == [("amulet", None)] * len(offered)
    page = game_html(game, viewer=(buyer + 1) % game.players, tableaus=False)
    assert not any(f'data-key="{a}"' in page for a in data.AMULETS)


def test_a_viewer_that_is_not_a_player_is_refused():
    with pytest.raises(ValueError, match="viewer must be"):
        tableau_svg(crossroads(), 0, viewer="teacher")
