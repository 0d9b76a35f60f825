"""The journey in plain words: one line per turn, then the end-of-journey awards.

The story is told from a replay, so every line says what the rules did (points and coins
included), not only what the record wrote. Reading and replaying are the other modules' work;
this one only chooses the words.
"""

from __future__ import annotations

from collections.abc import Container, Mapping
from typing import Any

from ..rules import Game, data, prices
from ..rules.state import Traveller
from ..rules.words import (
    ACHIEVEMENT_LABELS,
    BOTH_BY,
    DECISION_WORDS,
    DIE_FACE_LABELS,
    STOP_NAMES,
    a_or_an,
    card_name,
    card_names,
    encounter_label,
    encounter_title,
    left_out_reason,
    listed,
    noun,
    ordinal_word,
    plural,
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
        teller.lines.append(f"The replay stops: {error}")
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
            before = self.before_move(turn).removesuffix(", then ")
            return f"Turn {number}: {self.name(turn['player'])} {before}, and has not moved yet."
        turn = game.turns[number - 1]
        index = turn["player"]
        was, now = self.before[index], game.travellers[index]
        if now.neutral:
            who = f"The neutral traveller, moved by {self.name(self.decider or 0)},"
        else:
            who = self.name(index)
        to = turn["to"]
        kind = data.BOARD[to][0]
        before = self.before_move(turn)
        if kind == "inn":
            place = {data.EDO: "Edo", data.KYOTO: "Kyoto"}.get(to, f"the inn at {to}")
            text = f"{before}arrives at {place}" + self.inn_tail(turn, was, now)
        else:
            shared = (
                ", sharing it thanks to the Friendship amulet,"
                if _played(turn, "friendship")
                else ","
            )
            text = f"{before}walks to {to}, {a_or_an(STOP_NAMES[kind])}{shared}"
            if "option" in turn or "both" in turn or _played(turn, "health"):
                text += self.crossroads_tail(kind, turn, was, now)
            else:
                text += self.stop_tail(kind, turn, was, now)
            text += self.after_stop(turn, now)
        for achievement in now.achievements[len(was.achievements) :]:
            text += f", the first to complete the {achievement} panorama"
        line = f"Turn {number}: {who} {text.rstrip(',')}"
        points = now.score - was.score
        if points:
            line += f": {plural(points, 'point')}"
        return line + "."

    # ------------------------------------------------------------------ Crossroads
    def before_move(self, turn: Mapping[str, Any]) -> str:
        """What a traveller did before moving (the Fortune amulet), as words before "walks"."""
        if "fortune" not in turn:
            return ""
        assert self.game is not None
        rules = self.game.rules
        face = turn["fortune"]
        coins = rules.fortune_stake * rules.die_multipliers[face]
        label = DIE_FACE_LABELS[face]
        return f"plays the Fortune amulet, rolls {label} and gains {plural(coins, 'coin')}, then "

    def after_stop(self, turn: Mapping[str, Any], now: Traveller) -> str:
        """What followed the stop: Devotion's coins, Vitality's move, Gotozaemon's coin."""
        words = ""
        assert self.game is not None
        rules = self.game.rules
        if now.key == "gotozaemon" and data.BOARD[turn["to"]][0] in data.PANORAMAS:
            words += f", and earns {plural(rules.gotozaemon_coins, 'coin')} as Gotozaemon"
        if "devotion" in turn:
            words += f"; the Devotion amulet sends {plural(turn['devotion'], 'coin')} to the temple"
        if _played(turn, "vitality"):
            words += "; in the lead, they play the Vitality amulet to move again"
        return words

    def crossroads_tail(
        self, kind: str, turn: Mapping[str, Any], was: Traveller, now: Traveller
    ) -> str:
        """What happened at a stop where the Crossroads option, or both actions, were taken."""
        option = self.option_words(turn, now)
        both = turn.get("both")
        health = _played(turn, "health")
        if both is None and not health:
            return f" and {option}" if option else ""
        base = self.base_words(kind, turn, was, now)
        parts = [base, option] if both != "option_first" else [option, base]
        done = [part for part in parts if part]
        by = "health" if health else now.key
        opening = f" and takes both actions ({BOTH_BY[by]}):" if by in BOTH_BY else " and"
        if not done:
            return f"{opening} does nothing more"
        told = f"{opening} " + ", then ".join(done)
        if "declined" in turn:
            assert self.game is not None
            option = data.CROSSROADS_OPTIONS[kind]
            cards_left = option == "gaming_room" or bool(self.game.piles.get(option))
            told += f"; {left_out_reason(kind, turn['declined'], cards_left)}"
        return told

    def base_words(self, kind: str, turn: Mapping[str, Any], was: Traveller, now: Traveller) -> str:
        """The base action of a Crossroads stop, as words after "and"; empty if not taken."""
        assert self.game is not None
        rules = self.game.rules
        if kind == "farm":
            return f"earns {plural(rules.farm_coins, 'coin')} at the farm"
        if kind in data.PANORAMAS:
            if now.panoramas.get(kind, 0) == was.panoramas.get(kind, 0):
                return ""
            return f"paints the {_section(now, kind)} {kind} section"
        if kind == "village" and "revealed" not in turn:
            return ""
        if kind == "temple" and "donate" not in turn:
            return ""
        if kind == "hot_spring" and "hot_spring" in turn:
            return f"bathes in a {turn['hot_spring']}-point hot spring"
        tail = self.stop_tail(kind, turn, was, now)
        return tail.removeprefix(" and ").removeprefix(",").strip()

    def option_words(self, turn: Mapping[str, Any], now: Traveller) -> str:
        """The Crossroads option taken, as words after "and"; empty if not taken."""
        option = turn.get("option")
        if option is None:
            return ""
        assert self.game is not None
        rules = self.game.rules
        if option == "cherry_tree":
            return (
                f"takes a cherry tree ({plural(rules.cherry_tree_points, 'point')}, "
                f"{plural(rules.cherry_tree_coins, 'coin')})"
            )
        if option == "bathhouse":
            return f"pays {plural(rules.bathhouse_price, 'coin')} for a bathhouse"
        if option == "gaming_room":
            face = turn.get("roll", "?")
            bet = rules.gaming_room_bet
            back = bet * rules.die_multipliers.get(face, 0)
            return (
                f"bets {plural(bet, 'coin')} in the gaming room: the fortune die shows "
                f"{DIE_FACE_LABELS.get(face, face)}, {plural(back, 'coin')} back"
            )
        if option == "amulet":
            amulet = turn.get("amulet")
            if amulet is None:
                return "looks at the amulets but buys none"
            bank = " (and the bank's coin to the temple)" if turn.get("bank_coin") else ""
            if self.secret(turn):
                return f"buys an amulet for {plural(rules.amulet_price, 'coin')}{bank}"
            return (
                f"buys the {card_name(amulet)} amulet for "
                f"{plural(rules.amulet_price, 'coin')}{bank}"
            )
        if option == "legendary":
            card = turn.get("legendary")
            if card is None:
                return "looks at the legendary objects but buys none"
            price = plural(rules.legendary_prices[card], "coin")
            return f"buys {card_name(card)}, a legendary object, for {price}"
        if option == "calligraphy":
            card = turn.get("calligraphy")
            if card is None:
                return "looks at the calligraphies but buys none"
            if self.secret(turn):
                return f"buys a calligraphy for {plural(rules.calligraphy_price, 'coin')}"
            return (
                f"buys the {card_name(card)} calligraphy for "
                f"{plural(rules.calligraphy_price, 'coin')}"
            )
        return ""

    def stop_tail(self, kind: str, turn: Mapping[str, Any], was: Traveller, now: Traveller) -> str:
        """What happened at a road stop, as words to follow "walks to 7, a farm,"."""
        if now.neutral:
            return " and leaves the bank's coin in the temple" if kind == "temple" else ""
        if kind == "farm":
            assert self.game is not None
            if self.game.crossroads:
                return f" and earns {plural(self.game.rules.farm_coins, 'coin')}"
            return f" and earns {plural(now.coins - was.coins, 'coin')}"
        if kind == "hot_spring":
            if "hot_spring" in turn:
                return f" and bathes: a {turn['hot_spring']}-point hot spring card"
            return " but the hot spring cards have run out"
        if kind == "temple":
            if "donate" not in turn:
                return ""
            bank = " and adds the bank's coin" if turn.get("bank_coin") else ""
            return f" and gives {plural(turn['donate'], 'coin')} to the temple{bank}"
        if kind == "encounter":
            assert self.game is not None
            rules = self.game.rules
            show = ""
            if now.key == "umegae":
                show = (
                    f" entertains for {plural(rules.umegae_coins, 'coin')} and "
                    f"{plural(rules.umegae_points, 'point')},"
                )
            return show + " and " + self.encounter_words(turn, was, now)
        if kind == "village":
            return self.village_tail(turn, was.coins - now.coins)
        return f" and paints the {_section(now, kind)} {kind} section"

    def encounter_words(self, keys: Mapping[str, Any], was: Traveller, now: Traveller) -> str:
        drawn = keys.get("drawn", [])
        if not drawn:
            return "finds no encounter card left"
        opening = ""
        if len(drawn) == 2:
            both = listed(encounter_label(card) for card in drawn)
            if "kept" not in keys:
                return f"draws {both}"
            opening = f"draws {both}, keeps {encounter_label(keys['kept'])} and "
        card = keys.get("kept", drawn[0])
        effect = ""
        if card == "shokunin":
            souvenir = keys.get("souvenir")
            effect = (
                f", who gives {a_or_an(card_name(souvenir))}"
                if souvenir
                else ", but the souvenirs have run out"
            )
        elif card in data.ANNAIBITO:
            panorama = keys.get("panorama")
            if panorama:
                effect = f", who shows the {_section(now, panorama)} {panorama} section"
            else:
                effect = ", but takes no panorama card"
        elif card == "kuge":
            assert self.game is not None
            effect = f", who gives {plural(self.game.rules.kuge_coins, 'coin')}"
        elif card == "miko":
            effect = ", who puts a coin in the temple for them"
        elif card == "saru":
            spring = keys.get("hot_spring")
            effect = f", who finds a {spring}-point hot spring card" if spring else ""
        elif keys.get("paid"):
            fee = plural(prices.ENCOUNTER_FEE, "coin")
            if card == "itamae":
                meal = keys.get("meal")
                effect = f" and pays {fee} for {card_name(meal)}" if meal else f" and pays {fee}"
                if meal and meal in was.meals:
                    effect += ", a specialty already eaten"
            elif card == "kitoushi":
                panorama = keys.get("panorama")
                effect = f" and pays {fee} for the {_section(now, panorama)} {panorama} section"
            else:
                effect = f" and gives {fee}"
        elif "paid" in keys:
            effect = " but does not pay"
        return f"{opening}meets {encounter_title(card)}{effect}"

    def village_tail(self, turn: Mapping[str, Any], spent: int) -> str:
        revealed = turn.get("revealed", [])
        if not revealed:
            return " but the souvenirs have run out"
        words = f" sees {card_names(revealed)}"
        if "bought" not in turn:
            return words
        bought = turn["bought"]
        if not bought:
            return words + " and buys nothing"
        words += f" and buys {card_names(bought)} for {plural(spent, 'coin')}"
        if "one_coin" in turn:
            assert self.game is not None
            price = plural(self.game.rules.zen_emon_price, "coin")
            words += f" ({card_name(turn['one_coin'])} for {price})"
        return words

    def inn_tail(self, turn: Mapping[str, Any], was: Traveller, now: Traveller) -> str:
        """What happened at an inn, as words to follow "arrives at the inn at 14"."""
        if now.neutral:
            if "discard" not in turn:
                return ""
            return f" and discards {card_name(turn['discard'])} from the inn's hand"
        words = []
        if "hiroshige" in turn:
            panorama = turn["hiroshige"]
            if panorama:
                words.append(f"paints the {_section(now, panorama)} {panorama} section")
            else:
                words.append("takes no panorama card")
        if "chuubei" in turn:
            words.append(self.encounter_words(turn["chuubei"], was, now))
        if "daigoro" in turn:
            card = turn["daigoro"]
            words.append(
                f"finds {a_or_an(card_name(card))} souvenir" if card else "finds no souvenir left"
            )
        if "jirocho" in turn:
            face = turn["jirocho"]
            if face is None:
                words.append("does not bet")
            else:
                assert self.game is not None
                rules = self.game.rules
                back = rules.jirocho_bet * rules.die_multipliers[face]
                words.append(
                    f"bets {plural(rules.jirocho_bet, 'coin')} on the fortune die: it shows "
                    f"{DIE_FACE_LABELS[face]}, {plural(back, 'coin')} back"
                )
        if "satsuki" in turn:
            free = turn["satsuki"]
            decided = {None: "", True: " and eats it", False: " and refuses it"}
            words.append(f"is given {card_name(free['card'])} free{decided[free.get('kept')]}")
        if "shown" in turn:
            shown = turn["shown"]
            seen = f"is shown {card_names(shown)}" if shown else "finds no meal left"
            if turn.get("meal") and _played(turn, "hospitality"):
                seen += f" and eats {card_name(turn['meal'])} free with the Hospitality amulet"
            elif turn.get("meal"):
                assert self.game is not None
                cost = prices.meal_cost(turn["meal"], now.key, self.game.rules)
                seen += f" and eats {card_name(turn['meal'])} for {plural(cost, 'coin')}"
            elif "meal" in turn:
                seen += " and eats nothing"
            words.append(seen)
        text = "".join(f", {w}" for w in words)
        if "devotion" in turn:
            text += f"; the Devotion amulet sends {plural(turn['devotion'], 'coin')} to the temple"
        return text

    # ------------------------------------------------------------------ the end
    def end(self) -> None:
        game = self.game
        if game is None:
            return
        if not game.is_over():
            if game.decision is not None:
                who_next = self.name(game.actor or 0)
                task = DECISION_WORDS[game.decision].task
                if self.live:
                    self.lines.append(f"Now {who_next} is to {task}.")
                else:
                    self.lines.append(f"The record stops here: {who_next} is to {task}.")
            return
        self.lines.append("Every traveller has reached the end of the road: the journey is over.")
        breakdowns = game.breakdowns()
        players = [t for t in game.travellers if not t.neutral]
        for t, held, points in zip(players, game.achievements(), breakdowns, strict=True):
            awards = []
            late = held[len(t.achievements) :]
            if late:
                names = listed(ACHIEVEMENT_LABELS[a] for a in late)
                awards.append(f"the {names} {noun(len(late), 'achievement')}")
            temple = points["temple"]
            if temple:
                awards.append(f"{temple} points for the temple")
            if t.calligraphies:
                names = card_names(t.calligraphies)
                kind = noun(len(t.calligraphies), "calligraphy", "calligraphies")
                awards.append(f"{plural(points['calligraphies'], 'point')} for the {names} {kind}")
            if awards:
                self.lines.append(f"{self.name(t.index)} receives {listed(awards)}.")
        order = sorted(range(len(players)), key=lambda i: (game.ranks()[i], i))
        scores = game.scores()
        table = ", ".join(f"{self.name(i)} {scores[i]}" for i in order)
        self.lines.append(f"Final scores: {table}.")
        winners = [self.name(i) for i in game.winners()]
        if len(winners) == 1:
            self.lines.append(f"{winners[0]} wins.")
        else:
            self.lines.append(f"Shared victory: {listed(winners)}.")


def _played(turn: Mapping[str, Any], amulet: str) -> bool:
    """Whether a turn played ``amulet``."""
    return amulet in turn.get("amulets", ())


def _section(t: Traveller, panorama: str | None) -> str:
    # A record that names no panorama (None) reads as its first section, as any unknown one.
    return ordinal_word(0 if panorama is None else t.panoramas.get(panorama, 0))
