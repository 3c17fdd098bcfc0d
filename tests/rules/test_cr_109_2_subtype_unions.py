"""CR 109.2 and 205.3: a description naming two subtypes joined by 'and' in the plural ('Ninjas and Rogues you
control gain menace', Kaito's Pursuit; 'Servos and Thopters you control get +1/+1', Master Trinketeer) means
each object of either subtype; an object with neither isn't included."""

from __future__ import annotations

from support import board, use_compiled

from lithoform.compiler.descriptions import describe
from lithoform.rules.continuous.characteristics import chars

use_compiled("Master Trinketeer")


def test_109_2_and_between_plural_subtypes_is_either() -> None:
    d = describe(["ninjas", "and", "rogues"], ["you_control"])
    assert set(d.filter().subtypes) == {"Ninja", "Rogue"}
    d = describe(["ninja", "and", "rogue", "creatures"], ["you_control"])
    assert set(d.filter().subtypes) == {"Ninja", "Rogue"} and d.filter().types == ("Creature",)


def test_109_2_master_trinketeer_boosts_servos_and_thopters_only() -> None:
    game = board({"battlefield": ["Master Trinketeer", "Ornithopter", "Grizzly Bears"]})
    thopter, bears = (chars(game.state, game.find(n)) for n in ("Ornithopter", "Grizzly Bears"))
    assert (thopter.power, thopter.toughness) == (1, 3)  # a Thopter: +1/+1
    assert (bears.power, bears.toughness) == (2, 2)
