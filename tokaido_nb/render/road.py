"""The road from Kyoto to Edo as SVG: every position, the pawns in their slots, the open stops.

The 55 positions are wrapped into one row per leg (an inn, then the spaces up to the next inn),
in the order the travellers walk them, so the return trip reads left to right too. Below the
road line lie the places off the road: the second slot of a double space and the queue of an
inn, first arrival nearest the road. Which stops are open comes from ``game.legal_stops()``,
where each pawn stands from ``game.occupants()``; this module decides no rule.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from ..rules import data
from ..rules.language import _, ngettext, pgettext
from ..rules.words import card_name, inn_name
from . import svg
from .icons import icon
from .in_words import road_words
from .palette import (
    INK,
    KIND_COLOURS,
    KIND_ICON_INK,
    KIND_OUTLINES,
    MUTED,
    NEUTRAL_COLOUR,
    PAPER,
    PLAYER_COLOURS,
    ink_on,
    player_colour,
)

if TYPE_CHECKING:
    from ..rules.game import Game

WIDTH = 900
"""Natural width of the road drawing: a notebook cell's width."""

MARGIN = 14
INN_CELL = 76  # width of an inn's column
BOLD_EM = 0.68  # mean advance of a bold DejaVu Sans letter, in em (a little over the regular 0.6)
CELL = 55  # width of a space's column: a leg of 13 spaces between two inns fills the width
DISC = 19  # radius of the on-road slot
SECOND = 15  # radius of the second slot of a double space
SECOND_DROP = 43  # from the road line down to the second slot
QUEUE_STEP = 25  # between inn slots
PAWN = 11
ROAD_SAND = "#e5d3ac"
BEST_RING = "#d4a017"  # the coach's first choice: gold, apart from every player's colour


def road_svg(
    game: Game | None = None,
    highlight: bool = True,
    *,
    notes: Mapping[int, str] | None = None,
    best: int | None = None,
    text_scale: float = 1.0,
) -> svg.Svg:
    """The whole road as an ``<svg>`` string, about 900 px wide.

    Shows all 55 positions in the board's colours, double spaces as two slots (the second one
    faded when fewer than four play), the inns with their queues, each traveller's pawn in its
    slot, and, if ``highlight``, a ring on every stop open to the traveller who moves now and a
    mark on that traveller's name (without it, a worksheet can ask who moves next).
    Without a game, the empty board as four or five players see it.

    ``notes`` adds a sentence to a space's tooltip, by road position (the refusal of a space the
    mover cannot reach, the coach's reason for an open stop: ``coach.space_reasons``); it is
    the last line of the position's ``<title>``, and of the open stop's ring. ``best`` marks
    one open stop as the coach's first choice (a second, golden ring, class ``tk-best``).
    ``text_scale`` enlarges the positions' numbers and the inns' names (1.5 for the back of a
    classroom: the presenter's large text).

    >>> from tokaido_nb.rules import Game
    >>> picture = road_svg(Game(3, travellers=["kinko", "satsuki", "umegae"], kyoto=[0, 1, 2]))
    >>> picture.count('class="tk-pos"'), picture.count('class="tk-pawn"')
    (55, 3)
    """
    view = _RoadView(game, highlight, notes or {}, best, text_scale)
    return view.draw()


class _RoadView:
    """Lays out and draws one road; all coordinates are worked out in ``__init__``."""

    def __init__(
        self,
        game: Game | None,
        highlight: bool,
        notes: Mapping[int, str],
        best: int | None,
        text_scale: float = 1.0,
    ) -> None:
        self.game = game
        self.number_size = round(12 * text_scale, 1)
        self.inn_size = round(13 * text_scale, 1)
        self.notes = notes
        self.best = best if game is not None else None
        self.highlight = highlight and game is not None
        self.players = game.players if game is not None else 5
        self.doubles_open = self.players >= 4
        self.queue = (self.players + 1) if self.players == 2 else self.players
        # Walk order: progress 0 .. 54, whatever the direction of travel.
        walk = [self._road(p) for p in range(data.ROAD_LENGTH)]
        inn_steps = [p for p, road in enumerate(walk) if data.BOARD[road][0] == "inn"]
        self.rows: list[list[int]] = []
        for start, end in zip(inn_steps, inn_steps[1:], strict=False):
            self.rows.append(walk[start:end])
        self.rows[-1].append(walk[-1])
        self.header_height = self._header_height()
        self.row_height = (
            max(62 + SECOND_DROP + SECOND, 62 + (self.queue - 1) * QUEUE_STEP + 20) + 18
        )
        self.places: dict[int, tuple[float, float]] = {}  # road index -> (x, road line y)
        self.row_tops: list[float] = []
        y = self.header_height
        for row in self.rows:
            self.row_tops.append(y)
            x = MARGIN
            for road in row:
                width = INN_CELL if data.BOARD[road][0] == "inn" else CELL
                self.places[road] = (x + width / 2, y + 62)
                x += width
            y += self.row_height
        self.legend_top = y + 4

    # ------------------------------------------------------------------ geometry
    def _road(self, progress: int) -> int:
        return self.game.road_index(progress) if self.game is not None else progress

    def slot_centre(self, road: int, slot: int) -> tuple[float, float]:
        """Centre of a slot: 0 is on the road; higher slots lie further from it."""
        x, y = self.places[road]
        if data.BOARD[road][0] == "inn":
            return x, y + slot * QUEUE_STEP
        return x, y + (SECOND_DROP if slot else 0)

    # ------------------------------------------------------------------ drawing
    def draw(self) -> svg.Svg:
        parts = [svg.rect(0, 0, WIDTH, 0, fill=PAPER)]  # height fixed below
        parts.append(self._header())
        for row, top in zip(self.rows, self.row_tops, strict=True):
            parts.append(self._row(row, top))
        if self.highlight:
            parts.append(self._legal_marks())
        if self.game is not None:
            parts.append(self._pawns())
        legend, legend_height = self._legend()
        parts.append(legend)
        height = self.legend_top + legend_height + 8
        parts[0] = svg.rect(0, 0, WIDTH, height, rx=10, fill=PAPER)
        return svg.document(
            WIDTH, height, "".join(parts), label=self._label(), class_="tokaido-road"
        )

    def _label(self) -> str:
        # What a screen reader says for the picture: who stands where, the stops open.
        return road_words(self.game, self.highlight)

    # The header: one pawn per traveller, with a name; the one to move is marked.
    def _header_entries(self) -> list[tuple[str, str, str, bool, bool]]:
        game = self.game
        if game is None:
            return []
        entries = []
        # Without highlight nobody is marked either: a worksheet asks who moves next.
        acting = None if game.is_over() or not self.highlight else game.actor
        winners = set(game.winners()) if game.is_over() else set()
        for t in game.travellers:
            # TRANSLATORS: the neutral traveller's name over the road, beside its pawn.
            label = pgettext("pawn", "Neutral") if t.neutral else svg.fit(t.name, 220, 13)
            if t.key:
                label = f"{label} · {card_name(t.key)}"
            mark = "N" if t.neutral else str(t.index + 1)
            if t.index == acting:
                if game.decision != "move":
                    # TRANSLATORS: {traveller} is "Player 4 · Chuubei" over the road.
                    label = _("{traveller} — to decide").format(traveller=label)
                else:
                    label = _("{traveller} — to move").format(traveller=label)
            if t.index in winners:
                label = _("{traveller} — first place").format(traveller=label)
            # (a winner's pawn is not marked as acting, but its name is bold)
            is_acting = t.index == acting and t.index not in winners
            bold = t.index == acting or t.index in winners
            entries.append((mark, player_colour(game, t.index), label, is_acting, bold))
        return entries

    def _header_layout(self) -> list[tuple[float, float, tuple[str, str, str, bool, bool]]]:
        placed: list[tuple[float, float, tuple[str, str, str, bool, bool]]] = []
        x: float = MARGIN + PAWN
        y = 22.0
        for entry in self._header_entries():
            # Bold text (the traveller to decide) runs wider than regular text.
            factor = 1.07 if entry[4] else 0.95
            width = 2 * PAWN + 8 + svg.text_width(entry[2], 13) * factor + 22
            if x + width > WIDTH - MARGIN and placed:
                x, y = MARGIN + PAWN, y + 28
            placed.append((x, y, entry))
            x += width
        return placed

    def _header_height(self) -> float:
        placed = self._header_layout() if self.game is not None else []
        if not placed:
            return 40
        return placed[-1][1] + 22

    def _header(self) -> str:
        if self.game is None:
            return svg.text(
                MARGIN, 26, _("The Tokaido road: Kyoto to Edo"), 15, anchor="start", weight="bold"
            )
        parts = []
        for x, y, (mark, colour, label, acting, bold) in self._header_layout():
            parts.append(pawn(x, y, colour, mark, acting))
            parts.append(
                svg.text(
                    x + PAWN + 8,
                    y + 4.5,
                    label,
                    13,
                    anchor="start",
                    weight="bold" if bold else None,
                )
            )
        return "".join(parts)

    def _row(self, row: list[int], top: float) -> str:
        parts = []
        first_x = self.places[row[0]][0]
        last_x = self.places[row[-1]][0]
        road_y = top + 62
        parts.append(
            svg.line(
                first_x,
                road_y,
                last_x,
                road_y,
                stroke=ROAD_SAND,
                stroke_width=14,
                stroke_linecap="round",
            )
        )
        leg = self.rows.index(row) + 1
        start = row[0]
        # The inn that ends this leg opens the next row (Edo or Kyoto ends the last one).
        end = self.rows[leg][0] if leg < len(self.rows) else row[-1]
        spaces = sum(1 for road in row if data.BOARD[road][0] != "inn")
        title = ngettext(
            "Leg {leg}: {start} to {end}, {count} space",
            "Leg {leg}: {start} to {end}, {count} spaces",
            spaces,
        ).format(leg=leg, start=inn_name(start), end=inn_name(end), count=spaces)
        # The leg's caption starts after the inn's name, which in large text can be wider
        # than the inn's column (« Gospoda 1 »).
        inn_x = self.places[start][0]
        after_name = self._inn_label_x(start, inn_x) + self._inn_label_half(start) + 6
        caption_x = max(self.places[row[1]][0] - DISC, after_name)
        parts.append(svg.text(caption_x, top + 18, title, 12, anchor="start", fill=MUTED))
        for road in row:
            parts.append(self._position(road))
        if row is not self.rows[-1]:
            # The leg ends at the inn that opens the next row: say so at the end of this one.
            x = last_x + CELL / 2 - 2
            parts.append(
                svg.path(
                    f"M{svg.num(x)} {svg.num(road_y)} h12 m-5 -5 l5 5 l-5 5",
                    fill="none",
                    stroke=MUTED,
                    stroke_width=2,
                    stroke_linecap="round",
                )
            )
            parts.append(svg.text(x + 16, road_y + 4.5, str(end), 12, anchor="start", fill=MUTED))
        return "".join(parts)

    def _position(self, road: int) -> str:
        kind, double = data.BOARD[road]
        x, y = self.places[road]
        top = y - 62
        if kind == "inn":
            return self._inn(road, x, y, top)
        fill = KIND_COLOURS[kind]
        outline = KIND_OUTLINES[kind]
        body = [svg.text(x, top + 40, str(road), self.number_size, weight="bold", fill=INK)]
        title = f"{road} · {kind_label(kind)}"
        if double:
            open_ = self.doubles_open
            if open_:
                # TRANSLATORS: a space's tooltip; {space} is "7 · farm".
                title = _("{space} · double space: two slots").format(space=title)
            else:
                title = _(
                    "{space} · double space: its second slot is used only with 4 or 5 players"
                ).format(space=title)
            body.append(svg.line(x, y, x, y + SECOND_DROP, stroke=ROAD_SAND, stroke_width=8))
            body.append(
                svg.circle(
                    x,
                    y + SECOND_DROP,
                    SECOND,
                    fill=fill,
                    stroke=outline,
                    stroke_width=1.5,
                    class_="tk-slot",
                    data_slot=1,
                    opacity=None if open_ else 0.35,
                    stroke_dasharray=None if open_ else "3 3",
                )
            )
            body.append(icon(kind, x, y + SECOND_DROP, 0.7, KIND_ICON_INK[kind]))
        body.append(
            svg.circle(
                x,
                y,
                DISC,
                fill=fill,
                stroke=outline,
                stroke_width=1.5,
                class_="tk-slot",
                data_slot=0,
            )
        )
        body.append(icon(kind, x, y, 0.95, KIND_ICON_INK[kind]))
        return svg.group(
            "".join(body),
            title=self._noted(road, title),
            class_="tk-pos",
            data_pos=road,
            data_kind=kind,
            data_double=int(double),
        )

    def _inn_label_x(self, road: int, x: float) -> float:
        """Where the inn's name is centred: over the inn, but moved in so that the whole name
        stays inside the picture. In large text « Gospoda 1 » or « Relais 1 » is wider than the
        inn's column, and an inn starts each row: centred, its first letters fell off the
        picture's left edge (the projector's large road, in Polish)."""
        half = self._inn_label_half(road)
        return min(max(x, half + 4), WIDTH - half - 4)

    def _inn_label_half(self, road: int) -> float:
        """Half the estimated width of the inn's name, in bold at ``inn_size``."""
        return svg.text_width(inn_name(road), self.inn_size) * BOLD_EM / 0.6 / 2

    def _inn(self, road: int, x: float, y: float, top: float) -> str:
        width = INN_CELL - 10
        bottom = y + (self.queue - 1) * QUEUE_STEP + 18
        body = [
            svg.text(
                self._inn_label_x(road, x), top + 20, inn_name(road), self.inn_size, weight="bold"
            ),
            svg.text(x, top + 40, str(road), self.number_size, weight="bold"),
            svg.rect(
                x - width / 2,
                y - 22,
                width,
                bottom - (y - 22),
                rx=9,
                fill=KIND_COLOURS["inn"],
                stroke=KIND_OUTLINES["inn"],
                stroke_width=1.5,
            ),
        ]
        for slot in range(self.queue):
            sx, sy = self.slot_centre(road, slot)
            body.append(
                svg.circle(
                    sx,
                    sy,
                    PAWN + 1,
                    fill="#fffaf0",
                    stroke=KIND_OUTLINES["inn"],
                    stroke_width=1,
                    stroke_dasharray="2 2",
                    class_="tk-slot",
                    data_slot=slot,
                )
            )
        title = _(
            "{position} · {inn}: every traveller stops here and queues in arrival order, "
            "the first nearest the road"
        ).format(position=road, inn=inn_name(road))
        return svg.group(
            "".join(body),
            title=self._noted(road, title),
            class_="tk-pos",
            data_pos=road,
            data_kind="inn",
            data_double=0,
        )

    def _legal_marks(self) -> str:
        game = self.game
        assert game is not None  # stops are highlighted only on a game's road
        stops = game.legal_stops()
        if not stops:
            return ""
        colour = _ring_colour(game)
        parts = []
        for road in stops:
            slot = len(game.occupants(road))
            x, y = self.slot_centre(road, slot)
            if data.BOARD[road][0] == "inn":
                radius = PAWN + 5
            else:
                radius = (SECOND if slot else DISC) + 5
            open_ = _("{position}: a stop open to the traveller who moves now").format(
                position=road
            )
            if road == self.best:
                parts.append(
                    svg.group(
                        svg.circle(x, y, radius + 5, fill="none", stroke=BEST_RING, stroke_width=4),
                        title=self._noted(
                            road, _("{position}: the coach's first choice").format(position=road)
                        ),
                        class_="tk-best",
                        data_pos=road,
                    )
                )
            parts.append(
                svg.group(
                    svg.circle(x, y, radius, fill="none", stroke=colour, stroke_width=3.5),
                    title=self._noted(road, open_),
                    class_="tk-legal",
                    data_pos=road,
                )
            )
        return "".join(parts)

    def _noted(self, road: int, title: str) -> str:
        """A tooltip with the road's note, if any, as its last line."""
        note = self.notes.get(road)
        return f"{title}\n{note}" if note else title

    def _pawns(self) -> str:
        game = self.game
        assert game is not None  # pawns are drawn only on a game's road
        # Without highlight nobody is marked either: a worksheet asks who moves next.
        acting = None if game.is_over() or not self.highlight else game.actor
        parts = []
        for road in sorted(self.places):
            for slot, index in enumerate(game.occupants(road)):
                x, y = self.slot_centre(road, slot)
                t = game.travellers[index]
                mark = "N" if t.neutral else str(index + 1)
                colour = player_colour(game, index)
                if t.neutral:
                    title = _("neutral traveller at {position}").format(position=road)
                else:
                    # TRANSLATORS: a pawn's tooltip; {player} is the player's name.
                    title = _("{player} at {position}").format(player=t.name, position=road)
                parts.append(
                    svg.group(
                        pawn(x, y, colour, mark, index == acting),
                        title=title,
                        class_="tk-pawn",
                        data_traveller=index,
                        data_pos=road,
                        data_slot=slot,
                        data_colour=colour,
                    )
                )
        return "".join(parts)

    def _legend(self) -> tuple[str, float]:
        items: list[tuple[str, float]] = []  # (drawing at x=0, y=0 centre line, width)
        for kind in (
            "farm",
            "hot_spring",
            "temple",
            "encounter",
            "village",
            "mountain",
            "sea",
            "paddy",
        ):
            label = kind_label(kind)
            drawing = svg.circle(
                0, 0, 10, fill=KIND_COLOURS[kind], stroke=KIND_OUTLINES[kind], stroke_width=1.2
            ) + icon(kind, 0, 0, 0.5, KIND_ICON_INK[kind])
            drawing += svg.text(16, 4.5, label, 12, anchor="start")
            items.append((drawing, 16 + svg.text_width(label, 12) + 18))
        double = (
            svg.line(0, -6, 0, 6, stroke=ROAD_SAND, stroke_width=5)
            + svg.circle(0, -6, 6.5, fill="#bbb", stroke=MUTED, stroke_width=1)
            + svg.circle(
                0,
                7,
                5.5,
                fill="#bbb",
                stroke=MUTED,
                stroke_width=1,
                opacity=None if self.doubles_open else 0.4,
            )
        )
        if self.doubles_open:
            label = _("double space")
        else:
            label = _("double space (2nd slot: 4-5 players)")
        items.append(
            (
                double + svg.text(14, 4.5, label, 12, anchor="start"),
                14 + svg.text_width(label, 12) + 18,
            )
        )
        # (stops are highlighted only on a game's road)
        if self.highlight and self.game is not None and self.game.legal_stops():
            colour = _ring_colour(self.game)
            label = _("open stop")
            items.append(
                (
                    svg.circle(0, 0, 9, fill="none", stroke=colour, stroke_width=3)
                    + svg.text(16, 4.5, label, 12, anchor="start"),
                    16 + svg.text_width(label, 12) + 18,
                )
            )
        parts = []
        x: float = MARGIN + 10
        y = self.legend_top + 14
        for drawing, width in items:
            if x + width > WIDTH - MARGIN:
                x, y = MARGIN + 10, y + 26
            parts.append(f'<g transform="translate({svg.num(x)},{svg.num(y)})">{drawing}</g>')
            x += width
        return svg.group("".join(parts), class_="tk-legend"), y - self.legend_top + 14


def _ring_colour(game: Game) -> str:
    """Colour of the rings on open stops: the mover's, darkened for the grey neutral."""
    actor = game.actor
    assert actor is not None  # stops are open: a traveller moves
    if game.travellers[actor].neutral:
        return "#495057"
    return player_colour(game, actor)


def pawn(x: float, y: float, colour: str, mark: str, acting: bool = False) -> str:
    """A pawn at (x, y), to place in a drawing: a disc in the player's colour with a white rim
    and the player's number; ``acting`` rings the one who decides now."""
    parts = []
    if acting:
        parts.append(
            svg.circle(
                x, y, PAWN + 5, fill="none", stroke=INK, stroke_width=1.6, stroke_dasharray="3 2"
            )
        )
    parts.append(svg.circle(x, y, PAWN + 1.5, fill=INK))
    parts.append(svg.circle(x, y, PAWN, fill=colour, stroke="#ffffff", stroke_width=2))
    parts.append(svg.text(x, y + 4.2, mark, 12, weight="bold", fill=ink_on(colour)))
    return "".join(parts)


def pawn_svg(colour: str, mark: str, size: float = 28) -> svg.Svg:
    """One pawn as a small ``<svg>``, for a caption or a button label."""
    half = size / 2
    return svg.document(
        size, size, pawn(half, half, colour, mark), label=_("pawn {mark}").format(mark=mark)
    )


def kind_label(kind: str) -> str:
    """A kind of space as the road's legend and tooltips name it: ``hot spring``."""
    labels = {
        "inn": pgettext("stop kind", "inn"),
        "village": pgettext("stop kind", "village"),
        "temple": pgettext("stop kind", "temple"),
        "encounter": pgettext("stop kind", "encounter"),
        "paddy": pgettext("stop kind", "paddy"),
        "mountain": pgettext("stop kind", "mountain"),
        "sea": pgettext("stop kind", "sea"),
        "hot_spring": pgettext("stop kind", "hot spring"),
        "farm": pgettext("stop kind", "farm"),
    }
    return labels.get(kind, kind.replace("_", " "))


__all__ = [
    "NEUTRAL_COLOUR",
    "PLAYER_COLOURS",
    "WIDTH",
    "inn_name",
    "kind_label",
    "pawn",
    "pawn_svg",
    "road_svg",
]
