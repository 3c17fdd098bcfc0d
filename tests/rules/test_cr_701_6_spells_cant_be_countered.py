"""101.2, 701.6: a permanent's 'Creature spells can't be countered.' (Gaea's Herald), 'Instant and sorcery spells
you control can't be countered.' (Sphinx of the Final Word): an effect that would counter such a spell does
nothing to it; the spell stays on the stack and resolves."""

from __future__ import annotations

from support import board, cast, resolve_stack, use_compiled, zone_names

use_compiled("Gaea's Herald", "Sphinx of the Final Word")


def test_701_6_gaeas_herald_applies_to_the_opponents_spells_too() -> None:
    """Gaea's Herald's ruling: "The ability applies to your opponent's spells as well as your own." """
    game = board({"battlefield": ["Gaea's Herald", "Island", "Island"], "hand": ["Essence Scatter"]},
                 {"battlefield": ["Forest", "Forest"], "hand": ["Grizzly Bears"]}, active="P2")
    bears = cast(game, "Grizzly Bears")
    game.apply("pass")
    cast(game, "Essence Scatter", bears)
    resolve_stack(game)
    assert "Grizzly Bears" in zone_names(game, "battlefield", 1)


def test_701_6_only_the_spells_described() -> None:
    """Sphinx of the Final Word: the controller's instants can't be countered; an opponent's can."""
    game = board({"battlefield": ["Sphinx of the Final Word", "Mountain", "Island", "Island"],
                  "hand": ["Shock", "Counterspell"]},
                 {"battlefield": ["Island", "Island", "Mountain"], "hand": ["Counterspell", "Shock"]})
    shock = cast(game, "Shock", "P2")
    game.apply("pass")
    cast(game, game.find("Counterspell", player=1, zone="hand"), shock)
    resolve_stack(game)
    assert game.state.players[1].life == 18


def test_701_6_the_opponents_instant_is_countered() -> None:
    game = board({"battlefield": ["Sphinx of the Final Word", "Island", "Island"], "hand": ["Counterspell"]},
                 {"battlefield": ["Mountain"], "hand": ["Shock"]}, active="P2")
    shock = cast(game, "Shock", "P1")
    game.apply("pass")
    cast(game, game.find("Counterspell", player=0, zone="hand"), shock)
    resolve_stack(game)
    assert game.state.players[0].life == 20 and "Shock" in zone_names(game, "graveyard", 1)
