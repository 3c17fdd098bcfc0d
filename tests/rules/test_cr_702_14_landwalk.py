"""CR 702.14c: a creature with landwalk can't be blocked as long as the defending player controls at least
one land with the specified land type ('swampwalk'), or without the specified supertype ('nonbasic
landwalk') (Bog Raiders)."""

from __future__ import annotations

from support import blockers_of


def test_702_14c_swampwalk_unblockable_while_the_defender_controls_a_swamp():
    assert blockers_of(["Bog Raiders"], ["Grizzly Bears", "Swamp"], "Bog Raiders") == set()


def test_702_14c_swampwalk_blockable_without_a_swamp():
    assert blockers_of(["Bog Raiders"], ["Grizzly Bears", "Forest"], "Bog Raiders") == {"Grizzly Bears"}


def test_702_14c_the_attackers_own_swamp_does_not_count():
    """Only lands the defending player controls count."""
    assert blockers_of(["Bog Raiders", "Swamp"], ["Grizzly Bears"], "Bog Raiders") == {"Grizzly Bears"}
