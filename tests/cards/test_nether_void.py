"""Nether Void: "Whenever a player casts a spell, counter it unless that player pays {3}." (603.2, 601.2i: a cast
trigger; 701.6a, 118.12: 'that player' is the spell's caster, who decides whether to pay.) Its rulings, quoted
from the card database."""

from __future__ import annotations

from support import basics, board, cast, names, resolve_stack, use_compiled

use_compiled("Nether Void", "Shock")


def test_701_6a_an_opponent_who_cant_pay_has_the_spell_countered() -> None:
    game = board({"battlefield": ["Nether Void"]}, {"battlefield": basics(Mountain=1), "hand": ["Shock"]},
                 active="P2")
    cast(game, "Shock", "P1")
    resolve_stack(game)
    assert "Shock" in names(game, "graveyard", 1)
    assert game.state.players[0].life == 20


def test_118_12_that_player_may_pay_and_the_spell_resolves() -> None:
    """The caster (not Nether Void's controller) is asked; paying {3} keeps Shock."""
    game = board({"battlefield": ["Nether Void"]}, {"battlefield": basics(Mountain=4), "hand": ["Shock"]},
                 active="P2")
    cast(game, "Shock", "P1")
    game.apply("pass")
    game.apply("pass")  # the trigger resolves: P2 decides
    assert game.pending.kind == "may" and game.pending.player == 1
    game.apply("yes")
    resolve_stack(game)
    assert game.state.players[0].life == 18


def test_ruling_it_triggers_on_its_controllers_own_spells_too() -> None:
    """Ruling (2009-10-01): "The ability triggers whenever any player (including you) casts a spell of any
    type." P1 casts Shock with one Mountain and can't pay: countered."""
    game = board({"battlefield": ["Nether Void", *basics(Mountain=1)], "hand": ["Shock"]})
    cast(game, "Shock", "P2")
    resolve_stack(game)
    assert "Shock" in names(game, "graveyard", 0)
    assert game.state.players[1].life == 20
