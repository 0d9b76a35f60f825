"""The process a learner's player runs in: ``python -m tokaido_nb.confined.host MEMORY_MB``.

The tournament (sandbox.py) starts one per player and talks to it in lines of JSON on its stdin
and stdout; the player's own prints go to stderr, so they cannot break the conversation.

- ``{"load": {"name", "filename", "source", "seed"}}``: run the player's file afresh as a
  module (a new game starts from a clean module, whatever the last one left in it), seed the
  global ``random`` (a player that draws at random plays the same way in every run), and find
  its ``play``: a function ``play(view)``, or a class with a ``play`` method (one made per
  game). Answers ``{"ok": true}`` or ``{"fault": "import", "message"}``.
- ``{"view": VIEW}``: rebuild the view (``PlayerView.from_json``), call ``play(view)``, and
  answer ``{"action": ACTION}`` (``action_to_json``) or ``{"fault": KIND, "message"}``.

The process confines itself here (confine.py: limits of memory and files, Landlock, seccomp,
each where the system has it), before the player's code runs, and says which protections hold
in its first line, ``{"ready": true, "memory_limited", "confined"}``.
"""

from __future__ import annotations

import json
import os
import random
import sys
import traceback
import types
from typing import Any


def _where(error: BaseException, filename: str) -> str:
    """The error and the line of the player's file it came from, short."""
    from ..rules.language import _

    lines = [
        _("line {number} of {file}").format(number=frame.lineno, file=os.path.basename(filename))
        for frame in traceback.extract_tb(error.__traceback__)
        if frame.filename == filename
    ]
    place = f" ({lines[-1]})" if lines else ""
    return f"{type(error).__name__}: {error}{place}"[:500]


def load_player(name: str, filename: str, source: str) -> Any:
    """Run ``source`` as a fresh module and return its player: ``play`` or an object whose
    ``play`` method is one; ``LookupError`` when it defines neither."""
    name = f"tournament_player_{name}"  # never the name of a module the host uses (json...)
    module = types.ModuleType(name)
    module.__file__ = filename
    sys.modules[name] = module  # dataclasses and pickle look a module up by name
    exec(compile(source, filename, "exec"), module.__dict__)
    play = module.__dict__.get("play")
    if callable(play) and not isinstance(play, type):
        return play
    for value in list(module.__dict__.values()):
        if (
            isinstance(value, type)
            and value.__module__ == name
            and callable(getattr(value, "play", None))
        ):
            return value().play
    from ..rules.language import _

    raise LookupError(_("it defines no play(view) function and no class with a play method"))


DEEPEST = 4
"""How deeply an action's JSON may nest (``{"action": {"souvenirs": [...]}}`` is 3)."""


def _deeper(value: Any, most: int) -> bool:
    """Whether ``value`` nests lists and dicts more than ``most`` deep (without recursion)."""
    level = [value]
    for _depth in range(most + 1):
        level = [
            item
            for container in level
            if isinstance(container, list | dict)
            for item in (container.values() if isinstance(container, dict) else container)
        ]
        if not level:
            return False
    return True


def answer(play: Any, plain: dict[str, Any], filename: str) -> dict[str, Any]:
    """Ask ``play`` for its action at the view ``plain``: the action or the fault, as JSON."""
    from ..rules.actions import action_to_json
    from ..rules.game import HiddenInformation, PlayerView

    view = PlayerView.from_json(plain)
    try:
        action = play(view)
    except HiddenInformation as error:
        return {"fault": "hidden", "message": _where(error, filename)}
    except MemoryError:
        return {"fault": "memory", "message": _ran_out()}
    except RecursionError as error:
        return {"fault": "exception", "message": _where(error, filename)}
    except Exception as error:
        return {"fault": "exception", "message": _where(error, filename)}
    try:
        plain = {"action": action_to_json(action)}
        json.dumps(plain)  # a numpy number...: not an action
        if _deeper(plain, DEEPEST):  # a list nested 985 deep is not one either
            raise ValueError(action)
        return plain
    except Exception:
        from ..rules.language import _

        try:
            shown = f"{action!r:.200}"
        except Exception:  # its own __repr__ raised
            shown = type(action).__name__[:80]
        message = _("answered {answer}, not an action").format(answer=shown)
        return {"fault": "illegal", "message": message}


def _ran_out() -> str:
    from ..rules.language import _

    return _("MemoryError: the player ran out of memory")


def _loading_memory() -> str:
    from ..rules.language import _

    return _("MemoryError while loading the file")


def _syntax_error(error: SyntaxError) -> str:
    from ..rules.language import _

    # TRANSLATORS: Python's own words about the syntax error ({message}) stay English.
    return _("SyntaxError: {message} (line {number})").format(
        message=error.msg, number=error.lineno
    )


def main(argv: list[str]) -> int:
    """Serve one player until stdin closes."""
    # The conversation keeps the real stdout; whatever the player prints goes to stderr.
    talk = os.fdopen(os.dup(1), "w", encoding="utf-8")
    listen = os.fdopen(os.dup(0), "r", encoding="utf-8")
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    # A player that reads its input (input()) reads nothing, never the tournament's next message.
    nothing = os.open(os.devnull, os.O_RDONLY)
    os.dup2(nothing, 0)
    sys.stdin = open(os.devnull, encoding="utf-8")  # noqa: SIM115 (open for the process's life)
    from ..rules.actions import action_to_json  # noqa: F401  (loaded before it is confined)
    from ..rules.game import PlayerView  # noqa: F401
    from ..rules.language import _  # noqa: F401
    from .confine import confine

    limited, held = confine(int(argv[0]) if argv else 0)
    play: Any = None
    filename = "<player>"
    ready = {"ready": True, "memory_limited": limited, "confined": ",".join(held)}
    talk.write(json.dumps(ready) + "\n")
    talk.flush()
    for line in listen:
        message = json.loads(line)
        if "load" in message:
            load = message["load"]
            filename = load["filename"]
            random.seed(load["seed"])
            try:
                play = load_player(load["name"], filename, load["source"])
                reply: dict[str, Any] = {"ok": True}
            except MemoryError:
                reply = {"fault": "import", "message": _loading_memory()}
            except SyntaxError as error:
                reply = {"fault": "import", "message": _syntax_error(error)}
            except BaseException as error:  # SystemExit too: the file ran exit() as it loaded
                reply = {"fault": "import", "message": _where(error, filename)}
        else:
            try:
                reply = answer(play, message["view"], filename)
            except MemoryError:
                reply = {"fault": "memory", "message": _ran_out()}
            except BaseException as error:  # SystemExit from the player: a fault, not an exit
                reply = {"fault": "exception", "message": _where(error, filename)}
        try:
            line = json.dumps(reply)
        except Exception:  # a message the player made unprintable (an odd str subclass...)
            line = json.dumps({"fault": "exception", "message": "?"})
        talk.write(line + "\n")
        talk.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
