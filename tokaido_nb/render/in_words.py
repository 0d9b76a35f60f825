"""The game in words (``describe``): what the road, a tableau and a chart show, for the ear.

Every picture of the package carries one of these descriptions as its text alternative (the
``aria-label`` of an ``<svg role="img">``, the ``alt`` of a chart's ``<img>``), and
``describe(game)`` gives them all at once as a text view of the game: the same facts as the
drawing, in the order a reader needs them. Each sentence is whole, with named placeholders, and
its plural forms go through ``ngettext``, so that a translation can word it its own way; the
names of cards, stops and travellers come from the rules floor's words (``rules/words.py``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from ..rules.language import _, ngettext
from ..rules.state import CATEGORIES
from ..rules.words import (
    CATEGORY_LABELS,
    card_name,
    decision_sentence,
    inn_name,
    place,
    who,
)

if TYPE_CHECKING:
    from ..rules.game import Game

EVERY_CARD = "all"
"""The ``viewer`` that sees every card face up: a lesson, a replay, the teacher's screen."""


def sees_secrets(game: Game, owner: int, viewer: int | str | None) -> bool:
    """Whether ``viewer`` may see the secret cards (amulets, calligraphies) of traveller
    ``owner``: their owner does, a view of ``EVERY_CARD`` does, and everyone once the journey is
    over; another player or a spectator (None) does not.

    >>> from tokaido_nb.rules import Game
    >>> game = Game(2, travellers=["kinko", "umegae"], expansions=["crossroads"])
    >>> sees_secrets(game, 0, 0), sees_secrets(game, 0, 1), sees_secrets(game, 0, None)
    (True, False, False)
    """
    if viewer == EVERY_CARD or game.is_over():
        return True
    if viewer is not None and not isinstance(viewer, int):
        raise ValueError(
            f"viewer must be a player's index, None (a spectator) or {EVERY_CARD!r}, not {viewer!r}"
        )
    return viewer == owner


def count_words(count: int, one: str, many: str, **names: object) -> str:
    """A sentence in the plural form that ``count`` asks for (``ngettext``), its ``{count}``
    and other named placeholders filled in.

    >>> [count_words(n, "{count} coin", "{count} coins") for n in (1, 3)]
    ['1 coin', '3 coins']
    """
    return ngettext(one, many, abs(count)).format(count=count, **names)


def listing(items: Sequence[str]) -> str:
    """Items joined as a list in a sentence: ``a, b and c`` (the last joint translatable).

    >>> listing(["Koma"]), listing(["Koma", "Geta", "Sake"])
    ('Koma', 'Koma, Geta and Sake')
    """
    if len(items) <= 1:
        return "".join(items)
    return _("{items} and {last}").format(items=", ".join(items[:-1]), last=items[-1])


def _stop_words(road: int, kind: str) -> str:
    if kind == "inn":
        return _("{position} ({inn})").format(position=road, inn=inn_name(road))
    return str(road)


def road_words(game: Game | None, highlight: bool = True) -> str:
    """What the road shows: where every traveller stands, who moves next and which stops are
    open to them (``highlight``), or the empty board.

    >>> from tokaido_nb.rules import Game
    >>> game = Game(2, travellers=["kinko", "umegae"], kyoto=[0, 1, 2])
    >>> print(road_words(game))  # doctest: +NORMALIZE_WHITESPACE
    The Tokaido road, 55 positions from Kyoto to Edo. Player 1 (Kinko) stands at the inn at 0
    (Kyoto). Player 2 (Umegae) stands at the inn at 0 (Kyoto). The neutral traveller stands at
    the inn at 0 (Kyoto). Player 1 (Kinko) moves next. Stops open: 1, 2, 3, 4, 5, 6, 7, 8, 9,
    10, 11, 12, 13 and 14 (Inn 1).
    """
    sentences = [_("The Tokaido road, 55 positions from Kyoto to Edo.")]
    if game is None:
        return sentences[0]
    for t in game.travellers:
        sentences.append(
            _("{traveller} stands at {place}.").format(
                traveller=_capital(who(t)), place=place(game.position(t.index))
            )
        )
    if game.is_over():
        sentences.append(_("The journey is over."))
    elif game.decision == "move" and game.to_move is not None:
        mover = _capital(who(game.travellers[game.to_move]))
        sentences.append(_("{traveller} moves next.").format(traveller=mover))
        if highlight:
            stops = [_stop_words(road, game.kind_at(road)) for road in game.legal_stops()]
            sentences.append(
                count_words(
                    len(stops), "Stop open: {stops}.", "Stops open: {stops}.", stops=listing(stops)
                )
            )
    return " ".join(sentences)


def _capital(words: str) -> str:
    return words[:1].upper() + words[1:]


def tableau_words(game: Game, player: int, shows_secrets: bool = True) -> str:
    """What a player's tableau shows: coins, every card by name, the coins given to the temple
    and the points by category. Secret cards (amulets, calligraphies) are counted, not named,
    unless ``shows_secrets``."""
    t = game.travellers[player]
    sentences = [
        count_words(
            t.coins,
            "{traveller} has {count} coin.",
            "{traveller} has {count} coins.",
            traveller=_capital(who(t)),
        )
    ]
    cards: list[tuple[str, list[str]]] = [
        (_("Souvenirs"), [card_name(s) for s in t.souvenirs]),
        (
            _("Hot springs"),
            [count_words(p, "{count} point", "{count} points") for p in t.hot_springs],
        ),
        (_("Meals"), [card_name(m) for m in t.meals]),
        (_("Encounters"), [card_name(e) for e in t.encounters]),
        (
            _("Panoramas"),
            [
                count_words(
                    n, "{name}, {count} section", "{name}, {count} sections", name=card_name(k)
                )
                for k, n in t.panoramas.items()
                if n
            ],
        ),
    ]
    if game.crossroads:
        secret = _("{count} face down")
        cards += [
            (_("Legendary objects"), [card_name(c) for c in t.legendary]),
            (
                _("Amulets"),
                [card_name(a) for a in t.amulets]
                if shows_secrets
                else ([secret.format(count=len(t.amulets))] if t.amulets else []),
            ),
            (
                _("Calligraphies"),
                [card_name(c) for c in t.calligraphies]
                if shows_secrets
                else ([secret.format(count=len(t.calligraphies))] if t.calligraphies else []),
            ),
        ]
    held = [(title, names) for title, names in cards if names]
    if held:
        for title, names in held:
            sentences.append(_("{cards}: {names}.").format(cards=title, names=listing(names)))
    else:
        sentences.append(_("No cards yet."))
    if game.crossroads and (t.cherry_trees or t.bathhouses):
        sentences.append(
            _("Cherry trees: {trees}; bathhouses: {baths}.").format(
                trees=t.cherry_trees, baths=t.bathhouses
            )
        )
    sentences.append(
        count_words(
            t.donated,
            "{count} coin given to the temple.",
            "{count} coins given to the temple.",
        )
    )
    sentences.append(points_words(game.breakdown(player)))
    return " ".join(sentences)


def points_words(breakdown: Mapping[str, int]) -> str:
    """A score and where its points come from, by category (``state.CATEGORIES``).

    >>> points_words({"panoramas": 6, "meals": 1})
    '7 points: panoramas 6, meals 1.'
    >>> points_words({})
    '0 points.'
    """
    total = sum(breakdown.values())
    parts = [
        _("{category} {points}").format(category=_(CATEGORY_LABELS[c]).lower(), points=breakdown[c])
        for c in CATEGORIES
        if breakdown.get(c)
    ]
    if not parts:
        return count_words(total, "{count} point.", "{count} points.")
    return count_words(
        total, "{count} point: {parts}.", "{count} points: {parts}.", parts=", ".join(parts)
    )


def breakdown_chart_words(
    breakdowns: Sequence[Mapping[str, int]], labels: Sequence[str], title: str
) -> str:
    """What a chart of points stacked by category shows: its title, then each bar's numbers."""
    sentences = [_("Chart: {title}.").format(title=title)]
    for label, breakdown in zip(labels, breakdowns, strict=True):
        sentences.append(
            _("{player}: {points}").format(
                player=" ".join(label.split()), points=points_words(breakdown)
            )
        )
    return " ".join(sentences)


def bars_words(title: str, bars: Sequence[tuple[str, str]]) -> str:
    """What a bar chart shows: its title, then each bar's label and value, already worded.

    >>> bars_words("Games won", [("Kinko", "40%"), ("Umegae", "60%")])
    'Chart: Games won. Kinko: 40%. Umegae: 60%.'
    """
    sentences = [_("Chart: {title}.").format(title=title)]
    sentences += [_("{bar}: {value}.").format(bar=bar, value=value) for bar, value in bars]
    return " ".join(sentences)


def describe(game: Game, viewer: int | str | None = EVERY_CARD) -> str:
    """The game as a text view, for a screen reader or anyone who prefers words: what it waits
    for, the road, and every player's tableau as ``viewer`` may see it (see ``tableau_svg``),
    one paragraph each.

    >>> from tokaido_nb.rules import Game
    >>> game = Game(2, travellers=["kinko", "umegae"], kyoto=[0, 1, 2])
    >>> print(describe(game).split("\\n\\n")[2])
    Player 1 (Kinko) has 7 coins. No cards yet. 0 coins given to the temple. 0 points.
    """
    paragraphs = [_("The journey is over.") if game.is_over() else decision_sentence(game)]
    paragraphs.append(road_words(game))
    for t in game.travellers:
        if not t.neutral:
            paragraphs.append(tableau_words(game, t.index, sees_secrets(game, t.index, viewer)))
    return "\n\n".join(paragraphs)


__all__ = [
    "EVERY_CARD",
    "bars_words",
    "breakdown_chart_words",
    "count_words",
    "describe",
    "listing",
    "points_words",
    "road_words",
    "sees_secrets",
    "tableau_words",
]
