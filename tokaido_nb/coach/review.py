"""The coach's review of a game: at each decision, how much the action played gave up.

The game is played again from its set-up, action by action, and at every decision with a
choice the coach judges the legal actions (advice.py), following the action played as closely
as its best (``focus``), so that the value lost, best value minus played value, is measured on
the same deals. For each player the review keeps the total lost, the turns' losses for a chart,
and the decisions that cost the most with the better action and why. It reads a ``Game`` (its
history) or a game record (record/); the coach never sees a card the player could not see.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..record import Record, read_record, replay
from ..rules import Action, Game
from ..rules.actions import action_from_json
from ..rules.language import N_, Nn_, _, ngettext, pgettext
from ..rules.words import capitalized, ordinal, who
from .advice import Budget, Verdict, advise, verdict
from .reasons import behind, points

MISTAKE = 1.0
"""Points of value lost from which a decision is listed among a player's mistakes (it must also
stand out of the noise of the deals: more than its standard error)."""


@dataclass(frozen=True)
class Choice:
    """One decision of the game with a choice, and how the action played compares with the
    coach's best."""

    number: int
    """The action's place in the game's history (0 for the first action)."""
    turn: int
    """The turn the decision belongs to, counted from 1 (``Game.turns``)."""
    player: int
    """The player who decided (in a two-player game, also for the neutral traveller)."""
    decision: str
    """The kind of decision (``Game.decision``)."""
    played: Action
    best: Action
    played_label: str
    best_label: str
    lost: float
    """Value the played action gave up against the best, in points of expected final margin
    (0 when the best was played; never negative)."""
    error: float
    """Standard error of ``lost``, in points."""
    sentence: str
    """The coach's verdict in words (``advice.verdict``)."""
    options: int
    """How many legal actions the decision offered."""
    cost: float = 0.0
    """What the decision cost, in points, as its verdict tells it: 0 for a move the verdict
    calls good (the best, or within the luck of the deals), else ``lost`` to a tenth. A
    player's total is the sum of these."""
    live: bool = False
    """Whether this is the verdict given during the game (kept as it was), not one judged
    again for the review."""

    @property
    def mistake(self) -> bool:
        """Whether the loss is large (``MISTAKE`` points) and clear of the deals' noise."""
        return self.lost >= MISTAKE and self.lost > self.error


@dataclass(frozen=True)
class PlayerReview:
    """One player's side of a review."""

    player: int
    name: str
    """The player as a sentence names them: ``Player 1 (Kinko)``."""
    lost: float
    """Value lost over the whole game, in points: the sum of ``Choice.lost`` (the luck of the
    deals included: a learner reads ``cost``)."""
    choices: tuple[Choice, ...]
    """Every decision of the player that was judged, in the order of the game."""
    score: int | None
    """Final score, None if the journey is not over."""
    rank: int | None
    """Final place (1 = winner), None if the journey is not over."""

    @property
    def cost(self) -> float:
        """What the player's decisions cost in all, in points: the sum of ``Choice.cost``."""
        return round(sum(c.cost for c in self.choices), 1)

    def costly(self) -> list[Choice]:
        """The decisions that cost points (``Choice.cost`` above 0), costliest first."""
        return sorted((c for c in self.choices if c.cost > 0), key=lambda c: (-c.cost, c.number))

    def mistakes(self, most: int = 5) -> list[Choice]:
        """The player's ``most`` costliest decisions that count as mistakes, costliest first."""
        found = sorted((c for c in self.choices if c.mistake), key=lambda c: -c.lost)
        return found[:most]

    def by_turn(self) -> list[tuple[int, float]]:
        """``(turn, points)`` for each of the player's turns with a judged decision, in order:
        what the turn's decisions cost (``Choice.cost``), the data of a chart per turn."""
        cost: dict[int, float] = {}
        for choice in self.choices:
            cost[choice.turn] = cost.get(choice.turn, 0.0) + choice.cost
        return sorted(cost.items())


@dataclass(frozen=True)
class Review:
    """A review of a game: one ``PlayerReview`` per player, in player order."""

    players: tuple[PlayerReview, ...]
    turns: int
    """How many turns the game had."""
    over: bool
    """Whether the journey was over."""

    def choices(self) -> list[Choice]:
        """Every judged decision of every player, in the order of the game."""
        return sorted((c for p in self.players for c in p.choices), key=lambda c: c.number)

    def lines(
        self, most: int = 5, decided_by: Callable[[int, int], str] | None = None
    ) -> list[str]:
        """The review in plain words, a few lines per player: what the player's decisions cost
        in all, then the ``most`` costliest (indented), so that the numbers shown add up to the
        total; a last line says which verdicts were given during the game and which were
        judged again (their numbers may differ by chance from a hint seen then).
        ``decided_by(number, player)``, when given, names who played a decision ("a greedy
        bot": a table whose seats changed hands); an empty name leaves it out."""
        lines = []
        for p in self.players:
            if not p.choices and p.score is None:
                continue
            lines.append(player_line(p))
            costly = p.costly()
            if not costly and p.choices:
                lines.append("  " + _said("no cost", 0))
            for c in costly[:most]:
                who_played = decided_by(c.number, c.player) if decided_by else ""
                lines.append("  " + choice_line(c, who_played))
            rest = costly[most:]
            if rest:
                total = round(sum(c.cost for c in rest), 1)
                lines.append("  " + _said("more", len(rest), count=len(rest), total=points(total)))
        choices = self.choices()
        live = sum(c.live for c in choices)
        again = len(choices) - live
        if live:
            lines.append(_said("kept", live, count=live))
        if live and again:
            lines.append(_said("judged again", again, count=again))
        return lines


REVIEW_SENTENCES: dict[str, str | tuple[str, str]] = {
    # TRANSLATORS: {name} is a player ("Aiko (Kinko)"), {rank} a place ("1st"), {judged} the
    # next sentence ("3 decisions judged; together they cost 2.4 points.").
    "finished": Nn_(
        "{name} finished {rank} with {score} point. {judged}",
        "{name} finished {rank} with {score} points. {judged}",
    ),
    "on the road": N_("{name}, still on the road. {judged}"),
    # TRANSLATORS: {total} is counted points ("2.4 points").
    "judged": Nn_(
        "{count} decision judged; it cost {total}.",
        "{count} decisions judged; together they cost {total}.",
    ),
    # TRANSLATORS: {decision} is the kind of decision ("move"), {played} the action's label,
    # {cost} how far it was behind the best ("−3 points"), {verdict} the coach's sentence.
    "choice": N_("Turn {turn}, {decision}: played {played}, {cost}. {verdict}"),
    # TRANSLATORS: {who} decided in the player's place ("a greedy bot").
    "choice by": N_(
        "Turn {turn}, {decision}, decided by {who}: played {played}, {cost}. {verdict}"
    ),
    "no cost": N_("No decision cost a point: each was the best or close to it."),
    "more": Nn_(
        "and {count} more decision, costing {total}.",
        "and {count} more decisions, costing {total} together.",
    ),
    "kept": Nn_(
        "The verdict given during the game is kept as it was.",
        "The {count} verdicts given during the game are kept as they were.",
    ),
    "judged again": Nn_(
        "One decision was judged for this review, on other deals of the unseen cards: "
        "a hint seen for it during the game may differ by chance.",
        "{count} decisions were judged for this review, on other deals of the unseen "
        "cards: a hint seen for one of them during the game may differ by chance.",
    ),
}
"""The review's sentences, whole, with named placeholders (a singular and plural pair for a
counted one), marked for the catalog and translated when said."""


def _said(key: str, number: int, **values: object) -> str:
    message = REVIEW_SENTENCES[key]
    if isinstance(message, tuple):
        return ngettext(*message, number).format(**values)
    return _(message).format(**values)


def decision_name(kind: str) -> str:
    """A kind of decision (``Game.decision``) as a review's line names it: ``move``."""
    names = {
        "traveller": pgettext("decision", "traveller"),
        "move": pgettext("decision", "move"),
        "donate": pgettext("decision", "donate"),
        "buy": pgettext("decision", "buy"),
        "keep_encounter": pgettext("decision", "keep_encounter"),
        "panorama": pgettext("decision", "panorama"),
        "pay": pgettext("decision", "pay"),
        "keep_meal": pgettext("decision", "keep_meal"),
        "eat": pgettext("decision", "eat"),
        "option": pgettext("decision", "option"),
        "amulet": pgettext("decision", "amulet"),
        "legendary": pgettext("decision", "legendary"),
        "calligraphy": pgettext("decision", "calligraphy"),
        "play_amulet": pgettext("decision", "play_amulet"),
        "bet": pgettext("decision", "bet"),
    }
    return names.get(kind, kind)


def player_line(p: PlayerReview) -> str:
    """A player's line of a review: their place and what their decisions cost in all."""
    judged = _said("judged", len(p.choices), count=len(p.choices), total=points(p.cost))
    if p.score is not None and p.rank is not None:
        return _said(
            "finished",
            p.score,
            name=capitalized(p.name),
            rank=ordinal(p.rank),
            score=p.score,
            judged=judged,
        )
    return _said("on the road", 0, name=capitalized(p.name), judged=judged)


def choice_line(c: Choice, who_played: str = "") -> str:
    """A costly decision in a review: the turn, what was played, its cost and the verdict;
    ``who_played`` names who decided ("a greedy bot"), if given."""
    return _said(
        "choice by" if who_played else "choice",
        0,
        who=who_played,
        turn=c.turn,
        decision=decision_name(c.decision),
        played=c.played_label,
        cost=behind(c.cost),
        verdict=c.sentence,
    )


GameOrRecord = Game | Record | Mapping[str, Any] | str | os.PathLike


def review(
    game_or_record: GameOrRecord,
    strength: str | Budget = "review",
    *,
    seed: int = 0,
    players: Sequence[int] | None = None,
    progress: Callable[[int, int], None] | None = None,
    verdicts: Mapping[int, Verdict] | None = None,
) -> Review:
    """Review a game: a ``Game`` (from its set-up through its history, finished or not) or a
    game record (a ``Record``, its JSON as a dict, or a path; see ``record.read_record``).

    Every decision with more than one legal action of the ``players`` reviewed (all by
    default) is judged at ``strength`` (a name of ``advice.STRENGTHS`` or a ``Budget``).
    ``progress(done, total)`` is called after each judged decision. The same game, strength
    and seed give the same review.

    ``verdicts`` holds the verdicts given during the game, by the action's place in the history
    (``Choice.number``): a decision that has one keeps it (``Choice.live``) instead of being
    judged again, so that one decision gets one answer in a game.
    """
    game = game_or_record if isinstance(game_or_record, Game) else _from_record(game_or_record)
    wanted = set(range(game.players)) if players is None else set(players)
    for player in wanted:
        if not isinstance(player, int) or not 0 <= player < game.players:
            raise ValueError(
                f"there is no player {player!r} in this game: players are 0 to {game.players - 1}"
            )

    def judged_here(position: Game) -> bool:
        return position.to_move in wanted and len(position.legal_actions()) > 1

    # A first pass only counts the decisions to judge (replaying a game takes milliseconds).
    total = sum(1 for position, _ in decisions(game) if judged_here(position))
    judged: dict[int, list[Choice]] = {player: [] for player in range(game.players)}
    done = 0
    for n, (position, played) in enumerate(decisions(game)):
        if not judged_here(position):
            continue
        assert position.to_move is not None  # a decision of the game: someone decides
        given = (verdicts or {}).get(n)
        if given is not None and given.played.action == played:
            choice = _choice(position, played, n, given, live=True)
        else:
            choice = _judge(position, played, n, strength, seed)
        judged[position.to_move].append(choice)
        done += 1
        if progress is not None:
            progress(done, total)
    over = game.is_over()
    scores, ranks = (game.scores(), game.ranks()) if over else (None, None)
    reviews = tuple(
        PlayerReview(
            player=player,
            name=who(game.travellers[player]),
            lost=sum(c.lost for c in judged[player]),
            choices=tuple(judged[player]),
            score=scores[player] if scores else None,
            rank=ranks[player] if ranks else None,
        )
        for player in range(game.players)
        if player in wanted
    )
    return Review(players=reviews, turns=len(game.turns), over=over)


def _from_record(record: Any) -> Game:
    return replay(read_record(record))


def decisions(game: Game) -> Iterator[tuple[Game, Action]]:
    """The game at each of its decisions (the same ``Game``, moved on), with the action played
    there: the game is rebuilt from its set-up and every action played again, with the cards
    it drew named."""
    saved = game.to_json()
    position = Game.from_json({**saved, "actions": [], "named": {}})
    for entry in saved["actions"]:
        action = action_from_json(entry["action"])
        yield position, action
        for pile, cards in entry.get("named", {}).items():
            position.name_draws(pile, cards)
        position.play(action)


def _judge(
    position: Game, played: Action, number: int, strength: str | Budget, seed: int
) -> Choice:
    advice = advise(position, strength, seed=seed, focus=played)
    return _choice(position, played, number, verdict(advice, played))


def decision_turn(position: Game) -> int:
    """The turn, counted from 1 (``Game.turns``), that the decision of ``position`` belongs to:
    a move starts the next turn, any other decision is part of the last one."""
    return len(position.turns) + (1 if position.decision == "move" else 0)


def _choice(
    position: Game, played: Action, number: int, said: Verdict, live: bool = False
) -> Choice:
    player, decision = position.to_move, position.decision
    assert player is not None and decision is not None  # a decision of the game
    return Choice(
        number=number,
        turn=decision_turn(position),
        player=player,
        decision=decision,
        played=played,
        best=said.best.action,
        played_label=said.played.label,
        best_label=said.best.label,
        lost=said.lost,
        error=said.played.error,
        sentence=said.sentence,
        options=said.options,
        cost=0.0 if said.good else round(said.lost, 1),
        live=live,
    )


__all__ = [
    "MISTAKE",
    "REVIEW_SENTENCES",
    "Choice",
    "PlayerReview",
    "Review",
    "choice_line",
    "decision_turn",
    "decisions",
    "player_line",
    "review",
]
