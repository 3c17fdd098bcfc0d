"""CR 611.2b: some continuous effects last until a specific event ('until your next turn'); such an effect
ends as that player's next turn begins (500.1), not at a cleanup step (514.2). Played with Emeria's Call
("Non-Angel creatures you control gain indestructible until your next turn.")."""

from __future__ import annotations

from support import basics, board, cast, pass_both, pass_until, use_compiled

use_compiled("Emeria's Call // Emeria, Shattered Skyclave")


def test_611_2b_it_survives_the_cleanup_steps_and_ends_as_your_turn_begins() -> None:
    game = board({"hand": ["Emeria's Call // Emeria, Shattered Skyclave"],
                  "battlefield": [*basics(Plains=7), "Grizzly Bears"]})
    cast(game, "Emeria's Call")
    pass_both(game)
    bears = game.find("Grizzly Bears")
    pass_until(game, "end", turn=4)  # after P1's cleanup, in P2's turn
    assert "indestructible" in game.chars(bears).keywords
    pass_until(game, "upkeep", turn=5)
    assert "indestructible" not in game.chars(bears).keywords


def test_611_2c_creatures_that_arrive_later_are_not_affected() -> None:
    """611.2c: the set of affected objects is locked in as the effect begins."""
    game = board({"hand": ["Emeria's Call // Emeria, Shattered Skyclave", "Savannah Lions"],
                  "battlefield": [*basics(Plains=8)]})
    cast(game, "Emeria's Call")
    pass_both(game)
    cast(game, "Savannah Lions")
    pass_both(game)
    assert "indestructible" not in game.chars(game.find("Savannah Lions")).keywords
