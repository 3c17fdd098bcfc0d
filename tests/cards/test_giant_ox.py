"""Giant Ox, compiled from its Oracle text: 'Giant Ox crews Vehicles using its toughness rather than its power.'
(702.122a)"""

from __future__ import annotations

from support import board, pass_both, use_compiled

OX = "Giant Ox"
use_compiled(OX)


def test_ruling_crewing_doesnt_change_its_power_or_toughness() -> None:
    """Ruling (2021-02-05): 'Crewing a Vehicle doesn't cause Giant Ox's power or toughness to change.'"""
    game = board({"battlefield": ["Cultivator's Caravan", OX]})
    caravan = game.find("Cultivator's Caravan")
    game.apply(f"activate {caravan} 2")  # Crew 3: the Ox's toughness 6 is enough
    game.apply(f"tap {game.find(OX)}")
    pass_both(game)
    assert "Creature" in game.chars(caravan).types
    c = game.chars(game.find(OX))
    assert (c.power, c.toughness) == (0, 6)
