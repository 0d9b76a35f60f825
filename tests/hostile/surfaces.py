"""The last hostile families (issue 43): a player's view, odd set-ups, widget methods, and the
teacher's class view over a folder of learners' exports.

Each family gives its inputs and a ``run_*`` function that feeds one of them to the public API
and returns its outcome, a short name: ``"read"``/``"clean"`` or the project's own error that
refused the input. Anything else is the name of the foreign exception and where it came out
(``"TypeError at reading"``, ``"IndexError later"``); ``ALLOWED`` says which outcomes are right.

- **views**: ``PlayerView.to_json`` of real games (every set-up, every seat, at the start, in the
  middle and at the end), spoiled by a seeded mutator (a value replaced by a hostile one, removed,
  given a sibling, or swapped for another part of the view; one to three changes), then read by
  ``PlayerView.from_json``. A view read is then *read whole*: every part, every traveller's
  every field, every pile's unseen cards, the decision and the actions, its JSON and pickle
  round trips.
- **set-ups**: ``Game(...)`` with one argument given an odd value (a nested list, a text where a
  list goes, a number, a set, an object...).
- **widget calls**: every public method of every lesson widget that takes an argument, called
  with each odd value in turn.
- **class folders**: a folder of three good exports plus one damaged, odd, endless or
  duplicated file (``CLASS_CASES``); the class is read, the three still count, the bad one is
  listed with its reason (a duplicate: both shown and flagged), and the page can be shown.

``test_surfaces.py`` runs a sample of each in ``make test`` and all of them under
``TOKAIDO_FULL_SWEEPS=1``; ``python -m benchmarks.hostile_inputs --surfaces`` prints the counts.
"""

from __future__ import annotations

import copy
import functools
import inspect
import json
import math
import os
import pickle
import random
import socket
import zlib
from base64 import urlsafe_b64encode
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tokaido_nb.rules import Game, IllegalAction
from tokaido_nb.rules.game.observer import HiddenInformation, PlayerView

from .families import GAME_WORDS, Text, Whole, mutated, nested, node_paths, play_randomly

# ---------------------------------------------------------------------------- views
VIEW_ERRORS = {"ViewError"}
"""The project's own refusal of a view (a ``ValueError`` that names the key)."""


@functools.cache
def base_views() -> tuple[dict, ...]:
    """Views of real games to spoil: every player count, the expansions, variants, the deal,
    the middle and the end, the seat deciding and the others."""
    games = [
        Game(3, seed=1),  # the deal of the travellers
        play_randomly(Game(2, seed=2), seed=2, steps=40),
        play_randomly(Game(4, seed=3, expansions=["new_encounters"]), seed=3, steps=90),
        play_randomly(Game(5, seed=4, variants=["return_trip", "gastronomy"]), seed=4, steps=60),
        play_randomly(Game(3, seed=5, expansions=["crossroads"]), seed=5, steps=70),
        play_randomly(Game(4, seed=6, expansions=["crossroads"]), seed=6),  # over
        play_randomly(Game(3, seed=7, variants=["initiatory"]), seed=7, steps=25),
    ]
    views = []
    for game in games:
        seats = sorted({0, game.players - 1, game.to_move if game.to_move is not None else 0})
        views += [game.view(seat).to_json() for seat in seats]
    return tuple(views)


class _Odd:
    """An object of no kind JSON knows."""

    def __repr__(self) -> str:
        return "<odd>"


def _hostile_value(rng: random.Random, base: dict, paths: list[tuple]) -> Any:
    """One hostile value: a scalar of the wrong kind or size, a container, deep nesting, a value
    only Python holds, or another part of the same view (plausible, but in the wrong place)."""
    kind = rng.randrange(6)
    if kind == 0:
        return rng.choice(
            [None, True, False, 0, -1, 1, 2, 3, 4, 5, 7, 54, 55, 99, 2**63, 10**40, 1.5, -0.0]
        )
    if kind == 1:
        return rng.choice(
            ["", "x", "hidden", "move", "eat", "\ud800", "a\x1b[31m", "\u202eab", "x" * 300]
            + GAME_WORDS
        )
    if kind == 2:
        return rng.choice([[], [1], ["koma"], [[0, 1]], [None], {}, {"a": 1}, {"kind": "move"}])
    if kind == 3:
        return rng.choice(
            [
                nested(rng.choice([20, 2000])),
                math.nan,
                math.inf,
                -(10**5000),
                b"koma",
                frozenset({1}),
                (1, 2),
                Whole(3),
                Text("koma"),
                _Odd(),
            ]
        )
    path = rng.choice(paths)
    value: Any = base
    for key in path:
        value = value[key]
    return copy.deepcopy(value)


def mutated_views(count: int, seed: int = 0) -> list[dict]:
    """``count`` spoiled views, the same for the same ``seed``."""
    rng = random.Random(seed)
    bases = base_views()
    all_paths = [node_paths(base) for base in bases]
    found = []
    while len(found) < count:
        index = rng.randrange(len(bases))
        view: Any = bases[index]
        for _ in range(rng.choice([1, 1, 1, 2, 3])):
            paths = node_paths(view) if view is not bases[index] else all_paths[index]
            if not paths:
                break
            path = rng.choice(paths)
            how = rng.choice(["replace", "replace", "replace", "remove", "sibling"])
            value = _hostile_value(rng, bases[index], all_paths[index])
            key = rng.choice(["extra", "kind", "name", "player", "amulets", "coins"])
            try:
                view = mutated(view, path, how, value, key)
            except (TypeError, KeyError, IndexError):  # an earlier change cut the path short
                break
        found.append(view)
    return found


def read_whole(view: PlayerView) -> None:
    """Read every part of ``view`` as a player or a tool would; raises what goes wrong."""
    repr(view)
    for name in (
        "players",
        "variants",
        "expansions",
        "is_over",
        "to_move",
        "actor",
        "decision",
        "my_decision",
        "legal_actions",
        "travellers",
        "me",
        "positions",
        "kyoto",
        "panorama_firsts",
        "pile_sizes",
        "open_piles",
        "before_move",
        "turns",
        "scores",
    ):
        getattr(view, name)
    for name in ("pending", "inn_hand"):  # hidden from a seat that is not deciding
        try:
            value = getattr(view, name)
        except HiddenInformation:
            continue
        repr(value)
        if name == "pending" and value is not None:
            value.as_context()
    for traveller in view.travellers:
        repr(traveller)
        for field in traveller.to_json():
            getattr(traveller, field)
    for action in view.legal_actions:
        repr(action)
        hash(action)
    for pile in view.to_json()["unseen"]:
        view.unseen(pile)
    again = PlayerView.from_json(json.loads(json.dumps(view.to_json())))
    assert again == view, "a view read does not read back the same from its JSON"
    assert pickle.loads(pickle.dumps(view)) == view


def run_view(plain: Any) -> str:
    """Read one view: ``"read"`` (and read whole), the refusal's name, or what escaped where."""
    try:
        view = PlayerView.from_json(plain)
    except Exception as error:
        return (
            type(error).__name__ if type(error).__name__ in VIEW_ERRORS else _at(error, "reading")
        )
    try:
        read_whole(view)
    except Exception as error:
        return _at(error, "later")
    return "read"


def _at(error: BaseException, when: str) -> str:
    return f"{type(error).__name__} {'at ' if when == 'reading' else ''}{when}"


# ---------------------------------------------------------------------------- set-ups
ODD_VALUES: tuple[Any, ...] = (
    None,
    True,
    -1,
    0,
    10**40,
    2.5,
    math.nan,
    "",
    "x",
    "gastronomy",
    "\ud800",
    [],
    [[]],
    [["gastronomy"]],
    [["crossroads"]],
    [None],
    [1],
    {"a": 1},
    {"gastronomy"},
    [{"gastronomy": 1}],
    b"kinko",
    _Odd(),
)
"""Values given where an argument of another kind goes."""

SETUP_ARGUMENTS = ("players", "travellers", "kyoto", "variants", "expansions", "seed", "rules")
SETUP_ARGUMENTS += ("names", "undo")


def setups() -> list[tuple[str, Any]]:
    """Every (argument, odd value) of ``Game(4, ...)``, and the issue's two."""
    return [(name, value) for name in SETUP_ARGUMENTS for value in ODD_VALUES]


def run_setup(argument: str, value: Any) -> str:
    """``Game(4, argument=value)``: ``"clean"`` (a game that plays, saves and loads), the
    refusal's name, or the foreign exception that escaped."""
    kwargs = {argument: value} if argument != "players" else {}
    players = value if argument == "players" else 4
    try:
        game = Game(players, **kwargs)
    except IllegalAction:
        return "IllegalAction"
    except Exception as error:
        return _at(error, "reading")
    try:
        game.play(game.legal_actions()[0])
        assert Game.from_json(json.loads(json.dumps(game.to_json()))).snapshot() == game.snapshot()
    except Exception as error:
        return _at(error, "later")
    return "clean"


# ---------------------------------------------------------------------------- widget calls
WIDGET_VALUES: tuple[Any, ...] = (
    None,
    True,
    -1,
    10**40,
    2.5,
    math.nan,
    "",
    "x",
    "\ud800",
    [],
    {},
    _Odd(),
)
"""The odd values each argument of a widget method is given in turn."""


def _widgets() -> dict[str, Callable[[], Any]]:
    from tokaido_nb import widgets as w
    from tokaido_nb.coach.search import Budget

    def game() -> Game:
        return Game(3, travellers=["kinko", "umegae", "satsuki"], kyoto=[0, 1, 2], seed=3)

    return {
        "AchievementCalculator": w.AchievementCalculator,
        "AmuletMoments": w.AmuletMoments,
        "CalligraphyScorer": w.CalligraphyScorer,
        "CrossroadsStops": w.CrossroadsStops,
        "CrossroadsTravellers": w.CrossroadsTravellers,
        "EncounterDeck": lambda: w.EncounterDeck(game(), _first_encounter(game())),
        "FinalScores": lambda: w.FinalScores(play_randomly(game(), seed=3)),
        "GameWidget": lambda: w.GameWidget(game(), coach=False),
        "GamingRoom": w.GamingRoom,
        "GuessTheMoveWidget": lambda: w.GuessTheMoveWidget(
            strength=Budget(rollouts=1, most=1, screen=1, candidates=1)
        ),
        "MessageLine": w.MessageLine,
        "ProgressMap": w.ProgressMap,
        "ReplayViewer": w.ReplayViewer,
        "RoadWalk": lambda: w.RoadWalk(game()),
        "ScoreSheetForm": w.ScoreSheetForm,
        "SouvenirSets": w.SouvenirSets,
        "StrategyLab": lambda: w.StrategyLab(games=10),
        "Table": lambda: w.Table(["person", "greedy", "greedy"], seed=5),
        "TempleStandings": w.TempleStandings,
        "TravellerPowers": w.TravellerPowers,
        "VariantChooser": w.VariantChooser,
        "VillageTrip": w.VillageTrip,
    }


def _first_encounter(game: Game) -> int:
    return next(stop for stop in game.legal_stops() if game.kind_at(stop) == "encounter")


SKIPPED_METHODS = {"add_controls", "add_to_panel", "show", "told", "decider"}
"""Methods for the package's own code, not a learner's values: they take widgets or a game, or
are the table's hooks (``told`` words a decision's label, ``decider`` reads the hand-overs)."""


def WIDGET_OUTCOMES(outcome: str) -> bool:  # noqa: N802 (read as the others' sets)
    """Whether a widget call's outcome is right: returned, or refused in the project's words."""
    return outcome == "clean" or outcome.startswith("refused: ")


def widget_methods() -> list[tuple[str, str, str]]:
    """(widget, method, argument) for every argument of every public method the widget's own
    module defines."""
    from tokaido_nb import widgets as w

    found = []
    for name in _widgets():
        cls = getattr(w, name)
        for method, function in inspect.getmembers(cls, inspect.isfunction):
            if method.startswith("_") or method in SKIPPED_METHODS:
                continue
            if not function.__module__.startswith("tokaido_nb"):
                continue
            for argument in list(inspect.signature(function).parameters)[1:]:
                found.append((name, method, argument))
    return found


def widget_calls(sample: bool = False) -> list[tuple[str, str, str, Any]]:
    """Every (widget, method, argument, odd value) tried; with ``sample``, one odd value per
    argument, taken in turn so that every value is tried on some method."""
    found = []
    for number, each in enumerate(widget_methods()):
        values = (WIDGET_VALUES[number % len(WIDGET_VALUES)],) if sample else WIDGET_VALUES
        found += [(*each, value) for value in values]
    return found


@functools.cache
def _made(name: str) -> Any:
    return _widgets()[name]()


def run_widget_call(name: str, method: str, argument: str, value: Any) -> str:
    """Call ``widget.method`` with ``value`` for ``argument`` (the others left to their
    defaults, or a plain good value): ``"clean"`` (returned; a refusal is on the message line),
    ``"refused: ..."`` (the project's own error, in words) or the exception that escaped."""
    widget = _made(name)
    function = getattr(widget, method)
    parameters = inspect.signature(function).parameters
    args: list[Any] = []
    kwargs: dict[str, Any] = {}
    for each, parameter in parameters.items():
        given = value if each == argument else _good(name, method, each, parameter)
        if given is inspect.Parameter.empty:
            continue
        if parameter.kind is parameter.KEYWORD_ONLY:
            kwargs[each] = given
        else:
            args.append(given)
    try:
        function(*args, **kwargs)
    except Exception as error:
        if type(error).__module__.startswith("tokaido_nb"):
            return f"refused: {type(error).__name__}"  # the project's own error, in words
        return f"{type(error).__name__} in {name}.{method}({argument}=...)"
    return "clean"


_GOOD = {
    ("AmuletMoments", "key"): "fortune",
    ("CrossroadsStops", "key"): "cherry_tree",
    ("CrossroadsTravellers", "key"): "jirocho",
    ("TravellerPowers", "key"): "hiroshige",
    ("VariantChooser", "key"): "gastronomy",
    ("CalligraphyScorer", "name"): "coins",
    ("CalligraphyScorer", "card"): "fasting",
    ("AchievementCalculator", "achievement"): "gourmet",
    "achievement": "gourmet",
    "player": 0,
    "amount": 1,
    "key": None,
    "card": None,
    "name": None,
    "value": 1,
    "held": True,
    "place": 1,
    "index": 0,
    "turn": 1,
    "limit": 1,
    "players": 3,
    "number": 1,
    "seat": None,
    "kind": None,
    "family": "food",
    "text": "",
    "times": 1,
}


def _good(widget: str, method: str, argument: str, parameter: inspect.Parameter) -> Any:
    if parameter.default is not inspect.Parameter.empty:
        return inspect.Parameter.empty  # left to its default
    if parameter.kind is parameter.VAR_POSITIONAL:
        return inspect.Parameter.empty
    return _GOOD.get((widget, argument), _GOOD.get(argument, "x"))


def widget_arguments() -> list[tuple[str, str, Any]]:
    """Every (widget, keyword argument with a default, odd value) of the widgets' own
    ``__init__``: the benchmark counts which end in a ``TraitError`` (a value a control cannot
    hold, raised by ipywidgets instead of a refusal in words)."""
    from tokaido_nb import widgets as w

    found = []
    for name in _widgets():
        parameters = inspect.signature(getattr(w, name).__init__).parameters
        for argument, parameter in list(parameters.items())[1:]:
            if parameter.default is inspect.Parameter.empty or parameter.kind in (
                parameter.VAR_KEYWORD,
                parameter.VAR_POSITIONAL,
            ):
                continue
            found += [(name, argument, value) for value in WIDGET_VALUES]
    return found


def run_widget_argument(name: str, argument: str, value: Any) -> str:
    """Build the widget with ``argument=value``: ``"clean"`` or the exception's name."""
    from tokaido_nb import widgets as w

    try:
        getattr(w, name)(**{argument: value})
    except Exception as error:
        return type(error).__name__
    return "clean"


# ---------------------------------------------------------------------------- class folders
GOOD_LEARNERS = ("Aiko", "Ben", "Chiyo")


def _export(learner: Any, **changes: Any) -> dict:
    from tokaido_nb.lessons.class_progress import export_json
    from tokaido_nb.lessons.progress import ExerciseRecord, Progress

    data = export_json(
        Progress({"05.sets": ExerciseRecord(tries=1, right=True)}, {"00", "05"}), "Someone"
    )
    data["learner"] = learner
    data.update(changes)
    return data


def _text(data: Any) -> bytes:
    return json.dumps(data).encode("utf-8", "surrogatepass")


def _code(text: bytes) -> bytes:
    return b"TKD1." + urlsafe_b64encode(zlib.compress(text, 9)).rstrip(b"=")


def _exercise(**record: Any) -> dict:
    return _export("Dai", exercises={"05.sets": record})


def _write(name: str | bytes, content: bytes) -> Callable[[Path], None]:
    def make(folder: Path) -> None:
        path = os.path.join(os.fsencode(folder), os.fsencode(name))
        with open(path, "wb") as out:
            out.write(content)

    return make


def _fifo(folder: Path) -> None:
    os.mkfifo(folder / "fifo.json")


def _link(target: str, name: str = "zero.json") -> Callable[[Path], None]:
    def make(folder: Path) -> None:
        (folder / name).symlink_to(target)

    return make


def _subfolder(folder: Path) -> None:
    (folder / "folder.json").mkdir()


def _socket(folder: Path) -> None:
    server = socket.socket(socket.AF_UNIX)
    try:
        server.bind(str(folder / "socket.json"))
    finally:
        server.close()


def _huge(folder: Path) -> None:
    with open(folder / "huge.json", "wb") as out:
        out.truncate(50_000_000)  # a sparse file: large, costing nothing


_DIGITS = "1" * 5000
CLASS_CASES: dict[str, tuple[Callable[[Path], None], str]] = {
    # name: (what is put in the folder beside the three good exports, what must come of it)
    "not json": (_write("a.json", b"{"), "refused"),
    "empty": (_write("a.json", b""), "refused"),
    "binary": (_write("a.json", bytes(range(256))), "refused"),
    "utf-16": (_write("a.json", json.dumps(_export("Dai")).encode("utf-16")), "refused"),
    "a list": (_write("a.json", b"[1, 2]"), "refused"),
    "null": (_write("a.json", b"null"), "refused"),
    "a number": (_write("a.json", b"7"), "refused"),
    "deep": (_write("a.json", b"[" * 100_000 + b"]" * 100_000), "refused"),
    "duplicate keys": (
        _write("a.json", _text(_export("Dai"))[:-1] + b', "learner": "Eve"}'),
        "refused",
    ),
    "5,000-digit version": (
        _write("a.json", _text(_export("Dai"))[:-1] + f', "version": {_DIGITS}}}'.encode()),
        "refused",
    ),
    "5,000-digit tries": (
        _write(
            "a.json",
            _text(_exercise(tries=0)).replace(b'"tries": 0', b'"tries": ' + _DIGITS.encode()),
        ),
        "refused",
    ),
    "infinity": (
        _write("a.json", _text(_exercise(tries=0)).replace(b'"tries": 0', b'"tries": 1e999')),
        "refused",
    ),
    "NaN tries": (
        _write("a.json", _text(_exercise(tries=0)).replace(b'"tries": 0', b'"tries": NaN')),
        "refused",
    ),
    "negative tries": (_write("a.json", _text(_exercise(tries=-1))), "refused"),
    "float tries": (_write("a.json", _text(_exercise(tries=1.5))), "refused"),
    "true tries": (_write("a.json", _text(_exercise(tries=True))), "refused"),
    "text right": (_write("a.json", _text(_exercise(tries=0, right="yes"))), "refused"),
    "null shown": (_write("a.json", _text(_exercise(tries=0, shown=None))), "refused"),
    "record a list": (
        _write("a.json", _text(_export("Dai", exercises={"05.sets": []}))),
        "refused",
    ),
    "exercises a list": (_write("a.json", _text(_export("Dai", exercises=[]))), "refused"),
    "unknown exercise": (
        _write("a.json", _text(_export("Dai", exercises={"99.x": {"tries": 0}}))),
        "refused",
    ),
    "read a number": (_write("a.json", _text(_export("Dai", read=[5]))), "refused"),
    "read unknown": (_write("a.json", _text(_export("Dai", read=["77"]))), "refused"),
    "read a text": (_write("a.json", _text(_export("Dai", read="05"))), "refused"),
    "version 0": (_write("a.json", _text(_export("Dai", version=0))), "refused"),
    "version -1": (_write("a.json", _text(_export("Dai", version=-1))), "refused"),
    "version text": (_write("a.json", _text(_export("Dai", version="2"))), "refused"),
    "version true": (_write("a.json", _text(_export("Dai", version=True))), "refused"),
    "version 99": (_write("a.json", _text(_export("Dai", version=99))), "refused"),
    "no version": (_write("a.json", _text({"format": "tokaido-progress-export"})), "refused"),
    "another format": (_write("a.json", _text(_export("Dai", format="x"))), "refused"),
    "no learner": (
        _write("a.json", _text({k: v for k, v in _export("Dai").items() if k != "learner"})),
        "refused",
    ),
    "name a lone surrogate": (_write("a.json", _text(_export("\ud800"))), "refused"),
    "name with a lone surrogate": (_write("a.json", _text(_export("Dai\udcff"))), "refused"),
    "name an escape sequence": (_write("a.json", _text(_export("Dai\x1b[31m"))), "refused"),
    "name a bidi override": (_write("a.json", _text(_export("\u202eiaD"))), "refused"),
    "name a line break": (_write("a.json", _text(_export("Dai\nBen"))), "counted"),  # as spaces
    "name a NUL": (_write("a.json", _text(_export("Dai\x00"))), "refused"),
    "name 10,000 long": (_write("a.json", _text(_export("D" * 10_000))), "refused"),
    "name empty": (_write("a.json", _text(_export(""))), "refused"),
    "name blank": (_write("a.json", _text(_export("   "))), "refused"),
    "name a number": (_write("a.json", _text(_export(7))), "refused"),
    "name null": (_write("a.json", _text(_export(None))), "refused"),
    "name a list": (_write("a.json", _text(_export(["Dai"]))), "refused"),
    "name of HTML": (_write("a.json", _text(_export("<script>alert(1)</script>"))), "counted"),
    "name with accents and kanji": (_write("a.json", _text(_export("Zoé 大輔"))), "counted"),
    "file with a byte-order mark": (
        _write("a.json", b"\xef\xbb\xbf" + _text(_export("Dai"))),
        "counted",
    ),
    "file named .JSON": (_write("DAI.JSON", _text(_export("Dai"))), "counted"),
    "file name not UTF-8": (_write(b"\xff\xfe.json", b"{"), "refused"),
    "file name of HTML": (_write("<b>x<b>.json", b"{"), "refused"),
    "too large": (_write("a.json", b" " * 70_000 + _text(_export("Dai"))), "refused"),
    "huge, sparse": (_huge, "refused"),
    "a FIFO": (_fifo, "refused"),
    "a link to /dev/zero": (_link("/dev/zero"), "refused"),
    "a link to /dev/urandom": (_link("/dev/urandom"), "refused"),
    "a link to nowhere": (_link("/nonexistent/x.json"), "refused"),
    "a folder": (_subfolder, "refused"),
    "a socket": (_socket, "refused"),
    "code damaged": (_write("a.txt", b"TKD1.@@@@"), "refused"),
    "code cut short": (_write("a.txt", _code(_text(_export("Dai")))[:-20]), "refused"),
    "code of a bomb": (_write("a.txt", _code(b" " * 5_000_000)), "refused"),
    "code of a surrogate name": (_write("a.txt", _code(_text(_export("\ud800")))), "refused"),
    "code of 5,000 digits": (
        _write("a.txt", _code(_text(_export("Dai"))[:-1] + f', "version": {_DIGITS}}}'.encode())),
        "refused",
    ),
    "code good": (_write("a.txt", _code(_text(_export("Dai")))), "counted"),
    "same name again": (_write("a.json", _text(_export("Aiko"))), "duplicate"),
    "same name, other case and spaces": (_write("a.json", _text(_export("  aIKO "))), "duplicate"),
    "same name by code": (_write("a.txt", _code(_text(_export("Ben")))), "duplicate"),
}
"""Each odd file of a class's folder, and its fate: ``refused`` (listed with its reason),
``counted`` (a learner more), ``duplicate`` (a second export under a learner's name: both
shown, both flagged)."""


def class_folder(folder: Path, case: str) -> None:
    """The three good exports and the case's odd file, in ``folder``."""
    from tokaido_nb.lessons.class_progress import export_file
    from tokaido_nb.lessons.progress import ExerciseRecord, Progress

    for number, learner in enumerate(GOOD_LEARNERS):
        progress = Progress({"05.sets": ExerciseRecord(tries=number, right=True)}, {"05"})
        export_file(progress, learner, folder)
    CLASS_CASES[case][0](folder)


def run_class_case(folder: Path, case: str) -> str:
    """Read the class in ``folder`` (made by ``class_folder``) and show it: ``"clean"`` when the
    case's file met its fate, the three good exports counted and the page can be shown;
    otherwise what went wrong (an exception's name, or a sentence)."""
    from tokaido_nb.lessons.class_progress import ClassView, class_html, read_class

    expected = CLASS_CASES[case][1]
    try:
        result = read_class(folder)
        page = class_html(result)
        page.encode("utf-8")  # what the notebook does to show it: a lone surrogate fails here
        repr(ClassView(folder))
    except Exception as error:
        return type(error).__name__
    names = [each.learner for each in result.learners]
    if any(name not in names for name in GOOD_LEARNERS):
        return "a good export was lost"
    if "<script>" in page:
        return "a name was put in the page as HTML"
    if expected == "refused" and (len(names) != 3 or len(result.refused) != 1):
        return "not refused"
    if expected == "counted" and (len(names) != 4 or result.refused):
        return "not counted"
    if expected == "duplicate":
        flagged = getattr(result, "duplicates", None)
        if len(names) != 4 or not flagged:
            return "merged silently"
    return "clean"
