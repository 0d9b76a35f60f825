"""The story of a game, the coach's words, the charts and the road's description in French and
Polish: every sentence of the story area comes from the catalog, with no English word left but
names, and English comes back unchanged when the language is switched back."""

from __future__ import annotations

import json
import lzma
import re
from collections.abc import Iterator

import pytest

from tests.record.bundles import BUNDLES
from tokaido_nb.coach import reasons
from tokaido_nb.coach.advice import Advice, verdict
from tokaido_nb.coach.reasons import (
    SENTENCES,
    because,
    behind,
    differences,
    gains,
    now,
    reason,
    sentence,
    tempo,
)
from tokaido_nb.coach.review import REVIEW_SENTENCES, decision_name
from tokaido_nb.coach.search import Deal, Judgement
from tokaido_nb.record import replay, story
from tokaido_nb.render.in_words import road_words, tableau_words
from tokaido_nb.render.road import road_svg
from tokaido_nb.rules import Game, Move, data
from tokaido_nb.rules.language import _, ngettext, set_language
from tokaido_nb.rules.scoring import CATEGORIES
from tokaido_nb.rules.words import (
    ACHIEVEMENT_LABELS,
    BOTH_BY,
    card_name,
    encounter_label,
    encounter_title,
    inn_name,
    listed,
    place,
    traveller_name,
    who,
)
from tokaido_nb.scenarios import settle

LANGUAGES = ("fr", "pl")

ENGLISH = (
    "the", "and", "you", "your", "coin", "coins", "of", "for", "with", "walks", "meets",
    "buys", "gives", "arrives", "receives", "wins", "more", "about", "is", "was", "it", "now",
    "turn", "which", "below", "though", "stop", "stops", "space", "spaces", "nothing",
)  # fmt: skip
"""Common English words that no French or Polish sentence of the area may hold."""

ENGLISH_POINTS = ("point", "points")
"""Also English, but French writes them the same: looked for in Polish only."""

ENGLISH_TO = ("to",)
"""English, but a Polish word too ("To jedyny możliwy wybór"): looked for in French only."""


@pytest.fixture
def speak() -> Iterator[object]:
    """``speak(code)`` sets the language; English comes back after the test, whatever happens."""
    yield set_language
    set_language("en")


def english_words(text: str, code: str) -> set[str]:
    """The common English words in ``text`` (whole words, any case)."""
    words = set(re.findall(r"[A-Za-z']+", text.lower()))
    listed_words = ENGLISH + (ENGLISH_POINTS if code == "pl" else ENGLISH_TO)
    return words & set(listed_words)


def without_names(text: str, game: Game) -> str:
    """``text`` without the names the glossary gives (travellers, players, cards, encounters),
    in the language spoken now: they may stay in English. The rules floor's own words that the
    story quotes (a place on the road, what lets a traveller take both actions) are left out
    too: they are another area's messages, checked by its own tests."""
    names: set[str] = {place(road) for road in range(data.ROAD_LENGTH)}
    names.update(_(words) for words in BOTH_BY.values())
    names.update(inn_name(road) for road in data.INNS)
    for t in game.travellers:
        names.update((who(t), who(t)[:1].upper() + who(t)[1:]))
        names.add(t.name)
    keys = [
        *data.SOUVENIRS,
        *data.MEALS,
        *data.ENCOUNTERS,
        *data.NEW_ENCOUNTERS,
        *data.AMULETS,
        *data.CALLIGRAPHIES,
        *data.LEGENDARY,
        *data.PANORAMAS,
    ]
    for key in keys:
        names.add(card_name(key))
    for key in [*data.ENCOUNTERS, *data.NEW_ENCOUNTERS]:
        names.update((encounter_title(key), encounter_label(key)))
    names.update(traveller_name(key) for key in data.ALL_TRAVELLERS)
    names.update(_(label) for label in ACHIEVEMENT_LABELS.values())
    names.update([name[:1].upper() + name[1:] for name in names])  # heading a sentence
    for name in sorted(names, key=len, reverse=True):  # "Annaibito the guide" before "Annaibito"
        text = text.replace(name, "·")
    if " and " in listed(["x", "y"]):
        # The rules floor's list joiner (names.listed) is another area's message: until its
        # translation is in, the lists it joins may keep their English "and".
        text = text.replace(" and ", " · ")
    return text


def first_record(bundle: str) -> dict:
    with lzma.open(BUNDLES / f"{bundle}.jsonl.xz", "rt", encoding="utf-8") as lines:
        return json.loads(lines.readline())["record"]


@pytest.mark.parametrize("bundle", ["bga-4p-base", "bga-4p-crossroads"])
def test_a_games_story_reads_in_french_and_polish(speak, bundle: str) -> None:
    record = first_record(bundle)
    game = replay(record)
    english = story(record)
    for code in LANGUAGES:
        speak(code)
        told = story(record)
        assert len(told) == len(english)
        for line, original in zip(told, english, strict=True):
            assert line != original
            assert "{" not in line and "}" not in line  # every placeholder filled
            assert not english_words(without_names(line, game), code), (code, line)
    speak("en")
    assert story(record) == english  # English unchanged after French and Polish


def test_the_polish_story_counts_in_three_forms(speak) -> None:
    names = ["Aiko", "Ben", "Chiyo"]
    game = Game(3, travellers=["kinko", "umegae", "mitsukuni"], kyoto=[0, 1, 2], names=names)
    game.play(Move(7))  # Mitsukuni at a farm: 3 coins, no point
    speak("pl")
    assert story(game)[0] == "Tura 1: Chiyo (Mitsukuni) idzie na pole 7: farma i zarabia 3 monety."
    assert [
        ngettext("earns {count} coin", "earns {count} coins", n).format(count=n)
        for n in (1, 3, 5, 22, 25)
    ] == [
        "zarabia 1 monetę",
        "zarabia 3 monety",
        "zarabia 5 monet",
        "zarabia 22 monety",
        "zarabia 25 monet",
    ]


# ------------------------------------------------------------------------------ the coach
def make_deal(
    category_points: dict[str, int],
    *,
    achievements: tuple[str, ...] = (),
    best_other: int = 50,
    stops: int = 10,
    points: int = 0,
    coins: int = 0,
    cards: tuple[int, ...] = (0, 0, 0, 0, 0),
    again: bool = False,
) -> Deal:
    final = tuple(category_points.get(c, 0) for c in CATEGORIES)
    total = sum(final)
    return Deal(
        margin=total - best_other,
        won=total > best_other,
        final=final,
        scores=(total, best_other, best_other - 5),
        achievements=frozenset(achievements),
        points=points,
        coins=coins,
        cards=cards,
        again=again,
        stops=stops,
    )


def umegae_behind() -> Game:
    """Umegae to move from the village at 1, with Satsuki at 8 and Kinko at 10."""
    game = Game(3, travellers=["kinko", "satsuki", "umegae"], kyoto=[0, 1, 2], seed=5)
    for stop in (1, 8, 10):
        game.play(Move(stop))
        settle(game)
    return game


def coach_phrases(game: Game) -> list[str]:
    """Every kind of the coach's phrase and sentence (reasons.py, the verdicts and the review),
    from hand-made deals: each text is one kind."""
    ten = range(10)
    # Gains of the turn: points, coins, each kind of card on average, once, some of the time.
    rich = Judgement(
        Move(7),
        0.0,
        tuple(
            make_deal({}, points=3, coins=2 + k % 2, cards=(2, 1, k % 2, 0, 1), again=True)
            for k in ten
        ),
    )
    costly = Judgement(
        Move(2), 0.0, tuple(make_deal({}, coins=-2, cards=(0, 0, 0, 1, 0)) for _ in ten)
    )
    empty = Judgement(Move(3), 0.0, tuple(make_deal({}, coins=-2) for _ in ten))
    nothing = Judgement(Move(4), 0.0, tuple(make_deal({}) for _ in ten))
    spending = Judgement(Move(5), 0.0, tuple(make_deal({}, points=2, coins=-1) for _ in ten))
    fractional = Judgement(Move(6), 0.0, tuple(make_deal({}, coins=2 + (k < 7)) for k in ten))
    # Differences at the end: categories, the temple award, achievements, the others, stops.
    a = Judgement(
        Move(7),
        0.0,
        tuple(
            make_deal(
                {"souvenirs": 14 + k % 2, "temple": 10, "meals": 6},
                achievements=("paddy",),
                best_other=40 + k % 3,
                stops=12 + k % 2,
            )
            for k in ten
        ),
    )
    b = Judgement(
        Move(9),
        0.0,
        tuple(
            make_deal({"souvenirs": 10 + k % 2, "temple": 4, "meals": 12}, best_other=45 + k % 3)
            for k in ten
        ),
    )
    phrases = [now(game, j) for j in (rich, costly, empty, nothing, spending, fractional)]
    phrases += gains(rich) + [tempo(game, j) for j in (rich, b)]
    phrases += [phrase for _, phrase in differences(a, b, player=2)]
    phrases += [phrase for _, phrase in differences(b, a, player=2)]
    c = Judgement(Move(8), 0.0, tuple(make_deal({"meals": 6}, stops=12) for _ in ten))
    d = Judgement(Move(9), 0.0, tuple(make_deal({"meals": 6}, stops=10) for _ in ten))
    phrases += [phrase for _, phrase in differences(c, d, player=2) + differences(d, c, player=2)]
    phrases.append(because(game, a, b))
    phrases += [behind(x) for x in (0.0, 0.02, 1.0, 3.0, 0.4, 5.0)] + [sentence("tied first")]
    # Every reason: the only action, the best beating or tying the runner-up (with and
    # without a why), one below the best (with and without), one as good as the best.
    phrases += [
        reason(game, rich, 5.0, rich, 5.0, None, None),
        reason(game, a, 5.0, a, 5.0, b, 2.0),
        reason(game, rich, 5.0, rich, 5.0, nothing, 2.0),
        reason(game, rich, 5.0, rich, 5.0, nothing, 4.99),
        reason(game, b, 2.0, a, 5.0, None, None),
        reason(game, nothing, 2.0, rich, 5.0, None, None),
        reason(game, nothing, 4.99, rich, 5.0, None, None),
    ]
    neutral = Game(2, travellers=["kinko", "satsuki"], kyoto=[0, 1, 2], seed=3)
    phrases.append(reason(neutral, nothing, 2.0, nothing, 2.0, None, None))

    # The verdicts: the best, close to it, worse, worse with a why.
    # (the actions are named "·": a place is named by the rules floor, another area)
    def advised(action: Move, value: float, gap: float, shortfall: str = "") -> Advice:
        return Advice(action, value, "", 1, "·", "·", gap, 0.1, 0.0, 10, shortfall)

    best, close, worse = (
        advised(Move(7), 5.0, 0.0),
        advised(Move(8), 4.9, 0.1),
        advised(Move(9), 1.0, 4.0),
    )
    why = advised(Move(10), 1.0, 4.0, because(game, a, b))
    for played in (best, close, worse, why):
        phrases.append(verdict([best, close, worse, why], played.action).sentence)
    # The review's sentences, each with its placeholders filled.
    values = {"name": "·", "rank": "1", "score": 52, "judged": "", "count": 3, "total": "2",
              "turn": 4, "decision": decision_name("move"), "played": "·", "cost": "2",
              "verdict": "", "who": "·"}  # fmt: skip
    for message in REVIEW_SENTENCES.values():
        if isinstance(message, tuple):
            phrases += [ngettext(*message, n).format(**values) for n in (1, 3)]
        else:
            phrases.append(_(message).format(**values))
    phrases += [decision_name(kind) for kind in ("move", "donate", "buy", "eat", "bet")]
    return phrases


def test_every_kind_of_the_coachs_words_in_french_and_polish(speak) -> None:
    game = umegae_behind()
    english = coach_phrases(game)
    assert len(set(english)) > 50  # the many kinds really were made
    for key in SENTENCES:  # every sentence of the coach has its translation
        assert any(
            sentence(key, 1, **{k: "·" for k in "runner_up points why best Best amount".split()})
        )
    for code in LANGUAGES:
        speak(code)
        told = coach_phrases(game)
        for text, original in zip(told, english, strict=True):
            if re.fullmatch(r"[\d\W]*(points?)?", original):  # "−1 point" is French too
                continue
            assert text != original, (code, original)
            assert not english_words(without_names(text, game), code), (code, text)
            assert "{" not in text
    speak("en")
    assert coach_phrases(game) == english


def test_the_coach_writes_a_decimal_comma_in_french_and_polish(speak) -> None:
    speak("fr")
    assert (
        reasons.points(2.44) == "2,4 points" and reasons.behind(0.42) == "\N{MINUS SIGN}0,4 point"
    )  # French counts below 2 in the singular
    assert reasons.points(1.5) == "1,5 point" and reasons.points(0.6) == "0,6 point"
    speak("pl")
    assert reasons.points(2.44) == "2,4 punktu"
    assert [reasons.points(n) for n in (1, 3, 5, 22)] == [
        "1 punkt",
        "3 punkty",
        "5 punktów",
        "22 punkty",
    ]


# ------------------------------------------------------------------------------ charts, road
def test_a_charts_title_and_axes_in_french(speak) -> None:
    pytest.importorskip("matplotlib")
    from tokaido_nb.render.charts import breakdown_figure, temple_figure
    from tokaido_nb.render.fortune_chart import fortune_figure

    speak("fr")
    game = Game(3, travellers=["kinko", "satsuki", "umegae"])
    assert (
        breakdown_figure(game).axes[0].get_title("left") == "Score par catégorie (points jusqu'ici)"
    )
    temple = temple_figure([5, 3, 0]).axes[0]
    assert temple.get_title("left") == (
        "Classement du temple\u00a0: la récompense que chacun prendrait maintenant"
    )
    assert temple.get_ylabel() == "pièces données"
    assert [t.get_text() for t in temple.texts][-1] == "aucune pièce\u00a0: 0"
    fortune = fortune_figure({-2: 1, 4: 1}, {-2: 0.5, 4: 0.5}, 1.0).axes[0]
    assert fortune.get_title("left") == "La salle de jeux\u00a0: 2 paris"
    assert fortune.get_xlabel().startswith("pièces gagnées ou perdues par pari")
    assert fortune.get_ylabel() == "part de tes paris (%)"


def test_the_roads_description_in_polish(speak) -> None:
    game = Game(2, travellers=["kinko", "umegae"], kyoto=[0, 1, 2])
    english = road_words(game)
    speak("pl")
    words = road_words(game)
    assert words.startswith("Droga Tokaido, 55 pól z Kioto do Edo.")
    # 14 stops open: the plural of "stop", the list joined by the Polish "i"
    assert "Dostępne postoje: 1, 2, 3" in words and " i 14 (" in words
    assert not english_words(without_names(words, game), "pl"), words
    # Each leg of the drawing counts its spaces: 1 pole, 3 pola, 5 pól, 22 pola, 25 pól.
    assert "13 pól" in road_svg(game)
    leg = (
        "Leg {leg}: {start} to {end}, {count} space",
        "Leg {leg}: {start} to {end}, {count} spaces",
    )
    forms = [
        ngettext(*leg, n).format(leg=1, start="A", end="B", count=n) for n in (1, 3, 5, 22, 25)
    ]
    assert [form.rsplit(", ", 1)[1] for form in forms] == [
        "1 pole",
        "3 pola",
        "5 pól",
        "22 pola",
        "25 pól",
    ]
    # A tableau's coins: 7 monet.
    assert "ma 7 monet." in tableau_words(game, 0)
    speak("en")
    assert road_words(game) == english


def test_where_a_replay_stops_is_told_in_french_and_polish(speak) -> None:
    from tests.record.support import two_player_record

    record = two_player_record([{"player": 2, "to": 2}, {"player": 0, "to": 5}])
    english = story(record)[-1]
    assert english.startswith("The replay stops: turn 2 (player 0, Satsuki): the record has")
    speak("fr")
    assert story(record)[-1].startswith(
        "Le récit s'arrête\u00a0: tour 2 (joueur 0, Satsuki)\u00a0: "
        "l'enregistrement fait jouer ce voyageur"
    )
    speak("pl")
    assert story(record)[-1].startswith(
        "Odtwarzanie zatrzymuje się: tura 2 (gracz 0, Satsuki): zapis rusza tym podróżnikiem"
    )
    speak("en")
    assert story(record)[-1] == english


def test_a_file_that_is_no_game_record_is_refused_in_french_and_polish(speak, tmp_path) -> None:
    from tokaido_nb.record import RecordError, read_record

    not_a_record = tmp_path / "notes.json"
    not_a_record.write_text('{"format": "notes"}', encoding="utf-8")
    said = {}
    for code in ("en", *LANGUAGES):
        speak(code)
        with pytest.raises(RecordError) as refused:
            read_record(not_a_record)
        said[code] = str(refused.value)
    assert said["en"] == "'format' is 'notes': a game record has 'tokaido-record'"
    assert said["fr"] == (
        "'format' vaut 'notes'\u00a0: un enregistrement de partie a 'tokaido-record'"
    )
    assert said["pl"] == "'format' ma wartość 'notes': zapis gry ma 'tokaido-record'"


RECORD_WORDS = (
    "the", "and", "is", "it", "of", "not", "but", "has", "have", "must", "given", "names",
    "lists", "turn", "turns", "only", "cannot", "missing", "unknown", "record", "at", "with",
    "which", "player", "players", "number", "text", "list", "object", "an", "travellers",
)  # fmt: skip
"""Common English words of the record reader's messages; none may be left in a translation."""

SPOILERS = (("replace", None), ("replace", "zzz"), ("replace", -7), ("replace", []))
SPOILERS += (("replace", {}), ("remove", None), ("sibling", "zzz"))
"""How the test spoils a record: a value replaced by one of the wrong kind, removed, or given
an unknown sibling key (the families of tests/hostile, without hypothesis)."""


def record_keys(document: object) -> set[str]:
    """Every JSON key inside ``document``: messages may name them, and they stay English."""
    from tests.hostile.families import node_paths

    return {str(step) for path in node_paths(document) for step in path}


def broken_records() -> dict[str, dict]:
    """One spoiled record per kind of English message (its numbers and quoted values left out),
    from the hostile families' good records: their top keys, options, players and first turns."""
    from tests.hostile.families import base_records, mutated, node_paths
    from tokaido_nb.record import RecordError, read_record

    found: dict[str, dict] = {}
    for base in base_records():
        paths = [p for p in node_paths(base) if p[0] != "turns" or len(p) == 1 or p[1] < 8]
        for path in paths:
            for how, value in SPOILERS:
                try:
                    read_record(mutated(base, path, how, value))
                except RecordError as error:
                    shape = re.sub(r"'[^']*'|\d+", "", str(error))
                    found.setdefault(shape, mutated(base, path, how, value))
                except TypeError:  # no room for a sibling there
                    continue
    return found


def test_broken_records_are_refused_in_french_and_polish(speak) -> None:
    from tokaido_nb.record import RecordError, read_record

    records = broken_records()
    assert len(records) >= 25  # many kinds of message, not one
    for record in records.values():
        said = {}
        for code in ("en", *LANGUAGES):
            speak(code)
            with pytest.raises(RecordError) as refused:
                read_record(record)
            said[code] = str(refused.value)
        keys = record_keys(record) | {"null", "true", "false"}
        for code in LANGUAGES:
            assert said[code] != said["en"]
            assert not re.search(r"\{[a-z_]+\}", said[code])  # every placeholder filled
            # JSON keys and values are quoted or listed as the record writes them: not words.
            words = set(
                re.findall(r"[A-Za-z_]+", re.sub(r"(?<![A-Za-z])'[^']*'", "", said[code]).lower())
            )
            left = words & set(RECORD_WORDS) - keys
            assert not left, (code, said[code], said["en"])


def test_a_record_whose_result_differs_is_told_in_french_and_polish(speak) -> None:
    from tokaido_nb.record import compare_result

    record = first_record("bga-4p-base")
    record["result"]["scores"][0] += 1
    game = replay(record)
    unfinished = replay(record, upto=5)
    said = {}
    for code in ("en", *LANGUAGES):
        speak(code)
        said[code] = [str(d) for d in compare_result(game, record)]
        said[code] += [str(d) for d in compare_result(unfinished, record)]
    assert said["en"][1].startswith("not over: the journey is not over after the record's 5 turns")
    assert "score" in said["en"][0] and "in the record" in said["en"][0]
    assert "dans l'enregistrement" in said["fr"][0] and "pas finie" in said["fr"][1]
    assert "w zapisie" in said["pl"][0] and "po 5 turach" in said["pl"][1]
    for code in LANGUAGES:
        for line, english in zip(said[code], said["en"], strict=True):
            assert line != english
            assert not re.search(r"\{[a-z_]+\}", line)
            names = [p["name"] for p in record["players"]]
            words = re.findall(r"[A-Za-z_]+", re.sub("|".join(map(re.escape, names)), "", line))
            assert not set(w.lower() for w in words) & set(RECORD_WORDS + ("rules", "by")), line
