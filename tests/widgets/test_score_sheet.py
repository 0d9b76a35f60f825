"""The score sheet form: fill the columns, press Score, read the table; a refusal keeps it."""

from __future__ import annotations

import base64

from tokaido_nb.render.charts import sheet_figure
from tokaido_nb.scoresheet import PlayerSheet, ScoreSheet, score, sheet_from_game
from tokaido_nb.simulate import play_game
from tokaido_nb.widgets.score_sheet import ScoreSheetForm

AIKO = PlayerSheet(
    "Aiko",
    traveller="mitsukuni",
    souvenirs={"food": 2, "art": 1, "clothing": 1},
    panoramas={"paddy": 3, "sea": 2},
    panorama_firsts=["paddy"],
    hot_springs_2=1,
    hot_springs_3=2,
    meals=["dango", "tempura", "udon"],
    encounters=["samurai", "miko"],
    temple_coins=4,
    coins=2,
)
BEA = PlayerSheet(
    "Bea",
    traveller="hirotada",
    souvenirs={"small_object": 1},
    panoramas={"mountain": 4},
    panorama_firsts=["mountain"],
    meals=["soba", "unagi"],
    temple_coins=9,
)
EXAMPLE = ScoreSheet([AIKO, BEA])


def test_a_new_form_has_four_empty_columns_and_no_result():
    form = ScoreSheetForm()
    assert form.count == 4
    assert form.sheet() == ScoreSheet([PlayerSheet()] * 4)
    assert form.result.value == ""
    assert form.chart.outputs == ()
    assert "press Score" in form.message.text


def test_typed_entries_and_a_click_give_the_scores_of_the_pure_sheet():
    form = ScoreSheetForm(players=2)
    column = form.columns[0]
    column.name.value = "Aiko"
    column.traveller.value = "mitsukuni"
    column.souvenirs["food"].value = 2
    column.souvenirs["art"].value = 1
    column.souvenirs["clothing"].value = 1
    column.panoramas["paddy"].value = 3
    column.panoramas["sea"].value = 2
    column.firsts["paddy"].value = True
    column.hot_springs_2.value = 1
    column.hot_springs_3.value = 2
    column.meals.value = ["dango", "tempura", "udon"]
    column.encounters.value = ["samurai", "miko"]
    column.temple_coins.value = 4
    column.coins.value = 2
    form.columns[1].fill(BEA)
    assert form.sheet() == ScoreSheet((AIKO, BEA))
    form.score_button.click()
    expected = score(EXAMPLE)
    assert form.last.scores == expected.scores
    assert form.last.breakdowns == expected.breakdowns
    assert expected.winner_line() in form.result.value
    assert "wins with" in form.result.value
    assert form.message.text.startswith("Scored.")


def test_the_chart_is_a_png_in_the_output():
    form = ScoreSheetForm(sheet=EXAMPLE)
    form.score_button.click()
    (output,) = form.chart.outputs
    png = base64.b64decode(output["data"]["image/png"])
    assert png.startswith(b"\x89PNG")


def test_a_meal_twice_is_explained_with_player_and_field_and_the_result_stays():  # inn.no_repeat
    form = ScoreSheetForm(sheet=EXAMPLE)
    form.score_button.click()
    before = (form.result.value, form.chart.outputs, form.last)
    form.columns[1].meals.value = ["soba", "unagi", "soba"]
    form.score_button.click()
    assert form.message.text.startswith("Bea (player 2), meals: Soba is listed twice")
    assert "inn.no_repeat" in form.message.text
    assert "tokaido-message-refusal" in form.message._dom_classes
    assert (form.result.value, form.chart.outputs, form.last) == before
    meals = form.columns[1].meals
    assert "tokaido-score-sheet-invalid" in meals._dom_classes
    assert meals.layout.border


def test_fixing_the_entry_clears_the_outline_and_scores_again():
    form = ScoreSheetForm(sheet=EXAMPLE)
    form.columns[0].souvenirs["food"].value = -1
    form.score_button.click()
    food = form.columns[0].souvenirs["food"]
    assert "Aiko (player 1), souvenirs: -1 food & drink souvenirs is negative" in form.message.text
    assert "tokaido-score-sheet-invalid" in food._dom_classes
    assert form.columns[0].souvenirs["art"].layout.border is None  # only the family named
    food.value = 2
    form.score_button.click()
    assert "tokaido-score-sheet-invalid" not in food._dom_classes
    assert food.layout.border is None
    assert form.last.scores == score(EXAMPLE).scores


def test_a_table_wide_impossibility_names_the_biggest_holder_and_outlines_every_holder():
    form = ScoreSheetForm(sheet=EXAMPLE)
    form.columns[0].hot_springs_2.value = 4
    form.columns[1].hot_springs_2.value = 3
    form.score_button.click()
    assert form.last is None
    assert form.result.value == ""
    text = form.message.text
    # Nobody in particular miscounted: the message names the count, not one player.
    assert text.startswith("Hot springs worth 2: the table holds 7")
    assert "(Aiko has 4 and Bea has 3)" in text
    assert "only 6 exist" in text
    for column in form.columns[:2]:
        assert "tokaido-score-sheet-invalid" in column.hot_springs_2._dom_classes
    assert "tokaido-score-sheet-invalid" not in form.columns[0].hot_springs_3._dom_classes


def test_two_players_first_to_complete_one_panorama_are_refused():  # panorama.first
    form = ScoreSheetForm(sheet=EXAMPLE)
    form.columns[1].panoramas["paddy"].value = 3
    form.columns[1].firsts["paddy"].value = True
    form.score_button.click()
    assert "Bea (player 2), first to complete: Aiko (player 1) is also marked" in form.message.text
    for column in form.columns[:2]:
        assert "tokaido-score-sheet-invalid" in column.firsts["paddy"]._dom_classes
    assert "tokaido-score-sheet-invalid" not in form.columns[1].firsts["sea"]._dom_classes


def test_the_neutral_travellers_coins_show_and_count_with_two_players():  # two.neutral_temple
    form = ScoreSheetForm(sheet=EXAMPLE)
    assert form.neutral.layout.display is None
    form.neutral.value = 10
    form.score_button.click()
    assert form.message.text.startswith("The neutral traveller's temple coins:")
    assert "tokaido-score-sheet-invalid" in form.neutral._dom_classes
    form.neutral.value = 6
    form.score_button.click()
    assert form.last.temple_awards == (4, 10)  # Bea 9: 1st; the neutral 6: 2nd; Aiko 4: 3rd
    form.players.value = 3
    assert form.neutral.layout.display == "none"
    assert form.sheet().neutral_temple_coins == 0


def test_the_players_selector_shows_that_many_columns_and_keeps_hidden_entries():
    form = ScoreSheetForm(sheet=EXAMPLE)
    form.players.value = 5
    assert len(form.sheet().players) == 5
    assert form.grid.layout.grid_template_columns.startswith("210px repeat(5,")
    form.players.value = 2
    assert form.sheet() == ScoreSheet((AIKO, BEA))
    assert form.columns[0].name in form.grid.children
    assert form.columns[2].name not in form.grid.children


def test_new_encounters_add_the_takuhatsuso_row():  # new.takuhatsuso
    form = ScoreSheetForm(sheet=EXAMPLE)
    assert form.columns[0].takuhatsuso_paid not in form.grid.children
    form.columns[0].encounters.value = ["samurai", "miko", "takuhatsuso"]
    form.score_button.click()
    assert "Takuhatsuso is a New Encounters card" in form.message.text
    form.new_encounters.value = True
    assert form.columns[0].takuhatsuso_paid in form.grid.children
    form.columns[0].takuhatsuso_paid.value = True
    form.score_button.click()
    assert form.last.breakdowns[0]["encounters"] == 3 + 4


def test_a_finished_game_typed_in_gives_its_scores():
    game = play_game(5, seed=12, expansions=["new_encounters"])
    form = ScoreSheetForm(players=3)
    form.fill(sheet_from_game(game))
    assert form.count == 5
    form.score_button.click()
    assert form.last.scores == game.scores()
    assert form.last.ranks == tuple(game.ranks())


def test_clear_empties_the_sheet_and_the_result():
    form = ScoreSheetForm(sheet=EXAMPLE)
    form.score_button.click()
    form.clear_button.click()
    assert form.sheet() == ScoreSheet([PlayerSheet()] * 2)
    assert (form.result.value, form.chart.outputs, form.last) == ("", (), None)


def test_every_input_carries_its_css_classes():
    form = ScoreSheetForm()
    assert "tokaido-score-sheet" in form._dom_classes
    assert "tokaido-score-sheet-score" in form.score_button._dom_classes
    assert "tokaido-score-sheet-result" in form.result._dom_classes
    assert "tokaido-message" in form.message._dom_classes
    column = form.columns[2]
    assert {"tokaido-score-sheet-meals", "tokaido-score-sheet-player-3"} <= set(
        column.meals._dom_classes
    )
    assert "tokaido-score-sheet-souvenirs-art" in column.souvenirs["art"]._dom_classes


def test_the_repr_is_short_and_stable_for_nbval():
    assert repr(ScoreSheetForm(players=3)) == "ScoreSheetForm(players=3)"


def test_the_chart_has_one_bar_total_per_player():
    result = score(EXAMPLE)
    figure = sheet_figure(result)
    assert [t.get_text() for t in figure.axes[0].texts] == [str(s) for s in result.scores]
    labels = [t.get_text() for t in figure.axes[0].get_xticklabels()]
    assert labels == ["Aiko\n(Mitsukuni)", "Bea\n(Hirotada)"]


def test_crossroads_adds_its_rows_and_a_finished_crossroads_game_typed_in_scores():
    # cross.calligraphy_scoring, cross.legendary_collector
    form = ScoreSheetForm(sheet=EXAMPLE)
    assert form.columns[0].legendary not in form.grid.children
    form.crossroads.value = True
    assert form.columns[0].legendary in form.grid.children
    assert form.columns[0].calligraphies in form.grid.children
    for seed in (3, 8):
        game = play_game(4, seed=seed, expansions=["crossroads", "new_encounters"])
        form.fill(sheet_from_game(game))
        form.score_button.click()
        assert form.last.scores == game.scores()
        assert form.sheet() == sheet_from_game(game)


def test_a_legendary_object_held_twice_is_refused_on_screen_and_outlined():  # cross.legendary_buy
    form = ScoreSheetForm(sheet=EXAMPLE)
    form.crossroads.value = True
    form.columns[0].legendary.value = ["Murasame"]
    form.columns[1].legendary.value = ["murasame"]
    form.score_button.click()
    assert "the table holds 2 Murasame cards" in form.message.text
    assert "tokaido-score-sheet-invalid" in form.columns[1].legendary._dom_classes
    form.columns[1].legendary.value = []
    form.columns[0].calligraphies.value = ["Perfection", "perfection"]
    form.score_button.click()
    assert "Perfection is listed twice" in form.message.text
    assert "tokaido-score-sheet-invalid" in form.columns[0].calligraphies._dom_classes
    form.columns[0].calligraphies.value = ["Perfection"]
    form.score_button.click()
    assert form.last is not None and form.last.breakdowns[0]["calligraphies"] > 0
