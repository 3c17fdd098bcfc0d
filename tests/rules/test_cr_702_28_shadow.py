"""CR 702.28b: a creature with shadow can't be blocked by creatures without shadow, and a creature without
shadow can't be blocked by creatures with shadow (Dauthi Ghoul, Dauthi Marauder)."""

from __future__ import annotations

from support import blockers_of


def test_702_28b_shadow_is_blocked_only_by_shadow():
    assert blockers_of(["Dauthi Ghoul"], ["Grizzly Bears", "Dauthi Marauder"], "Dauthi Ghoul") == {"Dauthi Marauder"}


def test_702_28b_a_creature_with_shadow_cant_block_one_without():
    assert blockers_of(["Grizzly Bears"], ["Dauthi Marauder", "Walking Corpse"], "Grizzly Bears") == {"Walking Corpse"}
