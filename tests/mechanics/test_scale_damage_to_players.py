"""CR 614.1a: 'If a source would deal damage to you (an opponent, enchanted player), it deals double that damage to
you (that player) instead.': a replacement effect that applies only to damage to that player (rules/replacement
/events.py, ScaleDamage's recipients)."""

from __future__ import annotations

from support import board, cast, life, pass_both, use_compiled

use_compiled("Fiendish Duo", "Curse of Bloodletting")


def test_fiendish_duo_doubles_damage_to_opponents_only() -> None:
    """'If a source would deal damage to an opponent, it deals double that damage to that player instead.'"""
    game = board({"battlefield": ["Fiendish Duo", "Mountain", "Mountain"], "hand": ["Shock", "Lightning Bolt"]})
    cast(game, "Shock", "P2")
    pass_both(game)
    assert life(game, 1) == 16
    cast(game, "Lightning Bolt", "P1")
    pass_both(game)
    assert life(game, 0) == 17
    assert any(e.kind == "damage_replaced" and "614.1a" in e.rules for e in game.state.events())


def test_curse_of_bloodletting_doubles_damage_to_the_enchanted_player() -> None:
    """'If a source would deal damage to enchanted player, it deals double that damage to that player instead.'
    (303.4: the Curse is attached to the player): damage to the other player is dealt as it is. Ruling: "It also
    doesn't matter who controls the source of the damage that's being dealt."
    """
    game = board({"battlefield": ["Mountain"] * 7, "hand": ["Curse of Bloodletting", "Shock", "Lightning Bolt"]})
    cast(game, "Curse of Bloodletting", "P2")
    pass_both(game)
    cast(game, "Shock", "P2")
    pass_both(game)
    assert life(game, 1) == 16
    cast(game, "Lightning Bolt", "P1")
    pass_both(game)
    assert life(game, 0) == 17
