"""CR 702.137a spectacle: “Spectacle [cost]” means “You may cast this spell by paying [cost] rather than its
mana cost if an opponent lost life this turn.” Casting a spell for its spectacle cost follows the rules for
paying alternative costs (601.2b, 601.2f-h, 118.9). Played with compiled cards: Skewer the Critics ({2}{R}
sorcery, '~ deals 3 damage to any target.', spectacle {R}), Lightning Bolt."""

from __future__ import annotations

from support import board, life, resolve_stack, use_compiled

use_compiled("Skewer the Critics")


def _bolt_opponent(game) -> None:
    game.apply(f"cast {game.find('Lightning Bolt', zone='hand')}")
    game.apply("target P2")
    game.apply("autopay")
    resolve_stack(game)


def test_702_137a_no_life_lost_no_spectacle() -> None:
    """702.137a: no opponent lost life this turn: one Mountain can't cast it (the spectacle cost isn't
    offered), and with three the announcement doesn't offer spectacle either."""
    game = board({"hand": ["Skewer the Critics"], "battlefield": ["Mountain"]})
    assert not any(a.kind == "cast" for a in game.legal_actions())
    game = board({"hand": ["Skewer the Critics"], "battlefield": [{"card": "Mountain", "count": 3}]})
    game.apply(f"cast {game.find('Skewer the Critics')}")
    assert "alternative spectacle" not in {str(a) for a in game.legal_actions()}


def test_702_137a_after_an_opponent_lost_life_it_costs_r() -> None:
    """702.137a, 120.3a: a Bolt dealt 3 damage to the opponent (they lost 3 life): Skewer the Critics is cast
    for {R} with the one Mountain left and deals 3 more."""
    game = board({"hand": ["Lightning Bolt", "Skewer the Critics"], "battlefield": [{"card": "Mountain", "count": 2}]})
    _bolt_opponent(game)
    game.apply(f"cast {game.find('Skewer the Critics')}")
    assert game.pending.kind == "alternative"
    game.apply("alternative spectacle")
    game.apply("target P2")
    game.apply("autopay")
    resolve_stack(game)
    assert life(game, 1) == 14
    assert game.find("Skewer the Critics", zone="graveyard")


def test_702_137a_your_own_life_loss_doesnt_count() -> None:
    """702.137a: 'an opponent lost life': the caster's own life loss doesn't allow it."""
    game = board({"hand": ["Lightning Bolt", "Skewer the Critics"], "battlefield": [{"card": "Mountain", "count": 2}]})
    game.apply(f"cast {game.find('Lightning Bolt', zone='hand')}")
    game.apply("target P1")
    game.apply("autopay")
    resolve_stack(game)
    assert not any(a.kind == "cast" for a in game.legal_actions())


def test_702_137a_the_mana_value_is_unchanged() -> None:
    """Ruling (Skewer the Critics): "The converted mana cost of the spell remains unchanged, no matter what
    the total cost to cast it was." 202.3: the spell cast for {R} has mana value 3."""
    game = board({"hand": ["Lightning Bolt", "Skewer the Critics"], "battlefield": [{"card": "Mountain", "count": 2}]})
    _bolt_opponent(game)
    game.apply(f"cast {game.find('Skewer the Critics')}")
    game.apply("alternative spectacle")
    assert game.chars(game.state.stack[-1]).mana_value == 3
