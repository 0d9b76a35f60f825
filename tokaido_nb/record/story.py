"""The journey in plain words: one line per turn, then the end-of-journey awards.

The story is told from a replay, so every line says what the rules did (points and coins
included), not only what the record wrote. Reading and replaying are the other modules' work;
this one only chooses the words.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..rules import OFFICIAL, Game, data, prices
from ..rules.state import Traveller
from ..rules.words import (
    ACHIEVEMENT_LABELS,
    DECISION_WORDS,
    STOP_NAMES,
    a_or_an,
    card_name,
    card_names,
    encounter_label,
    encounter_title,
    listed,
    noun,
    ordinal_word,
    plural,
    who,
)
from .reading import Record, read_record
from .replaying import RecordLike, ReplayError, replay_positions
from .writing import record_of


def story(source: Game | RecordLike) -> list[str]:
    """The journey of a game or a game record, turn by turn, in plain words.

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
    rules = OFFICIAL
    live = isinstance(source, Game)
    if isinstance(source, Game):
        rules = source.rules
        source = record_of(source, "")
    teller = _Teller(source, live)
    try:
        for number, game in replay_positions(teller.record, rules=rules):
            teller.after(number, game)
    except ReplayError as error:
        teller.lines.append(f"The replay stops: {error}")
        return teller.lines
    teller.end()
    return teller.lines


class _Teller:
    def __init__(self, record: RecordLike, live: bool = False) -> None:
        self.record: Record = read_record(record)
        self.live = live  # a game being played, not a record read back: it goes on
        self.lines: list[str] = []
        self.before: list[Traveller] = []
        self.decider: int | None = None
        self.game: Game | None = None

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
        turn = game.turns[number - 1]
        index = turn["player"]
        was, now = self.before[index], game.travellers[index]
        if now.neutral:
            who = f"The neutral traveller, moved by {self.name(self.decider or 0)},"
        else:
            who = self.name(index)
        to = turn["to"]
        kind = data.BOARD[to][0]
        if kind == "inn":
            place = {data.EDO: "Edo", data.KYOTO: "Kyoto"}.get(to, f"the inn at {to}")
            text = f"arrives at {place}" + self.inn_tail(turn, was, now)
        else:
            text = f"walks to {to}, {a_or_an(STOP_NAMES[kind])}," + self.stop_tail(
                kind, turn, was, now
            )
        for achievement in now.achievements[len(was.achievements) :]:
            text += f", the first to complete the {achievement} panorama"
        line = f"Turn {number}: {who} {text.rstrip(',')}"
        points = now.score - was.score
        if points:
            line += f": {plural(points, 'point')}"
        return line + "."

    def stop_tail(self, kind: str, turn: Mapping[str, Any], was: Traveller, now: Traveller) -> str:
        """What happened at a road stop, as words to follow "walks to 7, a farm,"."""
        if now.neutral:
            return " and leaves the bank's coin in the temple" if kind == "temple" else ""
        if kind == "farm":
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
        if "satsuki" in turn:
            free = turn["satsuki"]
            decided = {None: "", True: " and eats it", False: " and refuses it"}
            words.append(f"is given {card_name(free['card'])} free{decided[free.get('kept')]}")
        if "shown" in turn:
            shown = turn["shown"]
            seen = f"is shown {card_names(shown)}" if shown else "finds no meal left"
            if turn.get("meal"):
                assert self.game is not None
                cost = prices.meal_cost(turn["meal"], now.key, self.game.rules)
                seen += f" and eats {card_name(turn['meal'])} for {plural(cost, 'coin')}"
            elif "meal" in turn:
                seen += " and eats nothing"
            words.append(seen)
        return "".join(f", {w}" for w in words)

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


def _section(t: Traveller, panorama: str) -> str:
    return ordinal_word(t.panoramas.get(panorama, 0))
