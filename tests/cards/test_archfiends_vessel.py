"""Archfiend's Vessel, compiled from its Oracle text, and its ruling in games.

Oracle text: Lifelink / When Archfiend's Vessel enters the battlefield, if it entered from your graveyard or
you cast it from your graveyard, exile it. If you do, create a 5/5 black Demon creature token with flying."""

from __future__ import annotations

from support import board, cast, pass_both

VESSEL = "Archfiend's Vessel"


def _demons(game) -> int:
    return sum(1 for o in game.zone("battlefield") if "Demon" in game.chars(o).subtypes)


def test_returned_from_your_graveyard_it_becomes_a_demon() -> None:
    game = board({"battlefield": ["Swamp"] * 4, "hand": ["Zombify"], "graveyard": [VESSEL]})
    cast(game, "Zombify", game.find(VESSEL, zone="graveyard"))
    pass_both(game)  # Zombify resolves; the Vessel's ability triggers (603.4: the condition holds)
    pass_both(game)
    assert game.find(VESSEL, zone="exile")
    assert _demons(game) == 1


def test_cast_from_your_hand_it_does_nothing() -> None:
    """603.4: the intervening 'if' is false: the ability doesn't trigger."""
    game = board({"battlefield": ["Swamp"], "hand": [VESSEL]})
    cast(game, VESSEL)
    pass_both(game)
    assert game.find(VESSEL, zone="battlefield") and not game.state.stack
    assert _demons(game) == 0


def test_no_demon_if_it_left_the_battlefield_first() -> None:
    """Ruling: "If Archfiend's Vessel leaves the battlefield while its triggered ability is on the stack, you
    can't exile it from the zone it's put into, so you won't create a Demon." """
    game = board({"battlefield": ["Swamp"] * 4 + ["Island"], "hand": ["Zombify", "Unsummon"],
                  "graveyard": [VESSEL]})
    cast(game, "Zombify", game.find(VESSEL, zone="graveyard"))
    pass_both(game)
    assert len(game.state.stack) == 1  # the triggered ability
    cast(game, "Unsummon", game.find(VESSEL, zone="battlefield"))
    pass_both(game)  # Unsummon resolves: the Vessel is in its owner's hand
    pass_both(game)  # the triggered ability resolves and can't exile it
    assert game.find(VESSEL, zone="hand")
    assert _demons(game) == 0
