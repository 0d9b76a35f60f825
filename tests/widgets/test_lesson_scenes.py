"""Each lesson scene keeps to what it teaches, and a mistake typed into one is refused in words
(issue 13, the newcomer's list)."""

from __future__ import annotations

from tokaido_nb.rules import Game, data
from tokaido_nb.scoresheet import PlayerSheet, ScoreSheet
from tokaido_nb.widgets import RoadWalk, ScoreSheetForm, TravellerPowers


def test_the_road_walk_of_chapter_01_speaks_of_stops_only_never_of_cards_or_powers():
    walk = RoadWalk(Game(4, names=["Aiko", "Ben", "Chiyo", "Daisuke"], kyoto=[0, 1, 2, 3],
                         variants=["initiatory"]), gains=False)  # fmt: skip
    said = []
    while not walk.game.is_over():
        walk.choices.buttons[0].click()  # the nearest stop, so every kind of stop is met
        said.append(walk.message.text)
    text = " ".join(said)
    assert "stopped at 3 · encounter." in text  # the kind of stop is named, as chapter 01 does
    cards = [*data.ENCOUNTERS, *data.MEALS, *data.SOUVENIRS]
    for word in ["power", "Chosen for you", "coin", "point", *cards]:
        assert word.lower() not in text.lower().replace("stopped at", ""), word
    assert all(line.endswith(".") and " stopped at " in line for line in said)


def test_zen_emon_s_scene_leaves_out_the_purchases_that_waste_his_power():
    scene = TravellerPowers("zen_emon")
    game = scene.game
    offered = scene.offered()
    assert len(game.legal_actions()) == 20 and len(offered) < len(game.legal_actions())
    # No button spends the power on a card already worth it, ignores it, or uses it on a card
    # cheaper than another of the purchase (issue 33: a wall of ten buttons was too many).
    assert "Buy Koma (1 coin, Koma for 1)" not in offered
    assert "Buy Geta (2 coins)" not in offered and "Buy Koma (1 coin)" not in offered
    assert "Buy Koma + Geta + Ukiyoe (6 coins, Koma for 1)" not in offered
    assert "Buy Geta + Ukiyoe (4 coins, Geta for 1)" not in offered
    # What the power brings is there: the dearest card of each purchase for 1 coin.
    assert {"Buy Geta + Ukiyoe (3 coins, Ukiyoe for 1)", "Buy Geta (1 coin, Geta for 1)",
            "Buy nothing"} <= set(offered)  # fmt: skip


def test_a_scene_about_one_stop_offers_that_stop_then_the_whole_game():
    scene = TravellerPowers("chuubei")
    assert scene.offered() == ["Stop at 14 · Inn 1"]
    choices = scene.table.choices
    pairs = zip(choices.buttons, choices.actions, strict=True)
    (inn,) = [button for button, action in pairs if getattr(action, "to", 0) == 14]
    inn.click()
    assert scene.game.travellers[0].encounters == ["samurai"]  # his power, at the inn
    # After the scene's first decision every legal action has its button again.
    assert len(scene.offered()) == len(scene.game.legal_actions()) > 1


def test_the_score_sheet_refuses_a_misspelt_meal_instead_of_dropping_it():
    form = ScoreSheetForm(players=2)
    form.fill(ScoreSheet([PlayerSheet("Aiko", meals=["dango"]), PlayerSheet("Bea")]))
    form.columns[0].meals.value = ["dango", "udonn"]
    assert form.score() is None
    assert "there is no meal 'udonn' (did you mean 'udon'?)" in form.message.text
    assert "tokaido-score-sheet-invalid" in form.columns[0].meals._dom_classes


def test_the_score_sheet_reads_a_meal_typed_as_it_is_printed():
    form = ScoreSheetForm(players=2)
    form.columns[0].name.value, form.columns[1].name.value = "Aiko", "Bea"
    form.columns[0].meals.value = ["Tai Meshi", " UDON "]
    assert form.sheet().players[0].meals == ("tai_meshi", "udon")
    assert form.score() is not None


def test_chapter_13_s_suggested_mistake_gives_the_error_its_text_promises():
    # The chapter asks to put Udon among Bea's meals, in place of one: Aiko ate the only Udon.
    aiko = PlayerSheet("Aiko", meals=["dango", "tofu", "sushi", "udon"])
    bea = PlayerSheet("Bea", meals=["nigirimeshi", "tempura", "yakitori", "udon"])
    form = ScoreSheetForm(players=2, sheet=ScoreSheet([aiko, bea]))
    assert form.score() is None
    assert "2 Udon cards" in form.message.text and "but only 1 exists" in form.message.text


def test_a_live_table_s_log_says_who_is_to_play_now_not_that_a_record_stops():
    from tokaido_nb.widgets import Table

    table = Table(["person", "person"], travellers=["kinko", "umegae"], seed=4)
    table.game_widget.choices.buttons[0].click()
    last = table.log_lines()[-1]
    assert last.startswith("Now ") and " is to " in last
    assert "The record stops here" not in " ".join(table.log_lines())
