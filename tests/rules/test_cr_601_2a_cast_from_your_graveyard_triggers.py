"""CR 601.2a, 603.2: 'Whenever you cast a spell from your graveyard' (Burning Vengeance, Secrets of the Dead,
Thalia's Geistcaller): the trigger reads the zone the spell was cast from (rules/triggers/matching)."""

from __future__ import annotations

from support.scenario_text import passes

_SCENARIO = """
        format: lithoform-scenario/1
        name: Burning Vengeance and Think Twice
        rules: [601.2a, 603.2, 702.34a]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [Burning Vengeance, {{card: Island, count: 3}}]
            {zone}: [Think Twice]
        script:
          - {{P1: cast, card: Think Twice{via}}}
{more}
        expect:
          - {{life: {{P2: {life}}}}}
"""


def test_601_2a_burning_vengeance_triggers_on_a_flashback_from_the_graveyard() -> None:
    """Burning Vengeance: "Whenever you cast a spell from your graveyard, Burning Vengeance deals 2 damage to any
    target." Think Twice flashed back from the graveyard: 2 damage to P2."""
    passes(_SCENARIO.format(zone="graveyard", via=", from: graveyard", life=18, more="""\
          - {P1: choose, targets: [P2]}
          - resolve: all"""))


def test_601_2a_burning_vengeance_doesnt_trigger_on_a_spell_cast_from_the_hand() -> None:
    passes(_SCENARIO.format(zone="hand", via="", life=20, more="          - resolve: all"))
