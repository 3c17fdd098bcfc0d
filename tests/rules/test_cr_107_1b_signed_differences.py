"""CR 107.1b: "If a calculation that would determine the result of an effect yields a negative number, zero is used
instead, unless that effect doubles or sets to a specific value a player's life total or the power and/or
toughness of a creature." A characteristic-defining ability that sets power and toughness to 'N minus ...'
(604.3) keeps a negative result (SignedMinus); any other 'minus' is never below 0 (Minus). Also read here:
'the highest/lowest life total among players' (119.1, 800.4a) and 'each player loses half their life' (each
player's own life, 119.3, 107.1a)."""

from __future__ import annotations

import dataclasses

from support.scenario_text import passes

from lithoform.carddb import get_card
from lithoform.cards.tree import EachPlayer, EachRecipient, Half, LifeTotal, LoseLife, Minus
from lithoform.compiler import compile_face
from lithoform.mechanics.counted_pt.nodes import PTEqualTo, SignedMinus
from lithoform.mechanics.highest_life.nodes import LifeTotalAmong


def _compile(card: str, text: str):
    face = dataclasses.replace(get_card(card).faces[0], text=text)
    return compile_face(face, card)


def test_107_1b_a_cda_difference_keeps_its_sign() -> None:
    compiled = _compile("Scourge of the Skyclaves", "~'s power and toughness are each equal to 10 minus the lowest "
                        "life total among players.")
    (ability,) = compiled.face.abilities
    (part,) = ability.parts
    assert isinstance(part, PTEqualTo)
    assert part.power == SignedMinus(10, LifeTotalAmong(highest=False)) == part.toughness


def test_107_1b_an_effects_difference_is_never_below_zero() -> None:
    """'X is 7 minus ...' of an effect stays the clamped Minus (Minus: max(0, ...))."""
    compiled = _compile("Lightning Bolt", "You gain life equal to 20 minus the highest life total among players.")
    assert compiled.face is not None, compiled
    assert compiled.face.spell.effect.amount == Minus(20, LifeTotalAmong(highest=True))


def test_119_3_each_player_loses_half_their_own_life() -> None:
    compiled = _compile("Lightning Bolt", "Each player loses half their life, rounded down.")
    assert compiled.face is not None, compiled
    assert compiled.face.spell.effect == LoseLife(Half(LifeTotal(EachRecipient()), False), EachPlayer())


def test_704_5f_a_negative_toughness_dies() -> None:
    """704.5f: toughness 0 or less; the highest life total among players read by the layers (611.3a): Scourge of
    the Skyclaves at 20 and 22 life is a -2/-2 and is put into its owner's graveyard."""
    passes("""\
    format: lithoform-scenario/1
    name: signed difference
    rules: [107.1b, 604.3, 704.5f]
    setup:
      active: P1
      step: main1
      P2:
        life: 22
        battlefield: [Scourge of the Skyclaves]
    script:
      - pass: P1
    expect:
      - {zone: P2.graveyard, contains: [Scourge of the Skyclaves]}
      - {log: {contains: ["704.5f"]}}
    """)
