"""Bonecrusher Giant: "Whenever Bonecrusher Giant becomes the target of a spell, Bonecrusher Giant deals 2 damage
to that spell's controller." The spell is the triggering object (603.2); its controller is read when the
ability resolves, from the spell's last known information if it has left the stack."""

from __future__ import annotations

from support import board, cast, pass_both, resolve_stack, use_compiled, zone_names

use_compiled("Bonecrusher Giant // Stomp")


def test_ruling_the_ability_resolves_first_and_even_if_the_spell_is_countered() -> None:
    """Ruling: "Bonecrusher Giant's ability resolves before the spell that caused it to trigger. It resolves
    even if that spell is countered." P2's Shock targets the Giant: the trigger, above the Shock, resolves
    first and deals 2 damage to P2, the Shock's controller; then P1 counters the Shock and P2 stays at 18."""
    game = board({"battlefield": ["Bonecrusher Giant", "Island", "Island"], "hand": ["Counterspell"]},
                 {"battlefield": ["Mountain"], "hand": ["Shock"]}, active="P2")
    giant = game.find("Bonecrusher Giant")
    shock = cast(game, "Shock", giant)
    assert len(game.state.stack) == 2  # the Giant's trigger above the Shock
    pass_both(game)  # the trigger resolves
    assert game.state.players[1].life == 18
    assert list(game.state.stack) == [shock]
    game.apply("pass")  # P2 passes; P1 counters the Shock
    cast(game, "Counterspell", shock)
    resolve_stack(game)
    assert "Shock" in zone_names(game, "graveyard", 1)
    assert game.state.players[1].life == 18 and game.state.objects[giant].damage == 0


def test_it_triggers_on_its_controllers_own_spell() -> None:
    """'a spell': any player's, its controller's included (603.2). P1's Giant Growth on it: P1 is dealt 2."""
    game = board({"battlefield": ["Bonecrusher Giant", "Forest"], "hand": ["Giant Growth"]})
    cast(game, "Giant Growth", game.find("Bonecrusher Giant"))
    resolve_stack(game)
    assert game.state.players[0].life == 18 and game.state.players[1].life == 20


def test_ruling_a_spell_targeting_it_more_than_once_triggers_it_once() -> None:
    """Ruling: "If a spell targets Bonecrusher Giant more than once, its ability triggers only once." Seeds of
    Strength targets it three times: one trigger, 2 damage."""
    game = board({"battlefield": ["Bonecrusher Giant", "Forest", "Plains"], "hand": ["Seeds of Strength"]})
    giant = game.find("Bonecrusher Giant")
    cast(game, "Seeds of Strength", giant, giant, giant)
    assert len(game.state.stack) == 2
    resolve_stack(game)
    assert game.state.players[0].life == 18


def test_an_ability_doesnt_trigger_it() -> None:
    """'becomes the target of a spell': an activated ability targeting it triggers nothing."""
    game = board({"battlefield": ["Bonecrusher Giant"]}, {"battlefield": ["Prodigal Pyromancer"]}, active="P2")
    game.apply(f"activate {game.find('Prodigal Pyromancer')} 1")
    game.apply(f"target {game.find('Bonecrusher Giant')}")
    assert len(game.state.stack) == 1
    resolve_stack(game)
    assert game.state.players[1].life == 20
