"""The command line: ``python -m tokaido_nb simulate``, ``replay``, ``review``, ``tournament``
and ``puzzles``.

Each subcommand lives in its own module, which adds its arguments with ``add_arguments(parser)``
and sets ``run`` (a function of the parsed arguments returning the exit code). A subcommand's
module is imported only when that subcommand is named: ``--help`` and a refused top-level option
import none of them, and ``replay`` does not import the coach nor ``simulate`` the record reader
(benchmarks/startup.py measures it).

``--lang CODE`` (before or after the subcommand's name) chooses the language of what is printed:
``en``, ``fr`` or ``pl``; without it, the ``TOKAIDO_NB_LANG`` environment variable, else English
(a folder's name does not choose it here, as it does for a lesson). argparse's own words
("usage:", "options:", "error:", "invalid choice") stay English: they are argparse's, not ours.
English needs no catalog, so ``--help`` in English still imports none of the rules.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from collections.abc import Sequence
from typing import Any

ENGLISH = "en"
LANGUAGE_VARIABLE = "TOKAIDO_NB_LANG"  # as rules.language reads it, without importing the rules
_chosen = {"code": ENGLISH}


def N_(message: str) -> str:
    """Mark ``message`` for the catalog; ``_`` translates it where it is shown."""
    return message


def _(message: str) -> str:
    """``message`` in the language chosen for this command; English without a catalog, so that
    ``--help`` and a refused option in English import none of the rules."""
    if _chosen["code"] == ENGLISH:
        return message
    from ..rules.language import _ as translated

    return translated(message)


COMMANDS = {
    "simulate": ("simulate", N_("play games between bots and print a summary")),
    "replay": ("replay", N_("replay game records and compare their results")),
    "review": ("review", N_("the coach's review of recorded games")),
    "tournament": ("tournament", N_("a class tournament between learners' players")),
    "puzzles": ("puzzles", N_("puzzles cut from real games")),
}
"""Each subcommand: the module (in this package) that adds its arguments and runs it, and the
line the top-level ``--help`` gives it (translated where it is shown)."""


def choose_language(code: str) -> str:
    """Speak ``code`` from now on (``en``, ``fr``, ``pl``, or a locale such as ``fr_FR``);
    ``ValueError`` naming the accepted codes for another. Returns the short code."""
    if code.strip().lower() == ENGLISH:
        _chosen["code"] = ENGLISH
        if "tokaido_nb.rules.language" in sys.modules:
            sys.modules["tokaido_nb.rules.language"].set_language(ENGLISH)
        return ENGLISH
    from ..rules.language import LANGUAGES, set_language

    try:
        _chosen["code"] = set_language(code)
    except ValueError:
        accepted = ", ".join(f"{key} ({name})" for key, name in LANGUAGES.items())
        raise ValueError(
            _("unknown language {code!r}; the accepted codes are {accepted}").format(
                code=code, accepted=accepted
            )
        ) from None
    return _chosen["code"]


def _language_argument(text: str) -> str:
    """A ``--lang`` value, checked (argparse names the option in its error)."""
    try:
        return choose_language(text)
    except ValueError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _add_language_option(parser: argparse.ArgumentParser, default: Any = None) -> None:
    parser.add_argument(
        "--lang",
        type=_language_argument,
        default=default,
        metavar="CODE",
        help=_(
            "the language of what is printed: en (English), fr (français) or pl (polski); "
            "default: the TOKAIDO_NB_LANG environment variable, else English"
        ),
    )


def _wanted_language(argv: Sequence[str]) -> str | None:
    """The ``--lang`` value of the command line, looked for before parsing it (so that the
    help and the errors of the parse speak it), or None."""
    for index, word in enumerate(argv):
        if word == "--":
            break
        if word == "--lang" and index + 1 < len(argv):
            return argv[index + 1]
        if word.startswith("--lang="):
            return word.partition("=")[2]
    return None


def _start_language(argv: Sequence[str]) -> None:
    """Choose the language before the parse: ``--lang`` (a bad one is refused by the parse
    itself, in English), else ``TOKAIDO_NB_LANG`` (a bad one is warned about), else English."""
    wanted = _wanted_language(argv)
    if wanted is not None:
        try:
            choose_language(wanted)
        except ValueError:
            choose_language(ENGLISH)
        return
    variable = os.environ.get(LANGUAGE_VARIABLE, "").strip()
    try:
        choose_language(variable or ENGLISH)
    except ValueError as error:
        choose_language(ENGLISH)
        from .output import warn

        warn(f"tokaido_nb: {LANGUAGE_VARIABLE}: {error}; speaking English")


class CommandParser(argparse.ArgumentParser):
    """A subcommand's parser: its module adds the arguments when the subcommand is named, and
    what it does not know is refused with its own usage line rather than the top level's."""

    def __init__(self, *args: Any, module: str = "", **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.module = module
        self.ready = not module
        # ``--lang`` after the subcommand's name too; SUPPRESS keeps the top level's value.
        _add_language_option(self, default=argparse.SUPPRESS)

    def parse_known_args(  # type: ignore[override]
        self, args: Sequence[str] | None = None, namespace: argparse.Namespace | None = None
    ) -> tuple[argparse.Namespace, list[str]]:
        if not self.ready:
            importlib.import_module(f".{self.module}", __package__).add_arguments(self)
            self.ready = True
        parsed, extras = super().parse_known_args(args, namespace)
        if extras:  # argparse would leave them to the top level, which names no subcommand
            self.error(_("unrecognized arguments: {arguments}").format(arguments=" ".join(extras)))
        return parsed, extras


def parser() -> argparse.ArgumentParser:
    """The command line's parser; each subcommand's arguments are added when it is named."""
    top = argparse.ArgumentParser(
        prog="python -m tokaido_nb", description=_("Tokaido rules, games and studies.")
    )
    _add_language_option(top)
    commands = top.add_subparsers(dest="command", required=True, parser_class=CommandParser)
    for name, (module, summary) in COMMANDS.items():
        commands.add_parser(name, help=_(summary), module=module)
    return top


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the command line and run one subcommand; returns the exit code."""
    words = sys.argv[1:] if argv is None else list(argv)
    try:
        _start_language(words)
        args = parser().parse_args(words)
        # The subcommand's modules read the language from rules.language: tell it the choice
        # (English too, which the environment or the folder would otherwise decide there).
        from ..rules.language import set_language

        set_language(_chosen["code"])
        return args.run(args)
    except KeyboardInterrupt:  # Ctrl-C outside what a subcommand reports itself
        from .output import warn

        warn(_("stopped by Ctrl-C"))
        return 130


if __name__ == "__main__":
    sys.exit(main())
