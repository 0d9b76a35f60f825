"""Guess the winner's move in a widget: a real game guessed to its end by its buttons, only what
the seat saw on show, the real move and the coach's word after each guess, the score in words,
and bad input refused on screen with nothing lost."""

from __future__ import annotations

import json
import re
from html import escape

import pytest

from tests.sizes import sized
from tests.widgets.masters_widgets import TINY, state
from tokaido_nb.coach.advice import Advice
from tokaido_nb.coach.review import decisions
from tokaido_nb.masters import guess as guess_module
from tokaido_nb.masters import real_games
from tokaido_nb.record import replay
from tokaido_nb.render import describe, game_html
from tokaido_nb.rules.words import action_label
from tokaido_nb.widgets.guess_the_move import GUESS_STRENGTH, GuessTheMoveWidget, bundled_examples

TWIN_EVERY = sized(3, 1)
"""Every third decision is drawn again from a twin with other secrets in `make test`, every
one in the full sweep."""


def real_decisions(record: dict, seat: int) -> list:
    return [
        (position.copy(), played)  # decisions() plays on the same game after each yield
        for position, played in decisions(replay(record))
        if position.to_move == seat and len(position.legal_actions()) > 1
    ]


def twin_without_secrets(position, seat: int):
    """The position with the piles in another order and every other seat's amulets and
    calligraphies exchanged with cards of their piles: what the seat sees must be the same."""
    twin = position.copy()
    with twin.edit() as state:
        for pile in state.piles.values():
            pile.reverse()
        for traveller in state.travellers:
            if traveller.index == seat:
                continue
            for kind, held in (
                ("amulet", traveller.amulets),
                ("calligraphy", traveller.calligraphies),
            ):
                pile = state.piles[kind]
                for index, key in enumerate(held):
                    if pile:
                        held[index], pile[-1] = pile[-1], key
                        if key in traveller.new_amulets:
                            traveller.new_amulets[traveller.new_amulets.index(key)] = held[index]
                        pile.insert(0, pile.pop())
    return twin


REAL_COACH = sized(4, 1000)
"""Decisions of the walk judged by the real coach: the first 4 in `make test` (the rest by
``ranked_in_order``, a stand-in that ranks the actions as the buttons list them, since one
judgement costs some 0.2 s of a core even at one deal an action), every one in the full sweep."""


def ranked_in_order(position, strength, seed=0, focus=None):
    """A stand-in for ``coach.advise``: every legal action, the first best, each a point below
    the one before, with a reason that says it is a stand-in."""
    return [
        Advice(
            action=action,
            value=-float(rank),
            reason="stand-in",
            rank=rank + 1,
            label=action_label(position, action),
            subject=action_label(position, action),
            behind=float(rank),
            error=0.0,
            win=0.0,
            deals=1,
            shortfall="",
        )
        for rank, action in enumerate(position.legal_actions())
    ]


def test_a_real_game_is_guessed_to_its_end_by_its_buttons_seeing_only_what_the_seat_saw(
    crossroads, monkeypatch
) -> None:
    real_advise = guess_module.advise
    judged = []

    def advise(position, strength, seed=0, focus=None):
        judged.append(focus)
        coach = real_advise if len(judged) <= REAL_COACH else ranked_in_order
        return coach(position, strength, seed=seed, focus=focus)

    monkeypatch.setattr(guess_module, "advise", advise)
    widget = GuessTheMoveWidget(crossroads, name="a Crossroads game", strength=TINY)
    seat = widget.walk.seat
    assert seat in replay(crossroads).winners()
    assert "who won this game" in widget.heading.value
    expected = real_decisions(crossroads, seat)
    assert f"the {len(expected)} decisions of" in widget.message.text
    secrets_hidden = 0
    for number, (position, played) in enumerate(expected):
        # Only the seat's own decision, with its legal actions as buttons, and nothing of the
        # real move before the guess.
        labels = [b.description for b in widget.choices.buttons]
        assert labels == [action_label(position, a) for a in position.legal_actions()]
        assert all("tokaido-choice" in b._dom_classes for b in widget.choices.buttons)
        others = [t for t in position.travellers if t.index != seat]
        if number % TWIN_EVERY == 0 and any(t.amulets or t.calligraphies for t in others):
            twin = twin_without_secrets(position, seat)
            assert widget.view.value == game_html(twin, viewer=seat)
            words = describe(twin, seat).split("\n\n")
            assert all(escape(p) in widget.words.value for p in words)
            assert widget.words.value.count("<p>") == len(words)
            secrets_hidden += 1  # another seat held a secret card, which the twin changed
        # Guess the real move, and the first button every fourth decision.
        label = labels[0] if number % 4 == 0 else action_label(position, played)
        widget.choices.click(label)
        guess = widget.last
        assert guess.played == played and guess.matched == (label == action_label(position, played))
        result = widget.result.value
        assert (
            action_label(position, played) in result.replace("&#x27;", "'")
            or guess.played_label in result
        )
        assert ("you guessed right" in result) == guess.matched
        assert ("would not have played as" in result) == bool(guess.why_played)
        if number:
            assert f"of your {number + 1} guesses matched" in widget.score.value
        else:
            assert "Your first guess " in widget.score.value
    assert secrets_hidden, "no decision had another seat's secret card to hide"
    assert widget.walk.finished and not widget.choices.buttons
    assert "the game is over" in widget.result.value
    assert widget.walk.guessed == len(expected)
    assert widget.walk.matched >= sum(1 for n, _ in enumerate(expected) if n % 4)
    assert re.search(
        r"The coach counts \d+\.\d points? given up by your guesses\.", widget.score_text
    )


def test_the_coach_shows_it_is_thinking_before_it_judges(crossroads, monkeypatch) -> None:
    widget = GuessTheMoveWidget(crossroads, strength=TINY)
    seen = []
    walk_guess = widget.walk.guess

    def watched(action):
        seen.append(widget.result.value)
        return walk_guess(action)

    monkeypatch.setattr(widget.walk, "guess", watched)
    widget.choices.buttons[0].click()
    assert seen and "The coach is thinking…" in seen[0] and 'aria-live="polite"' in seen[0]
    assert "The coach is thinking" not in widget.result.value


def test_the_walk_starts_again_and_any_seat_can_be_chosen(crossroads) -> None:
    widget = GuessTheMoveWidget(crossroads, strength=TINY)
    winner = widget.walk.seat
    widget.choices.buttons[0].click()
    assert widget.walk.guessed == 1 and "Your first guess " in widget.score.value
    widget.restart_button.click()
    assert widget.walk.seat == winner and widget.walk.guessed == 0
    assert "No guess yet" in widget.score.value and not widget.result.value
    other = next(s for s in range(4) if s != winner)
    widget.seat_box.value = other
    assert widget.walk.seat == other and widget.walk.guessed == 0
    assert widget.message.text.startswith("Loaded ") and "who won" not in widget.heading.value


def test_the_bundled_games_are_offered_by_name() -> None:
    examples = bundled_examples(1)
    assert list(examples) == [
        "Base game, table 161938784",
        f"Crossroads, table {next(real_games(['bga-4p-crossroads'])).name[:-5]}",
        f"Crossroads (2020), table {next(real_games(['bga-4p-crossroads-2020'])).name[:-5]}",
    ]
    widget = GuessTheMoveWidget(examples=examples, strength=TINY)
    assert widget.name == "Base game, table 161938784"
    widget.games_box.value = list(examples)[1]
    assert widget.name == list(examples)[1] and widget.record.expansions == ("crossroads",)


@pytest.mark.parametrize(
    "source, words",
    [
        ("no such file.json", "Could not load no such file.json: cannot read"),
        ({"format": "tokaido-record"}, "Could not load the game record: "),
        (None, "Could not load the game record: "),
    ],
)
def test_a_record_that_does_not_load_is_refused_on_screen_and_nothing_is_lost(
    guessing, source, words
) -> None:
    widget = guessing
    before = state(widget)
    assert widget.load(source) is False
    assert "tokaido-message-refusal" in widget.message._dom_classes
    assert widget.message.text.startswith(words) and "You are still guessing" in widget.message.text
    assert state(widget) == before


def test_a_record_whose_turns_the_rules_refuse_is_refused(guessing, crossroads) -> None:
    widget = guessing
    spoiled = json.loads(json.dumps(crossroads))
    spoiled["turns"][5]["to"] = 0
    before = state(widget)
    assert widget.load(spoiled, name="spoiled.json") is False
    assert widget.message.text.startswith("Could not load spoiled.json: ")
    assert state(widget) == before


@pytest.mark.parametrize("seat", [4, -1, True, "0", 2.5])
def test_a_seat_out_of_range_is_refused_on_screen(guessing, crossroads, seat) -> None:
    widget = guessing
    before = state(widget)
    assert widget.load(crossroads, seat=seat) is False
    assert "There is no seat" in widget.message.text and "numbered 0 to 3" in widget.message.text
    assert state(widget) == before


def test_the_default_strength_is_a_budget_small_enough_to_answer_in_about_a_second() -> None:
    # benchmarks in the report: about 0.4 s of one core on average for a Crossroads decision
    assert GUESS_STRENGTH.rollouts <= 8 and GUESS_STRENGTH.most <= 32


def test_a_game_with_fewer_seats_loads_from_its_winner_s_seat_once(crossroads) -> None:
    from tokaido_nb.record import write_record
    from tokaido_nb.rules import Game, Move

    widget = GuessTheMoveWidget(crossroads, seat=3, strength=TINY)
    assert widget.seat_box.value == 3
    game = Game(3, travellers=["kinko", "umegae", "mitsukuni"], kyoto=[0, 1, 2])
    game.play(Move(4))
    loads = []
    load = widget.load
    widget.load = lambda *args, **kwargs: loads.append(args) or load(*args, **kwargs)
    assert load(write_record(game), name="short.json")
    assert loads == []  # refilling the seat list chose no seat by itself
    # No winner yet: the first seat with a choice to guess (seat 2 moved first).
    assert widget.seat_box.value == -1 and widget.walk.seat == 2
    assert [value for _label, value in widget.seat_box.options] == [-1, 0, 1, 2]
