"""CR 601.3: 'Cast ~ only if [condition]' (mechanics/cast_only_if): the card can't be cast while the condition
doesn't hold; 'you've cast another spell this turn' counts every spell cast before it (601.2i)."""

from __future__ import annotations

from support.scenario_text import passes_file


def test_601_3_grim_wanderer_needs_a_creature_to_have_died() -> None:
    passes_file("grim_wanderer_cast_only_if_a_creature_died_601_3.yaml")


def test_601_3_illusory_angel_is_refused_naming_its_condition() -> None:
    """"Cast ~ only if you've cast another spell this turn." stays refused: the condition 'you've cast another
    ... spell this turn' is read for instants and sorceries only (a permanent's 'another' would be other than the
    spell it was, 608.3), and the cast restriction reads that same condition."""
    from lithoform.carddb import get_card
    from lithoform.compiler import compile_card

    result = compile_card(get_card("Illusory Angel"))
    assert not result.ok and any("cast" in str(u) for u in result.unparsed)
