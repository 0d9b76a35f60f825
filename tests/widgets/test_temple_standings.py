"""TempleStandings: donations in, the temple awards and a chart out, bad input refused."""

from __future__ import annotations

import base64

import pytest

from tokaido_nb.rules import Rules
from tokaido_nb.widgets.temple_standings import TempleStandings

NAMES = ["Aiko", "Ben", "Chiyo", "Daisuke"]


def chart_png(widget: TempleStandings) -> bytes:
    (output,) = widget.chart.outputs
    return base64.b64decode(output["data"]["image/png"])


def test_the_table_shows_the_awards_with_dense_ties():  # end.temple_ties
    widget = TempleStandings([5, 5, 3, 1], NAMES)
    assert widget.awards == [10, 10, 7, 4]
    table = widget.table.value
    assert table.count("+10 points") == 2 and "+7 points" in table and "+4 points" in table


def test_a_traveller_who_gave_nothing_takes_no_award():  # end.temple
    widget = TempleStandings([4, 3, 3, 0], NAMES)
    assert widget.awards == [10, 7, 7, 0]
    assert "no award" in widget.table.value


def test_a_click_on_plus_one_gives_a_coin_and_redraws_table_and_chart():
    widget = TempleStandings([4, 3, 3, 0], NAMES)
    chart = chart_png(widget)
    widget.give_buttons[3].click()
    assert widget.donations == [4, 3, 3, 1]
    assert widget.boxes[3].value == 1
    assert "+4 points" in widget.table.value
    assert chart_png(widget) != chart and chart_png(widget).startswith(b"\x89PNG")
    assert widget.message.text == "Daisuke has given 1 coin: a temple award of 4 points for now."


def test_typing_a_number_changes_the_standings():
    widget = TempleStandings([4, 3, 3, 0], NAMES)
    widget.boxes[1].value = 6
    assert widget.donations == [4, 6, 3, 0]
    assert widget.awards == [7, 10, 4, 0]


def test_a_negative_donation_is_refused_with_the_standings_unchanged():
    widget = TempleStandings([4, 3, 3, 0], NAMES)
    table, chart = widget.table.value, chart_png(widget)
    widget.boxes[2].value = -2
    assert widget.donations == [4, 3, 3, 0]
    assert widget.boxes[2].value == 3  # the box shows the kept value again
    assert widget.table.value == table and chart_png(widget) == chart
    assert (
        widget.message.text
        == "Chiyo cannot give -2 coins: a donation is 0 coins or more. Chiyo keeps 3."
    )
    assert "tokaido-message-refusal" in widget.message._dom_classes


def test_start_again_restores_the_first_donations():
    widget = TempleStandings([4, 3, 3, 0], NAMES)
    widget.give(0)
    widget.give(3)
    widget.restart_button.click()
    assert widget.donations == [4, 3, 3, 0]
    assert [box.value for box in widget.boxes] == [4, 3, 3, 0]


def test_edited_rules_change_the_awards():
    widget = TempleStandings(
        [5, 4, 3, 2, 1], rules=Rules(temple_awards=(12, 8), temple_other_award=1)
    )
    assert widget.awards == [12, 8, 1, 1, 1]
    assert widget.names == [
        "Traveller 1",
        "Traveller 2",
        "Traveller 3",
        "Traveller 4",
        "Traveller 5",
    ]


def test_bad_starting_values_are_refused_when_built():
    with pytest.raises(ValueError, match="0 coins or more"):
        TempleStandings([3, -1])
    with pytest.raises(ValueError, match="one name per donation"):
        TempleStandings([3, 1], ["Aiko"])


def test_the_repr_is_short_and_stable():
    assert repr(TempleStandings([5, 5, 3, 1])) == "TempleStandings(donations=[5, 5, 3, 1])"
