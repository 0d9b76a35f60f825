"""The browser edition's copies of the notebooks (scripts/site.py), without building the site:
what JupyterLite shows before a lesson runs, and the teacher's tournament in the browser."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def site():
    spec = importlib.util.spec_from_file_location("site_script", REPO / "scripts" / "site.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["site_script"] = module
    spec.loader.exec_module(module)
    yield module
    del sys.modules["site_script"]


def output(kind: str, **data: object) -> dict:
    return {"output_type": "display_data", "metadata": {}, "data": {kind: data.pop(kind), **data}}


def test_a_site_copy_joins_its_lines_trusts_outputs_without_script_and_keeps_the_kernels_words(
    site, tmp_path: Path
):
    svg = '<svg role="img" aria-label="Souvenirs: Koma"><title>Koma</title></svg>'
    notebook = {
        "nbformat": 4,
        "nbformat_minor": 5,
        "metadata": {"kernelspec": {"name": "python3"}, "tokaido_nb": {"teaches": []}},
        "cells": [
            {"cell_type": "markdown", "metadata": {}, "source": ["# A\n", "text"]},
            {
                "cell_type": "code",
                "metadata": {},
                "execution_count": 1,
                "source": ["print(1)\n", "svg()"],
                "outputs": [
                    {"output_type": "stream", "name": "stdout", "text": ["()\n", "('sake',)\n"]},
                    output("text/html", **{"text/html": [svg], "text/plain": ["<Svg>"]}),
                ],
            },
            {
                "cell_type": "code",
                "metadata": {},
                "execution_count": 2,
                "source": "page()",
                "outputs": [output("text/html", **{"text/html": '<b onclick="x()">b</b>'})],
            },
            {
                "cell_type": "code",
                "metadata": {},
                "execution_count": None,
                "source": "",
                "outputs": [],
            },  # fmt: skip
        ],
    }
    path = tmp_path / "05.ipynb"
    path.write_text(json.dumps(notebook))
    site.site_notebook(path)
    copy = json.loads(path.read_text())
    markdown, pictures, scripted, empty = copy["cells"]
    assert markdown["source"] == "# A\ntext"
    assert pictures["outputs"][0]["text"] == "()\n('sake',)\n"  # no comma between lines
    assert pictures["outputs"][1]["data"]["text/html"] == svg  # its words kept
    assert pictures["metadata"]["trusted"] is True
    assert "trusted" not in scripted["metadata"], "an output with an event handler was trusted"
    assert "trusted" not in empty["metadata"]
    assert copy["metadata"]["kernelspec"] == site.KERNEL_METADATA["kernelspec"]
    assert copy["metadata"]["tokaido_nb"] == {"teaches": []}
    assert "jupyter" not in pictures["metadata"]  # only the presenter's code is hidden
    site.site_notebook(path, presenter=True)
    assert json.loads(path.read_text())["cells"][1]["metadata"]["jupyter"]["source_hidden"]


@pytest.mark.parametrize("code", ["en", "fr", "pl"])
def test_the_tournament_notebook_in_the_site_says_it_needs_jupyterlab_and_runs_nothing(
    site, tmp_path: Path, code: str
):
    from tokaido_nb.rules.language import in_language
    from tokaido_nb.tournament import NO_TOURNAMENT_IN_BROWSER

    folder = REPO / "notebooks" / ("" if code == "en" else code)
    path = tmp_path / site.TOURNAMENT
    path.write_text((folder / site.TOURNAMENT).read_text(encoding="utf-8"), encoding="utf-8")
    site.tournament_copy(path, code)
    cells = json.loads(path.read_text())["cells"]
    assert all(cell["cell_type"] == "markdown" for cell in cells), "Run All would run a cell"
    sentence = in_language(code, NO_TOURNAMENT_IN_BROWSER)
    assert code == "en" or sentence != NO_TOURNAMENT_IN_BROWSER, f"not translated into {code}"
    assert sentence in cells[1]["source"]
    # The code is still there to read, as text.
    assert "play_tournament(" in "".join(site.joined(cell["source"]) for cell in cells)


def test_the_site_serves_no_jedi_and_its_kernel_completes_with_ipythons_own_completer(
    site, tmp_path: Path
):
    """jedi and parso (needed by nothing else) stay out of the site's lock; the lock's "jedi",
    which the kernel would otherwise install, is a wheel whose one file is an IPython startup
    file (installed under Pyodide's sys.prefix) turning jedi's completion off, its RECORD true."""
    import base64
    import hashlib
    import zipfile

    lock = {
        "ipython": {"depends": ["jedi", "pygments"]},
        "jedi": {"depends": ["parso"]},
        "parso": {"depends": []},
        "pygments": {"depends": []},
        "black": {"depends": ["parso"]},
    }
    assert site.lock_closure(lock, ("ipython",), site.LEFT_OUT) == ["ipython", "pygments"]
    assert site.lock_closure(lock, ("ipython", "black"), site.LEFT_OUT) == [
        "black", "ipython", "parso", "pygments"
    ]  # fmt: skip
    assert "jedi" in site.PRELOAD
    wheel = site.completion_wheel(tmp_path)
    assert wheel.name == site.COMPLETION_WHEEL
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        (startup,) = [n for n in names if "/data/etc/ipython/startup/" in n]
        assert startup.endswith(".py")
        assert "Completer.use_jedi = False" in archive.read(startup).decode()
        assert not [n for n in names if n.split("/")[0].startswith("jedi")]
        (record,) = [n for n in names if n.endswith(".dist-info/RECORD")]
        for line in archive.read(record).decode().splitlines():
            path, digest, size = line.split(",")
            if path == record:
                continue
            data = archive.read(path)
            expected = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
            assert digest == f"sha256={expected.decode()}" and int(size) == len(data), path
