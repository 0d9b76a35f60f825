"""Helpers of the drawing tests: games played at random, SVG parsed and searched."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable

from tokaido_nb.rules import Game


def played(
    players: int = 4,
    steps: int = 40,
    seed: int = 0,
    variants: Iterable[str] = (),
    expansions: Iterable[str] = (),
) -> Game:
    """A game after ``steps`` random legal actions (fewer if the journey ends first)."""
    game = Game(players, seed=seed, variants=variants, expansions=expansions)
    choose = random.Random(seed)
    for _ in range(steps):
        if game.is_over():
            break
        game.play(choose.choice(game.legal_actions()))
    return game


def finished(players: int = 4, seed: int = 0, variants: Iterable[str] = ()) -> Game:
    """A whole journey played at random."""
    return played(players, 10_000, seed, variants)


def until(game: Game, decision: str, seed: int = 0, limit: int = 2_000) -> Game | None:
    """Play at random until the game asks for ``decision``; None if it never does."""
    choose = random.Random(seed)
    for _ in range(limit):
        if game.is_over():
            return None
        if game.decision == decision:
            return game
        game.play(choose.choice(game.legal_actions()))
    return None


SVG_NS = "{http://www.w3.org/2000/svg}"


def parse(markup: str) -> ET.Element:
    """An SVG string as an element tree (fails the test if it is not well-formed XML)."""
    return ET.fromstring(markup)


def having_class(root: ET.Element, name: str) -> list[ET.Element]:
    """Every element under ``root`` whose class attribute is ``name``."""
    return [element for element in root.iter() if element.get("class") == name]


def font_sizes(markup: str) -> list[float]:
    """Every font size written in a drawing (attributes and inline styles)."""
    sizes = re.findall(r'font-size="([0-9.]+)', markup)
    sizes += re.findall(r"font-size:\s*([0-9.]+)px", markup)
    return [float(size) for size in sizes]
