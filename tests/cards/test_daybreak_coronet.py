"""Daybreak Coronet: 'Enchant creature with another Aura attached to it' (303.4a, 303.4d; 704.5m): the enchant
ability restricts what the Aura spell can target and what the Aura can stay attached to, counting only Auras other
than the Coronet itself (mechanics/group_statics' 'with another Aura attached to it')."""

from __future__ import annotations

from support import board, cast, names, resolve_top, target_options

from lithoform import Game

CORONET = "Daybreak Coronet"
BEARS = "Grizzly Bears"
ARMOR = "Ethereal Armor"


def _game(armored: bool = True) -> Game:
    battlefield: list = ["Plains"] * 3 + ["Mountain", {"card": BEARS, "label": "bears"},
                                          {"card": "Savannah Lions", "label": "lions"}]
    if armored:
        battlefield.append({"card": ARMOR, "attached_to": "bears"})
    return board({"battlefield": battlefield, "hand": [CORONET, "Shatter", "Disenchant"]})


def test_cr_303_4a_only_a_creature_with_another_aura_attached_can_be_targeted() -> None:
    game = _game()
    bears, lions = game.find(BEARS), game.find("Savannah Lions")
    options = target_options(game, CORONET)
    assert bears in options and lions not in options


def test_no_creature_with_an_aura_no_target() -> None:
    game = _game(armored=False)
    assert f"cast {game.find(CORONET)}" not in [str(a) for a in game.legal_actions()]


def test_enchanted_creature_gets_the_bonus() -> None:
    game = _game()
    bears = game.find(BEARS)
    cast(game, CORONET, bears)
    resolve_top(game)
    coronet = game.find(CORONET, zone="battlefield")
    assert game.state.objects[coronet].attached_to == bears
    c = game.chars(bears)
    assert {"first strike", "vigilance", "lifelink"} <= set(c.keywords)
    # Ethereal Armor: +1/+1 for each enchantment you control (two) and first strike; the Coronet +3/+3
    assert (c.power, c.toughness) == (2 + 2 + 3, 2 + 2 + 3)


def test_ruling_the_coronet_goes_when_the_other_auras_stop_enchanting() -> None:
    """Ruling (2007-05-01): 'If all other Auras attached to the enchanted creature stop enchanting it, Daybreak
    Coronet will be attached to an illegal permanent and will be put into its owner's graveyard.' (704.5m)"""
    game = _game()
    bears = game.find(BEARS)
    cast(game, CORONET, bears)
    resolve_top(game)
    cast(game, "Disenchant", game.find(ARMOR, zone="battlefield"))
    resolve_top(game)
    assert CORONET in names(game, "graveyard", 0) and ARMOR in names(game, "graveyard", 0)
    assert game.state.objects[bears].zone == "battlefield"
