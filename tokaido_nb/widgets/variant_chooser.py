"""Variants side by side: switch them on and off and see what changes at the start of a game.

Each click builds a new ``Game`` with the chosen variants, expansion and number of players, and
reads the differences off it: the direction of the road, the Kyoto line with each traveller's
starting coins, the size of an inn's meal hand, the encounter deck, the neutral traveller. The
game, shown in a ``GameWidget`` below, can be played at once. No rule is decided here: every
number shown is read from the game that the rules core built.
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

import ipywidgets as widgets

from ..rules import data
from ..rules.errors import IllegalAction
from ..rules.game import Game
from ..rules.language import _, ngettext
from ..rules.words import VARIANT_LABELS, capitalized, card_name, inn_name, who
from .counted import coins as coins_words
from .game_widget import GameWidget
from .parts import MessageLine
from .unrun import RunToShow

OPTIONS = VARIANT_LABELS
"""The switches: the four official variants, then the New Encounters expansion."""

_HEAD = " style='text-align:left;padding:1px 12px 1px 0'"

TRAVELLERS = ("hiroshige", "kinko", "satsuki", "yoshiyasu", "umegae")
"""The travellers given to players 1 to 5 when the initiatory journey is off."""


def _deck_sentence(cards: int) -> str:
    return ngettext(
        "The encounter deck holds {count} card.", "The encounter deck holds {count} cards.", cards
    ).format(count=cards)


class VariantChooser(RunToShow, widgets.VBox):
    """Switch variants on and off; the start of the game they make is described and shown.

    >>> chooser = VariantChooser(players=3)
    >>> chooser.toggle("return_trip")
    >>> chooser.game.variants, chooser.game.position(0)
    (('return_trip',), 54)
    >>> chooser.set_players(6)
    >>> chooser.message.text
    'Tokaido is played by 2 to 5 players, not 6. setup.players'
    >>> chooser.game.players
    3

    CSS classes: ``tokaido-variant-chooser`` (the whole widget), ``tokaido-variant-toggle`` and
    ``tokaido-variant-<key>`` (the switches, keys as in ``OPTIONS``), ``tokaido-variant-players``,
    ``tokaido-variant-summary``, ``tokaido-message``; the game is a ``GameWidget``.
    """

    def __init__(self, players: int = 4, chosen: Iterable[str] = (), seed: int = 1) -> None:
        chosen = set(chosen)
        unknown = sorted(chosen - set(OPTIONS))
        if unknown:
            raise ValueError(f"unknown variants: {', '.join(unknown)}; known: {', '.join(OPTIONS)}")
        self.seed = seed
        self.chosen: set[str] = chosen
        self.players = players
        self.game = self._build(players, chosen)  # refuses a bad number of players at once
        self.toggles: dict[str, widgets.ToggleButton] = {}
        for key, label in OPTIONS.items():
            toggle = widgets.ToggleButton(
                value=key in chosen,
                description=_(label),
                icon="check" if key in chosen else "",
                layout=widgets.Layout(width="auto"),
            )
            toggle.add_class("tokaido-variant-toggle")
            toggle.add_class(f"tokaido-variant-{key}")
            toggle.observe(lambda change, k=key: self._on_toggle(k, change), names="value")
            self.toggles[key] = toggle
        self.player_buttons = widgets.ToggleButtons(
            options=[(str(n), n) for n in range(2, 6)],
            value=players,
            description=_("Players:"),
            style={"button_width": "40px"},
        )
        self.player_buttons.add_class("tokaido-variant-players")
        self.player_buttons.observe(self._on_players, names="value")
        self.summary = widgets.HTML().add_class("tokaido-variant-summary")
        self.message = MessageLine()
        self.table = GameWidget(self.game, show_tableaus=False)
        self.holder = widgets.Box([self.table])
        super().__init__(
            [
                widgets.HBox(list(self.toggles.values()), layout=widgets.Layout(flex_flow="wrap")),
                self.player_buttons,
                self.message,
                self.summary,
                self.holder,
            ]
        )
        self.add_class("tokaido-variant-chooser")
        self._redraw()
        self.message.say(_("Switch a variant on or off, or change the number of players."))

    def __repr__(self) -> str:
        chosen = sorted(self.chosen)
        return f"VariantChooser(players={self.players}, chosen={chosen})"

    # ------------------------------------------------------------------ changing
    def toggle(self, key: str, on: bool | None = None) -> None:
        """Switch ``key`` on or off (``on=None`` flips it); an unknown key is explained."""
        if not isinstance(key, str) or key not in OPTIONS:
            self.message.refuse(
                ValueError(
                    _("There is no {key} to switch; choose from {known}.").format(
                        key=repr(key), known=", ".join(OPTIONS)
                    )
                )
            )
            return
        on = (key not in self.chosen) if on is None else on
        chosen = (self.chosen | {key}) if on else (self.chosen - {key})
        if not self._rebuild(self.players, chosen):
            return
        # TRANSLATORS: {variant} is a variant's name ("Return trip").
        switched = _("{variant} on.") if on else _("{variant} off.")
        said = switched.format(variant=_(OPTIONS[key]))
        self.message.say(f"{said} {self._what_changed(key, on)}")

    def set_players(self, players: int) -> None:
        """Play with ``players`` players; a number the rules refuse is explained."""
        if self._rebuild(players, self.chosen):
            said = ngettext("{count} player.", "{count} players.", players).format(count=players)
            neutral = self._neutral_sentence()
            self.message.say(f"{said} {neutral}" if neutral else said)

    def _rebuild(self, players: int, chosen: set[str]) -> bool:
        try:
            game = self._build(players, chosen)
        except (IllegalAction, ValueError) as error:
            self.message.refuse(error)
            return False
        self.players, self.chosen, self.game = players, chosen, game
        self.table = GameWidget(game, show_tableaus=False)
        self.holder.children = [self.table]
        self._redraw()
        return True

    def _build(self, players: int, chosen: set[str]) -> Game:
        variants = sorted(chosen & set(data.VARIANTS))
        expansions = sorted(chosen & set(data.EXPANSIONS))
        counted = not isinstance(players, bool) and isinstance(players, int) and 2 <= players <= 5
        travellers = list(TRAVELLERS[:players]) if counted and "initiatory" not in chosen else None
        # With no count the rules know, the game refuses the number of players in its own words.
        return Game(
            players,
            travellers=travellers,
            variants=variants,
            expansions=expansions,
            seed=self.seed,
        )

    def _on_toggle(self, key: str, change: dict) -> None:
        if change["new"] != (key in self.chosen):
            self.toggle(key, change["new"])

    def _on_players(self, change: dict) -> None:
        if change["new"] != self.players:
            self.set_players(change["new"])

    # ------------------------------------------------------------------ words
    def road_sentence(self) -> str:
        """Where the road starts and ends in this game."""
        game = self.game
        start = inn_name(game.road_index(0))
        end = inn_name(game.road_index(data.EDO))
        return _("The road runs from {start} to {end}.").format(start=start, end=end)

    def hand_sentence(self) -> str:
        """How many meals the first traveller at an inn draws."""
        hand = self.game.meal_hand_size()  # the game's own count (reference (h)1 for two players)
        return ngettext(
            "The first traveller to reach an inn draws {count} meal card.",
            "The first traveller to reach an inn draws {count} meal cards.",
            hand,
        ).format(count=hand)

    def _neutral_sentence(self) -> str:
        if any(t.neutral for t in self.game.travellers):
            return _("A neutral traveller joins the two players.")
        return ""

    def _what_changed(self, key: str, on: bool) -> str:
        if key == "return_trip":
            return self.road_sentence()
        if key == "gastronomy":
            return self.hand_sentence()
        if key == "new_encounters":
            return _deck_sentence(len(self.game.piles["encounter"]))
        if key == "initiatory":
            if on:
                return _("Nobody has a traveller; everyone starts with the same coins.")
            return _("Every player has a traveller again.")
        return _("Look at the starting coins in the line at the start.")

    # ------------------------------------------------------------------ drawing
    def _redraw(self) -> None:
        for key, toggle in self.toggles.items():
            on = key in self.chosen
            if toggle.value != on:
                toggle.value = on
            toggle.icon = "check" if on else ""
            toggle.button_style = "info" if on else ""
        if self.player_buttons.value != self.players:
            self.player_buttons.value = self.players
        self.summary.value = self._summary_html()

    def _summary_html(self) -> str:
        game = self.game
        rules = game.rules
        rows = []
        for slot, index in enumerate(game.kyoto):
            t = game.travellers[index]
            if t.neutral:
                coins = _("no coins")
            else:
                printed = rules.initiatory_coins if t.key is None else rules.starting_coins[t.key]
                coins = coins_words(t.coins)
                if t.coins != printed:
                    coins += f" ({printed} {t.coins - printed:+d})"
            name = capitalized(who(t))
            rows.append(
                f"<tr><td style='padding:1px 12px 1px 0'>{slot + 1}</td>"
                f"<td style='padding:1px 12px 1px 0'>{escape(name)}</td>"
                f"<td>{escape(coins)}</td></tr>"
            )
        first = who(game.travellers[game.kyoto[-1]])
        start = inn_name(game.road_index(0))
        if all(t.key is None for t in game.travellers if not t.neutral):
            travellers = _("Travellers: none, everyone walks without a traveller tile.")
        else:
            names = ", ".join(card_name(t.key) for t in game.travellers if t.key)
            travellers = _("Travellers: {names}.").format(names=names)
        facts = [
            self.road_sentence(),
            travellers,
            self.hand_sentence(),
            _deck_sentence(len(game.piles["encounter"])),
        ]
        if any(t.neutral for t in game.travellers):
            facts.append(_("A neutral traveller walks with the two players."))
        items = "".join(f"<li>{escape(fact)}</li>" for fact in facts)
        # TRANSLATORS: {start} is where the road starts (Kyoto or Edo), {first} the traveller
        # who moves first; keep the <b> and </b>.
        line = escape(
            _(
                "<b>The line at {start}</b>, from the road outward ({first}, last in the line, "
                "moves first):"
            )
        )
        line = line.replace("&lt;b&gt;", "<b>").replace("&lt;/b&gt;", "</b>")
        line = line.format(start=escape(start), first=escape(first))
        heads = [escape(_("slot")), escape(_("traveller")), escape(_("starting coins"))]
        return (
            f"<ul style='margin:4px 0'>{items}</ul>"
            f"<div style='margin-top:4px'>{line}</div>"
            "<table style='border-collapse:collapse'>"
            f"<tr><th{_HEAD}>{heads[0]}</th><th{_HEAD}>{heads[1]}</th>"
            f"<th{_HEAD}>{heads[2]}</th></tr>"
            f"{''.join(rows)}</table>"
        )
