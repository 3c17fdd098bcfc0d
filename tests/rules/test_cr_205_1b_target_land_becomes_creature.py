"""CR 205.1b, 514.2: 'Target land becomes a 3/3 creature until end of turn. It's still a land.' (Vivify, Clan
Guildmage; mechanics/animated_lands): the land keeps its types and gains the creature type and the base power
and toughness (layers 4 and 7b) until the turn ends."""

from __future__ import annotations

from support import board, cast, resolve_stack

from lithoform import Game


def _vivified(land: dict | str = "Forest") -> tuple[Game, int]:
    game = board({"battlefield": [land, {"card": "Forest", "count": 3, "label": "pay"}], "hand": ["Vivify"]})
    target = game.find(land if isinstance(land, str) else land["card"])
    cast(game, game.find("Vivify"), target)
    resolve_stack(game)
    return game, target


def test_205_1b_vivify_the_land_is_a_3_3_creature_and_still_a_land() -> None:
    game, land = _vivified("Plains")
    c = game.chars(land)
    assert {"Creature", "Land"} <= set(c.types) and "Plains" in c.subtypes
    assert (c.power, c.toughness) == (3, 3)


def test_514_2_vivify_ends_with_the_turn() -> None:
    game, land = _vivified("Plains")
    for _ in range(200):
        if game.state.turn == 4:
            break
        game.apply("pass" if game.pending.kind == "priority" else "done")
    assert "Creature" not in game.chars(land).types


def test_302_6_vivify_ruling_the_land_can_attack_if_controlled_since_the_turn_began() -> None:
    """Vivify ruling: "A noncreature permanent that turns into a creature can attack ... only if its controller
    has continuously controlled that permanent since the beginning of their most recent turn." The land was
    there all turn: it may attack (Maze of Ith: a land the auto-payer doesn't tap for mana)."""
    game, land = _vivified("Maze of Ith")
    for _ in range(10):
        if game.pending.kind == "attackers":
            break
        game.apply("pass")
    assert any(a.kind == "attack" and int(a.args[0]) == land for a in game.legal_actions())
