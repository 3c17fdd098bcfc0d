"""Mardu Scout (compiled from its Oracle text), played through the engine.

Oracle text: Dash {1}{R} (You may cast this spell for its dash cost. If you do, it gains haste, and it's
returned from the battlefield to its owner's hand at the beginning of the next end step.)"""

from __future__ import annotations

from support import board, pass_both, pass_until, use_compiled

use_compiled("Mardu Scout")


def test_returned_only_if_still_on_the_battlefield():
    """Ruling: "If you pay the dash cost to cast a creature spell, that card will be returned to its owner’s
    hand only if it’s still on the battlefield when its triggered ability resolves. If it dies or goes to
    another zone before then, it will stay where it is." (702.109a, 400.7)"""
    game = board({"hand": ["Mardu Scout", "Shock"], "battlefield": ["Mountain", "Mountain", "Mountain"]})
    game.apply(f"cast {game.find('Mardu Scout')}")
    game.apply("alternative dash")
    game.apply("autopay")
    pass_both(game)
    scout = game.find("Mardu Scout", zone="battlefield")
    game.apply(f"cast {game.find('Shock')}")
    game.apply(f"target {scout}")
    game.apply("autopay")
    pass_both(game)
    assert game.find("Mardu Scout", zone="graveyard")
    pass_until(game, "end")
    while game.state.stack:
        pass_both(game)
    assert game.find("Mardu Scout", zone="graveyard")
    assert not any(game.chars(o).name == "Mardu Scout" for o in game.state.zones["hand:0"])


def test_dash_is_still_casting_the_spell():
    """Ruling: "If you choose to pay the dash cost rather than the mana cost, you’re still casting the spell.
    It goes on the stack and can be responded to and countered." (118.9, 601.2)"""
    game = board({"hand": ["Mardu Scout"], "battlefield": ["Mountain", "Forest"]})
    game.apply(f"cast {game.find('Mardu Scout')}")
    game.apply("alternative dash")
    game.apply("autopay")
    assert game.state.stack and any(e.kind == "cast" for e in game.state.events())
