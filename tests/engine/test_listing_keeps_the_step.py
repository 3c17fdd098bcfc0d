"""A priority listing kept between two steps (issue 13's reuse) must not outlive a restriction that reads the
step: 'Cast this spell only during combat' (506.1: the combat phase begins with the beginning of combat step)
makes Surprise Deployment castable by the non-active player at the beginning of combat, though nothing else
they can see changed since they passed in the main phase."""

from __future__ import annotations

from support import board


def test_cast_only_during_combat_is_offered_once_combat_begins() -> None:
    game = board({"battlefield": ["Grizzly Bears"]},
                 {"battlefield": ["Plains"] * 4, "hand": ["Surprise Deployment"]})
    deployment = game.find("Surprise Deployment")
    game.apply("pass")  # P1 passes in the main phase: P2 has priority, not during combat
    assert game.pending.player == 1
    assert f"cast {deployment}" not in [str(a) for a in game.legal_actions()]
    game.apply("pass")  # both passed: the beginning of combat step (506.1, 507)
    assert game.state.step == "beginning_of_combat"
    game.apply("pass")
    assert game.pending.player == 1
    assert f"cast {deployment}" in [str(a) for a in game.legal_actions()]
