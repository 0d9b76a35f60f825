"""The score sheet as a form: one column per player, a Score button, the table and a chart.

After a game on a real table, each player's cards are typed in; ``tokaido_nb.scoresheet``
checks the table and scores it. This module only reads the inputs into a ``ScoreSheet``, shows
the result, draws a stacked bar per player, and explains a refused entry on the message line
(with the player and the field outlined), leaving the previous result in place. No rule is
decided here.
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

import ipywidgets as widgets

from ..render.palette import PLAYER_COLOURS
from ..rules import data
from ..rules.config import OFFICIAL, Rules
from ..rules.language import _, pgettext
from ..rules.untrusted import short_repr
from ..rules.words import EXPANSION_LABELS, FAMILY_LABELS, card_name, panorama_word
from ..scoresheet.sheet import PlayerSheet, ScoreSheet, ScoreSheetError, SheetResult, score
from .parts import MessageLine, name_unseen, show_figure
from .unrun import RunToShow

_INVALID = "tokaido-score-sheet-invalid"
_INVALID_BORDER = "2px solid #c92a2a"


def _int_input(*classes: str) -> widgets.IntText:
    box = widgets.IntText(value=0, layout=widgets.Layout(width="auto", min_width="60px"))
    for name in classes:
        box.add_class(name)
    return box


def _tags_input(placeholder: str, *classes: str) -> widgets.TagsInput:
    # No allowed_tags: a TagsInput drops a tag it does not allow without a word, so a misspelt
    # card would vanish. Every name reaches the sheet, which refuses it in words.
    box = widgets.TagsInput(allow_duplicates=True, placeholder=placeholder)
    for name in classes:
        box.add_class(name)
    return box


def _player(number: int) -> str:
    return _("Player {number}").format(number=number)


def card_key(name: str) -> str:
    """A card name as typed, read as its key: ``"Tai Meshi"`` and ``" tai-meshi"`` are
    ``"tai_meshi"``. A name that is no card stays as typed, for the sheet to refuse.

    >>> card_key("Tai Meshi"), card_key("UDON "), card_key("udonn")
    ('tai_meshi', 'udon', 'udonn')
    """
    return "_".join(name.strip().lower().replace("-", " ").split())


class PlayerColumn:
    """The inputs of one player's column. ``inputs(field, key)`` finds them by sheet field."""

    def __init__(self, index: int) -> None:
        self.index = index
        mark = f"tokaido-score-sheet-player-{index + 1}"
        self.name = widgets.Text(
            placeholder=_player(index + 1), layout=widgets.Layout(width="auto")
        )
        self.name.add_class("tokaido-score-sheet-name").add_class(mark)
        options = [(_("— (initiatory journey)"), "")]
        options += [(card_name(key), key) for key in data.TRAVELLERS]
        expansion = _(EXPANSION_LABELS["crossroads"])
        options += [
            # TRANSLATORS: {traveller} is a traveller's name, {expansion} "Crossroads".
            (
                _("{traveller} ({expansion})").format(
                    traveller=card_name(key), expansion=expansion
                ),
                key,
            )
            for key in data.CROSSROADS_TRAVELLERS
        ]
        self.traveller = widgets.Dropdown(
            options=options, value="", layout=widgets.Layout(width="auto")
        )
        self.traveller.add_class("tokaido-score-sheet-traveller").add_class(mark)
        self.souvenirs = {
            family: _int_input(f"tokaido-score-sheet-souvenirs-{family}", mark)
            for family in data.FAMILIES
        }
        self.panoramas = {
            panorama: _int_input(f"tokaido-score-sheet-panoramas-{panorama}", mark)
            for panorama in data.PANORAMAS
        }
        self.firsts = {}
        for panorama in data.PANORAMAS:
            box = widgets.Checkbox(
                description=panorama_word(panorama),
                indent=False,
                layout=widgets.Layout(width="auto"),
            )
            box.add_class(f"tokaido-score-sheet-first-{panorama}").add_class(mark)
            self.firsts[panorama] = box
        self.firsts_box = widgets.HBox(
            list(self.firsts.values()), layout=widgets.Layout(flex_flow="row wrap")
        )
        self.hot_springs_2 = _int_input("tokaido-score-sheet-hot-springs-2", mark)
        self.hot_springs_3 = _int_input("tokaido-score-sheet-hot-springs-3", mark)
        self.meals = _tags_input(_("a meal"), "tokaido-score-sheet-meals", mark)
        self.encounters = _tags_input(_("a card"), "tokaido-score-sheet-encounters", mark)
        self.takuhatsuso_paid = widgets.Checkbox(
            description=_("paid"), indent=False, layout=widgets.Layout(width="auto")
        )
        self.takuhatsuso_paid.add_class("tokaido-score-sheet-takuhatsuso-paid").add_class(mark)
        self.temple_coins = _int_input("tokaido-score-sheet-temple-coins", mark)
        self.coins = _int_input("tokaido-score-sheet-coins", mark)
        self._crossroads_inputs(mark)

    def _crossroads_inputs(self, mark: str) -> None:
        """The inputs of Crossroads' cards, shown when the sheet's Crossroads box is ticked."""
        self.cherry_trees = _int_input("tokaido-score-sheet-cherry-trees", mark)
        self.bathhouses = _int_input("tokaido-score-sheet-bathhouses", mark)
        self.legendary = _tags_input(_("an object"), "tokaido-score-sheet-legendary", mark)
        self.calligraphies = _tags_input(
            _("a calligraphy"), "tokaido-score-sheet-calligraphies", mark
        )
        self.arrival = _int_input("tokaido-score-sheet-arrival", mark)
        self.encounter_stops = _int_input("tokaido-score-sheet-encounter-stops", mark)
        self.encounter_meals = _tags_input(_("a meal"), "tokaido-score-sheet-encounter-meals", mark)

    def sheet(self) -> PlayerSheet:
        """What the column says, as a ``PlayerSheet`` (not checked yet)."""
        return PlayerSheet(
            name=self.name.value.strip(),
            traveller=self.traveller.value or None,
            souvenirs={f: box.value for f, box in self.souvenirs.items() if box.value},
            panoramas={p: box.value for p, box in self.panoramas.items() if box.value},
            panorama_firsts=tuple(p for p, box in self.firsts.items() if box.value),
            hot_springs_2=self.hot_springs_2.value,
            hot_springs_3=self.hot_springs_3.value,
            meals=tuple(card_key(name) for name in self.meals.value),
            encounters=tuple(card_key(name) for name in self.encounters.value),
            takuhatsuso_paid=self.takuhatsuso_paid.value,
            temple_coins=self.temple_coins.value,
            coins=self.coins.value,
            cherry_trees=self.cherry_trees.value,
            bathhouses=self.bathhouses.value,
            legendary=tuple(card_key(name) for name in self.legendary.value),
            calligraphies=tuple(card_key(name) for name in self.calligraphies.value),
            arrival=self.arrival.value,
            # 0 stands for "one stop per encounter card", the sheet's None
            encounter_stops=self.encounter_stops.value or None,
            encounter_meals=tuple(card_key(name) for name in self.encounter_meals.value),
        )

    def fill(self, player: PlayerSheet) -> None:
        """Show a ``PlayerSheet`` in the column (its names must be real cards)."""
        self.name.value = player.name
        self.traveller.value = player.traveller or ""
        for family, box in self.souvenirs.items():
            box.value = player.souvenirs.get(family, 0)
        for panorama, box in self.panoramas.items():
            box.value = player.panoramas.get(panorama, 0)
        for panorama, box in self.firsts.items():
            box.value = panorama in player.panorama_firsts
        self.hot_springs_2.value = player.hot_springs_2
        self.hot_springs_3.value = player.hot_springs_3
        self.meals.value = list(player.meals)
        self.encounters.value = list(player.encounters)
        self.takuhatsuso_paid.value = player.takuhatsuso_paid
        self.temple_coins.value = player.temple_coins
        self.coins.value = player.coins
        self.cherry_trees.value = player.cherry_trees
        self.bathhouses.value = player.bathhouses
        self.legendary.value = list(player.legendary)
        self.calligraphies.value = list(player.calligraphies)
        self.arrival.value = player.arrival
        self.encounter_stops.value = player.encounter_stops or 0
        self.encounter_meals.value = list(player.encounter_meals)

    def clear(self) -> None:
        """Empty the column."""
        self.fill(PlayerSheet())

    def inputs(self, field: str | None, key: str | None = None) -> list[widgets.Widget]:
        """The inputs of a sheet field (one of ``scoresheet.FIELDS``), narrowed by ``key``."""
        groups = {"souvenirs": self.souvenirs, "panoramas": self.panoramas}
        groups["panorama_firsts"] = self.firsts
        if field in groups:
            group = groups[field]
            return [group[key]] if key in group else list(group.values())
        one = getattr(self, field, None) if field else None
        return [one] if isinstance(one, widgets.Widget) else []


class ScoreSheetForm(RunToShow, widgets.VBox):
    """The score sheet of a real table: fill one column per player, press Score.

    ``fill(sheet)`` shows a ``ScoreSheet``; ``sheet()`` reads the form; ``score()`` (the
    button) checks and scores it, shows the table, the winner's line and a chart, or explains a
    refused entry on the message line with the player's field outlined, keeping the previous
    result. CSS classes: ``tokaido-score-sheet`` (the whole form), ``tokaido-score-sheet-players``,
    ``tokaido-score-sheet-new-encounters``, ``tokaido-score-sheet-crossroads`` (its rows appear
    when it is ticked), ``tokaido-score-sheet-neutral``,
    ``tokaido-score-sheet-grid``, one class per input (``tokaido-score-sheet-<field>`` and
    ``tokaido-score-sheet-player-<n>``), ``tokaido-score-sheet-score``,
    ``tokaido-score-sheet-clear``, ``tokaido-message``, ``tokaido-score-sheet-result`` and
    ``tokaido-score-sheet-chart``.
    """

    def __init__(
        self, players: int = 4, *, sheet: ScoreSheet | None = None, rules: Rules = OFFICIAL
    ) -> None:
        self.rules = rules
        # A count the dropdown cannot show (2.5, "x") would be a TraitError: 4, and said why.
        odd, fits = players, type(players) is int and 2 <= players <= 5
        players = players if fits else 4
        self.columns = [PlayerColumn(i) for i in range(5)]
        self.players = widgets.Dropdown(
            options=[2, 3, 4, 5],
            value=players,
            description=_("Players"),
            layout=widgets.Layout(width="160px"),
        )
        self.players.add_class("tokaido-score-sheet-players")
        self.new_encounters = widgets.Checkbox(
            description=_("New Encounters in the deck"),
            indent=False,
            layout=widgets.Layout(width="auto"),
        )
        self.new_encounters.add_class("tokaido-score-sheet-new-encounters")
        self.crossroads = widgets.Checkbox(
            description=_(EXPANSION_LABELS["crossroads"]),
            indent=False,
            layout=widgets.Layout(width="auto"),
        )
        self.crossroads.add_class("tokaido-score-sheet-crossroads")
        self.neutral = widgets.IntText(
            value=0,
            description=_("Neutral traveller's temple coins"),
            style={"description_width": "initial"},
            layout=widgets.Layout(width="300px"),
        )
        self.neutral.add_class("tokaido-score-sheet-neutral")
        self.grid = widgets.GridBox()
        self.grid.add_class("tokaido-score-sheet-grid")
        self.score_button = widgets.Button(
            description=pgettext("button", "Score"), button_style="primary"
        )
        self.score_button.add_class("tokaido-score-sheet-score")
        self.score_button.on_click(lambda _button: self.score())
        self.clear_button = widgets.Button(description=_("Clear the sheet"), icon="eraser")
        self.clear_button.add_class("tokaido-score-sheet-clear")
        self.clear_button.on_click(lambda _button: self.clear())
        self.message = MessageLine(_("Fill in each player's cards, then press Score."))
        if not fits:
            self.message.refuse(
                ValueError(
                    _("Tokaido is played by 2 to 5 players, not {players}.").format(
                        players=short_repr(odd)
                    )
                )
            )
        self.result = widgets.HTML()
        self.result.add_class("tokaido-score-sheet-result")
        self.chart = widgets.Output()
        self.chart.add_class("tokaido-score-sheet-chart")
        self.last: SheetResult | None = None
        self._marked: list[widgets.Widget] = []
        cards = [*data.ENCOUNTERS, *data.NEW_ENCOUNTERS]
        # The names a box takes are the cards' keys (typed as on the cards).
        lines = [
            _("Meals, by name: {names}.").format(names=", ".join(data.MEALS)),
            _("Encounter cards, by name: {names}.").format(names=", ".join(cards)),
            _(
                "With Crossroads: legendary objects {objects}; calligraphies {calligraphies}."
            ).format(
                objects=", ".join(data.LEGENDARY), calligraphies=", ".join(data.CALLIGRAPHIES)
            ),
            _(
                "Type a name and press Enter; a name the sheet does not know is refused when you "
                "press Score."
            ),
        ]
        self.names_help = widgets.HTML(
            '<div style="font-size:12px;color:#6f6456;max-width:900px">'
            + "<br>".join(escape(line) for line in lines)
            + "</div>"
        )
        self.names_help.add_class("tokaido-score-sheet-names")
        options = widgets.HBox(
            [self.players, self.new_encounters, self.crossroads, self.neutral],
            layout=widgets.Layout(flex_flow="row wrap"),
        )
        buttons = widgets.HBox([self.score_button, self.clear_button])
        super().__init__(
            [options, self.grid, self.names_help, buttons, self.message, self.result, self.chart]
        )
        self.add_class("tokaido-score-sheet")
        self.players.observe(lambda _change: self._layout(), names="value")
        self.new_encounters.observe(lambda _change: self._layout(), names="value")
        self.crossroads.observe(lambda _change: self._layout(), names="value")
        self._neutral_arrival = 0  # kept from a filled sheet: the form has no input for it
        if sheet is not None:
            self.fill(sheet)
        self._layout()

    def __repr__(self) -> str:
        return f"ScoreSheetForm(players={self.players.value})"

    # ------------------------------------------------------------------ reading and writing
    @property
    def count(self) -> int:
        """How many players the sheet has now."""
        return self.players.value

    def sheet(self) -> ScoreSheet:
        """The form as a ``ScoreSheet`` (not checked yet)."""
        players = [column.sheet() for column in self.columns[: self.count]]
        return ScoreSheet(
            players=tuple(players),
            neutral_temple_coins=self.neutral.value if self.count == 2 else 0,
            new_encounters=self.new_encounters.value,
            crossroads=self.crossroads.value,
            neutral_arrival=self._neutral_arrival if self.crossroads.value else 0,
        )

    def fill(self, sheet: ScoreSheet) -> None:
        """Show ``sheet`` in the form, columns beyond its players emptied; nothing is scored.
        Anything but a ``ScoreSheet`` is explained on the message line, and the form stays."""
        if not isinstance(sheet, ScoreSheet):
            self.message.refuse(
                ValueError(
                    _("Fill the form with a ScoreSheet, not {value}.").format(
                        value=short_repr(sheet)
                    )
                )
            )
            return
        players = list(sheet.players)
        self.players.value = len(players)
        self.new_encounters.value = sheet.new_encounters
        self.crossroads.value = sheet.crossroads
        self._neutral_arrival = sheet.neutral_arrival
        self.neutral.value = sheet.neutral_temple_coins
        for i, column in enumerate(self.columns):
            if i < len(players):
                column.fill(players[i])
            else:
                column.clear()

    def clear(self) -> None:
        """Empty every column, the result and the chart."""
        for column in self.columns:
            column.clear()
        self.neutral.value = 0
        self.new_encounters.value = False
        self.crossroads.value = False
        self._neutral_arrival = 0
        self._unmark()
        self.last = None
        self.result.value = ""
        self.chart.outputs = ()
        self.message.say(_("The sheet is empty. Fill in each player's cards, then press Score."))

    # ------------------------------------------------------------------ scoring
    def score(self) -> SheetResult | None:
        """Check and score the form; a refused entry is explained and the last result kept."""
        self._unmark()
        try:
            result = score(self.sheet(), self.rules)
        except ScoreSheetError as error:
            self.message.refuse(error)
            self._mark(error)
            return None
        self.last = result
        self.result.value = result.to_html()
        self._draw(result)
        self.message.say(_("Scored. Change an entry and press Score again to see what it does."))
        return result

    def _draw(self, result: SheetResult) -> None:
        from ..render.in_browser import chart_maker

        # The browser edition offline: the same numbers as a table.
        sheet_figure = chart_maker("charts", "sheet_figure")

        show_figure(self.chart, sheet_figure(result), _("<score breakdown chart>"))

    def _mark(self, error: ScoreSheetError) -> None:
        if error.field == "neutral_temple_coins":
            marked: Iterable[widgets.Widget] = [self.neutral]
        elif error.field == "players" and error.player is None:
            marked = [self.players]
        else:
            marked = [
                widget
                for player in error.involved
                if player < len(self.columns)
                for widget in self.columns[player].inputs(error.field, error.key)
            ]
        for widget in marked:
            widget.add_class(_INVALID)
            widget.layout.border = _INVALID_BORDER
            self._marked.append(widget)

    def _unmark(self) -> None:
        for widget in self._marked:
            widget.remove_class(_INVALID)
            widget.layout.border = None
        self._marked = []

    # ------------------------------------------------------------------ layout
    def _rows(self) -> list[tuple[str, str]]:
        """(label, attribute path) of each row shown now."""
        rows = [(_("Name"), "name"), (_("Traveller"), "traveller")]
        rows += [
            (_("Souvenirs: {family}").format(family=_(FAMILY_LABELS[f])), f"souvenirs.{f}")
            for f in data.FAMILIES
        ]
        sections = {
            "paddy": _("Paddy sections (0–{most})"),
            "mountain": _("Mountain sections (0–{most})"),
            "sea": _("Sea sections (0–{most})"),
        }
        for panorama in data.PANORAMAS:
            length = self.rules.panorama_lengths[panorama]
            rows.append((sections[panorama].format(most=length), f"panoramas.{panorama}"))
        rows += [
            (_("First to complete"), "firsts_box"),
            (_("Hot springs worth 2"), "hot_springs_2"),
            (_("Hot springs worth 3"), "hot_springs_3"),
            (_("Meals eaten"), "meals"),
            (_("Encounter cards"), "encounters"),
        ]
        if self.new_encounters.value:
            rows.append((card_name("takuhatsuso"), "takuhatsuso_paid"))
        if self.crossroads.value:
            rows += [
                (_("Cherry trees"), "cherry_trees"),
                (_("Bathhouses"), "bathhouses"),
                (_("Legendary objects"), "legendary"),
                (_("Calligraphies"), "calligraphies"),
                (_("Arrival at Edo (1 = first)"), "arrival"),
                (_("Encounter stops (Umegae; 0: one per card)"), "encounter_stops"),
            ]
            if self.new_encounters.value:
                rows.append((_("Meals from Itamae"), "encounter_meals"))
        rows += [
            (_("Temple coins (Miko's too)"), "temple_coins"),
            (
                _("Coins left (Foresight's only points)")
                if self.crossroads.value
                else _("Coins left (no points)"),
                "coins",
            ),
        ]
        return rows

    def _layout(self) -> None:
        count = self.count
        children: list[widgets.Widget] = [widgets.HTML("")]
        for i in range(count):
            head = widgets.HTML(
                # The player's colour on a square, the name in ink (a pale colour would not
                # read as text).
                f'<b><span style="color:{PLAYER_COLOURS[i]}" aria-hidden="true">■</span> '
                f"{escape(_player(i + 1))}</b>",
            )
            children.append(head)
        for label, path in self._rows():
            children.append(widgets.HTML(f"<b>{escape(label)}</b>"))
            for column in self.columns[:count]:
                attribute, _dot, key = path.partition(".")
                value = getattr(column, attribute)
                field = value[key] if key else value
                if not isinstance(field, widgets.Box | widgets.Checkbox):
                    # The row's title and the column's player, read out with the input.
                    # TRANSLATORS: an input's name for screen readers: "Player 2: Meals eaten".
                    said = _("{player}: {row}").format(player=_player(column.index + 1), row=label)
                    name_unseen(field, said)
                children.append(field)
        self.grid.children = children
        self.grid.layout = widgets.Layout(
            grid_template_columns=f"210px repeat({count}, minmax(110px, 1fr))",
            grid_gap="3px 8px",
            align_items="center",
        )
        self.neutral.layout.display = None if count == 2 else "none"


__all__ = ["PlayerColumn", "ScoreSheetForm"]
