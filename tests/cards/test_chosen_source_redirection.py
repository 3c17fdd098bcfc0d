"""'The next time a source of your choice would deal damage to [you | target creature] this turn, that damage is
dealt to [~ | target creature you control] instead.' (614.9, 609.7a), compiled from the Oracle text of Shaman
en-Kor and General's Regalia."""

from __future__ import annotations

from support.scenario_text import passes


def test_shaman_en_kor_takes_a_creatures_damage() -> None:
    """Shaman en-Kor: "{1}{W}: The next time a source of your choice would deal damage to target creature this
    turn, that damage is dealt to Shaman en-Kor instead." Ruling: "It is possible to redirect more damage to a
    creature than that creature's toughness." """
    passes("""\
    format: lithoform-scenario/1
    name: shaman en-kor chosen source
    rules: [614.9, 609.7a]
    setup:
      active: P2
      step: main1
      P1:
        battlefield: [Shaman en-Kor, Grizzly Bears, Plains, Plains]
      P2:
        battlefield: [Mountain]
        hand: [Lightning Bolt]
    script:
      - {P2: cast, card: Lightning Bolt, targets: [Grizzly Bears]}
      - {P2: pass}
      - {P1: activate, card: Shaman en-Kor, ability: 2, targets: [Grizzly Bears]}
      - resolve: 1
      - {P1: choose, cards: [Lightning Bolt]}
      - resolve: all
    expect:
      - {zone: P1.battlefield, contains: [Grizzly Bears]}
      - {zone: P1.graveyard, contains: [Shaman en-Kor]}
    """)


def test_regalia_redirection_to_a_creature_that_left_does_nothing() -> None:
    """614.9: "If one of those permanents is no longer on the battlefield when the damage would be redirected
    ... the effect does nothing." General's Regalia's target creature is gone: the Shock is dealt to P1."""
    passes("""\
    format: lithoform-scenario/1
    name: regalia target gone
    rules: [614.9]
    setup:
      active: P2
      step: main1
      P1:
        battlefield: [General's Regalia, Grizzly Bears, Plains, Plains, Plains]
      P2:
        battlefield: [Mountain, Mountain, Mountain]
        hand: [Shock, Lightning Bolt]
    script:
      - {P2: cast, card: Shock, targets: [P1]}
      - {P2: pass}
      - {P1: activate, card: General's Regalia, targets: [Grizzly Bears]}
      - resolve: 1
      - {P1: choose, cards: [Shock]}
      - {P2: cast, card: Lightning Bolt, targets: [Grizzly Bears]}
      - resolve: all
    expect:
      - {life: {P1: 18}}
      - {zone: P1.graveyard, contains: [Grizzly Bears]}
    """)
