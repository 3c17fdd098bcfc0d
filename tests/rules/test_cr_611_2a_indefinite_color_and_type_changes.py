"""CR 611.2a: a continuous effect from a resolving spell or ability with no duration lasts as long as the object
exists. The templates of the most-reprinted cards: 'Target spell or permanent becomes blue.' (Thoughtlace and the
other -laces; layer 5, 105.3: the new color replaces the old ones) and 'That creature is a black Zombie in addition
to its other colors and types.' (Rise from the Grave, Liliana, Death's Majesty; 105.3, 205.1b: added)."""

from __future__ import annotations

from support import block, board, cast, pass_until, resolve_stack, to_blockers

from lithoform.carddb import get_card
from lithoform.compiler import compile_card


def test_611_2a_the_cards_compile() -> None:
    for name in ("Aisling Leprechaun", "Rise from the Grave", "Liliana, Death's Majesty"):
        assert compile_card(get_card(name)).ok, name


def test_611_2a_a_spells_color_on_the_stack_is_refused() -> None:
    """Thoughtlace: 'Target spell or permanent becomes blue.' The engine doesn't layer a spell's colors on the
    stack, so the -laces stay refused rather than do nothing to a spell."""
    for name in ("Thoughtlace", "Purelace", "Lifelace", "Deathlace", "Chaoslace"):
        assert not compile_card(get_card(name)).ok, name


def test_611_2a_aisling_leprechaun_that_creature_becomes_green_for_good() -> None:
    """Aisling Leprechaun: 'Whenever Aisling Leprechaun blocks or becomes blocked by a creature, that creature
    becomes green.' With no duration the creature stays green after the turn (611.2a), green only (105.3)."""
    game = to_blockers(["Grizzly Bears"], ["Aisling Leprechaun"], ["Grizzly Bears"])
    bears = game.find("Grizzly Bears")
    block(game, (game.find("Aisling Leprechaun"), bears))
    resolve_stack(game)
    assert game.chars(bears).colors == {"G"}
    pass_until(game, "upkeep", turn=game.state.turn + 1)
    assert game.chars(bears).colors == {"G"}


def test_611_2a_rise_from_the_grave_adds_black_and_zombie() -> None:
    """Rise from the Grave: 'Put target creature card from a graveyard onto the battlefield under your control. That
    creature is a black Zombie in addition to its other colors and types.' Ruling (2018-07-13): 'Rise from the Grave
    doesn't overwrite any previous colors or types. Rather, it adds another color and another subtype.'"""
    game = board({"hand": ["Rise from the Grave"], "battlefield": [{"card": "Swamp", "count": 5}]},
                 {"graveyard": ["Grizzly Bears"]})
    cast(game, game.find("Rise from the Grave"), game.find("Grizzly Bears", zone="graveyard"))
    resolve_stack(game)
    bears = game.find("Grizzly Bears", zone="battlefield")
    assert game.state.objects[bears].controller == 0
    c = game.chars(bears)
    assert set(c.colors) == {"B", "G"} and {"Bear", "Zombie"} <= set(c.subtypes) and "Creature" in c.types
    pass_until(game, "upkeep", turn=game.state.turn + 1)
    assert "Zombie" in game.chars(bears).subtypes and "B" in game.chars(bears).colors


def test_611_2a_rise_from_the_grave_a_colorless_creature_becomes_black() -> None:
    """Rise from the Grave ruling (2018-07-13): 'If the creature is normally colorless, it will simply become black.
    It can't be both black and colorless.'"""
    game = board({"hand": ["Rise from the Grave"], "battlefield": [{"card": "Swamp", "count": 5}],
                  "graveyard": ["Ornithopter"]})
    cast(game, game.find("Rise from the Grave"), game.find("Ornithopter", zone="graveyard"))
    resolve_stack(game)
    assert game.chars(game.find("Ornithopter", zone="battlefield")).colors == {"B"}


def test_613_7_rise_from_the_grave_a_later_color_change_overwrites_it() -> None:
    """Rise from the Grave ruling (2018-07-13): 'A later effect that changes the affected creature's colors will
    overwrite that part of Rise from the Grave's effect; the creature will be only the new color.' (613.7: the
    later timestamp.) Crimson Wisps: 'Target creature becomes red and gains haste until end of turn.'"""
    game = board({"hand": ["Rise from the Grave", "Crimson Wisps"],
                  "battlefield": [{"card": "Swamp", "count": 5}, "Mountain"], "graveyard": ["Grizzly Bears"]})
    cast(game, game.find("Rise from the Grave"), game.find("Grizzly Bears", zone="graveyard"))
    resolve_stack(game)
    bears = game.find("Grizzly Bears", zone="battlefield")
    cast(game, game.find("Crimson Wisps"), bears)
    resolve_stack(game)
    assert game.chars(bears).colors == {"R"} and "Zombie" in game.chars(bears).subtypes
