"""Champion (702.72), compiled from the keyword: 'Champion an Elf' (Wren's Run Packmaster) means "When this
permanent enters, sacrifice it unless you exile another Elf you control" and "When this permanent leaves the
battlefield, return the exiled card to the battlefield under its owner's control" (702.72a, linked: 607.2k)."""

from __future__ import annotations

from support.scenario_text import passes

SETUP = """\
    format: lithoform-scenario/1
    name: champion
    rules: [702.72a, 607.2k]
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Forest, count: 4}, Island, Llanowar Elves, Grizzly Bears]
        hand: [Wren's Run Packmaster, Unsummon]
"""


def test_an_elf_is_exiled_and_returns_when_the_champion_leaves() -> None:
    passes(SETUP + """\
    script:
      - {P1: cast, card: Wren's Run Packmaster}
      - resolve: 1
      - resolve: 1
      - {P1: choose, option: Llanowar Elves}
      - resolve: all
      - check:
        - {zone: P1.exile, contains: [Llanowar Elves]}
        - {zone: P1.battlefield, contains: [Wren's Run Packmaster]}
      - {P1: cast, card: Unsummon, targets: [Wren's Run Packmaster]}
      - resolve: all
    expect:
      - {zone: P1.battlefield, contains: [Llanowar Elves, Grizzly Bears]}
      - {zone: P1.hand, contains: [Wren's Run Packmaster]}
      - {zone: P1.exile, count: 0}
    """)


def test_choosing_not_to_exile_sacrifices_the_champion() -> None:
    """118.12: 'unless' is a choice: the controller may decline and sacrifice it."""
    passes(SETUP + """\
    script:
      - {P1: cast, card: Wren's Run Packmaster}
      - resolve: 1
      - resolve: 1
      - {P1: choose, option: none}
      - resolve: all
    expect:
      - {zone: P1.graveyard, contains: [Wren's Run Packmaster]}
      - {zone: P1.battlefield, contains: [Llanowar Elves]}
    """)


def test_without_another_elf_it_is_sacrificed() -> None:
    """Grizzly Bears is no Elf: nothing can be exiled, so the champion is sacrificed (702.72a)."""
    passes("""\
    format: lithoform-scenario/1
    name: champion alone
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Forest, count: 4}, Grizzly Bears]
        hand: [Wren's Run Packmaster]
    script:
      - {P1: cast, card: Wren's Run Packmaster}
      - resolve: all
    expect:
      - {zone: P1.graveyard, contains: [Wren's Run Packmaster]}
      - {zone: P1.battlefield, contains: [Grizzly Bears]}
    """)


def test_mistbind_clique_taps_the_target_players_lands_when_a_faerie_is_championed() -> None:
    """702.72c: 'When a Faerie is championed with Mistbind Clique, tap all lands target player controls.'"""
    passes("""\
    format: lithoform-scenario/1
    name: mistbind clique
    rules: [702.72c]
    setup:
      active: P2
      step: upkeep
      P1:
        battlefield: [{card: Island, count: 4}, Spellstutter Sprite]
        hand: [Mistbind Clique]
      P2:
        battlefield: [{card: Forest, count: 3}]
    script:
      - {P2: pass}
      - {P1: cast, card: Mistbind Clique}
      - resolve: 1
      - resolve: 1
      - {P1: choose, option: Spellstutter Sprite}
      - {P1: choose, targets: [P2]}
      - resolve: all
    expect:
      - {zone: P1.exile, contains: [Spellstutter Sprite]}
      - {object: "Forest#1", tapped: true}
      - {object: "Forest#3", tapped: true}
    """)


def test_a_non_faerie_championed_doesnt_trigger_it() -> None:
    """Mistbind Clique champions only Faeries: with none, it is sacrificed, and nothing is tapped."""
    passes("""\
    format: lithoform-scenario/1
    name: mistbind clique alone
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [{card: Island, count: 4}, Grizzly Bears]
        hand: [Mistbind Clique]
      P2:
        battlefield: [Forest]
    script:
      - {P1: cast, card: Mistbind Clique}
      - resolve: all
    expect:
      - {zone: P1.graveyard, contains: [Mistbind Clique]}
      - {object: Forest, tapped: false}
    """)
