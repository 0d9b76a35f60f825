"""The answers to the reference's open questions are switches in rules/data.py (section (h)).
Each switch, flipped, must keep the game, its records, its score sheet and its refusals in
agreement: games played with it write records that read and replay to the same position, score
sheets that give the same scores, and refusals that name the rule as it then stands."""

from __future__ import annotations

import random

import pytest

from tokaido_nb.bots import RandomBot
from tokaido_nb.record import (
    ReplayError,
    compare_result,
    position_differences,
    read_record,
    replay,
    write_record,
)
from tokaido_nb.rules import (
    Buy,
    ChooseOption,
    Donate,
    Eat,
    Game,
    Move,
    Pay,
    TakePanorama,
    data,
)
from tokaido_nb.rules.words import action_label
from tokaido_nb.scoresheet import score, sheet_from_game

from .crossroads import cross, holding
from .scenarios import refused, settle, walk

SWITCHES = {
    "NEUTRAL_COUNTS_FOR_MEAL_HAND": (2, ()),
    "HIROTADA_NEEDS_OWN_COIN": (4, ()),
    "ZERO_BEST_GIVES_ACHIEVEMENT": (3, ("new_encounters",)),
    "SARU_COUNTS_FOR_BATHER": (5, ("new_encounters",)),
    "TAKUHATSUSO_COIN_TO_TEMPLE": (4, ("new_encounters",)),
    "HIROSHIGE_MAY_DECLINE": (3, ()),
    "ITAMAE_MEAL_IS_THE_INN_MEAL": (4, ("new_encounters",)),
    # Crossroads
    "COMPLETED_PANORAMA_CLOSES_CHERRY_TREE": (3, ("crossroads",)),
    "FRIENDSHIP_ON_ONE_SLOT_DOUBLES": (3, ("crossroads",)),
    "PATIENCE_COUNTS_NEUTRAL": (2, ("crossroads",)),
    "FASTING_COUNTS_ENCOUNTER_MEALS": (4, ("crossroads", "new_encounters")),
    "HEALTH_BESIDE_A_POWER_OF_BOTH": (5, ("crossroads",)),
    "LEGENDARY_OPTION_WITH_NONE_WITHIN_PURSE": (4, ("crossroads",)),
}
"""Every switch of rules/data.py's section (h), with a table that meets the case it decides."""


def test_every_documented_switch_is_tested_here():
    source = open(data.__file__, encoding="utf-8").read()
    section = source.split("# --- Answers to the reference's open questions")[1]
    switches = {line.split(" =")[0] for line in section.splitlines() if " = " in line}
    assert switches == set(SWITCHES)


def checked_games(players: int, expansions: tuple[str, ...], games: int, seed: int):
    """Random games played to the end, each checked at a few points along the way."""
    for number in range(games):
        game = Game(players, expansions=expansions, seed=seed + number)
        bots = [RandomBot(seed * 10 + number * 5 + seat) for seat in range(players)]
        rng = random.Random(number)
        while not game.is_over():
            game.play(bots[game.to_move](game))
            if game.decision not in (None, "traveller") and rng.random() < 0.05:
                assert_record_agrees(game)
        assert_record_agrees(game)
        yield game


def assert_record_agrees(game: Game) -> None:
    """The game's record reads back, replays to the same position, and agrees on the result."""
    record = read_record(write_record(game))
    replayed = replay(record, seed=game.seed)
    assert position_differences(game, replayed) == []
    if game.is_over():
        assert compare_result(replayed, record) == []
        result = score(sheet_from_game(game))
        assert result.scores == game.scores()
        assert list(result.breakdowns) == game.breakdowns()


@pytest.mark.parametrize("switch", sorted(SWITCHES))
def test_a_flipped_switch_keeps_records_and_sheets_in_agreement(switch, monkeypatch):
    monkeypatch.setattr(data, switch, not getattr(data, switch))
    players, expansions = SWITCHES[switch]
    for game in checked_games(players, expansions, games=6, seed=len(switch)):
        assert game.is_over()


# ------------------------------------------------------------------ Hirotada with no coin


def penniless_hirotada() -> Game:
    """Hirotada (8 coins) gives 3 at the temple at 2 and spends his last 5 at the village at 8."""
    game = Game(3, travellers=["hirotada", "kinko", "umegae"], kyoto=[2, 1, 0])
    walk(game, 0, 2)
    game.play(Donate(3))
    game.name_draws("souvenir", ["shamisen", "ocha", "koma"])
    walk(game, 0, 8)
    game.play(Buy(("shamisen", "ocha")))
    assert game.travellers[0].coins == 0
    settle(game)
    return game


def test_hirotada_with_no_coin_keeps_out_of_temples_by_default():  # road.temple_coin
    game = penniless_hirotada()
    assert game.actor == 0  # Hirotada, at 8, moves on
    error = refused(game, Move(9))
    assert error.rule == "road.temple_coin"
    assert "has no coin to give" in str(error)


def test_hirotada_may_give_the_bank_coin_alone_when_the_switch_says_so(monkeypatch):
    monkeypatch.setattr(data, "HIROTADA_NEEDS_OWN_COIN", False)
    game = penniless_hirotada()
    game.play(Move(9))
    assert game.legal_actions() == [Donate(0, True)]
    error = refused(game, Donate(1))
    assert error.rule == "temple.donate"
    assert "Give the bank's coin alone" in str(error) and "between 1 and 0" not in str(error)
    game.play(Donate(0, True))
    assert game.travellers[0].donated == 4 and game.turns[-1]["donate"] == 0
    assert_record_agrees(game)


# ------------------------------------------------------------------ Hiroshige may not decline


def hiroshige_at_the_inn() -> Game:
    game = Game(3, travellers=["hiroshige", "kinko", "umegae"], kyoto=[1, 2, 0])
    walk(game, 0, 14)
    assert game.decision == "panorama"
    return game


def test_hiroshige_told_he_may_not_decline_names_his_own_rule(monkeypatch):
    monkeypatch.setattr(data, "HIROSHIGE_MAY_DECLINE", False)
    game = hiroshige_at_the_inn()
    assert TakePanorama(None) not in game.legal_actions()
    error = refused(game, TakePanorama(None))
    assert error.rule == "traveller.hiroshige"
    assert "Hiroshige may not decline" in str(error) and "Kitoushi" not in str(error)


def test_a_record_where_hiroshige_declines_is_refused_by_the_switch(monkeypatch):
    game = hiroshige_at_the_inn()
    game.play(TakePanorama(None))
    record = write_record(game)
    assert record["turns"][-1]["hiroshige"] is None
    replay(record)  # the official answer lets him decline
    monkeypatch.setattr(data, "HIROSHIGE_MAY_DECLINE", False)
    with pytest.raises(ReplayError, match="Hiroshige may not decline") as caught:
        replay(record)
    assert caught.value.rule == "traveller.hiroshige"


# ------------------------------------------------------------------ Chuubei meets Itamae at an inn


def chuubei_paying_itamae_at_the_inn() -> Game:
    """Chuubei reaches Inn 1 last (after two travellers who ate nothing), meets Itamae there
    and pays for a Dango."""
    game = Game(
        3, travellers=["chuubei", "kinko", "umegae"], kyoto=[0, 1, 2], expansions=["new_encounters"]
    )
    game.name_draws("encounter", ["itamae"])
    walk(game, 0, 14)
    assert game.decision == "pay" and game.occupants(14) == [2, 1, 0]
    game.name_draws("meal", ["dango"])
    game.play(Pay(True))
    return game


def test_itamae_s_meal_at_an_inn_is_chuubei_s_meal_there():  # inn.one, new.itamae
    game = chuubei_paying_itamae_at_the_inn()
    chuubei = game.travellers[0]
    assert chuubei.meals == ["dango"] and chuubei.coins == 4 - 1
    # No meal decision follows: the last to arrive, he is the first to leave the inn.
    assert (game.decision, game.actor) == ("move", 0)
    assert "shown" not in game.turns[-1] and "meal" not in game.turns[-1]
    error = refused(game, Eat("tofu"))
    assert error.rule == "inn.one"
    assert "has already eaten dango at this inn" in str(error)
    assert_record_agrees(game)


def test_itamae_s_meal_comes_on_top_of_the_inn_s_when_the_switch_says_so(monkeypatch):
    monkeypatch.setattr(data, "ITAMAE_MEAL_IS_THE_INN_MEAL", False)
    game = chuubei_paying_itamae_at_the_inn()
    assert (game.decision, game.actor) == ("eat", 0)
    meal = next(a for a in game.legal_actions() if a.meal is not None)
    game.play(meal)
    assert game.travellers[0].meals == ["dango", meal.meal]  # two meals from one inn
    assert_record_agrees(game)


# ------------------------------------------------------------------ Crossroads


def test_a_completed_panorama_closes_its_spaces_to_cherry_trees_when_the_switch_says_so(
    monkeypatch,
):  # cross.cherry_tree
    from .crossroads import plain_cross
    from .scenarios import bring

    monkeypatch.setattr(data, "COMPLETED_PANORAMA_CLOSES_CHERRY_TREE", True)
    game = plain_cross()
    walk(game, 0, 4, 14, 18, 27, 28)
    settle(game)
    bring(game, 0)
    error = refused(game, Move(35))
    assert error.rule == "road.panorama_closed"


def test_friendship_on_a_one_slot_double_space_follows_its_switch(monkeypatch):
    """cross.amulet_friendship with three players, where the double farm at 7 has one slot."""
    from tokaido_nb.rules import ChooseOption, TakeAmulet

    from .scenarios import bring

    def farm_taken() -> Game:
        game = Game(3, variants=["initiatory"], kyoto=[2, 1, 0], expansions=["crossroads"])
        game.play(Move(7))
        game.play(ChooseOption("base"))
        settle(game)
        walk(game, 1, 2)
        game.play(ChooseOption("option"))
        game.play(TakeAmulet("friendship"))
        bring(game, 1)
        return game

    assert Move(7, friendship=True) in farm_taken().legal_actions()
    monkeypatch.setattr(data, "FRIENDSHIP_ON_ONE_SLOT_DOUBLES", False)
    game = farm_taken()
    assert Move(7, friendship=True) not in game.legal_actions()
    assert refused(game, Move(7, friendship=True)).rule == "cross.amulet_friendship"


def test_patience_counts_the_neutral_traveller_when_the_switch_says_so(monkeypatch):
    """cross.calligraphy_scoring: Patience's place from the last with two players."""
    from tokaido_nb.rules.scoring import Holdings, score_journey

    table = [Holdings(calligraphies=("patience",), finish=2), Holdings(finish=1)]
    assert score_journey(table, neutral_finish=3).breakdowns[0]["calligraphies"] == 6
    monkeypatch.setattr(data, "PATIENCE_COUNTS_NEUTRAL", True)
    assert score_journey(table, neutral_finish=3).breakdowns[0]["calligraphies"] == 4


def test_fasting_counts_itamae_s_meals_when_the_switch_says_so(monkeypatch):
    """cross.calligraphy_scoring: an encounter's meal and Fasting."""
    from tokaido_nb.rules.scoring import Holdings, calligraphy_points

    held = Holdings(meals=("dango", "soba"), encounter_meals=("soba",))
    assert calligraphy_points("fasting", held) == 3 * 3
    monkeypatch.setattr(data, "FASTING_COUNTS_ENCOUNTER_MEALS", True)
    assert calligraphy_points("fasting", held) == 3 * 2


# ----------------------------------------------------- Crossroads readings of the online game


def kita_with_health_at_an_encounter() -> Game:
    """Kita holds the Health amulet (bought earlier) and stops at an encounter."""
    game = holding("health", "kita")
    game.play(Move(3))
    return game


def test_kita_may_play_health_where_her_power_gives_both_as_online():  # cross.amulet_health
    game = kita_with_health_at_an_encounter()
    assert game.pending.both == "kita"
    spent = ChooseOption("base_first", health=True)
    assert spent in game.legal_actions() and ChooseOption("base_first") in game.legal_actions()
    assert "it adds nothing, the amulet is spent" in action_label(game, spent)
    game.play(spent)
    assert game.turns[-1]["amulets"] == ["health"] and "health" not in game.travellers[0].amulets
    assert "health" in game.piles["amulet"]  # back on the stack


def test_kita_keeps_health_where_her_power_gives_both_by_the_other_reading(monkeypatch):
    monkeypatch.setattr(data, "HEALTH_BESIDE_A_POWER_OF_BOTH", False)
    game = kita_with_health_at_an_encounter()
    assert all(not a.health for a in game.legal_actions())
    error = refused(game, ChooseOption("base_first", health=True))
    assert error.rule == "cross.amulet_health" and "Health would add nothing" in str(error)


def satsuki_at_a_village_with_only_dear_legendary_objects() -> Game:
    """Satsuki (2 coins) stops at a village where only Murasame (3 coins) is left."""
    game = cross("satsuki")
    with game.edit() as state:
        state.piles["legendary"] = ["murasame"]  # as if the others had been bought
    game.play(Move(1))
    return game


def test_the_legendary_option_with_none_within_the_purse_is_offered_as_online():
    game = satsuki_at_a_village_with_only_dear_legendary_objects()
    assert ChooseOption("option") in game.legal_actions()
    assert "nothing would be bought" in action_label(game, ChooseOption("option"))
    assert "nothing would be bought" not in action_label(game, ChooseOption("base"))
    game.play(ChooseOption("option"))
    assert game.turns[-1]["legendary"] is None and game.travellers[0].coins == 2


def test_the_legendary_option_with_none_within_the_purse_is_closed_by_the_other_reading(
    monkeypatch,
):
    monkeypatch.setattr(data, "LEGENDARY_OPTION_WITH_NONE_WITHIN_PURSE", False)
    game = satsuki_at_a_village_with_only_dear_legendary_objects()
    # The option is closed, so the one way open, the souvenirs, is taken without asking.
    assert game.decision == "buy" and "option" not in game.turns[-1]
