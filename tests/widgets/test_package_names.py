"""tokaido_nb.widgets imports each widget on first use (its ``__getattr__``): every public name
is still there, from the module that defines it, and a widget's import leaves the others'
modules unimported (a lesson's first cell pays for its own widget only)."""

from __future__ import annotations

import subprocess
import sys

import tokaido_nb.widgets as widgets


def test_every_public_name_of_the_widgets_package_is_found_where_it_lives() -> None:
    assert set(widgets.__all__) == set(widgets._WHERE)
    for name in widgets.__all__:
        value = getattr(widgets, name)
        assert getattr(value, "__module__", "").endswith(f".{widgets._WHERE[name]}"), name
    assert widgets.table.Table is widgets.Table  # a module of the package, by attribute too


def test_importing_one_widget_leaves_the_other_lessons_widgets_unimported() -> None:
    code = (
        "import sys\n"
        "from tokaido_nb.widgets import VillageTrip\n"
        "print(sorted(m for m in sys.modules if m.startswith('tokaido_nb.widgets.')))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    loaded = done.stdout
    assert "tokaido_nb.widgets.village_trip" in loaded
    for other in ("puzzle_trainer", "strategy_lab", "guess_the_move", "replay_viewer"):
        assert f"tokaido_nb.widgets.{other}'" not in loaded, other
