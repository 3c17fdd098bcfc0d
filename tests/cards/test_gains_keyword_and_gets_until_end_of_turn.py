"""'Target creature gains trample and gets +X/+0 until end of turn' (Ancestral Anger, Vigorspore Wurm, Xenagos, God
of Revels): the duration said once at the end of the two conjoined instructions is that of both (611.2a); the
keyword is lost at the cleanup step with the bonus (514.2), not kept for good."""

from __future__ import annotations

from support import board, cast, pass_until, pt, resolve_stack, use_compiled

use_compiled("Ancestral Anger")


def test_ancestral_anger_trample_ends_with_the_turn() -> None:
    game = board({"battlefield": ["Mountain", "Grizzly Bears"], "hand": ["Ancestral Anger"]})
    bears = game.find("Grizzly Bears")
    cast(game, "Ancestral Anger", bears)
    resolve_stack(game)
    assert pt(game, bears) == (3, 2) and "trample" in game.chars(bears).keywords  # X is 1 plus none in graveyard
    pass_until(game, "upkeep", turn=4)
    assert pt(game, bears) == (2, 2) and "trample" not in game.chars(bears).keywords
