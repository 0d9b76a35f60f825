"""Hostile inputs by family: what a careless or hostile user can hand tokaido_nb, and what may
come back.

Each family is a hypothesis strategy of inputs and a ``run_*`` function that feeds one input to
the public API and returns its outcome: ``"clean"`` or the name of one of the project's own
errors. Anything else fails with an ``AssertionError`` (another exception escaped, a refused
input changed the game, a loaded game does not save and load back, an illegal action was
accepted). Hangs are caught by hypothesis's deadline.

The families: game records given as objects and as files, saves (``Game.to_json``) given as
objects and as text, actions played at every kind of decision, cards named with
``name_draws``, rule numbers, and uploads into every widget that takes one (in
``widget_uploads.py``). ``test_hostile_inputs.py`` runs a few thousand examples in the ordinary
run and more under the ``slow`` marker; ``benchmarks/hostile_inputs.py`` prints the outcome
counts per family.
"""

from __future__ import annotations

import atexit
import copy
import dataclasses
import functools
import json
import math
import random
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

from tokaido_nb.record import (
    RecordError,
    ReplayError,
    compare_result,
    read_record,
    replay,
    story,
    write_record,
)
from tokaido_nb.rules import (
    OFFICIAL,
    Buy,
    ChooseTraveller,
    Donate,
    Eat,
    Game,
    IllegalAction,
    KeepEncounter,
    KeepMeal,
    Move,
    Pay,
    Rules,
    TakePanorama,
    data,
)
from tokaido_nb.rules.config import RulesError
from tokaido_nb.rules.validation import PILE_CARDS, SaveError

REPO = Path(__file__).resolve().parents[2]
EXAMPLE = REPO / "notebooks" / "data" / "example_game.json"


# ---------------------------------------------------------------------------- base documents
def play_randomly(game: Game, seed: int, steps: int | None = None) -> Game:
    """Play legal actions of a seeded random choice, ``steps`` of them or to the end."""
    rng = random.Random(seed)
    done = 0
    while not game.is_over() and (steps is None or done < steps):
        game.play(rng.choice(game.legal_actions()))
        done += 1
    return game


@functools.cache
def base_records() -> tuple[dict, ...]:
    """Good records to spoil: the example game and three more (2, 3 and 5 players)."""
    games = [
        play_randomly(
            Game(2, travellers=["satsuki", "yoshiyasu"], expansions=["new_encounters"], seed=3),
            seed=3,
        ),
        play_randomly(Game(3, variants=["initiatory"], seed=4), seed=4, steps=40),
        play_randomly(
            Game(5, travellers=["chuubei", "hiroshige", "zen_emon", "kinko", "umegae"], seed=5),
            seed=5,
            steps=90,
        ),
    ]
    return (json.loads(EXAMPLE.read_text()), *(write_record(game) for game in games))


@functools.cache
def base_saves() -> tuple[dict, ...]:
    """Good saves to spoil: games dealt by the rules, with variants, other rules, named cards."""
    dealt = play_randomly(Game(3, seed=11), seed=11, steps=30)
    other_rules = play_randomly(
        Game(4, seed=12, rules=dataclasses.replace(OFFICIAL, meal_points=8, farm_coins=4)),
        seed=12,
        steps=60,
    )
    two = play_randomly(
        Game(2, seed=13, variants=["return_trip", "preparations"], expansions=["new_encounters"]),
        seed=13,
    )
    named = Game(3, travellers=["kinko", "umegae", "satsuki"], kyoto=[0, 1, 2], seed=14)
    named.name_draws("souvenir", ["koma", "geta"])
    named.play(Move(1))
    named.name_draws("hot_spring", [3])
    return tuple(game.to_json() for game in (dealt, other_rules, two, named))


def node_paths(document: Any) -> list[tuple]:
    """The path (keys and indices) of every value inside ``document``."""
    found: list[tuple] = []
    stack: list[tuple[Any, tuple]] = [(document, ())]
    while stack:
        value, path = stack.pop()
        if path:
            found.append(path)
        if isinstance(value, dict):
            stack.extend((inner, (*path, key)) for key, inner in value.items())
        elif isinstance(value, list):
            stack.extend((inner, (*path, index)) for index, inner in enumerate(value))
    found.sort(key=repr)
    return found


@functools.cache
def _paths_of(family: str, index: int) -> tuple[tuple, ...]:
    bases = base_records() if family == "record" else base_saves()
    return tuple(node_paths(bases[index]))


def mutated(document: Any, path: tuple, how: str, value: Any, key: str = "extra") -> Any:
    """A copy of ``document`` with the value at ``path`` replaced, removed, or given a sibling
    (named ``key`` in an object)."""
    # Copy only the containers on the path: the rest is shared, and never changed.
    result = copy.copy(document)
    parent = result
    for key in path[:-1]:
        parent[key] = copy.copy(parent[key])
        parent = parent[key]
    last = path[-1]
    if how == "replace":
        parent[last] = value
    elif how == "remove":
        del parent[last]
    elif how == "sibling" and isinstance(parent, dict):
        parent[key] = value
    elif how == "sibling" and isinstance(parent, list):
        parent.insert(last, value)
    elif how == "sibling":  # an earlier change put a plain value where the path went on
        raise TypeError(f"{type(parent).__name__} has no room for a sibling")
    return result


# ---------------------------------------------------------------------------- hostile values
class Whole(int):
    """A subclass of int: equal to a number, but not one the rules take."""


class Text(str):
    """A subclass of str."""


GAME_WORDS = sorted(
    {
        *data.SOUVENIRS,
        *data.MEALS,
        *data.ENCOUNTERS,
        *data.NEW_ENCOUNTERS,
        *data.TRAVELLERS,
        *data.PANORAMAS,
        *data.VARIANTS,
        *data.EXPANSIONS,
        "tokaido-record",
        "tokaido-nb-game",
        "move",
        "eat",
        "buy",
        "donate",
        "discard",
        "neutral",
    }
)
_ODD_TEXT = st.text(
    alphabet=st.sampled_from(["\x00", "\x1b", "\n", "\u202e", "\ud800", "\udcff", "é", "a", "\\"]),
    max_size=4,
)
JSON_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-3, 60),
    st.integers(),
    st.sampled_from([10**40, -(10**31), 2**63, 2**53 + 1]),
    st.floats(allow_nan=False, allow_infinity=False),
    st.text(max_size=10),
    st.sampled_from(GAME_WORDS),
    _ODD_TEXT,
)
# Values a Python caller could put in a dict that no JSON file holds.
PYTHON_ODDITIES = st.one_of(
    st.sampled_from([math.nan, math.inf, -math.inf, b"koma", object(), frozenset({1})]),
    st.builds(lambda: -(10**5000)),  # built, not listed: hypothesis could not print it
    st.builds(Whole, st.integers(0, 60)),
    st.builds(Text, st.sampled_from(GAME_WORDS)),
    st.tuples(st.integers(0, 5), st.sampled_from(GAME_WORDS)),
)


def nested(depth: int) -> Any:
    """A list nested ``depth`` deep."""
    value: Any = []
    for _ in range(depth):
        value = [value]
    return value


@functools.cache
def json_values(python: bool = False) -> st.SearchStrategy:
    """Hostile JSON values (with ``python``, also values only Python can hold)."""
    scalars = st.one_of(JSON_SCALARS, PYTHON_ODDITIES) if python else JSON_SCALARS
    keys = st.one_of(st.text(max_size=8), st.sampled_from(GAME_WORDS), _ODD_TEXT)
    trees = st.recursive(
        scalars,
        lambda inner: st.lists(inner, max_size=4) | st.dictionaries(keys, inner, max_size=3),
        max_leaves=8,
    )
    return st.one_of(trees, st.integers(14, 900).map(nested))


_SNIPPETS = [
    b'"\\ud800"',
    b"[" * 40,
    b"[" * 5000,
    b"9" * 5000,
    b"NaN",
    b"Infinity",
    b"1e999",
    b"\xff",
    b"\x00",
    b'"result": null, ',
    b'"format": "tokaido-record", ',
    b'"version": 1, ',
    b"\\u0000",
    b"\xef\xbb\xbf",
    b'"\x1b[2J"',
    b"-0",
    b"}",
    b"]",
]


def text_edits() -> st.SearchStrategy:
    """An edit of a file's bytes: cut it, change one byte, or insert a nasty snippet."""
    return st.one_of(
        st.tuples(st.just("cut"), st.floats(0, 1)),
        st.tuples(st.just("byte"), st.floats(0, 1), st.integers(0, 255)),
        st.tuples(st.just("insert"), st.floats(0, 1), st.sampled_from(_SNIPPETS)),
    )


_EDITS = st.lists(text_edits(), min_size=1, max_size=3)


def edited(text: bytes, edit: tuple) -> bytes:
    """``text`` with one edit of ``text_edits``."""
    where = min(len(text), int(edit[1] * len(text)))
    if edit[0] == "cut":
        return text[:where]
    if edit[0] == "byte":
        return text[:where] + bytes([edit[2]]) + text[where + 1 :]
    return text[:where] + edit[2] + text[where:]


_KEYS = st.one_of(st.sampled_from(GAME_WORDS), st.text(max_size=6), _ODD_TEXT)
_HOW = st.sampled_from(["replace", "replace", "remove", "sibling"])


@functools.cache
def _path_choices(family: str, index: int) -> st.SearchStrategy:
    return st.sampled_from(_paths_of(family, index))


@st.composite
def spoiled_documents(draw: Callable, family: str, python: bool) -> Any:
    """A good record or save with one to three of its values replaced, removed or added."""
    bases = base_records() if family == "record" else base_saves()
    index = draw(st.integers(0, len(bases) - 1))
    document = bases[index]
    for _ in range(draw(st.integers(1, 3))):
        path = draw(_path_choices(family, index))
        how = draw(_HOW)
        try:
            key = draw(_KEYS)
            document = mutated(document, path, how, draw(json_values(python)), key)
        except (KeyError, IndexError, TypeError):  # an earlier change removed the path
            break
    return document


@st.composite
def spoiled_files(draw: Callable, family: str) -> bytes:
    """A good record or save as JSON text, spoiled in its values or its bytes."""
    if draw(st.booleans()):
        document = draw(spoiled_documents(family, python=False))
        return json.dumps(document).encode("utf-8", "surrogatepass")
    bases = base_records() if family == "record" else base_saves()
    indent = draw(st.sampled_from([None, 1]))
    text = json.dumps(draw(st.sampled_from(bases)), indent=indent).encode()
    for edit in draw(_EDITS):
        text = edited(text, edit)
    return text


def record_inputs() -> st.SearchStrategy:
    return spoiled_documents("record", python=True)


def record_files() -> st.SearchStrategy:
    return spoiled_files("record")


def save_inputs() -> st.SearchStrategy:
    return spoiled_documents("save", python=True)


def save_files() -> st.SearchStrategy:
    return spoiled_files("save")


# ---------------------------------------------------------------------------- runs: files
def run_record(source: Any) -> str:
    """Read, replay, tell and compare a record: the project's own errors only."""
    try:
        record = read_record(source)
    except RecordError:
        return "RecordError"
    try:
        game = replay(record)
    except ReplayError:
        return "ReplayError"
    assert isinstance(story(record), list)
    compare_result(game, record)
    return "clean"


@functools.cache
def _scratch_file() -> Path:
    """One file to write each generated record to, removed when the process ends."""
    folder = tempfile.mkdtemp(prefix="tokaido-hostile-")
    atexit.register(shutil.rmtree, folder, ignore_errors=True)
    return Path(folder) / "record.json"


def run_record_file(content: bytes) -> str:
    """``run_record`` on a file holding ``content``."""
    path = _scratch_file()
    path.write_bytes(content)
    return run_record(path)


def run_save(source: Any) -> str:
    """Load a save (a dict, or text); a game loaded saves and loads back equal, and undoes."""
    try:
        game = Game.loads(source) if isinstance(source, bytes) else Game.from_json(source)
    except SaveError:
        return "SaveError"
    again = Game.loads(game.dumps())
    assert again == game, "a loaded game does not save and load back equal"
    if game.history:
        before = game.snapshot()
        try:
            game.undo()
        except (IllegalAction, SaveError):
            assert game.snapshot() == before, "a refused undo changed the game"
    return "clean"


# ---------------------------------------------------------------------------- positions
@functools.cache
def positions() -> tuple[Game, ...]:
    """Games stopped at every kind of decision (traveller, move, donate, buy, ...) and over."""
    found: dict[str, Game] = {}
    setups = [
        {"players": 3},
        {"players": 2, "expansions": ["new_encounters"]},
        {"players": 5, "travellers": ["satsuki", "yoshiyasu", "hiroshige", "zen_emon", "hirotada"]},
        {"players": 4, "expansions": ["new_encounters"], "variants": ["return_trip"]},
    ]
    over = None
    for seed in range(40):
        setup = dict(setups[seed % len(setups)])
        game = Game(setup.pop("players"), seed=seed, **setup)
        rng = random.Random(seed)
        while not game.is_over():
            found.setdefault(game.decision, game.copy())
            game.play(rng.choice(game.legal_actions()))
        over = over or game
        if len(found) == 9:
            break
    return (*(found[kind] for kind in sorted(found)), over)


@functools.cache
def _fields(values: st.SearchStrategy) -> st.SearchStrategy:
    """Actions of every kind whose fields hold ``values``."""
    return st.one_of(
        st.builds(ChooseTraveller, values),
        st.builds(Move, values),
        st.builds(Donate, values, values),
        st.builds(Buy, values, values),
        st.builds(Buy, st.tuples(values) | st.tuples(values, values), st.none()),
        st.builds(KeepEncounter, values),
        st.builds(TakePanorama, values),
        st.builds(Pay, values),
        st.builds(KeepMeal, values),
        st.builds(Eat, values),
    )


@functools.cache
def hostile_values() -> st.SearchStrategy:
    return st.one_of(JSON_SCALARS, PYTHON_ODDITIES, st.lists(JSON_SCALARS, max_size=3))


_PLAUSIBLE = st.one_of(st.integers(-1, 56), st.booleans(), st.none(), st.sampled_from(GAME_WORDS))


@st.composite
def actions(draw: Callable) -> tuple[int, Any, Any]:
    """(position index, action, player): legal actions, near misses and nonsense.

    An int stands for one of the legal actions of the position (``run_action`` picks it).
    """
    position = draw(st.integers(0, len(positions()) - 1))
    kind = draw(st.sampled_from(["legal", "plausible", "plausible", "hostile", "nonsense"]))
    if kind == "legal":
        action = draw(st.integers(0, 10))
    elif kind == "plausible":
        action = draw(_fields(_PLAUSIBLE))
    elif kind == "hostile":
        action = draw(_fields(hostile_values()))
    else:
        action = draw(hostile_values())
    player = draw(st.sampled_from(["none", "none", "number", "hostile"]))
    if player == "none":
        return position, action, None
    if player == "number":
        return position, action, draw(st.integers(-1, 5))
    return position, action, draw(hostile_values())


def _same(a: Any, b: Any) -> bool:
    """Equal and of exactly the same kinds, field by field."""
    if type(a) is not type(b) or not hasattr(a, "__slots__"):
        return False
    return all(
        type(getattr(a, f)) is type(getattr(b, f)) and getattr(a, f) == getattr(b, f)
        for f in a.__slots__
    )


def run_action(position: int, action: Any, player: Any) -> str:
    """Play one action; a refusal leaves the game as it was, and only a legal one is played."""
    game = positions()[position].copy()
    legal = game.legal_actions()
    if type(action) is int and legal:  # stands for one of the legal actions
        action = legal[action % len(legal)]
    before = game.snapshot()
    to_move = game.to_move
    try:
        game.play(action, player=player)
    except IllegalAction:
        assert game.snapshot() == before, "a refused action changed the game"
        return "IllegalAction"
    assert any(_same(action, allowed) for allowed in legal), f"{action!r} was not legal"
    assert player is None or (type(player) is int and player == to_move), player
    return "clean"


@st.composite
def draws(draw: Callable) -> tuple[int, Any, Any]:
    """(position index, pile, cards) for ``Game.name_draws``: cards of the pile, or not."""
    position = draw(st.integers(0, len(positions()) - 1))
    if draw(st.booleans()):
        pile = draw(st.sampled_from(sorted(PILE_CARDS)))
        cards = st.sampled_from(sorted(PILE_CARDS[pile]))
        return position, pile, draw(st.lists(cards, max_size=3))
    pile = draw(st.one_of(st.sampled_from(sorted(PILE_CARDS)), hostile_values()))
    card = st.one_of(st.sampled_from(GAME_WORDS), st.sampled_from([2, 3]), hostile_values())
    cards = st.one_of(st.lists(card, max_size=4), st.tuples(card), hostile_values())
    return position, pile, draw(cards)


def run_draws(position: int, pile: Any, cards: Any) -> str:
    """Name cards; a refusal changes nothing, and a named card that turns out not to be there
    refuses the action that draws it with the game left as it was."""
    game = positions()[position].copy()
    before = game.snapshot()
    try:
        game.name_draws(pile, cards)
    except IllegalAction:
        assert game.snapshot() == before, "refused cards changed the game"
        return "IllegalAction"
    if len(cards):
        assert game.named_draws()[pile][-len(cards) :] == list(cards)
    if game.is_over():
        return "clean"
    named = game.snapshot()
    try:
        game.play(game.legal_actions()[0])
    except IllegalAction as error:
        assert error.rule == "chance.unavailable", error.rule
        assert game.snapshot() == named, "a refused draw changed the game"
    return "clean"


# ---------------------------------------------------------------------------- rule numbers
_RULE_FIELDS = [f.name for f in dataclasses.fields(Rules)]


def rule_changes() -> st.SearchStrategy:
    """(how, field, value): one rule number changed, through ``replace``, ``Rules`` or JSON."""
    sensible = st.one_of(
        st.integers(-5, 120),
        st.lists(st.integers(-5, 120), max_size=6),
        st.dictionaries(
            st.sampled_from([*data.PANORAMAS, "kinko", "zen_emon"]), st.integers(-2, 12)
        ),
        st.just(dict(OFFICIAL.starting_coins)),
        st.just(dict(OFFICIAL.panorama_lengths)),
    )
    value = st.one_of(sensible, sensible, hostile_values(), json_values(python=True))
    how = st.sampled_from(["replace", "init", "json", "whole json"])
    return st.tuples(how, st.sampled_from(_RULE_FIELDS), value)


def run_rules(how: str, field: str, value: Any) -> str:
    """Build rules with one changed number; rules that are accepted play a game to its end."""
    try:
        if how == "replace":
            rules = dataclasses.replace(OFFICIAL, **{field: value})
        elif how == "init":
            rules = Rules(**{field: value})
        elif how == "json":
            rules = Rules.from_json({**OFFICIAL.to_json(), field: value})
        else:
            rules = Rules.from_json(value)
    except RulesError:
        return "RulesError"
    assert Rules.from_json(rules.to_json()) == rules
    game = Game(3, seed=1, rules=rules, variants=["preparations"])
    play_randomly(game, seed=1)
    assert game.is_over()
    assert all(type(score) is int for score in game.scores())
    assert all(t.coins >= 0 for t in game.travellers)
    return "clean"
