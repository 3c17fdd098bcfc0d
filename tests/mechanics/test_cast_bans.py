"""Static bans on casting spells of a kind (101.2, 601.3; mechanics/cast_bans): Steel Golem, Llawan, Brisela,
Dragonlord Dromoka, Basandra."""

from __future__ import annotations

from support import board, castable, use_compiled

use_compiled("Steel Golem", "Llawan, Cephalid Empress", "Dragonlord Dromoka", "Basandra, Battle Seraph")


def test_steel_golem_bans_its_controllers_creature_spells_only() -> None:
    """'You can't cast creature spells.': its controller can't; an opponent can; a noncreature spell can be."""
    game = board({"battlefield": ["Steel Golem", "Forest", "Forest", "Mountain"], "hand": ["Grizzly Bears", "Shock"]})
    assert not castable(game, "Grizzly Bears")
    assert castable(game, "Shock")
    game = board({"battlefield": ["Forest", "Forest"], "hand": ["Grizzly Bears"]},
                 {"battlefield": ["Steel Golem"]})
    assert castable(game, "Grizzly Bears")


def test_llawan_bans_the_opponents_blue_creature_spells() -> None:
    """'Your opponents can't cast blue creature spells.': a blue creature no, a green one yes (105.1, 109.3)."""
    game = board({"battlefield": [{"card": "Island", "count": 2}, {"card": "Forest", "count": 2}],
                  "hand": ["Coral Merfolk", "Grizzly Bears"]}, {"battlefield": ["Llawan, Cephalid Empress"]})
    assert not castable(game, "Coral Merfolk")
    assert castable(game, "Grizzly Bears")


def test_dragonlord_dromoka_bans_the_opponents_spells_during_its_controllers_turn() -> None:
    """'Your opponents can't cast spells during your turn.': on the opponent's own turn they can."""
    game = board({"battlefield": ["Dragonlord Dromoka"]}, {"battlefield": ["Mountain"], "hand": ["Shock"]})
    game.apply("pass")  # P1 passes priority: P2 may act in P1's turn
    assert game.pending.player == 1
    assert not castable(game, "Shock")
    game = board({"battlefield": ["Dragonlord Dromoka"]}, {"battlefield": ["Mountain"], "hand": ["Shock"]},
                 active="P2")
    assert castable(game, "Shock")


def test_basandra_bans_spells_during_combat_only() -> None:
    """'Players can't cast spells during combat.' (506.1: the combat phase's steps)."""
    game = board({"battlefield": ["Basandra, Battle Seraph", "Mountain"], "hand": ["Shock"]})
    assert castable(game, "Shock")
    game = board({"battlefield": ["Basandra, Battle Seraph", "Mountain"], "hand": ["Shock"]},
                 step="beginning_of_combat")
    assert not castable(game, "Shock")
