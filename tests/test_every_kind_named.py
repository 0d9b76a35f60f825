"""Every kind of decision and of action is named in every table that must name it, so a new kind
cannot be half-added: its refusals, its words, its record keys, the bots' values, the coach's
phrases.

A new kind of decision is one more class in ``rules/decisions.py`` (``DECISIONS``), answered by
one more action in ``rules/actions.py`` (``ACTION_TYPES``). Each test below names the table that
would be missing it, and where it lives. Some tables are private to their module (nothing
outside them needs them): a test may read them, a module may not (tests/test_architecture.py).
"""

from __future__ import annotations

import ast
import inspect
import textwrap
import typing

from tokaido_nb.bots import Evaluator, SearchBot
from tokaido_nb.bots_crossroads import CROSSROADS_DECISIONS, CrossroadsValues
from tokaido_nb.coach import reasons, search
from tokaido_nb.record import format as record_format
from tokaido_nb.record import replaying, writing
from tokaido_nb.rules import refusals, words
from tokaido_nb.rules.actions import ACTION_TYPES, Action
from tokaido_nb.rules.decisions import DECISIONS

KINDS = set(DECISIONS)
ACTIONS = set(ACTION_TYPES.values())
# Answered in a record's header and its "to" (the traveller kept, the space reached), not by a
# key of their own.
NO_RECORD_KEY = {"traveller", "move"}


def _compared_with(function: typing.Callable, name: str) -> set[str]:
    """The strings ``function``'s code compares the variable ``name`` with (``name == "buy"``)."""
    tree = ast.parse(textwrap.dedent(inspect.getsource(function)))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare) and isinstance(node.left, ast.Name):
            if node.left.id == name and isinstance(node.ops[0], ast.Eq):
                found |= {c.value for c in node.comparators if isinstance(c, ast.Constant)}
    return found


def test_a_kind_is_found_by_this_test_s_reading_of_the_code():
    """The code readers below find what they look for (else every test here passes emptily)."""
    assert "buy" in _compared_with(Evaluator.base_values, "kind")
    assert "bet" in _compared_with(CrossroadsValues.values, "kind")
    assert "pay" in _compared_with(replaying._Turn.answer, "decision")


def test_each_decision_is_answered_by_one_kind_of_action_and_each_action_answers_one():
    answers = [cls.answer for cls in DECISIONS.values()]
    assert set(answers) == ACTIONS, "rules/decisions.py (answer) and rules/actions.py"
    assert len(answers) == len(set(answers))
    assert set(typing.get_args(Action)) == ACTIONS, "rules/actions.py: the Action union"


def test_every_decision_has_its_words_and_its_refusals():
    assert set(words.DECISION_WORDS) == KINDS, "rules/words.py: DECISION_WORDS"
    assert set(words._SENTENCES) == KINDS, "rules/words.py: decision_sentence's _SENTENCES"
    assert set(refusals._EXPLAIN) == KINDS, "rules/refusals.py: _EXPLAIN"


def test_every_action_has_a_label():
    labelled = set(words._ACTION_LABELS) | set(words._ACTION_LABELS_CROSSROADS)
    assert labelled == ACTIONS, "rules/words.py: action_label's tables"


def test_every_decision_has_its_record_key_which_the_reader_knows():
    assert set(replaying._RECORD_KEYS) == KINDS - NO_RECORD_KEY, "record/replaying.py"
    known = set(record_format.POWER_KEYS) | set(record_format.CROSSROADS_ANYWHERE)
    for keys in (*record_format.BASE_KEYS.values(), *record_format.CROSSROADS_KEYS.values()):
        known |= keys
    for kind, key in replaying._RECORD_KEYS.items():
        assert key.split(".")[0] in known, f"record/format.py does not know {key!r} ({kind})"
    assert set(writing.WAITING_KEYS) <= KINDS, "record/writing.py: WAITING_KEYS"


def test_the_replay_answers_every_decision_from_its_record():
    answered = _compared_with(replaying._Turn.answer, "decision")
    assert answered == KINDS - NO_RECORD_KEY, "record/replaying.py: _Turn.answer"


def test_the_greedy_bot_values_every_decision():
    base = _compared_with(Evaluator.base_values, "kind")
    crossroads = _compared_with(CrossroadsValues.values, "kind")
    where = "players/evaluator.py (Evaluator.base_values), players/crossroads.py"
    assert base | crossroads == KINDS, where
    assert base <= KINDS and crossroads <= KINDS  # no kind misspelt
    assert set(CROSSROADS_DECISIONS) <= crossroads, "players/crossroads.py: CrossroadsValues.values"
    assert set(CROSSROADS_DECISIONS) == KINDS - base, "players/crossroads.py: CROSSROADS_DECISIONS"


def test_the_search_bot_searches_only_kinds_that_exist():
    default = inspect.signature(SearchBot).parameters["search"].default
    assert set(default) <= KINDS, "players/bots.py: SearchBot's search"


def test_the_coach_has_words_for_every_kind_of_card_a_turn_gives():
    assert set(reasons._CARD_WORDS) == set(search.GAINS), "coach/reasons.py: _CARD_WORDS"
