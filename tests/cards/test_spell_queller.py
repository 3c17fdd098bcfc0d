"""Spell Queller ({1}{W}{U} 2/3 flash, flying): "When Spell Queller enters the battlefield, exile target spell with
mana value 4 or less. / When Spell Queller leaves the battlefield, the exiled card's owner may cast that card
without paying its mana cost." Its rulings, quoted from the card database (607.2a, 608.2g)."""

from __future__ import annotations

from support import board, life, resolve_stack, use_compiled, zone_names

QUELLER = "Spell Queller"
use_compiled(QUELLER)


def _quell_bolt():
    game = board({"hand": [QUELLER], "battlefield": ["Plains", "Island", "Island"]},
                 {"hand": ["Lightning Bolt", "Lightning Bolt"], "battlefield": ["Mountain", "Mountain"]},
                 active="P2")
    game.apply(f"cast {game.find('Lightning Bolt', zone='hand')}")
    game.apply("target P1")
    game.apply("autopay")
    game.apply("pass")
    game.apply(f"cast {game.find(QUELLER)}")
    game.apply("autopay")
    game.apply("pass")
    game.apply("pass")  # Spell Queller resolves; its enters ability triggers
    game.apply(f"target {game.state.stack[0]}")
    game.apply("pass")
    game.apply("pass")
    assert "Lightning Bolt" in zone_names(game, "exile", 1)
    return game


def test_ruling_cast_as_part_of_the_resolution_ignoring_timing() -> None:
    """Ruling: "If the player casts the exiled card, they do so as part of the resolution of Spell Queller's
    last ability. The player can't wait to cast it later in the turn." P2 kills Spell Queller with its second
    Bolt; the leaves ability lets P2 cast the exiled Bolt for free at once."""
    game = _quell_bolt()
    game.apply(f"cast {game.find('Lightning Bolt', zone='hand')}")
    game.apply(f"target {game.find(QUELLER)}")
    game.apply("autopay")
    game.apply("pass")
    game.apply("pass")  # Queller dies; its leaves ability triggers
    game.apply("pass")
    game.apply("pass")
    assert game.pending.kind == "may" and game.pending.player == 1
    game.apply("yes")
    game.apply("target P1")
    assert game.chars(game.state.stack[-1]).name == "Lightning Bolt"
    resolve_stack(game)
    assert life(game, 0) == 17


def test_ruling_the_new_spell_has_no_relation_to_the_first() -> None:
    """Ruling: "If the exiled card's owner casts it, the spell has no relation to the spell that player
    originally cast. Any choices made for the original spell ... aren't carried over to the new one." The
    first Bolt targeted P1; the new one is given a new target (P2's own face, here)."""
    game = _quell_bolt()
    game.apply(f"cast {game.find('Lightning Bolt', zone='hand')}")
    game.apply(f"target {game.find(QUELLER)}")
    game.apply("autopay")
    for _ in range(2):
        game.apply("pass")
        game.apply("pass")
    game.apply("yes")
    assert game.pending.kind == "target"
    game.apply("target P2")
    resolve_stack(game)
    assert life(game, 1) == 17 and life(game, 0) == 20
