"""CR 508.4 and 111.1: Adeline's 'for each opponent, create a 1/1 white Human creature token that's tapped and
attacking that player or a planeswalker they control': created tapped and attacking, never declared as
attackers (no attack triggers), whether or not that opponent was attacked."""

from __future__ import annotations

from support.scenario_text import passes

ADELINE = """\
    format: lithoform-scenario/1
    name: adeline
    setup:
      active: P1
      step: main1
      P1:
        battlefield: ["Adeline, Resplendent Cathar", Grizzly Bears]
      P2:
        battlefield: [{card: "Jace, the Mind Sculptor", counters: {loyalty: 1}}]
    script:
      - advance: declare_attackers
"""


def test_508_4_the_token_attacks_the_player_or_a_planeswalker_they_control_as_chosen() -> None:
    passes(ADELINE + """\
      - attack: {Grizzly Bears: P2}
      - resolve: 1
      - {P1: choose, option: "Jace"}
      - resolve: all
      - advance: end_of_combat
    expect:
      - {life: {P2: 18}}
      - {zone: P2.graveyard, contains: ["Jace, the Mind Sculptor"]}
      - {object: "token:Human Token", tapped: true}
    """)


def test_508_4_the_token_is_created_even_when_only_a_planeswalker_is_attacked() -> None:
    passes(ADELINE + """\
      - attack: {Grizzly Bears: "Jace, the Mind Sculptor"}
      - resolve: 1
      - {P1: choose, option: "P2"}
      - resolve: all
      - advance: end_of_combat
    expect:
      - {life: {P2: 19}}
      - {zone: P2.graveyard, contains: ["Jace, the Mind Sculptor"]}
    """)
