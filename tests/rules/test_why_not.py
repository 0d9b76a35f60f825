"""``Game.why_not``: the refusal ``play`` would raise, or None for a legal action, without a change.

At decisions of many random games, every space of the road for a move and many right and wrong
answers for the other decisions are asked about: ``why_not`` must say None exactly for the
legal actions, and otherwise give the very rule and message that ``play`` raises.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

import pytest

from tokaido_nb.rules import (
    Buy,
    ChooseTraveller,
    Donate,
    Eat,
    Game,
    IllegalAction,
    KeepEncounter,
    KeepMeal,
    Move,
    Pay,
    TakePanorama,
    data,
)

SETUPS = [
    {"players": 2},
    {"players": 3, "expansions": ["new_encounters"]},
    {"players": 4, "variants": ["gastronomy"]},
    {"players": 5, "variants": ["return_trip"]},
    {"players": 4, "travellers": ["zen_emon", "hirotada", "yoshiyasu", "satsuki"]},
    {
        "players": 3,
        "travellers": ["hiroshige", "sasayakko", "chuubei"],
        "expansions": ["new_encounters"],
    },
]


def candidates(game: Game) -> list[Any]:
    """Right and wrong answers to the decision at hand: every space of the road for a move, and
    for the others many actions of the right kind (allowed or not) and one of a wrong kind."""
    kind = game.decision
    pending = game.pending
    if kind == "move":
        return [Move(road) for road in range(data.ROAD_LENGTH)] + [Donate(1)]
    wrong = [Move(game.position(game.actor) + 1)]
    if kind == "traveller":
        return [ChooseTraveller(key) for key in data.TRAVELLERS] + wrong
    if kind == "donate":
        return [Donate(c, b) for c in range(5) for b in (False, True)] + wrong
    if kind == "buy":
        cards = (
            list(pending.revealed) + [c for c in data.SOUVENIRS if c not in pending.revealed][:1]
        )
        buys = [Buy(tuple(chosen)) for n in range(4) for chosen in combinations(cards, n)]
        return buys + [Buy((c,), c) for c in cards] + [Buy((cards[0], cards[0]))] + wrong
    if kind == "keep_encounter":
        return [KeepEncounter(c) for c in data.ENCOUNTERS] + wrong
    if kind == "panorama":
        return [TakePanorama(p) for p in (*data.PANORAMAS, None)] + wrong
    if kind == "pay":
        return [Pay(False), Pay(True), Pay(1)] + wrong
    if kind == "keep_meal":
        return [KeepMeal(False), KeepMeal(True)] + wrong
    if kind == "eat":
        return [Eat(meal) for meal in (*data.MEALS, None)] + wrong
    raise AssertionError(kind)


def offered(action: Any, legal: list[Any]) -> bool:
    """Whether ``action`` is one of ``legal`` with values of the same types (``Pay(1)`` is not
    ``Pay(True)``, though they are equal)."""
    return any(
        a == action
        and type(a) is type(action)
        and all(type(getattr(a, f)) is type(getattr(action, f)) for f in a.__slots__)
        for a in legal
    )


def refusal_of(game: Game, action: Any, player: int | None = None) -> IllegalAction | None:
    """What ``play`` does: the refusal it raises (the game left as it was), or None if it
    plays the action (on a copy)."""
    before = game.snapshot()
    try:
        game.copy().play(action, player=player)
    except IllegalAction as error:
        assert game.snapshot() == before
        return error
    return None


def positions(setup: dict, seed: int, every: int = 3):
    """A random game of ``setup``, stopped at every ``every``-th decision."""
    setup = dict(setup)
    game = Game(setup.pop("players"), seed=seed, **setup)
    rng = random.Random(seed)
    number = 0
    while not game.is_over():
        if number % every == 0:
            yield game
        game.play(rng.choice(game.legal_actions()))
        number += 1
    yield game  # over: every action is refused


@pytest.mark.parametrize("setup", SETUPS, ids=lambda s: str(sorted(s.items())))
def test_why_not_agrees_with_legal_actions_and_with_play(setup: dict) -> None:
    asked = 0
    for seed in (1,):
        for game in positions(setup, seed, every=4):
            legal = game.legal_actions()
            before = game.snapshot()
            actions = candidates(game) if not game.is_over() else [Move(1), Eat(None)]
            for action in actions:
                answer = game.why_not(action)
                assert (answer is None) == offered(action, legal), action
                raised = refusal_of(game, action)
                if answer is None:
                    assert raised is None, (action, raised)
                else:
                    assert raised is not None and (answer.rule, str(answer)) == (
                        raised.rule,
                        str(raised),
                    )
                asked += 1
            assert game.snapshot() == before, "why_not changed the game"
    assert asked > 300


def test_why_not_answers_for_a_player_out_of_turn_as_play_does() -> None:
    game = Game(4, travellers=["kinko", "umegae", "chuubei", "satsuki"], kyoto=[0, 1, 2, 3])
    mover = game.to_move
    other = (mover + 1) % 4
    assert game.why_not(Move(1), player=mover) is None
    answer = game.why_not(Move(1), player=other)
    assert answer is not None and answer.rule == "road.last_moves"
    assert str(answer) == str(refusal_of(game, Move(1), player=other))


def test_every_space_of_the_road_gets_a_reason_or_none() -> None:
    game = Game(3, travellers=["kinko", "satsuki", "umegae"], kyoto=[0, 1, 2])
    game.play(Move(7))  # Umegae to the farm at 7
    reasons = {road: game.why_not(Move(road)) for road in range(data.ROAD_LENGTH)}
    open_ = [road for road, reason in reasons.items() if reason is None]
    assert open_ == game.legal_stops()
    assert reasons[0].rule == "road.forward"
    assert reasons[7].rule == "road.doubles"  # a double space, one slot with 3 players
    assert reasons[20].rule == "road.inn_stop"
