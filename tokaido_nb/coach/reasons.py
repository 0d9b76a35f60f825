"""The coach's reasons: sentences made from what the deals of an evaluation showed.

Nothing here is canned advice. Every phrase reads a measure of search.py's deals: what the
action gave by the end of the turn (points, coins, cards), the road it walked and whether the
traveller moves again, and, against another action on the deals both met, the points of each
category and the achievements at the end of the journey, and the final score of the best of
the others. Words and names come from rules/words.py.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from ..rules import Action, Game, Move
from ..rules.scoring import CATEGORIES
from ..rules.words import (
    ACHIEVEMENT_LABELS,
    CATEGORY_LABELS,
    a_or_an,
    action_label,
    capitalized,
    listed,
    place,
    plural,
)
from .search import GAINS, Deal, Judgement, gained_cards

NOTABLE = 0.7
"""Points of difference in a category, or in the others' scores, worth a phrase."""

NOTABLE_ODDS = 0.2
"""Difference in the chance of an achievement worth a phrase."""

CLEAR = 2.0
"""Standard errors a difference must stand from 0 to be told: many differences are looked at
for each pair of actions, and one standard error would let the luck of the deals through."""

_CARD_WORDS = {
    "souvenirs": ("souvenir", "souvenirs"),
    "hot_springs": ("hot spring card", "hot spring cards"),
    "panoramas": ("panorama section", "panorama sections"),
    "meals": ("meal", "meals"),
    "encounters": ("encounter card", "encounter cards"),
}
"""How a phrase names the cards a turn gives, by kind (``search.GAINS``)."""


def points(amount: float) -> str:
    """A number of points as a sentence gives it, rounded to a tenth: ``2.4 points``,
    ``1 point``, ``12 points``.

    >>> points(2.36), points(1.04), points(11.6), points(-0.5)
    ('2.4 points', '1 point', '12 points', '-0.5 points')
    """
    rounded = round(amount) if abs(amount) >= 9.95 else round(amount, 1)
    if rounded == int(rounded):
        return plural(int(rounded), "point")
    return f"{rounded:g} points"


TIE = 0.05
"""Points of value below which two actions are told as a tie: the gap rounds to 0.0."""

SENTENCES: dict[str, dict[str, str]] = {
    "behind": {
        "one": "\N{MINUS SIGN}{amount} point",
        "other": "\N{MINUS SIGN}{amount} points",
    },
    "best": {"other": "the best"},
    "tied": {"other": "tied with the best"},
    "tied first": {"other": "the best, tied"},
    "best beats": {"other": "It beats {runner_up} by about {points}"},
    "best ties": {"other": "It ties with {runner_up}: the deals cannot tell them apart"},
    "below": {"other": "About {points} below {best}"},
    "tied below": {"other": "As good as {best}: the deals cannot tell them apart"},
    "only": {"other": "It is the only choice."},
    "verdict best": {"other": "Good move: the coach's first choice too."},
    "verdict close": {"other": "Good move: within {points} of the coach's first choice, {best}."},
    "verdict worse": {"other": "{Best} was worth about {points} more."},
    "verdict worse because": {"other": "{Best} was worth about {points} more: it brings {why}."},
}
"""Every sentence of the coach's numbers, whole, with named placeholders and a form for each
plural category (English has "one" and "other"), so that a translation can change the order
of the words and the plural rule."""


def sentence(key: str, count: float | None = None, **values: object) -> str:
    """The coach's sentence ``key`` (``SENTENCES``) in the plural form for ``count``, its
    placeholders filled with ``values``.

    >>> sentence("behind", 1, amount="1"), sentence("behind", 2.5, amount="2.5")
    ('−1 point', '−2.5 points')
    """
    forms = SENTENCES[key]
    form = "one" if count is not None and count == 1 and "one" in forms else "other"
    return forms[form].format(**values)


def behind(amount: float) -> str:
    """How much worse than the best an action is, as a learner reads it beside the action:
    ``the best`` (0), ``tied with the best`` (a gap that rounds to 0.0), ``−3 points``,
    ``−1 point``, ``−0.4 points``.

    >>> behind(0.0), behind(0.03), behind(3.04), behind(0.96), behind(0.42)
    ('the best', 'tied with the best', '−3 points', '−1 point', '−0.4 points')
    """
    if amount <= 0:
        return sentence("best")
    if amount < TIE:
        return sentence("tied")
    rounded = round(amount) if amount >= 9.95 else round(amount, 1)
    return sentence("behind", rounded, amount=f"{rounded:g}")


def subject(game: Game, action: Action) -> str:
    """How a sentence names an action: a stop by its place (``the hot spring at 12``), any
    other action by its button label in quotes (``"Give 2 coins"``)."""
    if isinstance(action, Move):
        return place(action.to)
    return f'"{action_label(game, action)}"'


# ------------------------------------------------------------------------------ one action
def gains(j: Judgement) -> list[str]:
    """The cards the action gave by the end of the turn, as phrases: ``a hot spring card``,
    ``a souvenir 60% of the time``, ``2.0 panorama sections on average``."""
    cards = gained_cards(j)
    phrases = []
    for kind in GAINS:
        mean = cards[kind]
        one, many = _CARD_WORDS[kind]
        if mean >= 1.5:
            phrases.append(f"{mean:.1f} {many} on average")
        elif mean >= 0.95:
            phrases.append(a_or_an(one))
        elif mean >= 0.1:
            phrases.append(f"{a_or_an(one)} {round(100 * mean)}% of the time")
    return phrases


def _coins(amount: float) -> str:
    whole = round(amount)
    if abs(amount - whole) < 0.05:
        return plural(whole, "coin")
    return f"about {abs(amount):.1f} coins"


def now(game: Game, j: Judgement) -> str:
    """What the action gives by the end of the turn and what it costs: ``gives 3 coins now``,
    ``gives about 2.7 points now (a hot spring card)``, ``gives nothing this turn``."""
    gained, coins = j.mean("points"), j.mean("coins")
    cards = gains(j)
    parts = []
    if gained >= 0.1:
        parts.append(f"about {points(gained)}")
    if coins >= 0.5:
        parts.append(_coins(coins))
    if not parts and cards:
        parts, cards = [listed(cards)], []
    spent = f" for {_coins(-coins)}" if coins <= -0.5 else ""
    if parts:
        detail = f" ({listed(cards)})" if cards else ""
        return f"gives {listed(parts)} now{detail}{spent}"
    if spent:
        return f"costs {_coins(-coins)} and gives nothing this turn"
    return "gives nothing this turn"


def tempo(game: Game, j: Judgement) -> str:
    """The road a move walks and gives up, and whether the traveller moves again."""
    action = j.action
    if not isinstance(action, Move):
        return ""
    assert game.actor is not None  # a move is being judged
    actor = game.travellers[game.actor]
    if actor.neutral:
        return ""
    steps = game.progress_of(action.to) - actor.progress
    phrase = f"walks {plural(steps, 'space')}"
    if steps > 1:
        phrase += f", passing {plural(steps - 1, 'space')}"
    if j.mean("again") >= 0.5:
        phrase += "; you stay last, so you move again"
    return phrase


# ------------------------------------------------------------------------------ two actions
def _final(k: int) -> Callable[[Deal], float]:
    """A deal's points of the ``k``-th category at the end."""
    return lambda d: d.final[k]


def _has(card: str) -> Callable[[Deal], float]:
    """1 for a deal that ends with the achievement ``card``, 0 for one without."""
    return lambda d: card in d.achievements


def _paired(
    a: Judgement, b: Judgement, n: int, measure: Callable[[Deal], float]
) -> tuple[float, float]:
    """The mean of ``measure`` on ``a``'s deals minus ``b``'s, deal by deal over the first
    ``n``, and its standard error (infinite with fewer than two deals)."""
    diffs = [measure(x) - measure(y) for x, y in zip(a.deals[:n], b.deals[:n], strict=True)]
    mean = sum(diffs) / n
    if n < 2:
        return mean, math.inf
    variance = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(variance / n)


def differences(
    a: Judgement, b: Judgement, player: int, card_points: int = 3, stops: bool = True
) -> list[tuple[float, str]]:
    """How ``a``'s action changes the end of the journey against ``b``'s, on the deals both
    met: ``(points, phrase)`` pairs, largest first, each phrase said of ``a`` and the points
    positive where ``a`` gains. A difference is kept when it is notable (``NOTABLE`` points,
    ``NOTABLE_ODDS`` for an achievement's chance) and ``CLEAR`` standard errors from 0, so that
    the luck of a few deals is not told as a reason. An achievement's change of chance counts
    ``card_points`` times that change; a stop more or less, with ``stops``, the points the
    player's stops are worth on average.
    """
    n = min(len(a.deals), len(b.deals))
    found: list[tuple[float, str]] = []

    def clear(mean: float, error: float, notable: float) -> bool:
        return abs(mean) >= notable and abs(mean) > CLEAR * error

    for k, category in enumerate(CATEGORIES):
        if category == "achievements":
            continue  # said by the achievement cards themselves, below
        diff, error = _paired(a, b, n, _final(k))
        if clear(diff, error, NOTABLE):
            more = "more" if diff > 0 else "fewer"
            label = CATEGORY_LABELS[category]
            label = f"the {label}" if category == "temple" else label
            found.append((diff, f"{points(abs(diff))} {more} from {label}"))
    cards = sorted({card for j in (a, b) for d in j.deals[:n] for card in d.achievements})
    for card in cards:
        diff, error = _paired(a, b, n, _has(card))
        if clear(diff, error, NOTABLE_ODDS):
            pa = sum(card in d.achievements for d in a.deals[:n]) / n
            label = ACHIEVEMENT_LABELS.get(card, card)
            found.append(
                (
                    card_points * diff,
                    f"the {label} achievement in {round(100 * pa)}% of deals against "
                    f"{round(100 * (pa - diff))}%",
                )
            )
    diff, error = _paired(a, b, n, lambda d: max(s for i, s in enumerate(d.scores) if i != player))
    if clear(diff, error, NOTABLE):
        way = "less" if diff < 0 else "more"
        found.append((-diff, f"{points(abs(diff))} {way} for the best of the others"))
    if stops:
        diff, error = _paired(a, b, n, lambda d: d.stops)
        made = sum(d.stops for d in b.deals[:n])
        each = sum(sum(d.final) for d in b.deals[:n]) / made if made else 0.0
        if clear(diff, error, 0.5):
            more = "more" if diff > 0 else "fewer"
            count = f"{abs(diff):.1f}".removesuffix(".0")
            stop = "stop" if count == "1" else "stops"
            found.append((diff * each, f"{count} {more} {stop} on the rest of the road"))
    found.sort(key=lambda item: -abs(item[0]))
    return found


def because(game: Game, a: Judgement, b: Judgement, most: int = 2) -> str:
    """The main ways ``a`` does better than ``b`` by the end, for the player deciding in
    ``game``, with its main cost, as one phrase: ``2.4 more points from hot springs, though
    1.1 fewer from souvenirs``. Empty if nothing notable speaks for ``a``."""
    actor, player = game.actor, game.to_move
    assert actor is not None and player is not None  # a decision is being judged
    neutral = game.travellers[actor].neutral
    found = differences(a, b, player, game.rules.achievement_points, stops=not neutral)
    pros = [phrase for gain, phrase in found if gain > 0][:most]
    cons = [phrase for gain, phrase in found if gain < 0][:1]
    if not pros:
        return ""
    return listed(pros) + (f", though {cons[0]}" if cons else "")


def reason(
    game: Game,
    j: Judgement,
    value: float,
    best: Judgement,
    best_value: float,
    runner_up: Judgement | None,
    runner_up_value: float | None,
) -> str:
    """The coach's sentence for one action: what it gives now, its road, and how it compares
    with the best action (or, for the best, with the runner-up)."""
    assert game.actor is not None  # a decision is being judged
    if game.travellers[game.actor].neutral:  # the player gains nothing: what counts is below
        first = f"Moving the neutral traveller to {subject(game, j.action)}"
    else:
        first = f"{capitalized(subject(game, j.action))} {now(game, j)}"
    road = tempo(game, j)
    said = f"{first}; it {road}." if road else f"{first}."
    if j is best:
        if runner_up is None:
            return said + " " + sentence("only")
        gap = value - (runner_up_value or 0.0)
        other = subject(game, runner_up.action)
        if gap < TIE:
            return said + " " + sentence("best ties", runner_up=other) + "."
        why = because(game, j, runner_up)
        compare = sentence("best beats", gap, runner_up=other, points=points(gap))
        return said + " " + compare + (f": {why}." if why else ".")
    gap = best_value - value
    if gap < TIE:
        return said + " " + sentence("tied below", best=subject(game, best.action)) + "."
    why = because(game, best, j)
    compare = sentence("below", gap, points=points(gap), best=subject(game, best.action))
    if why:
        compare += f", which brings {why}"
    return said + " " + compare + "."


__all__ = [
    "CLEAR",
    "NOTABLE",
    "NOTABLE_ODDS",
    "SENTENCES",
    "TIE",
    "because",
    "behind",
    "differences",
    "gains",
    "now",
    "points",
    "reason",
    "sentence",
    "subject",
    "tempo",
]
