"""Aether Vial: "At the beginning of your upkeep, you may put a charge counter on Aether Vial. / {T}: You may
put a creature card with mana value equal to the number of charge counters on Aether Vial from your hand onto
the battlefield." (202.3, 608.2h)"""

from __future__ import annotations

from support import board, use_compiled

use_compiled("Aether Vial")

VIAL = "Aether Vial"


def _vial(counters: int, hand: list[str]):
    vial = {"card": VIAL, "counters": {"charge": counters}} if counters else VIAL
    game = board({"battlefield": [vial], "hand": hand})
    game.apply(f"activate {game.find(VIAL)} 1")
    game.apply("pass")
    game.apply("pass")
    if game.pending.kind == "may":
        game.apply("yes")
    return game


def test_only_a_creature_card_of_that_mana_value() -> None:
    """Two charge counters: Grizzly Bears (2) may be put onto the battlefield; Savannah Lions (1) and Serra
    Angel (5) may not."""
    game = _vial(2, ["Grizzly Bears", "Savannah Lions", "Serra Angel"])
    assert game.pending.kind == "choose"
    assert [game.state.objects[o].card for o in game.pending.options] == ["Grizzly Bears"]
    game.apply(f"choose {game.pending.options[0]}")
    assert "Grizzly Bears" in [game.state.objects[o].card for o in game.state.zones["battlefield"]]


def test_ruling_x_in_a_mana_cost_counts_as_zero() -> None:
    """Ruling (2017-11-17): "If a card in a player's hand has {X} in its mana cost, X is considered to be 0."
    (202.3e) Endless One ({X}) has mana value 0 in the hand: a Vial with no counters puts it onto the
    battlefield; one with a counter doesn't."""
    game = _vial(0, ["Endless One"])
    assert [game.state.objects[o].card for o in game.pending.options] == ["Endless One"]
    game = _vial(1, ["Endless One"])
    assert game.pending.options == ()
