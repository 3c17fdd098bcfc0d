"""'Your opponents can't cast spells this turn.' (Silence), '... noncreature spells this turn.' (Ranger-Captain of
Eos): each opponent's ban until the turn ends (101.2, 611.2a, 514.2; mechanics/cast_bans)."""

from __future__ import annotations

from support import activate, basics, board, cast, castable, pass_both, pass_until, use_compiled

use_compiled("Silence", "Ranger-Captain of Eos")


def test_611_2a_opponents_cant_cast_spells_this_turn() -> None:
    """Silence resolves: P2 can't cast Lightning Bolt this turn; P1 still casts spells; next turn P2 can."""
    game = board({"hand": ["Silence", "Shock"], "battlefield": basics(Plains=1, Mountain=1)},
                 {"hand": ["Lightning Bolt"], "battlefield": basics(Mountain=1)})
    cast(game, "Silence")
    pass_both(game)
    game.apply("pass")  # P2 gets priority
    assert not castable(game, "Lightning Bolt")
    game.apply("pass")
    assert castable(game, "Shock")  # P1: not an opponent of Silence's controller
    pass_until(game, "upkeep", turn=4)
    assert game.pending.player == 1 and castable(game, "Lightning Bolt")  # 514.2: it ended with the turn


def test_101_2_noncreature_spells_only() -> None:
    """Ranger-Captain of Eos sacrificed: P2 can't cast Lightning Bolt but can cast a creature spell with flash."""
    game = board({"battlefield": ["Ranger-Captain of Eos"]},
                 {"hand": ["Lightning Bolt", "Spectral Sailor"], "battlefield": basics(Mountain=1, Island=1)})
    activate(game, "Ranger-Captain of Eos", 1)
    pass_both(game)
    game.apply("pass")
    assert not castable(game, "Lightning Bolt")
    assert castable(game, "Spectral Sailor")
