"""Class tournaments: learners' players (``play(view)`` in a ``.py`` file) ranked against each
other, each in a process of its own with limits of time and memory.

- entrants.py: the files of a folder, each tried before the games;
- sandbox.py: a player's process (``tokaido_nb.confined``: the process itself), the limits
  and the fault kinds;
- schedule.py: the tables, in rotations (every player in every seat equally often);
- tables.py: the games themselves (here or on a Dask worker);
- leaderboard.py: wins with their 95% interval, points, faults, openskill rating;
- run.py: a whole tournament, saved as JSON and game records.

``python -m tokaido_nb tournament FOLDER`` runs one from the command line.
"""

from ..players.learners import FAULTS
from ..rules.language import N_
from ..studies.results import wilson_interval as wilson
from .entrants import NotLoaded, load_entrants
from .leaderboard import Standing, leaderboard
from .run import Tournament, play_tournament
from .sandbox import Limits, PlayerProcess
from .schedule import Table, schedule
from .tables import Entrant, Fault, TableResult, play_tables

NO_TOURNAMENT_IN_BROWSER = N_(
    "A class tournament needs the JupyterLab edition (make lab, or Binder): in the browser "
    "edition Python runs inside the page, with no process of its own for each player."
)
"""What the browser edition's copy of the teacher's tournament notebook says first."""

__all__ = [
    "FAULTS",
    "NO_TOURNAMENT_IN_BROWSER",
    "Entrant",
    "Fault",
    "Limits",
    "NotLoaded",
    "PlayerProcess",
    "Standing",
    "Table",
    "TableResult",
    "Tournament",
    "leaderboard",
    "load_entrants",
    "play_tables",
    "play_tournament",
    "schedule",
    "wilson",
]
