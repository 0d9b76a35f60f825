"""The gaming room's chart: how often each outcome of a bet came up, against the expected one.

One matplotlib figure (object API, no pyplot, as in charts.py): a bar per possible change of
the purse (lose the bet, get it back, win 2, 4, 6 with the printed die), its height the share of
the bets made; a tick on each bar for the die's own share (x3 is printed twice); a line at the
expected change and one at the average so far, and, for comparison, the farm's coins. The
numbers come from the caller, worked out by the rules; nothing here knows the die.
"""

from __future__ import annotations

from collections.abc import Mapping

from matplotlib.figure import Figure

from ..rules.language import _
from ..rules.numbers import decimal
from .chart_tables import gaming_room_title
from .charts import chart_frame
from .palette import INK, MUTED

WON, LOST = "#4f7d3a", "#a8553a"


def fortune_figure(
    counts: Mapping[int, int],
    odds: Mapping[int, float],
    expected: float,
    farm_coins: int | None = None,
    *,
    width: float = 7.0,
) -> Figure:
    """Bars of ``counts`` (change of the purse -> bets with that change) as shares of all bets,
    with ``odds`` (change -> its probability) ticked on each bar, and lines at ``expected``,
    at the average of the bets made and at ``farm_coins``.

    >>> figure = fortune_figure({-2: 1, 4: 1}, {-2: 1 / 6, 0: 1 / 6, 4: 4 / 6}, 7 / 3, 3)
    >>> [line.get_label() for line in figure.axes[0].get_legend().get_lines()]
    ['expected: +2.33 a bet', 'your average: +1.00 a bet', 'a farm: +3']
    """
    figure, axes = chart_frame(width, 3.6)
    outcomes = sorted(set(odds) | set(counts))
    bets = sum(counts.values())
    shares = [counts.get(o, 0) / bets * 100 if bets else 0 for o in outcomes]
    colours = [WON if o > 0 else LOST if o < 0 else MUTED for o in outcomes]
    axes.bar(outcomes, shares, width=1.2, color=colours, edgecolor=INK, linewidth=0.6)
    for outcome in outcomes:
        share = odds.get(outcome, 0) * 100
        axes.plot([outcome - 0.6, outcome + 0.6], [share, share], color=INK, linewidth=2)
    top = max(shares + [odds.get(o, 0) * 100 for o in outcomes] + [10])
    # TRANSLATORS: {coins} is a signed number of coins with two decimals ("+2.33").
    expected_label = _("expected: {coins} a bet").format(coins=_signed(expected))
    axes.axvline(expected, color=INK, linestyle="--", label=expected_label)
    if bets:
        average = sum(o * n for o, n in counts.items()) / bets
        average_label = _("your average: {coins} a bet").format(coins=_signed(average))
        axes.axvline(average, color=WON, linewidth=2, label=average_label)
    if farm_coins is not None:
        farm_label = _("a farm: +{coins}").format(coins=farm_coins)
        axes.axvline(farm_coins, color=MUTED, linestyle=":", label=farm_label)
    axes.set_xticks(outcomes, [f"{o:+d}" if o else "0" for o in outcomes])
    axes.set_xlabel(_("coins won or lost by one bet (black ticks: the die's odds)"), color=MUTED)
    axes.set_ylabel(_("share of your bets (%)"), color=MUTED)
    axes.set_ylim(0, top * 1.25)
    axes.legend(loc="upper left", fontsize=9, frameon=False)
    axes.set_title(gaming_room_title(bets), fontsize=13, color=INK, loc="left")
    return figure


def _signed(amount: float) -> str:
    return decimal(amount, 2, sign=True)


__all__ = ["fortune_figure"]
