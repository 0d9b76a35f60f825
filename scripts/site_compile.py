"""The browser edition's wheels with their bytecode: compiled once by Pyodide's own Python.

A pure-Python wheel from PyPI holds sources only. A kernel in the page unpacks its wheels in
memory at every start, so every import compiled IPython, its dependencies and tokaido_nb from
source, at every lesson's start. ``compiled`` adds ``__pycache__/*.cpython-3XY.pyc`` files
(unchecked hash-based, PEP 552), made by the site's Pyodide itself under Node
(``site_compile.mjs``), so that they match its Python exactly. Compiled wheels are kept in the
site's download cache, by the source wheel's hash and Pyodide's version: a second build compiles
only tokaido_nb's own wheel.
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import zipfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
# Every file of a rebuilt wheel gets this time: the same wheel gives the same bytes, and the
# site's lock the same hash.
ZIP_TIME = (2020, 1, 1, 0, 0, 0)


def _key(wheel: Path, pyodide_version: str) -> str:
    digest = hashlib.sha256(wheel.read_bytes()).hexdigest()[:20]
    return f"{wheel.stem}-{digest}-pyodide-{pyodide_version}"


def _repack(source: Path, unpacked: Path, target: Path) -> None:
    """``source``'s entries, then the .pyc files found under ``unpacked``, in ``target``; the
    RECORD lists the .pyc files without a hash (as the wheel format allows for them)."""
    added = sorted(p.relative_to(unpacked).as_posix() for p in unpacked.rglob("*.pyc"))
    target.parent.mkdir(parents=True, exist_ok=True)
    partial = target.with_suffix(".partial")
    with zipfile.ZipFile(source) as old, zipfile.ZipFile(partial, "w", zipfile.ZIP_DEFLATED) as new:
        for info in old.infolist():
            data = old.read(info)
            if info.filename.endswith(".dist-info/RECORD"):
                data += "".join(f"{name},,\n" for name in added).encode()
            new.writestr(zipfile.ZipInfo(info.filename, ZIP_TIME), data, zipfile.ZIP_DEFLATED)
        for name in added:
            data = (unpacked / name).read_bytes()
            new.writestr(zipfile.ZipInfo(name, ZIP_TIME), data, zipfile.ZIP_DEFLATED)
    partial.replace(target)


def compiled(
    wheels: list[Path], pyodide: Path, version: str, cache: Path, work: Path
) -> dict[Path, Path]:
    """Each of ``wheels`` with its bytecode for ``pyodide`` (the folder of its core, at
    ``version``), by source wheel; from ``cache`` where compiled before."""
    done = {wheel: cache / _key(wheel, version) / wheel.name for wheel in wheels}
    todo = [wheel for wheel, target in done.items() if not target.exists()]
    if todo:
        shutil.rmtree(work, ignore_errors=True)
        for wheel in todo:
            with zipfile.ZipFile(wheel) as archive:
                archive.extractall(work / wheel.stem)
        print(f"+ compiling {len(todo)} wheels with Pyodide's Python (node)", flush=True)
        script = HERE / "site_compile.mjs"
        subprocess.run(["node", str(script), str(pyodide), str(work)], check=True)
        for wheel in todo:
            _repack(wheel, work / wheel.stem, done[wheel])
        shutil.rmtree(work, ignore_errors=True)
    return done
