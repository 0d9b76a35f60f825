"""Set-up for every pytest run from the repository root: unit tests, doctests and nbval.

A learner's progress (tokaido_nb.lessons.progress) goes to a fresh temporary directory, never
to the user's own data directory; kernels started by nbval inherit it.
"""

import os
import tempfile

os.environ["TOKAIDO_NB_DATA"] = tempfile.mkdtemp(prefix="tokaido-progress-")
