"""Test helpers for Crossroads scenarios: a game with the expansion, an amulet in hand."""

from __future__ import annotations

from typing import Any

from tokaido_nb.rules import ChooseOption, Game, Move, PlayAmulet, TakeAmulet, data

from .scenarios import bring, plainest, settle, walk

FILLERS = ("kinko", "umegae", "hirotada", "satsuki", "chuubei")


def cross(*travellers: str, players: int = 3, **kwargs: Any) -> Game:
    """A Crossroads game with these travellers first; traveller 0 moves first."""
    keys = list(travellers) + [k for k in FILLERS if k not in travellers]
    count = players + (1 if players == 2 else 0)
    return Game(
        players,
        travellers=keys[:players],
        kyoto=list(range(count))[::-1],
        expansions=["crossroads"],
        **kwargs,
    )


def plain_cross(players: int = 3, **kwargs: Any) -> Game:
    """A Crossroads game with no powers, 7 coins each; traveller 0 moves first."""
    count = players + (1 if players == 2 else 0)
    return Game(
        players,
        variants=["initiatory"],
        kyoto=list(range(count))[::-1],
        expansions=["crossroads"],
        **kwargs,
    )


def buy_amulet(game: Game, player: int, amulet: str, temple: int = 2) -> None:
    """Walk ``player`` to a temple and buy ``amulet`` there with the Crossroads option."""
    walk(game, player, temple)
    game.play(ChooseOption("option"))
    game.play(TakeAmulet(amulet))


def holding(amulet: str, *travellers: str, temple: int = 2, **kwargs: Any) -> Game:
    """Traveller 0 bought ``amulet`` on an earlier turn and is to move again."""
    game = cross(*travellers, **kwargs) if travellers else plain_cross(**kwargs)
    buy_amulet(game, 0, amulet, temple)
    bring(game, 0)
    return game


def cherry_trees_taken(game: Game, keep: int = 0) -> None:
    """Play on, every traveller walking to the nearest panorama and taking a cherry tree there
    (never both actions), until ``keep`` cherry trees are left; traveller 0 is then to move."""
    for _ in range(2000):
        if len(game.piles["cherry_tree"]) <= keep and game.actor == 0:
            if game.decision == "move":
                return
        if game.decision == "option":
            choice = "option" if game.pending.option == "cherry_tree" else "base"
            legal = game.legal_actions()
            game.play(ChooseOption(choice) if ChooseOption(choice) in legal else legal[0])
        elif game.decision == "move":
            stops = game.legal_stops()
            views = [s for s in stops if data.BOARD[s][0] in data.PANORAMAS]
            game.play(Move(min(views or stops)))
        else:
            game.play(plainest(game))
    raise AssertionError("the cherry trees were not all taken")  # pragma: no cover


def in_the_lead_with(amulet: str) -> Game:
    """Four players: traveller 0 bought ``amulet`` at 9, the others stopped just past it, and
    traveller 0 has walked to 13, in the lead, a turn after the purchase."""
    game = plain_cross(players=4)
    buy_amulet(game, 0, amulet, temple=9)
    settle(game)
    while game.actor != 0:
        game.play(Move(min(s for s in game.legal_stops() if s > 9)))
        settle(game)
    if game.decision == "play_amulet":  # Fortune kept
        game.play(PlayAmulet(None))
    game.play(Move(13))
    game.play(ChooseOption("base"))
    return game
