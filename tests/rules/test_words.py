"""The game's words: one plural, one list, card names, and sentences that read rule numbers from
the Rules they are given (rules/words.py)."""

from __future__ import annotations

import dataclasses

import pytest

from tokaido_nb.record import story
from tokaido_nb.render import card_svg
from tokaido_nb.rules import OFFICIAL, Game, data
from tokaido_nb.rules.decisions import DECISIONS
from tokaido_nb.rules.scoring import CATEGORIES
from tokaido_nb.rules.words import (
    ACHIEVEMENT_LABELS,
    CATEGORY_LABELS,
    DECISION_WORDS,
    FAMILY_LABELS,
    a_or_an,
    action_label,
    card_name,
    decision_sentence,
    encounter_effect,
    listed,
    plural,
    traveller_name,
    traveller_power,
    who,
)

from .scenarios import walk


@pytest.mark.parametrize("count, words", [(0, "0 coins"), (1, "1 coin"), (2, "2 coins")])
def test_one_plural_for_every_count(count, words):
    assert plural(count, "coin") == words


def test_a_or_an_follows_the_sound_of_the_first_letter():
    assert [a_or_an(FAMILY_LABELS[f] + " souvenir") for f in data.FAMILIES] == [
        "a small object souvenir",
        "a food & drink souvenir",
        "a clothing souvenir",
        "an art souvenir",
    ]


def test_one_list_helper_with_and_or_or():
    assert listed([]) == "" and listed(["a"]) == "a"
    assert listed(["a", "b", "c"]) == "a, b and c"
    assert listed(["a", "b"], "or") == "a or b"


def test_every_traveller_has_a_short_name_and_a_label_with_the_player():
    assert [traveller_name(k) for k in ("zen_emon", "kinko")] == ["Zen-emon", "Kinko"]
    game = Game(2, travellers=["zen_emon", "kinko"], names=["Aiko", "Ben"])
    assert [who(t) for t in game.travellers] == [
        "Aiko (Zen-emon)",
        "Ben (Kinko)",
        "the neutral traveller",
    ]


def test_card_names_are_printed_names_not_keys():
    assert card_name("tai_meshi") == "Tai Meshi" and card_name("annaibito_sea") == "Annaibito"


def test_every_decision_and_category_and_achievement_has_its_words():
    assert set(DECISION_WORDS) == set(DECISIONS)
    assert set(CATEGORY_LABELS) == set(CATEGORIES)
    assert set(ACHIEVEMENT_LABELS) == set(data.ACHIEVEMENTS)


def test_a_traveller_power_reads_its_numbers_from_the_rules():
    discount = dataclasses.replace(OFFICIAL, kinko_discount=3)
    assert traveller_power("kinko") == data.TRAVELLERS["kinko"][1] == "Meals cost him 1 coin less."
    assert traveller_power("kinko", discount) == "Meals cost him 3 coins less."
    tile = card_svg("traveller", "kinko", discount)  # wrapped: "Meals cost him 3" "coins less."
    assert "cost him 3" in tile and "coins less." in tile and "cost him 1" not in tile


def test_the_printed_powers_are_the_official_numbers_said():
    for key in data.TRAVELLERS:
        assert traveller_power(key) == data.TRAVELLERS[key][1]


def test_an_encounter_effect_reads_its_numbers_from_the_rules():
    richer = dataclasses.replace(OFFICIAL, samurai_points=5, kuge_coins=1)
    assert encounter_effect("samurai", richer) == "+5 points."
    assert encounter_effect("kuge", richer) == "+1 coin."


def test_a_one_coin_meal_is_one_coin_on_its_button():  # no more "1 coins"
    game = Game(3, travellers=["satsuki", "umegae", "hirotada"], kyoto=[1, 2, 0])
    game.name_draws("meal", ["tai_meshi", "dango", "tofu", "unagi"])
    walk(game, 0, 14)
    game.play(game.legal_actions()[0])  # Satsuki refuses her free Tai Meshi
    labels = [action_label(game, action) for action in game.legal_actions()]
    assert "Eat Dango (1 coin)" in labels
    assert not any("1 coins" in label for label in labels)
    assert "1 coins" not in decision_sentence(game)


def test_the_story_names_cards_not_keys():
    game = Game(3, travellers=["satsuki", "umegae", "hirotada"], kyoto=[1, 2, 0])
    game.name_draws("meal", ["tai_meshi", "dango", "tofu", "unagi"])
    walk(game, 0, 14)
    game.play(game.legal_actions()[1])  # Satsuki keeps her free Tai Meshi
    line = story(game)[-2]
    assert "Tai Meshi" in line and "tai_meshi" not in line


def test_at_an_inn_the_reason_names_who_still_waits_once_someone_has_left():  # road.inn_queue
    from tokaido_nb.rules.words import move_reason
    from tokaido_nb.scenarios import plainest

    game = Game(3, travellers=["kinko", "umegae", "chuubei"], kyoto=[0, 1, 2], seed=1)
    reasons = {}
    while len(reasons) < 2:
        if game.decision == "move" and game.position(game.actor) == 14:
            waiting = len(game.occupants(14))
            reasons.setdefault(waiting, move_reason(game))
        game.play(plainest(game))
    assert reasons[3].startswith("Every traveller is at Inn 1, and ")
    assert reasons[3].endswith(" arrived there last: the last to arrive leaves first.")
    assert "all are" not in reasons[2], reasons[2]
    assert "arrived at Inn 1 after Player 3 (Chuubei), who still waits there" in reasons[2]


def test_every_crossroads_decision_and_action_is_said_in_words():
    """Each new decision has its sentence, each new action its button label: no repr shows."""
    import random

    kinds = set()
    for seed in range(12):
        game = Game(
            4,
            travellers=["kita", "miyataka", "hirotada", "jirocho"],
            expansions=["crossroads"],
            seed=seed,
        )
        rng = random.Random(seed)
        while not game.is_over():
            kinds.add(game.decision)
            sentence = decision_sentence(game)
            assert sentence.endswith(".") and "(" + game.decision + ")" not in sentence
            for action in game.legal_actions():
                label = action_label(game, action)
                assert type(action).__name__ + "(" not in label, label
                assert "_" not in label, label
            game.play(rng.choice(game.legal_actions()))
    assert {"option", "amulet", "legendary", "calligraphy", "bet"} <= kinds
