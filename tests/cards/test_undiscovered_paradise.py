"""Undiscovered Paradise (compiled from its Oracle text), played through the engine.

Oracle text: {T}: Add one mana of any color. During your next untap step, as you untap your permanents, return
Undiscovered Paradise to its owner's hand. (605.3b: the instruction after the mana happens at once; 502.3: it
waits for its controller's next untap step, mechanics/untap_step_returns.)"""

from __future__ import annotations

from support import board, names, pass_until, use_compiled

use_compiled("Undiscovered Paradise")


def _tap_for_mana(game) -> None:
    paradise = game.find("Undiscovered Paradise")
    action = next(str(a) for a in game.legal_actions() if a.kind == "activate" and a.args[:1] == (paradise,))
    game.apply(action)
    if game.pending.kind != "priority":  # the color (106.1)
        game.apply(str(game.legal_actions()[0]))


def test_502_3_returns_to_hand_during_the_next_untap_step() -> None:
    """Tapped for mana on P1's turn, it stays through P2's untap step and returns during P1's next one."""
    game = board({"battlefield": ["Undiscovered Paradise"]})
    _tap_for_mana(game)
    assert "Undiscovered Paradise" in names(game, "battlefield")
    pass_until(game, "upkeep", turn=game.state.turn + 1)  # P2's turn: not P1's untap step
    assert "Undiscovered Paradise" in names(game, "battlefield")
    pass_until(game, "upkeep", turn=game.state.turn + 1)  # P1's next untap step
    assert names(game, "hand").count("Undiscovered Paradise") == 1
    assert "Undiscovered Paradise" not in names(game, "battlefield")


def test_ruling_untapped_without_using_it_stays() -> None:
    """Not tapped for mana: nothing waits, it stays on the battlefield."""
    game = board({"battlefield": ["Undiscovered Paradise"]})
    pass_until(game, "upkeep", turn=game.state.turn + 2)
    assert "Undiscovered Paradise" in names(game, "battlefield")
