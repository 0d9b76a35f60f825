"""The bots play Crossroads: every choice legal, every Crossroads decision valued, the greedy
bot's rules of thumb (``bots_crossroads``) following the scoring rules, and secrets kept."""

from __future__ import annotations

import math

import pytest

from tokaido_nb.bots import Evaluator, GreedyBot, RandomBot, SearchBot
from tokaido_nb.bots_crossroads import CROSSROADS_DECISIONS, die_odds
from tokaido_nb.rules import OFFICIAL, Game, Rules
from tokaido_nb.rules.actions import (
    Bet,
    ChooseOption,
    PlayAmulet,
    TakeAmulet,
    TakeCalligraphy,
    TakeLegendary,
)
from tokaido_nb.scenarios import bring, walk

from .conftest import decisions, play_checked
from .test_crossroads_hidden_cards import hide_differently, secrets_game

FARM = 7  # the first farm on the road
INN = 14  # the first inn on the way


def cross(*travellers: str, players: int = 3, **kwargs) -> Game:
    """A Crossroads game with these travellers first; traveller 0 moves first."""
    keys = list(travellers) + [k for k in ("kinko", "umegae", "chuubei") if k not in travellers]
    count = players + (1 if players == 2 else 0)
    return Game(
        players,
        travellers=keys[:players],
        kyoto=list(range(count))[::-1],
        expansions=["crossroads"],
        **kwargs,
    )


def plain_cross(players: int = 3, **kwargs) -> Game:
    """A Crossroads game with no powers, 7 coins each; traveller 0 moves first."""
    count = players + (1 if players == 2 else 0)
    return Game(
        players,
        variants=["initiatory"],
        kyoto=list(range(count))[::-1],
        expansions=["crossroads"],
        **kwargs,
    )


def holding(amulet: str) -> Game:
    """Traveller 0 bought ``amulet`` at the first temple and is to move again."""
    game = plain_cross()
    walk(game, 0, 2)
    game.play(ChooseOption("option"))
    game.play(TakeAmulet(amulet))
    bring(game, 0)
    return game


def rules_with(**changes) -> Rules:
    return Rules.from_json({**OFFICIAL.to_json(), **changes})


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_greedy_and_search_bots_play_crossroads_to_the_end(players: int):
    game = Game(players, expansions=["crossroads"], seed=players)
    bots = [RandomBot(1), GreedyBot(2), SearchBot(3, rollouts=2), GreedyBot(4), RandomBot(5)]
    kinds = play_checked(game, bots[:players])
    assert "option" in kinds and {"amulet", "legendary", "calligraphy"} & set(kinds)
    assert game.is_over()


def test_every_crossroads_decision_gets_a_finite_value_for_each_legal_action():
    met = set()
    setups = [
        ("jirocho", "miyataka", "kita", "nampo"),
        ("gotozaemon", "daigoro", "mitsukuni", "hirotada"),
    ]
    for seed, travellers in enumerate(setups * 2):
        game = Game(4, travellers=list(travellers), expansions=["crossroads"], seed=seed)
        bots = [GreedyBot(seed * 4 + i) for i in range(4)]
        for state in decisions(game, bots):
            values = bots[state.to_move].values(state)
            assert len(values) == len(state.legal_actions())
            assert all(math.isfinite(v) for v in values), (state.decision, values)
            met.add(state.decision)
    assert set(CROSSROADS_DECISIONS) - {"play_amulet"} <= met, met


def test_a_stop_is_worth_the_better_of_its_base_action_and_its_option():
    game = plain_cross(players=3)
    walk(game, 0, 4)  # a paddy field: its first section (1 point) or a cherry tree (2 + a coin)
    assert game.decision == "option"
    values = dict(zip(game.legal_actions(), GreedyBot().values(game), strict=True))
    assert values[ChooseOption("option")] > values[ChooseOption("base")] > 0
    assert GreedyBot()(game) == ChooseOption("option")


def test_the_farm_beats_the_gaming_room_whose_bet_returns_less_on_average():
    # Officially: 3 coins at the farm, against a bet of 2 returning 2 x 13/6 = 4.33 on average.
    mean = sum(m * p for m, p in die_odds(OFFICIAL))
    assert OFFICIAL.gaming_room_bet * (mean - 1) < OFFICIAL.farm_coins
    game = plain_cross(players=3)
    walk(game, 0, FARM)
    assert GreedyBot()(game) == ChooseOption("base")


def test_greedy_bets_in_the_gaming_room_when_the_bet_gains_on_average():
    # A farm that gives nothing: the bet's expected gain (+2.33 coins) is the better action.
    game = plain_cross(players=3, rules=rules_with(farm_coins=0))
    walk(game, 0, FARM)
    assert GreedyBot()(game) == ChooseOption("option")


def test_greedy_refuses_a_bet_that_loses_on_average():
    losing = {"x0": 0, "x1": 0, "x2": 0, "x3": 1, "x4": 1}  # a bet of 2 returns 1 on average
    game = plain_cross(players=3, rules=rules_with(farm_coins=0, die_multipliers=losing))
    walk(game, 0, FARM)
    values = dict(zip(game.legal_actions(), GreedyBot().values(game), strict=True))
    assert values[ChooseOption("option")] < 0 == values[ChooseOption("base")]
    assert GreedyBot()(game) == ChooseOption("base")


def test_greedy_values_the_gaming_room_at_nothing_without_the_bet_in_its_purse():
    game = cross("gotozaemon", players=3, rules=rules_with(farm_coins=0))  # 0 coins
    bring(game, 0)
    evaluator = GreedyBot().values  # noqa: F841 - the game is at its first move
    view = _crossroads_view(game)
    assert view.option_stop(game.travellers[0], "farm") == 0


def _crossroads_view(game: Game):
    part = Evaluator(game, None, crossroads=True).crossroads
    assert part is not None
    return part


def _to_bet(game: Game) -> Game:
    """Walk Jirocho (traveller 0) to the first inn on the way, to the bet."""
    walk(game, 0, INN)
    for _ in range(200):
        if game.decision == "bet":
            return game
        game.play(GreedyBot()(game))
    raise AssertionError("no bet offered")  # pragma: no cover


def test_jirocho_bets_when_the_fortune_die_gains_on_average():
    game = _to_bet(cross("jirocho", players=3))
    # A coin on the die returns 13/6 coins on average: +7/6.
    assert GreedyBot()(game) == Bet(True)


def test_jirocho_keeps_his_coin_when_the_die_loses_on_average():
    losing = {"x0": 0, "x1": 0, "x2": 0, "x3": 1, "x4": 1}
    game = _to_bet(cross("jirocho", players=3, rules=rules_with(die_multipliers=losing)))
    assert GreedyBot()(game) == Bet(False)


def test_the_fortune_amulet_is_played_before_the_move():
    game = holding("fortune")
    assert game.decision == "play_amulet" and game.pending.amulet == "fortune"
    assert GreedyBot()(game) == PlayAmulet("fortune")


def test_legendary_objects_are_valued_by_their_points_for_their_price():
    game = plain_cross(players=3)
    walk(game, 0, 1)  # a village
    game.play(ChooseOption("option"))
    assert game.decision == "legendary"
    values = dict(zip(game.legal_actions(), GreedyBot().values(game), strict=True))
    assert values[TakeLegendary("masamune")] > values[TakeLegendary(None)] == 0
    assert values[TakeLegendary("masamune")] == values[TakeLegendary("murasame")]
    # 8 points for 3 coins, 1 coin more than Buppatsu's first card of a fifth set (1 point).
    assert values[TakeLegendary("masamune")] > values[TakeLegendary("buppatsu")]


def test_calligraphies_are_valued_by_what_they_would_score():
    game = plain_cross(players=3)
    walk(game, 0, 3)  # an encounter
    game.play(ChooseOption("option"))
    assert game.decision == "calligraphy"
    values = dict(zip(game.legal_actions(), GreedyBot().values(game), strict=True))
    # Nothing eaten and no inn passed yet: Fasting is worth the least; Patience at least 2 + ...
    fasting = values[TakeCalligraphy("fasting")]
    assert all(fasting <= v for a, v in values.items() if a.card is not None)
    assert max(values.values()) > 0


def test_greedy_does_not_read_the_others_secret_amulets_and_calligraphies():
    for seed in range(3):
        game = secrets_game(seed)
        viewer = game.to_move
        bot = GreedyBot(seed)
        expected = bot.values(game)
        for s in range(3):
            other = hide_differently(game, viewer, s)
            assert GreedyBot(seed).values(other) == expected


def test_search_plays_crossroads_decisions_on_determinized_copies():
    game = plain_cross(players=3)
    walk(game, 0, 4)
    bot = SearchBot(seed=1, rollouts=8, search=("option",))
    assert bot(game) in game.legal_actions()
    assert not game.is_over() and game.decision == "option"  # the real game is untouched


def test_greedy_with_rules_of_thumb_differs_from_greedy_with_zeros():
    """Without ``bots_crossroads`` every Crossroads choice is worth 0 and chance picks."""
    game = plain_cross(players=3)
    walk(game, 0, 4)
    zeros = Evaluator(game, None).values(game.legal_actions())
    assert len(set(zeros)) == 1
    assert len(set(GreedyBot().values(game))) > 1


def test_greedy_keeps_the_crossroads_traveller_it_rates_higher():
    from tokaido_nb.bots_crossroads import CROSSROADS_TRAVELLER_PREFERENCE as ORDER
    from tokaido_nb.rules import data

    assert sorted(ORDER) == sorted(data.ALL_TRAVELLERS)
    for seed in range(20):
        game = Game(4, expansions=["crossroads"], seed=seed)
        dealt = game.pending.dealt
        choice = GreedyBot(seed)(game).traveller
        assert choice == min(dealt, key=ORDER.index)
