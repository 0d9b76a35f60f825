"""matplotlib in the browser edition: fetched by Pyodide when a chart is first asked for.

In JupyterLite the Pyodide kernel loads the packages a cell imports itself, not those that
tokaido_nb imports for it, and matplotlib's compiled parts come from Pyodide's CDN (the site's
lock points there). ``fetch_matplotlib`` asks Pyodide for them, waiting until they are in
(Pyodide's ``run_sync``), so that a chart cell run online draws its chart; offline the fetch
fails and the chart is a table (chart_tables.py). Outside the browser it does nothing.

It is asked once in a session, for at most ``FETCH_SECONDS``, and the answer is kept: a school
network that takes requests and never answers would otherwise hold every chart cell for about a
minute a wheel.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from collections.abc import Callable
from typing import Any

FETCH_SECONDS = 20.0
"""How long the one attempt to load matplotlib may take: its five wheels are about 15 MB."""

# The JavaScript that waits for a promise at most ``ms`` milliseconds: true if it was kept in
# time, false if it failed or was late. It never rejects: a rejected promise handed to Pyodide's
# run_sync came out of the chart's cell as a JsException in the browser, not in this module.
_WITHIN_JS = """(promise, ms) => Promise.race([promise.then(() => true, () => false),
    new Promise((done) => setTimeout(() => done(false), ms))])"""

_fetched: bool | None = None
"""The answer of this session's one attempt (None: not asked yet)."""


def fetch_matplotlib() -> bool:
    """Whether matplotlib can be imported, after asking Pyodide to load it where needed: once
    in a session, within ``FETCH_SECONDS``; later calls give the same answer at once."""
    global _fetched
    if importlib.util.find_spec("matplotlib") is not None:
        return True
    if sys.platform != "emscripten":
        return False
    if _fetched is None:
        _fetched = _fetch(FETCH_SECONDS)
    return _fetched


def _fetch(seconds: float) -> bool:
    try:
        import pyodide_js  # type: ignore[import-not-found]
        from pyodide.code import run_js  # type: ignore[import-not-found]
        from pyodide.ffi import can_run_sync, run_sync, to_js  # type: ignore[import-not-found]

        if not can_run_sync():
            return False
        quiet = to_js({"messageCallback": _ignore, "errorCallback": _ignore})
        loading = pyodide_js.loadPackage(to_js(["matplotlib"]), quiet)
        if not run_sync(run_js(_WITHIN_JS)(loading, int(seconds * 1000))):
            return False  # offline, refused, or no answer in time: a table
    except Exception:  # no stack switching, or Pyodide itself failed: a table
        return False
    importlib.invalidate_caches()
    return importlib.util.find_spec("matplotlib") is not None


def _ignore(message: str) -> None:
    # Pyodide's own messages ("Loading matplotlib...", "Failed to load...") would go to the
    # browser's console; the chart's table says what the learner needs to know.
    return None


def chart_maker(module: str, name: str) -> Callable[..., Any]:
    """The function ``name`` of the chart module ``module`` (``"charts"``, ``"coach_charts"``,
    ...), which draws with matplotlib; where matplotlib cannot be had (the browser edition
    offline), the function of the same name in chart_tables.py, which gives the same numbers
    as a table.

    >>> chart_maker("charts", "sheet_figure").__module__
    'tokaido_nb.render.charts'
    """
    package = __name__.rpartition(".")[0]
    drawn = importlib.import_module(
        f"{package}.{module}" if fetch_matplotlib() else f"{package}.chart_tables"
    )
    function: Callable[..., Any] = getattr(drawn, name)
    return function
