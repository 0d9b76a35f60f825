"""Walk the road: you choose every move; every other decision is answered for you.

The first chapters are about the road and the simplest stops, where only the Move decision
matters. ``RoadWalk`` is a ``GameWidget`` whose other decisions (what to buy, give or eat) are
played the plainest way by ``scenarios.plainest``, and whose message line tells what the last
stop gave: coins, points, cards. Which stops are open and what a stop gives is the game's
business; this module only compares the traveller before and after, and says it in words.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..players.bots import Player
from ..record.scenarios import plainest
from ..rules.actions import Action, Move
from ..rules.game import MAX_DECISIONS, Game
from ..rules.language import _, semicolons
from ..rules.words import action_label, card_name, stop_label, who
from .changes import PANORAMA_SECTIONS
from .counted import coins, points, signed_coins, signed_points
from .game_widget import GameWidget


def holdings(game: Game, index: int) -> dict[str, Any]:
    """What a traveller holds, as plain values to compare before and after a stop."""
    t = game.travellers[index]
    return {
        "coins": t.coins,
        "points": t.score,
        "hot_springs": list(t.hot_springs),
        "souvenirs": list(t.souvenirs),
        "encounters": list(t.encounters),
        "meals": list(t.meals),
        "panoramas": dict(t.panoramas),
        "donated": t.donated,
    }


def stop_story(before: Mapping[str, Any], after: Mapping[str, Any]) -> str:
    """What a stop gave, in words, from a traveller's holdings before and after.

    >>> before = {"coins": 7, "points": 0, "hot_springs": [], "souvenirs": [], "encounters": [],
    ...           "meals": [], "panoramas": {}, "donated": 0}
    >>> stop_story(before, {**before, "coins": 10})
    '+3 coins (10 coins now)'
    >>> stop_story(before, {**before, "points": 3, "hot_springs": [3]})
    'a hot spring card worth 3, +3 points (3 points in all)'
    >>> stop_story(before, before)
    'nothing gained'
    """
    parts: list[str] = []
    for card in after["hot_springs"][len(before["hot_springs"]) :]:
        parts.append(_("a hot spring card worth {points}").format(points=card))
    for card in after["souvenirs"][len(before["souvenirs"]) :]:
        parts.append(_("the souvenir {card}").format(card=card_name(card)))
    for card in after["encounters"][len(before["encounters"]) :]:
        parts.append(_("the encounter {card}").format(card=card_name(card)))
    for meal in after["meals"][len(before["meals"]) :]:
        parts.append(_("a meal of {meal}").format(meal=card_name(meal)))
    for panorama, held in after["panoramas"].items():
        if held > before["panoramas"].get(panorama, 0):
            parts.append(_(PANORAMA_SECTIONS[panorama]).format(section=held))
    given = after["donated"] - before["donated"]
    if given > 0:
        parts.append(_("{coins} given at the temple").format(coins=coins(given)))
    change = after["coins"] - before["coins"]
    if change:
        # TRANSLATORS: {change} is "+3 coins", {now} the purse now ("10 coins").
        parts.append(
            _("{change} ({now} now)").format(change=signed_coins(change), now=coins(after["coins"]))
        )
    gained = after["points"] - before["points"]
    if gained:
        parts.append(
            _("{change} ({total} in all)").format(
                change=signed_points(gained), total=points(after["points"])
            )
        )
    return ", ".join(parts) if parts else _("nothing gained")


class RoadWalk(GameWidget):
    """A game where you choose every move, for lessons about the road and its stops.

    Decisions other than Move are played by ``auto`` (the plainest choice by default: buy
    nothing, give one coin, eat nothing), and the message line says where the traveller stopped
    and what the stop gave. With ``gains=False`` it says only where the traveller stopped: a
    lesson about the road alone need not speak of cards it has not taught yet, and the coach
    (``coach``, which speaks of them) stays out unless asked for. Seats in ``bots``
    also move by themselves. CSS classes are those of ``GameWidget``, plus ``tokaido-road-walk``
    on the whole widget.

    >>> game = Game(3, travellers=["kinko", "satsuki", "umegae"], kyoto=[0, 1, 2])
    >>> walk = RoadWalk(game)
    >>> walk.play(Move(7))
    True
    >>> walk.message.text
    'Player 3 (Umegae) stopped at 7 · farm: +3 coins (8 coins now).'
    >>> quiet = RoadWalk(Game(3, variants=["initiatory"], kyoto=[0, 1, 2]), gains=False)
    >>> quiet.play(Move(3))
    True
    >>> quiet.message.text
    'Player 3 stopped at 3 · encounter.'
    """

    def __init__(
        self,
        game: Game,
        bots: Mapping[int, Player] | None = None,
        *,
        auto: Callable[[Game], Action] = plainest,
        show_tableaus: bool = False,
        max_buttons: int = 60,
        gains: bool = True,
        coach: bool | None = None,
    ) -> None:
        self.auto = auto
        self.gains = gains
        self.answered: list[str] = []
        # The coach's hints speak of points and cards: a walk that keeps quiet about what the
        # stops give (chapter 01) leaves the coach out too, unless asked for.
        coach = gains if coach is None else coach
        super().__init__(
            game, bots, show_tableaus=show_tableaus, max_buttons=max_buttons, coach=coach
        )
        self.add_class("tokaido-road-walk")

    def play(self, action: Action) -> bool:
        """Play ``action``; after a move, the message says what the stop gave."""
        game = self.game
        mover = game.actor
        before = holdings(game, mover) if mover is not None else None
        self.answered = []
        if not super().play(action):
            return False
        if isinstance(action, Move) and mover is not None and before is not None:
            name = who(game.travellers[mover])
            stop = stop_label(action.to)
            if not self.gains:
                self.message.say(_("{name} stopped at {stop}.").format(name=name, stop=stop))
                return True
            story = stop_story(before, holdings(game, mover))
            # TRANSLATORS: {stop} is a stop such as "7 · farm", {story} what it gave.
            said = _("{name} stopped at {stop}: {story}.").format(name=name, stop=stop, story=story)
            if self.answered:
                # TRANSLATORS: {choices} lists the buttons chosen for the learner.
                chosen = _("Chosen for you: {choices}.").format(choices=semicolons(self.answered))
                said += " " + chosen
            self.message.say(said)
        return True

    def undo(self) -> None:
        """Take back the last move, with the decisions answered for it."""
        game = self.game
        if not game.history:
            super().undo()  # says there is nothing to undo
            return
        game.undo()
        while game.history and (game.decision != "move" or game.to_move in self.bots):
            game.undo()
        self._run_bots()
        self.message.say(_("Took back the last move."))
        self.redraw(keep_message=True)

    def _run_bots(self, limit: int = MAX_DECISIONS) -> None:
        game = self.game
        yours = True  # decisions answered before any bot moves belong to your stop
        for _step in range(limit):
            if game.is_over():
                return
            if game.decision != "move":
                action = self.auto(game)
                if yours:
                    self.answered.append(action_label(game, action))
                game.play(action)
            elif game.to_move in self.bots:
                yours = False
                game.play(self.bots[game.to_move](game))
            else:
                return

    def __repr__(self) -> str:
        return f"RoadWalk({self.game!r})"
