"""Thoughtseize and Inquisition of Kozilek (compiled from their Oracle text), played through the engine.

Thoughtseize: Target player reveals their hand. You choose a nonland card from it. That player discards that
card. You lose 2 life.
Inquisition of Kozilek: Target player reveals their hand. You choose a nonland card from it with mana value 3
or less. That player discards that card."""

from __future__ import annotations

from support import board, life, pass_both, use_compiled

use_compiled("Thoughtseize", "Inquisition of Kozilek")


def test_you_lose_2_life_even_with_nothing_to_discard():
    """Ruling: "You lose 2 life even if the target player has no nonland cards in their hand to discard."
    (701.20a: the hand is revealed; 608.2c)"""
    game = board({"hand": ["Thoughtseize"], "battlefield": ["Swamp"]}, {"hand": ["Forest", "Island"]})
    game.apply(f"cast {game.find('Thoughtseize')}")
    game.apply("target P2")
    game.apply("autopay")
    pass_both(game)
    assert life(game, 0) == 18 and len(game.state.zones["hand:1"]) == 2
    assert any(e.kind == "reveal" for e in game.state.events())


def test_thoughtseize_takes_the_chosen_nonland_card():
    """608.2c: the caster chooses among the revealed nonland cards; that player discards it."""
    game = board({"hand": ["Thoughtseize"], "battlefield": ["Swamp"]},
                 {"hand": ["Forest", "Serra Angel", "Lightning Bolt"]})
    game.apply(f"cast {game.find('Thoughtseize')}")
    game.apply("target P2")
    game.apply("autopay")
    pass_both(game)
    assert game.pending.kind == "choose" and game.pending.player == 0
    forest = game.find("Forest", zone="hand")
    assert forest not in game.pending.options
    game.apply(f"choose {game.find('Serra Angel', zone='hand')}")
    assert game.find("Serra Angel", zone="graveyard") and life(game, 0) == 18


def test_inquisition_targeting_yourself_reveals_your_hand():
    """Ruling: "If you target yourself with this spell, you must reveal your entire hand to the other players
    just as any other player would." Target player may be its caster; mana value 3 or less only."""
    game = board({"hand": ["Inquisition of Kozilek", "Serra Angel", "Lightning Bolt"], "battlefield": ["Swamp"]})
    game.apply(f"cast {game.find('Inquisition of Kozilek')}")
    game.apply("target P1")
    game.apply("autopay")
    pass_both(game)
    assert any(e.kind == "reveal" and e.args.get("player") == 0 for e in game.state.events())
    if game.pending.kind == "choose":  # only Lightning Bolt qualifies (Serra Angel's mana value is 5)
        assert game.pending.options == (game.find("Lightning Bolt", zone="hand"),)
        game.apply(f"choose {game.pending.options[0]}")
    assert game.find("Lightning Bolt", zone="graveyard") and game.find("Serra Angel", zone="hand")
