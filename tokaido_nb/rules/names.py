"""How the game names and counts things: nouns and plurals, lists and ordinals, the names of
cards, travellers, inns and stops, and the labels of families, categories, achievements,
variants and expansions.

Split from words.py, which re-exports every name here (``from tokaido_nb.rules.words import
card_name`` keeps working) and holds the sentences built on them: what cards and powers do,
each action's label and each decision's sentence. Standard library only; imports the rules'
lower modules, never words.py.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any

from . import data
from .language import N_, _, glossary, glossary_name, language
from .state import Traveller

# ---------------------------------------------------------------------------------- counting


def noun(count: int, singular: str, nouns: str | None = None) -> str:
    """The noun for ``count`` things, without the count: ``coin`` or ``coins``.

    >>> noun(1, "point"), noun(4, "point"), noun(0, "copy", "copies")
    ('point', 'points', 'copies')
    """
    return singular if abs(count) == 1 else (nouns or singular + "s")


def plural(count: int, singular: str, nouns: str | None = None, *, sign: bool = False) -> str:
    """A count with its noun: ``1 coin``, ``3 coins``; ``sign`` writes ``+3 coins``.

    >>> plural(1, "coin"), plural(0, "point"), plural(2, "copy", "copies")
    ('1 coin', '0 points', '2 copies')
    >>> plural(3, "coin", sign=True), plural(-1, "coin", sign=True)
    ('+3 coins', '-1 coin')
    """
    word = noun(count, singular, nouns)
    return f"{count:+d} {word}" if sign else f"{count} {word}"


def a_or_an(words: str) -> str:
    """``words`` after the right indefinite article.

    >>> a_or_an("art souvenir"), a_or_an("food & drink souvenir")
    ('an art souvenir', 'a food & drink souvenir')
    """
    return ("an " if words[:1].lower() in "aeiou" and words else "a ") + words


def listed(items: Iterable[Any], last: str = "and") -> str:
    """Items as one phrase: ``A``, ``A and B``, ``A, B and C`` (``last="or"`` for a choice).

    >>> listed(["koma"]), listed(["koma", "geta", "sake"]), listed([1, 2], "or")
    ('koma', 'koma, geta and sake', '1 or 2')
    """
    words = [str(item) for item in items]
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} {last} {words[-1]}"


def victory(winners: Sequence[str]) -> str:
    """Who won, from the winners' names: ``Aiko wins``, or ``Shared victory: Aiko and Ben``.

    >>> victory(["Aiko"]), victory(["Aiko", "Ben"])
    ('Aiko wins', 'Shared victory: Aiko and Ben')
    """
    if len(winners) > 1:
        return f"Shared victory: {listed(winners)}"
    return f"{winners[0]} wins"


def ordinal(rank: int) -> str:
    """A place in figures: 1st, 2nd, 3rd, 4th ...

    >>> [ordinal(n) for n in (1, 2, 3, 4, 11, 21)]
    ['1st', '2nd', '3rd', '4th', '11th', '21st']
    """
    if 10 <= rank % 100 <= 20:
        return f"{rank}th"
    return f"{rank}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(rank % 10, 'th') }"


_ORDINAL_WORDS = ("first", "second", "third", "fourth", "fifth")


def ordinal_word(rank: int) -> str:
    """A place in words for the first five (``"third"``), in figures after (``"6th"``).

    >>> ordinal_word(3), ordinal_word(6)
    ('third', '6th')
    """
    return _ORDINAL_WORDS[rank - 1] if 1 <= rank <= len(_ORDINAL_WORDS) else ordinal(rank)


def number_word(count: int) -> str:
    """A small count in words, a larger one in figures: ``one``, ``three``, ``12``.

    >>> number_word(2), number_word(12)
    ('two', '12')
    """
    small = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine")
    return small[count] if 0 <= count < len(small) else str(count)


def as_words(key: str) -> str:
    """A key read as words: ``"hot_spring"`` -> ``"hot spring"`` (how the board's legend and
    a short message name a kind of space, a pile or a family).

    >>> as_words("hot_spring"), as_words("sea")
    ('hot spring', 'sea')
    """
    return key.replace("_", " ")


def capitalized(words: str) -> str:
    """``words`` with a capital first letter (the rest left alone).

    >>> capitalized("the neutral traveller")
    'The neutral traveller'
    """
    return words[:1].upper() + words[1:]


# ---------------------------------------------------------------------------------- names


def _glossary_entry(section: str, key: str) -> dict[str, str]:
    """The glossary entry of ``key`` in the language spoken now (empty in English, or where
    the glossary has none)."""
    return glossary(language()).get(section, {}).get(key, {})


_CARD_SECTIONS: tuple[tuple[str, Iterable[str]], ...] = (
    ("meals", data.MEALS),
    ("souvenirs", data.SOUVENIRS),
    ("encounters", {**data.ENCOUNTERS, **data.NEW_ENCOUNTERS}),
    ("panoramas", data.PANORAMAS),
    ("legendary", data.LEGENDARY),
    ("amulets", data.AMULETS),
    ("calligraphies", data.CALLIGRAPHIES),
    ("achievements", data.ACHIEVEMENTS),
)
"""Where the glossary keeps each kind of card's name, first that holds a key (a panorama's
key is also its achievement's, with the same name)."""


def card_name(key: str) -> str:
    """A card or traveller key as printed: ``"tai_meshi"`` -> ``"Tai Meshi"``, in the language
    spoken now (the glossary's name).

    >>> card_name("tai_meshi"), card_name("zen_emon"), card_name("annaibito_sea")
    ('Tai Meshi', 'Zen-emon', 'Annaibito')
    """
    if key in data.ALL_TRAVELLERS:
        return traveller_name(key)
    english = (
        "Annaibito" if key in data.ANNAIBITO else " ".join(map(str.capitalize, key.split("_")))
    )
    for section, keys in _CARD_SECTIONS:
        if key in keys:
            return glossary_name(section, key, english)
    return english


def card_names(keys: Iterable[str], last: str = "and") -> str:
    """Several cards by name, as one phrase (``listed``)."""
    return listed((card_name(key) for key in keys), last)


def traveller_name(key: str | None) -> str:
    """A traveller's short name: ``"kinko"`` -> ``"Kinko"``; an unknown key as it is.

    >>> traveller_name("zen_emon"), traveller_name("gotozaemon")
    ('Zen-emon', 'Gotozaemon')
    """
    if key in data.ALL_TRAVELLERS:
        english = data.ALL_TRAVELLERS[key][0].split(",")[0]
        return glossary_name("travellers", key, english)
    return str(key)


def traveller_title(key: str) -> str:
    """A traveller's name with who they are, as the tile prints it.

    >>> traveller_title("kinko"), traveller_title("kita")
    ('Kinko, the ronin', 'Kita, the old woman')
    """
    return _glossary_entry("travellers", key).get("title", data.ALL_TRAVELLERS[key][0])


def encounter_label(card: str) -> str:
    """An encounter card as a learner reads it, with the Annaibito's panorama.

    >>> encounter_label("annaibito_sea"), encounter_label("kuge")
    ('Annaibito (sea)', 'Kuge')
    """
    if label := _glossary_entry("encounters", card).get("label"):
        return label
    guide = data.ANNAIBITO.get(card)
    return f"{card_name(card)} ({guide})" if guide else card_name(card)


def encounter_title(card: str) -> str:
    """An encounter as a story meets it: the name, who it is, the guide's panorama.

    >>> encounter_title("shokunin"), encounter_title("annaibito_sea"), encounter_title("kitoushi")
    ('Shokunin the artisan', 'Annaibito the guide (sea)', 'Kitoushi')
    """
    if title := _glossary_entry("encounters", card).get("title"):
        return title
    role = ENCOUNTER_ROLES.get(card, "").split(" · ")[0]
    title = f"{card_name(card)} {role}".strip()
    guide = data.ANNAIBITO.get(card)
    return f"{title} ({guide})" if guide else title


def who(traveller: Traveller) -> str:
    """How a sentence names a traveller: ``"Aiko (Kinko)"``, ``"the neutral traveller"``, or
    the player's name alone when no traveller was chosen (the initiatory journey)."""
    if traveller.neutral:
        # TRANSLATORS: the traveller that moves alone in a two-player game, in a sentence.
        return _("the neutral traveller")
    if traveller.key:
        return f"{traveller.name} ({traveller_name(traveller.key)})"
    return traveller.name


INN_NAMES = {0: "Kyoto", 14: "Inn 1", 27: "Inn 2", 41: "Inn 3", 54: "Edo"}
"""Names printed over the inns, by board position (English; ``inn_name`` speaks the language)."""


def inn_key(road_index: int) -> str:
    """An inn's key in the glossary: ``kyoto``, ``inn_1`` ... ``inn_3``, ``edo``.

    >>> inn_key(0), inn_key(27), inn_key(54)
    ('kyoto', 'inn_2', 'edo')
    """
    if road_index == data.KYOTO:
        return "kyoto"
    if road_index == data.EDO:
        return "edo"
    return f"inn_{data.INNS.index(road_index)}"


def inn_name(road_index: int) -> str:
    """The name printed over an inn: Kyoto, Inn 1, Inn 2, Inn 3 or Edo.

    >>> inn_name(27)
    'Inn 2'
    """
    return glossary_name("inns", inn_key(road_index), INN_NAMES[road_index])


class GlossaryNames(Mapping[str, str]):
    """A table of English names, read in the language spoken now: ``table[key]`` is the
    glossary's name of ``key`` in ``section`` (the English one in English)."""

    def __init__(self, section: str, english: dict[str, str]) -> None:
        self.section = section
        self.english = english

    def __getitem__(self, key: str) -> str:
        return glossary_name(self.section, key, self.english[key])

    def __iter__(self) -> Iterator[str]:
        return iter(self.english)

    def __len__(self) -> int:
        return len(self.english)

    def __repr__(self) -> str:
        return f"GlossaryNames({self.section!r}, {self.english!r})"


STOP_NAMES: Mapping[str, str] = GlossaryNames(
    "stops",
    {
        "inn": "inn",
        "village": "village",
        "temple": "temple",
        "encounter": "encounter",
        "paddy": "paddy field",
        "mountain": "mountain view",
        "sea": "sea view",
        "hot_spring": "hot spring",
        "farm": "farm",
    },
)
"""Each kind of space of the road as a sentence names a stop ("walks to 4, a paddy field"), in
the language spoken now; the board's legend names the kind itself (``as_words``)."""


def stop_name(kind: str) -> str:
    """A kind of stop as a sentence names it, in the language spoken now.

    >>> stop_name("paddy")
    'paddy field'
    """
    return STOP_NAMES[kind]


def stop_label(road_index: int) -> str:
    """A road position with its kind, as a button or a title names it: ``8 · village``;
    inns by their name (``14 · Inn 1``).

    >>> stop_label(8), stop_label(14)
    ('8 · village', '14 · Inn 1')
    """
    kind = data.BOARD[road_index][0]
    return f"{road_index} · {inn_name(road_index) if kind == 'inn' else STOP_NAMES[kind]}"


def place(road_index: int) -> str:
    """A position in a sentence: ``"the village at 8"``, ``"the inn at 14 (Inn 1)"``.

    >>> place(8), place(14), place(4)
    ('the village at 8', 'the inn at 14 (Inn 1)', 'the paddy field at 4')
    """
    kind = data.BOARD[road_index][0]
    if kind == "inn":
        # TRANSLATORS: an inn in a sentence; {inn} is its name (Inn 1, Edo).
        return _("the inn at {position} ({inn})").format(
            position=road_index, inn=inn_name(road_index)
        )
    return _(PLACES[kind]).format(position=road_index)


PLACES: dict[str, str] = {
    # TRANSLATORS: a stop in a sentence ("Aiko walks to the village at 8"); {position} is the
    # number of its space on the road. Each kind of stop has its own sentence, so that its
    # article and its case can agree with the glossary's name of the kind.
    "village": N_("the village at {position}"),
    "temple": N_("the temple at {position}"),
    "encounter": N_("the encounter at {position}"),
    "paddy": N_("the paddy field at {position}"),
    "mountain": N_("the mountain view at {position}"),
    "sea": N_("the sea view at {position}"),
    "hot_spring": N_("the hot spring at {position}"),
    "farm": N_("the farm at {position}"),
}
"""Each kind of stop but the inn in a sentence, with its position (``place``)."""


# ---------------------------------------------------------------------------------- labels

FAMILY_LABELS: dict[str, str] = {
    "small_object": "small object",
    "food": "food & drink",
    "clothing": "clothing",
    "art": "art",
}
"""The four souvenir families, in words."""

CATEGORY_LABELS: dict[str, str] = {
    "panoramas": "panoramas",
    "souvenirs": "souvenirs",
    "hot_springs": "hot springs",
    "meals": "meals",
    "encounters": "encounters",
    "donations": "temple coins",
    "traveller": "traveller power",
    "achievements": "achievements",
    "temple": "temple award",
    "cherry_trees": "cherry trees",
    "legendary": "legendary objects",
    "bathhouses": "bathhouses",
    "calligraphies": "calligraphies",
}
"""Each score category (``scoring.CATEGORIES``), in words; ``capitalized`` heads a table row."""

ACHIEVEMENT_LABELS: dict[str, str] = {
    "paddy": "Paddy",
    "mountain": "Mountain",
    "sea": "Sea",
    "gourmet": "Gourmet",
    "collector": "Collector",
    "bather": "Bather",
    "chatterbox": "Chatterbox",
}
"""Each achievement card's name."""

ACHIEVEMENT_RULES: dict[str, str] = {
    "paddy": "First to complete the paddy panorama.",
    "mountain": "First to complete the mountain panorama.",
    "sea": "First to complete the sea panorama.",
    "gourmet": "Highest total of printed meal prices.",
    "collector": "Most souvenir cards.",
    "bather": "Most hot spring cards.",
    "chatterbox": "Most encounter cards.",
}
"""What each achievement card is given for."""

VARIANT_LABELS: dict[str, str] = {
    "initiatory": "Initiatory journey",
    "return_trip": "Return trip",
    "gastronomy": "Gastronomy",
    "preparations": "Preparations",
    "new_encounters": "New Encounters",
}
"""The four official variants, then the New Encounters expansion, as a set-up names them."""

EXPANSION_LABELS: dict[str, str] = {
    "new_encounters": "New Encounters",
    "crossroads": "Crossroads",
}
"""The two expansions (``data.EXPANSIONS``), as a set-up names them."""

ENCOUNTER_ROLES: dict[str, str] = {
    "shokunin": "the artisan",
    "annaibito_paddy": "the guide · paddy",
    "annaibito_mountain": "the guide · mountain",
    "annaibito_sea": "the guide · sea",
    "samurai": "the warrior",
    "kuge": "the noble",
    "miko": "the priestess",
    "itamae": "the cook",
    "saru": "the monkey",
    "takuhatsuso": "the monk",
}
"""Who each encounter is, as the rules reference glosses the Japanese names (Kitoushi has no
gloss there, so none is given)."""
