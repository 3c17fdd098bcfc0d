"""CR 702.27a buyback: “Buyback [cost]” means “You may pay an additional [cost] as you cast this spell” and “If
the buyback cost was paid, put this spell into its owner's hand instead of into that player's graveyard as it
resolves.” 601.2b: the optional additional cost is announced; 601.2f: it is added to the total cost. Played with
the compiled Searing Touch ({R} instant, 'Buyback {4} / ~ deals 1 damage to any target.')."""

from __future__ import annotations

from support import board, life, resolve_stack, use_compiled, zone_names

use_compiled("Searing Touch")


def _touch(game, buyback: bool) -> None:
    game.apply(f"cast {game.find('Searing Touch', zone='hand')}")
    assert game.pending.kind == "additional" and "buyback" in game.pending.prompt
    game.apply("additional buyback" if buyback else "additional none")
    game.apply("target P2")


def test_702_27a_paid_it_returns_to_the_hand() -> None:
    """702.27a, 601.2f: buyback paid: the total cost is {4}{R}; as it resolves it goes to the hand."""
    game = board({"hand": ["Searing Touch"], "battlefield": [{"card": "Mountain", "count": 5}]})
    _touch(game, True)
    assert game.pending.prompt == "pay {4}{R}"
    game.apply("autopay")
    resolve_stack(game)
    assert life(game, 1) == 19
    assert "Searing Touch" in zone_names(game, "hand")


def test_702_27a_not_paid_it_goes_to_the_graveyard() -> None:
    game = board({"hand": ["Searing Touch"], "battlefield": [{"card": "Mountain", "count": 5}]})
    _touch(game, False)
    assert game.pending.prompt == "pay {R}"
    game.apply("autopay")
    resolve_stack(game)
    assert "Searing Touch" in zone_names(game, "graveyard")


def test_702_27a_a_countered_spell_goes_to_the_graveyard() -> None:
    """702.27a: 'as it resolves': its only target gone, the spell doesn't resolve (608.2b) and goes to the
    graveyard even though the buyback cost was paid."""
    game = board({"hand": ["Searing Touch", "Lightning Bolt"], "battlefield": [{"card": "Mountain", "count": 6}]},
                 {"battlefield": ["Grizzly Bears"]})
    game.apply(f"cast {game.find('Searing Touch', zone='hand')}")
    game.apply("additional buyback")
    game.apply(f"target {game.find('Grizzly Bears')}")
    game.apply("autopay")
    game.apply(f"cast {game.find('Lightning Bolt', zone='hand')}")
    game.apply(f"target {game.find('Grizzly Bears')}")
    game.apply("autopay")
    resolve_stack(game)
    assert "Searing Touch" in zone_names(game, "graveyard")
