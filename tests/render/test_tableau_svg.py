"""A player's tableau: coins, collections in their sets, temple coins and the score."""

from __future__ import annotations

import pytest

from tokaido_nb.render import souvenir_sets, tableau_svg
from tokaido_nb.render.tableau import WIDTH
from tokaido_nb.rules import Game, data

from .support import finished, font_sizes, having_class, parse, played


def test_souvenirs_join_the_first_set_lacking_their_family():  # souvenir.sets
    assert souvenir_sets(["koma", "gofu", "geta", "sake", "washi"]) == [
        ["koma", "geta", "sake"],
        ["gofu"],
        ["washi"],
    ]


@pytest.mark.parametrize("seed", range(5))
def test_sets_drawn_add_up_to_the_souvenir_points(seed):  # souvenir.sets
    game = finished(4, seed=seed)
    for player in range(4):
        markup = tableau_svg(game, player)
        sets = souvenir_sets(game.travellers[player].souvenirs)
        shown = sum(int(row.get("data-points")) for row in having_class(parse(markup), "tk-set"))
        assert shown == game.breakdown(player)["souvenirs"]
        assert markup.count('data-kind="souvenir"') == sum(len(s) for s in sets)


@pytest.mark.parametrize("seed", range(4))
def test_score_bar_splits_the_score_by_category(seed):
    game = played(3 + seed % 3, steps=60, seed=seed)
    for player in range(game.players):
        segments = having_class(parse(tableau_svg(game, player)), "tk-score")
        by_category = {s.get("data-category"): int(s.get("data-points")) for s in segments}
        expected = {c: p for c, p in game.breakdown(player).items() if p > 0}
        assert by_category == expected
        assert sum(by_category.values()) == game.scores()[player]


def test_tableau_names_the_player_coins_and_score(four):
    markup = tableau_svg(four, 1)
    assert "Player 2" in markup and data.TRAVELLERS["hirotada"][0] in markup
    assert ">8<" in markup  # Hirotada's starting coins
    assert "8 coins, 0 points" in markup


def test_every_collected_card_has_a_tile():
    game = finished(5, seed=2)
    for player in range(5):
        t = game.travellers[player]
        root = parse(tableau_svg(game, player))
        kinds = [e.get("data-kind") for e in having_class(root, "tk-mini")]
        assert kinds.count("meal") == len(t.meals)
        assert kinds.count("encounter") == len(t.encounters)
        assert kinds.count("hot_spring") == len(t.hot_springs)
        assert kinds.count("achievement") == len(game.achievements()[player])


def test_finished_tableau_gives_the_place():  # end.winner
    game = finished(3, seed=4)
    for player, rank in enumerate(game.ranks()):
        assert f"place {rank}" in tableau_svg(game, player)


@pytest.mark.parametrize("players", [2, 5])
def test_tableau_text_is_readable_and_fits(players):
    game = finished(players, seed=players)
    for player in range(players):
        markup = tableau_svg(game, player)
        assert min(font_sizes(markup)) >= 11
        assert parse(markup).get("width") == str(WIDTH)


def test_neutral_traveller_has_no_tableau():  # setup.neutral
    game = played(2, steps=0)
    with pytest.raises(ValueError, match="player must be 0 to 1"):
        tableau_svg(game, 2)


def test_souvenir_sets_picture_totals_with_the_rules_given():  # souvenir.sets
    import dataclasses

    from tokaido_nb.render import souvenirs_svg
    from tokaido_nb.rules import OFFICIAL

    full_set = ["koma", "manju", "geta", "sumie"]
    assert "Total: 16 points" in souvenirs_svg(full_set)
    bigger = dataclasses.replace(OFFICIAL, set_values=(1, 3, 6, 10))
    assert "Total: 20 points" in souvenirs_svg(full_set, bigger)
    assert souvenirs_svg(full_set + ["gofu"]).count('data-kind="souvenir"') == 5
    with pytest.raises(ValueError, match="not souvenir cards: 'teapot'"):
        souvenirs_svg(["teapot"])


def test_names_are_escaped_and_long_ones_cut():
    from tokaido_nb.render import game_html
    from tokaido_nb.rules import Game

    names = ["<b>Aiko</b> & co", "A" * 60]
    game = Game(2, travellers=["kinko", "umegae"], names=names, kyoto=[0, 1, 2])
    page = game_html(game)
    assert "<b>Aiko</b>" not in page and "&lt;b&gt;Aiko&lt;/b&gt; &amp; co" in page
    shown = [e.text for e in parse(tableau_svg(game, 1)).iter() if e.tag.endswith("text")]
    assert "A" * 60 not in shown and any(w and w.endswith("A…") for w in shown)


def test_longer_panoramas_of_changed_rules_still_fit():  # panorama.lengths
    import dataclasses

    from tokaido_nb.rules import OFFICIAL, Game

    rules = dataclasses.replace(OFFICIAL, panorama_lengths={"paddy": 3, "mountain": 4, "sea": 8})
    game = Game(3, travellers=["kinko", "umegae", "satsuki"], rules=rules)
    root = parse(tableau_svg(game, 0))
    for element in root.iter():
        if element.tag.endswith("rect") and element.get("x"):
            assert float(element.get("x")) + float(element.get("width")) <= WIDTH


def test_during_the_deal_a_tableau_says_the_traveller_is_being_chosen():
    dealt = Game(3, seed=4)
    assert dealt.decision == "traveller"
    assert "choosing a traveller" in tableau_svg(dealt, 0)
    assert "initiatory" not in tableau_svg(dealt, 0)
    initiatory = Game(3, variants=["initiatory"], seed=4)
    assert "no traveller (initiatory journey)" in tableau_svg(initiatory, 0)
