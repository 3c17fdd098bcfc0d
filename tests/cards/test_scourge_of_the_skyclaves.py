"""Scourge of the Skyclaves (compiled from its Oracle text): 'Kicker {4}{B}. When you cast this spell, if it was
kicked, each player loses half their life, rounded up. Scourge of the Skyclaves's power and toughness are each
equal to 20 minus the highest life total among players.' A characteristic-defining ability (604.3) whose
difference keeps its sign (107.1b), a cast trigger with an intervening 'if' (603.4), half rounded up
(107.1a)."""

from __future__ import annotations

from support.scenario_text import passes

_SWAMPS = '{card: Swamp, count: 7}'


def test_kicked_each_player_loses_half_their_life_rounded_up() -> None:
    """Kicked: the cast trigger resolves first (each player loses half their life, rounded up: 20 loses 10 and
    15 loses 8), then the Scourge enters as a 20 - 10 = 10/10."""
    passes(f"""\
    format: lithoform-scenario/1
    name: scourge kicked
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{_SWAMPS}]
        hand: [Scourge of the Skyclaves]
      P2:
        life: 15
    script:
      - {{P1: cast, card: Scourge of the Skyclaves, kicker: true}}
      - resolve: all
    expect:
      - {{life: {{P1: 10, P2: 7}}}}
      - {{object: Scourge of the Skyclaves, power: 10, toughness: 10, zone: P1.battlefield}}
    """)


def test_unkicked_no_life_loss_and_toughness_zero_dies() -> None:
    """Ruling: "Kicker represents an optional additional cost that you may choose to pay as you cast the
    spell." Not kicked, the trigger's 'if' is false (603.4): nobody loses life, the highest life total is 20,
    and a 0/0 is put into its owner's graveyard (704.5f)."""
    passes(f"""\
    format: lithoform-scenario/1
    name: scourge unkicked
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{_SWAMPS}]
        hand: [Scourge of the Skyclaves]
    script:
      - {{P1: cast, card: Scourge of the Skyclaves}}
      - resolve: all
    expect:
      - {{life: {{P1: 20, P2: 20}}}}
      - {{zone: P1.graveyard, contains: [Scourge of the Skyclaves]}}
    """)


def test_negative_power_and_toughness_in_every_zone() -> None:
    """Rulings: "The ability that defines Scourge of the Skyclaves's power and toughness applies in all zones,
    not just the battlefield." and "If the highest life total among players is greater than 20, Scourge of
    the Skyclaves has negative power and toughness equal to the difference." (107.1b: setting a power or
    toughness, a negative result stays negative)."""
    passes("""\
    format: lithoform-scenario/1
    name: scourge negative
    setup:
      active: P1
      step: main1
      P1:
        life: 12
        hand: [Scourge of the Skyclaves]
      P2:
        life: 25
    script: []
    expect:
      - {object: Scourge of the Skyclaves, power: -5, toughness: -5, zone: P1.hand}
    """)


def test_the_highest_life_total_follows_the_game() -> None:
    """604.3, 611.3a: the amount is counted continuously: at 12 and 14 life the Scourge is a 6/6; when the
    player at 14 gains 3 life it becomes a 3/3."""
    passes("""\
    format: lithoform-scenario/1
    name: scourge follows life
    setup:
      active: P1
      step: main1
      P1:
        life: 12
        battlefield: [Scourge of the Skyclaves, Plains]
        hand: [Healing Salve]
      P2:
        life: 14
    script:
      - check:
        - {object: Scourge of the Skyclaves, power: 6, toughness: 6}
      - {P1: cast, card: Healing Salve, modes: [1], targets: [P2]}
      - resolve: all
    expect:
      - {life: {P1: 12, P2: 17}}
      - {object: Scourge of the Skyclaves, power: 3, toughness: 3}
    """)


def test_trigger_resolves_before_the_spell_toughness_below_zero_to_above() -> None:
    """Ruling: "An ability that triggers when a player casts a spell resolves before the spell that caused it
    to trigger. It resolves even if that spell is countered. Notably, Scourge of the Skyclaves may have its
    toughness change from less than 0 to greater than 0 as a result of its triggered ability before it
    resolves and enters the battlefield." At 24 and 30 life the spell is a -10/-10; after the trigger (24
    loses 12, 30 loses 15) it enters as a 5/5."""
    passes(f"""\
    format: lithoform-scenario/1
    name: scourge trigger first
    setup:
      active: P1
      step: main1
      P1:
        life: 24
        battlefield: [{_SWAMPS}]
        hand: [{{card: Scourge of the Skyclaves, label: Scourge}}]
      P2:
        life: 30
    script:
      - {{P1: cast, card: Scourge, kicker: true}}
      - check:
        - {{stack: {{size: 2}}}}
        - {{object: Scourge, power: -10, toughness: -10}}
      - resolve: 1
      - check:
        - {{life: {{P1: 12, P2: 15}}}}
        - {{object: Scourge, power: 5, toughness: 5}}
      - resolve: all
    expect:
      - {{object: Scourge, power: 5, toughness: 5, zone: P1.battlefield}}
    """)
