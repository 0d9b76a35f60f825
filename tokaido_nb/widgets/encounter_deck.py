"""The encounter deck: name the card a traveller draws, and watch the real game apply it.

The lesson holds a game in which one traveller is about to stop at an encounter. Each card
button replays that stop on a fresh copy of the game, with the chosen card named as the draw
(``Game.name_draws``), so every card starts from the same place and the learner can compare
them. When the card asks for a decision (Annaibito whose panorama is complete) the legal
choices appear as buttons. What each card does is decided by the rules core; this module only
names the draw, shows the result and says what changed.
"""

from __future__ import annotations

from html import escape

import ipywidgets as widgets

from ..render import card_svg, cards_svg, decision_cards, tableau_svg
from ..rules import data
from ..rules.actions import Action, Move
from ..rules.errors import IllegalAction
from ..rules.game import Game
from ..rules.language import _
from ..rules.words import a_or_an, action_label, as_words, encounter_effect, encounter_label, who
from .changes import gains, gains_sentence
from .parts import ChoiceBar, MessageLine
from .unrun import RunToShow


class EncounterDeck(RunToShow, widgets.VBox):
    """One button per kind of encounter card; a click draws that card at ``stop``.

    ``game`` must be waiting for a traveller to move, and ``stop`` must be an encounter that
    traveller may stop at. The game itself is never changed: each draw plays on a copy, kept as
    ``self.after``.

    CSS classes for browser tests: ``tokaido-encounter-deck`` (the whole widget),
    ``tokaido-encounter-card`` and ``tokaido-encounter-card-<card>`` (the card buttons),
    ``tokaido-choices`` with ``tokaido-choice`` buttons (a decision the card asks for),
    ``tokaido-message``, ``tokaido-encounter-status`` and ``tokaido-view``.
    """

    def __init__(self, game: Game, stop: int) -> None:
        if game.is_over() or game.decision != "move":
            raise ValueError("The game must be waiting for a traveller to move.")
        actor = game.actor
        assert actor is not None  # a traveller is to move
        if game.kind_at(stop) != "encounter":
            kind = as_words(game.kind_at(stop))
            raise ValueError(f"Position {stop} is {a_or_an(kind)}, not an encounter.")
        if not game.can_stop_at(stop):
            raise ValueError(
                f"{who(game.travellers[actor])} may not stop at {stop} now; "
                f"stops open: {', '.join(map(str, game.legal_stops()))}."
            )
        self.start = game.copy()
        self.after: Game | None = None
        self.card: str | None = None
        self.stop = stop
        self.player = actor
        self.deck = sorted(set(game.piles["encounter"]), key=_deck_order)

        self.card_buttons = {card: self._card_button(card) for card in self.deck}
        self.status = widgets.HTML().add_class("tokaido-encounter-status")
        self.choices = ChoiceBar(self.choose)
        self.message = MessageLine()
        self.view = widgets.HTML().add_class("tokaido-view")
        super().__init__(
            [
                self.status,
                widgets.HBox(list(self.card_buttons.values()), layout=_wrap()),
                self.choices,
                self.message,
                self.view,
            ]
        )
        self.add_class("tokaido-encounter-deck")
        name = who(game.travellers[self.player])
        # TRANSLATORS: {name} is a player; keep the <b> and </b> around it.
        self.status.value = _(
            "<b>{name}</b> is about to stop at the encounter at {stop}. Which card is on top of "
            "the deck? Choose one:"
        ).format(name=escape(name), stop=stop)
        self.message.say(_("Click a card to draw it."))
        self._redraw()

    def __repr__(self) -> str:
        return f"EncounterDeck(stop={self.stop}, card={self.card!r})"

    # ------------------------------------------------------------------ actions
    def draw(self, card: str) -> bool:
        """Stop at the encounter with ``card`` as the card drawn; returns whether it was drawn.

        A card the deck does not hold is refused on the message line, and nothing changes.
        """
        after = self.start.copy()
        try:
            after.name_draws("encounter", [card])
            after.play(Move(self.stop))
        except (IllegalAction, ValueError) as error:
            self.message.refuse(error)
            return False
        self.after, self.card = after, card
        self._report()
        return True

    def choose(self, action: Action) -> bool:
        """Answer the decision the card asks for; a refusal shows on the message line."""
        if self.after is None or self._deciding() is None:
            self.message.refuse(ValueError(_("Draw a card first: there is no decision to make.")))
            return False
        try:
            self.after.play(action)
        except (IllegalAction, ValueError) as error:
            self.message.refuse(error)
            return False
        self._report(chosen=action)
        return True

    # ------------------------------------------------------------------ views
    def _deciding(self) -> Game | None:
        """The game after the card drawn, when the card asks the drawer to choose."""
        after = self.after
        if after is not None and after.decision != "move" and after.actor == self.player:
            return after
        return None

    def _report(self, chosen: Action | None = None) -> None:
        self._redraw()
        after, drawn = self.after, self.card
        assert after is not None and drawn is not None  # told once a card is drawn
        name = who(self.start.travellers[self.player])
        card = encounter_label(drawn)
        # The message comes last, so the views are drawn when it shows.
        if self._deciding() is not None:
            choices = ", ".join(action_label(after, a) for a in after.legal_actions())
            # TRANSLATORS: {card} is the encounter drawn, {choices} the buttons offered.
            self.message.say(
                _("{name} drew {card}, and the card asks for a choice: {choices}.").format(
                    name=name, card=card, choices=choices
                )
            )
        else:
            if chosen is not None and not gains(self.start, after, self.player):
                self.message.say(
                    _("{name} drew {card} and took no panorama card: nothing gained.").format(
                        name=name, card=card
                    )
                )
            else:
                got = gains_sentence(self.start, after, self.player)
                # TRANSLATORS: {gains} says what the card gave ("+3 coins", "nothing").
                self.message.say(
                    _("{name} drew {card}: {gains}.").format(name=name, card=card, gains=got)
                )

    def _redraw(self) -> None:
        game = self.after or self.start
        deciding = self._deciding()
        if deciding is not None:
            self.choices.show(deciding, prompt=_("Choose for the guide:"))
        else:
            self.choices.clear()
        parts = ['<div style="display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start">']
        if self.card is not None:
            drawn = escape(_("The card drawn:"))
            parts.append(
                f"<div><div style='font-size:13px'>{drawn}</div>"
                f"{card_svg('encounter', self.card, game.rules)}</div>"
            )
        if deciding is not None:
            offer = escape(_("The sections on offer:"))
            parts.append(
                f"<div><div style='font-size:13px'>{offer}</div>"
                f"{cards_svg(decision_cards(deciding), game.rules)}</div>"
            )
        caption = _("After the encounter:") if self.card is not None else _("Before the encounter:")
        parts.append(
            f"<div><div style='font-size:13px'>{escape(caption)}</div>"
            f"{tableau_svg(game, self.player)}</div></div>"
        )
        self.view.value = "".join(parts)

    def _card_button(self, card: str) -> widgets.Button:
        copies = self.start.piles["encounter"].count(card)
        button = widgets.Button(
            description=f"{encounter_label(card)} ×{copies}",
            tooltip=encounter_effect(card, self.start.rules),
            layout=widgets.Layout(width="auto"),
        )
        button.add_class("tokaido-encounter-card")
        button.add_class(f"tokaido-encounter-card-{card}")
        button.on_click(lambda _b: self.draw(card))
        return button


def _deck_order(card: str) -> int:
    order = [*data.ENCOUNTERS, *data.NEW_ENCOUNTERS]
    return order.index(card)


def _wrap() -> widgets.Layout:
    return widgets.Layout(flex_flow="row wrap")
