"""A table's set-up: what the panel holds (``Setup``), the panel itself (``SetupPanel``, the
seats, the variants and the seed), and a game dealt from a set-up (``new_game``).

A set-up the rules refuse (a Crossroads traveller without Crossroads, an unknown variant, a
traveller twice) raises ``ValueError`` or ``IllegalAction`` with a sentence saying why; the table
shows it on its message line and keeps its game.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from html import escape
from typing import Any

import ipywidgets as widgets

from ..rules import data
from ..rules.game import Game
from ..rules.game.setup import first_crossroads_traveller
from ..rules.language import N_, _, ngettext
from ..rules.untrusted import short_repr
from ..rules.words import EXPANSION_LABELS, VARIANT_LABELS, card_name
from .parts import icon_button
from .table_seats import MAX_SEED, SEAT_KINDS, default_names, unknown_kind

OPTIONS: dict[str, str] = {**VARIANT_LABELS, "crossroads": EXPANSION_LABELS["crossroads"]}
"""The switches of the set-up panel: the four official variants, the New Encounters and
Crossroads (whose six travellers then join the deal)."""

MAX_SEATS = 5
_DEALT = N_("dealt at random")


def players_words(count: int) -> str:
    """``4 players``, in the language spoken now."""
    return ngettext("{count} player", "{count} players", count).format(count=count)


def crossroads_traveller(key: str) -> str:
    """A Crossroads traveller as the set-up lists it: ``Jirocho (Crossroads)``."""
    # TRANSLATORS: {traveller} is a traveller's name, {expansion} the expansion's ("Crossroads").
    return _("{traveller} ({expansion})").format(
        traveller=card_name(key), expansion=_(EXPANSION_LABELS["crossroads"])
    )


@dataclass(frozen=True)
class Setup:
    """What the set-up panel holds: one entry per seat, the variants and the seed.

    ``travellers[i]`` is a traveller key, or None for one dealt at random. ``options`` holds
    variant keys, ``"new_encounters"`` and ``"crossroads"``.
    """

    seats: tuple[str, ...]
    names: tuple[str, ...]
    travellers: tuple[str | None, ...]
    options: tuple[str, ...]
    seed: int

    @property
    def variants(self) -> tuple[str, ...]:
        return tuple(o for o in self.options if o not in data.EXPANSIONS)

    @property
    def expansions(self) -> tuple[str, ...]:
        return tuple(o for o in self.options if o in data.EXPANSIONS)


def checked_arguments(
    seats: Any, names: Any, travellers: Any, variants: Any, seed: Any
) -> tuple[list, list | None, list | None, list]:
    """The arguments of ``Table`` as lists; a ``TypeError`` (or for a seed out of range a
    ``ValueError``) naming the argument for a value of the wrong kind. Values of the right kind
    that the rules refuse (an unknown seat, a traveller twice) are explained on the message
    line instead."""

    def texts(value: Any, name: str, none_inside: bool = False) -> list:
        if isinstance(value, (str, bytes)) or not isinstance(value, Iterable):
            raise TypeError(f"{name} must be a list, not {short_repr(value)}")
        items = list(value)
        for item in items:
            if not (isinstance(item, str) or none_inside and item is None):
                kind = "text or None" if none_inside else "text"
                raise TypeError(f"each of {name} must be {kind}, not {short_repr(item)}")
        return items

    if isinstance(seed, bool) or not isinstance(seed, int):
        raise TypeError(f"seed must be a whole number, not {short_repr(seed)}")
    if not -MAX_SEED <= seed <= MAX_SEED:
        raise ValueError(f"seed must be from {-MAX_SEED} to {MAX_SEED}, not {short_repr(seed)}")
    return (
        texts(seats, "seats"),
        None if names is None else texts(names, "names"),
        None if travellers is None else texts(travellers, "travellers", none_inside=True),
        texts(variants, "variants"),
    )


def check_setup(setup: Setup) -> None:
    """Refuse, with a sentence, a set-up no game can start from: a seed out of range, an
    unknown seat or variant."""
    if not -MAX_SEED <= setup.seed <= MAX_SEED:
        raise ValueError(
            _("The seed must be a whole number from {low} to {high}.").format(
                low=-MAX_SEED, high=MAX_SEED
            )
        )
    for kind in setup.seats:
        if kind not in SEAT_KINDS:
            raise ValueError(unknown_kind(kind))
    unknown = [o for o in setup.options if o not in OPTIONS]
    if unknown:
        known = ", ".join(OPTIONS)
        # TRANSLATORS: {known} lists the variants' keys, which stay in English.
        raise ValueError(
            _("Unknown variant {variant}: the table offers {known}.").format(
                variant=repr(unknown[0]), known=known
            )
        )


def new_game(setup: Setup) -> tuple[Game, list[str]]:
    """The game of ``setup``, and who was dealt which traveller at random, in words; a refused
    set-up raises ``ValueError`` (or the rules' ``IllegalAction``) saying why."""
    check_setup(setup)
    count = len(setup.seats)
    defaults = default_names(setup.seats)
    names = [
        (setup.names[i] if i < len(setup.names) else "").strip() or defaults[i]
        for i in range(count)
    ]
    travellers: list[str | None] | None  # None: the rules deal, below
    travellers = list(setup.travellers[:count])
    travellers += [None] * (count - len(travellers))
    crossroads = first_crossroads_traveller(travellers, setup.options)
    if crossroads:
        raise ValueError(
            _(
                "{traveller} is a traveller of the Crossroads expansion: tick "
                "Crossroads, or choose one of the base game's ten travellers"
            ).format(traveller=card_name(crossroads))
        )
    left_to_chance = [i for i, key in enumerate(travellers) if key is None]
    if "initiatory" in setup.options or all(t is None for t in travellers):
        travellers = None  # the rules deal (or, initiatory, there are no travellers)
        left_to_chance = []
    # Seats picked and seats left to chance: the game deals those one of the other tiles.
    game = Game(
        count,
        travellers=travellers,
        variants=setup.variants,
        expansions=setup.expansions,
        seed=setup.seed,
        names=names,
    )
    dealt = [
        # TRANSLATORS: a traveller dealt to a player: "Kinko to Player 2".
        _("{traveller} to {name}").format(traveller=card_name(key), name=names[i])
        for i in left_to_chance
        if (key := game.travellers[i].key) is not None
    ]
    return game, dealt


class SetupPanel(widgets.Accordion):
    """The set-up panel, folded under the game: a row per seat (who sits there, a name, a
    traveller or one dealt at random), the variants, the seed and **Start the journey**, which
    calls ``on_start``."""

    def __init__(self, on_start: Callable[[], Any]) -> None:
        super().__init__()
        # The controls (108 widgets at 5 seats) are made the first time the panel opens, not
        # with the table: the panel starts folded, and in the browser edition every widget made
        # is a message to the page before the lesson's first widget shows.
        self._on_start = on_start
        self._pending: Setup | None = None
        self._built = False
        self.children = [widgets.VBox([])]
        self.titles = (_("Set up a new game"),)
        self.selected_index: int | None = None  # folded
        self.add_class("tokaido-table-setup")
        self.observe(self._opened, names="selected_index")

    def _opened(self, change: dict[str, Any]) -> None:
        if change["new"] is not None:
            self.build()

    def build(self) -> None:
        """Make the panel's controls (once), filled with the set-up last shown."""
        if self._built:
            return
        self._built = True
        self._players_box = widgets.Dropdown(
            options=[(players_words(n), n) for n in range(2, MAX_SEATS + 1)],
            value=4,
            description=_("Table"),
            layout=widgets.Layout(width="220px"),
        ).add_class("tokaido-table-players")
        self._players_box.observe(lambda _c: self.show_rows(), names="value")
        self._kind_boxes: list[widgets.Dropdown] = []
        self._name_boxes: list[widgets.Text] = []
        self._traveller_boxes: list[widgets.Dropdown] = []
        self._rows: list[widgets.HBox] = [self._seat_row(index) for index in range(MAX_SEATS)]
        self._option_boxes: dict[str, widgets.Checkbox] = {
            key: widgets.Checkbox(
                value=False, description=_(label), indent=False, layout=widgets.Layout(width="auto")
            ).add_class(f"tokaido-table-variant-{key}")
            for key, label in OPTIONS.items()
        }
        self._option_boxes["initiatory"].observe(lambda _c: self.show_rows(), names="value")
        self._seed_box = widgets.IntText(
            value=1, description=_("Seed"), layout=widgets.Layout(width="180px")
        ).add_class("tokaido-table-seed")
        self._start_button = icon_button(
            _("Start the journey"), "play", "tokaido-table-start", _("A new game with this set-up")
        )
        self._start_button.button_style = "success"
        self._start_button.on_click(lambda _b: self._on_start())
        options = widgets.HBox(
            list(self._option_boxes.values()), layout=widgets.Layout(flex_flow="row wrap")
        )
        start = widgets.HBox([self._seed_box, self._start_button])
        self.children[0].children = [_help(), self._players_box, *self._rows, options, start]
        if self._pending is not None:
            self.show(self._pending)
        else:
            self.show_rows()

    # The controls by the names they have always had; asking for one makes them all.
    @property
    def players_box(self) -> widgets.Dropdown:
        """How many players sit at the table."""
        self.build()
        return self._players_box

    @property
    def kind_boxes(self) -> list[widgets.Dropdown]:
        """Who sits at each seat (a person or a kind of bot)."""
        self.build()
        return self._kind_boxes

    @property
    def name_boxes(self) -> list[widgets.Text]:
        """Each seat's name."""
        self.build()
        return self._name_boxes

    @property
    def traveller_boxes(self) -> list[widgets.Dropdown]:
        """Each seat's traveller ("" for one dealt at random)."""
        self.build()
        return self._traveller_boxes

    @property
    def rows(self) -> list[widgets.HBox]:
        """Each seat's row."""
        self.build()
        return self._rows

    @property
    def option_boxes(self) -> dict[str, widgets.Checkbox]:
        """The variants and expansions, by key."""
        self.build()
        return self._option_boxes

    @property
    def seed_box(self) -> widgets.IntText:
        """The seed of the game's chance."""
        self.build()
        return self._seed_box

    @property
    def start_button(self) -> widgets.Button:
        """**Start the journey**."""
        self.build()
        return self._start_button

    def _seat_row(self, index: int) -> widgets.HBox:
        """Seat ``index``'s row: who sits there, a name, a traveller (kept in the panel's lists)."""
        # "" stands for None: a Dropdown whose value is None shows no choice at all.
        travellers = [(_(_DEALT), "")] + [(card_name(k), k) for k in data.TRAVELLERS]
        travellers += [(crossroads_traveller(k), k) for k in data.CROSSROADS_TRAVELLERS]
        kind = widgets.Dropdown(
            options=[(_(label), key) for key, label in SEAT_KINDS.items()],
            value="person" if index == 0 else "greedy",
            layout=widgets.Layout(width="140px"),
        ).add_class("tokaido-table-seat-kind")
        name = widgets.Text(placeholder=_("name"), layout=widgets.Layout(width="150px")).add_class(
            "tokaido-table-seat-name"
        )
        traveller = widgets.Dropdown(
            options=travellers, value="", layout=widgets.Layout(width="170px")
        ).add_class("tokaido-table-seat-traveller")
        seat_title = escape(_("Seat {number}").format(number=index + 1))
        label = widgets.HTML(f"<b>{seat_title}</b>", layout=widgets.Layout(width="60px"))
        self._kind_boxes.append(kind)
        self._name_boxes.append(name)
        self._traveller_boxes.append(traveller)
        return widgets.HBox([label, kind, name, traveller]).add_class("tokaido-table-seat")

    def show_rows(self) -> None:
        """Show the rows of the seats chosen; no traveller to choose in the initiatory game."""
        count = self.players_box.value
        initiatory = self.option_boxes["initiatory"].value
        for index, row in enumerate(self.rows):
            row.layout.display = "" if index < count else "none"
            self.traveller_boxes[index].disabled = initiatory

    def show(self, setup: Setup) -> None:
        """Fill the set-up panel with ``setup`` (values the panel cannot show are left out);
        a panel not yet opened keeps it for when it is."""
        if not self._built:
            self._pending = setup
            return
        count = len(setup.seats)
        if 2 <= count <= MAX_SEATS:
            self.players_box.value = count
        for index in range(min(count, MAX_SEATS)):
            if setup.seats[index] in SEAT_KINDS:
                self.kind_boxes[index].value = setup.seats[index]
            name = setup.names[index] if index < len(setup.names) else ""
            self.name_boxes[index].value = name or ""
            key = setup.travellers[index] if index < len(setup.travellers) else None
            self.traveller_boxes[index].value = key if key in data.ALL_TRAVELLERS else ""
        for key, box in self.option_boxes.items():
            box.value = key in setup.options
        self.seed_box.value = setup.seed
        self.show_rows()

    def read(self) -> Setup:
        """The set-up the panel holds now."""
        count = self.players_box.value
        return Setup(
            seats=tuple(box.value for box in self.kind_boxes[:count]),
            names=tuple(box.value for box in self.name_boxes[:count]),
            travellers=tuple(box.value or None for box in self.traveller_boxes[:count]),
            options=tuple(key for key, box in self.option_boxes.items() if box.value),
            seed=self.seed_box.value,
        )


def _help() -> widgets.HTML:
    """The panel's first lines: who may sit, how a traveller is dealt, what the seed does."""
    # TRANSLATORS: {dealt} is the traveller list's first choice, "dealt at random".
    words = _(
        "Each seat is a person or a bot. A traveller left on {dealt} is dealt by the rules: "
        "every player gets two and keeps one. The seed fixes the shuffles, so the same seed "
        "deals the same game."
    )
    said = escape(words).replace("{dealt}", f"<i>{escape(_(_DEALT))}</i>")
    return widgets.HTML(f'<div style="font-size:13px;color:#555">{said}</div>')
