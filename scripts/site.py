"""Build the browser edition: every lesson in JupyterLite, with Python (Pyodide) in the page.

    python scripts/site.py build site    # what `make site` runs: builds site/ from this checkout
    python scripts/site.py serve         # serves site/ to the room, at http://<this computer>:8000/

The site is built from this checkout only, with no network at the learner's end:

- the JupyterLite app (``jupyterlite-core``) and its Python kernel (``jupyterlite-pyodide-kernel``),
  at the versions pinned in pyproject.toml's ``site`` extra, run from the virtual environment;
- Pyodide's core (the interpreter, its standard library and its lock file) from the npm
  registry's ``pyodide`` package, at the version the kernel was made for;
- the tokaido_nb wheel built from the checkout, and the pure-Python wheels that the kernel and
  the lessons need, from PyPI, listed in the site's own Pyodide lock file so that Pyodide loads
  them from the site, and tokaido_nb is installed before the first cell runs;
- matplotlib and the four compiled packages it needs (``CDN_PACKAGES``) exist only on Pyodide's
  own CDN: the lock points there, so a reader online gets the charts; offline, the chart cells
  show their numbers as a table instead (tokaido_nb.render.charts);
- the kernel's fallback to the public package index is turned off.

Downloads are kept in ``~/.cache/tokaido_nb/site/`` (``$TOKAIDO_SITE_CACHE`` names another
folder), so a second build, even from a fresh clone, needs no network.
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import functools
import hashlib
import http.server
import importlib.metadata
import json
import os
import re
import shutil
import socket
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
# Downloads are kept across builds and clones, as uv's and pip's caches are.
CACHE = Path(
    os.environ.get("TOKAIDO_SITE_CACHE")
    or Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "tokaido_nb" / "site"
)
NOTEBOOKS = REPO / "notebooks"
# The lessons a learner opens first, and the presenter's page (see write_landing_page).
START_LESSON = "00_start_here.ipynb"
# The lessons' languages besides English, each in its own folder (scripts/translations.py).
LANGUAGES = ("fr", "pl")
PRESENTER = "present.ipynb"
# The teacher's tournament: its players run in processes, which the browser cannot start.
TOURNAMENT = "teacher_tournament.ipynb"

# Pyodide's compiled packages that the charts need: they exist only on Pyodide's CDN, so the
# site's lock points there (the browser test refuses exactly these requests).
CDN_PACKAGES = ("numpy", "matplotlib", "pillow", "kiwisolver", "contourpy")
CDN_URL = "https://cdn.jsdelivr.net/pyodide/v{version}/full/{file_name}"
# Packages of Pyodide's own lock that the kernel (ipython, micropip) and the lessons need. Their
# pure-Python dependencies in the lock come along (lock_closure), but for LEFT_OUT; each is
# fetched from PyPI at the lock's version and served by the site.
LOCK_ROOTS = ("micropip", "packaging", "ipython", "traitlets", "pygments", "matplotlib")
# jedi (and parso, which only it needs) are not served: IPython 9.12 imports jedi when the kernel
# starts, and unpacking and importing the two took about 2 s of every lesson's start (Pyodide
# under Node, see benchmarks/site_starts.py), for completions IPython's own completer also gives.
LEFT_OUT = ("jedi",)
# The kernel installs jedi with piplite unless the preload names it, and Pyodide loads only
# names its lock knows: the lock's "jedi" is this small wheel instead, whose one file, an IPython
# startup file (installed under sys.prefix/etc/ipython/startup), switches the kernel's
# completion to IPython's own completer (pyodide-kernel asks for jedi's, which are not there).
COMPLETION_WHEEL = "tokaido_site_completion-1.0-py3-none-any.whl"
COMPLETION_STARTUP = (
    "# The browser edition serves no jedi (scripts/site.py, LEFT_OUT): IPython's own completer.\n"
    "get_ipython().Completer.use_jedi = False\n"
)
# Wheels not in Pyodide's lock, at the versions installed in this environment (the ones the
# tests use), and tokaido_nb's own. widgetsnbextension is not listed: the kernel brings a stub.
EXTRA_WHEELS = {
    "comm": ["traitlets"],
    "jupyterlab-widgets": [],
    "ipywidgets": ["comm", "ipython", "traitlets", "jupyterlab-widgets"],
    "tqdm": [],
    # The puzzle trainer's ratings (chapter 18): its pure-Python wheel (the one installed here
    # may be compiled; pypi_wheels asks PyPI for the wheel of any platform).
    "openskill": [],
}
# What tokaido_nb needs in the browser: matplotlib is left out on purpose (loaded on first use,
# when it can be: see tokaido_nb.render.charts).
PACKAGE_DEPENDS = ["ipywidgets", "tqdm", "openskill"]
# Loaded with Pyodide itself, all at once, before the kernel starts: the package is there for the
# first cell, and the kernel's own packages (which it would otherwise install one after another,
# with piplite, once Pyodide has started) are there already. The kernel installs what this list
# does not name among piplite, ipykernel, comm, pyodide-kernel, jedi and ipython ("jedi" is the
# site's completion setting, COMPLETION_WHEEL).
PRELOAD = [
    "micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython", "tokaido-nb"
]  # fmt: skip


def run(command: list[str], **kwargs: object) -> None:
    """Run ``command``, showing it, and stop the build if it fails."""
    print("+", " ".join(command), flush=True)
    subprocess.run(command, check=True, **kwargs)  # type: ignore[call-overload]


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def kernel_pyodide_version() -> str:
    """The Pyodide version that the installed jupyterlite-pyodide-kernel expects."""
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION

    return PYODIDE_VERSION


def pyodide_core(version: str) -> Path:
    """The npm registry's ``pyodide`` package at ``version``, unpacked in the cache."""
    unpacked = CACHE / f"pyodide-{version}"
    if (unpacked / "pyodide.mjs").exists():
        return unpacked
    CACHE.mkdir(parents=True, exist_ok=True)
    tarball = CACHE / f"pyodide-{version}.tgz"
    if not tarball.exists():
        run(["npm", "pack", f"pyodide@{version}", "--pack-destination", str(CACHE), "--silent"])
    staging = CACHE / f"pyodide-{version}.partial"
    shutil.rmtree(staging, ignore_errors=True)
    with tarfile.open(tarball) as archive:
        archive.extractall(staging, filter="data")
    (staging / "package").rename(unpacked)
    staging.rmdir()
    return unpacked


def _cached_wheel(name: str, version: str) -> Path | None:
    stem = canonical(name).replace("-", "_")
    for found in (CACHE / "wheels").glob("*.whl"):
        dist, found_version = found.name.split("-")[:2]
        if dist.lower() == stem and found_version == version:
            return found
    return None


def pypi_wheels(wanted: dict[str, str]) -> dict[str, Path]:
    """The pure-Python wheels of ``wanted`` (name: version) from PyPI, kept in the cache:
    those not there yet come in one pip download."""
    wheels = CACHE / "wheels"
    wheels.mkdir(parents=True, exist_ok=True)
    missing = [f"{name}=={version}" for name, version in wanted.items()
               if _cached_wheel(name, version) is None]  # fmt: skip
    if missing:
        run(
            [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
             "--only-binary=:all:", "--python-version", "3.13", "--implementation", "py",
             "--abi", "none", "--platform", "any", "--dest", str(wheels), *missing]
        )  # fmt: skip
    found = {name: _cached_wheel(name, version) for name, version in wanted.items()}
    lost = sorted(name for name, wheel in found.items() if wheel is None)
    if lost:
        raise SystemExit(f"PyPI gave no pure-Python wheel for {', '.join(lost)}")
    return found  # type: ignore[return-value]


def lock_closure(
    packages: dict[str, dict], roots: tuple[str, ...], left_out: tuple[str, ...] = ()
) -> list[str]:
    """``roots`` and everything they depend on in Pyodide's lock, by name, but ``left_out`` and
    what only they depend on."""
    seen: list[str] = []
    todo = list(roots)
    while todo:
        name = canonical(todo.pop())
        if name not in seen and name not in left_out:
            seen.append(name)
            todo.extend(packages[name]["depends"])
    return sorted(seen)


def canonical(name: str) -> str:
    """A package's name as Pyodide's lock keys it (its dependency lists may spell it with _)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def lock_entry(name: str, wheel: Path, depends: list[str], imports: list[str]) -> dict:
    """A Pyodide lock entry for a wheel served by the site beside the lock."""
    return {
        "name": name,
        "version": wheel.name.split("-")[1],
        "file_name": f"wheels/{wheel.name}",
        "install_dir": "site",
        "sha256": sha256(wheel),
        "package_type": "package",
        "imports": imports,
        "depends": depends,
        "unvendored_tests": False,
        "shared_library": False,
    }


def kernel_wheels() -> dict[str, tuple[Path, list[str]]]:
    """The Pyodide kernel's own wheels (shipped inside jupyterlite-pyodide-kernel), by name, with
    their dependencies: in the site's lock, they load with Pyodide, instead of being installed one
    after another by piplite once Pyodide has started, in every tab."""
    pypi = (
        Path(sys.prefix) / "share" / "jupyter" / "labextensions" / "@jupyterlite"
        / "pyodide-kernel-extension" / "static" / "pypi"
    )  # fmt: skip
    wanted = {"piplite": [], "pyodide-kernel": ["comm", "ipython"], "ipykernel": ["pyodide-kernel"]}
    found = {}
    for name, depends in wanted.items():
        wheels = sorted(pypi.glob(f"{name.replace('-', '_')}-*.whl"))
        if len(wheels) != 1:
            raise SystemExit(f"{pypi} holds no single wheel of {name}: the kernel changed")
        found[name] = (wheels[0], depends)
    return found


def completion_wheel(dest: Path) -> Path:
    """The wheel standing for jedi in the site's lock (COMPLETION_WHEEL): no module, one IPython
    startup file, which Pyodide installs under its ``sys.prefix``."""
    name, version = COMPLETION_WHEEL.split("-")[:2]
    files = {
        f"{name}-{version}.data/data/etc/ipython/startup/50-ipython-own-completer.py":
            COMPLETION_STARTUP,
        f"{name}-{version}.dist-info/METADATA":
            f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n",
        f"{name}-{version}.dist-info/WHEEL":
            "Wheel-Version: 1.0\nGenerator: scripts/site.py\nRoot-Is-Purelib: true\n"
            "Tag: py3-none-any\n",
    }  # fmt: skip
    record = f"{name}-{version}.dist-info/RECORD"
    lines = [f"{path},sha256={_record_hash(text.encode())},{len(text.encode())}"
             for path, text in files.items()]  # fmt: skip
    files[record] = "\n".join([*lines, f"{record},,"]) + "\n"
    wheel = dest / COMPLETION_WHEEL
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as archive:
        for path, text in files.items():
            archive.writestr(zipfile.ZipInfo(path, (2020, 1, 1, 0, 0, 0)), text)
    return wheel


def _record_hash(data: bytes) -> str:
    """A file's hash as a wheel's RECORD writes it (urlsafe base64, no padding)."""
    digest = hashlib.sha256(data).digest()
    return base64.urlsafe_b64encode(digest).rstrip(b"=").decode()


def site_pyodide(core: Path, target: Path, package_wheel: Path) -> list[str]:
    """Lay out Pyodide in ``target``: its core, and a lock listing only what the site serves
    (and the compiled chart packages, at the CDN), every wheel with its bytecode
    (scripts/site_compile.py). Returns the names of the CDN packages."""
    from site_compile import compiled  # scripts/, beside this script

    shutil.copytree(core, target, ignore=shutil.ignore_patterns("*.map", "*.d.ts", "*.html"))
    wheels = target / "wheels"
    wheels.mkdir()
    lock = json.loads((core / "pyodide-lock.json").read_text())
    version = json.loads((core / "package.json").read_text())["version"]
    packages: dict[str, dict] = lock["packages"]
    missing = sorted(set(CDN_PACKAGES) - set(packages))
    if missing:
        raise SystemExit(f"Pyodide's lock has no {', '.join(missing)}")
    kept: dict[str, dict] = {}
    bundled = [n for n in lock_closure(packages, LOCK_ROOTS, LEFT_OUT) if n not in CDN_PACKAGES]
    for name in bundled:
        if "none-any" not in packages[name]["file_name"]:
            raise SystemExit(f"{name} in Pyodide's lock is compiled: it cannot be bundled")
    found = pypi_wheels(
        {**{n: packages[n]["version"] for n in bundled},
         **{n: importlib.metadata.version(n) for n in EXTRA_WHEELS}}
    )  # fmt: skip
    kernel = kernel_wheels()
    sources = [*found.values(), *(wheel for wheel, _ in kernel.values()), package_wheel]
    with_bytecode = compiled(sources, core, version, CACHE / "compiled", REPO / "build" / "pyc")

    def serve(wheel: Path) -> Path:
        served = with_bytecode[wheel]
        shutil.copy2(served, wheels / served.name)
        return served

    for name in CDN_PACKAGES:
        entry = dict(packages[name])
        entry["file_name"] = CDN_URL.format(version=version, file_name=entry["file_name"])
        kept[name] = entry
    for name in bundled:
        wheel = serve(found[name])
        kept[name] = {
            **packages[name],
            "file_name": f"wheels/{wheel.name}",
            "sha256": sha256(wheel),
        }
    for name, depends in EXTRA_WHEELS.items():
        kept[name] = lock_entry(name, serve(found[name]), depends, [name.replace("-", "_")])
    for name, (source, depends) in kernel.items():
        kept[name] = lock_entry(name, serve(source), depends, [name.replace("-", "_")])
    kept["jedi"] = lock_entry("jedi", completion_wheel(wheels), [], [])
    kept["tokaido-nb"] = lock_entry(
        "tokaido-nb", serve(package_wheel), PACKAGE_DEPENDS, ["tokaido_nb"]
    )
    lock["packages"] = kept
    (target / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True))
    return [kept[name]["file_name"] for name in CDN_PACKAGES]


def package_wheel(dest: Path) -> Path:
    """tokaido_nb's wheel, built from this checkout."""
    dest.mkdir(parents=True, exist_ok=True)
    run(
        [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
         "--wheel-dir", str(dest), str(REPO)]
    )  # fmt: skip
    (wheel,) = dest.glob("tokaido_nb-*.whl")
    return wheel


def extension_wheels() -> list[Path]:
    """The JupyterLab extensions of the site: the widgets' and the Pyodide kernel's."""
    names = ("jupyterlab-widgets", "jupyterlite-pyodide-kernel")
    return list(pypi_wheels({name: importlib.metadata.version(name) for name in names}).values())


# The notebook metadata that the site's Python kernel writes when it starts: stored as it, so
# that opening a lesson changes nothing in it (otherwise the lesson is marked modified, autosave
# keeps it in the browser, and a newer copy of the site never reaches that learner).
KERNEL_METADATA = {
    "kernelspec": {"name": "python", "display_name": "Python (Pyodide)", "language": "python"},
    "language_info": {
        "codemirror_mode": {"name": "python", "version": 3},
        "file_extension": ".py",
        "mimetype": "text/x-python",
        "name": "python",
        "nbconvert_exporter": "python",
        "pygments_lexer": "ipython3",
        "version": "3.8",
    },
}
# An output that could run code in the page: such a cell is never marked trusted.
ACTIVE_CONTENT = re.compile(r"<script|<iframe|<object|<embed|javascript:|\son\w+\s*=", re.I)
ACTIVE_TYPES = ("application/javascript", "text/javascript")
MARKUP_TYPES = ("text/html", "image/svg+xml", "text/markdown")


def joined(text: str | list[str]) -> str:
    """A notebook's multi-line text as one string: JupyterLite shows a list of lines with a comma
    between them."""
    return text if isinstance(text, str) else "".join(text)


def carries_script(outputs: list[dict]) -> bool:
    """Whether any of a cell's stored outputs could run code in the page."""
    for output in outputs:
        for kind, value in output.get("data", {}).items():
            if kind in ACTIVE_TYPES or (
                kind in MARKUP_TYPES and ACTIVE_CONTENT.search(joined(value))
            ):
                return True
    return False


def site_notebook(path: Path, *, presenter: bool = False) -> None:
    """Make the site's copy of a notebook (in place) show right before it is run: its lines
    joined, the code cells whose outputs carry no script marked trusted (an untrusted notebook's
    pictures, inline SVG, would be stripped to their words run together), the kernel's metadata
    stored as the kernel writes it. The presenter's code is hidden, so its page shows the table
    and no code. The repository's copies are unchanged."""
    notebook = json.loads(path.read_text(encoding="utf-8"))
    notebook["metadata"].update(KERNEL_METADATA)
    for cell in notebook["cells"]:
        cell["source"] = joined(cell["source"])
        if cell["cell_type"] != "code":
            continue
        for output in cell["outputs"]:
            if "text" in output:
                output["text"] = joined(output["text"])
            for kind, value in output.get("data", {}).items():
                if isinstance(value, list):
                    output["data"][kind] = joined(value)
        if cell["outputs"] and not carries_script(cell["outputs"]):
            cell["metadata"]["trusted"] = True
        if presenter:
            cell["metadata"].setdefault("jupyter", {})["source_hidden"] = True
    path.write_text(json.dumps(notebook, indent=1, ensure_ascii=False), encoding="utf-8")


def tournament_copy(path: Path, code: str) -> None:
    """The site's copy of the teacher's tournament notebook (in place): a tournament runs each
    player in a process of its own, which the browser edition cannot start. The notebook says
    so first, in its own language, and shows its code and printed results as text, so that Run
    All has nothing to fail on."""
    from tokaido_nb.rules.language import in_language
    from tokaido_nb.tournament import NO_TOURNAMENT_IN_BROWSER

    notebook = json.loads(path.read_text(encoding="utf-8"))
    cells = []
    for cell in notebook["cells"]:
        if cell["cell_type"] != "code":
            cells.append(cell)
            continue
        shown = f"```python\n{joined(cell['source']).rstrip()}\n```\n"
        for output in cell["outputs"]:
            text = joined(output.get("text") or output.get("data", {}).get("text/plain", ""))
            if text.strip() and "text/html" not in output.get("data", {}):
                shown += f"```\n{text.rstrip()}\n```\n"
        cells.append({"cell_type": "markdown", "metadata": {}, "source": shown})
    note = f"> **{in_language(code, NO_TOURNAMENT_IN_BROWSER)}**\n"
    cells.insert(1, {"cell_type": "markdown", "metadata": {}, "source": note})
    notebook["cells"] = cells
    path.write_text(json.dumps(notebook, indent=1, ensure_ascii=False), encoding="utf-8")


def lite_addons() -> list[str]:
    """The names of jupyterlite-core's build add-ons (its entry points)."""
    return sorted(e.name for e in importlib.metadata.entry_points(group="jupyterlite.addon.v0"))


def lite_config(lite_dir: Path, output: Path, extensions: list[Path]) -> None:
    """jupyter_lite_config.json (the build's settings) and jupyter-lite.json (the page's)."""
    build = {
        "LiteBuildConfig": {
            "lite_dir": str(lite_dir),
            "output_dir": str(output),
            "contents": ["files"],
            "apps": ["lab", "notebooks", "tree"],
            # Nothing of this environment's JupyterLab goes into the site but its language
            # packs (the lab extra's French and Polish menus): every add-on but translation.
            "ignore_sys_prefix": [name for name in lite_addons() if name != "translation"],
            "federated_extensions": [str(path) for path in extensions],
            "no_sourcemaps": True,
            "no_unused_shared_packages": True,
        },
    }
    (lite_dir / "jupyter_lite_config.json").write_text(json.dumps(build, indent=1))
    page = {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "Tokaido in your browser",
            # The tests and the benchmark drive the page through window.jupyterapp.
            "exposeAppInBrowser": "true",
            "litePluginSettings": {
                "@jupyterlite/pyodide-kernel-extension:kernel": {
                    "disablePyPIFallback": True,
                    "loadPyodideOptions": {"packages": PRELOAD},
                }
            },
            # Nothing in a lesson needs these, and each would ask the network or spend time.
            "disabledExtensions": [
                "@jupyterlab/apputils-extension:announcements",
            ],
        },
    }
    (lite_dir / "jupyter-lite.json").write_text(json.dumps(page, indent=1))


def build(output: Path) -> None:
    """Build the site into ``output`` (replaced whole)."""
    started = time.monotonic()
    work = REPO / "build" / "site"
    shutil.rmtree(work, ignore_errors=True)
    lite_dir = work / "lite"
    files = lite_dir / "files"
    shutil.copytree(NOTEBOOKS, files, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    for notebook in files.rglob("*.ipynb"):  # the presenter in every language, and the lessons
        site_notebook(notebook, presenter=notebook.name == PRESENTER)
    for code in ("en", *LANGUAGES):
        folder = files if code == "en" else files / code
        if (folder / TOURNAMENT).exists():
            tournament_copy(folder / TOURNAMENT, code)
    wheel = package_wheel(work / "dist")
    core = pyodide_core(kernel_pyodide_version())
    site_pyodide(core, lite_dir / "static" / "pyodide", wheel)
    lite_config(lite_dir, output, extension_wheels())
    shutil.rmtree(output, ignore_errors=True)
    run(
        [sys.executable, "-m", "jupyterlite_core", "build", "--config",
         str(lite_dir / "jupyter_lite_config.json")],
        cwd=lite_dir,
    )  # fmt: skip
    write_landing_page(output)
    add_page_script(output)
    print(f"The browser edition is in {output} ({time.monotonic() - started:.0f} s).")


PAGE_FILES = REPO / "scripts" / "site_page"
# JupyterLite's pages that open a lesson (lab) or the presenter's one document (notebooks).
APP_PAGES = ("lab", "notebooks")


def add_page_script(output: Path) -> None:
    """Add the site's own script and styles (scripts/site_page/) to JupyterLite's pages: one
    lesson's kernel at a time, the presenter's clean page, links underlined."""
    for name in ("tokaido.js", "tokaido.css"):
        shutil.copy2(PAGE_FILES / name, output / name)
    tags = '<link rel="stylesheet" href="../tokaido.css">\n<script src="../tokaido.js"></script>\n'
    for app in APP_PAGES:
        page = output / app / "index.html"
        html = page.read_text(encoding="utf-8")
        if "</head>" not in html:
            raise SystemExit(f"{page} has no </head>: JupyterLite's page changed")
        page.write_text(html.replace("</head>", tags + "</head>", 1), encoding="utf-8")


# "10 to 15 seconds" (and the README's): `python -m benchmarks.site_starts --against … --rounds
# 3` on the project's idle 2-core machine on 2026-12-06, cold and warm (the figures are in the
# benchmark's docstring): lessons 03, 05 and 11's first widget after 11.2 to 16.5 s, the
# blank-notebook floor 9.6 to 11.9 s.
LANDING_PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tokaido in your browser</title>
<!-- JupyterLite's pages read the site's root and settings here (this page replaces its own). -->
<script id="jupyter-config-data" type="application/json" data-jupyter-lite-root=".">{{}}</script>
<style>
  body {{ font: 17px/1.5 system-ui, sans-serif; max-width: 46rem; margin: 2rem auto;
         padding: 0 1rem; color: #2b2620; background: #fbf6ec; }}
  a {{ color: #1c5fb8; }}
  a.start {{ display: inline-block; padding: .5rem 1rem; border-radius: 6px; background: #1c5fb8;
            color: #fff; text-decoration: none; font-weight: bold; }}
  a:focus-visible {{ outline: 3px solid #e07b00; outline-offset: 2px; }}
  code {{ background: #efe6d4; padding: 0 .25rem; border-radius: 3px; }}
</style>
</head>
<body>
<main>
<h1>Tokaido in your browser</h1>
<p>Learn the board game <i>Tokaido</i> in {lessons} lessons, with nothing to install: Python
runs inside this page. Each lesson starts a Python of its own: about 10 to 15 seconds on a
recent computer before its first widget answers, longer on an older or busy one (the first
visit also downloads about 35 MB, which the browser then keeps). One lesson runs at a time:
opening the next one closes the one before, and your changes to it are kept.</p>
<p><a class="start" href="lab/index.html?path={start}">Start the lessons</a></p>
<p><a href="notebooks/index.html?path={presenter}">The presenter's table</a>, for a classroom
projector: the game alone, dealt by itself once Python has started.</p>
<p lang="fr">En français : <a href="lab/index.html?path=fr/{start}">les leçons</a> ·
<a href="notebooks/index.html?path=fr/{presenter}">la table pour projeter en classe</a>.
Chaque leçon démarre son propre Python&nbsp;: comptez 10 à 15&nbsp;secondes sur un ordinateur
récent avant que son premier widget réponde, davantage sur un ordinateur ancien ou très occupé.
Les menus de JupyterLab s’affichent en français.</p>
<p lang="pl">Po polsku: <a href="lab/index.html?path=pl/{start}">lekcje</a> ·
<a href="notebooks/index.html?path=pl/{presenter}">stół do wyświetlania w klasie</a>.
Każda lekcja uruchamia własnego Pythona: na nowym komputerze jej pierwszy widżet odpowiada
po 10–15 sekundach, na starszym lub mocno obciążonym później. Menu JupyterLab są po polsku.</p>

<h2>Where your work is kept</h2>
<p>In this browser, on this computer: the lessons you change and your exercises' progress (the
file <code>my_progress/progress.json</code>) are kept in the browser's own storage for this site.
They are still there after you close the page or restart the browser. They are
<b>not</b> there in another browser, on another computer, in a private window, or after the
browser's data for this site is cleared.</p>
<p>A lesson you only read follows the site: when your teacher updates it, you see the new
version. A lesson you changed or ran stays yours. To get the new version of such a lesson,
right-click it in the file list and choose <b>Delete</b> (this deletes your copy only, with
its answers in the cells; your progress file stays), then open it again.</p>
<p>To keep a copy, open the lessons, right-click a file (or the <code>my_progress</code> folder's
file) in the file list on the left and choose <b>Download</b>. To bring a file back, drag it
onto the file list, or use the <b>Upload</b> button above it.</p>

<h2>Without internet</h2>
<p>Every lesson, the widgets, the games, the coach and the studies work offline. The charts
need a part of Python (matplotlib) fetched from the internet: offline, each chart shows the
same numbers as a table, with a line saying so. Studies run in one process here, and a Dask
cluster needs the JupyterLab edition.</p>
</main>
</body>
</html>
"""


def write_landing_page(output: Path) -> None:
    """The site's start page: where to begin, the presenter, where the work is kept."""
    lessons = len(list(NOTEBOOKS.glob("[0-9]*.ipynb")))
    page = LANDING_PAGE.format(lessons=lessons, start=START_LESSON, presenter=PRESENTER)
    (output / "index.html").write_text(page, encoding="utf-8")


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files, with the types browsers insist on for JavaScript modules and WebAssembly
    (an older Python's table lacks ``.mjs``)."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".js": "text/javascript",
        ".mjs": "text/javascript",
        ".wasm": "application/wasm",
        ".json": "application/json",
    }


def serve(folder: Path, port: int, bind: str) -> None:
    """Serve the built site to a room: every computer on the network opens the address shown."""
    if not (folder / "jupyter-lite.json").exists():
        raise SystemExit(f"{folder} holds no built site: run `make site` first")
    handler = functools.partial(SiteHandler, directory=str(folder))
    with http.server.ThreadingHTTPServer((bind, port), handler) as server:
        host = socket.gethostname() if bind in ("", "0.0.0.0") else bind
        print(f"Serving the browser edition at http://{host}:{port}/ (Ctrl+C stops it)")
        with contextlib.suppress(KeyboardInterrupt):
            server.serve_forever()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    building = commands.add_parser("build", help="build the site (replaces the folder)")
    building.add_argument("output", type=Path, help="the folder to build the site in")
    serving = commands.add_parser("serve", help="serve a built site to this computer's network")
    serving.add_argument("folder", type=Path, nargs="?", default=REPO / "site")
    serving.add_argument("--port", type=int, default=8000)
    serving.add_argument("--bind", default="0.0.0.0", help="127.0.0.1: this computer only")
    args = parser.parse_args(argv)
    if args.command == "build":
        build(args.output.resolve())
    else:
        serve(args.folder.resolve(), args.port, args.bind)
    return 0


if __name__ == "__main__":
    sys.exit(main())
