"""The notebooks as files: stored with their outputs from one clean run, and no broken links.

Running them is nbval's job (``make test`` runs it over notebooks/); the browser test runs them
in JupyterLab. These checks read the .ipynb files only.
"""

import json
import re
from pathlib import Path

import pytest

NOTEBOOKS = sorted((Path(__file__).resolve().parents[1] / "notebooks").glob("*.ipynb"))
LINK = re.compile(r"\]\(([^)\s]+)\)")


def code_cells(path: Path) -> list[dict]:
    cells = json.loads(path.read_text())["cells"]
    return [cell for cell in cells if cell["cell_type"] == "code" and "".join(cell["source"])]


def markdown(path: Path) -> str:
    cells = json.loads(path.read_text())["cells"]
    return "\n".join("".join(cell["source"]) for cell in cells if cell["cell_type"] == "markdown")


def test_there_are_notebooks():
    assert NOTEBOOKS, "notebooks/ has no notebook"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda path: path.stem)
def test_a_notebook_is_stored_as_run_top_to_bottom_in_a_fresh_kernel(path: Path):
    counts = [cell["execution_count"] for cell in code_cells(path)]
    assert counts == list(range(1, len(counts) + 1)), (
        f"{path.name}: execution counts {counts}; run `make record` to store a clean run"
    )


@pytest.mark.parametrize("path", NOTEBOOKS, ids=lambda path: path.stem)
def test_every_relative_link_in_a_notebook_opens_a_file(path: Path):
    for target in LINK.findall(markdown(path)):
        if re.match(r"[a-z]+:", target) or target.startswith("#"):
            continue
        file = path.parent / target.split("#")[0]
        assert file.exists(), f"{path.name} links to {target}, which does not exist"
