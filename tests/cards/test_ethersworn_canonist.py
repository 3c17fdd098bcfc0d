"""Ethersworn Canonist: "Each player who has cast a nonartifact spell this turn can't cast additional nonartifact
spells." (101.2, 601.3; mechanics/player_verbs' OneSpellEachTurn for one kind of spell, as Deafening Silence's
'Each player can't cast more than one noncreature spell each turn.')"""

from __future__ import annotations

from support import board, cast, castable, lands, pass_both, use_compiled

use_compiled("Ethersworn Canonist", "Deafening Silence", "Lightning Bolt", "Shock", "Ornithopter", "Memnite",
             "Savannah Lions")


def test_ruling_any_number_of_artifact_spells_and_one_nonartifact_spell() -> None:
    """Ruling (2020-08-07): "Each turn, each player can cast any number of artifact spells plus a maximum of one
    nonartifact spell." """
    game = board({"hand": ["Lightning Bolt", "Shock", "Ornithopter", "Memnite"],
                  "battlefield": ["Ethersworn Canonist", lands("Mountain", 2)]})
    cast(game, "Ornithopter")
    pass_both(game)
    assert castable(game, "Lightning Bolt")
    cast(game, "Lightning Bolt", "P2")
    pass_both(game)
    assert not castable(game, "Shock")
    assert castable(game, "Memnite")


def test_ruling_spells_cast_before_it_entered_count() -> None:
    """Ruling (2020-08-07): "Ethersworn Canonist takes into account spells that were cast earlier in the turn
    before Ethersworn Canonist entered the battlefield"."""
    game = board({"hand": ["Lightning Bolt", "Shock", "Ethersworn Canonist"],
                  "battlefield": [lands("Mountain", 2), lands("Plains", 2)]})
    cast(game, "Lightning Bolt", "P2")
    pass_both(game)
    cast(game, "Ethersworn Canonist")  # an artifact spell: not limited
    pass_both(game)
    assert game.find("Ethersworn Canonist", zone="battlefield")
    assert not castable(game, "Shock")


def test_deafening_silence_limits_only_noncreature_spells() -> None:
    """Deafening Silence: "Each player can't cast more than one noncreature spell each turn." A creature spell is
    neither limited nor counted."""
    game = board({"hand": ["Lightning Bolt", "Shock", "Savannah Lions"],
                  "battlefield": ["Deafening Silence", lands("Mountain", 2), lands("Plains", 1)]})
    cast(game, "Savannah Lions")
    pass_both(game)
    cast(game, "Lightning Bolt", "P2")
    pass_both(game)
    assert not castable(game, "Shock")
