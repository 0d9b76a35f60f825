"""The methods a notebook calls on a lesson widget refuse a bad argument on the widget's message
line, in words, and change nothing: never a KeyError, TypeError or IndexError from inside, and
never a value no journey can reach accepted (issue 34, from a fuzz run)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from tokaido_nb.widgets.achievement_calculator import AchievementCalculator
from tokaido_nb.widgets.calligraphy_scorer import CalligraphyScorer
from tokaido_nb.widgets.temple_standings import TempleStandings
from tokaido_nb.widgets.variant_chooser import VariantChooser


def state(widget: Any) -> Any:
    """What the widget holds that a refused call must leave as it was."""
    for name in ("donations", "counts", "totals"):
        if hasattr(widget, name):
            value = getattr(widget, name)
            return repr(value)
    return (widget.players, sorted(widget.chosen), widget.game.snapshot())


CASES: list[tuple[Callable[[], Any], Callable[[Any], None], str]] = [
    (CalligraphyScorer, lambda w: w.set_count("x", 1), "There is no box 'x'"),
    (VariantChooser, lambda w: w.set_players("4"), "2 to 5 players, not '4'"),
    (TempleStandings, lambda w: w.set_donation(9, 1), "numbered 0 to 3, not 9"),
    (TempleStandings, lambda w: w.set_donation(0, 10**9), "no journey puts more than 26 coins"),
    (TempleStandings, lambda w: w.set_donation(True, 1), "numbered 0 to 3, not True"),
    (
        AchievementCalculator,
        lambda w: w.add("gourmet", 0, "a"),
        "by a whole number, such as 1 or -1, not 'a'",
    ),
    (AchievementCalculator, lambda w: w.add("gourmet", True), "numbered 0 to"),
]


@pytest.mark.parametrize(("make", "call", "words"), CASES)
def test_a_bad_argument_is_refused_on_the_message_line(make, call, words) -> None:
    widget = make()
    before = state(widget)
    call(widget)  # no exception escapes
    assert words in widget.message.text, widget.message.text
    assert "tokaido-message-refusal" in widget.message._dom_classes
    assert state(widget) == before


def test_the_most_coins_a_journey_gives_is_still_accepted() -> None:
    widget = TempleStandings()
    widget.set_donation(0, 26)
    assert widget.donations[0] == 26 and "has given 26 coins" in widget.message.text
