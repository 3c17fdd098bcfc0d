"""Roiling Vortex: "Whenever a player casts a spell, if no mana was spent to cast that spell, Roiling Vortex deals 5
damage to that player." (603.4: an intervening 'if'; 601.2h: the mana paid to cast it.) Nix: "Counter target
spell if no mana was spent to cast it.\""""

from __future__ import annotations

from support import board, cast, pass_both, resolve_stack, use_compiled, zone_names

use_compiled("Roiling Vortex", "Nix")


def test_a_spell_cast_for_no_mana_costs_its_caster_5_life() -> None:
    """Ornithopter ({0}) cast by P2: no mana was spent, P2 is dealt 5 damage; the ability resolves before the
    spell (ruling: "An ability that triggers when a player casts a spell resolves before the spell that caused it
    to trigger")."""
    game = board({"battlefield": ["Roiling Vortex"]}, {"hand": ["Ornithopter"]}, active="P2")
    cast(game, "Ornithopter")
    assert len(game.state.stack) == 2
    pass_both(game)
    assert game.state.players[1].life == 15 and len(game.state.stack) == 1
    resolve_stack(game)
    assert "Ornithopter" in zone_names(game, "battlefield", 1)


def test_a_spell_paid_with_mana_doesnt_trigger_it() -> None:
    game = board({"battlefield": ["Roiling Vortex"]}, {"hand": ["Shock"], "battlefield": ["Mountain"]}, active="P2")
    cast(game, "Shock", "P1")
    assert len(game.state.stack) == 1
    resolve_stack(game)
    assert game.state.players[1].life == 20 and game.state.players[0].life == 18


def test_nix_counters_a_spell_cast_for_no_mana_only() -> None:
    """Nix: the spell it targets is countered only if no mana was spent to cast it (608.2c: checked as Nix
    resolves)."""
    game = board({"battlefield": ["Island"], "hand": ["Nix"]}, {"hand": ["Ornithopter"]}, active="P2")
    thopter = cast(game, "Ornithopter")
    game.apply("pass")
    cast(game, "Nix", thopter)
    resolve_stack(game)
    assert "Ornithopter" in zone_names(game, "graveyard", 1)


def test_nix_doesnt_counter_a_spell_paid_with_mana() -> None:
    game = board({"battlefield": ["Island"], "hand": ["Nix"]},
                 {"hand": ["Shock"], "battlefield": ["Mountain"]}, active="P2")
    shock = cast(game, "Shock", "P1")
    game.apply("pass")
    cast(game, "Nix", shock)
    resolve_stack(game)
    assert game.state.players[0].life == 18
