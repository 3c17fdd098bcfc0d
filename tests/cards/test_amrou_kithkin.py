"""Amrou Kithkin, compiled from its Oracle text: 'Amrou Kithkin can't be blocked by creatures with power 3 or
greater.' (509.1b)"""

from __future__ import annotations

from support import block, board, cast, pass_both


def test_ruling_power_3_cant_be_declared_a_blocker_but_a_blocker_pumped_later_keeps_blocking() -> None:
    """Ruling (2009-10-01): 'A creature with power 3 or greater can’t be declared as a blocker for Amrou
    Kithkin. If the power of a creature that’s already blocking Amrou Kithkin is increased to 3 or greater,
    it continues to block.'"""
    game = board({"battlefield": ["Amrou Kithkin"]},
                 {"battlefield": ["Hill Giant", "Grizzly Bears", "Forest"], "hand": ["Giant Growth"]},
                 step="beginning_of_combat")
    pass_both(game)
    kithkin, giant, bears = game.find("Amrou Kithkin"), game.find("Hill Giant"), game.find("Grizzly Bears")
    game.apply(f"attack {kithkin} P2")
    game.apply("done")
    while game.pending.kind == "priority":
        game.apply("pass")
    blocks = {int(a.args[0]) for a in game.legal_actions() if a.kind == "block"}
    assert giant not in blocks and bears in blocks
    block(game, (bears, kithkin))
    game.apply("pass")  # P1 passes in the declare blockers step; P2 pumps its blocker
    cast(game, game.find("Giant Growth"), bears)
    pass_both(game)
    assert game.chars(bears).power == 5
    assert game.state.combat is not None and any(b == bears for b, _a in game.state.combat.blockers)
