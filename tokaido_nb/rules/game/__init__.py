"""The game of Tokaido: one object that holds the journey and applies the rules.

``Game`` knows whose decision it is (``pending``, one of decisions.py's small values), lists the
legal actions, and applies one with ``play``. Card draws are chance events: a live game resolves
them with its own seeded generator, and a replay or a lesson names the outcome first with
``name_draws``. Prices come from prices.py, points from scoring.py (``score_journey``), and why
an action is refused from refusals.py.

With the Crossroads expansion (``expansions=["crossroads"]``) every stop but an inn first asks
for the base action or the Crossroads option (``StopOption``; both, in an order, for Kita,
Miyataka or the Health amulet); each part of the answer runs as a step, so that one a purse
cannot pay when its turn comes is left out. Amulets are played where they fit: Fortune as a
decision before a move (its die and coins are kept for the turn's record, ``before_move``),
Friendship with a move, Health with the choice, Hospitality and Devotion with a purchase,
Vitality as a decision after a stop, which then asks the same traveller for another move.

The rooms of ``Game``, each a class of its own module with no fields of its own
(``__slots__ = ()``), each built on the one below, so that a room calls only downward; each
names what it serves in its tables (``STOP_DECISIONS``, ``STOP_STEPS``, ...), which flow.py
joins into ``DECISION_TABLE`` and ``STEP_TABLE``, the one way a decision or a step is found
(tests/rules/test_rooms.py):

- plain.py, ``PlainState``: the fields (``GAME_FIELDS``) and nothing of the rules: their start,
  ``copy``, the undo entry (``UndoEntry``), ``_entry`` which fills it before an action and
  ``_restore`` which puts it back, paired by name;
- core.py, ``GameCore``: the road, whose decision it is, the helpers through which an action
  changes the state (each saving what it changes for undo), and the public fields, read-only
  all through (what they hold too: ``rules/frozen.py``);
- draws.py, ``Draws``: chance, the cards drawn and the outcomes named;
- scores.py, ``Scoring``: the scores so far, final at the end;
- crossroads.py, ``CrossroadsSteps``: the Crossroads choices, shops and amulets;
- stops.py, ``Stops``: what each stop of the base game does, the inns, the encounters;
- flow.py, ``TurnFlow``: the legal actions, ``play``, the moves and the turns going round;
- setup.py, ``SetUp``: ``Game(...)`` itself, the set-up checked and dealt;
- journal.py, ``Journal``: ``undo``, save and load, and ``edit`` (a scenario set up by
  hand);
- knowledge.py, ``Knowledge``: what a player may know (``unseen``, ``determinized``);
- observer.py, ``PlayerView``: one seat's view of the game, ``Game.view(player)``, which
  refuses what the seat may not know (``HiddenInformation``);
- tables.py: the tables and small helpers the rooms share.
"""

from ..validation import SAVE_FORMAT
from .knowledge import Knowledge
from .observer import HiddenInformation, PlayerView, SeenTraveller
from .plain import GAME_FIELDS
from .tables import AHEAD, BOX, CROSSROADS_PILES, HELD, MAX_DECISIONS, PILES, purchases
from .view_check import ViewError


class Game(Knowledge):
    """A game of Tokaido from set-up to the end of the journey.

    >>> from tokaido_nb.rules import Move
    >>> game = Game(4, travellers=["kinko", "hirotada", "umegae", "chuubei"], kyoto=[0, 1, 2, 3])
    >>> game.to_move, game.decision  # the last in the Kyoto line is furthest behind
    (3, 'move')
    >>> game.legal_actions()[:3]
    [Move(to=1), Move(to=2), Move(to=3)]
    >>> cross = Game(3, travellers=["kita", "kinko", "nampo"], kyoto=[0, 1, 2],
    ...              expansions=["crossroads"])
    >>> cross.play(Move(4))
    >>> cross.pending
    StopOption(space='paddy', option='cherry_tree', both=None, base=True, open=True)
    >>> cross.legal_actions()
    [ChooseOption(choice='base'), ChooseOption(choice='option')]

    ``undo=False`` is for a playout whose actions nobody takes back (a study's game, a
    benchmark's): it keeps no undo stack, so ``play`` does less, and ``undo`` replays the game
    from its set-up instead, as slow as loading it; the game is otherwise the same, action for
    action.
    """

    # The slots are PlainState's (``GAME_FIELDS``): no room adds any, so a game has no __dict__.
    __slots__ = ()

    def view(self, player: int) -> PlayerView:
        """What ``player`` may know of the game now, as an object of its own (observer.py):
        their own traveller whole, the others' public fields, the road, the piles' public
        parts, the decision and its legal actions when it is theirs, the record with others'
        secret cards hidden, the scores. The way to hand a seat its knowledge (a player that
        plays ``play(view) -> action``); cheap to build, one per decision."""
        return PlayerView(self, player)


# The tables tests/playouts/test_fast_paths.py reads by the names they had in game.py.
_AHEAD, _BOX, _HELD, _purchases = AHEAD, BOX, HELD, purchases

__all__ = [
    "CROSSROADS_PILES",
    "GAME_FIELDS",
    "MAX_DECISIONS",
    "PILES",
    "SAVE_FORMAT",
    "Game",
    "HiddenInformation",
    "PlayerView",
    "SeenTraveller",
    "ViewError",
]
