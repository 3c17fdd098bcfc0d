"""Foul Emissary (compiled from its Oracle text): 'When you sacrifice Foul Emissary while casting a spell with
emerge, create a 3/2 colorless Eldrazi Horror creature token.' (701.21a; 601.2h: a cost paid while the spell is
being cast; 702.119a emerge). The ruling quoted is the card's."""

from __future__ import annotations

from support.scenario_text import passes


def test_sacrificed_for_the_emerge_cost_it_makes_a_horror() -> None:
    """702.119a: Wretched Gryff cast for its emerge cost, sacrificing Foul Emissary (its mana value 3 off {5}{U}):
    the Emissary's ability triggers and makes a 3/2 Eldrazi Horror."""
    passes("""\
    format: lithoform-scenario/1
    name: foul emissary emerge
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Foul Emissary, {card: Island, count: 3}]
        hand: [Wretched Gryff]
    script:
      - {P1: cast, card: Wretched Gryff, kicker: emerge, sacrifice: [Foul Emissary]}
      - resolve: all
    expect:
      - {zone: P1.battlefield, contains: [Wretched Gryff, "token:Eldrazi Horror Token"]}
      - {object: "token:Eldrazi Horror Token", power: 3, toughness: 2}
      - {zone: P1.graveyard, contains: [Foul Emissary]}
    """)


def test_ruling_any_sacrifice_while_casting_a_spell_with_emerge_triggers_it() -> None:
    """Ruling: "Foul Emissary's last ability triggers if it's sacrificed for any reason while you're casting a
    spell with emerge, whether or not you're casting that spell for its emerge cost. For example, if you sacrifice
    it to activate the ability of Ashnod's Altar while casting Decimator of the Provinces for {10}, its ability
    will trigger." Wretched Gryff cast for {7}{U}, two of it paid by sacrificing the Emissary to Ashnod's Altar."""
    passes("""\
    format: lithoform-scenario/1
    name: foul emissary altar
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Foul Emissary, "Ashnod's Altar", {card: Island, count: 6}]
        hand: [Wretched Gryff]
    script:
      - {P1: cast, card: Wretched Gryff, pay: [{source: "Ashnod's Altar", sacrifice: Foul Emissary}, Island, Island, Island, Island, Island, Island]}
      - resolve: all
    expect:
      - {zone: P1.battlefield, contains: [Wretched Gryff, "token:Eldrazi Horror Token"]}
    """)


def test_sacrificed_when_no_spell_is_being_cast_it_doesnt_trigger() -> None:
    """'while casting a spell with emerge': sacrificed to Ashnod's Altar for mana with no spell being cast, the
    Emissary makes no Horror."""
    passes("""\
    format: lithoform-scenario/1
    name: foul emissary no spell
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Foul Emissary, "Ashnod's Altar"]
    script:
      - {P1: activate, card: "Ashnod's Altar", sacrifice: [Foul Emissary]}
      - resolve: all
    expect:
      - {zone: P1.graveyard, contains: [Foul Emissary]}
      - {zone: P1.battlefield, count: 1}
    """)


def test_sacrificed_while_casting_a_spell_without_emerge_it_doesnt_trigger() -> None:
    """'a spell with emerge': Grizzly Bears ({1}{G}) cast with Ashnod's Altar's mana, the Emissary sacrificed for
    it (the Forests make it castable in the priority listing): no Horror."""
    passes("""\
    format: lithoform-scenario/1
    name: foul emissary other spell
    setup:
      active: P1
      step: main1
      P1:
        battlefield: [Foul Emissary, "Ashnod's Altar", {card: Forest, count: 2}]
        hand: [Grizzly Bears]
    script:
      - {P1: cast, card: Grizzly Bears, pay: [{source: "Ashnod's Altar", sacrifice: Foul Emissary}, Forest]}
      - resolve: all
    expect:
      - {zone: P1.battlefield, contains: [Grizzly Bears]}
      - {zone: P1.battlefield, count: 4}
    """)
