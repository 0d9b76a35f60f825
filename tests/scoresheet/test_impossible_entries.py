"""Impossible entries are refused by name: which player, which field, and why."""

from __future__ import annotations

import dataclasses

import pytest

from tokaido_nb.rules import OFFICIAL
from tokaido_nb.scoresheet import FIELDS, PlayerSheet, ScoreSheet, ScoreSheetError, check, score

AIKO = PlayerSheet("Aiko", traveller="kinko")
BEA = PlayerSheet("Bea", traveller="satsuki")
CHEN = PlayerSheet("Chen", traveller="umegae")


def aiko(**fields) -> PlayerSheet:
    return dataclasses.replace(AIKO, **fields)


def bea(**fields) -> PlayerSheet:
    return dataclasses.replace(BEA, **fields)


def table(*players: PlayerSheet, **options) -> ScoreSheet:
    if len(players) == 1:
        players = (players[0], BEA)
    return ScoreSheet(list(players), **options)


# (sheet, player index, field, words the message must contain)
ONE_PLAYER = {
    "unknown traveller": (table(aiko(traveller="basho")), 0, "traveller", "no traveller 'basho'"),
    "name not text": (table(aiko(name=3)), 0, "name", "a name is text"),
    "souvenirs not counts": (table(aiko(souvenirs=["food"])), 0, "souvenirs", "count per family"),
    "unknown family": (table(aiko(souvenirs={"pottery": 1})), 0, "souvenirs", "'pottery' family"),
    "souvenir count not whole": (
        table(aiko(souvenirs={"food": 1.5})),
        0,
        "souvenirs",
        "1.5 is not a whole number of food & drink souvenirs",
    ),
    "negative souvenirs": (table(aiko(souvenirs={"art": -1})), 0, "souvenirs", "negative"),
    "seven souvenirs of a family": (
        table(aiko(souvenirs={"clothing": 7})),
        0,
        "souvenirs",
        "7 clothing souvenirs, but the box holds only 6",
    ),
    "panoramas not counts": (table(aiko(panoramas=3)), 0, "panoramas", "sections held"),
    "unknown panorama": (table(aiko(panoramas={"forest": 1})), 0, "panoramas", "'forest'"),
    "negative sections": (table(aiko(panoramas={"sea": -2})), 0, "panoramas", "negative"),
    "four paddy sections": (
        table(aiko(panoramas={"paddy": 4})),
        0,
        "panoramas",
        "the paddy panorama has only 3",
    ),
    "achievement of an unknown panorama": (
        table(aiko(panorama_firsts=["forest"])),
        0,
        "panorama_firsts",
        "no panorama 'forest'",
    ),
    "achievement listed twice": (
        table(aiko(panoramas={"paddy": 3}, panorama_firsts=["paddy", "paddy"])),
        0,
        "panorama_firsts",
        "listed 2 times",
    ),
    "achievement without the complete panorama": (
        table(aiko(panoramas={"sea": 4}, panorama_firsts=["sea"])),
        0,
        "panorama_firsts",
        "holds 4 of its 5 sections",
    ),
    "firsts not a list": (table(aiko(panorama_firsts="sea")), 0, "panorama_firsts", "a list"),
    "negative hot springs": (table(AIKO, bea(hot_springs_2=-1)), 1, "hot_springs_2", "negative"),
    "hot springs not whole": (
        table(AIKO, bea(hot_springs_3="2")),
        1,
        "hot_springs_3",
        "whole number",
    ),
    "seven hot springs for one traveller": (
        table(aiko(hot_springs_2=4, hot_springs_3=3)),
        0,
        "hot_springs_2",
        "7 hot spring cards in all, but the road has 6 hot springs",
    ),
    "unknown meal": (table(aiko(meals=["pizza"])), 0, "meals", "no meal 'pizza'"),
    "a meal twice": (
        table(aiko(meals=["dango", "soba", "dango"])),
        0,
        "meals",
        "Dango is listed twice",
    ),
    "five meals": (
        table(aiko(meals=["dango", "soba", "tofu", "udon", "fugu"])),
        0,
        "meals",
        "5 meals, but a traveller eats at most one meal at each of the 4 inns",
    ),
    "meals not a list": (table(aiko(meals="dango")), 0, "meals", "a list of names"),
    "unknown encounter": (table(aiko(encounters=["ninja"])), 0, "encounters", "'ninja'"),
    "new encounter without the expansion": (
        table(aiko(encounters=["saru"])),
        0,
        "encounters",
        "Saru is a New Encounters card",
    ),
    "three samurai": (
        table(aiko(encounters=["samurai"] * 3)),
        0,
        "encounters",
        "3 Samurai cards, but the deck holds two",
    ),
    "eight encounters": (
        table(
            aiko(
                encounters=["samurai", "samurai", "kuge", "kuge", "shokunin", "shokunin"]
                + ["annaibito_sea", "annaibito_sea"]
            )
        ),
        0,
        "encounters",
        "8 encounter cards, but the road has 7 encounters",
    ),
    "takuhatsuso paid without the card": (
        table(aiko(takuhatsuso_paid=True), new_encounters=True),
        0,
        "takuhatsuso_paid",
        "not among this player's encounter cards",
    ),
    "takuhatsuso paid not a tick": (
        table(aiko(takuhatsuso_paid="yes")),
        0,
        "takuhatsuso_paid",
        "tick it or not",
    ),
    "negative temple coins": (table(AIKO, bea(temple_coins=-3)), 1, "temple_coins", "negative"),
    "fewer temple coins than Miko cards": (
        table(aiko(encounters=["miko", "miko"], temple_coins=1)),
        0,
        "temple_coins",
        "each Miko card put a coin in the temple: at least 2",
    ),
    "more temple coins than six temples hold": (
        table(aiko(temple_coins=19)),
        0,
        "temple_coins",
        "a traveller gives 18 at most",
    ),
    "negative coins left": (table(AIKO, bea(coins=-1)), 1, "coins", "negative"),
}

TABLE = {
    "two players with one traveller": (
        table(aiko(), bea(traveller="kinko")),
        1,
        "traveller",
        "Kinko is also Aiko (player 1)'s traveller",
    ),
    "travellers for some players only": (
        table(aiko(), bea(traveller=None)),
        1,
        "traveller",
        "Either every player has a traveller, or nobody does",
    ),
    "seven souvenirs of a family on the table": (
        table(aiko(souvenirs={"food": 4}), bea(souvenirs={"food": 3})),
        0,
        "souvenirs",
        "Souvenirs: the table holds 7 food & drink souvenirs, but only 6 exist (Aiko has 4 and "
        "Bea has 3): check the souvenirs of each.",
    ),
    "seven hot springs of value 2": (
        table(
            aiko(hot_springs_2=2), bea(hot_springs_2=3), dataclasses.replace(CHEN, hot_springs_2=2)
        ),
        1,
        "hot_springs_2",
        "the table holds 7 hot spring cards worth 2",
    ),
    "seven hot springs of value 3": (
        table(aiko(hot_springs_3=3), bea(hot_springs_3=4)),
        1,
        "hot_springs_3",
        "7 hot spring cards worth 3",
    ),
    "two players ate the only unagi": (
        table(aiko(meals=["unagi"]), bea(meals=["unagi"])),
        0,
        "meals",
        "the table holds 2 Unagi cards",
    ),
    "four dango on the table": (
        table(
            aiko(meals=["dango"]),
            bea(meals=["dango"]),
            dataclasses.replace(CHEN, meals=["dango"]),
            PlayerSheet("Dai", traveller="hiroshige", meals=["dango"]),
        ),
        0,
        "meals",
        "4 Dango cards",
    ),
    "two players with the one annaibito of the paddies": (
        table(aiko(encounters=["annaibito_paddy"]), bea(encounters=["annaibito_paddy"])),
        0,
        "encounters",
        "2 Annaibito (paddy) cards",
    ),
    "two players first to complete the sea": (
        table(
            aiko(panoramas={"sea": 5}, panorama_firsts=["sea"]),
            bea(panoramas={"sea": 5}, panorama_firsts=["sea"]),
        ),
        1,
        "panorama_firsts",
        "Aiko (player 1) is also marked first to complete the sea panorama",
    ),
    "a complete panorama and no first": (
        table(aiko(), bea(panoramas={"mountain": 4})),
        1,
        "panorama_firsts",
        "Bea (player 2) completed the mountain panorama",
    ),
}


@pytest.mark.parametrize(
    ("sheet", "player", "field", "words"),
    list(ONE_PLAYER.values()) + list(TABLE.values()),
    ids=list(ONE_PLAYER) + list(TABLE),
)
def test_an_impossible_entry_names_the_player_and_the_field(sheet, player, field, words):
    with pytest.raises(ScoreSheetError) as caught:
        check(sheet)
    error = caught.value
    assert isinstance(error, ValueError)
    assert (error.player, error.field) == (player, field)
    message = str(error)
    name = sheet.players[player].name
    who = f"{name} (player {player + 1})" if isinstance(name, str) else f"Player {player + 1}"
    if "the table holds" in message:
        # A count of the whole table is nobody's in particular: it leads with the field.
        assert message.split(":")[0].lower() == FIELDS[field].lower(), message
        assert "check the " in message
    else:
        assert message.startswith(f"{who}, "), message
    assert words in message, message
    with pytest.raises(ScoreSheetError):
        score(sheet)


def test_a_card_held_by_several_players_names_the_biggest_holder_and_involves_all():
    sheet = table(
        aiko(hot_springs_2=2), bea(hot_springs_2=3), dataclasses.replace(CHEN, hot_springs_2=2)
    )
    with pytest.raises(ScoreSheetError) as caught:
        check(sheet)
    assert caught.value.player == 1
    assert caught.value.involved == (0, 1, 2)
    assert "(Aiko has 2, Bea has 3 and Chen has 2)" in str(caught.value)


def test_a_clash_between_two_players_involves_both():  # panorama.first
    sheet = table(
        aiko(panoramas={"sea": 5}, panorama_firsts=["sea"]),
        bea(panoramas={"sea": 5}, panorama_firsts=["sea"]),
    )
    with pytest.raises(ScoreSheetError) as caught:
        check(sheet)
    assert (caught.value.player, caught.value.involved) == (1, (0, 1))
    with pytest.raises(ScoreSheetError) as caught:
        check(table(aiko(), bea(traveller="kinko")))
    assert (caught.value.player, caught.value.involved) == (1, (0, 1))


def test_an_error_about_one_player_involves_that_player_only():
    with pytest.raises(ScoreSheetError) as caught:
        check(table(aiko(meals=["soba", "soba"])))
    assert caught.value.involved == (0,)


def test_the_meal_twice_names_its_rule_and_card():  # inn.no_repeat
    with pytest.raises(ScoreSheetError) as caught:
        check(table(aiko(meals=["soba", "soba"])))
    assert (caught.value.rule, caught.value.key) == ("inn.no_repeat", "soba")


def test_itamae_allows_a_fifth_meal():  # new.itamae
    five = ["dango", "soba", "tofu", "udon", "fugu"]
    check(table(aiko(meals=five, encounters=["itamae"]), new_encounters=True))


def test_saru_allows_a_seventh_hot_spring():  # new.saru
    check(table(aiko(hot_springs_2=4, hot_springs_3=3, encounters=["saru"]), new_encounters=True))


def test_chuubei_may_hold_ten_encounter_cards():  # traveller.chuubei
    cards = ["samurai", "samurai", "kuge", "kuge", "shokunin", "shokunin", "miko", "miko"]
    cards += ["annaibito_sea", "annaibito_sea"]
    check(table(aiko(traveller="chuubei", encounters=cards, temple_coins=2)))
    with pytest.raises(ScoreSheetError, match="11 encounter cards"):
        check(
            table(aiko(traveller="chuubei", encounters=[*cards, "annaibito_sea"], temple_coins=2))
        )


def test_hirotada_may_give_four_coins_at_each_temple():  # traveller.hirotada
    check(table(aiko(traveller="hirotada", temple_coins=24)))
    with pytest.raises(ScoreSheetError, match="gives 24 at most"):
        check(table(aiko(traveller="hirotada", temple_coins=25)))


def test_nobody_with_a_traveller_is_the_initiatory_journey():  # variant.initiatory
    result = score(table(aiko(traveller=None), bea(traveller=None)))
    assert result.travellers == (None, None)


def test_panorama_cards_run_out_with_fewer_copies():
    rules = dataclasses.replace(OFFICIAL, panorama_copies=1)
    sheet = table(aiko(panoramas={"sea": 1}), bea(panoramas={"sea": 2}))
    with pytest.raises(ScoreSheetError, match="2 sea cards of section 1") as caught:
        check(sheet, rules)
    assert (caught.value.player, caught.value.field, caught.value.key) == (0, "panoramas", "sea")
    assert caught.value.involved == (0, 1)
    check(sheet)


@pytest.mark.parametrize("players", [1, 6])
def test_two_to_five_players(players):  # setup.players
    sheet = ScoreSheet([PlayerSheet(f"P{i}") for i in range(players)])
    with pytest.raises(ScoreSheetError, match=f"2 to 5 players, and this sheet has {players}") as c:
        check(sheet)
    assert (c.value.player, c.value.field) == (None, "players")


def test_players_must_be_player_sheets():
    with pytest.raises(ScoreSheetError, match="not a PlayerSheet") as caught:
        check(ScoreSheet([AIKO, {"name": "Bea"}]))
    assert (caught.value.player, caught.value.field) == (1, "players")
    with pytest.raises(ScoreSheetError, match="a list of PlayerSheet"):
        check(ScoreSheet(AIKO))


@pytest.mark.parametrize(
    ("players", "coins", "words"),
    [
        (2, -1, "a whole number from 0"),
        (2, 7, "the road has 6 temples: 7 is too many"),
        (3, 1, "only a two-player game has a neutral traveller"),
    ],
)
def test_the_neutral_travellers_coins(players, coins, words):  # two.neutral_temple
    sheet = ScoreSheet([AIKO, BEA, CHEN][:players], neutral_temple_coins=coins)
    with pytest.raises(ScoreSheetError, match=words) as caught:
        check(sheet)
    assert (caught.value.player, caught.value.field) == (None, "neutral_temple_coins")
    assert str(caught.value).startswith("The neutral traveller's temple coins: ")


def test_an_unnamed_player_is_named_by_number():
    with pytest.raises(ScoreSheetError, match=r"^Player 2, meals: ") as caught:
        check(ScoreSheet([PlayerSheet(), PlayerSheet(meals=["dango", "dango"])]))
    assert caught.value.player == 1


def test_the_error_survives_pickling():
    import pickle

    with pytest.raises(ScoreSheetError) as caught:
        check(table(aiko(meals=["soba", "soba"])))
    again = pickle.loads(pickle.dumps(caught.value))
    assert (again.player, again.field, again.key, again.rule, str(again), again.involved) == (
        0,
        "meals",
        "soba",
        "inn.no_repeat",
        str(caught.value),
        (0,),
    )
