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
from typing import Any, Protocol

from . import data
from .language import N_, Nn_, _, glossary, glossary_name, language, ngettext, npgettext, pgettext

# ---------------------------------------------------------------------------------- counting

COUNTED_NOUNS: dict[str, tuple[str, str]] = {
    "coin": Nn_("{count} coin", "{count} coins"),
    "point": Nn_("{count} point", "{count} points"),
    "pt": Nn_("{count} pt", "{count} pts"),
    "card": Nn_("{count} card", "{count} cards"),
    "souvenir": Nn_("{count} souvenir", "{count} souvenirs"),
    "souvenir card": Nn_("{count} souvenir card", "{count} souvenir cards"),
    "meal": Nn_("{count} meal", "{count} meals"),
    "encounter": Nn_("{count} encounter", "{count} encounters"),
    "encounter card": Nn_("{count} encounter card", "{count} encounter cards"),
    "hot spring card": Nn_("{count} hot spring card", "{count} hot spring cards"),
    "achievement": Nn_("{count} achievement", "{count} achievements"),
    "achievement card": Nn_("{count} achievement card", "{count} achievement cards"),
    "panorama": Nn_("{count} panorama", "{count} panoramas"),
    "section": Nn_("{count} section", "{count} sections"),
    "cherry tree": Nn_("{count} cherry tree", "{count} cherry trees"),
    "bathhouse": Nn_("{count} bathhouse", "{count} bathhouses"),
    "amulet": Nn_("{count} amulet", "{count} amulets"),
    "legendary object": Nn_("{count} legendary object", "{count} legendary objects"),
    "calligraphy": Nn_("{count} calligraphy", "{count} calligraphies"),
    "traveller": Nn_("{count} traveller", "{count} travellers"),
    "player": Nn_("{count} player", "{count} players"),
    "game": Nn_("{count} game", "{count} games"),
    "turn": Nn_("{count} turn", "{count} turns"),
    "space": Nn_("{count} space", "{count} spaces"),
    "stop": Nn_("{count} stop", "{count} stops"),
    "rule": Nn_("{count} rule", "{count} rules"),
    "bet": Nn_("{count} bet", "{count} bets"),
    "decision": Nn_("{count} decision", "{count} decisions"),
    "learner": Nn_("{count} learner", "{count} learners"),
    "wrong answer": Nn_("{count} wrong answer", "{count} wrong answers"),
    "copy": Nn_("{count} copy", "{count} copies"),
    "farm": Nn_("{count} farm", "{count} farms"),
    "seat": Nn_("{count} seat", "{count} seats"),
    "difference": Nn_("{count} difference", "{count} differences"),
    "process": Nn_("{count} process", "{count} processes"),
}
"""Every noun the package counts (``plural(3, "coin")``), by its English singular: the pair of
messages its count takes, translated with ``ngettext`` (each form keeps ``{count}``, which
``noun`` takes out). A noun missing here is counted in English."""


def _as_object(count: int, singular: str) -> str | None:
    """``count`` things as the object of a verb (« give 1 coin », « costs 2 coins »), where a
    language inflects it (Polish: « daj 1 monetę »); None for a noun said the same way."""
    if singular == "coin":
        # TRANSLATORS: a number of coins as the object of a verb ("give 1 coin", "pay 2
        # coins", "cost 5 coins"): Polish uses the accusative (1 monetę, 2 monety, 5 monet).
        return npgettext("object of a verb", "{count} coin", "{count} coins", count)
    if singular == "card":
        # TRANSLATORS: a number of cards as the object of a verb ("draw 1 card").
        return npgettext("object of a verb", "{count} card", "{count} cards", count)
    return None


def _counted(count: int, singular: str, nouns: str | None, as_object: bool = False) -> str | None:
    """``count`` things in the language spoken now, ``{count}`` left to fill; None for a noun
    not in ``COUNTED_NOUNS`` (or given another English plural than the table's)."""
    pair = COUNTED_NOUNS.get(singular)
    if pair is None or (nouns is not None and pair[1] != "{count} " + nouns):
        return None
    if as_object:
        inflected = _as_object(count, singular)
        if inflected is not None:
            return inflected
    return ngettext(pair[0], pair[1], count)


def noun(count: int, singular: str, nouns: str | None = None) -> str:
    """The noun for ``count`` things, without the count: ``coin`` or ``coins``.

    >>> noun(1, "point"), noun(4, "point"), noun(0, "copy", "copies")
    ('point', 'points', 'copies')
    """
    counted = _counted(count, singular, nouns)
    if counted is not None:
        return " ".join(counted.replace("{count}", " ").split())
    return singular if abs(count) == 1 else (nouns or singular + "s")


def plural(
    count: int,
    singular: str,
    nouns: str | None = None,
    *,
    sign: bool = False,
    as_object: bool = False,
) -> str:
    """A count with its noun: ``1 coin``, ``3 coins``; ``sign`` writes ``+3 coins``. A noun of
    ``COUNTED_NOUNS`` is said in the language spoken now, another in English; ``as_object``
    says it as the object of a verb (« Daj 1 monetę » in Polish, where the subject is « 1
    moneta »).

    >>> plural(1, "coin"), plural(0, "point"), plural(2, "copy", "copies")
    ('1 coin', '0 points', '2 copies')
    >>> plural(3, "coin", sign=True), plural(-1, "coin", sign=True)
    ('+3 coins', '-1 coin')
    """
    shown = f"{count:+d}" if sign else str(count)
    counted = _counted(count, singular, nouns, as_object)
    if counted is not None:
        return counted.format(count=shown)
    return f"{shown} {singular if abs(count) == 1 else (nouns or singular + 's')}"


def a_or_an(words: str) -> str:
    """``words`` after the right indefinite article: English only (a translated sentence is a
    whole template with its own article, never this).

    >>> a_or_an("art souvenir"), a_or_an("food & drink souvenir")
    ('an art souvenir', 'a food & drink souvenir')
    """
    return ("an " if words[:1].lower() in "aeiou" and words else "a ") + words


def listed(items: Iterable[Any], last: str = "and") -> str:
    """Items as one phrase: ``A``, ``A and B``, ``A, B and C`` (``last="or"`` for a choice),
    with the joiners of the language spoken now.

    >>> listed(["koma"]), listed(["koma", "geta", "sake"]), listed([1, 2], "or")
    ('koma', 'koma, geta and sake', '1 or 2')
    """
    words = [str(item) for item in items]
    if len(words) <= 1:
        return "".join(words)
    # TRANSLATORS: the comma between the items of a list ("koma, geta and sake").
    head = pgettext("list", ", ").join(words[:-1])
    if last == "and":
        # TRANSLATORS: the last two items of a list: {items} is the first ones, {last} the last.
        return _("{items} and {last}").format(items=head, last=words[-1])
    if last == "or":
        # TRANSLATORS: the last two choices of a list: {items} is the first ones, {last} the last.
        return _("{items} or {last}").format(items=head, last=words[-1])
    return f"{head} {last} {words[-1]}"


def victory(winners: Sequence[str]) -> str:
    """Who won, from the winners' names: ``Aiko wins``, or ``Shared victory: Aiko and Ben``.

    >>> victory(["Aiko"]), victory(["Aiko", "Ben"])
    ('Aiko wins', 'Shared victory: Aiko and Ben')
    """
    if len(winners) > 1:
        # TRANSLATORS: {names} is the list of the winners' names ("Aiko and Ben").
        return _("Shared victory: {names}").format(names=listed(winners))
    # TRANSLATORS: {name} is the winner's name.
    return _("{name} wins").format(name=winners[0])


def ordinal(rank: int) -> str:
    """A place in figures: 1st, 2nd, 3rd, 4th ... (French 1er, 2e; Polish 1., 2.).

    >>> [ordinal(n) for n in (1, 2, 3, 4, 11, 21)]
    ['1st', '2nd', '3rd', '4th', '11th', '21st']
    """
    if rank == 1:
        # TRANSLATORS: the first place in figures (French "1er", Polish "1.").
        return pgettext("ordinal", "1st")
    # English picks the suffix by the last digit; each form is its own message so that a
    # language with one suffix (French "{rank}e", Polish "{rank}.") translates all four alike.
    if 10 <= rank % 100 <= 20:
        template = pgettext("ordinal", "{rank}th")
    elif rank % 10 == 1:
        template = pgettext("ordinal", "{rank}st")
    elif rank % 10 == 2:
        template = pgettext("ordinal", "{rank}nd")
    elif rank % 10 == 3:
        template = pgettext("ordinal", "{rank}rd")
    else:
        template = pgettext("ordinal", "{rank}th")
    return template.format(rank=rank)


_ORDINAL_WORDS = (N_("first"), N_("second"), N_("third"), N_("fourth"), N_("fifth"))


def ordinal_word(rank: int) -> str:
    """A place in words for the first five (``"third"``), in figures after (``"6th"``).

    >>> ordinal_word(3), ordinal_word(6)
    ('third', '6th')
    """
    if 1 <= rank <= len(_ORDINAL_WORDS):
        return _(_ORDINAL_WORDS[rank - 1])
    return ordinal(rank)


_NUMBER_WORDS = (
    N_("no"),
    N_("one"),
    N_("two"),
    N_("three"),
    N_("four"),
    N_("five"),
    N_("six"),
    N_("seven"),
    N_("eight"),
    N_("nine"),
)


def number_word(count: int) -> str:
    """A small count in words, a larger one in figures: ``one``, ``three``, ``12``.

    >>> number_word(2), number_word(12)
    ('two', '12')
    """
    return _(_NUMBER_WORDS[count]) if 0 <= count < len(_NUMBER_WORDS) else str(count)


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


class Named(Protocol):
    """What ``who`` reads of a traveller (``state.Traveller`` is one). A protocol rather than
    an import: state.py imports scoring.py, which names things through this module."""

    @property
    def name(self) -> str: ...
    @property
    def key(self) -> str | None: ...
    @property
    def neutral(self) -> bool: ...


def who(traveller: Named) -> str:
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


def inn_at(road_index: int) -> str:
    """Where a traveller waits at an inn, as a sentence says it: ``at Inn 2``; the glossary's
    ``at`` form where a language needs its own preposition or case (« au Relais 2 », « à
    Kyoto »; « w Gospodzie 2 »).

    >>> inn_at(27)
    'at Inn 2'
    """
    entry = glossary(language()).get("inns", {}).get(inn_key(road_index), {})
    if "at" in entry:
        return entry["at"]
    # TRANSLATORS: where a traveller is, at an inn ("at Inn 2"); the glossary's "at" form of
    # each inn (tokaido_nb/locale/<language>/glossary.toml) is used before this one.
    return _("at {inn}").format(inn=inn_name(road_index))


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
    "small_object": N_("small object"),
    "food": N_("food & drink"),
    "clothing": N_("clothing"),
    "art": N_("art"),
}
"""The four souvenir families, in words."""

CATEGORY_LABELS: dict[str, str] = {
    "panoramas": N_("panoramas"),
    "souvenirs": N_("souvenirs"),
    "hot_springs": N_("hot springs"),
    "meals": N_("meals"),
    "encounters": N_("encounters"),
    "donations": N_("temple coins"),
    "traveller": N_("traveller power"),
    "achievements": N_("achievements"),
    "temple": N_("temple award"),
    "cherry_trees": N_("cherry trees"),
    "legendary": N_("legendary objects"),
    "bathhouses": N_("bathhouses"),
    "calligraphies": N_("calligraphies"),
}
"""Each score category (``scoring.CATEGORIES``), in words; ``capitalized`` heads a table row."""

ACHIEVEMENT_LABELS: dict[str, str] = {
    "paddy": N_("Paddy"),
    "mountain": N_("Mountain"),
    "sea": N_("Sea"),
    "gourmet": N_("Gourmet"),
    "collector": N_("Collector"),
    "bather": N_("Bather"),
    "chatterbox": N_("Chatterbox"),
}
"""Each achievement card's name."""

ACHIEVEMENT_RULES: dict[str, str] = {
    "paddy": N_("First to complete the paddy panorama."),
    "mountain": N_("First to complete the mountain panorama."),
    "sea": N_("First to complete the sea panorama."),
    "gourmet": N_("Highest total of printed meal prices."),
    "collector": N_("Most souvenir cards."),
    "bather": N_("Most hot spring cards."),
    "chatterbox": N_("Most encounter cards."),
}
"""What each achievement card is given for."""

VARIANT_LABELS: dict[str, str] = {
    "initiatory": N_("Initiatory journey"),
    "return_trip": N_("Return trip"),
    "gastronomy": N_("Gastronomy"),
    "preparations": N_("Preparations"),
    "new_encounters": N_("New Encounters"),
}
"""The four official variants, then the New Encounters expansion, as a set-up names them."""

EXPANSION_LABELS: dict[str, str] = {
    "new_encounters": N_("New Encounters"),
    "crossroads": N_("Crossroads"),
}
"""The two expansions (``data.EXPANSIONS``), as a set-up names them."""

ENCOUNTER_ROLES: dict[str, str] = {
    "shokunin": N_("the artisan"),
    "annaibito_paddy": N_("the guide · paddy"),
    "annaibito_mountain": N_("the guide · mountain"),
    "annaibito_sea": N_("the guide · sea"),
    "samurai": N_("the warrior"),
    "kuge": N_("the noble"),
    "miko": N_("the priestess"),
    "itamae": N_("the cook"),
    "saru": N_("the monkey"),
    "takuhatsuso": N_("the monk"),
}
"""Who each encounter is, as the rules reference glosses the Japanese names (Kitoushi has no
gloss there, so none is given)."""


def family_label(family: str) -> str:
    """A souvenir family in words, in the language spoken now (``FAMILY_LABELS``).

    >>> family_label("food")
    'food & drink'
    """
    return _(FAMILY_LABELS[family])


def category_label(category: str) -> str:
    """A score category in words, in the language spoken now (``CATEGORY_LABELS``).

    >>> category_label("donations")
    'temple coins'
    """
    return _(CATEGORY_LABELS[category])


def achievement_label(achievement: str) -> str:
    """An achievement card's name, in the language spoken now (``ACHIEVEMENT_LABELS``)."""
    return _(ACHIEVEMENT_LABELS[achievement])


def achievement_rule(achievement: str) -> str:
    """What an achievement card is given for, in the language spoken now."""
    return _(ACHIEVEMENT_RULES[achievement])


def variant_label(variant: str) -> str:
    """A variant's name, in the language spoken now (``VARIANT_LABELS``)."""
    return _(VARIANT_LABELS[variant])


def expansion_label(expansion: str) -> str:
    """An expansion's name, in the language spoken now (``EXPANSION_LABELS``)."""
    return _(EXPANSION_LABELS[expansion])


def encounter_role(card: str) -> str:
    """Who an encounter is ("the artisan"), in the language spoken now; empty for one the rules
    give no gloss (``ENCOUNTER_ROLES``)."""
    role = ENCOUNTER_ROLES.get(card)
    return _(role) if role else ""
