"""The rules of the progress map named in words: "an inn cannot be passed", not ``road.inn_stop``.

A learner reads these names on the map and in a teacher's view of the class; the ids of
``rules/checklist.md`` stay for teachers, in the tooltips and the kit. Each name is a short
phrase of its own (a translation replaces it whole); the wording follows the checklist's rule,
shortened.
"""

from __future__ import annotations

from ..rules.language import N_, _

RULE_NAMES: dict[str, str] = {
    # set-up
    "setup.players": N_("two to five players"),
    "setup.deal": N_("two travellers dealt, one kept"),
    "setup.coins": N_("starting coins from the traveller"),
    "setup.kyoto": N_("the line at Kyoto"),
    "setup.neutral": N_("a neutral traveller with two players"),
    # the road
    "road.forward": N_("forward, as far as you like"),
    "road.inn_stop": N_("an inn cannot be passed"),
    "road.occupied": N_("one traveller per space (two on a double)"),
    "road.doubles": N_("double spaces need 4 or 5 players"),
    "road.last_moves": N_("the last traveller moves next"),
    "road.shared_behind": N_("the later arrival counts as behind"),
    "road.inn_queue": N_("the last to reach an inn leaves first"),
    "road.village_coin": N_("no coin, no village"),
    "road.temple_coin": N_("no coin, no temple"),
    "road.panorama_closed": N_("no stop on a finished panorama"),
    "road.end": N_("the journey ends in Edo"),
    # the stops
    "farm.coins": N_("a farm gives 3 coins"),
    "hot_spring.card": N_("a hot spring gives 2 or 3 points"),
    "temple.donate": N_("1 to 3 coins at a temple, 1 point each"),
    "encounter.draw": N_("an encounter draws one card"),
    "encounter.shokunin": N_("Shokunin gives a souvenir"),
    "encounter.annaibito": N_("Annaibito gives a panorama card"),
    "encounter.annaibito_complete": N_("Annaibito on a finished panorama"),
    "encounter.samurai": N_("Samurai gives 3 points"),
    "encounter.kuge": N_("Kuge gives 3 coins"),
    "encounter.miko": N_("Miko gives a coin to the temple"),
    "village.reveal": N_("a village shows three souvenirs"),
    "village.buy": N_("buy any souvenirs you can pay for"),
    "village.under": N_("unbought souvenirs go under the pile"),
    "souvenir.sets": N_("sets of different families score 1, 3, 5, 7"),
    "panorama.order": N_("panorama cards come in order"),
    "panorama.lengths": N_("panoramas of 3, 4 and 5 sections"),
    "panorama.first": N_("the first to finish a panorama"),
    "inn.hand": N_("the first at an inn draws the meals"),
    "inn.choose": N_("one meal bought at its price"),
    "inn.optional": N_("a meal is never required"),
    "inn.one": N_("at most one meal per inn"),
    "inn.no_repeat": N_("never the same meal twice"),
    "inn.points": N_("every meal is worth 6 points"),
    "inn.under": N_("uneaten meals go under the pile"),
    "inn.kyoto": N_("no meal at Kyoto"),
    # the end
    "end.gourmet": N_("the Gourmet achievement"),
    "end.collector": N_("the Collector achievement"),
    "end.bather": N_("the Bather achievement"),
    "end.chatterbox": N_("the Chatterbox achievement"),
    "end.achievement_ties": N_("tied achievements are shared"),
    "end.temple": N_("the temple awards: 10, 7, 4, 2"),
    "end.temple_ties": N_("tied donors share a rank"),
    "end.winner": N_("who wins, and ties"),
    # the travellers
    "traveller.hiroshige": N_("Hiroshige's panorama at each inn"),
    "traveller.chuubei": N_("Chuubei's encounter at each inn"),
    "traveller.kinko": N_("Kinko's cheaper meals"),
    "traveller.yoshiyasu": N_("Yoshiyasu draws two encounters"),
    "traveller.satsuki": N_("Satsuki's free meal"),
    "traveller.mitsukuni": N_("Mitsukuni's extra points"),
    "traveller.sasayakko": N_("Sasayakko's free souvenir"),
    "traveller.hirotada": N_("Hirotada's coin for the temple"),
    "traveller.umegae": N_("Umegae's point and coin at encounters"),
    "traveller.zen_emon": N_("Zen-emon's souvenir for 1 coin"),
    "traveller.jirocho": N_("Jirocho's bet at each inn"),
    "traveller.daigoro": N_("Daigoro's souvenir at each inn"),
    "traveller.nampo": N_("Nampo's points for cheap meals"),
    "traveller.gotozaemon": N_("Gotozaemon's coin at panoramas"),
    "traveller.miyataka": N_("Miyataka's two temple actions"),
    "traveller.kita": N_("Kita's two encounter actions"),
    # two players, variants, new encounters
    "two.neutral_moves": N_("who moves the neutral traveller"),
    "two.neutral_temple": N_("the neutral traveller's temple coin"),
    "two.neutral_inn": N_("the neutral traveller's meal discard"),
    "variant.initiatory": N_("the initiatory journey"),
    "variant.return_trip": N_("the return trip"),
    "variant.gastronomy": N_("the gastronomy variant"),
    "variant.preparations": N_("the preparations variant"),
    "new.itamae": N_("Itamae's meal"),
    "new.kitoushi": N_("Kitoushi's panorama card"),
    "new.saru": N_("Saru's hot spring"),
    "new.takuhatsuso": N_("Takuhatsuso's 4 points"),
    # Crossroads
    "cross.choice": N_("base action or Crossroads option"),
    "cross.cherry_tree": N_("the cherry tree"),
    "cross.bathhouse": N_("the bathhouse"),
    "cross.gaming_room": N_("the gaming room's bet"),
    "cross.amulet_buy": N_("buying an amulet"),
    "cross.amulet_use": N_("using an amulet once"),
    "cross.amulet_vitality": N_("the Vitality amulet"),
    "cross.amulet_fortune": N_("the Fortune amulet"),
    "cross.amulet_health": N_("the Health amulet"),
    "cross.amulet_friendship": N_("the Friendship amulet"),
    "cross.amulet_hospitality": N_("the Hospitality amulet"),
    "cross.amulet_devotion": N_("the Devotion amulet"),
    "cross.legendary_buy": N_("buying a legendary object"),
    "cross.legendary_shodo": N_("Shodo and Emaki"),
    "cross.legendary_buppatsu": N_("Buppatsu and Ema"),
    "cross.legendary_masamune": N_("Murasame and Masamune"),
    "cross.legendary_collector": N_("legendary objects for the Collector"),
    "cross.calligraphy_buy": N_("buying a calligraphy"),
    "cross.calligraphy_scoring": N_("how calligraphies score"),
    "cross.calligraphy_chatterbox": N_("calligraphies for the Chatterbox"),
    "cross.encounters_base_only": N_("encounters give no Crossroads card"),
    "cross.card_counts": N_("how many Crossroads cards are in play"),
}
"""Every rule a chapter teaches, by its checklist id, named in words (in English: ``rule_name``
says it in the lesson's language)."""


def rule_name(rule: str) -> str:
    """The rule ``rule`` (a checklist id) named in words, in the lesson's language; the id itself
    if it has no name yet.

    >>> rule_name("road.inn_stop"), rule_name("made.up")
    ('an inn cannot be passed', 'made.up')
    """
    return _(RULE_NAMES[rule]) if rule in RULE_NAMES else rule


__all__ = ["RULE_NAMES", "rule_name"]
