"""matplotlib in the browser edition: fetched by Pyodide when a chart is first asked for.

In JupyterLite the Pyodide kernel loads the packages a cell imports itself, not those that
tokaido_nb imports for it, and matplotlib's compiled parts come from Pyodide's CDN (the site's
lock points there). ``fetch_matplotlib`` asks Pyodide for them, waiting until they are in
(Pyodide's ``run_sync``), so that a chart cell run online draws its chart; offline the fetch
fails and the chart is a table (chart_tables.py). Outside the browser it does nothing.

It is asked once in a session, and the answer is kept. First the CDN is asked for one small
file, for at most ``FETCH_SECONDS``: a school network that takes requests and never answers
would otherwise hold the chart cell, and with it every later cell (Pyodide loads one package
at a time, and the kernel asks it for each cell's imports), for as long as the page is open.
Only a CDN that answered is asked for the wheels, for at most ``LOAD_SECONDS``.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
from collections.abc import Callable
from typing import Any

FETCH_SECONDS = 10.0
"""How long the CDN may take to answer the first question (a small file's headers)."""
LOAD_SECONDS = 90.0
"""How long matplotlib's five wheels (about 15 MB) may take once the CDN has answered."""
PROBE_URL = "https://cdn.jsdelivr.net/pyodide/v{version}/full/pyodide-lock.json"
"""A small file beside the wheels on Pyodide's CDN (scripts/site.py's CDN_URL)."""

# Whether ``url`` answers within ``ms`` milliseconds (a HEAD request, given up on in time).
_ANSWERS_JS = """async (url, ms) => {
    try { return (await fetch(url, {method: 'HEAD', signal: AbortSignal.timeout(ms)})).ok; }
    catch (error) { return false; }
}"""
# Waits for a promise at most ``ms`` milliseconds: true if it was kept in time, false if it
# failed or was late. It never rejects: a rejected promise handed to Pyodide's run_sync came out
# of the chart's cell as a JsException in the browser, not in this module.
_WITHIN_JS = """(promise, ms) => Promise.race([promise.then(() => true, () => false),
    new Promise((done) => setTimeout(() => done(false), ms))])"""

_fetched: bool | None = None
"""The answer of this session's one attempt (None: not asked yet)."""


def fetch_matplotlib() -> bool:
    """Whether matplotlib can be imported, after asking Pyodide to load it where needed: once
    in a session, the CDN given ``FETCH_SECONDS`` to answer; later calls give the same answer
    at once."""
    global _fetched
    if importlib.util.find_spec("matplotlib") is not None:
        return True
    if sys.platform != "emscripten":
        return False
    if _fetched is None:
        _fetched = _fetch()
    return _fetched


def _fetch() -> bool:
    try:
        import pyodide_js  # type: ignore[import-not-found]
        from pyodide.code import run_js  # type: ignore[import-not-found]
        from pyodide.ffi import can_run_sync, run_sync, to_js  # type: ignore[import-not-found]

        if not can_run_sync():
            return False
        probe = PROBE_URL.format(version=pyodide_js.version)
        if not run_sync(run_js(_ANSWERS_JS)(probe, int(FETCH_SECONDS * 1000))):
            return False  # offline, refused, or no answer in time: a table
        quiet = to_js({"messageCallback": _ignore, "errorCallback": _ignore})
        loading = pyodide_js.loadPackage(to_js(["matplotlib"]), quiet)
        if not run_sync(run_js(_WITHIN_JS)(loading, int(LOAD_SECONDS * 1000))):
            return False
    except Exception:  # no stack switching, or Pyodide itself failed: a table
        return False
    importlib.invalidate_caches()
    return importlib.util.find_spec("matplotlib") is not None


def _ignore(message: str) -> None:
    # Pyodide's own messages ("Loading matplotlib...", "Failed to load...") would go to the
    # browser's console; the chart's table says what the learner needs to know.
    return None


def chart_maker(module: str, name: str, tables: str = "chart_tables") -> Callable[..., Any]:
    """The function ``name`` of the chart module ``module`` (``"charts"``, ``"coach_charts"``,
    ...), which draws with matplotlib; where matplotlib cannot be had (the browser edition
    offline), the function of the same name in ``tables`` (chart_tables.py, or
    winners_tables.py for the winners' charts), which gives the same numbers as a table.

    >>> chart_maker("charts", "sheet_figure").__module__
    'tokaido_nb.render.charts'
    """
    package = __name__.rpartition(".")[0]
    drawn = importlib.import_module(
        f"{package}.{module}" if fetch_matplotlib() else f"{package}.{tables}"
    )
    function: Callable[..., Any] = getattr(drawn, name)
    return function
