"""CR 611.3a, 303.4: an Aura that may enchant a noncreature permanent: 'As long as enchanted permanent is a
creature, it gets +2/+1.' The effect applies only while the enchanted permanent is a creature, as its type
stands in the layers (613.1d before 613.4c)."""

from __future__ import annotations

from support import board, cast, pass_both

PAINT = "Akki War Paint"  # {R} Enchant artifact or creature; as long as it's a creature, it gets +2/+1


def test_611_3a_a_creature_gets_the_boost() -> None:
    game = board({"battlefield": ["Mountain", "Grizzly Bears"], "hand": [PAINT]})
    bears = game.find("Grizzly Bears")
    cast(game, PAINT, bears)
    pass_both(game)
    assert (game.chars(bears).power, game.chars(bears).toughness) == (4, 3)


def test_611_3a_a_noncreature_artifact_gets_nothing() -> None:
    """The enchanted artifact isn't a creature: the condition doesn't hold, no power or toughness given."""
    game = board({"battlefield": ["Mountain", "Sol Ring"], "hand": [PAINT]})
    ring = game.find("Sol Ring")
    cast(game, PAINT, ring)
    pass_both(game)
    c = game.chars(ring)
    assert "Creature" not in c.types and (c.power, c.toughness) in ((None, None), (0, 0))
    assert game.state.objects[game.find(PAINT)].attached_to == ring


def test_611_3a_awakened_awareness_base_power_and_toughness() -> None:
    """Awakened Awareness: 'As long as enchanted permanent is a creature, it has base power and toughness
    1/1.' (613.4b: layer 7b)"""
    game = board({"battlefield": ["Island"] * 6 + ["Colossal Dreadmaw"], "hand": ["Awakened Awareness"]})
    dreadmaw = game.find("Colossal Dreadmaw")
    cast(game, "Awakened Awareness", dreadmaw, x=0)
    pass_both(game)
    assert (game.chars(dreadmaw).power, game.chars(dreadmaw).toughness) == (1, 1)
