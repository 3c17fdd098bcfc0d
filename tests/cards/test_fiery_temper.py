"""Fiery Temper ({1}{R}{R} instant): "Fiery Temper deals 3 damage to any target. Madness {R}". Its rulings,
quoted from the card database."""

from __future__ import annotations

from support import board, life, resolve_stack, use_compiled

use_compiled("Fiery Temper", "Tormenting Voice")


def test_ruling_discarded_to_pay_a_cost_it_resolves_before_that_spell() -> None:
    """Ruling: "If you discard a card with madness to pay the cost of a spell or activated ability, that card's
    madness trigger (and the spell that card becomes, if you choose to cast it) will resolve before the spell
    or ability the discard paid for." Fiery Temper kills the opponent's 2/2 before Tormenting Voice draws."""
    game = board({"hand": ["Tormenting Voice", "Fiery Temper"], "battlefield": [{"card": "Mountain", "count": 3}]})
    game.apply(f"cast {game.find('Tormenting Voice')}")
    game.apply(f"discard {game.find('Fiery Temper')}")
    game.apply("autopay")
    game.apply("pass")
    game.apply("pass")
    game.apply("yes")
    game.apply("target P2")
    game.apply("autopay")
    names = [game.chars(o).name for o in game.state.stack]
    assert names == ["Tormenting Voice", "Fiery Temper"]
    game.apply("pass")
    game.apply("pass")
    assert life(game, 1) == 17
    assert [game.chars(o).name for o in game.state.stack] == ["Tormenting Voice"]
    resolve_stack(game)


def test_ruling_mana_value_unchanged() -> None:
    """Ruling: "Casting a spell for its madness cost doesn't change its mana cost or its mana value. You just
    pay the madness cost instead." On the stack it has mana value 3."""
    game = board({"hand": ["Tormenting Voice", "Fiery Temper"], "battlefield": [{"card": "Mountain", "count": 3}]})
    game.apply(f"cast {game.find('Tormenting Voice')}")
    game.apply(f"discard {game.find('Fiery Temper')}")
    game.apply("autopay")
    game.apply("pass")
    game.apply("pass")
    game.apply("yes")
    game.apply("target P2")
    assert game.chars(game.state.stack[-1]).mana_value == 3
