"""Ketria Crystal has no official rulings; these tests check its Oracle text in a game.

Oracle text: {T}: Add {G}, {U}, or {R}. / Cycling {2} ({2}, Discard this card: Draw a card.)"""

from __future__ import annotations

from support import board, lands, names, pass_both

from lithoform import Action

CRYSTAL = "Ketria Crystal"


def test_taps_for_green_blue_or_red_as_a_mana_ability() -> None:
    """Oracle: "{T}: Add {G}, {U}, or {R}.": a mana ability (605.1a), so it doesn't use the stack; each of
    the three colors can be chosen, and no other."""
    game = board({"battlefield": [CRYSTAL]})
    crystal = game.find(CRYSTAL)
    offered = {a for a in game.legal_actions() if a.kind == "activate" and a.args[0] == crystal}
    assert offered == {Action("activate", (crystal, 1, f"mana:{c}")) for c in "GUR"}
    game.apply(f"activate {crystal} 1 mana:U")
    assert not game.state.stack
    assert [(m.type, m.source) for m in game.state.players[0].pool] == [("U", crystal)]
    assert game.state.objects[crystal].tapped
    assert not [a for a in game.legal_actions() if a.kind == "activate" and a.args[0] == crystal]


def test_cycling_from_the_hand_discards_it_and_draws_a_card() -> None:
    """Oracle: "Cycling {2} ({2}, Discard this card: Draw a card.)" (702.29a): activated from the hand
    only."""
    game = board({"battlefield": [lands("Island", 2)], "hand": [CRYSTAL], "library": ["Serra Angel"]})
    crystal = game.find(CRYSTAL)
    game.apply(f"activate {crystal} 2")
    assert game.pending.kind == "pay" and game.pending.prompt == "pay {2}"
    game.apply("autopay")
    assert names(game, "graveyard") == [CRYSTAL]  # discarded as a cost, before the draw
    assert names(game, "hand") == []
    pass_both(game)
    assert names(game, "hand") == ["Serra Angel"]


def test_it_cannot_cycle_from_the_battlefield() -> None:
    """Oracle: cycling is an ability of the card in hand (702.29a); on the battlefield only its mana
    ability can be activated."""
    game = board({"battlefield": [lands("Island", 2), CRYSTAL]})
    crystal = game.find(CRYSTAL)
    assert Action("activate", (crystal, 2)) not in game.legal_actions()
