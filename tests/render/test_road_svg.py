"""The road drawing: every position, doubles drawn double, pawns in their slots, open stops."""

from __future__ import annotations

import pytest

from tokaido_nb.render import NEUTRAL_COLOUR, PLAYER_COLOURS, road_svg
from tokaido_nb.render.road import SECOND_DROP, WIDTH
from tokaido_nb.rules import Eat, Game, Move
from tokaido_nb.rules.data import BOARD, INNS

from .support import font_sizes, having_class, parse, played, until


def positions(markup: str) -> dict[int, object]:
    return {int(g.get("data-pos")): g for g in having_class(parse(markup), "tk-pos")}


def slots(group) -> list:
    return [e for e in group.iter() if e.get("class") == "tk-slot"]


def pawns(markup: str) -> dict[int, object]:
    return {int(g.get("data-traveller")): g for g in having_class(parse(markup), "tk-pawn")}


def test_road_draws_each_of_the_55_positions_once(four):
    markup = road_svg(four)
    assert markup.count('class="tk-pos"') == 55
    assert sorted(positions(markup)) == list(range(55))


def test_double_spaces_are_drawn_with_two_slots(four):  # road.doubles
    drawn = positions(road_svg(four))
    for road, (kind, double) in enumerate(BOARD):
        if kind == "inn":
            assert len(slots(drawn[road])) == 4, f"inn {road} should show a queue of 4"
        else:
            assert len(slots(drawn[road])) == (2 if double else 1), f"position {road}"
            assert drawn[road].get("data-double") == str(int(double))


@pytest.mark.parametrize("players", [2, 3])
def test_second_slots_are_faded_with_fewer_than_four_players(players):  # road.doubles
    game = played(players, steps=0)
    drawn = positions(road_svg(game))
    faded = [
        road
        for road, group in drawn.items()
        for slot in slots(group)
        if slot.get("data-slot") == "1" and slot.get("opacity")
    ]
    doubles = [road for road, (kind, double) in enumerate(BOARD) if double and kind != "inn"]
    assert faded == doubles
    assert "2nd slot: 4-5 players" in road_svg(game)


def test_second_slots_are_open_with_four_players(four):  # road.doubles
    drawn = positions(road_svg(four))
    assert not any(slot.get("opacity") for group in drawn.values() for slot in slots(group))


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_traveller_has_one_pawn_in_its_colour(players):
    game = played(players, steps=25, seed=players)
    drawn = pawns(road_svg(game))
    assert sorted(drawn) == [t.index for t in game.travellers]
    for t in game.travellers:
        colour = NEUTRAL_COLOUR if t.neutral else PLAYER_COLOURS[t.index]
        pawn = drawn[t.index]
        assert pawn.get("data-colour") == colour
        assert any(c.get("fill") == colour for c in pawn.iter()), "the pawn's disc is its colour"
        assert int(pawn.get("data-pos")) == game.position(t.index)


@pytest.mark.parametrize("seed", range(6))
def test_pawns_stand_where_the_game_says(seed):
    game = played(4 + seed % 2, steps=10 + 15 * seed, seed=seed)
    for index, pawn in pawns(road_svg(game)).items():
        road = game.position(index)
        assert int(pawn.get("data-pos")) == road
        assert int(pawn.get("data-slot")) == game.occupants(road).index(index)


def test_later_arrival_on_a_double_space_takes_the_second_slot(four):  # road.shared_behind
    four.play(Move(7))  # player 4 (index 3) leaves Kyoto first, to the farm at 7
    four.play(Move(7))  # player 3 (index 2) joins the same double space
    drawn = pawns(road_svg(four))
    assert (drawn[3].get("data-pos"), drawn[3].get("data-slot")) == ("7", "0")
    assert (drawn[2].get("data-pos"), drawn[2].get("data-slot")) == ("7", "1")


def test_ring_on_a_half_full_double_space_marks_its_second_slot(four):  # road.doubles
    four.play(Move(7))
    root = parse(road_svg(four))
    ring = next(g for g in having_class(root, "tk-legal") if g.get("data-pos") == "7")
    second = next(s for s in slots(positions(road_svg(four))[7]) if s.get("data-slot") == "1")
    ring_circle = next(e for e in ring.iter() if e.tag.endswith("circle"))
    assert float(ring_circle.get("cy")) == float(second.get("cy"))
    on_road = next(s for s in slots(positions(road_svg(four))[7]) if s.get("data-slot") == "0")
    assert float(second.get("cy")) - float(on_road.get("cy")) == SECOND_DROP


def test_inn_queue_shows_arrival_order():  # road.inn_queue
    game = Game(3, travellers=["kinko", "umegae", "mitsukuni"], kyoto=[0, 1, 2])
    arrivals = []
    for _ in range(3):
        arrivals.append(game.to_move)
        game.play(Move(14))
        game.play(Eat(None))
    assert arrivals == [2, 1, 0]
    drawn = pawns(road_svg(game))
    assert [int(drawn[i].get("data-slot")) for i in arrivals] == [0, 1, 2]
    assert game.to_move == 0  # the last to arrive leaves first, from the slot furthest out


@pytest.mark.parametrize("seed", range(8))
def test_open_stops_are_ringed_exactly(seed):
    game = until(played(2 + seed % 4, steps=7 * seed, seed=seed), "move", seed=seed)
    assert game is not None
    markup = road_svg(game)
    ringed = [int(g.get("data-pos")) for g in having_class(parse(markup), "tk-legal")]
    assert sorted(ringed) == sorted(game.legal_stops())
    assert ringed, "a move decision always has an open stop"
    assert 'class="tk-legal"' not in road_svg(game, highlight=False)


def test_no_ring_outside_a_move_decision():
    game = until(played(4, steps=3, seed=1), "buy", seed=1) or until(
        played(4, steps=3, seed=2), "donate", seed=2
    )
    assert game is not None and game.decision != "move"
    assert 'class="tk-legal"' not in road_svg(game)


def test_traveller_to_move_is_named_in_the_header(four):
    markup = road_svg(four)
    assert "Player 4 · Chuubei — to move" in markup


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_text_is_never_smaller_than_11px(players):
    sizes = font_sizes(road_svg(played(players, steps=30, seed=players)))
    assert sizes and min(sizes) >= 11


def test_same_game_gives_the_same_drawing():
    first = played(4, steps=35, seed=9)
    second = played(4, steps=35, seed=9)
    assert road_svg(first) == road_svg(second)
    assert road_svg(first.copy()) == road_svg(first)


@pytest.mark.parametrize("variants", [(), ("return_trip",)])
@pytest.mark.parametrize("players", [2, 5])
def test_road_fits_the_notebook_width(players, variants):
    root = parse(road_svg(played(players, steps=20, seed=3, variants=variants)))
    assert root.get("width") == str(WIDTH)
    for element in root.iter():
        if element.get("class") == "tk-slot":
            right = float(element.get("cx")) + float(element.get("r"))
        elif element.tag.endswith("rect"):
            right = float(element.get("x", 0)) + float(element.get("width"))
        else:
            continue
        assert right <= WIDTH, f"{element.attrib} leaves the drawing"


def test_return_trip_reads_from_edo_to_kyoto():  # variant.return_trip
    game = played(3, steps=0, variants=["return_trip"])
    order = [int(g.get("data-pos")) for g in having_class(parse(road_svg(game)), "tk-pos")]
    assert order[0] == 54 and order[-1] == 0
    assert order == sorted(order, reverse=True)
    assert "Leg 1: Edo to Inn 3, 12 spaces" in road_svg(game)
    pawns_at = {int(p.get("data-pos")) for p in pawns(road_svg(game)).values()}
    assert pawns_at == {54}


def test_forward_rows_start_with_each_inn(four):
    order = [int(g.get("data-pos")) for g in having_class(parse(road_svg(four)), "tk-pos")]
    assert order == list(range(55))
    markup = road_svg(four)
    for title in ("Leg 1: Kyoto to Inn 1, 13 spaces", "Leg 4: Inn 3 to Edo, 12 spaces"):
        assert title in markup
    assert all(f">{i}<" in markup for i in INNS)


def test_empty_board_has_positions_but_no_pawns_or_rings():
    markup = road_svg()
    assert markup.count('class="tk-pos"') == 55
    assert 'class="tk-pawn"' not in markup and 'class="tk-legal"' not in markup


def test_legend_names_every_kind_of_space(four):
    legend = having_class(parse(road_svg(four)), "tk-legend")[0]
    words = {e.text for e in legend.iter() if e.tag.endswith("text")}
    expected = {"farm", "hot spring", "temple", "encounter", "village", "mountain", "sea", "paddy"}
    assert expected <= words
