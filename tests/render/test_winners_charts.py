"""The winners' charts and tables say what a direct count over the records says.

The facts are counted from the records of a sample of real games (every game under
``TOKAIDO_FULL_SWEEPS=1``; ``tests/masters/direct_counts.py``); each table's rows and sentence
are compared with sums and means worked out here, each drawing with its table (its words for a
screen reader, its bars), and the table the browser edition shows offline with the chart.
"""

from __future__ import annotations

from collections import Counter
from statistics import fmean

import pytest

from tests.masters.direct_counts import sample_facts
from tokaido_nb.masters.shipped_facts import shipped_facts
from tokaido_nb.render import winners_tables as tables
from tokaido_nb.render.notebook import figure_words
from tokaido_nb.rules import data
from tokaido_nb.rules.language import set_language
from tokaido_nb.rules.scoring import CATEGORIES
from tokaido_nb.rules.words import CATEGORY_LABELS, card_name, inn_name, option_label
from tokaido_nb.study import WinRate


def pct(share: float) -> str:
    return f"{share * 100:.0f}%"


@pytest.fixture(scope="module")
def facts() -> list:
    return list(sample_facts())


def test_the_tables_of_the_sample_are_those_of_the_shipped_facts(facts) -> None:
    games = {fact.game for fact in facts}
    shipped = [fact for fact in shipped_facts() if fact.game in games]
    for name in tables.WINNERS_CHARTS:
        assert getattr(tables, name)(facts) == getattr(tables, name)(shipped), name


def test_win_rate_by_traveller(facts) -> None:
    games = Counter(f.traveller for f in facts)
    wins = Counter(f.traveller for f in facts if f.won)
    order = sorted(games, key=lambda t: (-wins[t] / games[t], t))
    table = tables.winners_travellers_figure(facts)
    assert [row[:4] for row in table.rows] == [
        (card_name(t), str(games[t]), str(wins[t]), pct(wins[t] / games[t])) for t in order
    ]
    for row, key in zip(table.rows, order, strict=True):
        low, high = WinRate(key, games[key], wins[key], 0.0).interval
        assert row[4] == f"{pct(low)}–{pct(high)}"
    best, worst = order[0], order[-1]
    sentence, fair = table.notes
    assert sentence.startswith(
        f"{card_name(best)} won most often ({pct(wins[best] / games[best])}) and "
        f"{card_name(worst)} least often ({pct(wins[worst] / games[worst])}); "
    )
    apart = (
        WinRate(best, games[best], wins[best], 0.0).interval[0]
        > WinRate(worst, games[worst], wins[worst], 0.0).interval[1]
    )
    assert sentence.endswith("so the gap is more than luck." if apart else "may be luck.")
    assert fair.startswith("Fair share: 25%, the chart's dashed line.")
    assert str(len({f.game for f in facts})) in table.title


def test_points_by_category(facts) -> None:
    winners = [f for f in facts if f.won]
    others = [f for f in facts if not f.won]
    means = {
        c: (fmean(f.points[c] for f in winners), fmean(f.points[c] for f in others))
        for c in CATEGORIES
    }
    table = tables.winners_points_figure(facts)
    shown = [c for c in CATEGORIES if means[c][0] or means[c][1]]
    assert table.rows == tuple(
        (
            CATEGORY_LABELS[c],
            f"{means[c][0]:.1f}",
            f"{means[c][1]:.1f}",
            f"{round(means[c][0] - means[c][1], 1) + 0.0:+.1f}",
        )
        for c in shown
    )
    lead = max(CATEGORIES, key=lambda c: (means[c][0] - means[c][1], -CATEGORIES.index(c)))
    assert table.notes == (
        f"The winners lead the others most in “{CATEGORY_LABELS[lead]}”: "
        f"{means[lead][0]:.1f} points on average, against {means[lead][1]:.1f}.",
    )


def test_first_panorama_card_and_first_temple_offering(facts) -> None:
    def mean_of(won: bool, which: str) -> float:
        return fmean(
            getattr(f, which) for f in facts if f.won == won and getattr(f, which) is not None
        )

    expected = {
        which: (mean_of(True, which), mean_of(False, which))
        for which in ("first_panorama", "first_temple")
    }
    table = tables.winners_firsts_figure(facts)
    assert [row[1:] for row in table.rows] == [
        (f"{w:.1f}", f"{o:.1f}") for w, o in expected.values()
    ]
    (wp, op), (wt, ot) = expected.values()
    assert table.notes == (
        f"On average the winners take their first panorama card at space {wp:.1f} of the road "
        f"(the others at {op:.1f}) and make their first temple offering at space {wt:.1f} "
        f"(the others at {ot:.1f}).",
    )


def test_coins_carried_into_inns(facts) -> None:
    def mean_of(won: bool, inn: int) -> float:
        return fmean(f.inn_coins[inn] for f in facts if f.won == won and len(f.inn_coins) > inn)

    pairs = [(mean_of(True, i), mean_of(False, i)) for i in range(4)]
    names = [inn_name(space) for space in data.INNS[1:]]
    table = tables.winners_inn_coins_figure(facts)
    assert table.rows == tuple(
        (name, f"{w:.1f}", f"{o:.1f}") for name, (w, o) in zip(names, pairs, strict=True)
    )
    widest = max(range(4), key=lambda i: (abs(pairs[i][0] - pairs[i][1]), -i))
    w, o = pairs[widest]
    assert table.notes == (
        f"The gap is widest on the way into {names[widest]}: the winners bring {w:.1f} coins on "
        f"average, the others {o:.1f}.",
    )


def test_crossroads_options_and_the_win_rate_of_their_takers(facts) -> None:
    seats = [f for f in facts if f.crossroads]
    names = sorted(set(data.CROSSROADS_OPTIONS.values()))
    took = {n: [f for f in seats if n in f.options] for n in names}
    table = tables.winners_options_figure(facts)
    assert [row[:5] for row in table.rows] == [
        (
            option_label(n),
            str(len(took[n])),
            pct(len(took[n]) / len(seats)),
            str(sum(f.won for f in took[n])),
            pct(sum(f.won for f in took[n]) / len(took[n])) if took[n] else "–",
        )
        for n in names
    ]
    taken = [n for n in names if took[n]]
    most = max(taken, key=lambda n: (len(took[n]), n))
    best = max(taken, key=lambda n: (sum(f.won for f in took[n]) / len(took[n]), n))
    rate = sum(f.won for f in took[best]) / len(took[best])
    assert table.notes[0] == (
        f"The option taken by the most seats is the “{option_label(most)}” "
        f"({pct(len(took[most]) / len(seats))} of the seats); the seats that took the "
        f"“{option_label(best)}” won most often ({pct(rate)})."
    )
    assert str(len({f.game for f in seats})) in table.title


@pytest.mark.parametrize("name", tables.WINNERS_CHARTS)
def test_each_chart_draws_its_table_and_says_it_in_words(facts, name) -> None:
    from tokaido_nb.render import winners_charts

    table = getattr(tables, name)(facts)
    figure = getattr(winners_charts, name)(facts)
    words = figure_words(figure)
    assert words == tables.chart_words(table)
    assert words.startswith(f"Chart: {table.title}. {table.notes[0]}")
    assert all(f"{row[0]}: " in words for row in table.rows)
    assert table.notes[0].split(":")[0] in figure._suptitle.get_text().replace("\n", " ")
    bars = [patch for patch in figure.axes[0].patches]
    pairs = name in ("winners_points_figure", "winners_firsts_figure", "winners_inn_coins_figure")
    assert len(bars) == len(table.rows) * (2 if pairs else 1)


def test_where_matplotlib_cannot_be_loaded_each_chart_is_its_table(monkeypatch, facts) -> None:
    import ipywidgets as widgets

    from tokaido_nb import render
    from tokaido_nb.render import in_browser
    from tokaido_nb.widgets.parts import show_figure

    monkeypatch.setattr(in_browser, "fetch_matplotlib", lambda: False)
    for name in tables.WINNERS_CHARTS:
        made = getattr(render, name)(facts)
        assert made == getattr(tables, name)(facts)
        output = widgets.Output()
        show_figure(output, made, made.title)
        (shown,) = output.outputs
        assert "needs matplotlib" in shown["data"]["text/html"]
        assert made.notes[0] in shown["data"]["text/plain"]


def test_too_few_games_are_said_in_words() -> None:
    assert tables.winners_points_figure([]).notes == (
        "Too few games to compare the winners with the others.",
    )
    base = [f for f in sample_facts() if not f.crossroads]
    assert tables.winners_options_figure(base).notes[0] == (
        "None of these games was played with the Crossroads expansion."
    )


@pytest.mark.parametrize("language", ["fr", "pl"])
def test_the_sentences_are_written_as_each_language_writes_numbers(facts, language) -> None:
    try:
        set_language(language)
        for name in tables.WINNERS_CHARTS:
            table = getattr(tables, name)(facts)
            text = " ".join((table.title, *table.notes))
            assert "won most often" not in text and "on average" not in text, text
            assert not any(
                ch.isdigit() and nxt == "." and after.isdigit()
                for ch, nxt, after in zip(text, text[1:], text[2:], strict=False)
            ), text
    finally:
        set_language("en")
