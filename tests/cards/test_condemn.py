"""Condemn: "Put target attacking creature on the bottom of its owner's library. Its controller gains life
equal to its toughness." (608.2h: last known information)"""

from __future__ import annotations

from support import attack, basics, board, cast, life, pass_both, use_compiled

use_compiled("Condemn")


def test_ruling_its_last_known_toughness() -> None:
    """Ruling (2010-08-15): "The affected creature's last known existence on the battlefield is checked to
    determine its toughness." Serra Angel (4/4) attacks P2; P2 Condemns it: it goes to the bottom of P1's
    library and P1 gains 4 life."""
    game = board({"battlefield": ["Serra Angel"]}, {"hand": ["Condemn"], "battlefield": basics(Plains=1)},
                 step="beginning_of_combat")
    angel = game.find("Serra Angel")
    pass_both(game)
    attack(game, angel)
    game.apply("pass")  # P1 passes in the declare attackers step; P2 may act
    cast(game, "Condemn", angel)
    pass_both(game)
    library = game.zone("library", 0)
    assert game.state.objects[library[-1]].card == "Serra Angel"  # the bottom (index 0 is the top)
    assert life(game, 0) == 24
