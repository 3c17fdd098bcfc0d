"""Curious Obsession: 'Enchant creature / Enchanted creature gets +1/+1 and has "Whenever this creature deals combat
damage to a player, you may draw a card." / At the beginning of your end step, if you didn't attack with a creature
this turn, sacrifice Curious Obsession.' (508.1: attacking means being declared as an attacker; 603.4: an
intervening 'if' clause). See Red has the same end-step clause."""

from __future__ import annotations

from support import attack, board, names, pass_both, pass_until, pt, use_compiled

from lithoform import Game

use_compiled("Curious Obsession", "See Red")

OBSESSION = "Curious Obsession"


def _obsessed(aura: str = OBSESSION) -> Game:
    return board({"battlefield": ["Grizzly Bears", {"card": aura, "attached_to": "Grizzly Bears"}, "Hill Giant"],
                  "library": ["Island"] * 5}, {}, step="beginning_of_combat")


def test_enchanted_creature_gets_plus_one() -> None:
    game = _obsessed()
    assert pt(game, game.find("Grizzly Bears")) == (3, 3)


def test_no_attack_this_turn_sacrifices_it_at_your_end_step() -> None:
    game = _obsessed()
    pass_until(game, "end")
    pass_both(game)
    assert OBSESSION in names(game, "graveyard")


def test_ruling_any_creature_attacking_keeps_it() -> None:
    """Ruling: 'Curious Obsession's last ability is satisfied if any creature has attacked, similar to raid abilities.
    The creature it enchants doesn't have to have attacked.'"""
    game = _obsessed()
    pass_both(game)
    attack(game, game.find("Hill Giant"))
    pass_until(game, "end")
    pass_both(game)
    assert OBSESSION not in names(game, "graveyard")
    assert OBSESSION in [game.state.objects[o].card for o in game.state.zones["battlefield"]]


def test_see_red_has_the_same_clause() -> None:
    game = _obsessed("See Red")
    bears = game.find("Grizzly Bears")
    assert pt(game, bears) == (4, 3) and "first strike" in game.chars(bears).keywords
    pass_until(game, "end")
    pass_both(game)
    assert "See Red" in names(game, "graveyard")
