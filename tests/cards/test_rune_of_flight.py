"""Rune of Flight, compiled from its Oracle text: 'Enchant permanent / When Rune of Flight enters the battlefield,
draw a card. / As long as enchanted permanent is a creature, it has flying. / As long as enchanted permanent is
an Equipment, it has "Equipped creature has flying."' (303.4, 301.5, 611.3a)"""

from __future__ import annotations

from support import board, use_compiled

from lithoform.rules.continuous.characteristics import chars

RUNE = "Rune of Flight"
use_compiled(RUNE)


def test_ruling_a_rune_on_a_vehicle_that_isnt_a_creature_does_nothing() -> None:
    """Ruling (2021-02-05): 'Runes can target and be attached to any permanent, even one that isn't currently a
    creature or an Equipment. ... The Rune won't do anything while the Vehicle isn't a creature, but if it
    becomes one later, the appropriate ability will start applying.'"""
    game = board({"battlefield": [{"card": "Renegade Freighter", "label": "car"},
                                  {"card": RUNE, "attached_to": "car"}]})
    assert "flying" not in chars(game.state, game.find("Renegade Freighter")).keywords


def test_on_a_creature_it_has_flying() -> None:
    game = board({"battlefield": [{"card": "Grizzly Bears", "label": "bears"}, {"card": RUNE, "attached_to": "bears"}]})
    assert "flying" in chars(game.state, game.find("Grizzly Bears")).keywords


def test_on_an_equipment_the_equipped_creature_has_flying() -> None:
    game = board({"battlefield": [{"card": "Grizzly Bears", "label": "bears"},
                                  {"card": "Bonesplitter", "label": "split", "attached_to": "bears"},
                                  {"card": RUNE, "attached_to": "split"}]})
    assert "flying" in chars(game.state, game.find("Grizzly Bears")).keywords
    assert "flying" not in chars(game.state, game.find("Bonesplitter")).keywords
