"""CR 702.88a rebound: “If this spell was cast from your hand, instead of putting it into your graveyard as it
resolves, exile it and, at the beginning of your next upkeep, you may cast this card from exile without paying
its mana cost.” 608.2g: the card is cast during the resolution of the delayed triggered ability. Played with
compiled cards: Staggershock ({2}{R} instant, '~ deals 2 damage to any target. Rebound'), Counterspell."""

from __future__ import annotations

from support import board, life, pass_until, resolve_stack, use_compiled, zone_names

use_compiled("Staggershock")


def _shock(game, target: str = "P2") -> None:
    game.apply(f"cast {game.find('Staggershock', zone='hand')}")
    game.apply(f"target {target}")
    game.apply("autopay")


def test_702_88a_exiled_as_it_resolves_then_cast_at_the_next_upkeep() -> None:
    """702.88a: Staggershock is exiled as it resolves; at its owner's next upkeep (not the opponent's) it
    may be cast from exile without paying its mana cost, and then goes to the graveyard."""
    game = board({"hand": ["Staggershock"], "battlefield": [{"card": "Mountain", "count": 3}]})
    _shock(game)
    resolve_stack(game)
    assert life(game, 1) == 18
    assert "Staggershock" in zone_names(game, "exile")
    pass_until(game, "main1", turn=4)
    assert "Staggershock" in zone_names(game, "exile")  # the opponent's upkeep: nothing
    pass_until(game, "upkeep", turn=5)
    game.apply("pass")
    game.apply("pass")
    assert game.pending.kind == "may"
    game.apply("yes")
    game.apply("target P2")
    resolve_stack(game)
    assert life(game, 1) == 16
    assert "Staggershock" in zone_names(game, "graveyard")  # cast from exile: no rebound (702.88a)


def test_702_88a_a_countered_spell_goes_to_the_graveyard() -> None:
    """702.88a: 'as it resolves': countered, it doesn't resolve and is put into the graveyard."""
    game = board({"hand": ["Staggershock"], "battlefield": [{"card": "Mountain", "count": 3}]},
                 {"hand": ["Counterspell"], "battlefield": [{"card": "Island", "count": 2}]})
    _shock(game)
    game.apply("pass")
    game.apply(f"cast {game.find('Counterspell', zone='hand')}")
    game.apply(f"target {game.state.stack[0]}")
    game.apply("autopay")
    resolve_stack(game)
    assert "Staggershock" in zone_names(game, "graveyard")
    assert not game.zone("exile")


def test_702_88a_declined_it_stays_in_exile() -> None:
    """Ruling (Staggershock): "If you are unable to cast a card from exile this way, or you choose not to,
    nothing happens when the delayed triggered ability resolves. The card remains exiled for the rest of the
    game, and you won't get another chance to cast the card." Nothing triggers at the upkeep after."""
    game = board({"hand": ["Staggershock"], "battlefield": [{"card": "Mountain", "count": 3}]})
    _shock(game)
    resolve_stack(game)
    pass_until(game, "upkeep", turn=5)
    game.apply("pass")
    game.apply("pass")
    game.apply("no")
    pass_until(game, "upkeep", turn=7)
    assert not game.state.stack
    assert "Staggershock" in zone_names(game, "exile")
