"""tokaido_nb: learn, teach and study the board game Tokaido in Jupyter."""

__version__ = "0.1.0"

from typing import TYPE_CHECKING, Any

from . import old_names

if TYPE_CHECKING:
    from .rules.language import language as language
    from .rules.language import set_language as set_language


def __getattr__(name: str) -> Any:
    # ``tokaido_nb.set_language`` and ``tokaido_nb.language`` are read on first use: importing
    # the rules package here would make ``python -m tokaido_nb --help`` import every rule
    # (tests/test_command_line_imports.py).
    if name in ("language", "set_language"):
        from .rules import language as languages

        return getattr(languages, name)
    if name in old_names.MOVED:  # ``tokaido_nb.bots`` read before it was imported (old_names.py)
        import importlib

        return importlib.import_module(f"{__name__}.{name}")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _draw_games_in_notebooks() -> None:
    # Inside IPython, a Game that ends a cell shows as its drawing. The rules floor may not
    # import the drawing floor, so the formatter is registered here (tokaido_nb/render/notebook.py
    # explains the choice); outside IPython nothing is imported.
    import sys

    if "IPython" in sys.modules:
        from .render.notebook import register

        register()


def _fit_the_browser() -> None:
    # In the browser (Pyodide, the browser edition) no thread can start: tqdm's monitor thread
    # would warn on every progress bar (it only watches for stalled bars).
    import sys

    if sys.platform == "emscripten":
        from tqdm import std

        std.tqdm.monitor_interval = 0


old_names.install()
_draw_games_in_notebooks()
_fit_the_browser()
