"""CR 615.1a, 615.3: 'Prevent all damage [object] would deal this turn' creates a prevention effect, until the
turn ends, for the damage whose source is the object it named as it resolved; damage by other sources is
dealt."""

from __future__ import annotations

from support import board, cast, pass_both


def test_615_1a_only_the_named_sources_damage_is_prevented() -> None:
    game = board({"battlefield": ["Grizzly Bears", "Mountain", "Mountain"], "hand": ["Lightning Bolt", "Shock"]},
                 {"battlefield": ["Forest", "Plains", "Forest"], "hand": ["Dromoka's Command"]})
    bears = game.find("Grizzly Bears")
    cast(game, "Shock", "P2")
    shock = game.state.stack[-1]
    cast(game, "Lightning Bolt", "P2")
    game.apply("pass")
    game.apply(f"cast {game.find('Dromoka' + chr(39) + 's Command')}")
    game.apply("mode 1 3")
    game.apply(f"target {shock}")
    game.apply(f"target {bears}")
    game.apply("autopay")
    pass_both(game)  # the Command: Shock's damage will be prevented
    pass_both(game)  # Lightning Bolt: 3 damage
    pass_both(game)  # Shock: prevented
    assert game.state.players[1].life == 17
    assert any(e.kind == "prevented" for e in game.state.events())
