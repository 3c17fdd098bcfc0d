"""615.12 for the damage of some sources only: 'Damage that would be dealt by ~ can't be prevented.' (Excruciator) and
'Combat damage that would be dealt by creatures you control can't be prevented.' (Questing Beast). Damage from any
other source is prevented as usual (615.1a)."""

from __future__ import annotations

from support import P2, attack, board, cast, pass_until, resolve_stack, use_compiled

use_compiled("Excruciator", "Questing Beast")


def test_615_12_damage_dealt_by_this_permanent_isnt_prevented_by_fog() -> None:
    """Excruciator attacks after Fog ('Prevent all combat damage that would be dealt this turn.'): its 7 combat
    damage is dealt; the Grizzly Bears' 2 beside it is prevented."""
    game = board({"battlefield": ["Excruciator", "Grizzly Bears", "Forest"], "hand": ["Fog"]},
                 step="beginning_of_combat")
    cast(game, "Fog")
    resolve_stack(game)
    game.apply("pass")
    game.apply("pass")
    attack(game, game.find("Excruciator"), game.find("Grizzly Bears"))
    pass_until(game, "end_of_combat")
    assert game.state.players[P2].life == 13


def test_615_12_noncombat_damage_of_your_creatures_is_still_prevented() -> None:
    """Questing Beast covers 'combat damage' only (510.2): Prodigal Pyromancer's ping at a player shielded by Healing
    Salve ('Prevent the next 3 damage that would be dealt to any target this turn.') is prevented."""
    game = board({"battlefield": ["Questing Beast", "Prodigal Pyromancer", "Plains"], "hand": ["Healing Salve"]})
    cast(game, "Healing Salve", "P2", mode=2)
    resolve_stack(game)
    game.apply(f"activate {game.find('Prodigal Pyromancer')} 1")
    game.apply("target P2")
    resolve_stack(game)
    assert game.state.players[P2].life == 20
