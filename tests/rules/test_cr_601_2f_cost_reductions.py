"""CR 601.2f and 118.7: 'This spell costs {N} less to cast if [condition]' reduces the total cost while the
spell is cast; generic reductions reduce only generic mana (118.7a), colored ones that color's symbols
(118.7c). Whether the spell can be cast at all is judged on the reduced cost."""

from __future__ import annotations

from support import board, cast, cast_actions, pass_both, resolve_stack

from lithoform.cards.mana import parse_cost


def test_118_7_reductions_of_generic_and_colored_mana():
    """118.7a: generic only reduces generic; 118.7b-c: a colored symbol the cost lacks reduces generic."""
    assert str(parse_cost("{3}{U}{U}").minus(parse_cost("{2}{U}"))) == "{1}{U}"
    assert str(parse_cost("{3}{B}").minus(parse_cost("{3}"))) == "{B}"
    assert str(parse_cost("{1}{B}").minus(parse_cost("{3}"))) == "{B}"
    assert str(parse_cost("{2}{B}").minus(parse_cost("{U}"))) == "{1}{B}"


def test_601_2f_stormwing_entity_costs_less_after_an_instant():
    """Stormwing Entity: 'This spell costs {2}{U} less to cast if you've cast an instant or sorcery spell this
    turn.' ({3}{U}{U}: with three lands it can be cast only after the instant.)"""
    game = board({"battlefield": ["Island", "Island", "Island", "Mountain"],
                  "hand": ["Stormwing Entity", "Lightning Bolt"]})
    entity = game.find("Stormwing Entity")
    assert f"cast {entity}" not in cast_actions(game)
    cast(game, game.find("Lightning Bolt"), "P2")
    pass_both(game)
    resolve_stack(game)
    assert f"cast {entity}" in cast_actions(game)
    spell = cast(game, entity)
    totals = [e.args["cost"] for e in game.state.events() if e.kind == "total_cost" and e.args["obj"] == spell]
    assert totals == ["{1}{U}"]


def test_601_2f_sanguine_indulgence_without_life_gained_costs_full():
    """Sanguine Indulgence ({3}{B}): the reduction needs 3 or more life gained this turn."""
    game = board({"battlefield": ["Swamp"], "hand": ["Sanguine Indulgence"], "graveyard": ["Grizzly Bears"]})
    assert f"cast {game.find('Sanguine Indulgence')}" not in cast_actions(game)
