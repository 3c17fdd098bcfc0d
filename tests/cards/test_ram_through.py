"""Ram Through: 'Target creature you control deals damage equal to its power to target creature you don't control.
If the creature you control has trample, excess damage is dealt to that creature's controller instead.' (120.4a:
excess damage; 702.2c: deathtouch makes 1 damage lethal), and Flame Spill, the same template without a condition."""

from __future__ import annotations

from support import board, cast, events, lands, resolve_stack, use_compiled

from lithoform import Game
from lithoform.mechanics.excess_damage.rules import lethal_before_excess
from lithoform.rules.zones import move


def _game(mine: str | dict, theirs: str | dict, spell: str = "Ram Through") -> Game:
    return board({"hand": [spell], "battlefield": [lands("Forest", 2), lands("Mountain", 3), mine]},
                 {"battlefield": [theirs]})


def _ram(game: Game, mine: str, theirs: str) -> None:
    cast(game, "Ram Through", game.find(mine), game.find(theirs))
    resolve_stack(game)


def test_it_compiles() -> None:
    assert use_compiled("Ram Through", "Flame Spill")


def test_120_4a_trample_sends_the_excess_to_the_controller() -> None:
    """Ruling (2020-04-17): 'Excess damage caused by a spell or ability is similar to how combat damage from a
    creature with trample is handled. Start with the amount of damage being dealt to the creature and determine
    what is "lethal." This is the creature's toughness minus the amount of damage that it already has marked on
    it ...'"""
    game = _game("Colossal Dreadmaw", {"card": "Hill Giant", "damage": 1})  # 6/6 trample; 3/3 with 1 damage
    _ram(game, "Colossal Dreadmaw", "Hill Giant")
    assert game.state.players[1].life == 16  # 6 - (3 - 1) = 4 excess
    assert "Hill Giant" in [game.state.objects[o].card for o in game.state.zones["graveyard:1"]]
    assert events(game, "excess_damage")


def test_no_trample_all_the_damage_goes_to_the_creature() -> None:
    """Oracle: the excess goes to the controller only 'If the creature you control has trample'."""
    game = _game("Craw Wurm", "Grizzly Bears")  # 6/4, no trample
    _ram(game, "Craw Wurm", "Grizzly Bears")
    assert game.state.players[1].life == 20
    assert "Grizzly Bears" in [game.state.objects[o].card for o in game.state.zones["graveyard:1"]]


def test_ruling_deathtouch_makes_one_damage_lethal() -> None:
    """Ruling (2020-04-17): 'If the target creature you control has deathtouch, 1 damage from it is lethal.'"""
    game = _game("Typhoid Rats", "Hill Giant")
    rats, giant = game.find("Typhoid Rats"), game.find("Hill Giant")
    assert lethal_before_excess(game.state, rats, giant) == 1
    assert lethal_before_excess(game.state, game.find("Forest"), giant) == 3


def test_ruling_an_illegal_source_target_deals_no_damage() -> None:
    """Ruling (2020-04-17): 'If either creature is an illegal target as Ram Through tries to resolve, the creature
    you control won't deal damage to any creature or player.'"""
    game = _game("Colossal Dreadmaw", "Hill Giant")
    cast(game, "Ram Through", game.find("Colossal Dreadmaw"), game.find("Hill Giant"))
    move(game.state, game.find("Colossal Dreadmaw"), "graveyard")
    resolve_stack(game)
    assert game.state.players[1].life == 20
    assert game.state.objects[game.find("Hill Giant")].damage == 0


def test_120_4a_flame_spill_excess_without_a_condition() -> None:
    """Flame Spill: 'Flame Spill deals 4 damage to target creature. Excess damage is dealt to that creature's
    controller instead.' A 2/2 takes 2, its controller 2."""
    game = _game("Grizzly Bears", "Grizzly Bears", spell="Flame Spill")
    theirs = [o for o in game.state.zones["battlefield"] if game.state.objects[o].controller == 1][0]
    cast(game, "Flame Spill", theirs)
    resolve_stack(game)
    assert game.state.players[1].life == 18
