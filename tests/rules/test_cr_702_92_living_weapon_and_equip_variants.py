"""CR 702.92 living weapon, 702.6a equip variants ('equip [quality] creature'), 701.3a attaching, and
508.1m triggers of 'whenever equipped creature attacks'."""

from __future__ import annotations

from support import attack, board, cast, legal, pass_both, to_attackers

from lithoform.play.game import Game
from lithoform.rules.effects.interpreter import attach


def _germs(game: Game) -> list[int]:
    return [o for o in game.zone("battlefield") if "Germ" in game.chars(o).subtypes]


def test_702_92a_living_weapon_makes_a_germ_and_attaches_to_it() -> None:
    """702.92a: 'When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then attach
    this Equipment to it.' (Flayer Husk: the Germ is a 1/1 while equipped)."""
    game = board({"battlefield": ["Plains"], "hand": ["Flayer Husk"]})
    cast(game, "Flayer Husk")
    pass_both(game)  # the Husk resolves; living weapon triggers
    pass_both(game)
    (germ,) = _germs(game)
    c = game.chars(germ)
    assert game.state.objects[game.find("Flayer Husk")].attached_to == germ
    assert (c.power, c.toughness, c.colors, c.name) == (1, 1, frozenset({"B"}), "Phyrexian Germ Token")


def test_702_92a_unequipped_the_germ_dies_to_state_based_actions() -> None:
    """704.5f: equipped to another creature, the 0/0 Germ has toughness 0 and is put into the graveyard."""
    game = board({"battlefield": ["Plains"] * 3 + ["Grizzly Bears"], "hand": ["Flayer Husk"]})
    cast(game, "Flayer Husk")
    pass_both(game)
    pass_both(game)
    husk, bears = game.find("Flayer Husk"), game.find("Grizzly Bears")
    game.apply(f"activate {husk} 1")
    game.apply(f"target {bears}")
    game.apply("autopay")
    pass_both(game)
    assert not _germs(game) and game.state.objects[husk].attached_to == bears


def test_702_6a_equip_legendary_creature_targets_only_a_legendary_creature() -> None:
    """702.6a (the Blackblade Reforged ruling): 'Equip legendary creature [cost]' means '[Cost]: Attach this
    Equipment to target legendary creature you control. Activate only as a sorcery.'"""
    game = board({"battlefield": ["Blackblade Reforged", "Grizzly Bears", "Isamaru, Hound of Konda"]
                  + ["Plains"] * 3})
    blade = game.find("Blackblade Reforged")
    game.apply(f"activate {blade} 1")
    assert game.pending.options == (game.find("Isamaru, Hound of Konda"),)


def test_508_1m_whenever_equipped_creature_attacks() -> None:
    """508.1m, 603.2: 'Whenever equipped creature attacks' triggers as the creature it equips is declared an
    attacker, not for another attacker."""
    game = board({"battlefield": ["Sword of the Animist", "Grizzly Bears", "Savannah Lions"],
                  "library": ["Forest", "Plains"]}, step="beginning_of_combat")
    sword, bears, lions = game.find("Sword of the Animist"), game.find("Grizzly Bears"), game.find("Savannah Lions")
    attach(game.state, sword, lions)
    to_attackers(game)
    attack(game, bears)
    assert not game.state.stack
    game = board({"battlefield": ["Sword of the Animist", "Grizzly Bears"], "library": ["Forest", "Plains"]},
                 step="beginning_of_combat")
    sword, bears = game.find("Sword of the Animist"), game.find("Grizzly Bears")
    attach(game.state, sword, bears)
    to_attackers(game)
    attack(game, bears)
    assert len(game.state.stack) == 1 and "equipped creature attacks" in game.state.objects[
        game.state.stack[0]].ability.text


def test_701_3a_equip_is_not_legal_onto_a_creature_an_opponent_controls() -> None:
    """702.6a: 'target creature you control'."""
    game = board({"battlefield": ["Sword of the Animist", "Plains", "Plains"]}, {"battlefield": ["Grizzly Bears"]})
    assert not legal(game, f"activate {game.find('Sword of the Animist')} 1")
