"""The command line, ``python -m tokaido_nb COMMAND``: ``main.py`` reads the command line and
imports the module of the command named only when it runs (``simulate.py``, ``replay.py``,
``review.py``, ``tournament.py``, ``puzzles.py``); ``arguments.py`` checks the values the
commands share; ``output.py`` prints what they say, safely for a terminal.

Nothing is imported here, so that ``--help`` imports none of the commands.
"""
