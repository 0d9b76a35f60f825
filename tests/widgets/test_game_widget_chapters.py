"""The game widget in the scenes of chapters 06 and 07, as their browser checks click them."""

from __future__ import annotations

from tokaido_nb.rules import Eat, Game, Move
from tokaido_nb.scenarios import plainest, settle, walk
from tokaido_nb.widgets import GameWidget


def race() -> Game:
    """Chapter 06: Aiko and Ben, two paddy sections each, at the inn at 27; Aiko to move."""
    game = Game(
        4,
        travellers=["kinko", "zen_emon", "satsuki", "sasayakko"],
        kyoto=[0, 1, 2, 3],
        names=["Aiko", "Ben", "Chiyo", "Daisuke"],
    )
    game.name_draws("encounter", ["annaibito_paddy"])
    walk(game, 1, 3)
    walk(game, 0, 4, 14, 18)
    walk(game, 1, 18, 27)
    walk(game, 0, 27)
    settle(game)
    return game


def before_the_inn() -> Game:
    """Chapter 07: Chiyo at 13, Ben at 12, Aiko at 11; Aiko to move, the inn at 14 ahead."""
    game = Game(
        3,
        travellers=["umegae", "mitsukuni", "zen_emon"],
        kyoto=[0, 1, 2],
        names=["Aiko", "Ben", "Chiyo"],
    )
    for stop in (13, 12, 11):
        game.play(Move(stop))
    return game


def test_the_first_to_complete_the_paddy_takes_the_achievement():  # panorama.first
    widget = GameWidget(race(), bots={2: plainest, 3: plainest})
    assert widget.choices.buttons[0].description == "Stop at 28 · paddy field"
    assert "complete, first: +3" not in widget.view_html
    widget.choices.buttons[0].click()
    assert widget.game.achievements()[0] == ["paddy"]
    assert "complete, first: +3" in widget.view_html
    assert widget.game.actor == 1  # Ben, the next to leave the inn


def test_the_late_finisher_gets_no_achievement_and_the_paddy_closes():
    # panorama.first, road.panorama_closed
    widget = GameWidget(race(), bots={2: plainest, 3: plainest})
    widget.choices.click("Stop at 28 · paddy field")
    widget.choices.click("Stop at 35 · paddy field")
    game = widget.game
    assert game.travellers[1].panoramas["paddy"] == 3
    assert game.achievements()[1] == []
    assert "Ben (Zen-emon): Stop at 35" in widget.message.text
    assert game.actor == 0  # the bots walked on; Aiko is behind again
    assert "Stop at 35 · paddy field" not in [b.description for b in widget.choices.buttons]
    before = game.snapshot()
    assert widget.play(Move(51)) is False  # the next paddy, beyond the inn at 41
    assert game.snapshot() == before


def test_a_closed_paddy_is_refused_with_its_rule():  # road.panorama_closed
    game = race()
    game.play(Move(28))
    game.play(Move(31))  # Ben, to a farm
    widget = GameWidget(game, bots={2: plainest, 3: plainest})
    assert game.actor == 0
    assert widget.play(Move(35)) is False
    assert "road.panorama_closed" in widget.message.text


def test_at_the_inn_the_first_arrival_sees_players_plus_one_meals():  # inn.hand, inn.choose
    widget = GameWidget(before_the_inn())
    assert [b.description for b in widget.choices.buttons] == ["Stop at 14 · Inn 1"]
    widget.choices.buttons[0].click()
    game = widget.game
    assert game.decision == "eat" and len(list(game.pending.shown)) == 4
    assert "may buy one meal" in widget.view_html
    labels = [b.description for b in widget.choices.buttons]
    assert labels[0] == "No meal" and len(labels) == 1 + len(set(list(game.pending.shown)))


def test_each_arrival_chooses_from_what_is_left_and_the_last_leaves_first():
    # inn.choose, inn.optional, inn.under, road.inn_queue
    game = before_the_inn()
    game.name_draws("meal", ["dango", "tempura", "sushi", "fugu"])
    widget = GameWidget(game)
    widget.choices.click("Stop at 14 · Inn 1")
    widget.choices.click("Eat Tempura (2 coins)")
    assert "(Umegae): Eat Tempura" in widget.message.text
    widget.choices.click("Stop at 14 · Inn 1")
    assert "Eat Tempura (2 coins)" not in [b.description for b in widget.choices.buttons]
    widget.choices.click("No meal")
    widget.choices.click("Stop at 14 · Inn 1")
    widget.choices.click("Eat Sushi (2 coins)")
    assert game.inn_hand is None
    assert sorted(game.piles["meal"][:2]) == ["dango", "fugu"]
    assert game.actor == 2
    assert "the last to arrive leaves first" in widget.view_html


def test_a_second_meal_at_the_same_inn_is_refused():  # inn.one
    game = before_the_inn()
    widget = GameWidget(game)
    for _ in range(3):
        widget.choices.click("Stop at 14 · Inn 1")
        widget.choices.buttons[-1].click()  # the last meal button
    before = game.snapshot()
    assert widget.play(Eat(game.piles["meal"][0])) is False
    assert "inn.one" in widget.message.text
    assert game.snapshot() == before
