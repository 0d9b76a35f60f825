"""The checks of a score sheet: a table that cannot exist (more cards than the box holds, a meal
eaten twice, two players first to complete one panorama...) refused with a ``ScoreSheetError``
that names the player, the field and the rule.

Split from sheet.py, whose ``check(sheet)`` runs a ``Checker``.
"""

from __future__ import annotations

import difflib
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from ..rules import data
from ..rules.config import Rules
from ..rules.language import _, ngettext
from ..rules.words import (
    capitalized,
    card_name,
    encounter_label,
    listed,
    number_word,
    ordinal,
    traveller_name,
)
from .form import (
    CHUUBEI_INNS,
    CROSSROADS_FIELDS,
    ENCOUNTER_SPACES,
    HOT_SPRING_SPACES,
    MEAL_INNS,
    TEMPLES,
    UNKNOWN,
    PlayerSheet,
    ScoreSheet,
    ScoreSheetError,
    field_words,
    panorama_words,
    player_name,
    souvenirs_of,
)
from .form import row_words as row_words


class Checker:
    """Checks one sheet: each column, then the table. The first problem found is raised."""

    def __init__(self, sheet: ScoreSheet, rules: Rules) -> None:
        self.sheet = sheet
        self.rules = rules
        self.players: list[PlayerSheet] = []
        self.encounter_cards = dict(data.ENCOUNTERS)
        if sheet.new_encounters:
            self.encounter_cards.update(data.NEW_ENCOUNTERS)

    def run(self) -> None:
        players = self.sheet.players
        if isinstance(players, PlayerSheet | str) or not isinstance(players, Sequence):
            raise ScoreSheetError(_("Give the players as a list of PlayerSheet."), field="players")
        self.players = list(players)
        if not 2 <= len(self.players) <= 5:
            raise ScoreSheetError(
                _("Tokaido is played by 2 to 5 players, and this sheet has {count}.").format(
                    count=len(self.players)
                ),
                field="players",
                rule="setup.players",
            )
        for i, p in enumerate(self.players):
            if not isinstance(p, PlayerSheet):
                raise ScoreSheetError(
                    _("Player {number} is a {kind}, not a PlayerSheet.").format(
                        number=i + 1, kind=type(p).__name__
                    ),
                    player=i,
                    field="players",
                )
        self._neutral()
        for i, p in enumerate(self.players):
            self._column(i, p)
        self._travellers()
        self._copies()
        self._panorama_firsts()
        self._arrivals()

    # ------------------------------------------------------------------ helpers
    def fail(
        self,
        i: int,
        field: str,
        text: str,
        key: Any = None,
        rule: str | None = None,
        involved: Sequence[int] = (),
        table: bool = False,
    ):
        who = _who(self.players[i], i)
        key = None if key is None else str(key)
        # A count of the whole table is nobody's mistake in particular: no player leads it.
        if table:
            message = _("{field}: {problem}").format(
                field=capitalized(field_words(field)), problem=text
            )
        else:
            # TRANSLATORS: a refusal of the score sheet: the player ("Aiko (player 1)"), the
            # field of their column, what is wrong.
            message = _("{player}, {field}: {problem}").format(
                player=who, field=field_words(field), problem=text
            )
        involved = tuple(involved) or (i,)
        raise ScoreSheetError(message, player=i, field=field, key=key, rule=rule, involved=involved)

    def count(self, i: int, field: str, value: Any, what: str, key: Any = None) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            # TRANSLATORS: {what} names what is counted ("food & drink souvenirs",
            # "coins"); put it where the sentence needs no agreement with {value}.
            text = _("{value} is not a whole number of {what}.")
            self.fail(i, field, text.format(value=repr(value), what=what), key)
        if value < 0:
            text = _("{value} {what} is negative; count them again.")
            self.fail(i, field, text.format(value=value, what=what), key)
        return value

    def names(self, i: int, field: str, value: Any, known: Mapping | Sequence, what: str) -> list:
        if isinstance(value, str) or not isinstance(value, Sequence | set | frozenset):
            self.fail(i, field, _("give a list of names, not {value}.").format(value=repr(value)))
        for name in value:
            if name not in known:
                close = difflib.get_close_matches(str(name), [str(k) for k in known], n=1)
                refusal = _(UNKNOWN[what][1 if close else 0])
                text = refusal.format(
                    name=repr(name), close=repr(close[0]) if close else "", names=", ".join(known)
                )
                self.fail(i, field, text, name)
        return list(value)

    # ------------------------------------------------------------------ the neutral traveller
    def _neutral(self) -> None:
        coins = self.sheet.neutral_temple_coins
        players = len(self.players)
        problem, rule = "", None
        if isinstance(coins, bool) or not isinstance(coins, int) or coins < 0:
            problem = _("must be a whole number from 0, not {value}.").format(value=repr(coins))
        elif players != 2 and coins:
            problem = _(
                "only a two-player game has a neutral traveller, and this sheet has {players} "
                "players: leave it at 0, not {coins}."
            ).format(players=players, coins=coins)
            rule = "setup.neutral"
        elif coins > TEMPLES:
            problem = _(
                "it puts 1 coin at each temple it stops at, and the road has {temples} "
                "temples: {coins} is too many."
            ).format(temples=TEMPLES, coins=coins)
            rule = "two.neutral_temple"
        if problem:
            raise ScoreSheetError(
                _("The neutral traveller's temple coins: {problem}").format(problem=problem),
                field="neutral_temple_coins",
                rule=rule,
            )

    # ------------------------------------------------------------------ one column
    def _column(self, i: int, p: PlayerSheet) -> None:
        if not isinstance(p.name, str):
            self.fail(i, "name", _("a name is text, not {value}.").format(value=repr(p.name)))
        if p.traveller in data.CROSSROADS_TRAVELLERS and not self.sheet.crossroads:
            text = _("{traveller} is a Crossroads traveller: tick Crossroads.").format(
                traveller=traveller_name(p.traveller)
            )
            self.fail(i, "traveller", text, p.traveller)
        if p.traveller is not None and p.traveller not in data.ALL_TRAVELLERS:
            known = ", ".join(data.ALL_TRAVELLERS)
            text = _("there is no traveller {name}; travellers: {names}.")
            self.fail(i, "traveller", text.format(name=repr(p.traveller), names=known))
        self._souvenirs(i, p)
        self._panoramas(i, p)
        self._hot_springs(i, p)
        self._meals(i, p)
        self._encounters(i, p)
        self._temple(i, p)
        self.count(i, "coins", p.coins, _("coins"))
        self._crossroads(i, p)

    def _crossroads(self, i: int, p: PlayerSheet) -> None:
        """Cherry trees, bathhouses, legendary objects, calligraphies; arrival; Itamae's meals."""
        if not self.sheet.crossroads:
            for name in CROSSROADS_FIELDS:
                if getattr(p, name):
                    text = _("{field} come with the Crossroads expansion: tick Crossroads.").format(
                        field=field_words(name)
                    )
                    self.fail(i, name, text)
        self.count(i, "cherry_trees", p.cherry_trees, field_words("cherry_trees"))
        baths = self.count(i, "bathhouses", p.bathhouses, field_words("bathhouses"))
        if baths > HOT_SPRING_SPACES:
            text = _(
                "{count} bathhouses, but the road has {springs} hot springs and a "
                "traveller stops at each at most once."
            ).format(count=baths, springs=HOT_SPRING_SPACES)
            self.fail(i, "bathhouses", text, rule="cross.bathhouse")
        for name, known, what, rule in (
            ("legendary", data.LEGENDARY, "legendary object", "cross.legendary_buy"),
            ("calligraphies", data.CALLIGRAPHIES, "calligraphy", "cross.calligraphy_buy"),
        ):
            cards = self.names(i, name, getattr(p, name), known, what)
            for card, n in Counter(cards).items():
                if n > 1:
                    text = (
                        _("{card} is listed twice, but there is one {card} card.")
                        if n == 2
                        else _("{card} is listed {count} times, but there is one {card} card.")
                    ).format(card=card_name(card), count=n)
                    self.fail(i, name, text, card, rule)
        self.count(i, "arrival", p.arrival, _("places"))
        if p.encounter_stops is not None:
            stops = self.count(
                i, "encounter_stops", p.encounter_stops, field_words("encounter_stops")
            )
            if stops > ENCOUNTER_SPACES:
                text = _("{count}, but the road has {spaces} encounter spaces.").format(
                    count=stops, spaces=ENCOUNTER_SPACES
                )
                self.fail(i, "encounter_stops", text)
        self._itamae_meals(i, p)

    def _itamae_meals(self, i: int, p: PlayerSheet) -> None:
        """The meals Itamae gave (Crossroads): among the meals, one per Itamae card at most."""
        given = self.names(i, "encounter_meals", p.encounter_meals, data.MEALS, "meal")
        itamae = list(p.encounters).count("itamae") if _is_list(p.encounters) else 0
        for meal in given:
            if meal not in p.meals:
                text = _("{meal} is not among this player's meals: list it there too.").format(
                    meal=card_name(meal)
                )
                self.fail(i, "encounter_meals", text, meal)
        if len(given) > itamae:
            text = ngettext(
                "{count} meals from Itamae, but this player holds {cards} Itamae card.",
                "{count} meals from Itamae, but this player holds {cards} Itamae cards.",
                itamae,
            ).format(count=len(given), cards=itamae)
            self.fail(i, "encounter_meals", text, rule="new.itamae")

    def _souvenirs(self, i: int, p: PlayerSheet) -> None:
        if not isinstance(p.souvenirs, Mapping):
            text = _("give a count per family, not {value}.").format(value=repr(p.souvenirs))
            self.fail(i, "souvenirs", text)
        for family, n in p.souvenirs.items():
            if family not in data.FAMILIES:
                text = _("there is no {name} family; families: {names}.").format(
                    name=repr(family), names=", ".join(data.FAMILIES)
                )
                self.fail(i, "souvenirs", text)
            what = souvenirs_of(family)
            self.count(i, "souvenirs", n, what, family)
            if n > _family_size(family):
                text = _("{count} {what}, but the box holds only {most} of them.").format(
                    count=n, what=what, most=_family_size(family)
                )
                self.fail(i, "souvenirs", text, family)

    def _panoramas(self, i: int, p: PlayerSheet) -> None:
        if not isinstance(p.panoramas, Mapping):
            text = _("give the sections held per panorama, not {value}.")
            self.fail(i, "panoramas", text.format(value=repr(p.panoramas)))
        for panorama, n in p.panoramas.items():
            if panorama not in data.PANORAMAS:
                text = _("there is no {name} panorama; panoramas: {names}.").format(
                    name=repr(panorama), names=", ".join(data.PANORAMAS)
                )
                self.fail(i, "panoramas", text)
            words = panorama_words(panorama)
            # TRANSLATORS: {panorama} is a panorama's name (sea, mountain, paddy).
            sections = _("{panorama} sections").format(panorama=words)
            self.count(i, "panoramas", n, sections, panorama)
            length = self.rules.panorama_lengths[panorama]
            if n > length:
                text = _(
                    "{count} {panorama} sections, but the {panorama} panorama has only {length}."
                ).format(count=n, panorama=words, length=length)
                self.fail(i, "panoramas", text, panorama, "panorama.lengths")
        firsts = self.names(i, "panorama_firsts", p.panorama_firsts, data.PANORAMAS, "panorama")
        for panorama, n in Counter(firsts).items():
            words = panorama_words(panorama)
            if n > 1:
                text = _(
                    "the {panorama} achievement is listed {count} times, and there is one card."
                ).format(panorama=words, count=n)
                self.fail(i, "panorama_firsts", text, panorama, "panorama.first")
            held = p.panoramas.get(panorama, 0)
            length = self.rules.panorama_lengths[panorama]
            if held < length:
                text = _(
                    "the {panorama} achievement goes to the first traveller to complete the "
                    "{panorama} panorama, and this player holds {held} of its {length} sections."
                ).format(panorama=words, held=held, length=length)
                self.fail(i, "panorama_firsts", text, panorama, "panorama.first")

    def _hot_springs(self, i: int, p: PlayerSheet) -> None:
        twos = self.count(i, "hot_springs_2", p.hot_springs_2, _springs_worth(2))
        threes = self.count(i, "hot_springs_3", p.hot_springs_3, _springs_worth(3))
        saru = list(p.encounters).count("saru") if _is_list(p.encounters) else 0
        most = HOT_SPRING_SPACES + saru
        if twos + threes > most:
            text = (
                _(
                    "{count} hot spring cards in all, but the road has {springs} hot springs "
                    "and Saru, and a traveller stops at each at most once: {most} at most."
                )
                if saru
                else _(
                    "{count} hot spring cards in all, but the road has {springs} hot springs, "
                    "and a traveller stops at each at most once: {most} at most."
                )
            ).format(count=twos + threes, springs=HOT_SPRING_SPACES, most=most)
            self.fail(i, "hot_springs_2" if twos else "hot_springs_3", text, rule="hot_spring.card")

    def _meals(self, i: int, p: PlayerSheet) -> None:
        meals = self.names(i, "meals", p.meals, data.MEALS, "meal")
        for meal, n in Counter(meals).items():
            if n > 1:
                text = (
                    _(
                        "{meal} is listed twice, but nobody eats the same specialty twice on "
                        "the journey."
                    )
                    if n == 2
                    else _(
                        "{meal} is listed {count} times, but nobody eats the same specialty "
                        "twice on the journey."
                    )
                ).format(meal=card_name(meal), count=n)
                self.fail(i, "meals", text, meal, "inn.no_repeat")
        itamae = list(p.encounters).count("itamae") if _is_list(p.encounters) else 0
        if len(meals) > MEAL_INNS + itamae:
            text = (
                _(
                    "{count} meals, but a traveller eats at most one meal at each of the "
                    "{inns} inns after Kyoto and Itamae's."
                )
                if itamae
                else _(
                    "{count} meals, but a traveller eats at most one meal at each of the "
                    "{inns} inns after Kyoto."
                )
            ).format(count=len(meals), inns=MEAL_INNS)
            self.fail(i, "meals", text, rule="inn.one")

    def _encounters(self, i: int, p: PlayerSheet) -> None:
        for card in p.encounters if _is_list(p.encounters) else ():
            if card in data.NEW_ENCOUNTERS and not self.sheet.new_encounters:
                text = _("{card} is a New Encounters card: tick New Encounters.").format(
                    card=encounter_label(card)
                )
                self.fail(i, "encounters", text, card)
        cards = self.names(i, "encounters", p.encounters, self.encounter_cards, "encounter card")
        held = Counter(cards)
        for card, n in held.items():
            copies = self.encounter_cards[card]
            if n > copies:
                text = _("{count} {card} cards, but the deck holds {copies}.").format(
                    count=n, card=encounter_label(card), copies=number_word(copies)
                )
                self.fail(i, "encounters", text, card)
        chuubei = CHUUBEI_INNS if p.traveller == "chuubei" else 0
        if len(cards) > ENCOUNTER_SPACES + chuubei:
            text = (
                _(
                    "{count} encounter cards, but the road has {spaces} encounters and a "
                    "traveller stops at each at most once (and Chuubei draws one at each of the "
                    "{inns} inns on the way)."
                )
                if chuubei
                else _(
                    "{count} encounter cards, but the road has {spaces} encounters and a "
                    "traveller stops at each at most once."
                )
            ).format(count=len(cards), spaces=ENCOUNTER_SPACES, inns=chuubei)
            self.fail(i, "encounters", text, rule="encounter.draw")
        if not isinstance(p.takuhatsuso_paid, bool):
            text = _("tick it or not; {value} is neither.").format(value=repr(p.takuhatsuso_paid))
            self.fail(i, "takuhatsuso_paid", text)
        if p.takuhatsuso_paid and not held["takuhatsuso"]:
            text = _("ticked, but {card} is not among this player's encounter cards.").format(
                card=card_name("takuhatsuso")
            )
            self.fail(i, "takuhatsuso_paid", text, rule="new.takuhatsuso")

    def _temple(self, i: int, p: PlayerSheet) -> None:
        coins = self.count(i, "temple_coins", p.temple_coins, _("coins in the temple"))
        miko = list(p.encounters).count("miko")
        if coins < miko:
            text = _("{coins}, but each Miko card put a coin in the temple: at least {miko}.")
            text = text.format(coins=coins, miko=miko)
            self.fail(i, "temple_coins", text, rule="encounter.miko")
        if self.sheet.crossroads:
            # The Devotion amulet sends the coins of purchases to the temple, bought again
            # each time it is played: no count of stops bounds the coins given.
            return
        per_temple = self.rules.max_donation + (1 if p.traveller == "hirotada" else 0)
        most = TEMPLES * per_temple + miko
        if p.takuhatsuso_paid and data.TAKUHATSUSO_COIN_TO_TEMPLE:
            most += 1
        if coins > most:
            text = (
                _(
                    "{coins}, but at {temples} temples of at most {each} coins each, plus "
                    "{miko} from Miko, a traveller gives {most} at most."
                )
                if miko
                else _(
                    "{coins}, but at {temples} temples of at most {each} coins each, a "
                    "traveller gives {most} at most."
                )
            ).format(coins=coins, temples=TEMPLES, each=per_temple, miko=miko, most=most)
            self.fail(i, "temple_coins", text, rule="temple.donate")

    # ------------------------------------------------------------------ the whole table
    def _travellers(self) -> None:
        players = self.players
        without = [i for i, p in enumerate(players) if p.traveller is None]
        if without and len(without) < len(players):
            text = _(
                "missing. Either every player has a traveller, or nobody does (the initiatory "
                "journey)."
            )
            self.fail(without[0], "traveller", text, rule="variant.initiatory")
        seen: dict[str, int] = {}
        for i, p in enumerate(players):
            if p.traveller in seen:
                first = seen[p.traveller]
                text = _(
                    "{traveller} is also {player}'s traveller, and each traveller tile exists once."
                ).format(traveller=traveller_name(p.traveller), player=_who(players[first], first))
                self.fail(i, "traveller", text, p.traveller, "setup.deal", (first, i))
            if p.traveller is not None:
                seen[p.traveller] = i

    def _copies(self) -> None:
        players = self.players
        for family in data.FAMILIES:
            counts = [p.souvenirs.get(family, 0) for p in players]
            what = souvenirs_of(family)
            self._limit("souvenirs", counts, _family_size(family), what, family)
        for value, name in ((2, "hot_springs_2"), (3, "hot_springs_3")):
            counts = [getattr(p, name) for p in players]
            self._limit(name, counts, data.HOT_SPRINGS.count(value), _springs_worth(value))
        for meal, (_price, copies) in data.MEALS.items():
            counts = [list(p.meals).count(meal) for p in players]
            self._limit("meals", counts, copies, _cards_of(card_name(meal)), meal)
        for card, copies in self.encounter_cards.items():
            counts = [list(p.encounters).count(card) for p in players]
            self._limit("encounters", counts, copies, _cards_of(encounter_label(card)), card)
        for panorama in data.PANORAMAS:
            for section in range(1, self.rules.panorama_lengths[panorama] + 1):
                counts = [int(p.panoramas.get(panorama, 0) >= section) for p in players]
                # TRANSLATORS: {panorama} a panorama's name, {section} a section's number.
                what = _("{panorama} cards of section {section}").format(
                    panorama=panorama_words(panorama), section=section
                )
                self._limit("panoramas", counts, self.rules.panorama_copies, what, panorama)

        if self.sheet.crossroads:
            for name, kind in (("cherry_trees", "cherry_tree"), ("bathhouses", "bathhouse")):
                counts = [getattr(p, name) for p in players]
                self._limit(name, counts, data.CROSSROADS_COPIES[kind], field_words(name))
            for name, cards in (
                ("legendary", data.LEGENDARY),
                ("calligraphies", data.CALLIGRAPHIES),
            ):
                for card in cards:
                    counts = [list(getattr(p, name)).count(card) for p in players]
                    self._limit(name, counts, 1, _cards_of(card_name(card)), card)

    def _arrivals(self) -> None:
        """Patience scores by the order of arrival at Edo: it must be known, and possible."""
        players = self.players
        neutral = len(players) == 2 and data.PATIENCE_COUNTS_NEUTRAL
        places = len(players) + (1 if neutral else 0)
        seen: dict[int, int] = {}
        for i, p in enumerate(players):
            if p.arrival > places:
                text = _("{arrival}, but {places} travellers reach Edo: 1 to {places}.").format(
                    arrival=p.arrival, places=places
                )
                self.fail(i, "arrival", text, rule="cross.calligraphy_scoring")
            if p.arrival and p.arrival in seen:
                first = seen[p.arrival]
                # TRANSLATORS: {place} is a place in the ranking (1st, 2nd ...).
                text = _(
                    "{player} also arrived {place}, and travellers reach Edo one after another."
                ).format(player=_who(players[first], first), place=ordinal(p.arrival))
                self.fail(i, "arrival", text, rule="cross.calligraphy_scoring", involved=(first, i))
            if p.arrival:
                seen[p.arrival] = i
            if "patience" in p.calligraphies and not p.arrival:
                text = _(
                    "{calligraphy} scores by the order of arrival at Edo: enter this player's "
                    "place (1 for the first to arrive)."
                ).format(calligraphy=card_name("patience"))
                self.fail(i, "arrival", text, rule="cross.calligraphy_scoring")

    def _limit(self, field: str, counts: list[int], copies: int, what: str, key: Any = None):
        if sum(counts) <= copies:
            return
        # Who miscounted cannot be known: name the player holding the most, list everyone.
        holders = [j for j, n in enumerate(counts) if n]
        most = max(holders, key=lambda j: counts[j])
        # TRANSLATORS: one player's count, in a list ("Aiko has 4 and Bea has 3").
        held = listed(
            [
                _("{name} has {count}").format(
                    name=player_name(self.players[j], j), count=counts[j]
                )
                for j in holders
            ]
        )
        # TRANSLATORS: {what} names the cards counted ("food & drink souvenirs", "Dango
        # cards"); {holders} who has how many; {field} the field of the sheet to check.
        text = ngettext(
            "the table holds {count} {what}, but only {copies} exists ({holders}): check the "
            "{field} of each.",
            "the table holds {count} {what}, but only {copies} exist ({holders}): check the "
            "{field} of each.",
            copies,
        ).format(
            count=sum(counts), what=what, copies=copies, holders=held, field=field_words(field)
        )
        self.fail(most, field, text, key, involved=holders, table=True)

    def _panorama_firsts(self) -> None:
        players = self.players
        for panorama in data.PANORAMAS:
            firsts = [i for i, p in enumerate(players) if panorama in p.panorama_firsts]
            if len(firsts) > 1:
                text = _(
                    "{player} is also marked first to complete the {panorama} panorama, and only "
                    "one traveller can be first."
                ).format(
                    player=_who(players[firsts[0]], firsts[0]), panorama=panorama_words(panorama)
                )
                self.fail(firsts[1], "panorama_firsts", text, panorama, "panorama.first", firsts)
            length = self.rules.panorama_lengths[panorama]
            complete = [i for i, p in enumerate(players) if p.panoramas.get(panorama, 0) >= length]
            if complete and not firsts:
                names = listed([_who(players[i], i) for i in complete])
                text = _(
                    "{players} completed the {panorama} panorama, so the first of them took its "
                    "achievement: mark who it was."
                ).format(players=names, panorama=panorama_words(panorama))
                self.fail(
                    complete[0], "panorama_firsts", text, panorama, "panorama.first", complete
                )


# ---------------------------------------------------------------------- words


def _who(p: PlayerSheet, i: int) -> str:
    """How a message names a player: "Aiko (player 1)", or "Player 1" without a name."""
    name = player_name(p, i)
    if name == _("Player {number}").format(number=i + 1):
        return name
    # TRANSLATORS: a named player and their column's number.
    return _("{name} (player {number})").format(name=name, number=i + 1)


def _springs_worth(value: int) -> str:
    # TRANSLATORS: hot spring cards of one value (2 or 3 points), as a count names them.
    return _("hot spring cards worth {value}").format(value=value)


def _cards_of(name: str) -> str:
    # TRANSLATORS: the cards of one name ("Dango cards"), as a count names them.
    return _("{name} cards").format(name=name)


def _is_list(value: Any) -> bool:
    return isinstance(value, Sequence | set | frozenset) and not isinstance(value, str)


def _family_size(family: str) -> int:
    return sum(1 for f, _ in data.SOUVENIRS.values() if f == family)
