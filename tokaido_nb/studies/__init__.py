"""Studies: many games at once and what they show.

``simulate.py`` plays a study's games (in one process or a process pool) and counts them in a
``Summary``; ``results.py`` reads a summary (win rates with their uncertainty, points by
category, a rule change compared); ``cluster.py`` runs the games on a Dask cluster (the
``cluster`` extra); ``processors.py`` says how many processors a study may really use. One game
between players is ``players.games``. Nothing is imported here: the command line imports
``processors.py`` alone.
"""
