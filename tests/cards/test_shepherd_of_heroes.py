"""Shepherd of Heroes: "Flying. When Shepherd of Heroes enters, you gain 2 life for each creature in your party.
(Your party consists of up to one each of Cleric, Rogue, Warrior, and Wizard.)" (700.8)"""

from __future__ import annotations

from support import board, cast, life, resolve_stack, use_compiled

SHEPHERD = "Shepherd of Heroes"
use_compiled(SHEPHERD, "Shieldmage Elder")


def test_ruling_multiple_types_counted_for_the_highest_number() -> None:
    """Ruling: "If a creature has more than one party creature type, and there are multiple ways to count that
    creature that could result in a different number of creatures in your party, the highest such number is
    used. For example, if you control a Cleric and a Cleric Wizard, the number of creatures in your party is
    two." Shieldmage Elder (Cleric Wizard) and Shepherd (Angel Cleric): the Elder is the Wizard, so two, 4
    life."""
    game = board({"hand": [SHEPHERD], "battlefield": [{"card": "Plains", "count": 5}, "Shieldmage Elder"]})
    cast(game, SHEPHERD)
    resolve_stack(game)
    assert life(game, 0) == 24
