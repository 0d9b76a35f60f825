"""The wheel's build hook: the compiled catalogs built from po/ before the package is packed.

The catalogs (``tokaido_nb/locale/<lang>/LC_MESSAGES/tokaido_nb.mo``) are not kept in git; a
wheel built from a clone or from the source distribution compiles them here with the project's
own compiler, ``scripts/catalogs.py`` (standard library only: the build's isolated environment
has hatchling and nothing else), and packs them (``artifacts`` in pyproject.toml, as git
ignores them). An editable install compiles them into the checkout, where the package reads
them. pyproject.toml names this file in ``[tool.hatch.build.hooks.custom]``.
"""

from __future__ import annotations

import importlib.util
from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class CatalogsHook(BuildHookInterface):
    """Compile the catalogs into the package before a wheel (or an editable install) is built."""

    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        if self.target_name != "wheel":
            return  # the source distribution carries po/ and this compiler instead
        root = Path(self.root)
        if not (root / "po").is_dir():
            raise RuntimeError(
                f"{root} has no po/ folder: the compiled catalogs cannot be built. Build the "
                "wheel from a clone of the repository or from its source distribution."
            )
        for path in compiler(root).build():
            self.app.display_info(f"compiled {path.relative_to(root)}")


def compiler(root: Path) -> Any:
    """``scripts/catalogs.py`` of the tree being built, loaded by path (scripts/ is no package)."""
    spec = importlib.util.spec_from_file_location(
        "tokaido_catalogs", root / "scripts" / "catalogs.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
