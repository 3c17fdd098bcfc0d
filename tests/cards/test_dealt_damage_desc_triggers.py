"""Damage triggers on a described permanent or player (120.1, 510.3a, 603.2), compiled from the Oracle text:
Rite of Passage ('whenever a creature you control is dealt damage'), Chandra's Spitfire ('whenever an opponent is
dealt noncombat damage'), Five-Alarm Fire ('whenever a creature you control deals combat damage'), Quest for the
Gemblades ('... deals combat damage to a creature')."""

from __future__ import annotations

from support.scenario_text import passes


def test_rite_of_passage_one_counter_for_damage_from_two_sources_at_once() -> None:
    """Rite of Passage ruling: "If the creature is dealt damage by more than one source at the same time, it
    gets only one counter." """
    passes("""\
    format: lithoform-scenario/1
    name: rite of passage double block
    rules: [510.2, 603.2]
    setup:
      active: P2
      step: main1
      P1:
        battlefield: [Rite of Passage, Craw Wurm]
      P2:
        battlefield: [Grizzly Bears, Raging Goblin]
    script:
      - advance: declare_attackers
      - attack: [Grizzly Bears, Raging Goblin]
      - advance: declare_blockers
      - block: {Craw Wurm: Grizzly Bears}
      - advance: end_of_combat
    expect:
      - {object: Craw Wurm, counters: {"+1/+1": 1}}
    """)


def test_rite_of_passage_no_counter_when_all_damage_is_prevented() -> None:
    """Rite of Passage ruling: "The creature doesn't get a counter if all the damage that would be dealt to it is
    prevented." """
    passes("""\
    format: lithoform-scenario/1
    name: rite of passage prevented
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Rite of Passage, Craw Wurm, Plains, Mountain]
        hand: [Healing Salve, Shock]
    script:
      - {P1: cast, card: Healing Salve, modes: [2], targets: [Craw Wurm]}
      - resolve: all
      - {P1: cast, card: Shock, targets: [Craw Wurm]}
      - resolve: all
    expect:
      - {object: Craw Wurm, counters: {}, damage: 0}
    """)


def test_chandras_spitfire_noncombat_damage_only() -> None:
    """Chandra's Spitfire: "Whenever an opponent is dealt noncombat damage, Chandra's Spitfire gets +3/+0 until
    end of turn." Ruling: combat damage is the damage dealt by attacking and blocking creatures."""
    passes("""\
    format: lithoform-scenario/1
    name: chandras spitfire
    rules: [120.1, 510.2]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Chandra's Spitfire, Raging Goblin, Mountain]
        hand: [Shock]
    script:
      - {P1: cast, card: Shock, targets: [P2]}
      - resolve: all
      - check: [{object: "Chandra's Spitfire", power: 4}]
      - advance: declare_attackers
      - attack: [Raging Goblin]
      - advance: end_of_combat
    expect:
      - {object: "Chandra's Spitfire", power: 4}
      - {life: {P2: 17}}
    """)


def test_five_alarm_fire_once_for_a_trampler_hitting_blocker_and_player() -> None:
    """Five-Alarm Fire ruling: "an attacking creature with trample that deals combat damage to a blocking
    creature and the defending player will cause Five-Alarm Fire's ability to trigger once." """
    passes("""\
    format: lithoform-scenario/1
    name: five-alarm fire trample
    rules: [510.3a]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Five-Alarm Fire, Colossal Dreadmaw]
      P2:
        battlefield: [Grizzly Bears]
    script:
      - advance: declare_attackers
      - attack: [Colossal Dreadmaw]
      - advance: declare_blockers
      - block: {Grizzly Bears: Colossal Dreadmaw}
      - advance: combat_damage
      - {P1: choose, damage: {Grizzly Bears: 2, P2: 4}}
      - advance: end_of_combat
    expect:
      - {life: {P2: 16}}
      - {object: Five-Alarm Fire, counters: {blaze: 1}}
    """)


def test_quest_for_the_gemblades_triggers_for_each_creature_dealing_damage_to_one() -> None:
    """Quest for the Gemblades ruling: "The first ability will trigger multiple times if ... multiple creatures
    you control each deal combat damage to a single creature." """
    passes("""\
    format: lithoform-scenario/1
    name: quest for the gemblades
    rules: [510.3a]
    setup:
      active: P2
      step: main1
      P1:
        battlefield: [Quest for the Gemblades, Grizzly Bears, Llanowar Elves]
      P2:
        battlefield: [Craw Wurm]
    script:
      - advance: declare_attackers
      - attack: [Craw Wurm]
      - advance: declare_blockers
      - block: {Grizzly Bears: Craw Wurm, Llanowar Elves: Craw Wurm}
      - advance: combat_damage
      - {P2: choose, damage: {Grizzly Bears: 2, Llanowar Elves: 4}}
      - resolve: 1
      - {P1: choose, yes: true}
      - resolve: 1
      - {P1: choose, yes: true}
      - resolve: all
    expect:
      - {object: Quest for the Gemblades, counters: {quest: 2}}
    """)
