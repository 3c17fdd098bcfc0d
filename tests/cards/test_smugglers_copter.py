"""Smuggler's Copter, compiled from its Oracle text (a Vehicle with crew, 702.122), and its rulings in games.

Oracle text: Flying / Whenever Smuggler's Copter attacks or blocks, you may draw a card. If you do, discard a
card. / Crew 1"""

from __future__ import annotations

from support import board, pass_both, to_attackers

COPTER = "Smuggler's Copter"


def _crew(game, creature: str) -> int:
    copter = game.find(COPTER)
    game.apply(f"activate {copter} 1")
    game.apply(f"tap {game.find(creature)}")
    pass_both(game)
    return copter


def test_a_creature_that_just_came_under_your_control_can_crew() -> None:
    """Ruling (2017-09-29): "Any untapped creature you control can be tapped to pay a crew cost, even one that
    just came under your control.\""""
    game = board({"battlefield": [COPTER, {"card": "Grizzly Bears", "sick": True}]})
    copter = _crew(game, "Grizzly Bears")
    assert {"Artifact", "Creature"} <= game.chars(copter).types


def test_it_is_not_a_creature_until_crewed() -> None:
    """Ruling (2017-09-29): "Each Vehicle is printed with a power and toughness, but it's not a creature. If it
    becomes a creature (most likely through its crew ability), it will have that power and toughness.\""""
    game = board({"battlefield": [COPTER, "Grizzly Bears"]})
    copter = game.find(COPTER)
    assert "Creature" not in game.chars(copter).types
    _crew(game, "Grizzly Bears")
    assert (game.chars(copter).power, game.chars(copter).toughness) == (3, 3)


def test_crewed_in_the_beginning_of_combat_step_it_can_attack() -> None:
    """Ruling (2017-09-29): "For a Vehicle to be able to attack, it must be a creature as the declare attackers
    step begins, so the latest you can activate its crew ability to attack with it is during the beginning
    of combat step.\""""
    game = board({"battlefield": [COPTER, "Grizzly Bears"]}, step="beginning_of_combat")
    copter = _crew(game, "Grizzly Bears")
    to_attackers(game)
    assert any(a.kind == "attack" and a.args[0] == copter for a in game.legal_actions())
