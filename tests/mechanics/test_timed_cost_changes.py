"""Spell cost changes for a time (601.2f, 611.2a-b; mechanics/timed_cost_changes): a resolved instruction's
continuous effect that changes what spells cost, and a choice of the kind of counter put (122.1b, 608.2d)."""

from __future__ import annotations

from support import (
    activate,
    basics,
    board,
    cast,
    castable,
    counters,
    instant,
    legal,
    pass_both,
    pass_until,
    use_compiled,
)

from lithoform.cards.tree import Filter
from lithoform.mechanics.timed_cost_changes.nodes import SpellCostChangeFor

use_compiled("Dwarven Armorer")
# 'Spells your opponents cast cost {1} more to cast this turn.' (no printed card says it this way: the node the
# grammar makes for 'this turn')
TAX = instant("Tax This Turn", SpellCostChangeFor(Filter(controller="opponent"), "{1}", until="end_of_turn"))
EASE = instant("Ease This Turn", SpellCostChangeFor(Filter(controller="you"), "{1}", less=True))


def test_611_2a_a_this_turn_increase_ends_with_the_turn() -> None:
    """P1's effect taxes P2's Shock ({R} -> {1}{R}) this turn only (514.2)."""
    game = board({"hand": [TAX]}, {"hand": ["Shock"], "battlefield": basics(Mountain=1)})
    cast(game, TAX)
    pass_both(game)
    game.apply("pass")
    assert game.pending.player == 1 and not castable(game, "Shock")
    pass_until(game, "upkeep", turn=4)
    assert castable(game, "Shock")


def test_601_2f_a_reduction_for_a_time_reads_from_the_controllers_view() -> None:
    """'Spells you cast cost {1} less': P1's Divination costs {1}{U} with two Islands (118.7)."""
    game = board({"hand": [EASE, "Divination"], "battlefield": basics(Island=2)})
    assert not castable(game, "Divination")
    cast(game, EASE)
    pass_both(game)
    assert castable(game, "Divination")


def test_608_2d_the_kind_of_counter_is_chosen_as_it_resolves() -> None:
    """Dwarven Armorer: 'Put a +0/+1 counter or a +1/+0 counter on target creature.' (P/T counters, 122.1a)."""
    game = board({"battlefield": ["Dwarven Armorer", *basics(Mountain=1)], "hand": ["Mountain"]})
    armorer = game.find("Dwarven Armorer")
    activate(game, armorer, 1, armorer)
    while game.pending.kind != "priority":  # the costs: {R} and the only card in hand
        game.apply("autopay" if legal(game, "autopay") else next(iter(game.legal_actions())))
    game.apply("pass")
    game.apply("pass")  # both passed: it resolves
    game.apply("choose 1")
    assert counters(game, armorer, "+1/+0") == 1 and game.chars(armorer).power == 1
