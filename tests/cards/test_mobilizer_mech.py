"""Mobilizer Mech: 'Whenever Mobilizer Mech becomes crewed, up to one other target Vehicle you control becomes an
artifact creature until end of turn.' and Intercessor's Arrest: 'Enchanted permanent can't attack, block, or crew
Vehicles.' (702.122c-d)."""

from __future__ import annotations

from support import board, triggers

from lithoform.carddb import get_card
from lithoform.compiler import compile_card

MECH = "Mobilizer Mech"
COPTER = "Smuggler's Copter"


def test_they_compile() -> None:
    for name in (MECH, "Intercessor's Arrest", "Bound in Gold", "Revoke Privileges"):
        assert compile_card(get_card(name)).ok, name


def _crew(game, crew: str) -> None:  # type: ignore[no-untyped-def]
    game.apply(f"activate {game.find(MECH)} 1")
    game.apply(f"tap {game.find(crew)}")
    if game.pending.kind == "tap":
        game.apply("done")


def test_702_122d_it_triggers_when_its_crew_ability_resolves_even_if_already_a_creature() -> None:
    """Ruling: 'Mobilizer Mech's second ability triggers whenever its crew ability resolves, even if it is already a
    creature at that time.'"""
    game = board({"battlefield": [MECH, COPTER, "Hill Giant", "Centaur Courser"]})
    for crew in ("Hill Giant", "Centaur Courser"):
        _crew(game, crew)
        game.apply("pass")
        game.apply("pass")  # the crew ability resolves; the Mech's ability triggers
        assert game.pending.kind == "target", game.pending
        game.apply(f"target {game.find(COPTER)}")
        game.apply("pass")
        game.apply("pass")
    assert "Creature" in game.chars(game.find(MECH)).types
    assert "Creature" in game.chars(game.find(COPTER)).types
    assert triggers(game, MECH) == 2


def test_702_122c_a_creature_that_cant_crew_isnt_offered() -> None:
    """Intercessor's Arrest's ruling: 'A creature that “can't crew Vehicles” can't be tapped to pay the crew cost of
    a Vehicle.'"""
    game = board({"battlefield": [MECH, "Hill Giant", {"card": "Intercessor's Arrest", "attached_to": "Hill Giant"}]})
    assert not [a for a in game.legal_actions() if a.kind == "activate" and a.args[0] == game.find(MECH)]
