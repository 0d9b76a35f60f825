"""The coach's advice: every legal action of a decision ranked, valued and explained.

``advise`` asks search.py to try every action on deals of the unseen cards and turns its
judgements into ``Advice``, best first, with a sentence from reasons.py. ``verdict`` says how a
played action compares with the best; ``space_reasons`` gives the road drawing a sentence for
every space of a move; ``CoachBot`` plays the coach's first choice. Strength and time are a
``Budget`` (search.py), by name in ``STRENGTHS`` or given whole.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Sequence
from dataclasses import dataclass

from ..rules import Action, Game, Move, data
from ..rules.words import action_label, capitalized
from .reasons import because, points, reason, sentence, subject
from .search import Budget, Judgement, difference, estimates, judge, spread

STRENGTHS: dict[str, Budget] = {
    "quick": Budget(rollouts=24, most=96, screen=2, candidates=4),
    "review": Budget(rollouts=50, most=200, screen=2, candidates=4),
    "default": Budget(rollouts=100, most=400, screen=2, candidates=6),
    "strong": Budget(rollouts=300, most=1200, screen=4, candidates=8),
}
"""Named strengths: how many deals the coach plays per decision and how it shares them out.
``default`` is a hint in about 0.6 s of one core; ``review`` judges a whole 4-player game's
decisions in about half a minute (benchmarks/coach_hints.py speed); ``quick`` is for lessons and
tests; ``strong`` for a study."""

GOOD_ENOUGH = 1.0
"""Points below the best that a verdict still calls a good move (twice as many when the gap is
within the noise of the deals)."""


@dataclass(frozen=True)
class Advice:
    """The coach's view of one legal action.

    ``value`` is the expected final margin over the best other player, in points: the player's
    final score minus the highest final score among the others, averaged over deals of the
    unseen cards played to the end (the player as strong players weigh the stops, the others as
    greedy bots: ``search.Budget``), and drawn toward the coach's first guess when the action
    met few deals (``search.estimates``). Higher is better; a negative value means the player
    is expected to finish behind someone.
    """

    action: Action
    value: float
    """Expected final margin over the best other player, in points."""
    reason: str
    """Why, in a sentence or two of plain words."""
    rank: int
    """1 for the best action, 2 for the next, ..."""
    label: str
    """The action as a button names it (``words.action_label``)."""
    subject: str
    """The action as a sentence names it: ``the hot spring at 12``, ``"Give 2 coins"``."""
    behind: float
    """Points of value below the best action (0 for the best)."""
    error: float
    """Standard error of ``behind``, in points, from the deals both actions met, or from the
    spread of one deal when they met few (0 for the best)."""
    win: float
    """The share of this action's deals that the player won (a shared first place counts)."""
    deals: int
    """How many deals of the unseen cards the value rests on."""
    shortfall: str
    """What the best action brings that this one does not, as a phrase (empty for the best
    and when nothing stands out): ``2.4 more points from hot springs``."""

    @property
    def stop(self) -> int | None:
        """The road position of a move (the space to highlight), None for another action."""
        return self.action.to if isinstance(self.action, Move) else None


@dataclass(frozen=True)
class Verdict:
    """How a played action compares with the coach's best, for a message after a move."""

    played: Advice
    best: Advice
    lost: float
    """Points of value the played action gave up against the best (0 if it was the best)."""
    good: bool
    """Whether the played action is the best or close to it (within ``GOOD_ENOUGH`` points,
    or twice that when the gap is within its standard error)."""
    sentence: str
    options: int = 0
    """How many legal actions the decision offered."""


def strength_budget(strength: str | Budget = "default", time_limit: float | None = None) -> Budget:
    """The ``Budget`` of a named strength (``STRENGTHS``) or a budget given whole, with
    ``time_limit`` (seconds) if given.

    >>> strength_budget("quick", time_limit=0.5).time_limit
    0.5
    """
    if isinstance(strength, Budget):
        budget = strength
    elif strength in STRENGTHS:
        budget = STRENGTHS[strength]
    else:
        raise ValueError(
            f"unknown strength {strength!r}: use one of {', '.join(STRENGTHS)} or a Budget"
        )
    if time_limit is not None:
        budget = dataclasses.replace(budget, time_limit=time_limit)
    return budget


def advise(
    game: Game,
    strength: str | Budget = "default",
    *,
    seed: int = 0,
    time_limit: float | None = None,
    focus: Action | None = None,
) -> list[Advice]:
    """One ``Advice`` for every legal action of the current decision, best first.

    Each action is tried on deals of the cards the player deciding cannot see (never the real
    ones: see search.py) and played to the end by greedy players; ``Advice.value`` is the
    expected final margin over the best other player, in points. ``strength`` names a budget
    of ``STRENGTHS`` or gives a ``Budget``; ``time_limit`` (seconds) cuts the search short.
    The same game, strength and seed give the same advice, unless the time limit cuts in.
    ``focus``, one of the legal actions, is judged on as many deals as the best (as a review
    judges the action played).

    >>> from tokaido_nb.rules import Game
    >>> game = Game(3, travellers=["kinko", "satsuki", "umegae"], kyoto=[0, 1, 2], seed=4)
    >>> advice = advise(game, "quick")
    >>> len(advice) == len(game.legal_actions()), advice[0].rank
    (True, 1)
    """
    budget = strength_budget(strength, time_limit)
    return ranked(game, judge(game, budget, seed, focus=focus), budget.prior)


def ranked(
    game: Game, judgements: Sequence[Judgement], prior: float = 0.0, words: bool = True
) -> list[Advice]:
    """``Advice`` from search.py's judgements of ``game``'s decision, best first, the first
    guesses weighing as much as ``prior`` deals (``search.estimates``); without ``words`` the
    reasons are left empty (a bot needs only the order)."""
    values = estimates(judgements, prior)
    pooled = spread(judgements)
    order = sorted(range(len(judgements)), key=lambda i: (-values[i], -judgements[i].prior, i))
    best = judgements[order[0]]
    top = values[order[0]]
    runner_up = judgements[order[1]] if len(order) > 1 else None
    runner_value = values[order[1]] if len(order) > 1 else None
    advice = []
    for rank, i in enumerate(order, 1):
        j = judgements[i]
        _, error, n = difference(best, j, pooled) if j is not best else (0.0, 0.0, 0)
        if j is not best and prior:
            error *= n / (n + prior)  # the prior's share of the value carries no deal's noise
        advice.append(
            Advice(
                action=j.action,
                value=values[i],
                reason=reason(game, j, values[i], best, top, runner_up, runner_value)
                if words
                else "",
                rank=rank,
                label=action_label(game, j.action),
                subject=subject(game, j.action),
                behind=top - values[i],
                error=error,
                win=j.mean("won"),
                deals=len(j.deals),
                shortfall=because(game, best, j) if words and j is not best else "",
            )
        )
    return advice


def verdict(advice: Sequence[Advice], played: Action) -> Verdict:
    """How ``played`` compares with the best of ``advice`` (the coach's advice for the decision
    it answered), in a sentence: ``Good move.`` or ``The hot spring at 12 was worth about 3
    points more: it brings ...``.
    """
    best = advice[0]
    for item in advice:
        if item.action == played:
            break
    else:
        raise ValueError(f"{played!r} is not one of the actions advised on")
    lost = item.behind
    good = lost <= GOOD_ENOUGH or (lost <= item.error and lost <= 2 * GOOD_ENOUGH)
    if item is best:
        said = sentence("verdict best")
    elif good:
        said = sentence("verdict close", points=points(lost), best=best.subject)
    else:
        key = "verdict worse because" if item.shortfall else "verdict worse"
        said = sentence(
            key, Best=capitalized(best.subject), points=points(lost), why=item.shortfall
        )
    return Verdict(
        played=item,
        best=best,
        lost=max(0.0, lost),
        good=good,
        sentence=said,
        options=len(advice),
    )


def space_reasons(game: Game, advice: Sequence[Advice] | None = None) -> dict[int, str]:
    """For a move decision, a sentence for every space of the road (0 to 54): why the mover may
    not stop there (``Game.why_not``), or, for a legal stop, the coach's reason when
    ``advice`` for this decision is given (else the empty string). Empty outside a move."""
    if game.decision != "move":
        return {}
    reasons = {item.stop: item.reason for item in advice or () if item.stop is not None}
    notes = {}
    for road in range(data.ROAD_LENGTH):
        refused = game.why_not(Move(road))
        notes[road] = str(refused) if refused is not None else reasons.get(road, "")
    return notes


class CoachBot:
    """A player that plays the coach's first choice (for matches and studies).

    Decisions with one legal action are played at once; every other is judged with
    ``strength``, each with a seed drawn from the bot's own generator.

    >>> from tokaido_nb.rules import Game
    >>> game = Game(4, travellers=["kinko", "hirotada", "umegae", "chuubei"], seed=3)
    >>> CoachBot(seed=1, strength="quick")(game) in game.legal_actions()
    True
    """

    def __init__(
        self, seed: int | None = 0, *, strength: str | Budget = "default", **budget
    ) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        base = strength_budget(strength)
        self.budget = dataclasses.replace(base, **budget) if budget else base

    def __repr__(self) -> str:
        return f"CoachBot(seed={self.seed}, rollouts={self.budget.rollouts})"

    def __call__(self, game: Game) -> Action:
        actions = game.legal_actions()
        if len(actions) == 1:
            return actions[0]
        judgements = judge(game, self.budget, self.rng.getrandbits(32))
        return ranked(game, judgements, self.budget.prior, words=False)[0].action


__all__ = [
    "GOOD_ENOUGH",
    "STRENGTHS",
    "Advice",
    "CoachBot",
    "Verdict",
    "advise",
    "ranked",
    "space_reasons",
    "strength_budget",
    "verdict",
]
