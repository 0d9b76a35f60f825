"""The table: a whole game of Tokaido for people and bots, set up, played, saved and loaded.

A ``Table`` seats 2 to 5 players, each a person or a bot (``bots.RandomBot``, ``GreedyBot`` or a
``SearchBot`` with a small budget, so that it answers within a second or so). The game itself is
played in a ``GameWidget``: the legal choices as buttons, the road and every tableau. Around it
the table adds the set-up panel, a log of the journey in plain words (``record.story``), the
score breakdown at the end (``render.breakdown_figure``), and saving and loading as a game
record (``record.write_record`` and ``record.replay``).

Nothing here decides a rule: a set-up is checked by ``Game`` itself (its refusal goes to the
message line), the buttons are ``game.legal_actions()``, and a loaded file is checked and
replayed by the record module. Which seat is a person and which a bot is not part of the game
record's format; the table writes it into the record's free-text ``source``
("tokaido_nb table · seats: person, greedy, greedy, search · seed 7") and reads it back.
"""

from __future__ import annotations

import base64
import dataclasses
import json
import os
import re
import time
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Any

import ipywidgets as widgets

from ..players.bots import GreedyBot, Player, RandomBot, SearchBot
from ..record import Record, RecordError, ReplayError, read_record, replay, story, write_record
from ..rules import data
from ..rules.actions import ChooseTraveller, action_from_json
from ..rules.errors import IllegalAction
from ..rules.game import Game
from ..rules.game.setup import first_crossroads_traveller
from ..rules.language import N_, _, ngettext, semicolons
from ..rules.untrusted import short_repr
from ..rules.words import EXPANSION_LABELS, VARIANT_LABELS, card_name, who
from .game_widget import GameWidget
from .parts import MessageLine, icon_button, show_figure, unless_disabled
from .unrun import RunToShow
from .uploads import record_upload, shown_name

SEAT_KINDS: dict[str, str] = {
    "person": N_("Person"),
    "random": N_("Random bot"),
    "greedy": N_("Greedy bot"),
    "search": N_("Search bot"),
}
"""Who can sit at a seat: a person (who clicks) or one of the three bots (English; shown
translated, ``_(SEAT_KINDS[kind])``)."""

BOT_NAMES: dict[str, str] = {
    "random": N_("Random {number}"),
    "greedy": N_("Greedy {number}"),
    "search": N_("Search {number}"),
}
"""The name of a bot's seat left unnamed (``{number}``: the seat's, from 1)."""

SEARCH_ROLLOUTS = 16
"""The search bot's budget at the table: games played out per decision. Small, so that it
answers within a second or so; the strategy lab uses larger budgets."""

OPTIONS: dict[str, str] = {**VARIANT_LABELS, "crossroads": EXPANSION_LABELS["crossroads"]}
"""The switches of the set-up panel: the four official variants, the New Encounters and
Crossroads (whose six travellers then join the deal)."""

SOURCE = "tokaido_nb table"
"""How a record saved at the table begins its ``source``; the seats and the seed follow."""

MAX_SEED = 2**53 - 1
"""The largest seed the table takes (and reads back from a record): the largest whole number a
browser holds exactly, so the seed box shows the very seed that was played."""

DOWNLOAD_NAME = "tokaido-game.json"
MAX_SEATS = 5
REDRAW_SECONDS = 0.5  # while bots play on, the view is redrawn at most this often

_SEATS_IN_SOURCE = re.compile(r"seats: ([a-z]+(?:, [a-z]+)*)")
_HANDOFFS_IN_SOURCE = re.compile(r"hand-offs: (\d+ seat \d+ [a-z]+(?:, \d+ seat \d+ [a-z]+)*)")
_SEED_IN_SOURCE = re.compile(r"seed (-?\d{1,16})\b")
_DEALT = N_("dealt at random")
_LOG_BOX = (
    "display:flex;flex-direction:column-reverse;max-height:9.5em;overflow-y:auto;"
    "border:1px solid #ddd;border-radius:4px;padding:4px 8px;font-size:13px;line-height:1.5"
)


DECIDERS: dict[str, str] = {
    "person": N_("a person"),
    "random": N_("a random bot"),
    "greedy": N_("a greedy bot"),
    "search": N_("a search bot"),
}
"""Who decided, as a sentence names them (a review line, the log)."""

HANDOFF_WORDS = {
    # TRANSLATORS: {decider} is who plays, such as "a greedy bot"; {name} a player.
    "to bot": N_("Let {decider} play for {name}"),
    "to person": N_("Give {name}'s seat back to a person"),
    "said bot": N_("From decision {number}, {decider} plays for {name}."),
    "said person": N_("From decision {number}, a person plays for {name} again."),
    "log": N_("From turn {turn}: {decider} plays for {name}."),
    "same": N_("{name} is already played by {decider}: nothing changes."),
    "seat": N_("{name}: {decider}"),
    # TRANSLATORS: {earlier} is who played a seat before ("Aiko: a person").
    "then": N_("{earlier}, then {decider} from turn {turn}"),
    "who played": N_("Who played: {seats}."),
}
"""The hand-off's words, whole sentences with named placeholders (English; shown translated,
``_(HANDOFF_WORDS[key])``)."""


@dataclass(frozen=True)
class Handoff:
    """A seat changing hands during a game: from decision ``number`` (the place in the game's
    history of the first action it plays) the seat is played by ``kind``."""

    number: int
    seat: int
    kind: str
    turn: int = 0
    """The turn under way when the seat changed hands (for the log)."""


def handoffs_from_source(source: str, players: int) -> list[Handoff]:
    """The hand-offs a table wrote into a record's ``source`` (none if it wrote none).

    >>> handoffs_from_source("tokaido_nb table · seats: person, greedy · seed 7 · "
    ...                      "hand-offs: 12 seat 1 greedy, 30 seat 1 person", 2)
    [Handoff(number=12, seat=0, kind='greedy', turn=0), Handoff(number=30, seat=0, \
kind='person', turn=0)]
    """
    if not source.startswith(SOURCE):
        return []
    found = _HANDOFFS_IN_SOURCE.search(source)
    if not found:
        return []
    handoffs = []
    for part in found.group(1).split(", "):
        number, _at, seat, kind = part.split(" ")
        if kind in SEAT_KINDS and 1 <= int(seat) <= players:
            handoffs.append(Handoff(int(number), int(seat) - 1, kind))
    return sorted(handoffs, key=lambda h: h.number)


def _dealt(game: Game) -> int:
    """How many of the game's first decisions kept travellers (the deal before Kyoto)."""
    count = 0
    for action, _state in game.history:
        if not isinstance(action, ChooseTraveller):
            break
        count += 1
    return count


def _turn_at(game: Game) -> Any:
    """A function giving the turn under way (from 1) at each decision of ``game``'s history,
    from the game played again from its set-up."""
    saved = game.to_json()
    position = Game.from_json({**saved, "actions": [], "named": {}})
    turns = []
    for entry in saved["actions"]:
        turns.append(max(len(position.turns), 1))
        for pile, cards in entry.get("named", {}).items():
            position.name_draws(pile, cards)
        position.play(action_from_json(entry["action"]))
    return lambda number: turns[number] if number < len(turns) else max(len(game.turns), 1)


def who_played(source: str, game: Game) -> str:
    """Who played each seat of a game saved at a table, in words, hand-offs included ("Who
    played: Player 1 (Kinko): a person, then a greedy bot from turn 9; ..."); empty for a
    record the table did not write. ``game`` is the record replayed."""
    seated = seats_from_source(source, sum(not t.neutral for t in game.travellers))
    if seated is None:
        return ""
    seats, _seed = seated
    turn_at = _turn_at(game)
    handoffs = handoffs_from_source(source, len(seats))
    said = []
    for index, kind in enumerate(seats):
        words = _(HANDOFF_WORDS["seat"]).format(
            name=who(game.travellers[index]), decider=_(DECIDERS[kind])
        )
        for h in handoffs:
            if h.seat == index and h.number <= len(game.history):
                words = _(HANDOFF_WORDS["then"]).format(
                    earlier=words, decider=_(DECIDERS[h.kind]), turn=turn_at(h.number)
                )
        said.append(words)
    return _(HANDOFF_WORDS["who played"]).format(seats=semicolons(said))


def make_bot(kind: str, seed: int) -> Player | None:
    """The bot for a seat of ``kind`` (None for a person), seeded with ``seed``.

    >>> make_bot("greedy", 3), make_bot("person", 3)
    (GreedyBot(seed=3), None)
    """
    if kind == "person":
        return None
    if kind == "random":
        return RandomBot(seed=seed)
    if kind == "greedy":
        return GreedyBot(seed=seed)
    if kind == "search":
        return SearchBot(seed=seed, rollouts=SEARCH_ROLLOUTS)
    raise ValueError(_unknown_kind(kind))


def _unknown_kind(kind: object) -> str:
    kinds = ", ".join(SEAT_KINDS)
    # TRANSLATORS: {kinds} lists the seats' keys, which stay in English: person, random, ...
    return _("Unknown seat {kind}: a seat is one of {kinds}.").format(kind=repr(kind), kinds=kinds)


def _sentences(sentences: Iterable[str]) -> str:
    """Sentences as one message, a space between them (empty ones left out)."""
    return " ".join(sentence for sentence in sentences if sentence)


def _players(count: int) -> str:
    """``4 players``, in the language spoken now."""
    return ngettext("{count} player", "{count} players", count).format(count=count)


def _crossroads_traveller(key: str) -> str:
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


def default_names(seats: Sequence[str]) -> list[str]:
    """Names for seats left unnamed: "Player 1" for a person, "Greedy 2" for a bot.

    >>> default_names(["person", "greedy", "search"])
    ['Player 1', 'Greedy 2', 'Search 3']
    """
    return [
        _("Player {number}").format(number=index + 1)
        if kind not in BOT_NAMES
        else _(BOT_NAMES[kind]).format(number=index + 1)
        for index, kind in enumerate(seats)
    ]


def seats_from_source(source: str, players: int) -> tuple[list[str], int | None] | None:
    """The seats and seed a table wrote into a record's ``source``; None if it wrote none.

    >>> seats_from_source("tokaido_nb table · seats: person, greedy · seed 7", 2)
    (['person', 'greedy'], 7)
    >>> seats_from_source("Board Game Arena, table 123", 4) is None
    True
    >>> seats_from_source("tokaido_nb table · seats: person, greedy · seed 99999999999999999", 2)
    (['person', 'greedy'], None)
    """
    if not source.startswith(SOURCE):
        return None
    found = _SEATS_IN_SOURCE.search(source)
    if not found:
        return None
    seats = found.group(1).split(", ")
    if len(seats) != players or any(kind not in SEAT_KINDS for kind in seats):
        return None
    found_seed = _SEED_IN_SOURCE.search(source)
    seed = int(found_seed.group(1)) if found_seed else None
    return seats, seed if seed is not None and abs(seed) <= MAX_SEED else None


def _checked_arguments(
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


class Table(RunToShow, widgets.VBox):
    """A game of Tokaido at a table of people and bots: set it up, play it, save and load it.

    ``seats`` lists who sits where, in player order: ``"person"``, ``"random"``, ``"greedy"``
    or ``"search"``. ``names`` defaults to "Player 1" for a person, "Greedy 2" for a bot.
    ``travellers`` gives each seat a traveller key, or None to deal it at random (then the
    rules deal two to every player, a person keeps one with a button, a bot with its own
    policy; if only some seats are left to chance, those get one of the remaining tiles).
    ``variants`` may hold the four variants, ``"new_encounters"`` and ``"crossroads"`` (whose
    six travellers then join the deal, and whose option is offered at every stop but an inn;
    a person's amulets and calligraphies are face down for the others). A bad set-up is explained
    on the message line, not raised; the set-up panel then stays open to fix it.

    With at least one person at the table the bots answer by themselves, after each of the
    person's decisions. A table of bots only waits for a click: **Next bot move** plays one
    decision, **Let the bots play to the end** the whole journey.

    The game comes first, under the title: the road, and beside it the choices, the message
    line and the log of the journey; then the final chart, the table's own message line, the
    set-up panel, and saving and loading. ``compact=True`` folds the tableaus away, so that a
    projector shows the road, the choices and the message together (presenter mode), and
    ``large_text=True`` draws the road's numbers and the words around it larger.

    >>> table = Table(["greedy", "random", "greedy"], seed=4)
    >>> table
    Table(3 seats: greedy, random, greedy; turn 0)
    >>> table.play_to_end() > 0, table.game.is_over()
    (True, True)
    >>> bad = Table(["person", "dragon"])
    >>> bad, "Unknown seat 'dragon'" in bad.message.text
    (Table(no game yet), True)

    CSS classes for browser tests: ``tokaido-table`` (the whole widget; also
    ``tokaido-table-bots-only`` at a table of bots only), ``tokaido-table-title``,
    ``tokaido-table-setup`` (the set-up panel) with ``tokaido-table-players``,
    ``tokaido-table-seat`` (a row) holding ``tokaido-table-seat-kind``,
    ``tokaido-table-seat-name`` and ``tokaido-table-seat-traveller``,
    ``tokaido-table-variant-<key>`` (keys as in ``OPTIONS``), ``tokaido-table-seed`` and
    ``tokaido-table-start``; ``tokaido-table-step`` and ``tokaido-table-play-to-end`` (only at a
    table of bots only), ``tokaido-table-log``, ``tokaido-table-breakdown``,
    ``tokaido-table-download``, ``tokaido-table-upload``, and ``tokaido-table-message`` (with
    ``tokaido-message``). The game is a ``GameWidget`` (``tokaido-game-widget``, its buttons
    ``tokaido-choice``, its own message line and ``tokaido-view``); the bot buttons sit beside
    its Undo, the log in the column beside its road.
    """

    def __init__(
        self,
        seats: Sequence[str] = ("person", "greedy", "greedy", "search"),
        *,
        names: Sequence[str] | None = None,
        travellers: Sequence[str | None] | None = None,
        variants: Iterable[str] = (),
        seed: int = 1,
        compact: bool = False,
        large_text: bool = False,
    ) -> None:
        seats, names, travellers, variants = _checked_arguments(
            seats, names, travellers, variants, seed
        )
        super().__init__()
        self.add_class("tokaido-table")
        self.compact = compact
        self.large_text = large_text
        self.setup: Setup | None = None
        self.game_widget: GameWidget | None = None
        self._chart_for: tuple[int, int] | None = None
        self._seen = 0  # decisions played when the table's message was last written

        self.message = MessageLine()
        self.message.add_class("tokaido-table-message")
        self.heading = widgets.HTML().add_class("tokaido-table-title")
        self.log_view = widgets.HTML().add_class("tokaido-table-log")
        self.breakdown = widgets.Output().add_class("tokaido-table-breakdown")
        self.download = widgets.HTML().add_class("tokaido-table-download")
        self.upload = record_upload(
            _("Load a game"),
            "tokaido-table-upload",
            lambda record, name: self.load(record, name=name),
            lambda name, error: self._refuse(error, _("Could not load {name}").format(name=name)),
        )
        self.download.layout.margin = "0 16px 0 0"
        self.files = widgets.HBox(
            [self.download, self.upload],
            layout=widgets.Layout(flex_flow="row wrap", align_items="center"),
        )
        self.step_button = icon_button(
            _("Next bot move"),
            "step-forward",
            "tokaido-table-step",
            _("One decision by the bot to move"),
        )
        self.play_button = icon_button(
            _("Let the bots play to the end"),
            "fast-forward",
            "tokaido-table-play-to-end",
            _("The bots play every decision until Edo"),
        )
        # Both are disabled while the bots play and once nobody is left for them to play for:
        # a click that comes in late (a double click's second) then does nothing.
        self.step_button.on_click(unless_disabled(self.step))
        self.play_button.on_click(unless_disabled(self.play_to_end))
        self.first_seats: tuple[str, ...] = ()
        """Who sat at each seat when the game began (``seats`` is who sits there now)."""
        self.handoffs: list[Handoff] = []
        """The seats that changed hands during the game, in order."""
        # As wide as their words in every language (a fixed width cut the French ones off):
        # the label as wide as it needs, the list as wide as its longest choice (STYLE).
        self.handoff_seat = widgets.Dropdown(
            options=[],
            description=_("Seat"),
            layout=widgets.Layout(width="auto", max_width="100%"),
            style={"description_width": "initial"},
        ).add_class("tokaido-table-handoff-seat")
        self.handoff_kind = widgets.Dropdown(
            options=[(_(label), key) for key, label in SEAT_KINDS.items()],
            value="greedy",
            description=_("played by"),
            layout=widgets.Layout(width="auto", max_width="100%"),
            style={"description_width": "initial"},
        ).add_class("tokaido-table-handoff-kind")
        self.handoff_button = icon_button(
            _("Let a bot play"), "exchange", "tokaido-table-handoff", _("Hand this seat over now")
        )
        self.handoff_button.on_click(unless_disabled(lambda: self.hand_over()))
        self.handoff_seat.observe(lambda _c: self._name_handoff(), names="value")
        self.handoff_kind.observe(lambda _c: self._name_handoff(), names="value")
        self.handoff_box = widgets.HBox(
            [self.handoff_seat, self.handoff_kind, self.handoff_button],
            layout=widgets.Layout(flex_flow="row wrap", align_items="center"),
        ).add_class("tokaido-table-handoffs")
        self._build_panel()

        seats = list(seats)
        count = len(seats)
        names = list(names) if names is not None else [""] * count
        dealt = list(travellers) if travellers is not None else [None] * count
        wanted = Setup(
            seats=tuple(seats),
            names=tuple(names),
            travellers=tuple(dealt),
            options=tuple(variants),
            seed=seed,
        )
        self._show_setup(wanted)
        if not self._start(wanted):
            self.panel.selected_index = 0  # open the set-up panel, with the reason beside it
            self._layout()

    # ------------------------------------------------------------------ what is on the table
    @property
    def game(self) -> Game | None:
        """The game being played (the live one: play it through the table), or None."""
        return self.game_widget.game if self.game_widget else None

    def _on_table(self) -> GameWidget:
        """The widget of the game on the table, where there must be one (what a game shows)."""
        assert self.game_widget is not None and self.setup is not None, "no game on the table"
        return self.game_widget

    @property
    def seats(self) -> tuple[str, ...]:
        """Who sits at each seat of the game being played ("person", "greedy", ...)."""
        return self.setup.seats if self.setup else ()

    @property
    def bots_only(self) -> bool:
        """True when every seat is a bot: the table then waits for Next or Play to the end."""
        return bool(self.setup) and "person" not in self.seats

    def log_lines(self) -> list[str]:
        """The journey so far in plain words, one line per turn (``record.story``)."""
        game = self.game
        if game is None:
            return []
        if game.decision == "traveller":
            return []
        return story(game, seen_by=self._on_table().seen_by)

    # ------------------------------------------------------------------ starting a game
    def start(self) -> bool:
        """Start a new game from the set-up panel; returns whether it started.

        A set-up the rules refuse (the same traveller twice, ...) is explained on the message
        line, and the game on the table stays.
        """
        return self._start(self._panel_setup())

    def _start(self, setup: Setup) -> bool:
        try:
            game, dealt = self._new_game(setup)
        except (IllegalAction, ValueError) as error:
            self._refuse(error)
            return False
        self._seat(setup, game)
        words = [_("A new journey: {seats}.").format(seats=self._seat_words())]
        if dealt:
            # TRANSLATORS: {dealt} lists who got which traveller ("Kinko to Player 1, ...").
            words.append(_("Dealt at random: {dealt}.").format(dealt=", ".join(dealt)))
        words.append(self._whose_turn_words())
        self.message.say(_sentences(words))
        return True

    def _new_game(self, setup: Setup) -> tuple[Game, list[str]]:
        if not -MAX_SEED <= setup.seed <= MAX_SEED:
            raise ValueError(
                _("The seed must be a whole number from {low} to {high}.").format(
                    low=-MAX_SEED, high=MAX_SEED
                )
            )
        for kind in setup.seats:
            if kind not in SEAT_KINDS:
                raise ValueError(_unknown_kind(kind))
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
        unknown = [o for o in setup.options if o not in OPTIONS]
        if unknown:
            known = ", ".join(OPTIONS)
            # TRANSLATORS: {known} lists the variants' keys, which stay in English.
            raise ValueError(
                _("Unknown variant {variant}: the table offers {known}.").format(
                    variant=repr(unknown[0]), known=known
                )
            )
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

    def _seat(self, setup: Setup, game: Game, handoffs: Sequence[Handoff] = ()) -> None:
        """Put ``game`` on the table with the seats of ``setup``; bots answer where a person
        sits with them. ``handoffs`` (a loaded game's) change the seats from their decisions
        on: ``setup.seats`` are the seats the game began with."""
        first = tuple(setup.seats)
        seats = list(first)
        for handoff in handoffs:
            seats[handoff.seat] = handoff.kind
        bots = {}
        for index, kind in enumerate(seats):
            bot = make_bot(kind, setup.seed * 100 + index)
            if bot is not None:
                bots[index] = bot
        names = tuple(t.name for t in game.travellers if not t.neutral)
        # Built before anything of the table changes: if drawing the new game failed, the
        # table would still hold the previous one, whole.
        game_widget = GameWidget(
            game,
            bots,
            autoplay="person" in seats,
            compact=self.compact,
            large_text=self.large_text,
        )
        self.setup = Setup(tuple(seats), names, setup.travellers, setup.options, setup.seed)
        self.first_seats = first
        self.handoffs = list(handoffs)
        self._chart_for = None
        previous, self.game_widget = self.game_widget, game_widget
        # Hooked only now: while it is built, the table still holds the previous game.
        self.game_widget.on_redraw = self._redraw_parts
        if self.game_widget.coach is not None:
            self.game_widget.coach.decided_by = self._decided_by
        self._seen = len(game.history)
        self.game_widget.add_controls(self.step_button, self.play_button)
        self._show_bot_buttons()
        self.game_widget.add_to_panel(self.log_view, self.handoff_box)
        self.panel.selected_index = None
        self._layout()
        self._redraw_parts()
        if previous is not None:
            previous.close()  # off the page now; its bot buttons and log are the table's

    # ------------------------------------------------------------------ bots
    def step(self) -> bool:
        """One decision by the bot to move; returns whether a bot played."""
        if not self._bot_to_move():
            return False
        return self._on_table().play_bots(limit=1) == 1

    def hand_over(self, seat: int | None = None, kind: str | None = None) -> bool:
        """Hand ``seat`` (0 for Player 1; default: the seat chosen under the game) to ``kind``
        (a bot's kind or ``"person"``; default: the one chosen) from the next decision on, at
        any moment of the game; returns whether the seat changed hands. A person's seat given
        to a bot that is to move plays on at once when a person is left at the table; a table
        of bots only then waits for **Next bot move** or **Let the bots play to the end**.
        The game's history stays one game: ``decider(number)`` says who played each decision.
        """
        game = self.game
        if game is None or self.setup is None:
            self.message.refuse(ValueError(_("There is no game on the table: start one first.")))
            return False
        seat = self.handoff_seat.value if seat is None else seat
        kind = self.handoff_kind.value if kind is None else kind
        if kind not in SEAT_KINDS:
            self.message.refuse(ValueError(_unknown_kind(kind)))
            return False
        if not isinstance(seat, int) or not 0 <= seat < len(self.seats):
            self.message.refuse(
                ValueError(
                    _("There is no seat {seat}: seats are 0 to {last}.").format(
                        seat=repr(seat), last=len(self.seats) - 1
                    )
                )
            )
            return False
        if game.is_over():
            self.message.refuse(
                ValueError(_("The journey is over: there is nothing left to play."))
            )
            return False
        name = who(game.travellers[seat])
        if self.seats[seat] == kind:
            self.message.say(_(HANDOFF_WORDS["same"]).format(name=name, decider=_(DECIDERS[kind])))
            return False
        self._change_seat(seat, kind)
        number = len(game.history) + 1  # counted from 1, as a learner counts decisions
        key = "said person" if kind == "person" else "said bot"
        words = _(HANDOFF_WORDS[key]).format(number=number, decider=_(DECIDERS[kind]), name=name)
        widget = self._on_table()
        if widget.autoplay and not game.is_over() and game.to_move in widget.bots:
            widget.play_bots()  # a person is left: the bots answer up to their decision
        self._redraw_parts()
        self.message.say(_sentences([words, self._whose_turn_words()]))
        return True

    def _change_seat(self, seat: int, kind: str) -> None:
        widget = self._on_table()
        game = widget.game
        assert self.setup is not None  # a game is on the table, so its set-up
        seats = list(self.seats)
        seats[seat] = kind
        self.setup = dataclasses.replace(self.setup, seats=tuple(seats))
        self.handoffs.append(Handoff(len(game.history), seat, kind, turn=max(len(game.turns), 1)))
        bot = make_bot(kind, (self.setup.seed * 100 + seat) * 1000 + len(game.history))
        if bot is None:
            widget.bots.pop(seat, None)
        else:
            widget.bots[seat] = bot
        widget.autoplay = "person" in seats
        self._show_bot_buttons()
        widget.redraw(keep_message=True)  # the buttons: a person's now, or nobody's

    def decider(self, number: int, player: int) -> str:
        """Who played decision ``number`` (its place in the history, from 0) of ``player``'s
        seat: ``"person"`` or a bot's kind."""
        kind = self.first_seats[player] if player < len(self.first_seats) else "person"
        for handoff in self.handoffs:
            if handoff.seat == player and handoff.number <= number:
                kind = handoff.kind
        return kind

    def _decided_by(self, number: int, player: int) -> str:
        """Who played a decision, as a review line names them, once a seat changed hands
        (empty before: every decision of a seat was its own)."""
        return _(DECIDERS[self.decider(number, player)]) if self.handoffs else ""

    def play_to_end(self) -> int:
        """The bots play until the journey ends; returns how many decisions they played. At a
        table with people, each person's seat is first handed to a bot (of the kind chosen
        under the game, greedy if a person is chosen there), so the game ends at once. The
        view is redrawn as they go (at most twice a second)."""
        game = self.game
        if game is not None and not game.is_over() and not self.bots_only:
            kind = self.handoff_kind.value if self.handoff_kind.value != "person" else "greedy"
            for seat, sits in enumerate(self.seats):
                if sits == "person":
                    self._change_seat(seat, kind)
        if not self._bot_to_move():
            return 0
        widget = self._on_table()
        self.step_button.disabled = self.play_button.disabled = True
        played = 0
        shown = time.monotonic()
        try:
            while True:
                moved = widget.play_bots(limit=1, redraw=False)
                played += moved
                if not moved:
                    break
                if time.monotonic() - shown > REDRAW_SECONDS:
                    widget.redraw(keep_message=True)
                    shown = time.monotonic()
        finally:
            if played > 1:
                widget.message.say(
                    ngettext(
                        "The bots played {count} decision.",
                        "The bots played {count} decisions.",
                        played,
                    ).format(count=played)
                )
            widget.redraw(keep_message=True)
        return played

    def _show_bot_buttons(self) -> None:
        """Next bot move at a table of bots only; Let the bots play to the end at every table
        (with people, it hands their seats to bots first)."""
        widget = self.game_widget
        if widget is None:
            return
        only = self.bots_only
        self.step_button.layout.display = "" if only else "none"
        widget.undo_button.layout.display = "none" if only else ""
        if only:
            self.add_class("tokaido-table-bots-only")
        else:
            self.remove_class("tokaido-table-bots-only")
        self._fill_handoff_seats()

    def _fill_handoff_seats(self) -> None:
        game = self.game
        if game is None:
            return
        options = [(who(game.travellers[i]), i) for i in range(len(self.seats))]
        chosen = self.handoff_seat.value
        if list(self.handoff_seat.options) != options:
            self.handoff_seat.options = options
        people = [i for i, kind in enumerate(self.seats) if kind == "person"]
        if chosen is None or chosen >= len(options):
            self.handoff_seat.value = people[0] if people else 0
        self._name_handoff()

    def _name_handoff(self) -> None:
        """The hand-off button says what it does: "Let a greedy bot play for Player 1"."""
        game = self.game
        seat, kind = self.handoff_seat.value, self.handoff_kind.value
        if game is None or seat is None or seat >= len(self.seats):
            return
        name = who(game.travellers[seat])
        if kind == "person":
            text = _(HANDOFF_WORDS["to person"]).format(name=name)
        else:
            text = _(HANDOFF_WORDS["to bot"]).format(decider=_(DECIDERS[kind]), name=name)
        self.handoff_button.description = text
        self.handoff_button.tooltip = text
        self.handoff_button.disabled = game.is_over() or self.seats[seat] == kind

    def _bot_to_move(self) -> bool:
        game = self.game
        if game is None:
            self.message.refuse(ValueError(_("There is no game on the table: start one first.")))
            return False
        if game.is_over():
            self.message.refuse(
                ValueError(_("The journey is over: there is nothing left to play."))
            )
            return False
        to_move = game.to_move
        assert to_move is not None  # the journey goes on
        if to_move not in self._on_table().bots:
            name = who(game.travellers[to_move])
            self.message.refuse(
                ValueError(
                    _("It is {name}'s decision, and a person decides it: use the buttons.").format(
                        name=name
                    )
                )
            )
            return False
        return True

    # ------------------------------------------------------------------ saving and loading
    def record(self) -> dict[str, Any]:
        """The game as a game record (a JSON object), with the seats and seed in its source.

        Refused with ``RecordError`` while the travellers are still being chosen.
        """
        if self.game is None or self.setup is None:
            raise RecordError("there is no game on the table to save")
        seats = self.first_seats or self.seats
        source = f"{SOURCE} · seats: {', '.join(seats)} · seed {self.setup.seed}"
        if self.handoffs:
            # Counted from Kyoto: a record has no traveller deal, so a replay of it neither.
            dealt = _dealt(self.game)
            said = ", ".join(
                f"{max(h.number - dealt, 0)} seat {h.seat + 1} {h.kind}" for h in self.handoffs
            )
            source += f" · hand-offs: {said}"
        return write_record(self.game, source=source)

    def save(self, path: str | os.PathLike[str]) -> Path | None:
        """Write the game as a game record to ``path`` (JSON); returns the path. A path that
        cannot be written (not a path, a folder, no permission) is explained on the message
        line, and None returned; a game that cannot be recorded yet raises ``RecordError``."""
        text = json.dumps(self.record(), indent=1) + "\n"
        try:
            if not isinstance(path, (str, os.PathLike)):
                raise TypeError(short_repr(path))
            written = Path(path)
            written.write_text(text, encoding="utf-8")
        except (TypeError, OSError, UnicodeError) as error:
            why = getattr(error, "strerror", None) or str(error)
            self.message.refuse(ValueError(_("Could not write the file: {why}.").format(why=why)))
            return None
        return written

    def load(self, source: Record | Mapping[str, Any] | str | os.PathLike[str], name=None) -> bool:
        """Load a game record (a path, a JSON object or a ``Record``); returns whether it loaded.

        The record is replayed through the rules to the same position: the same turns, scores,
        cards and decision awaited. A record saved at a table brings its seats (who was a bot)
        and seed back; any other record is seated with persons only. A file that cannot be
        read or replayed is explained on the message line, and the game on the table stays.
        """
        name = name or (Path(source).name if isinstance(source, (str, os.PathLike)) else None)
        name = shown_name(name) if name else _("the game record")
        try:
            record = read_record(source)
            seated = seats_from_source(record.source, len(record.players))
            seats, seed = seated if seated else (["person"] * len(record.players), None)
            seed = seed if seed is not None else (self.setup.seed if self.setup else 1)
            game = replay(record, seed=seed)
        except (RecordError, ReplayError) as error:
            self._refuse(error, _("Could not load {name}").format(name=name))
            return False
        options = (*record.variants, *record.expansions)
        travellers = tuple(t.key for t in game.travellers if not t.neutral)
        if "initiatory" in record.variants:
            travellers = (None,) * len(seats)
        setup = Setup(tuple(seats), (), travellers, options, seed)
        handoffs = handoffs_from_source(record.source, len(seats)) if seated else []
        turns = _turn_at(game)
        handoffs = [
            dataclasses.replace(h, turn=turns(h.number))
            for h in handoffs
            if h.number <= len(game.history)
        ]
        self._seat(setup, game, handoffs)
        assert self.setup is not None  # seated: the set-up with the travellers' names
        self._show_setup(self.setup)
        turns = len(record.turns)
        words = [
            ngettext(
                "Loaded {name}: {count} turn; {seats}.",
                "Loaded {name}: {count} turns; {seats}.",
                turns,
            ).format(name=name, count=turns, seats=self._seat_words())
        ]
        if not seated:
            words.append(_("The record does not say who played, so every seat is a person."))
        words.append(self._whose_turn_words())
        self.message.say(_sentences(words))
        return True

    def _refuse(self, error: Exception, what: str = "") -> None:
        """Explain a refused set-up or file; ``what`` says what was being done."""
        # TRANSLATORS: {what} is what was being done ("Could not load x.json"), {why} the reason.
        text = _("{what}: {why}").format(what=what, why=error) if what else str(error)
        if not text.endswith("."):
            text += "."
        words = [text]
        if not what:
            words.append(_("Change the set-up and press Start the journey."))
        if self.game is not None:
            words.append(_("The table keeps the game it had."))
        refusal = ValueError(_sentences(words))
        rule = getattr(error, "rule", None)
        if rule:
            refusal.rule = rule  # type: ignore[attr-defined]
        self.message.refuse(refusal)

    # ------------------------------------------------------------------ the set-up panel
    def _build_panel(self) -> None:
        self.players_box = widgets.Dropdown(
            options=[(_players(n), n) for n in range(2, MAX_SEATS + 1)],
            value=4,
            description=_("Table"),
            layout=widgets.Layout(width="220px"),
        ).add_class("tokaido-table-players")
        self.players_box.observe(lambda _c: self._show_rows(), names="value")
        # "" stands for None: a Dropdown whose value is None shows no choice at all.
        traveller_options = [(_(_DEALT), "")] + [(card_name(k), k) for k in data.TRAVELLERS]
        traveller_options += [(_crossroads_traveller(k), k) for k in data.CROSSROADS_TRAVELLERS]
        self.kind_boxes: list[widgets.Dropdown] = []
        self.name_boxes: list[widgets.Text] = []
        self.traveller_boxes: list[widgets.Dropdown] = []
        self.rows: list[widgets.HBox] = []
        for index in range(MAX_SEATS):
            kind = widgets.Dropdown(
                options=[(_(label), key) for key, label in SEAT_KINDS.items()],
                value="person" if index == 0 else "greedy",
                layout=widgets.Layout(width="140px"),
            ).add_class("tokaido-table-seat-kind")
            name = widgets.Text(
                placeholder=_("name"), layout=widgets.Layout(width="150px")
            ).add_class("tokaido-table-seat-name")
            traveller = widgets.Dropdown(
                options=traveller_options, value="", layout=widgets.Layout(width="170px")
            ).add_class("tokaido-table-seat-traveller")
            seat_title = escape(_("Seat {number}").format(number=index + 1))
            label = widgets.HTML(f"<b>{seat_title}</b>", layout=widgets.Layout(width="60px"))
            row = widgets.HBox([label, kind, name, traveller]).add_class("tokaido-table-seat")
            self.kind_boxes.append(kind)
            self.name_boxes.append(name)
            self.traveller_boxes.append(traveller)
            self.rows.append(row)
        self.option_boxes: dict[str, widgets.Checkbox] = {}
        for key, label in OPTIONS.items():
            box = widgets.Checkbox(
                value=False, description=_(label), indent=False, layout=widgets.Layout(width="auto")
            ).add_class(f"tokaido-table-variant-{key}")
            self.option_boxes[key] = box
        self.option_boxes["initiatory"].observe(lambda _c: self._show_rows(), names="value")
        self.seed_box = widgets.IntText(
            value=1, description=_("Seed"), layout=widgets.Layout(width="180px")
        ).add_class("tokaido-table-seed")
        self.start_button = icon_button(
            _("Start the journey"), "play", "tokaido-table-start", _("A new game with this set-up")
        )
        self.start_button.button_style = "success"
        self.start_button.on_click(lambda _b: self.start())
        # TRANSLATORS: {dealt} is the traveller list's first choice, "dealt at random".
        help_words = _(
            "Each seat is a person or a bot. A traveller left on {dealt} is dealt by the rules: "
            "every player gets two and keeps one. The seed fixes the shuffles, so the same seed "
            "deals the same game."
        )
        help_html = escape(help_words).replace("{dealt}", f"<i>{escape(_(_DEALT))}</i>")
        help_text = widgets.HTML(f'<div style="font-size:13px;color:#555">{help_html}</div>')
        options = widgets.HBox(
            list(self.option_boxes.values()), layout=widgets.Layout(flex_flow="row wrap")
        )
        body = widgets.VBox(
            [
                help_text,
                self.players_box,
                *self.rows,
                options,
                widgets.HBox([self.seed_box, self.start_button]),
            ]
        )
        self.panel = widgets.Accordion(children=[body], titles=(_("Set up a new game"),))
        self.panel.selected_index = None
        self.panel.add_class("tokaido-table-setup")

    def _show_rows(self) -> None:
        count = self.players_box.value
        initiatory = self.option_boxes["initiatory"].value
        for index, row in enumerate(self.rows):
            row.layout.display = "" if index < count else "none"
            self.traveller_boxes[index].disabled = initiatory

    def _show_setup(self, setup: Setup) -> None:
        """Fill the set-up panel with ``setup`` (values the panel cannot show are left out)."""
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
        self._show_rows()

    def _panel_setup(self) -> Setup:
        count = self.players_box.value
        return Setup(
            seats=tuple(box.value for box in self.kind_boxes[:count]),
            names=tuple(box.value for box in self.name_boxes[:count]),
            travellers=tuple(box.value or None for box in self.traveller_boxes[:count]),
            options=tuple(key for key, box in self.option_boxes.items() if box.value),
            seed=self.seed_box.value,
        )

    # ------------------------------------------------------------------ views
    def _layout(self) -> None:
        if self.game_widget is None:
            self.children = [self.heading, self.message, self.panel, self.files]
        else:
            # The game right under the title, so that it starts at the top of a projector.
            self.children = [
                self.heading,
                self.game_widget,
                self.breakdown,
                self.message,
                self.panel,
                self.files,
            ]

    def _redraw_parts(self) -> None:
        """Everything around the game: title, bot buttons, log, chart and the download link."""
        game = self.game
        if game is None:
            self.heading.value = "<b>{title}</b>: {words}".format(
                title=escape(_("Tokaido table")),
                words=escape(_("no game yet. Set one up below.")),
            )
            return
        if len(game.history) != self._seen:
            # The game moved on: what the table said about the set-up or a file is old news.
            self._seen = len(game.history)
            self.message.say("")
        self.heading.value = self._heading_html(game)
        waiting = not game.is_over() and game.to_move in self._on_table().bots
        self.step_button.disabled = not waiting
        # With people at the table it hands their seats to bots first: open until the end.
        self.play_button.disabled = not waiting if self.bots_only else game.is_over()
        self._name_handoff()
        self.log_view.value = self._log_html()
        self.download.value = self._download_html()
        self._draw_breakdown(game)  # last: drawing the chart takes the longest

    def _heading_html(self, game: Game) -> str:
        assert self.setup is not None  # set with the game on the table
        setup = _players(game.players)
        extras = [_(OPTIONS[o]) for o in self.setup.options if o in OPTIONS]
        if extras:
            setup += " · " + ", ".join(extras)
        seats = []
        for index, kind in enumerate(self.seats):
            name = escape(who(game.travellers[index]))
            # TRANSLATORS: a seat in the table's title: "Player 1 (Kinko): person".
            seat = _("{name}: {seat}").format(name=name, seat=escape(_(SEAT_KINDS[kind]).lower()))
            seats.append(seat)
        seed = escape(_("seed {seed}").format(seed=self.setup.seed))
        return (
            f'<div style="font-size:15px"><b>{escape(_("Tokaido table"))}</b> · '
            f"{escape(setup)} · {seed}</div>"
            f'<div style="font-size:13px;color:#444">{" · ".join(seats)}</div>'
        )

    def _log_html(self) -> str:
        game = self._on_table().game
        if game.decision == "traveller":
            said = _("The log starts at Kyoto, once every player has kept a traveller.")
            return f'<div style="font-size:13px;color:#666">{escape(said)}</div>'
        lines = self.log_lines()
        if not lines:
            said = _("The journey so far: nobody has moved yet.")
            return f'<div style="font-size:13px;color:#666">{escape(said)}</div>'
        turns = len(game.turns)
        rows = []
        for index, line in enumerate(lines):
            text = escape(line)
            rows.append(f"<div><b>{text}</b></div>" if index >= turns else f"<div>{text}</div>")
        for handoff in reversed(self.handoffs):  # each after the line of its turn
            said = _(HANDOFF_WORDS["log"]).format(
                turn=handoff.turn,
                decider=_(DECIDERS[handoff.kind]),
                name=who(game.travellers[handoff.seat]),
            )
            at = min(handoff.turn, len(rows))
            rows.insert(at, f'<div class="tokaido-table-handoff-line"><i>{escape(said)}</i></div>')
        # column-reverse keeps the box scrolled to its newest line, at the bottom.
        heading = escape(_("The journey so far (newest at the bottom):"))
        label = escape(_("The journey so far"), quote=True)
        return (
            f'<div style="font-size:13px;color:#444;margin-top:4px">{heading}</div>'
            # A log a screen reader can follow and a keyboard can reach and scroll.
            f'<div role="log" tabindex="0" aria-label="{label}" style="{_LOG_BOX}">'
            f"<div>{''.join(rows)}</div></div>"
        )

    def _draw_breakdown(self, game: Game) -> None:
        if not game.is_over():
            if self.breakdown.outputs:
                self.breakdown.outputs = ()
            self._chart_for = None
            return
        key = (id(game), len(game.turns))
        if self._chart_for == key:
            return
        from ..render import breakdown_figure

        show_figure(
            self.breakdown,
            breakdown_figure(game),
            _("Final scores: {scores}").format(scores=game.scores()),
        )
        self._chart_for = key

    def _download_html(self) -> str:
        try:
            record = self.record()
        except RecordError:
            said = _("The game can be saved once every player has kept a traveller.")
            return f'<span style="font-size:13px;color:#666">{escape(said)}</span>'
        text = json.dumps(record, indent=1) + "\n"
        encoded = base64.b64encode(text.encode("utf-8")).decode("ascii")
        turns = len(self._on_table().game.turns)
        said = ngettext(
            "⬇ Save this game ({count} turn) as {file}",
            "⬇ Save this game ({count} turns) as {file}",
            turns,
        ).format(count=turns, file=DOWNLOAD_NAME)
        return (
            f'<a download="{DOWNLOAD_NAME}" href="data:application/json;base64,{encoded}" '
            'style="font-size:13px;color:#1a5fb4;text-decoration:underline">'
            f"{escape(said)}</a>"
        )

    def _seat_words(self) -> str:
        game = self._on_table().game
        words = []
        for index, kind in enumerate(self.seats):
            words.append(f"{game.travellers[index].name} ({_(SEAT_KINDS[kind]).lower()})")
        return ", ".join(words)

    def _whose_turn_words(self) -> str:
        widget = self._on_table()
        game = widget.game
        if game.is_over():
            return _("The journey is over.")
        if self.bots_only:
            return _("Press Next bot move or Let the bots play to the end.")
        to_move = game.to_move
        assert to_move is not None  # the journey goes on
        if to_move in widget.bots:
            return ""
        return _("{name}, it is your decision: use the buttons.").format(
            name=game.travellers[to_move].name
        )

    def __repr__(self) -> str:
        game = self.game
        if game is None:
            return "Table(no game yet)"
        state = "the journey is over" if game.is_over() else f"turn {len(game.turns)}"
        return f"Table({len(self.seats)} seats: {', '.join(self.seats)}; {state})"
