"""Game records: saved as JSON (format version, seed, decks, action texts), re-run exactly; a record that
does not match the engine is an error naming the action index."""

from __future__ import annotations

import json

import msgspec
import pytest

from lithoform.interfaces.replay import (
    FORMAT,
    GameRecord,
    ReplayError,
    dumps,
    load_record,
    loads,
    play_game,
    replay,
)
from lithoform.play.agents import HeuristicAgent, RandomAgent
from lithoform.play.decks import DEFAULT_DECKS, resolve_deck


@pytest.fixture(scope="module")
def played() -> tuple[list[str], GameRecord]:
    decks = [resolve_deck(n).cards() for n in DEFAULT_DECKS]
    game, record = play_game(decks, [HeuristicAgent(1), RandomAgent(2)], seed=11, deck_names=DEFAULT_DECKS,
                             agent_names=("heuristic", "random"))
    return game.log(), record


def test_a_record_replays_to_the_same_game(played) -> None:
    log, record = played
    assert record.format == FORMAT and record.finished and record.winner in (0, 1)
    again = replay(loads(dumps(record)))
    assert again.log() == log
    assert again.winner == record.winner and again.state.turn == record.turns


def test_the_record_is_plain_json_with_action_texts(played, tmp_path) -> None:
    _, record = played
    path = tmp_path / "game.json"
    path.write_text(dumps(record))
    data = json.loads(path.read_text())
    assert data["format"] == FORMAT and data["seed"] == 11
    assert all(isinstance(a, str) for a in data["actions"]) and data["actions"][0].startswith("choose P")
    assert load_record(path) == record


def _tampered(record: GameRecord, **changes: object) -> str:
    raw = msgspec.to_builtins(record)
    raw.update(changes)
    return json.dumps(raw)


def test_an_illegal_action_is_named_by_its_index(played) -> None:
    _, record = played
    actions = list(record.actions)
    actions[5] = "play 99999"
    with pytest.raises(ReplayError, match=r"action 5 \('play 99999'\) is not legal"):
        replay(loads(_tampered(record, actions=actions)))


def test_a_changed_seed_parts_at_some_action(played) -> None:
    _, record = played
    with pytest.raises(ReplayError, match=r"action \d+"):
        replay(loads(_tampered(record, seed=record.seed + 1)))


def test_a_changed_deck_is_caught(played) -> None:
    _, record = played
    decks = [list(record.decks[0]), list(record.decks[1])]
    decks[0][0], decks[0][-1] = decks[0][-1], decks[0][0]
    decks[1] = list(reversed(decks[1]))
    with pytest.raises(ReplayError, match=r"action \d+|winner|turn"):
        replay(loads(_tampered(record, decks=decks)))


def test_a_changed_result_is_caught(played) -> None:
    _, record = played
    with pytest.raises(ReplayError, match="winner"):
        replay(loads(_tampered(record, winner=1 - record.winner)))
    with pytest.raises(ReplayError, match="turn"):
        replay(loads(_tampered(record, turns=record.turns + 1)))


def test_missing_or_extra_actions(played) -> None:
    _, record = played
    with pytest.raises(ReplayError, match="unfinished"):
        replay(loads(_tampered(record, actions=list(record.actions[:-1]))))
    extra = list(record.actions) + ["pass"]
    with pytest.raises(ReplayError, match=rf"action {len(extra) - 1} .*already over"):
        replay(loads(_tampered(record, actions=extra)))


def test_wrong_version_malformed_and_hostile_records(played) -> None:
    _, record = played
    with pytest.raises(ReplayError, match="unsupported format"):
        loads(_tampered(record, format="lithoform-record/0"))
    with pytest.raises(ReplayError, match="not valid JSON"):
        loads("{not json")
    with pytest.raises(ReplayError, match="malformed"):
        loads(_tampered(record, seed="7"))
    with pytest.raises(ReplayError, match="malformed"):
        loads(_tampered(record, surprise=True))
    actions = list(record.actions)
    actions[0] = "__import__('os').system('echo hi')"
    with pytest.raises(ReplayError, match="action 0 .*not an action"):
        replay(loads(_tampered(record, actions=actions)))
    with pytest.raises(ReplayError, match="can't start a game"):
        replay(loads(_tampered(record, decks=[["Shahrazad"] * 60, list(record.decks[1])])))


def test_an_unreadable_file(tmp_path) -> None:
    with pytest.raises(ReplayError, match="can't read"):
        load_record(tmp_path / "nope.json")
