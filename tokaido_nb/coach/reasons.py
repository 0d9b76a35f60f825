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
from ..rules.language import N_, Nn_, _, ngettext
from ..rules.numbers import counted
from ..rules.numbers import decimal as language_decimal
from ..rules.scoring import CATEGORIES
from ..rules.words import (
    ACHIEVEMENT_LABELS,
    CATEGORY_LABELS,
    action_label,
    capitalized,
    listed,
    place,
)
from .search import GAINS, Deal, Judgement, gained_cards

NOTABLE = 0.7
"""Points of difference in a category, or in the others' scores, worth a phrase."""

NOTABLE_ODDS = 0.2
"""Difference in the chance of an achievement worth a phrase."""

CLEAR = 2.0
"""Standard errors a difference must stand from 0 to be told: many differences are looked at
for each pair of actions, and one standard error would let the luck of the deals through."""

_CARD_WORDS: dict[str, tuple[str, str, str]] = {
    "souvenirs": (
        N_("{amount} souvenirs on average"),
        N_("a souvenir"),
        N_("a souvenir {percent}% of the time"),
    ),
    "hot_springs": (
        N_("{amount} hot spring cards on average"),
        N_("a hot spring card"),
        N_("a hot spring card {percent}% of the time"),
    ),
    "panoramas": (
        N_("{amount} panorama sections on average"),
        N_("a panorama section"),
        N_("a panorama section {percent}% of the time"),
    ),
    "meals": (
        N_("{amount} meals on average"),
        N_("a meal"),
        N_("a meal {percent}% of the time"),
    ),
    "encounters": (
        N_("{amount} encounter cards on average"),
        N_("an encounter card"),
        N_("an encounter card {percent}% of the time"),
    ),
}
"""How a phrase names the cards a turn gives, by kind (``search.GAINS``): more than one on
average, one, and one some of the time."""


def decimal(amount: float, fixed: bool = False) -> str:
    """A number to a tenth, as the language writes it (``2.4``; a comma in French and
    Polish); ``fixed`` keeps the tenth of a whole number (``2.0``).

    >>> decimal(2.36), decimal(3.0), decimal(-0.5), decimal(2.0, fixed=True)
    ('2.4', '3', '-0.5', '2.0')
    """
    return language_decimal(amount, 1, trim=not fixed)


def points(amount: float) -> str:
    """A number of points as a sentence gives it, rounded to a tenth: ``2.4 points``,
    ``1 point``, ``12 points``.

    >>> points(2.36), points(1.04), points(11.6), points(-0.5)
    ('2.4 points', '1 point', '12 points', '-0.5 points')
    """
    rounded = round(amount) if abs(amount) >= 9.95 else round(amount, 1)
    if rounded == int(rounded):
        whole = int(rounded)
        return ngettext("{count} point", "{count} points", whole).format(count=whole)
    written = decimal(rounded)
    # TRANSLATORS: {amount} is a number with one decimal, such as 2.4.
    return counted("{amount} point", "{amount} points", written).format(amount=written)


TIE = 0.05
"""Points of value below which two actions are told as a tie: the gap rounds to 0.0."""

SENTENCES: dict[str, str | tuple[str, str]] = {
    # TRANSLATORS: how far an action is behind the coach's best, beside it in a list.
    "behind": Nn_("\N{MINUS SIGN}{count} point", "\N{MINUS SIGN}{count} points"),
    "best": N_("the best"),
    "tied": N_("tied with the best"),
    "tied first": N_("the best, tied"),
    # TRANSLATORS: {runner_up} is the second best action ("the farm at 7"); {points} is
    # counted ("2.4 points"); {why} says what it brings ("2.4 more points from souvenirs").
    "best beats": N_("It beats {runner_up} by about {points}."),
    "best beats because": N_("It beats {runner_up} by about {points}: {why}."),
    "best ties": N_("It ties with {runner_up}: the deals cannot tell them apart."),
    "below": N_("About {points} below {best}."),
    "below because": N_("About {points} below {best}, which brings {why}."),
    "tied below": N_("As good as {best}: the deals cannot tell them apart."),
    "only": N_("It is the only choice."),
    "verdict best": N_("Good move: the coach's first choice too."),
    "verdict close": N_("Good move: within {points} of the coach's first choice, {best}."),
    # TRANSLATORS: {Best} is the best action, with a capital ("The farm at 7").
    "verdict worse": N_("{Best} was worth about {points} more."),
    "verdict worse because": N_("{Best} was worth about {points} more: it brings {why}."),
}
"""Every sentence of the coach's numbers, whole, with named placeholders (a pair for a counted
one: singular and plural), marked for the catalog and translated when said, so that a
translation can change the order of the words and the plural rule."""


def sentence(key: str, count: int | None = None, **values: object) -> str:
    """The coach's sentence ``key`` (``SENTENCES``) in the language spoken now, in the plural
    form for ``count``, its placeholders filled with ``values`` (and ``count``).

    >>> sentence("behind", 1), sentence("behind", 3), sentence("best")
    ('−1 point', '−3 points', 'the best')
    """
    message = SENTENCES[key]
    if isinstance(message, tuple):
        number = 0 if count is None else count
        return ngettext(*message, number).format(count=number, **values)
    return _(message).format(**values)


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
    if rounded == int(rounded):
        return sentence("behind", int(rounded))
    written = decimal(rounded)
    # TRANSLATORS: {amount} is a number with one decimal, such as 0.4.
    return counted("\N{MINUS SIGN}{amount} point", "\N{MINUS SIGN}{amount} points", written).format(
        amount=written
    )


def subject(game: Game, action: Action) -> str:
    """How a sentence names an action: a stop by its place (``the hot spring at 12``), any
    other action by its button label in quotes (``"Give 2 coins"``)."""
    if isinstance(action, Move):
        return place(action.to)
    # TRANSLATORS: a button's label quoted in a sentence.
    return _('"{label}"').format(label=action_label(game, action))


# ------------------------------------------------------------------------------ one action
def gains(j: Judgement) -> list[str]:
    """The cards the action gave by the end of the turn, as phrases: ``a hot spring card``,
    ``a souvenir 60% of the time``, ``2.0 panorama sections on average``."""
    cards = gained_cards(j)
    phrases = []
    for kind in GAINS:
        mean = cards[kind]
        many, one, sometimes = _CARD_WORDS[kind]
        if mean >= 1.5:
            phrases.append(_(many).format(amount=decimal(mean, fixed=True)))
        elif mean >= 0.95:
            phrases.append(_(one))
        elif mean >= 0.1:
            phrases.append(_(sometimes).format(percent=round(100 * mean)))
    return phrases


def _coins(amount: float) -> str:
    whole = round(amount)
    if abs(amount - whole) < 0.05:
        return ngettext("{count} coin", "{count} coins", whole).format(count=whole)
    written = decimal(abs(amount), fixed=True)
    # TRANSLATORS: {amount} is a number with one decimal, such as 2.7.
    return counted("about {amount} coin", "about {amount} coins", written).format(amount=written)


def now(game: Game, j: Judgement) -> str:
    """What the action gives by the end of the turn and what it costs: ``gives 3 coins now``,
    ``gives about 2.7 points now (a hot spring card)``, ``gives nothing this turn``."""
    gained, coins = j.mean("points"), j.mean("coins")
    cards = gains(j)
    parts = []
    if gained >= 0.1:
        # TRANSLATORS: {points} is counted ("2.4 points").
        parts.append(_("about {points}").format(points=points(gained)))
    if coins >= 0.5:
        parts.append(_coins(coins))
    if not parts and cards:
        parts, cards = [listed(cards)], []
    spent = coins <= -0.5
    if parts:
        # TRANSLATORS: what an action gives by the end of the turn: {gains} such as "about
        # 2.4 points and 3 coins", {cards} the cards ("a souvenir"), {cost} counted coins.
        values = {"gains": listed(parts), "cards": listed(cards), "cost": _coins(-coins)}
        if cards and spent:
            return _("gives {gains} now ({cards}) for {cost}").format(**values)
        if cards:
            return _("gives {gains} now ({cards})").format(**values)
        if spent:
            return _("gives {gains} now for {cost}").format(**values)
        return _("gives {gains} now").format(**values)
    if spent:
        return _("costs {cost} and gives nothing this turn").format(cost=_coins(-coins))
    return _("gives nothing this turn")


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
    phrase = ngettext("walks {count} space", "walks {count} spaces", steps).format(count=steps)
    if steps > 1:
        passed = steps - 1
        phrase = ngettext(
            "{done}, passing {count} space", "{done}, passing {count} spaces", passed
        ).format(done=phrase, count=passed)
    if j.mean("again") >= 0.5:
        phrase = _("{done}; you stay last, so you move again").format(done=phrase)
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
            found.append((diff, _from_category(category, diff)))
    cards = sorted({card for j in (a, b) for d in j.deals[:n] for card in d.achievements})
    for card in cards:
        diff, error = _paired(a, b, n, _has(card))
        if clear(diff, error, NOTABLE_ODDS):
            pa = sum(card in d.achievements for d in a.deals[:n]) / n
            label = ACHIEVEMENT_LABELS.get(card, card)
            # TRANSLATORS: {achievement} is an achievement card ("Bather"); {percent} and
            # {other} the share of deals that end with it after this action and the other one.
            said = _("the {achievement} achievement in {percent}% of deals against {other}%")
            found.append(
                (
                    card_points * diff,
                    said.format(
                        achievement=_(label),
                        percent=round(100 * pa),
                        other=round(100 * (pa - diff)),
                    ),
                )
            )
    diff, error = _paired(a, b, n, lambda d: max(s for i, s in enumerate(d.scores) if i != player))
    if clear(diff, error, NOTABLE):
        if diff < 0:
            said = _("{points} less for the best of the others")
        else:
            said = _("{points} more for the best of the others")
        found.append((-diff, said.format(points=points(abs(diff)))))
    if stops:
        diff, error = _paired(a, b, n, lambda d: d.stops)
        made = sum(d.stops for d in b.deals[:n])
        each = sum(sum(d.final) for d in b.deals[:n]) / made if made else 0.0
        if clear(diff, error, 0.5):
            found.append((diff * each, _stops(diff)))
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
    if cons:
        # TRANSLATORS: {gains} what speaks for an action, {cost} what speaks against it.
        return _("{gains}, though {cost}").format(gains=listed(pros), cost=cons[0])
    return listed(pros)


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
        # TRANSLATORS: {place} is a stop of the road ("the farm at 7").
        said = _("Moving the neutral traveller to {place}.").format(place=subject(game, j.action))
    else:
        what = capitalized(subject(game, j.action))
        road = tempo(game, j)
        # TRANSLATORS: {action} is a stop ("The farm at 7") or a quoted button label;
        # {gives} what it gives ("gives 3 coins now"); {road} the road it walks.
        if road:
            said = _("{action} {gives}; it {road}.").format(
                action=what, gives=now(game, j), road=road
            )
        else:
            said = _("{action} {gives}.").format(action=what, gives=now(game, j))
    if j is best:
        if runner_up is None:
            return _sentences(said, sentence("only"))
        gap = value - (runner_up_value or 0.0)
        other = subject(game, runner_up.action)
        if gap < TIE:
            return _sentences(said, sentence("best ties", runner_up=other))
        why = because(game, j, runner_up)
        key = "best beats because" if why else "best beats"
        return _sentences(said, sentence(key, runner_up=other, points=points(gap), why=why))
    gap = best_value - value
    if gap < TIE:
        return _sentences(said, sentence("tied below", best=subject(game, best.action)))
    why = because(game, best, j)
    key = "below because" if why else "below"
    return _sentences(
        said, sentence(key, points=points(gap), best=subject(game, best.action), why=why)
    )


def _sentences(first: str, second: str) -> str:
    """Two whole sentences, one after the other."""
    return f"{first} {second}"


def _from_category(category: str, diff: float) -> str:
    """``diff`` points more (or fewer) from a score category, as a reason says it."""
    amount = points(abs(diff))
    if category == "temple":
        if diff > 0:
            return _("{points} more from the temple award").format(points=amount)
        return _("{points} fewer from the temple award").format(points=amount)
    # TRANSLATORS: {category} is a score category ("hot springs"); {points} is counted.
    label = _(CATEGORY_LABELS[category])
    if diff > 0:
        return _("{points} more from {category}").format(points=amount, category=label)
    return _("{points} fewer from {category}").format(points=amount, category=label)


def _stops(diff: float) -> str:
    """``diff`` stops more (or fewer) on the rest of the road, to a tenth."""
    amount = round(abs(diff), 1)
    if amount == int(amount):
        count = int(amount)
        if diff > 0:
            return ngettext(
                "{count} more stop on the rest of the road",
                "{count} more stops on the rest of the road",
                count,
            ).format(count=count)
        return ngettext(
            "{count} fewer stop on the rest of the road",
            "{count} fewer stops on the rest of the road",
            count,
        ).format(count=count)
    written = decimal(amount)
    # TRANSLATORS: {amount} is a number with one decimal, such as 1.5.
    if diff > 0:
        return counted(
            "{amount} more stop on the rest of the road",
            "{amount} more stops on the rest of the road",
            written,
        ).format(amount=written)
    return counted(
        "{amount} fewer stop on the rest of the road",
        "{amount} fewer stops on the rest of the road",
        written,
    ).format(amount=written)


__all__ = [
    "CLEAR",
    "NOTABLE",
    "NOTABLE_ODDS",
    "SENTENCES",
    "TIE",
    "because",
    "behind",
    "decimal",
    "differences",
    "gains",
    "now",
    "points",
    "reason",
    "sentence",
    "subject",
    "tempo",
]
