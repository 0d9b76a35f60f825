"""Set-up shared by every test: a widget callback that raises fails the test.

ipywidgets catches an exception raised in an ``on_click`` handler and only logs it ("Exception in
callback ...") on the ``traitlets`` logger, so a broken button would otherwise pass unnoticed.
Fixtures for one kind of test live in that folder's own conftest.py (see tests/browser/).
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from typing import Any

import pytest


class _CallbackErrors(logging.Handler):
    """Keeps the log records of widget callbacks that raised."""

    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        if record.getMessage().startswith("Exception in callback"):
            self.records.append(record)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """On pytest-xdist workers (`make test`), start the longest tests first.

    `make test` shares the suite out module by module (``--dist loadscope``, so a notebook's
    cells share one kernel and a browser module its JupyterLab) in the order the modules first
    appear here (``--no-loadscope-reorder``). Putting the real-browser tests and then the ``slow``
    ones first leaves only short modules for the end, so neither worker waits long for the
    other. The sort is stable: within each module the tests keep their order. A run without
    xdist keeps pytest's own order.
    """
    if not hasattr(config, "workerinput"):
        return
    items.sort(
        key=lambda item: (
            item.get_closest_marker("browser") is None,
            item.get_closest_marker("slow") is None,
        )
    )


@pytest.fixture(autouse=True)
def fail_on_widget_callback_errors():
    """Fail the test if any ipywidgets callback raised while it ran."""
    handler = _CallbackErrors()
    logger = logging.getLogger("traitlets")
    logger.addHandler(handler)
    try:
        yield
    finally:
        logger.removeHandler(handler)
    if handler.records:
        formatter = logging.Formatter()
        details = "\n\n".join(formatter.format(record) for record in handler.records)
        pytest.fail(f"a widget callback raised an exception:\n{details}", pytrace=False)


@pytest.fixture
def finishes() -> Callable[..., Any]:
    """``finishes(action, seconds=10)``: run ``action`` in a thread and give what it returned or
    raised; the test fails, instead of hanging, if it is still running after ``seconds``."""

    def run(action: Callable[[], Any], seconds: float = 10.0) -> Any:
        result: list = []

        def target() -> None:
            try:
                result.append(action())
            except Exception as error:
                result.append(error)

        thread = threading.Thread(target=target, daemon=True)
        thread.start()
        thread.join(seconds)
        if thread.is_alive():
            pytest.fail(f"still running after {seconds} s: it hangs", pytrace=False)
        return result[0]

    return run
