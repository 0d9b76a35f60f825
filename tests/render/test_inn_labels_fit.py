"""An inn's name stays whole inside the road picture in every language, in the projector's
large text too (issue 41: « Gospoda 1 » lost its first letters at the picture's left edge), and
the leg's caption beside it starts after it instead of running over it."""

from __future__ import annotations

import re

import pytest

from tokaido_nb.render.road import BOLD_EM, WIDTH, road_svg
from tokaido_nb.render.svg import text_width
from tokaido_nb.rules import Game, data
from tokaido_nb.rules.language import set_language
from tokaido_nb.rules.words import inn_name
from tokaido_nb.widgets.game_widget import LARGE_ROAD_TEXT

TEXT = re.compile(
    r'<text x="([\d.]+)" y="([\d.]+)" font-size="([\d.]+)" text-anchor="(\w+)"[^>]*>([^<]*)</text>'
)


@pytest.fixture(autouse=True)
def _english_after():
    yield
    set_language("en")


@pytest.mark.parametrize("language", ["en", "fr", "pl"])
@pytest.mark.parametrize("scale", [1.0, LARGE_ROAD_TEXT])
def test_every_inn_name_is_whole_and_clear_of_its_legs_caption(language, scale):
    set_language(language)
    picture = str(road_svg(Game(players=4, seed=3), text_scale=scale))
    texts = [(float(x), float(y), float(size), anchor, words) for x, y, size, anchor, words
             in TEXT.findall(picture)]  # fmt: skip
    inns = {inn_name(road) for road in range(data.ROAD_LENGTH) if data.BOARD[road][0] == "inn"}
    labels = [t for t in texts if t[4] in inns and t[3] == "middle"]
    assert len(labels) >= 4, labels
    for x, y, size, _anchor, words in labels:
        half = text_width(words, size) * BOLD_EM / 0.6 / 2
        assert x - half >= 0 and x + half <= WIDTH, (
            f"{words!r} cut: {x - half:.0f} to {x + half:.0f}"
        )
        for cx, cy, _size, anchor, caption in texts:
            if anchor == "start" and abs(cy - y) < size and cx > x - half:
                assert cx >= x + half, f"{caption!r} starts at {cx:.0f}, inside {words!r}"
