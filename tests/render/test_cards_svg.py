"""Card tiles: every card of the game draws, prints its own numbers, and refuses unknown keys."""

from __future__ import annotations

import dataclasses

import pytest

from tokaido_nb.render import CARD_KINDS, card_svg, cards_svg
from tokaido_nb.render.cards import mini_card
from tokaido_nb.rules import OFFICIAL, data

from .support import font_sizes, having_class, parse

EVERY_CARD = (
    [("souvenir", key) for key in data.SOUVENIRS]
    + [("meal", key) for key in data.MEALS]
    + [("encounter", key) for key in (*data.ENCOUNTERS, *data.NEW_ENCOUNTERS)]
    + [("achievement", key) for key in data.ACHIEVEMENTS]
    + [("traveller", key) for key in data.ALL_TRAVELLERS]
    + [("hot_spring", points) for points in (2, 3)]
    + [
        ("panorama", (panorama, section))
        for panorama, length in OFFICIAL.panorama_lengths.items()
        for section in range(1, length + 1)
    ]
    # Crossroads: its open cards, and its secret ones face up and face down (key None)
    + [("cherry_tree", None), ("bathhouse", None), ("amulet", None), ("calligraphy", None)]
    + [("amulet", key) for key in data.AMULETS]
    + [("legendary", key) for key in data.LEGENDARY]
    + [("calligraphy", key) for key in data.CALLIGRAPHIES]
)


def texts(markup: str) -> list[str]:
    return [e.text for e in parse(markup).iter() if e.tag.endswith("text") and e.text]


def test_every_kind_of_card_is_covered():
    assert {kind for kind, _ in EVERY_CARD} == set(CARD_KINDS)


@pytest.mark.parametrize(("kind", "key"), EVERY_CARD)
def test_every_card_draws_as_well_formed_svg_with_readable_text(kind, key):
    markup = card_svg(kind, key)
    tile = having_class(parse(markup), "tk-card")
    assert len(tile) == 1 and tile[0].get("data-kind") == kind
    assert min(font_sizes(markup)) >= 11


@pytest.mark.parametrize("key", list(data.SOUVENIRS))
def test_souvenir_shows_its_name_family_and_price(key):
    family, price = data.SOUVENIRS[key]
    words = texts(card_svg("souvenir", key))
    assert key.capitalize() in words
    assert any(family.split("_")[0] in w for w in words)
    assert f"{price} coin" + ("s" if price > 1 else "") in words


@pytest.mark.parametrize("key", list(data.MEALS))
def test_meal_shows_its_name_and_price(key):  # inn.points
    price = data.MEALS[key][0]
    words = texts(card_svg("meal", key))
    assert str(price) in words and "+6" in words


def test_panorama_section_shows_its_number_and_length():  # panorama.lengths
    words = texts(card_svg("panorama", ("sea", 3)))
    assert "section 3 of 5" in words and "+3" in words
    assert "section 2 of 3" in texts(card_svg("panorama", ("paddy", 2)))


@pytest.mark.parametrize("points", [2, 3])
def test_hot_spring_shows_its_points(points):  # hot_spring.card
    assert f"{points} points" in texts(card_svg("hot_spring", points))


def test_encounter_shows_its_effect_in_words():  # encounter.samurai, encounter.kuge
    assert "+3 points." in texts(card_svg("encounter", "samurai"))
    assert "+3 coins." in texts(card_svg("encounter", "kuge"))


def test_traveller_shows_its_power_and_starting_coins():  # setup.coins
    words = " ".join(texts(card_svg("traveller", "kinko")))
    assert "Kinko" in words and "Meals cost him 1 coin less." in words
    assert f"starts with {OFFICIAL.starting_coins['kinko']}" in words


def test_cards_print_the_numbers_of_the_rules_they_are_given():
    rules = dataclasses.replace(
        OFFICIAL,
        meal_points=7,
        achievement_points=4,
        samurai_points=5,
        set_values=(1, 3, 6, 10),
        starting_coins={**OFFICIAL.starting_coins, "kinko": 9},
    )
    assert "+7" in texts(card_svg("meal", "soba", rules))
    assert "+4" in texts(card_svg("achievement", "gourmet", rules))
    assert "+5 points." in texts(card_svg("encounter", "samurai", rules))
    assert "in a set: 1 · 3 · 6 · 10" in texts(card_svg("souvenir", "koma", rules))
    assert "starts with 9" in texts(card_svg("traveller", "kinko", rules))


@pytest.mark.parametrize(
    ("kind", "key", "words"),
    [
        ("souvenir", "teapot", "'teapot' is not a souvenir card"),
        ("meal", "pizza", "'pizza' is not a meal card"),
        ("hot_spring", 4, "4 is not a hot spring card"),
        ("panorama", "sea", "a panorama card is named (panorama, section)"),
        ("postcard", "x", "'postcard' is not a kind of card"),
    ],
)
def test_unknown_card_is_refused_by_name(kind, key, words):
    with pytest.raises(ValueError, match=words.replace("(", r"\(").replace(")", r"\)")):
        card_svg(kind, key)


def test_a_row_of_cards_holds_each_card_once():
    cards = [("souvenir", "koma"), ("souvenir", "geta"), ("meal", "fugu")]
    root = parse(cards_svg(cards))
    assert [t.get("data-key") for t in having_class(root, "tk-card")] == ["koma", "geta", "fugu"]


def test_cards_draw_the_same_every_time():
    assert card_svg("encounter", "miko") == card_svg("encounter", "miko")


def test_mini_tile_names_its_card():
    tile = parse(
        f'<svg xmlns="http://www.w3.org/2000/svg">{mini_card("meal", "tai_meshi", 0, 0)}</svg>'
    )
    assert "Tai Meshi" in [e.text for e in tile.iter()]


@pytest.mark.parametrize("code", ["en", "fr", "pl"])
def test_a_souvenir_cards_set_values_line_fits_its_card_in_every_language(code: str):
    """The line under a souvenir's family ("in a set: 1 · 3 · 5 · 7") is longer in French than
    the card is wide: it takes two lines there, broken before the values, and every line fits
    the card (measured with DejaVu Sans's widths, the pictures' font)."""
    from tokaido_nb.render.cards import CARD_WIDTH, _measured
    from tokaido_nb.rules.language import set_language

    set_language(code)
    try:
        markup = str(card_svg("souvenir", "koma"))
        words = [t for t in texts(markup) if "1 · 3 · 5 · 7" in t]
        rows = [e for e in parse(markup).iter() if e.tag.endswith("text") and e.text]
        values = next(i for i, e in enumerate(rows) if "1 · 3 · 5 · 7" in e.text)
        caption = [e.text for e in rows[values - (words[0] == "1 · 3 · 5 · 7") : values + 1]]
        assert all(_measured(line, 11) <= CARD_WIDTH - 16 for line in caption), caption
        assert len(caption) == (2 if code == "fr" else 1), caption
        bottom = max(float(e.get("y")) for e in rows[values - len(caption) + 1 : values + 1])
        assert bottom < 152, "the caption runs into the card's price line"
    finally:
        set_language("en")
