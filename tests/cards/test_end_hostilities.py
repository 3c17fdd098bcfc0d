"""End Hostilities: "Destroy all creatures and all permanents attached to creatures." and the template family
'[object] and all [Auras] attached to it' (Hubris, Eaten by Spiders; 301.5, 303.4, 608.2c, mechanics/with_attached)."""

from __future__ import annotations

from support import board, cast, pass_both, use_compiled
from support.reading import battlefield_names, names

use_compiled("End Hostilities", "Hubris", "Eaten by Spiders")


def test_ruling_creatures_and_what_is_attached_to_them_are_destroyed_at_the_same_time() -> None:
    """Ruling (2014-09-20): "Permanents attached to creatures may include Auras and Equipment. All the affected
    permanents are destroyed at the same time." """
    game = board({"hand": ["End Hostilities"],
                  "battlefield": [{"card": "Plains", "count": 5}, "Grizzly Bears",
                                  {"card": "Bonesplitter", "attached_to": "Grizzly Bears"}, "Leonin Scimitar",
                                  "Glorious Anthem"]},
                 {"battlefield": ["Savannah Lions", {"card": "Pacifism", "attached_to": "Savannah Lions"}]})
    cast(game, "End Hostilities")
    pass_both(game)
    assert sorted(battlefield_names(game, 0)) == ["Glorious Anthem", "Leonin Scimitar", *["Plains"] * 5]
    assert battlefield_names(game, 1) == []
    assert sorted(names(game, "graveyard", 0)) == ["Bonesplitter", "End Hostilities", "Grizzly Bears"]
    assert sorted(names(game, "graveyard", 1)) == ["Pacifism", "Savannah Lions"]


def test_hubris_returns_the_creature_and_the_auras_attached_to_it() -> None:
    game = board({"hand": ["Hubris"], "battlefield": [{"card": "Island", "count": 2}]},
                 {"battlefield": ["Grizzly Bears", {"card": "Rancor", "attached_to": "Grizzly Bears"},
                                  {"card": "Bonesplitter", "attached_to": "Grizzly Bears"}]})
    cast(game, "Hubris", game.find("Grizzly Bears"))
    pass_both(game)
    assert sorted(names(game, "hand", 1)) == ["Grizzly Bears", "Rancor"]
    assert battlefield_names(game, 1) == ["Bonesplitter"]  # an Equipment isn't an Aura: it stays, unattached


def test_eaten_by_spiders_destroys_the_creature_and_its_equipment() -> None:
    game = board({"hand": ["Eaten by Spiders"], "battlefield": [{"card": "Forest", "count": 3}]},
                 {"battlefield": ["Wind Drake", {"card": "Bonesplitter", "attached_to": "Wind Drake"},
                                  "Leonin Scimitar"]})
    cast(game, "Eaten by Spiders", game.find("Wind Drake"))
    pass_both(game)
    assert battlefield_names(game, 1) == ["Leonin Scimitar"]
    assert sorted(names(game, "graveyard", 1)) == ["Bonesplitter", "Wind Drake"]
