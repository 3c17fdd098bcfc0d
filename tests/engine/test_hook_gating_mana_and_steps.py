"""Issue 13: the hook points asked on hot paths (a mana ability's mana, 605.3b; each step's turn-based actions,
505.4, 514.2; the permanents a player may leave tapped, 502.3; a spell countered, 701.6a; a mulligan's actions,
103.5b) consult a mechanic's function only in a game whose definitions hold what that function acts on
(rules/hooks.py `needs=`, rules/present.py), and the card that needs it still gets it."""

from __future__ import annotations

import pytest
from support import basics, board

from lithoform.rules.continuous.characteristics import chars
from lithoform.rules.hooks import (
    MANA_PRODUCED,
    MULLIGAN_ACTIONS,
    SPELL_COUNTERED,
    STEP_TURN_BASED_ACTIONS,
    UNTAP_OPTIONAL,
)
from lithoform.rules.payment import made_options
from lithoform.state.model import BATTLEFIELD


def test_a_game_of_plain_cards_asks_none_of_them() -> None:
    game = board({"hand": ["Shock"], "battlefield": basics(Mountain=2)}, {"battlefield": basics(Forest=1)})
    state = game.state
    assert MANA_PRODUCED.now(state) == ()
    assert STEP_TURN_BASED_ACTIONS.now(state) == ()
    assert SPELL_COUNTERED.now(state) == ()
    assert MULLIGAN_ACTIONS.now(state) == ()
    assert UNTAP_OPTIONAL.now(state) == ()


@pytest.mark.parametrize(("card", "hook", "module"), [
    ("Thriving Bluff", MANA_PRODUCED, "chosen_color_mana"),
    ("Nykthos, Shrine to Nyx", MANA_PRODUCED, "devotion"),
    ("Reflecting Pool", MANA_PRODUCED, "could_produce"),
    ("Cabal Coffers", MANA_PRODUCED, "counts"),
    ("Ilysian Caryatid", MANA_PRODUCED, "conditional_mana"),
    ("Yawgmoth's Will", STEP_TURN_BASED_ACTIONS, "graveyard_play"),
    ("Snapcaster Mage", STEP_TURN_BASED_ACTIONS, "graveyard_cast_turn"),
    ("Baral, Chief of Compliance", SPELL_COUNTERED, "counter_triggers"),
    ("Serum Powder", MULLIGAN_ACTIONS, "mulligan_actions"),
    ("Amber Prison", UNTAP_OPTIONAL, "optional_untap"),
])
def test_the_card_that_needs_a_function_brings_it(card: str, hook: object, module: str) -> None:
    game = board({"hand": [card], "battlefield": basics(Mountain=1)}, {"battlefield": basics(Forest=1)})
    active = hook.now(game.state)  # type: ignore[attr-defined]
    assert any(f"lithoform.mechanics.{module}." in fn.__module__ + "." for fn in active), (card, active)


def test_cr_605_3b_counted_mana_is_still_counted_with_the_gating() -> None:
    """Cabal Coffers: '{2}, {T}: Add {B} for each Swamp you control.' (the count comes from MANA_PRODUCED)."""
    game = board({"battlefield": ["Cabal Coffers", *basics(Swamp=3)]}, {"battlefield": basics(Forest=1)})
    state = game.state
    coffers = next(o for o in state.zones[BATTLEFIELD] if state.objects[o].card == "Cabal Coffers")
    ability = next(a for a in chars(state, coffers).activated if a.mana)
    assert made_options(state, 0, coffers, ability) == ("{B}{B}{B}",)
