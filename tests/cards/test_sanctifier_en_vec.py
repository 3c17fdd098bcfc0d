"""Sanctifier en-Vec (compiled from its Oracle text): 'When Sanctifier en-Vec enters the battlefield, exile
all cards that are black or red from all graveyards.' and 'If a black or red permanent, spell, or card not
on the battlefield would be put into a graveyard, exile it instead.' (614.1a)"""

from __future__ import annotations

from support.scenario_text import passes


def test_a_red_spell_that_kills_it_with_damage_is_exiled() -> None:
    """Ruling: "If a black or red spell causes Sanctifier en-Vec to have lethal damage marked on it or causes
    it to have 0 toughness, Sanctifier en-Vec will not be put into a graveyard until the next time
    state-based actions are checked after the spell has finished resolving. In this case, the spell will be
    exiled instead of going to its owner's graveyard." (Its protection from red is gone here: a colorless
    source deals the damage; the red spell is the one leaving the stack.)"""
    passes("""\
    format: lithoform-scenario/1
    name: sanctifier
    setup:
      active: P2
      step: main1
      P1:
        battlefield: [Sanctifier en-Vec]
      P2:
        battlefield: [Mountain, Grizzly Bears]
        hand: [Lightning Bolt]
    script:
      - {P2: cast, card: Lightning Bolt, targets: [P1]}
      - resolve: all
    expect:
      - {zone: P2.exile, contains: [Lightning Bolt]}
      - {zone: P2.graveyard, count: 0}
    """)
