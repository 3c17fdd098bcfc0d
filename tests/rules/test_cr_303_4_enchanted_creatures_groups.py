"""CR 303.4, 301.5, 611.3a: a group of the creatures with an Aura or Equipment attached: 'Creatures you control that
are enchanted get +1/+1 and have first strike.' (Fencer's Magemark), 'Enchanted creatures you control have
shroud.' (Greater Auramancy), 'Equipped creatures you control have flying and haste.' (Dalakos). Whether a creature
is enchanted is read as the layers apply, so it starts and stops with the attachment."""

from __future__ import annotations

from support import board

from lithoform.carddb import get_card
from lithoform.compiler import compile_card


def test_303_4_the_cards_compile() -> None:
    for name in ("Fencer's Magemark", "Guardian's Magemark", "Beastmaster's Magemark", "Greater Auramancy",
                 "Dalakos, Crafter of Wonders"):
        compiled = compile_card(get_card(name))
        assert compiled.card is not None, (name, compiled.unparsed)


def test_303_4_fencers_magemark_boosts_each_enchanted_creature_of_its_controller() -> None:
    """Ruling (Fencer's Magemark, 2006-02-01): "Each Magemark gives its bonus to the creature it's attached to, as
    long as the same player controls both the creature and the Aura." Another creature of its controller enchanted
    by Holy Strength gets it too; an unenchanted one doesn't."""
    game = board({"battlefield": [{"card": "Grizzly Bears", "label": "a"}, {"card": "Fencer's Magemark",
                                                                           "attached_to": "a"},
                                  {"card": "Savannah Lions", "label": "b"}, {"card": "Holy Strength", "attached_to": "b"},
                                  {"card": "Elite Vanguard", "label": "c"}]})
    a, b, c = (game.chars(game.labels[k]) for k in "abc")
    assert (a.power, a.toughness) == (3, 3) and "first strike" in a.keywords
    assert (b.power, b.toughness) == (4, 4) and "first strike" in b.keywords  # 2/1 +1/+2 (Holy Strength) +1/+1
    assert (c.power, c.toughness) == (2, 1) and "first strike" not in c.keywords


def test_303_4_an_opponents_enchanted_creature_is_not_one_you_control() -> None:
    game = board({"battlefield": [{"card": "Grizzly Bears", "label": "a"}, {"card": "Fencer's Magemark",
                                                                           "attached_to": "a"}]},
                 {"battlefield": [{"card": "Savannah Lions", "label": "b"}, {"card": "Holy Strength",
                                                                            "attached_to": "b"}]})
    b = game.chars(game.labels["b"])
    assert (b.power, b.toughness) == (3, 3) and "first strike" not in b.keywords


def test_303_4_greater_auramancy_gives_shroud_to_enchanted_creatures_only() -> None:
    game = board({"battlefield": ["Greater Auramancy", {"card": "Grizzly Bears", "label": "a"},
                                  {"card": "Holy Strength", "attached_to": "a"}, {"card": "Savannah Lions", "label": "b"}]})
    assert "shroud" in game.chars(game.labels["a"]).keywords
    assert "shroud" not in game.chars(game.labels["b"]).keywords
