"""CR 702.122: crew. 'Crew N' means 'Tap any number of other untapped creatures you control with total power N
or greater: This permanent becomes an artifact creature until end of turn.'"""

from __future__ import annotations

from support import board, legal, pass_both, pass_until

from lithoform.play.game import Game

COPTER = "Smuggler's Copter"  # a 3/3 flying Vehicle, Crew 1
FREIGHTER = "Renegade Freighter"  # a 4/3 Vehicle, Crew 2


def _crew(game: Game, vehicle: str, *crew: str) -> int:
    v = game.find(vehicle)
    game.apply(f"activate {v} 1")
    for name in crew:
        game.apply(f"tap {game.find(name)}")
    pass_both(game)
    return v


def test_702_122a_the_vehicle_becomes_an_artifact_creature_until_end_of_turn() -> None:
    """702.122a: after its crew ability resolves it is an artifact creature with its printed power and
    toughness, until end of turn (514.2)."""
    game = board({"battlefield": [COPTER, "Llanowar Elves"]})
    assert "Creature" not in game.chars(game.find(COPTER)).types
    copter = _crew(game, COPTER, "Llanowar Elves")
    c = game.chars(copter)
    assert {"Artifact", "Creature"} <= c.types and (c.power, c.toughness) == (3, 3)
    assert game.state.objects[game.find("Llanowar Elves")].tapped
    pass_until(game, "upkeep", turn=4)
    assert "Creature" not in game.chars(copter).types


def test_702_122a_total_power_n_or_greater() -> None:
    """702.122a: the creatures tapped must have a total power of N or more: two 1-power creatures crew 2;
    one 1-power creature alone can't, so the ability can't be activated."""
    game = board({"battlefield": [FREIGHTER, "Llanowar Elves"]})
    assert not legal(game, f"activate {game.find(FREIGHTER)} 1")
    game = board({"battlefield": [FREIGHTER, "Llanowar Elves", {"card": "Llanowar Elves"}]})
    freighter = game.find(FREIGHTER)
    game.apply(f"activate {freighter} 1")
    elves = [o for o in game.zone("battlefield") if game.state.objects[o].card == "Llanowar Elves"]
    game.apply(f"tap {elves[0]}")
    assert game.pending.kind == "tap"  # 1 of 2: another creature is needed
    game.apply(f"tap {elves[1]}")
    pass_both(game)
    assert "Creature" in game.chars(freighter).types


def test_702_122a_other_creatures_a_crewed_vehicle_cant_crew_itself() -> None:
    """702.122a: 'other untapped creatures': a Vehicle that is already a creature can't tap itself for its
    own crew cost."""
    game = board({"battlefield": [COPTER, "Llanowar Elves"]})
    copter = _crew(game, COPTER, "Llanowar Elves")
    assert not legal(game, f"activate {copter} 1")  # the Elves are tapped; the Copter is the only creature


def test_702_122_a_creature_that_just_came_under_your_control_can_crew() -> None:
    """302.6 limits only {T} and {Q} costs: a summoning-sick creature can be tapped to crew."""
    game = board({"battlefield": [COPTER, {"card": "Grizzly Bears", "sick": True}]})
    copter = _crew(game, COPTER, "Grizzly Bears")
    assert "Creature" in game.chars(copter).types
