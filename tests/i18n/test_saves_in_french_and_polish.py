"""A broken save file (Game.loads) is refused in French and Polish: the messages of the save
loader (rules/validation.py) and of the JSON kind words (rules/untrusted.json_kind)."""

from __future__ import annotations

import json
import re

import pytest

from tokaido_nb.rules import Game, Move
from tokaido_nb.rules.language import set_language
from tokaido_nb.rules.validation import SaveError

ENGLISH = (
    "the", "is", "not", "of", "has", "which", "cannot", "unknown", "list",
    "object", "number", "text", "whole", "saved", "game", "expected", "key",
)  # fmt: skip


def broken_saves() -> list[str]:
    """A good save spoiled in several ways, one per kind of message."""
    game = Game(3, travellers=["kinko", "umegae", "satsuki"], kyoto=[0, 1, 2], seed=14)
    game.play(Move(1))
    good = game.to_json()
    spoiled: list[dict | list] = [[good]]
    for change in (
        {"format": "tokaido-record"},
        {"version": 9},
        {"extra": 1},
        {"setup": []},
        {"actions": {}},
        {"actions": [7]},
        {"actions": [{}]},
        {"actions": [{"action": {"type": "fly"}}]},
        {"actions": [{"action": {"type": "move", "to": [4]}}]},
        {"setup": {**good["setup"], "seed": "x"}},
        {"setup": {**good["setup"], "kyoto": "x"}},
        {"setup": {**good["setup"], "variants": 3}},
    ):
        spoiled.append({**good, **change})
    texts = [json.dumps(s) for s in spoiled]
    # The JSON gate's refusals (rules.untrusted), before any save is looked at.
    texts += ['{"format": 1, "format": 2}', "[" * 20 + "]" * 20, '{"setup": NaN}']
    texts += ['{"seed": ' + "9" * 40 + "}"]
    return texts


@pytest.mark.parametrize("text", broken_saves())
def test_a_broken_save_is_refused_in_french_and_polish(text: str) -> None:
    said = {}
    try:
        for code in ("en", "fr", "pl"):
            set_language(code)
            with pytest.raises(SaveError) as refused:
                Game.loads(text)
            said[code] = str(refused.value)
    finally:
        set_language("en")
    for code in ("fr", "pl"):
        assert said[code] != said["en"]
        assert not re.search(r"\{[a-z_]+\}", said[code])
        # Keys and values are quoted as the save writes them, or listed after a colon (the
        # apostrophe of French n'est is no quote).
        words = re.findall(
            r"[A-Za-z_]+", re.sub(r"(?<![A-Za-z])'[^']*'|: [a-z_, ]+$", "", said[code])
        )
        assert not {w.lower() for w in words} & set(ENGLISH), (code, said[code], said["en"])
