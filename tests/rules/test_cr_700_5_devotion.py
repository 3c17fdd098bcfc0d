"""CR 700.5: a player's devotion to [color] is the number of mana symbols of that color among the mana costs
of permanents they control; to two colors, the symbols that are either color or both (a hybrid counts once).
700.5a: counted after copy and control effects, before the other layers (the gods' type change)."""

from __future__ import annotations

from support import board, cast, pass_both

from lithoform.mechanics.devotion.rules import devotion, symbols_of

NYLEA = "Nylea, God of the Hunt"  # {3}{G}: 'As long as your devotion to green is less than five, Nylea isn't a creature.'
KARAMETRA = "Karametra, God of Harvests"  # {3}{G}{W}, devotion to green and white less than seven


def test_700_5_numeric_symbols_dont_count_and_hybrids_count_once() -> None:
    assert symbols_of("{3}{G}{G}", ("G",)) == 2
    assert symbols_of("{G/W}{W}{2/G}{G/P}", ("G",)) == 3
    assert symbols_of("{G/W}{W}", ("G", "W")) == 2  # the hybrid {G/W} is one symbol (700.5)
    assert symbols_of("{X}{C}{1}", ("G",)) == 0
    assert symbols_of(None, ("G",)) == 0


def test_700_5_counts_the_permanents_the_player_controls() -> None:
    game = board({"battlefield": ["Llanowar Elves", "Forest", NYLEA]}, {"battlefield": ["Llanowar Elves"]})
    assert devotion(game.state, 0, ("G",)) == 2  # {G} + Nylea's {G}; lands have no mana cost
    assert devotion(game.state, 1, ("G",)) == 1


def test_700_5_a_god_isnt_a_creature_below_its_devotion_and_loses_its_creature_type() -> None:
    """Ruling: 'If a God stops being a creature, it loses the type creature and the creature type God. It
    continues to be a legendary enchantment.'"""
    game = board({"battlefield": [NYLEA, "Llanowar Elves"]})
    c = game.chars(game.find(NYLEA))
    assert "Creature" not in c.types and "Enchantment" in c.types and "God" not in c.subtypes


def test_700_5_a_god_is_a_creature_with_devotion_five() -> None:
    game = board({"battlefield": [NYLEA, "Leatherback Baloth"]})  # {G}{G}{G} + {G} = 4
    assert "Creature" not in game.chars(game.find(NYLEA)).types
    game = board({"battlefield": [NYLEA, "Leatherback Baloth", "Llanowar Elves"]})  # 5
    c = game.chars(game.find(NYLEA))
    assert "Creature" in c.types and c.power == 6


def test_700_5a_control_counts_after_a_control_change() -> None:
    """700.5a: the devotion is calculated after control effects: an opponent's green permanent counts once
    you control it."""
    game = board({"battlefield": [NYLEA, "Leatherback Baloth", "Island", "Island", "Island", "Island", "Island"],
                  "hand": ["Mind Control"]},
                 {"battlefield": ["Llanowar Elves"]})
    assert "Creature" not in game.chars(game.find(NYLEA)).types
    cast(game, "Mind Control", game.find("Llanowar Elves"))
    pass_both(game)
    assert "Creature" in game.chars(game.find(NYLEA)).types


def test_700_5_two_colors_karametra() -> None:
    """Ruling: 'Your devotion to two colors is the number of mana symbols among mana costs of permanents you
    control that are the first color, the second, or both.'"""
    game = board({"battlefield": [KARAMETRA, "Leatherback Baloth", "Llanowar Elves"]})  # 2 + 3 + 1 = 6
    assert "Creature" not in game.chars(game.find(KARAMETRA)).types
    game = board({"battlefield": [KARAMETRA, "Leatherback Baloth", "Llanowar Elves", "Savannah Lions"]})  # 7
    assert "Creature" in game.chars(game.find(KARAMETRA)).types
