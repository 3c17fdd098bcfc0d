"""CR 601.2f: static abilities of permanents that change the total cost of spells: increases ('Noncreature
spells cost {1} more to cast') are added and reductions (118.7) subtracted; 'you cast' limits a reduction
to its controller's spells."""

from __future__ import annotations

from support import board, cast, cast_actions


def _total(game, spell: int) -> str:
    return [e.args["cost"] for e in game.state.events() if e.kind == "total_cost" and e.args["obj"] == spell][-1]



def test_601_2f_vryn_wingmare_taxes_every_players_noncreature_spells():
    """Vryn Wingmare: 'Noncreature spells cost {1} more to cast.' It affects its opponent's spells too."""
    game = board({"battlefield": ["Mountain", "Mountain"], "hand": ["Lightning Bolt"]},
                 {"battlefield": ["Vryn Wingmare"]})
    spell = cast(game, game.find("Lightning Bolt"), "P2")
    assert _total(game, spell) == "{1}{R}"


def test_601_2f_vryn_wingmare_makes_a_spell_uncastable_without_the_extra_mana():
    game = board({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"]}, {"battlefield": ["Vryn Wingmare"]})
    assert f"cast {game.find('Lightning Bolt')}" not in cast_actions(game)


def test_601_2f_vryn_wingmare_does_not_tax_creature_spells():
    game = board({"battlefield": ["Forest", "Forest"], "hand": ["Grizzly Bears"]},
                 {"battlefield": ["Vryn Wingmare"]})
    spell = cast(game, game.find("Grizzly Bears"))
    assert _total(game, spell) == "{1}{G}"


def test_118_7_watcher_of_the_spheres_reduces_its_controllers_flyers_only():
    """Watcher of the Spheres: 'Creature spells with flying you cast cost {1} less to cast.'"""
    game = board({"battlefield": ["Watcher of the Spheres", "Plains", "Plains", "Plains", "Plains"],
                  "hand": ["Serra Angel", "Grizzly Bears"]})
    spell = cast(game, game.find("Serra Angel"))
    assert _total(game, spell) == "{2}{W}{W}"
    game = board({"battlefield": ["Plains"] * 5, "hand": ["Serra Angel"]},
                 {"battlefield": ["Watcher of the Spheres"]})
    spell = cast(game, game.find("Serra Angel"))
    assert _total(game, spell) == "{3}{W}{W}"
