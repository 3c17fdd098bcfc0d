"""Fuzzing files (issue 18): mutated JSON saves, deck lists and scenario files give a clear error (the
module's own error class, with a message) or a valid result, never a bare exception."""

from __future__ import annotations

import json
import random
from pathlib import Path

from fuzz_support import random_game
from hypothesis import given
from hypothesis import strategies as st

from lithoform import Game
from lithoform.interfaces.replay import GameRecord, ReplayError
from lithoform.interfaces.replay import loads as load_record
from lithoform.interfaces.scenario.runner import run_text
from lithoform.play.decks import DeckError, check_deck, parse_deck
from lithoform.play.game import IllegalActionError
from lithoform.play.serialize import SaveError
from lithoform.rules.setup import SetupError

SAVES = [random_game(seed, steps).to_json() for seed, steps in ((1, 0), (2, 40), (3, 90), (4, 140))]
SCENARIOS = sorted(Path(__file__).parent.parent.joinpath("scenarios").glob("*.yaml"))

json_values = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.integers(-3, 300), st.floats(allow_nan=False),
              st.text(max_size=12)),
    lambda inner: st.one_of(st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=6), inner, max_size=3)),
    max_leaves=6)


def _paths(node: object, path: tuple = ()) -> list[tuple]:  # type: ignore[type-arg]
    out = [path]
    if isinstance(node, dict):
        for k, v in node.items():
            out += _paths(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += _paths(v, (*path, i))
    return out


def _set(node: object, path: tuple, value: object) -> object:  # type: ignore[type-arg]
    if not path:
        return value
    parent = node
    for key in path[:-1]:
        parent = parent[key]  # type: ignore[index]
    parent[path[-1]] = value  # type: ignore[index]
    return node


def _load_or_clear_error(text: str | bytes) -> None:
    """A mutated save loads as a game that can be played on, or is a SaveError with a message."""
    try:
        game = Game.from_json(text)
    except SaveError as e:
        assert str(e)
        return
    game.legal_actions()
    game.pending  # noqa: B018
    assert Game.from_json(game.to_json()).to_json() == game.to_json()


@given(st.sampled_from(SAVES), st.data())
def test_a_save_with_a_value_replaced_loads_or_is_a_save_error(text: str, data: st.DataObject) -> None:
    doc = json.loads(text)
    path = data.draw(st.sampled_from(_paths(doc)))
    doc = _set(doc, path, data.draw(json_values))
    _load_or_clear_error(json.dumps(doc))


@given(st.sampled_from(SAVES), st.data())
def test_a_save_with_a_key_removed_loads_or_is_a_save_error(text: str, data: st.DataObject) -> None:
    doc = json.loads(text)
    paths = [p for p in _paths(doc) if p]
    path = data.draw(st.sampled_from(paths))
    parent = doc
    for key in path[:-1]:
        parent = parent[key]
    del parent[path[-1]]
    _load_or_clear_error(json.dumps(doc))


@given(st.sampled_from(SAVES), st.integers(0, 2 ** 32), st.integers(1, 8))
def test_a_save_with_bytes_changed_loads_or_is_a_save_error(text: str, seed: int, changes: int) -> None:
    rng = random.Random(seed)
    data = bytearray(text.encode())
    for _ in range(changes):
        i = rng.randrange(len(data))
        op = rng.randrange(3)
        if op == 0:
            data[i] = rng.randrange(256)
        elif op == 1:
            del data[i]
        else:
            data[i:i] = rng.choice([b"9", b"-", b"[", b"{", b"\"", b",", b"\xff", b"99999999999999999999"])
    _load_or_clear_error(bytes(data))


deck_lines = st.one_of(
    st.builds(lambda n, name: f"{n} {name}", st.one_of(st.integers(-2, 70), st.integers(0, 10 ** 25)),
              st.sampled_from(["Mountain", "Lightning Bolt", "Shock", "Forest", "Grizzly Bears", "mountain",
                               "Fire // Ice", "No Such Card", "Lightning Bolt (M10) 146", "Relentless Rats"])),
    st.sampled_from(["Deck", "Sideboard", "", "# comment", "// comment", "About", "Name X", "SB: 2 Shock",
                     "Commander", "4x Shock", "٣ Mountain", "4\tShock", "\ufeff4 Shock"]),
    st.text(max_size=30))


@given(st.lists(deck_lines, max_size=12), st.sampled_from(["constructed", "limited"]))
def test_a_random_deck_list_parses_or_is_a_deck_error(lines: list[str], fmt: str) -> None:
    try:
        deck = parse_deck("\n".join(lines))
        check_deck(deck, fmt)
    except DeckError as e:
        assert e.problems and all(e.problems)
        return
    game = Game.new([deck.cards(), deck.cards()], seed=1)  # a legal deck starts a game
    assert game.pending.kind


@given(st.sampled_from(SCENARIOS), st.integers(0, 2 ** 32), st.integers(1, 4))
def test_a_mutated_scenario_runs_or_is_reported_malformed(path: Path, seed: int, changes: int) -> None:
    rng = random.Random(seed)
    lines = path.read_text().splitlines()
    for _ in range(changes):
        i = rng.randrange(len(lines))
        op = rng.randrange(5)
        if op == 0:
            del lines[i]
        elif op == 1:
            lines[i] = lines[i] + rng.choice([" ]", " {", ":", " - x", "  "])
        elif op == 2:
            pos = rng.randrange(len(lines[i]) + 1)
            lines[i] = lines[i][:pos] + rng.choice(["9", "-", "99999999999", "[", "٣", "\t", "P3", "\x00"]) + \
                lines[i][pos:]
        elif op == 3:
            lines.insert(i, lines[rng.randrange(len(lines))])
        else:
            lines[i] = lines[i].replace(rng.choice("0123456789") or "1", str(rng.choice([0, -1, 10 ** 12])))
    report = run_text("\n".join(lines), str(path))
    assert report.code in (0, 1, 2)
    if report.error is not None:
        assert report.error.reason


@given(st.data())
def test_a_mutated_game_record_loads_or_is_a_replay_error(data: st.DataObject) -> None:
    record = {"format": "lithoform-record/1", "seed": 1, "decks": [["Mountain"] * 40, ["Forest"] * 40],
              "actions": ["pass"] * 3}
    path = data.draw(st.sampled_from(_paths(record)))
    doc = _set(record, path, data.draw(json_values))
    try:
        loaded = load_record(json.dumps(doc))
    except ReplayError as e:
        assert str(e)
        return
    assert isinstance(loaded, GameRecord)


def test_errors_used_above_are_value_errors() -> None:
    """The clear errors are ValueErrors with messages, so callers can catch one class."""
    for cls in (SaveError, DeckError, ReplayError, SetupError, IllegalActionError):
        assert issubclass(cls, ValueError)
