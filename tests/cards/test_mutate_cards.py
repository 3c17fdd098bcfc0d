"""The mutate cards of Ikoria and the cards whose rulings speak of mutated creatures, each checked against its
rulings (quoted as `lithoform cards show` gives them). Mutate: 702.140; merged permanents: 730."""

from __future__ import annotations

from support.scenario_text import passes

HEAD = """
format: lithoform-scenario/1
name: {name}
rules: [702.140]
setup:
  active: P1
  step: main1
"""


def _scenario(name: str, body: str) -> None:
    passes(HEAD.format(name=name) + body)


def test_essence_symbiote_ruling_if_it_mutates_its_ability_triggers() -> None:
    """Essence Symbiote's ruling: 'If Essence Symbiote mutates, its ability triggers.' (a creature you control,
    itself, mutated: 702.140d; the merged creature has the ability, 702.140e)."""
    _scenario("Essence Symbiote mutates", """
  P1:
    battlefield: [{card: Essence Symbiote, label: symbiote}, {card: Forest, count: 3}]
    hand: [Gemrazer]
script:
  - {P1: cast, card: Gemrazer, kicker: mutate, targets: [symbiote]}
  - resolve: 1
  - {P1: choose, option: over}
  - resolve: all
expect:
  - {object: symbiote, name: Gemrazer, counters: {+1/+1: 1}, power: 5}
  - {life: {P1: 22}}
""")


def test_essence_symbiote_ruling_life_is_gained_even_if_the_creature_left() -> None:
    """Essence Symbiote's ruling: 'You gain 2 life when Essence Symbiote's ability resolves, even if you can't put
    a +1/+1 counter on the mutated creature (most likely because it's left the battlefield).'"""
    _scenario("Essence Symbiote, creature gone", """
  P1:
    battlefield: [Essence Symbiote, {card: Grizzly Bears, label: bears}, {card: Forest, count: 3}]
    hand: [Gemrazer]
  P2:
    battlefield: [{card: Island, count: 1}]
    hand: [Unsummon]
script:
  - {P1: cast, card: Gemrazer, kicker: mutate, targets: [bears]}
  - resolve: 1
  - {P1: choose, option: under}
  - {P1: pass}
  - {P2: cast, card: Unsummon, targets: [bears]}
  - resolve: 1
  - resolve: all
expect:
  - {life: {P1: 22}}
  - {zone: P1.hand, contains: [Grizzly Bears, Gemrazer]}
""")


def test_mystic_subdual_ruling_mutating_the_enchanted_creature_gives_no_abilities() -> None:
    """Mystic Subdual's ruling: 'Mutating the enchanted creature won't cause it to gain abilities. This is because
    mutate modifies the creature's base characteristics, while Mystic Subdual applies to the resulting
    creature.' (730.2a: the merge is a copiable effect, layer 1; losing abilities is layer 6, 613.1f)."""
    _scenario("Mystic Subdual", """
  P1:
    battlefield: [{card: Grizzly Bears, label: bears}, {card: Forest, count: 3}]
    hand: [Gemrazer]
  P2:
    battlefield: [{card: Mystic Subdual, attached_to: bears}]
script:
  - {P1: cast, card: Gemrazer, kicker: mutate, targets: [bears]}
  - resolve: 1
  - {P1: choose, option: over}
expect:
  - {object: bears, name: Gemrazer, power: 2, toughness: 4, lacks_abilities: [Reach, Trample]}
  - {stack: {size: 0}}
""")


def test_true_polymorph_ruling_it_copies_mutate_effects() -> None:
    """True Polymorph's ruling: 'True Polymorph causes the first target permanent to copy the printed values of
    the second target permanent, including any copy and mutate effects that have been applied to it. It won't
    copy counters on that permanent or effects that have changed its power, toughness, types, color, and so
    on.' (707.2, 730.2a)"""
    _scenario("True Polymorph", """
  P1:
    battlefield: [{card: Grizzly Bears, label: bears, counters: {+1/+1: 2}}, {card: Forest, count: 3},
                  {card: Island, count: 6}, {card: Ornithopter, label: thopter}]
    hand: [Gemrazer, True Polymorph]
script:
  - {P1: cast, card: Gemrazer, kicker: mutate, targets: [bears]}
  - resolve: 1
  - {P1: choose, option: over}
  - {P1: cast, card: True Polymorph, targets: [thopter, bears]}
  - resolve: 1
expect:
  - {object: thopter, name: Gemrazer, power: 4, toughness: 4, abilities: [Reach, Trample], counters: {}}
""")


def test_otrimi_returns_a_creature_card_with_mutate() -> None:
    """Otrimi's 'Whenever this creature deals combat damage to a player, return target creature card with mutate
    from your graveyard to your hand.': a card with mutate (702.140a: the keyword is the card's in every zone) can
    be the target; one without can't."""
    _scenario("Otrimi", """
  P1:
    battlefield: ["Otrimi, the Ever-Playful"]
    graveyard: [Gemrazer, Grizzly Bears]
script:
  - advance: declare_attackers
  - attack: ["Otrimi, the Ever-Playful"]
  - advance: combat_damage
  - {P1: choose, targets: [Grizzly Bears], expect: illegal}
  - {P1: choose, targets: [Gemrazer]}
  - resolve: 1
expect:
  - {zone: P1.hand, contains: [Gemrazer]}
  - {zone: P1.graveyard, contains: [Grizzly Bears]}
  - {life: {P2: 14}}
""")


def test_brokkos_cast_from_the_graveyard_using_its_mutate_ability() -> None:
    """Brokkos's rulings: 'If you cast Brokkos with the permission granted by its last ability, you must pay its
    mutate cost to cast it. You can't choose to pay its mana cost or another alternative cost.' It merges with
    its target as it resolves (702.140c)."""
    _scenario("Brokkos from the graveyard", """
  P1:
    battlefield: [{card: Grizzly Bears, label: bears}, {card: Forest, count: 2}, {card: Swamp, count: 2},
                  {card: Island, count: 1}]
    graveyard: ["Brokkos, Apex of Forever"]
script:
  - {P1: cast, card: "Brokkos, Apex of Forever", from: graveyard, targets: [bears]}
  - check:
    - {log: {contains: ["{2}{U/B}{G}{G}"]}}
  - resolve: 1
  - {P1: choose, option: over}
expect:
  - {object: bears, name: "Brokkos, Apex of Forever", power: 6, toughness: 6, abilities: [Trample]}
  - {zone: P1.graveyard, count: 0}
""")


def test_brokkos_ruling_it_doesnt_change_when_you_can_cast_it() -> None:
    """Brokkos's ruling: 'Casting Brokkos with the permission granted by its last ability doesn't change when you
    can cast it.' (a creature spell: in a main phase of its owner's turn with the stack empty, 307.1), and only
    with a mutate target, a non-Human creature its owner owns (702.140a, 601.2c)."""
    passes("""
format: lithoform-scenario/1
name: Brokkos timing
rules: [702.140a, 307.1]
setup:
  active: P1
  step: upkeep
  P1:
    battlefield: [{card: Forest, count: 2}, {card: Swamp, count: 2}, {card: Island, count: 1}, Elite Vanguard]
    graveyard: ["Brokkos, Apex of Forever"]
  P2:
    battlefield: [Grizzly Bears]
script:
  - {P1: cannot, cast: "Brokkos, Apex of Forever", from: graveyard}
  - advance: main1
  - {P1: cannot, cast: "Brokkos, Apex of Forever", from: graveyard}
""")
    passes("""
format: lithoform-scenario/1
name: Brokkos timing, with a target
rules: [702.140a, 307.1]
setup:
  active: P1
  step: upkeep
  P1:
    battlefield: [{card: Forest, count: 2}, {card: Swamp, count: 2}, {card: Island, count: 1}, Grizzly Bears]
    graveyard: ["Brokkos, Apex of Forever"]
script:
  - {P1: cannot, cast: "Brokkos, Apex of Forever", from: graveyard}
  - advance: main1
  - {P1: can, cast: "Brokkos, Apex of Forever", from: graveyard}
""")


def test_huntmaster_liger_ruling_x_is_fixed_as_it_resolves() -> None:
    """Huntmaster Liger's ruling: 'The value of X is determined only as the triggered ability resolves. Once that
    happens, the value of X won't change later in the turn even if Huntmaster Liger mutates again, although in
    that case the creatures will receive a second, larger +X/+X in addition to the one generated by the
    ability's earlier resolution.' (702.140d: X counts the times it has mutated: 1, then 2)."""
    _scenario("Huntmaster Liger", """
  P1:
    battlefield: [{card: Grizzly Bears, label: bears}, {card: Runeclaw Bear, label: other},
                  {card: Plains, count: 3}, {card: Forest, count: 3}]
    hand: [Huntmaster Liger, Gemrazer]
  P2:
    battlefield: [Ornithopter]
script:
  - {P1: cast, card: Huntmaster Liger, kicker: mutate, targets: [bears]}
  - resolve: 1
  - {P1: choose, option: over}
  - resolve: 1
  - check:
    - {object: other, power: 3, toughness: 3}
  - {P1: cast, card: Gemrazer, kicker: mutate, targets: [bears]}
  - resolve: 1
  - {P1: choose, option: under}
  - {P1: choose, order: [bears]}
  - resolve: all
expect:
  - {object: other, power: 5, toughness: 5}
  - {object: bears, name: Huntmaster Liger, power: 3, toughness: 4}
""")


def test_clever_conjurer_ruling_mutated_over_it_can_untap_itself() -> None:
    """Clever Conjurer's ruling: 'If Clever Conjurer somehow loses the name Clever Conjurer, perhaps because you
    mutated another creature on top of it or copied it with Sakashima the Impostor, it can target itself with its
    Mage Hand ability. How clever!' (730.2a: the merged creature has the topmost card's name, Gemrazer, and
    Clever Conjurer's ability, 702.140e)."""
    _scenario("Clever Conjurer", """
  P1:
    battlefield: [{card: Clever Conjurer, label: conjurer}, {card: Forest, count: 3}]
    hand: [Gemrazer]
script:
  - {P1: cannot, activate: conjurer, targets: [conjurer]}
  - {P1: cast, card: Gemrazer, kicker: mutate, targets: [conjurer]}
  - resolve: 1
  - {P1: choose, option: over}
  - check:
    - {object: conjurer, name: Gemrazer, tapped: false}
  - {P1: activate, card: conjurer, targets: [conjurer]}
  - check:
    - {object: conjurer, tapped: true}
  - resolve: 1
expect:
  - {object: conjurer, tapped: false}
""")


def test_otrimi_ruling_dealt_lethal_damage_as_it_deals_combat_damage() -> None:
    """Otrimi's ruling: 'If Otrimi deals combat damage to a player at the same time that it's dealt lethal damage,
    Otrimi (or any other creature card with mutate that was merged with it) can be the target of its triggered
    ability.' (730.3: both cards are in the graveyard as the ability is put on the stack, 603.3)."""
    passes("""
format: lithoform-scenario/1
name: Otrimi dies as it deals combat damage
rules: [702.140e, 730.3]
setup:
  active: P1
  step: main1
  P1:
    battlefield: [{card: "Otrimi, the Ever-Playful", merged: [Gemrazer], label: o, damage: 5}]
  P2:
    battlefield: [Grizzly Bears]
script:
  - advance: declare_attackers
  - attack: [o]
  - advance: declare_blockers
  - block: {Grizzly Bears: o}
  - advance: combat_damage
  - {P1: choose, damage: {Grizzly Bears: 2, P2: 4}}
  - {P1: choose, targets: [Gemrazer]}
  - resolve: 1
expect:
  - {zone: P1.hand, contains: [Gemrazer]}
  - {zone: P1.graveyard, contains: ["Otrimi, the Ever-Playful"], count: 1}
  - {life: {P2: 16}}
""")
