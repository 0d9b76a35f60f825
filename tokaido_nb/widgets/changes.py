"""What a traveller gained between two moments of a game, in a learner's words.

Lesson widgets replay a stop on a copy of the game and then say what it did ("+3 coins",
"sea section 3", "+5 points"). The words are read off the two states; nothing here knows why a
stop gives what it gives: the rules core has already decided that.
"""

from __future__ import annotations

from ..rules import data
from ..rules.game import Game
from ..rules.language import N_, _, ngettext
from ..rules.words import ACHIEVEMENT_LABELS, FAMILY_LABELS, card_name, listed

PANORAMA_SECTIONS: dict[str, str] = {
    "paddy": N_("paddy section {section}"),
    "mountain": N_("mountain section {section}"),
    "sea": N_("sea section {section}"),
}
"""A panorama section gained, for each panorama (``{section}``: its number)."""


def gains(before: Game, after: Game, player: int) -> list[str]:
    """What ``player`` gained from ``before`` to ``after``, one short phrase per kind of gain.

    Coins, souvenirs, panorama sections, hot springs, meals, temple coins and achievements are
    listed in that order; points come last, as a total. Encounter cards are not listed (the
    caller names the card it is about).

    >>> from tokaido_nb.rules import Game, Move
    >>> game = Game(3, travellers=["kinko", "satsuki", "umegae"], kyoto=[1, 2, 0])
    >>> after = game.copy()
    >>> after.play(Move(7))  # a farm
    >>> gains(game, after, 0)
    ['+3 coins']
    """
    old, new = before.travellers[player], after.travellers[player]
    said: list[str] = []
    coins = new.coins - old.coins
    if coins > 0:
        said.append(ngettext("+{count} coin", "+{count} coins", coins).format(count=coins))
    elif coins < 0:
        said.append(ngettext("−{count} coin", "−{count} coins", -coins).format(count=-coins))
    for card in new.souvenirs[len(old.souvenirs) :]:
        family = _(FAMILY_LABELS[data.SOUVENIRS[card][0]])
        # TRANSLATORS: {card} is a souvenir's name, {family} its family ("food & drink").
        said.append(_("the souvenir {card} ({family})").format(card=card_name(card), family=family))
    for panorama in data.PANORAMAS:
        for section in range(old.panoramas[panorama] + 1, new.panoramas[panorama] + 1):
            said.append(_(PANORAMA_SECTIONS[panorama]).format(section=section))
    for spring in new.hot_springs[len(old.hot_springs) :]:
        said.append(_("a hot spring card worth {points}").format(points=spring))
    for meal in new.meals[len(old.meals) :]:
        said.append(_("the meal {meal}").format(meal=card_name(meal)))
    given = new.donated - old.donated
    if given:
        said.append(
            ngettext("{count} coin in the temple", "{count} coins in the temple", given).format(
                count=given
            )
        )
    for achievement in new.achievements[len(old.achievements) :]:
        said.append(_("the {name} achievement").format(name=_(ACHIEVEMENT_LABELS[achievement])))
    points = after.scores()[player] - before.scores()[player]
    if points > 0:
        said.append(ngettext("+{count} point", "+{count} points", points).format(count=points))
    elif points < 0:
        said.append(ngettext("−{count} point", "−{count} points", -points).format(count=-points))
    return said


def gains_sentence(before: Game, after: Game, player: int) -> str:
    """``gains`` as one phrase: ``"+3 coins"``, ``"sea section 3 and +3 points"``, or
    ``"nothing"``.

    >>> from tokaido_nb.rules import Game
    >>> game = Game(3, travellers=["kinko", "satsuki", "umegae"], kyoto=[1, 2, 0])
    >>> gains_sentence(game, game, 0)
    'nothing'
    """
    return listed(gains(before, after, player)) or _("nothing")
