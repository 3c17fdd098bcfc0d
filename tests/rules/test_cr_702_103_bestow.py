"""CR 702.103: bestow. Cast bestowed for its bestow cost, the card is an Aura spell with enchant creature
(702.103a-b); with its target illegal it resolves as a creature (702.103e); unattached, it is an enchantment
creature again instead of going to the graveyard (702.103f, an exception to 704.5m)."""

from __future__ import annotations

from support import board, cast, legal, pass_both, pay_with, untapped

from lithoform.play.game import Game

SATYR = "Boon Satyr"  # {1}{G}{G} 4/2 Flash, Bestow {3}{G}{G}, 'Enchanted creature gets +4/+2.'


def _bestow(game: Game, target: int) -> int:
    game.apply(f"cast {game.find(SATYR)} bestow")
    game.apply(f"target {target}")
    pay_with(game, *untapped(game, "Forest", 5))
    return game.state.stack[-1]


def test_702_103b_a_bestowed_spell_is_an_aura_spell_not_a_creature_spell() -> None:
    """702.103a: the bestow cost is paid rather than the mana cost; 702.103b: the spell is an Aura enchantment
    with enchant creature (it targets a creature, 303.4a); its mana value is unchanged (202.3)."""
    game = board({"battlefield": ["Forest"] * 5 + ["Grizzly Bears"], "hand": [SATYR]})
    bears = game.find("Grizzly Bears")
    game.apply(f"cast {game.find(SATYR)} bestow")
    assert game.pending.kind == "target" and game.pending.options == (bears,)
    game.apply(f"target {bears}")
    assert game.pending.prompt == "pay {3}{G}{G}"
    game.apply("autopay")
    c = game.chars(game.state.stack[-1])
    assert c.types == frozenset({"Enchantment"}) and c.subtypes == frozenset({"Aura"}) and c.mana_value == 3


def test_702_103b_it_enters_attached_and_enchants() -> None:
    """303.4f: the bestowed Aura enters attached to its target, which gets +4/+2."""
    game = board({"battlefield": ["Forest"] * 5 + ["Grizzly Bears"], "hand": [SATYR]})
    bears = game.find("Grizzly Bears")
    _bestow(game, bears)
    pass_both(game)
    satyr = game.find(SATYR)
    assert game.state.objects[satyr].attached_to == bears and "Creature" not in game.chars(satyr).types
    assert (game.chars(bears).power, game.chars(bears).toughness) == (6, 4)


def test_702_103e_with_its_target_illegal_it_resolves_as_a_creature() -> None:
    """702.103e, 608.3b: its target gone as it begins to resolve, it ceases to be bestowed and enters the
    battlefield as an enchantment creature instead of being removed from the stack (608.2b)."""
    game = board({"battlefield": ["Forest"] * 5, "hand": [SATYR]},
                 {"battlefield": ["Grizzly Bears"] + ["Swamp"] * 3, "hand": ["Murder"]})
    bears = game.find("Grizzly Bears")
    _bestow(game, bears)
    game.apply("pass")
    cast(game, "Murder", bears)  # P2 responds
    pass_both(game)  # Murder resolves
    pass_both(game)  # the Satyr resolves
    satyr = game.find(SATYR, zone="battlefield")
    assert {"Enchantment", "Creature"} <= game.chars(satyr).types and game.state.objects[satyr].attached_to == 0
    assert any(e.kind == "bestow_ends" and e.rules[0] == "702.103e" for e in game.state.events())


def test_702_103f_unattached_it_becomes_an_enchantment_creature_not_704_5m() -> None:
    """702.103f: the enchanted creature destroyed, the bestowed Aura stays on the battlefield as a 4/2
    enchantment creature (not put into the graveyard by 704.5m)."""
    game = board({"battlefield": ["Forest"] * 5 + ["Grizzly Bears"] + ["Swamp"] * 3, "hand": [SATYR, "Murder"]})
    bears = game.find("Grizzly Bears")
    _bestow(game, bears)
    pass_both(game)
    cast(game, "Murder", bears)
    pass_both(game)
    satyr = game.find(SATYR)
    assert satyr in game.zone("battlefield")
    c = game.chars(satyr)
    assert {"Enchantment", "Creature"} <= c.types and (c.power, c.toughness) == (4, 2)
    assert game.state.objects[satyr].attached_to == 0


def test_702_103a_cast_normally_it_is_a_creature_spell() -> None:
    """702.103a: bestow is optional: cast for its mana cost it is a creature spell; with no creature to
    target, only the ordinary cast is offered."""
    game = board({"battlefield": ["Forest"] * 5, "hand": [SATYR]})
    satyr = game.find(SATYR)
    assert legal(game, f"cast {satyr}") and not legal(game, f"cast {satyr} bestow")
    cast(game, SATYR)
    assert "Creature" in game.chars(game.state.stack[-1]).types
