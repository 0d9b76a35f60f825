"""The values the commands share, checked as argparse reads them: a whole number in a range,
a number of worker processes, a list of names. A wrong one is refused with a sentence naming
the value (argparse adds the option's name)."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Collection

from ..rules.language import _
from ..rules.untrusted import short_repr

MOST_JOBS = 256
"""The most worker processes a command may start."""


def whole(text: str, most: int) -> int:
    """A whole number from 1 to ``most``, or an error naming the value."""
    digits = text.strip().removeprefix("-").removeprefix("+")
    if not digits.isdecimal():
        raise argparse.ArgumentTypeError(
            _("{value} is not a whole number").format(value=short_repr(text))
        )
    value = int(text) if len(digits) <= 12 else None
    if value is None or not 1 <= value <= most:
        raise argparse.ArgumentTypeError(
            _("must be from 1 to {most}, not {value}").format(
                most=f"{most:,}", value=short_repr(text)
            )
        )
    return value


def jobs(text: str) -> int:
    """A number of worker processes, 1 to ``MOST_JOBS``, or an error naming the value."""
    try:
        return whole(text, MOST_JOBS)
    except argparse.ArgumentTypeError:
        raise argparse.ArgumentTypeError(
            _("{text!r} is not a number of worker processes from 1 to {most}").format(
                text=text[:40], most=MOST_JOBS
            )
        ) from None


def names(known: Collection[str]) -> Callable[[str], list[str]]:
    """A parser for comma-separated names, each one of ``known``."""

    def parse(text: str) -> list[str]:
        found = [name.strip() for name in text.split(",") if name.strip()]
        for name in found:
            if name not in known:
                raise argparse.ArgumentTypeError(
                    _("unknown name {name}; choose from {names}").format(
                        name=repr(name), names=", ".join(known)
                    )
                )
        return found

    return parse
