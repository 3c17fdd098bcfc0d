"""'Counter target spell unless its controller pays {N} for each ...' (701.6a, 118.12, 107.1;
mechanics/counter_unless_each): the amount is counted as the spell resolves."""

from __future__ import annotations

from support import basics, board, cast, names, pass_both, use_compiled

use_compiled("Override", "Circular Logic", "Ixidor's Will")


def _bears_then(counter: str, p2_extra: dict, p1_forests: int = 4) -> tuple:
    """P1 casts Grizzly Bears with `p1_forests` Forests; P2 responds with `counter`."""
    game = board({"hand": ["Grizzly Bears"], "battlefield": basics(Forest=p1_forests)},
                 {"hand": [counter], "battlefield": basics(Island=3) + p2_extra.get("battlefield", []),
                  "graveyard": p2_extra.get("graveyard", [])})
    bears = cast(game, "Grizzly Bears")
    game.apply("pass")
    cast(game, counter, bears)
    pass_both(game)
    return game, bears


def test_118_12_the_controller_may_pay_the_counted_amount() -> None:
    """Override with two artifacts: {2}. P1 has two Forests left, pays, and the Bears aren't countered."""
    game, bears = _bears_then("Override", {"battlefield": ["Ornithopter", "Ornithopter"]})
    assert game.pending.kind == "may" and game.pending.player == 0
    assert "pay {2}" in game.pending.prompt
    game.apply("yes")
    assert game.state.stack == (bears,)


def test_118_12_declining_counters_it() -> None:
    game, _ = _bears_then("Override", {"battlefield": ["Ornithopter"]})
    game.apply("no")
    assert game.state.stack == ()
    assert "Grizzly Bears" in names(game, "graveyard", 0)


def test_118_3_an_amount_that_cant_be_paid_counters_it() -> None:
    """Three artifacts: {3}, more than P1's two untapped Forests can pay: countered, nothing asked."""
    game, _ = _bears_then("Override", {"battlefield": ["Ornithopter"] * 3})
    assert game.state.stack == ()
    assert "Grizzly Bears" in names(game, "graveyard", 0)


def test_107_1_a_count_of_zero_is_zero_mana() -> None:
    """Override with no artifacts: {0}, which the controller can always pay."""
    game, bears = _bears_then("Override", {})
    if game.pending.kind == "may":
        game.apply("yes")
    assert game.state.stack == (bears,)


def test_ruling_circular_logic_doesnt_count_itself() -> None:
    """Circular Logic's ruling (2018-12-07): "Circular Logic is still on the stack while you count the number of
    cards in your graveyard. It doesn't count itself." Two cards in the graveyard: {2}, which P1 can pay."""
    game, bears = _bears_then("Circular Logic", {"graveyard": ["Island", "Island"]})
    assert game.pending.kind == "may" and "pay {2}" in game.pending.prompt
    game.apply("yes")
    assert game.state.stack == (bears,)


def test_107_1_two_for_each() -> None:
    """Ixidor's Will: {2} for each Wizard on the battlefield (either player's): one Wizard, {2}."""
    game, bears = _bears_then("Ixidor's Will", {"battlefield": ["Prodigal Pyromancer"]})
    assert game.pending.kind == "may" and "pay {2}" in game.pending.prompt
