"""Reverse Engineer (compiled from its Oracle text), played through the engine.

Oracle text: Improvise (Your artifacts can help cast this spell. Each artifact you tap after you're done
activating mana abilities pays for {1}.) / Draw three cards."""

from __future__ import annotations

from support import board, use_compiled

use_compiled("Reverse Engineer")


def test_an_artifact_tapped_for_mana_cant_also_improvise():
    """Ruling: "If an artifact you control has a mana ability with {T} in the cost, activating that ability
    while casting a spell with improvise will result in the artifact being tapped when you pay the spell’s
    costs. You won’t be able to tap it again for improvise." (702.126a: an untapped artifact)"""
    game = board({"hand": ["Reverse Engineer"], "battlefield": ["Island", "Island", "Sol Ring", "Ornithopter"]})
    game.apply(f"cast {game.find('Reverse Engineer')}")
    ring = game.find("Sol Ring")
    assert f"improvise {ring}" in {str(a) for a in game.legal_actions()}
    game.apply([a for a in game.legal_actions() if a.kind == "activate" and a.args[0] == ring][0])
    assert f"improvise {ring}" not in {str(a) for a in game.legal_actions()}
    game.apply(f"improvise {game.find('Ornithopter')}")
    game.apply("autopay")
    assert game.pending.kind == "priority" and game.state.stack


def test_improvise_cant_pay_colored_mana():
    """Ruling: "Improvise can’t pay for {W}, {U}, {B}, {R}, {G}, or {C} mana symbols in a spell’s total
    cost." Five artifacts and no blue source: not castable."""
    game = board({"hand": ["Reverse Engineer"], "battlefield": [{"card": "Ornithopter", "count": 5}]})
    assert not any(a.kind == "cast" for a in game.legal_actions())
