"""Crossroads' secrets stay secret: the amulets and calligraphies others hold, and the stacks they
come from, are dealt afresh in a determinized copy, so a bot never sees them."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from tokaido_nb.rules import AmuletShop, CalligraphyShop, ChooseOption, Game, data


def secrets_game(seed: int, stop_at: str | None = None, steps: int = 110) -> Game:
    """A four-player Crossroads game where travellers buy amulets and calligraphies eagerly,
    played ``steps`` decisions (or to the first ``stop_at`` decision)."""
    game = Game(4, expansions=["crossroads"], seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over() or game.decision == stop_at:
            break
        legal = game.legal_actions()
        keen = game.decision == "option" and game.pending.option in ("amulet", "calligraphy")
        if keen and ChooseOption("option") in legal:
            game.play(ChooseOption("option"))
        elif game.decision in ("amulet", "calligraphy"):
            game.play(legal[-1])
        else:  # a short walk: many stops, a long journey
            game.play(rng.choice(legal[:3] if game.decision == "move" else legal))
    assert not game.is_over()
    return game


def secrets(game: Game, player: int) -> dict[str, list]:
    t = game.travellers[player]
    return {"amulets": sorted(t.amulets), "calligraphies": sorted(t.calligraphies)}


def hide_differently(game: Game, viewer: int, seed: int) -> Game:
    """A copy that differs from ``game`` only in the secrets ``viewer`` cannot see: the others'
    amulets and calligraphies swapped with each other's and with the stacks."""
    other = game.copy()
    rng = random.Random(seed)
    looking = other.actor == viewer and isinstance(other.pending, AmuletShop | CalligraphyShop)
    with other.edit() as state:  # a scenario set up by hand: the game's own state is read-only
        for pile, field in (("amulet", "amulets"), ("calligraphy", "calligraphies")):
            keep_stack = looking and isinstance(
                other.pending, AmuletShop if pile == "amulet" else CalligraphyShop
            )
            others = [t for t in state.travellers if t.index != viewer]
            pool = [] if keep_stack else list(state.piles[pile])
            for t in others:
                pool += getattr(t, field)
            rng.shuffle(pool)
            for t in others:
                held = getattr(t, field)
                dealt, pool = pool[: len(held)], pool[len(held) :]
                setattr(t, field, dealt)
                if field == "amulets":
                    t.new_amulets = dealt[: len(t.new_amulets)]
            if not keep_stack:
                state.piles[pile] = sorted(pool)
    return other


def held_secrets(game: Game) -> int:
    return sum(len(t.amulets) + len(t.calligraphies) for t in game.travellers)


@pytest.mark.parametrize("seed", range(4))
def test_a_determinized_copy_does_not_depend_on_the_others_secrets(seed: int):
    game = secrets_game(seed)
    assert held_secrets(game) >= 3  # the scenario holds secrets worth hiding
    viewer = game.to_move
    copies = [hide_differently(game, viewer, s).determinized(5, viewer) for s in range(3)]
    seen = [
        (
            [secrets(c, p) for p in range(4)],
            {p: sorted(c.piles[p]) for p in ("amulet", "calligraphy")},
        )
        for c in copies
    ]
    assert seen[0] == seen[1] == seen[2]
    assert copies[0].snapshot()["travellers"] == copies[1].snapshot()["travellers"]


@pytest.mark.parametrize("seed", range(4))
def test_a_determinized_copy_keeps_what_the_viewer_knows(seed: int):
    game = secrets_game(seed)
    viewer = game.to_move
    copy = game.determinized(9, viewer)
    assert secrets(copy, viewer) == secrets(game, viewer)
    for t, mine in zip(copy.travellers, game.travellers, strict=True):
        assert len(t.amulets) == len(mine.amulets)
        assert len(t.calligraphies) == len(mine.calligraphies)
        assert len(t.new_amulets) == len(mine.new_amulets)
        assert set(t.new_amulets) <= set(t.amulets)
        assert t.legendary == mine.legendary and t.cherry_trees == mine.cherry_trees  # public
    for pile, box in (("amulet", data.AMULETS), ("calligraphy", data.CALLIGRAPHIES)):
        field = "amulets" if pile == "amulet" else "calligraphies"
        cards = sorted(copy.piles[pile] + [c for t in copy.travellers for c in getattr(t, field)])
        assert cards == sorted(box)
    # What the viewer may not place is what the copy dealt afresh.
    unseen = game.unseen("amulet", viewer)
    dealt = [a for t in copy.travellers if t.index != viewer for a in t.amulets]
    looking = isinstance(game.pending, AmuletShop) and game.actor == viewer
    stack = [] if looking else copy.piles["amulet"]  # the stack on offer is seen
    assert sorted(dealt + stack) == sorted(unseen.elements())


def test_the_stack_on_offer_is_kept_for_the_traveller_choosing_from_it():
    for seed in range(40):
        game = secrets_game(seed, stop_at="amulet", steps=400)
        if game.decision == "amulet":
            break
    else:
        pytest.fail("no game reached an amulet decision")
    chooser = game.to_move
    mine = game.determinized(3, chooser)
    assert mine.pending == game.pending and mine.piles["amulet"] == sorted(game.piles["amulet"])
    assert game.unseen("amulet", chooser) == _not_placed(game, chooser)
    other = (chooser + 1) % 4
    theirs = game.determinized(3, other)  # another player sees the stack as dealt afresh
    assert sorted(theirs.pending.offered) == sorted(set(theirs.piles["amulet"]))


def _not_placed(game: Game, viewer: int) -> Counter:
    """The amulets ``viewer`` cannot place while choosing: those the others hold."""
    return Counter(a for t in game.travellers if t.index != viewer for a in t.amulets)


def test_a_spectator_places_no_secret_card():
    game = secrets_game(2)
    assert sum(game.unseen("amulet").values()) == len(data.AMULETS)
    assert sum(game.unseen("calligraphy").values()) == len(data.CALLIGRAPHIES)
