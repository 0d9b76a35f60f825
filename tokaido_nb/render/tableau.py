"""A player's side of the table as SVG: coins, collections, temple coins, achievements, score.

Souvenirs are shown in the sets they form (``scoring.souvenir_sets``: each card in the first
set that lacks its family; with Crossroads, Buppatsu and Ema join them as a fifth family),
panoramas as strips of sections, the other cards as small tiles, and the score as a bar split
by category. All numbers are read from the game (``travellers``, ``scores()``, ``breakdown()``,
``achievements()``).

With Crossroads a tableau has one more row of tiles: cherry trees, bathhouses, legendary
objects, amulets and calligraphies. Amulets and calligraphies are secret: the tableau takes a
``viewer`` and draws them face down for anyone but their owner (until the journey is over).
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import TYPE_CHECKING

from ..rules import data
from ..rules.config import OFFICIAL, Rules
from ..rules.language import _, ngettext, pgettext
from ..rules.scoring import CATEGORIES, souvenir_points, souvenir_sets
from ..rules.words import CATEGORY_LABELS, card_name, traveller_title
from . import svg
from .cards import MINI_HEIGHT, MINI_WIDTH, mini_card
from .in_words import EVERY_CARD, sees_secrets, tableau_words
from .palette import (
    CARD_COLOURS,
    CATEGORY_COLOURS,
    COIN_COLOUR,
    INK,
    MUTED,
    PAPER,
    player_colour,
)
from .road import pawn

if TYPE_CHECKING:
    from ..rules.game import Game

WIDTH = 442
"""Natural width of a tableau: two fit side by side in a notebook cell."""

_LEFT = 8
_CONTENT = 16  # x where tiles start, under their section's label
_SET_CONTENT = 66  # souvenir tiles start further right, after their set's caption
_GAP = 5
_PER_ROW = 4


def _family(card: str) -> str:
    """The souvenir family of a souvenir card or of a fifth-family legendary object."""
    return data.SOUVENIRS[card][0] if card in data.SOUVENIRS else data.FIFTH_FAMILY


def _with_fifth_family(sets: list[list[str]], legendary: Sequence[str]) -> list[list[str]]:
    """The souvenir sets with Buppatsu and Ema added, each to the first set lacking the fifth
    family (it scores there: ``scoring.souvenir_points`` counts families)."""
    sets = [list(group) for group in sets]
    for card in legendary:
        if data.LEGENDARY[card] != "fifth_family":
            continue
        for group in sets:
            if all(_family(other) != data.FIFTH_FAMILY for other in group):
                group.append(card)
                break
        else:
            sets.append([card])
    return sets


def _set_rows(sets: list[list[str]], top: float, rules: Rules) -> tuple[str, float]:
    """One row of tiles per souvenir set, its points on the left; returns (svg, height)."""
    parts = []
    y = top
    for number, group in enumerate(sets, start=1):
        points = souvenir_points([_family(c) for c in group], rules)
        row = [
            svg.text(
                _CONTENT,
                y + 17,
                # TRANSLATORS: the number of a set of souvenirs on a player's picture ("set 2").
                pgettext("souvenir set", "set {number}").format(number=number),
                11,
                anchor="start",
                fill=MUTED,
            ),
            svg.text(
                _CONTENT,
                y + 32,
                # TRANSLATORS: a souvenir set's points, short ("5 pts").
                ngettext("{count} pt", "{count} pts", points).format(count=points),
                11,
                anchor="start",
                weight="bold",
            ),
        ]
        for i, card in enumerate(group):
            x = _SET_CONTENT + i * (MINI_WIDTH + _GAP)
            kind = "souvenir" if card in data.SOUVENIRS else "legendary"
            row.append(mini_card(kind, card, x, y, rules))
        title = ngettext(
            "set {number}: {families} different families, {count} point",
            "set {number}: {families} different families, {count} points",
            points,
        ).format(number=number, families=len(group), count=points)
        parts.append(svg.group("".join(row), title=title, class_="tk-set", data_points=points))
        y += MINI_HEIGHT + _GAP
    return "".join(parts), y - top


def souvenirs_svg(souvenirs: Sequence[str], rules: Rules = OFFICIAL) -> svg.Svg:
    """A collection of souvenirs drawn in the sets it forms, with each set's points and the
    total (``scoring.souvenir_points`` with the set values of ``rules``).

    >>> picture = souvenirs_svg(["koma", "geta", "gofu"])
    >>> "set 2" in picture and "Total: 5 points" in picture
    True
    """
    unknown = [card for card in souvenirs if card not in data.SOUVENIRS]
    if unknown:
        raise ValueError(f"not souvenir cards: {', '.join(map(repr, unknown))}")
    sets = souvenir_sets(list(souvenirs))
    rows, height = _set_rows(sets, 8, rules)
    families = [data.SOUVENIRS[c][0] for c in souvenirs]
    total = souvenir_points(families, rules)
    y = 8 + height + 18
    if sets:
        words = ngettext("Total: {count} point", "Total: {count} points", total).format(count=total)
    else:
        words = _("No souvenirs yet.")
    footer = svg.text(_CONTENT, y, words, 13, anchor="start", weight="bold")
    width = _SET_CONTENT + 4 * (MINI_WIDTH + _GAP) + 8
    return svg.document(
        width,
        y + 10,
        rows + footer,
        label=_("Souvenirs in sets: {total}").format(total=words),
        class_="tokaido-souvenirs",
    )


def tableau_svg(game: Game, player: int, viewer: int | str | None = EVERY_CARD) -> svg.Svg:
    """One player's tableau as an ``<svg>``, 442 px wide, as ``viewer`` sees it: a player's
    index, None for a spectator (who sees no one's secret cards), or ``EVERY_CARD`` (the
    default) for a view that shows every card. With Crossroads, the amulets and calligraphies
    of ``player`` are face down unless ``viewer`` is ``player`` or sees every card, or the
    journey is over.

    >>> from tokaido_nb.rules import Game
    >>> game = Game(2, travellers=["kinko", "umegae"], kyoto=[0, 1, 2])
    >>> picture = tableau_svg(game, 0)
    >>> "Kinko" in picture and "7 coins" in picture
    True
    """
    players = [t for t in game.travellers if not t.neutral]
    if not isinstance(player, int) or not 0 <= player < len(players):
        raise ValueError(f"player must be 0 to {len(players) - 1}, not {player!r}")
    return _Tableau(game, player, sees_secrets(game, player, viewer)).draw()


class _Tableau:
    def __init__(self, game: Game, player: int, secrets: bool = True) -> None:
        self.game = game
        self.player = player
        self.secrets = secrets  # whether the viewer sees this player's amulets and calligraphies
        self.t = game.travellers[player]
        self.rules = game.rules
        self.parts: list[str] = []
        self.y = 0.0

    def draw(self) -> svg.Svg:
        self._header()
        self._panoramas()
        self._souvenirs()
        self._tiles(_("Hot springs"), [("hot_spring", c) for c in self.t.hot_springs])
        self._tiles(_("Meals"), [("meal", m) for m in self.t.meals])
        self._tiles(_("Encounters"), [("encounter", e) for e in self.t.encounters])
        if self.game.crossroads:
            self._crossroads()
        self._temple()
        self._tiles(
            _("Achievements"),
            [("achievement", a) for a in self.game.achievements()[self.player]],
        )
        self._score()
        height = self.y + 10
        colour = player_colour(self.game, self.player)
        frame = svg.rect(
            1, 1, WIDTH - 2, height - 2, rx=10, fill=PAPER, stroke=colour, stroke_width=2
        )
        label = tableau_words(self.game, self.player, self.secrets)
        return svg.document(
            WIDTH,
            height,
            frame + "".join(self.parts),
            label=label,
            class_="tokaido-tableau",
            data_player=self.player,
        )

    # ------------------------------------------------------------------ parts
    def _header(self) -> None:
        game, t = self.game, self.t
        colour = player_colour(game, self.player)
        self.parts.append(pawn(24, 26, colour, str(self.player + 1)))
        name = svg.fit(t.name, WIDTH - 44 - 130, 15, em=0.66)
        self.parts.append(svg.text(44, 25, name, 15, anchor="start", weight="bold"))
        if t.key:
            subtitle = traveller_title(t.key)
        elif "initiatory" in game.variants:
            subtitle = _("no traveller (initiatory journey)")
        else:
            subtitle = _("choosing a traveller")  # the deal: two tiles offered, none kept yet
        if game.is_over():
            rank = game.ranks()[self.player]
            if rank == 1:
                # TRANSLATORS: under a player's name at the end; {traveller} is who they play.
                subtitle = _("{traveller} · place {rank} · winner").format(
                    traveller=subtitle, rank=rank
                )
            else:
                subtitle = _("{traveller} · place {rank}").format(traveller=subtitle, rank=rank)
        self.parts.append(svg.text(44, 41, subtitle, 12, anchor="start", fill=MUTED))
        # Coins and score on the right.
        score = game.scores()[self.player]
        self.parts.append(svg.text(WIDTH - 14, 27, f"{score}", 20, anchor="end", weight="bold"))
        self.parts.append(
            svg.text(
                WIDTH - 14,
                42,
                # TRANSLATORS: under a score in figures.
                ngettext("point", "points", score),
                11,
                anchor="end",
                fill=MUTED,
            )
        )
        x = WIDTH - 76
        self.parts.append(
            svg.circle(x - 30, 22, 11, fill=COIN_COLOUR, stroke="#b8860b", stroke_width=1.5)
            + svg.text(x - 30, 26.3, str(t.coins), 12, weight="bold")
            # TRANSLATORS: under a number of coins in figures.
            + svg.text(x - 30, 46, ngettext("coin", "coins", t.coins), 11, fill=MUTED)
        )
        coins = ngettext("{count} coin", "{count} coins", t.coins).format(count=t.coins)
        points = ngettext("{count} point", "{count} points", score).format(count=score)
        desc = _("{coins}, {points}").format(coins=coins, points=points)
        self.parts.append(f"<desc>{escape(desc)}</desc>")
        self.y = 54
        self.parts.append(svg.line(_LEFT, self.y, WIDTH - _LEFT, self.y, stroke="#e2d6bf"))
        self.y += 8

    def _label(self, words: str, empty: bool = False) -> None:
        """A section's title; an empty section says so on the same line and ends there."""
        self.parts.append(
            svg.text(_CONTENT - 4, self.y + 14, words, 12, anchor="start", weight="bold", fill=INK)
        )
        if empty:
            self.parts.append(
                svg.text(
                    _CONTENT + svg.text_width(words, 12) * 1.1 + 4,
                    self.y + 14,
                    _("none") if self.game.is_over() else _("none yet"),
                    11,
                    anchor="start",
                    fill=MUTED,
                    font_style="italic",
                )
            )
            self.y += 24
        else:
            self.y += 21

    def _panoramas(self) -> None:
        self._label(_("Panoramas"))
        longest = max(self.rules.panorama_lengths.values())
        box = 26 if longest <= 5 else max(12, 26 * 5 // longest)
        for i, panorama in enumerate(data.PANORAMAS):
            y = self.y + i * 22
            held = self.t.panoramas[panorama]
            length = self.rules.panorama_lengths[panorama]
            colour = CARD_COLOURS[panorama]
            self.parts.append(svg.text(_CONTENT, y + 14, card_name(panorama), 12, anchor="start"))
            for section in range(1, length + 1):
                x = _CONTENT + 72 + (section - 1) * (box + 3)
                filled = section <= held
                self.parts.append(
                    svg.rect(
                        x,
                        y + 1,
                        box,
                        18,
                        rx=3,
                        fill=colour if filled else "#ffffff",
                        stroke=colour,
                        stroke_width=1.2,
                        stroke_dasharray=None if filled else "2 2",
                    )
                    + svg.text(
                        x + box / 2,
                        y + 14.5,
                        str(section),
                        11,
                        fill="#ffffff" if filled else MUTED,
                        weight="bold" if filled else None,
                    )
                )
            note = ""
            if held >= length:
                first = self.game.panorama_firsts.get(panorama) == self.player
                points = self.rules.achievement_points
                if first:
                    note = _("complete, first: +{points}").format(points=points)
                else:
                    note = _("complete")
            elif held:
                # TRANSLATORS: sections of a panorama held, out of its length ("2 of 4").
                note = _("{held} of {length}").format(held=held, length=length)
            if note:
                self.parts.append(
                    svg.text(
                        _CONTENT + 72 + longest * (box + 3) + 6,
                        y + 14,
                        note,
                        11,
                        anchor="start",
                        fill=MUTED,
                    )
                )
        self.y += 3 * 22 + 6

    def _crossroads(self) -> None:
        """Crossroads cards: the open ones, then the secret ones (face down unless seen)."""
        t = self.t
        open_cards: list[tuple[str, object]] = [("cherry_tree", None)] * t.cherry_trees
        open_cards += [("bathhouse", None)] * t.bathhouses
        open_cards += [("legendary", c) for c in t.legendary if data.LEGENDARY[c] != "fifth_family"]
        self._tiles(_("Crossroads"), open_cards)
        secret = [("amulet", a if self.secrets else None) for a in t.amulets]
        secret += [("calligraphy", c if self.secrets else None) for c in t.calligraphies]
        self._tiles(_("Amulets and calligraphies"), secret)

    def _souvenirs(self) -> None:
        sets = souvenir_sets(self.t.souvenirs)
        if self.game.crossroads:
            sets = _with_fifth_family(sets, self.t.legendary)
        self._label(_("Souvenirs"), empty=not sets)
        rows, height = _set_rows(sets, self.y, self.rules)
        self.parts.append(rows)
        self.y += height + (4 if sets else 0)

    def _tiles(self, label: str, cards: Sequence[tuple[str, object]]) -> None:
        self._label(label, empty=not cards)
        if not cards:
            return
        for i, (kind, key) in enumerate(cards):
            row, column = divmod(i, _PER_ROW)
            self.parts.append(
                mini_card(
                    kind,
                    key,
                    _CONTENT + column * (MINI_WIDTH + _GAP),
                    self.y + row * (MINI_HEIGHT + _GAP),
                    self.rules,
                )
            )
        rows = (len(cards) + _PER_ROW - 1) // _PER_ROW
        self.y += rows * (MINI_HEIGHT + _GAP) + 4

    def _temple(self) -> None:
        given = self.t.donated
        self._label(_("Temple"), empty=not given)
        if not given:
            return
        self.y -= 21  # coins go on the title's line
        start = _CONTENT + 62
        shown = min(given, 16)
        for i in range(shown):
            self.parts.append(
                svg.circle(
                    start + i * 15,
                    self.y + 10,
                    7,
                    fill=COIN_COLOUR,
                    stroke="#b8860b",
                    stroke_width=1.2,
                )
            )
        words = ngettext("{count} coin given", "{count} coins given", given).format(count=given)
        self.parts.append(
            svg.text(start + shown * 15, self.y + 14, words, 11, anchor="start", fill=MUTED)
        )
        self.y += 26

    def _score(self) -> None:
        self.parts.append(svg.line(_LEFT, self.y, WIDTH - _LEFT, self.y, stroke="#e2d6bf"))
        self.y += 6
        self._label(_("Score"))
        self.y -= 21  # the bar goes on the title's line
        breakdown = self.game.breakdown(self.player)
        total = sum(breakdown.values())
        start = _CONTENT + 48
        width: float = WIDTH - start - 14
        x = float(start)
        if total > 0:
            for category in CATEGORIES:
                points = breakdown[category]
                if points <= 0:
                    continue
                w = width * points / total
                self.parts.append(
                    svg.group(
                        svg.rect(x, self.y + 2, w, 16, fill=CATEGORY_COLOURS[category]),
                        title=ngettext(
                            "{category}: {count} point", "{category}: {count} points", points
                        ).format(category=_(CATEGORY_LABELS[category]), count=points),
                        class_="tk-score",
                        data_category=category,
                        data_points=points,
                    )
                )
                x += w
        else:
            self.parts.append(
                svg.rect(x, self.y + 2, width, 16, fill="none", stroke="#d8ccb5")
                + svg.text(x + 8, self.y + 14, _("no points yet"), 11, anchor="start", fill=MUTED)
            )
        self.y += 26
        # A key under the bar: one coloured square and number per category that scored.
        x, y = float(_CONTENT), self.y
        for category in CATEGORIES:
            points = breakdown[category]
            if not points:
                continue
            # TRANSLATORS: a key under the score bar: a category and its points ("meals 12").
            words = _("{category} {points}").format(
                category=_(CATEGORY_LABELS[category]), points=points
            )
            width = 14 + svg.text_width(words, 11) * 0.95 + 10
            if x + width > WIDTH - 10:
                x, y = float(_CONTENT), y + 17
            self.parts.append(
                svg.rect(x, y + 2, 10, 10, rx=2, fill=CATEGORY_COLOURS[category])
                + svg.text(x + 14, y + 11.5, words, 11, anchor="start", fill=INK)
            )
            x += width
        self.y = y + (20 if total > 0 else 0)


__all__ = ["EVERY_CARD", "WIDTH", "sees_secrets", "souvenirs_svg", "tableau_svg"]
