"""A game's own random generator, whose whole state is one number.

It deals exactly what ``random.Random(seed)`` deals for the same shuffles and choices (the same
Mersenne Twister words, used the way ``random.shuffle`` and ``random.choice`` use them), so a
game keeps its deals for a seed. Its state is a position in the stream of those words: an undo
entry keeps the position before its action, and a copy of the game shares the stream and takes
its own position, so neither copies the generator's 625 numbers.

>>> chance, plain = Chance(7), random.Random(7)
>>> cards, same = list(range(10)), list(range(10))
>>> chance.shuffle(cards); plain.shuffle(same)
>>> cards == same, chance.choice("abc") == plain.choice("abc")
(True, True)
"""

from __future__ import annotations

import random
import struct
from collections.abc import MutableSequence, Sequence
from typing import Any


class Stream:
    """The 32-bit words of ``random.Random(seed)``, drawn once and kept for every reader."""

    __slots__ = ("seed", "_twister", "words")

    def __init__(self, seed: Any) -> None:
        self.seed = seed
        self._twister = random.Random(seed)
        self.words: list[int] = []

    def word(self, index: int) -> int:
        """The ``index``-th word of the stream (drawn now if nobody has read that far)."""
        words = self.words
        while len(words) <= index:
            # 32 words in one draw: getrandbits(1024) is the next 32 words, the first drawn
            # lowest, as 32 calls of getrandbits(32) would give them (tests/rules/test_chance.py).
            block = self._twister.getrandbits(32 * _BLOCK)
            words.extend(_WORDS.unpack(block.to_bytes(4 * _BLOCK, "little")))
        return words[index]


def _shifts(size: int) -> list[int]:
    """``32 - (i + 1).bit_length()`` for each i below ``size`` at least: the shift that makes a
    word a number below ``i + 1`` with as few bits as it needs (``Chance._below``)."""
    while len(_SHIFTS) < size:
        _SHIFTS.append(32 - (len(_SHIFTS) + 1).bit_length())
    return _SHIFTS


_SHIFTS: list[int] = []

_BLOCK = 32
_WORDS = struct.Struct(f"<{_BLOCK}I")
"""A block of the stream: ``_BLOCK`` 32-bit words, little-endian (the first word lowest)."""


class Chance:
    """Shuffles and choices for one game, read from a ``Stream`` at its own ``position``."""

    __slots__ = ("stream", "position")

    def __init__(self, seed: Any = 0, *, stream: Stream | None = None, position: int = 0) -> None:
        self.stream = stream if stream is not None else Stream(seed)
        self.position = position

    def copy(self) -> Chance:
        """A generator that goes on from here independently (the stream is shared)."""
        return Chance(stream=self.stream, position=self.position)

    def state(self) -> tuple[Any, int]:
        """Where the generator stands: its seed and position (equal states deal the same)."""
        return (self.stream.seed, self.position)

    def _below(self, n: int) -> int:
        # random.Random._randbelow_with_getrandbits, with getrandbits(k) for k <= 32 being one
        # word shifted right, as the C generator does.
        shift = 32 - n.bit_length()
        words, position = self.stream.words, self.position
        while True:
            if position >= len(words):
                self.stream.word(position)  # draws the words up to there
            r = words[position] >> shift
            position += 1
            if r < n:
                self.position = position
                return r

    def shuffle(self, items: MutableSequence[Any]) -> None:
        """Shuffle ``items`` in place, as ``random.Random.shuffle`` would."""
        # ``_below(i + 1)`` for each i, written out (a set-up shuffles some 100 cards), with the
        # shift of each i read from a table. The words are read without asking whether the
        # stream holds them: a read past its end draws more and reads again.
        stream, position = self.stream, self.position
        words, shifts = stream.words, _shifts(len(items))
        for i in range(len(items) - 1, 0, -1):
            shift = shifts[i]
            while True:
                try:
                    j = words[position] >> shift
                    while j > i:  # refused: too large for i + 1 cards
                        position += 1
                        j = words[position] >> shift
                    break
                except IndexError:
                    stream.word(position)  # draws the words up to there
            position += 1
            items[i], items[j] = items[j], items[i]
        self.position = position

    def choice(self, items: Sequence[Any]) -> Any:
        """One of ``items``, as ``random.Random.choice`` would choose it."""
        if not items:
            raise IndexError("cannot choose from an empty sequence")
        return items[self._below(len(items))]
