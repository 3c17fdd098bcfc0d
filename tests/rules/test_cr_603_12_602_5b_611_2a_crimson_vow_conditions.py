"""Conditions and grants read for Innistrad: Crimson Vow cards: 'if you control exactly thirteen permanents' (both
thirteen or more and thirteen or fewer) with 'you may sacrifice ~. When you do, ...' after it (603.12); 'Activate
only if you own a card in exile.' (406.3, 108.3, 602.5b); 'Target land gains "{T}: Add {G}{G}{G}" until end of
turn.' in a mode (700.2, 611.2a, 613.1f); 'When ~ enters or at the beginning of your upkeep' (603.2: two events)."""

from __future__ import annotations

import dataclasses

from support.scenario_text import passes

from lithoform.carddb import get_card
from lithoform.cards.tree import ApplyContinuous, ControlsAtLeast, IfThen, MayThen
from lithoform.compiler import compile_card, compile_face
from lithoform.mechanics.lands.nodes import ControlsAtMost
from lithoform.mechanics.more_conditions.nodes import AllOf


def _compile(card: str, text: str):
    face = dataclasses.replace(get_card(card).faces[0], text=text)
    return compile_face(face, card)


def test_603_12_stensia_uprising_exactly_thirteen_then_may_sacrifice_when_you_do() -> None:
    card = compile_card(get_card("Stensia Uprising"))
    assert card.ok
    then_if = card.card.faces[0].abilities[0].effect.effects[1]
    assert isinstance(then_if, IfThen) and isinstance(then_if.then, MayThen)
    (at_least, at_most) = then_if.condition.conditions
    assert isinstance(then_if.condition, AllOf) and isinstance(at_least, ControlsAtLeast)
    assert isinstance(at_most, ControlsAtMost) and at_least.count == at_most.count == 13


def test_602_5b_dreadlight_monstrosity_needs_a_card_you_own_in_exile() -> None:
    passes("""
        format: lithoform-scenario/1
        name: Dreadlight Monstrosity
        rules: [602.5b, 406.3, 108.3]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [Dreadlight Monstrosity, {card: Island, count: 5}]
          P2:
            exile: [Grizzly Bears]
        script:
          - {P1: cannot, activate: Dreadlight Monstrosity}
        expect:
          - {zone: P2.exile, contains: [Grizzly Bears]}
    """)
    passes("""
        format: lithoform-scenario/1
        name: Dreadlight Monstrosity with a card in exile
        rules: [602.5b, 406.3, 108.3]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [Dreadlight Monstrosity, {card: Island, count: 5}]
            exile: [Grizzly Bears]
        script:
          - {P1: can, activate: Dreadlight Monstrosity}
        expect:
          - {zone: P1.exile, contains: [Grizzly Bears]}
    """)


def test_611_2a_glorious_sunrise_grants_a_land_a_mana_ability_until_end_of_turn() -> None:
    card = compile_card(get_card("Glorious Sunrise"))
    assert card.ok
    mode = card.card.faces[0].abilities[0].modes[1]
    grant = mode.effect
    assert isinstance(grant, ApplyContinuous) and grant.until == "end_of_turn"
    assert grant.parts[0].abilities[0].cost.tap


def test_611_2a_a_quote_that_names_the_card_in_a_mode_is_still_refused() -> None:
    c = _compile("Glorious Sunrise", "Choose one —\n• Target land gains \"{T}: Glorious Sunrise deals 1 damage to "
                                     "any target.\" until end of turn.\n• You gain 3 life.")
    assert not c.ok


def test_603_2_enters_or_at_the_beginning_of_your_upkeep_is_two_triggers() -> None:
    c = _compile("Old Rutstein", "When Old Rutstein enters the battlefield or at the beginning of your upkeep, mill "
                                 "a card.")
    assert c.ok
    events = [(a.trigger.event, a.trigger.step) for a in c.face.abilities]
    assert events == [("enters", None), ("step", "upkeep")]
