"""The score sheet scores what lies on a real table: each category, the awards, the ranking."""

from __future__ import annotations

import dataclasses
import itertools

from hypothesis import given
from hypothesis import strategies as st

from tokaido_nb.rules import OFFICIAL
from tokaido_nb.rules.data import FAMILIES
from tokaido_nb.rules.scoring import CATEGORIES, CROSSROADS_CATEGORIES
from tokaido_nb.scoresheet import PlayerSheet, ScoreSheet, score
from tokaido_nb.scoring import souvenir_points


def two(a: PlayerSheet, b: PlayerSheet | None = None, **table) -> ScoreSheet:
    return ScoreSheet([a, b or PlayerSheet("Bea")], **table)


def test_each_category_from_the_cards_held():
    aiko = PlayerSheet(
        "Aiko",
        traveller="kinko",
        souvenirs={"food": 2, "art": 1, "clothing": 1, "small_object": 1},
        panoramas={"paddy": 3, "mountain": 2, "sea": 1},
        panorama_firsts=["paddy"],
        hot_springs_2=2,
        hot_springs_3=1,
        meals=["dango", "tempura", "sashimi"],
        encounters=["samurai", "samurai", "miko", "kuge"],
        temple_coins=5,
        coins=2,
    )
    bea = PlayerSheet("Bea", traveller="satsuki", temple_coins=2)
    result = score(two(aiko, bea))
    assert result.breakdowns[0] == {
        "panoramas": 6 + 3 + 1,  # panorama.order: sections score 1, 2, 3...
        "souvenirs": 16 + 1,  # souvenir.sets: a full set and a food alone
        "hot_springs": 2 + 2 + 3,
        "meals": 18,  # inn.points
        "encounters": 6,  # encounter.samurai: 3 each
        "donations": 5,  # one per coin, Miko's too
        "traveller": 0,
        "achievements": 5 * 3,  # paddy, gourmet, collector, bather, chatterbox
        "temple": 10,
        **dict.fromkeys(CROSSROADS_CATEGORIES, 0),  # a sheet of the base game holds none
    }
    assert result.achievements[0] == ("paddy", "gourmet", "collector", "bather", "chatterbox")
    assert result.breakdowns[1]["temple"] == 7
    assert list(result.breakdowns[0]) == list(CATEGORIES)


def test_gourmet_counts_printed_prices_not_meals():  # end.gourmet
    many_cheap = PlayerSheet("Aiko", meals=["dango", "nigirimeshi", "misoshiru"])
    two_dear = PlayerSheet("Bea", meals=["unagi", "fugu"])
    result = score(two(many_cheap, two_dear))
    assert result.end_game_totals["gourmet"] == (3, 6)
    assert result.achievements == ((), ("gourmet",))


def test_collector_bather_and_chatterbox_count_cards():
    # end.collector, end.bather, end.chatterbox
    aiko = PlayerSheet("Aiko", souvenirs={"art": 3}, hot_springs_2=2, encounters=["kuge"])
    bea = PlayerSheet(
        "Bea", souvenirs={"food": 2}, hot_springs_3=1, encounters=["kuge", "miko"], temple_coins=1
    )
    result = score(two(aiko, bea))
    assert result.achievements == (("collector", "bather"), ("chatterbox",))


def test_tied_players_each_take_the_achievement():  # end.achievement_ties
    aiko = PlayerSheet("Aiko", hot_springs_2=1)
    bea = PlayerSheet("Bea", hot_springs_3=1)
    result = score(two(aiko, bea))
    assert result.achievements == (("bather",), ("bather",))
    assert [b["achievements"] for b in result.breakdowns] == [3, 3]


def test_a_best_total_of_zero_gives_the_achievement_to_nobody():  # end.achievement_ties
    result = score(two(PlayerSheet("Aiko"), PlayerSheet("Bea")))
    assert result.achievements == ((), ())
    assert result.scores == [0, 0]


def test_temple_awards_are_dense_and_skip_players_who_gave_nothing():
    # end.temple, end.temple_ties
    players = [
        PlayerSheet("A", temple_coins=6),
        PlayerSheet("B", temple_coins=6),
        PlayerSheet("C", temple_coins=2),
        PlayerSheet("D", temple_coins=1),
        PlayerSheet("E", temple_coins=0),
    ]
    result = score(ScoreSheet(players))
    assert result.temple_awards == (10, 10, 7, 4, 0)
    assert [b["donations"] for b in result.breakdowns] == [6, 6, 2, 1, 0]


def test_the_neutral_travellers_coins_compete_in_a_two_player_game():  # two.neutral_temple
    sheet = two(
        PlayerSheet("Aiko", temple_coins=3),
        PlayerSheet("Bea", temple_coins=2),
        neutral_temple_coins=4,
    )
    assert score(sheet).temple_awards == (7, 4)


def test_mitsukuni_scores_one_more_per_hot_spring_and_achievement_card():
    # traveller.mitsukuni
    him = PlayerSheet(
        "Aiko",
        traveller="mitsukuni",
        panoramas={"paddy": 3},
        panorama_firsts=["paddy"],
        hot_springs_2=2,
        hot_springs_3=1,
    )
    result = score(two(him, PlayerSheet("Bea", traveller="kinko")))
    # 3 hot spring cards, and paddy + bather achievements.
    assert result.breakdowns[0]["traveller"] == 3 + 2


def test_umegae_scores_one_per_encounter_card():  # traveller.umegae
    her = PlayerSheet("Aiko", traveller="umegae", encounters=["kuge", "shokunin", "samurai"])
    result = score(two(her, PlayerSheet("Bea", traveller="kinko")))
    assert result.breakdowns[0]["traveller"] == 3
    assert result.breakdowns[0]["encounters"] == 3  # the samurai


def test_takuhatsuso_scores_only_when_paid():  # new.takuhatsuso
    paid = PlayerSheet("Aiko", encounters=["takuhatsuso"], takuhatsuso_paid=True)
    unpaid = PlayerSheet("Bea", encounters=["saru"])
    result = score(two(paid, unpaid, new_encounters=True))
    assert [b["encounters"] for b in result.breakdowns] == [4, 0]


def test_edited_rules_change_the_numbers():
    rules = dataclasses.replace(
        OFFICIAL, set_values=(1, 3, 6, 10), achievement_points=5, meal_points=7, miko_points=2
    )
    aiko = PlayerSheet(
        "Aiko",
        souvenirs=dict.fromkeys(FAMILIES, 1),
        meals=["dango"],
        encounters=["miko"],
        temple_coins=2,
    )
    result = score(two(aiko), rules)
    points = result.breakdowns[0]
    assert points["souvenirs"] == 20
    assert points["meals"] == 7
    assert points["donations"] == 1 + 2  # one coin of her own, Miko's worth 2
    assert points["achievements"] == 5 * 3  # gourmet, collector, chatterbox


def test_most_points_wins():  # end.winner
    result = score(two(PlayerSheet("Aiko", hot_springs_3=1), PlayerSheet("Bea")))
    assert result.ranks == (1, 2)
    assert result.winners == [0]
    assert result.winner_line() == "Aiko wins with 6 points."


def test_a_tie_on_points_goes_to_the_most_achievement_cards():  # end.winner
    # Aiko: 6 points from one meal, no achievement (Bea's meal is dearer: Gourmet).
    # Bea: a 1-coin-dearer meal is still 6 points, plus Gourmet: 9. Add points to Aiko to tie.
    aiko = PlayerSheet("Aiko", meals=["dango"], panoramas={"mountain": 2})  # 6 + 3
    bea = PlayerSheet("Bea", meals=["unagi"])  # 6 + Gourmet 3
    result = score(two(aiko, bea))
    assert result.scores == [9, 9]
    assert result.ranks == (2, 1)
    assert result.winner_line() == (
        "Bea wins with 9 points. Tied on points with Aiko; Bea's 1 achievement card beat Aiko's 0."
    )


def test_still_tied_the_victory_is_shared():  # end.winner
    result = score(two(PlayerSheet("Aiko", hot_springs_2=1), PlayerSheet("Bea", hot_springs_2=1)))
    assert result.ranks == (1, 1)
    assert result.winner_line() == (
        "Aiko and Bea share the victory: 5 points and 1 achievement card each."
    )


def test_players_without_a_name_are_numbered():
    result = score(ScoreSheet([PlayerSheet(), PlayerSheet(hot_springs_2=1)]))
    assert result.names == ("Player 1", "Player 2")
    assert result.winner_line() == "Player 2 wins with 5 points."


def test_the_printed_table_has_every_category_and_the_winner():
    result = score(
        two(
            PlayerSheet("Aiko", traveller="kinko", hot_springs_3=1),
            PlayerSheet("Bea", traveller="chuubei"),
        )
    )
    text = str(result)
    assert text.splitlines()[0].split() == ["Aiko", "(Kinko)", "Bea", "(Chuubei)"]
    for label in ("Panoramas", "Temple award", "Total", "Coins left", "Place"):
        assert label in text
    assert text.endswith("Aiko wins with 6 points.")
    assert "tokaido-score-sheet-winner" in result.to_html()
    assert repr(result) == "SheetResult(scores=[6, 0], ranks=[1, 2])"


@given(st.lists(st.integers(0, 6), min_size=4, max_size=4))
def test_souvenir_order_does_not_change_the_total(counts):  # souvenir.sets
    families = [f for f, n in zip(FAMILIES, counts, strict=True) for _ in range(n)]
    orders = set(itertools.islice(itertools.permutations(families), 200))
    totals = {souvenir_points(list(order)) for order in orders}
    assert len(totals) <= 1
    # Sets score as squares: a set of k cards is worth k squared with the official values.
    sheet = two(PlayerSheet("Aiko", souvenirs=dict(zip(FAMILIES, counts, strict=True))))
    size = [sum(1 for n in counts if n >= k) for k in range(1, 7)]
    assert score(sheet).breakdowns[0]["souvenirs"] == sum(k * k for k in size)
