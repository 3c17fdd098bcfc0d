"""Pursued Whale (compiled from its Oracle text), played through the engine.

Oracle text: When Pursued Whale enters the battlefield, each opponent creates a 1/1 red Pirate creature
token with "This creature can't block" and "Creatures you control attack each combat if able." / Spells
your opponents cast that target Pursued Whale cost {3} more to cast."""

from __future__ import annotations

import msgspec
from support import board, cast, lands, pass_both, pass_until, resolve_stack

from lithoform import Game
from lithoform.cards.tree import CANT_BLOCK

WHALE = "Pursued Whale"


def _whale(p2: dict) -> Game:
    game = board({"battlefield": [lands("Island", 7)], "hand": [WHALE]}, p2)
    cast(game, WHALE)
    resolve_stack(game)  # the Whale, then its enters trigger
    return game


def _pirate(game: Game) -> int:
    return next(o for o in game.zone("battlefield") if game.chars(o).name == "Pirate Token")


def test_each_opponent_creates_a_pirate_that_cant_block():
    game = _whale({"battlefield": ["Grizzly Bears"]})
    pirate = _pirate(game)
    assert game.state.objects[pirate].controller == 1 and game.state.objects[pirate].token
    c = game.chars(pirate)
    assert (c.power, c.toughness, set(c.colors), set(c.subtypes)) == (1, 1, {"R"}, {"Pirate"})
    assert CANT_BLOCK in c.keywords


def test_the_pirates_controller_must_attack_with_each_creature_able():
    """Ruling: "If a creature affected by the Pirate token can't attack for any reason (such as being tapped
    or having come under that player's control that turn), then it doesn't attack." On P2's turn the Pirate
    and Grizzly Bears must attack; a tapped creature needn't."""
    game = _whale({"battlefield": ["Grizzly Bears", "Llanowar Elves"]})
    pass_until(game, "beginning_of_combat", turn=4)
    elves = game.find("Llanowar Elves")
    game.state.set_obj(msgspec.structs.replace(game.state.objects[elves], tapped=True))  # tapped by an effect
    pass_both(game)
    p = game.pending
    assert p.kind == "attackers" and p.player == 1
    required = set(p.groups[0])
    assert required == {_pirate(game), game.find("Grizzly Bears")}
    assert not any(a.kind == "done" for a in game.legal_actions())
    for oid in sorted(required):
        game.apply(f"attack {oid} P1")
    assert any(a.kind == "done" for a in game.legal_actions())


def test_spells_targeting_the_whale_cost_three_more():
    """601.2f: the total cost includes the increase once the Whale is chosen as a target (601.2c); the
    ruling: "start with the mana cost ..., add any cost increases (such as that of Pursued Whale), then
    apply any cost reductions.\""""
    game = _whale({"battlefield": [lands("Mountain", 4)], "hand": ["Shock", "Shock"]})
    pass_until(game, "main1", turn=4)
    first = game.zone("hand", 1)[0]
    game.apply(f"cast {first}")
    game.apply(f"target {game.find(WHALE)}")
    assert game.pending.kind == "pay" and "{3}{R}" in game.pending.prompt.replace(" ", "")
    game.apply("cancel")
    game.apply(f"cast {first}")
    game.apply("target P1")
    assert game.pending.kind == "pay" and "{3}" not in game.pending.prompt
