"""Each test keeps a learner's progress in its own temporary directory."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def progress_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A fresh, empty data directory for the progress file."""
    folder = tmp_path / "data"
    monkeypatch.setenv("TOKAIDO_NB_DATA", str(folder))
    return folder
