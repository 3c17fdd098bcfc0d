"""Vizier of Remedies (compiled from its Oracle text): "If one or more -1/-1 counters would be put on a creature you
control, that many -1/-1 counters minus one are put on it instead." (614.1a, 122.6)"""

from __future__ import annotations

from support import board, cast, resolve_stack, use_compiled

use_compiled("Vizier of Remedies", "Soul-Scar Mage")


def test_one_counter_fewer_on_your_creature() -> None:
    """Soul-Scar Mage turns P1's Shock at P2's Bears into two -1/-1 counters; Vizier of Remedies makes it one."""
    game = board({"battlefield": ["Soul-Scar Mage", "Mountain"], "hand": ["Shock"]},
                 {"battlefield": ["Vizier of Remedies", "Grizzly Bears"]})
    bears = game.find("Grizzly Bears")
    cast(game, "Shock", bears)
    resolve_stack(game)
    assert game.state.objects[bears].counter("-1/-1") == 1


def test_an_opponents_creature_gets_them_all() -> None:
    game = board({"battlefield": ["Soul-Scar Mage", "Vizier of Remedies", "Mountain"], "hand": ["Shock"]},
                 {"battlefield": ["Hill Giant"]})
    giant = game.find("Hill Giant")
    cast(game, "Shock", giant)
    resolve_stack(game)
    assert game.state.objects[giant].counter("-1/-1") == 2
