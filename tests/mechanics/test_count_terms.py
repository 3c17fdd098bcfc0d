"""More terms of counted amounts (mechanics/count_terms): two counts added (107.1), the cards in your opponents'
graveyards (404.2), 'for each opponent you have' (102.2), the colors among permanents (105.2), and the totals a
characteristic-defining ability counts continuously (604.3, 611.3a): cards in all hands (402.3), the total
mana value of other creatures (202.3)."""

from __future__ import annotations

from support import board, cast, castable, hand_size, lands, life, pass_both, pt, use_compiled
from support.driving import activate

use_compiled("Dauntless Dourbark", "Abomination of Llanowar", "War Report", "Wight of Precinct Six",
             "Avatar of Growth", "Soul of Ravnica", "Multani, Maro-Sorcerer", "Ancient Ooze", "Soulless One")


def test_107_1_two_counts_added_dauntless_dourbark() -> None:
    """Dauntless Dourbark: Forests you control plus Treefolk you control (an opponent's Forest doesn't count).
    Rulings (2007-10-01): 'Dauntless Dourbark counts itself when determining its power and toughness.' and 'A
    permanent that's both a Forest and a Treefolk will be counted twice ...'"""
    game = board({"battlefield": ["Dauntless Dourbark", lands("Forest", 3)]}, {"battlefield": ["Forest"]})
    assert pt(game, game.find("Dauntless Dourbark")) == (4, 4)  # 3 Forests + itself


def test_604_3_abomination_of_llanowar_counts_in_all_zones() -> None:
    """Abomination of Llanowar: Elves you control plus Elf cards in your graveyard. Rulings (2020-11-10): 'The
    ability that defines Abomination of Llanowar's power and toughness applies in all zones, not just the
    battlefield.' and 'As long as Abomination of Llanowar is on the battlefield (and still an Elf) or in your
    graveyard, its ability will count itself.'"""
    game = board({"battlefield": ["Abomination of Llanowar", "Llanowar Elves"], "graveyard": ["Elvish Mystic"]})
    assert pt(game, game.find("Abomination of Llanowar")) == (3, 3)
    yard = board({"graveyard": ["Abomination of Llanowar", "Elvish Mystic"]})
    assert pt(yard, yard.find("Abomination of Llanowar")) == (2, 2)


def test_war_report_ruling_artifact_creature_counted_twice() -> None:
    """War Report, ruling (2011-06-01): 'Each artifact creature on the battlefield is counted twice.' Two
    creatures (one of them an artifact creature, P2's) and one more artifact: 2 + 2."""
    game = board({"hand": ["War Report"], "battlefield": ["Grizzly Bears", "Sol Ring", lands("Plains", 4)]},
                 {"battlefield": ["Ornithopter"]})
    cast(game, "War Report")
    pass_both(game)
    assert life(game, 0) == 20 + 4


def test_404_2_cards_in_your_opponents_graveyards() -> None:
    """Wight of Precinct Six: +1/+1 for each creature card in the opponents' graveyards, not its controller's."""
    game = board({"battlefield": ["Wight of Precinct Six"], "graveyard": ["Grizzly Bears"]},
                 {"graveyard": ["Grizzly Bears", "Hill Giant", "Lightning Bolt"]})
    assert pt(game, game.find("Wight of Precinct Six")) == (3, 3)


def test_102_2_costs_less_for_each_opponent() -> None:
    """Avatar of Growth ({4}{G}{G}) costs {1} less with one opponent: five lands cast it, four don't."""
    assert castable(board({"hand": ["Avatar of Growth"], "battlefield": [lands("Forest", 5)]}), "Avatar of Growth")
    assert not castable(board({"hand": ["Avatar of Growth"], "battlefield": [lands("Forest", 4)]}),
                        "Avatar of Growth")


def test_105_2_colors_among_permanents_you_control() -> None:
    """Soul of Ravnica: blue (itself) and red (a Goblin); lands are colorless (105.2c) and the opponent's green
    creature doesn't count: two cards. Ruling (2014-07-18): 'count the number of colors among permanents you
    control as either activated ability resolves.'"""
    game = board({"battlefield": ["Soul of Ravnica", "Raging Goblin", lands("Island", 7)]},
                 {"battlefield": ["Grizzly Bears"]})
    before = hand_size(game)
    activate(game, "Soul of Ravnica")
    pass_both(game)
    assert hand_size(game) == before + 2


def test_402_3_cards_in_all_hands_counted_continuously() -> None:
    """Multani, Maro-Sorcerer: two cards in P1's hand, three in P2's: 5/5, and 4/4 once one is cast."""
    game = board({"hand": ["Lightning Bolt", "Forest"], "battlefield": ["Multani, Maro-Sorcerer", "Mountain"]},
                 {"hand": ["Island", "Island", "Island"]})
    multani = game.find("Multani, Maro-Sorcerer")
    assert pt(game, multani) == (5, 5)
    cast(game, "Lightning Bolt", "P2")
    assert pt(game, multani) == (4, 4)


def test_202_3_total_mana_value_of_other_creatures() -> None:
    """Ancient Ooze: the other creatures it controller controls, 2 + 4 (not itself, not the opponent's).
    Ruling (2004-10-04): 'Remember that tokens and face-down creatures have a cost of zero.'"""
    game = board({"battlefield": ["Ancient Ooze", "Grizzly Bears", "Hill Giant"]}, {"battlefield": ["Craw Wurm"]})
    assert pt(game, game.find("Ancient Ooze")) == (6, 6)


def test_soulless_one_zombies_plus_zombie_cards_in_all_graveyards() -> None:
    """Soulless One: Zombies on the battlefield (any controller's, itself too) plus Zombie cards in all
    graveyards."""
    game = board({"battlefield": ["Soulless One"], "graveyard": ["Gravedigger"]},
                 {"battlefield": ["Walking Corpse"], "graveyard": ["Walking Corpse"]})
    assert pt(game, game.find("Soulless One")) == (4, 4)


# --- this turn's casts and draws, poison, 'X plus N', 'in each graveyard' -------------------------------------------

use_compiled("Aetherflux Reservoir", "Kydele, Chosen of Kruphix", "Life Burst", "Mycosynth Fiend",
             "Vitalizing Cascade", "Meteor Shower", "Crater's Claws")


def test_601_2i_spells_you_cast_this_turn_aetherflux_reservoir() -> None:
    """Aetherflux Reservoir, ruling (2016-09-20): 'The first ability counts the spell that caused it to trigger
    plus any other spells you cast earlier in the turn.' Two spells: 1 life, then 2 (the opponent's spell
    doesn't count)."""
    game = board({"hand": ["Lightning Bolt", "Lightning Bolt"], "battlefield": ["Aetherflux Reservoir",
                                                                               lands("Mountain", 2)]})
    cast(game, game.find("Lightning Bolt", zone="hand"), "P2")
    pass_both(game)  # the trigger resolves
    pass_both(game)  # the Bolt
    assert life(game, 0) == 20 + 1
    cast(game, game.find("Lightning Bolt", zone="hand"), "P2")
    pass_both(game)
    assert life(game, 0) == 20 + 1 + 2


def test_121_1_cards_you_drew_this_turn_kydele() -> None:
    """Kydele: two cards drawn this turn: {C}{C}; ruling (2020-11-10): 'Kydele's ability counts every card
    you've drawn this turn, whether or not they're still in your hand'."""
    game = board({"hand": ["Divination"], "battlefield": ["Kydele, Chosen of Kruphix", lands("Island", 3)]})
    cast(game, "Divination")
    pass_both(game)
    game.apply(f"activate {game.find('Kydele, Chosen of Kruphix')} 1")
    assert [m.type for m in game.state.players[0].pool] == ["C", "C"]


def test_404_1_cards_named_this_in_each_graveyard_life_burst() -> None:
    """Life Burst: 4 life, then 4 for each Life Burst in each graveyard (one in each, the resolving one not yet
    there): 4 + 8."""
    game = board({"hand": ["Life Burst"], "graveyard": ["Life Burst"], "battlefield": [lands("Plains", 2)]},
                 {"graveyard": ["Life Burst"]})
    cast(game, "Life Burst", "P1")
    pass_both(game)
    assert life(game, 0) == 20 + 4 + 8


def test_122_1_poison_counters_your_opponents_have() -> None:
    """Mycosynth Fiend gets +1/+1 for each poison counter the opponent has (its controller's own don't count)."""
    game = board({"battlefield": ["Mycosynth Fiend"], "poison": 1}, {"poison": 3})
    assert pt(game, game.find("Mycosynth Fiend")) == (5, 5)


def test_107_3_x_plus_a_number_vitalizing_cascade() -> None:
    """Vitalizing Cascade with X = 2: 2 plus 3 life."""
    game = board({"hand": ["Vitalizing Cascade"], "battlefield": [lands("Plains", 2), lands("Forest", 2)]})
    cast(game, "Vitalizing Cascade", x=2)
    pass_both(game)
    assert life(game, 0) == 20 + 5


def test_craters_claws_ruling_x_plus_2_instead() -> None:
    """Crater's Claws, ruling (2014-09-20): 'If you control a creature with power 4 or greater, Crater's Claws
    with X equals 0 will deal 2 damage, with X equals 1 will deal 3 damage, and so on.'"""
    game = board({"hand": ["Crater's Claws"], "battlefield": ["Craw Wurm", lands("Mountain", 2)]})
    cast(game, "Crater's Claws", "P2", x=1)
    pass_both(game)
    assert life(game, 1) == 20 - 3


def test_meteor_shower_x_plus_1_divided() -> None:
    """Meteor Shower with X = 1 deals 2 damage divided as its controller chooses (ruling 2008-10-01: 'To deal a
    total of 2 damage, X is 1.'): 1 to each of two targets."""
    game = board({"hand": ["Meteor Shower"], "battlefield": [lands("Mountain", 3)]},
                 {"battlefield": ["Grizzly Bears"]})
    cast(game, "Meteor Shower", "P2", game.find("Grizzly Bears"), x=1, divide=(1, 1))
    pass_both(game)
    assert life(game, 1) == 20 - 1


# --- 'with the same name as that spell' (201.2), a count minus a count (107.1b) -----------------------------------

use_compiled("Aven Shrine", "Bulwark")


def test_201_2_cards_in_all_graveyards_with_the_same_name_as_that_spell() -> None:
    """Aven Shrine: P1 casts Lightning Bolt with a Bolt in each graveyard and a Shock in P1's: P1 gains 2 (the
    trigger resolves before the Bolt, which isn't in a graveyard yet)."""
    game = board({"hand": ["Lightning Bolt"], "graveyard": ["Lightning Bolt", "Shock"],
                  "battlefield": ["Aven Shrine", "Mountain"]}, {"graveyard": ["Lightning Bolt"]})
    cast(game, "Lightning Bolt", "P2")
    pass_both(game)
    assert life(game, 0) == 20 + 2


def test_107_1b_bulwark_a_count_minus_a_count() -> None:
    """Bulwark: at P1's upkeep, three cards in P1's hand and one in P2's: 2 damage to P2; ruling (2004-10-04):
    'Counts cards during resolution.'"""
    game = board({"hand": ["Forest", "Forest", "Forest"], "battlefield": ["Bulwark"]}, {"hand": ["Island"]},
                 step="main1", turn=2, active="P2")
    while game.pending.kind == "priority":  # on to P1's upkeep, where the trigger asks for its target opponent
        game.apply("pass")
    game.apply("target P2")
    pass_both(game)
    assert life(game, 1) == 20 - 2
