"""The coach's evaluation: every legal action of a decision tried on deals of the unseen cards.

An action is played on a copy of the game in which every hidden card is dealt afresh
(``Game.determinized``, as the player deciding may imagine it), and the copy is played to its
end by greedy players who weigh the stops as strong players do (``prior.StrongGreedyBot``).
One such deal gives a ``Deal``: the final margin over the best other player, whether the player
won, their points by category and achievements at the end, what the turn gave them at once,
whether their traveller moves again and how often it stops until the end.

The budget is shared out in rounds. A first round tries every legal action on the same few
deals; the best ``candidates`` of it (by those deals, and by the first guesses of
``prior.StrongEvaluator``) go on, and successive halving shares out the rest: every action
still in the race meets the same new deals, and the better half goes on. So the actions a
decision hinges on get most deals, every action gets some, and all of them meet the same luck
deal by deal (common random numbers): the deals an action met are always the first ones of the
sequence, and two actions are compared on the deals both met. This module measures; the
coach's words are reasons.py's.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from ..players.bots import GreedyBot, play_out
from ..rules import Action, Game, data
from ..rules.scoring import CATEGORIES
from ..rules.state import Traveller
from .prior import StrongGreedyBot

OTHERS = {"greedy": GreedyBot, "strong": StrongGreedyBot}
"""How the coach imagines the other players in its deals, by name (``Budget.others``)."""

GAINS = ("souvenirs", "hot_springs", "panoramas", "meals", "encounters")
"""The kinds of card a turn may give, in the order ``Deal.cards`` counts them."""


@dataclass(frozen=True, slots=True)
class Deal:
    """What one action gave on one deal of the unseen cards, for the player deciding."""

    margin: int
    """Final score minus the best final score of the other players."""
    won: bool
    """First place at the end (a shared first place included)."""
    final: tuple[int, ...]
    """The player's final points by category, in the order of ``scoring.CATEGORIES``."""
    scores: tuple[int, ...]
    """Every player's final score."""
    achievements: frozenset[str]
    """The achievement cards the player holds at the end."""
    points: int
    """Points the player gained by the end of the turn (before any other traveller moves)."""
    coins: int
    """Coins gained (negative: spent) by the end of the turn."""
    cards: tuple[int, ...]
    """Cards gained by the end of the turn, counted by kind as ``GAINS`` lists them."""
    again: bool
    """Whether the player's traveller is the next to move, still furthest behind."""
    stops: int
    """How many times the traveller concerned stops from this decision to the end of the
    journey (this move included)."""


@dataclass(frozen=True)
class Judgement:
    """One legal action and every deal it was tried on (the first ``len(deals)`` deals of the
    decision's sequence), with the coach's first guess of its value as a prior."""

    action: Action
    prior: float
    """The first guess of the action's value, in points: ``prior.StrongEvaluator``'s."""
    deals: tuple[Deal, ...]

    def mean(self, field: str, upto: int | None = None) -> float:
        """The mean of a numeric field of ``Deal`` over the first ``upto`` deals (all)."""
        deals = self.deals[:upto]
        return sum(float(getattr(d, field)) for d in deals) / len(deals)


def _margins(j: Judgement) -> list[float]:
    return [d.margin for d in j.deals]


def value_of(j: Judgement, reference: Judgement) -> float:
    """The expected final margin of ``j``'s action, in points, measured against ``reference``
    (an action that met every deal): ``j``'s mean difference from it on the deals ``j`` met,
    plus the reference's mean over all of them. Deal by deal, the luck both met cancels out.
    """
    n = len(j.deals)
    ref = _margins(reference)
    paired = sum(d.margin - r for d, r in zip(j.deals, ref[:n], strict=True)) / n
    return paired + sum(ref) / len(ref)


def estimates(judgements: Sequence[Judgement], prior_deals: float = 0.0) -> list[float]:
    """The value of each judged action: its expected final margin over the best other player,
    in points, measured on its deals against the action that met the most of them
    (``value_of``), and drawn toward the first guess, the more so the fewer deals it met.

    The first guess of an action's margin is its prior value (``Judgement.prior``, in points)
    plus the mean gap, over every deal played, between the measured values and the prior ones;
    it weighs as much as ``prior_deals`` deals. With 0 the values are the deals' alone.
    """
    reference = max(judgements, key=lambda j: (len(j.deals), j.mean("margin"), j.prior))
    measured = [value_of(j, reference) for j in judgements]
    if prior_deals <= 0:
        return measured
    counts = [len(j.deals) for j in judgements]
    gap = sum(n * (m - j.prior) for n, m, j in zip(counts, measured, judgements, strict=True))
    gap /= sum(counts)
    return [
        (n * m + prior_deals * (j.prior + gap)) / (n + prior_deals)
        for n, m, j in zip(counts, measured, judgements, strict=True)
    ]


def spread(judgements: Sequence[Judgement]) -> float:
    """The standard deviation of one deal's margin around its action's mean, pooled over the
    actions of a decision (infinite if no action met two deals: nothing is known of it)."""
    squares, freedom = 0.0, 0
    for j in judgements:
        n = len(j.deals)
        if n >= 2:
            mean = j.mean("margin")
            squares += sum((d.margin - mean) ** 2 for d in j.deals)
            freedom += n - 1
    return math.sqrt(squares / freedom) if freedom else math.inf


PAIRED = 5
"""Deals both actions must have met for ``difference`` to trust their own paired spread."""


def difference(a: Judgement, b: Judgement, pooled: float | None = None) -> tuple[float, float, int]:
    """How much better ``a``'s action is than ``b``'s in final margin, on the deals both met:
    the mean difference, its standard error, and the number of deals.

    With fewer than ``PAIRED`` deals the spread of so few differences says little: the error
    is then worked out from ``pooled``, the spread of one deal (``spread``), if given, as for
    two independent means (infinite without it and with fewer than two deals).
    """
    n = min(len(a.deals), len(b.deals))
    diffs = [x.margin - y.margin for x, y in zip(a.deals[:n], b.deals[:n], strict=True)]
    mean = sum(diffs) / n
    if n < PAIRED and pooled is not None:
        return mean, pooled * math.sqrt(1 / len(a.deals) + 1 / len(b.deals)), n
    if n < 2:
        return mean, math.inf, n
    variance = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(variance / n), n


@dataclass(frozen=True)
class Budget:
    """How many deals the coach plays for one decision, and how they are shared out.

    ``rollouts`` deals at the start of the journey; later, when a deal is shorter to play to
    the end, as many more as the road left is shorter (``rollouts`` divided by the share of
    the road the travellers still have to walk), up to ``most``. So a decision takes about the
    same time all journey long. ``screen`` deals go to every legal action first, the rest to
    the best ``candidates`` by successive halving. The first guesses (``prior.StrongEvaluator``)
    weigh as much as ``prior`` deals (``estimates``): a few unlucky deals do not sink a good
    action. ``time_limit`` (seconds, if given) stops the halving early; the first round is
    always played. In the deals the player deciding plays as ``prior.StrongGreedyBot`` and the
    others as ``OTHERS[others]``.
    """

    rollouts: int = 100
    most: int = 400
    screen: int = 2
    candidates: int = 6
    prior: float = 40.0
    others: str = "greedy"
    time_limit: float | None = None

    def __post_init__(self) -> None:
        for name in ("rollouts", "most", "screen", "candidates"):
            value = getattr(self, name)
            if not isinstance(value, int) or isinstance(value, bool) or value < 1:
                raise ValueError(f"{name} must be a whole number of at least 1, not {value!r}")
        if self.others not in OTHERS:
            raise ValueError(f"others must be one of {', '.join(OTHERS)}, not {self.others!r}")
        if not self.prior >= 0:
            raise ValueError(f"prior must be a number of deals, 0 or more, not {self.prior!r}")
        if self.time_limit is not None and not self.time_limit > 0:
            raise ValueError(
                f"time_limit must be a positive number of seconds, not {self.time_limit!r}"
            )

    def deals_for(self, game: Game) -> int:
        """The deals this budget plays for ``game``'s decision.

        >>> from tokaido_nb.rules import Game
        >>> Budget(rollouts=100).deals_for(Game(3, travellers=["kinko", "satsuki", "umegae"]))
        100
        """
        travellers = game.travellers
        left = sum(data.EDO - t.progress for t in travellers) / (data.EDO * len(travellers))
        return max(1, min(self.most, round(self.rollouts / max(left, 1e-9))))


def judge(
    game: Game, budget: Budget = Budget(), seed: int = 0, focus: Action | None = None
) -> list[Judgement]:
    """One ``Judgement`` per legal action of ``game``'s decision, in the order of
    ``legal_actions()``. Never reads a hidden card: every deal is a ``Game.determinized`` copy
    seen by the player deciding. The same game, budget and seed give the same judgements.

    ``focus``, a legal action, stays in the race to the end, so that it meets as many deals as
    the best (a review judges the action a player chose this way).
    """
    if game.is_over():
        raise ValueError("the journey is over: there is no decision to judge")
    started = time.perf_counter()
    actions = game.legal_actions()
    if focus is not None and focus not in actions:
        raise ValueError(f"{focus!r} is not a legal action of this decision")
    # Greedy's values of travellers are places in a list, not points: no prior there.
    if game.decision == "traveller":
        prior = [0.0] * len(actions)
    else:
        prior = StrongGreedyBot(seed).values(game, actions)
    # Mixing in the length of the history gives each decision of a game its own deals.
    rng = random.Random(seed * 1_000_003 + len(game.history))
    results: list[list[Deal]] = [[] for _ in actions]
    every = list(range(len(actions)))
    kept = [actions.index(focus)] if focus is not None else []

    def play(pool: list[int], deals: int) -> None:
        # Deal by deal across the pool, so that a time limit leaves every action of the pool
        # with the same deals (one at most is trimmed below).
        for _ in range(deals):
            deal = rng.getrandbits(32)
            for i in pool:
                results[i].append(_rollout(game, actions[i], deal, budget.others))
            if _out_of_time(budget, started) and pool is not every:
                break
        shortest = min(len(results[i]) for i in pool)
        for i in pool:
            del results[i][shortest:]

    def ranked(pool: list[int]) -> list[int]:
        # By the margins over the deals every one of them met, with the first guesses weighing
        # as much as ``budget.prior`` deals (``estimates``, where the reference cancels out).
        n = min(len(results[i]) for i in pool)
        return sorted(
            pool,
            key=lambda i: (
                -(sum(d.margin for d in results[i][:n]) + budget.prior * prior[i]),
                -prior[i],
                i,
            ),
        )

    total = budget.deals_for(game)
    screen = min(budget.screen, max(1, total // len(actions)))
    play(every, screen)
    # The race: the first guesses' favourites (a few deals may wrong a good action) and the
    # best of the first round, half and half, and the focus.
    favourites = sorted(every, key=lambda i: (-prior[i], i))[: (budget.candidates + 1) // 2]
    pool = list(dict.fromkeys(kept + favourites))
    for i in ranked(every):
        if len(pool) >= budget.candidates + len(kept):
            break
        if i not in pool:
            pool.append(i)
    left = total - screen * len(actions)
    rounds = (len(pool) - 1).bit_length()
    for number in range(rounds):
        if len(pool) < 2 or _out_of_time(budget, started):
            break
        each = (left // (rounds - number)) // len(pool)
        if each < 1:
            break
        play(pool, each)
        left -= each * len(pool)
        pool = ranked(pool)[: (len(pool) + 1) // 2]
        pool += [i for i in kept if i not in pool]
    return [
        Judgement(action, value, tuple(deals))
        for action, value, deals in zip(actions, prior, results, strict=True)
    ]


def _out_of_time(budget: Budget, started: float) -> bool:
    return budget.time_limit is not None and time.perf_counter() - started > budget.time_limit


def _rollout(game: Game, action: Action, deal: int, others: str = "greedy") -> Deal:
    """Play ``action`` on a deal of the unseen cards, then the game to its end: the player
    deciding chooses as ``prior.StrongGreedyBot``, the others as ``OTHERS[others]``."""
    player, actor = game.to_move, game.actor
    assert player is not None and actor is not None  # the coach judges a decision to come
    turns = len(game.turns)
    copy = game.determinized(deal, viewer=player)
    me = copy.travellers[player]
    # During the journey a player's score is their traveller's own (``Traveller.score``): one
    # breakdown, where ``copy.scores()`` would score the whole table.
    points, coins, cards = me.score, me.coins, _cards(me)
    copy.play(action)
    mine, theirs = StrongGreedyBot(seed=deal), OTHERS[others](seed=deal)
    policies = [mine if i == player else theirs for i in range(game.players)]
    # The rest of the turn (a purchase after the move, a meal ...).
    mover = copy.to_move
    while mover is not None and copy.decision != "move":  # None: the journey is over
        copy.play(policies[mover](copy))
        mover = copy.to_move
    me = copy.travellers[player]
    # A turn that ends the journey gains the end-of-journey awards too.
    now_points = (copy.scores()[player] if copy.is_over() else me.score) - points
    now_coins = me.coins - coins
    now_cards = tuple(after - before for after, before in zip(_cards(me), cards, strict=True))
    again = not copy.is_over() and copy.actor == actor
    play_out(copy, policies)
    scores = copy.scores()
    best_other = max(s for i, s in enumerate(scores) if i != player)
    final = copy.breakdown(player)
    return Deal(
        margin=scores[player] - best_other,
        won=copy.ranks()[player] == 1,
        final=tuple(final[c] for c in CATEGORIES),
        scores=tuple(scores),
        achievements=frozenset(copy.achievements()[player]),
        points=now_points,
        coins=now_coins,
        cards=now_cards,
        again=again,
        stops=sum(1 for turn in copy.turns[turns:] if turn["player"] == actor),
    )


def _cards(t: Traveller) -> tuple[int, ...]:
    return (
        len(t.souvenirs),
        len(t.hot_springs) + len(t.other_springs),
        sum(t.panoramas.values()),
        len(t.meals),
        len(t.encounters),
    )


def gained_cards(j: Judgement) -> dict[str, float]:
    """Mean cards of each kind (``GAINS``) the turn gave, over ``j``'s deals."""
    deals = j.deals
    return {kind: sum(d.cards[k] for d in deals) / len(deals) for k, kind in enumerate(GAINS)}


__all__ = [
    "GAINS",
    "OTHERS",
    "PAIRED",
    "Budget",
    "Deal",
    "Judgement",
    "difference",
    "estimates",
    "gained_cards",
    "judge",
    "spread",
    "value_of",
]
