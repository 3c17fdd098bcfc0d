"""CR 701.12a-b: exchanging control of two permanents (Political Trickery: 'Exchange control of target land you
control and target land an opponent controls.'; Phyrexian Infiltrator: '{2}{U}{U}: Exchange control of
Phyrexian Infiltrator and target creature.')."""

from __future__ import annotations

from support import board, cast, controlled, pass_both, use_compiled

use_compiled("Political Trickery", "Phyrexian Infiltrator", "Shock")


def test_701_12b_each_controller_gains_control_of_the_other_permanent() -> None:
    game = board({"hand": ["Political Trickery"], "battlefield": ["Island", "Island", "Plains"]},
                 {"battlefield": ["Forest"]})
    cast(game, "Political Trickery", game.find("Plains"), game.find("Forest"))
    pass_both(game)
    assert controlled(game, "Forest", 0) and controlled(game, "Plains", 1)


def test_701_12a_if_the_whole_exchange_cant_be_completed_nothing_happens() -> None:
    """701.12a's example: one of the two creatures is destroyed before the ability resolves: it does nothing
    to the other (Phyrexian Infiltrator stays P1's)."""
    game = board({"hand": ["Shock"], "battlefield": ["Phyrexian Infiltrator"] + ["Island"] * 4 + ["Mountain"]},
                 {"battlefield": ["Runeclaw Bear"]})
    infiltrator, bear = game.find("Phyrexian Infiltrator"), game.find("Runeclaw Bear")
    game.apply(f"activate {infiltrator} 1")
    game.apply(f"target {bear}")
    if game.pending.kind != "priority":
        game.apply("autopay")
    cast(game, "Shock", bear)  # in response (P1 holds priority)
    pass_both(game)  # Shock resolves: the Bear dies
    pass_both(game)
    assert controlled(game, "Phyrexian Infiltrator", 0)
