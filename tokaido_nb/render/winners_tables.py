"""What the winners of real games do, as tables, each with one sentence read off its numbers.

Each function takes the seats' facts (``masters.winners.SeatFacts``: the shipped ones,
``masters.shipped_facts.shipped_facts()``, or a sample's) and returns a ``ChartTable``: a
title, the columns and rows, and under them one sentence saying what the numbers show, made
from the numbers (the traveller who won most often, the category where the winners lead the
others most, ...). ``winners_charts.py`` draws the same tables with matplotlib and gives each
drawing its sentence and numbers in words for a screen reader; where matplotlib cannot be
loaded (the browser edition offline) ``render`` hands these tables out under the same names.
Standard library only.

>>> from tokaido_nb.masters.shipped_facts import shipped_facts
>>> table = winners_options_figure(shipped_facts())
>>> table.columns[:3]
('option', 'seats that took it', 'share of seats')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from ..masters.winners import (
    SeatFacts,
    coins_into_inns,
    crossroads_options,
    first_panorama_and_temple,
    points_by_category,
    win_rates_by_traveller,
)
from ..rules import data
from ..rules.language import _, ngettext, pgettext
from ..rules.numbers import counted, decimal, percent
from ..rules.scoring import CATEGORIES
from ..rules.words import CATEGORY_LABELS, card_name, inn_name, option_label
from .chart_tables import ChartTable

__all__ = [
    "FAIR_SHARE",
    "WINNERS_CHARTS",
    "chart_words",
    "fair_share_note",
    "games_count",
    "winners_firsts_figure",
    "winners_inn_coins_figure",
    "winners_options_figure",
    "winners_points_figure",
    "winners_travellers_figure",
]

WINNERS_CHARTS = (
    "winners_travellers_figure",
    "winners_points_figure",
    "winners_firsts_figure",
    "winners_inn_coins_figure",
    "winners_options_figure",
)
"""The winners' charts, in the order of ``masters.winners``'s statistics."""

DASH = "–"
"""A cell with no number (no seat to average over)."""


def games_count(facts: Sequence[SeatFacts]) -> int:
    """How many games the facts come from."""
    return len({fact.game for fact in facts})


def _mean(value: float | None) -> str:
    return DASH if value is None else decimal(value)


FAIR_SHARE = 0.25
"""One win in four: a seat's share at a four-player table (every real game has four)."""


def fair_share_note() -> str:
    """What the win-rate charts draw besides the bars: the fair share's dashed line and the
    intervals' thin lines (the words lesson 12's tables use)."""
    return _(
        "Fair share: {share}, the chart's dashed line. The 95% interval is the chart's thin "
        "line: the longer the interval, the less sure the win rate."
    ).format(share=percent(FAIR_SHARE))


def _too_few() -> str:
    return _("Too few games to compare the winners with the others.")


def chart_words(table: ChartTable) -> str:
    """A chart's words for a screen reader: its title, its sentence, then each row's numbers
    named by their columns, so that nothing the drawing shows is left out."""
    rows = [
        _("{name}: {values}.").format(
            name=row[0],
            values=", ".join(
                # TRANSLATORS: a column's heading and a cell's number in a chart's words.
                _("{series} {value}").format(series=column, value=cell)
                for column, cell in zip(table.columns[1:], row[1:], strict=True)
            ),
        )
        for row in table.rows
    ]
    return " ".join([_("Chart: {title}.").format(title=table.title), *table.notes, *rows])


# ---------------------------------------------------------------- win rate per traveller
def winners_travellers_figure(facts: Iterable[SeatFacts], **_drawing: Any) -> ChartTable:
    """Each traveller's win rate with its 95% interval, the highest first."""
    seats = list(facts)
    rates = sorted(win_rates_by_traveller(seats), key=lambda r: (-r.win_rate, r.key))
    rows = tuple(
        (
            card_name(rate.key),
            str(rate.games),
            str(rate.wins),
            percent(rate.win_rate),
            f"{percent(rate.interval[0])}–{percent(rate.interval[1])}",
        )
        for rate in rates
    )
    n = games_count(seats)
    title = ngettext(
        "Win rate by traveller in {count} real game",
        "Win rate by traveller in {count} real games",
        n,
    ).format(count=n)
    columns = (
        pgettext("column", "traveller"),
        pgettext("column", "seats"),
        pgettext("column", "wins"),
        _("win rate"),
        _("95% interval"),
    )
    return ChartTable(title, columns, rows, (_travellers_sentence(rates), fair_share_note()))


def _travellers_sentence(rates: Sequence[Any]) -> str:
    if len(rates) < 2:
        return _too_few()
    best, worst = rates[0], rates[-1]
    words = {
        "best": card_name(best.key),
        "best_rate": percent(best.win_rate),
        "worst": card_name(worst.key),
        "worst_rate": percent(worst.win_rate),
    }
    if best.interval[0] > worst.interval[1]:
        return _(
            "{best} won most often ({best_rate}) and {worst} least often ({worst_rate}); "
            "their 95% intervals do not overlap, so the gap is more than luck."
        ).format(**words)
    return _(
        "{best} won most often ({best_rate}) and {worst} least often ({worst_rate}); "
        "their 95% intervals overlap, so the gap may be luck."
    ).format(**words)


# ---------------------------------------------------------------- points per category
def winners_points_figure(facts: Iterable[SeatFacts], **_drawing: Any) -> ChartTable:
    """Mean points in each score category, the winners' against the others'."""
    seats = list(facts)
    points = points_by_category(seats)
    rows = tuple(
        (
            _(CATEGORY_LABELS[category]),
            _mean(winners),
            _mean(others),
            DASH
            if winners is None or others is None
            else decimal(round(winners - others, 1) + 0.0, sign=True),  # no "-0.0"
        )
        for category, (winners, others) in points.items()
        if (winners or 0) or (others or 0)  # a category nobody scored in (no Crossroads)
    )
    n = games_count(seats)
    title = ngettext(
        "Points by category, winners and the others, in {count} real game",
        "Points by category, winners and the others, in {count} real games",
        n,
    ).format(count=n)
    columns = (
        pgettext("column", "category"),
        pgettext("column", "winners"),
        pgettext("column", "the others"),
        pgettext("column", "difference"),
    )
    return ChartTable(title, columns, rows, (_points_sentence(points),))


def _points_sentence(points: dict[str, tuple[float | None, float | None]]) -> str:
    gaps = {
        category: winners - others
        for category, (winners, others) in points.items()
        if winners is not None and others is not None
    }
    if not gaps:
        return _too_few()
    # The widest lead; CATEGORIES' order breaks a tie.
    lead = max(CATEGORIES, key=lambda c: (gaps.get(c, float("-inf")), -CATEGORIES.index(c)))
    winners, others = points[lead]
    assert winners is not None and others is not None
    written = decimal(winners)
    return counted(
        "The winners lead the others most in “{category}”: {winners} point on average, "
        "against {others}.",
        "The winners lead the others most in “{category}”: {winners} points on average, "
        "against {others}.",
        written,
    ).format(category=_(CATEGORY_LABELS[lead]), winners=written, others=decimal(others))


# ---------------------------------------------------------------- first panorama, first temple
def winners_firsts_figure(facts: Iterable[SeatFacts], **_drawing: Any) -> ChartTable:
    """The mean road space (0 = Kyoto … 54 = Edo) of the first panorama card and of the first
    temple offering, the winners' against the others'."""
    seats = list(facts)
    firsts = first_panorama_and_temple(seats)
    names = {"panorama": _("first panorama card"), "temple": _("first temple offering")}
    rows = tuple(
        (names[which], _mean(winners), _mean(others)) for which, (winners, others) in firsts.items()
    )
    n = games_count(seats)
    title = ngettext(
        "Where on the road the first panorama card and the first offering come, "
        "in {count} real game",
        "Where on the road the first panorama card and the first offering come, "
        "in {count} real games",
        n,
    ).format(count=n)
    columns = (
        pgettext("column", "first"),
        _("winners (mean space)"),
        _("the others (mean space)"),
    )
    return ChartTable(title, columns, rows, (_firsts_sentence(firsts),))


def _firsts_sentence(firsts: dict[str, tuple[float | None, float | None]]) -> str:
    values = [value for pair in firsts.values() for value in pair]
    if any(value is None for value in values):
        return _too_few()
    (wp, op), (wt, ot) = firsts["panorama"], firsts["temple"]
    assert wp is not None and op is not None and wt is not None and ot is not None
    return _(
        "On average the winners take their first panorama card at space {winners_panorama} "
        "of the road (the others at {others_panorama}) and make their first temple offering "
        "at space {winners_temple} (the others at {others_temple})."
    ).format(
        winners_panorama=decimal(wp),
        others_panorama=decimal(op),
        winners_temple=decimal(wt),
        others_temple=decimal(ot),
    )


# ---------------------------------------------------------------- coins carried into inns
def winners_inn_coins_figure(facts: Iterable[SeatFacts], **_drawing: Any) -> ChartTable:
    """The mean coins held on walking into each inn (Inn 1, 2, 3, Edo), winners and others."""
    seats = list(facts)
    coins = coins_into_inns(seats)
    inns = [inn_name(space) for space in data.INNS[1:]]
    rows = tuple(
        (inn, _mean(winners), _mean(others))
        for inn, (winners, others) in zip(inns, coins, strict=True)
    )
    n = games_count(seats)
    title = ngettext(
        "Coins carried into each inn in {count} real game",
        "Coins carried into each inn in {count} real games",
        n,
    ).format(count=n)
    columns = (
        pgettext("column", "inn"),
        pgettext("column", "winners"),
        pgettext("column", "the others"),
    )
    return ChartTable(title, columns, rows, (_inn_coins_sentence(inns, coins),))


def _inn_coins_sentence(
    inns: Sequence[str], coins: Sequence[tuple[float | None, float | None]]
) -> str:
    gaps = [
        (abs(winners - others), -index)
        for index, (winners, others) in enumerate(coins)
        if winners is not None and others is not None
    ]
    if not gaps:
        return _too_few()
    index = -max(gaps)[1]  # the widest gap; the earlier inn on a tie
    winners, others = coins[index]
    assert winners is not None and others is not None
    written = decimal(winners)
    return counted(
        "The gap is widest on the way into {inn}: the winners bring {winners} coin on "
        "average, the others {others}.",
        "The gap is widest on the way into {inn}: the winners bring {winners} coins on "
        "average, the others {others}.",
        written,
    ).format(inn=inns[index], winners=written, others=decimal(others))


# ---------------------------------------------------------------- Crossroads options
def winners_options_figure(facts: Iterable[SeatFacts], **_drawing: Any) -> ChartTable:
    """Each Crossroads option: the seats of Crossroads games that took it at least once, and
    the win rate of those seats with its 95% interval."""
    seats = list(facts)
    options = crossroads_options(seats)
    rows = tuple(
        (
            option_label(rate.option),
            str(rate.seats),
            percent(rate.taken),
            str(rate.wins),
            percent(rate.win_rate.win_rate) if rate.seats else DASH,
            (
                f"{percent(rate.win_rate.interval[0])}–{percent(rate.win_rate.interval[1])}"
                if rate.seats
                else DASH
            ),
        )
        for rate in options
    )
    n = games_count([fact for fact in seats if fact.crossroads])
    title = ngettext(
        "Crossroads options taken, and how often their takers won, in {count} real game",
        "Crossroads options taken, and how often their takers won, in {count} real games",
        n,
    ).format(count=n)
    columns = (
        pgettext("column", "option"),
        _("seats that took it"),
        _("share of seats"),
        pgettext("column", "wins"),
        _("win rate"),
        _("95% interval"),
    )
    return ChartTable(title, columns, rows, (_options_sentence(options), fair_share_note()))


def _options_sentence(options: Sequence[Any]) -> str:
    taken = [rate for rate in options if rate.seats]
    if not taken:
        return _("None of these games was played with the Crossroads expansion.")
    most = max(taken, key=lambda r: (r.seats, r.option))
    best = max(taken, key=lambda r: (r.win_rate.win_rate, r.option))
    return _(
        "The option taken by the most seats is the “{most}” ({share} of the seats); the "
        "seats that took the “{best}” won most often ({rate})."
    ).format(
        most=option_label(most.option),
        share=percent(most.taken),
        best=option_label(best.option),
        rate=percent(best.win_rate.win_rate),
    )
