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
    test` runs each translated lesson in one of its two languages: even chapters and the class's
    progress in French, odd chapters and the tournament in Polish, the presenter in both. The
    English lesson runs the same code, the catalogs' tests check every translation, and
    ``TOKAIDO_FULL_SWEEPS=1`` runs them all.
    """
    if os.environ.get("TOKAIDO_FULL_SWEEPS") == "1":
        return []
    here = os.path.dirname(os.path.abspath(__file__))
    left = []
    # The teacher's two notebooks, one in each language.
    teachers = {"fr": "class_progress.ipynb", "pl": "teacher_tournament.ipynb"}
    for code, kept in (("fr", 0), ("pl", 1)):
        folder = os.path.join(here, "notebooks", code)
        if not os.path.isdir(folder):
            continue
        for name in sorted(os.listdir(folder)):
            number = re.match(r"(\d\d)_", name)
            chapter_elsewhere = number and int(number.group(1)) % 2 != kept
            teachers_elsewhere = name in teachers.values() and name != teachers[code]
            if chapter_elsewhere or teachers_elsewhere:
                left.append(f"notebooks/{code}/{name}")
    return left


collect_ignore = _translated_lessons_left_to_the_full_sweep()
