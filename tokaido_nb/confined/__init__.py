"""A learner's player confined in a process of its own (the tournament's players' side).

- host.py: the process a player runs in (``python -m tokaido_nb.confined.host``): it reads
  the tournament's questions, asks the player, and answers in lines of JSON;
- confine.py: the kernel's confinement it sets on itself first (limits, Landlock, seccomp).

Apart from ``tokaido_nb.tournament`` so that a player's process starts with the rules alone,
not the tournament's own modules (half its start-up time).
"""
