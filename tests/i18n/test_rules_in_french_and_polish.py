"""The rules speak French and Polish: every refusal, every decision's sentence, every action's
label, the counted nouns and the ordinals, with English unchanged once English is spoken again.

The situations come from the refusal catalogue's own cases (tests/rules/test_refusals.py, which
produce every refusal key) and from a few journeys played at random until every kind of
decision has been met. Names of cards, travellers, stops and inns are the glossary's (names.py),
not this area's: a message is checked with them taken out, so that it passes whether or not the
glossary has translated them yet.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

import pytest

from tests.rules.test_refusals import CASES, Case
from tokaido_nb.rules import Game, IllegalAction, Rules, data, effects, names, words
from tokaido_nb.rules.actions import ACTION_TYPES
from tokaido_nb.rules.config import RulesError
from tokaido_nb.rules.decisions import DECISIONS
from tokaido_nb.rules.game.tables import PILES
from tokaido_nb.rules.language import set_language
from tokaido_nb.rules.refusals import CATALOGUE, catalogued_rule
from tokaido_nb.rules.validation import PILE_CARDS

LANGUAGES = ("fr", "pl")
# Words that give an English sentence away. Polish "to" and French "on" are words of their own.
ENGLISH = {
    "the", "and", "you", "your", "coin", "coins", "points", "of", "is", "with", "not", "at",
    "may", "choose", "buy", "has", "cannot", "must", "only", "there", "from", "this", "none",
    "give", "take", "keep", "pay", "bet", "meal", "inn", "stop", "player", "traveller",
}  # fmt: skip
ENGLISH_BY_LANGUAGE = {"fr": ENGLISH | {"to"}, "pl": ENGLISH}


@pytest.fixture
def english_afterwards() -> Iterator[None]:
    """Whatever a test speaks, English is spoken again after it."""
    set_language("en")
    yield
    set_language("en")


def _glossary_words(game: Game | None) -> list[str]:
    """What names.py's naming functions (the glossary developer's) say now, longest first."""
    keys = [
        *data.SOUVENIRS,
        *data.MEALS,
        *data.ENCOUNTERS,
        *data.NEW_ENCOUNTERS,
        *data.AMULETS,
        *data.LEGENDARY,
        *data.CALLIGRAPHIES,
        *data.ALL_TRAVELLERS,
    ]
    found = [names.card_name(key) for key in keys] + [names.encounter_label(k) for k in keys]
    found += [names.traveller_title(key) for key in data.ALL_TRAVELLERS]
    for index in range(data.EDO + 1):
        found += [names.stop_label(index), names.place(index)]
    found += [names.inn_name(index) for index in names.INN_NAMES]
    if game is not None:
        found += [names.who(t) for t in game.travellers]
    found += [", ".join(PILE_CARDS), ", ".join(PILES)]  # the keys a programmer names piles by
    return sorted(set(found), key=len, reverse=True)


def english_words(text: str, game: Game | None, language: str) -> set[str]:
    """The English words of ``text``, leaving out the glossary's names and Python's values
    (``Move(7, friendship=True)``, ``'base_first'``, ``(Buy)``, card keys such as ``tai_meshi``)."""
    for name in _glossary_words(game):
        text = text.replace(name, " ")
    text = re.sub(r"\b[A-Z]\w*\([^()]*(\([^()]*\))?[^()]*\)", " ", text)  # actions as Python
    text = re.sub(r"'[^']*'", " ", text)  # Python strings
    classes = "|".join(cls.__name__ for cls in ACTION_TYPES.values())
    text = re.sub(r"\b(" + classes + r"|True|False|None)\b", " ", text)  # Python names
    found = set(re.findall(r"[^\W\d_]+", text.lower()))
    return found & ENGLISH_BY_LANGUAGE[language]


def _refusal(case: Case) -> tuple[IllegalAction, Game | None]:
    game = case.arrange()
    with pytest.raises(IllegalAction) as error:
        case.act(game)
    return error.value, game


def _in(language: str, case: Case) -> tuple[IllegalAction, Game | None]:
    set_language(language)
    try:
        return _refusal(case)
    finally:
        set_language("en")


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_refusal_is_said_in_the_language_with_its_rule_kept(language, english_afterwards):
    english = {case.name: str(_refusal(case)[0]) for case in CASES}
    rules_met = set()
    for case in CASES:
        refusal, game = _in(language, case)
        text = str(refusal)
        assert refusal.rule == case.rule, (case.name, text)
        rules_met.add(refusal.rule)
        assert text != english[case.name], (case.name, text)
        assert "{" not in text and "}" not in text.replace("{}", ""), (case.name, text)
        set_language(language)
        leftover = english_words(text, game, language)
        set_language("en")
        assert not leftover, (case.name, leftover, text)
    assert rules_met == set(CATALOGUE)  # every kind of refusal was said
    # English is spoken again, word for word as before.
    assert {case.name: str(_refusal(case)[0]) for case in CASES} == english


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_catalogued_rule_is_said_in_the_language(language, english_afterwards):
    set_language(language)
    for rule, english in CATALOGUE.items():
        said = catalogued_rule(rule)
        assert said != english and not english_words(said, None, language), (rule, said)


def _situations() -> dict[str, Game]:
    """A game awaiting each kind of decision: from the refusal cases, then from journeys played
    at random until every kind has been met."""
    found: dict[str, Game] = {}
    for case in CASES:
        game = case.arrange()
        if game is not None and not game.is_over() and game.decision not in found:
            found[game.decision] = game
    journeys = [
        dict(players=4, travellers=["kita", "miyataka", "hirotada", "jirocho"],
             expansions=["crossroads"]),
        dict(players=4, travellers=["yoshiyasu", "satsuki", "hiroshige", "zen_emon"],
             expansions=["new_encounters"]),
        dict(players=3),
    ]  # fmt: skip
    for seed in range(6):
        for setup in journeys:
            if set(DECISIONS) <= set(found):
                return found
            setup = dict(setup)
            game = Game(setup.pop("players"), seed=seed, **setup)
            chance = random.Random(seed)
            while not game.is_over():
                if game.decision not in found:
                    found[game.decision] = game.copy()
                game.play(chance.choice(game.legal_actions()))
    return found


@pytest.fixture(scope="module")
def situations() -> dict[str, Game]:
    set_language("en")
    found = _situations()
    assert set(found) == set(DECISIONS), set(DECISIONS) - set(found)
    return found


def _actions(situations: dict[str, Game]) -> list[tuple[Game, object]]:
    """Up to four legal actions of each kind of decision met (every action kind among them)."""
    return [(game, action) for game in situations.values() for action in game.legal_actions()[:4]]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_decision_and_action_is_said_in_the_language(
    language, situations, english_afterwards
):
    pairs = _actions(situations)
    assert {type(action) for _game, action in pairs} == set(ACTION_TYPES.values())
    english_sentences = {kind: words.decision_sentence(g) for kind, g in situations.items()}
    english_labels = [words.action_label(g, a) for g, a in pairs]
    set_language(language)
    for kind, game in situations.items():
        sentence = words.decision_sentence(game)
        assert sentence and sentence != english_sentences[kind], (kind, sentence)
        assert not english_words(sentence, game, language), (kind, sentence)
        task = words.decision_task(kind)
        assert task != words.DECISION_WORDS[kind].task
        assert not english_words(task + " " + words.decision_question(kind), None, language)
    for (game, action), english in zip(pairs, english_labels, strict=True):
        label = words.action_label(game, action)
        leftover = english_words(label, game, language)
        assert not leftover, (action, leftover, label)
        if not label.startswith(names.stop_label(getattr(action, "to", 0))):
            assert label != english or "{" not in label, (action, label)
    set_language("en")
    assert {k: words.decision_sentence(g) for k, g in situations.items()} == english_sentences
    assert [words.action_label(g, a) for g, a in pairs] == english_labels


def test_every_action_kind_has_a_label_of_its_own_in_each_language(situations, english_afterwards):
    """Each kind of action's label changes with the language (a button never stays English)."""
    pairs = {type(action): (game, action) for game, action in _actions(situations)}
    english = {kind: words.action_label(*pair) for kind, pair in pairs.items()}
    for language in LANGUAGES:
        set_language(language)
        for kind, (game, action) in pairs.items():
            assert words.action_label(game, action) != english[kind], (language, kind)


@pytest.mark.parametrize(
    ("count", "coins", "points"),
    [
        (1, "1 moneta", "1 punkt"),
        (3, "3 monety", "3 punkty"),
        (5, "5 monet", "5 punktów"),
        (22, "22 monety", "22 punkty"),
        (25, "25 monet", "25 punktów"),
    ],
)
def test_polish_counts_take_their_three_forms(count, coins, points, english_afterwards):
    set_language("pl")
    assert (names.plural(count, "coin"), names.plural(count, "point")) == (coins, points)
    assert names.noun(count, "coin") == coins.split(" ", 1)[1]


def test_french_counts_zero_and_one_as_singular(english_afterwards):
    set_language("fr")
    said = [names.plural(n, "coin") for n in (0, 1, 2)]
    assert said == ["0 pièce", "1 pièce", "2 pièces"]
    assert names.plural(3, "coin", sign=True) == "+3 pièces"


def test_every_counted_noun_keeps_its_count_in_every_form(english_afterwards):
    for language in LANGUAGES:
        set_language(language)
        for singular in names.COUNTED_NOUNS:
            for count in (1, 2, 5):
                said = names.plural(count, singular)
                assert said.split()[0] == str(count), (language, singular, said)
                assert str(count) not in names.noun(count, singular), (language, singular)
    set_language("en")
    assert names.plural(3, "coin") == "3 coins" and names.plural(1, "farm") == "1 farm"
    assert names.plural(2, "unknown thing") == "2 unknown things"  # English for an unknown noun


def test_an_unknown_noun_is_counted_in_english(english_afterwards):
    set_language("fr")
    assert names.plural(2, "gizmo") == "2 gizmos"
    assert names.plural(2, "copy", "copies") == "2 exemplaires"


def test_ordinals_lists_and_victories_in_each_language(english_afterwards):
    expected = {
        "fr": (["1er", "2e", "3e", "11e", "21e"], "A, B et C", "A ou B", "Victoire partagée"),
        "pl": (["1.", "2.", "3.", "11.", "21."], "A, B i C", "A lub B", "Wspólne zwycięstwo"),
    }
    for language, (ordinals, both, either, shared) in expected.items():
        set_language(language)
        assert [names.ordinal(n) for n in (1, 2, 3, 11, 21)] == ordinals
        assert names.listed(["A", "B", "C"]) == both and names.listed(["A", "B"], "or") == either
        assert names.victory(["Aiko", "Ben"]).startswith(shared)
    set_language("en")
    assert [names.ordinal(n) for n in (1, 2, 3, 11, 21)] == ["1st", "2nd", "3rd", "11th", "21st"]
    assert names.listed(["A", "B", "C"]) == "A, B and C"


def test_labels_are_translated_where_they_are_used(english_afterwards):
    set_language("pl")
    assert names.achievement_label("bather") == "Kuracjusz"
    assert names.family_label("small_object") != names.FAMILY_LABELS["small_object"]
    assert words.base_action("hot_spring") == "dobrać kartę gorącego źródła"
    assert names.category_label("donations") != "temple coins"
    set_language("en")
    assert names.category_label("donations") == "temple coins"  # the tables stay English


def test_the_powers_without_a_number_are_all_in_the_catalog():
    """traveller_power translates the printed power of data.py; its list for the catalog matches
    those powers word for word (a power changed in data.py must be changed there too)."""
    unnumbered = {
        power
        for key, (_title, power) in data.ALL_TRAVELLERS.items()
        if words.traveller_power(key) == power and not any(ch.isdigit() for ch in power)
    }
    assert unnumbered == set(effects._UNNUMBERED_POWERS)


def _rules_errors() -> list[str]:
    """The message of each kind of wrong rule setting, in the language spoken now."""
    wrong = [
        lambda: Rules(meal_points=-1),
        lambda: Rules(later_legendary_bonus=3),
        lambda: Rules(set_values=(1, 3)),
        lambda: Rules(set_values=(1, 3, 5, "7")),
        lambda: Rules(temple_awards=(10, 7, 4, 2, 1, 1)),
        lambda: Rules(temple_awards=(10, -7)),
        lambda: Rules(panorama_lengths=5),
        lambda: Rules(panorama_lengths={"paddy": 3, "mountain": 4}),
        lambda: Rules(panorama_lengths={"paddy": 3, "mountain": 4, "sea": 5, "lake": 2}),
        lambda: Rules(panorama_lengths={"paddy": 3, "mountain": 4, "sea": 0}),
        lambda: Rules.from_json([]),
        lambda: Rules.from_json({"meal_pints": 7}),
    ]
    said = []
    for make in wrong:
        with pytest.raises(RulesError) as error:
            make()
        said.append(str(error.value))
    return said


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_wrong_rule_setting_is_said_in_the_language(language, english_afterwards):
    english = _rules_errors()
    set_language(language)
    said = _rules_errors()
    for before, after in zip(english, said, strict=True):
        assert after != before
        # setting names and keys (meal_points, paddy) stay English: they are Python's names
        text = re.sub(r"\b[a-z]+_[a-z_]+\b|\b(paddy|mountain|sea|lake)\b|Rules", " ", after)
        assert not english_words(text, None, language), after
    set_language("en")
    assert _rules_errors() == english


def _scoring_errors() -> list[str]:
    """The message of each kind of wrong input to the scoring functions a lesson calls."""
    from tokaido_nb.rules import scoring

    wrong = [
        lambda: scoring.souvenir_points(["Food"]),
        lambda: scoring.souvenir_points(["lamp"]),
        lambda: scoring.souvenir_points("food"),
        lambda: scoring.temple_awards([3, -1]),
        lambda: scoring.final_ranks([70, 65], [2]),
        lambda: scoring.final_ranks([70, 65], [2, -1]),
    ]
    said = []
    for make in wrong:
        with pytest.raises(ValueError) as error:
            make()
        said.append(str(error.value))
    return said


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_wrong_score_input_is_said_in_the_language(language, english_afterwards):
    english = _scoring_errors()
    set_language(language)
    said = _scoring_errors()
    for before, after in zip(english, said, strict=True):
        assert after != before
        # function names and family keys (souvenir_points, small_object, food) stay English
        text = re.sub(r"\b[a-z]+_[a-z_]+\b|'\w+'|\b(food|clothing|art|lamp)\b", " ", after)
        assert not english_words(text, None, language), after
    set_language("en")
    assert _scoring_errors() == english
