"""Dreamstalker Manticore (compiled from its Oracle text), played through the engine.

Oracle text: Whenever you cast your first spell during each opponent's turn, Dreamstalker Manticore deals 1
damage to any target."""

from __future__ import annotations

from support import board, resolve_stack

MANTICORE = "Dreamstalker Manticore"


def _triggers(game) -> int:
    return sum(1 for e in game.state.events() if e.kind == "trigger" and e.args.get("card") == MANTICORE)


def test_only_the_first_spell_during_an_opponents_turn() -> None:
    """Ruling: "This ability triggers only on your very first spell during an opponent's turn, not the first
    spell after the card is on the battlefield." (601.2i)"""
    game = board({"battlefield": [MANTICORE, "Mountain", "Mountain"], "hand": ["Shock", "Shock"]}, active="P2")
    game.apply("pass")  # P1 gets priority in P2's turn
    game.apply(f"cast {game.find('Shock')}")
    game.apply("target P2")
    game.apply("autopay")
    assert _triggers(game) == 1
    game.apply("target P2")  # the Manticore's trigger: any target
    resolve_stack(game)
    assert game.state.players[1].life == 17
    game.apply("pass")
    game.apply(f"cast {game.find('Shock')}")
    game.apply("target P2")
    game.apply("autopay")
    assert _triggers(game) == 1  # the second spell this turn doesn't trigger it


def test_a_spell_in_your_own_turn_does_not_trigger_it() -> None:
    game = board({"battlefield": [MANTICORE, "Mountain"], "hand": ["Shock"]})
    game.apply(f"cast {game.find('Shock')}")
    game.apply("target P2")
    game.apply("autopay")
    assert _triggers(game) == 0
