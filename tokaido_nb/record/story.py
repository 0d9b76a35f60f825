"""The journey in plain words: one line per turn, then the end-of-journey awards.

The story is told from a replay, so every line says what the rules did (points and coins
included), not only what the record wrote. Reading and replaying are the other modules' work;
this one only chooses the words.
"""

from __future__ import annotations

from collections.abc import Container, Mapping
from typing import Any

from ..rules import Game, data, prices
from ..rules.language import N_, _, ngettext, pgettext
from ..rules.state import Traveller
from ..rules.words import (
    ACHIEVEMENT_LABELS,
    BOTH_BY,
    DECISION_WORDS,
    DIE_FACE_LABELS,
    card_name,
    card_names,
    encounter_label,
    encounter_title,
    inn_name,
    left_out_reason,
    listed,
    ordinal_word,
    who,
)
from .reading import Record, read_record
from .replaying import RecordLike, ReplayError, replay_positions
from .writing import write_record


def story(source: Game | RecordLike, *, seen_by: Container[int] | None = None) -> list[str]:
    """The journey of a game or a game record, turn by turn, in plain words.

    ``seen_by`` (a live game at a table) lists the players whose secret Crossroads cards the
    reader may see: an amulet or calligraphy another traveller buys is then told without its
    name. None (the default) tells every card; so does a journey that is over.

    A game still being played ends with who is to do what now; a record that stops before Edo
    ends with "The record stops here". If a record stops being playable, the story tells the
    turns up to there and ends with what went wrong. A record that cannot be read at all raises
    ``RecordError``.

    >>> from tokaido_nb.rules import Game, Move
    >>> game = Game(3, travellers=["kinko", "umegae", "mitsukuni"], kyoto=[0, 1, 2])
    >>> game.play(Move(4))
    >>> story(game)[0]
    'Turn 1: Player 3 (Mitsukuni) walks to 4, a paddy field, and paints the first paddy \
section: 1 point.'
    """
    live = isinstance(source, Game)
    original = source
    if isinstance(source, Game):
        source = write_record(source, "")
    teller = _Teller(source, live)
    if seen_by is not None and not (isinstance(original, Game) and original.is_over()):
        teller.seen_by = seen_by
    try:
        for number, game in replay_positions(teller.record):
            teller.after(number, game)
    except ReplayError as error:
        # TRANSLATORS: {error} says which turn the rules refused and why.
        teller.lines.append(_("The replay stops: {error}").format(error=error))
        return teller.lines
    teller.end()
    return teller.lines


def last_turn(game: Game) -> str:
    """The last turn played in ``game``, in the words of ``story`` ("" before the first turn).

    For a lesson that shows what a turn did as a sentence rather than as the turn's record.

    >>> from tokaido_nb.rules import Game, Move
    >>> game = Game(3, travellers=["kinko", "umegae", "mitsukuni"], kyoto=[0, 1, 2])
    >>> last_turn(game)
    ''
    >>> game.play(Move(7))
    >>> last_turn(game)
    'Turn 1: Player 3 (Mitsukuni) walks to 7, a farm, and earns 3 coins.'
    """
    if not game.turns:
        return ""
    # The turn lines come first, one per finished turn, in order.
    return story(game)[len(game.turns) - 1]


class _Teller:
    def __init__(self, record: RecordLike, live: bool = False) -> None:
        self.record: Record = read_record(record)
        self.live = live  # a game being played, not a record read back: it goes on
        self.lines: list[str] = []
        self.before: list[Traveller] = []
        self.decider: int | None = None
        self.game: Game | None = None
        self.seen_by: Container[int] | None = None  # whose secret cards may be named

    def secret(self, turn: Mapping[str, Any]) -> bool:
        """Whether the secret card this turn's traveller bought is to be told without its name."""
        return self.seen_by is not None and turn.get("player") not in self.seen_by

    def name(self, index: int) -> str:
        assert self.game is not None
        return who(self.game.travellers[index])

    def after(self, number: int, game: Game) -> None:
        self.game = game
        if number > 0:
            self.lines.append(self.turn_line(number, game))
        self.before = [t.copy() for t in game.travellers]
        self.decider = game.to_move

    # ------------------------------------------------------------------ one turn
    def turn_line(self, number: int, game: Game) -> str:
        if number > len(game.turns):  # a turn saved after Fortune, before its move
            turn = self.record.turns[number - 1]
            traveller = self.name(turn["player"])
            fortune = self.fortune(turn)
            if fortune is None:
                return _("Turn {number}: {traveller} has not moved yet.").format(
                    number=number, traveller=traveller
                )
            face, coins = fortune
            return ngettext(
                # TRANSLATORS: {amulet} is the Fortune amulet's name; {face} is a face of the
                # fortune die: X, ×1, ×2, ×3 or ×4.
                "Turn {number}: {traveller} plays the {amulet} amulet, rolls {face} and gains "
                "{count} coin, and has not moved yet.",
                "Turn {number}: {traveller} plays the {amulet} amulet, rolls {face} and gains "
                "{count} coins, and has not moved yet.",
                coins,
            ).format(
                number=number,
                traveller=traveller,
                amulet=card_name("fortune"),
                face=face,
                count=coins,
            )
        turn = game.turns[number - 1]
        index = turn["player"]
        was, now = self.before[index], game.travellers[index]
        to = turn["to"]
        kind = data.BOARD[to][0]
        if kind == "inn":
            if to in (data.EDO, data.KYOTO):
                # TRANSLATORS: {inn} is Kyoto or Edo.
                text = _("arrives at {inn}").format(inn=inn_name(to))
            else:
                text = _("arrives at the inn at {position}").format(position=to)
            text = self.inn_tail(text, turn, was, now)
        else:
            text = _(WALKS[kind]).format(position=to)
            if _played(turn, "friendship"):
                # TRANSLATORS: {amulet} is the Friendship amulet's name.
                text = _("{done}, sharing it thanks to the {amulet} amulet").format(
                    done=text, amulet=card_name("friendship")
                )
            if "option" in turn or "both" in turn or _played(turn, "health"):
                text = self.crossroads_tail(text, kind, turn, was, now)
            else:
                text = self.stop_tail(text, kind, turn, was, now)
            text = self.after_stop(text, turn, now)
        for achievement in now.achievements[len(was.achievements) :]:
            text = _(FIRST_TO_COMPLETE[achievement]).format(done=text)
        fortune = self.fortune(turn)
        if fortune is not None:
            face, coins = fortune
            text = ngettext(
                # TRANSLATORS: {face} is a face of the fortune die (X, ×1 ... ×4); {action} is
                # what the traveller did next ("walks to 4, a paddy field, ...").
                "plays the {amulet} amulet, rolls {face} and gains {count} coin, then {action}",
                "plays the {amulet} amulet, rolls {face} and gains {count} coins, then {action}",
                coins,
            ).format(amulet=card_name("fortune"), face=face, count=coins, action=text)
        points = now.score - was.score
        if now.neutral:
            # TRANSLATORS: {player} moved the neutral traveller; {actions} is what it did.
            return _("Turn {number}: The neutral traveller, moved by {player}, {actions}.").format(
                number=number, player=self.name(self.decider or 0), actions=text
            )
        if points:
            return ngettext(
                # TRANSLATORS: a line of a game's story; {actions} is what the traveller did
                # ("walks to 4, a paddy field, and paints ..."), {count} the points it scored.
                "Turn {number}: {traveller} {actions}: {count} point.",
                "Turn {number}: {traveller} {actions}: {count} points.",
                points,
            ).format(number=number, traveller=self.name(index), actions=text, count=points)
        return _("Turn {number}: {traveller} {actions}.").format(
            number=number, traveller=self.name(index), actions=text
        )

    # ------------------------------------------------------------------ Crossroads
    def fortune(self, turn: Mapping[str, Any]) -> tuple[str, int] | None:
        """The die face rolled with the Fortune amulet before moving, and the coins it gave."""
        if "fortune" not in turn:
            return None
        assert self.game is not None
        rules = self.game.rules
        face = turn["fortune"]
        return DIE_FACE_LABELS[face], rules.fortune_stake * rules.die_multipliers[face]

    def after_stop(self, done: str, turn: Mapping[str, Any], now: Traveller) -> str:
        """What followed the stop: Devotion's coins, Vitality's move, Gotozaemon's coin."""
        assert self.game is not None
        rules = self.game.rules
        if now.key == "gotozaemon" and data.BOARD[turn["to"]][0] in data.PANORAMAS:
            coins = rules.gotozaemon_coins
            done = ngettext(
                "{done}, and earns {count} coin as Gotozaemon",
                "{done}, and earns {count} coins as Gotozaemon",
                coins,
            ).format(done=done, count=coins)
        if "devotion" in turn:
            done = _devotion(done, turn["devotion"])
        if _played(turn, "vitality"):
            # TRANSLATORS: {amulet} is the Vitality amulet's name.
            done = _("{done}; in the lead, they play the {amulet} amulet to move again").format(
                done=done, amulet=card_name("vitality")
            )
        return done

    def crossroads_tail(
        self, done: str, kind: str, turn: Mapping[str, Any], was: Traveller, now: Traveller
    ) -> str:
        """What happened at a stop where the Crossroads option, or both actions, were taken."""
        option = self.option_words(turn, now)
        both = turn.get("both")
        health = _played(turn, "health")
        if both is None and not health:
            return _and(done, option) if option else done
        base = self.base_words(kind, turn, was, now)
        parts = [base, option] if both != "option_first" else [option, base]
        actions = [part for part in parts if part]
        by = "health" if health else now.key
        if not actions:
            told = _("{done}, and does nothing more").format(done=done)
        elif by not in BOTH_BY:
            told = _and(done, _then(actions))
        else:
            told = _("{done}, and takes both actions ({by}): {actions}").format(
                done=done, by=_(BOTH_BY[by]), actions=_then(actions)
            )
        if actions and "declined" in turn:
            assert self.game is not None
            option_key = data.CROSSROADS_OPTIONS[kind]
            cards_left = option_key == "gaming_room" or bool(self.game.piles.get(option_key))
            told = _("{done}; {reason}").format(
                done=told, reason=left_out_reason(kind, turn["declined"], cards_left)
            )
        return told

    def base_words(self, kind: str, turn: Mapping[str, Any], was: Traveller, now: Traveller) -> str:
        """The base action of a Crossroads stop, as words after "and"; empty if not taken."""
        assert self.game is not None
        rules = self.game.rules
        if kind == "farm":
            coins = rules.farm_coins
            return ngettext(
                "earns {count} coin at the farm", "earns {count} coins at the farm", coins
            ).format(count=coins)
        if kind in data.PANORAMAS:
            if now.panoramas.get(kind, 0) == was.panoramas.get(kind, 0):
                return ""
            return _("paints {section}").format(section=_section(now, kind))
        if kind == "village" and "revealed" not in turn:
            return ""
        if kind == "temple" and "donate" not in turn:
            return ""
        if kind == "hot_spring" and "hot_spring" in turn:
            spring = turn["hot_spring"]
            return ngettext(
                "bathes in a {count}-point hot spring",
                "bathes in a {count}-point hot spring",
                spring,
            ).format(count=spring)
        told = self.stop_words(kind, turn, was, now)
        return told[1] if told else ""

    def option_words(self, turn: Mapping[str, Any], now: Traveller) -> str:
        """The Crossroads option taken, as words after "and"; empty if not taken."""
        option = turn.get("option")
        if option is None:
            return ""
        assert self.game is not None
        rules = self.game.rules
        if option == "cherry_tree":
            return _("takes a cherry tree ({points}, {coins})").format(
                points=_points(rules.cherry_tree_points), coins=_coins(rules.cherry_tree_coins)
            )
        if option == "bathhouse":
            price = rules.bathhouse_price
            return ngettext(
                "pays {count} coin for a bathhouse", "pays {count} coins for a bathhouse", price
            ).format(count=price)
        if option == "gaming_room":
            face = turn.get("roll", "?")
            bet = rules.gaming_room_bet
            back = bet * rules.die_multipliers.get(face, 0)
            # TRANSLATORS: {bet} and {back} are counted coins ("2 coins"); {face} is a face of
            # the fortune die (X, ×1 ... ×4).
            return _(
                "bets {bet} in the gaming room: the fortune die shows {face}, {back} back"
            ).format(bet=_coins(bet), face=DIE_FACE_LABELS.get(face, face), back=_coins(back))
        if option == "amulet":
            amulet = turn.get("amulet")
            if amulet is None:
                return _("looks at the amulets but buys none")
            price = rules.amulet_price
            bank = bool(turn.get("bank_coin"))
            if self.secret(turn):
                if bank:
                    return ngettext(
                        "buys an amulet for {count} coin (and the bank's coin to the temple)",
                        "buys an amulet for {count} coins (and the bank's coin to the temple)",
                        price,
                    ).format(count=price)
                return ngettext(
                    "buys an amulet for {count} coin", "buys an amulet for {count} coins", price
                ).format(count=price)
            if bank:
                return ngettext(
                    "buys the {card} amulet for {count} coin (and the bank's coin to the temple)",
                    "buys the {card} amulet for {count} coins (and the bank's coin to the temple)",
                    price,
                ).format(card=card_name(amulet), count=price)
            return ngettext(
                "buys the {card} amulet for {count} coin",
                "buys the {card} amulet for {count} coins",
                price,
            ).format(card=card_name(amulet), count=price)
        if option == "legendary":
            card = turn.get("legendary")
            if card is None:
                return _("looks at the legendary objects but buys none")
            price = rules.legendary_prices[card]
            return ngettext(
                "buys {card}, a legendary object, for {count} coin",
                "buys {card}, a legendary object, for {count} coins",
                price,
            ).format(card=card_name(card), count=price)
        if option == "calligraphy":
            card = turn.get("calligraphy")
            if card is None:
                return _("looks at the calligraphies but buys none")
            price = rules.calligraphy_price
            if self.secret(turn):
                return ngettext(
                    "buys a calligraphy for {count} coin",
                    "buys a calligraphy for {count} coins",
                    price,
                ).format(count=price)
            return ngettext(
                "buys the {card} calligraphy for {count} coin",
                "buys the {card} calligraphy for {count} coins",
                price,
            ).format(card=card_name(card), count=price)
        return ""

    def stop_tail(
        self, done: str, kind: str, turn: Mapping[str, Any], was: Traveller, now: Traveller
    ) -> str:
        """``done`` ("walks to 7, a farm") followed by what happened at that road stop."""
        told = self.stop_words(kind, turn, was, now)
        if told is None:
            return done
        joined, action = told
        if joined:
            return _and(done, action)
        return _("{done}, {action}").format(done=done, action=action)

    def stop_words(
        self, kind: str, turn: Mapping[str, Any], was: Traveller, now: Traveller
    ) -> tuple[bool, str] | None:
        """What happened at a road stop: whether it joins the stop with "and", and its words;
        None if nothing did."""
        if now.neutral:
            if kind == "temple":
                return True, _("leaves the bank's coin in the temple")
            return None
        if kind == "farm":
            assert self.game is not None
            if self.game.crossroads:
                coins = self.game.rules.farm_coins
            else:
                coins = now.coins - was.coins
            return True, ngettext("earns {count} coin", "earns {count} coins", coins).format(
                count=coins
            )
        if kind == "hot_spring":
            if "hot_spring" in turn:
                spring = turn["hot_spring"]
                return True, ngettext(
                    "bathes: a {count}-point hot spring card",
                    "bathes: a {count}-point hot spring card",
                    spring,
                ).format(count=spring)
            return False, _("but the hot spring cards have run out")
        if kind == "temple":
            if "donate" not in turn:
                return None
            coins = turn["donate"]
            if turn.get("bank_coin"):
                return True, ngettext(
                    "gives {count} coin to the temple and adds the bank's coin",
                    "gives {count} coins to the temple and adds the bank's coin",
                    coins,
                ).format(count=coins)
            return True, ngettext(
                "gives {count} coin to the temple", "gives {count} coins to the temple", coins
            ).format(count=coins)
        if kind == "encounter":
            assert self.game is not None
            rules = self.game.rules
            met = self.encounter_words(turn, was, now)
            if now.key == "umegae":
                # TRANSLATORS: Umegae's power; {coins} and {points} are counted ("1 coin").
                return False, _("entertains for {coins} and {points}, and {action}").format(
                    coins=_coins(rules.umegae_coins),
                    points=_points(rules.umegae_points),
                    action=met,
                )
            return True, met
        if kind == "village":
            return False, self.village_words(turn, was.coins - now.coins)
        return True, _("paints {section}").format(section=_section(now, kind))

    def encounter_words(self, keys: Mapping[str, Any], was: Traveller, now: Traveller) -> str:
        drawn = keys.get("drawn", [])
        if not drawn:
            return _("finds no encounter card left")
        card = keys.get("kept", drawn[0])
        if len(drawn) == 2:
            both = listed(encounter_label(c) for c in drawn)
            if "kept" not in keys:
                return _("draws {cards}").format(cards=both)
            met = self.met(card, keys, was, now)
            # TRANSLATORS: Yoshiyasu draws two encounter cards and keeps one; {action} is the
            # meeting ("meets Kuge the noble, who gives 3 coins").
            return _("draws {cards}, keeps {card} and {action}").format(
                cards=both, card=encounter_label(keys["kept"]), action=met
            )
        return self.met(card, keys, was, now)

    def met(self, card: str, keys: Mapping[str, Any], was: Traveller, now: Traveller) -> str:
        """Meeting the encounter ``card``, with what it gave: "meets Kuge the noble, who ..."."""
        title = encounter_title(card)
        if card == "shokunin":
            souvenir = keys.get("souvenir")
            if souvenir:
                return _("meets {encounter}, who gives the souvenir {card}").format(
                    encounter=title, card=card_name(souvenir)
                )
            return _("meets {encounter}, but the souvenirs have run out").format(encounter=title)
        if card in data.ANNAIBITO:
            panorama = keys.get("panorama")
            if panorama:
                return _("meets {encounter}, who shows {section}").format(
                    encounter=title, section=_section(now, panorama)
                )
            return _("meets {encounter}, but takes no panorama card").format(encounter=title)
        if card == "kuge":
            assert self.game is not None
            coins = self.game.rules.kuge_coins
            return ngettext(
                "meets {encounter}, who gives {count} coin",
                "meets {encounter}, who gives {count} coins",
                coins,
            ).format(encounter=title, count=coins)
        if card == "miko":
            return _("meets {encounter}, who puts a coin in the temple for them").format(
                encounter=title
            )
        if card == "saru":
            spring = keys.get("hot_spring")
            if spring:
                return ngettext(
                    "meets {encounter}, who finds a {count}-point hot spring card",
                    "meets {encounter}, who finds a {count}-point hot spring card",
                    spring,
                ).format(encounter=title, count=spring)
            return _("meets {encounter}").format(encounter=title)
        if keys.get("paid"):
            fee = prices.ENCOUNTER_FEE
            if card == "itamae":
                meal = keys.get("meal")
                if meal and meal in was.meals:
                    return ngettext(
                        "meets {encounter} and pays {count} coin for {meal}, a specialty "
                        "already eaten",
                        "meets {encounter} and pays {count} coins for {meal}, a specialty "
                        "already eaten",
                        fee,
                    ).format(encounter=title, count=fee, meal=card_name(meal))
                if meal:
                    return ngettext(
                        "meets {encounter} and pays {count} coin for {meal}",
                        "meets {encounter} and pays {count} coins for {meal}",
                        fee,
                    ).format(encounter=title, count=fee, meal=card_name(meal))
                return ngettext(
                    "meets {encounter} and pays {count} coin",
                    "meets {encounter} and pays {count} coins",
                    fee,
                ).format(encounter=title, count=fee)
            if card == "kitoushi":
                return ngettext(
                    "meets {encounter} and pays {count} coin for {section}",
                    "meets {encounter} and pays {count} coins for {section}",
                    fee,
                ).format(encounter=title, count=fee, section=_section(now, keys.get("panorama")))
            return ngettext(
                "meets {encounter} and gives {count} coin",
                "meets {encounter} and gives {count} coins",
                fee,
            ).format(encounter=title, count=fee)
        if "paid" in keys:
            return _("meets {encounter} but does not pay").format(encounter=title)
        return _("meets {encounter}").format(encounter=title)

    def village_words(self, turn: Mapping[str, Any], spent: int) -> str:
        revealed = turn.get("revealed", [])
        if not revealed:
            return _("but the souvenirs have run out")
        seen = card_names(revealed)
        if "bought" not in turn:
            return _("sees {cards}").format(cards=seen)
        bought = turn["bought"]
        if not bought:
            return _("sees {cards} and buys nothing").format(cards=seen)
        if "one_coin" in turn:
            assert self.game is not None
            price = self.game.rules.zen_emon_price
            # TRANSLATORS: Zen-emon buys one souvenir ({card}) for {one_coin} ("1 coin").
            return ngettext(
                "sees {cards} and buys {bought} for {count} coin ({card} for {one_coin})",
                "sees {cards} and buys {bought} for {count} coins ({card} for {one_coin})",
                spent,
            ).format(
                cards=seen,
                bought=card_names(bought),
                count=spent,
                card=card_name(turn["one_coin"]),
                one_coin=_coins(price),
            )
        return ngettext(
            "sees {cards} and buys {bought} for {count} coin",
            "sees {cards} and buys {bought} for {count} coins",
            spent,
        ).format(cards=seen, bought=card_names(bought), count=spent)

    def inn_tail(self, done: str, turn: Mapping[str, Any], was: Traveller, now: Traveller) -> str:
        """``done`` ("arrives at the inn at 14") followed by what happened at the inn."""
        if now.neutral:
            if "discard" not in turn:
                return done
            return _("{done} and discards {card} from the inn's hand").format(
                done=done, card=card_name(turn["discard"])
            )
        actions = []
        if "hiroshige" in turn:
            panorama = turn["hiroshige"]
            if panorama:
                actions.append(_("paints {section}").format(section=_section(now, panorama)))
            else:
                actions.append(_("takes no panorama card"))
        if "chuubei" in turn:
            actions.append(self.encounter_words(turn["chuubei"], was, now))
        if "daigoro" in turn:
            card = turn["daigoro"]
            if card:
                actions.append(_("finds the souvenir {card}").format(card=card_name(card)))
            else:
                actions.append(_("finds no souvenir left"))
        if "jirocho" in turn:
            face = turn["jirocho"]
            if face is None:
                actions.append(_("does not bet"))
            else:
                assert self.game is not None
                rules = self.game.rules
                back = rules.jirocho_bet * rules.die_multipliers[face]
                actions.append(
                    # TRANSLATORS: Jirocho's bet; {bet} and {back} are counted coins ("1 coin").
                    _("bets {bet} on the fortune die: it shows {face}, {back} back").format(
                        bet=_coins(rules.jirocho_bet), face=DIE_FACE_LABELS[face], back=_coins(back)
                    )
                )
        if "satsuki" in turn:
            free = turn["satsuki"]
            meal = card_name(free["card"])
            kept = free.get("kept")
            if kept is None:
                actions.append(_("is given {meal} free").format(meal=meal))
            elif kept:
                actions.append(_("is given {meal} free and eats it").format(meal=meal))
            else:
                actions.append(_("is given {meal} free and refuses it").format(meal=meal))
        if "shown" in turn:
            actions.append(self.meal_words(turn, now))
        for action in actions:
            done = _("{done}, {action}").format(done=done, action=action)
        if "devotion" in turn:
            done = _devotion(done, turn["devotion"])
        return done

    def meal_words(self, turn: Mapping[str, Any], now: Traveller) -> str:
        """The meals shown at an inn and the one eaten."""
        shown = turn["shown"]
        meal = turn.get("meal")
        if not shown:
            if meal or "meal" not in turn:
                return _("finds no meal left")
            return _("finds no meal left and eats nothing")
        cards = card_names(shown)
        if meal and _played(turn, "hospitality"):
            # TRANSLATORS: {amulet} is the Hospitality amulet's name.
            return _("is shown {cards} and eats {meal} free with the {amulet} amulet").format(
                cards=cards, meal=card_name(meal), amulet=card_name("hospitality")
            )
        if meal:
            assert self.game is not None
            cost = prices.meal_cost(meal, now.key, self.game.rules)
            return ngettext(
                "is shown {cards} and eats {meal} for {count} coin",
                "is shown {cards} and eats {meal} for {count} coins",
                cost,
            ).format(cards=cards, meal=card_name(meal), count=cost)
        if "meal" in turn:
            return _("is shown {cards} and eats nothing").format(cards=cards)
        return _("is shown {cards}").format(cards=cards)

    # ------------------------------------------------------------------ the end
    def end(self) -> None:
        game = self.game
        if game is None:
            return
        if not game.is_over():
            if game.decision is not None:
                who_next = self.name(game.actor or 0)
                # TRANSLATORS: {task} is what a decision asks ("choose where to move").
                task = _(DECISION_WORDS[game.decision].task)
                if self.live:
                    self.lines.append(
                        _("Now {traveller} is to {task}.").format(traveller=who_next, task=task)
                    )
                else:
                    self.lines.append(
                        _("The record stops here: {traveller} is to {task}.").format(
                            traveller=who_next, task=task
                        )
                    )
            return
        self.lines.append(
            _("Every traveller has reached the end of the road: the journey is over.")
        )
        breakdowns = game.breakdowns()
        players = [t for t in game.travellers if not t.neutral]
        for t, held, points in zip(players, game.achievements(), breakdowns, strict=True):
            awards = []
            late = held[len(t.achievements) :]
            if late:
                names = listed(_(ACHIEVEMENT_LABELS[a]) for a in late)
                awards.append(
                    ngettext(
                        "the {names} achievement", "the {names} achievements", len(late)
                    ).format(names=names)
                )
            temple = points["temple"]
            if temple:
                awards.append(
                    ngettext(
                        "{count} point for the temple", "{count} points for the temple", temple
                    ).format(count=temple)
                )
            if t.calligraphies:
                awards.append(
                    ngettext(
                        # TRANSLATORS: {points} is counted ("6 points"); {names} the cards.
                        "{points} for the {names} calligraphy",
                        "{points} for the {names} calligraphies",
                        len(t.calligraphies),
                    ).format(
                        points=_points(points["calligraphies"]), names=card_names(t.calligraphies)
                    )
                )
            if awards:
                self.lines.append(
                    _("{traveller} receives {awards}.").format(
                        traveller=self.name(t.index), awards=listed(awards)
                    )
                )
        order = sorted(range(len(players)), key=lambda i: (game.ranks()[i], i))
        scores = game.scores()
        # TRANSLATORS: one entry of the final scores' list: a traveller and their score.
        table = ", ".join(
            _("{traveller} {score}").format(traveller=self.name(i), score=scores[i]) for i in order
        )
        self.lines.append(_("Final scores: {table}.").format(table=table))
        winners = [self.name(i) for i in game.winners()]
        if len(winners) == 1:
            self.lines.append(_("{traveller} wins.").format(traveller=winners[0]))
        else:
            self.lines.append(_("Shared victory: {travellers}.").format(travellers=listed(winners)))


def _and(done: str, action: str) -> str:
    """What was done, then one more action: "walks to 7, a farm, and earns 3 coins"."""
    # TRANSLATORS: {done} is the turn so far ("walks to 7, a farm"), {action} what followed.
    return _("{done}, and {action}").format(done=done, action=action)


def _played(turn: Mapping[str, Any], amulet: str) -> bool:
    """Whether a turn played ``amulet``."""
    return amulet in turn.get("amulets", ())


def _coins(count: int) -> str:
    return ngettext("{count} coin", "{count} coins", count).format(count=count)


def _points(count: int) -> str:
    return ngettext("{count} point", "{count} points", count).format(count=count)


def _then(actions: list[str]) -> str:
    """Actions one after the other: "earns 3 coins, then takes a cherry tree"."""
    told = actions[0]
    for action in actions[1:]:
        told = _("{done}, then {action}").format(done=told, action=action)
    return told


def _devotion(done: str, coins: int) -> str:
    return ngettext(
        # TRANSLATORS: {amulet} is the Devotion amulet's name.
        "{done}; the {amulet} amulet sends {count} coin to the temple",
        "{done}; the {amulet} amulet sends {count} coins to the temple",
        coins,
    ).format(done=done, amulet=card_name("devotion"), count=coins)


def _section(t: Traveller, panorama: str | None) -> str:
    """The panorama section a traveller has just painted, as an object of a sentence: "the
    first paddy section"."""
    # A record that names no panorama (None) reads as its first section, as any unknown one.
    number = 0 if panorama is None else t.panoramas.get(panorama, 0)
    ordinal = _section_ordinal(number)
    if panorama == "mountain":
        # TRANSLATORS: {ordinal} is "first", "second" ... (msgctxt "panorama section").
        return _("the {ordinal} mountain section").format(ordinal=ordinal)
    if panorama == "sea":
        return _("the {ordinal} sea section").format(ordinal=ordinal)
    if panorama == "paddy":
        return _("the {ordinal} paddy section").format(ordinal=ordinal)
    return _("the {ordinal} {panorama} section").format(ordinal=ordinal, panorama=panorama)


def _section_ordinal(number: int) -> str:
    # The ordinal agrees with the word for a section in some languages: its own messages.
    words = {
        1: pgettext("panorama section", "first"),
        2: pgettext("panorama section", "second"),
        3: pgettext("panorama section", "third"),
        4: pgettext("panorama section", "fourth"),
        5: pgettext("panorama section", "fifth"),
    }
    return words.get(number, ordinal_word(number))


WALKS: dict[str, str] = {
    "village": N_("walks to {position}, a village"),
    "temple": N_("walks to {position}, a temple"),
    "encounter": N_("walks to {position}, an encounter"),
    "paddy": N_("walks to {position}, a paddy field"),
    "mountain": N_("walks to {position}, a mountain view"),
    "sea": N_("walks to {position}, a sea view"),
    "hot_spring": N_("walks to {position}, a hot spring"),
    "farm": N_("walks to {position}, a farm"),
}
"""How a turn's line begins at each kind of road stop but an inn."""

FIRST_TO_COMPLETE: dict[str, str] = {
    "paddy": N_("{done}, the first to complete the paddy panorama"),
    "mountain": N_("{done}, the first to complete the mountain panorama"),
    "sea": N_("{done}, the first to complete the sea panorama"),
}
"""What a turn's line adds when its traveller is the first to complete a panorama."""
