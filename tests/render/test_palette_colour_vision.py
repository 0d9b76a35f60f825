"""Colours that every eye tells apart, or a second cue where they do not.

Each palette keeps a CAM02-UCS distance of at least 11 between any two of its colours under
full deuteranopia, protanopia and tritanopia (colour_vision.py), unless every picture that uses
it tells its colours apart another way too: that cue is named in ``SECOND_CUES`` and checked
here. ``.venv/bin/python -m tests.render.colour_vision`` prints the distances.
"""

from __future__ import annotations

import pytest

from tokaido_nb.render import cards, palette, road_svg
from tokaido_nb.render.icons import icon
from tokaido_nb.rules import Game
from tokaido_nb.rules.state import CATEGORIES
from tokaido_nb.rules.words import as_words

from .colour_vision import DEFICIENCIES, PALETTES, SEEN_APART, closest_pair

SECOND_CUES = {
    "kinds of stop": "every space carries its kind's pictogram, and the road's legend names it",
    "score categories": "every category has its own hatching in the charts, and the tableau's "
    "key names each category with its points",
    "crossroads cards": "every card has its name written on it",
}
"""The palettes kept as they are, like the board's and the cards' colours, with the cue that
tells their colours apart without colour."""
APART = [name for name in PALETTES if name not in SECOND_CUES]


def test_every_palette_is_either_far_apart_or_has_a_second_cue():
    assert set(SECOND_CUES) <= set(PALETTES)
    assert APART == ["players", "souvenir families", "panorama cards"]


@pytest.mark.parametrize("deficiency", DEFICIENCIES)
@pytest.mark.parametrize("name", APART)
def test_colours_stay_apart_for_colour_blind_eyes(name: str, deficiency: str):
    distance, a, b = closest_pair(PALETTES[name], deficiency)
    assert distance >= SEEN_APART, f"{name}: {a} and {b} are {distance:.1f} apart ({deficiency})"


def test_the_simulation_tells_a_close_pair_from_a_far_one():
    # Red and green merge for deuteranopes; blue and orange never do.
    assert closest_pair({"red": "#d62728", "green": "#2ca02c"}, "deuteranomaly")[0] < SEEN_APART
    assert closest_pair({"blue": "#0072b2", "orange": "#e69f00"}, "deuteranomaly")[0] > 30


def test_every_kind_of_stop_has_its_own_pictogram_named_in_the_legend():
    shapes = {kind: icon(kind, 0, 0) for kind in palette.KIND_COLOURS}
    assert len(set(shapes.values())) == len(shapes)
    picture = road_svg(Game(3, seed=1, travellers=["kinko", "umegae", "satsuki"]))
    for kind in palette.KIND_COLOURS:
        if kind != "inn":  # an inn is drawn as a wide, named cell of its own
            assert f">{as_words(kind)}<" in picture, kind


def test_every_score_category_has_its_own_hatching_in_the_charts():
    from tokaido_nb.render.charts import stacked_breakdown_figure

    hatches = [palette.CATEGORY_HATCHES[c] for c in CATEGORIES]
    assert len(set(hatches)) == len(hatches)
    figure = stacked_breakdown_figure([dict.fromkeys(CATEGORIES, 1)], ["one"], ["#000"], "all")
    drawn = [patch.get_hatch() for patch in figure.axes[0].patches]
    assert drawn == hatches


def test_every_crossroads_card_has_its_name_written_on_it():
    for kind, key, name in (
        ("cherry_tree", None, "Cherry tree"),
        ("bathhouse", None, "Bathhouse"),
        ("amulet", "fortune", "Fortune"),
        ("legendary", "shodo", "Shodo"),
        ("calligraphy", "patience", "Patience"),
    ):
        assert f">{name}<" in cards.card_svg(kind, key), kind


def test_the_tableau_s_key_names_every_category_that_scored_with_its_points():
    from tokaido_nb.render import tableau_svg
    from tokaido_nb.rules.words import CATEGORY_LABELS

    game = Game(3, seed=2, travellers=["kinko", "umegae", "satsuki"])
    while not game.is_over():
        game.play(game.legal_actions()[0])
    picture = tableau_svg(game, 0)
    scored = {c: p for c, p in game.breakdown(0).items() if p}
    assert len(scored) >= 3
    for category, points in scored.items():
        assert f">{CATEGORY_LABELS[category]} {points}<" in picture, category
