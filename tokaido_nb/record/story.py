"""The journey in plain words: one line per turn, then the end-of-journey awards.

The story is told from a replay, so every line says what the rules did (points and coins
included), not only what the record wrote. Reading and replaying are the other modules' work;
this one only chooses the words.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..rules import OFFICIAL, Game, data
from ..rules.state import Traveller
from .reading import Record, read_record
from .replaying import RecordLike, ReplayError, replay_positions
from .writing import _record_of

_ORDINALS = ("first", "second", "third", "fourth", "fifth")
_PLACES = {
    "village": "a village",
    "temple": "a temple",
    "encounter": "an encounter",
    "paddy": "a paddy field",
    "mountain": "a mountain view",
    "sea": "a sea view",
    "hot_spring": "a hot spring",
    "farm": "a farm",
}
_ENCOUNTERS = {
    "shokunin": "Shokunin the artisan",
    "annaibito_paddy": "Annaibito the guide (paddy)",
    "annaibito_mountain": "Annaibito the guide (mountain)",
    "annaibito_sea": "Annaibito the guide (sea)",
    "samurai": "a samurai",
    "kuge": "Kuge the noble",
    "miko": "a miko",
    "itamae": "Itamae the cook",
    "kitoushi": "Kitoushi the prayer",
    "saru": "Saru the monkey",
    "takuhatsuso": "Takuhatsuso the monk",
}
_WAITING = {
    "move": "move",
    "donate": "choose a donation",
    "buy": "choose which souvenirs to buy",
    "keep_encounter": "choose which encounter card to keep",
    "panorama": "choose a panorama card",
    "pay": "choose whether to pay for the encounter",
    "keep_meal": "choose whether to keep the free meal",
    "eat": "choose a meal",
}


def story(source: Game | RecordLike) -> list[str]:
    """The journey of a game or a game record, turn by turn, in plain words.

    If a record stops being playable, the story tells the turns up to there and ends with what
    went wrong. A record that cannot be read at all raises ``RecordError``.

    >>> from tokaido_nb.rules import Game, Move
    >>> game = Game(3, travellers=["kinko", "umegae", "mitsukuni"], kyoto=[0, 1, 2])
    >>> game.play(Move(4))
    >>> story(game)[0]
    'Turn 1: Player 3 (Mitsukuni) walks to 4, a paddy field, and paints the first paddy \
section: 1 point.'
    """
    rules = OFFICIAL
    if isinstance(source, Game):
        rules = source.rules
        source = _record_of(source, "")
    teller = _Teller(source)
    try:
        for number, game in replay_positions(teller.record, rules=rules):
            teller.after(number, game)
    except ReplayError as error:
        teller.lines.append(f"The replay stops: {error}")
        return teller.lines
    teller.end()
    return teller.lines


class _Teller:
    def __init__(self, record: RecordLike) -> None:
        self.record: Record = read_record(record)
        self.lines: list[str] = []
        self.before: list[Traveller] = []
        self.decider: int | None = None
        self.game: Game | None = None

    def name(self, index: int) -> str:
        game = self.game
        assert game is not None
        t = game.travellers[index]
        if t.neutral:
            return "the neutral traveller"
        if t.key is None:
            return t.name
        return f"{t.name} ({data.TRAVELLERS[t.key][0].split(',')[0]})"

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
            text = f"walks to {to}, {_PLACES[kind]}," + self.stop_tail(kind, turn, was, now)
        for achievement in now.achievements[len(was.achievements) :]:
            text += f", the first to complete the {achievement} panorama"
        line = f"Turn {number}: {who} {text.rstrip(',')}"
        points = now.score - was.score
        if points:
            line += f": {points} point{'s' if points != 1 else ''}"
        return line + "."

    def stop_tail(self, kind: str, turn: Mapping[str, Any], was: Traveller, now: Traveller) -> str:
        """What happened at a road stop, as words to follow "walks to 7, a farm,"."""
        if now.neutral:
            return " and leaves the bank's coin in the temple" if kind == "temple" else ""
        if kind == "farm":
            return f" and earns {_coins(now.coins - was.coins)}"
        if kind == "hot_spring":
            if "hot_spring" in turn:
                return f" and bathes: a {turn['hot_spring']}-point hot spring card"
            return " but the hot spring cards have run out"
        if kind == "temple":
            if "donate" not in turn:
                return ""
            bank = " and adds the bank's coin" if turn.get("bank_coin") else ""
            return f" and gives {_coins(turn['donate'])} to the temple{bank}"
        if kind == "encounter":
            assert self.game is not None
            rules = self.game.rules
            show = ""
            if now.key == "umegae":
                show = (
                    f" entertains for {_coins(rules.umegae_coins)} and {rules.umegae_points} point,"
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
            if "kept" not in keys:
                return f"draws {drawn[0]} and {drawn[1]}"
            opening = f"draws {drawn[0]} and {drawn[1]}, keeps {keys['kept']} and "
        card = keys.get("kept", drawn[0])
        effect = ""
        if card == "shokunin":
            souvenir = keys.get("souvenir")
            effect = f", who gives a {souvenir}" if souvenir else ", but the souvenirs have run out"
        elif card in data.ANNAIBITO:
            panorama = keys.get("panorama")
            if panorama:
                effect = f", who shows the {_section(now, panorama)} {panorama} section"
            else:
                effect = ", but takes no panorama card"
        elif card == "kuge":
            assert self.game is not None
            effect = f", who gives {_coins(self.game.rules.kuge_coins)}"
        elif card == "miko":
            effect = ", who puts a coin in the temple for them"
        elif card == "saru":
            spring = keys.get("hot_spring")
            effect = f", who finds a {spring}-point hot spring card" if spring else ""
        elif keys.get("paid"):
            if card == "itamae":
                meal = keys.get("meal")
                effect = f" and pays 1 coin for {meal}" if meal else " and pays 1 coin"
                if meal and meal in was.meals:
                    effect += ", a specialty already eaten"
            elif card == "kitoushi":
                panorama = keys.get("panorama")
                effect = f" and pays 1 coin for the {_section(now, panorama)} {panorama} section"
            else:
                effect = " and gives 1 coin"
        elif "paid" in keys:
            effect = " but does not pay"
        return f"{opening}meets {_ENCOUNTERS[card]}{effect}"

    def village_tail(self, turn: Mapping[str, Any], spent: int) -> str:
        revealed = turn.get("revealed", [])
        if not revealed:
            return " but the souvenirs have run out"
        words = f" sees {_listed(revealed)}"
        if "bought" not in turn:
            return words
        bought = turn["bought"]
        if not bought:
            return words + " and buys nothing"
        words += f" and buys {_listed(bought)} for {_coins(spent)}"
        if "one_coin" in turn:
            words += f" ({turn['one_coin']} for 1 coin)"
        return words

    def inn_tail(self, turn: Mapping[str, Any], was: Traveller, now: Traveller) -> str:
        """What happened at an inn, as words to follow "arrives at the inn at 14"."""
        if now.neutral:
            return (
                f" and discards {turn['discard']} from the inn's hand" if "discard" in turn else ""
            )
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
            words.append(f"is given {free['card']} free{decided[free.get('kept')]}")
        if "shown" in turn:
            shown = turn["shown"]
            seen = f"is shown {_listed(shown)}" if shown else "finds no meal left"
            if turn.get("meal"):
                seen += f" and eats {turn['meal']} for {_coins(self.meal_price(now, turn['meal']))}"
            elif "meal" in turn:
                seen += " and eats nothing"
            words.append(seen)
        return "".join(f", {w}" for w in words)

    def meal_price(self, t: Traveller, meal: str) -> int:
        """What a meal cost this traveller (the purse may also have changed by an encounter)."""
        assert self.game is not None
        price = data.MEALS[meal][0]
        if t.key == "kinko":
            price -= self.game.rules.kinko_discount
        return max(0, price)

    # ------------------------------------------------------------------ the end
    def end(self) -> None:
        game = self.game
        if game is None:
            return
        if not game.is_over():
            if game.decision is not None:
                self.lines.append(
                    f"The record stops here: {self.name(game.actor or 0)} is to "
                    f"{_WAITING[game.decision]}."
                )
            return
        self.lines.append("Every traveller has reached the end of the road: the journey is over.")
        breakdowns = game.breakdowns()
        players = [t for t in game.travellers if not t.neutral]
        for t, held, points in zip(players, game.achievements(), breakdowns, strict=True):
            awards = []
            late = held[len(t.achievements) :]
            if late:
                awards.append(f"the {_listed(late)} achievement{'s' if len(late) > 1 else ''}")
            temple = points["temple"]
            if temple:
                awards.append(f"{temple} points for the temple")
            if awards:
                self.lines.append(f"{self.name(t.index)} receives {_listed(awards)}.")
        order = sorted(range(len(players)), key=lambda i: (game.ranks()[i], i))
        scores = game.scores()
        table = ", ".join(f"{self.name(i)} {scores[i]}" for i in order)
        self.lines.append(f"Final scores: {table}.")
        winners = [self.name(i) for i in game.winners()]
        if len(winners) == 1:
            self.lines.append(f"{winners[0]} wins.")
        else:
            self.lines.append(f"Shared victory: {_listed(winners)}.")


def _section(t: Traveller, panorama: str) -> str:
    taken = t.panoramas.get(panorama, 0)
    return _ORDINALS[taken - 1] if 1 <= taken <= len(_ORDINALS) else f"#{taken}"


def _coins(n: int) -> str:
    return f"{n} coin{'s' if n != 1 else ''}"


def _listed(items: list) -> str:
    items = [str(i) for i in items]
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]
