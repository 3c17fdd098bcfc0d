"""CR 205.1b, 611.3a, 613.1d-f, 613.4b: an Aura whose static ability makes the permanent it enchants a creature
while it's attached: 'Enchanted land is a 2/2 blue Elemental creature with flying. It's still a land.' (the
Zendikons: the creature type added, the land's types kept, blue replacing its colors, flying, base 2/2),
'Enchanted land is a 5/6 green Treefolk creature that's still a land.' (Living Terrain), 'Enchanted artifact
is a creature with base power and toughness 5/5 in addition to its other types.' (Ensoul Artifact); and 700.4:
'When enchanted land dies, return that card to its owner's hand.' ('dies' is 'is put into a graveyard from the
battlefield', for a land too)."""

from __future__ import annotations

from support import board, cast, resolve_stack

from lithoform.carddb import get_card
from lithoform.compiler import compile_card


def _enchanted(aura: str, permanent: str) -> tuple:  # type: ignore[type-arg]
    game = board({"battlefield": [{"card": permanent, "label": "p"}, {"card": aura, "attached_to": "p"},
                                  "Mountain", "Mountain", "Mountain", "Plains", "Plains"],
                  "hand": ["Stone Rain", "Disenchant"]})
    return game, game.labels["p"]


def test_205_1b_the_auras_compile() -> None:
    for name in ("Wind Zendikon", "Corrupted Zendikon", "Guardian Zendikon", "Vastwood Zendikon", "Crusher Zendikon",
                 "Nissa's Zendikon", "Living Terrain", "Ensoul Artifact"):
        compiled = compile_card(get_card(name))
        assert compiled.card is not None, (name, compiled.unparsed)


def test_205_1b_wind_zendikon_makes_a_blue_flying_2_2_that_is_still_a_land() -> None:
    game, forest = _enchanted("Wind Zendikon", "Forest")
    c = game.chars(forest)
    assert {"Land", "Creature"} <= set(c.types)
    assert {"Forest", "Elemental"} <= set(c.subtypes)  # the land's subtype stays (205.1b)
    assert set(c.colors) == {"U"}
    assert "flying" in c.keywords
    assert (c.power, c.toughness) == (2, 2)


def test_611_3a_the_land_is_a_land_again_once_the_aura_leaves() -> None:
    game, forest = _enchanted("Living Terrain", "Forest")
    c = game.chars(forest)
    assert "Creature" in c.types and "Treefolk" in c.subtypes and (c.power, c.toughness) == (5, 6)
    cast(game, "Disenchant", game.find("Living Terrain"))
    resolve_stack(game)
    c = game.chars(forest)
    assert "Creature" not in c.types and c.power is None


def test_700_4_a_zendikon_returns_its_land_to_its_owners_hand_when_the_land_dies() -> None:
    """Destroyed by Stone Rain, the Forest goes to the graveyard and the Aura's last ability returns it (603.10a:
    it looks back at what the Aura was attached to). Ruling (Wind Zendikon, 2010-03-01): "The enchanted permanent
    will be both a land and a creature and can be affected by anything that affects either a land or a
    creature." """
    game, forest = _enchanted("Wind Zendikon", "Forest")
    cast(game, "Stone Rain", forest)
    resolve_stack(game)
    assert game.find("Forest", zone="hand")
    assert game.find("Wind Zendikon", zone="graveyard")  # 704.5m: the Aura attached to nothing


def test_613_4b_ensoul_artifact_makes_an_artifact_a_5_5_creature() -> None:
    game, orb = _enchanted("Ensoul Artifact", "Ornithopter")
    c = game.chars(orb)
    assert "Artifact" in c.types and "Creature" in c.types and (c.power, c.toughness) == (5, 5)
