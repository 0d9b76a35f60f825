"""Property tests: generated hostile inputs only ever give the project's own errors or a clean
result, never another exception, never a changed game (see families.py).

The ordinary run plays a few thousand examples (derandomized, so every run sees the same ones);
the ``slow`` tests add different ones: an eighth as many again in ``make test``, as many again
with ``TOKAIDO_FULL_SWEEPS=1`` (tests/sizes.py). ``python -m benchmarks.hostile_inputs``
runs any number and prints the outcome counts of each family.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable

import pytest
from hypothesis import HealthCheck, given, settings

from tests.sizes import sized
from tokaido_nb.rules import Game, IllegalAction, Move

from . import families as f
from .widget_uploads import UPLOAD_WIDGETS, upload_outcome

# Examples per family in the ordinary run; the slow tests run an eighth as many again (all of
# them again with TOKAIDO_FULL_SWEEPS=1).
EXAMPLES = {
    "record objects": 400,
    "record files": 400,
    "save objects": 300,
    "save files": 300,
    "actions": 800,
    "named cards": 800,
    "rule numbers": 800,
    "uploads": 30,
}
ALLOWED = {
    "record objects": {"clean", "RecordError", "ReplayError"},
    "record files": {"clean", "RecordError", "ReplayError"},
    "save objects": {"clean", "SaveError"},
    "save files": {"clean", "SaveError"},
    "actions": {"clean", "IllegalAction"},
    "named cards": {"clean", "IllegalAction"},
    "rule numbers": {"clean", "RulesError"},
    "uploads": {"refused", "loaded"},
}


def hostile(family: str, slow: bool = False) -> Callable:
    """Hypothesis settings for a family: its examples (``slow``: the sample of the slow tests),
    no deadline flakes, a bound on hangs."""
    examples = EXAMPLES[family]
    return settings(
        max_examples=sized(max(1, examples // 8), examples) if slow else examples,
        derandomize=True,
        deadline=datetime.timedelta(seconds=10),
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
    )


def check(family: str, outcome: str) -> None:
    assert outcome in ALLOWED[family], outcome


# ---------------------------------------------------------------------------- the ordinary run
@hostile("record objects")
@given(f.record_inputs())
def test_spoiled_records_given_as_objects(record):
    check("record objects", f.run_record(record))


@hostile("record files")
@given(f.record_files())
def test_spoiled_record_files(content):
    check("record files", f.run_record_file(content))


@hostile("save objects")
@given(f.save_inputs())
def test_spoiled_saves_given_as_objects(save):
    check("save objects", f.run_save(save))


@hostile("save files")
@given(f.save_files())
def test_spoiled_save_files(content):
    check("save files", f.run_save(content))


@hostile("actions")
@given(f.actions())
def test_hostile_actions_and_players(example):
    check("actions", f.run_action(*example))


@hostile("named cards")
@given(f.draws())
def test_hostile_named_cards(example):
    check("named cards", f.run_draws(*example))


@hostile("rule numbers")
@given(f.rule_changes())
def test_hostile_rule_numbers(example):
    check("rule numbers", f.run_rules(*example))


@pytest.mark.parametrize("kind", UPLOAD_WIDGETS)
def test_hostile_uploads(kind):
    widget = UPLOAD_WIDGETS[kind]()

    @hostile("uploads")
    @given(f.record_files())
    def feed(content):
        check("uploads", upload_outcome(widget, content))

    feed()


# ---------------------------------------------------------------------------- as many again
@pytest.mark.slow
@hostile("record objects", slow=True)
@given(f.record_inputs())
def test_more_spoiled_records_given_as_objects(record):
    check("record objects", f.run_record(record))


@pytest.mark.slow
@hostile("record files", slow=True)
@given(f.record_files())
def test_more_spoiled_record_files(content):
    check("record files", f.run_record_file(content))


@pytest.mark.slow
@hostile("save objects", slow=True)
@given(f.save_inputs())
def test_more_spoiled_saves_given_as_objects(save):
    check("save objects", f.run_save(save))


@pytest.mark.slow
@hostile("save files", slow=True)
@given(f.save_files())
def test_more_spoiled_save_files(content):
    check("save files", f.run_save(content))


@pytest.mark.slow
@hostile("actions", slow=True)
@given(f.actions())
def test_more_hostile_actions_and_players(example):
    check("actions", f.run_action(*example))


@pytest.mark.slow
@hostile("named cards", slow=True)
@given(f.draws())
def test_more_hostile_named_cards(example):
    check("named cards", f.run_draws(*example))


@pytest.mark.slow
@hostile("rule numbers", slow=True)
@given(f.rule_changes())
def test_more_hostile_rule_numbers(example):
    check("rule numbers", f.run_rules(*example))


# ---------------------------------------------------------------------------- the checks bite
def test_a_refusal_that_changes_the_game_fails_the_family(monkeypatch):
    """The actions family is not blind: a refusal after a change is caught."""

    def play_then_refuse(game, action, *, player=None):
        with game.edit() as state:
            state.travellers[0].coins += 1
        raise IllegalAction("action.malformed", "Refused, but after a change.")

    monkeypatch.setattr(Game, "play", play_then_refuse)
    with pytest.raises(AssertionError, match="a refused action changed the game"):
        f.run_action(0, Move(1), None)


def test_an_error_of_another_kind_fails_the_family(monkeypatch):
    """The record family lets only the project's own errors through."""

    def broken(source):
        raise TypeError("unhashable type: 'list'")

    monkeypatch.setattr(f, "read_record", broken)
    with pytest.raises(TypeError):
        f.run_record({})
