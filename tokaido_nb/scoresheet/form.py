"""The score sheet's form: its fields and their words, a player's column (``PlayerSheet``), the
sheet (``ScoreSheet``), its result (``SheetResult``) as a table, and the error that names a
wrong cell (``ScoreSheetError``).

Split from sheet.py, which re-exports every name here and holds what scores a sheet
(``score``, ``check``); checks.py holds the checks of a sheet against the box.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from html import escape

from ..rules import data
from ..rules.language import N_, _, glossary, glossary_name, language, ngettext, pgettext
from ..rules.scoring import categories_scored
from ..rules.words import ACHIEVEMENT_LABELS, FAMILY_LABELS, listed, ordinal, traveller_name

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


def souvenirs_of(family: str) -> str:
    # TRANSLATORS: the souvenirs of one family, as a count names them ("food & drink
    # souvenirs"); {family} is the family's name from the glossary.
    return _("{family} souvenirs").format(family=_family_words(family))


def panorama_words(panorama: str) -> str:
    """A panorama as a sentence names it: its key in English (``sea``), the glossary's words
    in another language."""
    entry = glossary(language()).get("panoramas", {}).get(panorama, {})
    return entry.get("label", panorama)


TEMPLES = sum(1 for kind, _ in data.BOARD if kind == "temple")  # 6 temple spaces
HOT_SPRING_SPACES = sum(1 for kind, _ in data.BOARD if kind == "hot_spring")  # 6
ENCOUNTER_SPACES = sum(1 for kind, _ in data.BOARD if kind == "encounter")  # 7
MEAL_INNS = len(data.INNS) - 1  # every inn but the starting one serves a meal: 4
CHUUBEI_INNS = len(data.INNS) - 2  # the inns on the way


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


UNKNOWN = {
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
"""The refusal of an unknown name in each list of the sheet (``Checker.names``)."""

_LISTS = ("panorama_firsts", "meals", "encounters", "legendary", "calligraphies", "encounter_meals")
CROSSROADS_FIELDS = ("cherry_trees", "bathhouses", "legendary", "calligraphies")


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

        >>> from tokaido_nb.scoresheet import score
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


def player_name(p: PlayerSheet, i: int) -> str:
    if isinstance(p.name, str) and p.name.strip():
        return p.name.strip()
    # TRANSLATORS: a player without a name, by their column's number.
    return _("Player {number}").format(number=i + 1)
