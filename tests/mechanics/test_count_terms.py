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
