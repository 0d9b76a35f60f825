"""Learning from the masters: the real games shipped with the package, and what their winners do.

``real_games`` reads the 975 real four-player games played online (each with one of the online
site's ten best arena players at its table); ``winners`` replays them and compares the winners
with the other players (win rate per traveller, points per category, when the first panorama
card and the first temple offering come, coins carried into inns, Crossroads options).
"""

from .real_games import BUNDLES, RealGame, real_games

__all__ = ["BUNDLES", "RealGame", "real_games"]
