"""The Binder set-up: binder/ builds (as far as can be checked without Docker) and resolves.

``jupyter-repo2docker --no-build`` writes the Dockerfile Binder would build and fails on a bad
``binder/`` folder; it does not look packages up, so ``pip install --dry-run`` resolves the
pinned requirements against the package index.
"""

import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from tests.sizes import FULL

pytestmark = pytest.mark.binder

REPO = Path(__file__).resolve().parents[1]
BINDER = REPO / "binder"


def requirement_lines() -> list[str]:
    lines = (BINDER / "requirements.txt").read_text().splitlines()
    return [line.strip() for line in lines if line.strip() and not line.strip().startswith("#")]


def pins() -> dict[str, Requirement]:
    found = {}
    for line in requirement_lines():
        if line != ".":
            requirement = Requirement(line)
            found[requirement.name.lower()] = requirement
    return found


def test_binder_uses_python_3_11():
    assert (BINDER / "runtime.txt").read_text().strip() == "python-3.11"


def test_binder_requirements_are_pinned_and_install_the_package():
    lines = requirement_lines()
    assert "." in lines, "binder/requirements.txt must install tokaido_nb itself (a '.' line)"
    for line in lines:
        if line != ".":
            specifiers = list(Requirement(line).specifier)
            assert len(specifiers) == 1 and specifiers[0].operator == "==", (
                f"binder/requirements.txt: {line!r} is not pinned with =="
            )


def test_binder_pins_satisfy_the_package_dependencies():
    project = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    pinned = pins()
    for dependency in map(Requirement, project["dependencies"]):
        name = dependency.name.lower()
        assert name in pinned, f"{name} is a dependency of tokaido_nb but not pinned for Binder"
        version = next(iter(pinned[name].specifier)).version
        assert dependency.specifier.contains(version), (
            f"Binder pins {name}=={version}, outside pyproject's {dependency.specifier}"
        )


def test_binder_pins_satisfy_the_lab_extra_and_include_voila():
    """Binder serves JupyterLab and, for presenter mode, Voilà (the lab extra's packages)."""
    extras = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    lab = {r.name.lower(): r for r in map(Requirement, extras["optional-dependencies"]["lab"])}
    pinned = pins()
    assert "voila" in pinned, "binder/requirements.txt must pin voila for the voila/render link"
    for name, requirement in lab.items():
        if name in pinned:
            version = next(iter(pinned[name].specifier)).version
            assert requirement.specifier.contains(version), (
                f"Binder pins {name}=={version}, outside the lab extra's {requirement.specifier}"
            )


def test_binder_pins_the_cluster_extra_as_pyproject_does():
    """The strategy lab's cluster cell runs on Binder: dask and distributed, the extra's pins."""
    extras = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]
    cluster = {
        r.name.lower(): r for r in map(Requirement, extras["optional-dependencies"]["cluster"])
    }
    assert set(cluster) == {"dask", "distributed"}
    pinned = pins()
    for name, requirement in cluster.items():
        assert name in pinned, f"binder/requirements.txt must pin {name} (the cluster extra)"
        assert str(pinned[name].specifier) == str(requirement.specifier), (
            f"Binder pins {name}{pinned[name].specifier}, the cluster extra {requirement.specifier}"
        )


def test_repo2docker_accepts_the_binder_folder():
    result = subprocess.run(
        [sys.executable, "-m", "repo2docker", "--no-build", "--debug", "."],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=300,
    )
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    assert "Building conda environment for python=3.11" in output
    copy_repo = output.index("COPY --chown=0:0 src/ ${REPO_DIR}/")
    install = output.index('pip install --no-cache-dir -r "binder/requirements.txt"')
    assert copy_repo < install, "Binder must copy the repository before it installs '.'"
    # JupyterLab's settings (no news pop-up) are installed once the packages are.
    assert install < output.index("./binder/postBuild"), "Binder must run binder/postBuild"


@pytest.mark.skipif(
    not FULL,
    reason="the full sweep runs it (pip's resolver over every pin takes about 20 s); every run "
    "checks the pins against pyproject.toml's dependencies and extras",
)
def test_pip_resolves_the_binder_requirements():
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--dry-run",
            "--ignore-installed",
            # The '.' line's metadata comes from the hatchling of the test extra: the same
            # backend and project, without installing hatchling anew into a build environment.
            "--no-build-isolation",
            "--disable-pip-version-check",
            "-r",
            "binder/requirements.txt",
        ],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    would_install = re.search(r"^Would install (.*)$", result.stdout, re.MULTILINE)
    assert would_install, result.stdout
    installs = dict(item.rpartition("-")[::2] for item in would_install.group(1).split())
    installs = {canonicalize_name(name): version for name, version in installs.items()}
    assert "tokaido-nb" in installs, installs
    for name, pin in pins().items():
        version = next(iter(pin.specifier)).version
        assert installs.get(canonicalize_name(name)) == version, (
            f"pip would not install {name}=={version}: {installs}"
        )


def test_the_readme_binder_links_open_notebooks_in_jupyterlab_or_voila():
    readme = (REPO / "README.md").read_text()
    links = re.findall(r"https://mybinder\.org/v2/gh/[^)\s]+", readme)
    assert links, "README.md has no Binder link"
    assert "?urlpath=lab/tree/" in links[0], "the badge, first, opens JupyterLab"
    for link in links:
        notebook = re.fullmatch(
            r"https://mybinder\.org/v2/gh/[\w.-]+/[\w.-]+/HEAD"
            r"\?urlpath=(?:lab/tree|voila/render)/(notebooks/[\w.-]+\.ipynb)",
            link,
        )
        assert notebook, f"not a JupyterLab or Voilà Binder link to a notebook: {link}"
        assert (REPO / notebook.group(1)).is_file(), f"{link} opens a missing notebook"


def test_the_readme_presents_the_presenter_notebook_with_voila():
    readme = (REPO / "README.md").read_text()
    commands = re.findall(r"\.venv/bin/voila (\S+)", readme)
    voila_links = re.findall(r"\?urlpath=voila/render/(\S+?\.ipynb)", readme)
    assert commands == ["notebooks/present.ipynb"], commands
    assert voila_links and set(voila_links) == {"notebooks/present.ipynb"}, voila_links
    assert (REPO / "notebooks" / "present.ipynb").is_file()
