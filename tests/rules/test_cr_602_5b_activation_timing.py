"""CR 602.5b: an activated ability with a restriction on when it can be activated ('Activate only during
your turn, before attackers are declared.', 'Activate only during your upkeep.') can be activated only then
(mechanics/activation_timing)."""

from __future__ import annotations

from support import board, can_activate, pass_until

RESEARCHER = "Talas Researcher"  # '{T}: Draw a card. Activate only during your turn, before attackers are declared.'


def test_602_5b_during_your_turn_before_attackers() -> None:
    game = board({"battlefield": [RESEARCHER], "library": ["Island"] * 5})
    assert can_activate(game, game.find(RESEARCHER))


def test_602_5b_not_after_attackers_are_declared() -> None:
    game = board({"battlefield": [RESEARCHER], "library": ["Island"] * 5}, step="main2")
    assert not can_activate(game, game.find(RESEARCHER))


def test_602_5b_not_during_an_opponents_turn() -> None:
    game = board({"battlefield": [RESEARCHER], "library": ["Island"] * 5}, active="P2")
    game.apply("pass")  # P2 passes in their main phase: P1 receives priority (117.3d)
    assert game.pending.player == 0 and game.state.active == 1
    assert not can_activate(game, game.find(RESEARCHER))


def test_602_5b_during_your_upkeep_only() -> None:
    """'Activate only during your upkeep.' (Colossus of Sardia's untap ability)."""
    game = board({"battlefield": [{"card": "Colossus of Sardia", "tapped": True}] + ["Plains"] * 9},
                 active="P2", step="end")
    colossus = game.find("Colossus of Sardia")
    assert not can_activate(game, colossus)
    pass_until(game, "upkeep")
    assert game.state.active == 0 and game.state.objects[colossus].tapped  # it doesn't untap (502.3)
    assert can_activate(game, colossus)
