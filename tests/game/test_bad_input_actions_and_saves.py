"""Issue 18, items 6 and 7: any bad action is an IllegalActionError and any bad save a SaveError naming the
path of its first bad value; neither changes the game (README: an illegal action "leaves the game exactly
as it was")."""

from __future__ import annotations

import json
import random

import pytest

from lithoform import Action, Game
from lithoform.play.decks import DEFAULT_DECKS, resolve_deck
from lithoform.play.game import IllegalActionError
from lithoform.play.serialize import SaveError
from lithoform.state.model import Shield


def _board() -> Game:
    return Game.from_board({"active": "P1", "step": "main1",
                            "P1": {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]},
                            "P2": {"battlefield": ["Grizzly Bears"]}})


BAD_ACTIONS: list[object] = [
    "cast ٣",  # Arabic-Indic digit three
    "x ²",  # superscript two: str.isdigit() says yes, int() says no
    "x " + "9" * 5000,  # beyond int()'s 4300-digit limit
    "target " + "7" * 19,
    "cast " + "1 " * 3000,  # action text over its length bound
    "",
    "   ",
    "frobnicate 3",
    None,
    3,
    b"pass",
    ["pass"],
    Action("cast", None),  # type: ignore[arg-type]
    Action(5),  # type: ignore[arg-type]
    Action("cast", ([1],)),  # type: ignore[arg-type]
    Action("cast", (True,)),
    Action("cast", (1.5,)),  # type: ignore[arg-type]
    Action("x", (10 ** 5000,)),
    Action("target", ("two words",)),
    Action("divide", tuple(range(1000))),
]


@pytest.mark.parametrize("bad", BAD_ACTIONS, ids=[f"bad{i}" for i in range(len(BAD_ACTIONS))])
def test_a_malformed_action_is_an_illegal_action_error_and_changes_nothing(bad: object) -> None:
    game = _board()
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        game.apply(bad)  # type: ignore[arg-type]
    assert game.to_json() == before
    game.apply(f"cast {game.find('Lightning Bolt')}")  # the game goes on
    assert game.pending.kind == "target"


def _played_game() -> str:
    decks = [resolve_deck(DEFAULT_DECKS[0]).cards(), resolve_deck(DEFAULT_DECKS[1]).cards()]
    game = Game.new(decks, seed=3)
    rng = random.Random(1)
    for _ in range(200):
        if game.is_over:
            break
        game.apply(rng.choice([a for a in game.legal_actions() if a.kind != "concede"]))
    return game.to_json()


SAVED = _played_game()


def _tampered(change) -> str:  # type: ignore[no-untyped-def]
    data = json.loads(SAVED)
    change(data)
    return json.dumps(data)


@pytest.mark.parametrize(("change", "path"), [
    (lambda d: d["objects"][0].update(card="No Such Card Anywhere"), "$.objects[0].card"),
    (lambda d: d["objects"][0].update(face=9), "$.objects[0].face"),
    (lambda d: d["objects"][1].update(owner=2), "$.objects[1].owner"),
    (lambda d: d["objects"][2].update(controller=-1), "$.objects[2].controller"),
    (lambda d: d.update(active=5), "$.active"),
    (lambda d: d.update(priority=7), "$.priority"),
    (lambda d: d.update(winner=3), "$.winner"),
    (lambda d: d.update(step="teatime"), "$.step"),
    (lambda d: d["zones"].pop("exile"), "$.zones.exile"),
    (lambda d: d.update(next_id=2), "$.next_id"),
    (lambda d: d.update(players=d["players"][:1]), "$.players"),
    (lambda d: d.update(announcing=99_999), "$.announcing"),
    (lambda d: d["zones"].update({"hand:7": []}), "$.zones.hand:7"),
])
def test_from_json_names_the_path_of_the_first_bad_reference(change, path) -> None:  # type: ignore[no-untyped-def]
    text = _tampered(change)
    with pytest.raises(SaveError) as e:
        Game.from_json(text)
    assert path in str(e.value)


def test_from_json_of_a_deeply_nested_document_is_a_save_error() -> None:
    with pytest.raises(SaveError):
        Game.from_json("[" * 100_000 + "]" * 100_000)


def test_a_loaded_game_plays_on() -> None:
    game = Game.from_json(SAVED)
    assert game.to_json() == SAVED and not game.is_over
    assert len(game.legal_actions()) >= 1


def test_a_game_with_a_prevention_shield_saves_and_loads() -> None:
    """615.7: a shield records its target and amount, no controller; loading checks only what a record has
    (found by benchmarks/soak.py)."""
    game = Game.from_json(SAVED)
    target = game.state.battlefield[0] if game.state.battlefield else -1
    game.state.shields = (Shield(id=game.state.new_id(), target=target, remaining=3),)
    text = game.to_json()
    assert Game.from_json(text).to_json() == text
