"""The whole game as HTML: whose decision and why, the road, the cards in play, the tableaus."""

from __future__ import annotations

import re

import pytest

from tokaido_nb.render import (
    decision_cards,
    decision_sentence,
    game_html,
    move_reason,
    road_svg,
    show,
)
from tokaido_nb.render.page import framed, notes_html, status_html, tableaus_html
from tokaido_nb.rules import Game, Move

from .support import finished, font_sizes, played, until

DECISIONS = [
    "traveller",
    "move",
    "donate",
    "buy",
    "eat",
    "keep_encounter",
    "panorama",
    "keep_meal",
    "pay",
]


def test_whole_game_shows_decision_road_and_one_tableau_per_player(four):
    page = game_html(four)
    assert page.count('class="tokaido-road"') == 1
    assert page.count('class="tokaido-tableau"') == 4
    assert "Player 4 (Chuubei) is furthest behind" in page


def test_decision_names_the_furthest_behind_and_the_reason(four):  # road.last_moves
    assert move_reason(four) == (
        "Player 4 (Chuubei) is furthest behind: at Kyoto, the last in the line moves first."
    )
    for stop in (7, 7, 11, 12):  # players 4 and 3 share the farm at 7; 2 and 1 pass them
        four.play(Move(stop))
    # On a shared space the later arrival is behind.  # road.shared_behind
    assert move_reason(four).startswith("Player 3 (Umegae) is furthest behind: at 7 it shares")


def test_neutral_traveller_is_moved_by_the_player_in_front():  # two.neutral_moves
    game = Game(2, travellers=["kinko", "umegae"], kyoto=[0, 1, 2])
    assert game.actor == 2
    sentence = decision_sentence(game)
    assert sentence.startswith("The neutral traveller is furthest behind")
    assert f"Player {game.to_move + 1} (" in sentence and "moves it" in sentence


@pytest.mark.parametrize("decision", DECISIONS)
def test_every_decision_is_said_in_words(decision):
    for seed in range(40):
        game = until(
            played(4, steps=0, seed=seed, expansions=["new_encounters"]), decision, seed=seed
        )
        if game is not None:
            break
    else:
        pytest.skip(f"no random game reached a {decision} decision")
    sentence = decision_sentence(game)
    actor = game.travellers[game.actor]
    assert actor.name in sentence
    assert f"({decision})" not in sentence, "a decision kind without its own words"
    page = game_html(game)
    assert sentence.replace("'", "&#x27;") in page
    for kind, _ in decision_cards(game):
        assert f'data-kind="{kind}"' in page


def test_village_shows_the_three_revealed_souvenirs():  # village.reveal
    game = None
    for seed in range(20):
        game = until(played(3, steps=0, seed=seed), "buy", seed=seed)
        if game is not None:
            break
    assert game is not None
    shown = list(game.pending.revealed)
    assert decision_cards(game) == [("souvenir", card) for card in shown]
    page = game_html(game)
    for card in shown:
        assert f'data-key="{card}"' in page


def test_finished_game_names_the_winner_and_the_places():  # end.winner
    game = finished(4, seed=7)
    page = game_html(game)
    assert "The journey is over." in page
    for index in game.winners():
        assert re.search(rf"<b>1\.</b> Player {index + 1} ", page)
    assert decision_sentence(game) == ""


def test_two_player_page_counts_the_neutral_temple_coins():  # two.neutral_temple
    game = finished(2, seed=1)
    neutral = game.travellers[2].donated
    assert f"The neutral traveller has {neutral} coin" in game_html(game)


def test_page_text_is_never_smaller_than_11px():
    for game in (played(5, steps=50, seed=5), finished(2, seed=3)):
        assert min(font_sizes(game_html(game))) >= 11


def test_same_game_gives_the_same_page():
    assert game_html(played(3, steps=40, seed=2)) == game_html(played(3, steps=40, seed=2))


def test_show_displays_the_page(four):
    view = show(four, tableaus=False)
    assert view._repr_html_() == game_html(four, tableaus=False)
    assert 'class="tokaido-tableau"' not in view._repr_html_()


def test_page_needs_no_script_or_style_sheet():
    page = game_html(finished(3, seed=2))
    assert "<script" not in page and "<style" not in page


def test_the_page_is_its_parts_in_order_status_road_notes_tableaus():
    for game in (played(4, steps=30, seed=3), finished(2, seed=1)):
        parts = [status_html(game), road_svg(game), notes_html(game), tableaus_html(game)]
        assert game_html(game) == framed(*parts)
        assert game_html(game, tableaus=False) == framed(*parts[:3])


def test_the_notes_hold_the_cards_of_the_decision_and_nothing_at_a_plain_move(four):
    assert notes_html(four) == ""
    village = until(played(4, steps=0, seed=2), "buy", seed=2)
    assert "The cards in front of the player" in notes_html(village)
    assert "The cards in front of the player" not in status_html(village)
