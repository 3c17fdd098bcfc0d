"""CR 301.5c: "An Equipment that's also a creature can't equip a creature unless that Equipment has reconfigure
... An Equipment that equips an illegal or nonexistent permanent becomes unattached from that permanent but
remains on the battlefield. (This is a state-based action.)"  CR 704.5n.  Ensoul Artifact ("Enchanted artifact is
a creature with base power and toughness 5/5 in addition to its other types.") on an attached Equipment."""

from __future__ import annotations

from support import activate, board, cast, lands, names, pass_both, resolve_stack


def _equipped(equipment: str, extra: list = ()):
    game = board({"battlefield": [equipment, "Grizzly Bears", lands("Island", 3), *extra],
                  "hand": ["Ensoul Artifact"]})
    activate(game, equipment, 1, game.find("Grizzly Bears"))
    pass_both(game)
    assert game.state.objects[game.find(equipment)].attached_to == game.find("Grizzly Bears")
    return game


def test_301_5c_an_equipment_made_a_creature_becomes_unattached() -> None:
    game = _equipped("Bonesplitter")
    cast(game, "Ensoul Artifact", game.find("Bonesplitter"))
    resolve_stack(game)
    splitter = game.find("Bonesplitter")
    assert game.state.objects[splitter].attached_to == 0
    assert game.chars(splitter).power == 5
    assert game.chars(game.find("Grizzly Bears")).power == 2


def test_704_5n_the_unattachment_triggers_grafted_wargear() -> None:
    """603.2e: the state-based action unattaches Grafted Wargear: its ability sacrifices the Bears."""
    game = _equipped("Grafted Wargear")
    cast(game, "Ensoul Artifact", game.find("Grafted Wargear"))
    resolve_stack(game)
    assert "Grizzly Bears" in names(game, "graveyard")
    assert game.state.objects[game.find("Grafted Wargear")].attached_to == 0
