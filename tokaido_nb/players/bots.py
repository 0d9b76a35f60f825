"""Bots: players that choose one of a game's legal actions.

A bot is a ``Player``: a plain callable from a ``Game`` to one of ``game.legal_actions()``. It
decides for ``game.to_move`` (with two players that includes moving the neutral traveller,
``game.actor``).
Each bot owns a ``random.Random`` seeded at construction, so a bot with the same seed makes the
same choices in the same game.

Bots never see hidden cards. They read the public state (positions, coins, collections, the
cards any player has taken) and their own decision (``game.pending``: the revealed souvenirs,
the meal hand they are shown, the encounter cards they drew); they never read the order of
``game.piles`` nor use the game's generator. What is left in a pile is ``game.unseen``, worked
out from the cards everybody has seen. The search bot plays its rollouts on copies made by
``Game.determinized`` in which every hidden card is dealt afresh (see ``determinize``).

- ``RandomBot``: uniform over the legal actions.
- ``GreedyBot``: the best immediate value, with rules of thumb for coins and tempo.
- ``SearchBot``: flat Monte Carlo: each candidate action is tried on many determinized copies,
  finished by greedy players, and judged by the final score margin.

Running many games and the policies of a study live in ``studies/simulate.py``, not here.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from ..rules.actions import Action
from ..rules.game import MAX_DECISIONS, Game
from ..rules.protocols import GameLike

# The greedy bot's judgement and the tables it reads live in evaluator.py and
# values.py; their public names are importable from here as before.
from .evaluator import TRAVELLER_PREFERENCE, Evaluator
from .values import (
    Kept,
    coin_value,
    family_gains,
    family_points,
    held_points,
    kept_unseen,
    souvenir_pile,
    temple_award_gain,
)


class Player(Protocol):
    """A player at the table, a bot or a learner's function: given a game awaiting a decision,
    one of ``game.legal_actions()``, chosen for ``game.to_move``. The bots here, the coach's
    ``CoachBot``, a study's seats and a widget's bot seats are all ``Player``s."""

    def __call__(self, game: Game, /) -> Action: ...


__all__ = [
    "GreedyBot",
    "Player",
    "RandomBot",
    "SearchBot",
    "TRAVELLER_PREFERENCE",
    "Evaluator",
    "Kept",
    "coin_value",
    "determinize",
    "family_gains",
    "family_points",
    "held_points",
    "kept_unseen",
    "play_out",
    "souvenir_pile",
    "temple_award_gain",
]


class RandomBot:
    """Chooses uniformly among the legal actions, with its own seeded generator.

    It looks at nothing but ``game.legal_actions()``, so it never sees a hidden card, and the
    same seed makes the same choices in the same game.

    >>> game = Game(3, seed=1)
    >>> bot = RandomBot(seed=7)
    >>> bot(game) in game.legal_actions()
    True
    """

    __slots__ = ("seed", "_rng")

    def __init__(self, seed: int | None = 0) -> None:
        self.seed = seed
        self._rng = random.Random(seed)

    def __call__(self, game: GameLike) -> Action:
        actions = game.legal_actions()
        # ``self._rng.randrange(n)`` as ``random.Random`` draws it (bits enough for n, again
        # until below n) without its argument checks: a random playout's every decision comes
        # here (tests/bots/test_fast_paths.py compares the two).
        n = len(actions)
        bits = n.bit_length()
        r = self._rng.getrandbits(bits)
        while r >= n:
            r = self._rng.getrandbits(bits)
        return actions[r]

    def __repr__(self) -> str:
        return f"RandomBot(seed={self.seed!r})"


# ---------------------------------------------------------------------------- traveller choice


# ---------------------------------------------------------------------------- the greedy bot
class GreedyBot:
    """Takes the action worth the most points now, counting coins and road spent.

    Rules of thumb: each stop is valued by the points it gives at once (souvenirs by the points
    they add to the sets, panoramas by their section and the achievement for completing first,
    hot springs and encounters by the average card left), coins by what they will buy (meals
    ahead first, then souvenirs and temples), and each space walked past the next one costs
    ``tempo`` points, since the traveller behind moves next and walking less means more stops.
    It eats at every inn it can afford (the cheapest new specialty, unless it chases Gourmet),
    gives one coin at temples unless rich, and moves the neutral traveller to block the
    opponent's best stop.

    >>> game = Game(4, travellers=["kinko", "hirotada", "umegae", "chuubei"], seed=3)
    >>> GreedyBot(seed=1)(game) in game.legal_actions()
    True
    """

    def __init__(self, seed: int | None = 0, *, tempo: float | None = None) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.tempo = tempo

    @property
    def evaluator(self) -> type[Evaluator]:
        """The class that values actions; a study may subclass it to change the weights."""
        return Evaluator

    def __repr__(self) -> str:
        return f"GreedyBot(seed={self.seed})"

    def __call__(self, game: Game) -> Action:
        actions = game.legal_actions()
        if len(actions) == 1:
            return actions[0]
        values = self.values(game, actions)
        ranked = sorted(values)
        cut = ranked[-1] - 1e-9
        if ranked[-2] < cut:  # one best action, the usual case: no list of the tied ones
            return actions[values.index(ranked[-1])]
        # Exact ties only: the generator breaks them so that seeds give different games.
        return self.rng.choice([a for a, v in zip(actions, values, strict=True) if v >= cut])

    def values(self, game: Game, actions: Sequence[Action] | None = None) -> list[float]:
        """The bot's value of each action (the legal ones by default), in points."""
        if actions is None:
            actions = game.legal_actions()
        # In a Crossroads game the evaluator holds the expansion's rules of thumb.
        return self.evaluator(game, self.tempo, crossroads=game.crossroads).values(actions)


# ---------------------------------------------------------------------------- search
def determinize(game: Game, seed: int) -> Game:
    """A copy of ``game`` as the player to move may imagine it (``Game.determinized`` seen by
    ``game.to_move``): every hidden card dealt afresh, what that player knows kept."""
    return game.determinized(seed, viewer=game.to_move)


def _mean(values: Sequence[float]) -> float:
    return sum(values) / len(values)


def _better(ours: Sequence[float], theirs: Sequence[float], confidence: float) -> bool:
    """Whether ``ours`` beats ``theirs`` by ``confidence`` standard errors, deal by deal."""
    diffs = [a - b for a, b in zip(ours, theirs, strict=True)]
    n = len(diffs)
    mean = sum(diffs) / n
    if mean <= 0:
        return False
    if n < 2:
        return confidence <= 0
    variance = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean * mean * n > confidence * confidence * variance


def play_out(game: Game, policies: Sequence[Player], limit: int = MAX_DECISIONS) -> Game:
    """Play ``game`` to its end in place, each player choosing with ``policies[player]``."""
    for _step in range(limit):
        player = game.to_move
        if player is None:  # the journey is over
            return game
        game.play(policies[player](game))
    raise RuntimeError(f"game not over after {limit} actions")


class SearchBot:
    """Flat Monte Carlo search over determinized copies, finished by greedy players.

    The greedy bot's ``candidates`` favourite actions are tried, each on copies of the game
    that deal the hidden cards afresh (``determinize``) and are then played to the end by greedy
    bots. An action is judged by the player's final score minus the best other score, plus
    ``win_bonus`` for a win. About ``rollouts`` copies per decision are shared out by successive
    halving (equal rollouts for all, keep the better half, repeat); every candidate of a round
    meets the same deals, so they are compared on equal luck. The winner replaces the greedy
    choice only if it beats it deal by deal by ``confidence`` standard errors, so a small
    budget falls back on greedy play rather than on noise.

    ``rollouts`` (default 96) sets the strength and the time: a 4-player game with one search
    bot and three greedy ones takes about 6-7 s of CPU at 96, 3 s at 48, 1.5 s at 24, and the
    search bot wins about 74% of such games at 48 (see benchmarks/bot_games.py). Decisions with a
    single legal action, and those not listed in ``search`` (by default ``eat``, ``pay`` and
    ``keep_meal``, where greedy play is hard to beat, and Crossroads' ``play_amulet`` and
    ``bet``, which greedy answers by the die's odds), are left to the greedy bot.

    >>> game = Game(4, travellers=["kinko", "hirotada", "umegae", "chuubei"], seed=3)
    >>> SearchBot(seed=1, rollouts=8)(game) in game.legal_actions()
    True
    """

    def __init__(
        self,
        seed: int | None = 0,
        *,
        rollouts: int = 96,
        candidates: int = 6,
        win_bonus: float = 10.0,
        confidence: float = 1.0,
        search: Sequence[str] = (
            "move",
            "buy",
            "donate",
            "panorama",
            "keep_encounter",
            "traveller",
            # Crossroads: the option at a stop and the card bought with it.
            "option",
            "amulet",
            "legendary",
            "calligraphy",
        ),
    ) -> None:
        if rollouts < 1:
            raise ValueError(f"rollouts must be at least 1, not {rollouts}")
        self.seed = seed
        self.rng = random.Random(seed)
        self.rollouts = rollouts
        self.candidates = candidates
        self.win_bonus = win_bonus
        self.confidence = confidence
        self.search = frozenset(search)
        self.greedy = GreedyBot(seed=self.rng.getrandbits(32))

    def __repr__(self) -> str:
        return f"SearchBot(seed={self.seed}, rollouts={self.rollouts})"

    def __call__(self, game: Game) -> Action:
        actions = game.legal_actions()
        if len(actions) == 1:
            return actions[0]
        if game.decision not in self.search:
            return self.greedy(game)
        values = self.greedy.values(game, actions)
        order = sorted(range(len(actions)), key=lambda i: -values[i])
        # Every candidate needs a rollout at least: a small budget searches fewer of them.
        pool = [actions[i] for i in order[: min(self.candidates, self.rollouts)]]
        if len(pool) == 1:
            return pool[0]
        return self._halving(game, pool)

    def _halving(self, game: Game, pool: list[Action]) -> Action:
        """Successive halving over the candidates, then a paired test against greedy's choice.

        Each round plays every candidate left on the same new deals and keeps the better half.
        Greedy's favourite is played in every round, so that the winner can be compared with it
        deal by deal: the winner replaces it only when better by ``confidence`` standard errors
        of the paired differences. A small budget then falls back on the greedy choice rather
        than on noise.
        """
        player = game.to_move
        assert player is not None  # a bot is asked only while the journey goes on
        favourite = pool[0]
        rounds = (len(pool) - 1).bit_length()
        # results[a][k]: the value of action a on the k-th deal; every candidate still in the
        # pool has seen every deal so far, so the lists line up deal by deal.
        results: dict[Action, list[float]] = {a: [] for a in pool}
        for _round in range(rounds):
            each = max(1, self.rollouts // (rounds * len(pool)))
            deals = [self.rng.getrandbits(32) for _ in range(each)]
            for action in pool:
                results[action] += [self._rollout(game, action, deal, player) for deal in deals]
            # A stable sort keeps the greedy order on a tie.
            ranked = sorted(pool, key=lambda a: -_mean(results[a]))
            pool = ranked[: (len(ranked) + 1) // 2]
            if favourite not in pool:
                pool.append(favourite)
        best = max(pool, key=lambda a: _mean(results[a]))  # the first best: the greedy order
        if best == favourite:
            return favourite
        ours = results[best]
        theirs = results[favourite][: len(ours)]
        return best if _better(ours, theirs, self.confidence) else favourite

    def _rollout(self, game: Game, action: Action, deal: int, player: int) -> float:
        copy = determinize(game, deal)
        copy.play(action)
        greedy = GreedyBot(seed=deal)
        play_out(copy, [greedy] * game.players)
        scores = copy.scores()
        best_other = max(s for i, s in enumerate(scores) if i != player)
        value = float(scores[player] - best_other)
        if copy.ranks()[player] == 1:
            value += self.win_bonus
        return value
