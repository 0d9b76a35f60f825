"""Random playouts: many seeded games played by random bots, checked after every step.

The ``slow`` marker (the 10,000-game sweep) is registered here too, so this folder runs on its
own with ``--strict-markers`` even where pyproject.toml does not list it.
"""

from __future__ import annotations

import pytest


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line(
        "markers", "slow: a long test (many games); leave it out with -m 'not slow'"
    )
