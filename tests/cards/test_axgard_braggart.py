"""Axgard Braggart (compiled from its Oracle text), played through the engine.

Oracle text: Boast — {1}{W}: Untap Axgard Braggart. Put a +1/+1 counter on it. (Activate only if this creature
attacked this turn and only once each turn.)"""

from __future__ import annotations

from support import attack, board, pass_both, to_attackers, use_compiled

use_compiled("Axgard Braggart")


def test_boast_while_untapped_still_puts_the_counter():
    """Ruling: "You can activate Axgard Braggart’s boast ability even if Axgard Braggart is already untapped.
    You’ll still put a +1/+1 counter on it." (702.142a) The untap and the counter are separate instructions:
    after attacking (tapped), the boast untaps it and puts the counter on it."""
    game = board({"battlefield": ["Axgard Braggart", "Plains", "Plains"]}, step="beginning_of_combat")
    braggart = game.find("Axgard Braggart")
    to_attackers(game)
    attack(game, braggart)
    assert game.state.objects[braggart].tapped
    game.apply([a for a in game.legal_actions() if a.kind == "activate" and a.args[0] == braggart][0])
    if game.pending.kind == "pay":
        game.apply("autopay")
    pass_both(game)
    assert not game.state.objects[braggart].tapped
    assert game.state.objects[braggart].counter("+1/+1") == 1
