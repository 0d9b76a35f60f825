"""The scenes of the chapters' exercises: each the chapter's own situation, built again here so
that the answer key (exercises.py) does not depend on what a learner changed in the notebook,
and the answer worked out from it by the rules.
"""

from __future__ import annotations

from typing import Any, cast

from ..record.scenarios import bring, settle, walk
from ..rules import OFFICIAL, Buy, ChooseOption, Eat, Game, Move, TakeAmulet, TakePanorama, data
from ..rules.scoring import (
    Holdings,
    achievement_winners,
    calligraphy_points,
    final_ranks,
    legendary_points,
)

# ------------------------------------------------------------------------------ the scenes
# Each scene is the chapter's own situation, built again here so that the answer key does not
# depend on what a learner changed in the notebook.


def road_quiz(_given: Any) -> str:
    names = ["Aiko", "Ben", "Chiyo", "Daisuke"]
    quiz = Game(
        4, travellers=["kinko", "hirotada", "umegae", "chuubei"], names=names, kyoto=[0, 1, 2, 3]
    )
    for stop in (14, 11, 12, 11):  # Daisuke, Chiyo, Ben, then Aiko
        quiz.play(Move(stop))
        settle(quiz)
    assert quiz.actor is not None  # the journey has only begun
    return names[quiz.actor]


def farm_and_spring(_given: Any) -> tuple[int, int]:
    trip = Game(
        3, travellers=["kinko", "hirotada", "sasayakko"], names=["Aiko", "Ben", "Chiyo"],
        kyoto=[1, 2, 0],
    )  # fmt: skip
    trip.name_draws("hot_spring", [2])
    walk(trip, 0, 7, 13, 14, 17)
    aiko = trip.travellers[0]
    return aiko.coins, aiko.score


def guide(_given: Any) -> int:
    game = Game(
        3, travellers=["kinko", "satsuki", "sasayakko"], kyoto=[1, 2, 0],
        names=["Aiko", "Ben", "Chiyo"],
    )  # fmt: skip
    walk(game, 0, 4, 6, 11, 14, 18, 19, 24, 27, 28)
    bring(game, 0)
    after = game.copy()
    after.name_draws("encounter", ["annaibito_paddy"])
    after.play(Move(30))
    after.play(TakePanorama("mountain"))
    return after.scores()[0] - game.scores()[0]


def second_inn(_given: Any) -> set[str]:
    game = Game(3, travellers=["umegae", "mitsukuni", "zen_emon"], kyoto=[0, 1, 2])
    for stop in (13, 12, 11):  # Chiyo, Ben, then Aiko, before the first inn
        game.play(Move(stop))
    game.name_draws("meal", ["dango", "tempura", "sushi", "fugu"])
    for meal in ("tempura", None, "sushi"):  # Aiko, Ben and Chiyo arrive at the inn and eat
        game.play(Move(14))
        game.play(Eat(meal))
    game.name_draws("meal", ["tempura", "unagi", "soba", "misoshiru"])
    walk(game, 0, 21, 27)
    meals = cast("list[Eat]", game.legal_actions())  # Aiko at the second inn, to eat
    return {action.meal for action in meals if action.meal is not None}


def _achievement_table() -> dict[str, list[int]]:
    return {
        "gourmet": [5, 7, 7],
        "collector": [6, 6, 6],
        "bather": [0, 0, 0],
        "chatterbox": [2, 3, 1],
    }


def achievements(_given: Any) -> list[int]:
    points = [0, 0, 0]
    for totals in _achievement_table().values():
        for player, takes in enumerate(achievement_winners(totals)):
            points[player] += OFFICIAL.achievement_points if takes else 0
    return points


def winner(_given: Any) -> str:
    names = ["Aiko", "Ben", "Chie"]
    return names[final_ranks([64, 64, 61], [2, 3, 4]).index(1)]


def zen_emon(_given: Any) -> int:
    game = Game(3, travellers=["zen_emon", "kinko", "umegae"], kyoto=[1, 2, 0])
    game.name_draws("souvenir", ["koma", "geta", "ukiyoe"])
    walk(game, 0, 1)
    purse = game.travellers[0].coins
    paid = []
    for action in cast("list[Buy]", game.legal_actions()):  # Zen-emon at the village, to buy
        if action.souvenirs == ("geta", "ukiyoe"):
            trial = game.copy()
            trial.play(action)
            paid.append(purse - trial.travellers[0].coins)
    return min(paid)


def preparations(_given: Any) -> list[int]:
    line = Game(
        4, travellers=["kinko", "satsuki", "hiroshige", "yoshiyasu"], kyoto=[0, 1, 2, 3],
        variants=["preparations"],
    )  # fmt: skip
    return [line.travellers[index].coins for index in line.kyoto]


def ben_again(_given: Any) -> str:
    trip = Game(
        3, travellers=["kinko", "umegae", "mitsukuni"], names=["Aiko", "Ben", "Chiyo"],
        kyoto=[0, 1, 2],
    )  # fmt: skip
    for stop in (7, 4, 6, 5):
        trip.play(Move(stop))
    assert trip.to_move is not None  # the journey has only begun
    return trip.travellers[trip.to_move].name


def widest(summary: Any) -> Any:
    from ..studies.results import win_rates_by_traveller

    rates = win_rates_by_traveller(summary)
    return max(rates, key=lambda rate: rate.interval[1] - rate.interval[0])


def _sheet_facts(sheet: Any) -> dict[str, Any]:
    from ..scoresheet.sheet import score

    result = score(sheet)
    points = dict(zip(result.names, result.scores, strict=True))
    cards = {name: len(held) for name, held in zip(result.names, result.achievements, strict=True)}
    return {"points": points, "cards": cards, "result": result}


def tie_winner(sheet: Any) -> str:
    result = _sheet_facts(sheet)["result"]
    return result.names[result.winners[0]]


def tie_facts(sheet: Any) -> dict[str, Any]:
    facts = _sheet_facts(sheet)
    return {
        "aiko": facts["points"]["Aiko"],
        "bea": facts["points"]["Bea"],
        "aiko_cards": facts["cards"]["Aiko"],
        "bea_cards": facts["cards"]["Bea"],
    }


def chen_award(sheet: Any) -> int:
    return chen_facts(sheet)["award"]


def chen_facts(sheet: Any) -> dict[str, Any]:
    from ..rules import Rules
    from ..scoresheet.sheet import score

    first, *others = OFFICIAL.temple_awards
    chen = score(sheet).names.index("Chen")
    for award in range(first, first + 100):
        result = score(sheet, Rules(temple_awards=(award, *others)))
        if result.winners == [chen]:
            return {"award": award, "others": ", ".join(map(str, others))}
    raise ValueError("no first award up to 100 points makes Chen the only winner")


def hirotada_coins(record: Any) -> int:
    from ..record import replay

    return replay(record, upto=14).travellers[1].coins


def _crossroads(**kwargs: Any) -> Game:
    """Chapters 15 and 16's games: Crossroads, no powers (7 coins each), Player 1 moves first."""
    return Game(3, variants=["initiatory"], kyoto=[2, 1, 0], expansions=["crossroads"], **kwargs)


def six_bets(_given: Any) -> int:
    total = 0
    for face in data.DIE_FACES:  # each face once: x3 is printed twice
        game = _crossroads()
        game.play(Move(7))
        game.name_draws("die", [face])
        before = game.travellers[0].coins
        game.play(ChooseOption("option"))
        total += game.travellers[0].coins - before
    return total


_BEN_AT_THE_END = Holdings(
    souvenirs=("food", "art", "clothing", "food"), legendary=("shodo", "murasame")
)
"""Ben's holdings at the end, in the legendary exercise: Shodo bought first."""


def ben_legendary(_given: Any) -> int:
    return legendary_points(_BEN_AT_THE_END)


_AIKO_AT_THE_END = Holdings(
    coins=3,
    legendary=("ema", "masamune"),
    souvenirs=("food", "art", "clothing", "food", "art"),
    calligraphies=("foresight", "nostalgia", "perfection"),
)
"""Aiko's holdings at the end, in the calligraphy exercise; she holds 2 achievement cards."""


def aiko_calligraphies(_given: Any) -> int:
    return sum(
        calligraphy_points(card, _AIKO_AT_THE_END, achievements=2)
        for card in _AIKO_AT_THE_END.calligraphies
    )


def devotion(_given: Any) -> int:
    game = _crossroads()
    walk(game, 0, 2)
    game.play(ChooseOption("option"))
    game.play(TakeAmulet("devotion"))
    game.name_draws("souvenir", ["koma", "sumie", "geta"])
    bring(game, 0)
    game.play(Move(8))
    game.play(ChooseOption("base"))
    before = game.scores()[0]
    game.play(Buy(("koma", "sumie"), devotion="sumie"))
    return game.scores()[0] - before


def gotozaemon(_given: Any) -> tuple[int, int]:
    game = Game(
        3, travellers=["gotozaemon", "kinko", "umegae"], kyoto=[1, 2, 0], expansions=["crossroads"]
    )
    game.play(Move(4))
    game.play(ChooseOption("option"))
    return game.travellers[0].coins, game.scores()[0]
