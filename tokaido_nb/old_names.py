"""The package's old module names, each the very same module as its new home.

Until issue 42 the bots, the studies, the command line and the score sheet were loose modules
at the top of the package. The lessons, the README, the teacher's notebooks and learners' saved
players import them by those names (``from tokaido_nb.bots import GreedyBot``), so every old
name still imports, with no file left at the old place: ``MOVED`` names each old module's new
home, and the finder below answers an import of the old name with the new module itself, so
that ``tokaido_nb.bots is tokaido_nb.players.bots`` (``isinstance`` and monkeypatching see one
module). Inside the package, use the new names.

``tokaido_nb.players`` and ``tokaido_nb.scoresheet`` are packages now: they re-export what the
old modules of those names held, and need no entry here.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import sys
from collections.abc import Sequence
from types import ModuleType

PACKAGE = "tokaido_nb"

MOVED: dict[str, str] = {
    # the players: the bots and a learner's player
    "bots": "players.bots",
    "bots_evaluator": "players.evaluator",
    "bots_values": "players.values",
    "bots_crossroads": "players.crossroads",
    "simulate_games": "players.games",
    # the studies: many games at once, read
    "simulate": "studies.simulate",
    "study": "studies.results",
    "cluster": "studies.cluster",
    "processors": "studies.processors",
    # the score sheet, the lessons' positions and scoring
    "scoresheet_form": "scoresheet.form",
    "scoresheet_checks": "scoresheet.checks",
    "scenarios": "record.scenarios",
    "scoring": "rules.scoring",
    # the command line
    "cli_output": "cli.output",
    "cli_puzzles": "cli.puzzles",
    "cli_replay": "cli.replay",
    "cli_review": "cli.review",
    "cli_simulate": "cli.simulate",
    "cli_tournament": "cli.tournament",
}
"""Each old module name (under ``tokaido_nb.``) and its new home (under ``tokaido_nb.`` too)."""


def new_name(old: str) -> str | None:
    """The new full name of the old full module name ``old``, or None if it did not move."""
    package, dot, short = old.partition(".")
    if package != PACKAGE or not dot or short not in MOVED:
        return None
    return f"{PACKAGE}.{MOVED[short]}"


class OldNames(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Finds an old module name and loads it as its new home, the very same module object."""

    def __init__(self) -> None:
        self.own_specs: dict[str, importlib.machinery.ModuleSpec | None] = {}
        """Each new module's own spec while the import system gives it the old name's."""

    def find_spec(
        self,
        fullname: str,
        path: Sequence[str] | None = None,
        target: ModuleType | None = None,
    ) -> importlib.machinery.ModuleSpec | None:
        """A spec for an old name (loaded by this finder); None for every other name."""
        if new_name(fullname) is None:
            return None
        return importlib.machinery.ModuleSpec(fullname, self)

    def create_module(self, spec: importlib.machinery.ModuleSpec) -> ModuleType:
        """The new module itself, imported if it is not yet."""
        new = new_name(spec.name)
        assert new is not None  # find_spec answered only old names
        module = importlib.import_module(new)
        # The import system is about to give the module the old name's spec: exec_module gives
        # it back its own, so that reloading it or reading its spec still finds its file.
        self.own_specs[spec.name] = module.__spec__
        return module

    def exec_module(self, module: ModuleType) -> None:
        """Nothing to run (the new module ran when it was imported): its own spec put back."""
        spec = module.__spec__
        if spec is not None and spec.name in self.own_specs:
            module.__spec__ = self.own_specs.pop(spec.name)


def install() -> None:
    """Let the old names import (once, however often the package is imported)."""
    if not any(isinstance(finder, OldNames) for finder in sys.meta_path):
        sys.meta_path.append(OldNames())
