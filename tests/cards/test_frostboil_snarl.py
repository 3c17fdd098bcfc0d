"""Frostboil Snarl, compiled from its Oracle text: 'As Frostboil Snarl enters the battlefield, you may reveal
an Island or Mountain card from your hand. If you don't, Frostboil Snarl enters the battlefield tapped.'
(614.1c, 614.12)."""

from __future__ import annotations

from support import board

SNARL = "Frostboil Snarl"


def test_ruling_a_snarl_has_no_land_subtypes() -> None:
    """Ruling (2021-04-16): 'The "Snarl" itself doesn't have any land subtypes. You can't reveal one to
    satisfy the ability of another.' A second Frostboil Snarl in hand: nothing to reveal, it enters tapped."""
    game = board({"hand": [SNARL, SNARL]})
    first = game.zone("hand")[0]
    game.apply(f"play {first}")
    assert game.pending.kind == "priority"
    assert game.state.objects[game.find(SNARL, zone="battlefield")].tapped


def test_ruling_put_onto_the_battlefield_tapped_stays_tapped() -> None:
    """Ruling (2021-04-16): 'If an effect instructs you to put one of these lands onto the battlefield tapped,
    it will still enter the battlefield tapped even if you reveal a land card from your hand.' (The reveal is
    optional then; either way it is tapped.)"""
    game = board({"hand": [SNARL, "Island"]})
    game.apply(f"play {game.find(SNARL, zone='hand')}")
    game.apply(f"choose {game.find('Island', zone='hand')}")
    assert not game.state.objects[game.find(SNARL, zone="battlefield")].tapped
