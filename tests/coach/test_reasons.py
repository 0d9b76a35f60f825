"""The coach's reasons say the right facts: what a stop gives now, the road it walks, whether
the traveller moves again, and how the best action beats the others at the end."""

from __future__ import annotations

import dataclasses

import pytest

from tokaido_nb.coach import advise
from tokaido_nb.coach.reasons import SENTENCES, TIE, because, behind, differences, points
from tokaido_nb.coach.search import Deal, Judgement
from tokaido_nb.rules import OFFICIAL, Game, Move
from tokaido_nb.rules.scoring import CATEGORIES
from tokaido_nb.scenarios import settle


def umegae_behind(rules=OFFICIAL) -> Game:
    """Umegae at the village at 1, Satsuki at 8 and Kinko at 10: Umegae is to move, and every
    stop before 8 keeps her last."""
    game = Game(3, travellers=["kinko", "satsuki", "umegae"], kyoto=[0, 1, 2], seed=5, rules=rules)
    for stop in (1, 8, 10):
        game.play(Move(stop))
        settle(game)
    assert game.actor == 2 and game.decision == "move"
    return game


@pytest.fixture(scope="module")
def advice():
    return {a.action: a for a in advise(umegae_behind(), "quick")}


def test_a_farm_gives_its_coins_now(advice) -> None:
    assert "The farm at 7 gives 3 coins now" in advice[Move(7)].reason


def test_the_coins_said_are_those_the_rules_give() -> None:
    rules = dataclasses.replace(OFFICIAL, farm_coins=5)
    farm = next(a for a in advise(umegae_behind(rules), "quick") if a.action == Move(7))
    assert "gives 5 coins now" in farm.reason


def test_a_hot_spring_gives_a_card_worth_its_points(advice) -> None:
    reason = advice[Move(5)].reason
    assert "a hot spring card" in reason and "points now" in reason


def test_the_road_walked_and_moving_again_are_said(advice) -> None:
    assert "it walks 1 space; you stay last, so you move again" in advice[Move(2)].reason
    assert "walks 6 spaces, passing 5 spaces; you stay last" in advice[Move(7)].reason
    passing = advice[Move(9)].reason  # past Satsuki at 8: she moves next
    assert "walks 8 spaces, passing 7 spaces." in passing
    assert "move again" not in passing


def test_the_best_says_what_it_beats_and_the_others_what_they_fall_short_of(advice) -> None:
    ranked = sorted(advice.values(), key=lambda a: a.rank)
    best, second = ranked[0], ranked[1]
    if second.behind >= TIE:
        beats = f"It beats {second.subject} by about {points(best.value - second.value)}"
        assert beats in best.reason
    else:
        assert f"It ties with {second.subject}" in best.reason
    for other in ranked[1:]:
        if other.behind >= TIE:
            assert f"About {points(other.behind)} below {best.subject}" in other.reason
        else:
            assert f"As good as {best.subject}: the deals cannot tell" in other.reason
    assert "by about 0 points" not in " ".join(a.reason for a in ranked)


def test_a_gap_too_small_to_show_is_told_as_a_tie() -> None:
    assert behind(0.0) == "the best" and behind(0.049) == "tied with the best"
    assert behind(0.05) == "\N{MINUS SIGN}0.1 points"
    assert behind(1.0) == "\N{MINUS SIGN}1 point" and behind(12.4) == "\N{MINUS SIGN}12 points"
    assert all(key in SENTENCES for key in ("best ties", "tied below", "verdict close"))


# ------------------------------------------------------------------ comparisons, made by hand
def deal(points_by_category: dict[str, int], achievements=(), best_other=50, stops=10) -> Deal:
    final = tuple(points_by_category.get(c, 0) for c in CATEGORIES)
    total = sum(final)
    return Deal(
        margin=total - best_other,
        won=total > best_other,
        final=final,
        scores=(total, best_other, best_other - 5),
        achievements=frozenset(achievements),
        points=0,
        coins=0,
        cards=(0, 0, 0, 0, 0),
        again=False,
        stops=stops,
    )


def judged(deals: list[Deal]) -> Judgement:
    return Judgement(Move(3), 0.0, tuple(deals))


def test_a_clear_gain_in_a_category_and_an_achievement_is_told() -> None:
    # Souvenirs 14 or 15 against 10 or 11; the paddy achievement on every deal against none.
    a = judged([deal({"souvenirs": 14 + k % 2}, ["paddy"]) for k in range(10)])
    b = judged([deal({"souvenirs": 10 + k % 2}) for k in range(10)])
    found = dict((phrase, gain) for gain, phrase in differences(a, b, player=0))
    assert found["4 points more from souvenirs"] == pytest.approx(4)
    assert found["the Paddy achievement in 100% of deals against 0%"] == pytest.approx(3)
    game = umegae_behind()
    assert because(game, a, b).startswith("4 points more from souvenirs")
    reverse = because(game, b, a)
    assert reverse == ""  # nothing speaks for b


def test_the_others_and_the_stops_are_told_with_their_sign() -> None:
    a = judged([deal({"meals": 12}, best_other=40 + k % 3, stops=12) for k in range(9)])
    b = judged([deal({"meals": 12}, best_other=45 + k % 3, stops=10) for k in range(9)])
    phrases = [phrase for _, phrase in differences(a, b, player=0)]
    assert "5 points less for the best of the others" in phrases
    assert "2 more stops on the rest of the road" in phrases
    assert because(umegae_behind(), a, b, most=1) == "5 points less for the best of the others"


def test_noise_is_not_told_as_a_reason() -> None:
    # The souvenirs differ by 1 point on average, but swing by 8 from deal to deal.
    a = judged([deal({"souvenirs": 12 + (8 if k % 2 else -8)}) for k in range(4)])
    b = judged([deal({"souvenirs": 11 + (-8 if k % 2 else 8)}) for k in range(4)])
    assert all("souvenirs" not in phrase for _, phrase in differences(a, b, player=0))


def test_points_read_as_a_sentence_says_them() -> None:
    assert (points(1), points(2.44), points(0.96), points(12.4)) == (
        "1 point",
        "2.4 points",
        "1 point",
        "12 points",
    )


def test_moving_the_neutral_traveller_is_said_as_such() -> None:
    game = Game(2, travellers=["kinko", "satsuki"], kyoto=[0, 1, 2], seed=3)
    assert game.travellers[game.actor].neutral
    advice = advise(game, "quick")
    assert all(a.reason.startswith(f"Moving the neutral traveller to {a.subject}") for a in advice)
    assert all("walks" not in a.reason and "gives" not in a.reason for a in advice)
