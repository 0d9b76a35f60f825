"""tokaido_nb: learn, teach and study the board game Tokaido in Jupyter."""

__version__ = "0.1.0"

from .rules.language import language as language
from .rules.language import set_language as set_language


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


_draw_games_in_notebooks()
_fit_the_browser()
