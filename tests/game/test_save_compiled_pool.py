"""Every game saves and reloads (GUIDE principle 6), whatever compiled card is in it.

tests/cards/test_node_vocabulary.py checks that every node type is in its union and round-trips through it.
This module checks the places a *game* keeps nodes, with every card of the compiled pool (all playable cards
whose Oracle text compiles): each face as a token's printed face and as a copy's copiable values (707.2),
each activated or triggered ability on the stack and waiting to be put there (603.3), each continuous-effect
part in a resolved effect (611.2), each effect in a delayed trigger (603.7), each one-turn replacement in
`replacements` (611.2a). The saved game must load (`Game.from_json`) and save again to the same text.

The pool is compiled once for the module (about 22 s on one core; the round trips take about 10 s more).
"""

from __future__ import annotations

import msgspec
import pytest

from lithoform import Game
from lithoform.carddb import search
from lithoform.cards import tree
from lithoform.cards.nodes import base
from lithoform.compiler import compile_card
from lithoform.state.model import (
    ContinuousEffect,
    Delayed,
    Obj,
    StackAbility,
    TurnReplacement,
    Waiting,
)

BATCH = 40  # cards per saved game; a failing batch is retried card by card to name the card


@pytest.fixture(scope="module")
def pool() -> list[tree.CardDef]:
    cards = []
    for record in search(None, playable=True):
        result = compile_card(record)
        if result.ok and result.card is not None:
            cards.append(result.card)
    return cards


def _nodes(value: object) -> list[base.Node]:
    """Every node inside `value`, depth first."""
    out: list[base.Node] = []
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, base.Node):
            out.append(v)
            stack.extend(getattr(v, f) for f in v.__struct_fields__)
        elif isinstance(v, tuple | list):
            stack.extend(v)
    return out


def _game_holding(cards: list[tree.CardDef]) -> Game:
    """A game whose state holds every node of `cards` where the engine keeps such nodes."""
    game = Game.from_board({"active": "P1", "step": "main1", "P1": {}, "P2": {}})
    s = game.state

    def add(obj: Obj | StackAbility, zone: str) -> None:
        s.objects[obj.id] = obj
        s.zones[zone] = (*s.zones[zone], obj.id)

    waiting, delayed, effects, replacements = [], [], [], []
    for card in cards:
        source = 0  # a trigger waits with a real source (the first face's token): saves refuse an unknown one
        for face in card.faces:
            token = s.new_id()
            source = source or token
            add(Obj(token, card.name, 0, 0, "battlefield", printed=face, token=True), "battlefield")
            add(Obj(s.new_id(), "Grizzly Bears", 1, 1, "battlefield", copied=face), "battlefield")
        nodes = _nodes(card)
        for n in nodes:
            if isinstance(n, tree.ActivatedAbility | tree.TriggeredAbility):
                kind = "activated" if isinstance(n, tree.ActivatedAbility) else "triggered"
                add(StackAbility(s.new_id(), 0, 0, card.name, kind, n), "stack")
            if isinstance(n, tree.TriggeredAbility):
                waiting.append(Waiting(0, source, card.name, n))
            if isinstance(n, base.EffectNode):
                delayed.append(Delayed(s.new_id(), 0, 0, card.name, "end", n))
            if isinstance(n, tree.ReplaceDies | tree.PreventDamage | tree.RegenerationShield):
                replacements.append(TurnReplacement(s.new_id(), 0, 0, n))
        parts = tuple(n for n in nodes if isinstance(n, base.PartNode))
        if parts:
            effects.append(ContinuousEffect(s.new_id(), s.new_timestamp(), 0, 0, parts, ()))
    s.waiting, s.delayed = tuple(waiting), tuple(delayed)
    s.effects, s.replacements = tuple(effects), tuple(replacements)
    return game


def _round_trips(cards: list[tree.CardDef]) -> str | None:
    """None if a game holding `cards` saves, loads and saves again to the same text; else the error."""
    text = _game_holding(cards).to_json()
    try:
        again = Game.from_json(text).to_json()
    except Exception as e:  # noqa: BLE001 - the failure is reported with the card that caused it
        return repr(e)
    return None if again == text else "the reloaded game saves differently"


def test_the_pool_is_compiled(pool: list[tree.CardDef]) -> None:
    # 8,897 of 23,053 playable cards compiled when this test was written; more may come, never many fewer
    assert len(pool) >= 8000


def test_every_compiled_card_round_trips_as_a_definition(pool: list[tree.CardDef]) -> None:
    decoder = msgspec.json.Decoder(tree.CardDef)
    bad = [c.name for c in pool if decoder.decode(msgspec.json.encode(c)) != c]
    assert not bad, bad[:20]


def test_every_node_type_the_compiler_produces_is_saved_by_a_game(pool: list[tree.CardDef]) -> None:
    """Every node type found in the compiled pool is in the union of the places a game stores it."""
    found = {type(n) for card in pool for n in _nodes(card)}
    assert len(found) >= 150
    vocabulary = {getattr(tree, name) for name in tree.__all__}
    assert found <= vocabulary, sorted(c.__name__ for c in found - vocabulary)


def test_every_game_holding_compiled_cards_saves_and_reloads(pool: list[tree.CardDef]) -> None:
    failures: list[str] = []
    for start in range(0, len(pool), BATCH):
        batch = pool[start:start + BATCH]
        if _round_trips(batch) is None:
            continue
        for card in batch:
            error = _round_trips([card])
            if error is not None:
                failures.append(f"{card.name}: {error}")
    assert not failures, f"{len(failures)} cards: " + "; ".join(failures[:10])
