"""CR 603.7a: "A delayed triggered ability is created during the resolution of a spell or ability ..." With the delay
written first ('At the beginning of the next end step, X and Y.'), every instruction of the sentence is the delayed
ability's, none happens now. Played with Brood of Cockroaches ('When Brood of Cockroaches is put into your graveyard
from the battlefield, at the beginning of the next end step, you lose 1 life and return Brood of Cockroaches to your
hand.') and Shock."""

from __future__ import annotations

from support import board, cast, life, pass_until, resolve_stack, use_compiled, zone_names

use_compiled("Brood of Cockroaches", "Shock")


def test_603_7a_both_instructions_wait_for_the_end_step() -> None:
    game = board({"hand": ["Shock"], "battlefield": ["Mountain", "Brood of Cockroaches"]})
    cast(game, "Shock", game.find("Brood of Cockroaches"))
    resolve_stack(game)  # Brood dies; its trigger makes the delayed ability
    assert "Brood of Cockroaches" in zone_names(game, "graveyard")
    assert life(game, 0) == 20  # not now
    pass_until(game, "end")
    resolve_stack(game)
    assert life(game, 0) == 19
    assert "Brood of Cockroaches" in zone_names(game, "hand")
