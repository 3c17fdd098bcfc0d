"""Blast from the Past ({2}{R} instant): "Madness {R}, cycling {1}{R}, kicker {2}{R}, flashback {3}{R}, buyback
{4}{R} / Blast from the Past deals 2 damage to any target. If this spell was kicked, create a 1/1 red Goblin
creature token." Its rulings, quoted from the card database (buyback 702.27a, madness 702.35a)."""

from __future__ import annotations

from support import board, life, resolve_stack, use_compiled, zone_names

BLAST = "Blast from the Past"
use_compiled(BLAST)


def test_ruling_cycled_then_cast_with_madness_paying_buyback() -> None:
    """Ruling: "If you cycle Blast from the Past, you can then use madness to cast it. If you cast Blast from
    the Past using madness, you may also pay for kicker or buyback." Cycled ({1}{R}), exiled by madness, cast
    for {R} plus buyback {4}{R}: it deals 2 damage and returns to the hand."""
    game = board({"hand": [BLAST], "battlefield": [{"card": "Mountain", "count": 8}], "library": ["Island"] * 3})
    cycle = next(a for a in game.legal_actions() if a.kind == "activate" and a.args[0] == game.find(BLAST))
    game.apply(cycle)
    if game.pending.kind != "priority":
        game.apply("autopay")
    assert BLAST in zone_names(game, "exile")
    game.apply("pass")
    game.apply("pass")  # the madness trigger resolves (on top of the cycling ability)
    game.apply("yes")
    game.apply("additional none")  # kicker
    game.apply("additional buyback")
    game.apply("target P2")
    assert game.pending.prompt == "pay {4}{R}{R}"
    game.apply("autopay")
    resolve_stack(game)
    assert life(game, 1) == 18
    assert BLAST in zone_names(game, "hand")


def test_ruling_flashback_and_buyback_dont_mix() -> None:
    """Ruling: "Flashback and buyback don't mix. If you cast Blast from the Past using flashback, it will be
    exiled rather than go back to your hand." (702.34a)"""
    game = board({"graveyard": [BLAST], "battlefield": [{"card": "Mountain", "count": 9}]})
    game.apply(f"cast {game.find(BLAST, zone='graveyard')} flashback")
    game.apply("additional none")
    game.apply("additional buyback")
    game.apply("target P2")
    game.apply("autopay")
    resolve_stack(game)
    assert BLAST in zone_names(game, "exile")
