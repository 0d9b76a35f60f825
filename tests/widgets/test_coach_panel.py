"""The coach in the game widget: a hint changes nothing and reads no hidden card, a verdict
follows a person's move and never a bot's, the review panel comes at the end, the road's
tooltips say why not. The coach works at its quick strength or with a few deals, to stay fast."""

from __future__ import annotations

import html
import random
import re

from tokaido_nb.bots import GreedyBot
from tokaido_nb.coach import Budget, advise
from tokaido_nb.rules import Game, Move
from tokaido_nb.widgets import GameWidget, Table
from tokaido_nb.widgets.coach_panel import CoachPanel

FEW = Budget(rollouts=1, most=2, screen=1, candidates=1)
"""The fewest deals: a review of a whole game in a second or two."""

POSITION = re.compile(r'<g class="tk-pos" data-pos="(\d+)"[^>]*><title>([^<]*)</title>')


def three_players() -> Game:
    return Game(3, travellers=["kinko", "satsuki", "umegae"], seed=4)


def with_bots(game: Game, **options) -> GameWidget:
    """Player 1 is a person; greedy bots play the others."""
    bots = {p: GreedyBot(seed=p) for p in range(1, game.players)}
    return GameWidget(game, bots, coach_strength="quick", **options)


def test_a_hint_shows_the_best_three_rings_the_best_stop_and_changes_nothing():
    game = three_players()
    widget = with_bots(game)
    before = game.snapshot()
    advice = widget.coach.hint()
    assert game.snapshot() == before
    assert len(advice) == len(game.legal_actions())
    shown = widget.coach.hint_view.value
    assert shown.count('class="tokaido-hint-item"') == 3
    for item in advice[:3]:
        assert html.escape(item.label) in shown and html.escape(item.reason) in shown
    assert shown.index(html.escape(advice[0].label)) < shown.index(html.escape(advice[1].label))
    assert f'class="tk-best" data-pos="{advice[0].stop}"' in widget.road.value


def test_the_hint_button_gives_the_same_hint_for_games_alike_but_for_hidden_cards():
    game = three_players()
    other = game.copy()
    rng = random.Random(7)
    with other.edit() as state:
        for pile in state.piles.values():
            rng.shuffle(pile)  # what nobody can see: the face-down piles
    assert other.snapshot() != game.snapshot()
    first, second = with_bots(game), with_bots(other)
    first.coach.hint_button.click()
    second.coach.hint_button.click()
    assert first.coach.hint_view.value == second.coach.hint_view.value
    assert "tokaido-hint-item" in first.coach.hint_view.value


def test_a_hint_goes_when_the_game_moves_on():
    game = three_players()
    widget = with_bots(game)
    widget.coach.hint()
    assert widget.coach.hint_shown
    widget.choices.buttons[0].click()
    assert not widget.coach.hint_shown
    assert widget.coach.hint_view.value == ""
    assert "tk-best" not in widget.road.value


def test_the_coach_judges_each_move_of_a_person_and_never_a_bot_s(monkeypatch):
    asked = []
    real = CoachPanel._advise

    def counted(panel, game):
        asked.append(game.to_move)
        return real(panel, game)

    monkeypatch.setattr(CoachPanel, "_advise", counted)
    game = three_players()
    widget = with_bots(game)
    widget.coach.toggle.value = True
    worst = advise(game, "quick")[-1]
    widget.play(worst.action)
    assert asked == [0]
    verdict = html.unescape(widget.coach.verdict_view.value)
    assert "Player 1 (Kinko)" in verdict and "worth about" in verdict
    choices = 1
    while len(game.turns) < 5:
        choices += len(game.legal_actions()) > 1
        widget.choices.buttons[0].click()
    # One judgement per decision of the person with a choice; the bots played unjudged.
    assert asked == [0] * choices


def test_the_coach_s_first_choice_is_a_good_move_and_off_means_no_verdict():
    game = three_players()
    widget = with_bots(game)
    advice = widget.coach.hint()
    widget.coach.toggle.value = True
    widget.play(advice[0].action)  # the hint on screen serves the verdict
    assert "Good move" in widget.coach.verdict_view.value
    widget.coach.toggle.value = False
    assert widget.coach.verdict_view.value == ""
    widget.choices.buttons[0].click()
    assert widget.coach.verdict_view.value == ""


def test_the_road_s_tooltips_say_why_not_on_every_space_the_mover_cannot_reach():
    game = three_players()
    widget = with_bots(game)
    while len(game.turns) < 4 or game.decision != "move":
        widget.choices.buttons[len(widget.choices.buttons) // 2].click()
    assert game.to_move == 0
    tips = {int(p): html.unescape(t) for p, t in POSITION.findall(widget.road.value)}
    assert len(tips) == 55
    for road, tip in tips.items():
        refused = game.why_not(Move(road))
        if refused is None:
            assert "\n" not in tip  # an open stop: no note until a hint
        else:
            assert tip.split("\n")[-1] == str(refused)
    advice = widget.coach.hint()
    tips = {int(p): html.unescape(t) for p, t in POSITION.findall(widget.road.value)}
    for item in advice:
        assert tips[item.stop].split("\n")[-1] == item.reason


def test_at_the_end_the_review_panel_charts_value_lost_for_each_player():
    game = Game(2, travellers=["kinko", "satsuki"], seed=4)
    bots = {p: GreedyBot(seed=p) for p in range(2)}
    widget = GameWidget(game, bots, autoplay=False, review_strength=FEW)
    assert widget.coach.review_box.layout.display == "none"
    widget.play_bots()
    assert game.is_over()
    assert widget.coach.review_box.layout.display == "flex"
    before = game.snapshot()
    widget.coach.review_button.click()
    assert game.snapshot() == before
    assert widget.coach.message.text == ""
    review = widget.coach.last_review
    assert [p.player for p in review.players] == [0, 1]
    (shown,) = widget.coach.reviewer.chart.outputs
    assert shown["data"]["image/png"]
    assert "What each turn's decisions cost, in points" in shown["data"]["text/plain"]
    lines = html.unescape(widget.coach.reviewer.lines.value)
    assert "Player 1 (Kinko) finished" in lines and "together they cost" in lines
    assert widget.coach.reviewer.progress.value == widget.coach.reviewer.progress.max


def test_asking_too_early_or_too_late_is_a_message_not_a_traceback():
    game = three_players()
    widget = with_bots(game)
    widget.coach.review_button.click()
    assert "once the journey is over" in widget.coach.message.text
    assert widget.coach.last_review is None


def test_a_table_has_the_coach_and_a_widget_can_go_without():
    table = Table(["person", "greedy"], seed=3)
    assert table.game_widget.coach is not None
    assert table.game_widget.coach.hint_button.description == "Hint"
    plain = GameWidget(three_players(), coach=False)
    assert plain.coach is None
    assert "tokaido-hint" not in repr(plain.children)
    assert "You cannot" in plain.road.value  # the refusals are tooltips all the same


MINUS = "\N{MINUS SIGN}"


def test_a_hint_says_how_many_points_each_action_is_worth_less_than_the_best():
    game = three_players()
    widget = with_bots(game)
    advice = widget.coach.hint()
    shown = html.unescape(widget.coach.hint_view.value)
    assert "how many points each is worth less than the best" in shown
    items = shown.split('class="tokaido-hint-item"')[1:]
    assert "· the best" in items[0]
    for item, said in zip(items[1:], advice[1:3], strict=True):
        if said.behind < 0.05:
            assert "· tied with the best" in item
        else:
            assert f"· {MINUS}{said.behind:.1f}".removesuffix(".0") in item or (
                f"· {MINUS}{round(said.behind)} point" in item
            )
    # No value of the old kind ("+3.2 points", "-6.4 points") is left.
    assert not re.search(r"· [+-]\d", shown)


def _to_an_only_choice(widget: GameWidget) -> None:
    """Play the person's middle choice until the person has one legal action only."""
    game = widget.game
    for _ in range(400):
        if game.to_move == 0 and len(game.legal_actions()) == 1:
            return
        widget.choices.buttons[len(widget.choices.buttons) // 2].click()
    raise AssertionError("the person never met an only choice")


def test_a_hint_for_an_only_choice_goes_with_the_decision():  # issue 33: the double click
    game = three_players()
    widget = with_bots(game)
    _to_an_only_choice(widget)
    widget.coach.hint_button.click()
    assert "Only one choice here" in widget.coach.hint_view.value
    widget.choices.buttons[0].click()  # the double click's second lands on the next decision
    assert "Only one choice here" not in widget.coach.hint_view.value
    assert widget.coach.hint_view.value == ""


def test_every_decision_of_a_person_gets_its_verdict_line_or_none():
    game = three_players()
    widget = with_bots(game, review_strength=FEW)
    widget.coach.toggle.value = True
    for _ in range(60):
        if game.is_over():
            break
        actions = game.legal_actions()
        label = widget.choices.buttons[0].description
        widget.choices.buttons[0].click()
        line = html.unescape(widget.coach.verdict_view.value)
        # The line names this very move: never one of an earlier decision.
        assert f"Coach, on Player 1 (Kinko)'s {label}" in line, (label, line)
        if len(actions) == 1:
            assert "the only choice, nothing to judge" in line


def test_the_review_at_the_end_keeps_the_verdicts_given_during_the_game():
    game = Game(2, travellers=["kinko", "satsuki"], seed=4)
    widget = GameWidget(game, {1: GreedyBot(seed=1)}, coach_strength=FEW, review_strength=FEW)
    widget.coach.toggle.value = True
    shown = {}
    while not game.is_over():
        number = len(game.history)
        several = len(game.legal_actions()) > 1
        widget.choices.buttons[-1].click()
        if several:
            shown[number] = html.unescape(widget.coach.verdict_view.value)
    widget.coach.review()
    (kinko, _) = widget.coach.last_review.players
    assert kinko.choices and all(c.live for c in kinko.choices)
    for choice in kinko.choices:
        assert choice.sentence in shown[choice.number]
    lines = html.unescape(widget.coach.reviewer.lines.value)
    assert f"The {len(kinko.choices)} verdicts given during the game are kept" in lines
