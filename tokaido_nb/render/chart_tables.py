"""The charts' numbers as tables, for where matplotlib cannot be loaded.

The browser edition (JupyterLite) fetches matplotlib's compiled parts from the internet; in a
classroom with no connection they are missing. ``tokaido_nb.render`` then hands out these
functions in place of the charts': the same names, the same arguments, and the same numbers
in a ``ChartTable`` with one line saying why there is no picture. Standard library only.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from html import escape
from typing import TYPE_CHECKING, Any

from ..rules.config import OFFICIAL, Rules
from ..rules.language import N_, _, ngettext, pgettext
from ..rules.numbers import decimal, percent
from ..rules.scoring import CATEGORIES, categories_scored, dense_ranks, temple_awards
from ..rules.words import CATEGORY_LABELS, card_name, listed, ordinal

if TYPE_CHECKING:
    from ..rules.game import Game
    from ..studies.results import RuleComparison, Summary, WinRate

NO_CHARTS = N_(
    "The chart “{title}” needs matplotlib, which could not be loaded here "
    "(offline, the browser edition has no charts): its numbers, as a table."
)
"""The line above each table; ``{title}`` is the chart's title."""


def temple_label(rank: int, award: int) -> str:
    """A donor's place and the award it would take now: ``1st: +10``."""
    # TRANSLATORS: {place} is a place among the temple's donors ("1st"); {award} its points.
    return _("{place}: +{award}").format(place=ordinal(rank), award=award)


def gaming_room_title(bets: int) -> str:
    """The title of the gaming room's chart: ``The gaming room: 12 bets``."""
    return ngettext("The gaming room: {count} bet", "The gaming room: {count} bets", bets).format(
        count=bets
    )


@dataclass(frozen=True)
class ChartTable:
    """A chart's numbers: a title, column headings, rows of cells already written out, and the
    notes under the table that say what the drawing shows beyond the numbers (the fair share's
    dashed line, who is not in the chart), since the lessons' text refers to them."""

    title: str
    columns: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    notes: tuple[str, ...] = ()

    @property
    def note(self) -> str:
        """The line saying why there is a table and no chart."""
        return _(NO_CHARTS).format(title=self.title)

    def _repr_html_(self) -> str:
        head = "".join(f'<th scope="col">{escape(c)}</th>' for c in self.columns)
        body = "".join(
            "<tr>" + "".join(f"<td>{escape(cell)}</td>" for cell in row) + "</tr>"
            for row in self.rows
        )
        return (
            f'<div class="tokaido-chart-table"><p role="note">{escape(self.note)}</p>'
            f"<table><caption>{escape(self.title)}</caption><thead><tr>{head}</tr></thead>"
            f"<tbody>{body}</tbody></table>"
            + "".join(f"<p>{escape(note)}</p>" for note in self.notes)
            + "</div>"
        )

    def __str__(self) -> str:
        widths = [
            max(len(line[i]) for line in (self.columns, *self.rows))
            for i in range(len(self.columns))
        ]
        lines = [self.note, self.title]
        for line in (self.columns, *self.rows):
            lines.append(
                "  ".join(
                    cell.ljust(width) for cell, width in zip(line, widths, strict=True)
                ).rstrip()
            )
        return "\n".join([*lines, *self.notes])

    def _repr_pretty_(self, printer: Any, cycle: bool) -> None:
        printer.text(str(self))


def _breakdown_table(
    breakdowns: Sequence[Mapping[str, int]], labels: Sequence[str], title: str
) -> ChartTable:
    categories = categories_scored(breakdowns)
    rows = tuple(
        (
            label.replace("\n", " "),
            *(str(b.get(c, 0)) for c in categories),
            str(sum(b.get(c, 0) for c in CATEGORIES)),
        )
        for label, b in zip(labels, breakdowns, strict=True)
    )
    columns = (
        pgettext("column", "player"),
        *(_(CATEGORY_LABELS[c]) for c in categories),
        pgettext("column", "total"),
    )
    return ChartTable(title, columns, rows)


def breakdown_figure(game: Game, **_drawing: Any) -> ChartTable:
    """Each player's points by score category, and the total (``charts.breakdown_figure``)."""
    if game.is_over():
        title = _("Score by category (final score)")
    else:
        title = _("Score by category (points so far)")
    labels = [
        f"{t.name} ({card_name(t.key)})" if t.key else t.name
        for t in game.travellers
        if not t.neutral
    ]
    return _breakdown_table(game.breakdowns(), labels, title)


def temple_figure(
    donations: Game | Sequence[int],
    names: Sequence[str] | None = None,
    *,
    rules: Rules = OFFICIAL,
    **_drawing: Any,
) -> ChartTable:
    """Coins given at the temples and the award each would take now (``charts.temple_figure``).

    >>> print(temple_figure([5, 0], ["Ana", "Bo"]))  # doctest: +NORMALIZE_WHITESPACE
    The chart “Temple standings: the award each would take now” needs matplotlib, which could
    not be loaded here (offline, the browser edition has no charts): its numbers, as a table.
    Temple standings: the award each would take now
    traveller  coins given  award now
    Ana        5            1st: +10
    Bo         0            no coin: 0
    """
    if isinstance(donations, Sequence):
        totals = [int(d) for d in donations]
    else:
        game = donations
        totals = [t.donated for t in game.travellers]
        names = names or [
            (pgettext("pawn", "Neutral") if t.neutral else t.name) for t in game.travellers
        ]
        rules = game.rules
    if not names:
        names = [_("Traveller {number}").format(number=i + 1) for i in range(len(totals))]
    awards, ranks = temple_awards(totals, rules), dense_ranks(totals)
    rows = tuple(
        (name, str(total), temple_label(rank, award) if total > 0 else _("no coin: 0"))
        for name, total, award, rank in zip(names, totals, awards, ranks, strict=True)
    )
    return ChartTable(
        _("Temple standings: the award each would take now"),
        (pgettext("column", "traveller"), _("coins given"), _("award now")),
        rows,
    )


def _rates_table(
    title: str,
    heading: str,
    labels: Sequence[str],
    rates: Sequence[WinRate],
    summary: Summary,
    notes: tuple[str, ...] = (),
) -> ChartTable:
    from ..studies.results import fair_share

    rows = []
    for label, rate in zip(labels, rates, strict=True):
        low, high = rate.interval
        rows.append(
            (
                label,
                str(rate.games),
                str(rate.wins),
                percent(rate.win_rate),
                f"{percent(low)}–{percent(high)}",
            )
        )
    columns = (
        heading,
        pgettext("column", "games"),
        pgettext("column", "wins"),
        _("win rate"),
        _("95% interval"),
    )
    fair = _(
        "Fair share: {share}, the chart's dashed line. The 95% interval is the chart's thin "
        "line: the longer the interval, the less sure the win rate."
    ).format(share=f"{fair_share(summary):.0%}")
    return ChartTable(title, columns, tuple(rows), (fair, *notes))


def traveller_wins_figure(summary: Summary, **_drawing: Any) -> ChartTable:
    """How often each traveller won (``study_charts.traveller_wins_figure``), and the travellers
    nobody played, whom the chart names under its axis."""
    from ..studies.results import travellers_not_played, win_rates_by_traveller

    rates = win_rates_by_traveller(summary)
    labels = [_("(no traveller)") if r.key == "none" else card_name(r.key) for r in rates]
    missing = travellers_not_played(summary)
    notes: tuple[str, ...] = ()
    if missing:
        notes = (
            ngettext(
                "Not in the table: {names}, played in none of these games (no player kept that "
                "traveller).",
                "Not in the table: {names}, played in none of these games (no player kept them).",
                len(missing),
            ).format(names=listed(card_name(key) for key in missing)),
        )
    return _rates_table(
        _("Win rate by traveller"), pgettext("column", "traveller"), labels, rates, summary, notes
    )


def start_wins_figure(summary: Summary, **_drawing: Any) -> ChartTable:
    """How often the traveller leaving Kyoto 1st, 2nd, ... won."""
    from ..studies.results import win_rates_by_start

    rates = win_rates_by_start(summary)
    # TRANSLATORS: {place} is a place in the line leaving Kyoto ("1st").
    labels = [_("leaves {place}").format(place=ordinal(rate.key)) for rate in rates]
    return _rates_table(
        _("Win rate by place in the Kyoto line"),
        pgettext("column", "place"),
        labels,
        rates,
        summary,
    )


def bot_wins_figure(summary: Summary, **_drawing: Any) -> ChartTable:
    """How often each bot won (its seats together)."""
    from ..studies.results import win_rates_by_bot

    rates = win_rates_by_bot(summary)
    labels = [str(rate.key) for rate in rates]
    return _rates_table(
        _("Win rate by bot (per seat)"), pgettext("column", "bot"), labels, rates, summary
    )


def category_points_figure(summary: Summary, **_drawing: Any) -> ChartTable:
    """A player's mean points in each score category."""
    from ..studies.results import points_by_category

    points = points_by_category(summary)
    rows = tuple((_(CATEGORY_LABELS[c]), decimal(points[c])) for c in categories_scored([points]))
    return ChartTable(
        _("Where the points come from"),
        (pgettext("column", "category"), _("mean points")),
        rows,
    )


def rule_change_figure(comparison: RuleComparison, **_drawing: Any) -> ChartTable:
    """Mean points by category under the first rules and the changed ones."""
    pairs = comparison.categories()
    categories = categories_scored([{c: max(pair) for c, pair in pairs.items()}])
    rows = tuple(
        (_(CATEGORY_LABELS[c]), decimal(pairs[c][0]), decimal(pairs[c][1])) for c in categories
    )
    return ChartTable(
        _("Mean points by category, before and after the change"),
        (pgettext("column", "category"), pgettext("column", "before"), pgettext("column", "after")),
        rows,
    )


def fortune_figure(
    counts: Mapping[int, int],
    odds: Mapping[int, float],
    expected: float,
    farm_coins: int | None = None,
    **_drawing: Any,
) -> ChartTable:
    """The gaming room's bets by outcome against the die's odds (``fortune_chart``).

    >>> fortune_figure({-2: 1, 4: 1}, {-2: 0.5, 4: 0.5}, 1.0).rows
    (('-2', '1', '50%', '50%'), ('+4', '1', '50%', '50%'))
    """
    bets = sum(counts.values())
    rows = tuple(
        (
            f"{outcome:+d}" if outcome else "0",
            str(counts.get(outcome, 0)),
            f"{counts.get(outcome, 0) / bets:.0%}" if bets else "–",
            f"{odds.get(outcome, 0):.0%}",
        )
        for outcome in sorted(set(odds) | set(counts))
    )
    return ChartTable(
        gaming_room_title(bets),
        (
            _("coins won or lost"),
            pgettext("column", "bets"),
            _("share of your bets"),
            _("the die's odds"),
        ),
        rows,
    )


def sheet_figure(result: Any, **_drawing: Any) -> ChartTable:
    """A score sheet's result by category (``charts.sheet_figure``)."""
    labels = [result.label(i) for i in range(len(result.breakdowns))]
    return _breakdown_table(result.breakdowns, labels, _("Score by category"))


def value_lost_figure(
    players: Sequence[tuple[str, Sequence[tuple[int, float]]]], **_drawing: Any
) -> ChartTable:
    """Value lost per turn, in points, by player (``coach_charts.value_lost_figure``).

    >>> value_lost_figure([("Kinko", [(1, 0.0), (2, 3.5)]), ("Satsuki", [(1, 1.0)])]).rows
    (('1', '0.0', '1.0'), ('2', '3.5', '–'))
    """
    by_turn = [dict(turns) for _, turns in players]
    turns = sorted({turn for each in by_turn for turn in each})
    rows = tuple(
        (str(turn), *(decimal(each[turn]) if turn in each else "–" for each in by_turn))
        for turn in turns
    )
    columns = (pgettext("column", "turn"), *(name for name, _turns in players))
    return ChartTable(_("Value lost per turn (points)"), columns, rows)
