"""The road: moving forward, the inns, full spaces, turn order and where a traveller may stop."""

from __future__ import annotations

from tokaido_nb.rules import Buy, Donate, Eat, Game, Move, TakePanorama

from .scenarios import bring, settle, walk

THREE = ["kinko", "umegae", "hirotada"]
FOUR = ["kinko", "umegae", "hirotada", "mitsukuni"]


def test_moves_go_forward_any_distance():  # road.forward
    game = Game(3, travellers=THREE, kyoto=[0, 1, 2])
    assert game.legal_stops() == list(range(1, 15))  # one step or many
    walk(game, 2, 7)  # a farm: no decision
    bring(game, 2)  # the others went on to the inn; traveller 2 is last again
    assert game.legal_stops() == list(range(8, 15))


def test_no_stop_beyond_the_next_inn():  # road.inn_stop
    game = Game(3, travellers=THREE, kyoto=[0, 1, 2])
    assert max(game.legal_stops()) == 14
    walk(game, 2, 14)
    settle(game)
    bring(game, 2)
    assert max(game.legal_stops()) == 27
    assert game.kind_at(27) == "inn"


def test_a_single_space_holds_one_traveller():  # road.occupied
    game = Game(4, travellers=FOUR, kyoto=[0, 1, 2, 3])
    game.play(Move(4))  # a single paddy space
    assert game.occupants(4) == [3]
    assert not game.can_stop_at(4)
    assert game.can_stop_at(5)


def test_a_double_space_holds_two_travellers_with_four_players():  # road.occupied
    game = Game(4, travellers=FOUR, kyoto=[0, 1, 2, 3])
    game.play(Move(7))  # a double farm
    assert game.can_stop_at(7)
    game.play(Move(7))
    assert game.occupants(7) == [3, 2]
    assert not game.can_stop_at(7)


def test_the_second_slot_is_closed_with_three_players():  # road.doubles
    game = Game(3, travellers=THREE, kyoto=[0, 1, 2])
    game.play(Move(7))  # a double farm, but only its road slot is used
    assert not game.can_stop_at(7)
    assert game.capacity_at(7) == 1


def test_the_second_slot_is_open_with_five_players():  # road.doubles
    game = Game(5, travellers=FOUR + ["satsuki"], kyoto=[0, 1, 2, 3, 4])
    game.play(Move(7))
    assert game.capacity_at(7) == 2 and game.can_stop_at(7)


def test_a_traveller_still_last_moves_again():  # road.last_moves
    game = Game(3, travellers=THREE, kyoto=[0, 1, 2])
    game.play(Move(7))  # traveller 2 to the farm at 7
    game.play(Move(11))  # traveller 1 to the sea at 11
    assert game.actor == 0
    game.play(Move(4))  # traveller 0 to the paddy at 4: still behind traveller 2
    assert (game.decision, game.actor) == ("move", 0)


def test_the_furthest_behind_moves_next():  # road.last_moves
    game = Game(3, travellers=THREE, kyoto=[0, 1, 2])
    game.play(Move(12))
    assert game.actor == 1  # the next in the Kyoto line, not the one ahead
    game.play(Move(7))
    assert game.actor == 0
    game.play(Move(4))
    assert game.actor == 0 == game.furthest_behind()  # 4 < 7 < 12: still last


def test_later_arrival_on_a_double_space_moves_first():  # road.shared_behind
    game = Game(4, travellers=FOUR, kyoto=[0, 1, 2, 3])
    game.play(Move(7))  # traveller 3 takes the road slot
    game.play(Move(7))  # traveller 2 the second slot
    game.play(Move(14))
    settle(game)
    game.play(Move(14))
    settle(game)
    assert game.occupants(7) == [3, 2]
    assert game.actor == 2


def test_travellers_leave_an_inn_last_arrival_first():  # road.inn_queue
    game = Game(4, travellers=FOUR, kyoto=[0, 1, 2, 3])
    order = []
    for _ in range(4):
        order.append(game.actor)
        game.play(Move(14))
        settle(game)
    assert order == [3, 2, 1, 0]
    assert game.occupants(14) == [3, 2, 1, 0]  # first arrival nearest the road
    leaving = []
    for _ in range(4):
        leaving.append(game.actor)
        game.play(Move(27))
        settle(game)
    assert leaving == [0, 1, 2, 3]


def test_no_village_stop_without_a_coin():  # road.village_coin
    game = Game(3, travellers=["satsuki", "kinko", "umegae"], kyoto=[1, 2, 0])
    game.play(Move(2))
    game.play(Donate(2))  # Satsuki gives her 2 coins
    assert game.travellers[0].coins == 0
    bring(game, 0)
    assert not game.can_stop_at(8)
    assert game.can_stop_at(7)  # a farm has no condition


def test_no_temple_stop_without_a_coin():  # road.temple_coin
    game = Game(3, travellers=["satsuki", "kinko", "umegae"], kyoto=[1, 2, 0])
    game.name_draws("souvenir", ["koma", "manju", "sumie"])
    game.play(Move(1))
    game.play(Buy(("koma", "manju")))  # Satsuki spends her 2 coins
    assert game.travellers[0].coins == 0
    bring(game, 0)
    assert not game.can_stop_at(2)
    assert not game.can_stop_at(9)
    assert game.can_stop_at(3)


def test_a_completed_panorama_closes_its_spaces():  # road.panorama_closed
    game = Game(3, travellers=["hiroshige", "kinko", "umegae"], kyoto=[0, 1, 2])
    game.name_draws("encounter", ["annaibito_paddy"])
    walk(game, 0, 3, 4, 14)  # paddy 1 from Annaibito, paddy 2 at 4, then Hiroshige's inn
    game.play(TakePanorama("paddy"))
    game.play(Eat(None))
    bring(game, 0)
    assert game.travellers[0].panoramas["paddy"] == 3
    assert not game.can_stop_at(18)  # a paddy space
    assert game.can_stop_at(19)  # a mountain space


def test_the_journey_ends_once_the_last_arrival_at_edo_has_had_the_chance_to_eat():  # road.end
    game = Game(3, travellers=THREE, kyoto=[0, 1, 2])
    for _ in range(3 * 3):  # everyone walks the first three legs, inn to inn
        game.play(Move(max(game.legal_stops())))
        settle(game)
    for arrival in range(3):
        game.play(Move(54))
        assert game.decision == "eat" and not game.is_over()
        game.play(Eat(None))
        assert game.is_over() is (arrival == 2)
    assert game.legal_actions() == [] and game.to_move is None and game.decision is None
