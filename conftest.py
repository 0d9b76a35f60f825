"""Set-up for every pytest run from the repository root: unit tests, doctests and nbval.

A learner's progress (tokaido_nb.lessons.progress) goes to a fresh temporary directory, never
to the user's own data directory; kernels started by nbval inherit it.
"""

import os
import tempfile

os.environ["TOKAIDO_NB_DATA"] = tempfile.mkdtemp(prefix="tokaido-progress-")

# Learners' example files of the tournament (notebooks/data/class_players/) include one with a
# syntax error on purpose: they are players to load, not modules to collect for doctests.
collect_ignore_glob = ["notebooks/data/*"]
