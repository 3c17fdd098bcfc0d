"""Boon Satyr, compiled from its Oracle text (bestow, 702.103), and its rulings in games.

Oracle text: Flash / Bestow {3}{G}{G} / Enchanted creature gets +4/+2."""

from __future__ import annotations

from support import board, cast, pass_both, pay_with, untapped

SATYR = "Boon Satyr"


def _bestowed_on(game, target: int) -> None:
    game.apply(f"cast {game.find(SATYR)} bestow")
    game.apply(f"target {target}")
    pay_with(game, *untapped(game, "Forest", 5))


def test_an_aura_with_bestow_still_resolves_if_its_target_is_illegal() -> None:
    """Ruling (2018-07-13): "Unlike other Aura spells, an Aura spell with bestow still resolves if its target
    is illegal. Instead of entering the battlefield as an Aura, the effect making it an Aura spell ends, it
    loses enchant creature, and it resolves and enters the battlefield as an enchantment creature.\""""
    game = board({"battlefield": ["Forest"] * 5, "hand": [SATYR]},
                 {"battlefield": ["Grizzly Bears"] + ["Swamp"] * 3, "hand": ["Murder"]})
    bears = game.find("Grizzly Bears")
    _bestowed_on(game, bears)
    game.apply("pass")
    cast(game, "Murder", bears)
    pass_both(game)
    pass_both(game)
    satyr = game.find(SATYR, zone="battlefield")
    assert {"Enchantment", "Creature"} <= game.chars(satyr).types


def test_it_stays_as_an_enchantment_creature_when_the_creature_leaves() -> None:
    """Ruling (2018-07-13): "Unlike other Auras, an Aura with bestow isn't put into its owner's graveyard if
    the enchanted creature leaves the battlefield ... it remains on the battlefield as an enchantment
    creature.\""""
    game = board({"battlefield": ["Forest"] * 5 + ["Grizzly Bears"] + ["Swamp"] * 3, "hand": [SATYR, "Murder"]})
    bears = game.find("Grizzly Bears")
    _bestowed_on(game, bears)
    pass_both(game)
    assert (game.chars(bears).power, game.chars(bears).toughness) == (6, 4)
    cast(game, "Murder", bears)
    pass_both(game)
    satyr = game.find(SATYR)
    assert satyr in game.zone("battlefield") and "Creature" in game.chars(satyr).types


def test_a_spell_with_bestow_is_a_creature_spell_or_an_aura_spell_never_both() -> None:
    """Ruling (2018-07-13): "A spell with bestow is either a creature spell or an Aura spell. It's never both.
    Similarly, a permanent with bestow is either a creature or an Aura, but not both.\" And: "The mana value of
    the spell remains unchanged, no matter what the total cost to cast it was.\""""
    game = board({"battlefield": ["Forest"] * 5 + ["Grizzly Bears"], "hand": [SATYR]})
    _bestowed_on(game, game.find("Grizzly Bears"))
    spell = game.chars(game.state.stack[-1])
    assert "Creature" not in spell.types and "Aura" in spell.subtypes and spell.mana_value == 3
    pass_both(game)
    permanent = game.chars(game.find(SATYR))
    assert "Creature" not in permanent.types and "Aura" in permanent.subtypes
