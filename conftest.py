"""Set-up for every pytest run from the repository root: unit tests, doctests and nbval.

A learner's progress (tokaido_nb.lessons.progress) goes to a fresh temporary directory, never
to the user's own data directory; kernels started by nbval inherit it. The tests speak English
whatever the shell's ``TOKAIDO_NB_LANG`` says; a French or Polish lesson speaks its folder's
language.
"""

import os
import re
import tempfile

os.environ["TOKAIDO_NB_DATA"] = tempfile.mkdtemp(prefix="tokaido-progress-")
os.environ.pop("TOKAIDO_NB_LANG", None)

# Learners' example files of the tournament (notebooks/data/class_players/) include one with a
# syntax error on purpose: they are players to load, not modules to collect for doctests.
collect_ignore_glob = ["notebooks/data/*"]


def _translated_lessons_left_to_the_full_sweep() -> list[str]:
    """The French and Polish lessons that `make test` leaves to the full sweep.

    Running every lesson in three languages would take the suite past its 8 minutes, so `make
    test` runs a third of the chapters in French (02, 05, 08, ...) and another third in Polish
    (01, 04, 07, ...), the presenter in both and the class's progress in French. The
    English lesson runs the same code, tests/i18n/test_catalogs.py reads the code of every
    translated lesson and checks every translation, and ``TOKAIDO_FULL_SWEEPS=1`` runs them all.
    """
    if os.environ.get("TOKAIDO_FULL_SWEEPS") == "1":
        return []
    here = os.path.dirname(os.path.abspath(__file__))
    kept_chapters = {"fr": 2, "pl": 1}  # chapter number modulo 3
    kept_others = {"fr": {"present.ipynb", "class_progress.ipynb"}, "pl": {"present.ipynb"}}
    left = []
    for code, kept in kept_chapters.items():
        folder = os.path.join(here, "notebooks", code)
        if not os.path.isdir(folder):
            continue
        for name in sorted(os.listdir(folder)):
            if not name.endswith(".ipynb"):
                continue
            number = re.match(r"(\d\d)_", name)
            runs = int(number.group(1)) % 3 == kept if number else name in kept_others[code]
            if not runs:
                left.append(f"notebooks/{code}/{name}")
    return left


collect_ignore = _translated_lessons_left_to_the_full_sweep()
