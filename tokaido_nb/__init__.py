"""tokaido_nb: learn, teach and study the board game Tokaido in Jupyter."""

__version__ = "0.1.0"
