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

import difflib
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from html import escape
from typing import TYPE_CHECKING, Any

from .rules import data
from .rules.config import OFFICIAL, Rules
from .rules.language import N_, _, glossary, glossary_name, language, ngettext, pgettext
from .rules.scoring import (
    END_GAME_ACHIEVEMENTS,
    Holdings,
    categories_scored,
    final_ranks,
    score_journey,
)
from .rules.words import (
    ACHIEVEMENT_LABELS,
    FAMILY_LABELS,
    capitalized,
    card_name,
    encounter_label,
    listed,
    number_word,
    ordinal,
    traveller_name,
)

if TYPE_CHECKING:
    from .rules.game import Game

FIELDS: dict[str, str] = {
    # TRANSLATORS: the fields of a player's column on the score sheet, as a refusal names
    # them ("Aiko (player 1), meals: ...").
    "name": N_("name"),
    "traveller": N_("traveller"),
    "souvenirs": N_("souvenirs"),
    "panoramas": N_("panorama sections"),
    "panorama_firsts": N_("first to complete"),
    "hot_springs_2": N_("hot springs worth 2"),
    "hot_springs_3": N_("hot springs worth 3"),
    "meals": N_("meals"),
    "encounters": N_("encounter cards"),
    "takuhatsuso_paid": N_("Takuhatsuso paid"),
    "temple_coins": N_("temple coins"),
    "coins": N_("coins left"),
    # Crossroads
    "cherry_trees": N_("cherry trees"),
    "bathhouses": N_("bathhouses"),
    "legendary": N_("legendary objects"),
    "calligraphies": N_("calligraphies"),
    "arrival": N_("arrival at Edo"),
    "encounter_stops": N_("encounter stops"),
    "encounter_meals": N_("meals from Itamae"),
}
"""Each field of a player's column, and how a message names it (English; ``field_words``
gives it in the language spoken now)."""


def field_words(field: str) -> str:
    """How a message names a field of the sheet, in the language spoken now."""
    return _(FIELDS[field])


def row_words(category: str) -> str:
    """A score category as the table heads its row, in the language spoken now."""
    words = {
        # TRANSLATORS: the rows of the score sheet's table, one per score category.
        "panoramas": pgettext("score sheet row", "Panoramas"),
        "souvenirs": pgettext("score sheet row", "Souvenirs"),
        "hot_springs": pgettext("score sheet row", "Hot springs"),
        "meals": pgettext("score sheet row", "Meals"),
        "encounters": pgettext("score sheet row", "Encounters"),
        "donations": pgettext("score sheet row", "Temple coins"),
        "traveller": pgettext("score sheet row", "Traveller power"),
        "achievements": pgettext("score sheet row", "Achievements"),
        "temple": pgettext("score sheet row", "Temple award"),
        "cherry_trees": pgettext("score sheet row", "Cherry trees"),
        "legendary": pgettext("score sheet row", "Legendary objects"),
        "bathhouses": pgettext("score sheet row", "Bathhouses"),
        "calligraphies": pgettext("score sheet row", "Calligraphies"),
    }
    return words[category]


def _family_words(family: str) -> str:
    """A souvenir family's name (the glossary's, in English ``FAMILY_LABELS``)."""
    return glossary_name("families", family, FAMILY_LABELS[family])


def _souvenirs_of(family: str) -> str:
    # TRANSLATORS: the souvenirs of one family, as a count names them ("food & drink
    # souvenirs"); {family} is the family's name from the glossary.
    return _("{family} souvenirs").format(family=_family_words(family))


def _panorama_words(panorama: str) -> str:
    """A panorama as a sentence names it: its key in English (``sea``), the glossary's words
    in another language."""
    entry = glossary(language()).get("panoramas", {}).get(panorama, {})
    return entry.get("label", panorama)


_TEMPLES = sum(1 for kind, _ in data.BOARD if kind == "temple")  # 6 temple spaces
_HOT_SPRING_SPACES = sum(1 for kind, _ in data.BOARD if kind == "hot_spring")  # 6
_ENCOUNTER_SPACES = sum(1 for kind, _ in data.BOARD if kind == "encounter")  # 7
_MEAL_INNS = len(data.INNS) - 1  # every inn but the starting one serves a meal: 4
_CHUUBEI_INNS = len(data.INNS) - 2  # the inns on the way


class ScoreSheetError(ValueError):
    """An entry that cannot come from a real game, with the player and the field it is about.

    ``player`` is the player's index (None for an entry about the whole table), ``field`` a key
    of ``FIELDS`` (or ``"players"``, ``"neutral_temple_coins"``), ``key`` the family, panorama
    or card concerned when there is one, and ``rule`` a checklist id where one applies.
    ``involved`` lists every player whose entries clash (for a card held by several players,
    all of them); ``player`` is the one to look at first.
    """

    def __init__(
        self,
        message: str,
        *,
        player: int | None = None,
        field: str | None = None,
        key: str | None = None,
        rule: str | None = None,
        involved: Sequence[int] = (),
    ) -> None:
        super().__init__(message)
        self.player = player
        self.field = field
        self.key = key
        self.rule = rule
        self.involved = tuple(involved) or (() if player is None else (player,))

    def __reduce__(self):  # keep the details through pickling
        details = (self.player, self.field, self.key, self.rule, self.involved)
        return (_rebuild_error, (str(self), *details))


def _rebuild_error(message, player, field, key, rule, involved=()) -> ScoreSheetError:
    return ScoreSheetError(
        message, player=player, field=field, key=key, rule=rule, involved=involved
    )


_UNKNOWN = {
    # TRANSLATORS: a name the score sheet does not know; {name} is the name typed, {names}
    # the names it knows (the package's keys, English), {close} the nearest of them.
    "meal": (
        N_("there is no meal {name}; meals: {names}."),
        N_("there is no meal {name} (did you mean {close}?); meals: {names}."),
    ),
    "encounter card": (
        N_("there is no encounter card {name}; encounter cards: {names}."),
        N_("there is no encounter card {name} (did you mean {close}?); encounter cards: {names}."),
    ),
    "panorama": (
        N_("there is no panorama {name}; panoramas: {names}."),
        N_("there is no panorama {name} (did you mean {close}?); panoramas: {names}."),
    ),
    "legendary object": (
        N_("there is no legendary object {name}; legendary objects: {names}."),
        N_(
            "there is no legendary object {name} (did you mean {close}?); legendary objects: "
            "{names}."
        ),
    ),
    "calligraphy": (
        N_("there is no calligraphy {name}; calligraphies: {names}."),
        N_("there is no calligraphy {name} (did you mean {close}?); calligraphies: {names}."),
    ),
}
"""The refusal of an unknown name in each list of the sheet (``_Checker.names``)."""

_LISTS = ("panorama_firsts", "meals", "encounters", "legendary", "calligraphies", "encounter_meals")
_CROSSROADS_FIELDS = ("cherry_trees", "bathhouses", "legendary", "calligraphies")


@dataclass(frozen=True)
class PlayerSheet:
    """One player's column of the score sheet: the cards in front of them at Edo.

    ``souvenirs`` counts cards by family (``{"food": 2, "art": 1}``), ``panoramas`` the sections
    held of each panorama (paddy 0-3, mountain 0-4, sea 0-5), ``panorama_firsts`` the panoramas
    whose achievement this player took by completing it first. ``meals`` and ``encounters`` list
    card names (an encounter held twice is listed twice). ``temple_coins`` is every coin this
    player put in the temple, Miko's and Hirotada's bank coins included. ``coins`` (left in the
    purse) scores nothing but for Foresight; the table shows it.

    Crossroads: ``cherry_trees`` and ``bathhouses`` are counts, ``legendary`` and
    ``calligraphies`` list card names (``legendary`` in the order gained, which the online
    game's older scoring, ``Rules(later_legendary_bonus=False)``, reads), ``arrival`` is the
    order in which this player reached Edo (1 for the first; 0 unknown, which Patience needs).
    ``encounter_stops`` is the number of encounter spaces stopped at, for Umegae when it is not
    one per encounter card (None: one per card), and ``encounter_meals`` the meals Itamae gave
    at an encounter space (also listed in ``meals``; they are no inn meals for Nampo and
    Fasting).
    """

    name: str = ""
    traveller: str | None = None
    souvenirs: Mapping[str, int] = field(default_factory=dict)
    panoramas: Mapping[str, int] = field(default_factory=dict)
    panorama_firsts: Sequence[str] = ()
    hot_springs_2: int = 0
    hot_springs_3: int = 0
    meals: Sequence[str] = ()
    encounters: Sequence[str] = ()
    takuhatsuso_paid: bool = False
    temple_coins: int = 0
    coins: int = 0
    cherry_trees: int = 0
    bathhouses: int = 0
    legendary: Sequence[str] = ()
    calligraphies: Sequence[str] = ()
    arrival: int = 0
    encounter_stops: int | None = None
    encounter_meals: Sequence[str] = ()

    def __post_init__(self) -> None:
        # Lists become tuples, so that two sheets with the same cards compare equal.
        for name in _LISTS:
            value = getattr(self, name)
            if isinstance(value, list):
                object.__setattr__(self, name, tuple(value))


@dataclass(frozen=True)
class ScoreSheet:
    """The whole table: one ``PlayerSheet`` per player (2 to 5).

    With two players the neutral traveller's coins in the temple (one per temple it stopped at)
    compete in the temple ranking: enter them as ``neutral_temple_coins``. Tick
    ``new_encounters`` when the four New Encounters cards were shuffled into the deck, and
    ``crossroads`` when the Crossroads expansion was played (``neutral_arrival``: where the
    neutral traveller came in at Edo, when ``data.PATIENCE_COUNTS_NEUTRAL`` says it counts).
    """

    players: Sequence[PlayerSheet]
    neutral_temple_coins: int = 0
    new_encounters: bool = False
    crossroads: bool = False
    neutral_arrival: int = 0

    def __post_init__(self) -> None:
        if isinstance(self.players, list):
            object.__setattr__(self, "players", tuple(self.players))


@dataclass(frozen=True)
class SheetResult:
    """The scores a sheet gives, player by player (in the order of the sheet).

    ``breakdowns`` has the points of each category of ``state.CATEGORIES``; ``achievements`` the
    achievement cards each player holds (panoramas first, then the end-of-journey ones);
    ``end_game_totals`` what each end-of-journey achievement compared; ``ranks`` the places.
    """

    names: tuple[str, ...]
    travellers: tuple[str | None, ...]
    breakdowns: tuple[dict[str, int], ...]
    achievements: tuple[tuple[str, ...], ...]
    end_game_totals: dict[str, tuple[int, ...]]
    temple_coins: tuple[int, ...]
    temple_awards: tuple[int, ...]
    coins: tuple[int, ...]
    ranks: tuple[int, ...]

    @property
    def scores(self) -> list[int]:
        """Each player's total."""
        return [sum(b.values()) for b in self.breakdowns]

    @property
    def winners(self) -> list[int]:
        """The players in first place (several on a shared victory)."""
        return [i for i, rank in enumerate(self.ranks) if rank == 1]

    def label(self, player: int) -> str:
        """A player as the table heads their column: "Aiko (Kinko)"."""
        key = self.travellers[player]
        return f"{self.names[player]} ({traveller_name(key)})" if key else self.names[player]

    def winner_line(self) -> str:
        """Who wins, in one sentence, with the tie-break when it decided.

        >>> sheet = ScoreSheet([PlayerSheet("Aiko", hot_springs_3=1), PlayerSheet("Bea")])
        >>> score(sheet).winner_line()
        'Aiko wins with 6 points.'
        """
        scores = self.scores
        cards = [len(a) for a in self.achievements]
        winners = self.winners
        best = winners[0]
        if len(winners) > 1:
            names = listed(self.names[i] for i in winners)
            points = ngettext("{count} point", "{count} points", scores[best])
            held = ngettext(
                "{count} achievement card", "{count} achievement cards", cards[best]
            ).format(count=cards[best])
            # TRANSLATORS: {names} lists the winners; {points} and {cards} are counted words
            # ("5 points", "1 achievement card"), the same for each winner.
            return _("{names} share the victory: {points} and {cards} each.").format(
                names=names, points=points.format(count=scores[best]), cards=held
            )
        tied = [i for i, s in enumerate(scores) if s == scores[best] and i != best]
        line = ngettext(
            "{name} wins with {count} point.", "{name} wins with {count} points.", scores[best]
        ).format(name=self.names[best], count=scores[best])
        if tied:
            # TRANSLATORS: another player's number of achievement cards, in a list.
            others = listed(
                _("{name}'s {count}").format(name=self.names[i], count=cards[i]) for i in tied
            )
            # TRANSLATORS: the tie-break of a shared first place on points; {names} the others
            # tied, {winner} the winner, {count} the winner's achievement cards, {others}
            # the others' ("Aiko's 0").
            tie = ngettext(
                "Tied on points with {names}; {winner}'s {count} achievement card beat {others}.",
                "Tied on points with {names}; {winner}'s {count} achievement cards beat {others}.",
                cards[best],
            )
            line += " " + tie.format(
                names=listed(self.names[i] for i in tied),
                winner=self.names[best],
                count=cards[best],
                others=others,
            )
        return line

    def rows(self) -> list[tuple[str, list[str]]]:
        """The table as (row label, one cell per player), for printing or drawing."""
        rows = [
            (row_words(c), [str(b[c]) for b in self.breakdowns])
            for c in categories_scored(self.breakdowns)
        ]
        rows.append((_("Total"), [str(s) for s in self.scores]))
        rows.append(
            (
                _("Achievement cards"),
                [
                    ", ".join(glossary_name("achievements", a, ACHIEVEMENT_LABELS[a]) for a in held)
                    or "—"
                    for held in self.achievements
                ],
            )
        )
        rows.append((_("Coins left"), [str(c) for c in self.coins]))
        rows.append((_("Place"), [ordinal(r) for r in self.ranks]))
        return rows

    def __str__(self) -> str:
        header = [""] + [self.label(i) for i in range(len(self.names))]
        body = [[label, *cells] for label, cells in self.rows()]
        widths = [max(len(row[col]) for row in [header, *body]) for col in range(len(header))]
        lines = []
        for row in [header, *body]:
            cells = [row[0].ljust(widths[0])]
            cells += [cell.rjust(width) for cell, width in zip(row[1:], widths[1:], strict=True)]
            lines.append("  ".join(cells).rstrip())
        lines.append(self.winner_line())
        return "\n".join(lines)

    def __repr__(self) -> str:
        return f"SheetResult(scores={self.scores}, ranks={list(self.ranks)})"

    def to_html(self) -> str:
        """The table and the winner's line as HTML (what the widget and a notebook show)."""
        cell = "padding:3px 10px;text-align:right;border-bottom:1px solid #e4dccb"
        head = "".join(
            f'<th style="{cell}">{escape(self.label(i))}</th>' for i in range(len(self.names))
        )
        body = []
        for label, cells in self.rows():
            bold = label in (_("Total"), _("Place"))
            tag = "b" if bold else "span"
            tds = "".join(f'<td style="{cell}"><{tag}>{escape(c)}</{tag}></td>' for c in cells)
            body.append(
                f'<tr><th style="{cell};text-align:left"><{tag}>{escape(label)}</{tag}></th>'
                f"{tds}</tr>"
            )
        return (
            '<div class="tokaido-score-sheet-table">'
            f'<table style="border-collapse:collapse"><tr><th></th>{head}</tr>{"".join(body)}'
            "</table>"
            f'<p class="tokaido-score-sheet-winner"><b>{escape(self.winner_line())}</b></p></div>'
        )

    def _repr_html_(self) -> str:
        return self.to_html()


# ---------------------------------------------------------------------- checking
def check(sheet: ScoreSheet, rules: Rules = OFFICIAL) -> None:
    """Refuse a sheet that no real game can leave on the table, with a ``ScoreSheetError``.

    Each player's entries are checked (known names, whole non-negative counts, at most one
    copy of each specialty, sections within the panorama...), then the table as a whole (no more
    copies of a card than exist, one first to complete each panorama, one player per traveller).

    >>> check(ScoreSheet([PlayerSheet("Aiko", meals=["dango", "dango"]), PlayerSheet("Bea")]))
    Traceback (most recent call last):
    ...
    tokaido_nb.scoresheet.ScoreSheetError: Aiko (player 1), meals: Dango is listed twice, but \
nobody eats the same specialty twice on the journey.
    """
    _Checker(sheet, rules).run()


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
        names=tuple(_name(p, i) for i, p in enumerate(players)),
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


def sheet_from_game(game: Game) -> ScoreSheet:
    """The score sheet of a finished (or running) game: each player's cards, as counted at Edo.

    Scoring it gives the game's own scores, which makes it a check of both.

    >>> from tokaido_nb.simulate import play_game
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
        stops = t.encounter_stops if t.encounter_stops != len(t.encounters) else None
        families = Counter(data.SOUVENIRS[card][0] for card in t.souvenirs)
        springs = t.hot_springs + t.other_springs
        players.append(
            PlayerSheet(
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
        )
    return ScoreSheet(
        players=tuple(players),
        neutral_temple_coins=neutral,
        new_encounters="new_encounters" in game.expansions,
        crossroads=crossroads,
        neutral_arrival=neutral_arrival,
    )


class _Checker:
    """Checks one sheet: each column, then the table. The first problem found is raised."""

    def __init__(self, sheet: ScoreSheet, rules: Rules) -> None:
        self.sheet = sheet
        self.rules = rules
        self.players: list[PlayerSheet] = []
        self.encounter_cards = dict(data.ENCOUNTERS)
        if sheet.new_encounters:
            self.encounter_cards.update(data.NEW_ENCOUNTERS)

    def run(self) -> None:
        players = self.sheet.players
        if isinstance(players, PlayerSheet | str) or not isinstance(players, Sequence):
            raise ScoreSheetError(_("Give the players as a list of PlayerSheet."), field="players")
        self.players = list(players)
        if not 2 <= len(self.players) <= 5:
            raise ScoreSheetError(
                _("Tokaido is played by 2 to 5 players, and this sheet has {count}.").format(
                    count=len(self.players)
                ),
                field="players",
                rule="setup.players",
            )
        for i, p in enumerate(self.players):
            if not isinstance(p, PlayerSheet):
                raise ScoreSheetError(
                    _("Player {number} is a {kind}, not a PlayerSheet.").format(
                        number=i + 1, kind=type(p).__name__
                    ),
                    player=i,
                    field="players",
                )
        self._neutral()
        for i, p in enumerate(self.players):
            self._column(i, p)
        self._travellers()
        self._copies()
        self._panorama_firsts()
        self._arrivals()

    # ------------------------------------------------------------------ helpers
    def fail(
        self,
        i: int,
        field: str,
        text: str,
        key: Any = None,
        rule: str | None = None,
        involved: Sequence[int] = (),
        table: bool = False,
    ):
        who = _who(self.players[i], i)
        key = None if key is None else str(key)
        # A count of the whole table is nobody's mistake in particular: no player leads it.
        if table:
            message = _("{field}: {problem}").format(
                field=capitalized(field_words(field)), problem=text
            )
        else:
            # TRANSLATORS: a refusal of the score sheet: the player ("Aiko (player 1)"), the
            # field of their column, what is wrong.
            message = _("{player}, {field}: {problem}").format(
                player=who, field=field_words(field), problem=text
            )
        involved = tuple(involved) or (i,)
        raise ScoreSheetError(message, player=i, field=field, key=key, rule=rule, involved=involved)

    def count(self, i: int, field: str, value: Any, what: str, key: Any = None) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            # TRANSLATORS: {what} names what is counted ("food & drink souvenirs",
            # "coins"); put it where the sentence needs no agreement with {value}.
            text = _("{value} is not a whole number of {what}.")
            self.fail(i, field, text.format(value=repr(value), what=what), key)
        if value < 0:
            text = _("{value} {what} is negative; count them again.")
            self.fail(i, field, text.format(value=value, what=what), key)
        return value

    def names(self, i: int, field: str, value: Any, known: Mapping | Sequence, what: str) -> list:
        if isinstance(value, str) or not isinstance(value, Sequence | set | frozenset):
            self.fail(i, field, _("give a list of names, not {value}.").format(value=repr(value)))
        for name in value:
            if name not in known:
                close = difflib.get_close_matches(str(name), [str(k) for k in known], n=1)
                refusal = _(_UNKNOWN[what][1 if close else 0])
                text = refusal.format(
                    name=repr(name), close=repr(close[0]) if close else "", names=", ".join(known)
                )
                self.fail(i, field, text, name)
        return list(value)

    # ------------------------------------------------------------------ the neutral traveller
    def _neutral(self) -> None:
        coins = self.sheet.neutral_temple_coins
        players = len(self.players)
        problem, rule = "", None
        if isinstance(coins, bool) or not isinstance(coins, int) or coins < 0:
            problem = _("must be a whole number from 0, not {value}.").format(value=repr(coins))
        elif players != 2 and coins:
            problem = _(
                "only a two-player game has a neutral traveller, and this sheet has {players} "
                "players: leave it at 0, not {coins}."
            ).format(players=players, coins=coins)
            rule = "setup.neutral"
        elif coins > _TEMPLES:
            problem = _(
                "it puts 1 coin at each temple it stops at, and the road has {temples} "
                "temples: {coins} is too many."
            ).format(temples=_TEMPLES, coins=coins)
            rule = "two.neutral_temple"
        if problem:
            raise ScoreSheetError(
                _("The neutral traveller's temple coins: {problem}").format(problem=problem),
                field="neutral_temple_coins",
                rule=rule,
            )

    # ------------------------------------------------------------------ one column
    def _column(self, i: int, p: PlayerSheet) -> None:
        if not isinstance(p.name, str):
            self.fail(i, "name", _("a name is text, not {value}.").format(value=repr(p.name)))
        if p.traveller in data.CROSSROADS_TRAVELLERS and not self.sheet.crossroads:
            text = _("{traveller} is a Crossroads traveller: tick Crossroads.").format(
                traveller=traveller_name(p.traveller)
            )
            self.fail(i, "traveller", text, p.traveller)
        if p.traveller is not None and p.traveller not in data.ALL_TRAVELLERS:
            known = ", ".join(data.ALL_TRAVELLERS)
            text = _("there is no traveller {name}; travellers: {names}.")
            self.fail(i, "traveller", text.format(name=repr(p.traveller), names=known))
        self._souvenirs(i, p)
        self._panoramas(i, p)
        self._hot_springs(i, p)
        self._meals(i, p)
        self._encounters(i, p)
        self._temple(i, p)
        self.count(i, "coins", p.coins, _("coins"))
        self._crossroads(i, p)

    def _crossroads(self, i: int, p: PlayerSheet) -> None:
        """Cherry trees, bathhouses, legendary objects, calligraphies; arrival; Itamae's meals."""
        if not self.sheet.crossroads:
            for name in _CROSSROADS_FIELDS:
                if getattr(p, name):
                    text = _("{field} come with the Crossroads expansion: tick Crossroads.").format(
                        field=field_words(name)
                    )
                    self.fail(i, name, text)
        self.count(i, "cherry_trees", p.cherry_trees, field_words("cherry_trees"))
        baths = self.count(i, "bathhouses", p.bathhouses, field_words("bathhouses"))
        if baths > _HOT_SPRING_SPACES:
            text = _(
                "{count} bathhouses, but the road has {springs} hot springs and a "
                "traveller stops at each at most once."
            ).format(count=baths, springs=_HOT_SPRING_SPACES)
            self.fail(i, "bathhouses", text, rule="cross.bathhouse")
        for name, known, what, rule in (
            ("legendary", data.LEGENDARY, "legendary object", "cross.legendary_buy"),
            ("calligraphies", data.CALLIGRAPHIES, "calligraphy", "cross.calligraphy_buy"),
        ):
            cards = self.names(i, name, getattr(p, name), known, what)
            for card, n in Counter(cards).items():
                if n > 1:
                    text = (
                        _("{card} is listed twice, but there is one {card} card.")
                        if n == 2
                        else _("{card} is listed {count} times, but there is one {card} card.")
                    ).format(card=card_name(card), count=n)
                    self.fail(i, name, text, card, rule)
        self.count(i, "arrival", p.arrival, _("places"))
        if p.encounter_stops is not None:
            stops = self.count(
                i, "encounter_stops", p.encounter_stops, field_words("encounter_stops")
            )
            if stops > _ENCOUNTER_SPACES:
                text = _("{count}, but the road has {spaces} encounter spaces.").format(
                    count=stops, spaces=_ENCOUNTER_SPACES
                )
                self.fail(i, "encounter_stops", text)
        given = self.names(i, "encounter_meals", p.encounter_meals, data.MEALS, "meal")
        itamae = list(p.encounters).count("itamae") if _is_list(p.encounters) else 0
        for meal in given:
            if meal not in p.meals:
                text = _("{meal} is not among this player's meals: list it there too.").format(
                    meal=card_name(meal)
                )
                self.fail(i, "encounter_meals", text, meal)
        if len(given) > itamae:
            text = ngettext(
                "{count} meals from Itamae, but this player holds {cards} Itamae card.",
                "{count} meals from Itamae, but this player holds {cards} Itamae cards.",
                itamae,
            ).format(count=len(given), cards=itamae)
            self.fail(i, "encounter_meals", text, rule="new.itamae")

    def _souvenirs(self, i: int, p: PlayerSheet) -> None:
        if not isinstance(p.souvenirs, Mapping):
            text = _("give a count per family, not {value}.").format(value=repr(p.souvenirs))
            self.fail(i, "souvenirs", text)
        for family, n in p.souvenirs.items():
            if family not in data.FAMILIES:
                text = _("there is no {name} family; families: {names}.").format(
                    name=repr(family), names=", ".join(data.FAMILIES)
                )
                self.fail(i, "souvenirs", text)
            what = _souvenirs_of(family)
            self.count(i, "souvenirs", n, what, family)
            if n > _family_size(family):
                text = _("{count} {what}, but the box holds only {most} of them.").format(
                    count=n, what=what, most=_family_size(family)
                )
                self.fail(i, "souvenirs", text, family)

    def _panoramas(self, i: int, p: PlayerSheet) -> None:
        if not isinstance(p.panoramas, Mapping):
            text = _("give the sections held per panorama, not {value}.")
            self.fail(i, "panoramas", text.format(value=repr(p.panoramas)))
        for panorama, n in p.panoramas.items():
            if panorama not in data.PANORAMAS:
                text = _("there is no {name} panorama; panoramas: {names}.").format(
                    name=repr(panorama), names=", ".join(data.PANORAMAS)
                )
                self.fail(i, "panoramas", text)
            words = _panorama_words(panorama)
            # TRANSLATORS: {panorama} is a panorama's name (sea, mountain, paddy).
            sections = _("{panorama} sections").format(panorama=words)
            self.count(i, "panoramas", n, sections, panorama)
            length = self.rules.panorama_lengths[panorama]
            if n > length:
                text = _(
                    "{count} {panorama} sections, but the {panorama} panorama has only {length}."
                ).format(count=n, panorama=words, length=length)
                self.fail(i, "panoramas", text, panorama, "panorama.lengths")
        firsts = self.names(i, "panorama_firsts", p.panorama_firsts, data.PANORAMAS, "panorama")
        for panorama, n in Counter(firsts).items():
            words = _panorama_words(panorama)
            if n > 1:
                text = _(
                    "the {panorama} achievement is listed {count} times, and there is one card."
                ).format(panorama=words, count=n)
                self.fail(i, "panorama_firsts", text, panorama, "panorama.first")
            held = p.panoramas.get(panorama, 0)
            length = self.rules.panorama_lengths[panorama]
            if held < length:
                text = _(
                    "the {panorama} achievement goes to the first traveller to complete the "
                    "{panorama} panorama, and this player holds {held} of its {length} sections."
                ).format(panorama=words, held=held, length=length)
                self.fail(i, "panorama_firsts", text, panorama, "panorama.first")

    def _hot_springs(self, i: int, p: PlayerSheet) -> None:
        twos = self.count(i, "hot_springs_2", p.hot_springs_2, _springs_worth(2))
        threes = self.count(i, "hot_springs_3", p.hot_springs_3, _springs_worth(3))
        saru = list(p.encounters).count("saru") if _is_list(p.encounters) else 0
        most = _HOT_SPRING_SPACES + saru
        if twos + threes > most:
            text = (
                _(
                    "{count} hot spring cards in all, but the road has {springs} hot springs "
                    "and Saru, and a traveller stops at each at most once: {most} at most."
                )
                if saru
                else _(
                    "{count} hot spring cards in all, but the road has {springs} hot springs, "
                    "and a traveller stops at each at most once: {most} at most."
                )
            ).format(count=twos + threes, springs=_HOT_SPRING_SPACES, most=most)
            self.fail(i, "hot_springs_2" if twos else "hot_springs_3", text, rule="hot_spring.card")

    def _meals(self, i: int, p: PlayerSheet) -> None:
        meals = self.names(i, "meals", p.meals, data.MEALS, "meal")
        for meal, n in Counter(meals).items():
            if n > 1:
                text = (
                    _(
                        "{meal} is listed twice, but nobody eats the same specialty twice on "
                        "the journey."
                    )
                    if n == 2
                    else _(
                        "{meal} is listed {count} times, but nobody eats the same specialty "
                        "twice on the journey."
                    )
                ).format(meal=card_name(meal), count=n)
                self.fail(i, "meals", text, meal, "inn.no_repeat")
        itamae = list(p.encounters).count("itamae") if _is_list(p.encounters) else 0
        if len(meals) > _MEAL_INNS + itamae:
            text = (
                _(
                    "{count} meals, but a traveller eats at most one meal at each of the "
                    "{inns} inns after Kyoto and Itamae's."
                )
                if itamae
                else _(
                    "{count} meals, but a traveller eats at most one meal at each of the "
                    "{inns} inns after Kyoto."
                )
            ).format(count=len(meals), inns=_MEAL_INNS)
            self.fail(i, "meals", text, rule="inn.one")

    def _encounters(self, i: int, p: PlayerSheet) -> None:
        for card in p.encounters if _is_list(p.encounters) else ():
            if card in data.NEW_ENCOUNTERS and not self.sheet.new_encounters:
                text = _("{card} is a New Encounters card: tick New Encounters.").format(
                    card=encounter_label(card)
                )
                self.fail(i, "encounters", text, card)
        cards = self.names(i, "encounters", p.encounters, self.encounter_cards, "encounter card")
        held = Counter(cards)
        for card, n in held.items():
            copies = self.encounter_cards[card]
            if n > copies:
                text = _("{count} {card} cards, but the deck holds {copies}.").format(
                    count=n, card=encounter_label(card), copies=number_word(copies)
                )
                self.fail(i, "encounters", text, card)
        chuubei = _CHUUBEI_INNS if p.traveller == "chuubei" else 0
        if len(cards) > _ENCOUNTER_SPACES + chuubei:
            text = (
                _(
                    "{count} encounter cards, but the road has {spaces} encounters and a "
                    "traveller stops at each at most once (and Chuubei draws one at each of the "
                    "{inns} inns on the way)."
                )
                if chuubei
                else _(
                    "{count} encounter cards, but the road has {spaces} encounters and a "
                    "traveller stops at each at most once."
                )
            ).format(count=len(cards), spaces=_ENCOUNTER_SPACES, inns=chuubei)
            self.fail(i, "encounters", text, rule="encounter.draw")
        if not isinstance(p.takuhatsuso_paid, bool):
            text = _("tick it or not; {value} is neither.").format(value=repr(p.takuhatsuso_paid))
            self.fail(i, "takuhatsuso_paid", text)
        if p.takuhatsuso_paid and not held["takuhatsuso"]:
            text = _("ticked, but {card} is not among this player's encounter cards.").format(
                card=card_name("takuhatsuso")
            )
            self.fail(i, "takuhatsuso_paid", text, rule="new.takuhatsuso")

    def _temple(self, i: int, p: PlayerSheet) -> None:
        coins = self.count(i, "temple_coins", p.temple_coins, _("coins in the temple"))
        miko = list(p.encounters).count("miko")
        if coins < miko:
            text = _("{coins}, but each Miko card put a coin in the temple: at least {miko}.")
            text = text.format(coins=coins, miko=miko)
            self.fail(i, "temple_coins", text, rule="encounter.miko")
        if self.sheet.crossroads:
            # The Devotion amulet sends the coins of purchases to the temple, bought again
            # each time it is played: no count of stops bounds the coins given.
            return
        per_temple = self.rules.max_donation + (1 if p.traveller == "hirotada" else 0)
        most = _TEMPLES * per_temple + miko
        if p.takuhatsuso_paid and data.TAKUHATSUSO_COIN_TO_TEMPLE:
            most += 1
        if coins > most:
            text = (
                _(
                    "{coins}, but at {temples} temples of at most {each} coins each, plus "
                    "{miko} from Miko, a traveller gives {most} at most."
                )
                if miko
                else _(
                    "{coins}, but at {temples} temples of at most {each} coins each, a "
                    "traveller gives {most} at most."
                )
            ).format(coins=coins, temples=_TEMPLES, each=per_temple, miko=miko, most=most)
            self.fail(i, "temple_coins", text, rule="temple.donate")

    # ------------------------------------------------------------------ the whole table
    def _travellers(self) -> None:
        players = self.players
        without = [i for i, p in enumerate(players) if p.traveller is None]
        if without and len(without) < len(players):
            text = _(
                "missing. Either every player has a traveller, or nobody does (the initiatory "
                "journey)."
            )
            self.fail(without[0], "traveller", text, rule="variant.initiatory")
        seen: dict[str, int] = {}
        for i, p in enumerate(players):
            if p.traveller in seen:
                first = seen[p.traveller]
                text = _(
                    "{traveller} is also {player}'s traveller, and each traveller tile exists once."
                ).format(traveller=traveller_name(p.traveller), player=_who(players[first], first))
                self.fail(i, "traveller", text, p.traveller, "setup.deal", (first, i))
            if p.traveller is not None:
                seen[p.traveller] = i

    def _copies(self) -> None:
        players = self.players
        for family in data.FAMILIES:
            counts = [p.souvenirs.get(family, 0) for p in players]
            what = _souvenirs_of(family)
            self._limit("souvenirs", counts, _family_size(family), what, family)
        for value, name in ((2, "hot_springs_2"), (3, "hot_springs_3")):
            counts = [getattr(p, name) for p in players]
            self._limit(name, counts, data.HOT_SPRINGS.count(value), _springs_worth(value))
        for meal, (_price, copies) in data.MEALS.items():
            counts = [list(p.meals).count(meal) for p in players]
            self._limit("meals", counts, copies, _cards_of(card_name(meal)), meal)
        for card, copies in self.encounter_cards.items():
            counts = [list(p.encounters).count(card) for p in players]
            self._limit("encounters", counts, copies, _cards_of(encounter_label(card)), card)
        for panorama in data.PANORAMAS:
            for section in range(1, self.rules.panorama_lengths[panorama] + 1):
                counts = [int(p.panoramas.get(panorama, 0) >= section) for p in players]
                # TRANSLATORS: {panorama} a panorama's name, {section} a section's number.
                what = _("{panorama} cards of section {section}").format(
                    panorama=_panorama_words(panorama), section=section
                )
                self._limit("panoramas", counts, self.rules.panorama_copies, what, panorama)

        if self.sheet.crossroads:
            for name, kind in (("cherry_trees", "cherry_tree"), ("bathhouses", "bathhouse")):
                counts = [getattr(p, name) for p in players]
                self._limit(name, counts, data.CROSSROADS_COPIES[kind], field_words(name))
            for name, cards in (
                ("legendary", data.LEGENDARY),
                ("calligraphies", data.CALLIGRAPHIES),
            ):
                for card in cards:
                    counts = [list(getattr(p, name)).count(card) for p in players]
                    self._limit(name, counts, 1, _cards_of(card_name(card)), card)

    def _arrivals(self) -> None:
        """Patience scores by the order of arrival at Edo: it must be known, and possible."""
        players = self.players
        neutral = len(players) == 2 and data.PATIENCE_COUNTS_NEUTRAL
        places = len(players) + (1 if neutral else 0)
        seen: dict[int, int] = {}
        for i, p in enumerate(players):
            if p.arrival > places:
                text = _("{arrival}, but {places} travellers reach Edo: 1 to {places}.").format(
                    arrival=p.arrival, places=places
                )
                self.fail(i, "arrival", text, rule="cross.calligraphy_scoring")
            if p.arrival and p.arrival in seen:
                first = seen[p.arrival]
                # TRANSLATORS: {place} is a place in the ranking (1st, 2nd ...).
                text = _(
                    "{player} also arrived {place}, and travellers reach Edo one after another."
                ).format(player=_who(players[first], first), place=ordinal(p.arrival))
                self.fail(i, "arrival", text, rule="cross.calligraphy_scoring", involved=(first, i))
            if p.arrival:
                seen[p.arrival] = i
            if "patience" in p.calligraphies and not p.arrival:
                text = _(
                    "{calligraphy} scores by the order of arrival at Edo: enter this player's "
                    "place (1 for the first to arrive)."
                ).format(calligraphy=card_name("patience"))
                self.fail(i, "arrival", text, rule="cross.calligraphy_scoring")

    def _limit(self, field: str, counts: list[int], copies: int, what: str, key: Any = None):
        if sum(counts) <= copies:
            return
        # Who miscounted cannot be known: name the player holding the most, list everyone.
        holders = [j for j, n in enumerate(counts) if n]
        most = max(holders, key=lambda j: counts[j])
        # TRANSLATORS: one player's count, in a list ("Aiko has 4 and Bea has 3").
        held = listed(
            [
                _("{name} has {count}").format(name=_name(self.players[j], j), count=counts[j])
                for j in holders
            ]
        )
        # TRANSLATORS: {what} names the cards counted ("food & drink souvenirs", "Dango
        # cards"); {holders} who has how many; {field} the field of the sheet to check.
        text = ngettext(
            "the table holds {count} {what}, but only {copies} exists ({holders}): check the "
            "{field} of each.",
            "the table holds {count} {what}, but only {copies} exist ({holders}): check the "
            "{field} of each.",
            copies,
        ).format(
            count=sum(counts), what=what, copies=copies, holders=held, field=field_words(field)
        )
        self.fail(most, field, text, key, involved=holders, table=True)

    def _panorama_firsts(self) -> None:
        players = self.players
        for panorama in data.PANORAMAS:
            firsts = [i for i, p in enumerate(players) if panorama in p.panorama_firsts]
            if len(firsts) > 1:
                text = _(
                    "{player} is also marked first to complete the {panorama} panorama, and only "
                    "one traveller can be first."
                ).format(
                    player=_who(players[firsts[0]], firsts[0]), panorama=_panorama_words(panorama)
                )
                self.fail(firsts[1], "panorama_firsts", text, panorama, "panorama.first", firsts)
            length = self.rules.panorama_lengths[panorama]
            complete = [i for i, p in enumerate(players) if p.panoramas.get(panorama, 0) >= length]
            if complete and not firsts:
                names = listed([_who(players[i], i) for i in complete])
                text = _(
                    "{players} completed the {panorama} panorama, so the first of them took its "
                    "achievement: mark who it was."
                ).format(players=names, panorama=_panorama_words(panorama))
                self.fail(
                    complete[0], "panorama_firsts", text, panorama, "panorama.first", complete
                )


# ---------------------------------------------------------------------- words
def _name(p: PlayerSheet, i: int) -> str:
    if isinstance(p.name, str) and p.name.strip():
        return p.name.strip()
    # TRANSLATORS: a player without a name, by their column's number.
    return _("Player {number}").format(number=i + 1)


def _who(p: PlayerSheet, i: int) -> str:
    """How a message names a player: "Aiko (player 1)", or "Player 1" without a name."""
    name = _name(p, i)
    if name == _("Player {number}").format(number=i + 1):
        return name
    # TRANSLATORS: a named player and their column's number.
    return _("{name} (player {number})").format(name=name, number=i + 1)


def _springs_worth(value: int) -> str:
    # TRANSLATORS: hot spring cards of one value (2 or 3 points), as a count names them.
    return _("hot spring cards worth {value}").format(value=value)


def _cards_of(name: str) -> str:
    # TRANSLATORS: the cards of one name ("Dango cards"), as a count names them.
    return _("{name} cards").format(name=name)


def _is_list(value: Any) -> bool:
    return isinstance(value, Sequence | set | frozenset) and not isinstance(value, str)


def _family_size(family: str) -> int:
    return sum(1 for f, _ in data.SOUVENIRS.values() if f == family)


__all__ = [
    "END_GAME_ACHIEVEMENTS",
    "FIELDS",
    "PlayerSheet",
    "ScoreSheet",
    "ScoreSheetError",
    "SheetResult",
    "check",
    "holdings_of",
    "score",
    "sheet_from_game",
]
