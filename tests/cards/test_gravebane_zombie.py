"""Gravebane Zombie, compiled from its Oracle text: 'If Gravebane Zombie would die, put Gravebane Zombie on top of its
owner's library instead.' (614.1a, 700.4; 401.4: the top)."""

from __future__ import annotations

from support import board, cast, names, pass_both, use_compiled, zone_names

use_compiled("Gravebane Zombie")


def test_it_goes_on_top_of_its_owners_library_instead_of_dying() -> None:
    game = board({"hand": ["Lightning Bolt"], "battlefield": ["Mountain"], "library": ["Plains", "Plains"]},
                 {"battlefield": ["Gravebane Zombie"], "library": ["Island", "Island"]})
    cast(game, "Lightning Bolt", game.find("Gravebane Zombie"))
    pass_both(game)
    assert zone_names(game, "library", 1)[0] == "Gravebane Zombie"
    assert "Gravebane Zombie" not in names(game, "graveyard", 1)
    assert any(e.kind == "replaced" and e.args.get("card") == "Gravebane Zombie" for e in game.state.events())
