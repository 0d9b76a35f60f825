"""The rules of the progress map named in words: "an inn cannot be passed", not ``road.inn_stop``.

A learner reads these names on the map and in a teacher's view of the class; the ids of
``rules/checklist.md`` stay for teachers, in the tooltips and the kit. Each name is a short
phrase of its own (a translation replaces it whole); the wording follows the checklist's rule,
shortened.
"""

from __future__ import annotations

RULE_NAMES: dict[str, str] = {
    # set-up
    "setup.players": "two to five players",
    "setup.deal": "two travellers dealt, one kept",
    "setup.coins": "starting coins from the traveller",
    "setup.kyoto": "the line at Kyoto",
    "setup.neutral": "a neutral traveller with two players",
    # the road
    "road.forward": "forward, as far as you like",
    "road.inn_stop": "an inn cannot be passed",
    "road.occupied": "one traveller per space (two on a double)",
    "road.doubles": "double spaces need 4 or 5 players",
    "road.last_moves": "the last traveller moves next",
    "road.shared_behind": "the later arrival counts as behind",
    "road.inn_queue": "the last to reach an inn leaves first",
    "road.village_coin": "no coin, no village",
    "road.temple_coin": "no coin, no temple",
    "road.panorama_closed": "no stop on a finished panorama",
    "road.end": "the journey ends in Edo",
    # the stops
    "farm.coins": "a farm gives 3 coins",
    "hot_spring.card": "a hot spring gives 2 or 3 points",
    "temple.donate": "1 to 3 coins at a temple, 1 point each",
    "encounter.draw": "an encounter draws one card",
    "encounter.shokunin": "Shokunin gives a souvenir",
    "encounter.annaibito": "Annaibito gives a panorama card",
    "encounter.annaibito_complete": "Annaibito on a finished panorama",
    "encounter.samurai": "Samurai gives 3 points",
    "encounter.kuge": "Kuge gives 3 coins",
    "encounter.miko": "Miko gives a coin to the temple",
    "village.reveal": "a village shows three souvenirs",
    "village.buy": "buy any souvenirs you can pay for",
    "village.under": "unbought souvenirs go under the pile",
    "souvenir.sets": "sets of different families score 1, 3, 5, 7",
    "panorama.order": "panorama cards come in order",
    "panorama.lengths": "panoramas of 3, 4 and 5 sections",
    "panorama.first": "the first to finish a panorama",
    "inn.hand": "the first at an inn draws the meals",
    "inn.choose": "one meal bought at its price",
    "inn.optional": "a meal is never required",
    "inn.one": "at most one meal per inn",
    "inn.no_repeat": "never the same meal twice",
    "inn.points": "every meal is worth 6 points",
    "inn.under": "uneaten meals go under the pile",
    "inn.kyoto": "no meal at Kyoto",
    # the end
    "end.gourmet": "the Gourmet achievement",
    "end.collector": "the Collector achievement",
    "end.bather": "the Bather achievement",
    "end.chatterbox": "the Chatterbox achievement",
    "end.achievement_ties": "tied achievements are shared",
    "end.temple": "the temple awards: 10, 7, 4, 2",
    "end.temple_ties": "tied donors share a rank",
    "end.winner": "who wins, and ties",
    # the travellers
    "traveller.hiroshige": "Hiroshige's panorama at each inn",
    "traveller.chuubei": "Chuubei's encounter at each inn",
    "traveller.kinko": "Kinko's cheaper meals",
    "traveller.yoshiyasu": "Yoshiyasu draws two encounters",
    "traveller.satsuki": "Satsuki's free meal",
    "traveller.mitsukuni": "Mitsukuni's extra points",
    "traveller.sasayakko": "Sasayakko's free souvenir",
    "traveller.hirotada": "Hirotada's coin for the temple",
    "traveller.umegae": "Umegae's point and coin at encounters",
    "traveller.zen_emon": "Zen-emon's souvenir for 1 coin",
    "traveller.jirocho": "Jirocho's bet at each inn",
    "traveller.daigoro": "Daigoro's souvenir at each inn",
    "traveller.nampo": "Nampo's points for cheap meals",
    "traveller.gotozaemon": "Gotozaemon's coin at panoramas",
    "traveller.miyataka": "Miyataka's two temple actions",
    "traveller.kita": "Kita's two encounter actions",
    # two players, variants, new encounters
    "two.neutral_moves": "who moves the neutral traveller",
    "two.neutral_temple": "the neutral traveller's temple coin",
    "two.neutral_inn": "the neutral traveller's meal discard",
    "variant.initiatory": "the initiatory journey",
    "variant.return_trip": "the return trip",
    "variant.gastronomy": "the gastronomy variant",
    "variant.preparations": "the preparations variant",
    "new.itamae": "Itamae's meal",
    "new.kitoushi": "Kitoushi's panorama card",
    "new.saru": "Saru's hot spring",
    "new.takuhatsuso": "Takuhatsuso's 4 points",
    # Crossroads
    "cross.choice": "base action or Crossroads option",
    "cross.cherry_tree": "the cherry tree",
    "cross.bathhouse": "the bathhouse",
    "cross.gaming_room": "the gaming room's bet",
    "cross.amulet_buy": "buying an amulet",
    "cross.amulet_use": "using an amulet once",
    "cross.amulet_vitality": "the Vitality amulet",
    "cross.amulet_fortune": "the Fortune amulet",
    "cross.amulet_health": "the Health amulet",
    "cross.amulet_friendship": "the Friendship amulet",
    "cross.amulet_hospitality": "the Hospitality amulet",
    "cross.amulet_devotion": "the Devotion amulet",
    "cross.legendary_buy": "buying a legendary object",
    "cross.legendary_shodo": "Shodo and Emaki",
    "cross.legendary_buppatsu": "Buppatsu and Ema",
    "cross.legendary_masamune": "Murasame and Masamune",
    "cross.legendary_collector": "legendary objects for the Collector",
    "cross.calligraphy_buy": "buying a calligraphy",
    "cross.calligraphy_scoring": "how calligraphies score",
    "cross.calligraphy_chatterbox": "calligraphies for the Chatterbox",
    "cross.encounters_base_only": "encounters give no Crossroads card",
    "cross.card_counts": "how many Crossroads cards are in play",
}
"""Every rule a chapter teaches, by its checklist id, named in words."""


def rule_name(rule: str) -> str:
    """The rule ``rule`` (a checklist id) named in words; the id itself if it has no name yet.

    >>> rule_name("road.inn_stop"), rule_name("made.up")
    ('an inn cannot be passed', 'made.up')
    """
    return RULE_NAMES.get(rule, rule)


__all__ = ["RULE_NAMES", "rule_name"]
