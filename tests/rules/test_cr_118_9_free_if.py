"""CR 118.9: an alternative cost 'that its controller may pay rather than paying the spell's mana cost';
'If [condition], you may cast this spell without paying its mana cost.' (the Legates, Submerge) is one of no
mana, offered only while its condition holds as the spell is announced (601.2b). 107.3: X is 0."""

from __future__ import annotations

from support import board, pass_both, use_compiled, zone_names

use_compiled("Submerge", "Deepwood Legate")


def test_118_9_submerge_free_when_both_lands_are_there() -> None:
    """Submerge: 'If an opponent controls a Forest and you control an Island, you may cast this spell without
    paying its mana cost. Put target creature on top of its owner's library.'"""
    game = board({"hand": ["Submerge"], "battlefield": ["Island"]},
                 {"battlefield": ["Forest", "Grizzly Bears"]})
    game.apply(f"cast {game.find('Submerge')}")
    assert "alternative free" in {str(a) for a in game.legal_actions()}
    game.apply("alternative free")
    game.apply(f"target {game.find('Grizzly Bears')}")
    assert game.pending.kind == "priority"  # nothing to pay
    pass_both(game)
    assert zone_names(game, "library", 1)[0] == "Grizzly Bears"
    assert game.find("Submerge", zone="graveyard")


def test_118_9_submerge_needs_both_parts_of_the_condition() -> None:
    """Without the opponent's Forest (or without the Island) the alternative isn't offered: with one Island the
    spell's {4}{U} can't be paid, so it can't be cast at all."""
    no_forest = board({"hand": ["Submerge"], "battlefield": ["Island"]}, {"battlefield": ["Grizzly Bears"]})
    assert not any(str(a).startswith("cast") for a in no_forest.legal_actions())
    no_island = board({"hand": ["Submerge"], "battlefield": ["Swamp"]},
                      {"battlefield": ["Forest", "Grizzly Bears"]})
    assert not any(str(a).startswith("cast") for a in no_island.legal_actions())


def test_118_9_a_creature_spell_cast_for_free() -> None:
    """Deepwood Legate: 'If an opponent controls a Forest and you control a Swamp, you may cast this spell
    without paying its mana cost.' 118.9c: its mana value stays 4."""
    game = board({"hand": ["Deepwood Legate"], "battlefield": ["Swamp"]}, {"battlefield": ["Forest"]})
    game.apply(f"cast {game.find('Deepwood Legate')}")
    game.apply("alternative free")
    assert game.chars(game.state.stack[-1]).mana_value == 4
    pass_both(game)
    assert game.find("Deepwood Legate", zone="battlefield")
