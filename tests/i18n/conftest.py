"""Every test here may change the language; each starts and ends in English."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tokaido_nb.rules.language import set_language


@pytest.fixture(autouse=True)
def english_before_and_after() -> Iterator[None]:
    set_language("en")
    yield
    set_language("en")
