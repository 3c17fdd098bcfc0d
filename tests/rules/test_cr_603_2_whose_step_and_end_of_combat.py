"""CR 603.2 and 603.7: step triggers name whose step they wait for ('each player's end step', 'the upkeep of
enchanted creature's controller', 303.4), 'at end of combat' is the beginning of the end of combat step
(511.2), and a delayed trigger made by 'destroy that creature at end of combat' remembers the object it was
created about (603.7c). The cards are compiled from their Oracle text."""

from __future__ import annotations

from support import board, pass_both, pass_until, resolve_stack

from lithoform.carddb import get_card
from lithoform.compiler import compile_card

STAB_WOUND = "Stab Wound"  # Enchanted creature gets -2/-2. At the beginning of the upkeep of enchanted creature's controller, that player loses 2 life.
VIPER = "Ohran Viper"  # Whenever Ohran Viper deals combat damage to a creature, destroy that creature at end of combat.
FOG = "Fog Elemental"  # Flying. When Fog Elemental attacks or blocks, sacrifice it at end of combat.


def _compiles(name: str) -> bool:
    return compile_card(get_card(name)).ok


def test_603_2_the_steps_of_each_player_and_each_opponent_compile() -> None:
    for name in ("Goblin Assault", "Cursed Land", "Stab Wound", "Ohran Viper", "Fog Elemental", "Teferi's Veil"):
        assert _compiles(name), name


def test_303_4_the_upkeep_of_enchanted_creatures_controller_is_that_players_upkeep() -> None:
    """Stab Wound on P2's creature: it triggers in P2's upkeep, not P1's; 'that player' is P2."""
    game = board({"battlefield": [{"card": STAB_WOUND, "attached_to": "Hill Giant"}]},
                 {"battlefield": ["Hill Giant"]}, step="end")
    pass_until(game, "upkeep", turn=4)
    assert len(game.state.stack) == 1
    resolve_stack(game)
    assert game.state.players[1].life == 18 and game.state.players[0].life == 20
    pass_until(game, "upkeep", turn=5)
    assert not game.state.stack  # P1's upkeep: P1 doesn't control the enchanted creature


def test_511_2_603_7c_destroy_that_creature_at_end_of_combat() -> None:
    """Ohran Viper (1/3) blocked by a 3/3: the blocker survives combat damage, then the delayed trigger made
    about it destroys it at the beginning of the end of combat step."""
    game = board({"battlefield": [VIPER]}, {"battlefield": ["Hill Giant"]}, step="beginning_of_combat")
    viper, giant = game.find(VIPER), game.find("Hill Giant")
    pass_both(game)
    game.apply(f"attack {viper} P2")
    game.apply("done")
    while game.pending.kind == "priority":
        game.apply("pass")
    game.apply(f"block {giant} {viper}")
    game.apply("done")
    pass_until(game, "combat_damage")
    resolve_stack(game)  # the Viper's trigger: it makes the delayed trigger
    assert giant in game.zone("battlefield") and game.state.delayed
    pass_until(game, "end_of_combat")
    resolve_stack(game)
    assert game.find("Hill Giant", zone="graveyard")


def test_603_7_sacrifice_it_at_end_of_combat_after_attacking() -> None:
    game = board({"battlefield": [FOG]}, step="beginning_of_combat")
    fog = game.find(FOG)
    pass_both(game)
    game.apply(f"attack {fog} P2")
    game.apply("done")
    resolve_stack(game)
    assert fog in game.zone("battlefield")
    pass_until(game, "end_of_combat")
    resolve_stack(game)
    assert game.find(FOG, zone="graveyard")
    assert game.state.players[1].life == 16  # it dealt its combat damage first
