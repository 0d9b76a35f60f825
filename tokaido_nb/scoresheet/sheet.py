"""The score sheet: final scores of a game played on a real table, from the cards on it.

After a game on a real board, each player counts what lies in front of them: traveller,
souvenirs by family, panorama sections, hot spring cards, meals, encounter cards, coins in the
temple. ``score(sheet)`` turns those counts into the full scores by category (the names of
``state.CATEGORIES``), the four end-of-journey achievements, the temple awards and the ranking,
with the scoring functions and the numbers (``Rules``) of the rules core. ``check(sheet)``
refuses a table that cannot exist (more cards than the box holds, a meal eaten twice, two
players first to complete one panorama...) with a ``ScoreSheetError`` naming the player and
the field.

What an encounter gave during the game is mostly on the table already: Shokunin's souvenir is
among the souvenirs, Annaibito's section among the panoramas, Kuge's coins are spent or left.
So the sheet asks for the encounter cards held (Chatterbox, Samurai's points, Miko's coin) and
derives the rest; only Takuhatsuso of the New Encounters needs one more tick (paid or not).
With Crossroads (tick ``crossroads``) a column also holds cherry trees, bathhouses, legendary
objects and calligraphies, and, for the calligraphies, the coins left (Foresight) and the
order of arrival at Edo (Patience); legendary objects count for Collector, bathhouses for
Bather and calligraphies for Chatterbox, as the rules floor counts them.
The points are counted by the rules floor's one scoring function (``scoring.score_journey``),
which the game uses too; this module turns a sheet into each player's holdings and checks it.
Standard library only, like the rules floor; drawing the result is the widget's business, apart
from a plain table for printing.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ..rules import data
from ..rules.config import OFFICIAL, Rules
from ..rules.scoring import (
    END_GAME_ACHIEVEMENTS,
    Holdings,
    final_ranks,
    score_journey,
)
from .checks import Checker

# The sheet's form lives in form.py: every public name of it is importable from here.
from .form import (
    FIELDS,
    PlayerSheet,
    ScoreSheet,
    ScoreSheetError,
    SheetResult,
    field_words,
    player_name,
    row_words,
)

if TYPE_CHECKING:
    from collections.abc import Mapping

    from ..rules.game import Game
    from ..rules.state import Traveller


# ---------------------------------------------------------------------- checking
def check(sheet: ScoreSheet, rules: Rules = OFFICIAL) -> None:
    """Refuse a sheet that no real game can leave on the table, with a ``ScoreSheetError``.

    Each player's entries are checked (known names, whole non-negative counts, at most one
    copy of each specialty, sections within the panorama...), then the table as a whole (no more
    copies of a card than exist, one first to complete each panorama, one player per traveller).

    >>> check(ScoreSheet([PlayerSheet("Aiko", meals=["dango", "dango"]), PlayerSheet("Bea")]))
    Traceback (most recent call last):
    ...
    tokaido_nb.scoresheet.form.ScoreSheetError: Aiko (player 1), meals: Dango is listed twice, but \
nobody eats the same specialty twice on the journey.
    """
    Checker(sheet, rules).run()


def score(sheet: ScoreSheet, rules: Rules = OFFICIAL) -> SheetResult:
    """The final scores of a checked sheet: categories, achievements, temple awards, ranking.

    >>> aiko = PlayerSheet("Aiko", souvenirs={"food": 2, "art": 1}, meals=["dango", "unagi"])
    >>> bea = PlayerSheet("Bea", panoramas={"paddy": 3}, panorama_firsts=["paddy"])
    >>> result = score(ScoreSheet([aiko, bea]))
    >>> result.scores, result.achievements
    ([23, 9], (('gourmet', 'collector'), ('paddy',)))
    """
    check(sheet, rules)
    players = list(sheet.players)
    neutral = sheet.neutral_temple_coins if len(players) == 2 else None
    neutral_finish = sheet.neutral_arrival if len(players) == 2 and sheet.crossroads else None
    scored = score_journey(
        [holdings_of(p) for p in players],
        rules,
        neutral_temple_coins=neutral,
        neutral_finish=neutral_finish,
    )
    return SheetResult(
        names=tuple(player_name(p, i) for i, p in enumerate(players)),
        travellers=tuple(p.traveller for p in players),
        breakdowns=scored.breakdowns,
        achievements=scored.achievements,
        end_game_totals=scored.end_game_totals,
        temple_coins=tuple(p.temple_coins for p in players),
        temple_awards=scored.temple_awards,
        coins=tuple(p.coins for p in players),
        ranks=tuple(final_ranks(scored.scores, [len(a) for a in scored.achievements])),
    )


def holdings_of(p: PlayerSheet) -> Holdings:
    """One column of the sheet as scoring reads it (``scoring.Holdings``).

    The sheet does not say which hot spring cards came from Saru, nor how many encounters were
    stopped at: only their numbers matter, and a table counts one card per encounter stop.
    """
    springs = (2,) * p.hot_springs_2 + (3,) * p.hot_springs_3
    saru = 0 if data.SARU_COUNTS_FOR_BATHER else list(p.encounters).count("saru")
    return Holdings(
        traveller=p.traveller,
        souvenirs=tuple(f for f in data.FAMILIES for _ in range(p.souvenirs.get(f, 0))),
        panoramas=dict(p.panoramas),
        firsts=tuple(panorama for panorama in data.PANORAMAS if panorama in p.panorama_firsts),
        hot_springs=springs[saru:],
        other_springs=springs[:saru],
        meals=tuple(p.meals),
        encounters=tuple(p.encounters),
        paid=("takuhatsuso",) if p.takuhatsuso_paid else (),
        encounter_stops=len(p.encounters) if p.encounter_stops is None else p.encounter_stops,
        temple_coins=p.temple_coins,
        cherry_trees=p.cherry_trees,
        bathhouses=p.bathhouses,
        legendary=tuple(p.legendary),
        calligraphies=tuple(p.calligraphies),
        encounter_meals=tuple(p.encounter_meals),
        coins=p.coins,
        finish=p.arrival,
    )


def _column(t: Traveller, firsts: Mapping[int, list[str]], crossroads: bool) -> PlayerSheet:
    """One player's column of the sheet, from their traveller at the end of the game."""
    stops = t.encounter_stops if t.encounter_stops != len(t.encounters) else None
    families = Counter(data.SOUVENIRS[card][0] for card in t.souvenirs)
    springs = t.hot_springs + t.other_springs
    return PlayerSheet(
        name=t.name,
        traveller=t.key,
        souvenirs={f: families[f] for f in data.FAMILIES if families[f]},
        panoramas={p: n for p, n in t.panoramas.items() if n},
        panorama_firsts=tuple(p for p in data.PANORAMAS if p in firsts.get(t.index, [])),
        hot_springs_2=springs.count(2),
        hot_springs_3=springs.count(3),
        meals=tuple(t.meals),
        encounters=tuple(t.encounters),
        takuhatsuso_paid="takuhatsuso" in t.paid,
        temple_coins=t.donated,
        coins=t.coins,
        cherry_trees=t.cherry_trees,
        bathhouses=t.bathhouses,
        legendary=tuple(t.legendary),
        calligraphies=tuple(t.calligraphies),
        arrival=t.finish if crossroads else 0,
        encounter_stops=stops if t.key == "umegae" else None,
        encounter_meals=tuple(t.encounter_meals),
    )


def sheet_from_game(game: Game) -> ScoreSheet:
    """The score sheet of a finished (or running) game: each player's cards, as counted at Edo.

    Scoring it gives the game's own scores, which makes it a check of both.

    >>> from tokaido_nb.players.games import play_game
    >>> game = play_game(3, seed=4)
    >>> score(sheet_from_game(game)).scores == game.scores()
    True
    """
    players = []
    firsts: dict[int, list[str]] = {}
    for panorama, index in game.panorama_firsts.items():
        firsts.setdefault(index, []).append(panorama)
    neutral = neutral_arrival = 0
    crossroads = game.crossroads
    for t in game.travellers:
        if t.neutral:
            neutral = t.donated
            neutral_arrival = t.finish if crossroads else 0
            continue
        players.append(_column(t, firsts, crossroads))
    return ScoreSheet(
        players=tuple(players),
        neutral_temple_coins=neutral,
        new_encounters="new_encounters" in game.expansions,
        crossroads=crossroads,
        neutral_arrival=neutral_arrival,
    )


__all__ = [
    "END_GAME_ACHIEVEMENTS",
    "FIELDS",
    "PlayerSheet",
    "ScoreSheet",
    "ScoreSheetError",
    "SheetResult",
    "check",
    "field_words",
    "holdings_of",
    "row_words",
    "score",
    "sheet_from_game",
]
