"""Emeria's Call // Emeria, Shattered Skyclave: "Create two 4/4 white Angel Warrior creature tokens with
flying. Non-Angel creatures you control gain indestructible until your next turn." (611.2b: the effect lasts
until its controller's next turn begins; 611.2c: the creatures affected are locked in as it resolves)"""

from __future__ import annotations

from support import basics, board, cast, pass_both, pass_until, use_compiled

use_compiled("Emeria's Call // Emeria, Shattered Skyclave")

CALL = "Emeria's Call // Emeria, Shattered Skyclave"


def _keywords(game, name: str) -> set[str]:
    return set(game.chars(game.find(name)).keywords)


def test_ruling_the_front_face_is_cast_and_the_effect_lasts_until_your_next_turn() -> None:
    """Ruling (2020-09-25): "To determine whether it is legal to play a modal double-faced card, consider
    only the characteristics of the face you're playing ..." The front face is cast: two 4/4 flying Angels;
    Grizzly Bears is indestructible through P2's turn and not once P1's next turn begins."""
    game = board({"hand": [CALL], "battlefield": [*basics(Plains=7), "Grizzly Bears"]})
    cast(game, "Emeria's Call")
    pass_both(game)
    angels = [o for o in game.state.zones["battlefield"] if game.state.objects[o].card == "Angel Warrior Token"]
    assert len(angels) == 2 and "indestructible" not in game.chars(angels[0]).keywords
    assert "indestructible" in _keywords(game, "Grizzly Bears")
    pass_until(game, "main1", turn=4)
    assert "indestructible" in _keywords(game, "Grizzly Bears")
    pass_until(game, "upkeep", turn=5)
    assert "indestructible" not in _keywords(game, "Grizzly Bears")
