"""A check accepts every answer a person would call the same, and helps in stages
(tokaido_nb/lessons/answers.py)."""

from __future__ import annotations

import pytest

from tokaido_nb.lessons.answers import (
    ANSWER,
    EMPTY,
    HINT,
    NAME,
    NAMES,
    NUMBER,
    NUMBERS,
    RIGHT,
    STRONGER_HINT,
    UNREADABLE,
    UnreadableAnswer,
    read_answer,
    respond,
)

ASK = {
    "hints": ("Sets hold different families.", "Food, art and clothing share a set."),
    "explanation": "9 for the set of three and 1 for the second food.",
    "section": "Sets of different families",
    "show_call": 'show_answer("05.sets")',
}


@pytest.mark.parametrize(
    "form, answer, same",
    [
        (NUMBER, 10, ["10", " 10 ", "10 points", "ten", 10.0, "10.0"]),
        (NUMBERS, (13, 2), [[13, 2], "13, 2", "(13, 2)", ["13", "2"], "13 2"]),
        (NAME, "Aiko", ["aiko", " Aiko ", "AIKO"]),
        (NAME, "zen_emon", ["Zen-emon", "zen emon", "ZEN_EMON"]),
        (NAMES, {"soba", "misoshiru"}, [["Misoshiru", "soba"], ("soba", "misoshiru"),
                                        "soba, misoshiru", "Soba and Misoshiru"]),
    ],
)  # fmt: skip
def test_every_way_of_writing_the_same_answer_reads_the_same(form, answer, same):
    for other in same:
        assert read_answer(other, form) == read_answer(answer, form), other


@pytest.mark.parametrize(
    "form, answer, other",
    [
        (NUMBER, 10, 9),
        (NUMBER, 10, "9"),
        (NUMBERS, (13, 2), (2, 13)),
        (NAME, "Aiko", "Chiyo"),
        (NAMES, {"soba", "misoshiru"}, {"soba"}),
    ],
)
def test_a_different_answer_still_reads_different(form, answer, other):
    assert read_answer(other, form) != read_answer(answer, form)


@pytest.mark.parametrize(
    "form, answer",
    [(NUMBER, True), (NUMBER, "lots"), (NUMBER, [10]), (NAME, 3), (NUMBERS, {1, 2}),
     (NAMES, [1, 2]), (NUMBERS, {"a": 1})],
)  # fmt: skip
def test_an_answer_of_the_wrong_kind_is_unreadable_with_a_reason(form, answer):
    with pytest.raises(UnreadableAnswer) as refused:
        read_answer(answer, form)
    assert str(refused.value)


def test_the_string_ten_is_accepted_for_ten_with_no_absurd_message():
    feedback = respond("10", 10, form=NUMBER, tries=0, **ASK)
    assert feedback.kind == RIGHT and feedback.correct
    assert "not 10" not in feedback.text


def test_wrong_answers_get_a_hint_then_a_stronger_one_then_the_answer():
    first = respond(9, 10, form=NUMBER, tries=0, **ASK)
    second = respond(9, 10, form=NUMBER, tries=1, **ASK)
    third = respond(9, 10, form=NUMBER, tries=2, **ASK)
    assert [first.kind, second.kind, third.kind] == [HINT, STRONGER_HINT, ANSWER]
    # The hints never tell the answer; the first points at the section that shows the rule.
    for early in (first, second):
        assert "10" not in early.text and early.wrong
        assert 'show_answer("05.sets")' in early.text
    assert "Sets hold different families." in first.text
    assert "“Sets of different families”" in first.text
    assert 'href="#Sets-of-different-families"' in first._repr_html_()
    assert "Food, art and clothing share a set." in second.text
    assert "the answer is 10" in third.text and ASK["explanation"] in third.text


def test_a_common_wrong_answer_gets_its_own_note_with_the_hint():
    notes = {read_answer(16, NUMBER): "A full set needs four families."}
    feedback = respond("16", 10, form=NUMBER, tries=0, notes=notes, **ASK)
    assert "A full set needs four families." in feedback.text
    assert "Hint: Sets hold different families." in feedback.text


def test_an_empty_or_unreadable_answer_is_not_a_wrong_answer():
    empty = respond(None, 10, form=NUMBER, tries=0, **ASK)
    assert empty.kind == EMPTY and not empty.wrong
    unreadable = respond("lots", 10, form=NUMBER, tries=0, asks="a number, like 7", **ASK)
    assert unreadable.kind == UNREADABLE and not unreadable.wrong
    assert "a number, like 7" in unreadable.text
    short = respond([10, 7], [10, 10, 7, 4], form=NUMBERS, tries=0, **ASK)
    assert short.kind == UNREADABLE and "4 numbers" in short.text


def test_a_set_answer_ignores_order_but_a_list_answer_does_not():
    assert respond(["soba", "misoshiru"], {"misoshiru", "soba"}, form=NAMES, tries=0,
                   **ASK).correct  # fmt: skip
    assert not respond([4, 7, 10, 10], [10, 10, 7, 4], form=NUMBERS, tries=0, **ASK).correct
