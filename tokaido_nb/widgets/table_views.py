"""What a table shows around its game, drawn from what it holds: the title, the log of the
journey, the link that saves the game, who sits where in words.

Plain functions of the game and the table's seats, so that each view can be read (and tested)
apart from the widget that shows it.
"""

from __future__ import annotations

import base64
import json
from collections.abc import Sequence
from html import escape
from typing import Any

from ..rules.game import Game
from ..rules.language import _, ngettext
from ..rules.words import who
from .table_seats import DECIDERS, HANDOFF_WORDS, SEAT_KINDS, Handoff
from .table_setup import OPTIONS, Setup, players_words

DOWNLOAD_NAME = "tokaido-game.json"
LOG_BOX = (
    "display:flex;flex-direction:column-reverse;max-height:9.5em;overflow-y:auto;"
    "border:1px solid #ddd;border-radius:4px;padding:4px 8px;font-size:13px;line-height:1.5"
)


def heading_html(game: Game, setup: Setup) -> str:
    """The table's title over a game: the players, the variants, the seed, who sits where."""
    table = players_words(game.players)
    extras = [_(OPTIONS[o]) for o in setup.options if o in OPTIONS]
    if extras:
        table += " · " + ", ".join(extras)
    seats = []
    for index, kind in enumerate(setup.seats):
        name = escape(who(game.travellers[index]))
        # TRANSLATORS: a seat in the table's title: "Player 1 (Kinko): person".
        seat = _("{name}: {seat}").format(name=name, seat=escape(_(SEAT_KINDS[kind]).lower()))
        seats.append(seat)
    seed = escape(_("seed {seed}").format(seed=setup.seed))
    return (
        f'<div style="font-size:15px"><b>{escape(_("Tokaido table"))}</b> · '
        f"{escape(table)} · {seed}</div>"
        f'<div style="font-size:13px;color:#444">{" · ".join(seats)}</div>'
    )


def log_html(game: Game, lines: Sequence[str], handoffs: Sequence[Handoff]) -> str:
    """The log of the journey beside the road: ``lines`` (``record.story``'s, one a turn, the
    turn under way in bold) with the hand-offs among them, newest at the bottom."""
    if game.decision == "traveller":
        said = _("The log starts at Kyoto, once every player has kept a traveller.")
        return f'<div style="font-size:13px;color:#666">{escape(said)}</div>'
    if not lines:
        said = _("The journey so far: nobody has moved yet.")
        return f'<div style="font-size:13px;color:#666">{escape(said)}</div>'
    turns = len(game.turns)
    rows = []
    for index, line in enumerate(lines):
        text = escape(line)
        rows.append(f"<div><b>{text}</b></div>" if index >= turns else f"<div>{text}</div>")
    for handoff in reversed(handoffs):  # each after the line of its turn
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
        f'<div role="log" tabindex="0" aria-label="{label}" style="{LOG_BOX}">'
        f"<div>{''.join(rows)}</div></div>"
    )


def download_html(record: dict[str, Any] | None, turns: int) -> str:
    """A link that saves ``record`` (a game of ``turns`` turns) as a file; while there is no
    record yet (travellers still being chosen), a sentence saying when there will be."""
    if record is None:
        said = _("The game can be saved once every player has kept a traveller.")
        return f'<span style="font-size:13px;color:#666">{escape(said)}</span>'
    text = json.dumps(record, indent=1) + "\n"
    encoded = base64.b64encode(text.encode("utf-8")).decode("ascii")
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


def seat_words(game: Game, seats: Sequence[str]) -> str:
    """Who sits where, in a sentence: "Aiko (person), Greedy 2 (greedy bot)"."""
    words = []
    for index, kind in enumerate(seats):
        words.append(f"{game.travellers[index].name} ({_(SEAT_KINDS[kind]).lower()})")
    return ", ".join(words)
