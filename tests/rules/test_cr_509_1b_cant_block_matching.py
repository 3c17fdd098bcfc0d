"""CR 509.1b: '~ can't block creatures with power 2 or greater' (Brassclaw Orcs), "~ can't block black
creatures" (Gibbering Hyenas), "~ can't block or be blocked by creatures with power 2 or greater" (Sneaky
Homunculus): restrictions on which attackers a creature may block (mechanics/blocked_by)."""

from __future__ import annotations

from support import to_blockers

from lithoform.rules.combat.steps import can_block


def _can(mine: list, theirs: str, attacker: str) -> bool:
    game = to_blockers(mine, [theirs], [attacker])
    return can_block(game.state, game.find(theirs), game.find(attacker))


def test_509_1b_cant_block_creatures_with_power_2_or_greater() -> None:
    assert not _can(["Grizzly Bears"], "Brassclaw Orcs", "Grizzly Bears")
    assert _can(["Llanowar Elves"], "Brassclaw Orcs", "Llanowar Elves")


def test_509_1b_cant_block_creatures_of_a_color() -> None:
    assert not _can(["Walking Corpse"], "Gibbering Hyenas", "Walking Corpse")
    assert _can(["Grizzly Bears"], "Gibbering Hyenas", "Grizzly Bears")


def test_509_1b_cant_block_or_be_blocked_by() -> None:
    """Sneaky Homunculus (1/1): neither blocks nor is blocked by creatures with power 2 or greater."""
    assert not _can(["Grizzly Bears"], "Sneaky Homunculus", "Grizzly Bears")
    assert _can(["Llanowar Elves"], "Sneaky Homunculus", "Llanowar Elves")
    assert not _can(["Sneaky Homunculus"], "Grizzly Bears", "Sneaky Homunculus")
    assert _can(["Sneaky Homunculus"], "Llanowar Elves", "Sneaky Homunculus")
