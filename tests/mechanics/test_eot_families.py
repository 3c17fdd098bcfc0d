"""'Until end of turn' phrase families (issue 12, the eot family): each test plays a card whose text was refused
before and checks what the engine does with it (611.2a, 514.2: the effect lasts until the cleanup step)."""

from __future__ import annotations

from support import activate, board, pass_until, resolve_stack
from support.scenario_text import passes


def test_115_1d_any_number_of_target_creatures_each_get() -> None:
    """Colossal Heroics: 'Any number of target creatures each get +2/+2 until end of turn. Untap those
    creatures.' Ruling (2014-04-26): "Colossal Heroics can target any creatures, not just ones that are
    tapped." """
    passes("""
        format: lithoform-scenario/1
        name: "Colossal Heroics: two targets each get +2/+2 (115.1d)"
        rules: [115.1d, 611.2a]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Forest, count: 5}, {card: Grizzly Bears, tapped: true}, Hill Giant]
            hand: [Colossal Heroics]
          P2:
            battlefield: [Craw Wurm]
        script:
          - {P1: cast, card: Colossal Heroics, targets: [Grizzly Bears, Hill Giant]}
          - resolve: all
        expect:
          - {object: Grizzly Bears, power: 4, toughness: 4, tapped: false}
          - {object: Hill Giant, power: 5, toughness: 5}
          - {object: Craw Wurm, power: 6, toughness: 4}
    """)


def test_115_1d_any_number_of_targets_each_gain_a_keyword() -> None:
    """Aerial Formation: 'Strive — ... Any number of target creatures each get +1/+1 and gain flying until end of
    turn.' The effect ends in the cleanup step (514.2)."""
    passes("""
        format: lithoform-scenario/1
        name: "Aerial Formation: one target gets +1/+1 and flying until end of turn (514.2)"
        rules: [115.1d, 514.2]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Island, count: 3}, Grizzly Bears]
            hand: [Aerial Formation]
        script:
          - {P1: cast, card: Aerial Formation, targets: [Grizzly Bears]}
          - resolve: all
          - check: [{object: Grizzly Bears, power: 3, toughness: 3, abilities: [flying]}]
          - advance: {turn: 2, step: upkeep}
        expect:
          - {object: Grizzly Bears, power: 2, toughness: 2, lacks_abilities: [flying]}
    """)


def test_611_2a_until_end_of_turn_prefix_gives_a_counted_boost_its_duration() -> None:
    """Chorus of Might: 'Until end of turn, target creature gets +1/+1 for each creature you control and gains
    trample.' Ruling (2012-10-01): "The number of creatures you control is counted only when Chorus of Might
    resolves." (608.2h)"""
    passes("""
        format: lithoform-scenario/1
        name: "Chorus of Might: +1/+1 for each creature, counted once, and trample until end of turn"
        rules: [611.2a, 608.2h, 514.2]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Forest, count: 6}, Grizzly Bears, Hill Giant]
            hand: [Chorus of Might, Llanowar Elves]
        script:
          - {P1: cast, card: Chorus of Might, targets: [Grizzly Bears]}
          - resolve: all
          - check: [{object: Grizzly Bears, power: 4, toughness: 4, abilities: [trample]}]
          - {P1: cast, card: Llanowar Elves}
          - resolve: all
          - check: [{object: Grizzly Bears, power: 4, toughness: 4}]
          - advance: {turn: 2, step: upkeep}
        expect:
          - {object: Grizzly Bears, power: 2, toughness: 2, lacks_abilities: [trample]}
    """)


def test_608_2h_where_x_is_counted_as_the_spell_resolves_for_each_creature_of_a_group() -> None:
    """Overwhelming Stampede: 'Until end of turn, creatures you control gain trample and get +X/+X, where X is the
    greatest power among creatures you control.' Ruling (2010-08-15): "You check the power of your creatures as
    Overwhelming Stampede resolves." """
    passes("""
        format: lithoform-scenario/1
        name: "Overwhelming Stampede: every creature you control gets +3/+3 (Hill Giant's power)"
        rules: [611.2a, 608.2h, 611.2c]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Forest, count: 5}, Grizzly Bears, Hill Giant]
            hand: [Overwhelming Stampede]
          P2:
            battlefield: [Craw Wurm]
        script:
          - {P1: cast, card: Overwhelming Stampede}
          - resolve: all
        expect:
          - {object: Grizzly Bears, power: 5, toughness: 5, abilities: [trample]}
          - {object: Hill Giant, power: 6, toughness: 6, abilities: [trample]}
          - {object: Craw Wurm, power: 6, toughness: 4, lacks_abilities: [trample]}
    """)


def test_611_2a_gets_plus_x_and_gains_a_keyword_until_end_of_turn() -> None:
    """Kessig Wolf Run: '{X}{R}{G}, {T}: Target creature gets +X/+0 and gains trample until end of turn.'"""
    passes("""
        format: lithoform-scenario/1
        name: "Kessig Wolf Run with X=2: +2/+0 and trample until end of turn"
        rules: [611.2a, 107.3, 514.2]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [Kessig Wolf Run, Mountain, Forest, {card: Forest, count: 2}, Grizzly Bears]
        script:
          - {P1: activate, card: Kessig Wolf Run, ability: 2, targets: [Grizzly Bears], x: 2}
          - resolve: all
          - check: [{object: Grizzly Bears, power: 4, toughness: 2, abilities: [trample]}]
          - advance: {turn: 2, step: upkeep}
        expect:
          - {object: Grizzly Bears, power: 2, toughness: 2, lacks_abilities: [trample]}
    """)


def test_205_1b_becomes_a_creature_in_addition_to_its_other_types() -> None:
    """Still Life: '{G}{G}: Still Life becomes a 4/3 Centaur creature in addition to its other types until end of
    turn.' (205.1b: it stays an enchantment; 613.1d layer 4, 613.4b layer 7b)."""
    passes("""
        format: lithoform-scenario/1
        name: "Still Life becomes a 4/3 Centaur enchantment creature until end of turn (205.1b)"
        rules: [205.1b, 613.4b, 514.2]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Forest, count: 2}, Still Life]
        script:
          - {P1: activate, card: Still Life}
          - resolve: all
          - check: [{object: Still Life, power: 4, toughness: 3, types: [Enchantment, Creature], subtypes: [Centaur]}]
          - advance: {turn: 2, step: upkeep}
        expect:
          - {object: Still Life, types: [Enchantment], lacks_types: [Creature]}
    """)


def test_107_3_becomes_an_x_x_creature_with_a_keyword_in_addition_to_its_other_types() -> None:
    """Testament of Faith: '{X}: Testament of Faith becomes an X/X Wall creature with defender in addition to its
    other types until end of turn.'"""
    passes("""
        format: lithoform-scenario/1
        name: "Testament of Faith with X=3: a 3/3 Wall with defender until end of turn"
        rules: [205.1b, 107.3, 613.4b]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Plains, count: 3}, Testament of Faith]
        script:
          - {P1: activate, card: Testament of Faith, x: 3}
          - resolve: all
        expect:
          - {object: Testament of Faith, power: 3, toughness: 3, types: [Enchantment, Creature], subtypes: [Wall],
             abilities: [defender]}
    """)


def test_205_1b_target_lands_each_become_creatures_in_addition_to_their_other_types() -> None:
    """Fendeep Summoner: '{T}: Up to two target Swamps each become 3/5 Treefolk Warrior creatures in addition to
    their other types until end of turn.' Ruling (2008-04-01): "A Swamp affected by this ability is still a land,
    still a Swamp, and may still be tapped for black mana." """
    passes("""
        format: lithoform-scenario/1
        name: "Fendeep Summoner: two Swamps become 3/5 Treefolk Warrior land creatures"
        rules: [205.1b, 115.1d, 514.2]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [Fendeep Summoner, {card: Swamp, label: S1}, {card: Swamp, label: S2}]
        script:
          - {P1: activate, card: Fendeep Summoner, targets: [S1, S2]}
          - resolve: all
        expect:
          - {object: S1, power: 3, toughness: 5, types: [Land, Creature], subtypes: [Swamp, Treefolk, Warrior]}
          - {object: S2, power: 3, toughness: 5, types: [Land, Creature]}
    """)


def test_702_93a_a_creature_that_gained_undying_returns_when_it_dies() -> None:
    """Undying Evil: 'Target creature gains undying until end of turn.' The granted triggered ability (702.93a,
    613.1f) looks back in time as the creature dies (603.10a)."""
    passes("""
        format: lithoform-scenario/1
        name: "Undying Evil, then Lightning Bolt: the Bears return with a +1/+1 counter (702.93a)"
        rules: [702.93a, 603.10a, 613.1f]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [Swamp, Mountain, Grizzly Bears]
            hand: [Undying Evil, Lightning Bolt]
        script:
          - {P1: cast, card: Undying Evil, targets: [Grizzly Bears]}
          - resolve: all
          - check: [{object: Grizzly Bears, abilities: [undying]}]
          - {P1: cast, card: Lightning Bolt, targets: [Grizzly Bears]}
          - resolve: all
        expect:
          - {zone: P1.battlefield, contains: [Grizzly Bears]}
          - {object: Grizzly Bears, power: 3, toughness: 3, counters: {"+1/+1": 1}}
    """)


def test_702_79a_persist_granted_until_end_of_turn() -> None:
    """Antler Skulkin: '{2}: Target white creature gains persist until end of turn.'"""
    passes("""
        format: lithoform-scenario/1
        name: "Antler Skulkin grants persist; Benalish Knight returns with a -1/-1 counter (702.79a)"
        rules: [702.79a, 603.10a]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Plains, count: 2}, Mountain, Antler Skulkin, Benalish Knight]
            hand: [Lightning Bolt]
        script:
          - {P1: activate, card: Antler Skulkin, targets: [Benalish Knight], pay: [Plains, Plains]}
          - resolve: all
          - {P1: cast, card: Lightning Bolt, targets: [Benalish Knight]}
          - resolve: all
        expect:
          - {zone: P1.battlefield, contains: [Benalish Knight]}
          - {object: Benalish Knight, power: 1, toughness: 1, counters: {"-1/-1": 1}}
    """)


def test_608_2d_gets_one_boost_or_the_other_chosen_as_it_resolves() -> None:
    """Brightling: '{1}: Brightling gets +1/-1 or -1/+1 until end of turn.' The controller chooses as the ability
    resolves (608.2d)."""
    passes("""
        format: lithoform-scenario/1
        name: "Brightling: -1/+1 chosen, then +1/-1 chosen"
        rules: [608.2d, 613.4c]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Plains, count: 2}, Brightling]
        script:
          - {P1: activate, card: Brightling, ability: 4}
          - resolve: 1
          - {P1: choose, option: "-1/+1"}
          - resolve: all
          - check: [{object: Brightling, power: 2, toughness: 4}]
          - {P1: activate, card: Brightling, ability: 4}
          - resolve: 1
          - {P1: choose, option: "+1/-1"}
          - resolve: all
        expect:
          - {object: Brightling, power: 3, toughness: 3}
    """)


def test_115_1d_one_or_more_target_creatures_become_a_color() -> None:
    """Dwarven Song: 'One or more target creatures become red until end of turn.' (105.3, layer 5)"""
    passes("""
        format: lithoform-scenario/1
        name: "Dwarven Song: two creatures become red until end of turn"
        rules: [115.1d, 105.3, 514.2]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [Mountain, Grizzly Bears]
            hand: [Dwarven Song]
          P2:
            battlefield: [Savannah Lions]
        script:
          - {P1: cast, card: Dwarven Song, targets: [Grizzly Bears, Savannah Lions]}
          - resolve: all
          - check: [{object: Grizzly Bears, colors: [R]}, {object: Savannah Lions, colors: [R]}]
          - advance: {turn: 2, step: upkeep}
        expect:
          - {object: Grizzly Bears, colors: [G]}
          - {object: Savannah Lions, colors: [W]}
    """)


def test_205_3m_gets_a_boost_and_loses_all_creature_types_until_end_of_turn() -> None:
    """Nameless Inversion: 'Target creature gets +3/-3 and loses all creature types until end of turn.' Ruling
    (2007-10-01): "If a creature loses all creature types but then gains a new creature type later in the turn,
    it will be that new creature type." (613.7: timestamp order in layer 4)"""
    passes("""
        format: lithoform-scenario/1
        name: "Nameless Inversion on Craw Wurm, then Amoeboid Changeling gives it all creature types"
        rules: [205.3m, 613.1d, 613.7, 514.2]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Swamp, count: 2}, Amoeboid Changeling]
            hand: [Nameless Inversion]
          P2:
            battlefield: [Craw Wurm]
        script:
          - {P1: cast, card: Nameless Inversion, targets: [Craw Wurm]}
          - resolve: all
          - check: [{object: Craw Wurm, power: 9, toughness: 1, types: [Creature], subtypes: []}]
          - {P1: activate, card: Amoeboid Changeling, ability: 1, targets: [Craw Wurm]}
          - resolve: all
          - check: [{object: Craw Wurm, power: 9, toughness: 1, types: [Creature]}]
          - advance: {turn: 2, step: upkeep}
        expect:
          - {object: Craw Wurm, power: 6, toughness: 4, subtypes: [Wurm]}
    """)


def test_205_3m_gains_all_creature_types_until_end_of_turn() -> None:
    """Amoeboid Changeling: '{T}: Target creature gains all creature types until end of turn.' The Bears become a
    Goblin too, so Goblin King's 'Other Goblins get +1/+1' applies to them."""
    passes("""
        format: lithoform-scenario/1
        name: "Amoeboid Changeling: Grizzly Bears becomes every creature type until end of turn"
        rules: [205.3m, 613.1d, 514.2]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [Amoeboid Changeling, Grizzly Bears, Goblin King]
        script:
          - {P1: activate, card: Amoeboid Changeling, ability: 1, targets: [Grizzly Bears]}
          - resolve: all
          - check: [{object: Grizzly Bears, power: 3, toughness: 3}]
          - advance: {turn: 2, step: upkeep}
        expect:
          - {object: Grizzly Bears, power: 2, toughness: 2, subtypes: [Bear]}
    """)


def test_613_4b_mirror_entity_sets_base_pt_and_gives_all_creature_types() -> None:
    """Mirror Entity: '{X}: Until end of turn, creatures you control have base power and toughness X/X and gain all
    creature types.'"""
    passes("""
        format: lithoform-scenario/1
        name: "Mirror Entity with X=4: Grizzly Bears is a 4/4 until end of turn"
        rules: [613.4b, 205.3m, 611.2a]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [{card: Plains, count: 4}, Mirror Entity, Grizzly Bears]
        script:
          - {P1: activate, card: Mirror Entity, x: 4}
          - resolve: all
          - check: [{object: Grizzly Bears, power: 4, toughness: 4}, {object: Mirror Entity, power: 4, toughness: 4}]
          - advance: {turn: 2, step: upkeep}
        expect:
          - {object: Grizzly Bears, power: 2, toughness: 2, subtypes: [Bear]}
    """)


def test_105_3_becomes_a_color_and_gains_a_keyword_until_end_of_turn() -> None:
    """Aphotic Wisps: 'Target creature becomes black and gains fear until end of turn. Draw a card.' (layers 5 and 6,
    one effect until end of turn)."""
    passes("""
        format: lithoform-scenario/1
        name: "Aphotic Wisps: the Bears are black with fear until end of turn"
        rules: [105.3, 613.1e, 613.1f, 514.2]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [Swamp, Grizzly Bears]
            hand: [Aphotic Wisps]
        script:
          - {P1: cast, card: Aphotic Wisps, targets: [Grizzly Bears]}
          - resolve: all
          - check: [{object: Grizzly Bears, colors: [B], abilities: [fear]}, {zone: P1.hand, count: 1}]
          - advance: {turn: 2, step: upkeep}
        expect:
          - {object: Grizzly Bears, colors: [G], lacks_abilities: [fear]}
    """)


def test_105_3_becomes_a_color_and_gets_a_boost_until_end_of_turn() -> None:
    """Viridescent Wisps: 'Target creature becomes green and gets +1/+0 until end of turn.'"""
    passes("""
        format: lithoform-scenario/1
        name: "Viridescent Wisps: Savannah Lions is a green 3/1 until end of turn"
        rules: [105.3, 613.4c, 514.2]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [Forest, Savannah Lions]
            hand: [Viridescent Wisps]
        script:
          - {P1: cast, card: Viridescent Wisps, targets: [Savannah Lions]}
          - resolve: all
          - check: [{object: Savannah Lions, colors: [G], power: 3, toughness: 1}]
          - advance: {turn: 2, step: upkeep}
        expect:
          - {object: Savannah Lions, colors: [W], power: 2, toughness: 1}
    """)


def test_611_2a_until_end_of_turn_loses_a_keyword_and_gains_another() -> None:
    """Gargoyle Sentinel: '{3}: Until end of turn, Gargoyle Sentinel loses defender and gains flying.' (layer 6, both
    until the cleanup step, 514.2)"""
    game = board({"battlefield": ["Plains", "Plains", "Plains", "Gargoyle Sentinel"]})
    gargoyle = game.find("Gargoyle Sentinel")
    activate(game, gargoyle)
    resolve_stack(game)
    assert "defender" not in game.chars(gargoyle).keywords and "flying" in game.chars(gargoyle).keywords
    pass_until(game, "upkeep", turn=4)
    assert "defender" in game.chars(gargoyle).keywords and "flying" not in game.chars(gargoyle).keywords


def test_208_1_target_one_one_creature() -> None:
    """Pendelhaven: '{T}: Target 1/1 creature gets +1/+2 until end of turn.' Only a creature whose power is 1 and
    toughness is 1 can be chosen (208.1, 115.1)."""
    passes("""
        format: lithoform-scenario/1
        name: "Pendelhaven: Llanowar Elves can be the target, Grizzly Bears can't"
        rules: [208.1, 115.1, 601.2c]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [Pendelhaven, Llanowar Elves, Grizzly Bears]
        script:
          - {P1: cannot, activate: Pendelhaven, ability: 2, targets: [Grizzly Bears]}
          - {P1: activate, card: Pendelhaven, ability: 2, targets: [Llanowar Elves]}
          - resolve: all
        expect:
          - {object: Llanowar Elves, power: 2, toughness: 3}
          - {object: Grizzly Bears, power: 2, toughness: 2}
    """)


def test_305_7_target_land_becomes_a_basic_land_type_until_end_of_turn() -> None:
    """Tidal Warrior: '{T}: Target land becomes an Island until end of turn.' (305.7: its land types become Island
    and it has '{T}: Add {U}.' instead of its other mana abilities)"""
    passes("""
        format: lithoform-scenario/1
        name: "Tidal Warrior turns P2's Mountain into an Island until end of turn (305.7)"
        rules: [305.7, 613.1d, 514.2]
        setup:
          active: P1
          step: main1
          P1:
            battlefield: [Tidal Warrior]
          P2:
            battlefield: [Mountain]
        script:
          - {P1: activate, card: Tidal Warrior, targets: [Mountain]}
          - resolve: all
          - check: [{object: Mountain, types: [Land], subtypes: [Island]}]
          - advance: {turn: 2, step: upkeep}
        expect:
          - {object: Mountain, subtypes: [Mountain]}
    """)
