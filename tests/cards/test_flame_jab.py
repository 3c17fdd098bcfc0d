"""Flame Jab (compiled from its Oracle text), played through the engine.

Oracle text: Flame Jab deals 1 damage to any target. / Retrace (You may cast this card from your graveyard by
discarding a land card in addition to paying its other costs.)"""

from __future__ import annotations

from support import board, life, pass_both, use_compiled

use_compiled("Flame Jab")


def _retrace(game, land: str) -> None:
    jab = game.find("Flame Jab", zone="graveyard")
    game.apply([a for a in game.legal_actions() if a.kind == "cast" and a.args[0] == jab][0])
    game.apply("target P2")
    if game.pending.kind == "discard":
        game.apply(f"discard {game.find(land, zone='hand')}")
    if game.pending.kind == "pay":
        game.apply("autopay")


def test_cast_again_and_again():
    """Ruling: "When a retrace card you cast from your graveyard resolves, fails to resolve, or is countered,
    it’s put back into your graveyard. You may use the retrace ability to cast it again." (702.81a)"""
    game = board({"graveyard": ["Flame Jab"], "hand": ["Forest", "Island"],
                  "battlefield": ["Mountain", "Mountain"]})
    _retrace(game, "Forest")
    pass_both(game)
    assert life(game, 1) == 19 and game.find("Flame Jab", zone="graveyard")
    _retrace(game, "Island")
    pass_both(game)
    assert life(game, 1) == 18 and game.find("Flame Jab", zone="graveyard")
    assert not game.state.zones["hand:0"]


def test_a_land_card_must_be_discarded():
    """Ruling: "... you must discard a land card in addition to any other costs." With no land card in hand
    (only a Shock), it can't be cast from the graveyard (601.2f, 601.2h)."""
    game = board({"graveyard": ["Flame Jab"], "hand": ["Shock"], "battlefield": ["Mountain"]})
    jab = game.find("Flame Jab", zone="graveyard")
    assert not [a for a in game.legal_actions() if a.kind == "cast" and a.args[0] == jab]
