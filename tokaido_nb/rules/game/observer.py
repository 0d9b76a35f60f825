"""What one player may know of a game, as an object of its own: ``game.view(player)``.

A ``PlayerView`` is the documented way to hand a seat its knowledge, as OpenSpiel hands a
player an observation rather than the state: a bot, the coach or a learner's ``play(view)``
reads the view, never the game's piles. It shows

- the seat's own traveller whole (``view.me``) and the others' public fields
  (``view.travellers``; with Crossroads their amulets and calligraphies are hidden while the
  journey lasts: only how many each holds, ``amulet_count``, ``calligraphy_count``,
  ``new_amulet_count``);
- the road (``positions``, ``kyoto``, ``panorama_firsts``), how many cards each pile holds
  (``pile_sizes``), the Crossroads piles a traveller chooses from face up (``open_piles``) and
  the cards nobody can place (``unseen(pile)``, as ``Game.unseen(pile, viewer)`` counts them);
- whose decision it is (``to_move``, ``actor``, ``decision``) and, when it is the seat's,
  the decision itself (``pending``) and its legal actions (``legal_actions``);
- the record of the turns (``turns``), others' secret cards hidden (``HIDDEN``): the amulet or
  calligraphy they bought, the meals an inn showed them, a meal put back face down;
- the scores so far (``scores``).

Asking for what the seat may not know (``view.piles``, ``view.history``, another traveller's
``amulets``, another seat's ``pending``) raises ``HiddenInformation``, an ``AttributeError``
whose message names what is hidden.

A view is cheap to build: each part is worked out when first read, from the game as it is
then; once the game moves on, a view built before refuses to answer (build a new one). ``to_json``
gives every part as plain JSON and ``PlayerView.from_json`` rebuilds the view from it, with no
game behind it, so that a view can be sent to a player in another process; ``determinized``
needs the game and is refused on such a view.

Seams: reads only ``Game``'s public API (the game's ``view`` builds one); imports the rules'
lower modules and ``tables``, no room of the game.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Self, cast

from .. import data
from ..actions import Action, action_from_json, action_to_json
from ..decisions import DECISIONS, Decision, InnMeal
from ..language import N_, _
from .tables import copy_plain
from .view_check import HIDDEN, OPEN_PILES, SECRET_HOLDINGS, VIEW_FORMAT, check_view

if TYPE_CHECKING:
    from .knowledge import Knowledge

SECRET_TURN_KEYS = {
    "amulet": "the amulet bought",
    "calligraphy": "the calligraphy bought",
    "shown": "the meals the inn showed",
    "discard": "the meal put back under the pile",
}
"""Record keys of another traveller's turn a seat may not read, and what each names."""

_PARTS = (
    "players",
    "variants",
    "expansions",
    "is_over",
    "to_move",
    "actor",
    "decision",
    "pending",
    "legal_actions",
    "travellers",
    "positions",
    "kyoto",
    "panorama_firsts",
    "pile_sizes",
    "open_piles",
    "unseen",
    "inn_hand",
    "before_move",
    "turns",
    "scores",
)
"""Every part of a view, in the order ``to_json`` writes them."""

# TRANSLATORS: a player's program asked its view for what its seat may not know; {number} is
# the seat's number; pile_sizes, open_piles, unseen(pile) and turns are code, kept as they are.
_HIDDEN_OF_THE_GAME = {
    "piles": N_(
        "Player {number} may not know the order of the cards in the piles; read pile_sizes, "
        "open_piles and unseen(pile)."
    ),
    "history": N_(
        "Player {number} may not know the game's actions with the cards each drew; read turns, "
        "the record a seat may read."
    ),
    "seed": N_(
        "Player {number} may not know the seed of the game's chance, which would tell every "
        "card to come."
    ),
    "game": N_(
        "Player {number} may not know the game itself; the view shows what the seat may know of it."
    ),
}


class HiddenInformation(AttributeError):
    """A seat asked its view (``Game.view``) for something the rules hide from it."""


class SeenTraveller:
    """One traveller as a seat sees it: every field of ``state.Traveller`` as a plain value
    (``view.me.coins``, ``view.travellers[1].souvenirs``), but the hidden ones, which raise
    ``HiddenInformation``; ``to_json`` gives the fields shown."""

    __slots__ = ("_fields", "_viewer")

    def __init__(self, fields: dict[str, Any], viewer: int) -> None:
        self._fields = fields
        self._viewer = viewer

    def __getattr__(self, name: str) -> Any:
        if name.startswith("_"):  # Python's hooks (pickle asks for some) and the slots
            raise AttributeError(name)
        fields = self._fields
        if name in fields:
            return fields[name]
        if name in SECRET_HOLDINGS and SECRET_HOLDINGS[name] in fields:
            # TRANSLATORS: {field} and {count_field} are code (amulets, amulet_count).
            raise HiddenInformation(
                _(
                    "{name}'s {field} are hidden from player {number}: only how many they hold "
                    "is shown ({count_field} = {count})."
                ).format(
                    name=fields["name"],
                    field=name,
                    number=self._viewer + 1,
                    count_field=SECRET_HOLDINGS[name],
                    count=fields[SECRET_HOLDINGS[name]],
                )
            )
        raise AttributeError(f"A traveller has no field {name!r}; fields: {', '.join(fields)}.")

    def __reduce__(self) -> tuple[Any, ...]:
        return (SeenTraveller, (self._fields, self._viewer))

    def __repr__(self) -> str:
        return f"<SeenTraveller {self._fields['name']!r}, seen by player {self._viewer + 1}>"

    def to_json(self) -> dict[str, Any]:
        """The fields shown, as plain JSON values."""
        fields: dict[str, Any] = copy_plain(self._fields)
        return fields


class PlayerView:
    """What ``player`` may know of ``game`` (see the module's docstring).

    >>> from tokaido_nb.rules import Game
    >>> game = Game(3, travellers=["kinko", "satsuki", "umegae"], kyoto=[0, 1, 2])
    >>> view = game.view(2)
    >>> view.decision, view.to_move, view.legal_actions[:2]
    ('move', 2, [Move(to=1), Move(to=2)])
    >>> game.view(0).legal_actions  # not player 0's decision
    []
    >>> view.piles  # doctest: +ELLIPSIS
    Traceback (most recent call last):
      ...
    tokaido_nb.rules.game.observer.HiddenInformation: Player 3 may not know the order of the ...
    """

    __slots__ = ("player", "_game", "_moment", "_parts")

    def __init__(self, game: Knowledge, player: int) -> None:
        if type(player) is not int or not 0 <= player < game.players:
            raise ValueError(
                f"A view is of one player's seat, 0 to {game.players - 1}; got {player!r}."
            )
        self.player = player
        """The seat whose knowledge this is (0 for the first player)."""
        self._game: Knowledge | None = game
        self._moment: tuple[int, Any] | None = _moment(game)
        self._parts: dict[str, Any] = {}

    # ------------------------------------------------------------------ parts
    def _part(self, name: str) -> Any:
        parts = self._parts
        if name in parts:
            return parts[name]
        game = self._game
        assert game is not None  # a view from JSON holds every part
        if _moment(game) != self._moment:
            raise RuntimeError(
                f"The game has moved on since this view of player {self.player + 1} was built: "
                "ask the game for a new one (game.view(player))."
            )
        value = parts[name] = _WORK[name](game, self.player)
        return value

    @property
    def players(self) -> int:
        """How many players."""
        return cast("int", self._part("players"))

    @property
    def variants(self) -> tuple[str, ...]:
        """The variants played."""
        return cast("tuple[str, ...]", self._part("variants"))

    @property
    def expansions(self) -> tuple[str, ...]:
        """The expansions played."""
        return cast("tuple[str, ...]", self._part("expansions"))

    @property
    def is_over(self) -> bool:
        """Whether the journey has ended."""
        return cast("bool", self._part("is_over"))

    @property
    def to_move(self) -> int | None:
        """The player who decides now (None at the end)."""
        return cast("int | None", self._part("to_move"))

    @property
    def actor(self) -> int | None:
        """The traveller the decision is about (with two players, 2 is the neutral one)."""
        return cast("int | None", self._part("actor"))

    @property
    def decision(self) -> str | None:
        """The kind of decision awaited, whoever's it is ("move", "buy", ...): public."""
        return cast("str | None", self._part("decision"))

    @property
    def my_decision(self) -> bool:
        """Whether the decision awaited is this seat's."""
        return self.to_move == self.player and not self.is_over

    @property
    def pending(self) -> Decision | None:
        """The decision awaited, with what it shows, when it is this seat's (None at the end);
        another seat's is hidden (its kind is ``decision``)."""
        if self.is_over:
            return None
        if not self.my_decision:
            raise HiddenInformation(
                _(
                    "The decision awaited is player {mover}'s, not player {number}'s: what it "
                    "shows is hidden; its kind is view.decision ({decision})."
                ).format(
                    mover=_seat(self.to_move), number=self.player + 1, decision=repr(self.decision)
                )
            )
        return cast("Decision | None", self._part("pending"))

    @property
    def legal_actions(self) -> list[Action]:
        """The actions this seat may play now: the game's ``legal_actions`` when the decision
        is this seat's, else none."""
        return list(self._part("legal_actions"))

    @property
    def travellers(self) -> list[SeenTraveller]:
        """Every traveller as this seat sees it, by index."""
        return list(self._part("travellers"))

    @property
    def me(self) -> SeenTraveller:
        """This seat's own traveller, every field shown."""
        return cast("SeenTraveller", self._part("travellers")[self.player])

    @property
    def positions(self) -> list[int]:
        """Each traveller's board position (0 = Kyoto ... 54 = Edo), by index."""
        return list(self._part("positions"))

    @property
    def kyoto(self) -> list[int]:
        """The line-up at Kyoto, from the road outward."""
        return list(self._part("kyoto"))

    @property
    def panorama_firsts(self) -> dict[str, int]:
        """Who completed each panorama first."""
        return dict(self._part("panorama_firsts"))

    @property
    def pile_sizes(self) -> dict[str, int]:
        """How many cards each pile holds (a public count, not the cards' order)."""
        return dict(self._part("pile_sizes"))

    @property
    def open_piles(self) -> dict[str, list[str]]:
        """The Crossroads piles chosen from face up (cherry trees, bathhouses, legendary
        objects), whole; empty without the expansion."""
        return {pile: list(cards) for pile, cards in self._part("open_piles").items()}

    def unseen(self, pile: str) -> Counter[str | int]:
        """The cards of ``pile`` this seat cannot place (``Game.unseen(pile, viewer)``)."""
        found = self._part("unseen")
        if pile not in found:
            raise ValueError(f"There is no pile called {pile!r}; piles: {', '.join(found)}.")
        return Counter(found[pile])

    @property
    def inn_hand(self) -> list[str] | None:
        """The meals of the inn's hand while this seat chooses from it; None between inns.
        Otherwise hidden: only the traveller choosing sees them."""
        hand = self._part("inn_hand")
        if hand == HIDDEN:
            raise HiddenInformation(
                _(
                    "The inn's meals are hidden from player {number}: only the traveller "
                    "choosing from them sees them."
                ).format(number=self.player + 1)
            )
        return None if hand is None else list(hand)

    @property
    def before_move(self) -> dict[str, Any]:
        """Record keys of the turn about to be moved (the Fortune amulet and its die)."""
        return cast("dict[str, Any]", copy_plain(self._part("before_move")))

    @property
    def turns(self) -> list[dict[str, Any]]:
        """The record of the journey (``Game.turns``), others' secret cards shown as
        ``HIDDEN``."""
        return cast("list[dict[str, Any]]", copy_plain(self._part("turns")))

    @property
    def scores(self) -> list[int]:
        """Each player's points so far, final at the end."""
        return list(self._part("scores"))

    def __getattr__(self, name: str) -> Any:
        part = getattr(type(self), name, None)
        if isinstance(part, property):
            # A part that refused with HiddenInformation (an AttributeError, which sends Python
            # here): asked again, so that its own message is the one raised.
            return part.__get__(self)
        if name in _HIDDEN_OF_THE_GAME:
            raise HiddenInformation(_(_HIDDEN_OF_THE_GAME[name]).format(number=self.player + 1))
        raise AttributeError(f"A player's view has no {name!r}.")

    def determinized(self, seed: int) -> Knowledge:
        """A game as this seat may imagine it, every hidden card dealt afresh from ``seed``:
        ``Game.determinized(seed, viewer=player)``, for a bot that searches from its view."""
        game = self._game
        if game is None:
            raise ValueError(
                "This view was rebuilt from JSON and holds no game to deal again: determinize "
                "from a view the game built (game.view(player).determinized(seed))."
            )
        if _moment(game) != self._moment:
            raise RuntimeError(
                "The game has moved on since this view was built: ask it for a new one."
            )
        return game.determinized(seed, viewer=self.player)

    # ------------------------------------------------------------------ JSON
    def to_json(self) -> dict[str, Any]:
        """Every part of the view as plain JSON values, for a player in another process;
        ``PlayerView.from_json`` reads it back."""
        plain: dict[str, Any] = {"format": VIEW_FORMAT, "version": 1, "player": self.player}
        for name in _PARTS:
            plain[name] = _TO_JSON.get(name, copy_plain)(self._part(name))
        return plain

    @classmethod
    def from_json(cls, plain: dict[str, Any]) -> Self:
        """The view ``to_json`` wrote, rebuilt (with no game behind it). Anything else is
        refused with ``ViewError`` (a ``ValueError``) naming the key that is wrong, before any
        part is built (``view_check.check_view``)."""
        plain = check_view(plain, _PARTS)
        view: Self = cls.__new__(cls)
        view.player = plain["player"]
        view._game = None
        view._moment = None
        view._parts = {
            name: _FROM_JSON.get(name, _plain_part)(plain[name], view.player) for name in _PARTS
        }
        return view

    def __reduce__(self) -> tuple[Any, ...]:
        return (_from_json, (self.to_json(),))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, PlayerView):
            return NotImplemented
        return self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<PlayerView of player {self.player + 1}, {self.decision or 'over'}>"


def _plain_part(value: Any, viewer: int) -> Any:
    return copy_plain(value)


def _from_json(plain: dict[str, Any]) -> PlayerView:
    return PlayerView.from_json(plain)


def _moment(game: Knowledge) -> tuple[int, Any]:
    """Where the game stands: the actions played and the last one (undo then another action
    leaves the count as it was, not the last action)."""
    history = game.history
    return len(history), history[-1] if history else None


def _seat(player: int | None) -> str:
    return "?" if player is None else str(player + 1)


def _secret_cards_hidden(game: Knowledge) -> bool:
    """Whether the Crossroads secret cards are hidden now: with the expansion, until the end."""
    return game.crossroads and not game.is_over()


def _seen_travellers(game: Knowledge, viewer: int) -> tuple[SeenTraveller, ...]:
    hide = _secret_cards_hidden(game)
    seen = []
    for t in game.travellers:
        fields = t.snapshot()
        if hide and t.index != viewer:
            for name, count in SECRET_HOLDINGS.items():
                fields[count] = len(fields.pop(name))
        seen.append(SeenTraveller(fields, viewer))
    return tuple(seen)


def _seen_turns(game: Knowledge, viewer: int) -> list[dict[str, Any]]:
    """``game.turns``, with the cards of others' turns ``viewer`` may not know hidden: shared
    with the game where nothing is (the view copies what it hands out)."""
    keys = tuple(SECRET_TURN_KEYS)
    if not _secret_cards_hidden(game):  # bought amulets and calligraphies are public
        keys = tuple(key for key in keys if key not in ("amulet", "calligraphy"))
    turns = []
    for turn in game.turns:
        if turn.get("player") != viewer:
            hidden = [key for key in keys if turn.get(key) is not None]
            refused = turn.get("satsuki")  # a free meal refused: back under the pile
            refused = isinstance(refused, dict) and not refused.get("kept")
            if hidden or refused:
                turn = copy_plain(turn)
                for key in hidden:
                    value = turn[key]
                    turn[key] = [HIDDEN] * len(value) if isinstance(value, list) else HIDDEN
                if refused:
                    turn["satsuki"]["card"] = HIDDEN
        turns.append(turn)
    return turns


def _inn_hand(game: Knowledge, viewer: int) -> Any:
    hand = game.inn_hand
    if hand is None:
        return None
    choosing = isinstance(game.pending, InnMeal) and game.to_move == viewer
    return tuple(hand) if choosing else HIDDEN


def _unseen(game: Knowledge, viewer: int) -> dict[str, dict[Any, int]]:
    piles = ["souvenir", "meal", "hot_spring", "encounter"]
    if game.crossroads:
        piles += data.SECRET_CROSSROADS_PILES
    return {pile: dict(game.unseen(pile, viewer)) for pile in piles}


def _pending(game: Knowledge, viewer: int) -> Decision | None:
    if game.is_over() or game.to_move != viewer:
        return None
    return game.pending


def _legal(game: Knowledge, viewer: int) -> tuple[Action, ...]:
    if game.is_over() or game.to_move != viewer:
        return ()
    return tuple(game.legal_actions())


_WORK: dict[str, Callable[[Knowledge, int], Any]] = {
    "players": lambda game, viewer: game.players,
    "variants": lambda game, viewer: game.variants,
    "expansions": lambda game, viewer: game.expansions,
    "is_over": lambda game, viewer: game.is_over(),
    "to_move": lambda game, viewer: game.to_move,
    "actor": lambda game, viewer: game.actor,
    "decision": lambda game, viewer: game.decision,
    "pending": _pending,
    "legal_actions": _legal,
    "travellers": _seen_travellers,
    "positions": lambda game, viewer: tuple(game.position(t.index) for t in game.travellers),
    "kyoto": lambda game, viewer: tuple(game.kyoto),
    "panorama_firsts": lambda game, viewer: dict(game.panorama_firsts),
    "pile_sizes": lambda game, viewer: {pile: len(cards) for pile, cards in game.piles.items()},
    "open_piles": lambda game, viewer: {
        pile: tuple(game.piles[pile]) for pile in OPEN_PILES if pile in game.piles
    },
    "unseen": _unseen,
    "inn_hand": _inn_hand,
    "before_move": lambda game, viewer: game.before_move,
    "turns": _seen_turns,
    "scores": lambda game, viewer: tuple(game.scores()),
}
"""How each part of a view is worked out from the game, for the seat ``viewer``."""


def _decision_to_json(decision: Decision | None) -> Any:
    if decision is None:
        return None
    return {"kind": decision.kind, **decision.as_context()}


def _decision_from_json(plain: Any, viewer: int) -> Decision | None:
    if plain is None:
        return None
    fields = dict(plain)
    kind = DECISIONS[fields.pop("kind")]
    values = {k: tuple(v) if isinstance(v, list) else v for k, v in fields.items()}
    return kind(**values)


_TO_JSON: dict[str, Any] = {
    "variants": list,
    "expansions": list,
    "pending": _decision_to_json,
    "legal_actions": lambda actions: [action_to_json(a) for a in actions],
    "travellers": lambda seen: [t.to_json() for t in seen],
    "positions": list,
    "kyoto": list,
    "open_piles": lambda piles: {pile: list(cards) for pile, cards in piles.items()},
    # JSON keys are text: a hot spring card (a number) is written as one.
    "unseen": lambda found: {
        pile: [[c, n] for c, n in cards.items()] for pile, cards in found.items()
    },
    "inn_hand": lambda hand: hand if hand is None or hand == HIDDEN else list(hand),
    "scores": list,
}
"""Each part of a view that is not plain JSON as it is, made so."""

_FROM_JSON: dict[str, Any] = {
    "variants": lambda value, viewer: tuple(value),
    "expansions": lambda value, viewer: tuple(value),
    "pending": _decision_from_json,
    "legal_actions": lambda value, viewer: tuple(action_from_json(a) for a in value),
    "travellers": lambda value, viewer: tuple(SeenTraveller(t, viewer) for t in value),
    "positions": lambda value, viewer: tuple(value),
    "kyoto": lambda value, viewer: tuple(value),
    "open_piles": lambda value, viewer: {pile: tuple(cards) for pile, cards in value.items()},
    "unseen": lambda value, viewer: {
        pile: dict(map(tuple, cards)) for pile, cards in value.items()
    },
    "inn_hand": lambda value, viewer: value if value is None or value == HIDDEN else tuple(value),
    "scores": lambda value, viewer: tuple(value),
}
"""``_TO_JSON`` read back."""
