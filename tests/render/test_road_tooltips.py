"""The road's tooltips: a note per space as the last line of its ``<title>``, and the coach's
first choice ringed in gold."""

from __future__ import annotations

import html
import re

from tokaido_nb.bots import GreedyBot
from tokaido_nb.coach import advise, space_reasons
from tokaido_nb.render import road_svg
from tokaido_nb.rules import Game, Move

POSITION = re.compile(r'<g class="tk-pos" data-pos="(\d+)"[^>]*><title>([^<]*)</title>')
RING = re.compile(r'<g class="tk-legal" data-pos="(\d+)"[^>]*><title>([^<]*)</title>')


def tooltips(picture: str, pattern: re.Pattern = POSITION) -> dict[int, str]:
    """Each position's tooltip, by road position."""
    return {int(pos): html.unescape(title) for pos, title in pattern.findall(picture)}


def midgame() -> Game:
    """A real position: four greedy players a few turns in, a move to decide."""
    game = Game(4, travellers=["kinko", "hirotada", "umegae", "chuubei"], seed=3)
    bots = [GreedyBot(seed=p) for p in range(4)]
    while len(game.turns) < 9 or game.decision != "move":
        game.play(bots[game.to_move](game))
    return game


def test_every_unreachable_space_says_why_not_and_the_open_ones_say_nothing_more():
    game = midgame()
    plain = tooltips(road_svg(game))
    shown = tooltips(road_svg(game, notes=space_reasons(game)))
    assert len(shown) == 55
    open_stops = set(game.legal_stops())
    assert open_stops and len(open_stops) < 55
    for road, tip in shown.items():
        refused = game.why_not(Move(road))
        if road in open_stops:
            assert refused is None
            assert tip == plain[road]  # no note on a stop the mover may take
        else:
            assert tip.split("\n")[-1] == str(refused)
            assert tip.split("\n")[0] == plain[road]


def test_with_advice_the_open_stops_carry_the_coach_s_reason_and_the_best_is_ringed():
    game = midgame()
    advice = advise(game, "quick")
    best = advice[0].stop
    picture = road_svg(game, notes=space_reasons(game, advice), best=best)
    reasons = {item.stop: item.reason for item in advice}
    for road, tip in tooltips(picture).items():
        if road in reasons:
            assert tip.split("\n")[-1] == reasons[road]
    for road, tip in tooltips(picture, RING).items():
        assert tip.split("\n")[-1] == reasons[road]
    assert picture.count('class="tk-best"') == 1
    assert f'class="tk-best" data-pos="{best}"' in picture


def test_without_notes_the_road_is_drawn_as_before():
    game = midgame()
    assert road_svg(game, notes={}, best=None) == road_svg(game)
    assert "tk-best" not in road_svg(game)
