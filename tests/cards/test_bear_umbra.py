"""Bear Umbra: "Enchant creature / Enchanted creature gets +2/+2 and has 'Whenever this creature attacks, untap
all lands you control.' / Totem armor (If enchanted creature would be destroyed, instead remove all damage from
it and destroy this Aura.)" (702.89a-b)"""

from __future__ import annotations

from support import basics, battlefield_names, board, cast, names, pass_both, use_compiled

use_compiled("Bear Umbra")


def _host(creature: str, spell: str = "Murder"):  # noqa: ANN202
    return board({"battlefield": [{"card": creature, "label": "host"}, {"card": "Bear Umbra", "attached_to": "host"}]},
                 {"hand": [spell], "battlefield": basics(Swamp=3)}, active="P2")


def test_ruling_an_indestructible_creature_isnt_destroyed_so_the_umbra_stays() -> None:
    """Ruling (2018-07-13): "If a permanent enchanted with an Aura that has totem armor has indestructible,
    lethal damage and effects that try to destroy it simply have no effect. Totem armor won't do anything
    because it won't have to.\""""
    game = _host("Darksteel Myr")
    cast(game, "Murder", game.find("Darksteel Myr"))
    pass_both(game)
    assert sorted(battlefield_names(game, 0)) == ["Bear Umbra", "Darksteel Myr"]


def test_ruling_the_effect_is_mandatory() -> None:
    """Ruling (2018-07-13): "Totem armor's effect is mandatory. If the enchanted permanent would be destroyed,
    you must remove all damage from it (if it has any) and destroy the Aura that has totem armor instead." No
    question is asked: the Aura goes."""
    game = _host("Grizzly Bears")
    cast(game, "Murder", game.find("Grizzly Bears"))
    pass_both(game)
    assert game.pending.kind == "priority"
    assert battlefield_names(game, 0) == ["Grizzly Bears"] and names(game, "graveyard", 0) == ["Bear Umbra"]
