"""CR 702.121a: "Melee" means "Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent
you attacked with a creature this combat." 702.121b: multiple instances trigger separately. Played with Wings
of the Guard (a 1/1 flier with melee)."""

from __future__ import annotations

from support import attack, board, pass_both, pt, to_attackers, use_compiled

use_compiled("Wings of the Guard")

WINGS = "Wings of the Guard"


def test_702_121a_attacking_the_opponent_it_gets_plus_one() -> None:
    game = board({"battlefield": [WINGS]}, step="beginning_of_combat")
    to_attackers(game)
    wings = game.find(WINGS)
    attack(game, wings)
    assert game.state.stack  # the melee trigger
    pass_both(game)
    assert pt(game, wings) == (2, 2)


def test_702_121a_a_planeswalker_attacked_is_no_opponent_attacked() -> None:
    """Only opponents (players) count: attacking a planeswalker, it gets nothing."""
    game = board({"battlefield": [WINGS]}, {"battlefield": ["Jace, the Mind Sculptor"]}, step="beginning_of_combat")
    to_attackers(game)
    wings = game.find(WINGS)
    attack(game, wings, at=str(game.find("Jace, the Mind Sculptor")))
    pass_both(game)
    assert pt(game, wings) == (1, 1)
