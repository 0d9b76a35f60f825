"""``advise``: every legal action ranked and valued, never a hidden card read, the same advice
for the same seed; ``verdict``, ``space_reasons`` and ``CoachBot`` on top of it."""

from __future__ import annotations

import pytest

from tokaido_nb.bots import GreedyBot
from tokaido_nb.coach import (
    STRENGTHS,
    Budget,
    CoachBot,
    advise,
    space_reasons,
    strength_budget,
    verdict,
)
from tokaido_nb.rules import Game, Move, data

from .conftest import first_decision, hide_differently

# Decisions of several kinds, 2 to 5 players, a variant and every power that adds a decision.
KINDS = [
    ({"players": 4, "travellers": ["kinko", "hirotada", "umegae", "chuubei"]}, "move"),
    ({"players": 4, "travellers": ["kinko", "hirotada", "umegae", "chuubei"]}, "buy"),
    ({"players": 4, "travellers": ["kinko", "hirotada", "umegae", "chuubei"]}, "donate"),
    ({"players": 3, "travellers": ["satsuki", "zen_emon", "mitsukuni"]}, "eat"),
    ({"players": 2, "travellers": ["yoshiyasu", "hiroshige"]}, "move"),  # the neutral too
    ({"players": 5, "variants": ["gastronomy"]}, "traveller"),
]


def decision_of(setup: dict, kind: str) -> Game:
    setup = dict(setup)
    return first_decision(Game(setup.pop("players"), seed=12, **setup), kind)


@pytest.mark.parametrize(("setup", "kind"), KINDS, ids=[f"{s['players']}p-{k}" for s, k in KINDS])
def test_every_legal_action_is_ranked_once_best_first(setup: dict, kind: str) -> None:
    game = decision_of(setup, kind)
    before = game.snapshot()
    advice = advise(game, "quick")
    assert game.snapshot() == before, "advise changed the game"
    legal = game.legal_actions()
    assert sorted(map(repr, (a.action for a in advice))) == sorted(map(repr, legal))
    assert [a.rank for a in advice] == list(range(1, len(legal) + 1))
    values = [a.value for a in advice]
    assert values == sorted(values, reverse=True)
    assert all(a.behind == pytest.approx(values[0] - a.value) for a in advice)
    assert all(a.deals >= 1 and 0 <= a.win <= 1 and a.reason.endswith(".") for a in advice)
    assert all(a.label and a.subject for a in advice)


def test_a_decision_with_one_action_gets_one_advice() -> None:
    game = Game(3, travellers=["kinko", "satsuki", "umegae"], kyoto=[0, 1, 2], seed=2)
    bots = [GreedyBot(seed=p) for p in range(3)]
    while len(game.legal_actions()) > 1:  # on to the first decision without a choice
        game.play(bots[game.to_move](game))
    advice = advise(game, "quick")
    assert [a.action for a in advice] == game.legal_actions()
    assert "only choice" in advice[0].reason


@pytest.mark.parametrize(
    ("setup", "kind"), KINDS[:5], ids=[f"{s['players']}p-{k}" for s, k in KINDS[:5]]
)
def test_advice_never_reads_hidden_cards(setup: dict, kind: str) -> None:
    """Two games alike but for the order of the unseen cards get the very same advice."""
    game = decision_of(setup, kind)
    twins = [hide_differently(game, seed) for seed in (1, 2)]
    assert twins[0].piles != twins[1].piles  # they really differ in what cannot be seen
    first, second = (advise(twin, "quick", seed=5) for twin in twins)
    assert first == second


def test_the_same_seed_gives_the_same_advice_and_another_seed_other_deals() -> None:
    game = decision_of(*KINDS[0])
    budget = Budget(rollouts=12, screen=1, candidates=2)
    assert advise(game, budget, seed=3) == advise(game, budget, seed=3)
    assert [a.value for a in advise(game, budget, seed=3)] != [
        a.value for a in advise(game, budget, seed=4)
    ]


def test_a_bigger_budget_plays_more_deals_and_the_best_gets_most() -> None:
    game = decision_of(*KINDS[0])
    small = advise(game, Budget(rollouts=14, screen=1, candidates=2))
    large = advise(game, Budget(rollouts=40, screen=1, candidates=4))
    assert sum(a.deals for a in large) > sum(a.deals for a in small)
    assert large[0].deals == max(a.deals for a in large)


def test_a_focus_action_meets_as_many_deals_as_the_best() -> None:
    game = decision_of(*KINDS[0])
    worst = advise(game, "quick")[-1].action
    advice = advise(game, "quick", focus=worst)
    focused = next(a for a in advice if a.action == worst)
    assert focused.deals == max(a.deals for a in advice)


def test_strengths_and_bad_options_are_refused_in_words() -> None:
    assert strength_budget("default") == STRENGTHS["default"]
    assert strength_budget("quick", time_limit=0.5).time_limit == 0.5
    with pytest.raises(ValueError, match="unknown strength 'fast'"):
        strength_budget("fast")
    with pytest.raises(ValueError, match="rollouts must be a whole number of at least 1"):
        Budget(rollouts=0)
    with pytest.raises(ValueError, match="time_limit must be a positive number"):
        Budget(time_limit=-1)
    with pytest.raises(ValueError, match="others must be one of greedy, strong, not 'human'"):
        Budget(others="human")
    game = decision_of(*KINDS[0])
    with pytest.raises(ValueError, match="not a legal action"):
        advise(game, "quick", focus=Move(54))


def test_a_time_limit_still_ranks_every_action() -> None:
    game = decision_of(*KINDS[0])
    budget = Budget(rollouts=400, most=400, screen=1, candidates=8, time_limit=0.01)
    advice = advise(game, budget)
    assert len(advice) == len(game.legal_actions())
    assert sum(a.deals for a in advice) < budget.deals_for(game)


# ---------------------------------------------------------------------------------- verdicts
def test_the_verdict_on_the_best_action_is_good_and_on_a_far_worse_one_names_the_best() -> None:
    game = decision_of(*KINDS[0])
    advice = advise(game, "quick")
    best = verdict(advice, advice[0].action)
    assert best.good and best.lost == 0 and best.sentence.startswith("Good move")
    worst = verdict(advice, advice[-1].action)
    assert not worst.good and worst.lost == pytest.approx(advice[-1].behind)
    first = advice[0].subject
    assert worst.sentence.startswith(f"{first[0].upper()}{first[1:]} was worth about ")
    with pytest.raises(ValueError, match="not one of the actions advised on"):
        verdict(advice, Move(54))


# ---------------------------------------------------------------------------------- the road
def test_every_space_of_a_move_gets_a_sentence() -> None:
    game = decision_of(*KINDS[0])
    advice = advise(game, "quick")
    notes = space_reasons(game, advice)
    assert sorted(notes) == list(range(data.ROAD_LENGTH))
    for road, note in notes.items():
        refused = game.why_not(Move(road))
        if refused is None:
            assert note == next(a.reason for a in advice if a.stop == road)
        else:
            assert note == str(refused)
    bare = space_reasons(game)
    assert all(bare[road] == "" for road in game.legal_stops())
    assert space_reasons(decision_of(*KINDS[1])) == {}  # not a move


def test_the_coach_bot_plays_legal_actions() -> None:
    game = Game(2, travellers=["kinko", "satsuki"], seed=7)
    bots = [
        CoachBot(seed=1, strength="quick", rollouts=1, most=2, screen=1),
        CoachBot(seed=2, strength=Budget(rollouts=1, most=2, screen=1, candidates=2)),
    ]
    kinds = set()
    for _ in range(40):
        action = bots[game.to_move](game)
        assert action in game.legal_actions()
        kinds.add(game.decision)
        game.play(action)
    assert {"move", "buy"} <= kinds or {"move", "donate"} <= kinds
