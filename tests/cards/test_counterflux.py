"""Counterflux: "This spell can't be countered. Counter target spell you don't control. Overload {1}{U}{U}{R}"
(702.96b: overloaded, 'Counter each spell you don't control.': every such spell on the stack, no target)."""

from __future__ import annotations

from support import board, lands, pass_both, use_compiled

use_compiled("Counterflux", "Lightning Bolt", "Shock")


def _two_opposing_spells():
    game = board({"hand": ["Counterflux"], "battlefield": [lands("Island", 3), lands("Mountain", 1)]},
                 {"hand": ["Lightning Bolt", "Shock"], "battlefield": [lands("Mountain", 2)]}, active="P2")
    for name in ("Lightning Bolt", "Shock"):  # 117.3c: the caster receives priority again and casts the next
        game.apply(f"cast {game.find(name, zone='hand')}")
        game.apply("target P1")
        game.apply("autopay")
    game.apply("pass")
    assert game.pending.kind == "priority" and game.pending.player == 0
    return game


def test_overloaded_it_counters_each_spell_you_dont_control() -> None:
    """702.96b: 'each' for 'target': both of the opponent's spells are countered; it has no target."""
    game = _two_opposing_spells()
    game.apply(f"cast {game.find('Counterflux', zone='hand')}")
    game.apply("alternative overload")
    assert game.pending.kind != "target"
    game.apply("autopay")
    pass_both(game)
    assert game.find("Lightning Bolt", zone="graveyard:1") and game.find("Shock", zone="graveyard:1")
    assert game.state.players[0].life == 20


def test_unoverloaded_it_counters_one_target() -> None:
    game = _two_opposing_spells()
    game.apply(f"cast {game.find('Counterflux', zone='hand')}")
    if game.pending.kind == "alternative":
        game.apply("alternative none")
    game.apply(f"target {game.find('Shock', zone='stack')}")
    game.apply("autopay")
    pass_both(game)
    assert game.find("Shock", zone="graveyard:1")
    assert game.find("Lightning Bolt", zone="stack")
