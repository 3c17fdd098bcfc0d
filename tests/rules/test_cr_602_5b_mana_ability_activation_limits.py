"""CR 602.5b, 605.3a: 'Activate only once each turn.' restricts a mana ability as it does any activated
ability: a mana ability is activated without the stack (605.3a), yet the restriction counts that activation,
in the legal-action listing, in the activation itself and in the mana the payment planner may use."""

from __future__ import annotations

import pytest
from support import board, castable, pass_until, use_compiled

from lithoform import IllegalActionError

use_compiled("Wall of Roots", "Kozilek's Translator", "Mana Bloom")


def _mana_actions(game, oid: int) -> list[str]:
    return [str(a) for a in game.legal_actions() if a.kind == "activate" and a.args and a.args[0] == oid]


@pytest.mark.parametrize("card", ["Wall of Roots", "Kozilek's Translator"])
def test_602_5b_a_mana_ability_activates_only_once_each_turn(card: str) -> None:
    """Wall of Roots: 'Put a -0/-1 counter on Wall of Roots: Add {G}. Activate only once each turn.';
    Kozilek's Translator: 'Pay 1 life: Add {C}. Activate only once each turn.'"""
    game = board({"battlefield": [card]}, step="main1")
    oid = game.find(card)
    listed = _mana_actions(game, oid)
    assert listed
    game.apply(listed[0])
    assert _mana_actions(game, oid) == []  # the listing
    with pytest.raises(IllegalActionError):
        game.apply(listed[0])  # the activation itself


def test_602_5b_mana_bloom_once_each_turn_and_again_next_turn() -> None:
    """Mana Bloom: 'Remove a charge counter from Mana Bloom: Add one mana of any color. Activate only once
    each turn.' One activation this turn, one more on the next turn."""
    game = board({"battlefield": [{"card": "Mana Bloom", "counters": {"charge": 3}}]}, step="main1")
    bloom = game.find("Mana Bloom")
    first = _mana_actions(game, bloom)
    assert first
    game.apply(first[0])
    assert _mana_actions(game, bloom) == []
    assert game.state.objects[bloom].counter("charge") == 2
    pass_until(game, "main1", turn=game.state.turn + 1)
    pass_until(game, "main1", turn=game.state.turn + 1)
    assert _mana_actions(game, bloom)


def test_602_5b_the_payment_planner_counts_the_activation_too() -> None:
    """605.3a: a cost paid with mana abilities may use a limited one only if it wasn't used this turn: with
    the Translator already activated (its mana gone as the step ended, 106.4), a {1} spell can't be cast."""
    game = board({"battlefield": ["Kozilek's Translator"], "hand": ["Wooden Sphere"]}, step="main1")
    translator = game.find("Kozilek's Translator")
    assert castable(game, "Wooden Sphere")
    game.apply(_mana_actions(game, translator)[0])
    pass_until(game, "main2")
    assert not castable(game, "Wooden Sphere")
