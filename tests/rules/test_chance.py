"""The game's generator deals what ``random.Random(seed)`` deals (rules/chance.py)."""

from __future__ import annotations

import random

import pytest

from tokaido_nb.rules.chance import Chance, Stream


@pytest.mark.parametrize("seed", [0, 1, 7, 2**32 - 1, 2**64 + 5, "a seed"])
def test_the_stream_is_the_twister_word_by_word(seed):
    """Drawn in blocks of 32 words, the stream is getrandbits(32) called again and again."""
    plain = random.Random(seed)
    stream = Stream(seed)
    expected = [plain.getrandbits(32) for _ in range(1000)]
    assert [stream.word(i) for i in range(1000)] == expected
    assert stream.words[:1000] == expected


@pytest.mark.parametrize("seed", [3, 11, 2024])
def test_shuffles_and_choices_are_those_of_random(seed):
    """A shuffle reads words until one past the stream's end draws more: long shuffles cross
    many blocks, some in the middle of a refused draw."""
    chance, plain = Chance(seed), random.Random(seed)
    for size in [0, 1, 2, 5, 24, 55, 100, 1000, 3]:
        cards, same = list(range(size)), list(range(size))
        chance.shuffle(cards)
        plain.shuffle(same)
        assert cards == same
        if size:
            assert chance.choice(cards) == plain.choice(same)
