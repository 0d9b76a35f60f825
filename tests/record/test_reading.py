"""Reading records: a valid one gives a Record; each malformed one is refused with its own
message, naming the key and, in a turn, the turn number and the player."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tokaido_nb.record import Record, RecordError, read_record
from tokaido_nb.rules import data

from .support import two_player_record

Mutation = Callable[[dict[str, Any]], None]


def turn_at(record: dict[str, Any], kind: str, **having: Any) -> dict[str, Any]:
    """The first turn of the record at a stop of this kind (and with these keys, if given)."""
    for turn in record["turns"]:
        if data.BOARD[turn["to"]][0] == kind and all(k in turn for k in having):
            return turn
    raise AssertionError(f"no {kind} turn with {having}")


def plain_encounter(record: dict[str, Any]) -> dict[str, Any]:
    """The first encounter turn of a traveller who draws one card (not Yoshiyasu)."""
    yoshiyasu = [p["traveller"] for p in record["players"]].index("yoshiyasu")
    for turn in record["turns"]:
        if data.BOARD[turn["to"]][0] == "encounter" and turn["player"] != yoshiyasu:
            return turn
    raise AssertionError("no encounter turn")


def traveller_turn(record: dict[str, Any], traveller: str, kind: str) -> dict[str, Any]:
    index = [p["traveller"] for p in record["players"]].index(traveller)
    for turn in record["turns"]:
        if turn["player"] == index and data.BOARD[turn["to"]][0] == kind:
            return turn
    raise AssertionError(f"no {kind} turn for {traveller}")


def test_a_written_record_reads_back_as_a_record(finished_record: dict[str, Any]) -> None:
    record = read_record(finished_record)
    assert isinstance(record, Record)
    assert [p.traveller for p in record.players] == ["kinko", "hirotada", "yoshiyasu", "chuubei"]
    assert record.expansions == ("new_encounters",)
    assert len(record.turns) == len(finished_record["turns"])
    assert record.to_json() == finished_record


def test_a_record_is_read_from_a_file(finished_record: dict[str, Any], tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(finished_record))
    assert read_record(path) == read_record(finished_record)
    assert read_record(str(path)) == read_record(finished_record)


def test_reading_does_not_keep_a_link_to_the_given_dict(finished_record: dict[str, Any]) -> None:
    record = read_record(finished_record)
    finished_record["turns"][0]["to"] = 99
    assert record.turns[0]["to"] != 99


def _set(path: str, value: Any) -> Mutation:
    def mutate(record: dict[str, Any]) -> None:
        keys = path.split(".")
        target = record
        for key in keys[:-1]:
            target = target[int(key)] if key.isdigit() else target[key]
        target[keys[-1] if not keys[-1].isdigit() else int(keys[-1])] = value

    return mutate


def _delete(key: str) -> Mutation:
    return lambda record: record.pop(key)


def _in_turn(kind: str, change: Callable[[dict[str, Any]], None], **having: Any) -> Mutation:
    return lambda record: change(turn_at(record, kind, **having))


def _revealed_kome(record: dict[str, Any]) -> None:
    turn = turn_at(record, "village", revealed=True)
    turn["revealed"][0] = "kome"
    turn["bought"] = []


MALFORMED: list[tuple[str, Mutation, str]] = [
    ("format", _set("format", "pgn"), r"^'format' is 'pgn': a game record has 'tokaido-record'$"),
    ("version", _set("version", 2), r"^'version' is the number 2: this reader knows version 1"),
    ("top key", _set("comment", "hi"), r"^unknown key 'comment'; a record has the keys"),
    ("no turns", _delete("turns"), r"^the record has no 'turns'$"),
    ("players", _set("options.players", 6), r"'options.players' is the number 6: Tokaido is "),
    ("variant", _set("options.variants", ["speedy"]), r"'options.variants' names 'speedy'"),
    ("expansion", _set("options.expansions", ["matsuri"]), r"names 'matsuri', which is not one"),
    ("player count", _set("options.players", 3), r"'players' lists 4 players, but 'options"),
    ("traveller", _set("players.1.traveller", "ninja"), r"names 'ninja', which is not a trav"),
    ("crossroads traveller", _set("players.1.traveller", "kita"), r"'kita', a Crossroads trav"),
    ("same traveller", _set("players.1.traveller", "kinko"), r"'kinko' to two players; each "),
    ("null traveller", _set("players.0.traveller", None), r"is null, but only the initiatory"),
    ("kyoto", _set("kyoto", [0, 1, 1, 3]), r"'kyoto' must list each traveller index 0 to 3 once"),
    ("player index", _set("turns.0.player", 4), r"^turn 1: 'player' is the number 4: it must be"),
    ("to", _set("turns.0.to", 55), r"^turn 1 \(player \d\): 'to' is the number 55: it must be a"),
    ("to Kyoto", _set("turns.0.to", 0), r"'to' is 0, Kyoto, where the journey starts"),
    ("to as text", _set("turns.0.to", "5"), r"'to' is the text '5'"),
    (
        "souvenir",
        _revealed_kome,
        r"^turn \d+ \(player \d\): 'revealed' names 'kome', which is not a",
    ),
    (
        "bought",
        _in_turn("village", lambda t: t.update(bought=["ukiyoe"], revealed=["koma"])),
        r"'bought' names 'ukiyoe', which is not among the revealed cards \(koma\)",
    ),
    (
        "donate",
        _in_turn("temple", lambda t: t.update(donate=4)),
        r"'donate' is the number 4: a donation is 1 to 3 coins",
    ),
    (
        "hot spring",
        _in_turn("hot_spring", lambda t: t.update(hot_spring=4)),
        r"'hot_spring' is the number 4: hot spring cards are 2 or 3",
    ),
    (
        "key at the wrong stop",
        _in_turn("village", lambda t: t.update(donate=1)),
        r"'donate' is given at \d+, a village; it belongs to a temple",
    ),
    ("unknown turn key", _in_turn("farm", lambda t: t.update(dice=3)), r"unknown key 'dice' at"),
    (
        "power of another traveller",
        lambda r: traveller_turn(r, "kinko", "temple").update(bank_coin=True),
        r"only hirotada writes 'bank_coin', and this player's traveller is kinko",
    ),
    (
        "two cards drawn",
        lambda r: plain_encounter(r).update(drawn=["kuge", "miko"]),
        r"'drawn' lists 2 cards; only Yoshiyasu draws two",
    ),
    (
        "effect of another card",
        lambda r: plain_encounter(r).update(drawn=["kuge"], souvenir="koma"),
        r"'souvenir' is given, but the card met is kuge, and only shokunin gives it",
    ),
    (
        "meal not shown",
        _in_turn("inn", lambda t: t.update(shown=["dango"], meal="fugu"), shown=True),
        r"'meal' names 'fugu', which is not in the hand shown \(dango\)",
    ),
    (
        "hand too big",
        _in_turn("inn", lambda t: t.update(shown=["dango"] * 6, meal=None), shown=True),
        r"'shown' lists 6 cards; at most 5 can be here",
    ),
    (
        "chuubei at Edo",
        lambda r: traveller_turn(r, "chuubei", "inn").update(to=54),
        r"'chuubei' is given at the inn at 54, but that power acts only at the three inns",
    ),
    (
        "crossroads key",
        _in_turn("farm", lambda t: t.update(option="gaming_room")),
        r"'option' belongs to the Crossroads expansion, which 'options.expansions' does not list",
    ),
    ("result", _set("result.scores", [1, 2, 3]), r"'result.scores' must list 4 whole numbers"),
]


@pytest.mark.parametrize(
    ("mutate", "message"), [m[1:] for m in MALFORMED], ids=[m[0] for m in MALFORMED]
)
def test_a_malformed_record_is_refused_with_its_own_message(
    finished_record: dict[str, Any], mutate: Mutation, message: str
) -> None:
    broken = copy.deepcopy(finished_record)
    mutate(broken)
    with pytest.raises(RecordError, match=message):
        read_record(broken)


def test_every_malformed_record_has_a_different_message(finished_record: dict[str, Any]) -> None:
    messages = set()
    for _, mutate, _ in MALFORMED:
        broken = copy.deepcopy(finished_record)
        mutate(broken)
        with pytest.raises(RecordError) as caught:
            read_record(broken)
        messages.add(str(caught.value).split(": ", 1)[-1])
    assert len(messages) == len(MALFORMED)


def test_a_turn_error_names_its_key_path_turn_and_player(finished_record: dict[str, Any]) -> None:
    finished_record["turns"][11]["to"] = -1
    with pytest.raises(RecordError) as caught:
        read_record(finished_record)
    player = finished_record["turns"][11]["player"]
    assert str(caught.value).startswith(f"turn 12 (player {player}): 'to' is the number -1")
    assert (caught.value.path, caught.value.turn, caught.value.player) == (
        "turns[11].to",
        12,
        player,
    )


def test_a_record_that_is_not_json_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text('{"format": "tokaido-record",')
    with pytest.raises(RecordError, match=r"^not valid JSON: .* at line 1, column \d+$"):
        read_record(path)


def test_a_missing_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(RecordError, match="^cannot read .*nothing.json"):
        read_record(tmp_path / "nothing.json")


def test_a_record_that_is_a_list_is_refused() -> None:
    with pytest.raises(RecordError, match="^a game record is a JSON object, not a list$"):
        read_record([1, 2])  # type: ignore[arg-type]


def test_new_encounters_cards_need_their_expansion() -> None:
    record = two_player_record([{"player": 1, "to": 3, "drawn": ["saru"], "hot_spring": 2}])
    with pytest.raises(RecordError, match="names 'saru', a New Encounters card, but 'options"):
        read_record(record)
    record["options"]["expansions"] = ["new_encounters"]
    assert read_record(record).turns[0]["drawn"] == ["saru"]


def test_satsuki_keeping_her_free_meal_is_shown_no_hand() -> None:
    record = two_player_record(
        [
            {"player": 2, "to": 14, "discard": "dango"},
            {"player": 0, "to": 14, "satsuki": {"card": "fugu", "kept": True}, "shown": []},
        ]
    )
    with pytest.raises(
        RecordError, match=r"turn 2 \(player 0\): 'shown' is given, but Satsuki kept"
    ):
        read_record(record)


def test_the_neutral_traveller_makes_no_choice() -> None:
    record = two_player_record([{"player": 2, "to": 2, "donate": 1}])
    with pytest.raises(
        RecordError, match=r"turn 1 \(player 2\): 'donate' is given, but the neutral"
    ):
        read_record(record)
