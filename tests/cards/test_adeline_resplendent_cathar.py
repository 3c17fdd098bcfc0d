"""Adeline, Resplendent Cathar (compiled from its Oracle text): 'Whenever you attack, for each opponent,
create a 1/1 white Human creature token that's tapped and attacking that player or a planeswalker they
control.' (508.4)"""

from __future__ import annotations

from support.scenario_text import passes


def test_the_tokens_were_never_declared_as_attackers() -> None:
    """Ruling: "Although the Human tokens created by the triggered ability are attacking, they were never
    declared as attacking creatures (for the purposes of abilities that trigger whenever a creature attacks,
    for example)." Adeline triggers once, for the declared attacker, not again for its token."""
    report = passes("""\
    format: lithoform-scenario/1
    name: adeline
    setup:
      active: P1
      step: main1
      P1:
        battlefield: ["Adeline, Resplendent Cathar", Grizzly Bears]
    script:
      - advance: declare_attackers
      - attack: [Grizzly Bears]
      - resolve: all
      - advance: end_of_combat
    expect:
      - {life: {P2: 17}}
      - {zone: P1.battlefield, count: {"Human Token": 1}}
    """)
    assert sum(1 for e in report.game.state.events() if e.kind == "token") == 1


def test_adeline_doesnt_have_to_attack() -> None:
    """Ruling: "Attacking with any creatures will cause Adeline's last ability to trigger. Adeline doesn't
    have to be among them." And her power counts the creatures she sees, herself included."""
    passes("""\
    format: lithoform-scenario/1
    name: adeline home
    setup:
      active: P1
      step: main1
      P1:
        battlefield: ["Adeline, Resplendent Cathar", Grizzly Bears]
    script:
      - advance: declare_attackers
      - attack: [Grizzly Bears]
      - resolve: all
    expect:
      - {object: "Adeline, Resplendent Cathar", power: 3, tapped: false}
      - {object: "token:Human Token", attacking: true}
    """)
