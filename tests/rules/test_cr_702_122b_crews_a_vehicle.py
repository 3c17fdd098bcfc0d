"""CR 702.122b: a creature 'crews a Vehicle' when it's tapped to pay the cost to activate a Vehicle's crew
ability; 'whenever ~ crews a Vehicle' triggers then (603.2), before the crew ability resolves, and 'that
Vehicle' is the Vehicle whose crew ability it paid for."""

from __future__ import annotations

from support import board, pass_both, pt, resolve_stack, triggers

COPTER = "Smuggler's Copter"  # 3/3, crew 1
MOTORIST = "Veteran Motorist"  # 'Whenever Veteran Motorist crews a Vehicle, that Vehicle gets +1/+1 until end of turn.'


def _crew(game, creature: str) -> int:  # type: ignore[no-untyped-def]
    copter = game.find(COPTER)
    game.apply(f"activate {copter} 1")
    game.apply(f"tap {game.find(creature)}")
    return copter


def test_702_122b_the_crewing_creature_triggers_and_resolves_first() -> None:
    """Ruling (2016-09-20): 'Veteran Motorist's last ability resolves before the crew ability that it was tapped
    to activate. The +1/+1 bonus will be in effect as the Vehicle becomes an artifact creature.'"""
    game = board({"battlefield": [COPTER, MOTORIST]})
    copter = _crew(game, MOTORIST)
    assert triggers(game, MOTORIST) == 1
    assert len(game.state.stack) == 2  # the trigger is above the crew ability
    pass_both(game)
    assert "Creature" not in game.chars(copter).types  # the crew ability hasn't resolved yet
    resolve_stack(game)
    assert pt(game, copter) == (4, 4)


def test_702_122b_another_creature_crewing_doesnt_trigger_it() -> None:
    game = board({"battlefield": [COPTER, MOTORIST, "Grizzly Bears"]})
    copter = _crew(game, "Grizzly Bears")
    resolve_stack(game)
    assert triggers(game, MOTORIST) == 0
    assert pt(game, copter) == (3, 3)
