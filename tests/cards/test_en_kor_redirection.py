"""Redirection shields (614.9): Nomads en-Kor, "{0}: The next 1 damage that would be dealt to Nomads en-Kor this
turn is dealt to target creature you control instead.", compiled from its Oracle text."""

from __future__ import annotations

from support.scenario_text import passes


def test_nomads_redirects_one_damage_to_another_creature() -> None:
    """Each shield catches 1 of the 3 damage, dealt to the target by the same source (614.9). Ruling: "It is
    possible to redirect more damage to a creature than that creature's toughness." """
    passes("""\
    format: lithoform-scenario/1
    name: nomads en-kor bolt
    rules: [614.9, 615.7]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Mountain]
        hand: [Lightning Bolt]
      P2:
        battlefield: [Nomads en-Kor, Grizzly Bears]
    script:
      - {P1: cast, card: Lightning Bolt, targets: [Nomads en-Kor]}
      - {P1: pass}
      - {P2: activate, card: Nomads en-Kor, targets: [Grizzly Bears]}
      - {P2: activate, card: Nomads en-Kor, targets: [Grizzly Bears]}
      - {P2: activate, card: Nomads en-Kor, targets: [Grizzly Bears]}
      - resolve: all
    expect:
      - {object: Nomads en-Kor, damage: 0}
      - {zone: P2.graveyard, contains: [Grizzly Bears]}
      - {log: {contains: ["614.9"]}}
    """)


def test_redirected_combat_damage_is_still_combat_damage() -> None:
    """Rulings: "You can use this ability as much as you want prior to damage being dealt." and "When you
    redirect combat damage it is still combat damage." (a lifelink source gains life for it too, 702.15b)."""
    passes("""\
    format: lithoform-scenario/1
    name: nomads en-kor combat
    rules: [614.9, 510.2]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Nomads en-Kor, Hill Giant]
      P2:
        battlefield: [Vampire Nighthawk]
    script:
      - advance: declare_attackers
      - attack: [Nomads en-Kor]
      - advance: declare_blockers
      - block: {Vampire Nighthawk: Nomads en-Kor}
      - {P1: activate, card: Nomads en-Kor, targets: [Hill Giant]}
      - {P1: activate, card: Nomads en-Kor, targets: [Hill Giant]}
      - resolve: all
      - advance: end_of_combat
    expect:
      - {zone: P1.battlefield, contains: [Nomads en-Kor]}
      - {zone: P1.graveyard, contains: [Hill Giant]}
      - {life: {P2: 22}}
    """)


def test_redirection_to_a_creature_that_left_does_nothing() -> None:
    """614.9: "If one of those permanents is no longer on the battlefield when the damage would be redirected
    ... the effect does nothing." """
    passes("""\
    format: lithoform-scenario/1
    name: nomads en-kor gone
    rules: [614.9]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Mountain, count: 2}]
        hand: [Lightning Bolt, Shock]
      P2:
        battlefield: [Nomads en-Kor, Grizzly Bears]
    script:
      - {P1: cast, card: Lightning Bolt, targets: [Nomads en-Kor]}
      - {P1: pass}
      - {P2: activate, card: Nomads en-Kor, targets: [Grizzly Bears]}
      - resolve: 1
      - {P1: cast, card: Shock, targets: [Grizzly Bears]}
      - resolve: all
    expect:
      - {zone: P2.graveyard, contains: [Nomads en-Kor, Grizzly Bears]}
    """)
