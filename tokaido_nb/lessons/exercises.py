"""The exercises of the chapters: each one's answer, worked out by the rules, its hints and why.

A chapter's check cell only names its exercise (``check("05.sets", answer)``): the expected
value, the two hints, the explanation and the common wrong answers live here, so that what a
learner sees before answering gives nothing away. Each answer is computed from the rules (a
small game played with the rules core, or the scoring functions), never typed in. A few
exercises ask about something the chapter built (the strategy lab's study, the score sheet of
the chapter, the recorded game): the check cell passes it, and ``Exercise.needs`` names it.

The teacher's kit (teachers.md) lists the same answers, with the common wrong answers and what
each one reveals (``Exercise.wrong``).

The texts are written here in English and said in the lesson's language: scripts/translations.py
takes every text of the ``Exercise(...)`` calls below into the lessons' catalog (``TABLES``
there), and they are translated where they are shown (``said``, ``explain``, ``notes``).
"""

from __future__ import annotations

from ..rules import OFFICIAL, data
from ..rules.language import _
from ..rules.numbers import decimal
from ..rules.scoring import (
    souvenir_points,
    temple_awards,
)
from ..rules.words import card_name
from .answers import NAME, NAMES, NUMBER, NUMBERS, POSITION
from .exercise_model import Exercise
from .exercise_scenes import (
    achievements,
    aiko_calligraphies,
    ben_again,
    ben_legendary,
    chen_award,
    chen_facts,
    devotion,
    farm_and_spring,
    gotozaemon,
    guide,
    hirotada_coins,
    preparations,
    road_quiz,
    second_inn,
    six_bets,
    tie_facts,
    tie_winner,
    widest,
    winner,
    zen_emon,
)
from .positions import StopVerdicts, best_stop, position_advice

# ----------------------------------------------------------------------------- the registry

EXERCISES: dict[str, Exercise] = {
    exercise.id: exercise
    for exercise in (
        Exercise(
            "00.four_food",
            "Four of one family",
            "How many points are four food souvenirs worth?",
            NUMBER,
            "a number, like 7",
            lambda _given: souvenir_points(["food"] * 4),
            (
                "A souvenir joins the first set that does not have its family yet. Can two "
                "foods share a set?",
                "Each food starts a set of its own, and the first card of a set is worth 1.",
            ),
            "Four foods make four sets of one card, 1 point each: {expected}. One souvenir of "
            "each family would make one full set: 1 + 3 + 5 + 7 = 16.",
            "A first taste: souvenir sets",
            ("souvenir.sets",),
            {
                16: "16 is a full set of four different families; four foods make four sets.",
                1: "Each food starts a set of its own: there are four sets, not one.",
                10: "1 + 2 + 3 + 4 counts the cards of one set, but foods never share a set.",
            },
        ),
        Exercise(
            "01.next",
            "Who moves next?",
            "Daisuke goes to the inn at 14, Chiyo to the sea at 11, Ben to the mountain at 12, "
            "then Aiko joins Chiyo at 11. Who moves next?",
            NAME,
            'a name, like "Ben"',
            road_quiz,
            (
                "The traveller furthest behind always moves next. Who is furthest back, and "
                "what if two travellers share a space?",
                "Aiko and Chiyo are both at 11, behind Ben (12) and Daisuke (14). On a shared "
                "space the one who arrived later counts as behind.",
            ),
            "Aiko and Chiyo are furthest back, both at 11, and Aiko arrived there after Chiyo: "
            "on a shared space the later arrival counts as behind, so {expected} moves next.",
            "On a shared space, the later arrival is behind",
            ("road.last_moves", "road.shared_behind"),
            {
                "Chiyo": "Chiyo is at 11 too, but she arrived first: the later arrival is behind.",
                "Daisuke": "Daisuke is furthest ahead. Turns do not go round the table.",
                "Ben": "Ben is at 12, ahead of the two travellers at 11.",
            },
        ),
        Exercise(
            "02.farm_and_spring",
            "Coins and points",
            "Aiko (Kinko, 7 coins) stops at the farm at 7, the hot spring at 13 (a card worth "
            "2), the inn at 14 (no meal) and the farm at 17. Her coins and points?",
            NUMBERS,
            "a pair (coins, points), like (10, 3)",
            farm_and_spring,
            (
                "A farm gives coins and a hot spring gives points. What did each stop add to "
                "her purse, and what to her score?",
                "Two farms (7 and 17) give 3 coins each, from her 7. The hot spring card is "
                "worth 2 points and gives no coin. The inn gives nothing when she eats nothing.",
            ),
            "Each farm gives 3 coins: 7 + 3 + 3 = 13. The hot spring card gives 2 points, not "
            "coins, and the inn gives nothing when she eats nothing: {expected}.",
            "Farms: 3 coins",
            ("farm.coins", "hot_spring.card"),
            {
                (10, 2): "10 coins is one farm: the farm at 17 pays 3 coins too.",
                (13, 0): "The hot spring card is worth points: 2 of them.",
                (15, 0): "A hot spring card gives points, not coins.",
                (2, 13): "The pair is (coins, points): coins first.",
            },
        ),
        Exercise(
            "03.tied_givers",
            "Four givers, two tied",
            "Aiko and Ben gave 5 coins each, Chiyo 3, Daisuke 1. The temple award of each?",
            NUMBERS,
            "a list of four numbers, like [10, 7, 4, 2]",
            lambda _given: temple_awards([5, 5, 3, 1]),
            (
                "Rank the givers by the coins they gave. Givers with the same total share a place.",
                "Aiko and Ben tie for first place. After a tie no place is skipped: the next "
                "total takes the very next place.",
            ),
            "Aiko and Ben tie on 5 and both take first place, 10 each. Ties skip no rank: "
            "Chiyo's 3 is second (7) and Daisuke's 1 third (4): {expected}.",
            "Ties: share the rank, skip nothing",
            ("end.temple", "end.temple_ties"),
            {
                (10, 10, 4, 2): "That skips a place after the tie. The next total takes the "
                "very next place: second.",
                (10, 7, 4, 2): "Aiko and Ben gave the same, so they share first place.",
                (10, 10, 7, 2): "Daisuke is third, not one of the other givers: the places "
                "go 1, 1, 2, 3.",
                (5, 5, 3, 1): "Those are the coins given. The award is the points of the place.",
            },
        ),
        Exercise(
            "04.guide",
            "The guide's other panorama",
            "Aiko's paddy is complete; she draws the paddy guide and chooses the mountain. How "
            "many points does she gain?",
            NUMBER,
            "a number, like 7",
            guide,
            (
                "The guide's paddy is complete, so she takes the next section of the panorama "
                "she chooses. Which mountain section comes next?",
                "Her tableau shows two mountain sections. A section scores its number.",
            ),
            "She holds mountain sections 1 and 2, so the guide gives section 3, which scores "
            "its number: {expected}. Her complete paddy adds nothing more.",
            "The guide of a finished panorama",
            ("encounter.annaibito", "encounter.annaibito_complete", "panorama.order"),
            {
                1: "A section scores its number, not 1 point each.",
                0: "With the guide's panorama complete, she may choose another one.",
                6: "Only the next section (3) is taken, not the two she holds already.",
            },
        ),
        Exercise(
            "05.sets",
            "Ben's souvenirs",
            "Ben holds two food souvenirs, one art and one clothing. How many points?",
            NUMBER,
            "a number, like 7",
            lambda _given: souvenir_points(["food", "food", "art", "clothing"]),
            (
                "Souvenirs score in sets of different families: 1, 3, 5 and 7 for the 1st to "
                "4th card of a set. Make the sets first.",
                "The two foods cannot share a set. One set holds food, art and clothing; the "
                "other food starts a new set.",
            ),
            "The first food, the art and the clothing make one set of three families: 1 + 3 + "
            "5 = 9. The second food cannot join a set that has food, so it starts a new set: "
            "1. 9 + 1 = {expected}.",
            "Sets of different families",
            ("souvenir.sets",),
            {
                16: "A full set needs four different families, and Ben has three.",
                9: "That is the set of three: the second food scores too.",
                4: "A souvenir is not worth 1 point each: the 2nd and 3rd card of a set score "
                "3 and 5.",
                8: "Each new souvenir joins the first set that lacks its family, so the "
                "clothing joins the food and the art.",
            },
        ),
        Exercise(
            "06.sea",
            "The sea",
            "Aiko holds sea sections 1 and 2 and stops at three more seas, completing the sea "
            "first. How many points do those three stops give?",
            NUMBER,
            "a number, like 7",
            lambda _given: (
                sum(range(3, OFFICIAL.panorama_lengths["sea"] + 1)) + OFFICIAL.achievement_points
            ),
            (
                "Each section scores its number, and the first traveller to complete a "
                "panorama takes its achievement.",
                "The three stops bring sea sections 3, 4 and 5, and the fifth completes the sea.",
            ),
            "Sections 3, 4 and 5 score 3 + 4 + 5 = 12. The last one completes the sea, and "
            "she is the first: the sea achievement adds 3. 12 + 3 = {expected}.",
            "The first to complete it",
            ("panorama.order", "panorama.lengths", "panorama.first"),
            {
                12: "Completing the sea first also takes the sea achievement: 3 more points.",
                3: "Each section scores its number, not 1 point.",
                18: "Sections 1 and 2 scored before: count only the three new ones.",
                6: "Each section scores its number: 3, 4 and 5.",
            },
        ),
        Exercise(
            "07.meals",
            "What may Aiko eat?",
            "At the second inn the table shows Tempura, Unagi, Soba and Misoshiru. Aiko ate "
            "Tempura at the first inn and has 2 coins. Which may she buy?",
            NAMES,
            'a set of names, like {"unagi"}',
            second_inn,
            (
                "Two rules limit her choice: nobody eats the same specialty twice, and a meal "
                "costs the price printed on it.",
                "She ate Tempura at the first inn. She has 2 coins: which meal costs more?",
            ),
            "Tempura is a specialty she has eaten, and Unagi costs 3 coins while she has 2. "
            "Soba (2 coins) and Misoshiru (1 coin) are both open to her: {expected}.",
            "The second inn",
            ("inn.choose", "inn.no_repeat"),
            {
                ("soba", "misoshiru", "tempura"): "She ate Tempura at the first inn: never the "
                "same specialty twice.",
                ("soba", "misoshiru", "unagi"): "Unagi costs 3 coins, and she has only 2.",
                ("misoshiru",): "Soba costs 2 coins, and 2 coins are enough.",
                ("soba", "misoshiru", "tempura", "unagi"): "Not every meal on the table is "
                "open to her: look at what she ate, and at her coins.",
            },
        ),
        Exercise(
            "08.achievements",
            "Hand out the achievements",
            "Printed meal prices 5, 7, 7; souvenirs 6, 6, 6; hot springs 0, 0, 0; encounters "
            "2, 3, 1. The points of each player from the four achievements?",
            NUMBERS,
            "a list of three numbers, like [3, 6, 0]",
            achievements,
            (
                "A tie shares the card, and a best total of 0 gives it to nobody.",
                "Take one row at a time: Gourmet goes to Players 2 and 3, Collector to all "
                "three. And Bather, with every total at 0?",
            ),
            "Gourmet: Players 2 and 3 tie on 7, so each takes it. Collector: all three have 6, "
            "so all three take it. Bather: the best total is 0, so nobody does. Chatterbox: "
            "Player 2 alone. At 3 points a card: {expected}.",
            "Ties, and nobody at all",
            (
                "end.gourmet",
                "end.collector",
                "end.bather",
                "end.chatterbox",
                "end.achievement_ties",
            ),
            {
                (6, 12, 9): "Nobody takes Bather: a best total of 0 gives it to nobody.",
                (0, 6, 3): "A tie shares the card: all three take Collector.",
                (3, 9, 3): "Players 2 and 3 tie for Gourmet, so both take it.",
                (0, 9, 3): "A tie shares the card: count Collector for everyone, and Gourmet "
                "for Players 2 and 3.",
            },
        ),
        Exercise(
            "08.winner",
            "Who wins?",
            "Aiko 64 points and 2 achievement cards, Ben 64 and 3, Chie 61 and 4. Who wins?",
            NAME,
            'a name, like "Aiko"',
            winner,
            (
                "The most points wins; a tie on points goes to the one with more achievement "
                "cards.",
                "Chie holds the most cards, but she has fewer points. Points come first.",
            ),
            "Points come first: Chie's 61 cannot win. Aiko and Ben tie on 64, and the tie goes "
            "to the one with more achievement cards: {expected}, with 3.",
            "Who wins?",
            ("end.winner",),
            {
                "Chie": "Cards only break a tie on points, and Chie has fewer points.",
                "Aiko": "Aiko ties Ben on points, but Ben holds more achievement cards.",
            },
        ),
        Exercise(
            "09.zen_emon",
            "Zen-emon's bargain",
            "Zen-emon (6 coins) buys Geta (2) and Ukiyoe (3) and uses his power as well as he "
            "can. How many coins does he pay?",
            NUMBER,
            "a number, like 7",
            zen_emon,
            (
                "Once per village, one souvenir Zen-emon buys costs him 1 coin instead of its "
                "price, and he chooses which one.",
                "Use the power on the dearer card: which saves more, the Geta (2) or the "
                "Ukiyoe (3)?",
            ),
            "His power makes one card cost 1 coin, so he uses it on the dearest one, the "
            "Ukiyoe (3). The Geta costs its printed 2. 1 + 2 = {expected} coins.",
            "Zen-emon, the merchant",
            ("traveller.zen_emon",),
            {
                5: "That is the printed price; his power makes one of the two cost 1 coin.",
                4: "That uses the power on the Geta. On the Ukiyoe it saves one more coin.",
                2: "Only one card per village costs 1 coin.",
            },
        ),
        Exercise(
            "09.mitsukuni",
            "Mitsukuni's bonus",
            "Mitsukuni ends with 3 hot spring cards and 2 achievement cards (Sea and Bather). "
            "How many points does his power give?",
            NUMBER,
            "a number, like 7",
            lambda _given: OFFICIAL.mitsukuni_bonus * (3 + 2),
            (
                "Mitsukuni's power counts cards, not points: 1 point for every hot spring card "
                "and every achievement card.",
                "He holds 3 hot spring cards and 2 achievement cards, and a panorama "
                "achievement is an achievement card too.",
            ),
            "+1 for each of the 3 hot spring cards and for each of the 2 achievement cards, "
            "panorama achievements included: {expected}. The cards' own points are counted "
            "elsewhere.",
            "Mitsukuni, the old man",
            ("traveller.mitsukuni",),
            {
                3: "The achievement cards count too.",
                2: "The hot spring cards count too.",
                4: "The Sea achievement is an achievement card too.",
            },
        ),
        Exercise(
            "10.preparations",
            "Preparations",
            "With Preparations, the Kyoto line from the road is Kinko (7 coins), Satsuki (2), "
            "Hiroshige (3), Yoshiyasu (9). What does each start with?",
            NUMBERS,
            "a list of four numbers, like [7, 2, 3, 9]",
            preparations,
            (
                "With Preparations, your place in the Kyoto line, counted from the road, adds "
                "coins or takes them away.",
                "The first place (nearest the road) gets +2, the second +1, the third nothing, "
                "the fourth −1.",
            ),
            "Kinko 7 + 2, Satsuki 2 + 1, Hiroshige 3 + 0, Yoshiyasu 9 − 1: {expected}.",
            "Preparations",
            ("variant.preparations",),
            {
                (7, 2, 3, 9): "Those are the coins printed on the tiles: add each place's bonus.",
                (6, 2, 4, 11): "The bonuses are the wrong way round: the place nearest the "
                "road, Kinko's, gets +2.",
            },
        ),
        Exercise(
            "10.neutral_temple",
            "The neutral traveller at the temple",
            "Two players: Aiko gave 2 coins, Ben 2, the neutral traveller 3. Aiko's temple award?",
            NUMBER,
            "a number, like 7",
            lambda _given: temple_awards([2, 2, 3])[0],
            (
                "The neutral traveller's coins count in the temple ranking.",
                "The neutral traveller gave 3 coins: first place. Aiko and Ben tie on 2.",
            ),
            "The neutral traveller's 3 coins take first place. Aiko and Ben tie on 2 and share "
            "second place: {expected} points each.",
            "Two players: the neutral traveller",
            ("two.neutral_temple", "end.temple_ties"),
            {
                10: "The neutral traveller's coins count: its 3 coins are first.",
                4: "Aiko and Ben share second place: a tie takes the place, it does not push "
                "anyone down.",
            },
        ),
        Exercise(
            "11.next",
            "Why is it Ben's turn again?",
            "Chiyo walks to 7, Ben to 4, Aiko to 6, Ben to 5. Who moves now?",
            NAME,
            'a name, like "Aiko"',
            ben_again,
            (
                "It is not a round: the traveller furthest behind always moves next.",
                "Ben is at 5, Aiko at 6 and Chiyo at 7. Who is furthest back?",
            ),
            "Ben is at 5, Aiko at 6 and Chiyo at 7: {expected} is furthest behind, so he moves "
            "again, even after two moves in a row.",
            "How to play",
            ("road.last_moves",),
            {
                "Aiko": "Turns do not go round the table: Ben just moved, but he is still last.",
                "Chiyo": "Chiyo is furthest ahead, at 7.",
            },
        ),
        Exercise(
            "11.box",
            "The tiles left in the box",
            "Four players are each dealt two of the 10 traveller tiles and keep one. How many "
            "tiles are back in the box?",
            NUMBER,
            "a number, like 7",
            lambda _given: len(data.TRAVELLERS) - 4,
            (
                "Each player is dealt two tiles and keeps one; every other tile goes back to "
                "the box.",
                "Four players are dealt 8 of the 10 tiles and keep 4. Where do the 4 refused "
                "tiles go, and the 2 never dealt?",
            ),
            "Four tiles are kept, one per player. The 4 refused and the 2 never dealt go back "
            "to the box: 10 − 4 = {expected}.",
            "How to play",
            ("setup.deal",),
            {
                2: "The refused tiles go back to the box too.",
                4: "The 2 tiles never dealt are in the box as well.",
                8: "8 tiles are dealt, but only the 4 kept stay out of the box.",
            },
        ),
        Exercise(
            "12.least_sure",
            "How sure are we?",
            "In the study's chart of win rates by traveller, which traveller has the longest "
            "thin line (95% interval)?",
            NAME,
            'a traveller, like "Kinko" (or its key as printed, "kinko")',
            lambda summary: widest(summary).key,
            (
                "The thin line is the 95% interval: compare the lengths of the lines, not of "
                "the bars.",
                "The fewer games a traveller played, the longer its line. The number in "
                "brackets after each name is its number of games.",
            ),
            "{name} played only {games} games, so luck weighs more in its win rate and "
            "its line is the longest. More games would shorten it.",
            "Which traveller wins most often?",
            ("setup.deal",),
            {},
            needs="the study, summary",
            facts=lambda summary: {
                "key": widest(summary).key,
                "name": card_name(widest(summary).key),
                "games": widest(summary).games,
            },
        ),
        Exercise(
            "13.tie",
            "A tie at the top",
            "Aiko finds one more hot spring card worth 3 after the count. Who wins now?",
            NAME,
            'a name, like "Bea"',
            tie_winner,
            (
                "A tie on points goes to the player with more achievement cards. First work "
                "out what the card gives Aiko.",
                "The card gives Aiko 3 points, 1 more as Mitsukuni, and the Bather achievement "
                "for her alone (Chen loses his share). Then compare her total with Bea's.",
            ),
            "Aiko and Bea both end with {aiko} points, and a tie on points goes to the player "
            "with more achievement cards: Aiko holds {aiko_cards}, Bea {bea_cards}, so "
            "{expected} wins.",
            "What the sheet works out",
            ("end.bather", "end.achievement_ties", "end.winner"),
            {
                "Bea": "Count all that the card gives Aiko: its 3 points, Mitsukuni's +1, and "
                "Bather for her alone (3 more, and +1 for Mitsukuni).",
                "Chen": "Chen gave the most to the temple, but his total is lower.",
            },
            needs="the corrected sheet, found",
            facts=tie_facts,
        ),
        Exercise(
            "13.temple",
            "How much must the temple pay?",
            "The second and third temple awards stay 7 and 4. What is the smallest first award "
            "that makes Chen (10 coins given) win alone?",
            NUMBER,
            "a number, like 7",
            chen_award,
            (
                "Chen gave the most coins, so a bigger first award goes to him alone. How far "
                "is he behind the winner?",
                "Find the gap between Chen's score and the winner's, then remember the "
                "tie-break: equal points go to the player with more achievement cards.",
            ),
            "Each point of award goes to Chen alone, so the award must close the gap to the "
            "winner. At one point less he ties on points and on achievement cards, and the "
            "victory is shared. So {expected}, with the others at {others}.",
            "What if the temple paid more?",
            ("end.temple", "end.winner"),
            {17: "At 17 Chen ties Bea on points and on achievement cards: a shared victory."},
            needs="the score sheet, example",
            facts=chen_facts,
        ),
        Exercise(
            "14.coins",
            "Follow the coins",
            "Hirotada (Player 2) starts with 8 coins. How many does he have after turn 14?",
            NUMBER,
            "a number, like 7",
            hirotada_coins,
            (
                "Follow his purse turn by turn in the log: a temple takes coins, a farm gives "
                "3, a hot spring costs nothing.",
                "On turn 4 he gives at a temple, but one of the two coins there comes from "
                "the bank (his power).",
            ),
            "He starts with 8. Turn 4: he gives 1 coin of his own, and the second comes from "
            "the bank (7). Turn 7: a hot spring costs nothing (7). Turn 10: the farm pays 3 "
            "(10). Turn 14: 1 more coin to a temple. So he has {expected}.",
            "The replay viewer",
            ("temple.donate", "farm.coins", "traveller.hirotada"),
            {
                8: "He gave coins at two temples and earned 3 at a farm: follow every turn.",
                7: "The farm on turn 10 pays him 3 coins.",
                6: "On the temple turns the second coin comes from the bank, not his purse.",
            },
            needs="the record, record",
        ),
        Exercise(
            "15.gaming_room",
            "Six bets, one per face",
            "Six bets of 2 coins in the gaming room show the six faces of the fortune die once "
            "each. How many coins do the six bets win in all?",
            NUMBER,
            "a number, like 7",
            six_bets,
            (
                "The die has six faces, and one face is printed twice. A bet of 2 coins comes "
                "back multiplied by the face: what does each face add to the purse, once the "
                "bet is paid?",
                "The faces are X, ×1, ×2, ×3, ×3 and ×4, so the purse changes by −2, 0, +2, "
                "+4, +4 and +6.",
            ),
            "Each bet pays 2 coins and takes back 2 times the face: −2 (X), 0 (×1), +2 (×2), "
            "+4 (×3, twice) and +6 (×4), {expected} coins in all: about {average} a bet on "
            "average. Six farms would have given {farms}.",
            "The gaming room and its fortune die",
            ("cross.gaming_room",),
            {
                10: "The ×3 face is printed twice: six faces, five values.",
                26: "That counts the coins that come back; each bet first pays its 2 coins.",
                18: "That is six farms. The gaming room's bet may be lost.",
                16: "X loses the bet: the purse changes by −2 there, not 0.",
            },
            facts=lambda given: {
                "average": decimal(six_bets(given) / len(data.DIE_FACES), 2),
                "farms": OFFICIAL.farm_coins * len(data.DIE_FACES),
            },
        ),
        Exercise(
            "15.legendary",
            "Ben's legendary objects",
            "Ben bought Shodo first, then the Murasame, and holds 4 souvenirs at the end. How "
            "many points do his two legendary objects score?",
            NUMBER,
            "a number, like 7",
            ben_legendary,
            (
                "Score each object on its own with the table of the section, then add. What "
                "does Shodo count, and does an object bought after it count?",
                "The Murasame scores 8 points. Shodo scores 1 point per souvenir and per other "
                "legendary object held, one bought later included.",
            ),
            "The Murasame scores 8 points. Shodo scores 1 point for each of the 4 souvenirs and "
            "1 for the Murasame, bought after it: 5. In all {expected}.",
            "Legendary objects",
            ("cross.legendary_shodo", "cross.legendary_masamune"),
            {
                14: "Shodo counts the other legendary objects, not itself.",
                12: "Shodo counts a legendary object bought after it too: the Murasame.",
                8: "Shodo scores too: 1 point per souvenir and other legendary object.",
                5: "The Murasame scores 8 points of its own.",
            },
        ),
        Exercise(
            "16.devotion",
            "Devotion at a village",
            "Aiko holds Devotion. At a village she buys Koma (1 coin) and Sumie (3 coins), and "
            "plays Devotion on the Sumie. How many points does she gain at once?",
            NUMBER,
            "a number, like 7",
            devotion,
            (
                "Two things score now: the souvenirs (a set of two families) and the coins "
                "Devotion sends to the temple.",
                "Koma and Sumie are of two families: one set of two cards. Devotion sends the "
                "Sumie's coins to the temple, 1 point each.",
            ),
            "Koma (a small object) and Sumie (art) make a set of two: 1 + 3 = 4 points. Devotion "
            "sends the Sumie's 3 coins to the temple: 3 points, and 3 coins in the ranking at "
            "the end. {expected} points.",
            "Devotion: a purchase for the temple",
            ("cross.amulet_devotion", "souvenir.sets"),
            {
                4: "Devotion's coins go to the temple, and a coin given there scores 1 point.",
                3: "The souvenirs score too: a set of two families.",
                8: "Devotion sends the coins of one card of the purchase, not of both.",
            },
        ),
        Exercise(
            "16.calligraphies",
            "Aiko's calligraphies",
            "At the end Aiko holds Foresight, Nostalgia and Perfection, 3 coins, 2 legendary "
            "objects, 5 souvenirs and 2 achievement cards. How many points do her "
            "calligraphies score?",
            NUMBER,
            "a number, like 7",
            aiko_calligraphies,
            (
                "Score each calligraphy on its own with the table of the section, then add. "
                "Which of her cards does each one count?",
                "Foresight counts her coins, Nostalgia her legendary objects and souvenirs, "
                "Perfection her achievement cards and her calligraphies, itself included.",
            ),
            "Foresight: 2 × 3 coins = 6. Nostalgia: 2 × 2 legendary objects + 5 souvenirs = 9. "
            "Perfection: 2 × 2 achievement cards + 3 calligraphies (itself included) = 7. "
            "In all {expected}.",
            "Calligraphies: points at the end",
            ("cross.calligraphy_scoring",),
            {
                21: "Perfection counts itself among the calligraphies: 3 of them, not 2.",
                20: "Perfection counts every calligraphy held, not only itself: 3.",
                17: "Nostalgia counts the souvenirs too, 1 point each.",
                19: "Foresight gives 2 points per coin left, not 1.",
            },
        ),
        Exercise(
            "16.gotozaemon",
            "Gotozaemon's cherry tree",
            "Gotozaemon starts with 0 coins. He stops at the paddy at 4 and takes a cherry "
            "tree. How many coins and points has he now?",
            NUMBERS,
            "a pair (coins, points), like (3, 1)",
            gotozaemon,
            (
                "Two things give him something here: his power at a panorama stop, and the "
                "cherry tree itself.",
                "His power gives a coin at each panorama stop; the cherry tree gives points and "
                "a coin of its own.",
            ),
            "His power gives 1 coin for stopping at a panorama, and the cherry tree 2 points "
            "and 1 more coin: {expected}.",
            "Gotozaemon, the souvenir seller",
            ("traveller.gotozaemon", "cross.cherry_tree"),
            {
                (1, 2): "His power gives a coin at the panorama as well as the cherry tree's.",
                (2, 0): "The cherry tree scores points: 2 of them.",
                (1, 0): "The cherry tree gives 2 points and a coin, and his power a coin.",
            },
        ),
        Exercise(
            "17.tempo",
            "Find the best stop: early on the road",
            "Aiko (Kinko) is at 4 with 4 coins, early in the journey. Where should she stop? "
            "The coach checks your answer.",
            POSITION,
            "a road position, like 9",
            lambda _given: best_stop("tempo"),
            (
                "Every space you walk past is a stop you never make. Which open stop gives "
                "something now without walking far?",
                "The nearest open stops are 6 and 8. The village costs coins Aiko barely has; "
                "a panorama section is free and keeps her last, so she moves again at once.",
            ),
            "The coach's first choice is {expected}. {reason}",
            "Find the best stop",
            ("road.last_moves", "panorama.order"),
            StopVerdicts("tempo"),
            facts=lambda _given: {"reason": position_advice("tempo")[0].reason},
        ),
        Exercise(
            "17.farm",
            "Find the best stop: a purse to fill",
            "Later in the journey Aiko is at 28 with 5 coins. Where should she stop? The coach "
            "checks your answer.",
            POSITION,
            "a road position, like 9",
            lambda _given: best_stop("farm"),
            (
                "Look at what is left on the road before the next inn: what will Aiko want to "
                "buy there, and can she pay for it?",
                "Villages and meals ahead cost coins. Which nearby stop fills her purse?",
            ),
            "The coach's first choice is {expected}. {reason}",
            "Find the best stop",
            ("farm.coins", "road.last_moves"),
            StopVerdicts("farm"),
            facts=lambda _given: {"reason": position_advice("farm")[0].reason},
        ),
    )
}
"""Every exercise, by id ("05.sets"), in the order of the chapters."""


RENAMED: dict[str, str] = {
    "15.devotion": "16.devotion",
    "15.calligraphies": "16.calligraphies",
    "15.gotozaemon": "16.gotozaemon",
    "16.tempo": "17.tempo",
    "16.farm": "17.farm",
}
"""Exercise ids from before chapter 15 was split in two, old -> new: a learner's copy of an old
lesson still checks its exercises (under the new id), and old progress files are read with it."""


def exercise(id: str) -> Exercise:
    """The exercise ``id``; an unknown id is refused with the ids of its chapter. An id from
    before chapter 15 was split (``RENAMED``) gives the exercise under its new id.

    >>> exercise("16.tempo").id
    '17.tempo'

    >>> exercise("05.sets").title
    "Ben's souvenirs"
    >>> exercise("05.set")
    Traceback (most recent call last):
    ...
    ValueError: There is no exercise '05.set'; chapter 05 has: 05.sets.
    """
    id = RENAMED.get(id, id)
    if id in EXERCISES:
        return EXERCISES[id]
    chapter = str(id).split(".")[0]
    same = [key for key in EXERCISES if key.split(".")[0] == chapter]
    if same:
        said = _("There is no exercise {id}; chapter {chapter} has: {ids}.")
    else:
        said = _("There is no exercise {id}; ids: {ids}.")
    ids = ", ".join(same or EXERCISES)
    raise ValueError(said.format(id=repr(id), chapter=chapter, ids=ids))


def chapter_exercises(number: str) -> list[Exercise]:
    """The exercises of chapter ``number`` ("05"), in order."""
    return [each for each in EXERCISES.values() if each.chapter == number]
