"""Arclight Phoenix ({3}{R} 3/2, flying, haste): "At the beginning of combat on your turn, if you've cast three
or more instant and sorcery spells this turn, return Arclight Phoenix from your graveyard to the battlefield."
Its ruling, quoted from the card database (603.4 intervening 'if', 601.2i spells cast)."""

from __future__ import annotations

from support import board, pass_until, resolve_stack, use_compiled

PHOENIX = "Arclight Phoenix"
use_compiled(PHOENIX)


def _bolts(game, n: int) -> None:
    for _ in range(n):
        game.apply(f"cast {game.find('Lightning Bolt', zone='hand')}")
        game.apply("target P2")
        game.apply("autopay")
        resolve_stack(game)


def test_ruling_it_returns_in_time_to_attack() -> None:
    """Ruling: "Because the beginning of combat step is before attackers are declared, you can attack with
    Arclight Phoenix during the same combat it returns to the battlefield." Three Bolts cast: it returns at the
    beginning of combat and can be declared as an attacker (haste)."""
    game = board({"graveyard": [PHOENIX], "hand": ["Lightning Bolt"] * 3,
                  "battlefield": [{"card": "Mountain", "count": 3}]})
    _bolts(game, 3)
    pass_until(game, "beginning_of_combat")
    resolve_stack(game)
    phoenix = game.find(PHOENIX, zone="battlefield")
    game.apply("pass")
    game.apply("pass")
    assert game.pending.kind == "attackers"
    assert any(a.kind == "attack" and a.args[0] == phoenix for a in game.legal_actions())


def test_two_spells_are_not_enough() -> None:
    """603.4: with only two instants cast this turn the ability doesn't trigger; it stays in the graveyard."""
    game = board({"graveyard": [PHOENIX], "hand": ["Lightning Bolt"] * 2,
                  "battlefield": [{"card": "Mountain", "count": 2}]})
    _bolts(game, 2)
    pass_until(game, "beginning_of_combat")
    assert not game.state.stack
    assert game.find(PHOENIX, zone="graveyard")
